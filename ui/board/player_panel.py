"""A seat's panel beside the board: the same facts as the seat box, as a plain widget for layouts."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from carolus.engine.view import GameView

from .heraldry import castle_path, crown_path, paint_disc
from .info_item import colour_word
from .palette import ACTIVE, GOLD, PANEL, PANEL_EDGE, TEXT, side_name, side_qcolor
from .plain import plain_tip
from .status import seat_name
from .tokens import paint_token

BASE = QSize(300, 214)
"""The panel's natural size; painting scales to the widget."""
PLACES = (
    str(QT_TRANSLATE_NOOP("Board", "first in turn order")),
    str(QT_TRANSLATE_NOOP("Board", "second in turn order")),
    str(QT_TRANSLATE_NOOP("Board", "third in turn order")),
    str(QT_TRANSLATE_NOOP("Board", "fourth in turn order")),
)
"""A seat's place in the round's order, in words: a screen reader read "1. in turn order" as "1 dot"."""


class PlayerPanel(QWidget):
    """Name, side, turn position, castles left, discs, reserve and court (crowns mark controlled colours)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view: GameView | None = None
        self.seat = 0
        self.names: list[str] = []
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.setMinimumSize(BASE.width() // 2, BASE.height() // 2)

    def set_view(self, view: GameView, seat: int, names: list[str]) -> None:
        self.view = view
        self.seat = seat
        self.names = list(names)
        player = view.seats[seat]
        summary = self.summary()
        self.setToolTip(plain_tip(summary))
        # the words without the tooltip's markup (which a screen reader reads) nor the name and side (the name's)
        self.setAccessibleDescription(self.details())
        self.setAccessibleName(f"{seat_name(names, seat)}, {side_name(player.side, view.sides)}")
        self.update()

    def sizeHint(self) -> QSize:
        return BASE

    def heightForWidth(self, width: int) -> int:
        return int(width * BASE.height() / BASE.width())

    def acting(self) -> bool:
        return self.view is not None and self.view.to_act == self.seat

    def turn_position(self) -> int:
        """1-based place in this round's order (choosing order during the disc phase)."""
        view = self.view
        if view is None:
            return 0
        order = view.choose_order if view.phase == "disc" else view.action_order
        return list(order).index(self.seat) + 1 if self.seat in order else 0

    def summary(self) -> str:
        """The panel in words (tooltip, tests): name, side and ``details``."""
        view = self.view
        if view is None:
            return ""
        return QCoreApplication.translate("Board", "{name} ({side}), {details}").format(
            name=seat_name(self.names, self.seat),
            side=side_name(view.seats[self.seat].side, view.sides),
            details=self.details(),
        )

    def details(self) -> str:
        """The panel's facts after its name and side: place in the turn order, castles, discs, reserve, court."""
        view = self.view
        if view is None:
            return ""
        p = view.seats[self.seat]
        Q = QCoreApplication
        empty = Q.translate("Board", "empty")
        court = (
            ", ".join(
                Q.translate("Board", "{0} {1} (controls)").format(colour_word(c), p.court[c])
                if c in p.controls
                else f"{colour_word(c)} {p.court[c]}"
                for c in range(5)
                if p.court[c] or c in p.controls
            )
            or empty
        )
        reserve = ", ".join(f"{colour_word(c)} {p.reserve[c]}" for c in range(5) if p.reserve[c]) or empty
        discs = " ".join(map(str, p.discs_left)) or Q.translate("Board", "none")
        position = self.turn_position()
        parts = [Q.translate("Board", PLACES[position - 1])] if 0 < position <= len(PLACES) else []
        if self.acting():
            parts.append(Q.translate("Board", "to act"))
        parts.append(Q.translate("Board", "castles left: {castles}").format(castles=view.castles_left[p.side]))
        parts.append(Q.translate("Board", "discs: {discs}").format(discs=discs))
        if p.disc_played:
            parts.append(Q.translate("Board", "disc played: {disc}").format(disc=p.disc_played))
        parts.append(Q.translate("Board", "reserve: {knights}").format(knights=reserve))
        parts.append(Q.translate("Board", "court: {knights}").format(knights=court))
        separator = Q.translate("Board", "; ", "between the parts of a seat's summary")  # French: a space before ;
        return separator.join(parts)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        scale = min(self.width() / BASE.width(), self.height() / BASE.height())
        painter.scale(scale, scale)
        self._paint(painter)
        painter.end()

    def _paint(self, painter: QPainter) -> None:
        view = self.view
        w, h = BASE.width(), BASE.height()
        painter.setPen(QPen(QColor(ACTIVE), 4) if self.acting() else QPen(QColor(PANEL_EDGE), 1.5))
        painter.setBrush(QColor(PANEL))
        painter.drawRoundedRect(QRectF(2, 2, w - 4, h - 4), 12, 12)
        if view is None:
            return
        p = view.seats[self.seat]
        fill = side_qcolor(p.side, view.sides)
        ink = QColor("#f6f1e4") if p.side == 1 else QColor("#1d1a14")
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(fill)
        painter.drawRoundedRect(QRectF(6, 6, w - 12, 34), 9, 9)
        font = painter.font()
        font.setPixelSize(19)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(ink)
        pos = self.turn_position()
        title = f"{pos}. {seat_name(self.names, self.seat)}" if pos else seat_name(self.names, self.seat)
        painter.drawText(
            QRectF(14, 6, w - 120, 34), Qt.AlignmentFlag.AlignVCenter, ("▶ " if self.acting() else "") + title
        )
        font.setPixelSize(14)
        font.setBold(False)
        painter.setFont(font)
        painter.drawText(
            QRectF(w - 110, 6, 96, 34),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
            side_name(p.side, view.sides),
        )
        painter.setPen(QPen(QColor("#1b1b1b") if p.side != 1 else QColor("#d8d2c0"), 1.5))
        painter.setBrush(fill)
        painter.drawPath(castle_path(QRectF(12, 48, 22, 20)))
        painter.setPen(QColor(TEXT))
        font.setBold(True)
        font.setPixelSize(16)
        painter.setFont(font)
        painter.drawText(QRectF(38, 46, 60, 24), Qt.AlignmentFlag.AlignVCenter, f"× {view.castles_left[p.side]}")
        for v in range(1, 6):
            rect = QRectF(140 + (v - 1) * 30, 46, 25, 25)
            if v == p.disc_played:
                paint_disc(painter, v, rect, QColor(GOLD), QColor("#2a1d00"), QColor(ACTIVE))
            elif v in p.discs_left:
                paint_disc(painter, v, rect, QColor("#efe6cc"), QColor("#2a1d00"), QColor(PANEL_EDGE))
            else:
                paint_disc(painter, v, rect, QColor(0, 0, 0, 30), QColor(255, 255, 255, 60), QColor(255, 255, 255, 40))
        font.setPixelSize(12)
        font.setBold(False)
        painter.setFont(font)
        painter.setPen(QColor(TEXT))
        painter.drawText(
            QRectF(12, 78, 160, 14), Qt.AlignmentFlag.AlignLeft, QCoreApplication.translate("Board", "Reserve")
        )
        painter.drawText(
            QRectF(12, 140, 160, 14), Qt.AlignmentFlag.AlignLeft, QCoreApplication.translate("Board", "Court")
        )
        for c in range(5):
            x = 40 + 54 * c
            paint_token(painter, c, QPointF(x, 112), 32, p.reserve[c], dim=p.reserve[c] == 0)
            paint_token(painter, c, QPointF(x, 180), 32, p.court[c], dim=p.court[c] == 0)
            if c in p.controls:
                painter.setPen(QPen(QColor("#3b2a00"), 1.2))
                painter.setBrush(QColor(GOLD))
                painter.drawPath(crown_path(QRectF(x - 25, 154, 18, 12)))
