"""The win-probability model: shipped weights that load, chances that are chances, and the search using them."""

from __future__ import annotations

import json
from random import Random

import pytest

from carolus.engine.ai import Budget, make_player
from carolus.engine.ai.model import NAMES, load, shipped, side_features
from carolus.engine.match import Match


def _positions(players: int, seed: int, count: int) -> list:
    rng = Random(seed)
    match = Match.new(players, f"9{seed:03x}")
    ais = [make_player("greedy", seed * 10 + p) for p in range(players)]
    out = []
    while not match.is_over():
        if rng.random() < 0.3:
            out.append(match.state.clone())
        match.apply_action(ais[match.state.to_act].choose(match.state.clone()))
    out.append(match.state.clone())
    return [*out[:count], out[-1]]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_chances_are_one_per_side_and_sum_to_one_and_are_certain_at_the_end(players: int) -> None:
    model = shipped()
    for state in _positions(players, players, 40):
        chances = model.chances(state)
        assert len(chances) == state.rules.sides and abs(sum(chances) - 1) < 1e-9
        assert all(0 <= c <= 1 for c in chances)
        assert len(side_features(state)[0]) == len(NAMES)
        if state.is_terminal() and not state.draw:
            assert chances[state.winner] == 1.0


def test_a_castle_ahead_is_worth_more_late_than_early_in_every_player_count() -> None:
    """What the results teach, and what a player expects: castles in play raise a side's chance."""
    for players in (2, 3, 4):
        w = dict(zip(NAMES, shipped().weights[players]))
        assert w["castles"] + w["castles_late"] > 0 and w["castles_late"] > 0, (players, w)


def test_weights_that_do_not_fit_this_program_are_refused_with_the_reason() -> None:
    good = {"features": list(NAMES), "players": {k: [0.0] * len(NAMES) for k in ("2", "3", "4")}}
    assert load(json.dumps(good)).weights[3] == (0.0,) * len(NAMES)
    with pytest.raises(ValueError, match="features do not match"):
        load(json.dumps({**good, "features": ["castles"]}))
    with pytest.raises(ValueError, match="bad row for '3'"):
        load(json.dumps({**good, "players": {**good["players"], "3": [1.0]}}))
    with pytest.raises(ValueError, match="need 2, 3 and 4"):
        load(json.dumps({**good, "players": {"2": good["players"]["2"]}}))


def test_the_search_judges_by_the_model_when_asked() -> None:
    state = Match.new(2, "5e11").state
    while state.phase != 1:  # to the first placement
        state.apply_trusted(state.legal_actions()[0])
    by_model = make_player("strong:model=1", budget=Budget(iterations=80))
    by_hand = make_player("strong:model=0", budget=Budget(iterations=80))
    a = by_model.search(state.clone())
    b = by_hand.search(state.clone())
    assert a.iterations == b.iterations == 80
    assert a.chances != b.chances
    assert all(abs(sum(row) - 1) < 1e-6 for row in a.chances if row)  # the model's chances sum to one
