"""The status line over the board: whose turn it is and what they must do, or how the game ended.

It is one line of a fixed height. A line that wrapped to two for a longer text (every French and German crown
and placement prompt, an English hot-seat turn) made the header 24 px taller and the whole board shrink and
shift between turns, so quick clicks landed on the wrong thing. Now the height depends on the window's size
only; a long text is set in smaller type to fit the width, and only if even the smallest type is too wide is it
cut with an ellipsis, the whole text in the tooltip.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetricsF, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from carolus.engine.view import GameView

from ..board import status_text
from ..board.accessible import announce

LARGEST_PT = 15.0
SMALLEST_PT = 9.0
"""The type's bounds in points: the largest on a window of ``FULL_HEIGHT`` and more, never below the smallest."""
FULL_HEIGHT = 760
"""A window this tall or taller gets the largest type; a smaller one (500x400) gets type in proportion."""
PAD_X, PAD_Y = 10, 5


class FittedLine(QLabel):
    """A label of one line whose height never changes with its text: the type shrinks to fit the width (down to
    ``SMALLEST_PT``), then the text is elided with the whole of it in the tooltip. ``text()`` is the whole text,
    ``shown_text()`` what is drawn."""

    def __init__(self, parent: QWidget | None = None, bold: bool = True) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)  # it shows player names, which may come from peers
        self.setWordWrap(False)
        self.setContentsMargins(PAD_X, PAD_Y, PAD_X, PAD_Y)
        # ignored width: a long text must never make the window wider; fixed height: it never moves the board
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setMinimumWidth(40)
        self.bold = bold
        self.full_text = ""
        self.largest_pt = LARGEST_PT
        self._fit()

    def text(self) -> str:
        return self.full_text

    def shown_text(self) -> str:
        """What the line shows: the whole text, or its beginning and an ellipsis when even small type is too wide."""
        return super().text()

    def setText(self, text: str) -> None:
        changed = text != self.full_text
        self.full_text = text
        self._fit()
        if changed:
            self.setAccessibleName(text)  # the whole text, not the shown one that may end in an ellipsis

    def set_window_height(self, height: int) -> None:
        """Type and line height in proportion to a window smaller than ``FULL_HEIGHT`` (the window tells us)."""
        largest = max(SMALLEST_PT, min(LARGEST_PT, LARGEST_PT * height / FULL_HEIGHT))
        if largest != self.largest_pt:
            self.largest_pt = largest
            self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self._fit()

    def font_at(self, points: float) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(points)
        font.setWeight(QFont.Weight.DemiBold if self.bold else QFont.Weight.Normal)
        return font

    def _fit(self) -> None:
        """The largest type in which the text fits the width; the height is the largest type's line, always."""
        height = QFontMetricsF(self.font_at(self.largest_pt)).height()
        self.setFixedHeight(int(height + 0.999) + 2 * PAD_Y)
        room = self.width() - 2 * PAD_X - 2
        points = self.largest_pt
        while points > SMALLEST_PT and QFontMetricsF(self.font_at(points)).horizontalAdvance(self.full_text) > room:
            points -= 0.5
        font = self.font_at(points)
        metrics = QFontMetricsF(font)
        shown = self.full_text
        if metrics.horizontalAdvance(shown) > room:
            shown = metrics.elidedText(shown, Qt.TextElideMode.ElideRight, room)
        self.setFont(font)
        super().setText(shown)
        self.setToolTip(self.full_text if shown != self.full_text else "")


class StatusLine(FittedLine):
    """The large line over the board; ``status_text`` words it for the people at this screen (a computer's turn
    is described, not read out as an order)."""

    closes_news = True
    """Said after what happened (the log's line) when both come at once (``accessible.FocusNews``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("status")
        self.setStyleSheet("QLabel#status { background: #2c4a41; color: #f3ecd9; border-radius: 4px; }")

    def show_game(self, view: GameView, names: list[str], seats: Sequence[str]) -> None:
        self.setText(status_text(view, names, seats))

    def setText(self, text: str) -> None:
        """A new status is said to a screen reader too (whose turn it is and what to do: a live region)."""
        changed = text != self.full_text
        super().setText(text)
        if changed:
            announce(self, text)
