"""The lobby the host starts (issue 35), in the window: everyone listed as they arrive with their key fingerprint and
ready mark, the rules being played; Ready for a joiner; Start, "start when every seat is ready" and Remove for the
host's player.

The list comes from ``net`` (``carolus.net.lobby_room.LobbyList``, the ``lobby_list`` event of either side) through a
``LobbyFeed``, which hears the socket thread's events and hands the list to the GUI thread. Names come from the
network: shown in plain-text cells only.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from carolus.net.lobby_room import LobbyList
from carolus.net.node import Node
from carolus.net.protocol_types import Event

from ..windows.variant_choice import variant_title


class LobbyFeed(QObject):
    """The lobby's list from a node's socket thread, as a signal in the GUI thread (queued: the feed lives there)."""

    listed = Signal(object)
    """A ``LobbyList``."""

    def __init__(self, node: Node, parent: QObject | None = None) -> None:
        super().__init__(parent)
        before: Callable[[Event], None] = node.on_event

        def hear(event: Event) -> None:
            before(event)
            if event.code == "lobby_list":
                self.listed.emit(LobbyList.from_data(event.data))

        node.on_event = hear


def rules_text(listed: LobbyList) -> str:
    """The rules being played, in the player's language."""
    if not listed.variant:
        return QCoreApplication.translate("LobbyPanel", "Rules: {n} players; no optional rules").format(
            n=listed.players
        )
    return QCoreApplication.translate("LobbyPanel", "Rules: {n} players; optional rules: {rules}").format(
        n=listed.players, rules=", ".join(variant_title(name) for name in listed.variant)
    )


class LobbyPanel(QWidget):
    """The list, the rules and the lobby's buttons (the host's or a joiner's); keyboard operable throughout."""

    start_requested = Signal()
    kick_requested = Signal(int)
    """The peer (its number in the list) the host's player removes."""
    ready_toggled = Signal(bool)
    auto_toggled = Signal(bool)

    NAME, KEY, SEATS, READY = range(4)

    def __init__(self, hosting: bool, me: int = 0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lan-lobby")
        self.hosting = hosting
        self.me = me
        """Our number in the list (the host is 0; a joiner learns its own from the welcome)."""
        self.listed: LobbyList | None = None
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        self.rules = QLabel()
        self.rules.setObjectName("lan-lobby-rules")
        self.rules.setTextFormat(Qt.TextFormat.PlainText)
        self.rules.setWordWrap(True)
        box.addWidget(self.rules)
        self.table = QTableWidget(0, 4)
        self.table.setObjectName("lan-lobby-list")
        self.table.setHorizontalHeaderLabels(
            [self.tr("Player"), self.tr("Key fingerprint"), self.tr("Seat"), self.tr("Ready")]
        )
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setTabKeyNavigation(False)  # Tab leaves the list for the buttons; arrows move in it
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(self.NAME, QHeaderView.ResizeMode.Stretch)
        for column in (self.KEY, self.SEATS, self.READY):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.table.setAccessibleName(self.tr("Players in the lobby"))
        box.addWidget(self.table)
        self.hint = QLabel(
            self.tr(
                "Read your key fingerprints to each other: the same four groups on both screens mean nobody is in "
                "between."
            )
        )
        self.hint.setWordWrap(True)
        box.addWidget(self.hint)
        row = QHBoxLayout()
        self.ready = QCheckBox(self.tr("I am &ready"))
        self.ready.setObjectName("lan-lobby-ready")
        self.ready.toggled.connect(self.ready_toggled.emit)
        self.auto = QCheckBox(self.tr("Start when every seat is &ready"))
        self.auto.setObjectName("lan-lobby-auto")
        self.auto.toggled.connect(self.auto_toggled.emit)
        self.kick = QPushButton(self.tr("Re&move from the lobby"))
        self.kick.setObjectName("lan-lobby-kick")
        self.kick.clicked.connect(self._kick_selected)
        self.start = QPushButton(self.tr("&Start the game"))
        self.start.setObjectName("lan-lobby-start")
        self.start.clicked.connect(self.start_requested.emit)
        row.addWidget(self.ready)
        row.addWidget(self.auto)
        row.addStretch(1)
        row.addWidget(self.kick)
        row.addWidget(self.start)
        box.addLayout(row)
        for widget in (self.auto, self.kick, self.start):
            widget.setVisible(hosting)
        self.ready.setVisible(not hosting)
        self.table.installEventFilter(self)  # Delete in the list removes the selected joiner (the host's only)
        self.table.itemSelectionChanged.connect(self._refresh_buttons)
        self._refresh_buttons()

    def show_list(self, listed: LobbyList) -> None:
        """Everyone in the lobby, the rules; the buttons that make sense now."""
        selected = self.selected_peer()
        self.listed = listed
        self.rules.setText(rules_text(listed))
        taken = {s for entry in listed.entries for s in entry.seats}
        free = [s for s in range(listed.players) if s not in taken]
        self.table.setRowCount(len(listed.entries) + len(free))
        for row, seat in enumerate(free, start=len(listed.entries)):  # who is still awaited (no one to remove)
            name = QCoreApplication.translate("NetWords", "(free seat)")
            for column, text in ((self.NAME, name), (self.KEY, ""), (self.SEATS, str(seat + 1)), (self.READY, "")):
                item = QTableWidgetItem(text)
                item.setForeground(Qt.GlobalColor.darkGray)
                self.table.setItem(row, column, item)
        for row, entry in enumerate(listed.entries):
            name = entry.name
            if entry.host:
                name = self.tr("{name} (host)").format(name=name)
            if row == self.me:
                name = self.tr("{name} (you)").format(name=name)
            mark = self.tr("host") if entry.host else self.tr("ready") if entry.ready else self.tr("not ready")
            seats = ", ".join(str(s + 1) for s in entry.seats)
            for column, text in (
                (self.NAME, name),
                (self.KEY, entry.key or "—"),
                (self.SEATS, seats),
                (self.READY, mark),
            ):
                item = QTableWidgetItem(text)
                if column == self.READY and not entry.ready:
                    item.setForeground(Qt.GlobalColor.darkRed)
                self.table.setItem(row, column, item)
        if not self.hosting and self.me < len(listed.entries):
            self.ready.blockSignals(True)
            self.ready.setChecked(listed.entries[self.me].ready)
            self.ready.blockSignals(False)
        if self.hosting and self.auto.isChecked() != listed.auto:
            self.auto.blockSignals(True)
            self.auto.setChecked(listed.auto)
            self.auto.blockSignals(False)
        if selected is not None and selected < len(listed.entries):
            self.table.selectRow(selected)
        self._refresh_buttons()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            watched is self.table
            and isinstance(event, QKeyEvent)
            and event.type() == QEvent.Type.KeyPress
            and event.key() == Qt.Key.Key_Delete
            and self.hosting
        ):
            self._kick_selected()
            return True
        return super().eventFilter(watched, event)

    def selected_peer(self) -> int | None:
        rows = self.table.selectionModel().selectedRows()
        return rows[0].row() if rows else None

    def _kick_selected(self) -> None:
        peer = self.selected_peer()
        if self.hosting and peer is not None and self.kick.isEnabled():
            self.kick_requested.emit(peer)

    def _refresh_buttons(self) -> None:
        """Start once every joiner present is ready (the computer takes the empty seats); Remove for a joiner."""
        listed = self.listed
        everyone = listed is not None and listed.everyone_ready()
        self.start.setEnabled(everyone)
        self.start.setToolTip("" if everyone else self.tr("Waiting until every player in the lobby is ready"))
        peer = self.selected_peer()
        self.kick.setEnabled(peer is not None and 0 < peer < len(listed.entries if listed else ()))
