"""The winning-chance graph under the replay slider: each side's chance after every decision, in side colours.

It paints the structured analysis (``carolus.engine.ai.analyse.Decision``) and marks
mistakes and blunders; a click asks the viewer to jump to the nearest position.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from carolus.engine.ai.analyse import Decision

from ..board.palette import side_ink, side_qcolor

MARK_HEX = {"mistake": "#e0a020", "blunder": "#d03020"}


class ChanceGraph(QWidget):
    """x: record positions 0..last; y: winning chance 0..1 per side."""

    jump_requested = Signal(int)

    def __init__(self, last: int, sides: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.last = max(1, last)
        self.sides = sides
        self.decisions: list[Decision] = []
        self.position = 0
        self.setMinimumHeight(70)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(600, 80)

    def set_decisions(self, decisions: Sequence[Decision]) -> None:
        self.decisions = list(decisions)
        self.update()

    def set_position(self, k: int) -> None:
        self.position = k
        self.update()

    def marked(self) -> list[Decision]:
        return [d for d in self.decisions if d.mark]

    def points(self) -> list[tuple[int, tuple[float, ...]]]:
        """(position, chances) pairs: the start's chances, then each decision's after it was played."""
        if not self.decisions:
            return []
        out = [(self.decisions[0].index, self.decisions[0].before)]
        out += [(d.index + d.count, d.after) for d in self.decisions]
        return out

    def _plot(self) -> QRectF:
        return QRectF(6, 6, max(1, self.width() - 12), max(1, self.height() - 12))

    def x_of(self, k: int) -> float:
        plot = self._plot()
        return plot.left() + plot.width() * k / self.last

    def position_at(self, x: float) -> int:
        plot = self._plot()
        return max(0, min(self.last, round((x - plot.left()) / plot.width() * self.last)))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        k = self.position_at(event.position().x())
        marks = [d.index for d in self.marked()]
        near = [m for m in marks if abs(self.x_of(m) - event.position().x()) <= 6]
        self.jump_requested.emit(near[0] if near else k)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        plot = self._plot()
        painter.fillRect(self.rect(), QColor("#3f6b58"))
        painter.setPen(QPen(QColor("#6f9a86"), 1, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(plot.left(), plot.center().y()), QPointF(plot.right(), plot.center().y()))
        points = self.points()
        for side in range(self.sides):
            line = [QPointF(self.x_of(k), plot.bottom() - plot.height() * c[side]) for k, c in points if side < len(c)]
            if len(line) < 2:
                continue
            painter.setPen(QPen(side_ink(side), 4))
            painter.drawPolyline(line)
            painter.setPen(QPen(side_qcolor(side, self.sides), 2))
            painter.drawPolyline(line)
        for d in self.marked():
            x = self.x_of(d.index)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(MARK_HEX.get(d.mark, "#d03020")))
            size = 5 if d.mark == "blunder" else 4
            painter.drawEllipse(QPointF(x, plot.bottom() - plot.height() * d.before[d.side]), size, size)
        painter.setPen(QPen(QColor("#ffd54a"), 1))
        x = self.x_of(self.position)
        painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
        painter.end()
