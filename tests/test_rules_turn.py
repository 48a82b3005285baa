"""docs/rules.md §5 (placing) and §8 (refill, dice, the empty supply); setup crowns; courts and control."""

from __future__ import annotations

import pytest

from carolus.engine import codes
from carolus.engine.actions import Action
from carolus.engine.constants import COLOURS, COURT
from carolus.engine.match import Match, ReplayError
from carolus.engine.snapshot import replay_json
from carolus.engine.state import State
from tests.support.rules import control_of, court_of, crown, disc, move, place, play, scenario

FIRST_TURN = [disc(0, 1), disc(1, 2)]


def _colours(state: State, p: int) -> dict[str, int]:
    return {name: state.reserve[5 * p + c] for c, name in enumerate(COLOURS)}


# -- placing ------------------------------------------------------------------------------


def test_exactly_three_knights_are_placed_then_the_emperor_must_move() -> None:
    base = scenario(actions=[*FIRST_TURN, *[place(0, "blue", "court")] * 3])
    assert play(base).state.phase_name == "move"
    with pytest.raises(ReplayError, match=r"^action 5: player 0 must move the emperor, not place a knight$"):
        play({**base, "actions": [*base["actions"], place(0, "blue", "court")]})
    with pytest.raises(ReplayError, match=r"^action 3: player 0 must place a knight, not move the emperor$"):
        play(scenario(actions=[*FIRST_TURN, place(0, "blue", 1), move(0, 1)]))


def test_three_players_place_four() -> None:
    base = scenario(players=3, actions=[disc(0, 1), disc(1, 2), disc(2, 3), *[place(0, "blue", 4)] * 3])
    assert play(base).state.phase_name == "place"
    base["actions"].append(place(0, "blue", 4))
    state = play(base).state
    assert state.phase_name == "move"
    assert state.knights[5 * 4 + 0] == 4  # province 4 (yellow) now also holds four blues


def test_a_knight_not_in_reserve_is_refused_and_changes_nothing() -> None:
    with pytest.raises(ReplayError, match=r"^action 2: player 0 has no red knight in reserve$"):
        play(scenario(actions=[*FIRST_TURN, place(0, "red", "court")]))
    match = play(scenario(actions=FIRST_TURN))
    before = match.digest()
    with pytest.raises(ValueError, match="no red knight"):
        match.state.apply_action(codes.place(COLOURS.index("red"), COURT))
    assert match.digest() == before


def test_a_short_reserve_places_what_it_has_and_rolls_as_many_dice() -> None:
    record = scenario(
        reserves=[["red", "green"], ["blue"] * 7],
        dice=["pink", "pink", "yellow"],
        actions=[*FIRST_TURN, place(0, "red", "court"), place(0, "green", 3)],
    )
    match = play(record)
    assert match.state.phase_name == "move"
    match.apply_action(match.legal_actions()[0])
    assert match.dice_rolled == 2
    assert _colours(match.state, 0)["pink"] == 2
    assert sum(_colours(match.state, 0).values()) == 2


def test_an_empty_reserve_skips_placing_and_rolls_nothing() -> None:
    match = play(scenario(reserves=[[], ["blue"] * 7], dice=["red"], actions=FIRST_TURN))
    assert (match.state.phase_name, match.state.to_act) == ("move", 0)
    match.apply_action(match.legal_actions()[0])
    assert match.dice_rolled == 0
    assert (match.state.phase_name, match.state.to_act) == ("place", 1)


# -- courts and control ----------------------------------------------------------------------


def test_control_needs_strictly_more_and_a_tie_keeps_it() -> None:
    record = scenario(
        reserves=[["red"] + ["blue"] * 6, ["red"] * 7],
        dice=["blue"] * 6,
        actions=[*FIRST_TURN, place(0, "red", "court"), place(0, "blue", 3)],
    )
    state = play(record).state
    assert control_of(state)["red"] == 0  # 1 to 0
    record["actions"] = [
        *FIRST_TURN,
        place(0, "red", "court"),
        place(0, "blue", 3),
        place(0, "blue", 3),
        move(0, 1),
        place(1, "red", "court"),
    ]
    assert control_of(play(record).state)["red"] == 0  # 1 to 1: stays
    record["actions"].append(place(1, "red", "court"))
    assert control_of(play(record).state)["red"] == 1  # 2 to 1


def test_a_tie_in_a_court_with_nobody_in_control_gives_nobody_control() -> None:
    record = scenario(courts=[{"red": 2}, {"red": 2}], reserves=[["blue"] * 7, ["red"] * 7])
    match = play(record)
    assert control_of(match.state)["red"] is None
    record["actions"] = [*FIRST_TURN, *[place(0, "blue", "court")] * 3]
    assert control_of(play(record).state) == {"blue": 0, "green": None, "pink": None, "red": None, "yellow": None}


def test_three_players_need_more_than_each_other() -> None:
    record = scenario(
        players=3,
        courts=[{"red": 2}, {"red": 1}, {}],
        reserves=[["blue"] * 9, ["blue"] * 9, ["red"] * 9],
        actions=[disc(0, 3), disc(1, 2), disc(2, 1), place(2, "red", "court"), place(2, "red", "court")],
    )
    assert control_of(play(record).state)["red"] == 0  # 2, 1, 2: player 0 keeps it
    record["actions"].append(place(2, "red", "court"))
    assert control_of(play(record).state)["red"] == 2  # 2, 1, 3


# -- refill and dice ------------------------------------------------------------------------


def test_the_refill_rolls_one_die_per_knight_placed_and_takes_those_colours() -> None:
    record = scenario(dice=["red", "green", "red"], actions=[*FIRST_TURN, *[place(0, "blue", "court")] * 3, move(0, 1)])
    match = play(record)
    assert match.dice_rolled == 3
    assert _colours(match.state, 0) == {"blue": 4, "green": 1, "pink": 0, "red": 2, "yellow": 0}
    assert match.state.supply == [40 - 3 - 14, 37 - 1, 37, 37 - 2, 37]  # court knights stay out of it


def test_a_crown_is_named_by_the_roller_at_once_before_the_next_die() -> None:
    record = scenario(
        dice=["crown", "crown", "red"], actions=[*FIRST_TURN, *[place(0, "blue", "court")] * 3, move(0, 1)]
    )
    match = play(record)
    assert (match.state.phase_name, match.state.to_act, match.dice_rolled) == ("crown", 0, 1)
    with pytest.raises(ValueError, match="turn to crown, not player 1's"):
        match.apply_action(Action.crown(1, "red"))
    match.apply_action(match.legal_actions()[2])  # pink
    assert (match.state.phase_name, match.dice_rolled) == ("crown", 2)
    record["actions"] += [crown(0, "pink"), crown(0, "yellow")]
    state = play(record).state
    assert _colours(state, 0) == {"blue": 4, "green": 0, "pink": 1, "red": 1, "yellow": 1}
    assert (state.phase_name, state.to_act) == ("place", 1)


def _red_supply_empty(p1_red: int) -> dict:
    """Red all gone from the supply: 3 on the ring, the rest at court and in reserves."""
    courts = [{"red": 20}, {"red": p1_red}]
    reserves = [["blue"] * 7, ["red"] * (17 - p1_red) + ["blue"] * (7 - 17 + p1_red)]
    return {"courts": courts, "reserves": reserves}


def test_a_colour_gone_from_the_supply_takes_one_back_from_every_court() -> None:
    """docs/rules.md §8, empty supply: each returns one, the roller takes one; court differences and control stay."""
    record = scenario(
        dice=["red", "blue", "blue"],
        actions=[*FIRST_TURN, *[place(0, "blue", 5)] * 3, move(0, 1)],
        **_red_supply_empty(10),
    )
    before = play({**record, "actions": []}).state
    assert before.supply[3] == 0
    state = play(record).state
    assert court_of(state, 0)["red"] == 19
    assert court_of(state, 1)["red"] == 9
    assert state.supply[3] == 1  # two returned, one taken
    assert _colours(state, 0)["red"] == 1
    assert control_of(state)["red"] == 0


def test_a_colour_gone_from_supply_and_missing_from_a_court_counts_as_a_restricted_crown() -> None:
    record = scenario(
        dice=["red", "blue", "blue"],
        actions=[*FIRST_TURN, *[place(0, "blue", 5)] * 3, move(0, 1)],
        reserves=[["blue"] * 7, ["red"] * 7],
    )
    del record["setup"]["regions"]
    record["setup"]["provinces"] = ["red"] * 10 + ["blue"] * 5  # 10 + 20 + 7 = 37 reds out; 3 more at start
    record["setup"]["courts"] = [{"red": 23}, {}]
    match = play(record)
    state = match.state
    assert state.supply[3] == 0
    assert (state.phase_name, state.to_act) == ("crown", 0)
    assert state.legal_actions() == [90, 91, 92, 94]  # every colour but red
    with pytest.raises(ValueError, match="no red knight is left in the supply"):
        match.apply_action(Action.crown(0, "red"))
    assert court_of(state, 0)["red"] == 23  # nothing taken back


def test_when_the_whole_supply_is_empty_a_die_gives_nothing() -> None:
    """A crown, and a colour missing from a court (so no court gives one back), give nothing."""
    courts = [{c: 20 for c in COLOURS}, {c: 17 for c in COLOURS}]
    courts[1]["green"] = 14
    courts[0]["pink"], courts[1]["pink"] = 37, 0
    record = scenario(
        courts=courts,
        reserves=[["green"] * 3, ["blue"] * 7],
        dice=["crown", "pink", "pink"],
        actions=[*FIRST_TURN, *[place(0, "green", 2)] * 3, move(0, 1)],
    )
    record["setup"]["reserves"][1] = []
    state = play(record).state
    assert sum(state.supply) == 0
    assert sum(_colours(state, 0).values()) == 0
    assert (state.phase_name, state.to_act) == ("move", 1)


def test_setup_crowns_are_named_in_round_0_from_the_start_player_up() -> None:
    for k in range(200):
        match = Match.new(3, f"c0{k:x}")
        crowns = list(match.state.pending_crowns)
        if len(set(crowns)) >= 2:
            break
    state = match.state
    start = match.record.setup.get("start_player", state.choose_order[0])
    order = [(start + i) % 3 for i in range(3)]
    assert crowns == sorted(crowns, key=order.index)
    snap = replay_json(state)
    assert (snap["round"], snap["phase"], snap["to_act"]) == (0, "crown", crowns[0])
    while match.state.phase_name == "crown":
        assert match.state.round == 0
        match.apply_action(match.legal_actions()[0])
    assert (match.state.round, match.state.phase_name, match.state.to_act) == (1, "disc", start)
    assert [sum(match.state.reserve[5 * p : 5 * p + 5]) for p in range(3)] == [9, 9, 9]
