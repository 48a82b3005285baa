"""The middle of the ring: round, whose turn, the supply, turn order, and the disc and crown choosers."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsSceneMouseEvent

from . import geometry as geo
from .heraldry import paint_disc
from .hoverable import HoverableObject, board_scene
from .info_item import charge_word, colour_noun, colour_word
from .palette import GOLD, HIGHLIGHT, PANEL_EDGE, TEXT, side_qcolor
from .tokens import fit_font, paint_token, set_font

SUPPLY_Y = -88.0
CHOOSER_Y = 4.0
ORDER_Y = 76.0
ROW_H = 30.0


def key_line(number: int) -> str:
    """The key that chooses a numbered thing, on a line of its own under its tooltip."""
    return "\n" + QCoreApplication.translate("Keys", "Key: {0}").format(number)


class _Choice(HoverableObject):
    """A clickable choice in the centre (a disc or a crown colour); offered only when legal.

    It paints only the hover glow; its two looks, offered and not, are cached children shown by opacity, so
    offering another set of choices (every seat choosing in turn) copies pictures instead of painting them."""

    SIZE = 56.0

    def __init__(self, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # exposed whenever the centre repaints
        self.offered = False
        self.shown = True
        self.looks = (_ChoiceLook(self, False), _ChoiceLook(self, True))
        self.looks[1].setOpacity(0.0)

    def boundingRect(self) -> QRectF:
        s = self.SIZE / 2 + 6
        return QRectF(-s, -s, 2 * s, 2 * s)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        if self.shown:
            path.addRect(self.boundingRect())
        return path  # put away: nothing to point at, click or hover

    def set_shown(self, shown: bool) -> None:
        """Put away between its phases by a zero opacity, not hidden: hiding throws the cached picture away and
        the five choices were painted again at every round's start."""
        if shown == self.shown:
            return
        self.prepareGeometryChange()  # the shape changes: the scene's index and hover look again
        self.shown = shown
        self.setOpacity(1.0 if shown else 0.0)
        if not shown and self.hovered:  # Qt sends no hover leave to an item put away under the pointer
            self.hovered = False
            self.update()

    def set_offered(self, offered: bool) -> None:
        if offered != self.offered:
            self.offered = offered
            self.setCursor(Qt.CursorShape.PointingHandCursor if offered else Qt.CursorShape.ArrowCursor)
            self.looks[offered].setOpacity(1.0)
            self.looks[not offered].setOpacity(0.0)
            if self.hovered:
                self.update()  # the glow

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._paint_glow(painter)

    def paint_look(self, painter: QPainter, offered: bool) -> None:
        raise NotImplementedError

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and (scene := board_scene(self)) is not None:
            scene.choice_clicked(self)
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
        self.setToolTip(
            (
                QCoreApplication.translate("Board", "Disc {0}: the emperor may walk 1 to {0} regions").format(value)
                if value > 1
                else QCoreApplication.translate("Board", "Disc 1: the emperor walks 1 region")
            )
            + key_line(value)
        )

    def paint_look(self, painter: QPainter, offered: bool) -> None:
        s = self.SIZE / 2 - 2
        rect = QRectF(-s, -s, 2 * s, 2 * s)
        if offered:
            paint_disc(painter, self.value, rect, QColor("#efe6cc"), QColor("#2a1d00"), QColor(GOLD))
        else:
            paint_disc(
                painter,
                self.value,
                rect,
                QColor(255, 255, 255, 25),
                QColor(255, 255, 255, 70),
                QColor(255, 255, 255, 50),
            )


class CrownChoice(_Choice):
    """A colour the crown die may be named as."""

    def __init__(self, colour: int, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.colour = colour
        self.setToolTip(
            QCoreApplication.translate("Board", "Take a {0} knight ({1}) from the supply").format(
                colour_word(colour), charge_word(colour), colour_name=colour_noun(colour)
            )
            + key_line(colour + 1)
        )

    def paint_look(self, painter: QPainter, offered: bool) -> None:
        if offered:  # a button, so the chooser does not read as a second supply row
            s = self.SIZE / 2 - 2
            painter.setPen(QPen(QColor(GOLD), 2.5))
            painter.setBrush(QColor("#efe6cc"))
            painter.drawEllipse(QRectF(-s, -s, 2 * s, 2 * s))
        paint_token(painter, self.colour, QPointF(0, 0), 36 if offered else 42, None, dim=not offered)


class _ChoiceLook(QGraphicsItem):
    """One look of a choice (offered or not), a cached picture; takes no clicks (the choice does)."""

    def __init__(self, choice: _Choice, offered: bool) -> None:
        super().__init__(choice)
        self.choice = choice
        self.offered = offered
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return self.choice.boundingRect()

    def shape(self) -> QPainterPath:
        return QPainterPath()

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.choice.paint_look(painter, self.offered)


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
    """Round, phase and actor; holds the supply, the turn order and the disc and crown choosers.

    The supply and the turn order are children with pictures of their own: a placement changes the progress
    pips here, not them.
    """

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
        self.background = CentreBackground(self)
        self.supply_item = SupplyItem(self)
        self.order_item = OrderItem(self)
        self.discs = [DiscItem(v, self) for v in range(1, 6)]
        self.crowns = [CrownChoice(c, self) for c in range(5)]
        for i, item in enumerate(self.discs):
            item.setPos(-128 + 64 * i, CHOOSER_Y)
        for i, crown in enumerate(self.crowns):
            crown.setPos(-128 + 64 * i, CHOOSER_Y)

    @property
    def supply(self) -> tuple[int, ...]:
        return self.supply_item.supply

    @property
    def order(self) -> list[tuple[str, int, int, bool]]:
        return self.order_item.order

    def supply_point(self, colour: int) -> QPointF:
        """Scene point of a supply pile (dice animations start here)."""
        return self.mapToScene(QPointF(-128 + 64 * colour, SUPPLY_Y))

    def boundingRect(self) -> QRectF:
        return QRectF(-218, -230, 436, CHOOSER_Y + 34 + 230)

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QColor(TEXT))
        set_font(painter, 19)
        painter.drawText(QRectF(-150, -226, 300, 26), Qt.AlignmentFlag.AlignCenter, self.round_text)
        set_font(painter, 32, True)
        painter.setPen(QColor(HIGHLIGHT))
        painter.drawText(QRectF(-200, -202, 400, 40), Qt.AlignmentFlag.AlignCenter, self.headline)
        painter.setPen(QColor(TEXT))
        fit_font(painter, self.caption, 430, 19)
        painter.drawText(QRectF(-215, -162, 430, 24), Qt.AlignmentFlag.AlignCenter, self.caption)
        if self.phase == "place":
            self._paint_progress(painter)
        elif self.phase == "move" and self.actor_disc:
            set_font(painter, 18)
            painter.setPen(QColor(TEXT))
            painter.drawText(
                QRectF(-150, CHOOSER_Y - 16, 110, 32),
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                QCoreApplication.translate("Board", "disc"),
            )
            paint_disc(
                painter,
                self.actor_disc,
                QRectF(-26, CHOOSER_Y - 26, 52, 52),
                QColor(GOLD),
                QColor("#2a1d00"),
                QColor(HIGHLIGHT),
            )

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


class SupplyItem(QGraphicsObject):
    """The supply: a pile per colour with its count."""

    def __init__(self, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.supply: tuple[int, ...] = (0,) * 5

    def boundingRect(self) -> QRectF:
        return QRectF(-160, SUPPLY_Y - 54, 320, 54 + 32)

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        set_font(painter, 18)
        painter.setPen(QColor(PANEL_EDGE))
        painter.drawText(
            QRectF(-150, SUPPLY_Y - 48, 300, 22),
            Qt.AlignmentFlag.AlignCenter,
            QCoreApplication.translate("Board", "supply"),
        )
        for c in range(5):
            paint_token(painter, c, QPointF(-128 + 64 * c, SUPPLY_Y), 42, self.supply[c], dim=self.supply[c] == 0)


class OrderItem(QGraphicsObject):
    """The turn order: a row per seat with its side, name and the disc it played; the seat to act lit.

    Each row is a small picture of its own: the turn passing on repaints two rows, not the list."""

    def __init__(self, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.rows = [_OrderRow(i, self) for i in range(4)]
        self.sides = 2

    @property
    def order(self) -> list[tuple[str, int, int, bool]]:
        """Per seat in turn order: name, side, disc played, acting."""
        return [row.entry for row in self.rows if row.entry is not None]

    def set_order(self, order: list[tuple[str, int, int, bool]], sides: int) -> None:
        for i, row in enumerate(self.rows):
            row.set_entry(order[i] if i < len(order) else None, sides)

    def boundingRect(self) -> QRectF:
        return QRectF(-150, ORDER_Y - 27, 300, 25)  # the heading; the rows are children

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        set_font(painter, 18)
        painter.setPen(QColor(PANEL_EDGE))
        painter.drawText(
            QRectF(-150, ORDER_Y - 25, 300, 22),
            Qt.AlignmentFlag.AlignCenter,
            QCoreApplication.translate("Board", "turn order"),
        )


class _OrderRow(QGraphicsItem):
    """One seat in the turn order; its two looks (the seat to act lit, or not) are cached pictures shown by
    opacity, so the turn passing on paints nothing until the row's seat, side or disc changes."""

    def __init__(self, index: int, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        self.index = index
        self.entry: tuple[str, int, int, bool] | None = None
        self.sides = 2
        self.looks = (_OrderRowLook(self, False), _OrderRowLook(self, True))

    def set_entry(self, entry: tuple[str, int, int, bool] | None, sides: int) -> None:
        drawn = None if self.entry is None else (*self.entry[:3], self.sides)
        wanted = None if entry is None else (*entry[:3], sides)
        self.entry = entry
        self.sides = sides
        if drawn != wanted:
            for look in self.looks:
                look.update()
        acting = entry is not None and entry[3]
        for look in self.looks:
            look.setOpacity(1.0 if entry is not None and look.acting == acting else 0.0)

    def boundingRect(self) -> QRectF:
        return QRectF(-142, ORDER_Y + ROW_H * self.index - 2, 284, ROW_H + 1)

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        pass  # the looks paint themselves


class _OrderRowLook(QGraphicsItem):
    def __init__(self, row: _OrderRow, acting: bool) -> None:
        super().__init__(row)
        self.row = row
        self.acting = acting
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setOpacity(0.0)

    def boundingRect(self) -> QRectF:
        return self.row.boundingRect()

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        if self.row.entry is None:
            return
        name, side, disc, _ = self.row.entry
        acting = self.acting
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        i = self.row.index
        y = ORDER_Y + ROW_H * i
        row = QRectF(-140, y, 280, ROW_H - 3)
        if acting:
            painter.setPen(QPen(QColor(HIGHLIGHT), 2))
            painter.setBrush(QColor(255, 213, 74, 45))
            painter.drawRoundedRect(row, 9, 9)
        painter.setPen(QPen(QColor("#111111"), 1))
        painter.setBrush(side_qcolor(side, self.row.sides))
        painter.drawEllipse(QPointF(-122, y + (ROW_H - 3) / 2), 9, 9)
        painter.setPen(QColor(HIGHLIGHT) if acting else QColor(TEXT))
        set_font(painter, 18, acting)
        painter.drawText(QRectF(-104, y, 190, ROW_H - 3), Qt.AlignmentFlag.AlignVCenter, f"{i + 1}. {name}")
        if disc:
            paint_disc(painter, disc, QRectF(106, y + 1.5, 24, 24), QColor("#efe6cc"), QColor("#2a1d00"), QColor(GOLD))
