"""The strong level: Monte Carlo tree search over whole turns, dice as chance.

The tree's moves are macro-actions: a disc, or a whole turn plan from
``plans.turn_plans`` (court part, region part, emperor steps), so the
compound turn costs one branching, not four. Widening is progressive: a
node considers more of its plans (best first by the static score) as its
visits grow. After each plan the refill dice are rolled from the search's own generator
(crowns named by the greedy rule) and the child is looked up by what the
next decision depends on (``_node_key``): the dice change only the roller's
reserve, so the next player's node is shared by every outcome and its
values average over the dice as sampled, while the roller's own next turn
branches by the reserve the dice left (double progressive widening keeps
those branches few). Leaves are judged by ``evaluate.values``; no random
rollouts, which tell little in this game and cost a lot.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from random import Random

from ..constants import CHANCE, CROWN_PHASE, DISC, MOVE, OVER, PILE, PLACE, SWAP
from ..state import State
from .base import AIPlayer, Budget
from .evaluate import values
from .greedy import crown_reason, disc_values
from .plans import best_crown, best_pile, best_swap, describe_plan, ranked_piles, ranked_swaps, turn_plans

EXPLORATION = 0.6
ROOT_PLANS = 16
INNER_PLANS = 6
INNER_COURTS = 3
"""Inner nodes try only this many court parts of each size (the best by the control they leave)."""
INNER_DEFEND = 1
"""Inner nodes' plans may defend only the region most at stake."""
OPPONENT_PLANS_3 = 2
"""With two opponents (3 sides), each is modelled in the tree by its best plans only, and its disc by the
greedy rule: the search then reaches deeper, which matters more than breadth there (measured in 3-player
tournaments at 200 iterations: 40 % wins against two greedy players before, 63 % after)."""
ROOT_REFILL_CHOICES = 4
"""A pile or swap choice of the player to act is searched among its best few by the greedy measure."""
DEFAULT_SECONDS = 1.0
DEFAULT_ITERATIONS = 1000
"""Used only when a budget names neither iterations nor seconds."""
TIME_SHARE = 0.97
"""Part of a time budget the search may use; the rest covers feeding the plan and noise."""
CHANCE_WIDENING = 0.5
"""Distinct dice outcomes an edge may hold grow as this times sqrt(visits)."""
RESAMPLE_TRIES = 8
"""Rolls tried for an outcome seen before when an edge has no room for a new one."""


def _settled_by_rule(state: State) -> bool:
    """After a plan: dice, a refill's crowns and a variant's pile or swap choice are settled by ``_roll``
    (the greedy rule) and branch like dice, not as tree nodes (free-draw and early-roll name crowns right
    after the move)."""
    phase = state.phase
    return phase in (CHANCE, PILE, SWAP) or (phase == CROWN_PHASE and state.in_refill())


class Node:
    __slots__ = ("kids", "moves", "n", "visits", "w")

    def __init__(self) -> None:
        self.moves: list[tuple[int, ...]] | None = None
        self.n: list[int] = []
        self.w: list[float] = []
        self.kids: list[dict[tuple[int, ...], Node]] = []
        self.visits = 0


@dataclass(frozen=True)
class SearchResult:
    moves: tuple[tuple[int, ...], ...]
    visits: tuple[int, ...]
    means: tuple[float, ...]
    iterations: int
    seconds: float

    @property
    def best(self) -> int:
        return max(range(len(self.moves)), key=lambda i: (self.visits[i], self.means[i], -i))


Moves = list[tuple[int, ...]]
"""A node's macro-actions (a plan's codes, or a single disc or crown code); plans come best first.

Plans start without virtual visits: a head start at their static value was tried (3 visits) and showed no
gain in 3-player tournaments."""


def _macro_moves(state: State, keep: int, deadline: float | None = None, inner: bool = False) -> Moves:
    phase = state.phase
    if phase == DISC:
        return [(code,) for code in state.legal_actions()]
    if phase in (PLACE, MOVE):
        if inner:
            plans = turn_plans(state, keep, deadline, court_keep=INNER_COURTS, defend_keep=INNER_DEFEND)
        else:
            plans = turn_plans(state, keep, deadline)
        return [plan.codes for plan in plans]
    if phase == CROWN_PHASE:
        return [(best_crown(state),)]
    if phase == PILE:  # only at the root: inside the tree the greedy rule settles them (_settled_by_rule)
        return [(code,) for code in ranked_piles(state)[:ROOT_REFILL_CHOICES]]
    if phase == SWAP:
        return [(code,) for code in ranked_swaps(state)[:ROOT_REFILL_CHOICES]]
    return []


def _expand(node: Node, moves: Moves) -> None:
    """Give a node its moves, none visited yet."""
    node.moves = moves
    k = len(moves)
    node.n = [0] * k
    node.w = [0.0] * k
    node.kids = [{} for _ in range(k)]


def _roll(state: State, rng: Random) -> None:
    """Resolve pending dice (and their crowns, named by the greedy rule) at random."""
    rand = rng.random
    while True:
        if state.phase == CHANCE:
            state.apply_chance(int(rand() * 6))
        elif state.phase == CROWN_PHASE and state.in_refill():
            state.apply_trusted(best_crown(state))
        elif state.phase == PILE:  # variants' refill choices, by the greedy rule as crowns are
            state.apply_trusted(best_pile(state))
        elif state.phase == SWAP:
            state.apply_trusted(best_swap(state))
        else:
            return


def _node_key(state: State) -> tuple[int, ...]:
    """What the next decision's options depend on: dice outcomes that leave it equal share one child.

    The refill dice change only the roller's reserve (and the supply). The
    next player's plans do not depend on it, so the outcomes share that
    player's node and its statistics average over the dice as they are
    sampled; the roller's own next turn is keyed by its reserve, so each
    outcome that matters there gets its own subtree.
    """
    phase = state.phase
    if phase in (PLACE, MOVE):
        return _plan_key(state)
    if phase == DISC:
        return (DISC, state.to_act, *state.discs, *state.chosen, *state.court)
    return (phase, state.to_act)


def _plan_key(state: State) -> tuple[int, ...]:
    """Everything a turn's plans depend on; other players' reserves and the supply are left out.

    Different dice for the previous player lead to the same plans for this
    one, so a search lists them once.
    """
    p = state.to_act
    b = 5 * p
    return (
        p,
        state.phase,
        state.placed,
        state.to_place,
        state.chosen[p],
        state.emperor,
        *state.reserve[b : b + 5],
        *state.reg_start,
        *state.knights,
        *state.owner,
        *state.castles,
        *state.court,
        *state.control,
        *state.variant_key(p),
    )


class StrongPlayer(AIPlayer):
    """MCTS over macro-actions with an iteration or time budget."""

    name = "strong"

    def __init__(self, seed: int = 0, budget: Budget | None = None) -> None:
        super().__init__(seed, budget or Budget(seconds=DEFAULT_SECONDS))
        self.seed = seed
        self._plan: list[int] = []
        self._expect = ""
        self.last: SearchResult | None = None

    # -- the interface -----------------------------------------------------------

    def choose(self, state: State) -> int:
        started = time.perf_counter()
        if state.phase == CROWN_PHASE:
            return best_crown(state)
        if self._plan and state.digest() == self._expect:
            return self._next(state)
        result = self.search(state, started)
        self.last = result
        self._plan = list(result.moves[result.best])
        return self._next(state)

    def reason(self, state: State, code: int) -> str:
        if state.phase == CROWN_PHASE:
            return crown_reason(code)
        result = self.last
        if result is None:
            return ""
        i = result.best
        chance = f"{100 * result.means[i]:.0f} % to win by its estimate"
        if state.phase == DISC:
            return f"disc {code + 1}: {chance}"
        if state.phase in (PLACE, MOVE):
            return f"{describe_plan(state, (code, *self._plan))}; {chance}"
        return chance

    def _next(self, state: State) -> int:
        code = self._plan.pop(0)
        after = state.clone()
        after.apply_trusted(code)
        self._expect = after.digest()
        return code

    # -- the search ---------------------------------------------------------------

    def search(self, state: State, started: float | None = None) -> SearchResult:
        """Search from ``state``; a time budget counts from ``started`` (default: now).

        The loop stops when the next iteration, judged by the slowest so far,
        would pass the deadline, and plan enumeration itself stops at the
        deadline, so a timed search ends within its budget.
        """
        if started is None:
            started = time.perf_counter()
        seconds = self.budget.seconds
        deadline = started + seconds * TIME_SHARE if seconds else None
        rng = Random(f"{self.seed}/{state.digest()}")
        root = Node()
        _expand(root, _macro_moves(state, ROOT_PLANS, deadline))
        k = len(root.moves)
        iterations = 0
        if k > 1:
            limit = self.budget.iterations
            if limit is None and deadline is None:
                limit = DEFAULT_ITERATIONS
            clock = time.perf_counter
            plan_cache: dict[tuple[int, ...], Moves] = {}
            slowest = 0.0
            now = clock()
            while deadline is None or now + slowest < deadline:
                self._iterate(root, state, rng, deadline, plan_cache)
                iterations += 1
                if limit is not None and iterations >= limit:
                    break
                before, now = now, clock()
                if now - before > slowest:
                    slowest = now - before
        means = tuple(root.w[i] / root.n[i] if root.n[i] else 0.0 for i in range(k))
        return SearchResult(tuple(root.moves), tuple(root.n), means, iterations, time.perf_counter() - started)

    def _iterate(
        self,
        root: Node,
        root_state: State,
        rng: Random,
        deadline: float | None,
        plan_cache: dict[tuple[int, ...], Moves],
    ) -> None:
        s = root_state.clone()
        side_of = s.side_of
        me = side_of[s.to_act]
        sharp = s.rules.sides >= 3
        node = root
        path: list[tuple[Node, int, int]] = []
        while True:
            if s.phase == OVER:
                v = values(s)
                break
            if node.moves is None:
                if node.visits == 0:
                    node.visits = 1
                    v = values(s)
                    break
                rival = sharp and side_of[s.to_act] != me
                if s.phase == PLACE or s.phase == MOVE:
                    key = _plan_key(s)
                    moves = plan_cache.get(key)
                    if moves is None:
                        moves = plan_cache[key] = _macro_moves(s, INNER_PLANS, deadline, inner=True)
                    if rival:
                        moves = moves[:OPPONENT_PLANS_3]
                    _expand(node, moves)
                elif s.phase == DISC and rival:
                    values_by_disc = disc_values(s)
                    _expand(node, [(max(values_by_disc, key=lambda c: (values_by_disc[c], -c)),)])
                else:
                    _expand(node, _macro_moves(s, INNER_PLANS, deadline))
            side = side_of[s.to_act]
            i = self._select(node, s.phase == DISC)
            for code in node.moves[i]:
                s.apply_trusted(code)
            kids = node.kids[i]
            path.append((node, i, side))
            if not _settled_by_rule(s):
                key = _node_key(s)
                child = kids.get(key)
                if child is None:
                    child = kids[key] = Node()
            else:
                room = len(kids) < 1 + int(math.sqrt(node.n[i]) * CHANCE_WIDENING)
                before = s if room else s.clone()
                _roll(s, rng)
                key = _node_key(s)
                tries = 1
                while key not in kids and not room and tries < RESAMPLE_TRIES:
                    # double progressive widening: no room for a new outcome, so roll again until one
                    # seen before comes up (each then as often as the dice give it)
                    s = before.clone()
                    _roll(s, rng)
                    key = _node_key(s)
                    tries += 1
                child = kids.get(key)
                if child is None:
                    child = kids[key] = Node()
            node = child
        for parent, i, side in path:
            parent.n[i] += 1
            parent.w[i] += v[side]
            parent.visits += 1

    @staticmethod
    def _select(node: Node, all_moves: bool) -> int:
        k = len(node.moves or ())
        width = k if all_moves else min(k, 2 + int(math.sqrt(node.visits)))
        log_n = math.log(node.visits + 1)
        best, best_score = 0, -1.0
        n = node.n
        w = node.w
        for i in range(width):
            if n[i] == 0:
                return i
            score = w[i] / n[i] + EXPLORATION * math.sqrt(log_n / n[i])
            if score > best_score:
                best, best_score = i, score
        return best
