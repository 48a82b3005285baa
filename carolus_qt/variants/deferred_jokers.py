"""Deferred jokers (docs/rules.md §13): a crown is kept as a joker and named only when placed.

Codes: place a joker named colour c on d -> a block shaped like the
placements, ``codes.place(c, d, start)`` (``ActionCodes.joker_place``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, cast

from ..codes import PLACE_SHAPE, Code, Seat, place_parts
from ..constants import COLOURS, PLACE
from ..errors import IllegalActionError
from .base import Turn, Variant, any_supply

if TYPE_CHECKING:
    from ..rules import Rules


def joker_colours(state: Turn) -> list[int]:
    """The colours a joker can be named now: those the supply still holds."""
    supply = state.supply
    return [c for c in range(5) if supply[c]]


def name_joker(state: Turn, p: Seat, c: int) -> None:
    """One of p's jokers becomes a knight of colour c in p's reserve, taken from the supply (``c`` one of
    ``joker_colours``). Placing a joker does this first; the AI, planning with jokers, does it on a copy."""
    state.jokers[p] -= 1
    state.supply[c] -= 1
    state.reserve[5 * p + c] += 1


class DeferredJokers(Variant):
    name = "deferred-jokers"
    summary = "A crown is kept as a joker and named only when placed."
    code_kind = PLACE
    record_types = ("joker",)
    """A place action's ``joker`` key; ``actions.py`` reads and writes it with the placement."""
    needed_reason = "'joker' is only part of a place action with deferred-jokers"
    crowns_kept = True

    def setup_data(self, crowns: tuple[int, ...], *_: object) -> object:
        """The setup crowns are kept as jokers."""
        return tuple(crowns)

    def begin(self, state: Turn, data: object) -> None:
        state.jokers[:] = cast(tuple[int, ...], data)  # setup_data's crowns per seat

    def block_size(self, rules: Rules) -> int:
        return PLACE_SHAPE

    seat_view_empty: ClassVar[dict[str, object]] = {"jokers": 0}
    """Jokers in reserve."""

    def seat_view_fields(self, state: Turn, p: Seat) -> dict[str, object]:
        return {"jokers": state.jokers[p]}

    def replay_fields(self, state: Turn) -> dict[str, object]:
        return {"jokers": list(state.jokers)}

    def placeable(self, state: Turn, p: Seat, have: int) -> int:
        return have + state.jokers[p] if any_supply(state) else have

    def on_crown(self, state: Turn, p: Seat) -> None:
        state.jokers[p] += 1
        state.after_die()

    def legal_jokers(self, state: Turn, dests: list[int]) -> list[Code]:
        """The joker placements open to the player to act: any colour the supply still holds, on ``dests``."""
        codes = state.rules.codes
        return [codes.joker_place(c, d) for c in joker_colours(state) for d in dests]

    def check(self, state: Turn, code: Code) -> None:
        """A joker to name as the code's colour (the destination is checked as any placement's)."""
        p = state.to_act
        c = place_parts(code, state.rules.codes.joker)[0]
        if not state.jokers[p]:
            raise IllegalActionError(f"player {p} has no joker in reserve", "no-joker", player=p)
        if not state.supply[c]:
            raise IllegalActionError(
                f"a joker cannot be named {COLOURS[c]}: none is left in the supply",
                "joker-colour-gone",
                colour=COLOURS[c],
            )

    def apply(self, state: Turn, code: Code) -> None:
        """Name the joker (a knight of that colour leaves the supply for the reserve), then place it."""
        c, d = place_parts(code, state.rules.codes.joker)
        name_joker(state, state.to_act, c)
        state.place(c, d)
