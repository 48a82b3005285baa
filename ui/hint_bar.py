"""The line under the status that shows a hint when one was asked for."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget

_HINT = ("padding: 4px 10px; color: #06283a; background: #d6f4ff; border: 1px solid #5fd7ff;"
         " border-radius: 4px;")


class HintBar(QLabel):
    """A hint in words; ``show_hint`` and ``clear_hint``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setStyleSheet(_HINT)
        self.hint_shown = False
        self.hide()

    def show_hint(self, text: str) -> None:
        self.hint_shown = True
        self.setText(text)
        self.show()

    def clear_hint(self) -> None:
        self.hint_shown = False
        self.hide()
