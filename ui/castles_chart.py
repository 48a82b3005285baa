"""Castles in play per side over the game, as a small line chart drawn with QPainter.

QtCharts is not part of PySide6-Essentials, and a handful of polylines does
not need it. Side colours are white, black and grey (the board's palette) on
the board's parchment, each line over a contrasting outline so all three read.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from .board.palette import LAND, TEXT_DARK, side_ink, side_qcolor


class CastlesChart(QWidget):
    """x: emperor moves from the start; y: castles in play, 0..castles per side."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points: list[tuple[int, ...]] = []
        self.labels: list[str] = []
        self.maximum = 10
        self.setMinimumSize(360, 200)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_series(self, points: Sequence[tuple[int, ...]], labels: Sequence[str], maximum: int) -> None:
        self.points = list(points)
        self.labels = list(labels)
        self.maximum = max(1, maximum)
        self.update()

    def _end_label(self, side: int, last: Sequence[int]) -> str:
        """``Anna 7``: the side and its castles at the end of its line."""
        return f"{self.labels[side]} {last[side]}" if side < len(last) else self.labels[side]

    def sizeHint(self) -> QSize:
        return QSize(480, 240)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor(LAND[0]))
        font = QFont(self.font())
        font.setPointSizeF(max(7.0, font.pointSizeF() * 0.9))
        painter.setFont(font)
        metrics = painter.fontMetrics()
        left = metrics.horizontalAdvance("10") + 14
        last = self.points[-1] if self.points else ()
        label_w = max((metrics.horizontalAdvance(self._end_label(s, last)) for s in range(len(self.labels))),
                      default=0) + 14
        plot = QRectF(left, 12, self.width() - left - label_w - 8, self.height() - 12 - metrics.height() - 14)
        ink = QColor(TEXT_DARK)
        grid = QColor(TEXT_DARK)
        grid.setAlpha(50)
        for y_value in range(0, self.maximum + 1, 2 if self.maximum > 6 else 1):
            y = plot.bottom() - plot.height() * y_value / self.maximum
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(ink)
            right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            painter.drawText(QRectF(0, y - 8, left - 6, 16), right, str(y_value))
        count = len(self.points)
        painter.setPen(ink)
        painter.drawText(QRectF(plot.left(), plot.bottom() + 4, plot.width(), metrics.height() + 4),
                         Qt.AlignmentFlag.AlignHCenter, self.tr("emperor moves ({0})").format(max(0, count - 1)))
        if count == 0:
            painter.end()
            return
        span = max(1, count - 1)
        sides = len(self.points[0])
        for side in range(sides):
            scale = plot.height() / self.maximum
            poly = QPolygonF(
                [
                    QPointF(plot.left() + plot.width() * i / span, plot.bottom() - scale * p[side])
                    for i, p in enumerate(self.points)
                ]
            )
            painter.setPen(QPen(side_ink(side), 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawPolyline(poly)
            painter.setPen(QPen(side_qcolor(side, sides), 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawPolyline(poly)
            if side < len(self.labels):
                end = poly[poly.size() - 1]
                painter.setPen(ink)
                painter.drawText(QPointF(plot.right() + 6, end.y() + 4 + 10 * (side - (sides - 1) / 2)),
                                 self._end_label(side, self.points[-1]))
        painter.end()
