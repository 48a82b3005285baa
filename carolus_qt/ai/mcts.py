"""The strong level: Monte Carlo tree search over whole turns, dice as chance.

The tree's moves are macro-actions: a disc, or a whole turn plan from
``plans.turn_plans`` (court part, region part, emperor steps), so the
compound turn costs one branching, not four. Widening is progressive: a
node considers more of its plans (best first by the static score) as its
visits grow. After each plan the refill dice are rolled from the search's
own generator and the child is looked up by the faces that came up, so
every chance outcome has its own subtree and values average over dice as
they should (crowns inside the tree are named by the greedy rule). Leaves
are judged by ``evaluate.values``; no random rollouts, which tell little in
this game and cost a lot.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from random import Random

from ..constants import CHANCE, CROWN_PHASE, DISC, MOVE, OVER, PLACE
from ..state import State
from .base import AIPlayer, Budget
from .evaluate import values
from .greedy import crown_reason
from .plans import best_crown, describe_plan, turn_plans

EXPLORATION = 0.6
ROOT_PLANS = 16
INNER_PLANS = 6
INNER_COURTS = 3
"""Inner nodes try only this many court parts of each size (the best by the control they leave)."""
INNER_DEFEND = 1
"""Inner nodes' plans may defend only the region most at stake."""
DEFAULT_SECONDS = 1.0
DEFAULT_ITERATIONS = 1000
"""Used only when a budget names neither iterations nor seconds."""
TIME_SHARE = 0.97
"""Part of a time budget the search may use; the rest covers feeding the plan and noise."""
CHANCE_WIDENING = 0.5
"""Distinct dice outcomes an edge may hold grow as this times sqrt(visits)."""


class Node:
    __slots__ = ("kids", "moves", "n", "seq", "visits", "w")

    def __init__(self, seq: tuple[int, ...] = ()) -> None:
        self.seq = seq
        """The dice (and crowns) that led here from the parent's plan, to replay them."""
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


def _macro_moves(state: State, keep: int, deadline: float | None = None, inner: bool = False) -> list[tuple[int, ...]]:
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
    return []


def _roll(state: State, rng: Random) -> tuple[int, ...]:
    """Resolve pending dice (and their crowns) at random; the key of the outcome."""
    key: list[int] = []
    rand = rng.random
    while True:
        if state.phase == CHANCE:
            face = int(rand() * 6)
            key.append(face)
            state._roll(face)
        elif state.phase == CROWN_PHASE and state.round > 0 and state.dice_left >= 0 and _in_refill(state):
            code = best_crown(state)
            key.append(10 + code)
            state._apply(code)
        else:
            return tuple(key)


def _outcome_key(state: State, roller: int) -> tuple[int, ...]:
    """What a refill changed: the roller's reserve and the supply (the order of the dice does not matter)."""
    b = 5 * roller
    return (*state.reserve[b : b + 5], *state.supply)


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
    )


def _replay(state: State, key: tuple[int, ...]) -> None:
    """Put a chance outcome seen before back on ``state`` (faces, and crowns as 10 + code)."""
    for item in key:
        if item >= 10:
            state._apply(item - 10)
        else:
            state._roll(item)


def _in_refill(state: State) -> bool:
    """A crown phase inside a turn (not a setup crown): the roller is the player whose turn it is."""
    return state.action_order[state.turn_idx] == state.to_act and state.round > 0


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
        after._apply(code)
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
        root.moves = _macro_moves(state, ROOT_PLANS, deadline)
        k = len(root.moves)
        root.n = [0] * k
        root.w = [0.0] * k
        root.kids = [{} for _ in range(k)]
        iterations = 0
        if k > 1:
            limit = self.budget.iterations
            if limit is None and deadline is None:
                limit = DEFAULT_ITERATIONS
            clock = time.perf_counter
            plan_cache: dict[tuple[int, ...], list[tuple[int, ...]]] = {}
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
        plan_cache: dict[tuple[int, ...], list[tuple[int, ...]]],
    ) -> None:
        s = root_state.clone()
        side_of = s.side_of
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
                if s.phase == PLACE or s.phase == MOVE:
                    key = _plan_key(s)
                    moves = plan_cache.get(key)
                    if moves is None:
                        moves = plan_cache[key] = _macro_moves(s, INNER_PLANS, deadline, inner=True)
                    node.moves = moves
                else:
                    node.moves = _macro_moves(s, INNER_PLANS, deadline)
                k = len(node.moves)
                node.n = [0] * k
                node.w = [0.0] * k
                node.kids = [{} for _ in range(k)]
            roller = s.to_act
            side = side_of[roller]
            i = self._select(node, s.phase == DISC)
            for code in node.moves[i]:
                s._apply(code)
            kids = node.kids[i]
            path.append((node, i, side))
            if s.phase != CHANCE:
                child = kids.get(())
                if child is None:
                    child = kids[()] = Node()
            elif len(kids) < 1 + int(math.sqrt(node.n[i]) * CHANCE_WIDENING):
                seq = _roll(s, rng)
                key = _outcome_key(s, roller)
                child = kids.get(key)
                if child is None:
                    child = kids[key] = Node(seq)
            else:  # double progressive widening: revisit an outcome seen before, as often as it came up
                nodes = list(kids.values())
                child = rng.choices(nodes, [c.visits + 1 for c in nodes])[0]
                _replay(s, child.seq)
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
