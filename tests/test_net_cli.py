"""``carolus host`` / ``carolus join`` refuse bad input with one line and exit status 2; other commands stay lazy."""

from __future__ import annotations

import io
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from carolus.launch import main
from carolus.net.places import JoinState
from carolus.net.secure import fetch_door
from tests.support.net_procs import host, join


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["host", "--players", "5", "--ai", "random"], "--players must be 2, 3 or 4"),
        (["host", "--seat", "2", "--ai", "random"], "--seat must be from 0 to 1"),
        (["host", "--port", "70000", "--ai", "random"], "--port must be from 1 to 65535"),
        (["host", "--ai", "clever"], "unknown AI level 'clever'"),
        (["join", "h:abc", "--ai", "random"], "bad address 'h:abc'"),
        (["join", "h", "--ai", "nope"], "unknown AI level 'nope'"),
        # without --ai the window would open: the same checks come first, before any window
        (["host", "--players", "5"], "--players must be 2, 3 or 4"),
        (["host", "--players", "3", "--seat", "3"], "--seat must be from 0 to 2"),
        (["host", "--port", "-1"], "--port must be from 1 to 65535"),
        (["host", "--fill", "clever"], "unknown AI level 'clever'"),
        (["host", "--out", "game.json"], "--out is for headless play (with --ai LEVEL)"),
        (["join", "h:abc"], "bad address 'h:abc'"),
        (["join", "[::1"], "bad address '[::1'"),
        (["join", "bad host", "--ai", "random"], "bad address 'bad host'"),
        (["join", "h", "--timeout", "5"], "--timeout is for headless play"),
    ],
)
def test_bad_host_and_join_arguments_exit_2_with_one_line(argv: list[str], says: str, capsys) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert says in err and err.count("\n") == 1 and "Traceback" not in err


def test_resume_from_a_file_that_is_not_an_autosave_exits_2(tmp_path: Path, capsys) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "carolus-record"}')
    assert main(["host", "--resume", str(bad), "--ai", "random"]) == 2
    assert "cannot resume: not a host autosave" in capsys.readouterr().err
    assert main(["host", "--resume", str(tmp_path / "missing.json"), "--ai", "random"]) == 2
    assert "cannot resume" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["host", "--players"], "expected one argument"),
        (["join"], "the following arguments are required: address"),
        (["host", "--colour", "red"], "unrecognized arguments: --colour red"),
    ],
)
def test_host_and_join_usage_errors_are_one_line(argv: list[str], says: str, capsys) -> None:
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert says in err and err.count("\n") == 1


def test_resume_in_the_window_checks_the_autosave_before_opening_anything(tmp_path: Path, capsys) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("[1, 2]")
    assert main(["host", "--resume", str(bad)]) == 2
    assert "cannot resume" in capsys.readouterr().err


def test_host_help_is_net_s_full_help(capsys) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["host", "--help"])
    assert stop.value.code == 0
    out = capsys.readouterr().out
    assert "usage: carolus host" in out and "--resume FILE" in out and "--fill LEVEL" in out


@pytest.mark.parametrize(("command", "statuses"), [("host", [0, 2, 4, 5, 130]), ("join", [0, 2, 3, 4, 5, 130])])
def test_host_and_join_help_say_what_each_exit_status_means(command: str, statuses: list[int], capsys) -> None:
    with pytest.raises(SystemExit) as stop:
        main([command, "--help"])
    assert stop.value.code == 0
    listed = capsys.readouterr().out.split("exit status (headless, with --ai):\n")[1]
    assert [int(line.split()[0]) for line in listed.splitlines()] == statuses
    assert "3   the host refused us" in listed or command == "host"
    assert "4   the game was paused" in listed and "5   time ran out" in listed


@pytest.mark.parametrize(("bind", "listed"), [("127.0.0.1", ["127.0.0.1"]), ("*", ["198.51.100.7", "127.0.0.1"])])
def test_host_names_only_the_addresses_it_listens_on(
    bind: str, listed: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    monkeypatch.setattr("carolus.net.hosting.local_addresses", lambda: ["198.51.100.7", "127.0.0.1"])  # a LAN too
    argv = ["host", "--ai", "random", "--port", "0", "--bind", bind, "--no-announce", "--timeout", "0.2"]
    assert main([*argv, "--autosave", str(tmp_path / "a.json")]) == 5  # nobody joins
    said = re.search(r"join with: carolus join HOST:(\d+)  \((.*)\)", capsys.readouterr().out)
    assert said is not None and said.group(2) == ", ".join(f"{a}:{said.group(1)}" for a in listed)


def test_top_level_help_lists_host_and_join() -> None:
    from carolus.launch import build_parser

    text = build_parser().format_help()
    assert "host " in text and "join " in text and "carolus join HOST[:PORT]" in text


def test_replay_and_help_load_neither_net_ui_zmq_nor_qt(tmp_path: Path) -> None:
    record = Path(__file__).parent / "records" / "ai_win_now.json"
    probe = (
        "import json, sys, contextlib, io\n"
        "from carolus.launch import main\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        f"    rc = main(['replay', {str(record)!r}])\n"
        "    try:\n"
        "        main(['--help'])\n"
        "    except SystemExit:\n"
        "        pass\n"
        "heavy = sorted(m for m in sys.modules if m.split('.')[0] in {'zmq', 'PySide6'}"
        " or m.startswith(('carolus.net', 'carolus.ui')))\n"
        "print(json.dumps([rc, heavy]))\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60, check=True)
    rc, heavy = json.loads(done.stdout.strip().splitlines()[-1])
    assert rc == 0
    assert heavy == []


def test_window_mode_keeps_the_command_s_choices(monkeypatch: pytest.MonkeyPatch) -> None:
    from carolus.net.hosting import HostSetup, JoinSetup
    from carolus.net.lan_commands import parse, window_start

    host = window_start(
        parse(
            [
                "host",
                "--players",
                "3",
                "--seat",
                "2",
                "--port",
                "5000",
                "--name",
                " Ann ",
                "--fill",
                "random",
                "--no-announce",
                "--bind",
                "127.0.0.1",
            ]
        )
    )
    assert host == HostSetup("Ann", 3, 2, 5000, "", "random", None, None, False, "127.0.0.1")
    monkeypatch.setenv("CAROLUS_PASSWORD", "pw")
    join = window_start(parse(["join", "10.0.0.2:5000", "--name", "Bob", "--seat", "1"]))
    assert join == JoinSetup("Bob", "10.0.0.2:5000", "pw", 1)


def test_a_password_never_comes_from_the_command_line(monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    """``ps`` shows every process's arguments to every user: the password comes from the environment or a prompt."""
    from carolus.net.lan_commands import parse

    monkeypatch.delenv("CAROLUS_PASSWORD", raising=False)
    with pytest.raises(SystemExit) as stop:
        parse(["join", "10.0.0.2", "--password", "s3cret"])
    assert stop.value.code == 2 and "unrecognized arguments: s3cret" in capsys.readouterr().err
    monkeypatch.setattr("sys.stdin", io.StringIO(""))  # no terminal to ask at
    with pytest.raises(SystemExit) as stop:
        parse(["host", "--password"])
    err = capsys.readouterr().err
    assert stop.value.code == 2 and "no terminal here: set CAROLUS_PASSWORD" in err and len(err.splitlines()) == 1
    assert parse(["host"]).password == ""
    monkeypatch.setenv("CAROLUS_PASSWORD", "from the environment")
    assert parse(["host", "--password"]).password == "from the environment"


@pytest.mark.lan
@pytest.mark.parametrize(
    "saved",
    [
        {"pins": 5},  # a field of the wrong type
        {"seats": {"K": {"token": 7}}},
        "a 100 kB token",
        "[" * 100_000,  # JSON nested past Python's recursion limit
    ],
    ids=["pins", "seat", "long-token", "nested"],
)
def test_join_with_an_unusable_state_file_says_so_in_one_line_keeps_it_and_joins_as_new(
    tmp_path: Path, saved: object
) -> None:
    """Issue 25, point 9: such a file crashed ``carolus join`` with a traceback (a 100 kB token never joined and
    said nothing)."""
    h, port = host(tmp_path, "--players", "2", "--ai", "random")
    key, _ = fetch_door("127.0.0.1", port)
    if saved == "a 100 kB token":
        saved = {"seats": {key.decode(): {"token": "t" * 100_000, "game": "g", "secret": ""}}}
    elif isinstance(saved, dict) and "seats" in saved:
        saved = {"seats": {key.decode(): saved["seats"]["K"]}}
    state = tmp_path / "Real.state"
    state.write_text(saved if isinstance(saved, str) else json.dumps(saved))
    before = state.read_bytes()
    try:
        j = join(tmp_path, port, "Real", "--ai", "random")
        assert j.wait() == 0, j.output()
        assert h.wait() == 0, h.output()
    finally:
        h.kill()
    said = [line for line in j.lines if "saved LAN seats" in line]
    assert len(said) == 1 and said[0].startswith(f"carolus: the saved LAN seats in {state} are unusable ("), said
    assert said[0].endswith(f"; kept as {state}.broken, joining as new")
    assert (tmp_path / "Real.state.broken").read_bytes() == before  # kept as it was, not deleted
    assert "Traceback" not in j.output()
    assert JoinState(state).seats  # the new seat was saved in a fresh file


@pytest.mark.parametrize(
    "saved",
    ["[" * 100_000, json.dumps({"format": "carolus-net-host", "players": 2, "peers": [], "secret": "00"})],
    ids=["nested", "no-peers"],
)
def test_resume_from_an_unusable_autosave_exits_2_with_one_line(tmp_path: Path, saved: str, capsys) -> None:
    """Issue 25, point 9: these crashed ``carolus host --resume`` with a traceback."""
    bad = tmp_path / "autosave.json"
    bad.write_text(saved)
    assert main(["host", "--resume", str(bad), "--ai", "random"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("carolus: cannot resume: ") and err.count("\n") == 1, err
