"""Vector art: coats of arms for the five knight colours, castles, the emperor.

Every knight colour has its own charge (cross, tower, star, chevron, crescent)
so the board reads without colour vision. All shapes are QPainterPaths built
in a given rect, so they stay crisp at any zoom and device pixel ratio.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen

from .palette import EMPEROR, GOLD, colour_ink, colour_qcolor

CHARGES: tuple[str, ...] = ("cross", "tower", "star", "chevron", "crescent")
"""The charge of each knight colour, canonical order (blue .. yellow)."""


def shield_path(rect: QRectF) -> QPainterPath:
    """A heater shield filling ``rect``: flat top, curved sides to a point."""
    x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    path = QPainterPath()
    path.moveTo(x, y)
    path.lineTo(x + w, y)
    path.lineTo(x + w, y + h * 0.45)
    path.cubicTo(x + w, y + h * 0.78, x + w * 0.68, y + h * 0.92, x + w / 2, y + h)
    path.cubicTo(x + w * 0.32, y + h * 0.92, x, y + h * 0.78, x, y + h * 0.45)
    path.closeSubpath()
    return path


def _star(cx: float, cy: float, r_out: float, r_in: float, points: int = 5) -> QPainterPath:
    path = QPainterPath()
    for i in range(points * 2):
        r = r_out if i % 2 == 0 else r_in
        a = math.pi * i / points - math.pi / 2
        p = QPointF(cx + r * math.cos(a), cy + r * math.sin(a))
        if i == 0:
            path.moveTo(p)
        else:
            path.lineTo(p)
    path.closeSubpath()
    return path


def charge_path(colour: int, rect: QRectF) -> QPainterPath:
    """The charge of ``colour`` drawn inside ``rect`` (the shield's field)."""
    cx, cy = rect.center().x(), rect.center().y()
    s = min(rect.width(), rect.height())
    path = QPainterPath()
    kind = CHARGES[colour]
    if kind == "cross":
        t = s * 0.22
        path.addRect(QRectF(cx - t / 2, cy - s * 0.42, t, s * 0.84))
        path.addRect(QRectF(cx - s * 0.38, cy - s * 0.12 - t / 2, s * 0.76, t))
        path.setFillRule(Qt.FillRule.WindingFill)
    elif kind == "tower":
        w, h = s * 0.56, s * 0.66
        left, top = cx - w / 2, cy - h / 2
        m = w / 5
        path.moveTo(left, top + h)
        path.lineTo(left, top)
        for i in range(5):
            x0 = left + i * m
            if i % 2 == 0:
                path.lineTo(x0 + m, top)
                path.lineTo(x0 + m, top + m)
            else:
                path.lineTo(x0 + m, top + m)
                path.lineTo(x0 + m, top)
        path.lineTo(left + w, top + h)
        path.closeSubpath()
        door = QPainterPath()
        door.addRoundedRect(QRectF(cx - w * 0.15, top + h * 0.58, w * 0.3, h * 0.42), w * 0.15, w * 0.15)
        path = path.subtracted(door)
    elif kind == "star":
        path = _star(cx, cy + s * 0.02, s * 0.44, s * 0.18)
    elif kind == "chevron":
        t = s * 0.2
        path.moveTo(cx - s * 0.44, cy + s * 0.26)
        path.lineTo(cx, cy - s * 0.2)
        path.lineTo(cx + s * 0.44, cy + s * 0.26)
        path.lineTo(cx + s * 0.44, cy + s * 0.26 + t)
        path.lineTo(cx, cy - s * 0.2 + t)
        path.lineTo(cx - s * 0.44, cy + s * 0.26 + t)
        path.closeSubpath()
        path.translate(0, -t / 2)
    else:  # crescent
        outer = QPainterPath()
        outer.addEllipse(QPointF(cx, cy), s * 0.4, s * 0.4)
        inner = QPainterPath()
        inner.addEllipse(QPointF(cx, cy - s * 0.16), s * 0.34, s * 0.32)
        path = outer.subtracted(inner)
    return path


def paint_arms(painter: QPainter, colour: int, rect: QRectF, dim: bool = False, outline: QColor | None = None) -> None:
    """Paint the coat of arms of ``colour`` (shield plus charge) in ``rect``; ``dim`` greys it out."""
    shield = shield_path(rect)
    fill = colour_qcolor(colour)
    ink = colour_ink(colour)
    edge = outline or QColor(20, 16, 10, 220)
    if dim:
        # an empty slot: the colour's outline and charge, faintly, so the slot still says which colour it is
        edge = QColor(fill)
        edge.setAlphaF(0.75)
        ink = QColor(fill)
        ink.setAlphaF(0.55)
        fill.setAlphaF(0.12)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    pen_w = max(1.0, rect.width() * 0.06)
    painter.setPen(QPen(edge, pen_w))
    painter.setBrush(fill)
    painter.drawPath(shield)
    field = QRectF(
        rect.x() + rect.width() * 0.15, rect.y() + rect.height() * 0.1, rect.width() * 0.7, rect.height() * 0.7
    )
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink)
    painter.drawPath(charge_path(colour, field))
    painter.restore()


def castle_path(rect: QRectF) -> QPainterPath:
    """A small keep with three merlons and a gate, filling ``rect``."""
    x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    m = w / 7
    path = QPainterPath()
    path.moveTo(x, y + h)
    path.lineTo(x, y + h * 0.22)
    for i in range(7):
        x0 = x + i * m
        if i % 2 == 0:
            path.lineTo(x0, y)
            path.lineTo(x0 + m, y)
            path.lineTo(x0 + m, y + h * 0.22)
        else:
            path.lineTo(x0 + m, y + h * 0.22)
    path.lineTo(x + w, y + h)
    path.closeSubpath()
    gate = QPainterPath()
    gate.moveTo(x + w * 0.38, y + h)
    gate.lineTo(x + w * 0.38, y + h * 0.68)
    gate.quadTo(x + w * 0.5, y + h * 0.5, x + w * 0.62, y + h * 0.68)
    gate.lineTo(x + w * 0.62, y + h)
    gate.closeSubpath()
    return path.subtracted(gate)


def crown_path(rect: QRectF) -> QPainterPath:
    """An open crown with five points: the emperor and the crown die face."""
    x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    path = QPainterPath()
    path.moveTo(x, y + h)
    path.lineTo(x, y + h * 0.25)
    path.lineTo(x + w * 0.25, y + h * 0.55)
    path.lineTo(x + w * 0.5, y)
    path.lineTo(x + w * 0.75, y + h * 0.55)
    path.lineTo(x + w, y + h * 0.25)
    path.lineTo(x + w, y + h)
    path.closeSubpath()
    return path


def paint_emperor(painter: QPainter, rect: QRectF) -> None:
    """The emperor: a purple figure under a gold crown, readable as one shape."""
    x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    body = QPainterPath()
    body.moveTo(x + w * 0.12, y + h)
    body.cubicTo(x + w * 0.15, y + h * 0.55, x + w * 0.3, y + h * 0.45, x + w * 0.5, y + h * 0.45)
    body.cubicTo(x + w * 0.7, y + h * 0.45, x + w * 0.85, y + h * 0.55, x + w * 0.88, y + h)
    body.closeSubpath()
    body.addEllipse(QRectF(x + w * 0.33, y + h * 0.2, w * 0.34, h * 0.3))
    body.setFillRule(Qt.FillRule.WindingFill)
    painter.setPen(QPen(QColor("#1a0f1f"), max(1.0, w * 0.04)))
    painter.setBrush(QColor(EMPEROR))
    painter.drawPath(body)
    painter.setBrush(QColor(GOLD))
    painter.drawPath(crown_path(QRectF(x + w * 0.28, y, w * 0.44, h * 0.22)))
    painter.restore()


def paint_disc(painter: QPainter, value: int, rect: QRectF, fill: QColor, ink: QColor, edge: QColor) -> None:
    """A round disc showing ``value`` pips-and-number, for the disc chooser and the panels."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(edge, max(1.0, rect.width() * 0.06)))
    painter.setBrush(QBrush(fill))
    painter.drawEllipse(rect)
    font = painter.font()
    font.setBold(True)
    font.setPixelSize(max(1, round(rect.height() * 0.62)))  # a disc in a turn-order row stays legible
    painter.setFont(font)
    painter.setPen(ink)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(value))
    painter.restore()
