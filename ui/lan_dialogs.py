"""Host and Join dialogs, the lobby, and the session that ties a LAN game to the main window.

``install_lan_menu(window)`` adds *Host LAN game…* and *Join LAN game…* to
the window's Game menu; ``start_from_command`` does the same for ``carolus
host|join`` without ``--ai``. A ``LanSession`` owns the socket thread (through
a ``LanBridge``); when the game is dealt it loads it into the window and turns
the controller into a networked one: its match waits for the network's dice
(``external_dice``), local intents go to the host (``action_sink``) and
every confirmed action comes back through ``apply_remote``. While the game
runs, the session shows who is connected in the status bar and, through the
window's ``leave_guards``, asks before anything (New game, Open record,
Host/Join, closing the window) leaves it; the window's ``game_left`` tells it
when its game is gone. A LAN game never touches the window's local autosave.
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from carolus.engine.ai import make_player
from carolus.engine.errors import CarolusError
from carolus.net.handshake import DEFAULT_PORT
from carolus.net.places import (
    HOST_AUTOSAVE,
    HostSetup,
    JoinSetup,
    JoinState,
    host_core,
    host_node,
    joiner_core,
    load_host_autosave,
    local_addresses,
    parse_address,
    set_aside,
)
from carolus.net.places import state_dir as _state_dir
from carolus.net.secure import fingerprint
from carolus.net.text import clean_name

from .controller import GameController
from .error_words import error_text, generic_text
from .lan_bridge import LanBridge
from .main_window import MainWindow
from .net_words import LanStartError, os_error_words
from .new_game_dialog import kind_label
from .seats import AI_LEVELS
from .startup import open_first_game
from .variant_choice import VariantChoice

HostOptions = HostSetup
"""What the Host dialog asks for (the same as ``carolus host`` in window mode)."""
JoinOptions = JoinSetup
"""What the Join dialog asks for (the same as ``carolus join`` in window mode)."""


class HostDialog(QDialog):
    """Players, your seat, port, password and the AI for empty seats."""

    def __init__(self, name: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Host a LAN game"))
        form = QFormLayout(self)
        self.name = QLineEdit(name or self.tr("Host"))
        self.players = QSpinBox()
        self.players.setRange(2, 4)
        self.seat = QSpinBox()
        self.seat.setRange(1, 2)
        self.players.valueChanged.connect(lambda n: self.seat.setRange(1, n))
        self.port = QSpinBox()
        self.port.setRange(1, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.password = QLineEdit()
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.password.setPlaceholderText(self.tr("none"))
        self.fill = QComboBox()
        for level in AI_LEVELS:
            self.fill.addItem(kind_label(level), level)
        self.fill.setCurrentIndex(self.fill.findData("intermediate"))
        form.addRow(self.tr("Your name"), self.name)
        form.addRow(self.tr("Players"), self.players)
        form.addRow(self.tr("Your seat"), self.seat)
        form.addRow(self.tr("Port (TCP)"), self.port)
        form.addRow(self.tr("Password"), self.password)
        form.addRow(self.tr("Computer for empty seats"), self.fill)
        self.autosave = _state_dir() / HOST_AUTOSAVE
        summary = saved_game_summary(self.autosave)
        self.resume = QCheckBox(self.tr("Go on with the game hosted last ({0})").format(summary))
        self.resume.setVisible(bool(summary))
        self.variants = VariantChoice()
        """The optional rules: every joiner plays them (the handshake's rules digest covers them)."""
        form.addRow(self.variants)
        self.resume.toggled.connect(
            lambda on: (self.players.setDisabled(on), self.seat.setDisabled(on), self.variants.setDisabled(on))
        )
        form.addRow(self.resume)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def options(self) -> HostOptions:
        resume = str(self.autosave) if not self.resume.isHidden() and self.resume.isChecked() else None
        return HostOptions(
            clean_name(self.name.text(), self.tr("Host")),
            self.players.value(),
            self.seat.value() - 1,
            self.port.value(),
            self.password.text(),
            str(self.fill.currentData()),
            resume,
            variants=() if resume else self.variants.chosen(),
        )


def saved_game_summary(path: Path) -> str:
    """ "names, round N" for an unfinished hosted game autosaved at ``path``; "" if there is none to resume."""
    if not path.is_file():
        return ""
    try:
        core = load_host_autosave(path)
    except CarolusError:
        set_aside(path)  # kept, not overwritten by the next hosted game
        return ""
    match = core.game.match if core.game is not None else None
    if match is None or match.is_over():
        return ""
    return QCoreApplication.translate("HostDialog", "{names}, round {round}").format(
        names=", ".join(match.record.names), round=match.state.round
    )


class JoinDialog(QDialog):
    """An address to type, or a game found on the LAN to pick."""

    found = Signal(object)
    """list[FoundGame], from the browsing thread."""

    def __init__(self, name: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Join a LAN game"))
        box = QVBoxLayout(self)
        form = QFormLayout()
        remembered = QSettings()  # the name and address typed last time
        self.address = QLineEdit(str(remembered.value("lan/join_address", "") or ""))
        self.address.setPlaceholderText(self.tr("HOST or HOST:PORT (default port {p})").format(p=DEFAULT_PORT))
        self.name = QLineEdit(str(remembered.value("lan/join_name", "") or "") or name or self.tr("Guest"))
        self.password = QLineEdit()
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        form.addRow(self.tr("Host address"), self.address)
        form.addRow(self.tr("Your name"), self.name)
        form.addRow(self.tr("Password"), self.password)
        box.addLayout(form)
        self.games = QListWidget()
        self.search = QPushButton(self.tr("Search the LAN"))
        self.search.clicked.connect(self.browse)
        box.addWidget(QLabel(self.tr("Games on the LAN:")))
        box.addWidget(self.games)
        box.addWidget(self.search)
        self.games.currentTextChanged.connect(self._picked)
        self.found.connect(self._show_found)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)

    def browse(self) -> None:
        """Look for announced games for a moment, off the GUI thread."""
        from carolus.net.discovery import browse

        self.search.setEnabled(False)
        threading.Thread(target=lambda: self.found.emit(browse(1.5)), daemon=True).start()

    def _show_found(self, games: list) -> None:
        self.search.setEnabled(True)
        self.games.clear()
        for g in games:
            self.games.addItem(
                self.tr("{address}  {name} (%n player(s))", None, g.players).format(address=g.address, name=g.name)
            )
        if not games:
            self.games.addItem(self.tr("(none found: type the host's address)"))

    def _picked(self, text: str) -> None:
        if text and not text.startswith("("):
            self.address.setText(text.split()[0])

    def _accept(self) -> None:
        try:
            parse_address(self.address.text().strip())
        except ValueError:
            plain_warning(self, self.windowTitle(), self.tr("Type the host's address as HOST or HOST:PORT."))
            return
        settings = QSettings()
        settings.setValue("lan/join_name", self.name.text().strip())
        settings.setValue("lan/join_address", self.address.text().strip())
        self.accept()

    def options(self) -> JoinOptions:
        return JoinOptions(
            clean_name(self.name.text(), self.tr("Guest")), self.address.text().strip(), self.password.text()
        )


class LobbyDialog(QDialog):
    """Who has joined; the host may start before every seat is taken (computers fill the rest)."""

    start_requested = Signal()

    def __init__(self, title: str, can_start: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        box = QVBoxLayout(self)
        self.where = QLabel()
        self.where.setTextFormat(Qt.TextFormat.PlainText)
        self.where.setWordWrap(True)
        self.where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.where.hide()
        self.info = QLabel()
        self.info.setTextFormat(Qt.TextFormat.PlainText)  # peers' names and reasons are never interpreted
        self.info.setWordWrap(True)
        self.people = QListWidget()
        box.addWidget(self.where)
        box.addWidget(self.info)
        box.addWidget(self.people)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        if can_start:
            start = buttons.addButton(self.tr("Start now"), QDialogButtonBox.ButtonRole.AcceptRole)
            start.clicked.connect(self.start_requested.emit)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)

    def show_peers(self, names: list[str], connected: list[bool]) -> None:
        self.people.clear()
        for name, up in zip(names, connected):
            self.people.addItem(name if up else self.tr("{name}  (disconnected)").format(name=name))


def plain_warning(parent: QWidget, title: str, text: str) -> QMessageBox:
    """A warning whose text is shown as typed: it may hold a peer's name or reason, which is never interpreted.

    Opened with ``open()``: the socket thread's news and the window keep going while it is read; connect to the
    returned box's ``finished`` for what follows once it is closed."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setObjectName("lan-warning")
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box


class LanSession(QObject):
    """One LAN game shown in the main window, from the lobby until the user leaves it."""

    def __init__(self, window: MainWindow, bridge: LanBridge, lobby: LobbyDialog | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.bridge = bridge
        self.lobby = lobby
        self.controller: GameController | None = None
        """The window's controller for this game, once dealt."""
        self.live = True
        self._lock = threading.Lock()
        self._stopped = False
        self.announcement = None
        """The zeroconf announcement of a hosted game (None when not hosting or not announcing)."""
        self._leave_box: QMessageBox | None = None
        """The open "Leave the LAN game?" question, if any (one at a time)."""
        self.peers_label = QLabel()
        self.peers_label.setTextFormat(Qt.TextFormat.PlainText)  # names come from the network
        self.peers_label.setObjectName("lan-peers")
        window.statusBar().addPermanentWidget(self.peers_label)
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

    def _load(self, record, kinds: list[str]) -> None:
        if self.lobby is not None:
            self.lobby.accept()
        previous, self.controller = self.controller, None  # (re)dealt: the window letting go of it is no leaving
        if previous is not None:
            self.bridge.confirmed.disconnect(previous.apply_remote)
        # a LAN game is saved by its host (lan-host-autosave.json) and rejoined with a token; as the window's
        # local autosave it would come back next time as a game at one screen, so it never goes there
        controller = self.window.load_game(record, kinds, autosave=False)
        controller.match.external_dice = True  # the network decides every die from now on
        controller.action_sink = self.bridge.submit
        self.bridge.confirmed.connect(controller.apply_remote)
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
        words = [
            f"{name}: {self.tr('connected') if up else self.tr('disconnected')}" for name, up in zip(names, connected)
        ]
        self.peers_label.setText(self.tr("LAN: {0}").format(", ".join(words)))
        self.peers_label.setStyleSheet("" if all(connected) else "color: #a02020; font-weight: 600;")

    def _paused(self, reason: str) -> None:
        from carolus.net.places import write_dump

        path = write_dump(str(_state_dir()), "gui", self.bridge.node.core, reason)
        plain_warning(self.window, self.tr("LAN game paused"), f"{reason}\n\n{path or ''}")

    def _resynced(self, reason: str, dump: dict | None) -> None:
        from carolus.net.places import save_dump

        if dump:
            with contextlib.suppress(OSError):
                save_dump(str(_state_dir()), "gui", dump)
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

    def announce(self, port: int, players: int, name: str) -> None:
        """Announce the hosted game on the LAN in the background (zeroconf's probing takes a second or two)."""
        from carolus.net.discovery import BackgroundAnnouncer

        with self._lock:
            if not self._stopped:
                self.announcement = BackgroundAnnouncer(port, players, name)

    def stop(self) -> None:
        """Leave cleanly: goodbye to the peers, socket closed, the window's commands and status bar as before."""
        with self._lock:
            if self._stopped:
                return
            self._stopped = True
            if self.announcement is not None:
                self.announcement.close()
                self.announcement = None
        self.live = False
        with contextlib.suppress(ValueError):
            self.window.leave_guards.remove(self.leave_guard)
        self.window.game_left.disconnect(self._game_left)
        self.window.statusBar().removeWidget(self.peers_label)
        self.peers_label.deleteLater()
        if self.controller is not None and self.window.controller is self.controller:
            self.controller.action_sink = None  # the game stays on screen, no longer networked
        if self.lobby is not None and self.lobby.isVisible():
            self.lobby.done(QDialog.DialogCode.Accepted)
        self.bridge.stop()
        if self.window.lan_session is self:
            self.window.lan_session = None


def host_game(window: MainWindow, options: HostOptions, endpoint: str | None = None) -> LanSession:
    """Listen and show the lobby (the game starts when every seat is taken or the host presses Start),
    or go on at once with an autosaved game (``options.resume``); joiners reconnect by themselves."""
    autosave = Path(options.autosave) if options.autosave else _state_dir() / HOST_AUTOSAVE
    core = host_core(
        options.players,
        options.name,
        options.seat,
        options.password,
        autosave,
        options.grace,
        options.resume,
        options.variants,
    )
    mine = core.peers[0].seats[0] if options.resume else options.seat
    node = host_node(
        core,
        endpoint or f"tcp://{options.bind}:{options.port}",
        autosave,
        ai_factory=lambda s: None if s == mine else make_player(options.fill, 1000 + s),
    )
    try:
        node.open()
    except OSError as exc:
        node.close()
        raise LanStartError(
            QCoreApplication.translate("LanSession", "Cannot host on port {p}: {why}.").format(
                p=options.port, why=os_error_words(exc)
            )
        ) from None
    bridge = LanBridge(node)

    def fill() -> None:
        for s in core.peers[0].seats:
            if s != mine:
                node.ai.setdefault(s, make_player(options.fill, 1000 + s))

    if core.started:
        fill()
        session = LanSession(window, bridge)
        window.statusBar().showMessage(
            QCoreApplication.translate(
                "LanSession", "Hosting again on port {p}: the others rejoin with the same command"
            ).format(p=node.bound_port),
            8000,
        )
    else:
        lobby = LobbyDialog(
            QCoreApplication.translate("LanSession", "LAN game: waiting for players (port {p})").format(
                p=node.bound_port
            ),
            True,
            window,
        )
        where = ", ".join(f"{a}:{node.bound_port}" for a in local_addresses())
        lobby.where.setText(
            QCoreApplication.translate(
                "LanSession", "Others join at {w} (Join LAN game… or carolus join ADDRESS)."
            ).format(w=where)
            + "\n"
            + QCoreApplication.translate("LanSession", "Key fingerprint: {f}").format(f=fingerprint(core.keys.public))
        )
        lobby.where.show()
        session = LanSession(window, bridge, lobby)

        def start() -> None:
            def go():
                if core.started:
                    return []
                out = core.start(now=time.monotonic())
                fill()
                return out

            node.call(go)

        lobby.start_requested.connect(start)
        bridge.peers_changed.connect(lambda *_: start() if core.lobby_full() else None)
        lobby.show()
    if options.announce:
        session.announce(node.bound_port or options.port, core.players, options.name)
    bridge.start()
    if core.started:
        bridge.show_current()
    return session


def join_game(window: MainWindow, options: JoinOptions) -> LanSession:
    """Connect to a host; the seat kept in the user state folder (by the host's key, so any form of its address
    works) lets a restarted window rejoin."""
    from carolus.net.node import Node

    state = JoinState.for_name(options.name, _state_dir())
    if state.kept is not None:
        window.show_error(unusable_seats(state.kept))
    core, endpoint, address = joiner_core(options.name, options.seat, options.password, options.address, state)
    node = Node(core, endpoint)
    lobby = LobbyDialog(
        QCoreApplication.translate("LanSession", "LAN game at {a}: waiting for the host").format(a=options.address),
        False,
        window,
    )
    bridge = LanBridge(node)
    session = LanSession(window, bridge, lobby)

    def keep_token(_text: str) -> None:
        if core.token:
            state.remember(address, core)
            if lobby.isVisible() and core.host_key:
                lobby.where.setText(
                    QCoreApplication.translate("LanSession", "Host key fingerprint: {f}").format(
                        f=fingerprint(core.host_key)
                    )
                )
                lobby.where.show()

    bridge.notice.connect(keep_token)
    bridge.finished.connect(lambda _d: state.remember(address, core, over=True) if core.token else None)
    node.open()
    bridge.start()
    lobby.show()
    return session


def unusable_seats(kept: Path) -> str:
    """What the window says of a joiner's state file it set aside (``JoinState.kept``)."""
    return QCoreApplication.translate(
        "LanSession", "A file of saved LAN seats could not be read and is kept as {path}."
    ).format(path=kept)


def unfinished_lan_join(folder: Path, kept: list[Path] | None = None) -> JoinState | None:
    """The LAN game this user joined last and did not see end, if any (offered when ``carolus`` starts). A state
    file that cannot be used is set aside on the way (where it went is added to ``kept``)."""
    paths = []
    for path in folder.glob("lan-join-*.json"):
        with contextlib.suppress(OSError):
            paths.append((path.stat().st_mtime, path))
    found = [JoinState(path) for _, path in sorted(paths)]
    if kept is not None:
        kept += [state.kept for state in found if state.kept is not None]
    found = [state for state in found if state.unfinished()]
    return found[-1] if found else None


def offer_unfinished_lan(window: MainWindow, otherwise: Callable[[], None]) -> bool:
    """After a crash: offer to rejoin the LAN game joined last. True if it is offered (a question opened with
    ``open()``); ``otherwise`` runs once the player declines or the rejoin cannot begin. False: nothing to offer."""
    kept: list[Path] = []
    state = unfinished_lan_join(_state_dir(), kept)
    for path in kept:
        window.show_error(unusable_seats(path))
    if state is None:
        return False
    address, name = str(state.last.get("address", "")), str(state.last.get("name", ""))
    yes = QMessageBox.StandardButton.Yes
    box = QMessageBox(
        QMessageBox.Icon.Question,
        QCoreApplication.translate("LanSession", "Rejoin LAN game"),
        QCoreApplication.translate("LanSession", "You were playing a LAN game at {a} as {n}. Rejoin it?").format(
            a=address, n=name
        ),
        yes | QMessageBox.StandardButton.No,
        window,
    )
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setObjectName("lan-rejoin")
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def answered(button: QAbstractButton) -> None:
        if box.standardButton(button) == yes:
            options = JoinOptions(clean_name(name, "Guest"), address, "")
            _begin(
                window,
                lambda: join_game(window, options),
                QCoreApplication.translate("LanSession", "Join a LAN game"),
                otherwise,
            )
            return
        else:
            state.last["over"] = True  # asked once: not again next time
            with contextlib.suppress(OSError):
                state.save()
        otherwise()

    box.buttonClicked.connect(answered)
    box.open()
    return True


def _begin(
    window: MainWindow, make: Callable[[], LanSession], title: str, failed: Callable[[], None] = lambda: None
) -> None:
    """Leave the shown game (once the window's leave guards agree; if one declines, nothing happens), then host or
    join; a failure is one message, never a traceback, and then ``failed`` runs."""

    def begin() -> None:
        current = window.lan_session
        if current is not None:
            current.stop()
        try:
            window.lan_session = make()
        except (OSError, ValueError, RuntimeError) as exc:  # a taken port (zmq errors are OSErrors), a bad autosave
            plain_warning(window, title, start_error_text(exc))
            failed()

    window.confirm_leave(begin)


def start_error_text(exc: BaseException) -> str:
    """Why hosting or joining could not begin, in the player's language (never an exception's English)."""
    if isinstance(exc, LanStartError):
        return str(exc)
    if isinstance(exc, CarolusError):  # the host's autosave cannot be resumed
        return error_text(exc)
    if isinstance(exc, ValueError):  # parse_address
        return QCoreApplication.translate("LanSession", "Type the host's address as HOST or HOST:PORT.")
    if isinstance(exc, OSError):
        return QCoreApplication.translate("LanSession", "The LAN game cannot begin: {why}.").format(
            why=os_error_words(exc)
        )
    return generic_text()


Start = Callable[[MainWindow, Callable[[], None]], None]
"""``carolus host|join`` in the window: begins with the window and what to do if it cannot."""


def start_from_command(start: HostSetup | JoinSetup) -> Start:
    """What ``carolus host|join`` without ``--ai`` do once the window is up: host or join at once.

    The returned callable takes the window and what to do if that fails (the window's usual first game)."""

    def begin(window: MainWindow, failed: Callable[[], None]) -> None:
        if isinstance(start, HostSetup):
            _begin(
                window,
                lambda: host_game(window, start),
                QCoreApplication.translate("LanSession", "Host a LAN game"),
                failed,
            )
        else:
            _begin(
                window,
                lambda: join_game(window, start),
                QCoreApplication.translate("LanSession", "Join a LAN game"),
                failed,
            )

    return begin


def install_lan_menu(window: MainWindow) -> list[QAction]:
    """Add Host/Join LAN game to the window's Game menu, above its first separator."""

    def ask(
        dialog: HostDialog | JoinDialog, begin: Callable[[MainWindow, HostOptions | JoinOptions], LanSession]
    ) -> None:
        """Open ``dialog`` (``open()``: the window keeps running); once accepted, host or join with its options."""
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.setObjectName("lan-setup")

        def accepted() -> None:
            options, title = dialog.options(), dialog.windowTitle()
            QTimer.singleShot(0, lambda: _begin(window, lambda: begin(window, options), title))

        dialog.accepted.connect(accepted)
        dialog.open()

    def ask_host() -> None:
        ask(HostDialog(window.settings.player_name, window), host_game)

    def ask_join() -> None:
        ask(JoinDialog(window.settings.player_name, window), join_game)

    host_action = QAction(QCoreApplication.translate("LanSession", "&Host LAN game…"), window)
    host_action.triggered.connect(lambda _c=False: ask_host())
    join_action = QAction(QCoreApplication.translate("LanSession", "&Join LAN game…"), window)
    join_action.triggered.connect(lambda _c=False: ask_join())
    menu = window.game_menu
    first = menu.actions()[0] if menu.actions() else None
    anchor = next((a for a in menu.actions() if a.isSeparator()), first)
    menu.insertActions(anchor, [host_action, join_action])
    return [host_action, join_action]
