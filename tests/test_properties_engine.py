"""Property tests over thousands of random games (docs/rules.md §16).

Hypothesis draws the seeds (derandomized, so CI sees the same games every
run); each game is played with a seeded ``Random`` through the checked door
``State.apply_action`` (decisions and dice), and the invariants are checked after
every action and every die.
"""

from __future__ import annotations

from pathlib import Path
from random import Random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from carolus.engine.constants import KNIGHTS_PER_COLOUR, NUM_PROVINCES
from carolus.engine.match import Match
from carolus.engine.record import Record, initial_position, load
from carolus.engine.rules import Rules
from carolus.engine.state import State

SETTINGS = settings(derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow], database=None)
SEEDS = st.integers(min_value=0, max_value=2**48)
PLAYERS = st.sampled_from([2, 3, 4])


def fresh_state(players: int, seed: int) -> State:
    record = Record(players=players, names=[""] * players, seed=f"{seed:x}")
    return State.from_position(Rules(players), initial_position(record))


def check_invariants(state: State, regions_before: int) -> None:
    """The invariants of docs/rules.md §16, and the engine's own bookkeeping, for one state."""
    n = state.n
    count = state.num_regions
    knights, court, reserve, supply, piles = state.knights, state.court, state.reserve, state.supply, state.piles
    for c in range(5):
        in_play = sum(knights[c::5]) + sum(court[c::5]) + sum(reserve[c::5]) + sum(piles[c::5])
        assert in_play + supply[c] == KNIGHTS_PER_COLOUR
    assert min(knights) >= 0 and min(court) >= 0 and min(reserve) >= 0 and min(supply) >= 0
    assert min(state.jokers) >= 0 and min(piles, default=0) >= 0
    rules = state.rules
    owner, castles = state.owner, state.castles
    for side in range(rules.sides):
        in_play = sum(k for o, k in zip(owner, castles) if o == side)
        assert in_play + state.castles_left[side] == rules.castles_per_side
        assert state.castles_left[side] >= 0
    for r in range(count):
        assert (owner[r] < 0) == (castles[r] == 0)
        if count > 1 and owner[r] >= 0:
            assert owner[r] != owner[(r + 1) % count]
    # regions: disjoint clockwise arcs covering the ring, listed from the one holding province 0
    start, length = state.reg_start, state.reg_len
    assert sum(length) == NUM_PROVINCES
    for r in range(count):
        assert start[(r + 1) % count] == (start[r] + length[r]) % NUM_PROVINCES
    assert start[0] == 0 or start[0] + length[0] > NUM_PROVINCES
    prov_region = state.prov_region
    for r in range(count):
        for i in range(length[r]):
            assert prov_region[(start[r] + i) % NUM_PROVINCES] == r
    assert count <= regions_before
    control = state.control
    for c in range(5):
        q = control[c]
        if q >= 0:
            assert court[5 * q + c] == max(court[c::5])
    assert 0 <= state.emperor < count
    if state.is_terminal():
        assert state.to_act == -1
        assert state.draw == (state.winner < 0)
    elif not state.is_chance_node():
        assert 0 <= state.to_act < n


def random_step(state: State, rng: Random) -> int:
    """One uniformly random die or action through the checked door, returned as a trace entry (die: ``-1 - face``)."""
    if state.is_chance_node():
        face = int(rng.random() * 6)
        state.apply_action(face)
        return -1 - face
    code = state.random_action(rng)
    state.apply_action(code)
    return code


def play_checked(state: State, rng: Random, check: bool = True) -> list[int]:
    """Random play through the checked door; returns the trace (codes, dice as ``-1 - face``)."""
    trace: list[int] = []
    regions = state.num_regions
    while not state.is_terminal():
        trace.append(random_step(state, rng))
        if check:
            check_invariants(state, regions)
            regions = state.num_regions
    return trace


@settings(SETTINGS, max_examples=600)
@given(players=PLAYERS, seed=SEEDS)
def test_invariants_hold_after_every_action_and_every_game_ends(players: int, seed: int) -> None:
    state = fresh_state(players, seed)
    check_invariants(state, NUM_PROVINCES)
    play_checked(state, Random(seed))
    assert state.is_terminal()
    assert 1 <= state.round <= 100


@settings(SETTINGS, max_examples=1500)
@given(players=PLAYERS, seed=SEEDS)
def test_the_fast_playout_and_the_checked_door_reach_the_same_end(players: int, seed: int) -> None:
    fast = fresh_state(players, seed)
    trace: list[int] = []
    fast.playout(Random(seed), trace)
    checked = fresh_state(players, seed)
    for step in trace:
        if step < 0:
            checked.apply_action(-1 - step)
        else:
            checked.apply_action(step)  # raises if the playout ever made an illegal move
    assert checked.is_terminal()
    assert checked.digest() == fast.digest()


@settings(SETTINGS, max_examples=150)
@given(players=PLAYERS, seed=SEEDS)
def test_clone_equals_the_original_and_is_independent(players: int, seed: int) -> None:
    rng = Random(seed)
    state = fresh_state(players, seed)
    while not state.is_terminal():
        if rng.random() < 0.1:
            twin = state.clone()
            assert twin == state and twin.digest() == state.digest()
            before = state.digest()
            if twin.is_chance_node():
                twin.apply_action(5)
            else:
                twin.apply_action(twin.random_action(rng))
            assert state.digest() == before
            assert twin != state
        random_step(state, rng)


@settings(SETTINGS, max_examples=150)
@given(players=PLAYERS, seed=SEEDS)
def test_legal_actions_are_exactly_the_codes_apply_accepts(players: int, seed: int) -> None:
    rng = Random(seed)
    state = fresh_state(players, seed)
    while not state.is_terminal():
        if state.is_chance_node():
            assert state.legal_actions() == []
            assert [f for f, _ in state.chance_outcomes()] == [0, 1, 2, 3, 4, 5]
            random_step(state, rng)
            continue
        if rng.random() < 0.15:
            assert state.legal_actions() == [code for code in range(95) if state.is_legal(code)]
            assert state.random_action(rng) in state.legal_actions()
        state.apply_action(state.random_action(rng))
    assert state.legal_actions() == []
    assert not any(state.is_legal(code) for code in range(95))


@settings(SETTINGS, max_examples=40)
@given(players=PLAYERS, seed=SEEDS)
def test_a_written_record_replays_to_the_same_digest(
    tmp_path_factory: pytest.TempPathFactory, players: int, seed: int
) -> None:
    folder: Path = tmp_path_factory.mktemp("records")
    rng = Random(seed)
    match = Match.new(players, f"{seed:x}")
    while not match.is_over():
        match.apply_action(match.state.random_action(rng))
    for name in ("game.json", "game.msgpack"):
        match.record.save(folder / name)
        again = Match(load(folder / name))
        assert again.digest() == match.digest()
        assert again.is_over()
