"""The window as the layout tests open it: at a screen's size, no animations, the computer held back."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from carolus.ui.main_window import MainWindow
from carolus.ui.preferences import AppSettings

SIZES = [(1366, 768), (1920, 1080)]
"""The screens every word must fit: a small laptop and a common desktop."""


def open_window(qtbot: QtBot, size: tuple[int, int]) -> MainWindow:
    settings = AppSettings(QSettings())
    settings.animations_on = False
    settings.ai_pause_ms = 100_000  # the computer waits: the position stays as set up
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.resize(*size)
    w.fit_log_dock()
    w.show()
    qtbot.waitExposed(w)
    return w
