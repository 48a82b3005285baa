"""The game log in words, derived from consecutive views (no Qt here).

A person following a game wants one line per turn ("Bob placed 2 red in
court and took control of red; moved the emperor 3 steps; took region 7 from
Ann (2 castles)"), not one line per engine action. ``Narrator`` is fed each
applied action with the views before and after it and keeps the lines; the
same lines come out of a live game and of a record replayed from the start,
so undo simply rebuilds them.

Every phrase goes through ``tr`` (identity here); the Qt side installs
``QCoreApplication.translate`` with ``set_translator``, so the log is
translation-ready without this module importing Qt. The phrases are literal
``tr("...")`` calls so that pyside6-lupdate finds them; it files module-level
calls under the empty context, which is the context the controller uses
(``NARRATION_CONTEXT``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from carolus_qt.actions import Action
from carolus_qt.constants import COLOURS
from carolus_qt.match import Match
from carolus_qt.record import Record
from carolus_qt.view import GameView, RegionView, game_view

from .provinces import province_names

Translator = Callable[[str], str]
_translator: Translator = str


def set_translator(translate: Translator) -> None:
    """Route every phrase of the log through ``translate`` (e.g. QCoreApplication.translate)."""
    global _translator
    _translator = translate


NARRATION_CONTEXT = ""
"""The translation context of the log's phrases (where pyside6-lupdate puts module-level ``tr`` calls)."""


def tr(text: str) -> str:
    return _translator(text)


def region_name(provinces: Sequence[int]) -> str:
    """A region by the name the board shows: its province's (``Bavaria``); a merged region by the province
    with the lowest number and how many more it holds (``Frisia +3``), so the name stays put as it grows."""
    lead = province_names(tr)[min(provinces)]
    if len(provinces) == 1:
        return lead
    return tr("{0} +{1}").format(lead, len(provinces) - 1)


def side_name(side: int, players: int, names: Sequence[str]) -> str:
    """A side is a player, or a team (``Ann & Cat``) in the 4-player game."""
    if players == 4:
        return f"{names[side]} & {names[side + 2]}"
    return names[side]


def colour_word(colour: str | None) -> str:
    """A knight colour in the reader's language (literal calls, so pyside6-lupdate finds them)."""
    words = {"blue": tr("blue"), "green": tr("green"), "pink": tr("pink"), "red": tr("red"), "yellow": tr("yellow")}
    return words.get(str(colour), str(colour))


def _count_colours(counts: Sequence[int]) -> str:
    parts = [f"{k} {colour_word(COLOURS[c])}" for c, k in enumerate(counts) if k]
    return _join(parts) if parts else tr("nothing")


def _join(parts: Sequence[str]) -> str:
    if len(parts) <= 1:
        return "".join(parts)
    return tr("{0} and {1}").format(", ".join(parts[:-1]), parts[-1])


@dataclass
class _Turn:
    """The parts of one player's turn gathered so far."""

    player: int
    round: int
    places: dict[tuple[str, str], int] = field(default_factory=dict)
    control: list[str] = field(default_factory=list)
    move: str = ""
    crowns: list[str] = field(default_factory=list)

    def text(self, name: str) -> str:
        parts = []
        if self.places:
            by_place: dict[str, list[str]] = {}
            for (colour, where), k in self.places.items():
                by_place.setdefault(where, []).append(f"{k} {colour_word(colour)}")
            placed = _join([tr("{0} in {1}").format(_join(knights), where) for where, knights in by_place.items()])
            if self.control:
                placed = tr("{0} and took control of {1}").format(placed, _join([colour_word(c) for c in self.control]))
            parts.append(tr("placed {0}").format(placed))
        if self.move:
            parts.append(self.move)
        if self.crowns:
            template = tr("named crowns {0}") if len(self.crowns) > 1 else tr("named the crown {0}")
            parts.append(template.format(_join([colour_word(c) for c in self.crowns])))
        if not parts:
            return tr("{0} is on turn").format(name)
        return tr("{0} {1}").format(name, "; ".join(parts))


class Narrator:
    """Turns (before, action, after) triples into log lines, one per turn."""

    def __init__(self, players: int, names: Sequence[str]) -> None:
        self.players = players
        self.names = list(names)
        self.lines: list[str] = []
        self._turn: _Turn | None = None
        self._discs_round = -1
        self._setup_crowns: tuple[int, list[str]] | None = None
        """The player naming starting crowns on the last line, and the colours so far (one line per player)."""

    def add(self, before: GameView, action: Action, after: GameView) -> None:
        p = action.player
        name = self.names[p]
        if action.type == "disc":
            self._turn = None
            entry = f"{name} {action.value}"
            if self._discs_round == before.round and self.lines:
                self.lines[-1] += f", {entry}"
            else:
                self._discs_round = before.round
                self.lines.append(tr("Round {0} discs: {1}").format(before.round, entry))
        elif action.type == "crown" and before.round == 0:
            self._turn = None
            if self._setup_crowns is not None and self._setup_crowns[0] == p and self.lines:
                colours = self._setup_crowns[1]
                colours.append(colour_word(action.colour))
                self.lines[-1] = tr("{0} named starting crowns {1}").format(name, _join(colours))
            else:
                self._setup_crowns = (p, [colour_word(action.colour)])
                self.lines.append(tr("{0} named a starting crown {1}").format(name, colour_word(action.colour)))
        else:
            turn = self._turn
            if turn is None or turn.player != p or turn.round != before.round or (turn.move and action.type == "place"):
                turn = self._turn = _Turn(p, before.round)
                self.lines.append("")
            if action.type == "place":
                where = tr("court")
                if action.to != "court":
                    where = tr("region {0}").format(region_name(_region(before, action.to).provinces))
                key = (str(action.colour), where)
                turn.places[key] = turn.places.get(key, 0) + 1
                c = COLOURS.index(str(action.colour))
                if before.control[c] != p and after.control[c] == p:
                    turn.control.append(str(action.colour))
            elif action.type == "move":
                turn.move = self._move_text(before, action, after)
            else:
                turn.crowns.append(str(action.colour))
            self.lines[-1] = turn.text(name)
        if after.over:
            self._turn = None
            self.lines.append(result_text(after, self.names))

    def _move_text(self, before: GameView, action: Action, after: GameView) -> str:
        steps = int(action.steps or 0)
        target = before.regions[(before.emperor + steps) % len(before.regions)]
        where = region_name(target.provinces)
        text = (tr("moved the emperor {0} step") if steps == 1 else tr("moved the emperor {0} steps")).format(steps)
        text += tr(" to region {0}").format(where)
        out = target.outcome
        own = before.seats[action.player].side == out.side
        who = "" if own else side_name(out.side, self.players, self.names) + " "
        if out.kind == "build":
            text += tr("; {0}built a castle").format(who)
        elif out.kind == "takeover":
            loser = side_name(out.from_side, self.players, self.names)
            castles = (tr("{0} castle") if out.castles == 1 else tr("{0} castles")).format(out.castles)
            text += tr("; {0}took region {1} from {2} ({3})").format(who, where, loser, castles)
        else:
            text += tr(" (nothing happened)")
        merged = len(before.regions) - len(after.regions)
        if merged > 0:
            region = after.regions[after.emperor]
            text += tr("; merged into region {0}").format(region_name(region.provinces))
        p = action.player
        gained = [max(0, a - b) for a, b in zip(after.seats[p].reserve, before.seats[p].reserve)]
        if any(gained) and not after.over:
            text += tr("; drew {0}").format(_count_colours(gained))
        return text


def is_round_heading(line: str) -> bool:
    """Whether a log line opens a round (its discs), in the reader's language."""
    return line.startswith(tr("Round {0} discs: {1}").split("{0}")[0])


def describe_action(action: Action) -> str:
    """An action as advice to the person to act: ``place red in region 7``."""
    if action.type == "disc":
        return tr("choose disc {0}").format(action.value)
    if action.type == "place":
        where = tr("your court") if action.to == "court" else tr("region {0}").format(action.to)
        return tr("place {0} in {1}").format(colour_word(action.colour), where)
    if action.type == "move":
        steps = int(action.steps or 0)
        return (tr("move the emperor {0} step") if steps == 1 else tr("move the emperor {0} steps")).format(steps)
    return tr("name the crown {0}").format(colour_word(action.colour))


def _region(view: GameView, province: int | str | None) -> RegionView:
    return view.region_of_province(int(province))  # type: ignore[arg-type]


def result_text(view: GameView, names: Sequence[str]) -> str:
    """The end in one line: who won, with castles in play per side."""
    total = view.castles_per_side
    scores = ", ".join(
        f"{side_name(s, view.players, names)} {total - left}" for s, left in enumerate(view.castles_left)
    )
    if view.draw:
        return tr("Game over: a draw (castles in play: {0})").format(scores)
    return tr("Game over: {0} won (castles in play: {1})").format(side_name(view.winner, view.players, names), scores)


def narrate_record(record: Record) -> list[str]:
    """The whole log of a record, as a live game would have written it."""
    match = Match(Record.from_dict({**record.to_dict(), "actions": []}))
    narrator = Narrator(record.players, record.names)
    before = game_view(match.state)
    for action in record.actions:
        match.apply(action)
        after = game_view(match.state)
        narrator.add(before, action, after)
        before = after
    return narrator.lines
