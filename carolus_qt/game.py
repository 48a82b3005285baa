"""A game's configuration as one object that makes states (OpenSpiel's Game).

``Game(players, variants)`` checks the configuration once (player count,
known variants, a combination docs/rules.md §10 allows) and then answers what a
search or a driver needs to know about every state of that game: its
action numbering, its sides, and a fresh starting state.
"""

from __future__ import annotations

from collections.abc import Sequence

from .record import Record, initial_position
from .rules import Rules
from .state import State


class Game:
    """Players and optional rules, validated; ``new_initial_state`` makes states."""

    def __init__(self, players: int, variants: Sequence[str] = ()) -> None:
        self.rules = Rules(players, tuple(variants))

    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def variants(self) -> tuple[str, ...]:
        return self.rules.variants

    def num_players(self) -> int:
        return self.rules.players

    def num_distinct_actions(self) -> int:
        """Size of this game's action numbering (the standard codes, then each variant's)."""
        return self.rules.codes.size

    def max_chance_outcomes(self) -> int:
        return 6

    def record(self, seed: str, names: list[str] | None = None) -> Record:
        """An empty record of this game: settings and seed, no actions."""
        return Record.new(self.players, seed, names, list(self.variants))

    def new_initial_state(self, seed: str = "0") -> State:
        """The state the seed's setup starts in (setup crowns, if any, still to name)."""
        return State.from_position(self.rules, initial_position(self.record(seed)))

    def __repr__(self) -> str:
        extra = f", {list(self.variants)}" if self.variants else ""
        return f"Game({self.players}{extra})"
