"""The AI's fast paths agree with the engine, position by position, over thousands of positions of seeded games.

The AI asks the engine every rule (docs/rules.md), but for speed some questions come in a quicker form: every
region's strengths at once, strengths with a plan's knights only counted as added, the control a court part would
leave, the colour each knight counts for, the trusted door, jokers named on a copy (``deferred_jokers.name_joker``).
Each quick answer is checked here against the slow one: place the knights through the checked door, make the move,
see what happened.
"""

from __future__ import annotations

from collections.abc import Iterator
from random import Random

import pytest

from carolus.engine.actions import Action, from_code, to_code
from carolus.engine.ai.evaluate import region_term, region_terms
from carolus.engine.ai.plans import turn_plans
from carolus.engine.constants import COLOURS, END_ALL_CASTLES, MOVE, PLACE
from carolus.engine.match import Match
from carolus.engine.state import State, leader_of
from carolus.engine.variants.deferred_jokers import joker_colours, name_joker

VARIANTS = [(), ("deferred-jokers",), ("piles", "deferred-jokers"), ("free-colour",), ("early-roll",), ("free-draw",)]
"""Every variant the engine plays, alone or in its allowed pair, beside the standard game."""


def positions(games: int, seed: int) -> Iterator[State]:
    """Every position of ``games`` random games (2, 3 and 4 players, every variant), played by the trusted door.

    The same state object moves on after each yield: a check that changes it works on a clone.
    """
    rng = Random(seed)
    for g in range(games):
        players = 2 + g % 3
        variant = VARIANTS[g // 3 % len(VARIANTS)]
        state = Match.new(players, f"fp{seed:x}{g:x}", variant=list(variant)).state.clone()
        while not state.is_terminal():
            yield state
            if state.is_chance_node():
                state.apply_action(int(rng.random() * 6))
            else:
                state.apply_trusted(state.random_action(rng))


def place_code(state: State, rng: Random, to: int | str, jokers: bool = True) -> tuple[int, int] | None:
    """A random legal placement to ``to`` (a knight of the reserve, or a joker): (its code, its colour), or None."""
    p = state.to_act
    knights = [c for c, k in enumerate(state.reserve_of(p)) if k]
    named = joker_colours(state) if jokers and state.jokers[p] else []
    if not knights and not named:
        return None
    pick = rng.randrange(len(knights) + len(named))
    if pick < len(knights):
        c = knights[pick]
        return to_code(state, Action.place(p, COLOURS[c], to)), c
    c = named[pick - len(knights)]
    return to_code(state, Action.place_joker(p, COLOURS[c], to)), c


def test_every_regions_strengths_at_once_are_the_engines_one_region_at_a_time() -> None:
    """``all_strengths`` (the evaluation's pass over the board) and ``region_terms`` built on it."""
    checked = 0
    for state in positions(18, 1):
        one_by_one = [state.strengths(r) for r in range(state.num_regions)]
        assert state.all_strengths() == one_by_one
        left = state.castles_left
        assert region_terms(state) == [
            region_term(st, state.owner[r], state.castles[r], left) for r, st in enumerate(one_by_one)
        ]
        checked += 1
    assert checked > 5000


def test_each_colour_counts_for_the_side_the_engine_adds_its_knights_to() -> None:
    """``colour_sides`` (the evaluation's control term, a plan's effect on the sides) against ``strengths``."""
    checked = 0
    for state in positions(12, 2):
        cside = state.colour_sides()
        r = state.emperor
        before = state.strengths(r)
        for c in range(5):
            added = [0] * 5
            added[c] = 1
            gain = [a - b for a, b in zip(state.strengths(r, added), before)]
            assert gain == [1 if s == cside[c] else 0 for s in range(state.rules.sides)]
            checked += 1
    assert checked > 10000


def test_a_colour_at_risk_is_one_a_rival_takes_with_a_turns_knights() -> None:
    """``control_at_risk`` (the evaluation's and the model's control term; it only beats the controller's court)
    against ``control_after``: a colour is at risk exactly when a player of another side would control it after
    adding a turn's knights of it to its court, from its reserve or from any other reserve the AI foresees."""
    rng = Random(3)
    checked = 0
    for state in positions(10, 3):
        per_turn = state.rules.per_turn
        foreseen = [rng.randint(0, per_turn + 1) for _ in state.reserve]
        for reserve in (state.reserve, foreseen):
            at_risk = state.control_at_risk(None if reserve is state.reserve else reserve)
            for c in range(5):
                q = state.control[c]
                takers = []
                for o in range(state.n):
                    part = [0] * 5
                    part[c] = min(reserve[5 * o + c], per_turn)
                    rival = q >= 0 and state.side_of[o] != state.side_of[q] and part[c] > 0
                    if rival and state.control_after(o, part)[c] == o:
                        takers.append(o)
                assert at_risk[c] == bool(takers)
                checked += 1
    assert checked > 10000


def test_the_control_a_court_part_leaves_is_the_control_once_it_is_placed() -> None:
    """``control_after`` (the planner's cheap mode groups court parts by it) against placing them."""
    rng = Random(4)
    checked = 0
    for state in positions(30, 4):
        if state.phase != PLACE or rng.random() > 0.5:
            continue
        p = state.to_act
        after = state.clone()
        part = [0] * 5
        for _ in range(rng.randint(1, state.to_place - state.placed)):
            placed = place_code(after, rng, "court", jokers=False) if after.phase == PLACE else None
            if placed is None:
                break
            code, c = placed
            part[c] += 1
            after.apply_action(code)
        assert tuple(after.control) == state.control_after(p, part)
        checked += 1
    assert checked > 1000


def _play_plan(state: State, r: int, steps: int, rng: Random) -> tuple[list[int], State, State]:
    """Place a random part of the reserve in region r and the rest of the turn's knights in another region,
    through the checked door; returns (the knights put in r, the state before the move, the state after it)."""
    st = state.clone()
    target = st.reg_start[r]
    other = st.reg_start[(r + 1) % st.num_regions]
    added = [0] * 5
    want = rng.randint(0, st.to_place)
    while st.phase == PLACE:
        mine = place_code(st, rng, target, jokers=False) if sum(added) < want else None
        if mine is not None:
            code, c = mine
            added[c] += 1
        else:
            code, _ = place_code(st, rng, other) or (-1, -1)
        st.apply_action(code)
    after = st.clone()
    after.apply_action(to_code(after, Action.move(after.to_act, steps)))
    return added, st, after


def test_a_plans_knights_counted_as_added_predict_the_move_they_lead_to() -> None:
    """The planner judges a plan without playing it: strengths with the knights added, ``outcome`` on them, and
    ``merging_neighbours`` for the merge. Each against the plan played out and the emperor moved."""
    rng = Random(5)
    seen: dict[str, int] = {}
    merges = 0
    for state in positions(80, 5):
        if state.phase != PLACE or state.placed or rng.random() > 0.6:
            continue
        steps = rng.randint(1, state.chosen[state.to_act])
        r = (state.emperor + steps) % state.num_regions
        added, placed, after = _play_plan(state, r, steps, rng)
        predicted = state.strengths(r, added)
        assert placed.strengths(r) == predicted
        outcome = state.outcome(r, predicted)
        seen[outcome.kind] = seen.get(outcome.kind, 0) + 1
        event = after.last_event
        if outcome.kind == "nothing":
            assert event is None and after.castles_left == placed.castles_left
            continue
        assert event is not None and event[0] == outcome.kind and event[1] == outcome.side
        assert placed.castles_left[outcome.side] - after.castles_left[outcome.side] == outcome.castles
        assert outcome.wins == (after.end == END_ALL_CASTLES)
        joining = state.merging_neighbours(r, outcome.side)
        assert ("merged" in event) == bool(joining)
        if joining:
            assert event[-1] == 1 + len(joining)
            merges += 1
        # docs/rules.md §7: after the merge no two neighbouring regions hold castles of one side
        owner = after.owner
        assert all(o < 0 or o != owner[(i + 1) % len(owner)] for i, o in enumerate(owner))

    assert seen.get("nothing", 0) > 300 and seen.get("build", 0) > 300 and seen.get("takeover", 0) > 20
    assert merges > 150


def test_why_nothing_happens_is_what_the_region_holds() -> None:
    """``Outcome.reason`` (what the board's preview words) against the region's strengths and knights."""
    reasons: dict[str, int] = {}
    for state in positions(10, 6):
        for r in range(state.num_regions):
            outcome = state.outcome(r)
            st = state.strengths(r)
            if outcome.kind != "nothing":
                assert outcome.reason == "" and outcome.side == leader_of(st) != state.owner[r]
                continue
            reasons[outcome.reason] = reasons.get(outcome.reason, 0) + 1
            expected = {
                "tie": max(st) > 0 and st.count(max(st)) > 1,
                "held": leader_of(st) >= 0 and leader_of(st) == state.owner[r],
                "uncontrolled": max(st) == 0 and any(state.knights_in(r)),
                "empty": max(st) == 0 and not any(state.knights_in(r)) and state.castles[r] == 0,
            }
            assert [why for why, holds in expected.items() if holds] == [outcome.reason]

    assert min(reasons.get(why, 0) for why in ("tie", "held", "uncontrolled")) > 1000
    # random games never empty a region (every province starts with a knight): empty one by hand
    state = Match.new(2, "e0").state
    r = next(r for r in range(state.num_regions) if state.owner[r] < 0)
    state.knights[5 * r : 5 * r + 5] = [0] * 5
    assert state.outcome(r).reason == "empty"
    state.knights[5 * r] = 1
    if state.colour_sides()[0] < 0:
        assert state.outcome(r).reason == "uncontrolled"
    else:
        assert state.outcome(r).kind == "build"


def test_the_trusted_door_does_what_the_checked_door_does() -> None:
    """``apply_trusted`` (the search's door) and ``random_action`` (its playouts) against ``apply_action``."""
    rng = Random(7)
    checked = 0
    for state in positions(18, 7):
        if state.is_chance_node():
            continue
        code = state.random_action(rng)
        assert code in state.legal_actions()
        trusted, checked_door = state.clone(), state.clone()
        trusted.apply_trusted(code)
        checked_door.apply_action(code)
        assert trusted.digest() == checked_door.digest()
        checked += 1
    assert checked > 3000


def test_a_joker_named_on_a_copy_is_the_joker_the_engine_places() -> None:
    """``deferred_jokers.name_joker`` (the planner names jokers on a copy, then plans them as knights) against
    placing a joker."""
    rng = Random(8)
    checked = 0
    for state in positions(48, 8):
        if state.phase != PLACE or not state.jokers[state.to_act]:
            continue
        p = state.to_act
        assert joker_colours(state) == [c for c in range(5) if state.supply[c]]
        colour = COLOURS[rng.choice(joker_colours(state))]
        to = rng.choice(["court", *state.reg_start])
        c = COLOURS.index(colour)
        played = state.clone()
        played.apply_action(to_code(played, Action.place_joker(p, colour, to)))
        # docs/rules.md §13: one joker fewer, a knight of the named colour out of the supply and onto the board
        assert played.jokers[p] == state.jokers[p] - 1 and played.supply[c] == state.supply[c] - 1
        assert played.reserve == state.reserve
        where = "court" if to == "court" else "knights"
        i = 5 * p + c if to == "court" else 5 * state.region_of(int(to)) + c
        assert getattr(played, where)[i] == getattr(state, where)[i] + 1
        named = state.clone()
        name_joker(named, p, c)
        named.apply_action(to_code(named, Action.place(p, colour, to)))
        assert named.digest() == played.digest()
        checked += 1
    assert checked > 300


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_turn_plan_the_search_plays_by_the_trusted_door_is_legal(players: int) -> None:
    """The search plays the planner's plans by ``apply_trusted``, unchecked: each must be a legal whole turn,
    with jokers named on a copy too (every variant)."""
    rng = Random(players)
    checked = jokers = 0
    for state in positions(24, 90 + players):
        if state.n != players or state.phase not in (PLACE, MOVE) or rng.random() > 0.1:
            continue
        jokers += bool(state.jokers[state.to_act])
        for plan in turn_plans(state, keep=4, court_keep=3):
            st = state.clone()
            for code in plan.codes:
                assert st.to_act == state.to_act
                last = from_code(st, code)
                st.apply_action(code)
            assert last.type == "move"
            checked += 1
    assert checked >= 200 and jokers >= 5
