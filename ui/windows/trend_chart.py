"""The trend of the statistics: the share of games won, ten games at a time, drawn with QPainter.

A handful of points needs no chart module: a line over the board's parchment,
the 50 % mark dashed, each point a dot with the games it stands for below.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..board.palette import EMPEROR, LAND, LAND_EDGE, TEXT_DARK


class TrendChart(QWidget):
    """x: blocks of games, oldest first; y: share won, 0..100 %."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rates: list[float] = []
        self.labels: list[str] = []
        self.empty_text = ""
        self.setMinimumSize(240, 120)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(520, 150)

    def set_points(self, rates: Sequence[float], labels: Sequence[str], empty_text: str = "") -> None:
        """``rates`` in 0..1, one per block; ``labels`` under each point; ``empty_text`` when there are none."""
        self.rates = list(rates)
        self.labels = list(labels)
        self.empty_text = empty_text
        self.update()

    def point_at(self, i: int) -> QPointF:
        plot = self._plot()
        n = len(self.rates)
        x = plot.center().x() if n == 1 else plot.left() + plot.width() * i / (n - 1)
        return QPointF(x, plot.bottom() - plot.height() * self.rates[i])

    def _plot(self) -> QRectF:
        metrics = self.fontMetrics()
        left = metrics.horizontalAdvance("100 %") + 10
        pad = max(metrics.horizontalAdvance(label) for label in self.labels) // 2 + 4 if self.labels else 8
        return QRectF(
            left + pad, 8, max(1, self.width() - left - 2 * pad), max(1, self.height() - metrics.height() - 20)
        )

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor(LAND[0]))
        painter.setFont(self.font())
        metrics = painter.fontMetrics()
        if not self.rates:
            painter.setPen(QColor(TEXT_DARK))
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.empty_text)
            painter.end()
            return
        plot = self._plot()
        painter.setPen(QPen(QColor(LAND_EDGE), 1))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.setPen(QPen(QColor(LAND_EDGE), 1, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(plot.left(), plot.center().y()), QPointF(plot.right(), plot.center().y()))
        painter.setPen(QColor(TEXT_DARK))
        for share, text in ((1.0, "100 %"), (0.5, "50 %"), (0.0, "0 %")):
            y = plot.bottom() - plot.height() * share
            box = QRectF(0, y - metrics.height() / 2, plot.left() - 8, metrics.height())
            painter.drawText(box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, text)
        points = [self.point_at(i) for i in range(len(self.rates))]
        painter.setPen(QPen(QColor(EMPEROR), 2.5))
        if len(points) > 1:
            painter.drawPolyline(points)
        painter.setBrush(QColor(EMPEROR))
        for point in points:
            painter.drawEllipse(point, 4, 4)
        painter.setPen(QColor(TEXT_DARK))
        widest = max((metrics.horizontalAdvance(label) for label in self.labels), default=0) + 10
        room = plot.width() / max(1, len(points) - 1)
        step = max(1, int(widest // room) + (widest % room > 0)) if len(points) > 1 else 1
        for i, (point, label) in enumerate(zip(points, self.labels)):
            if i % step and i != len(points) - 1:
                continue  # too many to name each: every step-th, and the latest
            width = metrics.horizontalAdvance(label) + 4
            box = QRectF(point.x() - width / 2, plot.bottom() + 4, width, metrics.height())
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, label)
        painter.end()
