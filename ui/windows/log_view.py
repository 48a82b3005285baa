"""The game log as a list: one line per turn, round headings in bold, always scrolled to the newest."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from ..board.accessible import announce
from ..words.narration import is_round_heading


class GameLog(QListWidget):
    """Shows the controller's log lines; ``set_lines`` rewrites only what changed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setStyleSheet("QListWidget::item { padding: 3px 0px; border-bottom: 1px solid #e4ddcb; }")
        self.setResizeMode(QListWidget.ResizeMode.Adjust)  # re-wrap the lines when the dock is resized
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        # Tab from the board reaches it (a click does not take the focus from the board): a screen reader reads the
        # lines by the arrow keys
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setAccessibleName(QCoreApplication.translate("MainWindow", "Game log"))

    def focusInEvent(self, event: QFocusEvent) -> None:
        """Reached by Tab: the newest line is the current one, so a screen reader starts there and Up goes back."""
        if self.count() and self.currentRow() < 0:
            self.setCurrentRow(self.count() - 1)
        super().focusInEvent(event)

    def set_lines(self, lines: Sequence[str]) -> None:
        newest = self.item(self.count() - 1).text() if self.count() else ""
        # the last line of a turn grows as the turn goes on: rewrite the tail, keep the rest
        while self.count() > len(lines):
            self.takeItem(self.count() - 1)
        for i, line in enumerate(lines):
            if i < self.count():
                item = self.item(i)
                if item.text() != line:
                    item.setText(line)
            else:
                item = QListWidgetItem(line)
                self.addItem(item)
            # a round starts with its discs: a heading line, so the rounds read apart
            font = item.font()
            heading = is_round_heading(line)
            if font.bold() != heading:
                font.setBold(heading)
                item.setFont(font)
        self.scrollToBottom()
        if lines and lines[-1] != newest:  # a screen reader says what just happened, as it is written
            announce(self, lines[-1])
