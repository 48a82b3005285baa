"""Commit-reveal randomness that no peer, host included, can predict or bias.

Every random event of a networked game (event 0 deals the setup, event k >= 1
is the k-th refill) is decided by all peers together:

1. each peer commits ``H(game, event, peer, contribution)`` before anyone
   reveals (commits for event k+1 ride along with the reveals of event k, so a
   refill costs one round trip);
2. once every commit is known, each peer reveals its contribution;
3. the result ``H(game, event, c_0, ..., c_n-1)`` seeds the event: event 0's
   hex digest becomes the record's ``seed``, a refill's dice are read from it
   with the engine's own ``SeedStream`` (as many as the refill needs).

A contribution is ``HMAC(secret, game, event)`` with a secret only its peer
holds (and keeps in its state file), so a peer that crashes can rejoin and
reveal what it committed to. The record keeps every commit and contribution
under the extra key ``net``; ``verify_record`` re-derives the seed and every
die from them.
"""

from __future__ import annotations

import hashlib
import hmac
from typing import Any

from carolus_qt.chance import SeedStream
from carolus_qt.constants import FACES
from carolus_qt.record import Record

DIGEST_BYTES = 32
SEED_HEX_CHARS = 32


class FairnessError(ValueError):
    """A reveal that does not match its commit, or a record whose dice do not follow from its contributions."""


def _event_bytes(game: str, event: int) -> bytes:
    return game.encode("ascii") + b"\0" + str(event).encode("ascii") + b"\0"


def contribution(secret: bytes, game: str, event: int) -> bytes:
    """This peer's share of event ``event``: unpredictable without the secret, reproducible with it."""
    return hmac.new(secret, b"carolus-net/contribution\0" + _event_bytes(game, event), hashlib.sha256).digest()


def commitment(game: str, event: int, peer: int, share: bytes) -> bytes:
    """The commit binds game, event and peer so it cannot be replayed elsewhere."""
    data = b"carolus-net/commit\0" + _event_bytes(game, event) + str(peer).encode("ascii") + b"\0" + share
    return hashlib.sha256(data).digest()


def check_reveal(game: str, event: int, peer: int, share: bytes, commit: bytes) -> bool:
    return hmac.compare_digest(commitment(game, event, peer, share), commit)


def result(game: str, event: int, shares: list[bytes]) -> bytes:
    """The event's outcome: a hash of the game, the event and every peer's share, in peer order."""
    h = hashlib.sha256(b"carolus-net/result\0" + _event_bytes(game, event))
    for share in shares:
        h.update(len(share).to_bytes(2, "big") + share)
    return h.digest()


def setup_seed(game: str, shares: list[bytes]) -> str:
    """Event 0: the record's seed (a hex string, as RECORD.md asks)."""
    return result(game, 0, shares).hex()[:SEED_HEX_CHARS]


class EventDice:
    """The faces of one refill event, read on demand (a refill takes as many as it needs)."""

    def __init__(self, game: str, event: int, shares: list[bytes]) -> None:
        self._stream = SeedStream(result(game, event, shares).hex(), "netdice")
        self.used = 0

    def next_face(self) -> int:
        face = self._stream.below(self.used, 6)
        self.used += 1
        return face


def verify_record(record: Record) -> int:
    """Re-derive the seed and every die from the record's ``net`` key; returns the events checked.

    Raises FairnessError naming the first thing that does not follow.
    """
    net: Any = record.extra.get("net")
    if not isinstance(net, dict):
        raise FairnessError("the record has no 'net' key")
    try:
        game = str(net["game"])
        commits = [[bytes.fromhex(c) for c in row] for row in net["commits"]]
        shares = [[bytes.fromhex(c) for c in row] for row in net["contributions"]]
        rolls = [int(n) for n in net["rolls"]]
    except (KeyError, TypeError, ValueError) as exc:
        raise FairnessError(f"malformed 'net' key ({exc.__class__.__name__})") from None
    if not shares:
        raise FairnessError("no setup contributions")
    for event, row in enumerate(shares):
        if event >= len(commits) or len(commits[event]) != len(row):
            raise FairnessError(f"event {event}: commits and contributions differ in number")
        for peer, share in enumerate(row):
            if not check_reveal(game, event, peer, share, commits[event][peer]):
                raise FairnessError(f"event {event}: peer {peer}'s contribution does not match its commit")
    if record.seed.lower() != setup_seed(game, shares[0]):
        raise FairnessError("the seed does not follow from the setup contributions")
    if len(rolls) != len(shares) - 1:
        raise FairnessError("'rolls' must give a die count for every refill event")
    faces: list[str] = []
    for event, count in enumerate(rolls, start=1):
        dice = EventDice(game, event, shares[event])
        faces += [FACES[dice.next_face()] for _ in range(count)]
    if faces != list(record.dice):
        raise FairnessError("the dice do not follow from the contributions")
    return len(shares)
