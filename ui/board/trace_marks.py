"""Another player's last turn on the board: '+n' tags on the knights placed (in regions and in the player's
court), the emperor's walk as an arrow
inside the ring, and a ring around the castles that went up or changed hands. Drawn in the player's side
colour on a dark edge, under the hint's marks; they take no clicks and stay until the person acts."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from . import geometry as geo
from .palette import side_qcolor
from .tokens import paint_badge

R_WALK = geo.R_IN - 16.0
RING_PEN = 9.0
R_RING_IN = geo.R_KNIGHTS_OUT + 47.0
"""The castles' ring starts outside the knights' count badges (the farthest, at 4:30, ends 41 units beyond its
knight's centre): a ring at the castles' own radius cut through the counts. It runs under the castles (the
marks are drawn just above the regions and below the castles), so their feet stay whole."""


def castle_outline(provinces: tuple[int, ...] | list[int]) -> QPainterPath:
    """The ring round a region's castles, for the region of ``provinces``."""
    start, sweep = geo.span(provinces)
    return geo.band_path(start, sweep, R_RING_IN, geo.R_OUT + 6, gap=geo.REGION_GAP_DEG)


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
    court: tuple[tuple[QPointF, str], ...] = ()
    """Where the badge goes and '+n' for each colour placed in the player's own court."""


class TraceMarks(QGraphicsObject):
    """One player's last turn: a small cached picture per part (a tag, the walk, the castles' ring), so marks far
    apart on the ring never share one big picture."""

    def __init__(self, shape: TraceShape) -> None:
        super().__init__()
        self.shape_data = shape
        self.setZValue(2.5)  # over the regions and their knights (1), under the castles (3)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setFlag(QGraphicsObject.GraphicsItemFlag.ItemHasNoContents)
        colour = side_qcolor(shape.side, shape.sides)
        self.parts: list[QGraphicsItem] = []
        if shape.castles is not None:
            self.parts.append(_CastleRing(shape.castles, self))
        if shape.walk is not None:
            self.parts.append(_Walk(shape.walk, colour, self))
        for centre, text in shape.tags:  # above left of the knight: its count is below right
            self.parts.append(_Tag(QPointF(centre.x() - 20, centre.y() - 22), text, colour, self))
        for point, text in shape.court:
            self.parts.append(_Tag(point, text, colour, self))

    def boundingRect(self) -> QRectF:
        return self.childrenBoundingRect()

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        pass  # the parts paint themselves


class _Part(QGraphicsItem):
    def __init__(self, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def shape(self) -> QPainterPath:
        return QPainterPath()  # takes no clicks and no hovers


class _CastleRing(_Part):
    """A dashed gold ring round the region whose castles went up or changed hands."""

    def __init__(self, outline: QPainterPath, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.outline = outline
        self._bounds = outline.boundingRect().adjusted(-8, -8, 8, 8)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(EDGE, RING_PEN, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        painter.drawPath(self.outline)
        painter.setPen(QPen(GOLD, 5, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        painter.drawPath(self.outline)


class _Walk(_Part):
    """The emperor's walk: an arrow along the inside of the ring, in the player's side colour."""

    def __init__(self, walk: tuple[float, float], colour: QColor, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.colour = colour
        a0, a1 = walk
        if a1 <= a0:
            a1 += 360.0
        start = a0 + 4.0
        end = a1 - 6.0
        self.path = QPainterPath()
        self.path.moveTo(geo.polar(R_WALK, start))
        steps = max(2, int((end - start) / 4))
        for i in range(1, steps + 1):
            self.path.lineTo(geo.polar(R_WALK, start + (end - start) * i / steps))
        tip = geo.polar(R_WALK, end + 3.5)
        back = geo.polar(R_WALK, end - 2.0)
        dx, dy = tip.x() - back.x(), tip.y() - back.y()
        length = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / length * 11, dx / length * 11
        self.head = QPolygonF([tip, QPointF(back.x() + nx, back.y() + ny), QPointF(back.x() - nx, back.y() - ny)])
        self._bounds = self.path.boundingRect().united(self.head.boundingRect()).adjusted(-8, -8, 8, 8)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        edge = EDGE if self.colour.lightness() > 128 else QColor("#f6f1e4")  # black's walk reads on the dark centre
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(edge, 9, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        painter.drawPath(self.path)
        painter.setPen(QPen(self.colour, 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        painter.drawPath(self.path)
        painter.setPen(QPen(edge, 2))
        painter.setBrush(self.colour)
        painter.drawPolygon(self.head)


class _Tag(_Part):
    """'+n' on the knights a player placed in a region or in their court, centred on ``point``."""

    def __init__(self, point: QPointF, text: str, colour: QColor, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.point = point
        self.text = text
        self.colour = colour

    def boundingRect(self) -> QRectF:
        return QRectF(self.point.x() - 18, self.point.y() - 18, 36, 36)

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        ink = QColor("#1b1b1b") if self.colour.lightness() > 128 else QColor("#f6f1e4")
        paint_badge(painter, self.point, 14, self.text, fill=self.colour, ink=ink)
