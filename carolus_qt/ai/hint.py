"""A suggestion for the player to act: the rest of the turn and why."""

from __future__ import annotations

from ..actions import Action, from_code
from ..constants import MOVE_BASE, PLACE_BASE
from ..errors import IllegalActionError
from ..state import State
from .base import Budget, make_player


def suggest(
    state: State, level: str = "strong", budget: Budget | None = None, seed: int = 0
) -> tuple[list[Action], str]:
    """A disc, a crown's colour, or the remaining placements and the move; with a reason."""
    if state.is_over():
        raise IllegalActionError("the game is over: there is nothing to suggest")
    ai = make_player(level, seed=seed, budget=budget)
    st = state.clone()
    first = ai.choose(st)
    reason = ai.reason(st, first)
    actions = [from_code(st, first)]
    st._apply(first)
    if PLACE_BASE <= first < MOVE_BASE + 5:
        code = first
        while not MOVE_BASE <= code < MOVE_BASE + 5:
            code = ai.choose(st)
            actions.append(from_code(st, code))
            st._apply(code)
    return actions, reason
