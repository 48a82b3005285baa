"""docs/rules.md §2, sizes by player count: the 3-player relative majority and the 4-player teams."""

from __future__ import annotations

from carolus.engine.rules import Rules
from carolus.engine.snapshot import replay_json
from tests.support.rules import disc, move, play, region, region_of, ring, scenario


def _stop(players: int, regions: list[dict], courts: list[dict], emperor: int, **kw: object):
    """Player 0 chooses disc 1 and, with an empty reserve, moves the emperor one step."""
    discs = [disc(p, p + 1) for p in range(players)]
    record = scenario(
        players=players,
        regions=regions,
        courts=courts,
        emperor=emperor,
        reserves=[[] for _ in range(players)],
        actions=[*discs, move(0, 1)],
        **kw,
    )
    return play(record).state


def test_sizes_by_player_count() -> None:
    assert [(r.castles_per_side, r.reserve_size, r.per_turn, r.sides) for r in map(Rules, (2, 3, 4))] == [
        (10, 7, 3, 2),
        (8, 9, 4, 3),
        (10, 7, 3, 2),
    ]
    assert Rules(4).side_of == (0, 1, 0, 1)


def test_three_players_the_strongest_builds_with_a_relative_majority() -> None:
    courts = [{"red": 1}, {"blue": 1}, {"green": 1}]
    state = _stop(3, ring(region(0, red=3, blue=2, green=2)), courts, emperor=14)
    assert state.strengths(0) == [3 + 1, 2, 2]  # 3 to 2 and 2, plus the new castle
    assert (state.owner[0], state.castles[0]) == (0, 1)
    assert state.castles_left == [7, 8, 8]


def test_three_players_a_tie_at_the_top_builds_nothing_even_if_a_third_is_weaker() -> None:
    courts = [{"red": 1}, {"blue": 1}, {"green": 1}]
    state = _stop(3, ring(region(0, red=2, blue=2, green=1)), courts, emperor=14)
    assert state.owner[0] == -1


def test_three_players_a_takeover_needs_more_than_each_other_side() -> None:
    courts = [{"red": 1}, {"blue": 1}, {"green": 1}]
    state = _stop(3, ring(region(0, 2, 2, red=3, blue=1)), courts, emperor=14)
    assert state.strengths(0) == [3 + 2, 1, 0]  # it was 3 to 1 to 2 (player 2's castles)
    assert (state.owner[0], state.castles[0]) == (0, 2)
    assert state.castles_left == [6, 8, 8]


def test_four_players_partners_control_counts_together() -> None:
    """Team 0 (players 0 and 2) controls red and blue: 2 to team 1's 1 green."""
    courts = [{"red": 1}, {"green": 1}, {"blue": 1}, {}]
    state = _stop(4, ring(region(0, red=1, blue=1, green=1)), courts, emperor=14)
    assert state.strengths(0) == [2 + 1, 1]  # 2 to 1, plus the new castle
    assert (state.owner[0], state.castles[0]) == (0, 1)
    assert state.castles_left == [9, 10]
    assert replay_json(state)["castles_left"] == [9, 10]


def test_four_players_equal_team_totals_build_nothing() -> None:
    courts = [{"red": 1}, {"green": 1}, {"blue": 1}, {"yellow": 1}]
    state = _stop(4, ring(region(0, red=1, blue=1, green=1, yellow=1)), courts, emperor=14)
    assert state.strengths(0) == [2, 2]
    assert state.owner[0] == -1


def test_four_players_castles_belong_to_the_team_and_merge_across_partners() -> None:
    """Player 0 builds next to a castle his partner's team already owns: one team-0 region."""
    courts = [{"red": 1}, {"green": 1}, {"blue": 1}, {}]
    state = _stop(4, ring(region(1, 0, 2, green=1)), courts, emperor=14)
    r = region_of(state, 0)
    assert state.region_provinces(r) == [0, 1]
    assert (state.owner[r], state.castles[r]) == (0, 3)


def test_four_players_a_team_with_all_ten_castles_in_play_wins() -> None:
    courts = [{"red": 1}, {"green": 1}, {"blue": 1}, {}]
    state = _stop(4, ring(region([5, 6, 7], 0, 9)), courts, emperor=14)
    assert (state.is_terminal(), state.winner) == (True, 0)
    assert replay_json(state)["winner"] == 0


def test_three_players_equal_most_castles_at_the_end_is_a_draw() -> None:
    """Player 0 builds on B and merges it with A: 3 regions. Players 0 and 1 have 3 castles, player 2 has 1."""
    regions = [
        region([0, 1, 2, 3], 0, 2),
        region([4, 5, 6, 7], red=1),
        region([8, 9, 10], 1, 3),
        region([11, 12, 13, 14], 2, 1),
    ]
    courts = [{"red": 1}, {"blue": 1}, {"green": 1}]
    state = _stop(3, regions, courts, emperor=0)
    assert state.num_regions == 3
    assert state.castles_left == [5, 5, 7]
    assert (state.is_terminal(), state.winner, state.draw) == (True, -1, True)
    regions[3] = region([11, 12, 13, 14], 2, 4)
    state = _stop(3, regions, courts, emperor=0)
    assert (state.is_terminal(), state.winner, state.draw) == (True, 2, False)
