"""The client's colours in one place: knight colours, side colours, board tones.

Knight colours follow the game (blue, green, pink, red, yellow); side colours
(castles, teams) are white, black and grey so that they never read as a knight
colour, and differ in lightness so they read without colour vision too.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QColor

from carolus.engine.constants import COLOURS

KNIGHT_HEX: tuple[str, ...] = ("#2f67c8", "#2f9a4c", "#e27bb9", "#cf3429", "#f0be2a")
"""Fill per colour, canonical order (blue, green, pink, red, yellow)."""
KNIGHT_INK_HEX: tuple[str, ...] = ("#ffffff", "#ffffff", "#3a1030", "#ffffff", "#3d2a00")
"""Charge and text colour drawn on each knight colour (contrast)."""

SIDE_HEX: tuple[str, ...] = ("#f6f1e4", "#24262b", "#8d949c")
"""White, black, grey: castles and teams."""
SIDE_INK_HEX: tuple[str, ...] = ("#24262b", "#f6f1e4", "#101215")
SIDE_NAMES: tuple[str, ...] = (
    str(QT_TRANSLATE_NOOP("Palette", "White")),
    str(QT_TRANSLATE_NOOP("Palette", "Black")),
    str(QT_TRANSLATE_NOOP("Palette", "Grey")),
)

BOARD_BG = "#1f3b33"
"""The table under the ring."""
LAND = ("#e8dcb9", "#ddcd9f")
"""Region fill, alternating so neighbouring regions read apart."""
LAND_EDGE = "#5a4a2a"
SEAM = "#b9a577"
HIGHLIGHT = "#ffd54a"
"""Reachable regions, selected knights, legal targets."""
HOVER = "#fff2b0"
TEXT = "#f3ecd9"
TEXT_DARK = "#2a2418"
PANEL = "#2c4a41"
PANEL_EDGE = "#8fae9f"
ACTIVE = "#ffd54a"
EMPEROR = "#7b2d8e"
GOLD = "#e7b62c"


def colour_qcolor(colour: int) -> QColor:
    """The fill of knights of ``colour`` (0..4, canonical order)."""
    return QColor(KNIGHT_HEX[colour])


def colour_ink(colour: int) -> QColor:
    """A colour that reads on top of ``colour_qcolor(colour)``."""
    return QColor(KNIGHT_INK_HEX[colour])


def colour_name(colour: int) -> str:
    return COLOURS[colour]


def side_qcolor(side: int, sides: int) -> QColor:
    """The colour of ``side``'s castles (and team) in a game of ``sides`` sides."""
    if not 0 <= side < max(sides, 1) or side >= len(SIDE_HEX):
        return QColor("#777777")
    return QColor(SIDE_HEX[side])


def side_ink(side: int) -> QColor:
    """Text and outline colour that reads on ``side_qcolor(side)``."""
    return QColor(SIDE_INK_HEX[side] if 0 <= side < len(SIDE_INK_HEX) else "#000000")


def side_name(side: int, sides: int) -> str:
    """``White``, ``Black`` or ``Grey``; teams in the four-player game are named the same way."""
    return QCoreApplication.translate("Palette", SIDE_NAMES[side]) if 0 <= side < len(SIDE_NAMES) else "-"
