"""The line under the status: a hint when one was asked for, else a quiet line; its height never changes.

A bar that appeared and vanished pushed the board down and back up, so
targets moved under the pointer; this one always keeps room for its lines.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

LINES = 3
_HINT = ("QLabel { padding: 2px 10px; color: #06283a; background: #d6f4ff; border: 1px solid #5fd7ff;"
         " border-radius: 4px; }")
_QUIET = "QLabel { padding: 2px 10px; color: #4a4536; background: transparent; border: 1px solid transparent; }"


class HintBar(QLabel):
    """Up to three lines at a fixed height: ``show_hint`` (blue) or ``show_quiet`` (plain); the full text is
    the tooltip when it is longer."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)  # it shows player names, which may come from peers
        self.setWordWrap(True)
        self.hint_shown = False
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setFixedHeight(self.fontMetrics().lineSpacing() * LINES + 8)
        self.show_quiet("")

    def show_hint(self, text: str) -> None:
        self.hint_shown = True
        self.setStyleSheet(_HINT)
        self.setText(text)
        self.setToolTip(text)

    def show_quiet(self, text: str) -> None:
        self.hint_shown = False
        self.setStyleSheet(_QUIET)
        self.setText(text)
        self.setToolTip(text)

    def clear_hint(self) -> None:
        if self.hint_shown:
            self.show_quiet("")
