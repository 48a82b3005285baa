"""The lobby the host starts (issue 35): everyone listed with a key fingerprint and a ready mark, the host's player
removing someone, and the one way both sides (console and window) write the list.

The host keeps each joiner's ready mark on its ``Peer``; only the joiner's own ``ready`` message (its route, never a
field naming a peer) sets it, a few times a second at most, and a change is relayed to everyone as ``lobby_list``.
The host's player starts the game (or ticks "start when every seat is ready": ``auto``); whether to is decided outside
the core (``hosting.HostedGame.ready``), which also fills seats with computers. A joiner the host's player removes
(``kick``) is refused with one line; its seat's token and its connection's key stay refused in this game, and hellos
from its address for ``KICK_HOLD_S`` unless they bring a seat's token (rate limits still apply before all this).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .host_peers import same_token
from .limits import RateLimit, address_key
from .protocol_types import Out
from .refusals import REFUSALS
from .secure import fingerprint

if TYPE_CHECKING:
    from .host import HostCore

KICK_HOLD_S = 120.0
"""How long hellos from a removed joiner's address are refused (those that prove a seat's token pass): a fresh
process there has a fresh key and no token, so its address is what keeps it from coming straight back."""
MAX_BANNED = 64
"""Removed joiners remembered (tokens, keys, addresses): a host's player never removes more in one lobby."""


def key_fingerprint(key: bytes) -> str:
    """The fingerprint two people read to each other for a key (Z85 or raw, as ``secure.fingerprint`` takes it):
    four groups of four hex digits; "" for no key. Console and window show this one form."""
    return fingerprint(key) if key else ""


@dataclass(frozen=True)
class LobbyEntry:
    """One process in the lobby, host first: what the list shows of it."""

    name: str
    key: str
    """Its key's fingerprint (``key_fingerprint``), "" when unknown."""
    ready: bool
    seats: tuple[int, ...]
    host: bool = False


@dataclass(frozen=True)
class LobbyList:
    """Everyone in the lobby and the rules being played: the host's ``lobby_list`` message, either side's view."""

    entries: tuple[LobbyEntry, ...]
    players: int
    variant: tuple[str, ...]
    auto: bool
    """The host starts by itself once every seat is taken and everyone is ready."""

    def message(self) -> dict[str, Any]:
        return {
            "t": "lobby_list",
            "names": [e.name for e in self.entries],
            "keys": [e.key for e in self.entries],
            "ready": [e.ready for e in self.entries],
            "seats": [list(e.seats) for e in self.entries],
            "players": self.players,
            "variant": list(self.variant),
            "auto": self.auto,
        }

    @classmethod
    def from_message(cls, msg: dict[str, Any]) -> LobbyList | None:
        """The list a (schema-checked) ``lobby_list`` carries; None when its columns disagree or a seat is out of the
        game."""
        n = len(msg["names"])
        if not n or any(len(msg[k]) != n for k in ("keys", "ready", "seats")):
            return None
        if any(s >= msg["players"] for seats in msg["seats"] for s in seats):
            return None
        entries = tuple(
            LobbyEntry(name, key, ready, tuple(seats), p == 0)
            for p, (name, key, ready, seats) in enumerate(zip(msg["names"], msg["keys"], msg["ready"], msg["seats"]))
        )
        return cls(entries, msg["players"], tuple(msg["variant"]), msg["auto"])

    def data(self) -> dict[str, Any]:
        """Plain data for an event (``Code.LOBBY_LIST``)."""
        return {
            "entries": [
                {"name": e.name, "key": e.key, "ready": e.ready, "seats": list(e.seats), "host": e.host}
                for e in self.entries
            ],
            "players": self.players,
            "variant": list(self.variant),
            "auto": self.auto,
        }

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> LobbyList:
        entries = tuple(
            LobbyEntry(str(e["name"]), str(e["key"]), bool(e["ready"]), tuple(e["seats"]), bool(e["host"]))
            for e in data.get("entries", [])
        )
        return cls(entries, int(data.get("players", 0)), tuple(data.get("variant", ())), bool(data.get("auto")))

    def everyone_ready(self) -> bool:
        return all(e.ready or e.host for e in self.entries)

    def text(self) -> str:
        """The console's line: who is here, their key, their mark; then the rules."""
        people = "; ".join(
            f"{e.name} [key {e.key or '?'}] "
            + ("host" if e.host else "ready" if e.ready else "not ready")
            + (f", seat {' and '.join(str(s + 1) for s in e.seats)}" if e.seats else "")
            for e in self.entries
        )
        rules = f"{self.players} players" + (f", optional rules: {', '.join(self.variant)}" if self.variant else "")
        return f"lobby: {people} ({rules})"


class Room:
    """The host's part for ready marks, the list everyone sees and removing a joiner from the lobby."""

    def __init__(self, core: HostCore) -> None:
        self.core = core
        self.auto = True
        """"Start when every seat is ready" (the window's tick; said in the list so joiners know)."""
        self.ready_limit = RateLimit(rate=2.0, burst=6, total_rate=20.0, total_burst=40)
        """Ready marks: a player clicks a few times; a flood of them is dropped (and relays nothing)."""
        self.banned_tokens: list[str] = []
        self.banned_keys: list[bytes] = []
        self.banned_addresses: dict[str, float] = {}
        """Address -> until when its hellos are refused (``KICK_HOLD_S``)."""
        self.last_sent: dict[str, Any] | None = None

    # -- the list -------------------------------------------------------------------------------

    def listing(self) -> LobbyList:
        core = self.core
        entries = tuple(
            LobbyEntry(
                p.name,
                key_fingerprint(core.keys.public if i == 0 else p.key),
                i == 0 or p.ready,
                tuple(p.seats),
                i == 0,
            )
            for i, p in enumerate(core.peers)  # (every peer, so a joiner finds itself by its number)
        )
        return LobbyList(entries, core.players, tuple(core.variant), self.auto)

    def relay(self, force: bool = False) -> list[Out]:
        """The list to everyone (and the host's log) when it changed since it was last sent; nothing after the start."""
        core = self.core
        if core.started:
            return []
        listed = self.listing()
        msg = listed.message()
        if msg == self.last_sent and not force:
            return []
        self.last_sent = msg
        core.log(listed.text(), "lobby", "lobby_list", **listed.data())
        return core.broadcast(msg)

    def set_auto(self, on: bool) -> list[Out]:
        """The host's player ticked or cleared "start when every seat is ready"."""
        self.auto = on
        return self.relay()

    def all_ready(self) -> bool:
        """Every seat is taken and every joiner present is ready (what the tick starts on)."""
        core = self.core
        return core.lobby_full() and all(p.ready for p in core.peers[1:] if p.connected)

    def ready_joiners(self) -> int:
        return sum(1 for p in self.core.peers[1:] if p.connected and p.ready)

    # -- a joiner's mark -------------------------------------------------------------------------

    def on_ready(self, peer: int, msg: dict[str, Any], now: float) -> list[Out]:
        core = self.core
        p = core.peers[peer]
        if core.started:
            return []
        if not self.ready_limit.allow("peer:" + p.token, now):
            if p.route is not None and core.drop_lines.allow(p.route, now) is not None:
                core.log(f"dropped ready marks from {p.name}: too many")
            return []
        if p.ready == msg["ready"]:
            return []
        p.ready = msg["ready"]
        said = "ready" if p.ready else "not ready"
        core.log(f"{p.name} is {said}", "lobby", "ready", peer=peer, name=p.name, ready=p.ready)
        return self.relay()

    # -- removing a joiner ---------------------------------------------------------------------------

    def kick(self, peer: int, now: float) -> list[Out]:
        """The host's player removes joiner ``peer`` from the lobby: it is told why, its seat is free again, and it
        cannot simply come back (its token, its key; its address for a while)."""
        core = self.core
        if core.started or not 0 < peer < len(core.peers):
            return []
        p = core.peers[peer]
        out = [Out(p.route, core.lobby.reject_msg(REFUSALS["kicked"]))] if p.route is not None else []
        self.banned_tokens = [*self.banned_tokens, p.token][-MAX_BANNED:]
        if p.key:
            self.banned_keys = [*self.banned_keys, p.key][-MAX_BANNED:]
        if p.address:
            self.banned_addresses[address_key(p.address)] = now + KICK_HOLD_S
            while len(self.banned_addresses) > MAX_BANNED:
                self.banned_addresses.pop(next(iter(self.banned_addresses)))
        p.connected = False
        core.log(f"removed {p.name} from the lobby", "lobby", "kicked", name=p.name)
        return out + core.lobby.leave_lobby()

    def refused(self, key: bytes, token: str, address: str, now: float) -> bool:
        """A hello from someone removed from this lobby (rate limits were applied before)."""
        if key and key in self.banned_keys:
            return True
        if token and any(same_token(t, token) for t in self.banned_tokens):
            return True
        until = self.banned_addresses.get(address_key(address)) if address else None
        if until is None or now >= until:
            return False
        return not (token and any(same_token(p.token, token) for p in self.core.peers[1:]))
