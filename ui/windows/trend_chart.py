"""The trend of the statistics: the share of games won, ten games at a time, drawn with QPainter.

A handful of points needs no chart module: a line over the board's parchment,
the 50 % mark dashed, each point a dot with the games it stands for below; a
legend over it says what the line and the dashes are, the axes say games and
percent, and the point under the mouse tells its value in a tooltip.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontInfo, QFontMetrics, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from ..board.palette import EMPEROR, LAND, LAND_EDGE, TEXT_DARK

LABEL_PX = (10, 13)
"""The labels' type in pixels: the widget's own size, never below 10 (legible at 1366x768)."""
HIT = 12
"""Pixels from a point within which the mouse reads it."""


class TrendChart(QWidget):
    """x: blocks of games, oldest first; y: share won, 0..100 %."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rates: list[float] = []
        self.labels: list[str] = []
        self.empty_text = ""
        self.hover_text = ""
        """What the tooltip says for the point under the mouse (empty: none)."""
        self.setMouseTracking(True)
        self.setMinimumSize(240, 140)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(520, 170)

    def label_font(self) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(max(LABEL_PX[0], min(LABEL_PX[1], QFontInfo(self.font()).pixelSize())))
        return font

    def legend(self) -> list[str]:
        """What the line and the dashed line are."""
        return [self.tr("Share of your games won"), self.tr("half of them (50 %)")]

    def axis_titles(self) -> tuple[str, str]:
        """(x, y): what the axes count."""
        return self.tr("Games"), self.tr("Won")

    def value_text(self, i: int) -> str:
        """The tooltip of point ``i``: its games and the share won."""
        label = self.labels[i] if i < len(self.labels) else str(i + 1)
        return self.tr("Games {games}: {share} % won").format(games=label, share=round(100 * self.rates[i]))

    def point_near(self, x: float, y: float) -> int:
        """The point within ``HIT`` pixels across of (x, y), the nearest (-1: none)."""
        if not self.rates:
            return -1
        best = min(range(len(self.rates)), key=lambda i: abs(self.point_at(i).x() - x))
        return (
            best
            if abs(self.point_at(best).x() - x) <= HIT
            and self._plot().adjusted(-HIT, -HIT, HIT, HIT).contains(QPointF(x, y))
            else -1
        )

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        i = self.point_near(event.position().x(), event.position().y())
        self.hover_text = self.value_text(i) if i >= 0 else ""
        if self.hover_text:
            QToolTip.showText(event.globalPosition().toPoint(), self.hover_text, self)
        else:
            QToolTip.hideText()

    def leaveEvent(self, event: QEvent) -> None:
        self.hover_text = ""
        super().leaveEvent(event)

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
        metrics = QFontMetrics(self.label_font())
        left = max(metrics.horizontalAdvance("100 %"), metrics.horizontalAdvance(self.axis_titles()[0])) + 10
        pad = max(metrics.horizontalAdvance(label) for label in self.labels) // 2 + 4 if self.labels else 8
        top = metrics.height() + 10  # the legend's row
        return QRectF(
            left + pad, top, max(1, self.width() - left - 2 * pad), max(1, self.height() - top - metrics.height() - 12)
        )

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor(LAND[0]))
        painter.setFont(self.label_font())
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
        painter.setPen(QPen(QColor(LAND_EDGE), 1))
        painter.drawLine(plot.bottomLeft(), plot.topLeft())
        painter.setPen(QColor(TEXT_DARK))
        for share in (1.0, 0.5, 0.0):
            y = plot.bottom() - plot.height() * share
            box = QRectF(0, y - metrics.height() / 2, plot.left() - 8, metrics.height())
            text = self.tr("{0} %").format(round(100 * share))
            painter.drawText(box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, text)
        first = metrics.horizontalAdvance(self.labels[0]) / 2 + 8 if self.labels else 8
        title = QRectF(0, plot.bottom() + 4, plot.left() - first, metrics.height())
        painter.drawText(title, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, self.axis_titles()[0])
        self._paint_legend(painter, metrics, plot)
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

    def _paint_legend(self, painter: QPainter, metrics: QFontMetrics, plot: QRectF) -> None:
        """Over the plot: the y axis's title, then "— share of your games won  - - half of them (50 %)"."""
        y = 4 + metrics.height() / 2
        x = 4.0
        title = self.axis_titles()[1] + ":"
        painter.setPen(QColor(TEXT_DARK))
        painter.drawText(QRectF(x, 4, metrics.horizontalAdvance(title) + 2, metrics.height()), 0, title)
        x = max(plot.left() - 22, x + metrics.horizontalAdvance(title) + 10)
        for k, text in enumerate(self.legend()):
            pen = QPen(QColor(EMPEROR), 2.5) if k == 0 else QPen(QColor(LAND_EDGE), 1, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.drawLine(QPointF(x, y), QPointF(x + 18, y))
            painter.setPen(QColor(TEXT_DARK))
            width = metrics.horizontalAdvance(text) + 2
            painter.drawText(QRectF(x + 22, 4, width, metrics.height()), Qt.AlignmentFlag.AlignVCenter, text)
            x += 22 + width + 14
