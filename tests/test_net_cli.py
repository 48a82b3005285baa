"""``carolus host`` / ``carolus join`` refuse bad input with one line and exit status 2."""

from __future__ import annotations

from pathlib import Path

import pytest

from carolus_qt.cli import main


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["host", "--players", "5", "--ai", "random"], "--players must be 2, 3 or 4"),
        (["host", "--seat", "2", "--ai", "random"], "--seat must be from 0 to 1"),
        (["host", "--port", "70000", "--ai", "random"], "--port must be from 1 to 65535"),
        (["host", "--ai", "clever"], "unknown AI level 'clever'"),
        (["host", "--players", "2"], "headless hosting needs --ai LEVEL"),
        (["join", "h:abc", "--ai", "random"], "bad address 'h:abc'"),
        (["join", "h", "--ai", "nope"], "unknown AI level 'nope'"),
        (["join", "h"], "headless joining needs --ai LEVEL"),
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
