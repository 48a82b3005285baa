"""A suggestion for the player to act: the rest of the turn, and why, as data.

``advise`` hands over facts (a ``Hint``: the actions, what the plan does in
province ids, colours and sides, and the search's win estimate); the window
words them in the player's language, from the player's side. ``suggest``
keeps the plain English reason for the ``carolus hint`` command line.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..actions import Action, from_code
from ..codes import disc_value, is_move
from ..constants import CROWN_PHASE, DISC, MOVE, PLACE
from ..errors import IllegalActionError
from ..state import State
from .base import Budget, make_player
from .mcts import SearchResult
from .plans import PlanFacts, explain_plan


@dataclass(frozen=True)
class Hint:
    """What the suggestion is and what it does."""

    actions: tuple[Action, ...]
    """The disc, the crown's colour, or the remaining placements and the move, in order."""
    reason: str
    """The AI's plain English reason (the command line shows it)."""
    plan: PlanFacts | None = None
    """For a turn: what it gains, gives away and risks."""
    disc: int = 0
    """For a disc: its value."""
    crown: str = ""
    """For a crown: the colour."""
    chance: float | None = None
    """The searching AI's estimate that the player's side wins (0..1), when it has one."""


JUDGE = 3000
"""Iterations of the strong search behind a hint and behind each decision of an analysis (about half a second on
one core). The same budget, level and seed make the two the same search asking the same question: a decision the
hint recommends is the analysis's choice too, and an iteration budget (not a clock) gives the same numbers on every
run and every machine."""


def advise(state: State, level: str = "strong", budget: Budget | None = None, seed: int = 0) -> Hint:
    """A suggestion for the player to act, with its facts."""
    if state.is_terminal():
        raise IllegalActionError("the game is over: there is nothing to suggest", "game-over")
    ai = make_player(level, seed=seed, budget=budget)
    ai.estimate = True  # a forced decision is searched too: the hint shows the chance after it, as the analysis
    st = state.clone()
    first = ai.choose(st)
    reason = ai.reason(st, first)
    chance = _chance(ai)
    codes = [first]
    if st.rules.codes.placement(first) is not None:
        after = st.clone()
        after.apply_trusted(first)
        code = first
        while not is_move(code):
            code = ai.choose(after)
            codes.append(code)
            after.apply_trusted(code)
    actions = []
    walk = st.clone()
    for code in codes:
        actions.append(from_code(walk, code))
        walk.apply_trusted(code)
    plan = explain_plan(st, tuple(codes)) if st.phase in (PLACE, MOVE) else None
    disc = disc_value(first) if st.phase == DISC else 0
    crown = actions[0].colour or "" if st.phase == CROWN_PHASE else ""
    return Hint(tuple(actions), reason, plan, disc, str(crown), chance)


def _chance(ai: object) -> float | None:
    """The search's estimate for the move it chose; None where the AI did not search (a level without a search,
    a crown's colour chosen by rule)."""
    result = getattr(ai, "last", None)
    if not isinstance(result, SearchResult):
        return None
    return result.chance(result.best)


def suggest(
    state: State, level: str = "strong", budget: Budget | None = None, seed: int = 0
) -> tuple[list[Action], str]:
    """A disc, a crown's colour, or the remaining placements and the move; with a reason in English."""
    hint = advise(state, level, budget, seed)
    return list(hint.actions), hint.reason
