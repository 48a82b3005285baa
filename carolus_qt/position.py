"""A starting position: what a game begins from before its first action.

Normally that is the seeded setup (one knight per province, rolled
reserves); a test or a puzzle may instead start from any legal position
(merged regions, castles, courts), which the record expresses with this
project's extra ``setup`` keys (see ``record.py``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from .constants import ALL_DISCS_MASK, NUM_COLOURS


class RegionSpec(NamedTuple):
    """One region of a starting position (a NamedTuple: setups build fifteen at a time)."""

    provinces: tuple[int, ...]
    """Clockwise run of province ids, e.g. (13, 14, 0)."""
    knights: tuple[int, ...] = (0,) * NUM_COLOURS
    """Knights per colour, canonical order."""
    owner: int = -1
    """Side owning the castles, -1 for none."""
    castles: int = 0


@dataclass(frozen=True)
class Position:
    """Everything a State needs to begin; counts are per canonical colour."""

    players: int
    regions: tuple[RegionSpec, ...]
    """Clockwise from the region holding province 0."""
    emperor: int
    """A province id: the emperor stands on the region holding it."""
    start_player: int
    reserves: tuple[tuple[int, ...], ...]
    """Per seat, knights per colour."""
    pending_crowns: tuple[int, ...] = ()
    """Seats that still name a setup crown, in the order they name them."""
    courts: tuple[tuple[int, ...], ...] | None = None
    """Per seat, court knights per colour; None = empty courts."""
    control: tuple[int, ...] | None = None
    """Per colour, the controlling seat or -1; None = derived from the courts."""
    discs: tuple[int, ...] | None = None
    """Per seat, a bit mask of unused discs (bit v = disc v); None = all five."""
    round: int = 1
    """Round the game starts in (a scenario may start late)."""
    variant_setup: tuple[tuple[str, object], ...] = ()
    """(variant name, what it starts the game with: jokers per seat, the open piles ...), as its
    ``Variant.setup_data`` gave it and its ``begin`` lays it out on the state."""
    extra: dict[str, object] = field(default_factory=dict, compare=False)

    def court_counts(self) -> tuple[tuple[int, ...], ...]:
        if self.courts is None:
            return tuple((0,) * NUM_COLOURS for _ in range(self.players))
        return self.courts

    def setup_of(self, variant: str) -> object:
        """What the variant named ``variant`` starts the game with, None if nothing."""
        return next((data for name, data in self.variant_setup if name == variant), None)

    def disc_masks(self) -> tuple[int, ...]:
        return self.discs if self.discs is not None else (ALL_DISCS_MASK,) * self.players
