"""The regions' names around the ring, outside the step badges; one item for all, repainted only when the
regions change shape (a merge), not on every redraw. Each name is a small cached child: one picture of the
whole ring's width would be a megapixel to blend whenever anything near the ring repaints."""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from . import geometry as geo
from .palette import TEXT
from .provinces import board_tr, region_name

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
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        self.font = QFont()
        self.font.setPixelSize(NAME_PX)
        self.font.setWeight(QFont.Weight.DemiBold)
        self.labels: list[tuple[str, QRectF]] = []
        self._shape: tuple[tuple[int, ...], ...] = ()
        self._items: list[_NameLabel] = []
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
            text = region_name(provinces, board_tr)
            w, h = metrics.horizontalAdvance(text) + 4, metrics.height()
            self.labels.append((text, QRectF(*_free_place(provinces, w, h))))
        kept = {(item.text, item.rect.getRect()): item for item in self._items}
        items = []
        for text, rect in self.labels:
            item = kept.pop((text, rect.getRect()), None)
            items.append(item if item is not None else _NameLabel(text, rect, self.font, self))
        scene = self.scene()
        for item in kept.values():
            if scene is not None:
                scene.removeItem(item)
            item.setParentItem(None)  # type: ignore[arg-type]  # None: no parent (the stub wants an item)
        self._items = items
        self.prepareGeometryChange()
        r = R_NAME + 80
        bounds = QRectF(-r, -r, 2 * r, 2 * r)
        for _text, rect in self.labels:  # a long name pushed out at 3 o'clock reaches further
            bounds = bounds.united(rect.adjusted(-2, -2, 4, 4))
        self._bounds = bounds

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
        pass  # the names paint themselves


class _NameLabel(QGraphicsItem):
    """One region's name with its shadow, in a cached picture of its own."""

    def __init__(self, text: str, rect: QRectF, font: QFont, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.text = text
        self.rect = rect
        self.font = font
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(0, 0, 2, 2)

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setFont(self.font)
        painter.setPen(QColor(0, 0, 0, 120))
        painter.drawText(self.rect.translated(1.5, 1.5), Qt.AlignmentFlag.AlignCenter, self.text)
        painter.setPen(QColor(TEXT))
        painter.drawText(self.rect, Qt.AlignmentFlag.AlignCenter, self.text)


def _corner_boxes() -> list[QRectF]:
    w, h = geo.SEAT_W * geo.SEAT_SCALE, geo.SEAT_H * geo.SEAT_SCALE
    return [QRectF(geo.corner(i), geo.corner(i) + QPointF(w, h)).adjusted(-10, -10, 10, 10) for i in range(4)]


@functools.lru_cache(maxsize=512)
def _free_place(provinces: tuple[int, ...], w: float, h: float) -> tuple[float, float, float, float]:
    """Where the name goes (x, y, width, height): at the region's middle angle if no corner box is there, else as
    near it along the region's arc as is free (a long merged region at 3 o'clock reaches under a seat box).
    Remembered: a merge asked it again for every region of the ring."""
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
                return (rect.x(), rect.y(), rect.width(), rect.height())
    assert fallback is not None
    return (fallback.x(), fallback.y(), fallback.width(), fallback.height())


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
