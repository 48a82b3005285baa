"""The host's part in the direct witness (``carolus.net.witness_direct``): it introduces the joiners to each other.

A joiner's ``where`` (its witness endpoint, signed with its dice key) goes to every other joiner as ``peer_at``,
with the address the host sees it at; a joiner that announces itself (after every welcome) gets every other's
at once. The host checks the signature too, so that a ``where`` nobody else would accept costs no broadcast.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import witness_direct
from .limits import Bucket
from .protocol_types import Out

if TYPE_CHECKING:
    from .host import HostCore


WHERE_EVERY_S = 5.0
"""A joiner announces itself after each welcome and when its router maps its port: rarely."""


class WitnessPaths:
    """The joiners' signed witness endpoints, passed on to each other."""

    def __init__(self, core: HostCore) -> None:
        self.core = core
        self.wheres: dict[int, witness_direct.Where] = {}
        """Peer -> its latest signed ``where`` (this game's; at most one per peer)."""
        self.buckets: dict[int, Bucket] = {}
        """Peer -> what it may still announce: a few at once, then one every ``WHERE_EVERY_S`` (each costs a
        signature check and a message to every joiner)."""

    def _peer_at(self, where: witness_direct.Where) -> dict[str, Any]:
        observed = self.core.peers[where.peer].address.split("://")[-1].removeprefix("::ffff:")  # (IPv4, mapped)
        return {
            "t": "peer_at",
            "peer": where.peer,
            "port": where.port,
            "addrs": list(where.addrs),
            "key": where.key,
            "sig": where.sig,
            "observed": observed if len(observed) <= witness_direct.MAX_ADDR_CHARS else "",
        }

    def on_where(self, peer: int, msg: dict[str, Any], now: float) -> list[Out]:
        core = self.core
        game = core.game
        assert game is not None  # (``IN_GAME``: dropped before the deal)
        where = witness_direct.from_message(peer, msg)
        if not self.buckets.setdefault(peer, Bucket(1 / WHERE_EVERY_S, 4)).take(now):
            if core.drop_lines.allow(core.peers[peer].route or b"", now) is not None:
                core.log(f"dropped a witness address from {core.peers[peer].name}: too many of them")
            return []
        if self.wheres.get(peer) != where and not witness_direct.signed(game.keys[peer], core.game_id, where):
            core.log(f"dropped a witness address from {core.peers[peer].name}: not signed by its dice key")
            return []
        out: list[Out] = []
        if self.wheres.get(peer) != where:
            self.wheres[peer] = where
            for p in range(1, len(core.peers)):
                if p != peer:
                    out += core.send(p, self._peer_at(where))
        for other, theirs in sorted(self.wheres.items()):
            if other != peer and other < len(core.peers):
                out += core.send(peer, self._peer_at(theirs))
        return out
