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

A turn that wins at once (``wins.winning_plan``) is the only move of its
node, at the root and inside the tree, and values are pulled toward a draw
by ``Settings.discount`` per level of depth when they are game ends: so a win now beats a win that
only looks certain later, the shortest win is preferred and the longest
loss. All tunables are fields of ``Settings``, an argument of the player.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from random import Random

from ..codes import crown_colour
from ..constants import CHANCE, CROWN_PHASE, DISC, MOVE, OVER, PLACE
from ..state import State, leader_of
from .base import AIPlayer, Budget
from .calibration import shown
from .evaluate import WIN, values
from .greedy import crown_reason, disc_values
from .model import shipped
from .plans import _court_need, best_crown, describe_plan, turn_plans
from .settings import SEARCH_SETTINGS, Settings
from .variant_hooks import phase_hook
from .wins import winning_plan

ROOT_REFILL_CHOICES = 4
"""A pile or swap choice of the player to act is searched among its best few by the greedy measure."""
DEFAULT_SECONDS = 1.0
TIME_SHARE = 0.97
"""Part of a time budget the search may use; the rest covers feeding the plan and noise."""
RESAMPLE_TRIES = 8
"""Rolls tried for an outcome seen before when an edge has no room for a new one."""


def _settled_by_rule(state: State) -> bool:
    """After a plan: dice, a refill's crowns and a variant's pile or swap choice are settled by ``_roll``
    (the greedy rule) and branch like dice, not as tree nodes (free-draw and early-roll name crowns right
    after the move)."""
    phase = state.phase
    return phase == CHANCE or phase_hook(state) is not None or (phase == CROWN_PHASE and state.in_refill())


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
    """Per root move, the mover's side's winning chance by the search, calibrated (``calibration.shown``): what
    the hint shows; 0.0 for a move not searched, which only orders moves (``chance`` says None for it)."""
    iterations: int
    seconds: float
    chances: tuple[tuple[float, ...], ...] = ()
    """Per root move, every side's chance, calibrated like ``means`` (for analysis); empty for a move not
    searched (a forced one without ``estimate``)."""
    won: bool = False
    """The best move wins the game now (found directly, no search needed)."""
    raw: tuple[tuple[float, ...], ...] = ()
    """``chances`` as the tree backed them up, before ``calibration.shown`` tempered them (what
    ``benchmarks/search_calibration.py`` fits the temperature to)."""

    @property
    def best(self) -> int:
        return max(range(len(self.moves)), key=lambda i: (self.visits[i], self.means[i], -i))

    def chance(self, i: int) -> float | None:
        """The mover's side's chance after root move ``i``; None where the search did not weigh it (a forced move
        played without ``estimate``, a move no iteration reached), never a 0 that only means "not searched"."""
        return self.means[i] if i < len(self.chances) and self.chances[i] else None


def leaf_values(state: State, settings: Settings) -> list[float]:
    """Each side's chance at a leaf of the search: the learned model's, or the hand-weighted estimate's."""
    if settings.model:
        return shipped().chances(state)
    return values(state, settings.weights)


def same_outcome(state: State, a: tuple[int, ...], b: tuple[int, ...]) -> bool:
    """Two decisions that leave the same position (a turn's placements in another order, say)."""
    if a == b:
        return True
    sa, sb = state.clone(), state.clone()
    for code in a:
        sa.apply_trusted(code)
    for code in b:
        sb.apply_trusted(code)
    return sa.digest() == sb.digest()


Moves = list[tuple[int, ...]]
"""A node's macro-actions (a plan's codes, or a single disc or crown code); plans come best first.

Plans start without virtual visits: a head start at their static value was tried (3 visits) and showed no
gain in 3-player tournaments."""


RIVAL_DISC_PLANS = 8
"""Plans judged exactly when an opponent's disc is chosen inside the tree (the rest by their quick score)."""
ROOT, INNER, RIVAL = range(3)
"""Which plan list a node gets: the root's full one, an inner node's cheaper one, or an opponent model's."""


def _macro_moves(state: State, settings: Settings, deadline: float | None = None, where: int = ROOT) -> Moves:
    phase = state.phase
    if phase == DISC:
        return [(code,) for code in state.legal_actions()]
    if phase in (PLACE, MOVE):
        win = winning_plan(state)
        if win is not None:
            return [win]
        w = settings.weights
        if where == ROOT:
            plans = turn_plans(state, settings.root_plans, deadline, defend_keep=settings.defend, weights=w)
        elif where == INNER:
            plans = turn_plans(
                state, settings.inner_plans, deadline, settings.inner_courts, settings.inner_defend, weights=w
            )
        else:
            plans = turn_plans(
                state, settings.rival_plans, deadline, settings.rival_courts, settings.inner_defend, weights=w
            )
        return [plan.codes for plan in plans]
    if phase == CROWN_PHASE:
        return [(best_crown(state),)]
    hook = phase_hook(state)  # a variant's choice: only at the root; inside the tree its rule settles it
    if hook is not None:
        return [(code,) for code in hook.ranked(state)[:ROOT_REFILL_CHOICES]]
    return []


def reach_disc_values(state: State, settings: Settings) -> dict[int, float]:
    """An opponent's disc inside the tree, by reach alone: the castles it could gain s steps away.

    For each step count, the region there is judged as if the opponent sent
    every knight of a colour its side controls there this turn (court moves
    ignored): a build or takeover it would then lead counts its castles
    (a takeover twice: the loser loses them), the last castles count as a
    win. A disc is worth the best within its reach less ``disc_cost`` per
    point, as in the greedy rule, at a small fraction of its cost (the
    greedy rule lists every plan of a hypothetical turn).
    """
    p = state.to_act
    side = state.side_of[p]
    castle = settings.weights.castle
    b = 5 * p
    reserve = state.reserve
    cside = state.colour_sides()
    own = sum(reserve[b + c] for c in range(5) if cside[c] == side)
    add = min(own, state.rules.per_turn)
    count = state.num_regions
    left = state.castles_left[side]
    reach = [0.0] * 6
    best = 0.0
    for steps in range(1, 6):
        r = (state.emperor + steps) % count
        o = state.owner[r]
        if o != side:
            st = state.strengths(r)
            st[side] += add
            if leader_of(st) == side:
                need = 1 if o < 0 else state.castles[r]
                gain = castle * need * (1 if o < 0 else 2)
                if left <= need:
                    gain += WIN
                best = max(best, gain)
        reach[steps] = best
    cost = settings.disc_cost
    return {code: reach[code + 1] - cost * (code + 1) for code in state.legal_actions()}


def _expand(node: Node, moves: Moves) -> Moves:
    """Give a node its moves, none visited yet; returns them (``node.moves`` now)."""
    node.moves = moves
    k = len(moves)
    node.n = [0] * k
    node.w = [0.0] * k
    node.kids = [{} for _ in range(k)]
    return moves


def _roll(state: State, rng: Random) -> None:
    """Resolve pending dice at random; crowns name the colour the roller's court fight needs most."""
    rand = rng.random
    while True:
        if state.phase == CHANCE:
            state.apply_trusted(int(rand() * 6))
        elif state.phase == CROWN_PHASE and state.in_refill():  # by court need alone: cheap inside the tree
            state.apply_trusted(max(state.legal_actions(), key=lambda code: _court_need(state, crown_colour(code))))
        elif (hook := phase_hook(state)) is not None:  # a variant's choice, by the greedy rule
            state.apply_trusted(hook.best(state))
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

    def __init__(self, seed: int = 0, budget: Budget | None = None, settings: Settings = SEARCH_SETTINGS) -> None:
        if budget is None or (budget.iterations is None and budget.seconds is None):
            budget = Budget(seconds=DEFAULT_SECONDS)
        super().__init__(seed, budget, settings)
        self.last: SearchResult | None = None

    # -- the interface -----------------------------------------------------------

    def choose(self, state: State) -> int:
        started = time.perf_counter()
        if state.phase == CROWN_PHASE:
            return best_crown(state)
        code = self.follow_plan(state)
        if code is not None:
            return code
        result = self.search(state, started, estimate=self.estimate)
        self.last = result
        return self.play_plan(state, result.moves[result.best])

    def reason(self, state: State, code: int) -> str:
        if state.phase == CROWN_PHASE:
            return crown_reason(code)
        result = self.last
        if result is None:
            return ""
        value = result.chance(result.best)
        chance = "" if value is None else f"{100 * value:.0f} % to win by its estimate"
        if state.phase == DISC:
            return f"disc {code + 1}: {chance}" if chance else f"disc {code + 1}"
        if state.phase in (PLACE, MOVE):
            plan = describe_plan(state, (code, *self._plan))
            return f"{plan}; {chance}" if chance else plan
        return chance

    # -- the search ---------------------------------------------------------------

    def search(
        self,
        state: State,
        started: float | None = None,
        include: tuple[int, ...] | None = None,
        estimate: bool = False,
    ) -> SearchResult:
        """Search from ``state``; a time budget counts from ``started`` (default: now).

        The loop stops when the next iteration, judged by the slowest so far,
        would pass the deadline, and plan enumeration itself stops at the
        deadline, so a timed search ends within its budget. ``include`` (the
        codes of a turn or disc someone played) joins the root's moves, tried
        first, so an analysis can compare it with the search's choice. With ``estimate`` a single (forced) move is
        searched too, for the chances after it, where play needs no search at all, and at least one iteration runs
        even when the time is up before it (plan enumeration can spend a tiny budget): the chances asked for are
        the search's, never made up for a move it did not weigh.
        """
        if started is None:
            started = time.perf_counter()
        seconds = self.budget.seconds
        deadline = started + seconds * TIME_SHARE if seconds else None
        rng = Random(f"{self.seed}/{state.digest()}")
        root = Node()
        moves = _macro_moves(state, self.settings, deadline)
        if include is not None and not any(same_outcome(state, move, include) for move in moves):
            moves.insert(0, include)
        _expand(root, moves)
        k = len(moves)
        iterations = 0
        sides = state.rules.sides
        sums = [[0.0] * sides for _ in range(k)]
        if k == 1 and state.phase in (PLACE, MOVE) and len(moves[0]) > 0:
            after = state.clone()
            for code in moves[0]:
                after.apply_trusted(code)
            if after.is_terminal() and not after.draw and after.winner == state.side_of[state.to_act]:
                final = tuple(values(after))
                return SearchResult(
                    tuple(moves), (0,), (1.0,), 0, time.perf_counter() - started, (final,), True, (final,)
                )
        if k > 1 or (estimate and k == 1):
            limit = self.budget.iterations
            clock = time.perf_counter
            plan_cache: dict[tuple[int, ...], Moves] = {}
            slowest = 0.0
            now = clock()
            while deadline is None or now + slowest < deadline or (estimate and iterations == 0):
                first, v = self._iterate(root, state, rng, deadline, plan_cache)
                row = sums[first]
                for t in range(sides):
                    row[t] += v[t]
                iterations += 1
                if limit is not None and iterations >= limit:
                    break
                before, now = now, clock()
                if now - before > slowest:
                    slowest = now - before
        raw = tuple(tuple(x / root.n[i] for x in sums[i]) if root.n[i] else () for i in range(k))
        chances = tuple(shown(row, state.rules.players) if row else () for row in raw)
        mover = state.side_of[state.to_act]
        means = tuple(row[mover] if row else 0.0 for row in chances)
        return SearchResult(
            tuple(moves), tuple(root.n), means, iterations, time.perf_counter() - started, chances, raw=raw
        )

    def _iterate(
        self,
        root: Node,
        root_state: State,
        rng: Random,
        deadline: float | None,
        plan_cache: dict[tuple[int, ...], Moves],
    ) -> tuple[int, list[float]]:
        """One descent and back-up; returns the root move taken and the leaf's values per side."""
        settings = self.settings
        s = root_state.clone()
        side_of = s.side_of
        me = side_of[s.to_act]
        sharp = s.rules.sides >= 3 or (settings.team_rivals and s.n == 4)
        node = root
        path: list[tuple[Node, int, int]] = []
        while True:
            if s.phase == OVER:
                v = leaf_values(s, settings)
                break
            expanded = node.moves
            if expanded is None:
                if node.visits == 0:
                    node.visits = 1
                    v = leaf_values(s, settings)
                    break
                rival = sharp and side_of[s.to_act] != me
                if s.phase == PLACE or s.phase == MOVE:
                    key = _plan_key(s)
                    if rival:
                        key = (-1, *key)
                    moves = plan_cache.get(key)
                    if moves is None:
                        moves = plan_cache[key] = _macro_moves(s, settings, deadline, RIVAL if rival else INNER)
                    expanded = _expand(node, moves)
                elif s.phase == DISC and rival:
                    if settings.rival_disc:
                        by_disc = reach_disc_values(s, settings)
                    else:
                        by_disc = disc_values(
                            s, settings.disc_cost, settings.weights, settings.rival_courts, 0, RIVAL_DISC_PLANS
                        )
                    expanded = _expand(node, [(max(by_disc, key=lambda c: (by_disc[c], -c)),)])
                else:
                    expanded = _expand(node, _macro_moves(s, settings, deadline, INNER))
            side = side_of[s.to_act]
            i = self._select(node, s.phase == DISC)
            for code in expanded[i]:
                s.apply_trusted(code)
            kids = node.kids[i]
            path.append((node, i, side))
            if not _settled_by_rule(s):
                key = _node_key(s)
                child = kids.get(key)
                if child is None:
                    child = kids[key] = Node()
            else:
                room = len(kids) < 1 + int(math.sqrt(node.n[i]) * settings.chance_widening)
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
        # a game end is pulled toward a draw by how far below each edge it lies (a win sooner is worth more, a
        # loss later less bad); a judged leaf is not: pulling estimates by depth cost strength (measured: 25/40
        # against greedy at 1000 iterations with every leaf pulled, 33/40 with none, the same games)
        gamma = settings.discount if s.phase == OVER else 1.0
        depth = len(path)
        for d, (parent, i, side) in enumerate(path):
            x = v[side]
            if gamma != 1.0:
                x = 0.5 + (x - 0.5) * gamma ** (depth - d)
            parent.n[i] += 1
            parent.w[i] += x
            parent.visits += 1
        if gamma != 1.0 and depth:
            f = gamma**depth
            v = [0.5 + (x - 0.5) * f for x in v]
        return path[0][1] if path else 0, v

    def _select(self, node: Node, all_moves: bool) -> int:
        k = len(node.moves or ())
        settings = self.settings
        width = k if all_moves else min(k, 2 + int(settings.widening * math.sqrt(node.visits)))
        log_n = math.log(node.visits + 1)
        best, best_score = 0, -1.0
        n = node.n
        w = node.w
        c = settings.c
        for i in range(width):
            if n[i] == 0:
                return i
            score = w[i] / n[i] + c * math.sqrt(log_n / n[i])
            if score > best_score:
                best, best_score = i, score
        return best
