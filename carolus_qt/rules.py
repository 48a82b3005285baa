"""The configuration of one game: player count and optional rules.

Variants (RULES.md, *Variants*) enter here and only here: a record's
``variant`` list becomes ``Rules.variants``, which every state shares, is part
of every digest, and is refused unless named in ``SUPPORTED_VARIANTS``. A
variant is implemented by adding its name there and asking
``rules.has_variant(name)`` at the rule it changes (the dice in ``Match`` and
``State._roll``, the refill, the crown), so the standard game's fast paths
stay as they are.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .constants import SIZES, SUPPORTED_VARIANTS, VARIANTS
from .errors import UnsupportedVariantError


@dataclass(frozen=True)
class Rules:
    """Player count, variants, and the sizes they imply (shared by every clone)."""

    players: int
    variants: tuple[str, ...] = ()
    castles_per_side: int = field(init=False)
    """Castles each side owns in all."""
    reserve_size: int = field(init=False)
    per_turn: int = field(init=False)
    """Knights placed per turn, and dice rolled per refill."""
    sides: int = field(init=False)
    side_of: tuple[int, ...] = field(init=False)
    """Seat -> side: the seat itself, or the team (seat % 2) with four players."""

    def __post_init__(self) -> None:
        if self.players not in SIZES:
            raise ValueError(f"a game has 2, 3 or 4 players, not {self.players!r}")
        for name in self.variants:
            if name not in VARIANTS:
                raise UnsupportedVariantError(f"unknown variant {name!r}")
            if name not in SUPPORTED_VARIANTS:
                raise UnsupportedVariantError(f"variant {name!r} is not implemented yet")
        castles, reserve, per_turn, sides = SIZES[self.players]
        object.__setattr__(self, "variants", tuple(sorted(set(self.variants))))
        object.__setattr__(self, "castles_per_side", castles)
        object.__setattr__(self, "reserve_size", reserve)
        object.__setattr__(self, "per_turn", per_turn)
        object.__setattr__(self, "sides", sides)
        side_of = tuple(p % 2 for p in range(4)) if self.players == 4 else tuple(range(self.players))
        object.__setattr__(self, "side_of", side_of)

    def has_variant(self, name: str) -> bool:
        """True if the optional rule ``name`` is in play."""
        return name in self.variants

    def side_players(self, side: int) -> tuple[int, ...]:
        return tuple(p for p in range(self.players) if self.side_of[p] == side)
