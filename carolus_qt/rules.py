"""The configuration of one game: player count, optional rules, action numbering.

Variants (docs/rules.md §10) enter here and only here: a record's
``variant`` list becomes ``Rules.variants`` (checked against the
combinations the rules allow), which every state shares and every digest
covers. Each variant is one class in ``variants/``; ``Rules`` keeps,
per decision point of the state (the turn start, the refill, a crown, the
end of a refill...), the one piece that changes it, or None for the standard
rule, so the state asks one question there and the standard game's fast
paths stay as they are. ``codes.number`` numbers the actions of this game:
the standard codes first (fixed), then each variant's own block.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields

from .codes import ActionCodes, Code, Seat, Side, number
from .constants import SIZES
from .variants import PIECES, Variant, check_names, combination_error, combination_problem, generation, in_order
from .variants.base import OnCrown, OnNextDie, OnRefill, OnRefillDone, OnTurnStart, Placeable

_DERIVED: dict[tuple[int, tuple[str, ...], int], dict[str, object]] = {}
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
    on_turn_start: OnTurnStart | None = field(init=False)
    on_refill: OnRefill | None = field(init=False)
    on_next_die: OnNextDie | None = field(init=False)
    on_crown: OnCrown | None = field(init=False)
    on_refill_done: OnRefillDone | None = field(init=False)
    placeable: Placeable | None = field(init=False)
    """The piece that says how many knights a player can place (jokers), or None."""
    record_owner: dict[str, Variant] = field(init=False)
    """The variant in play that reads a record action type (``pile``, ``swap``)."""
    phase_piece: dict[int, Variant] = field(init=False)
    """The piece that owns a variant's own phase (``pile``, ``swap``)."""

    def __post_init__(self) -> None:
        if self.players not in SIZES:
            raise ValueError(f"a game has 2, 3 or 4 players, not {self.players!r}")
        key = (self.players, tuple(self.variants), generation())
        derived = _DERIVED.get(key)
        if derived is not None:  # a game makes many states, a search many games: work it out once
            self.__dict__.update(derived)  # what object.__setattr__ would do per field, in one step
            return
        check_names(self.variants)
        castles, reserve, per_turn, sides = SIZES[self.players]
        ordered = in_order(self.variants)
        setattr_ = object.__setattr__
        setattr_(self, "variants", ordered)
        setattr_(self, "castles_per_side", castles)
        setattr_(self, "reserve_size", reserve)
        setattr_(self, "per_turn", per_turn)
        setattr_(self, "sides", sides)
        side_of = tuple(p % 2 for p in range(4)) if self.players == 4 else tuple(range(self.players))
        setattr_(self, "side_of", side_of)
        pieces = tuple(PIECES[name] for name in ordered)
        setattr_(self, "num_piles", max((piece.pile_count(self.players) for piece in pieces), default=0))
        setattr_(self, "pieces", pieces)
        setattr_(self, "standard", not pieces)
        for hook in ("on_turn_start", "on_refill", "on_next_die", "on_crown", "on_refill_done", "placeable"):
            owners = [piece for piece in pieces if getattr(type(piece), hook, None) is not None]
            setattr_(self, hook, owners[0] if owners else None)
        setattr_(self, "codes", self._number_actions())
        setattr_(self, "phase_piece", {piece.phase: piece for piece in pieces if piece.phase >= 0})
        setattr_(self, "record_owner", {kind: piece for piece in pieces for kind in piece.record_types})
        _DERIVED[key] = {f.name: getattr(self, f.name) for f in fields(self) if f.name != "players"}

    def _number_actions(self) -> ActionCodes:
        """The standard codes, then each piece's block (docs/rules.md §10 order)."""
        return number((piece.name, piece.block_size(self), piece.code_kind) for piece in self.pieces)

    def owner_of_code(self, code: Code) -> Variant:
        """The variant whose block holds ``code`` (a code past the standard ones)."""
        for block in self.codes.blocks:
            if code in block:
                return PIECES[block.name]
        raise KeyError(code)

    def has_variant(self, name: str) -> bool:
        """True if the optional rule ``name`` is in play."""
        return name in self.variants

    def side_players(self, side: Side) -> tuple[Seat, ...]:
        return tuple(p for p in range(self.players) if self.side_of[p] == side)


__all__ = ["Rules", "combination_error", "combination_problem"]
