"""The planner level: whole-turn plans judged after the next opponent's best reply, no tree.

A sparring partner built like the customer's independent player (whole-turn
plans, a static evaluation, a one-ply model of the reply, about a tenth of a
second a decision), so the search is measured against an opponent it was not
tuned on. Each of the best few plans (by ``plans.turn_plans``) is played on a
copy, the refill dice are rolled a few times from the player's own generator,
and when the next turn belongs to another side its best plan (a cheap plan
list) is played too; the plan is judged by the mover's score margin then,
averaged over the rolls. Discs and refill choices follow the greedy rule.
"""

from __future__ import annotations

from ..constants import CROWN_PHASE, DISC, MOVE, PLACE
from ..state import State
from .greedy import GreedyPlayer, crown_reason, disc_reason
from .mcts import _roll
from .plans import Plan, describe_plan, margin, turn_plans
from .wins import winning_plan


class PlannerPlayer(GreedyPlayer):
    """The best whole turn after the next opponent's best reply (discs, crowns, piles, swaps and a win now are
    chosen as greedy chooses them)."""

    name = "planner"

    def pick(self, state: State, plans: list[Plan]) -> Plan:
        """The plan whose mover's margin is best after the dice and the next opponent's best reply."""
        plans = plans[: max(1, self.settings.plan_candidates)]
        if len(plans) == 1:
            return plans[0]
        side = state.side_of[state.to_act]
        best, best_value = plans[0], float("-inf")
        for plan in plans:
            total = 0.0
            for _ in range(max(1, self.settings.plan_rolls)):
                total += self.judge_plan(state, plan.codes, side)
            if total > best_value:
                best, best_value = plan, total
        return best

    def judge_plan(self, state: State, codes: tuple[int, ...], side: int) -> float:
        """One roll's value of a plan for ``side`` (the sparring partners built on this one judge it their way)."""
        return self._after_reply(state, codes, side)

    def _after_reply(self, state: State, codes: tuple[int, ...], side: int) -> float:
        w = self.settings.weights
        st = state.clone()
        for code in codes:
            st.apply_trusted(code)
        if not st.is_terminal():
            _roll(st, self.rng)
        if st.phase in (PLACE, MOVE) and st.side_of[st.to_act] != side:
            for code in self.reply(st):
                st.apply_trusted(code)
        return margin(st, side, w)

    def reply(self, st: State) -> tuple[int, ...]:
        """The model of a rival's turn at ``st``: a win if it has one, else the best plan of a cheap list (none:
        nothing)."""
        win = winning_plan(st)
        if win is not None:
            return tuple(win)
        replies = turn_plans(
            st, max(1, self.settings.reply_plans), court_keep=1, defend_keep=1, weights=self.settings.weights
        )
        return replies[0].codes if replies else ()

    def reason(self, state: State, code: int) -> str:
        if state.phase in (PLACE, MOVE):
            return f"{describe_plan(state, (code, *self._plan))}; best after the next opponent's reply"
        if state.phase == DISC:
            return disc_reason(state, code)
        if state.phase == CROWN_PHASE:
            return crown_reason(code)
        return ""
