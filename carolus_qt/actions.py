"""Actions as the record writes them, and their mapping to engine codes.

An ``Action`` is the readable, checkable form (who does what); the engine
works on integer codes. ``to_code`` checks an action against a state with a
reason for every refusal; ``from_code`` names a code for records and logs.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .constants import (
    COLOUR_INDEX,
    COLOURS,
    COURT,
    CROWN_BASE,
    MOVE_BASE,
    NUM_PROVINCES,
    PHASE_NAMES,
    PLACE_BASE,
)
from .errors import IllegalActionError, RecordError
from .state import State

ACTION_TYPES = ("disc", "place", "move", "crown")


@dataclass(frozen=True, slots=True)
class Action:
    """One step of a turn, as in RECORD.md."""

    type: str
    """``disc``, ``place``, ``move`` or ``crown``."""
    player: int
    value: int | None = None
    """The disc chosen (disc)."""
    colour: str | None = None
    """The knight placed (place) or the colour named (crown)."""
    to: int | str | None = None
    """``"court"`` or a province id (place)."""
    steps: int | None = None
    """Regions the emperor walks (move)."""

    @classmethod
    def disc(cls, player: int, value: int) -> Action:
        return cls("disc", player, value=value)

    @classmethod
    def place(cls, player: int, colour: str, to: int | str) -> Action:
        return cls("place", player, colour=colour, to=to)

    @classmethod
    def move(cls, player: int, steps: int) -> Action:
        return cls("move", player, steps=steps)

    @classmethod
    def crown(cls, player: int, colour: str) -> Action:
        return cls("crown", player, colour=colour)

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"type": self.type, "player": self.player}
        if self.type == "disc":
            d["value"] = self.value
        elif self.type == "place":
            d["colour"] = self.colour
            d["to"] = self.to
        elif self.type == "move":
            d["steps"] = self.steps
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
        return cls.place(player, colour, to)

    def __str__(self) -> str:
        if self.type == "disc":
            return f"player {self.player} chooses disc {self.value}"
        if self.type == "place":
            where = "court" if self.to == "court" else f"region {self.to}"
            return f"player {self.player} places {self.colour} in {where}"
        if self.type == "move":
            return f"player {self.player} moves the emperor {self.steps} step(s)"
        return f"player {self.player} names the crown {self.colour}"


def _kind_of(value: object) -> str:
    return type(value).__name__


def _int_field(d: dict[str, Any], key: str) -> int:
    value = d.get(key)
    if not isinstance(value, int) or isinstance(value, bool):
        raise RecordError(f"{d.get('type')} action needs an integer '{key}'")
    return value


def to_code(state: State, action: Action) -> int:
    """The engine code for ``action`` in ``state``; raises IllegalActionError with the reason."""
    if state.is_over():
        raise IllegalActionError("the game is over")
    if state.is_chance_node():
        raise IllegalActionError("a die must be rolled first")
    if action.player != state.to_act:
        if not 0 <= action.player < state.n:
            raise IllegalActionError(f"there is no player {action.player}")
        raise IllegalActionError(
            f"it is player {state.to_act}'s turn to {PHASE_NAMES[state.phase]}, not player {action.player}'s"
        )
    if action.type == "disc":
        value = action.value
        if not isinstance(value, int) or not 1 <= value <= 5:
            raise IllegalActionError(f"there is no disc {value!r}")
        code = value - 1
    elif action.type == "place":
        colour = _colour(action.colour)
        to = action.to
        if to == "court":
            dest = COURT
        elif isinstance(to, int) and 0 <= to < NUM_PROVINCES:
            dest = state.reg_start[state.prov_region[to]]
        else:
            raise IllegalActionError(f"there is no province {to!r}")
        code = PLACE_BASE + 16 * colour + dest
    elif action.type == "move":
        steps = action.steps
        if not isinstance(steps, int) or steps < 1:
            raise IllegalActionError(f"the emperor moves at least 1 step, not {steps!r}")
        if steps > 5:
            raise IllegalActionError(
                f"player {action.player} may move the emperor at most {state.chosen[action.player]} steps, not {steps}"
            )
        code = MOVE_BASE + steps - 1
    elif action.type == "crown":
        code = CROWN_BASE + _colour(action.colour)
    else:
        raise IllegalActionError(f"unknown action type {action.type!r}")
    state.check(code)
    return code


def _colour(name: str | None) -> int:
    if name not in COLOUR_INDEX:
        raise IllegalActionError(f"unknown colour {name!r}")
    return COLOUR_INDEX[name]


def from_code(state: State, code: int) -> Action:
    """The record form of a code, for the player to act in ``state``."""
    p = state.to_act
    if code < PLACE_BASE:
        return Action.disc(p, code + 1)
    if code < MOVE_BASE:
        c, d = divmod(code - PLACE_BASE, 16)
        return Action.place(p, COLOURS[c], "court" if d == COURT else d)
    if code < CROWN_BASE:
        return Action.move(p, code - MOVE_BASE + 1)
    return Action.crown(p, COLOURS[code - CROWN_BASE])


def apply_action(state: State, action: Action) -> int:
    """Check and apply ``action``; returns its code. An illegal one changes nothing."""
    code = to_code(state, action)
    state._apply(code)
    return code
