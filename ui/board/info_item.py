"""A free corner of the board: the castle race at a glance, and the key to the coats of arms."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from . import geometry as geo
from .heraldry import castle_path, crown_path, paint_disc
from .palette import GOLD, PANEL_EDGE, TEXT, side_qcolor
from .tokens import draw_wrapped, paint_token, set_font

COLOUR_WORDS = (
    str(QT_TRANSLATE_NOOP("Board", "blue")),
    str(QT_TRANSLATE_NOOP("Board", "green")),
    str(QT_TRANSLATE_NOOP("Board", "pink")),
    str(QT_TRANSLATE_NOOP("Board", "red")),
    str(QT_TRANSLATE_NOOP("Board", "yellow")),
)
"""The knight colours in canonical order, for the key (translated when drawn)."""
CHARGE_WORDS = (
    str(QT_TRANSLATE_NOOP("Board", "cross")),
    str(QT_TRANSLATE_NOOP("Board", "tower")),
    str(QT_TRANSLATE_NOOP("Board", "star")),
    str(QT_TRANSLATE_NOOP("Board", "chevron")),
    str(QT_TRANSLATE_NOOP("Board", "crescent")),
)


def colour_word(colour: int) -> str:
    """A knight colour's name in the reader's language."""
    return QCoreApplication.translate("Board", COLOUR_WORDS[colour])


def colour_noun(colour: int) -> str:
    """A knight colour as a noun (German ``Ritter in Gelb``), the log's word, beside ``colour_word``'s adjective."""
    return QCoreApplication.translate("", ("blue", "green", "pink", "red", "yellow")[colour], "colour as a noun")


def charge_word(colour: int) -> str:
    """The charge on a colour's coat of arms, in the reader's language."""
    return QCoreApplication.translate("Board", CHARGE_WORDS[colour])


def arms_tooltip() -> str:
    """Each colour with the charge on its arms, one a line (the key's tooltip)."""
    return "\n".join(
        QCoreApplication.translate("Board", "{colour}: {charge}").format(colour=colour_word(c), charge=charge_word(c))
        for c in range(5)
    )


class InfoItem(QGraphicsObject):
    """A free corner: castles in play per side (out of the side's total), the key to the board, or both.

    With two players there are two free corners: one shows the castle race, the other a roomier key (the coats
    of arms, the crown over a controlled court colour, what a disc means); with three, one corner shows both.
    """

    def __init__(self, race: bool = True, key: bool = True) -> None:
        super().__init__()
        self.setZValue(2)
        self.setScale(geo.SEAT_SCALE)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.show_race = race
        self._show_key = False
        self.show_key = key
        self.race: list[tuple[str, int, int, int]] = []
        """Per side: label, side, castles in play, castles in all."""
        self.sides = 2

    @property
    def show_key(self) -> bool:
        return self._show_key

    @show_key.setter
    def show_key(self, key: bool) -> None:
        self._show_key = key
        self.setToolTip(arms_tooltip() if key else "")

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, geo.SEAT_W + 8, geo.SEAT_H + 8)

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(PANEL_EDGE), 1))
        painter.setBrush(QColor(0, 0, 0, 40))
        painter.drawRoundedRect(QRectF(0, 0, geo.SEAT_W, geo.SEAT_H), 14, 14)
        if self.show_race:
            self._paint_race(painter)
        if self.show_key and self.show_race:
            self._paint_arms(painter, geo.SEAT_H - 62, 28)
            self._paint_crown_line(painter, geo.SEAT_H - 96)
        elif self.show_key:
            self._paint_key(painter)

    def _paint_race(self, painter: QPainter) -> None:
        painter.setPen(QColor(TEXT))
        set_font(painter, 16, True)
        painter.drawText(
            QRectF(12, 6, 260, 22),
            Qt.AlignmentFlag.AlignVCenter,
            QCoreApplication.translate("Board", "Castles in play"),
        )
        y = 32.0 if self.show_key else 44.0
        row_h = (44.0 if len(self.race) <= 2 else 38.0) if self.show_key else 60.0
        for label, side, in_play, total in self.race:
            text_y = y - 3 if self.show_key else y  # three rows: the names' descenders stay clear of the bars
            set_font(painter, 14 if self.show_key else 16)
            if self.show_key:  # three rows 38 apart: larger text would touch the bars (the race's bold figures do not)
                font = painter.font()
                font.setPixelSize(min(font.pixelSize(), 15))
                painter.setFont(font)
            painter.setPen(QColor(TEXT))
            painter.drawText(QRectF(12, text_y, 210, 18), Qt.AlignmentFlag.AlignVCenter, label)
            set_font(painter, 14 if self.show_key else 16, True)
            painter.drawText(
                QRectF(222, text_y, 66, 18),
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                f"{in_play} / {total}",
            )
            fill = side_qcolor(side, self.sides)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#ddcfa8"))
            bar_y = y + (17 if self.show_key else 22)
            painter.drawRoundedRect(QRectF(8, bar_y, 8 + total * 27.5, 21), 5, 5)
            for k in range(total):
                rect = QRectF(12 + k * 27.5, bar_y + 2, 22, 17)
                if k < in_play:
                    painter.setPen(QPen(QColor("#111111"), 1.2))
                    painter.setBrush(fill)
                else:
                    painter.setPen(QPen(QColor(90, 74, 42, 110), 1))
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawPath(castle_path(rect))
            y += row_h
        if not self.show_key and self.race:
            set_font(painter, 13)
            painter.setPen(QColor(PANEL_EDGE))
            draw_wrapped(
                painter,
                QRectF(12, geo.SEAT_H - 66, geo.SEAT_W - 24, 58),
                QCoreApplication.translate(
                    "Board", "All {0} castles on the board win; with fewer than 4 regions left, the most castles win."
                ).format(self.race[0][3]),
            )

    def _paint_crown_line(self, painter: QPainter, y: float) -> None:
        set_font(painter, 12)
        painter.setPen(QColor(PANEL_EDGE))
        painter.setBrush(QColor(GOLD))
        painter.drawPath(crown_path(QRectF(12, y + 4, 16, 11)))
        draw_wrapped(
            painter,
            QRectF(34, y - 6, 256, 36),
            QCoreApplication.translate("Board", "over a court colour: that player controls it"),
        )
        painter.setPen(QPen(QColor(PANEL_EDGE), 1))
        painter.drawLine(QPointF(12, y + 34), QPointF(geo.SEAT_W - 12, y + 34))

    def _paint_arms(self, painter: QPainter, y: float, width: float) -> None:
        """The five coats of arms with their colour's name under each; ``y`` is the top of the row. (The charge
        shows on the arms themselves; its name is in the key's tooltip: five columns leave no room for
        "croissant" or "crescent" at a readable size.)"""
        for c in range(5):
            x = 8 + 56 * (c + 0.5)
            paint_token(painter, c, QPointF(x, y + 16), width, None)
            painter.setPen(QColor(TEXT))
            set_font(painter, 16 if width >= 36 else 14)
            painter.drawText(
                QRectF(x - 28, y + 16 + width * 0.64, 56, 20), Qt.AlignmentFlag.AlignCenter, colour_word(c)
            )

    def _paint_key(self, painter: QPainter) -> None:
        painter.setPen(QColor(TEXT))
        set_font(painter, 16, True)
        painter.drawText(
            QRectF(12, 6, 260, 22), Qt.AlignmentFlag.AlignVCenter, QCoreApplication.translate("Board", "Key")
        )
        self._paint_arms(painter, 38, 36)
        self._paint_crown_line(painter, 122)
        set_font(painter, 12)
        painter.setPen(QColor(PANEL_EDGE))
        paint_disc(painter, 3, QRectF(11, 170, 18, 18), QColor("#efe6cc"), QColor("#2a1d00"), QColor(PANEL_EDGE))
        draw_wrapped(
            painter,
            QRectF(34, 162, 256, 36),
            QCoreApplication.translate("Board", "disc: low discs act first; the value is how far the emperor may walk"),
        )
        painter.setPen(QPen(QColor("#1b1b1b"), 1.2))
        painter.setBrush(QColor("#f6f1e4"))
        painter.drawPath(castle_path(QRectF(11, 213, 18, 15)))
        painter.setPen(QColor(PANEL_EDGE))
        draw_wrapped(
            painter,
            QRectF(34, 202, 256, 36),
            QCoreApplication.translate("Board", "castles and the rim of a region show its owner"),
        )
