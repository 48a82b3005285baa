"""The engine against a slow, obvious model of docs/rules.md, step by step, over random games.

The model works on province sets and plain dicts, written straight from the
rules' text, with none of the engine's index tricks (flat arrays, rotations,
bit masks). Every emperor stop, court placement and disc choice of a few
hundred random games is predicted by the model and compared with the engine.
"""

from __future__ import annotations

from random import Random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from carolus.engine.codes import PLACES, move
from carolus.engine.constants import COURT
from carolus.engine.record import Record, initial_position
from carolus.engine.rules import Rules
from carolus.engine.state import State

SETTINGS = settings(
    derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow], database=None, max_examples=300
)


def regions_of(state: State) -> list[dict]:
    """The board as the rules describe it: regions clockwise, each a set of provinces with its contents."""
    return [
        {
            "provinces": frozenset(state.region_provinces(r)),
            "knights": state.knights[5 * r : 5 * r + 5],
            "owner": state.owner[r],
            "castles": state.castles[r],
        }
        for r in range(state.num_regions)
    ]


def model_emperor_stop(state: State, steps: int) -> dict:
    """docs/rules.md §6 and §9, for the player to act moving the emperor ``steps`` regions."""
    rules = state.rules
    regions = regions_of(state)
    count = len(regions)
    target = (state.emperor + steps) % count
    here = regions[target]
    strength = [0] * rules.sides
    for colour in range(5):
        controller = state.control[colour]
        if controller >= 0:
            strength[rules.side_of[controller]] += here["knights"][colour]
    if here["owner"] >= 0:
        strength[here["owner"]] += here["castles"]
    best = max(strength)
    leader = strength.index(best) if best > 0 and strength.count(best) == 1 else -1
    left = list(state.castles_left)
    put_in = False
    if leader >= 0 and here["owner"] != leader:
        need = 1 if here["owner"] < 0 else here["castles"]
        if here["owner"] >= 0:
            left[here["owner"]] += here["castles"]
        put = min(need, left[leader])
        left[leader] -= put
        here = {**here, "owner": leader, "castles": put}
        regions[target] = here
        put_in = True
    emperor_provinces = here["provinces"]
    if put_in:
        merged = [target]
        for neighbour in ((target - 1) % count, (target + 1) % count):
            if neighbour not in merged and regions[neighbour]["owner"] == leader:
                merged.append(neighbour)
        if len(merged) > 1:
            union = {
                "provinces": frozenset().union(*(regions[i]["provinces"] for i in merged)),
                "knights": [sum(regions[i]["knights"][c] for i in merged) for c in range(5)],
                "owner": leader,
                "castles": sum(regions[i]["castles"] for i in merged),
            }
            regions = [g for i, g in enumerate(regions) if i not in merged] + [union]
            emperor_provinces = union["provinces"]
    over, winner = False, -1
    if put_in:
        in_play = [rules.castles_per_side - x for x in left]
        if left[leader] == 0:
            over, winner = True, leader
        elif len(regions) < 4:
            over = True
            top = max(in_play)
            winner = in_play.index(top) if in_play.count(top) == 1 else -1
    board = {
        p: (g["owner"], g["castles"], tuple(g["knights"]), g["provinces"]) for g in regions for p in g["provinces"]
    }
    return {"board": board, "emperor": emperor_provinces, "left": left, "over": over, "winner": winner}


def engine_result(state: State) -> dict:
    board = {}
    for g in regions_of(state):
        for p in g["provinces"]:
            board[p] = (g["owner"], g["castles"], tuple(g["knights"]), g["provinces"])
    return {
        "board": board,
        "emperor": frozenset(state.region_provinces(state.emperor)),
        "left": list(state.castles_left),
        "over": state.is_terminal(),
        "winner": state.winner if state.is_terminal() else -1,
    }


def model_control_after_court(state: State, colour: int) -> list[int]:
    p = state.to_act
    court = [state.court[5 * q + colour] for q in range(state.n)]
    court[p] += 1
    control = list(state.control)
    if all(court[p] > court[q] for q in range(state.n) if q != p):
        control[colour] = p
    return control


def model_allowed_discs(state: State) -> list[int]:
    p = state.to_act
    mine = [v for v in range(1, 6) if state.discs[p] >> v & 1]
    taken = {state.chosen[q] for q in state.choose_order[: state.choose_idx]}
    free = [v for v in mine if v not in taken]
    return free or mine


@settings(SETTINGS)
@given(players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 2**48))
def test_the_engine_agrees_with_the_model_at_every_stop_placement_and_disc(players: int, seed: int) -> None:
    rng = Random(seed)
    state = State.from_position(Rules(players), initial_position(Record(players, [""] * players, f"{seed:x}")))
    stops = 0
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(int(rng.random() * 6))
            continue
        phase = state.phase_name
        if phase == "move":
            steps = rng.randint(1, state.chosen[state.to_act])
            expected = model_emperor_stop(state, steps)
            last_turn_without_dice = state.placed == 0 and state.turn_idx == state.n - 1
            state.apply_action(move(steps))
            got = engine_result(state)
            if got["over"] and not expected["over"]:
                # the round ended right there (nothing placed, so no refill): docs/rules.md §9, stalled
                assert last_turn_without_dice
                assert state.round == 100 or not (any(state.supply) or any(state.reserve))
                expected["over"] = True
                top = max(state.rules.castles_per_side - x for x in expected["left"])
                in_play = [state.rules.castles_per_side - x for x in expected["left"]]
                expected["winner"] = in_play.index(top) if in_play.count(top) == 1 else -1
            assert got == expected
            stops += 1
            continue
        if phase == "disc":
            assert [code + 1 for code in state.legal_actions()] == model_allowed_discs(state)
        code = state.random_action(rng)
        if phase == "place" and PLACES[code][1] == COURT:
            expected_control = model_control_after_court(state, PLACES[code][0])
            state.apply_action(code)
            assert state.control == expected_control
            continue
        state.apply_action(code)
        if phase == "disc" and state.phase_name != "disc":
            # ascending value, ties in choosing order
            by_value = sorted((state.chosen[p], i) for i, p in enumerate(state.choose_order))
            assert state.action_order == [state.choose_order[i] for _, i in by_value]
    assert stops > 0
