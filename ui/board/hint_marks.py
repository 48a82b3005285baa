"""The hint on the board: what the strong computer suggests, marked where the player would click.

A suggestion is a disc, a crown colour, or the rest of a turn (placements,
then the emperor's move). Each thing to click gets a glowing outline in a
colour of its own (not the gold of legal targets), and the targets of a turn
get numbered badges in the order of the suggestion. The marks are drawn on
top, take no clicks, and go away with the next redraw.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPainterPathStroker, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from .tokens import BADGE_MAX_W, _badge_geometry, paint_badge

HINT = "#5fd7ff"
"""Sky blue: reads on the land, the table and the seat boxes, and never means 'legal' (gold) there."""
PULSE_MS = 1400


class HintMark(QGraphicsObject):
    """A glowing outline around one thing to click, with an optional step badge."""

    def __init__(
        self, target: QGraphicsItem, outline: QPainterPath, label: str = "", anchor: QPointF | None = None
    ) -> None:
        super().__init__()
        self.target = target
        """The scene item this mark points at (tests check it)."""
        self.outline = outline
        self.label = label
        self.anchor = anchor if anchor is not None else outline.boundingRect().topRight()
        self.setZValue(25)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        stroker = QPainterPathStroker()
        stroker.setWidth(16)
        bounds = stroker.createStroke(outline).boundingRect()
        if label:
            half = 20 * BADGE_MAX_W / 2 + 2  # a pill for a long label such as 1,2,3
            bounds = bounds.united(QRectF(self.anchor.x() - half, self.anchor.y() - 22, 2 * half, 44))
        self._bounds = bounds

    def boundingRect(self) -> QRectF:
        return self._bounds

    def badge_rect(self) -> QRectF:
        """Where the step badge is drawn, in scene units (empty without a label)."""
        if not self.label:
            return QRectF()
        return _badge_geometry(self.anchor, badge_radius(self.label), self.label)[0]

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        glow = QColor(HINT)
        glow.setAlpha(110)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(glow, 12, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        painter.drawPath(self.outline)
        painter.setPen(
            QPen(QColor(HINT), 3.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
        )
        painter.drawPath(self.outline)
        if self.label:
            paint_badge(
                painter,
                self.anchor,
                badge_radius(self.label),
                self.label,
                fill=QColor(HINT),
                ink=QColor("#06283a"),
            )


def badge_radius(label: str) -> float:
    return 17 if len(label) < 3 else 20


def badge_anchor_inside(rect: QRectF, label: str, pad: float = 6.0) -> QPointF:
    """A step badge's centre in the top right corner of ``rect``, the whole badge inside it: at the corner itself
    a long badge ("1,2,3") stood over the edge of the seat box around a court."""
    radius = badge_radius(label)
    half = _badge_geometry(QPointF(), radius, label)[0].width() / 2
    return QPointF(rect.right() - pad - half, rect.top() + pad + radius)


def rounded_outline(item: QGraphicsItem, pad: float = 4.0, radius: float = 10.0) -> QPainterPath:
    """A rounded rectangle just around ``item`` (scene coordinates)."""
    path = QPainterPath()
    path.addRoundedRect(item.sceneBoundingRect().adjusted(-pad, -pad, pad, pad), radius, radius)
    return path


def round_outline(item: QGraphicsItem, pad: float = 2.0) -> QPainterPath:
    """A circle around ``item`` (discs and crown colours)."""
    rect = item.sceneBoundingRect()
    r = max(rect.width(), rect.height()) / 2 + pad
    path = QPainterPath()
    path.addEllipse(rect.center(), r, r)
    return path


def shape_outline(item: QGraphicsItem) -> QPainterPath:
    """The item's own shape (a region's arc band), in scene coordinates."""
    return item.mapToScene(item.shape())


class Pulse:
    """Breathes the marks' opacity while they are shown (only when animations are on)."""

    def __init__(self, marks: list[HintMark]) -> None:
        self.marks = marks
        self.animation = QVariantAnimation()
        self.animation.setStartValue(1.0)
        self.animation.setKeyValueAt(0.5, 0.45)
        self.animation.setEndValue(1.0)
        self.animation.setDuration(PULSE_MS)
        self.animation.setLoopCount(-1)
        self.animation.valueChanged.connect(self._set)

    def _set(self, value: object) -> None:
        for mark in self.marks:
            mark.setOpacity(float(value))  # type: ignore[arg-type]

    def start(self) -> None:
        self.animation.start()

    def stop(self) -> None:
        self.animation.stop()
        self._set(1.0)
