"""The window's first game: the unfinished autosave if the player wants it back, else a new game.

Both ``ui.app`` (at start) and the LAN session (when a lobby opened from the
command line is cancelled) fall back to this, so it lives apart from both.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from carolus_qt.match import Match
from carolus_qt.record import Record
from carolus_qt.view import game_view

from . import persistence
from .board.status import round_label
from .main_window import MainWindow
from .narration import join_words


def ask_resume(parent: QWidget, record: Record) -> bool:
    """Ask whether to go on with the autosaved game."""
    view = game_view(Match(record).state)
    text = QCoreApplication.translate(
        "App", "An unfinished game was saved ({names}, {round}). Resume it?"
    ).format(names=join_words(record.names), round=round_label(view))
    answer = QMessageBox.question(
        parent,
        QCoreApplication.translate("App", "Resume game"),
        text,
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.Yes,
    )
    return answer == QMessageBox.StandardButton.Yes


def open_first_game(window: MainWindow, ask: Callable[[QWidget, Record], bool] = ask_resume) -> None:
    """Resume the autosave if there is one and the player wants it; else a game with the last (or default) setup."""
    broken = persistence.set_aside_broken_autosave()  # kept as a copy, and said why, before a new game replaces it
    if broken:
        window.show_error(broken)
    record = persistence.unfinished_autosave()
    if record is not None and ask(window, record):
        window.load_game(record)
        return
    window.start_game(window.settings.last_setup())
