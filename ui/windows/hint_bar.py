"""The hint, or a quiet line of what the others just did, as a card in the board's free space right of the ring.

A bar over the board took about 55 px of a 1366x768 window's height at all
times, so the board was drawn smaller for a line that is mostly empty; and a
bar that came and went moved targets under the pointer. The card takes no room
from the window's layout: it lies over the board's empty strip between the
right-hand seat boxes and the region names, so it shows and hides without
moving or shrinking anything.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView, QLabel, QWidget

from ..board import geometry as geo

_HINT = (
    "QLabel#hint { padding: 6px 8px; color: #06283a; background: #d6f4ff; border: 2px solid #5fd7ff;"
    " border-radius: 8px; }"
)
_QUIET = (
    "QLabel#hint { padding: 6px 8px; color: #d5e3da; background: rgba(0, 0, 0, 60);"
    " border: 1px solid #55786b; border-radius: 8px; }"
)
_QUIET_OVER = _QUIET.replace("rgba(0, 0, 0, 60)", "#1f3a32")
"""Over the region names the quiet card is opaque: names showing through its words read as neither."""
GAP = 10.0
"""Scene units kept clear around the seat boxes and the region names."""
TEXT_PX = (11, 15)
"""The card's text size in pixels: as large as the text and the window allow within these bounds."""
BAND_WIDTH = 560
"""The widest the card gets under the board: longer lines are hard to follow."""
PX_PER_UNIT = 24.0
"""At most this many pixels of type per scene unit of board scale (about 13.5 px on a 1366x768 window)."""


def _labels(view: QGraphicsView, side: int) -> list[QRectF]:
    """The region names on ``side`` of the ring (1: right, -1: left), mirrored to the right for ``side`` -1, so
    that the strips are worked out once for both sides."""
    names = getattr(view.scene(), "names_item", None)
    rects = [rect for _text, rect in getattr(names, "labels", [])]
    if side > 0:
        return [r for r in rects if r.center().x() > 0]
    return [QRectF(-r.right(), r.top(), r.width(), r.height()) for r in rects if r.center().x() < 0]


def _boxes(view: QGraphicsView, side: int) -> list[QRectF]:
    """The board's boxes besides the seats (the castles in play, the key, the optional rules) on ``side`` of the
    ring, between the seat boxes, mirrored like ``_labels``: with four players the castles box stands halfway down
    the left."""
    rects = [
        item.sceneBoundingRect()
        for item in (getattr(view.scene(), name, None) for name in ("info", "key", "team_race", "variants"))
        if isinstance(item, QGraphicsItem) and item.isVisible()
    ]
    top = -geo.HALF_H + geo.MARGIN + geo.SEAT_H * geo.SEAT_SCALE + GAP
    rects = [r for r in rects if r.center().x() * side > 0 and r.bottom() > top and r.top() < -top]
    return rects if side > 0 else [QRectF(-r.right(), r.top(), r.width(), r.height()) for r in rects]


def _to_viewport(view: QGraphicsView, side: int, inner: float, y0: float, y1: float) -> QRect:
    """The viewport's rectangle from the scene's ``inner`` x (on ``side``) to the viewport's edge, ``y0`` to ``y1``."""
    a = view.mapFromScene(QPointF(side * inner, y0))
    b = view.mapFromScene(QPointF(side * geo.HALF_W, y1))
    if side > 0:
        right = view.viewport().width() - 8
        return QRect(a.x(), a.y(), max(0, right - a.x()), max(0, b.y() - a.y()))
    return QRect(8, a.y(), max(0, a.x() - 8), max(0, b.y() - a.y()))


def free_strips(view: QGraphicsView, side: int = 1) -> list[QRect]:
    """Viewport rectangles right of the ring (left of it with ``side`` -1), between that side's seat boxes (or
    key, or castles), clear of the region names, reaching to the viewport's edge (the board's side margin is free
    too): the whole height beyond every name, and each stretch between names that reach into it, from the ring's
    clearance."""
    top = -geo.HALF_H + geo.MARGIN + geo.SEAT_H * geo.SEAT_SCALE + GAP
    inside = sorted(
        (
            rect
            for rect in _labels(view, side) + _boxes(view, side)
            if rect.bottom() > top and rect.top() < -top and rect.right() + GAP > geo.CLEAR_R
        ),
        key=lambda r: r.top(),
    )
    spans = [(max([geo.CLEAR_R] + [r.right() + GAP for r in inside]), top, -top)]
    gaps, y = [], top
    for a, b in sorted((r.top() - GAP, r.bottom() + GAP) for r in inside):  # a box and a name may overlap
        if a > y:
            gaps.append((y, a))
        y = max(y, b)
    gaps.append((y, -top))
    spans += [(geo.CLEAR_R, a, b) for a, b in gaps if b - a > 40 and inside]
    return [_to_viewport(view, side, left, y0, y1) for left, y0, y1 in spans]


def whole_strip(view: QGraphicsView, side: int = 1) -> QRect:
    """The viewport's strip right of the ring (left with ``side`` -1) between that side's boxes, over the region
    names: the room for a text too long for the strips clear of them (a name hidden while the card is up is
    better than a text cut short)."""
    top = -geo.HALF_H + geo.MARGIN + geo.SEAT_H * geo.SEAT_SCALE + GAP
    names = _labels(view, side)
    y0, y1 = top, -top
    for r in names:  # a name across an edge stays out of the card: it is covered whole or not at all
        if r.top() < y1 < r.bottom() + 4:
            y1 = r.top() - 4
        if r.top() - 4 < y0 < r.bottom() + 4:
            y0 = r.bottom() + 4
    covered = [r.left() for r in names if r.bottom() > y0 and r.top() < y1]
    left = max(geo.R_OUT + 2, min([geo.CLEAR_R] + [x - 4 for x in covered]))  # a name covered whole, not its tail
    return _to_viewport(view, side, left, y0, y1)


def free_band(view: QGraphicsView) -> QRect:
    """The viewport's band under the board when the window is taller than the board's shape (a 5:4 screen): at
    most BAND_WIDTH wide, centred; empty when there is no such band."""
    bottom = view.mapFromScene(QPointF(0, geo.HALF_H)).y() + 4
    port = view.viewport().rect()
    width = min(BAND_WIDTH, port.width() - 16)
    return QRect((port.width() - width) // 2, bottom, max(0, width), max(0, port.bottom() - 4 - bottom))


class HintBar(QLabel):
    """``show_hint`` (blue card) or ``show_quiet`` (muted); the full text is the tooltip. Lies over its board
    view (its parent); ``place`` fits it to the free strip after a resize."""

    def __init__(self, parent: QWidget | None = None, side: int = 1) -> None:
        super().__init__(parent)
        self.side = side
        """1: right of the ring; -1: left of it (the spill card)."""
        self.spill: HintBar | None = HintBar(parent, -1) if side > 0 else None
        """The second card, left of the ring: the others' last turns that do not fit on the right (three or four
        players at 1366x768 were cut with an ellipsis in every language); never a hint."""
        self.setObjectName("hint")
        self.setTextFormat(Qt.TextFormat.PlainText)  # it shows player names, which may come from peers
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.hint_shown = False
        self.over_names = False
        """The card lies over the region names (its text too long for the room clear of them)."""
        self.full_text = ""
        self.show_quiet("")

    def text(self) -> str:
        """The whole hint, also when the card shows it cut short."""
        return self.full_text

    def shown_text(self) -> str:
        """What the cards show: the hint, or its beginning with an ellipsis when the room is short; the others'
        last turns on the spill card follow those on this one."""
        shown = super().text()
        if self.spill is not None and not self.spill.isHidden() and self.spill.full_text:
            shown += "\n" + self.spill.shown_text()
        return shown

    def show_hint(self, text: str) -> None:
        self.hint_shown = True
        self._set(text)

    def show_quiet(self, text: str) -> None:
        self.hint_shown = False
        self._set(text)

    def _style(self) -> None:
        style = _HINT if self.hint_shown else _QUIET_OVER if self.over_names else _QUIET
        if self.styleSheet() != style:
            self.setStyleSheet(style)

    def clear_hint(self) -> None:
        if self.hint_shown:
            self.show_quiet("")

    def _set(self, text: str) -> None:
        self.full_text = text
        self.setToolTip(text)
        self.place()

    def place(self) -> None:
        """Size the card to its text in the free strip right of the ring, or in the band under the board when
        that takes the text in larger type; hidden when there is nothing to say or no room. The others' last
        turns (a line each) that do not fit whole there are shared with the spill card left of the ring."""
        view = self.parentWidget()
        if not isinstance(view, QGraphicsView) or view.scene() is None or not self.full_text:
            self.hide()
            if self.spill is not None:
                self.spill.hide()
            return
        lines = self.full_text.split("\n")
        whole = self._fit(view, self.full_text)
        if whole or self.spill is None or self.hint_shown or len(lines) < 2:
            if self.spill is not None:
                self.spill.full_text = ""
                self.spill.hide()
            return
        half = (len(lines) + 1) // 2
        self._fit(view, "\n".join(lines[:half]))
        self.spill.full_text = "\n".join(lines[half:])
        self.spill.setToolTip(self.spill.full_text)
        if not self.spill._fit(view, self.spill.full_text):
            self.spill.hide()  # no room there either: this card shows what it can, with an ellipsis
            self._fit(view, self.full_text)

    def _fit(self, view: QGraphicsView, text: str) -> bool:
        """Show ``text`` in the best room on this card's side; True if it is shown whole."""
        self.over_names = False
        self._style()
        largest = max(TEXT_PX[0], min(TEXT_PX[1], int(view.transform().m11() * PX_PER_UNIT)))
        super().setText(text)
        best: tuple[int, int, QRect, bool] | None = None  # (type size that fits or 0, area, where, centred)
        band = [(free_band(view), False)] if self.side > 0 else []
        for area, centred in [(strip, True) for strip in free_strips(view, self.side)] + band:
            if area.width() < 80 or area.height() < 40:
                continue
            fitting = next(
                (px for px in range(largest, TEXT_PX[0] - 1, -1) if self._height_at(px, area.width()) <= area.height()),
                0,
            )
            key = (fitting, area.width() * area.height(), area, centred)
            if best is None or key[:2] > best[:2]:
                best = key
        if best is not None and not best[0] and not _boxes(view, self.side):
            # too long for the room clear of the names: over them, if it fits (never over a box)
            area = whole_strip(view, self.side)
            fitting = next(
                (px for px in range(largest, TEXT_PX[0] - 1, -1) if self._height_at(px, area.width()) <= area.height()),
                0,
            )
            if fitting:
                best = (fitting, 0, area, True)
                self.over_names = True
                self._style()  # the same padding and border: the measure holds
        if best is None:
            self.hide()
            return False
        px, _, area, centred = best
        self._height_at(px or TEXT_PX[0], area.width())
        width, room = area.width(), area.height()
        if not px:  # too long even in the smallest type: the most words that fit, then an ellipsis
            words = text.split(" ")
            lo, hi = 0, len(words)
            while lo < hi:
                mid = (lo + hi + 1) // 2
                super().setText(" ".join(words[:mid]) + " …")
                if self.heightForWidth(width) <= room:
                    lo = mid
                else:
                    hi = mid - 1
            super().setText(" ".join(words[:lo]) + " …")
        height = min(room, self.heightForWidth(width))
        top = area.y() + (room - height) // 2 if centred else area.y()  # under the board: just under it
        if self.over_names:  # from the strip's top, and down past any name its edge would cut
            top = area.y()
            names = getattr(view.scene(), "names_item", None)
            for _text, rect in getattr(names, "labels", []):
                name = view.mapFromScene(rect).boundingRect()
                across = name.right() > area.x() and name.left() < area.right()
                if name.top() - 2 < top + height < name.bottom() + 4 and across:
                    height = min(room, name.bottom() + 4 - top)
        self.setGeometry(area.x(), top, width, height)
        self.show()
        self.raise_()
        return bool(px)

    def _height_at(self, px: int, width: int) -> int:
        """The card's height for its text in ``px`` type at ``width`` (the type stays set)."""
        font = QFont(self.font())
        font.setPixelSize(px)
        self.setFont(font)
        return self.heightForWidth(width)
