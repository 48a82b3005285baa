"""The rollout level: whole-turn plans judged by random games played to the end, no evaluation at all.

A second sparring partner of a different design from the planner (which judges by a hand-made evaluation
after a modelled reply) and from the search (a tree judged by the learned model): each of the best few plans
(by ``plans.turn_plans``) is played on a copy and then finished many times by uniformly random play
(``State.playout``, about a third of a millisecond a game); the plan whose games the mover's side wins most
often is played. Nothing it knows was tuned, so results against it say something the tuning could not have
arranged. Discs, crowns, piles and swaps are chosen as greedy chooses them; a win now is always taken.
"""

from __future__ import annotations

from ..state import State
from .greedy import GreedyPlayer
from .plans import Plan

PLAYOUTS_PER_ROLL = 24
"""Random games per plan and per ``plan_rolls`` (2 by default: 48 games a plan, 8 plans: about 0.15 s)."""


class RolloutPlayer(GreedyPlayer):
    """The plan whose random continuations its side wins most often."""

    name = "rollout"

    def pick(self, state: State, plans: list[Plan]) -> Plan:
        plans = plans[: max(1, self.settings.plan_candidates)]
        if len(plans) == 1:
            return plans[0]
        side = state.side_of[state.to_act]
        games = max(1, self.settings.plan_rolls) * PLAYOUTS_PER_ROLL
        best, best_value = plans[0], float("-inf")
        for plan in plans:
            after = state.clone()
            for code in plan.codes:
                after.apply_trusted(code)
            value = 0.0
            for _ in range(games):
                st = after.clone()
                if not st.is_terminal():
                    st.playout(self.rng)
                value += st.returns()[_seat_of(st, side)]
            if value > best_value:
                best, best_value = plan, value
        return best


def _seat_of(state: State, side: int) -> int:
    """A seat of ``side`` (returns are per seat; team-mates share them)."""
    return state.side_of.index(side)
