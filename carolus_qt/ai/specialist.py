"""The specialist level: a sparring partner built for three players, no tree.

Issue 34 asks for a three-player specialist among the sparring partners. With three players the planner's model
of the reply (the next opponent's best turn) sees only half of what happens before its next turn, and the next
opponent's turn is not the one that hurts most when the other rival leads. This player judges each of its best
few whole-turn plans after the refill dice (``plan_rolls`` rolls from its own generator) and then every rival
turn until its own side moves again (each rival playing the planner's model of a reply, ``PlannerPlayer.reply``;
a rival's disc by the greedy rule), by its side's score margin over the best other side, so a plan that leaves the
leader a free takeover is seen as such whoever moves first. Its discs are the round simulator's
(``round_sim.py``). In two players it plays as the round simulator.
"""

from __future__ import annotations

from ..constants import DISC, MOVE, PLACE
from ..state import State
from .greedy import GreedyPlayer
from .mcts import _roll
from .plans import margin
from .round_sim import RoundSimPlayer

REPLY_STEPS = 300
"""Decisions and dice the rivals' replies may take at most (two rivals' turns take well under 100)."""


class SpecialistPlayer(RoundSimPlayer):
    """The plan whose margin is best after every rival has replied (three sides or more)."""

    name = "specialist"

    def judge_plan(self, state: State, codes: tuple[int, ...], side: int) -> float:
        if state.rules.sides < 3:
            return super().judge_plan(state, codes, side)
        return self._after_replies(state, codes, side)

    def _after_replies(self, state: State, codes: tuple[int, ...], side: int) -> float:
        """``side``'s margin after ``codes``, the dice, and every rival turn until ``side`` plays again."""
        w = self.settings.weights
        st = state.clone()
        for code in codes:
            st.apply_trusted(code)
        discs = GreedyPlayer()  # the greedy disc rule: the same for every seat, no dice of its own
        for _step in range(REPLY_STEPS):
            if st.is_terminal():
                break
            if st.phase not in (DISC, PLACE, MOVE):  # dice, a crown in a refill, a variant's choice
                before = st.digest()
                _roll(st, self.rng)
                if st.digest() == before:  # a choice the roll does not settle: left as it is
                    break
                continue
            if st.side_of[st.to_act] == side:
                break
            if st.phase == DISC:
                st.apply_trusted(discs.choose(st.clone()))
                continue
            reply = self.reply(st)
            if not reply:
                break
            for code in reply:
                st.apply_trusted(code)
        return margin(st, side, w)
