"""The board: a QGraphicsScene drawn from a GameView, its view widget, the player panel, the palette.

The contract with the rest of the client is in /work/notes/ui_contract.md:
the scene emits intents (disc, place, move, crown) and never applies them.
"""

from __future__ import annotations

from .board_view import BoardView
from .palette import colour_qcolor, side_qcolor
from .player_panel import PlayerPanel
from .scene import BoardScene
from .status import status_text

__all__ = ["BoardScene", "BoardView", "PlayerPanel", "colour_qcolor", "side_qcolor", "status_text"]
