"""The luck meter (issue 27): what each chance event gave each side beyond the average of its outcomes."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from random import Random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from carolus.engine.ai.luck import _Judge, event_gain, face_values, game_luck, luck_json
from carolus.engine.ai.model import shipped
from carolus.engine.constants import CROWN
from carolus.engine.match import Match
from carolus.engine.record import Record, load

RECORDS = Path(__file__).parent / "records"
SETTINGS = settings(derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow], database=None)


def random_game(players: int, seed: str, variant: list[str], moves: int) -> Record:
    """A game of random legal actions (at most ``moves`` of them), its dice from the seed."""
    match = Match(Record.new(players, seed, variant=variant))
    rng = Random(seed)
    for _ in range(moves):
        if match.is_over():
            break
        match.apply_action(rng.choice(match.legal_actions()))
    return match.record


@settings(SETTINGS, max_examples=6)
@given(seed=st.integers(0, 10**9), moves=st.integers(20, 140))
def test_the_two_sides_luck_sums_to_zero(seed: int, moves: int) -> None:
    """Every die of six games of up to 140 moves sums to zero (15 games took 12 s of the default tier)."""
    record = random_game(2, f"{seed:x}", [], moves)
    luck = game_luck(record, samples=1)  # what it checks holds for any number of continuations
    assert luck.events and luck.events[0].kind == "setup"
    for event in luck.events:
        assert event.gain[0] == pytest.approx(-event.gain[1], abs=1e-9)
    assert luck.sides[0] == pytest.approx(-luck.sides[1], abs=1e-9)


@pytest.mark.parametrize(("players", "variant"), [(3, []), (4, []), (2, ["piles"]), (3, ["free-colour"])])
def test_every_event_sums_to_zero_over_the_sides(players: int, variant: list[str]) -> None:
    luck = game_luck(random_game(players, "5eed", variant, 60), samples=1)
    kinds = {e.kind for e in luck.events}
    assert "refill" in kinds or "pile" in kinds
    for event in luck.events:
        assert sum(event.gain) == pytest.approx(0.0, abs=1e-9)
    assert sum(luck.sides) == pytest.approx(0.0, abs=1e-9)


def test_an_event_with_one_possible_outcome_gives_nobody_anything() -> None:
    """A die rolled with the supply empty (and no colour in every court) changes nothing whatever it shows."""
    record = load(RECORDS / "rules_figure5_courts.json")  # White's first refill die decides a colour
    record.dice = []
    record.actions = record.actions[: game_luck(record).events[0].index]
    match = Match(record, external_dice=True)
    assert match.needs_die()
    state = match.state.clone()
    state.supply = [0] * 5
    state.court = [0] * len(state.court)  # nor a colour every court holds, to take back (docs/rules.md §8)
    for face in range(CROWN + 1):
        gain, outcomes = event_gain(_Judge(shipped()), state, face, 0)
        assert outcomes == 1 and gain == (0.0, 0.0)
    # with the supply as it is, the same die has six outcomes, some luckier than others
    gains = [event_gain(_Judge(shipped()), match.state, face, 0)[0][0] for face in range(CROWN + 1)]
    assert len(set(gains)) > 1 and sum(gains) == pytest.approx(0.0, abs=1e-9)


def figure5_with_blue_to_win(seventh: str) -> Match:
    """Figure 5's courts (blue: White 6, Black 8) with blue knights on four provinces, stopped at White's first
    refill die: White keeps two blues (and a ``seventh`` knight) in reserve, so a third blue lets its next turn
    take blue."""
    data = json.loads((RECORDS / "rules_figure5_courts.json").read_text(encoding="utf-8"))
    data["setup"]["reserves"][0] = ["red", "red", "yellow", "yellow", "blue", "blue", seventh]
    for r in (2, 3, 4, 5):
        data["setup"]["regions"][r]["knights"] = {"blue": 2}
    data["actions"] = [
        {"type": "disc", "player": 0, "value": 1},
        {"type": "disc", "player": 1, "value": 2},
        *({"type": "place", "player": 0, "colour": c, "to": "court"} for c in ("red", "red", "yellow")),
        {"type": "move", "player": 0, "steps": 1},
    ]
    data["dice"] = []
    match = Match(Record.from_dict(data), external_dice=True)
    assert match.needs_die()
    return match


def test_a_face_that_completes_a_control_is_worth_more_than_one_that_does_not() -> None:
    """The meter sees what a face lets its roller do: blue lets White take blue (9 to 8) and the regions its
    knights hold; a pink, red or yellow knight changes no control, and the crown is named blue."""
    state = figure5_with_blue_to_win("pink").state
    values = face_values(_Judge(shipped()), state, 0)
    white = {face: v[0] for face, v in values.items()}
    blue, green, pink, red, yellow, crown = (white[f] for f in range(CROWN + 1))
    assert blue > max(green, pink, red, yellow) and crown == blue
    assert blue - min(pink, red, yellow) > 0.03  # points the old model never gave a single die (it read counts)
    gains = [event_gain(_Judge(shipped()), state, face, 0)[0] for face in range(CROWN + 1)]
    assert gains[0][0] > 0 > gains[3][0] and all(g[0] == pytest.approx(-g[1], abs=1e-9) for g in gains)


def test_a_record_without_chance_has_no_luck() -> None:
    """A mid-game record whose game ends before any die: no setup was dealt and no die rolled."""
    luck = game_luck(load(RECORDS / "ai_win_now.json"))
    assert luck.events == () and luck.sides == (0.0, 0.0) and luck.tally == ()


def test_a_pile_die_the_rules_roll_again_is_no_outcome() -> None:
    record = load(RECORDS / "rules_variant_piles.json")
    luck = game_luck(record)
    piles = [e for e in luck.events if e.kind == "pile"]
    assert piles and all(e.outcomes <= 5 for e in piles)  # the crown is rolled again
    assert all(e.gain == (0.0, 0.0) for e in piles if e.face == CROWN)


def test_sampled_events_give_the_same_figures_twice() -> None:
    record = random_game(2, "91e5", ["piles"], 80)
    first, second = game_luck(record, samples=2), game_luck(record, samples=2)
    assert first == second


def test_the_setup_is_fair_on_average() -> None:
    """The setup's mean value is an even share by symmetry (the module docstring): sampled, it is."""
    for players, sides in ((2, 2), (3, 3)):
        values = []
        for k in range(60):
            setup = game_luck(Record.new(players, f"{k:x}f")).events[0]
            assert setup.kind == "setup"
            values.append(setup.gain)
        for s in range(sides):
            assert abs(sum(v[s] for v in values) / len(values)) < 1.0  # points; a setup's own luck is a few


def test_the_tally_counts_every_die_rolled() -> None:
    record = random_game(3, "7a11", [], 90)
    luck = game_luck(record, samples=1)
    dice = sum(1 for e in luck.events if e.kind != "setup")
    reserves = 3 * 9  # the setup's rolled reserves, 9 a seat with 3 players
    assert sum(t.dice for t in luck.tally) == dice + reserves
    for t in luck.tally:
        assert t.expected == pytest.approx(t.dice / 6)
        assert 0 <= t.seat < 3
    data = luck_json(luck)
    assert set(data) == {"luck", "luck_events", "dice"} and len(data["luck"]) == 3
    assert data["dice"][0]["faces"].keys() == {"blue", "green", "pink", "red", "yellow", "crown"}


def analyse_json(path: Path) -> tuple[dict, str]:
    run = subprocess.run(
        [sys.executable, "-m", "carolus", "analyse", str(path), "--iterations", "30", "--jobs", "1", "--json"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert run.returncode == 0, run.stderr
    return json.loads(run.stdout), run.stderr


def test_analyse_json_has_zero_luck_where_no_chance_event_happened() -> None:
    data, _ = analyse_json(RECORDS / "ai_win_now.json")
    assert data["luck"] == [0.0, 0.0] and data["luck_events"] == [] and data["dice"] == []


def test_analyse_json_has_the_luck_fields() -> None:
    data, stderr = analyse_json(RECORDS / "rules_figure5_courts.json")
    assert len(data["luck"]) == 2 and data["luck"][0] == pytest.approx(-data["luck"][1], abs=0.011)
    assert data["luck"][0] != 0
    events = data["luck_events"]
    assert events and {"index", "die", "kind", "round", "player", "face", "gain", "outcomes"} <= set(events[0])
    assert sum(e["gain"][0] for e in events) == pytest.approx(data["luck"][0], abs=0.05)
    assert any(line.startswith("luck [") for line in stderr.splitlines()), "a progress bar of its own"
