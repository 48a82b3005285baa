"""The engine's outer shape: Game, OpenSpiel's doors, the rule queries the view and AI ask."""

from __future__ import annotations

from random import Random

import pytest

from carolus.engine.codes import NUM_ACTION_CODES, move
from carolus.engine.constants import CHANCE_PLAYER, TERMINAL_PLAYER
from carolus.engine.errors import IllegalActionError, UnsupportedVariantError
from carolus.engine.game import Game
from carolus.engine.rules import combination_problem


def test_a_game_makes_its_seeded_starting_state() -> None:
    game = Game(3)
    state = game.new_initial_state("abc")
    assert (state.n, state.round in (0, 1), game.num_distinct_actions()) == (3, True, NUM_ACTION_CODES)
    assert state.digest() == game.new_initial_state("abc").digest()


@pytest.mark.parametrize("players", [1, 5])
def test_a_game_refuses_a_player_count_the_rules_do_not_have(players: int) -> None:
    with pytest.raises(ValueError, match="2, 3 or 4 players"):
        Game(players)


def test_a_game_refuses_an_unknown_variant_with_the_known_ones_named() -> None:
    with pytest.raises(UnsupportedVariantError, match="unknown variant 'gravity'"):
        Game(2, ["gravity"])
    assert combination_problem(["piles", "piles"]) == "variant 'piles' is named twice"


def test_one_door_plays_decisions_and_dice_to_the_end_with_current_player_telling_them_apart() -> None:
    state = Game(2).new_initial_state("d00r")
    rng = Random(3)
    seen_chance = False
    while not state.is_terminal():
        if state.current_player() == CHANCE_PLAYER:
            seen_chance = True
            faces = [f for f, _ in state.chance_outcomes()]
            state.apply_action(faces[int(rng.random() * len(faces))])
        else:
            assert state.current_player() == state.to_act >= 0
            assert state.returns() == [0.0, 0.0]
            legal = state.legal_actions()
            state.apply_action(legal[int(rng.random() * len(legal))])
    assert seen_chance
    assert state.current_player() == TERMINAL_PLAYER
    assert state.end_reason in ("all-castles", "regions", "stalled", "round-100")
    returns = state.returns()
    if state.draw:
        assert returns == [0.5, 0.5]
    else:
        assert returns[state.winner] == 1.0 and sum(returns) == 1.0


def test_the_one_door_refuses_a_die_face_that_does_not_exist_and_changes_nothing() -> None:
    state = Game(2).new_initial_state("d00r")
    while state.current_player() != CHANCE_PLAYER:
        state.apply_action(state.legal_actions()[0])
    before = state.digest()
    with pytest.raises(IllegalActionError, match="unknown die face 6"):
        state.apply_action(6)
    assert state.digest() == before


def test_the_outcome_query_is_what_the_move_then_does() -> None:
    rng = Random(5)
    checked = 0
    for g in range(20):
        state = Game(2).new_initial_state(f"{g:x}")
        while not state.is_terminal() and checked < 200:
            if state.phase_name == "move":
                for region, steps in state.move_targets().items():
                    predicted = state.outcome(region)
                    after = state.clone()
                    after.apply_action(move(steps[0]))
                    event = after.last_event
                    kind = event[0] if event else "nothing"
                    assert kind == predicted.kind
                    if kind != "nothing":
                        assert event[1] == predicted.side
                        assert (after.is_terminal() and after.end_reason == "all-castles") == predicted.wins
                    checked += 1
            if state.is_chance_node():
                state.apply_action(int(rng.random() * 6))
            else:
                state.apply_action(state.random_action(rng))
    assert checked >= 100
