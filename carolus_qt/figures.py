"""What happened in one game, counted by replaying its record through the engine.

The counts come from the engine's own facts, never from rules re-derived
here: the castle event the emperor's stop caused (``State.last_event``:
a build or a takeover, and how many regions merged into it), who controls
each colour after every action (``State.control``), and the record's place
actions (court or a province). The library keeps these per game
(``carolus.engine.library``) and the statistics add them up.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from .match import Match
from .record import Record
from .state import CastleEvent


@dataclass
class SideFigures:
    """Castle events of one side (a player; a team in the 4-player game)."""

    built: int = 0
    """Castles built on a region nobody held."""
    taken: int = 0
    """Castles of other sides removed by this side's takeovers."""
    lost: int = 0
    """Castles of this side removed by another side's takeovers."""
    merged: int = 0
    """Regions that disappeared into a region of this side when its castle joined them (3 regions into 1: 2)."""


@dataclass
class SeatFigures:
    """Knights and colour control of one seat."""

    to_court: int = 0
    """Knights placed in the court."""
    to_regions: int = 0
    """Knights placed on the board."""
    control_gained: int = 0
    """Times this seat took control of a colour."""
    control_lost: int = 0
    """Times this seat lost control of a colour (to another seat, or to nobody)."""


@dataclass
class GameFigures:
    sides: list[SideFigures] = field(default_factory=list)
    seats: list[SeatFigures] = field(default_factory=list)
    control_changes: int = 0
    """Times any colour's control changed hands (to a seat, from a seat, or between seats)."""

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> GameFigures:
        return cls(
            sides=[SideFigures(**s) for s in d["sides"]],
            seats=[SeatFigures(**s) for s in d["seats"]],
            control_changes=int(d["control_changes"]),
        )


def game_figures(record: Record) -> GameFigures:
    """Replay ``record`` action by action and count; raises what ``Match`` raises for a record that does not
    replay."""
    match = Match(Record.from_dict({**record.to_dict(), "actions": []}))
    state = match.state
    figures = GameFigures(
        sides=[SideFigures() for _ in range(state.rules.sides)],
        seats=[SeatFigures() for _ in range(record.players)],
    )
    for action in record.actions:
        before = list(match.state.control)
        match.apply_action(action)
        state = match.state
        if action.type == "place":
            seat = figures.seats[action.player]
            if action.to == "court":
                seat.to_court += 1
            else:
                seat.to_regions += 1
        elif action.type == "move" and state.last_event is not None:
            _castle_event(figures, state.last_event)
        for old, new in zip(before, state.control):
            if old != new:
                figures.control_changes += 1
                if old >= 0:
                    figures.seats[old].control_lost += 1
                if new >= 0:
                    figures.seats[new].control_gained += 1
    return figures


def _castle_event(figures: GameFigures, event: CastleEvent) -> None:
    """``("build", side, region[, "merged", n])`` or ``("takeover", side, region, from_side, castles[, ...])``."""
    side = event[1]
    if event[0] == "build":
        figures.sides[side].built += 1
    elif event[0] == "takeover":
        castles = event[4]
        figures.sides[side].taken += castles
        figures.sides[event[3]].lost += castles
    if "merged" in event:
        figures.sides[side].merged += int(event[event.index("merged") + 1]) - 1
