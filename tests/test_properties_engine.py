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
from hypothesis import given, settings
from hypothesis import strategies as st

from carolus.engine.constants import NUM_PROVINCES
from carolus.engine.match import Match
from carolus.engine.record import Record, initial_position, load
from carolus.engine.rules import Rules
from carolus.engine.state import State
from tests.support.states import SETTINGS, check_invariants

SEEDS = st.integers(min_value=0, max_value=2**48)
PLAYERS = st.sampled_from([2, 3, 4])


def fresh_state(players: int, seed: int) -> State:
    record = Record(players=players, names=[""] * players, seed=f"{seed:x}")
    return State.from_position(Rules(players), initial_position(record))


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
