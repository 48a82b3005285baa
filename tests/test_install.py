"""What a player and a packager get: one version, one package, a licence, and one line where a window cannot open."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from importlib import metadata
from pathlib import Path

import pytest
import tomllib

from carolus.display import missing_display
from carolus.engine import __version__
from carolus.net.handshake import app_version

ROOT = Path(__file__).resolve().parent.parent
CAROLUS = [sys.executable, "-m", "carolus"]


def _run(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*CAROLUS, *args], capture_output=True, text=True, timeout=120, env=env, check=False)


def test_one_version_for_the_command_the_metadata_and_the_lan_handshake() -> None:
    done = _run("--version")
    assert done.returncode == 0 and done.stdout.strip() == f"carolus {__version__}"
    assert metadata.version("carolus-qt") == __version__ == app_version()


def test_installed_the_project_is_the_one_package_carolus_with_every_folder_listed() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    folders = config["package-dir"]
    assert all(name == "carolus" or name.startswith("carolus.") for name in folders)
    found = set()
    for package, folder in folders.items():
        for init in (ROOT / folder).rglob("__init__.py"):
            parts = init.parent.relative_to(ROOT / folder).parts
            found.add(".".join([package, *parts]))
    assert sorted(config["packages"]) == sorted(found)


def test_the_licence_and_the_trademark_notice_are_in_the_repository_and_the_metadata() -> None:
    assert "GNU GENERAL PUBLIC LICENSE" in (ROOT / "LICENSE").read_text(encoding="utf-8")[:200]
    notice = (ROOT / "NOTICE").read_text(encoding="utf-8")
    assert "trademark of its publisher" in notice and "unofficial" in notice
    assert metadata.metadata("carolus-qt")["License-Expression"] == "GPL-3.0-or-later"


@pytest.mark.parametrize(
    ("env", "platform", "says"),
    [
        ({}, "linux", "DISPLAY is not set"),
        ({"DISPLAY": ":4711"}, "linux", "nothing answers at DISPLAY=:4711"),
        ({"DISPLAY": "remote:0"}, "linux", None),  # a remote X server: only Qt can tell
        ({"WAYLAND_DISPLAY": "wayland-0"}, "linux", None),
        ({"QT_QPA_PLATFORM": "offscreen"}, "linux", None),
        ({}, "win32", None),
        ({}, "darwin", None),
    ],
)
def test_missing_display_is_told_before_qt_loads(env: dict[str, str], platform: str, says: str | None) -> None:
    problem = missing_display(env, platform)
    assert (problem is None) == (says is None)
    if says:
        assert says in problem


def _no_display_env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"}}
    return {**env, **extra}


def test_without_a_display_the_window_says_one_line_and_exits_1() -> None:
    done = _run(env=_no_display_env())
    assert done.returncode == 1
    assert done.stderr.strip().splitlines() == [
        "carolus: no display to open the game window on (DISPLAY is not set); "
        "headless commands: carolus replay | hint | tournament | host --ai | join --ai"
    ]


def test_a_platform_qt_cannot_start_is_one_line_not_an_abort() -> None:
    done = _run(env=_no_display_env(WAYLAND_DISPLAY="wayland-test", QT_QPA_PLATFORM="no-such-platform"))
    assert done.returncode == 1
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("carolus: the game window cannot open: ")
    assert "no-such-platform" in lines[0]


def test_the_tests_own_user_folders_are_temporary() -> None:
    """Settings, saved games and keys of a test run go to a temporary folder, never the real home."""
    from PySide6.QtCore import QSettings, QStandardPaths

    from carolus.net.places import state_dir
    from carolus.ui.persistence import data_dir

    temp = Path(tempfile.gettempdir()).resolve()
    places = [
        Path(QSettings("carolus-qt", "Carolus Magnus").fileName()),
        Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)),
        data_dir(),
        state_dir(),
        Path.home(),
    ]
    for place in places:
        assert place.resolve().is_relative_to(temp), place


def test_a_folder_holding_net_ui_or_resources_modules_does_not_shadow_the_game(tmp_path: Path) -> None:
    """``python -m carolus`` puts the current folder first on the path: files named like our folders stay out."""
    for name in ("net", "ui", "resources", "carolus_qt"):
        (tmp_path / f"{name}.py").write_text("raise SystemExit('a stranger module was imported')\n")
    record = ROOT / "tests" / "records" / "rules_figure2_takeover.json"
    for args in (["replay", str(record)], ["host", "--help"], ["--version"]):
        done = subprocess.run([*CAROLUS, *args], capture_output=True, text=True, timeout=120, cwd=tmp_path, check=False)
        assert done.returncode == 0 and "stranger" not in done.stderr, (args, done.stderr)
