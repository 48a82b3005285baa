"""Actions as the record writes them, and their mapping to engine codes.

An ``Action`` is the readable, checkable form (who does what); the engine
works on integer codes. ``to_code`` checks an action against a state with a
reason for every refusal; ``from_code`` names a code for records and logs.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from . import codes as encode
from .codes import Code, Colour, Seat
from .constants import (
    COLOUR_INDEX,
    COLOURS,
    COURT,
    DISC,
    MOVE,
    NUM_PROVINCES,
    PHASE_NAMES,
    PLACE,
)
from .errors import IllegalActionError, RecordError
from .state import State
from .variants import owner_of

ACTION_TYPES = ("disc", "place", "move", "crown", "pile", "swap")


@dataclass(frozen=True, slots=True)
class Action:
    """One step of a turn, as a record writes it (docs/record-format.md §7)."""

    type: str
    """``disc``, ``place``, ``move`` or ``crown``."""
    player: Seat
    value: int | None = None
    """The disc chosen (disc)."""
    colour: str | None = None
    """The knight placed (place) or the colour named (crown)."""
    to: int | str | None = None
    """``"court"`` or a province id (place)."""
    steps: int | None = None
    """Regions the emperor walks (move)."""
    more: tuple[bool | None, int | None, tuple[str, ...] | None, str | None] | None = None
    """A variant's parts, (joker, pile, take, source), None in the standard game: one field, so the
    standard game's actions cost no more to build (see the properties below)."""

    @property
    def joker(self) -> bool | None:
        """place: the knight is a joker named ``colour`` (deferred-jokers); None when the record has no key."""
        return self.more[0] if self.more else None

    @property
    def pile(self) -> int | None:
        """The pile taken (pile)."""
        return self.more[1] if self.more else None

    @property
    def take(self) -> tuple[str, ...] | None:
        """pile: the colours taken from a pile holding more than the knights per turn."""
        return self.more[2] if self.more else None

    @property
    def source(self) -> str | None:
        """swap: the colour changed (the record's ``from``); None with ``to`` None keeps them all."""
        return self.more[3] if self.more else None

    @classmethod
    def disc(cls, player: Seat, value: int) -> Action:
        return cls("disc", player, value=value)

    @classmethod
    def place(cls, player: Seat, colour: str, to: int | str) -> Action:
        return cls("place", player, colour=colour, to=to)

    @classmethod
    def place_joker(cls, player: Seat, colour: str, to: int | str) -> Action:
        return cls("place", player, colour=colour, to=to, more=(True, None, None, None))

    @classmethod
    def take_pile(cls, player: Seat, pile: int, take: tuple[str, ...] | None = None) -> Action:
        return cls("pile", player, more=(None, pile, take, None))

    @classmethod
    def swap(cls, player: Seat, source: str | None = None, to: str | None = None) -> Action:
        """Change one knight just taken from ``source`` to ``to``; with neither, keep them all."""
        return cls("swap", player, to=to, more=None if source is None else (None, None, None, source))

    @classmethod
    def move(cls, player: Seat, steps: int) -> Action:
        return cls("move", player, steps=steps)

    @classmethod
    def crown(cls, player: Seat, colour: str) -> Action:
        return cls("crown", player, colour=colour)

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"type": self.type, "player": self.player}
        if self.type == "disc":
            d["value"] = self.value
        elif self.type == "place":
            d["colour"] = self.colour
            d["to"] = self.to
            if self.joker is not None:
                d["joker"] = self.joker
        elif self.type == "move":
            d["steps"] = self.steps
        elif self.type == "pile":
            d["pile"] = self.pile
            if self.take is not None:
                d["take"] = list(self.take)
        elif self.type == "swap":
            if self.source is not None or self.to is not None:
                d["from"] = self.source
                d["to"] = self.to
        else:
            d["colour"] = self.colour
        return d

    @classmethod
    def from_dict(cls, d: object) -> Action:
        """Parse a record's action entry; a malformed one raises RecordError."""
        if not isinstance(d, dict):
            raise RecordError(f"an action must be an object, not {_kind_of(d)}")
        kind = d.get("type")
        if kind not in ACTION_TYPES:
            raise RecordError(f"unknown action type {kind!r}")
        player = _int_field(d, "player")
        if kind == "disc":
            return cls.disc(player, _int_field(d, "value"))
        if kind == "move":
            return cls.move(player, _int_field(d, "steps"))
        if kind == "pile":
            take = d.get("take")
            if take is not None and (
                not isinstance(take, list) or len(take) > 8 or not all(isinstance(x, str) for x in take)
            ):
                raise RecordError("pile 'take' must be a short list of colours")
            return cls.take_pile(player, _int_field(d, "pile"), None if take is None else tuple(take))
        if kind == "swap":
            if "from" not in d and "to" not in d:
                return cls.swap(player)
            source, to = d.get("from"), d.get("to")
            if not isinstance(source, str) or not isinstance(to, str):
                raise RecordError("swap needs both 'from' and 'to' colours, or neither (keep)")
            return cls.swap(player, source, to)
        colour = d.get("colour")
        if not isinstance(colour, str):
            raise RecordError(f"{kind} action needs a colour")
        if kind == "crown":
            return cls.crown(player, colour)
        if "to" not in d:
            raise RecordError("place action needs 'to'")
        to = d["to"]
        if not (to == "court" or (isinstance(to, int) and not isinstance(to, bool))):
            raise RecordError(f"place 'to' must be \"court\" or a province id, not {to!r}")
        joker = d.get("joker")
        if "joker" in d and not isinstance(joker, bool):
            raise RecordError(f"place 'joker' must be true or false, not {joker!r}")
        return cls("place", player, colour=colour, to=to, more=None if joker is None else (joker, None, None, None))

    def __str__(self) -> str:
        if self.type == "disc":
            return f"player {self.player} chooses disc {self.value}"
        if self.type == "place":
            where = "court" if self.to == "court" else f"region {self.to}"
            joker = "a joker as " if self.joker else ""
            return f"player {self.player} places {joker}{self.colour} in {where}"
        if self.type == "move":
            return f"player {self.player} moves the emperor {self.steps} step(s)"
        if self.type == "pile":
            what = f" ({', '.join(self.take)})" if self.take else ""
            return f"player {self.player} takes pile {self.pile}{what}"
        if self.type == "swap":
            if self.source is None:
                return f"player {self.player} keeps the knights taken"
            return f"player {self.player} changes a {self.source} knight into {self.to}"
        return f"player {self.player} names the crown {self.colour}"


def _kind_of(value: object) -> str:
    return type(value).__name__


def _int_field(d: dict[str, Any], key: str) -> int:
    value = d.get(key)
    if not isinstance(value, int) or isinstance(value, bool):
        raise RecordError(f"{d.get('type')} action needs an integer '{key}'")
    return value


def to_code(state: State, action: Action) -> Code:
    """The engine code for ``action`` in ``state``; raises IllegalActionError with the reason."""
    if state.is_terminal():
        raise IllegalActionError("the game is over", "game-over")
    if state.is_chance_node():
        raise IllegalActionError("a die must be rolled first", "roll-first")
    if action.player != state.to_act:
        if not 0 <= action.player < state.n:
            raise IllegalActionError(f"there is no player {action.player}", "no-such-player", player=action.player)
        raise IllegalActionError(
            f"it is player {state.to_act}'s turn to {PHASE_NAMES[state.phase]}, not player {action.player}'s",
            "not-your-turn",
            player=action.player,
            to_act=state.to_act,
        )
    codes = state.rules.codes
    if action.type == "disc":
        value = action.value
        if not isinstance(value, int) or not 1 <= value <= 5:
            raise IllegalActionError(f"there is no disc {value!r}", "no-such-disc", disc=str(value))
        code = encode.disc(value)
    elif action.type == "place":
        colour = _colour(action.colour)
        to = action.to
        if to == "court":
            dest = COURT
        elif isinstance(to, int) and 0 <= to < NUM_PROVINCES:
            dest = state.reg_start[state.prov_region[to]]
        else:
            raise IllegalActionError(f"there is no province {to!r}", "no-such-province", province=str(to))
        if action.joker is not None and codes.joker < 0:
            raise _variant_needed("joker")
        code = codes.joker_place(colour, dest) if action.joker else encode.place(colour, dest)
    elif action.type == "move":
        steps = action.steps
        if not isinstance(steps, int) or steps < 1:
            raise IllegalActionError(f"the emperor moves at least 1 step, not {steps!r}", "emperor-too-near")
        if steps > 5:
            raise IllegalActionError(
                f"player {action.player} may move the emperor at most {state.chosen[action.player]} steps, not {steps}",
                "emperor-too-far",
                player=action.player,
                most=state.chosen[action.player],
                steps=steps,
            )
        code = encode.move(steps)
    elif action.type == "crown":
        code = encode.crown(_colour(action.colour))
    elif action.type in state.rules.record_owner:
        code = state.rules.record_owner[action.type].to_code(state, action)
    elif owner_of(action.type) is not None:
        raise _variant_needed(action.type)
    else:
        raise IllegalActionError(f"unknown action type {action.type!r}", "unknown-action-type")
    state.check(code)
    return code


def _variant_needed(record_type: str) -> IllegalActionError:
    piece = owner_of(record_type)
    assert piece is not None
    return IllegalActionError(piece.needed_reason, "variant-needed", variant=piece.name)


def _colour(name: str | None) -> Colour:
    if name not in COLOUR_INDEX:
        raise IllegalActionError(f"unknown colour {name!r}", "unknown-colour", colour=str(name))
    return COLOUR_INDEX[name]


def from_code(state: State, code: Code) -> Action:
    """The record form of a code, for the player to act in ``state``."""
    p = state.to_act
    rules = state.rules
    if code < encode.NUM_ACTION_CODES:
        kind = encode.KINDS[code]
        if kind == PLACE:
            c, d = encode.PLACES[code]
            return Action.place(p, COLOURS[c], "court" if d == COURT else d)
        if kind == MOVE:
            return Action.move(p, encode.OPERANDS[code])
        if kind == DISC:
            return Action.disc(p, encode.OPERANDS[code])
        return Action.crown(p, COLOURS[encode.OPERANDS[code]])
    placement = rules.codes.placement(code)
    if placement is not None:  # a joker
        c, d, _ = placement
        return Action.place_joker(p, COLOURS[c], "court" if d == COURT else d)
    return Action.from_dict(rules.owner_of_code(code).from_code(state, code))
