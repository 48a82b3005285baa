"""The result panel's celebration of a win: gold streamers rain over the whole board while the panel's golden
frame glows three times, about three seconds in all, then everything goes. Qt's animation framework drives it
(a ``QVariantAnimation`` for the rain, a ``QSequentialAnimationGroup`` of ``QPropertyAnimation`` on a
``QGraphicsDropShadowEffect`` for the glow); no sound (that is the sound settings' business)."""

from __future__ import annotations

import math
from random import Random

from PySide6.QtCore import QEasingCurve, QPointF, QPropertyAnimation, QSequentialAnimationGroup, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPolygonF
from PySide6.QtWidgets import QGraphicsDropShadowEffect, QWidget

from ..board.palette import KNIGHT_HEX

RAIN_MS = 3200
STREAMERS = 90
GOLD = "#ffcf40"
GLOW_PULSES = 3
GLOW_MS = 450
"""Each half of a glow pulse (up, then down)."""


class Streamers(QWidget):
    """Streamers falling over ``parent`` (the board view), under nothing a click needs; deletes itself when done."""

    def __init__(self, parent: QWidget, seed: int = 11) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setGeometry(parent.rect())
        rng = Random(seed)
        colours = [QColor(GOLD), QColor(GOLD), QColor("#fff4c4")] + [QColor(h) for h in KNIGHT_HEX]
        self.bits = [
            (
                rng.random(),  # x across the board
                rng.uniform(-0.6, 0.0),  # start above the top, staggered
                rng.uniform(0.55, 0.95),  # fall speed, board heights per second
                rng.uniform(0, 2 * math.pi),  # sway phase
                rng.uniform(0, 360),  # spin
                rng.choice(colours),
                rng.uniform(7, 13),  # size in pixels
            )
            for _ in range(STREAMERS)
        ]
        self.t = 0.0
        self.animation = QVariantAnimation(self)
        self.animation.setStartValue(0.0)
        self.animation.setEndValue(1.0)
        self.animation.setDuration(RAIN_MS)
        self.animation.valueChanged.connect(self._step)
        self.animation.finished.connect(self.deleteLater)

    def start(self) -> None:
        self.show()
        self.raise_()
        self.animation.start()

    def _step(self, value: float) -> None:
        self.t = float(value)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        w, h = self.width(), self.height()
        seconds = self.t * RAIN_MS / 1000
        fade = max(0.0, 1.0 - max(0.0, self.t - 0.75) / 0.25)
        for x, y0, speed, phase, spin, colour, size in self.bits:
            y = (y0 + speed * seconds) * h
            if y < -20 or y > h + 20:
                continue
            cx = x * w + math.sin(phase + 3 * seconds) * 18
            angle = math.radians(spin + 220 * seconds)
            colour = QColor(colour)
            colour.setAlphaF(0.9 * fade)
            painter.setBrush(colour)
            dx, dy = math.cos(angle) * size, math.sin(angle) * size * 0.45
            painter.drawPolygon(
                QPolygonF(
                    [
                        QPointF(cx - dx, y - dy),
                        QPointF(cx + dy * 0.5, y - dx * 0.2),
                        QPointF(cx + dx, y + dy),
                        QPointF(cx - dy * 0.5, y + dx * 0.2),
                    ]
                )
            )
        painter.end()


def glow(panel: QWidget) -> QSequentialAnimationGroup:
    """Pulse a golden glow around ``panel`` ``GLOW_PULSES`` times; it settles to a faint one."""
    effect = QGraphicsDropShadowEffect(panel)
    effect.setColor(QColor(GOLD))
    effect.setOffset(0, 0)
    effect.setBlurRadius(0)
    panel.setGraphicsEffect(effect)
    group = QSequentialAnimationGroup(panel)
    for k in range(GLOW_PULSES):
        up = QPropertyAnimation(effect, b"blurRadius", group)
        up.setDuration(GLOW_MS)
        up.setStartValue(8.0 if k else 0.0)
        up.setEndValue(48.0)
        up.setEasingCurve(QEasingCurve.Type.OutQuad)
        down = QPropertyAnimation(effect, b"blurRadius", group)
        down.setDuration(GLOW_MS)
        down.setStartValue(48.0)
        down.setEndValue(8.0)
        down.setEasingCurve(QEasingCurve.Type.InQuad)
        group.addAnimation(up)
        group.addAnimation(down)
    group.start()
    return group
