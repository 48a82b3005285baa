"""The configuration of one game: player count, optional rules, action numbering.

Variants (docs/rules.md §10) enter here and only here: a record's
``variant`` list becomes ``Rules.variants`` (checked against the
combinations the rules allow), which every state shares and every digest
covers. Each variant is a small piece in ``variants.py``; ``Rules`` keeps,
per decision point of the state (the turn start, the refill, a crown, the
end of a refill...), the one piece that changes it, or None for the standard
rule, so the state asks one question there and the standard game's fast
paths stay as they are. ``codes.number`` numbers the actions of this game:
the standard codes first (fixed), then each variant's own block.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import TYPE_CHECKING

from .codes import ActionCodes, Seat, Side, number
from .constants import SIZES, SUPPORTED_VARIANTS, VARIANTS
from .errors import UnsupportedVariantError

if TYPE_CHECKING:
    from .variants import Variant


def combination_error(names: tuple[str, ...] | list[str]) -> UnsupportedVariantError | None:
    """Why docs/rules.md §10 refuses this list of variants (an error with its code and names), or None if allowed."""
    seen: set[str] = set()
    for name in names:
        if name not in VARIANTS:
            return UnsupportedVariantError(
                f"unknown variant {name!r} (known: {', '.join(VARIANTS)})", "unknown-variant", variant=name
            )
        if name in seen:
            return UnsupportedVariantError(f"variant {name!r} is named twice", "variant-twice", variant=name)
        seen.add(name)
    if "free-draw" in seen and len(seen) > 1:
        others = [n for n in VARIANTS if n in seen and n != "free-draw"]
        return UnsupportedVariantError(
            f"free-draw replaces the refill dice and allows no other variant (not {', '.join(others)})",
            "free-draw-alone",
            others=tuple(others),
        )
    if "piles" in seen and seen - {"piles", "deferred-jokers"}:
        others = [n for n in VARIANTS if n in seen and n not in ("piles", "deferred-jokers")]
        return UnsupportedVariantError(
            f"piles replaces the refill dice and allows only deferred-jokers beside it (not {', '.join(others)})",
            "piles-alone",
            others=tuple(others),
        )
    return None


def combination_problem(names: tuple[str, ...] | list[str]) -> str | None:
    """Why docs/rules.md §10 refuses this list of variants, in one English line, or None if it is allowed."""
    error = combination_error(names)
    return None if error is None else str(error)


_DERIVED: dict[tuple[int, tuple[str, ...]], dict[str, object]] = {}
"""Per (players, variants as asked), the fields ``Rules`` works out; only valid configurations are kept."""


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
    side_of: tuple[Side, ...] = field(init=False)
    """Seat -> side: the seat itself, or the team (seat % 2) with four players."""
    num_piles: int = field(init=False)
    """Open piles with the piles variant (players + 1), else 0."""
    codes: ActionCodes = field(init=False)
    pieces: tuple[Variant, ...] = field(init=False)
    standard: bool = field(init=False)
    """No variant: the state may take its fast paths."""
    # the piece consulted at each decision point (None: the standard rule)
    on_turn_start: Variant | None = field(init=False)
    on_refill: Variant | None = field(init=False)
    on_next_die: Variant | None = field(init=False)
    on_crown: Variant | None = field(init=False)
    on_refill_done: Variant | None = field(init=False)
    placeable: Variant | None = field(init=False)
    """The piece that says how many knights a player can place (jokers), or None."""
    phase_piece: dict[int, Variant] = field(init=False)
    """The piece that owns a variant's own phase (``pile``, ``swap``)."""

    def __post_init__(self) -> None:
        if self.players not in SIZES:
            raise ValueError(f"a game has 2, 3 or 4 players, not {self.players!r}")
        key = (self.players, tuple(self.variants))
        derived = _DERIVED.get(key)
        if derived is not None:  # a game makes many states, a search many games: work it out once
            for name, value in derived.items():
                object.__setattr__(self, name, value)
            return
        problem = combination_error(self.variants)
        if problem:
            raise problem
        for name in self.variants:
            if name not in SUPPORTED_VARIANTS:
                raise UnsupportedVariantError(
                    f"variant {name!r} is not implemented yet", "variant-not-implemented", variant=name
                )
        from .variants import PIECES  # the pieces need Rules' names only at run time

        castles, reserve, per_turn, sides = SIZES[self.players]
        ordered = tuple(name for name in VARIANTS if name in self.variants)
        setattr_ = object.__setattr__
        setattr_(self, "variants", ordered)
        setattr_(self, "castles_per_side", castles)
        setattr_(self, "reserve_size", reserve)
        setattr_(self, "per_turn", per_turn)
        setattr_(self, "sides", sides)
        side_of = tuple(p % 2 for p in range(4)) if self.players == 4 else tuple(range(self.players))
        setattr_(self, "side_of", side_of)
        setattr_(self, "num_piles", self.players + 1 if "piles" in ordered else 0)
        pieces = tuple(PIECES[name] for name in ordered)
        setattr_(self, "pieces", pieces)
        setattr_(self, "standard", not pieces)
        for hook in ("on_turn_start", "on_refill", "on_next_die", "on_crown", "on_refill_done", "placeable"):
            owners = [piece for piece in pieces if getattr(type(piece), hook, None) is not None]
            setattr_(self, hook, owners[0] if owners else None)
        setattr_(self, "codes", self._number_actions())
        setattr_(self, "phase_piece", {piece.phase: piece for piece in pieces if piece.phase >= 0})
        _DERIVED[key] = {f.name: getattr(self, f.name) for f in fields(self) if f.name != "players"}

    def _number_actions(self) -> ActionCodes:
        """The standard codes, then each piece's block (docs/rules.md §10 order)."""
        return number((piece.name, piece.block_size(self), piece.code_kind) for piece in self.pieces)

    def has_variant(self, name: str) -> bool:
        """True if the optional rule ``name`` is in play."""
        return name in self.variants

    def side_players(self, side: Side) -> tuple[Seat, ...]:
        return tuple(p for p in range(self.players) if self.side_of[p] == side)
