"""Small pictures for the rules help, painted with the board's own drawings (coats of arms, crowns, castles,
discs): no image files, and they look like what the player sees on the board. No words inside a picture: the
text beside it is translated, a picture need not be."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen

from ..board.heraldry import castle_path, crown_path, paint_disc
from ..board.palette import BOARD_BG, GOLD, PANEL_EDGE, TEXT, side_ink, side_qcolor
from ..board.tokens import draw_token
from ..variants import WINDOW_VARIANTS, window_variant

HEIGHT = 64.0
TOKEN = 34.0

Glyph = tuple
"""("token", colour, count or 0, crowned), ("crown",), ("arrow",), ("sym", text), ("castle", side, sides),
("disc", value), ("seat", number, side), ("gap",), ("bar",), ("pile", label, ((colour, count), ...))."""

B, G, P, R, Y = range(5)  # the knight colours' indices (``COLOURS``); a variant's pictures use the same

_GAME_PICTURES: dict[str, tuple[Glyph, ...]] = {
    "control": (("token", Y, 3, True), ("sym", ">"), ("token", Y, 2, False)),
    "control-tie": (("token", Y, 2, True), ("sym", "="), ("token", Y, 2, False)),
    "takeover": (
        ("castle", 0, 2),
        ("castle", 0, 2),
        ("arrow",),
        ("castle", 1, 2),
        ("castle", 1, 2),
    ),
    "crown": (("crown",), ("arrow",), ("token", B, 0, False), ("token", G, 0, False), ("token", R, 0, False)),
    "teams": (
        ("seat", 1, 0),
        ("seat", 3, 0),
        ("castle", 0, 2),
        ("bar",),
        ("seat", 2, 1),
        ("seat", 4, 1),
        ("castle", 1, 2),
    ),
}


def picture_names() -> tuple[str, ...]:
    """Each picture the help's text may ask for (``carolus-picture:<name>``): the game's, then each variant's."""
    return (*_GAME_PICTURES, *(name for name, hook in WINDOW_VARIANTS.items() if hook.picture))


def glyphs(name: str) -> tuple[Glyph, ...]:
    """The picture ``name`` as glyphs: the game's own, or a variant's from its window hook."""
    return _GAME_PICTURES.get(name) or window_variant(name).picture


PICTURES: dict[str, tuple[Glyph, ...]] = {name: glyphs(name) for name in picture_names()}
"""Each picture of the built-in rules' help by name (``picture_names`` adds a registered variant's)."""


def _width(glyph: Glyph) -> float:
    kind = glyph[0]
    if kind == "arrow":
        return 40.0
    if kind in ("sym", "gap", "bar"):
        return 26.0
    if kind == "pile":
        return 34.0 + len(glyph[2]) * (TOKEN + 4)
    return TOKEN + 10


def picture(name: str, ratio: float = 2.0) -> QImage:
    """The picture ``name`` as an image drawn at ``ratio`` device pixels a point (crisp on a HiDPI screen)."""
    drawn = glyphs(name)
    width = 20 + sum(_width(g) for g in drawn)
    image = QImage(round(width * ratio), round(HEIGHT * ratio), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    painter.setPen(QPen(QColor(PANEL_EDGE), 1.5))
    painter.setBrush(QColor(BOARD_BG))
    painter.drawRoundedRect(QRectF(1, 1, width - 2, HEIGHT - 2), 10, 10)
    x = 10.0
    for glyph in drawn:
        _paint(painter, glyph, x)
        x += _width(glyph)
    painter.end()
    return image


def _paint(painter: QPainter, glyph: Glyph, x: float) -> None:
    kind = glyph[0]
    mid = HEIGHT / 2 + 3
    centre = QPointF(x + _width(glyph) / 2, mid)
    if kind == "token":
        _, colour, count, crowned = glyph
        draw_token(painter, colour, centre, TOKEN, count or None)
        if crowned:
            _crown(painter, QRectF(centre.x() - 10, mid - TOKEN * 0.58 - 12, 20, 13))
    elif kind == "crown":
        _crown(painter, QRectF(centre.x() - TOKEN * 0.45, mid - TOKEN * 0.32, TOKEN * 0.9, TOKEN * 0.63))
    elif kind == "arrow":
        _arrow(painter, x + 6, x + _width(glyph) - 6, mid)
    elif kind == "sym":
        font = painter.font()
        font.setPixelSize(26)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(TEXT))
        painter.drawText(QRectF(x, 0, _width(glyph), HEIGHT), Qt.AlignmentFlag.AlignCenter, glyph[1])
    elif kind == "castle":
        _, side, sides = glyph
        painter.setPen(QPen(QColor("#111111"), 1.5))
        painter.setBrush(side_qcolor(side, sides))
        painter.drawPath(castle_path(QRectF(centre.x() - 15, mid - 14, 30, 26)))
    elif kind == "disc":
        rect = QRectF(centre.x() - 16, mid - 16, 32, 32)
        paint_disc(painter, glyph[1], rect, QColor("#efe6cc"), QColor("#2a1d00"), QColor(GOLD))
    elif kind == "seat":
        _, number, side = glyph
        rect = QRectF(centre.x() - 16, mid - 16, 32, 32)
        paint_disc(painter, number, rect, side_qcolor(side, 2), side_ink(side), QColor(TEXT))
    elif kind == "bar":
        painter.setPen(QPen(QColor(PANEL_EDGE), 2))
        painter.drawLine(QPointF(centre.x(), 10), QPointF(centre.x(), HEIGHT - 10))
    elif kind == "pile":
        _, label, faces = glyph
        font = painter.font()
        font.setPixelSize(18)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QPen(QColor(GOLD), 1.5))
        painter.setBrush(QColor("#3a5d52"))
        painter.drawRoundedRect(QRectF(x + 2, 8, _width(glyph) - 8, HEIGHT - 12), 8, 8)
        painter.setPen(QColor(TEXT))
        painter.drawText(QRectF(x + 6, 0, 20, HEIGHT), Qt.AlignmentFlag.AlignCenter, label)
        for i, (colour, count) in enumerate(faces):
            draw_token(painter, colour, QPointF(x + 26 + i * (TOKEN + 4) + TOKEN / 2, mid), TOKEN * 0.9, count)


def _crown(painter: QPainter, rect: QRectF) -> None:
    painter.setPen(QPen(QColor("#5a4210"), 1.5))
    painter.setBrush(QColor(GOLD))
    painter.drawPath(crown_path(rect))


def _arrow(painter: QPainter, x0: float, x1: float, y: float) -> None:
    painter.setPen(QPen(QColor(TEXT), 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(QPointF(x0, y), QPointF(x1 - 4, y))
    head = QPainterPath()
    head.moveTo(x1, y)
    head.lineTo(x1 - 10, y - 7)
    head.lineTo(x1 - 10, y + 7)
    head.closeSubpath()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(TEXT))
    painter.drawPath(head)
