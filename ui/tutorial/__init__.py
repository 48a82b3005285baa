"""The guided first game: Help → Learn to play, and a question at the very first start.

The steps are the engine's (``carolus.engine.tutorial``); here are their words, the strip over the board, the
guide that runs them in the window, and the remembered progress.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction

from .guide import TutorialGuide, guide_for
from .offer import ask_learn, offer_at_first_start

if TYPE_CHECKING:
    from ..windows.main_window import MainWindow

__all__ = ["TutorialGuide", "ask_learn", "guide_for", "install_tutorial", "offer_at_first_start"]


def install_tutorial(window: MainWindow) -> QAction:
    """Help → Learn to play, first in the Help menu."""
    action = QAction(QCoreApplication.translate("Tutorial", "&Learn to play"), window)
    action.triggered.connect(lambda _checked=False: guide_for(window).start())
    menu = window.help_menu
    first = next(iter(menu.actions()), None)
    menu.insertAction(first, action)  # type: ignore[arg-type]  # None (an empty menu): at the end
    window.learn_action = action
    return action
