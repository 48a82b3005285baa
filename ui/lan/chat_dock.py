"""The chat dock of a LAN game (issue 35): what the peers said, a line to type in, a mute per person.

Every line came from the network and is shown exactly as typed, never interpreted: list items are plain text (no
HTML, no links), and ``carolus.net.chat`` already dropped control characters and cut lines to size. The dock keeps
at most ``MAX_LINES`` lines. A mute is the reader's own: a muted person's lines (those already shown too) are
hidden here, nobody else is told. Chat is never part of the game: the dock is not saved with it.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from carolus.net.chat import MAX_CHAT, MAX_LINES, normalise

AUTHOR = Qt.ItemDataRole.UserRole
"""An item's author's name ("" for the dock's own notices)."""


class ChatDock(QDockWidget):
    """History, an input line (Enter sends) and a mute menu; ``said`` carries what the player typed."""

    said = Signal(str)
    """A line the player typed (normalised, not empty): the session hands it to the network."""

    def __init__(self, me: str, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Chat"), parent)
        self.setObjectName("lan-chat")
        self.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable | QDockWidget.DockWidgetFeature.DockWidgetClosable
        )
        self.me = me
        self.muted: set[str] = set()
        """Names whose lines are hidden here (the reader's own choice)."""
        self.people: list[str] = []
        """Everyone else in the game (from the last status), offered in the mute menu."""
        body = QWidget()
        column = QVBoxLayout(body)
        column.setContentsMargins(4, 4, 4, 4)
        self.history = QListWidget()
        self.history.setObjectName("chat-history")
        self.history.setAccessibleName(self.tr("Chat"))
        self.history.setWordWrap(True)
        self.history.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.history.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.history.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.history.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerItem)
        self.history.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.history.customContextMenuRequested.connect(self._line_menu)
        self.entry = QLineEdit()
        self.entry.setObjectName("chat-input")
        self.entry.setMaxLength(MAX_CHAT)
        self.entry.setPlaceholderText(self.tr("Say something and press Enter"))
        self.entry.setAccessibleName(self.tr("Chat message"))
        self.entry.returnPressed.connect(self.send)
        self.mute_button = QToolButton()
        self.mute_button.setObjectName("chat-mute")
        self.mute_button.setText(self.tr("Mute…"))
        self.mute_button.setToolTip(self.tr("Hide a person's chat lines (only here)"))
        self.mute_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.mute_menu = QMenu(self.mute_button)
        self.mute_menu.aboutToShow.connect(self._fill_mute_menu)
        self.mute_button.setMenu(self.mute_menu)
        self.read_only_note = QLabel(self.tr("Spectators read the chat only: you cannot send"))
        self.read_only_note.setObjectName("chat-read-only")
        self.read_only_note.setWordWrap(True)
        self.read_only_note.hide()
        row = QHBoxLayout()  # (the dock is narrow at 1366x768: the input line gets a row of its own)
        row.addStretch(1)
        row.addWidget(self.mute_button)
        column.addLayout(row)
        column.addWidget(self.history, 1)
        column.addWidget(self.read_only_note)
        column.addWidget(self.entry)
        self.setWidget(body)
        self.setFocusProxy(self.entry)
        self.setMinimumHeight(160)
        QWidget.setTabOrder(self.history, self.entry)
        QWidget.setTabOrder(self.entry, self.mute_button)
        # Ctrl+Shift+C from the window or the lobby beside it: to the chat line (the dock shown again if it was
        # closed), so the shortcut is the application's while the dock lives
        self.focus_key = QShortcut(QKeySequence("Ctrl+Shift+C"), parent or self)
        self.focus_key.setContext(Qt.ShortcutContext.ApplicationShortcut)
        self.focus_key.activated.connect(self.focus_entry)
        if parent is not None:
            self.destroyed.connect(self.focus_key.deleteLater)

    def set_read_only(self) -> None:
        """A spectator's dock: it shows every line and says why nothing can be typed (the host takes no chat from
        a spectator either); the input line stays in view, disabled, so the dock looks as the players' does."""
        self.entry.setEnabled(False)
        self.entry.setPlaceholderText("")
        self.entry.setAccessibleDescription(self.read_only_note.text())
        self.read_only_note.show()
        self.setFocusProxy(self.history)
        QWidget.setTabOrder(self.history, self.mute_button)

    # -- what the player does -------------------------------------------------------------------

    def send(self) -> None:
        """Enter in the input line: the line goes out (normalised; nothing for a blank one, nor from a spectator)."""
        text = normalise(self.entry.text())
        self.entry.clear()
        if text and self.entry.isEnabled():
            self.said.emit(text)

    def focus_entry(self) -> None:
        self.show()
        self.raise_()
        (self.entry if self.entry.isEnabled() else self.history).setFocus(Qt.FocusReason.ShortcutFocusReason)

    def set_muted(self, name: str, muted: bool) -> None:
        """Hide (or show again) every line of ``name``'s, shown and to come."""
        if muted:
            self.muted.add(name)
        else:
            self.muted.discard(name)
        for row in range(self.history.count()):
            item = self.history.item(row)
            if item.data(AUTHOR) == name:
                item.setHidden(muted)

    def _fill_mute_menu(self) -> None:
        self.mute_menu.clear()
        names = [n for n in dict.fromkeys(self.people + sorted(self.muted)) if n and n != self.me]
        if not names:
            none = self.mute_menu.addAction(self.tr("Nobody else is here yet"))
            none.setEnabled(False)
        for name in names:
            action = self.mute_menu.addAction(name)  # (a QMenu shows an action's text as plain text)
            action.setCheckable(True)
            action.setChecked(name in self.muted)
            action.toggled.connect(lambda on, n=name: self.set_muted(n, on))

    def _line_menu(self, at: QPoint) -> None:
        """Right click (or the Menu key) on a line: mute its author."""
        item = self.history.itemAt(at) or self.history.currentItem()
        name = item.data(AUTHOR) if item is not None else ""
        if not name or name == self.me:
            return
        menu = QMenu(self)
        action = QAction(self.tr("Mute {name}").format(name=name), menu)
        action.triggered.connect(lambda: self.set_muted(name, True))
        menu.addAction(action)
        if at.isNull() and item is not None:
            at = self.history.visualItemRect(item).center()
        menu.popup(self.history.viewport().mapToGlobal(at))
        self._menu = menu

    # -- what the network says (GUI thread) -----------------------------------------------------

    def add_line(self, data: dict) -> None:
        """One line someone said (``carolus.net.chat``'s event data: ``name``, ``text``), as plain text."""
        name, text = str(data.get("name", "")), str(data.get("text", ""))
        item = QListWidgetItem(self.tr("{name}: {text}").format(name=name, text=text))
        item.setData(AUTHOR, name)
        item.setToolTip("")
        self._append(item)
        item.setHidden(name in self.muted)

    def notice(self, text: str) -> None:
        """A line about the chat itself (the host dropped ours: too fast), set apart in italics."""
        item = QListWidgetItem(text)
        item.setData(AUTHOR, "")
        font = item.font()
        font.setItalic(True)
        item.setFont(font)
        self._append(item)

    def set_people(self, names: list[str], connected: list[bool] | None = None) -> None:
        """Everyone in the game now (the network's status): those the mute menu offers."""
        self.people = [str(n) for n in names]

    def _append(self, item: QListWidgetItem) -> None:
        bar = self.history.verticalScrollBar()
        follow = not self.history.hasFocus() or bar.value() >= bar.maximum() - 4  # (unless the player reads back)
        self.history.addItem(item)
        while self.history.count() > MAX_LINES:
            self.history.takeItem(0)
        if follow:  # once the wrapped lines are laid out (their heights are not known before)
            QTimer.singleShot(0, self._to_bottom)

    def _to_bottom(self) -> None:
        self.history.doItemsLayout()  # (a wrapped item's height is only known once laid out at the list's width)
        self.history.scrollToBottom()

    def lines(self) -> list[str]:
        """The lines shown (not hidden), for tests and the accessibility check."""
        return [self.history.item(r).text() for r in range(self.history.count()) if not self.history.item(r).isHidden()]
