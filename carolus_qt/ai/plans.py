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

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from time import perf_counter
from typing import TypedDict

from .. import codes as encode
from ..constants import COLOURS, COURT, MOVE, PLACE
from ..state import State
from .evaluate import CASTLE, DEFAULT_WEIGHTS, WIN, Weights, region_term, region_terms, scores
from .sums import dot
from .variant_hooks import variant_plans


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


def _codes(vector: Sequence[int], dest: int) -> list[int]:
    return [encode.place(c, dest) for c in range(5) for _ in range(vector[c])]


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
            result = state.outcome(r, st)
            if result.kind == "build" and result.side != side:
                scored.append((1 + (CASTLE if result.wins else 0), r))
    scored.sort(key=lambda item: -item[0])
    return [r for _, r in scored[:DEFEND_REGIONS]]


MERGE_BONUS = 1.5
"""A merged region is harder to take; the static score does not see that."""


def _fast_margin(
    base: State,
    sc_base: list[float],
    terms: list[tuple[int, float, int]],
    side: int,
    dest: int,
    added: Sequence[int],
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
            base.strengths(dest, added), base.owner[dest], base.castles[dest], base.castles_left, w
        )
        if lead >= 0:
            sc[lead] += swing
            if loser >= 0:
                sc[loser] -= swing
    retract(r)
    st = base.strengths(r, added if dest == r else None)
    o = base.owner[r]
    k = base.castles[r]
    result = base.outcome(r, st)  # the engine's rule, judged with the plan's knights added
    if result.kind != "nothing":
        leader = result.side
        sc[leader] += w.castle * result.castles
        if o >= 0:
            sc[o] -= w.castle * k
        if result.wins:
            sc[leader] += WIN
        sc[leader] += MERGE_BONUS * len(base.merging_neighbours(r, leader))
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
    base: State, parts: Iterable[Sequence[int]], contested: list[float]
) -> list[tuple[Sequence[int], list[Sequence[int]]]]:
    """Region parts grouped by their effect on the sides' strengths: (one of them, the few worth trying).

    Parts with one effect score alike this turn; of those, the ones that
    keep contested colours back in reserve are tried.
    """
    cside = base.colour_sides()
    groups: dict[tuple[int, ...], list[tuple[float, Sequence[int]]]] = {}
    sides = base.rules.sides
    for v in parts:
        effect = [0] * (sides + 1)
        for c in range(5):
            if v[c]:
                effect[cside[c]] += v[c]
        cost = dot(v, contested)
        groups.setdefault(tuple(effect[:sides]), []).append((cost, v))
    out = []
    for members in groups.values():
        members.sort(key=lambda item: item[0])
        out.append((members[0][1], [v for _, v in members[:PER_EFFECT]]))
    return out


COURT_TIEBREAK = 0.3
"""Cheap mode: worth of a court knight in a contested colour, to order court parts of equal control."""


def _with_court(state: State, court_part: Sequence[int]) -> State:
    base = state.clone()
    for code in _codes(court_part, COURT):
        base.apply_trusted(code)
    return base


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
    if not state.rules.standard:  # a variant may plan the turn its own way (jokers)
        planned = variant_plans(state, keep, deadline, court_keep, defend_keep)
        if planned is not None:
            return planned
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
    rough: list[tuple[float, tuple[int, ...], Sequence[int], int, int]] = []
    defend = _threatened_regions(state, side)[:defend_keep] if k else []
    zero = [0] * 5
    contested = _contested(state, p)
    courts: list[tuple[float, tuple[int, ...], State, list[float], list[tuple[int, float, int]]]] = []
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
            control = state.control_after(p, court_part)
            entry = by_control.get(control)
            if entry is None:
                base = _with_court(state, court_part)
                sc_base = scores(base, weights)
                own = score_margin(sc_base, side)
                entry = by_control[control] = (own, base, sc_base, region_terms(base, weights))
            own, base, sc_base, terms = entry
            bonus = COURT_TIEBREAK * dot(court_part, contested)
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
            encode.move(s),
        )
        st = state.clone()
        for code in codes:
            st.apply_trusted(code)
        plans.append(Plan(codes, margin(st, side, weights)))
    plans.sort(key=lambda plan: -plan.value)
    return plans


def best_crown(state: State) -> int:
    """The crown colour that leaves the roller's side best placed."""
    side = state.rules.side_of[state.to_act]
    best, best_value = -1, float("-inf")
    for code in state.legal_actions():
        st = state.clone()
        st.apply_trusted(code)
        # the knight lands in reserve: judge by the court it could build
        value = margin(st, side) + _court_need(state, encode.crown_colour(code))
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


@dataclass(frozen=True)
class Placement:
    """Knights of one colour a plan puts in one place."""

    colour: str
    count: int
    province: int | None
    """The first province of the region, or None for the player's court."""
    helps_side: int | None = None
    """The side whose strength the knights add to there (who controls the colour after the plan), if any."""
    jokers: int = 0
    """How many of them are jokers named this colour (deferred-jokers)."""


@dataclass(frozen=True)
class Risk:
    """A region another side leads after the plan: it may build or take there when the emperor comes."""

    side: int
    provinces: tuple[int, ...]
    castles: int
    """Castles at stake there (0: an empty region it would build in)."""
    lead: int
    """Its strength over the strongest other side's."""


@dataclass(frozen=True)
class PlanFacts:
    """What a whole turn (placements and move) does, as data the window words from the player's side."""

    player: int
    side: int
    placements: tuple[Placement, ...]
    control_gained: tuple[tuple[str, int], ...]
    """(colour, previous controller or -1) for each colour the player takes control of."""
    steps: int = 0
    target: tuple[int, ...] = ()
    """Provinces of the region the emperor stops on (before any merge)."""
    event: str = "none"
    """``build``, ``takeover`` or ``none`` where the emperor stops."""
    event_side: int = -1
    """The side that builds or takes over there (possibly not the player's)."""
    from_side: int = -1
    castles: int = 0
    """Castles taken over (1 for a build)."""
    merged: tuple[int, ...] = ()
    """Provinces of the merged region, when the new castles join neighbours."""
    winner: int = -1
    """The side that wins at once with this turn, if the game ends."""
    risks: tuple[Risk, ...] = ()


class _MoveFacts(TypedDict, total=False):
    """The ``PlanFacts`` fields the plan's move fills (the others keep their defaults)."""

    steps: int
    target: tuple[int, ...]
    event: str
    event_side: int
    from_side: int
    castles: int
    merged: tuple[int, ...]
    winner: int


def explain_plan(state: State, codes: tuple[int, ...]) -> PlanFacts:
    """What ``codes`` (the rest of the acting player's turn) achieve and leave open, played out on a clone."""
    st = state.clone()
    p = st.to_act
    side = st.side_of[p]
    before_control = st.control[:]
    counts: dict[tuple[str, int | None], int] = {}
    jokers: dict[tuple[str, int | None], int] = {}
    facts: _MoveFacts = {}
    numbering = st.rules.codes
    for code in codes:
        placement = numbering.placement(code)
        if placement is not None:
            c, d, joker = placement
            key = (COLOURS[c], None if d == COURT else d)
            counts[key] = counts.get(key, 0) + 1
            if joker:
                jokers[key] = jokers.get(key, 0) + 1
        elif encode.is_move(code):
            steps = encode.move_steps(code)
            r = (st.emperor + steps) % st.num_regions
            facts["steps"] = steps
            facts["target"] = tuple(st.region_provinces(r))
            st.apply_trusted(code)
            event = st.last_event
            if event and event[0] == "build":
                facts.update({"event": "build", "event_side": event[1], "castles": 1})
            elif event and event[0] == "takeover":
                facts.update({"event": "takeover", "event_side": event[1], "from_side": event[3], "castles": event[4]})
            if event and "merged" in event:
                facts["merged"] = tuple(st.region_provinces(st.emperor))
            if st.is_terminal():
                facts["winner"] = st.winner
            continue
        st.apply_trusted(code)
    controller_side = [s if s >= 0 else None for s in st.colour_sides()]
    placements = tuple(
        Placement(
            colour,
            k,
            province,
            None if province is None else controller_side[COLOURS.index(colour)],
            jokers.get((colour, province), 0),
        )
        for (colour, province), k in counts.items()
    )
    gained = tuple((COLOURS[c], before_control[c]) for c in range(5) if st.control[c] == p and before_control[c] != p)
    risks: list[Risk] = []
    if not st.is_terminal():
        for r in range(st.num_regions):
            strengths = st.strengths(r)
            result = st.outcome(r, strengths)
            leader = result.side
            if result.kind == "nothing" or leader == side:
                continue
            best = strengths[leader]
            others = max(v for t, v in enumerate(strengths) if t != leader)
            if st.owner[r] == side or (st.owner[r] < 0 and st.castles_left[leader] <= 2):
                risks.append(Risk(leader, tuple(st.region_provinces(r)), st.castles[r], best - others))
        risks.sort(key=lambda risk: (-risk.castles, -risk.lead))
    return PlanFacts(p, side, placements, gained, risks=tuple(risks[:2]), **facts)


def _knights(pl: Placement) -> str:
    """``2 red``, or ``2 red (1 a joker)`` when jokers were named that colour."""
    if not pl.jokers:
        return f"{pl.count} {pl.colour}"
    which = "a joker" if pl.jokers == 1 else "jokers"
    return f"{pl.count} {pl.colour} ({pl.jokers} {which})"


def render_plan(facts: PlanFacts, teams: bool = False) -> str:
    """Plain English for the command line: what the plan achieves first, then what goes where."""

    def who(s: int) -> str:
        return f"team {s}" if teams else f"player {s}"

    head = []
    if facts.control_gained:
        head.append(f"takes control of {', '.join(c for c, _ in facts.control_gained)}")
    if facts.steps:
        region = facts.target[0]
        by = "" if facts.event_side == facts.side else f"{who(facts.event_side)} "
        if facts.event == "build":
            outcome = f"{by}builds a castle in region {region}"
        elif facts.event == "takeover":
            plural = "s" if facts.castles > 1 else ""
            outcome = f"{by}takes {facts.castles} castle{plural} from {who(facts.from_side)} in region {region}"
        else:
            outcome = f"moves the emperor to region {region}, where nothing changes hands"
        if facts.merged:
            outcome += ", merging regions"
        if facts.winner == facts.side:
            outcome += ", and wins"
        head.append(outcome)
    details = []
    court = [_knights(pl) for pl in facts.placements if pl.province is None]
    if court:
        details.append("court: " + ", ".join(court))
    regions: dict[int, list[str]] = {}
    for pl in facts.placements:
        if pl.province is not None:
            regions.setdefault(pl.province, []).append(_knights(pl))
    for d, cols in regions.items():
        details.append(f"region {d}: " + ", ".join(cols))
    if facts.steps:
        details.append(f"emperor {facts.steps} step{'s' if facts.steps > 1 else ''}")
    text = " and ".join(head)
    if details:
        text = f"{text} ({'; '.join(details)})" if text else "; ".join(details)
    return text


def describe_plan(state: State, codes: tuple[int, ...]) -> str:
    """Words for a plan, for hints: what it achieves first, then what goes where.

    E.g. "takes control of yellow and takes 3 castles from player 1 in
    region 3, merging regions (court: 2 yellow; region 3: 1 yellow; emperor
    2 steps)". Regions are named by their first province, as in records;
    a castle another side builds says whose it is.
    """
    return render_plan(explain_plan(state, codes), teams=state.n == 4)
