"""The window's first game: the unfinished autosave if the player wants it back, else a new game.

Both ``carolus.ui.app`` (at start) and the LAN session (when a lobby opened from the
command line is cancelled) fall back to this, so it lives apart from both.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from carolus.engine.match import Match
from carolus.engine.record import Record
from carolus.engine.view import game_view

from . import persistence
from .board.status import round_label
from .windows.main_window import MainWindow
from .words.narration import join_words

Answer = Callable[[bool], None]
Ask = Callable[[QWidget, Record, Answer], None]


def ask_resume(parent: QWidget, record: Record, answer: Answer) -> None:
    """Ask whether to go on with the autosaved game; the answer arrives later (the question is opened with ``open()``,
    so the event loop, and with it a LAN peer or the computer elsewhere, keeps running)."""
    view = game_view(Match(record).state)
    text = QCoreApplication.translate("App", "An unfinished game was saved ({names}, {round}). Resume it?").format(
        names=join_words(record.names), round=round_label(view)
    )
    yes = QMessageBox.StandardButton.Yes
    box = QMessageBox(
        QMessageBox.Icon.Question,
        QCoreApplication.translate("App", "Resume game"),
        text,
        yes | QMessageBox.StandardButton.No,
        parent,
    )
    box.setTextFormat(Qt.TextFormat.PlainText)  # player names are shown as written, never as markup
    box.setDefaultButton(yes)
    box.setObjectName("resume-question")
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.finished.connect(lambda _code: answer(box.clickedButton() is box.button(yes)))
    box.open()


def open_first_game(window: MainWindow, ask: Ask = ask_resume) -> None:
    """Resume the autosave if there is one and the player wants it; else a game with the last (or default) setup."""
    broken = persistence.set_aside_broken_autosave()  # kept as a copy, and said why, before a new game replaces it
    if broken:
        window.show_error(broken)
    record = persistence.unfinished_autosave()
    if record is None:
        window.start_game(window.settings.last_setup())
        return
    # the saved game behind the question, not an empty board (drawn only: nobody can act on it yet)
    window.scene.set_view(game_view(Match(record).state), list(record.names), False)

    def answered(resume: bool) -> None:
        if resume:
            window.load_game(record)
        else:
            window.start_game(window.settings.last_setup())

    ask(window, record, answered)
