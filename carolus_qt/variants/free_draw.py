"""Free draw (docs/rules.md §11): no dice; every knight a player would roll for is a colour they choose."""

from __future__ import annotations

from ..constants import CROWN_PHASE, NUM_COLOURS
from ..errors import SetupError, UnsupportedVariantError
from .base import Turn, Variant, any_supply


class FreeDraw(Variant):
    name = "free-draw"
    summary = "No dice: every knight you would roll for is a colour you choose."
    companions = frozenset()

    def combination_error(self, others: list[str]) -> UnsupportedVariantError | None:
        refused = self.refused(others)
        if not refused:
            return None
        return UnsupportedVariantError(
            f"free-draw replaces the refill dice and allows no other variant (not {', '.join(refused)})",
            "free-draw-alone",
            others=tuple(refused),
        )

    def dealt_reserves(self, players: int, reserve_size: int) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]:
        """Every reserve knight is a setup crown, named in round 0 (docs/rules.md §11)."""
        return tuple((0,) * NUM_COLOURS for _ in range(players)), (reserve_size,) * players

    def check_reserves(self, reserves: tuple[tuple[int, ...], ...], crowns: tuple[int, ...], reserve_size: int) -> None:
        if any(sum(row) or k != reserve_size for row, k in zip(reserves, crowns)):
            raise SetupError(f'setup reserves with free-draw must be {reserve_size} "crown" entries each')

    def on_refill(self, state: Turn) -> None:
        state.expect_dice(state.placed)
        state.next_die()

    def on_next_die(self, state: Turn) -> None:
        if any_supply(state):  # the die is a crown the player names
            state.expect_dice(state.dice_left - 1)
            state.await_player(CROWN_PHASE)
        else:  # an empty supply gives nothing
            state.expect_dice(0)
            state.refill_done()
