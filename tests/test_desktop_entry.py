"""``carolus desktop-entry``: the menu entry and the icon land in the user's data folder, valid, and go again."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from carolus import resources
from carolus.engine import commands
from carolus.engine.desktop_entry import desktop_file, exec_line, program

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="freedesktop.org menus are Linux's")


@pytest.fixture
def data_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "share"
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    return home


def keys(text: str) -> dict[str, str]:
    return dict(line.split("=", 1) for line in text.splitlines() if "=" in line)


def test_writes_the_entry_and_the_icon(data_home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert commands.main(["desktop-entry"]) == 0
    entry = data_home / "applications" / "carolus.desktop"
    icon = data_home / "icons" / "hicolor" / "scalable" / "apps" / "carolus.svg"
    assert capsys.readouterr().out.splitlines() == [f"wrote {entry}", f"wrote {icon}"]
    assert icon.read_bytes() == resources.ICON.read_bytes()
    values = keys(entry.read_text(encoding="utf-8"))
    assert values["Categories"] == "Game;BoardGame;"
    assert values["Icon"] == "carolus"
    assert values["Name[de]"] == values["Name[fr]"] == "Carolus Magnus"
    assert values["Comment[fr]"].startswith("Jouer à Carolus Magnus")
    assert values["Exec"] == exec_line(program())
    assert Path(program()[0]).is_absolute() and Path(program()[0]).is_file()


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils is not installed")
def test_entry_passes_desktop_file_validate(data_home: Path) -> None:
    assert commands.main(["desktop-entry"]) == 0
    done = subprocess.run(
        ["desktop-file-validate", str(data_home / "applications" / "carolus.desktop")], capture_output=True, text=True
    )
    assert (done.returncode, done.stdout + done.stderr) == (0, "")


def test_uninstall_removes_both_and_says_when_nothing_is_there(
    data_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert commands.main(["desktop-entry"]) == 0
    capsys.readouterr()
    assert commands.main(["desktop-entry", "--uninstall"]) == 0
    assert [line.split()[0] for line in capsys.readouterr().out.splitlines()] == ["removed", "removed"]
    assert not [p for p in data_home.rglob("*") if p.is_file()]
    assert commands.main(["desktop-entry", "--uninstall"]) == 0
    assert capsys.readouterr().out.startswith("no Carolus Magnus menu entry under")


def test_relative_xdg_data_home_is_ignored(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_DATA_HOME", "relative/share")
    assert commands.main(["desktop-entry"]) == 0
    assert (tmp_path / ".local" / "share" / "applications" / "carolus.desktop").is_file()


def test_a_program_path_with_spaces_and_specials_is_quoted() -> None:
    assert exec_line(["/opt/Carolus Magnus/carolus"]) == '"/opt/Carolus Magnus/carolus"'
    assert exec_line(['/a$b/"x"/100%']) == r'"/a\\$b/\\"x\\"/100%%"'
    assert exec_line(["/usr/bin/python3", "-m", "carolus"]) == "/usr/bin/python3 -m carolus"
    assert "TryExec" not in desktop_file(["/usr/bin/python3", "-m", "carolus"])
    assert "TryExec=/opt/c/carolus\n" in desktop_file(["/opt/c/carolus"])
