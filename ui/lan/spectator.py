"""A spectator's window (issue 35): it says plainly that it watches, in its title and its status bar, and nothing in
it acts for a seat (every seat is another's, so the board takes no clicks and hints and undo stay off)."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QLabel, QMenu, QToolButton

from carolus.net.host import HostCore

from ..windows.main_window import MainWindow
from .bridge import LanBridge

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


class SpectatorsButton(QObject):
    """The host's: who watches, in the status bar, each with *Send away* (the host's player may refuse anyone)."""

    def __init__(self, window: MainWindow, bridge: LanBridge) -> None:
        super().__init__(window)
        self.window = window
        self.bridge = bridge
        self.button = QToolButton()
        self.button.setObjectName("lan-spectators")
        self.button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.menu = QMenu(self.button)
        self.button.setMenu(self.menu)
        self.button.hide()
        window.statusBar().addPermanentWidget(self.button)
        bridge.spectators_changed.connect(self.show_watchers)

    def show_watchers(self, watchers: list[tuple[bytes, str]]) -> None:
        self.menu.clear()
        for route, name in watchers:
            action = self.menu.addAction(self.tr("Send {0} away").format(name))
            action.triggered.connect(lambda _c=False, r=route: self.send_away(r))
        self.button.setText(self.tr("Spectators: %n", None, len(watchers)))
        self.button.setVisible(bool(watchers))

    def send_away(self, route: bytes) -> None:
        core = self.bridge.node.core
        if isinstance(core, HostCore):
            self.bridge.node.call(lambda: core.spectators.send_away(route))

    def stop(self) -> None:
        self.window.statusBar().removeWidget(self.button)
        self.button.deleteLater()
