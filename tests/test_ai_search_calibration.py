"""The search's root chance as shown: the shipped temperatures load, keep the order of chances, and are used."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from carolus.engine.ai import Budget, make_player
from carolus.engine.ai.calibration import load, shipped, shown, temper
from carolus.engine.ai.hint import advise
from carolus.engine.match import Match

chance = st.floats(min_value=0.0, max_value=1.0, allow_nan=False)


def test_the_shipped_temperatures_load_for_every_player_count() -> None:
    temperatures = shipped()
    assert sorted(temperatures) == [2, 3, 4]
    assert all(0.05 <= t <= 20 for t in temperatures.values())


def _row(x: float, players: int) -> tuple[float, ...]:
    """A side's chance ``x``, the rest shared by the others."""
    sides = 3 if players == 3 else 2
    return (x, *[(1.0 - x) / (sides - 1)] * (sides - 1))


@pytest.mark.parametrize("players", [2, 3, 4])
@given(a=chance, b=chance)
def test_the_shipped_mapping_is_monotone_and_keeps_certainties(players: int, a: float, b: float) -> None:
    """A higher chance said by the search is never shown lower; 0 and 1 stay certain; the sides still sum to 1."""
    lo, hi = sorted((a, b))
    low, high = shown(_row(lo, players), players), shown(_row(hi, players), players)
    assert low[0] <= high[0] + 1e-12
    assert abs(sum(low) - 1) < 1e-9 and abs(sum(high) - 1) < 1e-9
    assert shown(_row(1.0, players), players)[0] == 1.0 and shown(_row(0.0, players), players)[0] == 0.0


@given(a=chance, b=chance, t=st.floats(min_value=0.2, max_value=5.0), sides=st.sampled_from([2, 3]))
def test_any_temperature_the_benchmark_may_ship_keeps_the_order_of_chances(
    a: float, b: float, t: float, sides: int
) -> None:
    players = 3 if sides == 3 else 2
    lo, hi = sorted((a, b))
    assert temper(_row(lo, players), t)[0] <= temper(_row(hi, players), t)[0] + 1e-12
    assert abs(sum(temper(_row(lo, players), t)) - 1) < 1e-9


def test_a_temperature_flattens_or_sharpens_and_one_leaves_chances_alone() -> None:
    assert temper((0.9, 0.1), 1.0) == (0.9, 0.1)
    flat, sharp = temper((0.9, 0.1), 2.0)[0], temper((0.9, 0.1), 0.5)[0]
    assert 0.5 < flat < 0.9 < sharp < 1.0


def test_temperatures_that_do_not_fit_are_refused_with_the_reason() -> None:
    assert load(json.dumps({"temperature": {"2": 1.2, "3": 1, "4": 0.9}})) == {2: 1.2, 3: 1.0, 4: 0.9}
    with pytest.raises(ValueError, match="need a temperature for 2, 3 and 4"):
        load(json.dumps({"temperature": {"2": 1.2}}))
    with pytest.raises(ValueError, match="bad temperature"):
        load(json.dumps({"temperature": {"2": 0, "3": 1, "4": 1}}))


def test_the_hint_and_the_search_show_the_tempered_chance_of_the_tree() -> None:
    state = Match.new(2, "5e12").state
    while state.phase != 1:  # to the first placement
        state.apply_trusted(state.legal_actions()[0])
    ai = make_player("strong", budget=Budget(iterations=120))
    result = ai.search(state.clone())
    side = state.side_of[state.to_act]
    for raw, row, mean in zip(result.raw, result.chances, result.means):
        if raw:
            assert row == shown(raw, 2) and mean == row[side]
    hint = advise(state, "strong", Budget(iterations=120))
    assert hint.chance == result.means[result.best]
