"""The greedy level: the best whole turn one turn ahead, no search.

Discs are chosen by what the best turn could reach with each value (as if
acting now), with a small charge for spending a long reach; crowns name the
colour that helps the roller's court fight most.
"""

from __future__ import annotations

from ..actions import from_code
from ..codes import crown_colour, move_steps
from ..constants import COLOURS, CROWN_PHASE, DISC, MOVE, PILE, PLACE, SWAP
from ..state import State
from .base import AIPlayer
from .evaluate import DEFAULT_WEIGHTS, WIN, Weights
from .plans import Plan, best_crown, best_pile, best_swap, describe_plan, turn_plans
from .wins import winning_plan

DISC_COST = 0.4
"""Score given up per point of disc value: a long reach is worth keeping for later."""


def hypothetical_turn(state: State, p: int) -> State:
    """``state`` as if player p began a turn now with the longest reach (for disc choice)."""
    return state.hypothetical_turn(p, 5)


def disc_values(
    state: State,
    disc_cost: float = DISC_COST,
    weights: Weights = DEFAULT_WEIGHTS,
    court_keep: int | None = None,
    defend_keep: int = 3,
    keep: int = 24,
) -> dict[int, float]:
    """For each disc the actor may choose: best reachable plan value less the disc's cost.

    ``court_keep``, ``defend_keep`` and ``keep`` make the plan list cheaper (a search's model of an opponent).
    """
    p = state.to_act
    plans = turn_plans(
        hypothetical_turn(state, p), keep=keep, court_keep=court_keep, defend_keep=defend_keep, weights=weights
    )
    best_by_steps = [float("-inf")] * 6
    for plan in plans:
        steps = move_steps(plan.codes[-1])
        if plan.value > best_by_steps[steps]:
            best_by_steps[steps] = plan.value
    out = {}
    running = float("-inf")
    reach = [running]
    for s in range(1, 6):
        running = max(running, best_by_steps[s])
        reach.append(running)
    for code in state.legal_actions():
        v = code + 1
        out[code] = reach[v] - disc_cost * v
    return out


class GreedyPlayer(AIPlayer):
    """Plans its whole turn one turn ahead and plays it out action by action."""

    name = "greedy"

    def choose(self, state: State) -> int:
        settings = self.settings
        if state.phase == DISC:
            values = disc_values(state, settings.disc_cost, settings.weights, defend_keep=settings.defend)
            return max(values, key=lambda code: (values[code], -code))
        if state.phase == CROWN_PHASE:
            return best_crown(state)
        if state.phase == PILE:
            return best_pile(state)
        if state.phase == SWAP:
            return best_swap(state)
        code = self.follow_plan(state)
        if code is not None:
            return code
        win = winning_plan(state)
        if win is not None:
            return self.play_plan(state, win)
        plans = turn_plans(state, defend_keep=settings.defend, weights=settings.weights)
        return self.play_plan(state, self.pick(state, plans).codes)

    def pick(self, state: State, plans: list[Plan]) -> Plan:
        """The best plan; with the ``mistakes`` setting, now and then one of the next three (never a win)."""
        slip = self.settings.mistakes
        if slip and len(plans) > 1 and plans[0].value < WIN / 2 and self.rng.random() < slip:
            return plans[1 + int(self.rng.random() * min(3, len(plans) - 1))]
        return plans[0]

    def reason(self, state: State, code: int) -> str:
        if state.phase in (PLACE, MOVE):
            plan = (code, *self._plan)
            return describe_plan(state, plan)
        if state.phase == DISC:
            return disc_reason(state, code)
        if state.phase == CROWN_PHASE:
            return crown_reason(code)
        if state.phase in (PILE, SWAP):
            return refill_reason(state, code)
        return ""


def disc_reason(state: State, code: int) -> str:
    """Why a disc: how far it lets the emperor reach, against what a long reach costs later."""
    v = code + 1
    return f"disc {v}: the emperor may go up to {v} step{'s' if v > 1 else ''}, enough for the best turn in reach"


def crown_reason(code: int) -> str:
    return f"names the crown {COLOURS[crown_colour(code)]}: the colour whose court fight it helps most"


def refill_reason(state: State, code: int) -> str:
    """Why a pile or a swap (piles, free-colour): the knights that help the court fights most."""
    action = from_code(state, code)
    if action.type == "pile":
        return f"takes pile {action.pile}: the knights that help its court fights most"
    if action.source is None:
        return "keeps the knights taken: no other colour would help its court fights more"
    return f"changes a {action.source} knight into {action.to}: the colour its court fights need more"
