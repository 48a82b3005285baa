"""Whole-turn plans: the placements and the move, judged together.

A turn is 3 or 4 placements and a move, far too many orderings to search
one by one. Only two things about placements matter this turn: which
colours go to court (control) and which go to the region the emperor will
stop on (the majority there). So a plan is a court part, a region part
dropped on the target region (or on one threatened region of one's own, to
defend it), and a step count; orderings and equivalent spreads are not
generated at all. Each plan is played out on a clone and judged by
``evaluate.scores``.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from time import perf_counter

from ..constants import COLOURS, COURT, CROWN_BASE, MOVE, MOVE_BASE, PLACE, PLACE_BASE
from ..state import State
from .evaluate import CASTLE, DEFAULT_WEIGHTS, WIN, Weights, region_term, region_terms, scores


@dataclass(frozen=True, slots=True)
class Plan:
    codes: tuple[int, ...]
    """Action codes, in the order to play them."""
    value: float
    """Score margin of the acting side after the plan (before the refill)."""


def sub_multisets(counts: list[int] | tuple[int, ...], total: int) -> Iterator[tuple[int, ...]]:
    """Every per-colour vector v <= counts with sum(v) == total (remembered: searches ask for the same ones often)."""
    return iter(_sub_multisets_cached(tuple(counts), total))


@lru_cache(maxsize=4096)
def _sub_multisets_cached(counts: tuple[int, ...], total: int) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(v) for v in _sub_multisets(list(counts), total))


def _sub_multisets(counts: list[int], total: int, start: int = 0) -> Iterator[list[int]]:
    if total == 0:
        yield [0] * len(counts)
        return
    if start == len(counts):
        return
    rest = sum(counts[start + 1 :])
    for k in range(min(counts[start], total), -1, -1):
        if total - k > rest:
            break
        for tail in _sub_multisets(counts, total - k, start + 1):
            v = tail[:]
            v[start] = k
            yield v


def margin(state: State, side: int, w: Weights = DEFAULT_WEIGHTS) -> float:
    return score_margin(scores(state, w), side)


def score_margin(sc: list[float], side: int) -> float:
    """How far ``side``'s score leads the best other side's (negative when behind)."""
    return sc[side] - max(sc[t] for t in range(len(sc)) if t != side)


def _codes(vector: list[int], dest: int) -> list[int]:
    return [PLACE_BASE + 16 * c + dest for c in range(5) for _ in range(vector[c])]


DEFEND_REGIONS = 3
"""Regions besides the emperor's target where a plan may drop its region knights to defend."""


def _threatened_regions(state: State, side: int) -> list[int]:
    """Regions worth a defending knight, most at stake first.

    Own regions where another side is at least as strong, and empty regions
    where another side leads (its next castle; its last one weighs most).
    """
    scored = []
    left = state.castles_left
    for r in range(state.num_regions):
        o = state.owner[r]
        if o >= 0 and o != side:
            continue
        st = state.strengths(r)
        if o == side:
            mine = st[side]
            rivals = [t for t in range(len(st)) if t != side and st[t] >= mine]
            if rivals:
                k = state.castles[r]
                finish = any(left[t] <= k for t in rivals)
                scored.append((k + (CASTLE if finish else 0), r))
        else:
            best = max(st)
            if best > 0 and st.count(best) == 1 and st.index(best) != side:
                scored.append((1 + (CASTLE if left[st.index(best)] <= 1 else 0), r))
    scored.sort(key=lambda item: -item[0])
    return [r for _, r in scored[:DEFEND_REGIONS]]


MERGE_BONUS = 1.5
"""A merged region is harder to take; the static score does not see that."""


def _strengths_with(base: State, r: int, added: list[int] | None) -> list[int]:
    st = [0] * base.rules.sides
    side_of = base.side_of
    control = base.control
    kn = base.knights
    b = 5 * r
    for c in range(5):
        q = control[c]
        if q >= 0:
            st[side_of[q]] += kn[b + c] + (added[c] if added else 0)
    o = base.owner[r]
    if o >= 0:
        st[o] += base.castles[r]
    return st


def _fast_margin(
    base: State,
    sc_base: list[float],
    terms: list[tuple[int, float, int]],
    side: int,
    dest: int,
    added: list[int],
    r: int,
    w: Weights = DEFAULT_WEIGHTS,
) -> float:
    """The plan's score margin, changing only what the plan touches (dest's knights, target r's castles)."""
    sc = sc_base[:]

    def retract(region: int) -> None:
        lead, swing, loser = terms[region]
        if lead >= 0:
            sc[lead] -= swing
            if loser >= 0:
                sc[loser] += swing

    if dest >= 0 and dest != r:
        retract(dest)
        lead, swing, loser = region_term(
            _strengths_with(base, dest, added), base.owner[dest], base.castles[dest], base.castles_left, w
        )
        if lead >= 0:
            sc[lead] += swing
            if loser >= 0:
                sc[loser] -= swing
    retract(r)
    st = _strengths_with(base, r, added if dest == r else None)
    best = max(st)
    o = base.owner[r]
    k = base.castles[r]
    leader = st.index(best) if best > 0 and st.count(best) == 1 else -1
    if leader >= 0 and leader != o:
        left = base.castles_left[leader] + (k if o == leader else 0)
        need = 1 if o < 0 else k
        put = need if need <= left else left
        sc[leader] += w.castle * put
        if o >= 0:
            sc[o] -= w.castle * k
        if left == put:
            sc[leader] += WIN
        count = len(base.owner)
        for nb in ((r - 1) % count, (r + 1) % count):
            if base.owner[nb] == leader:
                sc[leader] += MERGE_BONUS
    else:
        lead, swing, loser = region_term(st, o, k, base.castles_left, w)
        if lead >= 0:
            sc[lead] += swing
            if loser >= 0:
                sc[loser] -= swing
    return score_margin(sc, side)


PER_EFFECT = 2
"""Region parts kept per distinct effect on the sides' strengths (the rest differ only in what stays in reserve)."""


def _contested(state: State, p: int) -> list[float]:
    """Per colour, how much a knight of it is worth keeping in reserve: court fights within reach."""
    n = state.n
    side_of = state.side_of
    court = state.court
    out = []
    for c in range(5):
        mine = court[5 * p + c]
        rival = max((court[5 * q + c] for q in range(n) if side_of[q] != side_of[p]), default=0)
        out.append(1.0 if -1 <= rival - mine <= 2 else 0.0)
    return out


def _representatives(
    base: State, parts: Iterator[list[int]], contested: list[float]
) -> list[tuple[list[int], list[list[int]]]]:
    """Region parts grouped by their effect on the sides' strengths: (one of them, the few worth trying).

    Parts with one effect score alike this turn; of those, the ones that
    keep contested colours back in reserve are tried.
    """
    side_of = base.side_of
    cside = [side_of[q] if q >= 0 else -1 for q in base.control]
    groups: dict[tuple[int, ...], list[tuple[float, list[int]]]] = {}
    sides = base.rules.sides
    for v in parts:
        effect = [0] * (sides + 1)
        for c in range(5):
            if v[c]:
                effect[cside[c]] += v[c]
        cost = sum(v[c] * contested[c] for c in range(5))
        groups.setdefault(tuple(effect[:sides]), []).append((cost, v))
    out = []
    for members in groups.values():
        members.sort(key=lambda item: item[0])
        out.append((members[0][1], [v for _, v in members[:PER_EFFECT]]))
    return out


COURT_TIEBREAK = 0.3
"""Cheap mode: worth of a court knight in a contested colour, to order court parts of equal control."""


def _with_court(state: State, court_part: list[int]) -> State:
    base = state.clone()
    for code in _codes(court_part, COURT):
        base._apply(code)
    return base


def _control_after(state: State, p: int, court_part: list[int]) -> tuple[int, ...]:
    """Control of each colour once ``court_part`` joins p's court (RULES.md: strictly more than every other)."""
    court = state.court
    control = list(state.control)
    n = state.n
    for c in range(5):
        v = court_part[c]
        if v and control[c] != p:
            mine = court[5 * p + c] + v
            if all(court[5 * q + c] < mine for q in range(n) if q != p):
                control[c] = p
    return tuple(control)


def turn_plans(
    state: State,
    keep: int = 24,
    deadline: float | None = None,
    court_keep: int | None = None,
    defend_keep: int = DEFEND_REGIONS,
    weights: Weights = DEFAULT_WEIGHTS,
) -> list[Plan]:
    """The ``keep`` best plans for the rest of the acting player's turn, best first.

    Every plan is scored incrementally (only the regions it touches); the
    best ``keep`` are then played out on clones and scored exactly. With
    ``court_keep`` (a cheaper list for inner search nodes), only that many
    court parts of each size are tried, the best by the control they leave,
    and ``defend_keep`` limits the regions a plan may defend. ``weights`` are the evaluation's.
    Past ``deadline`` (a ``time.perf_counter`` value) the enumeration stops
    early with what it has, so a timed search never waits on it.
    """
    p = state.to_act
    side = state.rules.side_of[p]
    if state.phase == MOVE:
        k = 0
    elif state.phase == PLACE:
        k = state.to_place - state.placed
    else:
        raise ValueError("turn plans start in the place or move phase")
    reserve = state.reserve[5 * p : 5 * p + 5]
    disc = state.chosen[p]
    count = state.num_regions
    moves = range(1, disc + 1)
    rough: list[tuple[float, list[int], list[int], int, int]] = []
    defend = _threatened_regions(state, side)[:defend_keep] if k else []
    zero = [0] * 5
    contested = _contested(state, p)
    courts: list[tuple[float, list[int], State, list[float], list[tuple[int, float, int]]]] = []
    by_control: dict[tuple[int, ...], tuple[float, State, list[float], list[tuple[int, float, int]]]] = {}
    for total in range(k, -1, -1):
        of_size = []
        for court_part in sub_multisets(reserve, total):
            if court_keep is None:
                base = _with_court(state, court_part)
                sc_base = scores(base, weights)
                own = score_margin(sc_base, side)
                of_size.append((own, court_part, base, sc_base, region_terms(base, weights)))
                continue
            # cheap mode: parts that leave the same control share one judged position;
            # among them, those that strengthen contested court rows come first
            control = _control_after(state, p, court_part)
            entry = by_control.get(control)
            if entry is None:
                base = _with_court(state, court_part)
                sc_base = scores(base, weights)
                own = score_margin(sc_base, side)
                entry = by_control[control] = (own, base, sc_base, region_terms(base, weights))
            own, base, sc_base, terms = entry
            bonus = COURT_TIEBREAK * sum(court_part[c] * contested[c] for c in range(5))
            of_size.append((own + bonus, court_part, base, sc_base, terms))
        if court_keep is not None and len(of_size) > court_keep:
            of_size.sort(key=lambda item: -item[0])
            of_size = of_size[:court_keep]
        courts.extend(of_size)
        if deadline is not None and perf_counter() > deadline:
            break
    for _, court_part, base, sc_base, terms in courts:
        if deadline is not None and rough and perf_counter() > deadline:
            break
        rest = k - sum(court_part)
        if rest == 0:
            for s in moves:
                target = (state.emperor + s) % count
                value = _fast_margin(base, sc_base, terms, side, -1, zero, target, weights)
                rough.append((value, court_part, zero, -1, s))
            continue
        left = [reserve[c] - court_part[c] for c in range(5)]
        groups = _representatives(base, sub_multisets(left, rest), contested)
        for s in moves:
            target = (state.emperor + s) % count
            dests = [target, *(d for d in defend if d != target)]
            for dest in dests:
                for sample, members in groups:
                    value = _fast_margin(base, sc_base, terms, side, dest, sample, target, weights)
                    for region_part in members:
                        rough.append((value, court_part, region_part, dest, s))
    rough.sort(key=lambda item: -item[0])
    plans = []
    for _, court_part, region_part, dest, s in rough[:keep]:
        codes = (
            *_codes(court_part, COURT),
            *(_codes(region_part, state.reg_start[dest]) if dest >= 0 else ()),
            MOVE_BASE + s - 1,
        )
        st = state.clone()
        for code in codes:
            st._apply(code)
        plans.append(Plan(codes, margin(st, side, weights)))
    plans.sort(key=lambda plan: -plan.value)
    return plans


def best_crown(state: State) -> int:
    """The crown colour that leaves the roller's side best placed."""
    side = state.rules.side_of[state.to_act]
    best, best_value = -1, float("-inf")
    for code in state.legal_actions():
        st = state.clone()
        st._apply(code)
        # the knight lands in reserve: judge by the court it could build
        value = margin(st, side) + _court_need(state, code - CROWN_BASE)
        if value > best_value:
            best, best_value = code, value
    return best


def _court_need(state: State, c: int) -> float:
    """How much one more knight of colour c would help the roller's court fight."""
    p = state.to_act
    n = state.n
    side_of = state.rules.side_of
    mine = state.court[5 * p + c] + state.reserve[5 * p + c]
    rival = max((state.court[5 * q + c] for q in range(n) if side_of[q] != side_of[p]), default=0)
    on_board = sum(state.knights[i] for i in range(c, len(state.knights), 5))
    gap = rival - mine
    closeness = 1.0 if -2 <= gap <= 1 else 0.3
    return closeness * (0.5 + 0.1 * on_board)


def describe_plan(state: State, codes: tuple[int, ...]) -> str:
    """Words for a plan, for hints: what it achieves first, then what goes where.

    E.g. "takes control of yellow and takes 3 castles from player 1 in
    region 3, merging regions (court: 2 yellow; region 3: 1 yellow; emperor
    2 steps)". Regions are named by their first province, as in records.
    """
    st = state.clone()
    p = st.to_act
    teams = st.n == 4
    court: dict[str, int] = {}
    regions: dict[int, dict[str, int]] = {}
    before_control = st.control[:]
    outcome = ""
    steps = 0
    for code in codes:
        if PLACE_BASE <= code < MOVE_BASE:
            c, d = divmod(code - PLACE_BASE, 16)
            colour = COLOURS[c]
            if d == COURT:
                court[colour] = court.get(colour, 0) + 1
            else:
                regions.setdefault(d, {})
                regions[d][colour] = regions[d].get(colour, 0) + 1
        elif MOVE_BASE <= code < CROWN_BASE:
            steps = code - MOVE_BASE + 1
            target = st.reg_start[(st.emperor + steps) % st.num_regions]
            st._apply(code)
            event = st.last_event
            if event and event[0] == "build":
                outcome = f"builds a castle in region {target}"
            elif event and event[0] == "takeover":
                loser = f"team {event[3]}" if teams else f"player {event[3]}"
                outcome = f"takes {event[4]} castle{'s' if event[4] > 1 else ''} from {loser} in region {target}"
            else:
                outcome = f"moves the emperor to region {target}, where nothing changes hands"
            if event and "merged" in event:
                outcome += ", merging regions"
            if st.is_over() and st.winner == st.side_of[p]:
                outcome += ", and wins"
            continue
        st._apply(code)
    gained = [COLOURS[c] for c in range(5) if st.control[c] == p and before_control[c] != p]
    head = []
    if gained:
        head.append(f"takes control of {', '.join(gained)}")
    if outcome:
        head.append(outcome)
    details = []
    if court:
        details.append("court: " + ", ".join(f"{k} {c}" for c, k in court.items()))
    for d, cols in regions.items():
        details.append(f"region {d}: " + ", ".join(f"{k} {c}" for c, k in cols.items()))
    if steps:
        details.append(f"emperor {steps} step{'s' if steps > 1 else ''}")
    text = " and ".join(head)
    if details:
        text = f"{text} ({'; '.join(details)})" if text else "; ".join(details)
    return text
