"""The greedy level: the best whole turn one turn ahead, no search.

Discs are chosen by what the best turn could reach with each value (as if
acting now), with a small charge for spending a long reach; crowns name the
colour that helps the roller's court fight most.
"""

from __future__ import annotations

from ..actions import from_code
from ..constants import COLOURS, CROWN_BASE, CROWN_PHASE, DISC, MOVE, MOVE_BASE, PILE, PLACE, SWAP
from ..state import State
from .base import AIPlayer
from .plans import Plan, best_crown, best_pile, best_swap, describe_plan, turn_plans

DISC_COST = 0.4
"""Score given up per point of disc value: a long reach is worth keeping for later."""


def hypothetical_turn(state: State, p: int) -> State:
    """``state`` as if player p began a turn now with the longest reach (for disc choice)."""
    return state.hypothetical_turn(p, 5)


def disc_values(state: State) -> dict[int, float]:
    """For each disc the actor may choose: best reachable plan value less the disc's cost."""
    p = state.to_act
    plans = turn_plans(hypothetical_turn(state, p))
    best_by_steps = [float("-inf")] * 6
    for plan in plans:
        steps = plan.codes[-1] - MOVE_BASE + 1
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
        out[code] = reach[v] - DISC_COST * v
    return out


class GreedyPlayer(AIPlayer):
    """Plans its whole turn one turn ahead and plays it out action by action."""

    name = "greedy"

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self._plan: list[int] = []
        self._expect = ""

    def choose(self, state: State) -> int:
        if state.phase == DISC:
            values = disc_values(state)
            return max(values, key=lambda code: (values[code], -code))
        if state.phase == CROWN_PHASE:
            return best_crown(state)
        if state.phase == PILE:
            return best_pile(state)
        if state.phase == SWAP:
            return best_swap(state)
        if self._plan and state.digest() == self._expect:
            return self._next(state)
        plans = turn_plans(state)
        self._plan = list(self.pick(state, plans).codes)
        return self._next(state)

    def pick(self, state: State, plans: list[Plan]) -> Plan:
        return plans[0]

    def _next(self, state: State) -> int:
        code = self._plan.pop(0)
        after = state.clone()
        after.apply_trusted(code)
        self._expect = after.digest()
        return code

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
    return f"names the crown {COLOURS[code - CROWN_BASE]}: the colour whose court fight it helps most"


def refill_reason(state: State, code: int) -> str:
    """Why a pile or a swap (piles, free-colour): the knights that help the court fights most."""
    action = from_code(state, code)
    if action.type == "pile":
        return f"takes pile {action.pile}: the knights that help its court fights most"
    if action.source is None:
        return "keeps the knights taken: no other colour would help its court fights more"
    return f"changes a {action.source} knight into {action.to}: the colour its court fights need more"
