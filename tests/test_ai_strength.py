"""Chances that know who is playing: the conditioning on strengths, its shipped coefficients, and its users."""

from __future__ import annotations

import json
import math
import subprocess
import sys
from pathlib import Path
from random import Random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from carolus.engine.ai import Budget
from carolus.engine.ai import strength as strength_module
from carolus.engine.ai.analyse import analyse_record
from carolus.engine.ai.hint import advise
from carolus.engine.ai.levels import APPROX_ELO
from carolus.engine.ai.strength import (
    ASSUMED_LEVEL,
    Coefficients,
    condition,
    load,
    record_strengths,
    shipped,
    shown,
    side_elo,
    strengths,
)
from carolus.engine.match import Match
from carolus.engine.record import load as load_record

RECORDS = Path(__file__).parent / "records"
SOME = Coefficients(1.2, 0.8)
"""Coefficients that move chances, whatever the benchmark shipped."""

chance = st.floats(min_value=0.001, max_value=0.999, allow_nan=False)


def _row(x: float, sides: int) -> tuple[float, ...]:
    return (x, *[(1.0 - x) / (sides - 1)] * (sides - 1))


@given(x=chance, sides=st.sampled_from([2, 3]), gap=st.floats(min_value=10, max_value=800))
def test_a_stronger_side_gains_and_the_chances_still_sum_to_one(x: float, sides: int, gap: float) -> None:
    equal = [1100.0] * sides
    stronger = [1100.0 + gap, *[1100.0] * (sides - 1)]
    weaker = [1100.0 - gap, *[1100.0] * (sides - 1)]
    base = condition(_row(x, sides), equal, SOME)[0]
    assert condition(_row(x, sides), stronger, SOME)[0] > base > condition(_row(x, sides), weaker, SOME)[0]
    assert math.isclose(sum(condition(_row(x, sides), stronger, SOME)), 1.0, abs_tol=1e-12)


def test_equal_strengths_leave_the_chances_alone_with_a_of_one() -> None:
    assert condition((0.3, 0.5, 0.2), (1630.0,) * 3, Coefficients(1.0, 0.9)) == pytest.approx((0.3, 0.5, 0.2))
    assert condition((0.7, 0.3), (1000.0, 1630.0), Coefficients()) == (0.7, 0.3)


def test_two_sides_are_a_logit_shift() -> None:
    p = condition((0.6, 0.4), (1500.0, 1100.0), SOME)[0]
    logit = math.log(p / (1 - p))
    assert logit == pytest.approx(1.2 * math.log(0.6 / 0.4) + 0.8 * math.log(10) * 400 / 400)


@pytest.mark.parametrize("row", [(1.0, 0.0), (0.0, 1.0), (1.0, 0.0, 0.0), (0.0, 0.4, 0.6)])
def test_certainties_stay_certain(row: tuple[float, ...]) -> None:
    elo = (1000.0, 1630.0, 1300.0)[: len(row)]
    out = condition(row, elo, SOME)
    assert [x == 0.0 for x in out] == [x == 0.0 for x in row]
    assert math.isclose(sum(out), 1.0)
    if 1.0 in row:
        assert out == row


def test_the_lengths_must_match() -> None:
    with pytest.raises(ValueError, match="2 chances but 3 strengths"):
        condition((0.5, 0.5), (1.0, 2.0, 3.0), SOME)


def test_strengths_come_from_the_levels_the_rating_or_an_assumption() -> None:
    seats = strengths(["expert", "human", "greedy:c=1.2", "remote"], person=1234.0)
    assert seats.elo == (APPROX_ELO["expert"], 1234.0, APPROX_ELO["intermediate"], APPROX_ELO[ASSUMED_LEVEL])
    assert seats.assumed == (3,)
    unknown = strengths(["human", "planner"], person=None)
    assert unknown.assumed == (0, 1) and unknown.elo == (APPROX_ELO[ASSUMED_LEVEL],) * 2
    assert record_strengths(None, 2, None).assumed == (0, 1)  # a record that does not say: people everywhere
    assert record_strengths(["beginner", "human"], 2, 1500.0).elo == (1000.0, 1500.0)
    assert side_elo((1000.0, 1200.0, 1400.0, 1600.0), (0, 1, 0, 1), 2) == (1200.0, 1400.0)  # teams: their mean


def test_the_shipped_coefficients_load_for_every_player_count() -> None:
    coefficients = shipped()
    assert sorted(coefficients) == [2, 3, 4]
    assert all(0.05 <= c.a <= 20 and 0 <= c.b <= 5 for c in coefficients.values())
    assert shown((0.7, 0.3), None, (0, 1)) == (0.7, 0.3)  # nobody's strength known: the search's own
    assert shown((), strengths(["expert", "beginner"]), (0, 1)) == ()


def _coefficients(**entries: object) -> str:
    base: dict[str, object] = {"2": {"a": 1, "b": 0.5}, "3": {"a": 1.1, "b": 0.4}, "4": {"a": 1, "b": 0}}
    base.update(entries)
    return json.dumps({"coefficients": base})


def test_coefficients_that_do_not_fit_are_refused_with_the_reason() -> None:
    assert load(_coefficients())[3] == Coefficients(1.1, 0.4)
    cases = [
        ("{", "not JSON"),
        (json.dumps({"coefficients": {"2": {"a": 1, "b": 0}}}), "need coefficients for 2, 3 and 4"),
        (json.dumps([1, 2]), "need coefficients for 2, 3 and 4"),
        (_coefficients(**{"2": {"a": 1}}), "exactly 'a' and 'b'"),
        (_coefficients(**{"2": {"a": 1, "b": 0, "c": 1}}), "exactly 'a' and 'b'"),
        (_coefficients(**{"2": {"a": 1, "b": 0, "g": 1.6}}), "exactly 'a' and 'b'"),
        (_coefficients(**{"2": {"a": "1", "b": 0}}), "bad a"),
        (_coefficients(**{"3": {"a": 1, "b": True}}), "bad b"),
        (_coefficients(**{"2": {"a": 0, "b": 0}}), "outside 0.05 to 20"),
        (_coefficients(**{"4": {"a": 1, "b": -1}}), "outside 0 to 5"),
        ('{"coefficients": {"2": {"a": NaN, "b": 0}, "3": {"a": 1, "b": 0}, "4": {"a": 1, "b": 0}}}', "bad a"),
    ]
    for text, reason in cases:
        with pytest.raises(ValueError, match=reason):
            load(text)


THREE = {"beginner": 1000, "novice": 1020, "intermediate": 1090, "advanced": 1410, "expert": 1440}
"""A three-player scale of the kind the benchmark fits: expert barely above advanced."""


def test_a_count_may_carry_the_levels_strengths_in_its_games() -> None:
    """``levels``: every level named, each a finite strength within range, rising as the ladder does; anything
    else is refused with the reason."""
    coef = load(_coefficients(**{"3": {"a": 0.7, "b": 1, "levels": THREE}}))[3]
    assert coef.levels == ((1000, 1000), (1050, 1020), (1100, 1090), (1480, 1410), (1630, 1440))
    assert load(_coefficients())[3].levels == ()
    cases = [
        ({k: v for k, v in THREE.items() if k != "expert"}, "must name exactly"),
        ({**THREE, "master": 1700}, "must name exactly"),
        ([1000, 1020], "must name exactly"),
        ({**THREE, "novice": "1020"}, "bad strength"),
        ({**THREE, "expert": True}, "bad strength"),
        ({**THREE, "expert": 9000}, "outside 0 to 4000"),
        ({**THREE, "expert": 1400}, "must rise"),
        ({**THREE, "novice": 1000}, "must rise"),
    ]
    for levels, reason in cases:
        with pytest.raises(ValueError, match=reason):
            load(_coefficients(**{"3": {"a": 0.7, "b": 1, "levels": levels}}))


@given(elo=st.floats(min_value=0, max_value=3000), more=st.floats(min_value=0.1, max_value=500))
def test_a_strength_is_carried_onto_the_count_scale_in_order(elo: float, more: float) -> None:
    """``on_scale``: each level lands on its own strength there, a rating between two levels between theirs, one
    beyond the ladder one for one; a stronger rating stays stronger; without levels nothing moves."""
    coef = load(_coefficients(**{"3": {"a": 0.7, "b": 1, "levels": THREE}}))[3]
    assert coef.on_scale(elo + more) > coef.on_scale(elo)
    assert Coefficients().on_scale(elo) == elo
    for name, value in THREE.items():
        assert coef.on_scale(float(APPROX_ELO[name])) == pytest.approx(value)
    assert coef.on_scale(1290.0) == pytest.approx(1250.0)  # halfway from intermediate to advanced
    assert coef.on_scale(1730.0) == pytest.approx(1540.0) and coef.on_scale(900.0) == pytest.approx(900.0)


def test_the_shown_chance_uses_the_count_scale(monkeypatch: pytest.MonkeyPatch) -> None:
    """Three players: with the count's levels expert and advanced are almost equals and a person rated between
    intermediate and advanced sits between them there; the shown chance is ``condition`` on those strengths."""
    three = load(_coefficients(**{"3": {"a": 0.8, "b": 1, "levels": THREE}}))[3]
    monkeypatch.setattr(strength_module, "shipped", lambda: {2: SOME, 3: three, 4: SOME})
    said = (0.3, 0.4, 0.3)
    seats = strengths(["expert", "advanced", "human"], person=1290.0)
    assert shown(said, seats, (0, 1, 2)) == condition(said, (1440.0, 1410.0, 1250.0), three)
    assert shown(said, seats, (0, 1, 2)) != condition(said, (1630.0, 1480.0, 1290.0), three)


def _to_a_placement(players: int) -> Match:
    match = Match.new(players, "5e12")
    while match.state.phase != 1:
        match.apply_action(match.state.legal_actions()[0])
    return match


@pytest.fixture
def moving(monkeypatch: pytest.MonkeyPatch) -> None:
    """Shipped coefficients that move chances (the tests must not depend on what a benchmark fitted)."""
    monkeypatch.setattr(strength_module, "shipped", lambda: {2: SOME, 3: SOME, 4: SOME})


@pytest.mark.usefixtures("moving")
def test_the_hint_shows_the_chance_for_these_players() -> None:
    state = _to_a_placement(2).state
    budget = Budget(iterations=120)
    plain = advise(state, "strong", budget)
    me, other = state.to_act, 1 - state.to_act
    strong_me = ["beginner"] * 2
    strong_me[me] = "expert"
    weak_me = ["expert"] * 2
    weak_me[me] = "beginner"
    up = advise(state, "strong", budget, seats=strengths(strong_me))
    down = advise(state, "strong", budget, seats=strengths(weak_me))
    assert plain.chance is not None and up.chance is not None and down.chance is not None
    assert down.chance < plain.chance < up.chance
    assert up.actions == plain.actions  # what is shown changes, never what the search chooses
    seats = ["human", "human"]
    seats[other] = "expert"
    assumed = advise(state, "strong", budget, seats=strengths(seats, person=None))
    assert assumed.assumed == (me,) and plain.assumed == ()


@pytest.mark.usefixtures("moving")
def test_the_analysis_shows_the_chances_for_these_players() -> None:
    record = load_record(RECORDS / "ai_analyse_blunder.json")
    budget = Budget(iterations=60)
    plain = analyse_record(record, budget)
    seats = strengths(["expert", "beginner"])
    heard = []
    shown_ = analyse_record(record, budget, seats=seats, on_decision=heard.append)
    assert heard == shown_
    for before, after in zip(plain, shown_):
        assert after.before == pytest.approx(shown(before.before, seats, (0, 1)), abs=1e-4)
        assert after.best_chance == after.before[after.side]
        assert (after.loss, after.mark) == (before.loss, before.mark)  # the marks stay the search's own
    assert any(a.before[0] > b.before[0] for a, b in zip(shown_, plain) if 0 < b.before[0] < 1)


def _hint(*extra: str) -> subprocess.CompletedProcess[str]:
    """``carolus hint`` on the rulebook's figure 6 record, in a process of its own."""
    argv = [sys.executable, "-m", "carolus", "hint", str(RECORDS / "figure6_counterattack.json"), *extra]
    return subprocess.run(argv, capture_output=True, text=True, timeout=120, check=False)


def test_carolus_hint_says_whose_chance_and_names_an_assumption() -> None:
    run = _hint("--iterations", "100")
    assert run.returncode == 0, run.stderr
    line = next(x for x in run.stdout.splitlines() if x.startswith("Chance for White's side:"))
    assert f"White {APPROX_ELO[ASSUMED_LEVEL]} (assumed: plays like {ASSUMED_LEVEL})" in line
    rated = _hint("--rating", "1500")
    assert rated.returncode == 0 and "White 1500," in rated.stdout and "assumed" not in rated.stdout.split("Elo")[-1]


def test_an_assumption_is_worded_only_where_strengths_move_the_chance(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(strength_module, "shipped", lambda: {2: Coefficients(1.1, 0.0), 3: SOME, 4: SOME})
    state = _to_a_placement(2).state
    hint = advise(state, "strong", Budget(iterations=40), seats=strengths(["human", "human"]))
    assert hint.chance is not None and hint.assumed == ()


def test_the_calibration_fit_finds_the_coefficients_that_made_the_results() -> None:
    """``benchmarks.strength_calibration.fit`` on results drawn from known coefficients gives them back (three
    sides and two, the ladder's strengths): the Newton step and its features match what ``condition`` shows."""
    from benchmarks.strength_calibration import Fitted, fit

    rng = Random(7)
    levels = sorted(APPROX_ELO.values())
    for sides, truth in ((2, Fitted(Coefficients(1.4, 1.5), 0.9)), (3, Fitted(Coefficients(0.6, 0.8), 0.3))):
        rows = []
        for _ in range(4000):
            raw = [rng.uniform(0.05, 1.0) for _ in range(sides)]
            said = [x / sum(raw) for x in raw]
            elo = [float(rng.choice(levels)) for _ in range(sides)]
            winner = rng.choices(range(sides), weights=condition(said, elo, truth.at(elo, said)))[0]
            rows.append((said, elo, [float(s == winner) for s in range(sides)]))
        found = fit(rows, with_c=True)
        assert found.coef.a == pytest.approx(truth.coef.a, abs=0.2), (sides, found)
        assert found.coef.b == pytest.approx(truth.coef.b, abs=0.2), (sides, found)
        assert found.c == pytest.approx(truth.c, abs=0.3), (sides, found)
        assert fit(rows).c == 0.0


@given(x=chance, sides=st.sampled_from([2, 3]), gap=st.floats(min_value=1, max_value=1200))
def test_the_trial_gap_exponent_moves_small_gaps_less_and_large_ones_more(x: float, sides: int, gap: float) -> None:
    """``--form abg`` (a trial, not shipped): the stronger side still gains and the chances still sum to one; with
    two sides a gap under two 400-Elo steps (each side one step from their mean) shifts the chance less than with
    ``g`` = 1, one over it more, one of exactly two steps alike."""
    from benchmarks.strength_calibration import Fitted, shown

    row = _row(x, sides)
    linear, steep = Fitted(Coefficients(1.0, 1.0)), Fitted(Coefficients(1.0, 1.0), g=1.6)
    elo = [1100.0 + gap, *[1100.0] * (sides - 1)]
    sharper = shown((list(row), elo, []), steep)
    assert sharper[0] > shown((list(row), [1100.0] * sides, []), steep)[0] or x > 0.998
    assert math.isclose(sum(sharper), 1.0, abs_tol=1e-12)
    if sides == 2:
        plain = shown((list(row), elo, []), linear)[0]
        if gap < 790:
            assert sharper[0] <= plain
        elif gap > 810:
            assert sharper[0] >= plain
        at_steps = [1100.0 + 800.0, 1100.0]
        assert shown((list(row), at_steps, []), steep) == pytest.approx(shown((list(row), at_steps, []), linear))


def test_the_gap_fit_finds_the_exponent_that_made_the_results() -> None:
    """``--form abg``: results drawn from ``g`` = 1.8 give it back within 0.15, with ``a`` and ``b``; results
    drawn with ``g`` = 1 give back about 1 (the grid does not invent a curve)."""
    from benchmarks.strength_calibration import Fitted, fit_gap, shown

    rng = Random(11)
    levels = sorted(APPROX_ELO.values())
    for truth in (Fitted(Coefficients(1.2, 1.4), g=1.8), Fitted(Coefficients(0.9, 1.1))):
        rows = []
        for _ in range(4000):
            raw = [rng.uniform(0.05, 1.0) for _ in range(2)]
            said = [x / sum(raw) for x in raw]
            elo = [float(rng.choice(levels)) for _ in range(2)]
            winner = rng.choices(range(2), weights=shown((said, elo, []), truth))[0]
            rows.append((said, elo, [float(s == winner) for s in range(2)]))
        found = fit_gap(rows)
        assert found.g == pytest.approx(truth.g, abs=0.15), found
        assert found.coef.a == pytest.approx(truth.coef.a, abs=0.2), found
        assert found.coef.b == pytest.approx(truth.coef.b, abs=0.3), found


def test_the_trial_form_trusts_the_search_more_between_stronger_players_within_the_ladder() -> None:
    """``--form abc`` (not shipped): between experts a position the search calls likely is won more often than
    between beginners, so the same chance is shown sharper there; beyond the ladder's strengths it is not
    extrapolated."""
    from benchmarks.strength_calibration import PIVOT_ELO, Fitted

    trial = Fitted(Coefficients(1.4, 1.5), 0.9)
    row = (0.7, 0.3)
    beginners, experts = (1000.0, 1000.0), (1630.0, 1630.0)
    assert (
        condition(row, beginners, trial.at(beginners, row))[0]
        < 0.7
        < condition(row, experts, trial.at(experts, row))[0]
    )
    assert trial.at((400.0, 400.0), row) == trial.at(beginners, row)
    assert trial.at((2400.0, 2400.0), row) == trial.at(experts, row)
    assert trial.at((PIVOT_ELO,) * 2, row).a == 1.4 and trial.at((PIVOT_ELO + 200,) * 2, row).a == pytest.approx(1.85)
    assert Fitted(Coefficients(0.1, 0.0), 5.0).at(beginners, row).a == 0.05  # never below what load accepts
    assert condition((0.0, 1.0), beginners, trial.at(beginners, (0.0, 1.0))) == (0.0, 1.0)  # a certainty stays one
    assert Fitted(SOME).at(beginners, row) is SOME  # the shipped form: the program's own coefficients


def test_a_tenths_interval_counts_games_not_chances() -> None:
    """Ten games of ten chances each, five won throughout and five lost: a hundred chances but ten results. The
    calibration's interval that resamples games is about three times as wide as Wilson's over the chances."""
    from benchmarks.strength_calibration import game_interval
    from carolus.engine.ai.tournament import wilson

    by_game = {k: [float(k < 5)] * 10 for k in range(10)}
    low, high = game_interval(by_game, Random(0))
    w_low, w_high = wilson(50, 100)
    assert low < 0.5 < high
    assert high - low > 2.5 * (w_high - w_low)


def _three_player_games(truth: dict[str, float], a: float, count: int, rng: Random) -> list[dict]:
    """Benchmark rows of ``count`` three-player games between levels drawn at random, one position each, whose
    winner is drawn from the conditioned chance with the levels at ``truth`` (``elo`` as the benchmark writes it,
    the ladder's)."""
    names = list(truth)
    games = []
    for k in range(count):
        seats = [rng.choice(names) for _ in range(3)]
        raw = [rng.uniform(0.05, 1.0) for _ in range(3)]
        said = [x / sum(raw) for x in raw]
        winner = rng.choices(range(3), weights=condition(said, [truth[s] for s in seats], Coefficients(a, 1.0)))[0]
        elo = [float(APPROX_ELO[s]) for s in seats]
        result = [float(s == winner) for s in range(3)]
        games.append({"game": k, "players": 3, "seats": seats, "elo": elo, "said": [said], "result": result})
    return games


def test_the_levels_fit_finds_the_strengths_that_made_the_results() -> None:
    """``--labels fitted``: three-player games whose winners are drawn from known strengths (expert no better than
    advanced, novice below intermediate by 200) and a known ``a`` give them back, beginner anchored, ``b`` 1."""
    from benchmarks.strength_calibration import fit_levels

    truth = {"beginner": 1000.0, "novice": 900.0, "intermediate": 1100.0, "advanced": 1400.0, "expert": 1400.0}
    a = 0.7
    found, scale = fit_levels(_three_player_games(truth, a, 1500, Random(5)), 3)
    assert found.coef.b == 1.0 and found.coef.a == pytest.approx(a, abs=0.15)
    assert scale["beginner"] == 1000.0
    for name, value in truth.items():
        assert scale[name] == pytest.approx(value, abs=60), (name, scale)


def test_the_benchmark_ships_a_count_scale_the_program_reads(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--fit-only --labels fitted --write`` on three-player rows: the fitted levels are printed, the held-out
    games are judged on them, and the file written keeps the other counts and loads with the three-player scale
    (a copy of the shipped file in a temporary folder stands in for the source tree's)."""
    import benchmarks.strength_calibration as bench

    truth = {"beginner": 1000.0, "novice": 1100.0, "intermediate": 1250.0, "advanced": 1450.0, "expert": 1650.0}
    lines = [json.dumps(game) for game in _three_player_games(truth, 0.8, 3000, Random(9))]
    rows = tmp_path / "rows.jsonl"
    rows.write_text("\n".join(lines) + "\n", encoding="utf-8")
    data = tmp_path / "strength_calibration.json"
    data.write_text(bench.DATA.read_text(encoding="utf-8"), encoding="utf-8")
    monkeypatch.setattr(bench, "DATA", data)
    assert bench.main(["--rows", str(rows), "--fit-only", "--counts", "3", "--labels", "fitted", "--write"]) == 0
    out = capsys.readouterr().out
    assert "the levels' strengths in these games" in out and "held out, all, conditioned on strengths" in out
    written = load(data.read_text(encoding="utf-8"))
    assert written[2] == shipped()[2] and written[4] == shipped()[4]
    assert written[3].b == 1.0 and [x for x, _ in written[3].levels] == sorted(APPROX_ELO.values())
    for name, value in truth.items():
        assert written[3].on_scale(float(APPROX_ELO[name])) == pytest.approx(value, abs=120), written[3]
    assert "fitted with a (levels)" in json.loads(data.read_text(encoding="utf-8"))["about"]["3"]


def test_the_calibration_labels_each_level_with_its_strength_as_played() -> None:
    """``measured_elo``: the levels' strengths from the two-player games' results (expert here no better than
    advanced, whatever ``APPROX_ELO`` says of them at 1 s), the weakest anchored at its own; ``relabelled`` gives
    each side of a game its strength, a team its two seats' mean."""
    from benchmarks.strength_calibration import measured_elo, relabelled

    def game(seats: list[str], result: list[float]) -> dict:
        return {"game": 0, "players": len(seats), "seats": seats, "elo": [0.0] * 2, "said": [], "result": result}

    games = [game(["expert", "advanced"], [float(k % 2), float(1 - k % 2)]) for k in range(40)]
    games += [game(["advanced", "beginner"], [1.0, 0.0]) for _ in range(9)] + [
        game(["beginner", "advanced"], [1.0, 0.0])
    ]
    elo = measured_elo(games)
    assert elo is not None
    assert elo["beginner"] == APPROX_ELO["beginner"] and elo["novice"] == APPROX_ELO["novice"]  # novice never played
    assert elo["expert"] == pytest.approx(elo["advanced"], abs=1) and elo["advanced"] > elo["beginner"] + 200
    team = relabelled([game(["expert", "beginner", "advanced", "beginner"], [1.0, 0.0])], elo)[0]
    assert team["elo"] == [pytest.approx((elo["expert"] + elo["advanced"]) / 2), elo["beginner"]]
    assert measured_elo([game(["expert", "expert"], [1.0, 0.0])]) is None  # no two levels met
