"""The LAN dialogs: Host (players, seat, port, password, the computer for empty seats), Join (an address typed or
a game found on the LAN), the lobby (who has joined), and the plain warning that shows a peer's words as typed."""

from __future__ import annotations

import threading
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from carolus.engine.errors import CarolusError
from carolus.net import places
from carolus.net.handshake import DEFAULT_PORT
from carolus.net.hosting import HostSetup, JoinSetup
from carolus.net.invite import Invite, is_invite, reachable
from carolus.net.invite import parse as parse_invite
from carolus.net.places import HOST_AUTOSAVE, load_host_autosave, parse_address, set_aside
from carolus.net.spectators import SPECTATORS_MAX
from carolus.net.text import clean_name

from ..board.plain import plain_tip
from ..seats import AI_LEVELS
from ..windows.new_game_dialog import kind_label
from ..windows.rules_dialog import RulesDialog, variant_topic
from ..windows.variant_choice import VariantChoice

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
        # each label's letter (Alt and it) takes the keys to its field: the form by keys, not by Tab alone
        form.addRow(self.tr("&Your name"), self.name)
        form.addRow(self.tr("&Players"), self.players)
        form.addRow(self.tr("Your &seat"), self.seat)
        form.addRow(self.tr("Po&rt (TCP)"), self.port)
        form.addRow(self.tr("Pass&word"), self.password)
        form.addRow(self.tr("Co&mputer for empty seats"), self.fill)
        self.internet = QCheckBox(
            self.tr("Players on the &internet: open the port on my router (UPnP, NAT-PMP or PCP)")
        )
        self.internet.setChecked(bool(QSettings().value("lan/host_internet", False, type=bool)))
        form.addRow(self.internet)
        # spectators (watch35): off unless the host's player lets some watch, and then a few at most
        self.watchers = QCheckBox(self.tr("Others may watch the game (spectators), at most:"))
        self.watchers.setObjectName("host-spectators")
        self.watchers_max = QSpinBox()
        self.watchers_max.setObjectName("host-spectators-max")
        self.watchers_max.setRange(1, SPECTATORS_MAX)
        self.watchers_max.setValue(4)
        self.watchers_max.setEnabled(False)
        self.watchers.toggled.connect(self.watchers_max.setEnabled)
        watch_row = QHBoxLayout()
        watch_row.addWidget(self.watchers)
        watch_row.addWidget(self.watchers_max)
        watch_row.addStretch(1)
        form.addRow(watch_row)
        self.autosave = places.state_dir() / HOST_AUTOSAVE
        summary = saved_game_summary(self.autosave)
        self.resume = QCheckBox(self.tr("Go on with the game hosted last ({0})").format(summary))
        self.resume.setVisible(bool(summary))
        self.variants = VariantChoice()
        """The optional rules: every joiner plays them (the handshake's rules digest covers them)."""
        self.variants.help_requested.connect(lambda name: RulesDialog(self, variant_topic(name)).show())
        form.addRow(self.variants)
        self.resume.toggled.connect(self._resume_toggled)
        form.addRow(self.resume)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def _accept(self) -> None:
        QSettings().setValue("lan/host_internet", self.internet.isChecked())
        self.accept()

    def _resume_toggled(self, on: bool) -> None:
        """A resumed game keeps its own players, seat and rules."""
        self.players.setDisabled(on)
        self.seat.setDisabled(on)
        self.variants.setDisabled(on)

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
            internet=self.internet.isChecked(),
            spectators=self.watchers_max.value() if self.watchers.isChecked() else 0,
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
    """list[FoundGame], from the browsing thread (``object``: a list signal would be copied through QVariantList)."""
    probed = Signal(object)
    """The invite's address that answered (str) or None, from the probing thread."""

    def __init__(self, name: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Join a LAN game"))
        box = QVBoxLayout(self)
        form = QFormLayout()
        remembered = QSettings()  # the name and address typed last time
        self.address = QLineEdit(str(remembered.value("lan/join_address", "") or ""))
        hint = self.tr("HOST or HOST:PORT (default port {p}), or an invite").format(p=DEFAULT_PORT)
        self.address.setPlaceholderText(hint)
        self.address.setMinimumWidth(min(520, self.address.fontMetrics().horizontalAdvance(hint) + 24))
        self.invite: Invite | None = None
        """The invite pasted, once accepted."""
        self.chosen = ""
        """The address to join: the one typed, or the invite's that answered."""
        self.name = QLineEdit(str(remembered.value("lan/join_name", "") or "") or name or self.tr("Guest"))
        self.password = QLineEdit()
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        form.addRow(self.tr("Host &address"), self.address)  # Alt and a label's letter: its field
        form.addRow(self.tr("&Your name"), self.name)
        form.addRow(self.tr("Pass&word"), self.password)
        self.watch = QCheckBox(self.tr("Watch only (no seat; the host must allow spectators)"))
        self.watch.setObjectName("join-watch")
        form.addRow(self.watch)
        # -- the witness port on the router (wjoin35) --
        self.internet = QCheckBox(
            self.tr("&Open my port on the router for the other players' dice checks (UPnP, NAT-PMP or PCP)")
        )
        self.internet.setToolTip(
            plain_tip(
                self.tr(
                    "Asks your home router to forward the port where the other players' dice shares reach this "
                    "machine. Where no other path exists (no shared LAN, no IPv6), another player's share may not "
                    "reach you, and you could not tell if the host kept it back."
                )
            )
        )
        self.internet.setChecked(bool(remembered.value("lan/join_internet", False, type=bool)))
        form.addRow(self.internet)
        box.addLayout(form)
        self.games = QListWidget()
        self.search = QPushButton(self.tr("&Search the LAN"))
        self.search.clicked.connect(self.browse)
        games_label = QLabel(self.tr("&Games on the LAN:"))
        games_label.setBuddy(self.games)
        box.addWidget(games_label)
        box.addWidget(self.games)
        box.addWidget(self.search)
        self.games.currentTextChanged.connect(self._picked)
        self.found.connect(self._show_found)
        self.probed.connect(self._probed)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
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
        text = self.address.text().strip()
        if is_invite(text):
            try:
                self.invite = parse_invite(text)
            except ValueError as exc:
                self.invite = None
                plain_warning(self, self.windowTitle(), self.tr("This invite cannot be used: {why}").format(why=exc))
                return
            self.ok.setEnabled(False)  # the invite's addresses are tried at once, off the GUI thread
            addresses = self.invite.addresses
            threading.Thread(target=lambda: self.probed.emit(reachable(addresses)), daemon=True).start()
            return
        try:
            parse_address(text)
        except ValueError:
            plain_warning(self, self.windowTitle(), self.tr("Type the host's address as HOST or HOST:PORT."))
            return
        self.invite, self.chosen = None, text
        self._done(text)

    def _probed(self, address: str | None) -> None:
        self.ok.setEnabled(True)
        if address is None or self.invite is None:
            shown = ", ".join(self.invite.addresses) if self.invite else ""
            plain_warning(
                self, self.windowTitle(), self.tr("None of the invite's addresses answers ({a}).").format(a=shown)
            )
            return
        self.chosen = address
        self._done(self.address.text().strip())

    def _done(self, typed: str) -> None:
        settings = QSettings()
        settings.setValue("lan/join_name", self.name.text().strip())
        settings.setValue("lan/join_internet", self.internet.isChecked())
        if not is_invite(typed):  # an invite may hold the password: not kept
            settings.setValue("lan/join_address", typed)
        self.accept()

    def options(self) -> JoinOptions:
        name = clean_name(self.name.text(), self.tr("Guest"))
        if self.invite is not None:
            password = self.password.text() or self.invite.password
            return JoinOptions(
                name,
                self.chosen,
                password,
                host_key=self.invite.key,
                watch=self.watch.isChecked(),
                internet=self.internet.isChecked(),
            )
        address = self.chosen or self.address.text().strip()
        return JoinOptions(
            name, address, self.password.text(), watch=self.watch.isChecked(), internet=self.internet.isChecked()
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
