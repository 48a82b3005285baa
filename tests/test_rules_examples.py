"""The rulebooks' worked examples, as records, come out as the rulebooks say.

English rulebook (seeds/rulebook-en.txt) figures 2-4, 5 and 6, and the
German summary's takeover example (seeds/short-rules-de.txt). White is
player 0, black player 1.
"""

from __future__ import annotations

import pytest

from carolus.engine.codes import move_steps
from carolus.engine.match import ReplayError
from tests.support.rules import disc, knights_in, load_fixture, move, place, play, region_of, scenario

WHITE, BLACK = 0, 1


def test_figure2_black_keeps_b_while_he_controls_green() -> None:
    """Before white gains green, B is 3 to 1 for black (2 green + the castle vs 1 red): nothing changes."""
    record = load_fixture("rules_figure2_takeover.json")
    record["actions"] = [
        disc(0, 1),
        disc(1, 2),
        place(0, "blue", "court"),
        place(0, "blue", "court"),
        place(0, "blue", "court"),
        move(0, 1),
    ]
    state = play(record).state
    b = region_of(state, 4)
    assert state.strengths(b) == [1, 3]
    assert state.region_provinces(b) == [4]
    assert (state.owner[b], state.castles[b]) == (BLACK, 1)
    assert state.castles_left == [8, 9]


def test_figure2_to_4_white_takes_b_and_merges_a_b_c() -> None:
    state = play(load_fixture("rules_figure2_takeover.json")).state
    assert state.control[1] == WHITE  # green: 3 to 2 at court
    merged = region_of(state, 4)
    assert state.region_provinces(merged) == [3, 4, 5]
    assert region_of(state, 3) == region_of(state, 5) == merged
    assert (state.owner[merged], state.castles[merged]) == (WHITE, 3)
    assert sum(knights_in(state, merged).values()) == 6  # figure 4: 3 territories, 6 paladins, 3 castles
    assert state.num_regions == 13
    assert state.emperor == merged
    assert state.castles_left == [7, 10]  # black's castle went home, white put one in
    assert (state.phase_name, state.to_act) == ("place", BLACK)


def test_figure5_two_reds_protect_white_control_of_red() -> None:
    """9 to 6 after the defence; black's 3 reserve reds then only tie 9 to 9, and a tie keeps control."""
    match = play(load_fixture("rules_figure5_courts.json"))
    state = match.state
    assert state.court[5 * WHITE + 3] == 9
    assert state.court[5 * BLACK + 3] == 9
    assert state.control[3] == WHITE


def test_figure5_initial_control_is_as_the_rulebook_counts() -> None:
    record = load_fixture("rules_figure5_courts.json")
    record["actions"] = []
    state = play(record).state
    # blue, green, pink, red, yellow
    assert state.control == [BLACK, BLACK, WHITE, WHITE, BLACK]


def test_figure5_without_defence_black_overtakes_red() -> None:
    record = load_fixture("rules_figure5_courts.json")
    record["actions"] = [
        disc(0, 1),
        disc(1, 2),
        place(0, "blue", 7),
        place(0, "green", 7),
        place(0, "yellow", 7),
        move(0, 1),
        place(1, "red", "court"),
        place(1, "red", "court"),
        place(1, "red", "court"),
    ]
    state = play(record).state
    assert state.control[3] == BLACK  # 9 to 7


def test_figure5_two_yellows_take_yellow_from_black() -> None:
    record = load_fixture("rules_figure5_courts.json")
    record["actions"] = [disc(0, 1), disc(1, 2), place(0, "yellow", "court"), place(0, "yellow", "court")]
    state = play(record).state
    assert state.court[5 * WHITE + 4] == 7
    assert state.control[4] == WHITE  # 7 to 6


def test_figure6_counterattack_takes_c_and_joins_b_and_d() -> None:
    match = play(load_fixture("rules_figure6_counterattack.json"))
    state = match.state
    merged = region_of(state, 4)
    assert state.region_provinces(merged) == [2, 3, 4, 5, 6]
    assert (state.owner[merged], state.castles[merged]) == (WHITE, 5)  # "a large 5 castle territory"
    assert state.castles_left == [5, 8]  # black: the 3 castles of C back home, 2 still on A
    assert state.num_regions == 10
    assert state.emperor == merged
    assert state.control[4] == WHITE  # yellow 7 to 6


def test_figure6_majority_at_c_is_7_to_6_after_the_yellows() -> None:
    """The count the rulebook gives: 4 yellow, 2 red, 1 pink vs 2 green, 1 blue and 3 castles."""
    record = load_fixture("rules_figure6_counterattack.json")
    before = play({**record, "actions": record["actions"][:2]}).state
    assert before.strengths(region_of(before, 3)) == [3, 9]
    record["actions"] = record["actions"][:5]
    state = play(record).state
    assert state.strengths(region_of(state, 3)) == [7, 6]


def test_figure6_one_step_is_suicide_black_unites_a_b_c_with_six_castles() -> None:
    record = load_fixture("rules_figure6_counterattack.json")
    record["actions"] = [
        disc(0, 3),
        disc(1, 4),
        place(0, "red", "court"),
        place(0, "red", "court"),
        place(0, "green", "court"),
        move(0, 1),
    ]
    state = play(record).state
    merged = region_of(state, 2)
    assert state.region_provinces(merged) == [0, 1, 2, 3, 4, 5]
    assert (state.owner[merged], state.castles[merged]) == (BLACK, 6)
    assert state.castles_left == [9, 4]


def test_figure6_three_steps_to_d_change_nothing() -> None:
    record = load_fixture("rules_figure6_counterattack.json")
    record["actions"] = [disc(0, 3), disc(1, 4), *record["actions"][2:5], move(0, 3)]
    state = play(record).state
    d = region_of(state, 6)
    assert state.emperor == d
    assert (state.owner[d], state.castles[d]) == (WHITE, 1)
    assert state.castles_left == [8, 5]


def test_figure6_a_four_step_move_is_refused_with_disc_3() -> None:
    record = load_fixture("rules_figure6_counterattack.json")
    record["actions"] = [*record["actions"][:5], move(0, 4)]
    with pytest.raises(ReplayError, match=r"^action 5: player 0 may move the emperor at most 3 steps, not 4$"):
        play(record)


def test_german_takeover_black_replaces_both_white_castles_and_has_strength_7() -> None:
    record = load_fixture("rules_german_takeover.json")
    before = play({**record, "actions": record["actions"][:5]}).state
    r = region_of(before, 6)
    assert before.strengths(r) == [4, 5]
    state = play(record).state
    r = region_of(state, 6)
    assert state.region_provinces(r) == [6, 7]
    assert (state.owner[r], state.castles[r]) == (BLACK, 2)
    assert state.castles_left == [10, 8]
    assert state.strengths(r) == [2, 7]


def test_disc_example_bob_with_2_goes_first_and_moves_up_to_2_albert_up_to_3() -> None:
    """Rulebook: Albert (player 0) plays disc 3, Bob (player 1) disc 2."""
    record = scenario(reserves=[[], []], actions=[disc(0, 3), disc(1, 2)])
    state = play(record).state
    assert state.to_act == 1
    assert [move_steps(code) for code in state.legal_actions()] == [1, 2]
    record["actions"].append(move(1, 2))
    state = play(record).state
    assert state.to_act == 0
    assert [move_steps(code) for code in state.legal_actions()] == [1, 2, 3]


def test_anna_takes_red_at_court_and_builds_where_a_red_knight_stands() -> None:
    """Rulebook: at the start one knight per province; a red knight at court gives Anna red, and a castle."""
    record = scenario(
        emperor=3,
        reserves=[["red", "blue", "blue", "green", "pink", "yellow", "yellow"], ["blue"] * 7],
        dice=["pink"] * 3,
        actions=[
            disc(0, 2),
            disc(1, 3),
            place(0, "red", "court"),
            place(0, "blue", "court"),
            place(0, "yellow", "court"),
            move(0, 2),
        ],
    )
    state = play(record).state
    assert state.control[3] == 0
    assert knights_in(state, 5)["red"] == 1
    assert (state.owner[5], state.castles[5]) == (0, 1)
