"""What each player did on their last turn, as data (no Qt): the board marks it and the seat box says it.

A person coming back from the log-free board wants to see what the
computer just did: where its knights went, where the emperor walked and
which castles went up or changed hands. The controller keeps one
``TurnTrace`` per player, rebuilt from the same (before, action, after)
views the log is written from.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from carolus.engine.actions import Action
from carolus.engine.view import GameView


@dataclass
class TurnTrace:
    """One player's latest turn: placements, the emperor's walk, what happened where he stopped."""

    player: int
    side: int
    round: int
    placed: dict[tuple[int | None, str], int] = field(default_factory=dict)
    """(first province of the region, or None for the court; colour) -> knights placed."""
    walk: tuple[tuple[int, ...], tuple[int, ...]] | None = None
    """(provinces the emperor left, provinces he stopped on)."""
    event: str = "none"
    """``build``, ``takeover`` or ``none``."""
    event_side: int = -1
    event_provinces: tuple[int, ...] = ()
    """Where the castles went up (after any merge)."""
    last_action: int = -1
    """Index in the record of the turn's latest action."""
    words: str = ""
    """The turn's line of the log."""

    @property
    def moved(self) -> bool:
        return self.walk is not None


def follow(
    traces: dict[int, TurnTrace], before: GameView, action: Action, after: GameView, index: int, words: str
) -> None:
    """Add ``action`` (the ``index``-th of the record) to its player's trace; a new turn starts a new trace."""
    p = action.player
    if action.type == "disc" or (action.type == "crown" and before.round == 0):
        return
    trace = traces.get(p)
    if trace is None or trace.round != before.round or (trace.moved and action.type == "place"):
        trace = traces[p] = TurnTrace(p, before.seats[p].side, before.round)
    trace.last_action = index
    trace.words = words
    if action.type == "place":
        where = before.region_of_province(action.to).provinces[0] if isinstance(action.to, int) else None
        key = (where, str(action.colour))
        trace.placed[key] = trace.placed.get(key, 0) + 1
    elif action.type == "move":
        steps = int(action.steps or 0)
        target = before.regions[(before.emperor + steps) % len(before.regions)]
        trace.walk = (before.regions[before.emperor].provinces, target.provinces)
        trace.event = target.outcome.kind if target.outcome.kind in ("build", "takeover") else "none"
        trace.event_side = target.outcome.side if trace.event != "none" else -1
        trace.event_provinces = after.regions[after.emperor].provinces if trace.event != "none" else ()
