"""Early roll (docs/rules.md §15): the refill dice are rolled at the start of a turn, for all to see.

The faces wait in ``State.rolled``; the knights they give come at the
turn's end, in the order rolled.
"""

from __future__ import annotations

from ..codes import Face
from ..constants import MOVE, PLACE
from .base import Turn, Variant


class EarlyRoll(Variant):
    name = "early-roll"
    summary = "The refill dice are rolled at the start of your turn, for all to see; knights come at its end."

    def view_fields(self, state: Turn) -> dict[str, object]:
        return {"rolled": tuple(state.rolled)}

    def on_turn_start(self, state: Turn) -> None:
        state.rolled = []
        state.expect_dice(state.to_place)
        if state.dice_left:
            state.await_die(self)
        else:
            state.await_player(MOVE)

    def on_chance(self, state: Turn, face: Face) -> None:
        state.rolled.append(face)
        state.expect_dice(state.dice_left - 1)
        if not state.dice_left:
            state.await_player(PLACE if state.to_place else MOVE)

    def on_refill(self, state: Turn) -> None:
        state.expect_dice(len(state.rolled))
        if state.dice_left:
            self.on_next_die(state)
        else:
            state.refill_done()

    def on_next_die(self, state: Turn) -> None:
        state.roll(state.rolled[0])
