"""One documented place per kind of user file (issue 37): ``carolus paths`` prints each, the code writes there, and
docs/playing.md says which holds what and how to reset it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from carolus.engine import commands, user_files

ROOT = Path(__file__).resolve().parents[1]


def test_the_settings_file_is_where_qsettings_writes_them(tmp_path: Path) -> None:
    pytest.importorskip("PySide6.QtCore")
    code = (
        "from PySide6.QtCore import QSettings\n"
        "from carolus.engine.user_files import APPLICATION, ORGANISATION\n"
        "print(QSettings(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, ORGANISATION, APPLICATION)"
        ".fileName())\n"
    )
    env = {**os.environ, "XDG_CONFIG_HOME": str(tmp_path / "config"), "HOME": str(tmp_path / "home")}
    qt = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60, check=True)
    mine = subprocess.run(
        [sys.executable, "-c", "from carolus.engine.user_files import settings_file; print(settings_file())"],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        check=True,
    )
    assert mine.stdout == qt.stdout and (str(tmp_path / "config") in qt.stdout or sys.platform != "linux")


def test_the_window_names_its_settings_as_the_list_does() -> None:
    pytest.importorskip("PySide6.QtWidgets")
    from carolus.ui import app

    assert (app.ORGANISATION, app.APPLICATION) == (user_files.ORGANISATION, user_files.APPLICATION)


def test_the_lan_folder_is_the_network_layers(monkeypatch: pytest.MonkeyPatch) -> None:
    from carolus.net import places

    assert places.state_dir() == user_files.lan_state_dir()


def test_the_overrides_move_the_data_and_the_log(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from carolus.engine.library import data_dir

    monkeypatch.setenv("CAROLUS_DATA_DIR", str(tmp_path / "d"))
    monkeypatch.setenv("CAROLUS_LOG_DIR", str(tmp_path / "l"))
    found = {place.key: place for place in user_files.places()}
    assert found["data"].path == str(data_dir()) == str(tmp_path / "d")
    assert found["log"].path == str(user_files.log_dir()) == str(tmp_path / "l")
    assert (found["data"].override, found["log"].override) == ("CAROLUS_DATA_DIR", "CAROLUS_LOG_DIR")


def test_carolus_paths_prints_every_place(capsys: pytest.CaptureFixture[str]) -> None:
    assert commands.main(["paths"]) == 0
    out = capsys.readouterr().out
    for place in user_files.places():
        assert f"{place.key}:" in out and place.path in out and place.holds in out
    assert "Where are my files" in out
    assert commands.main(["paths", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert [p["key"] for p in listed][:4] == ["settings", "data", "lan", "log"]
    assert all(isinstance(p["exists"], bool) for p in listed)


def test_the_players_guide_says_which_folder_holds_what_and_how_to_reset() -> None:
    guide = (ROOT / "docs" / "playing.md").read_text(encoding="utf-8")
    section = guide.split("## Where are my files", 1)[1].split("\n## ", 1)[0]
    for word in ("carolus paths", "Carolus Magnus.conf", "carolus-qt", "~/.local/state/carolus", "carolus.log"):
        assert word in section, word
    for key in ("settings", "data", "lan", "log"):
        assert f"`{key}`" in section, key
    assert "reset" in section.lower()
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "docs/playing.md#where-are-my-files" in readme
