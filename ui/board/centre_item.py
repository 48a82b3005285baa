"""The middle of the ring: round, whose turn, the supply, turn order, and the disc and crown choosers."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsSceneHoverEvent, QGraphicsSceneMouseEvent

from . import geometry as geo
from .heraldry import crown_path, paint_disc
from .palette import GOLD, HIGHLIGHT, PANEL_EDGE, TEXT, side_qcolor
from .tokens import paint_token

SUPPLY_Y = -108.0
CHOOSER_Y = -8.0
ORDER_Y = 72.0


def _font(painter: QPainter, px: float, bold: bool = False) -> None:
    font = painter.font()
    font.setPixelSize(int(px))
    font.setBold(bold)
    painter.setFont(font)


class _Choice(QGraphicsObject):
    """A clickable choice in the centre (a disc or a crown colour); offered only when legal."""

    SIZE = 56.0

    def __init__(self, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.offered = False
        self.hovered = False
        self.setAcceptHoverEvents(True)

    def boundingRect(self) -> QRectF:
        s = self.SIZE / 2 + 6
        return QRectF(-s, -s, 2 * s, 2 * s)

    def set_offered(self, offered: bool) -> None:
        if offered != self.offered:
            self.offered = offered
            self.setCursor(Qt.CursorShape.PointingHandCursor if offered else Qt.CursorShape.ArrowCursor)
            self.update()

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = True
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = False
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.scene() is not None:
            self.scene().choice_clicked(self)
            event.accept()
        else:
            event.ignore()

    def _paint_glow(self, painter: QPainter) -> None:
        if self.offered and self.hovered:
            s = self.SIZE / 2 + 4
            painter.setPen(QPen(QColor(HIGHLIGHT), 4))
            painter.setBrush(QColor(255, 213, 74, 60))
            painter.drawEllipse(QRectF(-s, -s, 2 * s, 2 * s))


class DiscItem(_Choice):
    """A disc of the seat choosing: its value; dimmed when used or not allowed."""

    def __init__(self, value: int, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.value = value

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._paint_glow(painter)
        s = self.SIZE / 2 - 2
        rect = QRectF(-s, -s, 2 * s, 2 * s)
        if self.offered:
            paint_disc(painter, self.value, rect, QColor("#efe6cc"), QColor("#2a1d00"), QColor(GOLD))
        else:
            paint_disc(painter, self.value, rect, QColor(255, 255, 255, 25), QColor(255, 255, 255, 70),
                       QColor(255, 255, 255, 50))


class CrownChoice(_Choice):
    """A colour the crown die may be named as."""

    def __init__(self, colour: int, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.colour = colour

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._paint_glow(painter)
        paint_token(painter, self.colour, QPointF(0, 0), 42, None, dim=not self.offered)


class CentreItem(QGraphicsObject):
    """Round, phase and actor, supply counts, turn order; holds the disc and crown choosers."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(2)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.round = 0
        self.headline = ""
        self.caption = ""
        self.supply: tuple[int, ...] = (0,) * 5
        self.order: list[tuple[str, int, int, bool]] = []
        """Per seat in turn order: name, side, disc played, acting."""
        self.sides = 2
        self.discs = [DiscItem(v, self) for v in range(1, 6)]
        self.crowns = [CrownChoice(c, self) for c in range(5)]
        for i, item in enumerate(self.discs):
            item.setPos(-128 + 64 * i, CHOOSER_Y)
        for i, item in enumerate(self.crowns):
            item.setPos(-128 + 64 * i, CHOOSER_Y)

    def supply_point(self, colour: int) -> QPointF:
        """Scene point of a supply pile (dice animations start here)."""
        return self.mapToScene(QPointF(-128 + 64 * colour, SUPPLY_Y))

    def boundingRect(self) -> QRectF:
        r = geo.R_IN
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = geo.R_IN - 14
        grad = QRadialGradient(QPointF(0, 0), r)
        grad.setColorAt(0, QColor("#2f5548"))
        grad.setColorAt(1, QColor("#223f36"))
        painter.setPen(QPen(QColor(PANEL_EDGE), 2))
        painter.setBrush(grad)
        painter.drawEllipse(QPointF(0, 0), r, r)
        painter.setPen(QColor(TEXT))
        _font(painter, 18)
        painter.drawText(QRectF(-150, -222, 300, 24), Qt.AlignmentFlag.AlignCenter, f"Round {self.round}")
        _font(painter, 22, True)
        painter.setPen(QColor(HIGHLIGHT))
        painter.drawText(QRectF(-200, -198, 400, 30), Qt.AlignmentFlag.AlignCenter, self.headline)
        painter.setPen(QColor(TEXT))
        _font(painter, 13)
        painter.drawText(QRectF(-150, -168, 300, 18), Qt.AlignmentFlag.AlignCenter, "supply")
        for c in range(5):
            paint_token(painter, c, QPointF(-128 + 64 * c, SUPPLY_Y), 36, self.supply[c], dim=self.supply[c] == 0)
        _font(painter, 15)
        painter.drawText(QRectF(-200, CHOOSER_Y - 58, 400, 20), Qt.AlignmentFlag.AlignCenter, self.caption)
        self._paint_order(painter)

    def _paint_order(self, painter: QPainter) -> None:
        _font(painter, 13)
        painter.setPen(QColor(TEXT))
        painter.drawText(QRectF(-150, ORDER_Y - 22, 300, 18), Qt.AlignmentFlag.AlignCenter, "turn order")
        for i, (name, side, disc, acting) in enumerate(self.order):
            y = ORDER_Y + 28 * i
            row = QRectF(-140, y, 280, 25)
            if acting:
                painter.setPen(QPen(QColor(HIGHLIGHT), 2))
                painter.setBrush(QColor(255, 213, 74, 40))
                painter.drawRoundedRect(row, 8, 8)
            painter.setPen(QPen(QColor("#111111"), 1))
            painter.setBrush(side_qcolor(side, self.sides))
            painter.drawEllipse(QPointF(-124, y + 12.5), 8, 8)
            painter.setPen(QColor(HIGHLIGHT) if acting else QColor(TEXT))
            _font(painter, 16, acting)
            painter.drawText(QRectF(-108, y, 180, 25), Qt.AlignmentFlag.AlignVCenter, f"{i + 1}. {name}")
            if disc:
                paint_disc(painter, disc, QRectF(106, y + 1, 23, 23), QColor("#efe6cc"), QColor("#2a1d00"),
                           QColor(GOLD))
            painter.setPen(Qt.PenStyle.NoPen)

    def paint_crown_mark(self, painter: QPainter, rect: QRectF) -> None:
        painter.setBrush(QColor(GOLD))
        painter.drawPath(crown_path(rect))
