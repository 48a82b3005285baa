"""Painting helpers shared by the board items and the player panel: a knight token with its count.

A token (shield, charge, count badge) is rendered once per device size into
a pixmap and then blitted: drawing ~100 antialiased paths per frame is what
made redraws slow. The pixmap is made at the painter's device scale, so it
stays as crisp as the vector drawing at any zoom and pixel ratio.
"""

from __future__ import annotations

import math
from collections import OrderedDict

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QPixmap

from .heraldry import paint_arms

TOKEN_CACHE_SIZE = 800
_tokens: OrderedDict[tuple, QPixmap] = OrderedDict()


BADGE_MAX_W = 3.2
"""The widest a badge gets, in radii (a pill for ``1/2/3``): items keep this much room around a badge."""
MIN_TEXT_PX = 14
"""The smallest text of the seat boxes and the key (drawn 1.3 times larger: 18 scene pixels, about 9.5 screen
pixels when a 1366x768 window shows the whole board, 10.3 since the hint no longer takes the board's height);
unscaled items use 18 and more themselves."""


TEXT_FLOOR = MIN_TEXT_PX
"""The smallest board text now: MIN_TEXT_PX, or more with the larger-text setting (``looks.apply``)."""


def clear_cache() -> None:
    """Forget the tokens' pictures (their badges' type follows the looks)."""
    _tokens.clear()


def set_font(painter: QPainter, px: float, bold: bool = False) -> None:
    """Size the painter's font in scene pixels, so board text scales with the board and not the desktop; never
    below TEXT_FLOOR (MIN_TEXT_PX, more with the larger-text setting)."""
    font = painter.font()
    font.setPixelSize(int(max(px, TEXT_FLOOR)))
    font.setBold(bold)
    painter.setFont(font)


def fit_font(painter: QPainter, text: str, width: float, px: float, bold: bool = False) -> None:
    """``set_font`` at ``px``, or in smaller type if the text would be wider than ``width`` at it: a word cut at
    both ends of a centred box reads as nonsense ("ndre un chevalier de la couleur de votre cho")."""
    set_font(painter, px, bold)
    need = painter.fontMetrics().horizontalAdvance(text)
    if need > width:
        font = painter.font()
        font.setPixelSize(max(1, int(font.pixelSize() * width / need)))
        painter.setFont(font)


def draw_wrapped(painter: QPainter, rect: QRectF, text: str) -> None:
    """Words wrapped in ``rect``, left-aligned and centred vertically, in the painter's type or smaller if they
    would overflow it (a box drawn for the usual type, with larger text set)."""
    flags = Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap
    font = painter.font()
    while font.pixelSize() > 8 and painter.boundingRect(rect, flags, text).height() > rect.height():
        font.setPixelSize(font.pixelSize() - 1)
        painter.setFont(font)
    painter.drawText(rect, flags, text)


def _badge_geometry(centre: QPointF, radius: float, text: str, base: QFont | None = None) -> tuple[QRectF, QFont]:
    """The box a badge takes and the font of its text: a round badge, or a pill as wide as a longer text needs
    up to BADGE_MAX_W radii, its type made smaller only if it must."""
    font = QFont(base) if base is not None else QFont()
    font.setBold(True)
    px = max(1, int(radius * (1.35 if len(text) < 2 else 1.25)))
    font.setPixelSize(px)
    width = QFontMetricsF(font).horizontalAdvance(text)
    room = radius * (BADGE_MAX_W - 0.5)
    if width > room:  # even the widest pill is too narrow: smaller type
        px = max(1, int(px * room / width))
        font.setPixelSize(px)
        width = QFontMetricsF(font).horizontalAdvance(text)
    half = max(radius, min(radius * BADGE_MAX_W / 2, (width + radius * 0.7) / 2))
    return QRectF(centre.x() - half, centre.y() - radius, 2 * half, 2 * radius), font


def badge_rect(centre: QPointF, radius: float, text: str) -> QRectF:
    """Where ``paint_badge`` paints (its outline included): what must stay clear of other text."""
    box, _ = _badge_geometry(centre, radius, text)
    pen = max(1.0, radius * 0.14)
    return box.adjusted(-pen / 2, -pen / 2, pen / 2, pen / 2)


def paint_badge(
    painter: QPainter, centre: QPointF, radius: float, text: str, fill: QColor | None = None, ink: QColor | None = None
) -> None:
    """A round count badge (white with dark text unless told otherwise); a longer text (``1/2/3``) gets a pill
    as wide as it needs, up to BADGE_MAX_W radii, its type made smaller only if it must."""
    painter.save()
    painter.setPen(QPen(QColor(30, 24, 14), max(1.0, radius * 0.14)))
    painter.setBrush(fill or QColor("#fbf8ef"))
    box, font = _badge_geometry(centre, radius, text, painter.font())
    if box.width() > 2 * radius + 1e-6:
        painter.drawRoundedRect(box, radius, radius)
    else:
        painter.drawEllipse(centre, radius, radius)
    painter.setFont(font)
    painter.setPen(ink or QColor("#1d1a14"))
    painter.drawText(box.adjusted(-radius * 0.2, 0, radius * 0.2, 0), Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()


def draw_token(
    painter: QPainter, colour: int, centre: QPointF, width: float, count: int | None, dim: bool = False
) -> None:
    """Paint a token as vectors, centred on ``centre`` (what the cached pixmaps are made of)."""
    height = width * 1.16
    rect = QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)
    paint_arms(painter, colour, rect, dim=dim)
    if count is not None:
        r = width * 0.3
        paint_badge(
            painter,
            QPointF(rect.right() - r * 0.35, rect.bottom() - r * 0.55),
            r,
            str(count),
            fill=QColor("#fbf8ef") if not dim else QColor(251, 248, 239, 120),
        )


def paint_token(
    painter: QPainter, colour: int, centre: QPointF, width: float, count: int | None, dim: bool = False
) -> None:
    """A knight colour's coat of arms centred on ``centre``, with its count badge at the lower right.

    The cached pixmap is blitted at whole device pixels: drawn through the painter's scale, each token was a
    filtered (smooth) image transform, several times slower than a plain copy."""
    t = painter.deviceTransform()
    scale = t.m11()
    if abs(t.m12()) > 1e-6 or abs(t.m21()) > 1e-6 or abs(t.m22() - scale) > 1e-6 or scale <= 0 or scale * width > 400:
        draw_token(painter, colour, centre, width, count, dim)
        return
    scale = round(scale * 64) / 64
    key = (colour, count, dim, width, scale)
    pixmap = _tokens.get(key)
    half_w, half_h = width * 0.74, width * 0.78
    if pixmap is None:
        pixmap = QPixmap(max(1, math.ceil(2 * half_w * scale)), max(1, math.ceil(2 * half_h * scale)))
        pixmap.fill(Qt.GlobalColor.transparent)
        p = QPainter(pixmap)
        p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        p.scale(scale, scale)
        p.setFont(painter.font())
        draw_token(p, colour, QPointF(half_w, half_h), width, count, dim)
        p.end()
        _tokens[key] = pixmap
        if len(_tokens) > TOKEN_CACHE_SIZE:
            _tokens.popitem(last=False)
    else:
        _tokens.move_to_end(key)
    corner = t.map(QPointF(centre.x() - half_w, centre.y() - half_h))  # device pixels
    ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
    pixmap.setDevicePixelRatio(ratio)  # after resetTransform only the device's own ratio scales the painting
    painter.save()
    painter.resetTransform()
    # what is left maps to the device: a grab's or a render's offset (QWidget.grab paints the view shifted)
    rest, _ = painter.deviceTransform().inverted()
    painter.drawPixmap(rest.map(QPointF(round(corner.x()), round(corner.y()))), pixmap)
    painter.restore()
