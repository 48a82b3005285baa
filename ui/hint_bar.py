"""The hint, or a quiet line of what the others just did, as a card in the board's free space right of the ring.

A bar over the board took about 55 px of a 1366x768 window's height at all
times, so the board was drawn smaller for a line that is mostly empty; and a
bar that came and went moved targets under the pointer. The card takes no room
from the window's layout: it lies over the board's empty strip between the
right-hand seat boxes and the region names, so it shows and hides without
moving or shrinking anything.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRect, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGraphicsView, QLabel, QWidget

from .board import geometry as geo

_HINT = ("QLabel#hint { padding: 6px 8px; color: #06283a; background: #d6f4ff; border: 2px solid #5fd7ff;"
         " border-radius: 8px; }")
_QUIET = ("QLabel#hint { padding: 6px 8px; color: #d5e3da; background: rgba(0, 0, 0, 60);"
          " border: 1px solid #55786b; border-radius: 8px; }")
GAP = 10.0
"""Scene units kept clear around the seat boxes and the region names."""
TEXT_PX = (11, 15)
"""The card's text size in pixels: as large as the text and the window allow within these bounds."""
PX_PER_UNIT = 24.0
"""At most this many pixels of type per scene unit of board scale (about 13.5 px on a 1366x768 window)."""


def free_strip(view: QGraphicsView) -> QRect:
    """The viewport rectangle right of the ring: between the right-hand seat boxes (or key), clear of the
    region names, reaching to the viewport's right edge (the board's side margin is free too)."""
    scene = view.scene()
    top = -geo.HALF_H + geo.MARGIN + geo.SEAT_H * geo.SEAT_SCALE + GAP
    left = geo.CLEAR_R
    names = getattr(scene, "names_item", None)
    for _text, rect in getattr(names, "labels", []):
        if rect.center().x() > 0 and rect.bottom() > top and rect.top() < -top:
            left = max(left, rect.right() + GAP)
    a = view.mapFromScene(QPointF(left, top))
    b = view.mapFromScene(QPointF(geo.HALF_W, -top))
    right = view.viewport().width() - 8
    return QRect(a.x(), a.y(), max(0, right - a.x()), max(0, b.y() - a.y()))


class HintBar(QLabel):
    """``show_hint`` (blue card) or ``show_quiet`` (muted); the full text is the tooltip. Lies over its board
    view (its parent); ``place`` fits it to the free strip after a resize."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hint")
        self.setTextFormat(Qt.TextFormat.PlainText)  # it shows player names, which may come from peers
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.hint_shown = False
        self.full_text = ""
        self.show_quiet("")

    def text(self) -> str:  # type: ignore[override]
        """The whole hint, also when the card shows it cut short."""
        return self.full_text

    def shown_text(self) -> str:
        """What the card shows: the hint, or its beginning with an ellipsis when the room is short."""
        return super().text()

    def show_hint(self, text: str) -> None:
        self.hint_shown = True
        self.setStyleSheet(_HINT)
        self._set(text)

    def show_quiet(self, text: str) -> None:
        self.hint_shown = False
        self.setStyleSheet(_QUIET)
        self._set(text)

    def clear_hint(self) -> None:
        if self.hint_shown:
            self.show_quiet("")

    def _set(self, text: str) -> None:
        self.full_text = text
        self.setToolTip(text)
        self.place()

    def place(self) -> None:
        """Size the card to its text in the free strip right of the ring, as large a type as fits; hidden
        when there is nothing to say or no room."""
        view = self.parentWidget()
        if not isinstance(view, QGraphicsView) or view.scene() is None or not self.full_text:
            self.hide()
            return
        strip = free_strip(view)
        if strip.width() < 80 or strip.height() < 40:
            self.hide()
            return
        width, room = strip.width(), strip.height()
        font = QFont(self.font())
        px = max(TEXT_PX[0], min(TEXT_PX[1], int(view.transform().m11() * PX_PER_UNIT)))
        super().setText(self.full_text)
        while True:
            font.setPixelSize(px)
            self.setFont(font)
            if self.heightForWidth(width) <= room or px <= TEXT_PX[0]:
                break
            px -= 1
        if self.heightForWidth(width) > room:  # still too long: the most words that fit, then an ellipsis
            words = self.full_text.split(" ")
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
        self.setGeometry(strip.x(), strip.y() + (room - height) // 2, width, height)
        self.show()
        self.raise_()
