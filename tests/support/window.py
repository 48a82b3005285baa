"""The main window as the tests open it: one way, so every window test starts from the same window.

``new_window`` is the one place a test window is made; the ``window`` fixture (``conftest.py``) opens it for a
test, and a test file changes its size or the computer's pace by overriding the ``window_options`` fixture.
``open_window`` is the layout tests' window: at a screen's size, the log fitted, the computer held back.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from carolus.ui.preferences import AppSettings
from carolus.ui.windows.main_window import MainWindow

SIZES = [(1366, 768), (1920, 1080)]
"""The screens every word must fit: a small laptop and a common desktop."""

HELD_BACK_MS = 100_000
"""A computer's pause that outlasts any test: the position stays as set up."""


@dataclass(frozen=True)
class WindowOptions:
    """What a test file may change about its window."""

    size: tuple[int, int] | None = None
    """Resize to this; None keeps the window's own first size."""
    ai_pause_ms: int = 0
    """The computer's pause before it acts: none, so games move on at once."""
    ai_seconds: float | None = None
    """The computer's thinking time; None keeps the settings' default."""
    fit_log_dock: bool = False
    analysis_iterations: int = 8
    """The result panel's and the replay's analysis, a decision: a few, so a lost game's story comes in quickly."""


def new_window(qtbot: QtBot, options: WindowOptions = WindowOptions()) -> MainWindow:
    """A shown main window with no animations, closed with the test."""
    settings = AppSettings(QSettings())
    settings.animations_on = False
    settings.ai_pause_ms = options.ai_pause_ms
    if options.ai_seconds is not None:
        settings.ai_seconds = options.ai_seconds
    w = MainWindow(settings)
    w.analysis_iterations = options.analysis_iterations
    qtbot.addWidget(w)
    if options.size is not None:
        w.resize(*options.size)
    if options.fit_log_dock:
        w.fit_log_dock()
    w.show()
    qtbot.waitExposed(w)
    return w


def open_window(qtbot: QtBot, size: tuple[int, int]) -> MainWindow:
    """The layout tests' window: at ``size``, the log fitted, the computer held back."""
    return new_window(qtbot, WindowOptions(size=size, ai_pause_ms=HELD_BACK_MS, fit_log_dock=True))
