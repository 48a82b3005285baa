"""The regions' names around the ring, outside the step badges; one item for all, repainted only when the
regions change shape (a merge), not on every redraw."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from ..narration import region_name
from . import geometry as geo
from .palette import TEXT

NAME_PX = 24
"""Scene pixels: about 12 screen pixels on a 1366x768 window."""
R_NAME = geo.R_LABEL + 34
NAME_CLEAR = geo.R_LABEL + 18
"""No part of a name comes nearer the centre than this: clear of the ring and most of the step badges."""


class RegionNames(QGraphicsObject):
    """Each region's name, centred outside the ring at its middle angle."""

    def __init__(self) -> None:
        super().__init__()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(2)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # any redraw near the ring exposes it
        self.font = QFont()
        self.font.setPixelSize(NAME_PX)
        self.font.setWeight(QFont.Weight.DemiBold)
        self.labels: list[tuple[str, QRectF]] = []
        self._shape: tuple[tuple[int, ...], ...] = ()
        r = R_NAME + 80
        self._bounds = QRectF(-r, -r, 2 * r, 2 * r)

    def set_regions(self, regions: Sequence[Sequence[int]]) -> None:
        shape = tuple(tuple(p) for p in regions)
        if shape == self._shape:
            return
        self._shape = shape
        metrics = QFontMetricsF(self.font)
        self.labels = []
        for provinces in shape:
            text = region_name(provinces)
            w, h = metrics.horizontalAdvance(text) + 4, metrics.height()
            self.labels.append((text, _free_place(provinces, w, h)))
        self.prepareGeometryChange()
        r = R_NAME + 80
        bounds = QRectF(-r, -r, 2 * r, 2 * r)
        for _text, rect in self.labels:  # a long name pushed out at 3 o'clock reaches further
            bounds = bounds.united(rect.adjusted(-2, -2, 4, 4))
        self._bounds = bounds
        self.update()

    def text_of(self, province: int) -> str:
        for provinces, (text, _) in zip(self._shape, self.labels):
            if province in provinces:
                return text
        raise KeyError(province)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        for _, rect in self.labels:
            path.addRect(rect)
        return path

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setFont(self.font)
        shadow = QColor(0, 0, 0, 120)
        ink = QColor(TEXT)
        for text, rect in self.labels:
            painter.setPen(shadow)
            painter.drawText(rect.translated(1.5, 1.5), Qt.AlignmentFlag.AlignCenter, text)
            painter.setPen(ink)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def _corner_boxes() -> list[QRectF]:
    w, h = geo.SEAT_W * geo.SEAT_SCALE, geo.SEAT_H * geo.SEAT_SCALE
    return [QRectF(geo.corner(i), geo.corner(i) + QPointF(w, h)).adjusted(-10, -10, 10, 10) for i in range(4)]


def _free_place(provinces: Sequence[int], w: float, h: float) -> QRectF:
    """Where the name goes: at the region's middle angle if no corner box is there, else as near it along the
    region's arc as is free (a long merged region at 3 o'clock reaches under a seat box)."""
    start, sweep = geo.span(provinces)
    mid = start + sweep / 2
    offsets = [0.0]
    for k in range(1, 13):
        offsets += [k * sweep / 26, -k * sweep / 26]
    boxes = _corner_boxes()
    fallback = None
    for r in (R_NAME, R_NAME - 14):
        for off in offsets:
            rect = _outside(r, mid + off, w, h)
            if fallback is None:
                fallback = rect
            if not any(rect.intersects(box) for box in boxes) and geo.SCENE_RECT.contains(rect):
                return rect
    assert fallback is not None
    return fallback


def _outside(r: float, deg: float, w: float, h: float) -> QRectF:
    """A ``w`` x ``h`` box centred at angle ``deg``, at radius ``r`` or as much further out as keeps all of it
    NAME_CLEAR from the centre: a long name at 3 or 9 o'clock would otherwise reach under the ring."""
    while True:
        centre = geo.polar(r, deg)
        rect = QRectF(centre - QPointF(w / 2, h / 2), centre + QPointF(w / 2, h / 2))
        nx = min(max(0.0, rect.left()), rect.right()) if rect.left() > 0 or rect.right() < 0 else 0.0
        ny = min(max(0.0, rect.top()), rect.bottom()) if rect.top() > 0 or rect.bottom() < 0 else 0.0
        if math.hypot(nx, ny) >= NAME_CLEAR or r > R_NAME + 300:
            return rect
        r += 2.0
