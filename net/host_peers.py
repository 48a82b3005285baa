"""The peers a host knows: one ``Peer`` per process taking part, and how their seat tokens are compared."""

from __future__ import annotations

import hmac
from dataclasses import dataclass


def same_token(ours: str, theirs: str) -> bool:
    """A constant-time comparison that takes any text (``hmac.compare_digest`` refuses non-ASCII strings with a
    TypeError: a peer's token may be any string the schema lets through)."""
    return hmac.compare_digest(ours.encode("utf-8"), theirs.encode("utf-8", "surrogatepass"))


@dataclass
class Peer:
    """One process taking part: the host (peer 0) or a joiner."""

    name: str
    token: str
    seats: list[int]
    route: bytes | None = None
    connected: bool = False
    last_seen: float = 0.0
    last_ping: float = 0.0
    last_repair: float = 0.0
    address: str = ""
    """Where its hello came from (a stranger that never commits to the deal is held back by it)."""
    removed: bool = False
    """Its digests kept differing from the host's recomputation: out of the game for good, its seats the computer's."""
    # the lobby the host starts (lobby35)
    ready: bool = False
    """Its player said it is ready to start (its own ``ready`` message; the host is always ready)."""
    key: bytes = b""
    """The CURVE key its connection proved (Z85), when the socket said: its fingerprint is listed in the lobby."""
