"""Engine states for the property tests: decision states sampled from random games, and the invariants of
docs/rules.md §16 every state keeps (the property tests of the engine and of the variants check them)."""

from __future__ import annotations

from random import Random

from hypothesis import HealthCheck, settings

from carolus.engine.constants import KNIGHTS_PER_COLOUR, NUM_PROVINCES
from carolus.engine.match import Match
from carolus.engine.state import State

SETTINGS = settings(derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow], database=None)


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


def random_states(players: int, count: int, seed: int) -> list[State]:
    """Decision states sampled from random games."""
    rng = Random(seed)
    out: list[State] = []
    game = 0
    while len(out) < count:
        match = Match.new(players, f"a1{seed:x}{game:x}")
        game += 1
        while not match.is_over():
            if rng.random() < 0.08:
                out.append(match.state.clone())
            match.apply_action(match.state.random_action(rng))
    return out[:count]
