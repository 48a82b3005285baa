"""Seeded, platform-independent randomness for records.

Every draw is a 64-bit word cut from SHA-256 of the seed, a purpose and a
block counter, so the same seed gives the same game on every machine and
Python version (``random`` promises neither). A word reduced modulo a small
n is uniform to within n / 2**64, far below anything a game could notice.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from typing import TypeGuard

from .constants import CROWN, NUM_COLOURS, NUM_PROVINCES, SIZES

_HEX = re.compile(r"^[0-9a-fA-F]+$")


def is_valid_seed(seed: object) -> TypeGuard[str]:
    """A record's seed is a non-empty hex string."""
    return isinstance(seed, str) and bool(_HEX.match(seed))


def new_seed(entropy: bytes) -> str:
    """A fresh 10-byte hex seed from caller-supplied entropy (the engine never reads a clock)."""
    return hashlib.sha256(entropy).hexdigest()[:20]


class SeedStream:
    """Indexed 64-bit words from SHA-256(seed, purpose, block).

    Indexed rather than sequential so that die k of a game is a function of
    (seed, k) alone: a record that lists some dice and leaves the rest to the
    seed gives the same rest whatever the list held.
    """

    __slots__ = ("_block", "_block_index", "_key")

    def __init__(self, seed: str, purpose: str) -> None:
        self._key = f"carolus/{purpose}/{seed.lower()}/".encode("ascii")
        self._block_index = -1
        self._block = b""

    def word(self, index: int) -> int:
        block_index, slot = divmod(index, 4)
        if block_index != self._block_index:
            self._block = hashlib.sha256(self._key + str(block_index).encode("ascii")).digest()
            self._block_index = block_index
        return int.from_bytes(self._block[slot * 8 : slot * 8 + 8], "big")

    def below(self, index: int, n: int) -> int:
        """Word ``index`` reduced to 0..n-1."""
        return self.word(index) % n

    def words(self, count: int) -> list[int]:
        """Words 0..count-1 at once (a setup needs about thirty)."""
        out: list[int] = []
        for block_index in range((count + 3) // 4):
            block = hashlib.sha256(self._key + str(block_index).encode("ascii")).digest()
            out += [int.from_bytes(block[i : i + 8], "big") for i in (0, 8, 16, 24)]
        return out[:count]


class DiceStream:
    """The seed's refill dice: face k (0..4 a colour, 5 the crown) of a game."""

    __slots__ = ("_stream",)

    def __init__(self, seed: str) -> None:
        self._stream = SeedStream(seed, "dice")

    def face(self, k: int) -> int:
        return self._stream.below(k, 6)


@dataclass(frozen=True)
class SeededSetup:
    """The setup a seed deals: what docs/rules.md §3 draws at random."""

    provinces: tuple[int, ...]
    """Colour index on provinces 0..14."""
    emperor: int
    """Province the emperor starts on."""
    start_player: int
    reserves: tuple[tuple[int, ...], ...]
    """Per seat, the faces rolled (5 = crown, to be named by its roller)."""


def seeded_setup(seed: str, players: int) -> SeededSetup:
    """Deal provinces, emperor, start player and rolled reserves from the seed."""
    reserve_size = SIZES[players][1]
    words = SeedStream(seed, "setup").words(NUM_PROVINCES + 1 + players * reserve_size)
    bag = [c for c in range(NUM_COLOURS) for _ in range(3)]
    index = 0
    for i in range(NUM_PROVINCES - 1, 0, -1):  # Fisher-Yates
        j = words[index] % (i + 1)
        index += 1
        bag[i], bag[j] = bag[j], bag[i]
    emperor = words[index] % NUM_PROVINCES
    start = words[index + 1] % players
    index += 2
    reserves: list[tuple[int, ...]] = [()] * players
    for offset in range(players):  # rolled from the start player up in seat order
        seat = (start + offset) % players
        reserves[seat] = tuple(w % 6 for w in words[index : index + reserve_size])
        index += reserve_size
    return SeededSetup(tuple(bag), emperor, start, tuple(reserves))


__all__ = ["CROWN", "DiceStream", "SeedStream", "SeededSetup", "is_valid_seed", "new_seed", "seeded_setup"]
