"""After a joker is dropped on its place: a bubble right there saying its colour must be named, with a line to
the colours offered in the optional rules' panel, so the eye goes from the drop to the choice."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject

from .heraldry import crown_path
from .palette import GOLD, HIGHLIGHT, TEXT_DARK

TEXT_PX = 19
SCALE = 1.3
"""Drawn as large as the seat boxes' text."""


class JokerCallout(QGraphicsObject):
    """A bubble at ``anchor`` (scene) and a dashed line from it to ``target`` (scene), the colour chips."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(27)  # under the preview (28), over the marks
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setScale(SCALE)
        self.font = QFont()
        self.font.setPixelSize(TEXT_PX)
        self.font.setBold(True)
        self.text = ""
        self._box = QRectF()
        self._line = QLineF()

    def show_at(self, anchor: QPointF, target: QPointF) -> None:
        """Centre the bubble on ``anchor``; its line ends at ``target``."""
        self.prepareGeometryChange()
        self.text = QCoreApplication.translate("Board", "Now name the joker's colour")
        width = QFontMetricsF(self.font).horizontalAdvance(self.text) + 56
        self._box = QRectF(-width / 2, -22, width, 44)
        self.setPos(anchor)
        end = self.mapFromScene(target)
        start = QPointF(max(self._box.left(), min(self._box.right(), end.x())), 0)
        self._line = QLineF(start, end)
        self.show()

    def box_rect(self) -> QRectF:
        """The bubble in scene coordinates."""
        return self.mapRectToScene(self._box)

    def boundingRect(self) -> QRectF:
        line = QRectF(self._line.p1(), self._line.p2()).normalized()
        return self._box.united(line).adjusted(-6, -6, 6, 6)

    def shape(self) -> QPainterPath:
        return QPainterPath()

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(HIGHLIGHT), 3, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(self._line)
        painter.setPen(QPen(QColor("#5a4210"), 2))
        painter.setBrush(QColor("#fff6d6"))
        painter.drawRoundedRect(self._box, 12, 12)
        painter.setBrush(QColor(GOLD))
        painter.drawPath(crown_path(QRectF(self._box.left() + 12, -9, 26, 18)))
        painter.setFont(self.font)
        painter.setPen(QColor(TEXT_DARK))
        painter.drawText(self._box.adjusted(46, 0, -10, 0), Qt.AlignmentFlag.AlignVCenter, self.text)
