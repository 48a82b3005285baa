"""The first start: a question, once, whether to learn the game on the board first.

A question, not a forced tutorial: the answer is remembered either way, and Help → Learn to play is always
there. A player who already has a game waiting, or games in the library, is not new and is not asked.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox

from carolus.engine.tutorial import STEPS

from .. import persistence
from .guide import guide_for
from .progress import TutorialProgress

if TYPE_CHECKING:
    from ..windows.main_window import MainWindow


def offer_at_first_start(window: MainWindow, open_game: Callable[[], None]) -> QMessageBox | None:
    """Open the first game (``open_game``); at the very first start, then ask whether to learn to play first.
    Returns the question, if it was asked."""
    progress = TutorialProgress(window.settings.qs)
    first = not progress.offered and not _has_played()
    open_game()
    if not first:
        return None
    progress.mark_offered()
    return ask_learn(window)


def _has_played() -> bool:
    """A game waits, or the library holds one: this player is not new (an older version never asked them)."""
    if persistence.unfinished_autosave() is not None:
        return True
    folder = persistence.game_library_here().folder
    return folder.is_dir() and any(folder.iterdir())


def ask_learn(window: MainWindow) -> QMessageBox:
    """Welcome! Learn to play (the guided first game) or play at once."""
    title = QCoreApplication.translate("Tutorial", "Welcome to Carolus Magnus")
    box = QMessageBox(QMessageBox.Icon.Question, title, f"<b>{title}</b>", QMessageBox.StandardButton.NoButton, window)
    box.setTextFormat(Qt.TextFormat.RichText)  # our own words only: the welcome in bold
    box.setInformativeText(  # the welcome is the text itself: many desktops show no title on a question
        QCoreApplication.translate(
            "Tutorial",
            "New to the game? Learn it in {0} short steps on the board, a few minutes in all. "
            "Help → Learn to play shows them again at any time.",
        ).format(len(STEPS))
    )
    if not window.windowIcon().isNull():
        box.setIconPixmap(window.windowIcon().pixmap(64, 64))
    box.setObjectName("learn-question")
    learn = box.addButton(QCoreApplication.translate("Tutorial", "Learn to play"), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(QCoreApplication.translate("Tutorial", "Play a game"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(learn)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.finished.connect(lambda _code: guide_for(window).start() if box.clickedButton() is learn else None)
    box.open()
    return box
