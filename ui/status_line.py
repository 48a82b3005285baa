"""The status line over the board: whose turn it is and what they must do, or how the game ended."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QLabel, QWidget

from carolus_qt.view import GameView

from .board import status_text
from .board.status import round_label, seat_name
from .seats import is_ai


class StatusLine(QLabel):
    """One large line; a computer's turn says the computer is thinking, not what it must do (which read as an
    order to the person), and no "X's turn" is put before a name (``You's turn``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("status")
        self.setWordWrap(True)
        self.setStyleSheet(
            "QLabel#status { font-size: 15pt; font-weight: 600; padding: 6px 10px;"
            " background: #2c4a41; color: #f3ecd9; border-radius: 4px; }"
        )

    def show_game(self, view: GameView, names: list[str], seats: Sequence[str]) -> None:
        p = view.to_act
        if not view.over and p >= 0 and is_ai(seats[p]):
            text = self.tr("{0} — the computer ({1}) is thinking…").format(round_label(view), seat_name(names, p))
        else:
            text = status_text(view, names)
        self.setText(text)
