"""Fixed facts of the game: colours, sizes by player count, action codes.

Everything here is plain data shared by the engine, the records and the
clients, so that a colour or a size is spelt in exactly one place.
"""

from __future__ import annotations

COLOURS: tuple[str, ...] = ("blue", "green", "pink", "red", "yellow")
"""Canonical colour order (hashing, serialising, display)."""

COLOUR_INDEX: dict[str, int] = {name: i for i, name in enumerate(COLOURS)}
NUM_COLOURS = 5
CROWN = 5
"""Die face index of the crown; faces 0..4 are the colours."""
FACES: tuple[str, ...] = (*COLOURS, "crown")
FACE_INDEX: dict[str, int] = {name: i for i, name in enumerate(FACES)}

NUM_PROVINCES = 15
KNIGHTS_PER_COLOUR = 40
DISC_VALUES = (1, 2, 3, 4, 5)
ALL_DISCS_MASK = 0b111110
"""Bit v set = disc v unused."""
MAX_ROUNDS = 100
"""docs/rules.md §9: a game that reaches the end of round 100 ends there."""
MIN_REGIONS = 4
"""The game ends when fewer regions than this remain."""

# Per player count: (castles per side, reserve size, knights per turn, sides)
SIZES: dict[int, tuple[int, int, int, int]] = {
    2: (10, 7, 3, 2),
    3: (8, 9, 4, 3),
    4: (10, 7, 3, 2),
}

# Phases. The record's phase names are those of PHASE_NAMES; CHANCE is the
# engine's own: a die waits to be rolled (a replay driver resolves it at once).
# PILE and SWAP occur only with the variants that add them.
DISC, PLACE, MOVE, CROWN_PHASE, CHANCE, OVER, PILE, SWAP = range(8)
PHASE_NAMES: tuple[str, ...] = ("disc", "place", "move", "crown", "chance", "over", "pile", "swap")

CHANCE_PLAYER = -1
"""``State.current_player()`` at a chance node (OpenSpiel's kChancePlayerId)."""
TERMINAL_PLAYER = -4
"""``State.current_player()`` once the game is over (OpenSpiel's kTerminalPlayerId)."""

# Why a game ended (the replay's ``end``, docs/record-format.md §12); 0 while it runs.
END_NAMES: tuple[str | None, ...] = (None, "all-castles", "regions", "stalled", "round-100")
NOT_OVER, END_ALL_CASTLES, END_REGIONS, END_STALLED, END_ROUND_100 = range(5)

COURT = 15
"""A placement's destination beside the provinces 0..14: the player's court.
The action codes are in ``codes.py``."""
