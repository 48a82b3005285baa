"""A suggestion for the player to act: the rest of the turn, and why, as data.

``advise`` hands over facts (a ``Hint``: the actions, what the plan does in
province ids, colours and sides, and the search's win estimate); the window
words them in the player's language, from the player's side. ``suggest``
keeps the plain English reason for the ``carolus hint`` command line.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..actions import Action, from_code
from ..codes import disc_value, is_move
from ..constants import COLOURS, CROWN_PHASE, DISC, MOVE, PLACE
from ..errors import IllegalActionError
from ..state import State
from .base import Budget, make_player
from .mcts import SearchResult
from .plans import PlanFacts, explain_plan
from .strength import Strengths, shown, uses_strengths

_EVENT_RANK = {"takeover": 3, "build": 2, "lead": 1}


@dataclass(frozen=True)
class Hint:
    """What the suggestion is and what it does."""

    actions: tuple[Action, ...]
    """The disc, the crown's colour, or the remaining placements and the move, in order."""
    reason: str
    """The AI's plain English reason (the command line shows it)."""
    plan: PlanFacts | None = None
    """For a turn: what it gains, gives away and risks."""
    disc: int = 0
    """For a disc: its value."""
    crown: str = ""
    """For a crown: the colour."""
    chance: float | None = None
    """The player's side's chance to win (0..1), when the AI searched: the search's estimate, conditioned on the
    players' strengths when ``advise`` was told them (``strength.shown``)."""
    disc_facts: DiscFacts | None = None
    """For a disc: what it lets the player reach and when the player acts (``explain_choice`` fills it)."""
    crown_facts: CrownFacts | None = None
    """For a crown: what the colour does for the player (``explain_choice`` fills it)."""
    assumed: tuple[int, ...] = ()
    """Seats whose strength in ``chance`` is an assumption (``strength.ASSUMED_LEVEL``): the words say so."""


@dataclass(frozen=True)
class DiscFacts:
    """What a disc lets the player do this round, as data for the window to word: the region within the
    emperor's reach that is best for the player's side, and who acts before and after the player with it."""

    steps: int
    """The farthest the emperor may go with the disc."""
    target: tuple[int, ...] = ()
    """The provinces of the region in reach best for the player's side; the farthest one the disc reaches when
    none is (``event`` ``none``)."""
    event: str = "none"
    """What a stop there does now: ``build`` or ``takeover`` for the side, ``lead`` (the side leads, nothing
    changes hands yet), ``none``."""
    from_side: int = -1
    """The side losing its castles in a takeover."""
    before: tuple[int, ...] = ()
    """Seats whose discs, chosen already, act before the player's this round."""
    after: tuple[int, ...] = ()
    """Seats whose discs, chosen already, act after it."""


@dataclass(frozen=True)
class CrownFacts:
    """What the crown's colour does for the player, as data: the control it wins or keeps, and the region
    where a knight of it counts for the player's side in a close fight."""

    control: str = ""
    """``win``: one more of it at court gives the player control; ``keep``: the player controls it and a rival is
    one knight or less behind; empty: neither."""
    rival: int = -1
    """The seat that controls the colour now (``win``) or is closest behind (``keep``); -1 for none."""
    region: tuple[int, ...] = ()
    """Provinces of a region where a knight of the colour would count for the player's side, and the side is
    within one of the lead there (empty: none)."""
    gap: int = 0
    """The side's strength there less the strongest other side's."""


JUDGE = 3000
"""Iterations of the strong search behind a hint and behind each decision of an analysis (about half a second on
one core). The same budget, level and seed make the two the same search asking the same question: a decision the
hint recommends is the analysis's choice too, and an iteration budget (not a clock) gives the same numbers on every
run and every machine."""


def advise(
    state: State, level: str = "strong", budget: Budget | None = None, seed: int = 0, seats: Strengths | None = None
) -> Hint:
    """A suggestion for the player to act, with its facts; ``seats``: the players' strengths, which the chance is
    conditioned on (None: the search's chance as it is)."""
    if state.is_terminal():
        raise IllegalActionError("the game is over: there is nothing to suggest", "game-over")
    ai = make_player(level, seed=seed, budget=budget)
    ai.estimate = True  # a forced decision is searched too: the hint shows the chance after it, as the analysis
    st = state.clone()
    first = ai.choose(st)
    reason = ai.reason(st, first)
    chance = _chance(ai, st, seats)
    codes = [first]
    if st.rules.codes.placement(first) is not None:
        after = st.clone()
        after.apply_trusted(first)
        code = first
        while not is_move(code):
            code = ai.choose(after)
            codes.append(code)
            after.apply_trusted(code)
    actions = []
    walk = st.clone()
    for code in codes:
        actions.append(from_code(walk, code))
        walk.apply_trusted(code)
    plan = explain_plan(st, tuple(codes)) if st.phase in (PLACE, MOVE) else None
    disc = disc_value(first) if st.phase == DISC else 0
    crown = actions[0].colour or "" if st.phase == CROWN_PHASE else ""
    worded = seats is not None and chance is not None and uses_strengths(st.n)
    assumed = seats.assumed if seats is not None and worded else ()
    return Hint(tuple(actions), reason, plan, disc, str(crown), chance, assumed=assumed)


def _chance(ai: object, state: State, seats: Strengths | None) -> float | None:
    """The player's side's chance after the move the AI chose, conditioned on ``seats``; None where the AI did not
    search (a level without a search, a crown's colour chosen by rule)."""
    result = getattr(ai, "last", None)
    if not isinstance(result, SearchResult):
        return None
    best = result.best
    value = result.chance(best)
    if value is None or seats is None:
        return value
    side_of = state.rules.side_of
    return shown(result.chances[best], seats, side_of)[side_of[state.to_act]]


def suggest(
    state: State, level: str = "strong", budget: Budget | None = None, seed: int = 0
) -> tuple[list[Action], str]:
    """A disc, a crown's colour, or the remaining placements and the move; with a reason in English."""
    hint = advise(state, level, budget, seed)
    return list(hint.actions), hint.reason


def explain_choice(state: State, hint: Hint) -> Hint:
    """``hint`` with the facts of a disc or a crown filled in (``state``: the position it was asked for); a hint
    for a turn is returned as it is."""
    if hint.disc and state.phase == DISC:
        return replace(hint, disc_facts=disc_facts(state, hint.disc))
    if hint.crown and state.phase == CROWN_PHASE:
        return replace(hint, crown_facts=crown_facts(state, hint.crown))
    return hint


def disc_facts(state: State, disc: int) -> DiscFacts:
    """What disc ``disc`` lets the player to act reach (from where the emperor stands now) and when they act."""
    p = state.to_act
    side = state.rules.side_of[p]
    count = state.num_regions
    best: tuple[int, int, int, int] | None = None  # (rank, score, region, from side)
    for steps in range(1, disc + 1):
        r = (state.emperor + steps) % count
        out = state.outcome(r)
        strengths = state.strengths(r)
        lead = strengths[side] - max((v for s, v in enumerate(strengths) if s != side), default=0)
        if out.kind in ("build", "takeover") and out.side == side:
            rank, score, loser = _EVENT_RANK[out.kind], out.castles, out.from_side
        elif lead > 0 and out.kind == "nothing" and state.owner[r] != side:
            rank, score, loser = _EVENT_RANK["lead"], lead, -1
        else:
            continue
        if best is None or (rank, score) > best[:2]:
            best = (rank, score, r, loser)
    others = [q for q in range(state.n) if q != p and state.chosen[q]]
    before = tuple(q for q in others if state.chosen[q] < disc)
    after = tuple(q for q in others if state.chosen[q] > disc)
    if best is None:  # nothing goes the side's way: the farthest region the disc reaches
        return DiscFacts(disc, tuple(state.region_provinces((state.emperor + disc) % count)), "none", -1, before, after)
    rank, _score, r, loser = best
    event = next(k for k, v in _EVENT_RANK.items() if v == rank)
    return DiscFacts(disc, tuple(state.region_provinces(r)), event, loser, before, after)


def crown_facts(state: State, colour: str) -> CrownFacts:
    """What one more knight of ``colour`` does for the player to act: the court control, and the close region."""
    p = state.to_act
    c = COLOURS.index(colour)
    side_of = state.rules.side_of
    side = side_of[p]
    mine = state.court[5 * p + c] + state.reserve[5 * p + c]
    others = {q: state.court[5 * q + c] for q in range(state.n) if q != p}
    top = max(others.values(), default=0)
    holder = state.control[c]
    control, rival = "", -1
    if holder != p and mine + 1 > top:
        control, rival = "win", holder
    elif holder == p and top >= mine - 1 and top > 0:
        control, rival = "keep", max(others, key=lambda q: others[q])
    counts_for_side = control == "win" or (holder >= 0 and side_of[holder] == side)
    region: tuple[int, ...] = ()
    gap = 0
    if counts_for_side:
        added = [0] * 5
        added[c] = 1
        best: tuple[int, int] | None = None  # (how close to the lead, region)
        for r in range(state.num_regions):
            strengths = state.strengths(r)
            g = strengths[side] - max((v for s, v in enumerate(strengths) if s != side), default=0)
            if -1 <= g <= 0 and state.knights_in(r)[c] and (best is None or abs(g) < best[0]):
                best = (abs(g), r)
                gap = g
        if best is not None:
            region = tuple(state.region_provinces(best[1]))
    return CrownFacts(control, rival, region, gap)
