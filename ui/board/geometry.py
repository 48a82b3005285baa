"""Where things are on the board: the ring of 15 provinces and the seats around it.

Angles are degrees clockwise from 12 o'clock; province 0 is centred at the
top. Scene units are arbitrary (the view scales the scene to the window).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath

from carolus.engine.constants import NUM_PROVINCES

PROVINCE_DEG = 360.0 / NUM_PROVINCES
R_IN = 250.0
R_OUT = 470.0
R_CASTLE = 450.0
"""Castles sit on the outer edge, clear of the knights' count badges."""
R_KNIGHTS_OUT = 392.0
R_KNIGHTS_IN = 339.0
R_KNIGHTS_MID = 364.0
R_EMPEROR = 283.0
R_LABEL = 512.0
R_STEP = R_OUT + 20.0
STEP_R = 20.0
"""The step badge of a reachable region: centred just outside the ring, this radius, so that even a pill
(``1/6``) at 3 o'clock ends before the region names begin (names_item.NAME_CLEAR)."""
REGION_GAP_DEG = 0.7
"""Half the angular gap between two regions, so each reads as its own territory."""

SEAT_W = 300.0
SEAT_H = 250.0
SEAT_SCALE = 1.3
"""Seat boxes are laid out at 300x250 and drawn this much larger, in the corners around the ring."""
MARGIN = 14.0
HALF_H = 560.0
CLEAR_R = R_LABEL + 28.0
"""Nothing of a seat box comes closer to the centre than this: the step badges of reachable regions stay free."""
_INNER_Y = HALF_H - MARGIN - SEAT_H * SEAT_SCALE
HALF_W = math.ceil(math.sqrt(CLEAR_R**2 - _INNER_Y**2) + SEAT_W * SEAT_SCALE + MARGIN)
"""Wide enough that a corner box just clears the ring: the board fills a landscape window."""
SCENE_RECT = QRectF(-HALF_W, -HALF_H, 2 * HALF_W, 2 * HALF_H)


def polar(r: float, deg: float) -> QPointF:
    """The point at radius ``r`` and angle ``deg`` (clockwise from the top)."""
    a = math.radians(deg)
    return QPointF(r * math.sin(a), -r * math.cos(a))


def province_start(province: int) -> float:
    return province * PROVINCE_DEG - PROVINCE_DEG / 2


def span(provinces: Sequence[int]) -> tuple[float, float]:
    """Start angle and sweep of a region's arc (provinces in clockwise order, may wrap)."""
    return province_start(provinces[0]), PROVINCE_DEG * len(provinces)


def mid_angle(provinces: Sequence[int]) -> float:
    start, sweep = span(provinces)
    return start + sweep / 2


def band_path(start: float, sweep: float, r_in: float = R_IN, r_out: float = R_OUT, gap: float = 0.0) -> QPainterPath:
    """A filled annular sector from ``start`` clockwise over ``sweep`` degrees."""
    a0 = start + gap
    a1 = start + sweep - gap
    path = QPainterPath()
    path.moveTo(polar(r_out, a0))
    path.arcTo(QRectF(-r_out, -r_out, 2 * r_out, 2 * r_out), 90.0 - a0, -(a1 - a0))
    path.lineTo(polar(r_in, a1))
    path.arcTo(QRectF(-r_in, -r_in, 2 * r_in, 2 * r_in), 90.0 - a1, a1 - a0)
    path.closeSubpath()
    return path


def knight_slots(provinces: Sequence[int], count: int) -> list[QPointF]:
    """Centres for ``count`` knight tokens inside a region, upright, spread over its arc."""
    if count == 0:
        return []
    start, sweep = span(provinces)
    if len(provinces) >= 2:
        # one row along the middle of the band: enough room for five tokens
        step = sweep / count
        return [polar(R_KNIGHTS_MID, start + step * (i + 0.5)) for i in range(count)]
    outer = count if count <= 2 else (count + 1) // 2 if count < 5 else 3
    inner = count - outer
    slots = [polar(R_KNIGHTS_OUT, start + sweep * (i + 0.5) / outer) for i in range(outer)]
    slots += [polar(R_KNIGHTS_IN, start + sweep * (i + 0.5) / inner) for i in range(inner)]
    return slots


def castle_slots(provinces: Sequence[int], count: int) -> list[QPointF]:
    """Centres for ``count`` castles along the outer edge of a region."""
    start, sweep = span(provinces)
    pad = min(6.0, sweep * 0.15)
    return [polar(R_CASTLE, start + pad + (sweep - 2 * pad) * (i + 0.5) / count) for i in range(count)]


def emperor_point(provinces: Sequence[int]) -> QPointF:
    return polar(R_EMPEROR, mid_angle(provinces))


def corner(index: int) -> QPointF:
    """Top-left of a seat-sized box in corner ``index``: 0 top left, 1 top right, 2 bottom right, 3 bottom left."""
    w, h = SEAT_W * SEAT_SCALE, SEAT_H * SEAT_SCALE
    left = SCENE_RECT.left() + MARGIN
    right = SCENE_RECT.right() - MARGIN - w
    top = SCENE_RECT.top() + MARGIN
    bottom = SCENE_RECT.bottom() - MARGIN - h
    return [QPointF(left, top), QPointF(right, top), QPointF(right, bottom), QPointF(left, bottom)][index]


def seat_corner(seat: int, players: int) -> int:
    """Seats go clockwise from the top left; with two players they face each other across the top."""
    return seat


def seat_origin(seat: int, players: int) -> QPointF:
    return corner(seat_corner(seat, players))


def free_corners(players: int) -> list[int]:
    return [c for c in range(4) if c not in {seat_corner(s, players) for s in range(players)}]
