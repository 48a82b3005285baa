"""Castles in play per side over the game, as a small line chart drawn with QPainter.

QtCharts is not part of PySide6-Essentials, and a handful of polylines does
not need it. Side colours are white, black and grey (the board's palette) on
the board's parchment, each line over a contrasting outline so all three read.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..board.palette import LAND, TEXT_DARK, side_ink, side_qcolor

CAPTION_MIN_H = 120
"""Shorter than this, the chart leaves out its x-axis caption (its tooltip says what it shows)."""


class CastlesChart(QWidget):
    """x: emperor moves from the start; y: castles in play, 0..castles per side."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points: list[tuple[int, ...]] = []
        self.labels: list[str] = []
        self.maximum = 10
        self.setMinimumSize(140, 50)
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
        return QSize(320, 110)

    def minimumSizeHint(self) -> QSize:
        return QSize(140, 50)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor(LAND[0]))
        painter.setFont(self.font())  # the panel sizes it to the room
        metrics = painter.fontMetrics()
        line_h = metrics.height()
        left = metrics.horizontalAdvance("10") + 10
        last = self.points[-1] if self.points else ()
        label_w = (
            max((metrics.horizontalAdvance(self._end_label(s, last)) for s in range(len(self.labels))), default=0) + 12
        )
        caption = self.height() >= CAPTION_MIN_H
        bottom = line_h + 8 if caption else line_h // 2 + 4
        plot = QRectF(left, line_h / 2 + 4, self.width() - left - label_w - 4, self.height() - line_h / 2 - 4 - bottom)
        ink = QColor(TEXT_DARK)
        grid = QColor(TEXT_DARK)
        grid.setAlpha(50)
        step = 1  # grid lines far enough apart for their numbers
        while step < self.maximum and plot.height() * step / self.maximum < line_h + 2:
            step += 1
        for y_value in range(0, self.maximum + 1, step):
            y = plot.bottom() - plot.height() * y_value / self.maximum
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(ink)
            right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            painter.drawText(QRectF(0, y - line_h / 2, left - 5, line_h), right, str(y_value))
        count = len(self.points)
        painter.setPen(ink)
        words = self.tr("emperor moves ({0})").format(max(0, count - 1))
        if caption and metrics.horizontalAdvance(words) <= plot.width() + left:  # else the tooltip says it
            painter.drawText(
                QRectF(0, plot.bottom() + 4, plot.right(), line_h + 2), Qt.AlignmentFlag.AlignHCenter, words
            )
        if count == 0:
            painter.end()
            return
        span = max(1, count - 1)
        sides = len(self.points[0])
        scale = plot.height() / self.maximum
        ends: list[tuple[float, int]] = []
        for side in range(sides):
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
                ends.append((poly.last().y(), side))
        painter.setPen(ink)
        for (_y, side), centre in zip(sorted(ends), _spread([y for y, _ in sorted(ends)], line_h, self.height())):
            painter.drawText(
                QRectF(plot.right() + 6, centre - line_h / 2, label_w, line_h),
                Qt.AlignmentFlag.AlignVCenter,
                self._end_label(side, self.points[-1]),
            )
        painter.end()


def _spread(ys: Sequence[float], gap: float, height: float) -> list[float]:
    """Label centres near ``ys`` (ascending) at least ``gap`` apart and inside 0..height."""
    out: list[float] = []
    for y in ys:
        out.append(max(y, out[-1] + gap) if out else max(y, gap / 2))
    overflow = (out[-1] + gap / 2 - height) if out else 0
    if overflow > 0:
        out = [y - overflow for y in out]
    return out
