"""The session that ties a LAN game to the main window, from the lobby until the user leaves it.

A ``LanSession`` owns the game as ``carolus.net.hosting`` runs it and its
socket thread (through a ``LanBridge``); when the game is dealt it loads it
into the window as a networked game from the start (``load_game`` with an
``action_sink``): its match waits for the network's dice, local intents go to
the host and every confirmed action comes back through ``apply_remote``. While the game runs, the session shows
who is connected in the status bar and, through the window's
``leave_guards``, asks before anything (New game, Open record, Host/Join,
closing the window) leaves it; the window's ``game_left`` tells it when its
game is gone. A LAN game never touches the window's local autosave.
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import (
    QDialog,
    QLabel,
    QMenu,
    QMessageBox,
    QToolButton,
)

from carolus.net import places
from carolus.net.host import HostCore
from carolus.net.hosting import HostedGame, JoinedGame
from carolus.net.places import save_dump, write_dump
from carolus.net.spectators import SpectatorCore

from ..controller import GameController
from ..startup import open_first_game
from ..windows.main_window import MainWindow
from .bridge import LanBridge
from .chat_dock import ChatDock
from .dialogs import LobbyDialog, plain_warning
from .rematch import RematchControl
from .spectator import SpectatorMarks, SpectatorsButton


class LanSession(QObject):
    """One LAN game shown in the main window, from the lobby until the user leaves it."""

    def __init__(self, window: MainWindow, net_game: HostedGame | JoinedGame, lobby: LobbyDialog | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.net_game = net_game
        """The game as ``carolus.net.hosting`` runs it for ``carolus host|join`` too: its socket, seats, files."""
        self.bridge = LanBridge(net_game.node)
        bridge = self.bridge
        self.lobby = lobby
        self.controller: GameController | None = None
        """The window's controller for this game, once dealt."""
        self.live = True
        self._stopped = False
        self._leave_box: QMessageBox | None = None
        """The open "Leave the LAN game?" question, if any (one at a time)."""
        self.peers_label = QLabel()
        self.peers_label.setTextFormat(Qt.TextFormat.PlainText)  # names come from the network
        self.peers_label.setObjectName("lan-peers")
        window.statusBar().addPermanentWidget(self.peers_label)
        self._handable: list[tuple[int, str]] = []
        """The host's only: (peer, name) of seats the computer plays that the host's player may hand over."""
        self._hand_box: QMessageBox | None = None
        self.hand_button = QToolButton()
        self.hand_button.setObjectName("lan-hand-over")
        self.hand_button.setText(self.tr("Hand over a seat…"))
        self.hand_button.clicked.connect(lambda _c=False: self.ask_hand_over())
        self.hand_button.hide()
        window.statusBar().addPermanentWidget(self.hand_button)
        bridge.handable.connect(self._show_handable)
        window.leave_guards.append(self.leave_guard)
        window.game_left.connect(self._game_left)
        bridge.started.connect(self._load)
        bridge.restarted.connect(self._load)
        bridge.notice.connect(self._notice)
        bridge.peers_changed.connect(self._peers)
        bridge.paused.connect(self._paused)
        bridge.resynced.connect(self._resynced)
        bridge.failed.connect(self._failed)
        bridge.finished.connect(lambda _d: self._notice(self.tr("The LAN game is over")))
        if lobby is not None:
            lobby.rejected.connect(self._lobby_cancelled)
        self.chat = self._chat_dock()
        # (watch35) a spectator's window says it watches; a player's result panel offers to play again
        watching = isinstance(net_game.core, SpectatorCore)
        if watching:  # it reads the chat, and cannot write to it
            self.chat.set_read_only()
        self.spectator = SpectatorMarks(window) if watching else None
        self.rematch = None if watching else RematchControl(window, bridge)
        self.spectators = SpectatorsButton(window, bridge) if isinstance(net_game, HostedGame) else None

    def _chat_dock(self) -> ChatDock:
        """The chat (issue 35): a dock below the game log, from the lobby until the session ends."""
        core = self.net_game.core
        me = core.peers[0].name if isinstance(core, HostCore) else core.name
        dock = ChatDock(me, self.window)
        self.window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, dock)
        if not self.window.log_dock.isFloating():
            self.window.splitDockWidget(self.window.log_dock, dock, Qt.Orientation.Vertical)
            half = max(200, self.window.height() // 2)
            self.window.resizeDocks([self.window.log_dock, dock], [half, half], Qt.Orientation.Vertical)
        for menu in self.window.log_dock.toggleViewAction().associatedObjects():  # View: Game log, then Chat
            if isinstance(menu, QMenu):
                menu.addAction(dock.toggleViewAction())
        self.bridge.chat_line.connect(dock.add_line)
        self.bridge.chat_notice.connect(dock.notice)
        self.bridge.peers_changed.connect(dock.set_people)
        node = self.bridge.node
        dock.said.connect(lambda text: node.call(lambda: core.chat.say(text, time.monotonic())))
        dock.show()
        return dock

    def _load(self, record, kinds: list[str]) -> None:
        if self.lobby is not None:
            self.lobby.accept()
        previous, self.controller = self.controller, None  # (re)dealt: the window letting go of it is no leaving
        if previous is not None:
            self.bridge.confirmed.disconnect(previous.apply_remote)
        # a LAN game is saved by its host (lan-host-autosave.json) and rejoined with a token; as the window's
        # local autosave it would come back next time as a game at one screen, so it never goes there
        controller = self.window.load_game(record, kinds, autosave=False, action_sink=self.bridge.submit)
        self.bridge.confirmed.connect(controller.apply_remote)  # queued from the socket thread: none is missed
        self.controller = controller

    def _game_left(self, controller: GameController) -> None:
        """The window let go of this game (New game, Open record, the result screen's New game, closing)."""
        if controller is self.controller:
            self.stop()

    def _notice(self, text: str) -> None:
        self.window.statusBar().showMessage(text, 6000)
        if self.lobby is not None and self.lobby.isVisible():
            self.lobby.info.setText(text)

    def _peers(self, names: list[str], connected: list[bool]) -> None:
        if self.lobby is not None:
            self.lobby.show_peers(names, connected)
        here, gone = self.tr("connected"), self.tr("disconnected")  # (lupdate reads no tr() inside an f-string)
        words = [f"{name}: {here if up else gone}" for name, up in zip(names, connected)]
        self.peers_label.setText(self.tr("LAN: {0}").format(", ".join(words)))
        self.peers_label.setStyleSheet("" if all(connected) else "color: #a02020; font-weight: 600;")

    # -- handing a seat over (the host's player only) ------------------------------------------

    def _show_handable(self, handable: list[tuple[int, str]]) -> None:
        self._handable = list(handable)
        self.hand_button.setVisible(bool(handable) and self.live)

    def ask_hand_over(self) -> None:
        """Ask before handing the first seat the computer plays for a player who is gone to the next newcomer who
        asks for it: once that newcomer has played, that player's token is refused for good (``HostCore.hand_over``;
        the record says who took whose seat); back before, the player has the seat again (``Grace.give_back``). In
        a game without a password the question says that anyone on the LAN may take it. Without a yes the seat
        waits for its own player."""
        if not self._handable or self._hand_box is not None:
            return
        peer, name = self._handable[0]
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Hand over a seat"),
            self._hand_over_question(name),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self.window,
        )
        box.setObjectName("lan-hand-over-question")
        box.setTextFormat(Qt.TextFormat.PlainText)  # the name comes from the network
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        yes = box.button(QMessageBox.StandardButton.Yes)
        box.buttonClicked.connect(lambda button: self._hand_over(peer) if button is yes else None)
        box.finished.connect(lambda _result: setattr(self, "_hand_box", None))
        self._hand_box = box
        box.open()

    def _hand_over_question(self, name: str) -> str:
        text = self.tr(
            "{0} has been gone for a while and the computer plays for them. Hand their seat over to the next "
            "player who joins and asks for it? Once that player has played, {0} cannot come back to it."
        ).format(name)
        core = self.bridge.node.core
        if isinstance(core, HostCore) and not core.password:
            text += "\n\n" + self.tr("The game has no password: anyone on the LAN may be that player.")
        return text

    def _hand_over(self, peer: int) -> None:
        if not self.live:
            return
        core = self.bridge.node.core
        if isinstance(core, HostCore):  # only the host hands seats over (``handable`` is the host's only)
            self.bridge.node.call(lambda: core.hand_over(peer, time.monotonic()))

    def _paused(self, reason: str) -> None:
        path = write_dump(str(places.state_dir()), "gui", self.bridge.node.core, reason)
        plain_warning(self.window, self.tr("LAN game paused"), f"{reason}\n\n{path or ''}")

    def _resynced(self, reason: str, dump: dict | None) -> None:
        if dump:
            with contextlib.suppress(OSError):
                save_dump(str(places.state_dir()), "gui", dump)
        self._notice(reason)

    def _failed(self, reason: str) -> None:
        if self.lobby is not None:
            self.lobby.reject()
        self.stop()
        plain_warning(self.window, self.tr("Cannot join"), reason).finished.connect(lambda _r: self._fall_back())

    def _lobby_cancelled(self) -> None:
        self.stop()
        self._fall_back()

    def _fall_back(self) -> None:
        """With no game left in the window (it opened straight into the lobby), what plain ``carolus`` opens:
        the unfinished local game if the user wants it back, else a new one."""
        if self.window.controller is None and self.window.isVisible():
            open_first_game(self.window)

    # -- leaving ----------------------------------------------------------------------------

    def playing(self) -> bool:
        """A LAN game (or its lobby) is running that leaving would abandon."""
        if not self.live:
            return False
        c = self.controller
        return c is None or (self.window.controller is c and not c.match.is_over())

    def confirm_leave(self, then: Callable[[], None]) -> None:
        """Ask before abandoning the running LAN game (a question opened with ``open()``): ``then`` runs at once
        when there is none, once the user agrees, and never if the user stays."""
        if not self.playing():
            then()
            return
        if self._leave_box is not None:  # asked already (the window's close button pressed again): that one answers
            self._leave_box.raise_()
            self._leave_box.activateWindow()
            return
        hosting = self.bridge.node.is_host
        text = (
            self.tr(
                "Leave the LAN game you host? The others wait until you host it again "
                "(Host LAN game… offers to go on with it)."
            )
            if hosting
            else self.tr("Leave the LAN game? The others see you as disconnected; join again to play on.")
        )
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Leave the LAN game"),
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self.window,
        )
        box.setObjectName("lan-leave")
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        yes = box.button(QMessageBox.StandardButton.Yes)
        box.buttonClicked.connect(lambda button: QTimer.singleShot(0, then) if button is yes else None)
        box.finished.connect(lambda _result: setattr(self, "_leave_box", None))
        self._leave_box = box
        box.open()

    def leave_guard(self, go_on: Callable[[], None]) -> None:
        """The window's leave guard. Leaving the lobby happens at once; a dealt game is left when the window lets
        go of it (``game_left``), so a New game dialog cancelled after agreeing plays on."""

        def agreed() -> None:
            if self.controller is None:
                self.stop()
            go_on()

        self.confirm_leave(agreed)

    def stop(self) -> None:
        """Leave cleanly: goodbye to the peers, socket closed, the window's commands and status bar as before."""
        if self._stopped:
            return
        self._stopped = True
        if isinstance(self.net_game, HostedGame):
            self.net_game.stop_announcing()
            if self.net_game.portmap is not None:  # the router's answer may be slow: not on the GUI thread
                threading.Thread(target=self.net_game.close_router, name="carolus-router-close", daemon=True).start()
        elif (
            self.net_game.node.portmap is not None
        ):  # the joiner's witness port (wjoin35): not on the GUI thread either
            threading.Thread(target=self.net_game.node.close_router, name="carolus-router-close", daemon=True).start()
        self.live = False
        with contextlib.suppress(ValueError):
            self.window.leave_guards.remove(self.leave_guard)
        self.window.game_left.disconnect(self._game_left)
        self.window.statusBar().removeWidget(self.peers_label)
        self.peers_label.deleteLater()
        self.window.statusBar().removeWidget(self.hand_button)
        self.hand_button.deleteLater()
        self.window.removeDockWidget(self.chat)
        self.chat.deleteLater()
        if self._hand_box is not None:
            self._hand_box.close()
        if self.controller is not None and self.window.controller is self.controller:
            self.controller.action_sink = None  # the game stays on screen, no longer networked
        if self.lobby is not None and self.lobby.isVisible():
            self.lobby.done(QDialog.DialogCode.Accepted)
        if self.spectator is not None:
            self.spectator.stop()
        if self.rematch is not None:
            self.rematch.stop()
        if self.spectators is not None:
            self.spectators.stop()
        self.bridge.stop()
        if self.window.lan_session is self:
            self.window.lan_session = None
