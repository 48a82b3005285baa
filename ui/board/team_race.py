"""The castle race in the band left of the ring, where no corner is free for it (four seat boxes; or three and the
optional rules' panel): each side's castles in play out of its total, and the one line of the key most needed."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from .heraldry import castle_path, crown_path
from .info_item import arms_tooltip
from .palette import GOLD, PANEL, PANEL_EDGE, TEXT, side_qcolor
from .tokens import fit_font, set_font

WIDTH = 240.0
"""Narrow enough to pass beside the region names at full size (the band is about 250 wide beside them)."""
ROW = 58.0
TOP = 40.0
KEY = 84.0


SWATCH = 28.0
"""A castle in the side's colour before its name: which colour is whose."""
COUNT_W = 80.0
"""The "3 / 8" beside the side's name: the row of castles under them has the whole width."""


def track_step(total: int, whole: bool = True) -> float:
    """The width of one castle of a side's track: the whole inner width shared out when the count fits beside
    the name (beside the count, a track of eight had castles about 7 screen pixels wide at 1366x768)."""
    return (WIDTH - 28 - (0 if whole else COUNT_W + 8)) / max(1, total)


def key_rects(race_rows: int) -> list[QRectF]:
    """Where each side's colour key (a castle in its colour) is drawn, before its name."""
    return [QRectF(14, TOP + k * ROW + 3, SWATCH - 6, 20) for k in range(race_rows)]


def _label_width(label: str) -> float:
    font = QFont()
    font.setPixelSize(21)
    font.setBold(True)
    return QFontMetricsF(font).horizontalAdvance(label)


class TeamRace(QGraphicsObject):
    """Per side (a team, or a player): its name, castles in play out of its total as a row of castles."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(2)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.race: list[tuple[str, str, int, int]] = []
        """Per team: label, its players' names (the tooltip's), castles in play, castles in all."""
        self.setToolTip(arms_tooltip())
        self.compact = False

    def set_race(self, race: list[tuple[str, str, int, int]]) -> None:
        if race != self.race:
            self.prepareGeometryChange()
            self.race = race
            teams = "\n".join(f"{label}: {members}" for label, members, _, _ in race)
            self.setToolTip(f"{teams}\n\n{arms_tooltip()}")
            self.update()

    def size(self) -> tuple[float, float]:
        return WIDTH, TOP + ROW * max(2, len(self.race)) + (0 if self.compact else KEY)

    def set_compact(self, compact: bool) -> None:
        """Without the key's line: the band is short of room (four seats and a tall rules' panel)."""
        if compact != self.compact:
            self.prepareGeometryChange()
            self.compact = compact
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, *self.size())

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(PANEL_EDGE), 2))
        painter.setBrush(QColor(PANEL))
        painter.drawRoundedRect(self.boundingRect().adjusted(1, 1, -1, -1), 12, 12)
        painter.setPen(QColor(TEXT))
        title = QCoreApplication.translate("Board", "Castles in play")
        fit_font(painter, title, WIDTH - 28, 22, True)
        painter.drawText(QRectF(14, 6, WIDTH - 28, 30), Qt.AlignmentFlag.AlignVCenter, title)
        y = 40.0
        for side, (label, _members, in_play, total) in enumerate(self.race):
            painter.setPen(QPen(QColor("#111111"), 1.2))  # the key: the side's colour before its name
            painter.setBrush(side_qcolor(side, len(self.race)))
            painter.drawPath(castle_path(key_rects(side + 1)[side]))
            painter.setPen(QColor(TEXT))
            beside = _label_width(label) <= WIDTH - 28 - SWATCH - COUNT_W  # else the count goes beside the track
            room = WIDTH - 28 - SWATCH - (COUNT_W if beside else 0)
            fit_font(painter, label, room, 21, True)
            painter.drawText(QRectF(14 + SWATCH, y, room, 26), Qt.AlignmentFlag.AlignVCenter, label)
            set_font(painter, 20, True)
            count = f"{in_play} / {total}"
            painter.drawText(
                QRectF(WIDTH - 14 - COUNT_W, y if beside else y + 26, COUNT_W, 26 if beside else 24),
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                count,
            )
            step = track_step(total, beside)
            for k in range(total):
                rect = QRectF(14 + k * step + 0.5, y + 29, step - 2, 22)
                if k < in_play:
                    painter.setPen(QPen(QColor("#111111"), 1.2))
                    painter.setBrush(side_qcolor(side, len(self.race)))
                else:
                    painter.setPen(QPen(QColor(PANEL_EDGE), 1))
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawPath(castle_path(rect))
            y += ROW
        if self.compact:
            return
        painter.setPen(QPen(QColor(PANEL_EDGE), 1))
        painter.drawLine(QPointF(14, y + 2), QPointF(WIDTH - 14, y + 2))
        painter.setBrush(QColor(GOLD))
        painter.drawPath(crown_path(QRectF(14, y + 30, 22, 14)))
        set_font(painter, 20)
        painter.drawText(
            QRectF(44, y + 6, WIDTH - 54, 76),
            Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
            QCoreApplication.translate("Board", "over a court colour: that player controls it"),
        )
