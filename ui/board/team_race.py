"""The 4-player game's castle race, in the band left of the ring (four seat boxes leave no free corner): each
team's castles in play out of 10 with the team's members, and the one line of the key a team game needs most."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from .heraldry import castle_path, crown_path
from .info_item import arms_tooltip
from .palette import GOLD, PANEL, PANEL_EDGE, TEXT, side_qcolor
from .tokens import fit_font, set_font

WIDTH = 300.0
HEIGHT = 222.0
COMPACT_HEIGHT = 160.0


class TeamRace(QGraphicsObject):
    """Per team: its name, its players, castles in play out of the team's total as a row of castles."""

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
            self.race = race
            teams = "\n".join(f"{label}: {members}" for label, members, _, _ in race)
            self.setToolTip(f"{teams}\n\n{arms_tooltip()}")
            self.update()

    def size(self) -> tuple[float, float]:
        return WIDTH, HEIGHT if not self.compact else COMPACT_HEIGHT

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
            painter.setPen(QColor(TEXT))
            fit_font(painter, label, WIDTH - 112, 20, True)
            painter.drawText(QRectF(14, y, WIDTH - 112, 26), Qt.AlignmentFlag.AlignVCenter, label)
            set_font(painter, 20, True)
            painter.drawText(
                QRectF(WIDTH - 98, y, 84, 26),
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                f"{in_play} / {total}",
            )
            step = (WIDTH - 28) / max(1, total)
            for k in range(total):
                rect = QRectF(14 + k * step + 1, y + 28, step - 4, 20)
                if k < in_play:
                    painter.setPen(QPen(QColor("#111111"), 1.2))
                    painter.setBrush(side_qcolor(side, 2))
                else:
                    painter.setPen(QPen(QColor(PANEL_EDGE), 1))
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawPath(castle_path(rect))
            y += 58
        if self.compact:
            return
        painter.setPen(QPen(QColor(PANEL_EDGE), 1))
        painter.drawLine(QPointF(14, y + 2), QPointF(WIDTH - 14, y + 2))
        painter.setBrush(QColor(GOLD))
        painter.drawPath(crown_path(QRectF(14, y + 20, 22, 14)))
        set_font(painter, 20)
        painter.drawText(
            QRectF(44, y + 6, WIDTH - 54, 54),
            Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
            QCoreApplication.translate("Board", "over a court colour: that player controls it"),
        )
