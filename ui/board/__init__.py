"""The board: a QGraphicsScene drawn from a GameView, its view widget, the player panel, the palette.

The contract with the rest of the client is in /work/notes/ui_contract.md:
the scene emits intents (disc, place, move, crown) and never applies them.

Modules: ``scene`` (BoardScene: drawing, intents, hover preview), ``board_view``
(BoardView), ``region_item`` (a region's band and knights, castles, the
emperor), ``seat_item`` (a seat's reserve and court), ``centre_item`` (round,
supply, turn order, disc and crown choosers), ``info_item`` (castle race, key to
the arms), ``preview`` (majority preview), ``animations`` (Qt animation groups
between two views), ``offers`` (what view.legal allows to click), ``status``
(status_text), ``player_panel`` (PlayerPanel), ``palette`` and ``heraldry``
(colours and coats of arms, shared), ``tokens`` (cached token painting),
``geometry`` (where things are), ``samples`` (seeded positions for screenshots,
tests and the benchmark), ``provinces`` (the ring's names), ``plain`` (a player's
name shown as written), ``hooks`` (what the board asks of an optional rule).

The board is a leaf of the window: it imports no other window module
(tests/test_layers.py); the window's variants are lent to it (``hooks.lend``).
"""

from __future__ import annotations

from .board_view import BoardView
from .palette import colour_qcolor, side_qcolor
from .player_panel import PlayerPanel
from .scene import BoardScene
from .status import status_text

__all__ = ["BoardScene", "BoardView", "PlayerPanel", "colour_qcolor", "side_qcolor", "status_text"]
