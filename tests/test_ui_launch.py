"""What the launcher opens in the window: ``carolus FILE`` shows the record in the replay viewer."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from carolus.engine.selfplay import random_game
from carolus.ui.app import build_window, replay_start
from carolus.ui.preferences import AppSettings

pytestmark = pytest.mark.timeout(120)


def never_resume(_parent, _record, answer) -> None:
    answer(False)


@pytest.mark.slow  # the luck meter plays each die's faces out (seconds a game): the slow tier
def test_carolus_file_shows_the_record_in_the_replay_viewer(qtbot: QtBot, user_dirs: Path, tmp_path: Path) -> None:
    record = random_game(3, "5").record
    path = tmp_path / "game.msgpack"
    record.save(path)
    settings = AppSettings(QSettings())
    settings.animations_on = False
    window = build_window(replay_start(path), ask=never_resume, settings=settings)
    qtbot.addWidget(window)
    viewer = window.replay_viewer
    assert viewer is not None and viewer.isVisible()
    assert viewer.record.to_dict() == record.to_dict()
    assert window.controller is not None  # the first game is there behind it, as at every start
    # its worker done before the window goes (the meter plays each face on: about 11 s of CPU for this game)
    qtbot.waitUntil(lambda: viewer.luck is not None, timeout=120000)
