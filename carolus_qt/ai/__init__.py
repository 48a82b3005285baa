"""Computer opponents behind one interface.

A player is asked for one action at a time (``choose``); it may plan a whole
turn at once and feed it action by action. Budgets are iterations (seeded,
reproducible) or seconds (wall clock, read only here, never in the engine).
"""

from __future__ import annotations

from .base import LEVELS, AIPlayer, Budget, RandomPlayer, make_player
from .greedy import GreedyPlayer
from .mcts import StrongPlayer

LEVELS.update({"greedy": GreedyPlayer, "strong": StrongPlayer})

__all__ = ["LEVELS", "AIPlayer", "Budget", "GreedyPlayer", "RandomPlayer", "StrongPlayer", "make_player"]
