"""The status line over the board: whose turn it is and what they must do, or how the game ended."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from carolus.engine.view import GameView

from .board import status_text


class StatusLine(QLabel):
    """One large line; ``status_text`` words it for the people at this screen (a computer's turn is described,
    not read out as an order)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)  # it shows player names, which may come from peers
        self.setObjectName("status")
        self.setWordWrap(True)
        self.setStyleSheet(
            "QLabel#status { font-size: 15pt; font-weight: 600; padding: 6px 10px;"
            " background: #2c4a41; color: #f3ecd9; border-radius: 4px; }"
        )

    def show_game(self, view: GameView, names: list[str], seats: Sequence[str]) -> None:
        self.setText(status_text(view, names, seats))
