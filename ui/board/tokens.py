"""Painting helpers shared by the board items and the player panel: a knight token with its count."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from .heraldry import paint_arms


def paint_badge(painter: QPainter, centre: QPointF, radius: float, text: str, fill: QColor | None = None,
                ink: QColor | None = None) -> None:
    """A round count badge (white with dark text unless told otherwise)."""
    painter.save()
    painter.setPen(QPen(QColor(30, 24, 14), max(1.0, radius * 0.14)))
    painter.setBrush(fill or QColor("#fbf8ef"))
    painter.drawEllipse(centre, radius, radius)
    font = painter.font()
    font.setBold(True)
    font.setPixelSize(max(1, int(radius * (1.35 if len(text) < 2 else 1.1))))
    painter.setFont(font)
    painter.setPen(ink or QColor("#1d1a14"))
    painter.drawText(QRectF(centre.x() - radius * 1.4, centre.y() - radius, radius * 2.8, radius * 2),
                     Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()


def paint_token(painter: QPainter, colour: int, centre: QPointF, width: float, count: int | None,
                dim: bool = False) -> None:
    """A knight colour's coat of arms centred on ``centre``, with its count badge at the lower right."""
    height = width * 1.16
    rect = QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)
    paint_arms(painter, colour, rect, dim=dim)
    if count is not None:
        r = width * 0.3
        paint_badge(painter, QPointF(rect.right() - r * 0.35, rect.bottom() - r * 0.55), r, str(count),
                    fill=QColor("#fbf8ef") if not dim else QColor(251, 248, 239, 120))
