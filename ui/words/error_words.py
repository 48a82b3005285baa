"""The engine's errors in the player's language.

The engine and the record loader raise ``CarolusError`` with an English line
for the console and, for the window, a stable ``code`` with plain ``params``
(``carolus_qt/errors.py``). Here each code becomes one whole translatable
sentence (module-level ``tr`` calls, which pyside6-lupdate files under the empty context, as the log's),
with named placeholders and ``%n`` plurals,
so no English reason reaches a German or French window. An error wrapping
another (an action of a record that breaks a rule) says both, one sentence
each. A code this module does not know gets a generic sentence, never the
English line.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from carolus.engine.errors import CarolusError

from ..board.provinces import province_names
from ..variants import phase_owner, window_variant
from .narration import colour_noun, colour_word


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("", text, disambiguation, n)


def _province(value: object) -> str:
    """A province by its board name (an id out of range as the number the file gave)."""
    names = province_names(tr)
    try:
        return names[int(str(value))]
    except (ValueError, IndexError):
        return str(value)


def _player(value: object, names: Sequence[str] | None) -> str:
    """A seat by its name when the record's names are known, else "player 2" (counted from 1)."""
    try:
        seat = int(str(value))
    except ValueError:
        return str(value)
    if names is not None and 0 <= seat < len(names):
        return names[seat]
    return tr("player {number}").format(number=seat + 1)


def _colour(value: object) -> dict[str, str]:
    """A knight colour for a template: ``{colour}`` the adjective (``red knight``), ``{colour_name}`` the noun,
    for languages that say "a knight in red" (German ``Ritter in Rot``)."""
    return {"colour": colour_word(str(value)), "colour_name": colour_noun(str(value))}


def _variants(value: object) -> str:
    """Optional rules by their titles in the window, listed with the reader's "and"."""
    from .narration import join_words

    items = value if isinstance(value, (list, tuple)) else [value]
    return join_words([window_variant(str(name)).title() for name in items])


def error_text(error: BaseException, names: Sequence[str] | None = None) -> str:
    """What went wrong, in the player's language: one sentence, or two when an error wraps the rule broken."""
    if not isinstance(error, CarolusError):
        return generic_text()
    text = _cap(_sentence(error, names))
    inner = error.inner
    if inner is not None and error.code in ("replay-action", "cannot-resume"):
        return f"{text} {_cap(_sentence(inner, names))}"
    return text


def _cap(text: str) -> str:
    """A sentence that opens with a placeholder ("player 2 has…") starts with a capital."""
    return text[:1].upper() + text[1:]


def generic_text() -> str:
    return tr("The game cannot use this: it is not something this version of the game understands.")


def phase_duty(phase: str, player: str) -> str:
    """What the player to act must do now, one sentence per phase."""
    duties = {
        "disc": tr("{player} must choose a disc now."),
        "place": tr("{player} must place a knight now."),
        "move": tr("{player} must move the emperor now."),
        "crown": tr("{player} must name a crown now."),
    }
    owner = phase_owner(phase)
    duty = duties.get(phase) or (owner.duty() if owner else tr("It is not the moment for that action."))
    return duty.format(player=player)


def _sentence(error: CarolusError, names: Sequence[str] | None) -> str:
    code, p = error.code, error.params

    def num(key: str) -> int:
        try:
            return int(str(p.get(key, 0)))
        except ValueError:
            return 0

    def player(key: str = "player") -> str:
        return _player(p.get(key), names)

    # opening a file
    if code == "no-such-file":
        return tr("There is no such file.")
    if code == "is-a-directory":
        return tr("This is a folder, not a game record.")
    if code == "permission-denied":
        return tr("You are not allowed to read this file.")
    if code == "cannot-read":
        return tr("The file cannot be read.")
    # the game library
    if code == "library-no-such-game":
        return tr("This game is no longer in the game library.")
    if code == "library-write":
        return tr("The game library cannot save the game in {path}.").format(path=p.get("path", ""))
    # the puzzles (carolus_qt/puzzles.py)
    if code in ("bad-puzzle", "duplicate-id", "no-puzzles", "not-json", "not-puzzles", "version"):
        return tr("The puzzle file is damaged or was written by another version of the game.")
    if code == "bad-replay":
        return tr("Puzzle {puzzle} cannot be set up with this version of the game.").format(puzzle=p.get("puzzle", ""))
    if code in ("not-turn-start", "round-may-end"):
        return tr("This position cannot be a puzzle: a puzzle starts with a turn that cannot end the round.")
    if code == "too-large":
        return tr("The file is far too large for a game record (%n byte(s)).", None, num("size"))
    if code == "empty-file":
        return tr("The file is empty.")
    if code == "not-a-record":
        return tr("This is not a game record: the file is neither JSON nor msgpack.")
    if code == "json-not-utf8":
        return tr("This is not a game record: its JSON text is not in UTF-8.")
    if code == "bad-json":
        return tr(
            "This is not a game record: its JSON breaks off or is broken at line {line}, column {column}."
        ).format(line=num("line"), column=num("column"))
    if code in ("bad-json-value", "json-surrogate"):
        return tr("This is not a game record: its JSON holds a value the game cannot read.")
    if code == "json-too-deep":
        return tr("This is not a game record: its JSON nests too deeply.")
    if code == "bad-msgpack":
        return tr("This is not a game record: its msgpack data is broken.")
    if code in ("not-an-object", "wrong-format"):
        return tr("This is not a Carolus Magnus game record.")
    if code == "wrong-version":
        return tr(
            "The record is written in version {version} of the format; this game reads version {expected}."
        ).format(version=p.get("version", "?"), expected=num("expected"))
    if code == "bad-players":
        return tr("The record names {players} players; a game has 2, 3 or 4.").format(players=p.get("players", "?"))
    if code == "bad-names":
        return tr("The record's player names are not a list of %n name(s).", None, num("players"))
    if code == "bad-variant-list":
        return tr("The record's optional rules are not a list of names.")
    if code == "bad-seed":
        return tr("The record's seed for the dice is not a hexadecimal number.")
    if code == "bad-dice":
        return tr("The record's list of dice rolled is broken.")
    if code == "bad-actions":
        return tr("The record's list of actions is broken.")
    if code == "bad-action":
        return tr("Action {number} of the record is not written correctly.").format(number=num("index") + 1)
    if code == "bad-setup":
        return tr("The record's starting position is not one the rules allow.")
    if code == "bad-record":
        return tr("This game record is damaged.")
    # optional rules
    if code == "unknown-variant":
        return tr("The record asks for an optional rule this game does not know: {variant}.").format(
            variant=p.get("variant", "?")
        )
    if code == "variant-twice":
        return tr("The record names the optional rule {variant} twice.").format(variant=_variants(p.get("variant")))
    if code == "free-draw-alone":
        return tr("Free draw replaces the refill dice and goes with no other optional rule, not with {others}.").format(
            others=_variants(p.get("others", ()))
        )
    if code == "piles-alone":
        return tr("Open piles replace the refill dice; only kept jokers go with them, not {others}.").format(
            others=_variants(p.get("others", ()))
        )
    if code == "variant-not-implemented":
        return tr("This game does not play the optional rule {variant} yet.").format(
            variant=_variants(p.get("variant"))
        )
    if code == "variant-needed":
        return tr("That action belongs to the optional rule {variant}, which this game does not use.").format(
            variant=_variants(p.get("variant"))
        )
    if code == "variant-refused":
        return tr("The record's optional rules cannot be played together.")
    # replaying and acting
    if code == "replay-action":
        return tr("Action {number} of the record cannot be played.").format(number=num("index") + 1)
    if code == "game-over":
        return tr("The game is over.")
    if code == "roll-first":
        return tr("A die must be rolled first.")
    if code in ("no-die-waiting", "unknown-die-face"):
        return tr("The record's dice do not fit the game.")
    if code in ("unknown-action-code", "unknown-action-type"):
        return tr("This game does not know that kind of action.")
    if code == "wrong-phase":
        return phase_duty(str(p.get("must", "")), player())
    if code == "not-your-turn":
        return tr("It is not {player}'s turn but {to_act}'s.").format(player=player(), to_act=player("to_act"))
    if code == "no-such-player":
        return tr("The game has no {player}.").format(player=player())
    if code == "no-disc-left":
        return tr("{player} has no disc {disc} left.").format(player=player(), disc=num("disc"))
    if code == "disc-taken":
        return tr("Disc {disc} is already chosen this round.").format(disc=num("disc"))
    if code == "no-such-disc":
        return tr("There is no disc {disc}; the discs go from 1 to 5.").format(disc=p.get("disc", "?"))
    if code == "no-joker":
        return tr("{player} has no joker in reserve.").format(player=player())
    if code == "joker-colour-gone":
        return tr("A joker cannot be named {colour}: none is left in the supply.").format(**_colour(p.get("colour")))
    if code == "no-knight-in-reserve":
        return tr("{player} has no {colour} knight in reserve.").format(player=player(), **_colour(p.get("colour")))
    if code == "supply-empty":
        return tr("No {colour} knight is left in the supply.").format(**_colour(p.get("colour")))
    if code == "no-such-province":
        return tr("There is no province {province}.").format(province=p.get("province", "?"))
    if code == "not-region-start":
        return tr("{province} is part of a region that the record must name by {start}.").format(
            province=_province(p.get("province")), start=_province(p.get("start"))
        )
    if code == "emperor-too-far":
        return tr("{player} may move the emperor at most %n step(s).", None, num("most")).format(player=player())
    if code == "emperor-too-near":
        return tr("The emperor moves at least one step.")
    if code == "no-such-pile":
        return tr("There is no pile {pile}.").format(pile=p.get("pile", "?"))
    if code == "pile-take-count":
        return tr("Take %n knight(s) from a pile.", None, num("take"))
    if code == "pile-take-part":
        return tr("Pile {pile} holds more knights than a turn takes: take %n of them.", None, num("take")).format(
            pile=num("pile") + 1
        )
    if code == "pile-take-whole":
        return tr("Pile {pile} is small enough: take it whole.").format(pile=num("pile") + 1)
    if code == "pile-colour-short":
        return tr("Pile {pile} does not hold that many {colour} knights.").format(
            pile=num("pile") + 1, **_colour(p.get("colour"))
        )
    if code == "swap-not-taken":
        return tr("No {colour} knight was just taken.").format(**_colour(p.get("colour")))
    if code == "swap-same":
        return tr("A knight can only be changed into another colour.")
    if code == "unknown-colour":
        return tr("The game has no such knight colour.")
    if code == "illegal-action":
        return tr("The rules do not allow that action now.")
    if code == "cannot-resume":
        return tr("The saved game cannot be resumed.")
    return generic_text()
