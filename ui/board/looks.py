"""Larger text and higher contrast on the board: a setting for players who find the board hard to read.

Larger text: no board text drawn through ``tokens.set_font`` (the seat boxes, the key, the centre, the panels)
is smaller than ``LARGE_FLOOR`` (boxes too narrow for a word set it smaller again, ``tokens.fit_font``); the
regions' names are large already. Higher contrast: the table and the panels go near black, their text and
edges white, the land's edges black. The board's modules take their colours from ``palette`` by name when they are
imported; ``apply`` rebinds those names (``CONTRAST``) in the palette and in each board module that bound them,
then has every item paint itself again.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from PySide6.QtGui import QColor, QPixmapCache

from . import palette, tokens

if TYPE_CHECKING:
    from .scene import BoardScene

LARGE_FLOOR = 17
"""The smallest board text with the setting on, in scene pixels (MIN_TEXT_PX, 14, without): the small type of
the seat boxes, the key and the panels grows by a fifth and more; what is larger already stays as it is, so the
boxes drawn for it still hold it."""
CONTRAST: dict[str, str] = {
    "BOARD_BG": "#08120f",
    "PANEL": "#0e1a16",
    "PANEL_EDGE": "#ffffff",
    "TEXT": "#ffffff",
    "LAND_EDGE": "#000000",
    "SEAM": "#5a4a20",
}
"""The palette's colours that change for high contrast (the knights' and sides' colours stay: they are the game's)."""
_NORMAL: dict[str, str] = {name: getattr(palette, name) for name in CONTRAST}

large = False
"""Whether the board is drawn with larger text and higher contrast now."""


def _board_modules() -> list[object]:
    prefix = __name__.rsplit(".", 1)[0] + "."
    return [module for name, module in list(sys.modules.items()) if name.startswith(prefix) and module is not None]


def apply(scene: BoardScene, on: bool) -> None:
    """Draw ``scene`` (and every board after it) with larger text and higher contrast, or as usual."""
    global large
    large = on
    tokens.TEXT_FLOOR = LARGE_FLOOR if on else tokens.MIN_TEXT_PX
    colours = CONTRAST if on else _NORMAL
    for module in _board_modules():
        for name, value in colours.items():
            if isinstance(getattr(module, name, None), str):
                setattr(module, name, value)
    tokens.clear_cache()
    QPixmapCache.clear()
    scene.setBackgroundBrush(QColor(palette.BOARD_BG))
    for view in scene.views():
        view.setBackgroundBrush(scene.backgroundBrush())
    for item in scene.items():
        item.update()
    if scene.view is not None:
        scene.arrange_band()
    scene.update()
