"""Host and Join dialogs, the lobby, and the session that ties a LAN game to the main window.

``install_lan_menu(window)`` adds *Host LAN game…* and *Join LAN game…* to
the window's Game menu. A ``LanSession`` owns the socket thread (through a
``LanBridge``); when the game is dealt it loads it into the window and turns
the controller into a networked one: its match waits for the network's dice
(``external_dice``), local intents go to the host (``action_sink``) and
every confirmed action comes back through ``apply_remote``.
"""

from __future__ import annotations

import json
import threading
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
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

from carolus_qt.ai import make_player
from net.handshake import DEFAULT_PORT

from .lan_bridge import LanBridge
from .seats import AI_LEVELS


@dataclass(frozen=True)
class HostOptions:
    """What the Host dialog asks for."""

    name: str
    players: int
    seat: int
    port: int
    password: str
    fill: str


@dataclass(frozen=True)
class JoinOptions:
    """What the Join dialog asks for."""

    name: str
    address: str
    password: str


class HostDialog(QDialog):
    """Players, your seat, port, password and the AI for empty seats."""

    def __init__(self, name: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Host a LAN game"))
        form = QFormLayout(self)
        self.name = QLineEdit(name or "Host")
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
        self.fill.addItems(list(AI_LEVELS))
        self.fill.setCurrentText("greedy")
        form.addRow(self.tr("Your name"), self.name)
        form.addRow(self.tr("Players"), self.players)
        form.addRow(self.tr("Your seat"), self.seat)
        form.addRow(self.tr("Port (TCP)"), self.port)
        form.addRow(self.tr("Password"), self.password)
        form.addRow(self.tr("Computer for empty seats"), self.fill)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def options(self) -> HostOptions:
        return HostOptions(self.name.text().strip()[:40] or "Host", self.players.value(), self.seat.value() - 1,
                           self.port.value(), self.password.text(), self.fill.currentText())


class JoinDialog(QDialog):
    """An address to type, or a game found on the LAN to pick."""

    found = Signal(object)
    """list[FoundGame], from the browsing thread."""

    def __init__(self, name: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Join a LAN game"))
        box = QVBoxLayout(self)
        form = QFormLayout()
        self.address = QLineEdit()
        self.address.setPlaceholderText(self.tr("HOST or HOST:PORT (default port {p})").format(p=DEFAULT_PORT))
        self.name = QLineEdit(name or "Guest")
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
        from net.discovery import browse

        self.search.setEnabled(False)
        threading.Thread(target=lambda: self.found.emit(browse(1.5)), daemon=True).start()

    def _show_found(self, games: list) -> None:
        self.search.setEnabled(True)
        self.games.clear()
        for g in games:
            self.games.addItem(f"{g.address}  {g.name} ({g.players} players)")
        if not games:
            self.games.addItem(self.tr("(none found: type the host's address)"))

    def _picked(self, text: str) -> None:
        if text and not text.startswith("("):
            self.address.setText(text.split()[0])

    def _accept(self) -> None:
        from net.cli import parse_address

        try:
            parse_address(self.address.text().strip())
        except ValueError:
            QMessageBox.warning(self, self.windowTitle(), self.tr("Type the host's address as HOST or HOST:PORT."))
            return
        self.accept()

    def options(self) -> JoinOptions:
        return JoinOptions(self.name.text().strip()[:40] or "Guest", self.address.text().strip(),
                           self.password.text())


class LobbyDialog(QDialog):
    """Who has joined; the host may start before every seat is taken (computers fill the rest)."""

    start_requested = Signal()

    def __init__(self, title: str, can_start: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        box = QVBoxLayout(self)
        self.info = QLabel()
        self.info.setWordWrap(True)
        self.people = QListWidget()
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
            self.people.addItem(f"{name}{'' if up else '  (disconnected)'}")


class LanSession(QObject):
    """One LAN game shown in the main window."""

    def __init__(self, window, bridge: LanBridge, lobby: LobbyDialog | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.bridge = bridge
        self.lobby = lobby
        self._lock = threading.Lock()
        self._stopped = False
        self.announcement = None
        """The zeroconf announcement of a hosted game (None if zeroconf or multicast is missing)."""
        bridge.started.connect(self._load)
        bridge.restarted.connect(self._load)
        bridge.notice.connect(self._notice)
        bridge.peers_changed.connect(self._peers)
        bridge.paused.connect(self._paused)
        bridge.failed.connect(self._failed)
        bridge.finished.connect(lambda d: self._notice(self.tr("LAN game over; digest {d}").format(d=d[:16])))
        if lobby is not None:
            lobby.rejected.connect(self.stop)

    def _load(self, record, kinds: list[str]) -> None:
        if self.lobby is not None:
            self.lobby.accept()
        controller = self.window.load_game(record, kinds)
        controller.match.external_dice = True  # the network decides every die from now on
        controller.action_sink = self.bridge.submit
        self.bridge.confirmed.connect(controller.apply_remote)

    def _notice(self, text: str) -> None:
        self.window.statusBar().showMessage(text, 6000)
        if self.lobby is not None and self.lobby.isVisible():
            self.lobby.info.setText(text)

    def _peers(self, names: list[str], connected: list[bool]) -> None:
        if self.lobby is not None:
            self.lobby.show_peers(names, connected)

    def _paused(self, reason: str) -> None:
        from net.cli import write_dump

        path = write_dump(str(_state_dir()), "gui", self.bridge.node.core, reason)
        QMessageBox.warning(self.window, self.tr("LAN game paused"), f"{reason}\n\n{path or ''}")

    def _failed(self, reason: str) -> None:
        if self.lobby is not None:
            self.lobby.reject()
        QMessageBox.warning(self.window, self.tr("Cannot join"), reason)
        self.stop()

    def announce(self, port: int, players: int, name: str) -> None:
        """Announce the hosted game on the LAN in the background (zeroconf's probing takes a second or two)."""

        def work() -> None:
            try:
                from net.discovery import announce

                found = announce(port, players, name)
            except Exception:  # zeroconf missing or no multicast: typing the address still works
                return
            with self._lock:
                if self._stopped:
                    found.close()
                else:
                    self.announcement = found

        threading.Thread(target=work, name="carolus-announce", daemon=True).start()

    def stop(self) -> None:
        with self._lock:
            self._stopped = True
            if self.announcement is not None:
                self.announcement.close()
                self.announcement = None
        self.bridge.stop()


def _state_dir() -> Path:
    from platformdirs import user_state_dir

    return Path(user_state_dir("carolus", appauthor=False))


def host_game(window, options: HostOptions, endpoint: str | None = None) -> LanSession:
    """Listen, show the lobby; the game starts when every seat is taken or the host presses Start."""
    from carolus_qt.record import atomic_write
    from net.host import HostCore
    from net.node import Node

    core = HostCore(options.players, options.name, [options.seat], options.password)
    autosave = _state_dir() / "lan-host-autosave.json"

    def save(node: Node) -> None:
        if core.started and core.game is not None and core.game.match is not None:
            atomic_write(autosave, json.dumps(core.snapshot()).encode())

    node = Node(core, endpoint or f"tcp://*:{options.port}", on_change=save)
    node.open()
    lobby = LobbyDialog(window.tr("LAN game: waiting for players (port {p})").format(p=node.bound_port), True,
                        window)
    bridge = LanBridge(node)
    session = LanSession(window, bridge, lobby)

    def start() -> None:
        def go():
            if core.started:
                return []
            out = core.start()
            for s in core.peers[0].seats:
                if s != options.seat:
                    node.ai[s] = make_player(options.fill, 1000 + s)
            return out

        node.call(go)

    session.announce(node.bound_port or options.port, options.players, options.name)
    lobby.start_requested.connect(start)
    bridge.peers_changed.connect(lambda *_: start() if core.lobby_full() else None)
    bridge.start()
    lobby.show()
    return session


def join_game(window, options: JoinOptions) -> LanSession:
    """Connect to a host; a token kept in the user state folder lets a restarted window rejoin its seat."""
    from carolus_qt.record import atomic_write
    from net.cli import parse_address
    from net.joiner import JoinerCore
    from net.node import Node

    host, port = parse_address(options.address)
    state_path = _state_dir() / f"lan-{host}-{port}-{options.name}.json"
    saved: dict = {}
    try:
        saved = json.loads(state_path.read_text(encoding="utf-8"))
        secret = bytes.fromhex(saved.get("secret", "")) or None
    except (OSError, ValueError, AttributeError):
        saved, secret = {}, None
    core = JoinerCore(options.name, -1, options.password, str(saved.get("token", "")), str(saved.get("game", "")),
                      secret)
    endpoint = f"tcp://[{host}]:{port}" if ":" in host else f"tcp://{host}:{port}"
    node = Node(core, endpoint)
    lobby = LobbyDialog(window.tr("LAN game at {a}: waiting for the host").format(a=options.address), False, window)
    bridge = LanBridge(node)
    session = LanSession(window, bridge, lobby)

    def keep_token(_text: str) -> None:
        if core.token:
            atomic_write(state_path, json.dumps({"game": core.game_id, "token": core.token,
                                                 "secret": core.secret.hex()}).encode())

    bridge.notice.connect(keep_token)
    node.open()
    bridge.start()
    lobby.show()
    return session


def install_lan_menu(window) -> list[QAction]:
    """Add Host/Join LAN game to the window's Game menu (the one hook into the main window)."""
    def ask_host() -> None:
        dialog = HostDialog(window.settings.player_name, window)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            try:
                window.lan_session = host_game(window, dialog.options())
            except Exception as exc:  # the port may be taken: say so, never a traceback
                QMessageBox.warning(window, dialog.windowTitle(), str(exc))

    def ask_join() -> None:
        dialog = JoinDialog(window.settings.player_name, window)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            window.lan_session = join_game(window, dialog.options())

    host_action = QAction(window.tr("&Host LAN game…"), window)
    host_action.triggered.connect(lambda _c=False: ask_host())
    join_action = QAction(window.tr("&Join LAN game…"), window)
    join_action.triggered.connect(lambda _c=False: ask_join())
    menu = window.menuBar().actions()[0].menu()
    first = menu.actions()[0] if menu.actions() else None
    anchor = next((a for a in menu.actions() if a.isSeparator()), first)
    menu.insertActions(anchor, [host_action, join_action])
    return [host_action, join_action]
