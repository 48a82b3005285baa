"""docs/rules.md §4, the disc phase: who may choose what, the action order, the choosing order, discs coming back."""

from __future__ import annotations

import pytest

from carolus.engine.match import Match, ReplayError
from carolus.engine.snapshot import replay_json
from tests.support.rules import disc, move, place, plain_action, play, play_until, scenario


def test_a_value_chosen_by_another_player_is_refused() -> None:
    match = play(scenario(actions=[disc(0, 3)]))
    assert match.state.legal_actions() == [0, 1, 3, 4]  # discs 1, 2, 4, 5
    with pytest.raises(ReplayError, match=r"^action 1: disc 3 is already chosen this round$"):
        play(scenario(actions=[disc(0, 3), disc(1, 3)]))


def test_a_used_disc_cannot_be_chosen_again() -> None:
    with pytest.raises(ReplayError, match=r"^action 0: player 0 has no disc 2 left$"):
        play(scenario(discs_left=[[1, 3], [2]], actions=[disc(0, 2)]))


def test_a_chosen_value_may_be_repeated_when_every_disc_left_is_already_chosen() -> None:
    match = play(scenario(discs_left=[[3], [3]], actions=[disc(0, 3)]))
    assert match.state.legal_actions() == [2]
    match.apply_action(match.legal_actions()[0])
    assert match.state.action_order == [0, 1]


def test_the_repeat_is_not_allowed_while_an_unchosen_disc_is_left() -> None:
    match = play(scenario(discs_left=[[3], [2, 3]], actions=[disc(0, 3)]))
    assert match.state.legal_actions() == [1]  # only disc 2
    with pytest.raises(ReplayError, match="disc 3 is already chosen"):
        play(scenario(discs_left=[[3], [2, 3]], actions=[disc(0, 3), disc(1, 3)]))


def test_equal_values_act_in_choosing_order() -> None:
    for start, order in ((0, [0, 1]), (1, [1, 0])):
        first, second = order
        match = play(scenario(start_player=start, discs_left=[[4], [4]], actions=[disc(first, 4), disc(second, 4)]))
        assert match.state.action_order == order
        assert (match.state.phase_name, match.state.to_act) == ("place", first)


def test_three_players_repeat_among_their_chosen_discs_and_ties_keep_choosing_order() -> None:
    record = scenario(players=3, discs_left=[[1, 2, 3], [2], [1, 2]], actions=[disc(0, 1), disc(1, 2)])
    match = play(record)
    assert match.state.legal_actions() == [0, 1]  # both of player 2's discs are taken: either
    record["actions"].append(disc(2, 1))
    assert play(record).state.action_order == [0, 2, 1]
    refused = scenario(players=3, discs_left=[[1, 2, 3], [2], [1, 2, 4]], actions=[disc(0, 1), disc(1, 2)])
    assert play(refused).state.legal_actions() == [3]  # disc 4 is free, so no repeat


def test_action_order_is_ascending_disc_value() -> None:
    match = play(scenario(players=3, actions=[disc(0, 5), disc(1, 1), disc(2, 3)]))
    assert match.state.action_order == [1, 2, 0]
    assert match.state.to_act == 1


def test_first_round_chooses_from_the_start_player_up_in_seat_order() -> None:
    match = play(scenario(players=3, start_player=2))
    assert match.state.to_act == 2
    match.apply_action(match.legal_actions()[0])
    assert match.state.to_act == 0


@pytest.mark.parametrize("players", [2, 3, 4])
def test_later_rounds_choose_in_the_previous_action_order(players: int) -> None:
    values = [5, 2, 4, 1][:players]
    match = play(scenario(players=players, actions=[disc(p, values[p]) for p in range(players)]))
    order = sorted(range(players), key=values.__getitem__)
    assert match.state.action_order == order
    play_until(match, lambda s: s.round == 2)
    assert match.state.choose_order == order
    assert match.state.to_act == order[0]
    chosen_by = []
    for _ in range(players):
        chosen_by.append(match.state.to_act)
        match.apply_action(match.state.legal_actions()[0])
    assert chosen_by == order


def test_the_emperor_moves_at_least_one_and_at_most_the_disc_value() -> None:
    base = scenario(reserves=[[], []], actions=[disc(0, 2), disc(1, 3)])
    assert play(base).state.legal_actions() == [85, 86]  # 1 or 2 steps
    with pytest.raises(ReplayError, match="at most 2 steps, not 3"):
        play({**base, "actions": [*base["actions"], move(0, 3)]})
    with pytest.raises(ReplayError, match="at least 1 step, not 0"):
        play({**base, "actions": [*base["actions"], move(0, 0)]})


def _seed_reaching_round(players: int, rounds: int) -> Match:
    for k in range(50):
        match = Match.new(players, f"d15c{k:x}")
        play_until(match, lambda s: s.round > rounds)
        if not match.is_over():
            return Match.new(players, f"d15c{k:x}")
    raise AssertionError("no seed reaches the round")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_discs_return_after_rounds_5_and_10_and_not_before(players: int) -> None:
    match = _seed_reaching_round(players, 11)
    seen_rounds = set()
    while match.state.round <= 11:
        state = match.state
        if state.phase_name == "disc" and state.choose_idx == 0 and state.round not in seen_rounds:
            seen_rounds.add(state.round)
            left = 5 - (state.round - 1) % 5
            assert [bin(m).count("1") for m in state.discs] == [left] * players, state.round
        match.apply_action(plain_action(state))
    assert seen_rounds >= set(range(1, 12))


def test_discs_left_is_empty_after_the_fifth_rounds_choices_until_the_next_disc_phase() -> None:
    match = _seed_reaching_round(2, 6)
    play_until(match, lambda s: s.round == 5 and s.phase_name == "place")
    assert replay_json(match.state)["discs_left"] == [[], []]
    play_until(match, lambda s: s.round == 6)
    snap = replay_json(match.state)
    assert (snap["phase"], snap["discs_left"]) == ("disc", [[1, 2, 3, 4, 5]] * 2)


def test_a_player_without_discs_takes_all_five_back_at_a_disc_phase() -> None:
    """A mid-game position where only one player ran out: only that player takes them back."""
    record = scenario(discs_left=[[], [2]], round=5, actions=[place(0, "blue", "court")])
    with pytest.raises(ReplayError, match="must choose a disc"):
        play(record)
    match = play({**record, "actions": []})
    assert match.state.discs == [0b111110, 0b100]
