"""A spectator's window (issue 35): it says plainly that it watches, in its title and its status bar, and nothing in
it acts for a seat (every seat is another's, so the board takes no clicks and hints and undo stay off)."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QLabel

from ..windows.main_window import MainWindow

WATCHING_STYLE = "color: #1d4f91; font-weight: 600;"


class SpectatorMarks(QObject):
    """What a watching window shows while its LAN session lasts."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.label = QLabel(self.tr("Watching: you hold no seat and cannot act"))
        self.label.setObjectName("lan-watching")
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setStyleSheet(WATCHING_STYLE)
        window.statusBar().addPermanentWidget(self.label)
        window.title_note = self.tr("watching")
        window.setWindowTitle(self.tr("Carolus Magnus — watching"))
        window.play_again = None  # a spectator holds no seat to play again

    def stop(self) -> None:
        """The session ended: the window is no longer watching."""
        self.window.title_note = ""
        self.window.statusBar().removeWidget(self.label)
        self.label.deleteLater()
