"""Another player's last turn on the board: '+n' tags on the knights placed, the emperor's walk as an arrow
inside the ring, and a ring around the castles that went up or changed hands. Drawn in the player's side
colour on a dark edge, under the hint's marks; they take no clicks and stay until the person acts."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPainterPathStroker, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsObject

from . import geometry as geo
from .palette import side_qcolor
from .tokens import paint_badge

R_WALK = geo.R_IN - 16.0
EDGE = QColor("#1b1b1b")
GOLD = QColor("#ffd54a")


@dataclass(frozen=True)
class TraceShape:
    """What to draw for one trace, in scene coordinates (the scene works it out from the regions shown)."""

    side: int
    sides: int
    tags: tuple[tuple[QPointF, str], ...]
    """Token centre and '+n' for each colour placed in a region."""
    walk: tuple[float, float] | None
    """Start and end angle of the emperor's walk (clockwise)."""
    castles: QPainterPath | None
    """Outline of the region whose castles went up or changed hands."""


class TraceMarks(QGraphicsObject):
    """One player's last turn."""

    def __init__(self, shape: TraceShape) -> None:
        super().__init__()
        self.shape_data = shape
        self.setZValue(22)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)
        self.walk_path = QPainterPath()
        if shape.walk is not None:
            a0, a1 = shape.walk
            if a1 <= a0:
                a1 += 360.0
            start = a0 + 4.0
            end = a1 - 6.0
            self.walk_path.moveTo(geo.polar(R_WALK, start))
            steps = max(2, int((end - start) / 4))
            for i in range(1, steps + 1):
                self.walk_path.lineTo(geo.polar(R_WALK, start + (end - start) * i / steps))
            self.walk_end = (end, a1)
        bounds = QRectF()
        for centre, _ in shape.tags:
            bounds = bounds.united(QRectF(centre.x() - 40, centre.y() - 40, 80, 80))
        if not self.walk_path.isEmpty():
            bounds = bounds.united(self.walk_path.boundingRect().adjusted(-20, -20, 20, 20))
        if shape.castles is not None:
            stroker = QPainterPathStroker()
            stroker.setWidth(14)
            bounds = bounds.united(stroker.createStroke(shape.castles).boundingRect())
        self._bounds = bounds

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = side_qcolor(self.shape_data.side, self.shape_data.sides)
        edge = EDGE if colour.lightness() > 128 else QColor("#f6f1e4")  # black's walk reads on the dark centre
        if self.shape_data.castles is not None:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(EDGE, 9, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
            painter.drawPath(self.shape_data.castles)
            painter.setPen(QPen(GOLD, 5, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
            painter.drawPath(self.shape_data.castles)
        if not self.walk_path.isEmpty():
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(edge, 9, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
            painter.drawPath(self.walk_path)
            painter.setPen(QPen(colour, 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
            painter.drawPath(self.walk_path)
            end, _ = self.walk_end
            tip = geo.polar(R_WALK, end + 3.5)
            back = geo.polar(R_WALK, end - 2.0)
            dx, dy = tip.x() - back.x(), tip.y() - back.y()
            length = math.hypot(dx, dy) or 1.0
            nx, ny = -dy / length * 11, dx / length * 11
            head = QPolygonF([tip, QPointF(back.x() + nx, back.y() + ny), QPointF(back.x() - nx, back.y() - ny)])
            painter.setPen(QPen(edge, 2))
            painter.setBrush(colour)
            painter.drawPolygon(head)
        ink = QColor("#1b1b1b") if colour.lightness() > 128 else QColor("#f6f1e4")
        for centre, text in self.shape_data.tags:
            paint_badge(painter, QPointF(centre.x() - 20, centre.y() - 22), 14, text, fill=colour, ink=ink)
