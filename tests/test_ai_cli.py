"""`carolus hint` and `carolus tournament` as a user runs them: real processes, real output."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from carolus.engine.actions import Action
from carolus.engine.match import Match
from carolus.engine.record import load

RECORDS = Path(__file__).parent / "records"
FIGURE6 = RECORDS / "figure6_counterattack.json"


def carolus(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "carolus", *args], capture_output=True, text=True, timeout=120, check=False
    )


def test_hint_json_is_one_list_of_record_actions_that_replay() -> None:
    run = carolus("hint", str(FIGURE6), "--iterations", "200", "--json")
    assert run.returncode == 0, run.stderr
    actions = json.loads(run.stdout)
    assert isinstance(actions, list) and len(actions) == 4
    assert actions[-1]["type"] == "move"
    match = Match(load(FIGURE6))
    for action in actions:
        match.apply_action(Action.from_dict(action))
    assert match.state.owner[match.state.prov_region[3]] == 0 and match.state.castles_in_play(0) == 5


def test_hint_in_words_names_the_player_and_the_reason() -> None:
    run = carolus("hint", str(FIGURE6), "--level", "greedy")
    assert run.returncode == 0, run.stderr
    assert run.stdout.startswith("Suggestion for White (greedy):")
    assert "Why: takes control of yellow and takes 3 castles from player 1 in region 3" in run.stdout


@pytest.mark.parametrize(
    "args",
    [
        ["hint", "no-such-file.json"],
        ["hint", str(FIGURE6), "--level", "grandmaster"],
        ["hint", str(FIGURE6), "--budget", "-1"],
        ["hint", str(FIGURE6), "--iterations", "0"],
        ["tournament", "--players", "2", "--games", "2", "greedy"],
        ["tournament", "--players", "5", "--games", "2", "greedy", "random"],
        ["tournament", "--games", "2", "greedy", "chess"],
        ["tournament", "--games", "2", "greedy", "strong:speed=2"],
        ["tournament", "--games", "2", "greedy", "strong:c=fast"],
        ["tournament", "--elo", "--players", "3", "greedy", "random"],
        ["tournament", "--elo", "greedy", "greedy"],
        ["analyse", "no-such-file.json"],
        ["analyse", str(FIGURE6), "--ai", "greedy"],
        ["analyse", str(FIGURE6), "--budget", "0"],
    ],
)
def test_bad_input_exits_2_with_one_line(args: list[str]) -> None:
    run = carolus(*args)
    assert run.returncode == 2
    assert run.stdout == ""
    assert len(run.stderr.strip().splitlines()) == 1
    assert "Traceback" not in run.stderr


def test_hint_on_a_record_that_is_not_json_is_refused(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    run = carolus("hint", str(bad), "--json")
    assert run.returncode == 2 and run.stdout == ""
    assert len(run.stderr.strip().splitlines()) == 1


def test_tournament_prints_win_rates_with_intervals_castles_and_time() -> None:
    run = carolus("tournament", "--players", "2", "--games", "6", "greedy", "random", "--jobs", "2")
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    assert lines[0] == "6 games, 2 players, seats rotated"
    greedy = next(line for line in lines if line.strip().startswith("greedy"))
    assert "wins    6/6 = 100.0 %" in greedy
    assert "95 % CI" in greedy and "mean castles 10.00" in greedy and "ms per move" in greedy
    assert "tournament [" in run.stderr  # the progress bar


def test_tournament_pits_two_settings_of_one_level_against_each_other() -> None:
    run = carolus("tournament", "--games", "2", "greedy:castle=14", "greedy", "--seed", "3")
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    assert lines[0] == "2 games, 2 players, seats rotated"
    assert any(line.strip().startswith("greedy:castle=14 wins") for line in lines)
    assert any(line.strip().startswith("greedy ") for line in lines)


def test_elo_round_robin_prints_every_level_with_an_interval() -> None:
    run = carolus("tournament", "--elo", "random", "beginner", "greedy", "--games", "2")
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    assert lines[0].startswith("round robin, 6 games (2 per pair), 2 players, seats rotated")
    rows = {line.split()[0]: line for line in lines[1:]}
    assert set(rows) == {"random", "beginner", "greedy"}
    assert "(anchor)" in rows["random"] and ".." in rows["greedy"]
    # random loses every game, so it is rated last
    assert lines[-1].split()[0] == "random"


def test_analyse_json_marks_the_blunder_of_a_record() -> None:
    run = carolus("analyse", str(RECORDS / "ai_analyse_blunder.json"), "--iterations", "300", "--json")
    assert run.returncode == 0, run.stderr
    data = json.loads(run.stdout)
    assert data["format"] == "carolus-analysis" and data["names"] == ["White", "Black"]
    turns = [d for d in data["decisions"] if d["kind"] == "turn"]
    assert [d["mark"] for d in turns] == ["blunder", ""]  # it lets Black win at once: proven, not estimated
    assert data["decisions"][0]["kind"] == "disc" and data["decisions"][0]["mark"] == ""  # d1 costs little
    assert turns[0]["best"][-1]["type"] == "move" and 0 <= turns[0]["after"][0] < turns[0]["before"][0] <= 1
    text = carolus("analyse", str(RECORDS / "ai_analyse_blunder.json"), "--iterations", "300")
    assert text.returncode == 0 and "[blunder]" in text.stdout and "marks from losses of 15 / 25 points" in text.stdout


def test_the_analysis_progress_bar_reaches_its_end() -> None:
    """Actions no decision covers (the last ones of a finished game, forced ones) still count: the bar ends full."""
    from carolus.engine.record import load

    path = RECORDS / "rules_variant_free_draw.json"  # before: the bar stopped at 6/23
    total = len(load(path).actions)
    run = carolus("analyse", str(path), "--iterations", "20")
    assert run.returncode == 0, run.stderr
    bars = [line for line in run.stderr.splitlines() if line.startswith("analyse [")]
    assert bars and f" {total}/{total} " in bars[-1] and "#" * 30 in bars[-1]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_hint_json_takes_a_win_that_hands_the_region_to_another_side(players: int) -> None:
    """The only winning turns give the emperor's region to another side; the merge leaves 3 regions and the
    mover's side, ahead in castles, wins: the hint's turn wins at once."""
    path = RECORDS / f"ai_win_handed_{players}p.json"
    run = carolus("hint", str(path), "--iterations", "50", "--json")
    assert run.returncode == 0, run.stderr
    match = Match(load(path))
    side = match.state.side_of[match.state.to_act]
    for action in json.loads(run.stdout):
        match.apply_action(Action.from_dict(action))
    state = match.state
    assert state.is_terminal() and state.end_reason == "regions" and not state.draw and state.winner == side
    assert state.last_event[1] != side  # the region went to another side
