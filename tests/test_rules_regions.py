"""docs/rules.md §6, §7 and §9: strength, builds, takeovers, merges, and every way a game ends.

Player 0 controls red and player 1 controls blue in most scenarios here
(one knight each at court); the ring's other provinces hold one knight each.
"""

from __future__ import annotations

import pytest

from carolus.engine.snapshot import replay_json
from tests.support.rules import disc, knights_in, move, place, play, region, region_of, ring, scenario

COURTS = [{"red": 1}, {"blue": 1}]
NO_RESERVES: list[list[str]] = [[], []]


def emperor_stop(regions: list[dict], emperor: int, steps: int = 1, mover: int = 0, **kw: object):
    """The state right after ``mover`` (acting first, nothing to place) moves the emperor ``steps``."""
    if steps == 5:  # both hold only disc 5: player 0 chooses first and so acts first
        kw["discs_left"] = [[5], [5]]
        actions = [disc(0, 5), disc(1, 5)]
    else:
        actions = [disc(0, 4), disc(1, 5)] if mover == 0 else [disc(0, 5), disc(1, 4)]
    kw.setdefault("courts", COURTS)
    kw.setdefault("reserves", NO_RESERVES)
    record = scenario(regions=regions, emperor=emperor, actions=[*actions, move(mover, steps)], **kw)
    return play(record).state


# -- strength and leader ------------------------------------------------------------


def test_a_leader_builds_one_castle_where_there_is_none() -> None:
    state = emperor_stop(ring(), emperor=14)  # province 0 holds a red knight
    assert (state.owner[0], state.castles[0]) == (0, 1)
    assert state.castles_left == [9, 10]
    assert state.last_event == ("build", 0, 0)


def test_the_leader_builds_whoever_moved_the_emperor() -> None:
    state = emperor_stop(ring(), emperor=0, mover=1)  # province 1 holds a blue knight, blue is player 1's
    assert (state.owner[1], state.castles[1]) == (1, 1)


def test_a_tie_at_the_top_builds_nothing() -> None:
    state = emperor_stop(ring(region(0, red=1, blue=1)), emperor=14)
    assert state.strengths(0) == [1, 1]
    assert (state.owner[0], state.castles[0]) == (-1, 0)
    assert state.castles_left == [10, 10]


def test_knights_nobody_controls_build_nothing() -> None:
    state = emperor_stop(ring(region(0, green=3)), emperor=14)
    assert state.strengths(0) == [0, 0]
    assert state.owner[0] == -1


def test_an_owner_who_still_leads_gets_no_extra_castle() -> None:
    state = emperor_stop(ring(region(0, 0, 1, red=2)), emperor=14)
    assert (state.owner[0], state.castles[0]) == (0, 1)
    assert state.castles_left == [9, 10]


def test_castles_count_as_strength_for_their_owner() -> None:
    held = emperor_stop(ring(region(0, 0, 2, blue=2)), emperor=14)
    assert held.strengths(0) == [2, 2]
    assert (held.owner[0], held.castles[0]) == (0, 2)  # a tie keeps the castles where they are


def test_a_takeover_returns_all_castles_and_puts_in_the_same_number() -> None:
    state = emperor_stop(ring(region([0, 1], 0, 2, blue=3)), emperor=14)
    r = region_of(state, 0)
    assert (state.owner[r], state.castles[r]) == (1, 2)
    assert state.castles_left == [10, 8]
    assert state.last_event == ("takeover", 1, 0, 0, 2)


def test_a_takeover_short_of_castles_puts_in_all_left_and_wins_at_once() -> None:
    """docs/rules.md §6, shortfall: L puts in all it has; every castle is in play, so L wins mid-turn (no refill)."""
    regions = ring(region(3, 0, 3, blue=4), region([7, 8, 9], 1, 9))
    record = scenario(
        regions=regions,
        emperor=2,
        courts=COURTS,
        reserves=[["green"] * 7, ["green"] * 7],
        dice=["pink"] * 6,
        actions=[disc(0, 1), disc(1, 2), *[place(0, "green", "court")] * 3, move(0, 1)],
    )
    match = play(record)
    state = match.state
    r = region_of(state, 3)
    assert (state.owner[r], state.castles[r]) == (1, 1)
    assert state.castles_left == [10, 0]
    assert (state.is_terminal(), state.winner, state.draw) == (True, 1, False)
    assert match.dice_rolled == 0  # the game ended before the refill
    assert state.reserve[0:5] == [0, 4, 0, 0, 0]
    snap = replay_json(state)
    assert (snap["phase"], snap["to_act"], snap["winner"], snap["round"]) == ("over", None, 1, 1)


# -- merging ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("owned", "built", "merged"),
    [
        ([4], 3, [3, 4]),  # clockwise neighbour
        ([2], 3, [2, 3]),  # counter-clockwise neighbour
        ([2, 4], 3, [2, 3, 4]),  # both
        ([14], 0, [14, 0]),  # across the seam, built on 0
        ([0], 14, [14, 0]),  # across the seam, built on 14
        ([13, 0], 14, [13, 14, 0]),  # both sides across the seam
    ],
)
def test_a_build_merges_with_same_side_neighbours(owned: list[int], built: int, merged: list[int]) -> None:
    regions = ring(*[region(p, 0, 1, green=1) for p in owned], region(built, red=1))
    state = emperor_stop(regions, emperor=(built - 1) % 15)
    r = region_of(state, built)
    assert state.region_provinces(r) == merged
    assert (state.owner[r], state.castles[r]) == (0, len(owned) + 1)
    assert knights_in(state, r) == {"blue": 0, "green": len(owned), "pink": 0, "red": 1, "yellow": 0}
    assert state.num_regions == 15 - len(owned)
    assert state.emperor == r
    snap = replay_json(state)
    assert snap["regions"][snap["emperor"]]["provinces"] == merged
    assert 0 in snap["regions"][0]["provinces"]
    starts = [reg["provinces"][0] for reg in snap["regions"]]
    assert starts[1:] == sorted(starts[1:])  # clockwise from the region holding province 0
    assert all(state.prov_region[p] == r for p in merged)


def test_a_takeover_merges_too_and_the_loser_keeps_its_other_regions() -> None:
    regions = ring(region(4, 1, 1), region(5, 0, 2, blue=3), region(9, 0, 1, red=5))
    state = emperor_stop(regions, emperor=4, mover=1)
    r = region_of(state, 5)
    assert state.region_provinces(r) == [4, 5]
    assert (state.owner[r], state.castles[r]) == (1, 3)
    assert (state.owner[region_of(state, 9)], state.castles[region_of(state, 9)]) == (0, 1)
    assert state.castles_left == [9, 7]


def test_the_merged_region_is_not_resolved_again() -> None:
    """Blue (player 1) is stronger in the merged region, but the merge does not trigger a takeover."""
    regions = ring(region(4, 0, 1, blue=5), region(3, red=1))
    state = emperor_stop(regions, emperor=2)
    r = region_of(state, 3)
    assert state.region_provinces(r) == [3, 4]
    assert state.strengths(r) == [3, 5]
    assert (state.owner[r], state.castles[r]) == (0, 2)


def test_a_merged_region_is_one_emperor_step() -> None:
    regions = ring(region([3, 4, 5], 1, 1, green=1))
    state = emperor_stop(regions, emperor=2, steps=2)
    assert state.emperor == region_of(state, 6)


def test_with_few_regions_the_emperor_passes_his_start_and_a_full_lap_returns_to_it() -> None:
    regions = [
        region([0, 1, 2, 3], 0, 1),
        region([4, 5, 6, 7], red=1),
        region([8, 9, 10], 1, 1),
        region([11, 12, 13, 14], blue=1),
    ]
    lap = emperor_stop(regions, emperor=4, steps=4)  # back on his start, which is resolved
    r = region_of(lap, 4)
    assert lap.emperor == r
    assert lap.region_provinces(r) == list(range(8))  # built there and merged with the region before
    assert lap.is_terminal()  # 3 regions left
    past = emperor_stop(regions, emperor=4, steps=5)
    assert past.emperor == region_of(past, 8)


# -- the end ---------------------------------------------------------------------------


def test_a_side_with_every_castle_in_play_wins_at_once() -> None:
    regions = ring(region([5, 6, 7, 8, 9], 0, 9))
    match = play(
        scenario(
            regions=regions,
            emperor=14,
            courts=COURTS,
            reserves=[["green"] * 7, ["green"] * 7],
            dice=["pink"] * 3,
            actions=[disc(0, 1), disc(1, 2), *[place(0, "green", 3)] * 3, move(0, 1)],
        )
    )
    state = match.state
    assert (state.is_terminal(), state.winner, state.castles_left) == (True, 0, [0, 10])
    assert match.dice_rolled == 0


def _four_regions(castles_a: int, castles_c: int, castles_d: int) -> list[dict]:
    return [
        region([0, 1, 2, 3], 0, castles_a),
        region([4, 5, 6, 7], red=1),
        region([8, 9, 10], 0, castles_c),
        region([11, 12, 13, 14], 1, castles_d),
    ]


def test_fewer_than_four_regions_ends_the_game_and_most_castles_win() -> None:
    state = emperor_stop(_four_regions(1, 1, 2), emperor=0)
    assert state.num_regions == 2
    assert (state.is_terminal(), state.winner, state.draw) == (True, 0, False)  # 3 castles to 2
    assert (state.end_reason, replay_json(state)["end"]) == ("regions", "regions")


def test_fewer_than_four_regions_with_equal_castles_is_a_draw() -> None:
    state = emperor_stop(_four_regions(1, 1, 3), emperor=0)
    assert (state.is_terminal(), state.winner, state.draw) == (True, -1, True)
    snap = replay_json(state)
    assert (snap["over"], snap["winner"], snap["draw"]) == (True, None, True)


def test_fewer_than_four_regions_can_be_won_by_the_side_that_did_not_build() -> None:
    state = emperor_stop(_four_regions(1, 1, 5), emperor=0)
    assert (state.is_terminal(), state.winner) == (True, 1)


def _all_knights_placed(reserve_1: int = 0) -> dict:
    """Every knight out of the supply: 15 on the ring, the rest at court (and ``reserve_1`` blues in a reserve)."""
    courts = [{c: 20 for c in ("blue", "green", "pink", "red", "yellow")}, {}]
    courts[1] = {c: 17 for c in ("blue", "green", "pink", "red", "yellow")}
    courts[1]["blue"] -= reserve_1
    return {"courts": courts, "reserves": [[], ["blue"] * reserve_1]}


def test_the_game_ends_at_the_end_of_a_round_when_supply_and_reserves_are_empty() -> None:
    record = scenario(emperor=14, actions=[disc(0, 1), disc(1, 2), move(0, 1), move(1, 1)], **_all_knights_placed())
    state = play(record).state
    assert sum(state.supply) == 0
    r = region_of(state, 0)
    assert state.region_provinces(r) == [0, 1]
    assert (state.is_terminal(), state.winner, state.round) == (True, 0, 1)
    assert replay_json(state)["end"] == "stalled"


def test_the_game_goes_on_while_a_reserve_holds_a_knight() -> None:
    record = scenario(emperor=14, actions=[disc(0, 1), disc(1, 2), move(0, 1)], **_all_knights_placed(1))
    match = play(record)
    match.apply_action(match.legal_actions()[0])  # player 1 places his blue
    match.apply_action(match.legal_actions()[0])  # and moves: the die gives nothing, the supply being empty
    state = match.state
    assert (state.is_terminal(), state.round, state.phase_name) == (False, 2, "disc")


@pytest.mark.parametrize(("round_", "over"), [(99, False), (100, True)])
def test_the_game_ends_at_the_end_of_round_100(round_: int, over: bool) -> None:
    record = scenario(
        courts=[{}, {}], reserves=NO_RESERVES, round=round_, actions=[disc(0, 1), disc(1, 2), move(0, 1), move(1, 1)]
    )
    state = play(record).state
    assert state.is_terminal() is over
    if over:
        assert (state.round, state.winner, state.draw) == (100, -1, True)
        assert (replay_json(state)["round"], replay_json(state)["end"]) == (100, "round-100")
    else:
        assert (state.round, state.phase_name) == (100, "disc")
        assert replay_json(state)["end"] is None


def test_round_100_is_won_by_the_side_with_most_castles() -> None:
    record = scenario(
        regions=ring(region(7, 1, 1)),
        courts=[{}, {}],
        reserves=NO_RESERVES,
        round=100,
        actions=[disc(0, 1), disc(1, 2), move(0, 1), move(1, 1)],
    )
    state = play(record).state
    assert (state.is_terminal(), state.winner) == (True, 1)
