"""Computer opponents behind one interface.

A player is asked for one action at a time (``choose``); it may plan a whole
turn at once and feed it action by action. Budgets are iterations (seeded,
reproducible) or seconds (wall clock, read only here, never in the engine).
Levels are named (``levels.py``); any level's settings can be changed in its
name: ``make_player('strong:c=1.2')``.
"""

from __future__ import annotations

from . import variant_play  # noqa: F401  (registers the variants' AI hooks)
from .base import LEVELS, AIPlayer, Budget, Level, RandomPlayer, check_spec, make_player
from .greedy import GreedyPlayer
from .levels import APPROX_ELO, LADDER, LEGACY_NAMES, searches
from .mcts import StrongPlayer
from .settings import Settings

__all__ = [
    "APPROX_ELO",
    "LADDER",
    "LEGACY_NAMES",
    "LEVELS",
    "AIPlayer",
    "Budget",
    "GreedyPlayer",
    "Level",
    "RandomPlayer",
    "Settings",
    "StrongPlayer",
    "check_spec",
    "make_player",
    "searches",
]
