"""A static judgement of a position: per side, how well it stands.

Castles in play dominate; then the colours a side controls, weighted by how
many knights of that colour stand in regions and discounted when an
opponent's visible reserve can take the colour next turn (the rulebook's
figure 5 lesson); then regions about to change hands under the current
control. Greedy and the planner rank turns by these scores; the search judges its leaves by the
learned win-probability model (``model.py``) unless its ``model`` setting is 0, then by ``values``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..state import State, leader_of

CASTLE = 10.0
WIN = 1000.0
CONTROL_BASE = 1.0
CONTROL_PER_KNIGHT = 0.35
THREAT_DISCOUNT = 0.5
BUILD_POTENTIAL = 2.0
TAKEOVER_POTENTIAL = 0.45
FINISH_THREAT = 2 * CASTLE
"""Extra pull of a region whose build or takeover would put in its leader's last castles."""
SCALE = 6.0
"""Score margin that moves a 2-side estimate from 50 % to 73 % (one castle ahead: 84 %)."""
SCALE_MULTI = 20.0
"""The same with 3 sides, flatter: margins against the best of two opponents swing more, and a sharp
estimate saturated the search's values (3 players, strong against two greedy at 500 iterations, the same
90 games: scale 3 won 47.8 %, 6 50.0 %, 12 60.0 %, 20 65.6 %, 30 63.3 %; with 2 players scale 20 did not
help: 84/100 against 88/100)."""
_R5 = range(5)


@dataclass(frozen=True, slots=True)
class Weights:
    """The evaluation's tunable weights (the module constants are their defaults); WIN stays fixed."""

    castle: float = CASTLE
    control_base: float = CONTROL_BASE
    control_per_knight: float = CONTROL_PER_KNIGHT
    threat_discount: float = THREAT_DISCOUNT
    build_potential: float = BUILD_POTENTIAL
    takeover_potential: float = TAKEOVER_POTENTIAL
    finish_threat: float = FINISH_THREAT
    scale: float = SCALE
    scale_multi: float = SCALE_MULTI


DEFAULT_WEIGHTS = Weights()
"""Hand-set weights: greedy, the beginner levels and the planner judge by these (greedy is the baseline every
strength figure is measured against)."""

SEARCH_WEIGHTS = Weights(
    control_base=1.54,
    control_per_knight=0.8545,
    threat_discount=0.2999,
    build_potential=1.048,
    takeover_potential=0.4433,
    finish_threat=11.32,
)
"""The searching levels' weights, found by 500 SPSA steps of greedy self-play (1000 games:
``python3 -m carolus.engine.ai.tuning --steps 500 --report 50 --seed 2``). A controlled colour counts for more on
its own and per knight, a build for less before it happens. In the search at 1 s a move they won 53/80
against the hand-set weights, and lifted its results against greedy from 91 to 96 of 100 (2 players) and
from 66 to 77 of 100 (3 players) on the same games (README, *Tuning the evaluation*)."""


def scores(state: State, w: Weights = DEFAULT_WEIGHTS) -> list[float]:
    """A score per side (higher is better), comparable between sides."""
    rules = state.rules
    sides = rules.sides
    out = [0.0] * sides
    if state.is_terminal():
        if not state.draw:
            out[state.winner] = WIN
        return out
    total = rules.castles_per_side
    castles_left = state.castles_left
    for s in range(sides):
        out[s] = w.castle * (total - castles_left[s])
    knights = state.knights
    on_board = [sum(knights[c::5]) for c in _R5]
    cside = state.colour_sides()
    at_risk = state.control_at_risk(None if rules.standard else coming_reserve(state))
    for c in _R5:
        side_q = cside[c]
        if side_q < 0:
            continue
        value = w.control_base + w.control_per_knight * on_board[c]
        if at_risk[c]:
            value *= w.threat_discount
        out[side_q] += value
    for leader, swing, loser in region_terms(state, w):
        if leader >= 0:
            out[leader] += swing
            if loser >= 0:
                out[loser] -= swing
    return out


def coming_reserve(state: State) -> list[int]:
    """Reserves as a court fight sees them under the variants: a joker (in reserve, or a crown rolled
    early) can be any colour, and knights rolled early for this turn are as good as in reserve."""
    reserve = state.reserve[:]
    n = state.n
    for p in range(n):
        wild = state.jokers[p]
        if wild:
            for c in _R5:
                reserve[5 * p + c] += wild
    if state.rolled:
        p = state.action_order[state.turn_idx]
        for face in state.rolled:
            if face < 5:
                reserve[5 * p + face] += 1
            else:
                for c in _R5:
                    reserve[5 * p + c] += 1
    return reserve


def region_term(
    strengths: list[int], owner: int, castles: int, castles_left: list[int], w: Weights = DEFAULT_WEIGHTS
) -> tuple[int, float, int]:
    """A region's pull on the score: (side that gains, how much, side that loses or -1).

    A leader over an empty region may build; a leader over another side's
    castles threatens a takeover worth a share of the castle swing. Either
    weighs much more when it would put in the leader's last castles (a win
    one emperor move away).
    """
    leader = leader_of(strengths)
    if leader < 0:
        return -1, 0.0, -1
    if owner < 0:
        return leader, w.build_potential + (w.finish_threat if castles_left[leader] <= 1 else 0.0), -1
    if owner != leader:
        finish = w.finish_threat if castles_left[leader] <= castles else 0.0
        return leader, w.takeover_potential * w.castle * castles + finish, owner
    return -1, 0.0, -1


def region_terms(state: State, w: Weights = DEFAULT_WEIGHTS) -> list[tuple[int, float, int]]:
    """``region_term`` of every region under the current control (the strengths are the engine's)."""
    left = state.castles_left
    return [region_term(st, o, k, left, w) for st, o, k in zip(state.all_strengths(), state.owner, state.castles)]


def values(state: State, w: Weights = DEFAULT_WEIGHTS) -> list[float]:
    """Per side, a 0..1 estimate of winning: exact at the end, logistic of score margins before
    (over ``scale`` with 2 sides, ``scale_multi`` with 3)."""
    sides = state.rules.sides
    if state.is_terminal():
        if state.draw:
            return [0.5] * sides
        return [1.0 if s == state.winner else 0.0 for s in range(sides)]
    sc = scores(state, w)
    scale = w.scale if sides == 2 else w.scale_multi
    out = []
    for s in range(sides):
        best_other = max(sc[t] for t in range(sides) if t != s)
        out.append(1.0 / (1.0 + math.exp(-(sc[s] - best_other) / scale)))
    return out
