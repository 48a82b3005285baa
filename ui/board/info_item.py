"""A free corner of the board: the castle race at a glance, and the key to the coats of arms."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from . import geometry as geo
from .heraldry import castle_path, crown_path
from .palette import GOLD, PANEL_EDGE, TEXT, side_qcolor
from .tokens import paint_token

COLOUR_WORDS = (QT_TRANSLATE_NOOP("Board", "blue"), QT_TRANSLATE_NOOP("Board", "green"),
                QT_TRANSLATE_NOOP("Board", "pink"), QT_TRANSLATE_NOOP("Board", "red"),
                QT_TRANSLATE_NOOP("Board", "yellow"))
"""The knight colours in canonical order, for the key (translated when drawn)."""
CHARGE_WORDS = (QT_TRANSLATE_NOOP("Board", "cross"), QT_TRANSLATE_NOOP("Board", "tower"),
                QT_TRANSLATE_NOOP("Board", "star"), QT_TRANSLATE_NOOP("Board", "chevron"),
                QT_TRANSLATE_NOOP("Board", "crescent"))


def colour_word(colour: int) -> str:
    """A knight colour's name in the reader's language."""
    return QCoreApplication.translate("Board", COLOUR_WORDS[colour])


def charge_word(colour: int) -> str:
    """The charge on a colour's coat of arms, in the reader's language."""
    return QCoreApplication.translate("Board", CHARGE_WORDS[colour])


def _font(painter: QPainter, px: float, bold: bool = False) -> None:
    font = painter.font()
    font.setPixelSize(int(px))
    font.setBold(bold)
    painter.setFont(font)


class InfoItem(QGraphicsObject):
    """Castles in play per side (out of the side's total) and which charge belongs to which colour."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(2)
        self.setScale(geo.SEAT_SCALE)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.race: list[tuple[str, int, int, int]] = []
        """Per side: label, side, castles in play, castles in all."""
        self.sides = 2

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, geo.SEAT_W + 8, geo.SEAT_H + 8)

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(PANEL_EDGE), 1))
        painter.setBrush(QColor(0, 0, 0, 40))
        painter.drawRoundedRect(QRectF(0, 0, geo.SEAT_W, geo.SEAT_H), 14, 14)
        painter.setPen(QColor(TEXT))
        _font(painter, 16, True)
        painter.drawText(QRectF(12, 6, 260, 22), Qt.AlignmentFlag.AlignVCenter,
                         QCoreApplication.translate("Board", "Castles in play"))
        y = 32.0
        row_h = 44.0 if len(self.race) <= 2 else 38.0
        for label, side, in_play, total in self.race:
            _font(painter, 14)
            painter.setPen(QColor(TEXT))
            painter.drawText(QRectF(12, y, 210, 18), Qt.AlignmentFlag.AlignVCenter, label)
            _font(painter, 14, True)
            painter.drawText(QRectF(222, y, 66, 18), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                             f"{in_play} / {total}")
            fill = side_qcolor(side, self.sides)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#ddcfa8"))
            painter.drawRoundedRect(QRectF(8, y + 17, 8 + total * 27.5, 21), 5, 5)
            for k in range(total):
                rect = QRectF(12 + k * 27.5, y + 19, 22, 17)
                if k < in_play:
                    painter.setPen(QPen(QColor("#111111"), 1.2))
                    painter.setBrush(fill)
                else:
                    painter.setPen(QPen(QColor(90, 74, 42, 110), 1))
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawPath(castle_path(rect))
            y += row_h
        key_y = geo.SEAT_H - 62
        _font(painter, 12)
        painter.setPen(QColor(PANEL_EDGE))
        painter.setBrush(QColor(GOLD))
        painter.drawPath(crown_path(QRectF(12, key_y - 30, 16, 11)))
        painter.drawText(QRectF(34, key_y - 34, 250, 18), Qt.AlignmentFlag.AlignVCenter,
                         QCoreApplication.translate("Board", "over a court colour: that player controls it"))
        painter.setPen(QPen(QColor(PANEL_EDGE), 1))
        painter.drawLine(QPointF(12, key_y - 8), QPointF(geo.SEAT_W - 12, key_y - 8))
        for c in range(5):
            x = 8 + 56 * (c + 0.5)
            paint_token(painter, c, QPointF(x, key_y + 16), 28, None)
            _font(painter, 11)
            painter.setPen(QColor(TEXT))
            painter.drawText(QRectF(x - 28, key_y + 34, 56, 14), Qt.AlignmentFlag.AlignCenter,
                             colour_word(c))
            painter.setPen(QColor(PANEL_EDGE))
            painter.drawText(QRectF(x - 28, key_y + 46, 56, 14), Qt.AlignmentFlag.AlignCenter,
                             charge_word(c))
