"""Shared test setup: Qt runs headless, and nothing touches a real user's folders."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("CAROLUS_LANG", "en")  # tests read English strings whatever the machine's locale


@pytest.fixture
def user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point the autosave folder and QSettings at tmp_path; returns the data folder."""
    from PySide6.QtCore import QCoreApplication, QSettings

    data = tmp_path / "data"
    monkeypatch.setenv("CAROLUS_DATA_DIR", str(data))
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    QCoreApplication.setOrganizationName("carolus-qt-tests")
    QCoreApplication.setApplicationName("carolus-tests")
    return data


@pytest.fixture
def board(qtbot):
    """A board scene in a shown view, for the board tests: (scene, view)."""
    from carolus.ui.board import BoardScene, BoardView

    scene = BoardScene()
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.resize(1400, 900)
    view.show()
    qtbot.waitExposed(view)
    return scene, view


@pytest.fixture(autouse=True)
def english_plurals(request: pytest.FixtureRequest) -> None:
    """Window tests speak English with its plural forms (``1 knight``, ``2 knights``), as the window installs
    them (other tests never start Qt)."""
    if not request.module.__name__.split(".")[-1].startswith("test_ui"):
        return
    request.getfixturevalue("qapp")
    from carolus.ui import i18n

    i18n.ensure_installed()


@pytest.fixture(params=["de", "fr"])
def lang(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """The window's language for one test, German then French (a test file may narrow or widen it)."""
    from carolus.ui import i18n

    monkeypatch.setenv("CAROLUS_LANG", request.param)
    assert i18n.install() == request.param
    yield request.param
    i18n.remove()


@pytest.fixture
def state_dir(user_dirs: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The LAN state folder (keys, seats, autosaves) under tmp_path."""
    from carolus.ui import lan_dialogs

    monkeypatch.setattr(lan_dialogs, "_state_dir", lambda: tmp_path / "state")
    return tmp_path / "state"
