"""A turn that wins the game now, if there is one: the AI takes it before anything else.

A search that judges by estimates may prefer a line that "looks certain to
win later" over the win in hand; this module looks for the win in hand
directly, and it asks the engine, not a copy of the rules, what ends the game.

The game can end inside a turn at two points only: where the emperor stops
(``State._resolve``: castles put in, then the end is checked) and when the
last turn of a round is over (``State._end_turn``: round 100, or nothing left
to play). So:

- **At the emperor's stop.** For each region in reach and each side that
  could put castles in there, the engine is asked, on a copy where that side
  is made to lead, whether the game then ends with the mover's side the
  winner. What follows a leader there (build or takeover, merges, the end and
  who wins) depends on the board's castles only, not on this turn's knights,
  so the answer holds for every placement that makes that side lead. Only then
  are placements looked for: each court part (control is the engine's), and at
  the region as many knights of the wanted leader's colours as the turn
  allows (any other knight there only helps its rivals; the rest go to
  another region, where they change nothing this turn). This finds wins where
  the mover's side gains the region and wins where the region goes to another
  side and the board falls below 4 regions with the mover's side ahead.
- **At the end of the round.** Only in the last turn of a round that the
  engine could end (round 100, or every other reserve empty, as a stall
  needs): the same probes, with "nobody but the owner leads there" as one
  more outcome, each played on to the end of the turn with the first legal
  refill choice (a crown, a pile or a swap changes no castle); from a refill
  choice itself, a breadth-first search of every continuation by the
  engine's legal actions. Rare, and never in the middle of a round.

Every plan found is played on a copy through the engine's legality check
before it is returned. ``tests/test_ai_wins.py`` compares this against the engine's
exhaustive enumeration of turns (``turns.py``, every shortcut off) on
thousands of random positions.
"""

from __future__ import annotations

from collections.abc import Iterator

from .. import codes as encode
from ..codes import ActionCodes
from ..constants import COURT, MOVE, OVER, PLACE
from ..state import State, leader_of
from ..turns import in_turn, round_may_end
from .plans import sub_multisets

FORCED = 10**6
"""Knights put on a probe's region so that the side made to lead there surely does."""


def winning_plan(state: State) -> tuple[int, ...] | None:
    """Codes for the rest of the acting player's turn that win the game now, or None.

    The fewest actions first; among equally short plans, the fewest emperor
    steps, then the fewest knights sent to court. Deterministic. None outside
    a turn (a disc, a setup crown, a die, the end).
    """
    if not in_turn(state):
        return None
    side = state.side_of[state.to_act]
    if state.phase not in (PLACE, MOVE):  # a refill choice: only the round's end is still to come
        return _win_at_round_end(state, side) if round_may_end(state) else None
    plan = _win_at_stop(state, side, False)
    if plan is None and round_may_end(state):
        plan = _win_at_stop(state, side, True)
    return plan


# -- the emperor's stop -------------------------------------------------------------


def _win_at_stop(state: State, side: int, to_round_end: bool) -> tuple[int, ...] | None:
    """The first winning plan by emperor steps: ending the game where he stops or, with ``to_round_end``, when the
    turn is over (then "nobody puts castles in", ``None``, is an outcome to try as well as each side leading)."""
    p = state.to_act
    count = state.num_regions
    seen: set[int] = set()
    for steps in range(1, state.chosen[p] + 1):
        r = (state.emperor + steps) % count
        if r in seen:
            continue  # more steps to the same region: the same stop, a longer way round
        seen.add(r)
        outcomes: list[int | None] = [t for t in range(state.rules.sides) if t != state.owner[r]]
        if to_round_end:
            outcomes.append(None)
        leaders = [t for t in outcomes if _lead_wins(state, steps, t, side, to_round_end)]
        if leaders:
            plan = _placements_for(state, r, steps, leaders, side, to_round_end)
            if plan is not None:
                return plan
    return None


def _lead_wins(state: State, steps: int, leader: int | None, side: int, to_round_end: bool) -> bool:
    """The engine's answer: if ``leader`` led where ``steps`` stop the emperor (None: if nobody but the owner
    could), would ``side`` win at once, or with ``to_round_end`` by the end of the turn?"""
    probe = state.clone()
    if to_round_end and probe.phase == PLACE:
        return _lead_wins(_placed_elsewhere(probe, steps), steps, leader, side, to_round_end)
    r = (probe.emperor + steps) % probe.num_regions
    if leader is None:
        probe.control = [-1] * 5
    else:
        probe.control = [state.rules.side_players(leader)[0]] * 5
        probe.knights[5 * r] += FORCED
    probe.move_emperor(steps)
    if to_round_end:
        _finish_turn(probe, state.to_act)
    return probe.phase == OVER and not probe.draw and probe.winner == side


def _placed_elsewhere(state: State, steps: int) -> State:
    """``state`` (changed) with the turn's knights all placed in the region after the emperor's stop.

    For the round's end only: what remains (reserve, supply) then is what any placement leaves.
    """
    r = (state.emperor + steps) % state.num_regions
    dump = state.reg_start[(r + 1) % state.num_regions]
    numbering = state.rules.codes
    while state.phase == PLACE:
        state.apply_trusted(
            min(code for code in state.legal_actions() if (at := numbering.placement(code)) and at[1] == dump)
        )
    return state


def _finish_turn(state: State, p: int) -> list[int]:
    """Play the rest of p's turn after the move with the first legal choice each time; the codes played.

    A refill's choices (crowns, a pile, a swap) change no castle, so any of them leads to the same end.
    """
    played: list[int] = []
    while state.phase != OVER and state.to_act == p and in_turn(state):
        code = state.legal_actions()[0]
        state.apply_trusted(code)
        played.append(code)
    return played


def _placements_for(
    state: State, r: int, steps: int, leaders: list[int | None], side: int, to_round_end: bool
) -> tuple[int, ...] | None:
    """Placements that make one of ``leaders`` lead at region r (None: nobody but its owner), then the move, and
    with ``to_round_end`` the rest of the turn; checked by playing them."""
    p = state.to_act
    k = state.to_place - state.placed if state.phase == PLACE else 0
    reserve = state.reserve[5 * p : 5 * p + 5]
    jokers = state.jokers[p] if k else 0
    dump = state.reg_start[(r + 1) % state.num_regions]
    numbering = state.rules.codes
    probe = state.clone()  # control set per court part (the engine's ``control_after``), strengths read from it
    for t in range(k + 1):
        for court_part, court_jokers in _court_parts(state, reserve, jokers, t):
            joined = [court_part[c] + court_jokers[c] for c in range(5)]
            control = state.control_after(p, joined)
            probe.control = list(control)
            rest = [reserve[c] - court_part[c] for c in range(5)]
            jokers_left = jokers - sum(court_jokers)
            supply = [state.supply[c] - court_jokers[c] for c in range(5)]
            for leader in leaders:
                if leader is None:
                    plan = _nobody_leads(state, probe, r, steps, rest, k - t, (court_part, court_jokers), side)
                    if plan is not None:
                        return plan
                    continue
                # every knight of a colour the leader's side controls adds to its strength there and no other knight
                # helps it: as many of those as the turn allows go to r, the rest to the next region
                mine = [s == leader for s in probe.colour_sides()]
                room = k - t
                region_part = [0] * 5
                left = rest[:]
                for c in range(5):
                    if mine[c] and room:
                        put = min(left[c], room)
                        region_part[c] = put
                        left[c] -= put
                        room -= put
                region_jokers = [0] * 5
                spare = jokers_left
                for c in range(5):
                    if mine[c] and room and spare:
                        put = min(spare, room, supply[c])
                        region_jokers[c] = put
                        spare -= put
                        room -= put
                added = [region_part[c] + region_jokers[c] for c in range(5)]
                if leader_of(probe.strengths(r, added)) != leader:
                    continue
                dumped, dumped_jokers = _fill(left, spare, room, supply, region_jokers)
                codes = (
                    *_place_codes(court_part, court_jokers, COURT, numbering),
                    *_place_codes(region_part, region_jokers, state.reg_start[r], numbering),
                    *_place_codes(dumped, dumped_jokers, dump, numbering),
                    encode.move(steps),
                )
                plan = _winning(state, codes, side, to_round_end)
                if plan is not None:
                    return plan
    return None


def _nobody_leads(
    state: State,
    probe: State,
    r: int,
    steps: int,
    rest: list[int],
    room: int,
    court: tuple[tuple[int, ...], tuple[int, ...]],
    side: int,
) -> tuple[int, ...] | None:
    """Reserve knights for region r (any of them, few) after which nobody but its owner leads there; the plan to
    the round's end. Jokers go elsewhere only (this is the rare round-end case: searched plainly)."""
    numbering = state.rules.codes
    dump = state.reg_start[(r + 1) % state.num_regions]
    for size in range(room + 1):
        for region_part in sub_multisets(rest, size):
            if leader_of(probe.strengths(r, list(region_part))) not in (-1, state.owner[r]):
                continue
            left = [rest[c] - region_part[c] for c in range(5)]
            spare = state.jokers[state.to_act] - sum(court[1]) if room else 0
            dumped, dumped_jokers = _fill(left, spare, room - size, probe.supply, list(court[1]))
            codes = (
                *_place_codes(*court, COURT, numbering),
                *_place_codes(region_part, (0,) * 5, state.reg_start[r], numbering),
                *_place_codes(dumped, dumped_jokers, dump, numbering),
                encode.move(steps),
            )
            plan = _winning(state, codes, side, True)
            if plan is not None:
                return plan
    return None


def _court_parts(
    state: State, reserve: list[int], jokers: int, t: int
) -> Iterator[tuple[tuple[int, ...], tuple[int, ...]]]:
    """Every way to send t knights to court: reserve knights per colour, and jokers named per colour."""
    named = range(min(jokers, t) + 1) if jokers else (0,)
    for j in named:
        for court_part in sub_multisets(reserve, t - j):
            if not j:
                yield court_part, (0,) * 5
                continue
            for court_jokers in sub_multisets([min(j, x) for x in state.supply], j):
                yield court_part, court_jokers


def _fill(left: list[int], jokers: int, room: int, supply: list[int], named: list[int]) -> tuple[list[int], list[int]]:
    """Knights for the rest of the turn's placements: reserve knights first, then jokers named while the supply
    has the colour. Possibly fewer than ``room``: with jokers and an empty supply the engine ends the placements
    early, and playing the plan through its check tells."""
    dumped = next(iter(sub_multisets(left, min(room, sum(left)))))
    room -= sum(dumped)
    out = [0] * 5
    for c in range(5):
        if room and jokers:
            put = min(room, jokers, supply[c] - named[c])
            if put > 0:
                out[c] = put
                room -= put
                jokers -= put
    return list(dumped), out


def _place_codes(
    vector: tuple[int, ...] | list[int], jokers: tuple[int, ...] | list[int], dest: int, numbering: ActionCodes
) -> list[int]:
    """Place codes: ``vector`` reserve knights per colour, then ``jokers`` named per colour, all to ``dest``."""
    out = [encode.place(c, dest) for c in range(5) for _ in range(vector[c])]
    out += [numbering.joker_place(c, dest) for c in range(5) for _ in range(jokers[c])]
    return out


def _play(state: State, codes: tuple[int, ...] | list[int]) -> bool:
    """Play codes on ``state`` while each is legal; False at the first that is not."""
    for code in codes:
        if not state.is_legal(code):
            return False
        state.apply_trusted(code)
    return True


def _winning(state: State, codes: tuple[int, ...], side: int, to_round_end: bool) -> tuple[int, ...] | None:
    """``codes`` (with ``to_round_end``, and the rest of the turn) if they are legal and win for ``side``."""
    st = state.clone()
    if not _play(st, codes):
        return None
    if to_round_end and st.phase != OVER:
        codes = (*codes, *_finish_turn(st, state.to_act))
    return codes if st.phase == OVER and not st.draw and st.winner == side else None


# -- the end of the round ----------------------------------------------------------------


def _win_at_round_end(state: State, side: int) -> tuple[int, ...] | None:
    """From a refill choice: breadth first over the rest of the turn, states seen once (a few choices only)."""
    p = state.to_act
    frontier: list[tuple[State, tuple[int, ...]]] = [(state, ())]
    seen = {state.digest()}
    while frontier:
        nxt: list[tuple[State, tuple[int, ...]]] = []
        for st, path in frontier:
            for code in st.legal_actions():
                after = st.clone()
                after.apply_trusted(code)
                plan = (*path, code)
                if after.phase == OVER:
                    if not after.draw and after.winner == side:
                        return plan
                    continue
                if after.to_act != p or not in_turn(after):
                    continue
                key = after.digest()
                if key not in seen:
                    seen.add(key)
                    nxt.append((after, plan))
        frontier = nxt
    return None
