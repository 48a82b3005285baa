"""The optional rules (docs/rules.md §10 to §15) as records: each rule path, the refused combinations, invariants."""

from __future__ import annotations

from itertools import combinations
from random import Random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from carolus.engine.constants import NUM_PROVINCES
from carolus.engine.errors import IllegalActionError, RecordError, UnsupportedVariantError
from carolus.engine.game import Game
from carolus.engine.match import Match
from carolus.engine.record import Record
from carolus.engine.rules import Rules, combination_problem
from carolus.engine.snapshot import replay_json
from carolus.engine.variants import PIECES
from tests.support.rules import crown, disc, move, place, play, scenario
from tests.support.states import SETTINGS, check_invariants

ALLOWED = [c for k in range(1, 4) for c in combinations(PIECES, k) if combination_problem(c) is None]
REFUSED = [c for k in range(2, 6) for c in combinations(PIECES, k) if combination_problem(c) is not None]


def with_variant(record: dict[str, Any], *names: str) -> dict[str, Any]:
    record["variant"] = list(names)
    return record


def counts(**kw: int) -> dict[str, int]:
    out = dict.fromkeys(("blue", "green", "pink", "red", "yellow"), 0)
    out.update(kw)
    return out


def three_blue(p: int) -> list[dict[str, Any]]:
    return [place(p, "blue", "court")] * 3


# -- combinations ------------------------------------------------------------------------------------------


def test_rules_md_allows_exactly_these_combinations() -> None:
    assert ALLOWED == [
        ("free-draw",),
        ("piles",),
        ("deferred-jokers",),
        ("free-colour",),
        ("early-roll",),
        ("piles", "deferred-jokers"),
        ("deferred-jokers", "free-colour"),
        ("deferred-jokers", "early-roll"),
        ("free-colour", "early-roll"),
        ("deferred-jokers", "free-colour", "early-roll"),
    ]


@pytest.mark.parametrize("combo", REFUSED, ids="+".join)
def test_every_refused_combination_is_refused_with_the_reason(combo: tuple[str, ...]) -> None:
    reason = combination_problem(combo)
    assert reason and ("free-draw" in reason or "piles" in reason)
    with pytest.raises(UnsupportedVariantError, match="replaces the refill dice"):
        Game(2, combo)
    with pytest.raises(RecordError, match="replaces the refill dice"):
        Record.from_dict(with_variant(scenario(), *combo))


def test_variants_are_kept_in_rules_md_order_whatever_order_they_are_asked_in() -> None:
    assert Rules(2, ("early-roll", "deferred-jokers")).variants == ("deferred-jokers", "early-roll")
    record = Record.from_dict(with_variant(scenario(), "early-roll", "free-colour", "deferred-jokers"))
    assert record.to_dict()["variant"] == ["deferred-jokers", "free-colour", "early-roll"]


# -- piles ---------------------------------------------------------------------------------------------------

PILES = [["red", "red", "blue"], ["green", "green", "pink"], ["yellow", "yellow", "yellow"]]
NO_YELLOW = [{"yellow": 17}, {"yellow": 17}]
"""With the ring's 3 yellows and pile 2's 3, the courts hold every other yellow: the supply has none."""


def piles_record(actions: list[dict[str, Any]], dice: list[str]) -> dict[str, Any]:
    record = scenario(courts=NO_YELLOW, piles=PILES, dice=dice, actions=actions)
    return with_variant(record, "piles")


def test_a_pile_is_taken_whole_and_refilled_with_a_crown_and_an_empty_colour_rolled_again() -> None:
    dice = ["crown", "green", "yellow", "red", "red", "pink", "blue"]
    actions = [disc(0, 1), disc(1, 2), *three_blue(0), move(0, 1)]
    match = play(piles_record(actions, []))
    snap = replay_json(match.state)
    assert (snap["phase"], snap["to_act"]) == ("pile", 0)
    assert snap["piles"] == [counts(red=2, blue=1), counts(green=2, pink=1), counts(yellow=3)]
    match = play(piles_record([*actions, {"type": "pile", "player": 0, "pile": 0}], dice))
    snap = replay_json(match.state)
    assert snap["reserves"][0] == counts(blue=5, red=2)
    # pile 1: crown rolled again, then green; pile 2: yellow (none in supply) rolled again, then red;
    # the new pile 0: red, pink, blue
    assert snap["piles"] == [counts(red=1, pink=1, blue=1), counts(green=3, pink=1), counts(yellow=3, red=1)]
    assert match.dice_rolled == len(dice)
    assert (snap["phase"], snap["to_act"]) == ("place", 1)


def test_from_a_pile_holding_more_than_k_the_player_takes_k_and_the_rest_goes_back() -> None:
    dice = ["crown", "green", "yellow", "red", "red", "pink", "blue", "green", "blue", "pink", "pink", "red"]
    actions = [disc(0, 1), disc(1, 2), *three_blue(0), move(0, 1), {"type": "pile", "player": 0, "pile": 0}]
    actions += [*three_blue(1), move(1, 1)]
    match = play(piles_record(actions, dice))
    supply_pink = match.state.supply[2]
    with pytest.raises(IllegalActionError, match="pile 1 holds 4 knights: take 3 of them"):
        match.apply_action(Record.from_dict(piles_record([{"type": "pile", "player": 1, "pile": 1}], [])).actions[0])
    take = {"type": "pile", "player": 1, "pile": 1, "take": ["green", "green", "green"]}
    match = play(piles_record([*actions, take], dice))
    snap = replay_json(match.state)
    assert snap["reserves"][1] == counts(blue=4, green=3)
    assert snap["supply"]["pink"] == supply_pink + 1 - 2  # the pink went back, two were rolled into pile 1
    assert snap["piles"] == [
        counts(red=1, pink=1, blue=1, green=1),
        counts(pink=2, red=1),
        counts(yellow=3, red=1, blue=1),
    ]
    assert (snap["round"], snap["phase"]) == (2, "disc")
    assert match.record.actions[-1].to_dict() == take


def test_take_is_refused_from_a_pile_of_k_or_fewer() -> None:
    actions = [disc(0, 1), disc(1, 2), *three_blue(0), move(0, 1)]
    actions.append({"type": "pile", "player": 0, "pile": 0, "take": ["red", "red", "blue"]})
    with pytest.raises(RecordError, match="action 6: pile 0 holds 3 knights: take it whole"):
        play(piles_record(actions, []))


def test_seeded_piles_are_rolled_after_the_reserves_and_written_back_as_rolled() -> None:
    record = Record.new(3, "5eed", variant=["piles"])
    state = Match(record).state
    piles = [state.piles[5 * i : 5 * i + 5] for i in range(4)]
    assert [sum(p) for p in piles] == [4, 4, 4, 4]
    again = Record.from_dict({**record.to_dict(), "setup": record.explicit_setup()})
    assert Match(again).digest() == Match(record).digest()


# -- deferred jokers -----------------------------------------------------------------------------------------


def joker(p: int, colour: str, to: int | str) -> dict[str, Any]:
    return {"type": "place", "player": p, "colour": colour, "to": to, "joker": True}


def test_setup_crowns_and_refill_crowns_stay_jokers_and_a_joker_is_placed_as_a_named_colour() -> None:
    reserves = [["crown", "crown", "blue", "blue", "blue", "blue", "blue"], ["blue"] * 7]
    actions = [disc(0, 1), disc(1, 2), joker(0, "red", "court"), place(0, "blue", "court"), place(0, "blue", 3)]
    actions.append(move(0, 1))
    record = with_variant(
        scenario(reserves=reserves, dice=["crown", "red", "green"], actions=actions), "deferred-jokers"
    )
    match = play(record)
    snap = replay_json(match.state)
    assert snap["jokers"] == [2, 0]  # one placed, one more from the refill's crown
    assert snap["courts"][0] == counts(red=1, blue=1)
    assert snap["reserves"][0] == counts(blue=3, red=1, green=1)
    assert snap["supply"]["red"] == 40 - 3 - 1 - 1
    assert match.record.to_dict()["actions"][2] == joker(0, "red", "court")


def test_a_joker_cannot_be_named_a_colour_the_supply_has_run_out_of() -> None:
    reserves = [["crown", "blue", "blue"], ["blue"] * 7]
    record = scenario(reserves=reserves, courts=[{}, {"red": 37}], actions=[disc(0, 1), disc(1, 2), joker(0, "red", 3)])
    with pytest.raises(RecordError, match="action 2: a joker cannot be named red: none is left in the supply"):
        play(with_variant(record, "deferred-jokers"))


def test_with_the_whole_supply_empty_jokers_cannot_be_placed_so_fewer_knights_are() -> None:
    full = {c: 18 for c in ("blue", "green", "pink", "red", "yellow")}
    courts = [full, {**{c: 19 for c in full}, "blue": 17}]
    reserves = [["crown", "crown"], ["blue", "blue", "crown"]]
    record = with_variant(
        scenario(reserves=reserves, courts=courts, actions=[disc(0, 1), disc(1, 2)]), "deferred-jokers"
    )
    snap = replay_json(play(record).state)
    assert sum(snap["supply"].values()) == 0
    assert (snap["phase"], snap["to_act"], snap["jokers"]) == ("move", 0, [2, 1])


def test_joker_in_a_game_without_deferred_jokers_is_an_illegal_action() -> None:
    record = scenario(actions=[disc(0, 1), disc(1, 2), {**place(0, "blue", "court"), "joker": False}])
    with pytest.raises(RecordError, match="action 2: 'joker' is only part of a place action with deferred-jokers"):
        play(record)


# -- free colour ---------------------------------------------------------------------------------------------


def test_after_a_refill_without_crowns_one_knight_is_swapped_or_all_are_kept() -> None:
    actions = [disc(0, 1), disc(1, 2), *three_blue(0), move(0, 1)]
    dice = ["red", "green", "pink", "red", "green", "green"]
    match = play(with_variant(scenario(dice=dice, actions=actions), "free-colour"))
    snap = replay_json(match.state)
    assert (snap["phase"], snap["to_act"], snap["taken"]) == ("swap", 0, ["red", "green", "pink"])
    swap = {"type": "swap", "player": 0, "from": "red", "to": "yellow"}
    keep = {"type": "swap", "player": 1}
    actions += [swap, *three_blue(1), move(1, 1), keep]
    match = play(with_variant(scenario(dice=dice, actions=actions), "free-colour"))
    snap = replay_json(match.state)
    assert snap["reserves"][0] == counts(blue=4, green=1, pink=1, yellow=1)
    assert snap["reserves"][1] == counts(blue=4, red=1, green=2)
    assert (snap["phase"], snap["taken"]) == ("disc", [])
    assert match.record.actions[-6].to_dict() == swap
    assert match.record.actions[-1].to_dict() == keep


def test_a_crown_face_in_the_refill_means_no_swap_and_taken_shows_during_its_crown_phase() -> None:
    actions = [disc(0, 1), disc(1, 2), *three_blue(0), move(0, 1)]
    match = play(with_variant(scenario(dice=["red", "crown", "pink"], actions=actions), "free-colour"))
    snap = replay_json(match.state)
    assert (snap["phase"], snap["taken"]) == ("crown", ["red"])
    match.apply_action(Record.from_dict(scenario(actions=[crown(0, "green")])).actions[0])
    snap = replay_json(match.state)
    assert (snap["phase"], snap["to_act"], snap["taken"]) == ("place", 1, [])


def test_a_swap_must_change_a_knight_just_taken_into_a_colour_in_supply() -> None:
    actions = [
        disc(0, 1),
        disc(1, 2),
        *three_blue(0),
        move(0, 1),
        {"type": "swap", "player": 0, "from": "blue", "to": "red"},
    ]
    with pytest.raises(RecordError, match="action 6: no blue knight was just taken"):
        play(with_variant(scenario(dice=["red", "green", "pink"], actions=actions), "free-colour"))


# -- early roll ----------------------------------------------------------------------------------------------


def test_early_dice_are_rolled_when_the_turn_starts_and_crowns_named_after_the_move() -> None:
    dice = ["crown", "red", "blue", "green", "green", "yellow"]
    match = play(with_variant(scenario(dice=dice, actions=[disc(0, 1), disc(1, 2)]), "early-roll"))
    snap = replay_json(match.state)
    assert (snap["phase"], snap["to_act"], snap["rolled"]) == ("place", 0, ["crown", "red", "blue"])
    assert snap["reserves"][0] == counts(blue=7)
    actions = [disc(0, 1), disc(1, 2), *three_blue(0), move(0, 1)]
    match = play(with_variant(scenario(dice=dice, actions=actions), "early-roll"))
    snap = replay_json(match.state)
    assert (snap["phase"], snap["to_act"], snap["rolled"]) == ("crown", 0, ["crown", "red", "blue"])
    match = play(with_variant(scenario(dice=dice, actions=[*actions, crown(0, "pink")]), "early-roll"))
    snap = replay_json(match.state)
    assert snap["reserves"][0] == counts(blue=5, red=1, pink=1)
    assert (snap["phase"], snap["to_act"], snap["rolled"]) == ("place", 1, ["green", "green", "yellow"])


def test_an_early_roll_meets_an_empty_supply_when_the_knights_are_taken() -> None:
    dice = ["red", "red", "red", "yellow", "green", "green"]
    actions = [disc(0, 1), disc(1, 2), *three_blue(0), move(0, 1), *three_blue(1), move(1, 1)]
    record = scenario(courts=[{"yellow": 37}, {}], dice=dice, actions=actions)
    match = play(with_variant(record, "early-roll"))
    snap = replay_json(match.state)
    # yellow has run out and player 1 has none in court: the die is a crown restricted to colours in supply,
    # still first among the faces to take
    assert (snap["phase"], snap["to_act"], snap["rolled"]) == ("crown", 1, ["yellow", "green", "green"])
    match = play(
        with_variant(
            scenario(courts=[{"yellow": 37}, {}], dice=dice, actions=[*actions, crown(1, "pink")]), "early-roll"
        )
    )
    snap = replay_json(match.state)
    assert snap["reserves"][1] == counts(blue=4, pink=1, green=2)
    assert (snap["round"], snap["phase"], snap["rolled"]) == (2, "disc", [])


# -- free draw -----------------------------------------------------------------------------------------------


def test_free_draw_names_every_knight_and_rolls_no_die() -> None:
    setup_crowns = [crown(0, "red")] * 7 + [crown(1, "blue")] * 7
    actions = [*setup_crowns, disc(0, 1), disc(1, 2), place(0, "red", "court")] + [place(0, "red", 3)] * 2
    actions += [move(0, 1), crown(0, "green"), crown(0, "green"), crown(0, "pink")]
    record = with_variant(scenario(reserves=[["crown"] * 7] * 2, actions=actions), "free-draw")
    match = play(record)
    snap = replay_json(match.state)
    assert snap["reserves"][0] == counts(red=4, green=2, pink=1)
    assert (snap["phase"], snap["to_act"]) == ("place", 1)
    assert match.dice_rolled == 0


def test_free_draw_refuses_reserves_that_were_rolled() -> None:
    with pytest.raises(RecordError, match='setup reserves with free-draw must be 7 "crown" entries each'):
        Record.from_dict(with_variant(scenario(), "free-draw"))


# -- setup as rolled -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("variant", [[], ["deferred-jokers"], ["piles"]])
def test_a_record_of_setup_as_rolled_replays_like_the_seed_it_came_from(variant: list[str]) -> None:
    for seed in ("1", "2", "3", "4", "5"):
        seeded = Record.new(2, seed, variant=variant)
        setup = seeded.explicit_setup()
        rolled = Record.as_rolled(2, ["A", "B"], "0", variant, **setup)
        assert set(rolled.setup) == {"provinces", "emperor", "start_player", "reserves"} | (
            {"piles"} if variant == ["piles"] else set()
        )
        assert Match(rolled).digest() == Match(seeded).digest()
        again = Record.from_dict(rolled.to_dict())
        assert again.setup == rolled.setup


def test_setup_crowns_are_named_in_setup_order_the_start_player_first() -> None:
    reserves = [["crown", "red"], ["crown", "crown", "blue"]]
    match = play(scenario(reserves=reserves, start_player=1))
    snap = replay_json(match.state)
    assert (snap["round"], snap["phase"], snap["to_act"]) == (0, "crown", 1)
    match = play(scenario(reserves=reserves, start_player=1, actions=[crown(1, "red"), crown(1, "red")]))
    assert (replay_json(match.state)["to_act"], replay_json(match.state)["phase"]) == (0, "crown")


# -- every allowed combination, every player count: docs/rules.md §16's invariants -----------------------------------


@settings(SETTINGS, max_examples=300)
@given(combo=st.sampled_from(ALLOWED), players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 2**32))
def test_invariants_hold_in_random_games_of_every_allowed_combination(
    combo: tuple[str, ...], players: int, seed: int
) -> None:
    game = Game(players, combo)
    state = game.new_initial_state(f"{seed:x}")
    rng = Random(seed)
    regions = NUM_PROVINCES
    size = game.num_distinct_actions()
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(int(rng.random() * 6))
        else:
            legal = state.legal_actions()
            assert legal, state
            if rng.random() < 0.05:
                assert legal == [code for code in range(size) if state.is_legal(code)]
            state.apply_action(legal[int(rng.random() * len(legal))])
        check_invariants(state, regions)
        regions = state.num_regions
    assert 1 <= state.round <= 100 and state.end_reason is not None


@settings(SETTINGS, max_examples=120)
@given(combo=st.sampled_from(ALLOWED), players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 2**32))
def test_a_variant_record_replays_to_the_same_state_and_the_fast_playout_is_legal(
    combo: tuple[str, ...], players: int, seed: int
) -> None:
    rng = Random(seed)
    match = Match.new(players, f"{seed:x}", variant=list(combo))
    while not match.is_over():
        match.apply_action(match.state.random_action(rng))
    again = Match(Record.from_dict(match.record.to_dict()))
    assert again.digest() == match.digest()
    assert replay_json(again.state) == replay_json(match.state)
    fast = Game(players, combo).new_initial_state(f"{seed:x}")
    trace: list[int] = []
    fast.playout(Random(seed), trace)
    checked = Game(players, combo).new_initial_state(f"{seed:x}")
    for step in trace:
        checked.apply_action(-1 - step if step < 0 else step)
    assert checked.digest() == fast.digest() and checked.is_terminal()


# -- computer players ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("combo", ALLOWED, ids="+".join)
@pytest.mark.parametrize("lineup", [("strong", "greedy"), ("random", "greedy", "strong")], ids=["2p", "3p"])
def test_every_ai_level_plays_every_allowed_combination_legally_to_the_end(
    combo: tuple[str, ...], lineup: tuple[str, ...]
) -> None:
    from carolus.engine.ai import Budget, make_player

    players = len(lineup)
    match = Match.new(players, "a1", variant=list(combo))
    ais = [make_player(level, seed=p, budget=Budget(iterations=8)) for p, level in enumerate(lineup)]
    while not match.is_over():
        match.apply_action(ais[match.to_act].choose(match.state))  # apply_action checks every code
    assert match.state.end_reason is not None
    assert Match(Record.from_dict(match.record.to_dict())).digest() == match.digest()


@pytest.mark.parametrize("combo", [("piles",), ("deferred-jokers", "free-colour", "early-roll"), ("free-draw",)])
def test_the_game_log_narrates_a_whole_variant_game(combo: tuple[str, ...]) -> None:
    from carolus.ui.words.narration import narrate_record

    rng = Random(7)
    match = Match.new(2, "10f", variant=list(combo))
    while not match.is_over():
        match.apply_action(match.state.random_action(rng))
    lines = narrate_record(match.record)
    assert lines[-1].startswith("Game over")
    if "piles" in combo:
        assert any("took pile" in line for line in lines)
    if "free-colour" in combo:
        assert any("kept the knights taken" in line or "knight into" in line for line in lines)
