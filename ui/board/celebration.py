"""A moment of celebration when the person here wins: gold and knight-coloured pennants burst from the ring's
centre and drift down over the board for two and a half seconds, then go. They are big enough to read as
pennants in a 1366x768 window (at least 14 pixels; they were 5-pixel specks) and outlined, so the pale ones
show on the pale ring."""

from __future__ import annotations

import math
from random import Random

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsObject

from . import geometry as geo
from .palette import KNIGHT_HEX

DURATION_MS = 2500
COUNT = 90
SIZES = (28.0, 46.0)
"""Scene units, the length of a pennant: a 1366x768 window shows the scene at about half size."""
SOLID_UNTIL = 0.7
"""Share of the time the pennants stay fully opaque before they fade."""


class Celebration(QGraphicsObject):
    """Pennants flying out and falling; removes itself from the scene when done."""

    def __init__(self, seed: int = 7) -> None:
        super().__init__()
        self.setZValue(40)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        rng = Random(seed)
        colours = [QColor("#ffd54a"), QColor("#f6f1e4")] + [QColor(h) for h in KNIGHT_HEX]
        self.bits = []
        for _ in range(COUNT):
            angle = rng.uniform(0, 2 * math.pi)
            speed = rng.uniform(280, 640)
            self.bits.append(
                (
                    math.cos(angle) * speed,
                    math.sin(angle) * speed - 250,
                    rng.uniform(0, 360),
                    rng.uniform(-540, 540),
                    rng.choice(colours),
                    rng.uniform(*SIZES),
                )
            )
        self.t = 0.0
        self.animation = QVariantAnimation(self)
        self.animation.setStartValue(0.0)
        self.animation.setEndValue(1.0)
        self.animation.setDuration(DURATION_MS)
        self.animation.setEasingCurve(QEasingCurve.Type.Linear)
        self.animation.valueChanged.connect(self._step)
        self.animation.finished.connect(self._done)

    def start(self) -> None:
        self.animation.start()

    def _step(self, value: float) -> None:
        self.t = float(value)
        self.update()

    def _done(self) -> None:
        scene = self.scene()
        if scene is not None:
            scene.removeItem(self)

    def boundingRect(self) -> QRectF:
        return geo.SCENE_RECT

    def opacity_at(self, t: float) -> float:
        """How opaque the pennants are at ``t`` (0 to 1 of the time)."""
        return max(0.0, 1.0 - max(0.0, t - SOLID_UNTIL) / (1.0 - SOLID_UNTIL))

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        seconds = self.t * DURATION_MS / 1000
        fade = self.opacity_at(self.t)
        edge = QColor(20, 16, 10)
        edge.setAlphaF(fade * 0.8)
        painter.setPen(QPen(edge, 1.5))
        for vx, vy, spin0, spin, colour, size in self.bits:
            x = vx * seconds
            y = vy * seconds + 300 * seconds * seconds  # a throw, then falling
            c = QColor(colour)
            c.setAlphaF(fade)
            painter.save()
            painter.translate(QPointF(x, y))
            painter.rotate(spin0 + spin * seconds)
            painter.setBrush(c)
            painter.drawPolygon(
                QPolygonF([QPointF(-size / 2, -size / 3), QPointF(size / 2, 0), QPointF(-size / 2, size / 3)])
            )
            painter.restore()
