"""The per-player view tells the truth: what it predicts for a region is what the move does."""

from __future__ import annotations

from random import Random

import pytest

from carolus.engine.codes import move
from carolus.engine.match import Match
from carolus.engine.record import Record
from carolus.engine.summary import describe_state
from carolus.engine.view import game_view
from tests.support.rules import load_fixture


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_predicted_outcome_of_every_reachable_region_is_what_the_move_does(players: int) -> None:
    rng = Random(players)
    checked = 0
    for game in range(6):
        match = Match.new(players, f"7e{players}{game:x}")
        while not match.is_over():
            state = match.state
            if state.phase_name == "move":
                view = game_view(state)
                for region in view.regions:
                    for steps in region.steps:
                        after = state.clone()
                        after.apply_action(move(steps))
                        left_before = list(state.castles_left)
                        outcome = region.outcome
                        if outcome.kind == "nothing":
                            assert after.castles_left == left_before
                        else:
                            put = left_before[outcome.side] - after.castles_left[outcome.side]
                            assert put == outcome.castles
                            if outcome.kind == "takeover":
                                assert after.castles_left[outcome.from_side] > left_before[outcome.from_side]
                        checked += 1
                assert sorted(s for r in view.regions for s in r.steps) == list(
                    range(1, state.chosen[state.to_act] + 1)
                )
            match.apply_action(state.random_action(rng))
    assert checked > 100


def test_only_the_viewer_to_act_sees_legal_actions() -> None:
    match = Match.new(2, "f00")
    state = match.state
    assert game_view(state, state.to_act).legal
    assert game_view(state, 1 - state.to_act).legal == ()
    assert len(game_view(state).legal) == len(state.legal_actions())


def test_the_words_for_a_game_waiting_for_a_die_name_no_player() -> None:
    record = load_fixture("rules_figure2_takeover.json")
    record["dice"] = []
    match = Match(Record.from_dict(record), external_dice=True)
    assert "A refill die is waiting to be rolled." in describe_state(match)
