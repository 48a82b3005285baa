"""The guided first game's steps as engine data: each starts where the learner acts, its path reaches its goal,
and any other play either reaches it too or ends where the engine says it was missed (never stuck)."""

from __future__ import annotations

from random import Random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from carolus.engine.actions import Action
from carolus.engine.match import Match
from carolus.engine.tutorial import STEPS, YOU, Goal, goal_met, step_failed, step_index


@pytest.mark.parametrize("step", STEPS, ids=[s.key for s in STEPS])
def test_each_step_starts_with_the_learner_to_act_and_its_path_reaches_the_goal(step) -> None:
    match = Match(step.new_record())
    assert match.state.to_act == YOU
    assert not goal_met(step.goal, match.state) and not step_failed(step.goal, match.state)
    for action in step.path:
        assert not goal_met(step.goal, match.state), "the goal is met before the path ends: a step too short"
        match.apply_action(action)
    assert goal_met(step.goal, match.state)


def test_the_steps_teach_the_rules_in_the_issues_order() -> None:
    assert [s.key for s in STEPS] == [
        "discs",
        "control",
        "place",
        "castle",
        "takeover",
        "merge",
        "refill",
        "last-castle",
        "few-regions",
    ]
    assert step_index("merge") == 5
    assert all(s.new_record().players == 2 and not s.new_record().variant for s in STEPS)  # the plain game


def test_a_wrong_disc_misses_the_first_step() -> None:
    step = STEPS[0]
    match = Match(step.new_record())
    match.apply_action(Action.disc(YOU, 4))  # higher than the computer's 3
    assert step_failed(step.goal, match.state) and not goal_met(step.goal, match.state)


def test_a_placing_step_is_missed_as_soon_as_the_knights_are_placed_elsewhere() -> None:
    step = STEPS[step_index("place")]
    match = Match(step.new_record())
    for _ in range(3):
        match.apply_action(Action.place(YOU, "blue", 2))  # Thuringia, not Saxony
    assert match.state.to_act == YOU and match.state.phase_name == "move"
    assert step_failed(step.goal, match.state)


def test_ties_control_nothing_and_lead_nowhere() -> None:
    """The control step starts on a tie (1 red each): nobody controls red; two blue against two red lead nowhere."""
    match = Match(STEPS[1].new_record())
    assert match.state.control[3] == -1  # red
    place = Match(STEPS[2].new_record())
    place.apply_action(STEPS[2].path[0])
    place.apply_action(STEPS[2].path[1])
    assert not goal_met(STEPS[2].goal, place.state)
    assert place.state.leader(place.state.region_of(1)) == -1


def test_the_end_steps_end_the_game_both_ways() -> None:
    for key, reason in (("last-castle", "all-castles"), ("few-regions", "regions")):
        step = STEPS[step_index(key)]
        match = Match(step.new_record())
        for action in step.path:
            match.apply_action(action)
        assert match.state.is_terminal() and match.state.end_reason == reason and match.state.winner == YOU


def test_an_unknown_goal_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown tutorial goal"):
        goal_met(Goal("nonsense"), Match(STEPS[0].new_record()).state)


@given(st.integers(0, len(STEPS) - 1), st.integers(0, 2**32))
def test_any_play_ends_the_step_met_or_missed(index: int, seed: int) -> None:
    """The learner playing anything: within their turn the engine finds the goal met or missed, never neither."""
    step = STEPS[index]
    match = Match(step.new_record())
    rng = Random(seed)
    for _ in range(30):
        state = match.state
        if goal_met(step.goal, state) or step_failed(step.goal, state):
            return
        match.apply_action(rng.choice(match.legal_actions()))
    raise AssertionError(f"step {step.key}: neither met nor missed after 30 actions")
