"""The free band left of the ring, between the two left seat boxes: where the panels that only some games
need go (the 4-player castle race, the optional rules' panel), stacked, as large as the room allows and never
over a region's name, a step badge or the ring.

Pure geometry on rectangles: the scene hands over what must stay clear, this finds the places."""

from __future__ import annotations

import functools
import itertools
import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF

from . import geometry as geo
from .tokens import BADGE_MAX_W

GAP = 10.0
"""Scene units kept between a panel and anything it must not cover, and between two panels."""
MIN_SCALE = 0.5
RING_CLEAR = geo.R_OUT + 16


def band_rect() -> QRectF:
    """The left band: from the scene's left margin to the ring, between the two left corners' boxes."""
    box_h = geo.SEAT_H * geo.SEAT_SCALE
    top = geo.corner(0).y() + box_h + geo.MARGIN
    bottom = geo.corner(3).y() - geo.MARGIN
    left = geo.SCENE_RECT.left() + geo.MARGIN
    return QRectF(left, top, -geo.R_OUT - left, bottom - top)


def step_badge_rects(regions: Sequence[Sequence[int]]) -> list[QRectF]:
    """The widest step badge each region could show (a pill), wherever the emperor stands."""
    half_w = geo.STEP_R * BADGE_MAX_W / 2 + 2
    half_h = geo.STEP_R + 2
    rects = []
    for provinces in regions:
        p = geo.polar(geo.R_STEP, geo.mid_angle(provinces))
        rects.append(QRectF(p.x() - half_w, p.y() - half_h, 2 * half_w, 2 * half_h))
    return rects


def _blocked(x0: float, x1: float, obstacles: Sequence[QRectF]) -> list[tuple[float, float]]:
    """The y intervals a box spanning x0..x1 cannot take: obstacles it meets across, and the ring."""
    spans = [(r.top() - GAP, r.bottom() + GAP) for r in obstacles if r.left() - GAP < x1 and r.right() + GAP > x0]
    nearest = min(abs(x0), abs(x1)) if x0 * x1 > 0 else 0.0
    if nearest < RING_CLEAR:
        half = math.sqrt(RING_CLEAR**2 - nearest**2)
        spans.append((-half, half))
    return sorted(spans)


def _free(top: float, bottom: float, blocked: list[tuple[float, float]]) -> list[tuple[float, float]]:
    free = []
    y = top
    for a, b in blocked:
        if a > y:
            free.append((y, min(a, bottom)))
        y = max(y, b)
        if y >= bottom:
            break
    if y < bottom:
        free.append((y, bottom))
    return [(a, b) for a, b in free if b > a]


def stack(sizes: Sequence[tuple[float, float]], obstacles: Sequence[QRectF]) -> tuple[list[float], list[QPointF]]:
    """A scale and the top-left of each box (unscaled width, height), stacked top to bottom in the band at the
    left margin: the scales as large as they can be together (the smaller of them first, then their sum), each
    box in a free place below the one before, in either order. At the smallest scales, the band's top to bottom,
    overlapping what it must (the tests say when that happens)."""
    key = (tuple(sizes), tuple(r.getRect() for r in obstacles))
    return _stack(key)


@functools.lru_cache(maxsize=256)
def _stack(key: tuple) -> tuple[list[float], list[QPointF]]:
    sizes, rects = key
    obstacles = [QRectF(*r) for r in rects]
    band = band_rect()
    steps = [round(1.0 - 0.04 * i, 2) for i in range(int((1.0 - MIN_SCALE) / 0.04) + 1)]
    candidates = sorted(itertools.product(steps, repeat=len(sizes)), key=lambda c: (-min(c), -sum(c)))
    orders = list(itertools.permutations(range(len(sizes))))
    for scales in candidates:
        for order in orders:
            places = _try([sizes[i] for i in order], [scales[i] for i in order], obstacles, band)
            if places is not None:
                result = [QPointF()] * len(sizes)
                for i, place in zip(order, places):
                    result[i] = place
                return list(scales), result
    y = band.top()
    fallback = []
    for _w, h in sizes:
        fallback.append(QPointF(band.left(), y))
        y += h * MIN_SCALE + GAP
    return [MIN_SCALE] * len(sizes), fallback


def _try(
    sizes: Sequence[tuple[float, float]], scales: Sequence[float], obstacles: Sequence[QRectF], band: QRectF
) -> list[QPointF] | None:
    y = band.top()
    places = []
    for (w, h), scale in zip(sizes, scales):
        x0, x1 = band.left(), band.left() + w * scale
        free = _free(band.top(), band.bottom(), _blocked(x0, x1, obstacles))
        spot = next((max(a, y) for a, b in free if b - max(a, y) >= h * scale), None)
        if spot is None:
            return None
        places.append(QPointF(x0, spot))
        y = spot + h * scale + GAP
    return places
