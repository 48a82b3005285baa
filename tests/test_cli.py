"""The ``carolus`` command: replay (docs/record-format.md §12), selfplay and bench; bad input of every kind.

A few cases run the real command in a subprocess; the rest call
``commands.main`` in-process (the same code, much faster).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import msgpack
import pytest

from carolus.engine import commands
from carolus.engine.constants import COLOURS
from carolus.engine.match import Match
from carolus.engine.record import MAX_RECORD_BYTES, Record, load
from carolus.engine.selfplay import random_game
from tests.support.rules import RECORDS, disc, load_fixture, place, scenario

REPLAY_KEYS = [
    "players",
    "round",
    "phase",
    "to_act",
    "emperor",
    "regions",
    "courts",
    "reserves",
    "supply",
    "control",
    "castles_left",
    "discs_left",
    "over",
    "winner",
    "draw",
    "end",
]


def run_command(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONWARNINGS": "ignore"}
    return subprocess.run(
        [sys.executable, "-m", "carolus", *args], capture_output=True, text=True, timeout=120, env=env
    )


def run_main(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    try:
        code = commands.main(list(args))
    except SystemExit as exc:  # argparse
        code = exc.code
    out, err = capsys.readouterr()
    return code, out, err


def write(tmp_path: Path, record: dict, name: str = "game.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(record), encoding="utf-8")
    return path


def replay(capsys: pytest.CaptureFixture[str], path: Path) -> dict:
    code, out, err = run_main(capsys, "replay", str(path), "--json")
    assert (code, err) == (0, "")
    assert out.count("\n") == 1
    return json.loads(out)


# -- the replay contract --------------------------------------------------------------------


def test_replay_json_through_the_real_command_matches_the_contract() -> None:
    result = run_command("replay", str(RECORDS / "rules_figure6_counterattack.json"), "--json")
    assert (result.returncode, result.stderr) == (0, "")
    snap = json.loads(result.stdout)
    assert list(snap) == REPLAY_KEYS
    assert snap["players"] == 2
    assert (snap["round"], snap["phase"], snap["to_act"]) == (1, "place", 1)
    assert [r["provinces"] for r in snap["regions"]] == [[0, 1], [2, 3, 4, 5, 6], *[[p] for p in range(7, 15)]]
    assert snap["emperor"] == 1
    merged = snap["regions"][1]
    assert list(merged) == ["provinces", "knights", "owner", "castles"]
    assert list(merged["knights"]) == list(COLOURS)
    assert merged["knights"] == {"blue": 3, "green": 2, "pink": 2, "red": 2, "yellow": 4}
    assert (merged["owner"], merged["castles"]) == (0, 5)
    assert snap["regions"][2]["owner"] is None
    assert snap["courts"][0] == {"blue": 6, "green": 3, "pink": 8, "red": 7, "yellow": 7}
    assert snap["reserves"][0] == {"blue": 1, "green": 1, "pink": 0, "red": 5, "yellow": 0}
    assert snap["control"] == {"blue": 1, "green": 1, "pink": 0, "red": 0, "yellow": 0}
    assert snap["castles_left"] == [5, 8]
    assert snap["discs_left"] == [[1, 2, 4, 5], [1, 2, 3, 5]]
    assert (snap["over"], snap["winner"], snap["draw"]) == (False, None, False)
    total = sum(snap["supply"].values())
    total += sum(sum(r["knights"].values()) for r in snap["regions"])
    total += sum(sum(c.values()) for c in snap["courts"]) + sum(sum(r.values()) for r in snap["reserves"])
    assert total == 200


def test_replay_regions_start_with_the_one_holding_province_0_even_across_the_seam(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    record = scenario(
        regions=[
            {"provinces": [13, 14, 0], "owner": 0, "castles": 2, "knights": {"red": 1}},
            *[{"provinces": [p], "knights": {"blue": 1}} for p in range(1, 13)],
        ],
        emperor=14,
    )
    snap = replay(capsys, write(tmp_path, record))
    assert snap["regions"][0]["provinces"] == [13, 14, 0]
    assert snap["regions"][1]["provinces"] == [1]
    assert snap["emperor"] == 0
    assert len(snap["regions"]) == 13


def test_replay_round_is_0_while_setup_crowns_are_named(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    for k in range(100):
        match = Match.new(2, f"c{k:x}")
        if match.state.pending_crowns:
            break
    snap = replay(capsys, write(tmp_path, match.record.to_dict()))
    assert (snap["round"], snap["phase"], snap["to_act"]) == (0, "crown", match.state.pending_crowns[0])


def test_replay_of_a_finished_game_names_the_winner_and_the_round_it_ended(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    match = random_game(2, "e11d")
    snap = replay(capsys, write(tmp_path, match.record.to_dict()))
    state = match.state
    assert (snap["phase"], snap["to_act"], snap["over"], snap["round"]) == ("over", None, True, state.round)
    assert snap["winner"] == (None if state.draw else state.winner)
    assert snap["draw"] == state.draw


def test_replay_discs_left_empty_after_round_5_choices(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    record = scenario(discs_left=[[2], [4]], round=5, actions=[disc(0, 2), disc(1, 4)])
    snap = replay(capsys, write(tmp_path, record))
    assert (snap["round"], snap["phase"], snap["discs_left"]) == (5, "place", [[], []])


def test_replay_reads_msgpack_too(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    record = load_fixture("rules_german_takeover.json")
    as_json = replay(capsys, write(tmp_path, record))
    path = tmp_path / "game.msgpack"
    path.write_bytes(msgpack.packb(record))
    assert replay(capsys, path) == as_json


def test_replay_without_json_describes_the_game_in_words(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run_main(capsys, "replay", str(RECORDS / "rules_figure6_counterattack.json"))
    assert (code, err) == (0, "")
    assert "White: 5 castles in play, 5 left" in out
    assert "Black to place." in out


# -- bad input: exit 2, one line, no traceback ---------------------------------------------------


def test_an_illegal_action_through_the_real_command_names_its_index(tmp_path: Path) -> None:
    record = scenario(actions=[disc(0, 1), disc(1, 2), place(0, "red", "court")])
    result = run_command("replay", str(write(tmp_path, record)), "--json")
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr == "action 2: player 0 has no red knight in reserve\n"


def test_a_missing_file_through_the_real_command(tmp_path: Path) -> None:
    result = run_command("replay", str(tmp_path / "nope.json"), "--json")
    assert (result.returncode, result.stdout) == (2, "")
    assert result.stderr == f"{tmp_path / 'nope.json'}: no such file\n"


def test_a_refused_variant_combination_through_the_real_command(tmp_path: Path) -> None:
    record = {**scenario(), "variant": ["free-draw", "free-colour"]}
    result = run_command("replay", str(write(tmp_path, record)), "--json")
    assert (result.returncode, result.stdout) == (2, "")
    assert result.stderr == "free-draw replaces the refill dice and allows no other variant (not free-colour)\n"


def _bad_files(tmp_path: Path) -> list[tuple[Path, str]]:
    good = scenario()
    cases: list[tuple[str, bytes, str]] = [
        ("empty.json", b"", "the file is empty"),
        ("text.json", b"hello there", "neither JSON nor msgpack"),
        ("broken.json", b'{"format": ', "bad JSON at line 1"),
        ("latin1.json", '{"names": "é"}'.encode("latin-1"), "not UTF-8"),
        ("broken.msgpack", b"\x82\xa6format", "bad msgpack"),
        ("surrogate.json", json.dumps({**good, "names": ["\ud800", "b"]}).encode(), "lone surrogate"),
        ("format.json", json.dumps({**good, "format": "chess"}).encode(), "format is 'chess'"),
        ("version.json", json.dumps({**good, "version": 9}).encode(), "unsupported record version 9"),
        ("players.json", json.dumps({**good, "players": 5}).encode(), "players must be 2, 3 or 4, not 5"),
        ("variant.json", json.dumps({**good, "variant": ["gravity"]}).encode(), "unknown variant 'gravity'"),
        (
            "piles.json",
            json.dumps({**good, "variant": ["piles", "piles"]}).encode(),
            "variant 'piles' is named twice",
        ),
        (
            "colour.json",
            json.dumps({**good, "actions": [disc(0, 1), disc(1, 2), place(0, "purple", 3)]}).encode(),
            "action 2: unknown colour 'purple'",
        ),
        (
            "setup.json",
            json.dumps({**good, "setup": {**good["setup"], "emperor": 15}}).encode(),
            "setup emperor must be an integer from 0 to 14, not 15",
        ),
        (
            "malformed.json",
            json.dumps({**good, "actions": [{"type": "disc", "player": 0}]}).encode(),
            "action 0: disc action needs an integer 'value'",
        ),
        (
            "illegal.json",
            json.dumps({**good, "actions": [disc(0, 1), disc(1, 1)]}).encode(),
            "action 1: disc 1 is already chosen this round",
        ),
        (
            "wrong-player.json",
            json.dumps({**good, "actions": [disc(1, 1)]}).encode(),
            "action 0: it is player 0's turn to disc, not player 1's",
        ),
        (
            "ghost.json",
            json.dumps({**good, "actions": [disc(5, 1)]}).encode(),
            "action 0: there is no player 5",
        ),
    ]
    out = []
    for name, data, message in cases:
        path = tmp_path / name
        path.write_bytes(data)
        out.append((path, message))
    huge = tmp_path / "huge.json"
    with huge.open("wb") as fh:
        fh.truncate(MAX_RECORD_BYTES + 1)  # sparse: refused by its size before a byte is read
    out.append((huge, "file too large for a game record"))
    (tmp_path / "folder.json").mkdir()
    out.append((tmp_path / "folder.json", "is a directory"))
    out.append((tmp_path / "empty.json" / "below.json", "cannot read"))
    return out


def test_every_kind_of_bad_file_gets_exit_2_and_one_line(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    for path, message in _bad_files(tmp_path):
        for args in (["replay", str(path), "--json"], ["replay", str(path)]):
            code, out, err = run_main(capsys, *args)
            assert (code, out) == (2, ""), path
            assert err.count("\n") == 1 and message in err, (path, err)
            assert "Traceback" not in err


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["replay"], "the following arguments are required: file"),
        (["replay", "a.json", "--fast"], "unrecognized arguments: --fast"),
        (["selfplay", "--players", "5", "--games", "1"], "--players must be 2, 3 or 4, not 5"),
        (["selfplay", "--players", "two"], "invalid int value: 'two'"),
        (["selfplay", "--games", "0"], "--games must be at least 1"),
        (["selfplay", "--seed", "zz"], "--seed must be a hex string, not 'zz'"),
        (["bench", "--seconds", "-1"], "--seconds must be a positive number"),
        (["bench", "--players", "7"], "invalid choice: 7"),
        (["dance"], "invalid choice: 'dance'"),
    ],
)
def test_bad_arguments_get_exit_2_and_one_line(
    capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    code, out, err = run_main(capsys, *args)
    assert (code, out) == (2, "")
    assert err.count("\n") == 1 and message in err, err


def test_selfplay_out_to_an_unwritable_place_is_one_line(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    code, _out, err = run_main(capsys, "selfplay", "--games", "1", "--quiet", "--out", str(blocker / "sub"))
    assert code == 2
    assert err.count("\n") == 1 and "cannot write records to" in err


def test_short_version_and_the_help_command_exit_0_like_their_long_forms(capsys: pytest.CaptureFixture[str]) -> None:
    from carolus.launch import main

    said = []
    for argv in (["--version"], ["-V"], ["--help"], ["help"], ["host", "--help"], ["help", "host"], ["help", "help"]):
        with pytest.raises(SystemExit) as stop:
            main(argv)
        assert stop.value.code == 0, argv
        said.append(capsys.readouterr().out)
    assert said[0] == said[1] and said[0].startswith("carolus ")
    assert said[2] == said[3] == said[6] and "carolus help COMMAND" in said[2]
    assert said[4] == said[5] and said[4].startswith("usage: carolus host")


@pytest.mark.parametrize("command", ["selfplay", "tournament", "bench"])
def test_every_option_of_a_command_says_what_it_is_for(capsys: pytest.CaptureFixture[str], command: str) -> None:
    code, out, _ = run_main(capsys, command, "--help")
    assert code == 0
    lines = [*out.splitlines(), ""]
    options = [i for i, line in enumerate(lines) if line.startswith("  -")]
    assert len(options) > 2
    silent = [  # no text after the option on its line, and none below it (argparse's column for a long option)
        lines[i].strip()
        for i in options
        if not re.match(r"  \S.*? {2,}\S", lines[i]) and not re.match(r" {6,}\S", lines[i + 1])
    ]
    assert silent == []


# -- selfplay and bench ---------------------------------------------------------------------------


def test_selfplay_prints_progress_and_a_summary_and_writes_records_that_replay_to_the_same_end(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    code, out, err = run_main(
        capsys, "selfplay", "--players", "3", "--games", "10", "--seed", "5", "--out", str(tmp_path)
    )
    assert code == 0
    assert "selfplay [" in err and "10/10" in err
    lines = out.splitlines()
    assert lines[0] == "10 random 3-player games"
    wins = [int(line.split(": ")[1].split()[0]) for line in lines if line.startswith("  seat ")]
    draws = int(next(line for line in lines if "draws:" in line).split(": ")[1].split()[0])
    assert len(wins) == 3 and sum(wins) + draws == 10
    assert any(line.startswith("  mean rounds: ") for line in lines)
    files = sorted(tmp_path.glob("game-*.json"))
    assert len(files) == 10
    winners = []
    for path in files:
        match = Match(load(path))
        assert match.is_over()
        winners.append(match.state.winner)
        snap = replay(capsys, path)
        assert snap["over"] is True
        assert snap["winner"] == (None if match.state.draw else match.state.winner)
    assert [winners.count(s) for s in range(3)] == wins


def test_selfplay_is_reproducible_from_its_seed(capsys: pytest.CaptureFixture[str]) -> None:
    first = run_main(capsys, "selfplay", "--games", "5", "--seed", "a1", "--quiet")
    second = run_main(capsys, "selfplay", "--games", "5", "--seed", "a1", "--quiet")
    assert first == second and first[0] == 0 and first[2] == ""


def test_bench_prints_its_figures(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run_main(capsys, "bench", "--seconds", "0.2", "--players", "2")
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[0].startswith("carolus bench: Python ")
    playout = next(line for line in lines if "playout path" in line)
    assert float(playout.split(":")[1].split("games/s")[0]) > 0
    assert any("recorded path" in line for line in lines)
    assert lines[-1].startswith("  clone: ") and lines[-1].endswith(" states/s")


def test_a_replayed_selfplay_record_is_the_same_as_the_one_written(tmp_path: Path) -> None:
    match = random_game(4, "b0b")
    match.record.save(tmp_path / "g.msgpack")
    assert Record.from_dict(load(tmp_path / "g.msgpack").to_dict()).to_dict() == match.record.to_dict()


# -- carolus FILE (a file manager's "open with", the desktop entry's %u) ------------------------------


def test_carolus_file_opens_a_record_in_the_window(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from carolus import launch

    started = []
    monkeypatch.setattr(launch, "run_window", lambda start=None: started.append(start) or 0)
    record = random_game(2, "3").record
    for name in ("game.json", "game.msgpack"):
        path = tmp_path / name
        record.save(path)
        assert launch.main([str(path)]) == 0
    assert len(started) == 2 and all(callable(start) for start in started)


@pytest.mark.parametrize(
    ("content", "said"),
    [(None, "no such file"), (b"{oops", "bad JSON"), (b'{"format": "something else"}', "")],
)
def test_carolus_file_that_is_no_record_is_one_line_and_no_window(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    content: bytes | None,
    said: str,
) -> None:
    from carolus import launch

    monkeypatch.setattr(launch, "run_window", lambda start=None: pytest.fail("a window opened"))
    path = tmp_path / "game.json"
    if content is not None:
        path.write_bytes(content)
    assert launch.main([str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith(f"carolus: {path}") and said in err


def test_a_command_wins_over_a_file_of_its_name(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from carolus.launch import build_parser, record_argument

    monkeypatch.chdir(tmp_path)
    (tmp_path / "bench").write_text("{}")
    (tmp_path / "notes").write_text("{}")
    parser = build_parser()
    assert record_argument(["bench"], parser) is None
    assert record_argument(["notes"], parser) == "notes"  # a file that exists, whatever its name
    assert record_argument(["replya"], parser) is None  # a mistyped command stays argparse's error
    assert record_argument(["x.json", "--json"], parser) is None
