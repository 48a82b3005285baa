"""The round-simulating level: discs chosen by playing the round out, turns as the planner plays them.

A third sparring partner (issue 34 asks for one that chooses its discs by simulating the round): the greedy
rule and the search pick a disc by what the best turn could reach with it, as if acting now; this one plays the
whole round on a copy for each disc it may choose, the others' discs and every turn chosen by the greedy rule,
the refill dice drawn from its own generator (the same draws for every disc: common random numbers), and keeps
the disc after which its side's score margin (``plans.margin``, its settings' weights) is best on average. So it
sees what the greedy rule cannot: the order the round will be played in, who moves the emperor before it, and
what is left of the reach it did not spend. Its turns are the planner's (the best whole turn after the next
opponent's reply); crowns, piles and swaps are greedy's. Nothing in it was tuned against the search.
"""

from __future__ import annotations

from random import Random

from ..constants import CHANCE, DISC
from ..state import State
from .greedy import GreedyPlayer, disc_reason
from .planner import PlannerPlayer
from .plans import margin

ROUND_STEPS = 400
"""Decisions and dice a simulated round may take at most (a round of four players takes well under 200)."""


class RoundSimPlayer(PlannerPlayer):
    """The disc whose simulated rounds leave its side furthest ahead (``plan_rolls`` rounds a disc)."""

    name = "roundsim"

    def choose(self, state: State) -> int:
        if state.phase != DISC:
            return super().choose(state)
        codes = state.legal_actions()
        if len(codes) == 1:
            return codes[0]
        side = state.side_of[state.to_act]
        seeds = [self.rng.random() for _ in range(max(1, self.settings.plan_rolls))]
        best, best_value = codes[0], float("-inf")
        for code in codes:
            value = sum(self._round_after(state, code, side, Random(seed)) for seed in seeds)
            if value > best_value:
                best, best_value = code, value
        return best

    def _round_after(self, state: State, code: int, side: int, dice: Random) -> float:
        """``side``'s margin once the round begun by choosing ``code`` is over (greedy players, ``dice``)."""
        st = state.clone()
        st.apply_trusted(code)
        start = st.round
        players: dict[int, GreedyPlayer] = {}
        for _step in range(ROUND_STEPS):
            if st.is_terminal() or (st.phase == DISC and st.round != start):
                break
            if st.phase == CHANCE:
                st.apply_trusted(int(dice.random() * 6))
                continue
            seat = st.to_act
            player = players.get(seat)
            if player is None:
                player = players[seat] = GreedyPlayer(seed=seat, settings=self.settings)
            st.apply_trusted(player.choose(st.clone()))
        return margin(st, side, self.settings.weights)

    def reason(self, state: State, code: int) -> str:
        if state.phase == DISC:
            return f"{disc_reason(state, code)}; best after the round played out"
        return super().reason(state, code)
