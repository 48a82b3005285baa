"""A seat's box on the board: name, side, discs, reserve knights to pick up, the court to drop them in."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsSceneHoverEvent, QGraphicsSceneMouseEvent

from carolus.engine.view import PlayerView

from . import geometry as geo
from .changes import set_fields
from .heraldry import castle_path, crown_path
from .hoverable import HoverableObject, board_scene
from .info_item import charge_word, colour_noun, colour_word
from .palette import ACTIVE, GOLD, HIGHLIGHT, PANEL, PANEL_EDGE, TEXT, side_name, side_qcolor
from .plain import plain_tip
from .tokens import fit_font, paint_token, set_font

COL_W = 56.0
TOKEN_W = 38.0

CASTLES_TEXT_W = 96
"""Room for "10 left" beside the castle icon, up to where the discs begin."""


class ReserveToken(HoverableObject):
    """One colour of a seat's reserve: click to pick it up, or drag it onto a region or the court."""

    def __init__(self, seat: int, colour: int, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # exposed whenever its seat box repaints
        self.seat = seat
        self.colour = colour
        self.count = 0
        self.offered = False
        """A legal place of this colour exists and the seat is interactive."""
        self.selected_colour = False
        self._press: QPointF | None = None

    def boundingRect(self) -> QRectF:
        return QRectF(-COL_W / 2, -30, COL_W, 60)

    def set_offered(self, offered: bool) -> None:
        """Whether it may be picked up; drawn only as the hover ring, so repainted only while hovered."""
        if offered != self.offered:
            self.offered = offered
            if self.hovered:
                self.setCursor(Qt.CursorShape.OpenHandCursor if offered else Qt.CursorShape.ArrowCursor)
                self.update()

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.selected_colour or (self.hovered and self.offered):
            glow = QColor(HIGHLIGHT)
            glow.setAlpha(230 if self.selected_colour else 120)
            painter.setPen(QPen(glow, 4))
            painter.setBrush(QColor(255, 213, 74, 50))
            painter.drawRoundedRect(QRectF(-COL_W / 2 + 2, -29, COL_W - 4, 58), 8, 8)
        paint_token(painter, self.colour, QPointF(0, -2), TOKEN_W, self.count, dim=self.count == 0)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.setCursor(Qt.CursorShape.OpenHandCursor if self.offered else Qt.CursorShape.ArrowCursor)
        super().hoverEnterEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        scene = board_scene(self)
        if event.button() != Qt.MouseButton.LeftButton or scene is None:
            event.ignore()
            return
        self._press = event.scenePos()
        scene.reserve_pressed(self)
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is not None and (scene := board_scene(self)) is not None:
            scene.reserve_dragged(self, event.scenePos(), (event.scenePos() - self._press).manhattanLength())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is not None and (scene := board_scene(self)) is not None:
            self._press = None
            scene.reserve_released(self, event.scenePos())


class CourtItem(HoverableObject):
    """A seat's court: knights per colour, with a crown over each colour the seat controls; a drop target."""

    def __init__(self, seat: int, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # repainted whenever its seat box is
        self.seat = seat
        self.court: tuple[int, ...] = (0,) * 5
        self.controls: tuple[int, ...] = ()
        self.target = False
        self._rect = QRectF(0, 0, geo.SEAT_W - 16, 88)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        edge = QColor(HIGHLIGHT) if self.target else QColor(PANEL_EDGE)
        fill = QColor(255, 242, 176, 70) if self.target and self.hovered else QColor(0, 0, 0, 45)
        painter.setPen(QPen(edge, 3 if self.target else 1.5))
        painter.setBrush(fill)
        painter.drawRoundedRect(self._rect, 10, 10)
        painter.setPen(QColor(TEXT))
        set_font(painter, 14)
        painter.drawText(
            QRectF(10, 3, 200, 18), Qt.AlignmentFlag.AlignLeft, QCoreApplication.translate("Board", "Court")
        )
        for c in range(5):
            centre = self.token_centre(c)
            paint_token(painter, c, centre, 34, self.court[c], dim=self.court[c] == 0)
            if c in self.controls:
                painter.setPen(QPen(QColor("#3b2a00"), 1.2))
                painter.setBrush(QColor(GOLD))
                painter.drawPath(crown_path(QRectF(centre.x() - 25, centre.y() - 30, 20, 13)))

    @staticmethod
    def token_centre(colour: int) -> QPointF:
        """Where the court's knight of ``colour`` is drawn (item coordinates)."""
        return QPointF(8 + COL_W * (colour + 0.5), 52)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and (scene := board_scene(self)) is not None:
            scene.court_clicked(self)
            event.accept()
        else:
            event.ignore()


_HEADER: list[QPainterPath] = []


def _header_path() -> QPainterPath:
    """The seat box's coloured title band: the top 40 units of its rounded rectangle (built once)."""
    if not _HEADER:
        box = QPainterPath()
        box.addRoundedRect(QRectF(0, 0, geo.SEAT_W, geo.SEAT_H), 14, 14)
        top = QPainterPath()
        top.addRect(QRectF(0, 0, geo.SEAT_W, 40))
        _HEADER.append(box.intersected(top))
    return _HEADER[0]


class SeatItem(QGraphicsObject):
    """The frame of one seat: header, castles left, discs; holds its reserve tokens and court."""

    def __init__(self, seat: int, players: int) -> None:
        super().__init__()
        self.seat = seat
        self.players = players
        self.setZValue(2)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setPos(geo.seat_origin(seat, players))
        self.setScale(geo.SEAT_SCALE)
        self.name = ""
        self.side = 0
        self.sides = 2
        self.acting = False
        self.order = 0
        self.title = SeatTitle(self)
        """The name, after an arrow while the seat acts: the turn passing round leaves the box's picture."""
        self.tally = SeatTally(self)
        """Castles left and discs, a picture of their own: a castle built changes them, not the box."""
        self.reserve = [ReserveToken(seat, c, self) for c in range(5)]
        for c, token in enumerate(self.reserve):
            token.setPos(8 + COL_W * (c + 0.5), 119)
        self.court = CourtItem(seat, self)
        self.court.setPos(8, 154)
        self._tips: tuple[object, ...] = ()
        self.turn_mark = TurnMark(self)
        """The gold frame of the seat to act: drawn apart, so the turn passing round the table leaves every box's
        cached picture as it is."""

    def set_player(
        self, player: PlayerView, name: str, sides: int, acting: bool, castles_left: int, order: int
    ) -> None:
        set_fields(self, name=name, side=player.side, sides=sides)
        self.order = order  # not drawn here (the centre's turn order is): no repaint
        self.title.set_title(name, acting, self._ink(), self._team())
        set_fields(self.tally, side=player.side, sides=sides, castles_left=castles_left)
        self.tally.set_discs(tuple(player.discs_left), player.disc_played)
        self.acting = acting
        self.turn_mark.setOpacity(1.0 if acting else 0.0)  # hidden, it would throw its picture away
        for c, token in enumerate(self.reserve):
            set_fields(token, count=player.reserve[c])
        set_fields(self.court, court=player.court, controls=player.controls)
        court_words = QCoreApplication.translate("Board", "Court of {0}: {1}")
        tips = (name, tuple(player.reserve), tuple(player.court), tuple(player.controls), court_words, acting)
        if tips != self._tips:  # the same words set again cost more than the rest of the box
            self._tips = tips
            self._set_tips(player, name, court_words, acting)

    def _set_tips(self, player: PlayerView, name: str, court_words: str, acting: bool) -> None:
        for c, token in enumerate(self.reserve):
            words = QCoreApplication.translate(
                "Board", "{name}: %n {colour} knight(s) ({charge}) in reserve", None, player.reserve[c]
            ).format(name=name, colour=colour_word(c), colour_name=colour_noun(c), charge=charge_word(c))
            if acting:  # the digits pick the acting seat's knights only: another's reserve names no key
                words += "\n" + QCoreApplication.translate("Keys", "Key: {0}").format(c + 1)
            token.setToolTip(plain_tip(words))
        parts = [
            QCoreApplication.translate("Board", "{0} {1} (controls)").format(colour_word(c), player.court[c])
            if c in player.controls
            else f"{colour_word(c)} {player.court[c]}"
            for c in range(5)
        ]
        self.court.setToolTip(plain_tip(court_words.format(name, ", ".join(parts))))

    def boundingRect(self) -> QRectF:
        return QRectF(-6, -6, geo.SEAT_W + 12, geo.SEAT_H + 12)

    def _ink(self) -> QColor:
        return QColor("#f6f1e4") if self.side == 1 else QColor("#1d1a14")

    def _team(self) -> str:
        team = side_name(self.side, self.sides)
        if self.players == 4:
            team = QCoreApplication.translate("Status", "Team {0}").format(team)
        return team

    @property
    def castles_left(self) -> int:
        return self.tally.castles_left

    def castles_text(self) -> str:
        return self.tally.castles_text()

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, geo.SEAT_W, geo.SEAT_H)
        painter.setPen(QPen(QColor(PANEL_EDGE), 1.5))
        painter.setBrush(QColor(PANEL))
        painter.drawRoundedRect(rect, 14, 14)
        side_fill = side_qcolor(self.side, self.sides)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(side_fill)
        painter.drawPath(_header_path())  # a filled shape: clipping to the rounded box cost more than the rest
        painter.setPen(self._ink())
        set_font(painter, 15)
        team = self._team()
        team_w = _team_width(painter, team)
        right = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight
        painter.drawText(QRectF(geo.SEAT_W - 10 - team_w, 4, team_w, 32), right, team)
        painter.setPen(QColor(TEXT))
        set_font(painter, 13)
        painter.drawText(  # bottom-aligned on the line it always had: larger text grows upwards, into the gap
            QRectF(12, 70, 200, 20),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
            QCoreApplication.translate("Board", "Reserve"),
        )


def _team_width(painter: QPainter, team: str) -> float:
    set_font(painter, 15)
    return min(150.0, painter.fontMetrics().horizontalAdvance(team) + 4.0)


class SeatTitle(QGraphicsItem):
    """The seat's name in its title band, after "▶ " while the seat acts: both looks are cached children shown by
    opacity, so the turn passing round the table paints nothing."""

    def __init__(self, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        self.name = ""
        self.acting = False
        self.ink = QColor("#1d1a14")
        self.team = ""
        """The team's word at the band's right end (painted by the box), which the name stops short of."""
        self.looks = (_TitleLook(self, False), _TitleLook(self, True))
        self.looks[1].setOpacity(0.0)

    def boundingRect(self) -> QRectF:
        return QRectF(10, 4, geo.SEAT_W - 20, 32)

    def set_title(self, name: str, acting: bool, ink: QColor, team: str) -> None:
        if (name, ink, team) != (self.name, self.ink, self.team):
            self.name, self.ink, self.team = name, ink, team
            for look in self.looks:
                look.update()
        self.acting = acting
        for look, look_acting in zip(self.looks, (False, True)):
            look.setOpacity(1.0 if look_acting == acting else 0.0)

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        pass  # the looks paint themselves


class _TitleLook(QGraphicsItem):
    def __init__(self, title: SeatTitle, acting: bool) -> None:
        super().__init__(title)
        self.title = title
        self.acting = acting
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return self.title.boundingRect()

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        t = self.title
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(t.ink)
        team_w = _team_width(painter, t.team)
        set_font(painter, 21, True)
        title = ("▶ " if self.acting else "") + t.name
        title_rect = QRectF(12, 4, geo.SEAT_W - 34 - team_w, 32)
        title = painter.fontMetrics().elidedText(title, Qt.TextElideMode.ElideRight, int(title_rect.width()))
        painter.drawText(title_rect, Qt.AlignmentFlag.AlignVCenter, title)


class SeatTally(QGraphicsItem):
    """Under the seat's title: the castles its side has left to build, and its discs (the one played lit)."""

    def __init__(self, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.side = 0
        self.sides = 2
        self.castles_left = 0
        self.discs = [_SeatDisc(v, self) for v in range(1, 6)]
        """A small picture each: a new round lights one disc down per seat, the box's count stays."""

    def boundingRect(self) -> QRectF:
        return QRectF(8, 44, 138, 34)  # the discs right of it are children

    @property
    def discs_left(self) -> tuple[int, ...]:
        return tuple(d.value for d in self.discs if not d.used)

    @property
    def disc_played(self) -> int:
        return next((d.value for d in self.discs if d.played), 0)

    def set_discs(self, discs_left: tuple[int, ...], played: int) -> None:
        for disc in self.discs:
            set_fields(disc, used=disc.value not in discs_left, played=disc.value == played)

    def castles_text(self) -> str:
        """Beside the castle icon: how many castles the side still has to build (was a bare "× 10")."""
        return QCoreApplication.translate("Board", "%n left", None, self.castles_left)  # French: "1 restant"

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        side_fill = side_qcolor(self.side, self.sides)
        painter.setPen(QPen(QColor("#1b1b1b") if self.side != 1 else QColor("#d8d2c0"), 1.5))
        painter.setBrush(side_fill)
        painter.drawPath(castle_path(QRectF(12, 50, 24, 22)))
        painter.setPen(QColor(TEXT))
        castles = self.castles_text()
        for size in (17, 16, 15, 14):  # "10 restants" takes a smaller type; it never runs under the discs
            set_font(painter, size, True)
            if painter.fontMetrics().horizontalAdvance(castles) <= CASTLES_TEXT_W:
                break
        fit_font(painter, castles, CASTLES_TEXT_W, painter.font().pixelSize(), True)  # larger text: smaller again
        castles = painter.fontMetrics().elidedText(castles, Qt.TextElideMode.ElideRight, CASTLES_TEXT_W)
        painter.drawText(QRectF(40, 48, CASTLES_TEXT_W + 4, 26), Qt.AlignmentFlag.AlignVCenter, castles)
        label_left = 40 + painter.fontMetrics().horizontalAdvance(castles) + 10
        label = QCoreApplication.translate("Board", "discs")
        for size in (12, 11, 10, 9):  # a longer word (German "Scheiben") takes a smaller type before it is dropped
            set_font(painter, size)
            if painter.fontMetrics().horizontalAdvance(label) <= 142 - label_left:
                break
        if painter.fontMetrics().horizontalAdvance(label) <= 142 - label_left:  # else the discs speak for themselves
            painter.drawText(
                QRectF(label_left, 48, 142 - label_left, 26),
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                label,
            )


class _SeatDisc(QGraphicsItem):
    """One of a seat's discs: lit when played this round, faint when used."""

    def __init__(self, value: int, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.value = value
        self.used = False
        self.played = False
        self._rect = QRectF(146 + (value - 1) * 29, 49, 25, 25)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        played, used = self.played, self.used
        painter.setPen(QPen(QColor(HIGHLIGHT) if played else QColor(PANEL_EDGE), 2.5 if played else 1))
        painter.setBrush(QColor(GOLD) if played else QColor(0, 0, 0, 30) if used else QColor("#efe6cc"))
        painter.drawEllipse(self._rect)
        painter.setPen(QColor("#2a1d00") if played or not used else QColor(255, 255, 255, 70))
        set_font(painter, 14, True)
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, str(self.value))


class TurnMark(QGraphicsItem):
    """Over the box of the seat to act: a gold frame (a cached picture, shown by opacity)."""

    def __init__(self, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setZValue(1)
        self.setOpacity(0.0)

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, geo.SEAT_W + 8, geo.SEAT_H + 8)

    def shape(self) -> QPainterPath:
        return QPainterPath()  # clicks and hovers go to the box and its knights

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(ACTIVE), 5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(QRectF(0, 0, geo.SEAT_W, geo.SEAT_H), 14, 14)
