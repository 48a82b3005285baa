"""The host's autosave: everything needed to restart a host on the same game, and the restart itself.

Kept on the host's disk only (``carolus.net.places``): it holds the host's secrets and every seat's token.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar

from carolus.engine.errors import CarolusError

from .host_peers import Peer
from .lockstep import SharedGame
from .secure import Keys

if TYPE_CHECKING:
    from .host import HostCore

H = TypeVar("H", bound="HostCore")


def snapshot(core: HostCore) -> dict[str, Any]:
    """Everything needed to restart this host on the same game."""
    game = core.game
    return {
        "format": "carolus-net-host",
        "players": core.players,
        "game": core.game_id,
        "secret": core.secret.hex(),
        "curve_secret": core.keys.secret.decode("ascii"),
        "owners": core.owners,
        "names_by_seat": core.names_by_seat,
        "peers": [{"name": p.name, "token": p.token, "seats": p.seats, "removed": p.removed} for p in core.peers],
        "record": game.match.record.to_dict() if game and game.match else None,
        "net": game.net_dict() if game else None,
    }


def restore(cls: type[H], snap: Any, password: str = "", now: float = 0.0) -> H:
    """A host of class ``cls`` that continues an autosaved game; joiners reconnect with their tokens."""
    try:
        if snap.get("format") != "carolus-net-host":
            raise CarolusError("not a host autosave")
        keys = Keys.from_secret(str(snap["curve_secret"]).encode("ascii")) if "curve_secret" in snap else None
        core = cls(
            int(snap["players"]),
            snap["peers"][0]["name"],
            [],
            password,
            bytes.fromhex(snap["secret"]),
            str(snap["game"]),
            keys,
        )
        core.owners = [int(o) for o in snap["owners"]]
        core.names_by_seat = [str(n) for n in snap["names_by_seat"]]
        core.peers = [
            Peer(str(p["name"]), str(p["token"]), [int(s) for s in p["seats"]], removed=p.get("removed") is True)
            for p in snap["peers"]
        ]
        core.grace.standing_in = {n for n, p in enumerate(core.peers) if p.removed}
        core.peers[0].connected = True
        if snap["record"] is None:
            raise CarolusError("the autosave was taken before the game was dealt; start a new game")
        game = core.game = SharedGame.from_record(snap["record"], snap["net"])
        core.variant = game.variant
    except CarolusError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError, IndexError, OverflowError, RecursionError) as exc:
        raise CarolusError(f"not a usable host autosave ({exc.__class__.__name__}: {exc})") from None
    for p in core.peers[1:]:
        p.last_seen = now
    core.sequencer.digests[game.applied] = game.digest()
    return core
