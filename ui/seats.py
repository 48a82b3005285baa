"""Who sits at each seat: a person at this screen, a computer level, or a remote peer.

The choice travels with the game: it is kept in the record under the extra
key ``seats`` (readers ignore keys they do not know), so an autosave resumes
with the same opponents.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from carolus.engine.ai import APPROX_ELO, LADDER, LEGACY_NAMES
from carolus.engine.chance import is_valid_seed, new_seed
from carolus.engine.record import Record

HUMAN = "human"
REMOTE = "remote"


def levels_by_strength(elo: Mapping[str, int], ladder: Sequence[str] = LADDER) -> tuple[str, ...]:
    """The ladder's levels in the order of their measured Elo, weakest first; levels measured equal keep the
    ladder's order (master after expert)."""
    return tuple(sorted(ladder, key=lambda level: (elo.get(level, 0), ladder.index(level))))


AI_LEVELS: tuple[str, ...] = levels_by_strength(APPROX_ELO)
"""The computer levels a person chooses from, weakest first."""
SEAT_KINDS: tuple[str, ...] = (HUMAN, *AI_LEVELS, *LEGACY_NAMES)
"""Every kind a seat may hold: the offered ones and the older names saved settings and records may hold."""
SEATS_KEY = "seats"
DEFAULT_OPPONENT = "beginner"
"""A new player's first opponent: the gentlest level, so the first game can be won (it was expert)."""


def is_ai(kind: str) -> bool:
    return kind in AI_LEVELS or kind in LEGACY_NAMES


def offered_kind(kind: str) -> str:
    """The choice a chooser shows for a saved kind: an older name as its ladder level."""
    return LEGACY_NAMES.get(kind, kind)


@dataclass(frozen=True)
class GameSetup:
    """What the new-game dialog asks for."""

    players: int
    names: tuple[str, ...]
    seats: tuple[str, ...]
    """A kind per seat: ``human`` or an AI level."""
    seed: str | None = None
    """Hex; None = a fresh random seed."""
    variants: tuple[str, ...] = ()
    """Optional rules by record name (docs/rules.md §10)."""

    def record(self) -> Record:
        """A new record for this setup, the seat kinds kept in it."""
        seed = self.seed if self.seed and is_valid_seed(self.seed) else new_seed(os.urandom(16))
        record = Record.new(self.players, seed.lower(), list(self.names), list(self.variants))
        record.extra[SEATS_KEY] = list(self.seats)
        return record


def default_setup(name: str = "You", computer: str = "Computer") -> GameSetup:
    """First launch: you against the gentlest computer level, two players (the window passes the names in its
    language)."""
    return GameSetup(2, (name or "You", computer), (HUMAN, DEFAULT_OPPONENT))


def seats_of(record: Record) -> list[str]:
    """The seat kinds a record was played with; people at every seat if it does not say."""
    kinds = record.extra.get(SEATS_KEY)
    if isinstance(kinds, list) and len(kinds) == record.players and all(k in SEAT_KINDS for k in kinds):
        return list(kinds)
    return [HUMAN] * record.players


def team_label(seat: int, players: int) -> str:
    """In the 4-player game seats 0+2 are team A and 1+3 team B; empty otherwise."""
    if players != 4:
        return ""
    return "Team A" if seat % 2 == 0 else "Team B"


def seat_seed(record_seed: str, seat: int) -> int:
    """A reproducible seed for a seat's AI, from the record's seed."""
    return (int(record_seed[:12], 16) + 7919 * seat) % (2**31)
