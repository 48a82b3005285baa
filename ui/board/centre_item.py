"""The middle of the ring: round, whose turn, the supply, turn order, and the disc and crown choosers."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsSceneMouseEvent

from . import geometry as geo
from .heraldry import paint_disc
from .hoverable import HoverableObject
from .info_item import charge_word, colour_word
from .palette import GOLD, HIGHLIGHT, PANEL_EDGE, TEXT, side_qcolor
from .tokens import paint_token, set_font

SUPPLY_Y = -88.0
CHOOSER_Y = 4.0
ORDER_Y = 76.0
ROW_H = 30.0


class _Choice(HoverableObject):
    """A clickable choice in the centre (a disc or a crown colour); offered only when legal."""

    SIZE = 56.0

    def __init__(self, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.offered = False

    def boundingRect(self) -> QRectF:
        s = self.SIZE / 2 + 6
        return QRectF(-s, -s, 2 * s, 2 * s)

    def set_offered(self, offered: bool) -> None:
        if offered != self.offered:
            self.offered = offered
            self.setCursor(Qt.CursorShape.PointingHandCursor if offered else Qt.CursorShape.ArrowCursor)
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
        self.setToolTip(QCoreApplication.translate("Board", "Disc {0}: the emperor may walk 1 to {0} regions").format(
            value) if value > 1 else QCoreApplication.translate("Board", "Disc 1: the emperor walks 1 region"))

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
        self.setToolTip(QCoreApplication.translate("Board", "Take a {0} knight ({1}) from the supply").format(
            colour_word(colour), charge_word(colour)))

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._paint_glow(painter)
        if self.offered:  # a button, so the chooser does not read as a second supply row
            s = self.SIZE / 2 - 2
            painter.setPen(QPen(QColor(GOLD), 2.5))
            painter.setBrush(QColor("#efe6cc"))
            painter.drawEllipse(QRectF(-s, -s, 2 * s, 2 * s))
        paint_token(painter, self.colour, QPointF(0, 0), 36 if self.offered else 42, None, dim=not self.offered)


class CentreBackground(QGraphicsObject):
    """The centre's shaded disc, painted once into its cache: the text over it changes every action, the disc
    never."""

    def __init__(self, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        r = geo.R_IN
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = geo.R_IN - 12
        grad = QRadialGradient(QPointF(0, 0), r)
        grad.setColorAt(0, QColor("#32594c"))
        grad.setColorAt(1, QColor("#213d35"))
        painter.setPen(QPen(QColor(PANEL_EDGE), 2))
        painter.setBrush(grad)
        painter.drawEllipse(QPointF(0, 0), r, r)


class CentreItem(QGraphicsObject):
    """Round, phase and actor, supply counts, turn order; holds the disc and crown choosers."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(2)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.round = 0
        self.round_text = ""
        """``Setup`` or ``Round n``, in the player's language."""
        self.headline = ""
        self.caption = ""
        self.phase = ""
        self.progress = (0, 0)
        """Knights placed and to place this turn (place phase)."""
        self.actor_disc = 0
        self.supply: tuple[int, ...] = (0,) * 5
        self.order: list[tuple[str, int, int, bool]] = []
        """Per seat in turn order: name, side, disc played, acting."""
        self.sides = 2
        self.background = CentreBackground(self)
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
        painter.setPen(QColor(TEXT))
        set_font(painter, 19)
        painter.drawText(QRectF(-150, -226, 300, 26), Qt.AlignmentFlag.AlignCenter, self.round_text)
        set_font(painter, 32, True)
        painter.setPen(QColor(HIGHLIGHT))
        painter.drawText(QRectF(-200, -202, 400, 40), Qt.AlignmentFlag.AlignCenter, self.headline)
        painter.setPen(QColor(TEXT))
        set_font(painter, 19)
        painter.drawText(QRectF(-215, -162, 430, 24), Qt.AlignmentFlag.AlignCenter, self.caption)
        set_font(painter, 18)
        painter.setPen(QColor(PANEL_EDGE))
        painter.drawText(QRectF(-150, SUPPLY_Y - 48, 300, 22), Qt.AlignmentFlag.AlignCenter,
                         QCoreApplication.translate("Board", "supply"))
        for c in range(5):
            paint_token(painter, c, QPointF(-128 + 64 * c, SUPPLY_Y), 42, self.supply[c], dim=self.supply[c] == 0)
        if self.phase == "place":
            self._paint_progress(painter)
        elif self.phase == "move" and self.actor_disc:
            set_font(painter, 18)
            painter.setPen(QColor(TEXT))
            painter.drawText(QRectF(-150, CHOOSER_Y - 16, 110, 32), Qt.AlignmentFlag.AlignVCenter
                             | Qt.AlignmentFlag.AlignRight, QCoreApplication.translate("Board", "disc"))
            paint_disc(painter, self.actor_disc, QRectF(-26, CHOOSER_Y - 26, 52, 52), QColor(GOLD),
                       QColor("#2a1d00"), QColor(HIGHLIGHT))
        self._paint_order(painter)

    def _paint_progress(self, painter: QPainter) -> None:
        """One pip per knight of this turn: filled when placed."""
        placed, total = self.progress
        if not total:
            return
        gap = 34
        x0 = -gap * (total - 1) / 2
        for i in range(total):
            centre = QPointF(x0 + gap * i, CHOOSER_Y)
            painter.setPen(QPen(QColor(HIGHLIGHT), 2.5))
            painter.setBrush(QColor(HIGHLIGHT) if i < placed else QColor(0, 0, 0, 40))
            painter.drawEllipse(centre, 11, 11)

    def _paint_order(self, painter: QPainter) -> None:
        set_font(painter, 18)
        painter.setPen(QColor(PANEL_EDGE))
        painter.drawText(QRectF(-150, ORDER_Y - 25, 300, 22), Qt.AlignmentFlag.AlignCenter,
                         QCoreApplication.translate("Board", "turn order"))
        for i, (name, side, disc, acting) in enumerate(self.order):
            y = ORDER_Y + ROW_H * i
            row = QRectF(-140, y, 280, ROW_H - 3)
            if acting:
                painter.setPen(QPen(QColor(HIGHLIGHT), 2))
                painter.setBrush(QColor(255, 213, 74, 45))
                painter.drawRoundedRect(row, 9, 9)
            painter.setPen(QPen(QColor("#111111"), 1))
            painter.setBrush(side_qcolor(side, self.sides))
            painter.drawEllipse(QPointF(-122, y + (ROW_H - 3) / 2), 9, 9)
            painter.setPen(QColor(HIGHLIGHT) if acting else QColor(TEXT))
            set_font(painter, 18, acting)
            painter.drawText(QRectF(-104, y, 190, ROW_H - 3), Qt.AlignmentFlag.AlignVCenter, f"{i + 1}. {name}")
            if disc:
                paint_disc(painter, disc, QRectF(106, y + 1.5, 24, 24), QColor("#efe6cc"), QColor("#2a1d00"),
                           QColor(GOLD))
