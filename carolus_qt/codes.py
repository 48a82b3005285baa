"""Action codes: the one place that encodes and decodes them, and the names of the ints the engine trades in.

The engine's currency is a small int per action, so that search and
playouts build no throw-away objects; the record's action dicts map onto
them one to one, given the state they apply to (``actions.py``). The
standard game's codes are fixed:

    disc v        -> v - 1                      (0..4)
    place c to d  -> 5 + 16 * c + d             (d: province 0..14, 15 = court)
    move s        -> 85 + s - 1                 (85..89)
    crown c       -> 90 + c                     (90..94)

A variant's actions follow them in a block of their own, numbered per game
by ``number``; the variant's module encodes and decodes inside its block
(a block shaped like the placements uses ``place``/``place_parts`` here).
The type aliases below cost nothing at run time; they say in a signature
which kind of int is meant.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TypeAlias

from .constants import COURT, CROWN_PHASE, DISC, MOVE, NUM_COLOURS, PLACE

Seat: TypeAlias = int
"""A player's place at the table, 0..players-1 (-1: nobody)."""
Side: TypeAlias = int
"""Who wins together: the seat itself, or the team (seat % 2) with four players (-1: nobody)."""
Region: TypeAlias = int
"""Index of a region, clockwise from the one holding province 0 (changes as regions merge)."""
Province: TypeAlias = int
"""A province id 0..14 (never changes); as a placement's destination also ``COURT``."""
Colour: TypeAlias = int
"""Index into ``constants.COLOURS``, 0..4."""
Face: TypeAlias = int
"""A die face: 0..4 a colour, 5 the crown."""
Code: TypeAlias = int
"""An action code (this module)."""
Phase: TypeAlias = int
"""One of ``constants.DISC, PLACE, MOVE, ...``."""

PLACE_BASE: Code = 5
MOVE_BASE: Code = 85
CROWN_BASE: Code = 90
NUM_ACTION_CODES = 95
"""Codes of the standard game; ``Rules.codes.size`` counts a variant game's."""
PLACE_SHAPE = 16 * NUM_COLOURS
"""Codes in a block shaped like the placements: 16 destinations per colour."""


PLACE_CODES: tuple[tuple[Code, ...], ...] = tuple(
    tuple(PLACE_BASE + 16 * c + d for d in range(COURT + 1)) for c in range(NUM_COLOURS)
)
"""[colour][destination] -> code: the encoding for the fast paths."""


PLACES: tuple[tuple[Colour, Province], ...] = tuple(
    next(((c, d) for c, row in enumerate(PLACE_CODES) for d, k in enumerate(row) if k == code), (-1, -1))
    for code in range(MOVE_BASE)
)
"""code -> (colour, destination) for the standard placements: a look-up for the search's fast paths."""


def disc(value: int) -> Code:
    """Choose disc ``value`` (1..5)."""
    return value - 1


def disc_value(code: Code) -> int:
    return code + 1


def place(colour: Colour, dest: Province, base: Code = PLACE_BASE) -> Code:
    """Place a knight of ``colour`` on region start ``dest`` or ``COURT``; ``base``: another place-shaped block."""
    return PLACE_CODES[colour][dest] + base - PLACE_BASE


def place_parts(code: Code, base: Code = PLACE_BASE) -> tuple[Colour, Province]:
    """(colour, destination) of a placement code of the block starting at ``base``."""
    return divmod(code - base, 16)


def move(steps: int) -> Code:
    """Move the emperor ``steps`` regions (1..5)."""
    return MOVE_BASE + steps - 1


def move_steps(code: Code) -> int:
    return code - MOVE_BASE + 1


MOVES: tuple[Code, ...] = tuple(move(steps) for steps in range(1, 6))
"""The moves of 1..5 steps: ``MOVES[:reach]`` are those a disc of ``reach`` allows."""


def is_move(code: Code) -> bool:
    """True for a move of the emperor (the end of a turn's decisions)."""
    return MOVE_BASE <= code < CROWN_BASE


def crown(colour: Colour) -> Code:
    """Name a crown (or a setup crown) ``colour``."""
    return CROWN_BASE + colour


def crown_colour(code: Code) -> Colour:
    return code - CROWN_BASE


CROWNS: tuple[Code, ...] = tuple(crown(c) for c in range(NUM_COLOURS))
"""Naming a crown each colour, by colour."""


def standard_kind(code: Code) -> Phase:
    """The phase a standard code belongs to, -1 for a variant's code."""
    if code < PLACE_BASE:
        return DISC
    if code < MOVE_BASE:
        return PLACE
    if code < CROWN_BASE:
        return MOVE
    if code < NUM_ACTION_CODES:
        return CROWN_PHASE
    return -1


KINDS: tuple[Phase, ...] = tuple(standard_kind(code) for code in range(NUM_ACTION_CODES))
"""code -> phase for the standard codes: the check's look-up."""


def _operand(code: Code) -> int:
    kind = standard_kind(code)
    if kind == DISC:
        return disc_value(code)
    if kind == MOVE:
        return move_steps(code)
    return crown_colour(code) if kind == CROWN_PHASE else -1


OPERANDS: tuple[int, ...] = tuple(_operand(code) for code in range(NUM_ACTION_CODES))
"""code -> the number it carries, for the standard codes: a disc's value, a move's steps, a crown's colour
(-1 for a placement: ``PLACES``). The search's fast path reads it instead of computing it."""


@dataclass(frozen=True)
class Block:
    """The codes one variant adds: ``start .. start + size - 1``, all of phase ``kind``."""

    name: str
    start: Code
    size: int
    kind: Phase

    def __contains__(self, code: object) -> bool:
        return isinstance(code, int) and self.start <= code < self.start + self.size


@dataclass(frozen=True)
class ActionCodes:
    """One game's action numbering: the standard codes, then each variant's block."""

    blocks: tuple[Block, ...] = ()
    size: int = NUM_ACTION_CODES
    joker: Code = -1
    """Start of the place-shaped variant block (deferred-jokers' named jokers), -1 without one."""

    def block(self, name: str) -> Block | None:
        """The block of variant ``name``, None if it adds no actions to this game."""
        return next((b for b in self.blocks if b.name == name), None)

    def kind(self, code: Code) -> Phase:
        """The phase a code of this game belongs to, -1 for none (the one code-to-phase mapping)."""
        if code < NUM_ACTION_CODES:
            return standard_kind(code)
        for b in self.blocks:
            if b.start <= code < b.start + b.size:
                return b.kind
        return -1

    def placement(self, code: Code) -> tuple[Colour, Province, bool] | None:
        """(colour, destination, joker) of any placement code of this game, None for another action."""
        if PLACE_BASE <= code < MOVE_BASE:
            c, d = PLACES[code]
            return c, d, False
        joker = self.joker
        if 0 <= joker <= code < joker + PLACE_SHAPE:
            c, d = place_parts(code, joker)
            return c, d, True
        return None

    def joker_place(self, colour: Colour, dest: Province) -> Code:
        """Place a joker named ``colour`` on ``dest`` (deferred-jokers)."""
        return place(colour, dest, self.joker)

    def as_joker(self, code: Code) -> Code:
        """The same placement made with a joker named the knight's colour."""
        c, d = PLACES[code]
        return place(c, d, self.joker)


def number(blocks: Iterable[tuple[str, int, Phase]]) -> ActionCodes:
    """Number a game's actions: the standard codes, then one block per (variant name, size, phase), in order."""
    out: list[Block] = []
    nxt = NUM_ACTION_CODES
    joker = -1
    for name, size, kind in blocks:
        if size <= 0:
            continue
        out.append(Block(name, nxt, size, kind))
        if kind == PLACE:
            joker = nxt
        nxt += size
    return ActionCodes(tuple(out), nxt, joker)
