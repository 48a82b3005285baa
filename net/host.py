"""The host's protocol state machine: seats, tokens, ordering, digests, dice.

``HostCore`` holds no socket. The socket thread feeds it ``(route, message)``
pairs (already decoded and schema-checked) and the clock, and sends the
``Out`` messages it returns. The host is also a peer: it keeps its own engine,
plays the seats it owns (its user's and any AI fill) and takes part in every
commit-reveal like everyone else.

``HostCore`` keeps what every part shares (the peers, the seats, the game, the
keys) and the protocol's table; each job is a part of its own, which the table
hands messages to: the lobby and handshake (``host_lobby.Lobby``), the dice
rounds (``host_dice.DiceRounds``), the sequencer with its digests and catch-ups
(``host_sequencer.Sequencer``), grace periods and stand-ins
(``host_grace.Grace``) and the autosave (``host_autosave``).
"""

from __future__ import annotations

import hmac
import os
import secrets
from collections.abc import Callable
from typing import Any, ClassVar, Generic, TypeVar, overload

from carolus.engine.actions import Action
from carolus.engine.errors import CarolusError

from . import fairdice, host_autosave, witness
from .chat import HostChat
from .host_dice import DiceRounds
from .host_grace import Grace
from .host_lobby import Lobby
from .host_peers import Peer
from .host_sequencer import Sequencer
from .host_witness import WitnessPaths
from .limits import LogLimit, RateLimit
from .lobby_room import Room
from .lockstep import SharedGame
from .protocol_types import GRACE_S, HEARTBEAT_S, SILENT_S, Event, Out
from .refusals import REFUSALS
from .rematch import Rematch
from .secure import Keys
from .spectators import Spectators
from .text import clean_name

__all__ = ["HostCore", "Peer"]

T = TypeVar("T")


class _Kept(Generic[T]):
    """An attribute of the host kept by one of its parts: the name the rest of the code (the window, the command
    line, the tests) reads and sets on the host."""

    def __init__(self, part: str) -> None:
        self.part = part
        self.name = ""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, obj: None, owner: type) -> _Kept[T]: ...
    @overload
    def __get__(self, obj: HostCore, owner: type) -> T: ...
    def __get__(self, obj: HostCore | None, owner: type) -> T | _Kept[T]:
        if obj is None:
            return self
        value: T = getattr(getattr(obj, self.part), self.name)
        return value

    def __set__(self, obj: HostCore, value: T) -> None:
        setattr(getattr(obj, self.part), self.name, value)


class HostCore:
    """Seats, tokens, lockstep ordering and the dice rounds, fed messages, returning messages."""

    lobby_class: ClassVar[type[Lobby]] = Lobby
    dice_class: ClassVar[type[DiceRounds]] = DiceRounds
    sequencer_class: ClassVar[type[Sequencer]] = Sequencer
    """The parts' classes (a test's misbehaving host changes one part)."""

    def __init__(
        self,
        players: int,
        name: str = "Host",
        seats: list[int] | None = None,
        password: str = "",
        secret: bytes | None = None,
        game: str | None = None,
        keys: Keys | None = None,
        grace_s: float = GRACE_S,
    ) -> None:
        if players not in (2, 3, 4):
            raise CarolusError("players must be 2, 3 or 4")
        self.players = players
        name = clean_name(name, "Host")
        self.variant: tuple[str, ...] = ()
        self.password = password
        self.secret = secret or os.urandom(32)
        self.keys = keys or Keys.fresh()
        """The host's CURVE key pair: joiners pin its public half (keep it from game to game: ``carolus.net.setup``)."""
        self.game_id = game or secrets.token_hex(8)
        self.signing = fairdice.signing_key(self.secret)
        """The host's Ed25519 key for this game (from its secret, so a resumed host signs alike)."""
        self.witness_key = self.derive_witness_key()
        """The key that signs LAN witness datagrams (``carolus.net.witness``): per game, kept by the host's secret (a
        resumed host has it again); read for every datagram, so computed once."""
        host_seats = [0] if seats is None else list(seats)
        self.owners = [-1] * players
        for s in host_seats:
            self.owners[s] = 0
        self.peers: list[Peer] = [Peer(name, "", host_seats, None, True)]
        self.routes: dict[bytes, int] = {}
        self.game: SharedGame | None = None
        self.events: list[Event] = []
        self.lan_out: list[bytes] = []
        """Datagrams for the LAN witness (only joiners send any)."""
        self.names_by_seat = [""] * players
        for s in host_seats:
            self.names_by_seat[s] = name
        self.drop_lines = LogLimit()
        """Log lines about messages dropped from a route (a stranger's flood of them writes a few)."""
        self.lobby = self.lobby_class(self)
        self.dice = self.dice_class(self)
        self.sequencer = self.sequencer_class(self)
        self.grace = Grace(self, grace_s)
        self.room = Room(self)
        """Ready marks, the list everyone sees, removing a joiner (the lobby the host starts, lobby35)."""
        self.chat = HostChat(self)
        """Chat (``carolus.net.chat``): never part of the game, its record or its autosave."""
        self.paths = WitnessPaths(self)
        """The joiners' witness endpoints, passed on to each other (the direct witness; relay35)."""
        self.rematch = Rematch(self)
        """The same table again after the game, seats rotated (``carolus.net.rematch``)."""
        self.spectators = Spectators(self)
        """Those who watch with the host's permission: no seat, no dice, no say (``carolus.net.spectators``)."""

    def derive_witness_key(self) -> bytes:
        """This game's key for LAN witness datagrams, from the host's secret and the game's id."""
        return hmac.new(self.secret, b"carolus-net/witness\0" + self.game_id.encode("utf-8"), "sha256").digest()

    # -- what the parts keep, by the names the rest of the code uses ----------------------------------------

    grace_s: _Kept[float] = _Kept("grace")
    standing_in: _Kept[set[int]] = _Kept("grace")
    open_seats: _Kept[set[int]] = _Kept("grace")
    need_joiners: _Kept[int] = _Kept("lobby")
    deal_s: _Kept[float] = _Kept("lobby")
    fill_name: _Kept[str] = _Kept("lobby")
    hello_limit: _Kept[RateLimit] = _Kept("lobby")
    door_password: _Kept[bool] = _Kept("lobby")
    reveals: _Kept[dict[int, tuple[bytes, bytes, bytes]]] = _Kept("dice")
    digests: _Kept[dict[int, str]] = _Kept("sequencer")
    paused: _Kept[str] = _Kept("sequencer")
    over_sent: _Kept[bool] = _Kept("sequencer")
    repair_s: _Kept[float] = _Kept("sequencer")

    # -- what every part uses ------------------------------------------------------------------------------

    def log(self, text: str, kind: str = "log", code: str = "", **data: Any) -> None:
        """``text`` for the console; ``code`` and ``data`` for the window (``carolus.net.protocol_types.Event``)."""
        self.events.append(Event(kind, text, data, code=code))

    def send(self, peer: int, msg: dict[str, Any]) -> list[Out]:
        route = self.peers[peer].route
        return [Out(route, msg)] if route is not None and self.peers[peer].connected else []

    def broadcast(self, msg: dict[str, Any]) -> list[Out]:
        out: list[Out] = []
        for p in range(1, len(self.peers)):
            out += self.send(p, msg)
        return out

    def status(self) -> list[Out]:
        """Who is connected, and whose seats the computer plays, to the window and every joiner."""
        connected = [p.connected for p in self.peers]
        names = [p.name for p in self.peers]
        standin = sorted(self.grace.standing_in)
        # (the host's window offers to hand over the seats the computer plays and nobody took yet: ``open``)
        self.log("", "status", connected=connected, names=names, standin=standin, open=sorted(self.grace.open_seats))
        msg = {"t": "status", "connected": connected, "names": names, "standin": standin}
        return self.broadcast(msg) + self.spectators.broadcast(msg)

    @property
    def started(self) -> bool:
        return self.game is not None

    @property
    def applied(self) -> int:
        return self.game.applied if self.game else 0

    def lobby_full(self) -> bool:
        return all(o >= 0 for o in self.owners)

    def door_closed(self) -> str:
        """Why a newcomer may not register at the door ("": it may, a seat is free in the lobby or the host's player
        handed one over). The seats' holders always may (they prove their token there)."""
        if self.grace.open_seats or not (self.started or self.lobby_full()):
            return ""
        return REFUSALS["started"] if self.started else REFUSALS["full"]

    def door_hold(self, now: float) -> float:
        """Until when a newcomer is asked to wait at the door rather than refused (``time.monotonic``; 0: not):
        while a headless host's deal waits for commits, a seat may come free (``Lobby.dealing``)."""
        end = self.lobby.dealt_by()
        return max(end, now + 1.0) if end else 0.0

    def seat_tokens(self) -> tuple[str, ...]:
        """The tokens that pass the door once the seats are taken: the seats' own, and the owners' of seats handed
        over whose newcomer has not played yet (``Grace.give_back``)."""
        return tuple(p.token for p in self.peers[1:]) + self.grace.reclaimable()

    def joiners(self) -> int:
        """Joiners connected now (one who left or fell silent in the lobby no longer counts, nor holds a seat)."""
        return sum(1 for p in self.peers[1:] if p.connected)

    # -- what the host's user (or its command line) does ----------------------------------------------------

    def start(self, fill_name: str = "AI", now: float | None = None) -> list[Out]:
        """Close the lobby: joiners silent for a while are dropped, empty seats go to the host (its AI players)
        and event 0's commits begin."""
        return self.lobby.start(fill_name, now)

    def kick(self, peer: int, now: float = 0.0) -> list[Out]:
        """The host's player removes joiner ``peer`` from the lobby (``lobby_room.Room.kick``)."""
        return self.room.kick(peer, now)

    def submit(self, action: Action, now: float = 0.0) -> list[Out]:
        """The host's own seat acts."""
        return self.sequencer.submit(action, now)

    def hand_over(self, peer: int, now: float = 0.0) -> list[Out]:
        """The host's player hands over the seats of ``peer``, gone past the grace period (``Grace.hand_over``)."""
        return self.grace.hand_over(peer, now)

    def settled(self) -> bool:
        """True when the next action may be sequenced."""
        return self.sequencer.settled()

    def local_turn(self) -> int | None:
        """The seat the host must play now (its user or its AI), or None."""
        return self.sequencer.local_turn()

    def pump(self) -> list[Out]:
        """Sequence queued actions and announce the end once the game is settled (spectators follow)."""
        out = self.sequencer.pump()
        return out + self.spectators.pump()

    def witnessed(self, seen: witness.Seen, now: float, via: str = "on the LAN") -> list[Out]:
        """A joiner's share that reached us around its own link (``DiceRounds.witnessed``)."""
        return self.dice.witnessed(seen, now, via)

    def leave(self, reason: str, now: float = 0.0) -> list[Out]:
        """The host's user is leaving: every joiner hears why at once (the autosave can resume the game)."""
        self.log(f"leaving: {reason}")
        msg = {"t": "bye", "reason": reason[:200]}
        return self.broadcast(msg) + self.spectators.broadcast(msg)

    # -- the door ---------------------------------------------------------------------------

    def handle(self, route: bytes, msg: dict[str, Any], now: float, addr: str = "") -> list[Out]:
        """One schema-checked message from ``route`` (sent from ``addr``, as the socket saw it); what to send.

        ``DOOR`` takes what a stranger may send; anything else must come from a peer, and goes to its part's method
        in ``HANDLERS`` (those in ``IN_GAME`` only once the game has started)."""
        kind = msg["t"]
        if route in self.spectators.watchers and kind != "watch":  # a spectator: never a peer, whatever it sends
            return self.spectators.handle(route, msg, now)
        door = self.DOOR.get(kind)
        if door is not None:
            part, method = door
            opener: Callable[[bytes, dict[str, Any], float, str], list[Out]] = getattr(getattr(self, part), method)
            return opener(route, msg, now, addr)
        peer = self.routes.get(route)
        if peer is None:
            if self.drop_lines.allow(route, now) is not None:
                self.log(f"dropped {kind!r} from an unknown peer")
            return [Out(route, {"t": "bye", "reason": "hello first: unknown peer"})] if kind != "bye" else []
        p = self.peers[peer]
        p.last_seen = now
        out: list[Out] = []
        if not p.connected:
            p.connected = True
            self.log(f"{p.name} is back", "log", "back", name=p.name)
            out += self.status()
        entry = self.HANDLERS.get(kind)
        if entry is None:
            if self.drop_lines.allow(route, now) is not None:
                self.log(f"dropped {kind!r} from {p.name}")
            return out
        if kind in self.IN_GAME and self.game is None:
            if self.drop_lines.allow(route, now) is not None:
                self.log(f"dropped {kind!r} from {p.name}: the game has not started")
            return out
        part, method = entry
        handler: Callable[[int, dict[str, Any], float], list[Out]] = getattr(getattr(self, part), method)
        return out + handler(peer, msg, now)

    DOOR: ClassVar[dict[str, tuple[str, str]]] = {
        "hello": ("lobby", "on_hello"),
        "auth": ("lobby", "on_auth"),
        "watch": ("spectators", "on_watch"),  # spectators (watch35)
    }
    """What a route that is no peer yet may send -> (its part, the part's method), ``(route, msg, now, addr)``."""
    HANDLERS: ClassVar[dict[str, tuple[str, str]]] = {
        "ping": ("lobby", "on_ping"),
        "bye": ("lobby", "on_bye"),
        "resync": ("sequencer", "on_resync"),
        "act": ("sequencer", "on_act"),
        "commit": ("dice", "on_commit"),
        "reveal": ("dice", "on_reveal"),
        "seen": ("dice", "on_seen"),
        "ack": ("sequencer", "on_ack"),
        "illegal": ("sequencer", "on_illegal"),
        # the lobby the host starts (lobby35)
        "ready": ("room", "on_ready"),
        # chat (issue 35)
        "chat": ("chat", "on_chat"),
        # -- the direct witness (relay35) --
        "where": ("paths", "on_where"),
        "again": ("rematch", "on_again"),  # rematch (watch35)
    }
    """Every other message a joiner may send (``schema.FROM_JOINER``) -> (its part, the part's method),
    ``(peer, msg, now)``: with ``DOOR``, the whole protocol of the host in one place (a subclass may change a part,
    never the table)."""
    IN_GAME: ClassVar[frozenset[str]] = frozenset({"act", "commit", "reveal", "seen", "ack", "illegal", "where"})
    """Messages dropped before the game has started."""

    def tick(self, now: float) -> list[Out]:
        """Heartbeats and silence detection; then anything that became possible."""
        out: list[Out] = []
        changed = False
        for p, peer in enumerate(self.peers[1:], start=1):
            if not peer.connected:
                continue
            if now - peer.last_seen > SILENT_S:
                peer.connected = False
                changed = True
                self.log(f"{peer.name} is silent: disconnected", "lost", "silent", peer=p, name=peer.name)
            elif now - peer.last_ping >= HEARTBEAT_S:
                peer.last_ping = now
                out += self.send(p, {"t": "ping"})
        if changed:
            out += self.status() + self.lobby.leave_lobby()
        out += self.lobby.redeal_without_silent(now)
        out += self.sequencer.repair(now)  # (keeps changed_at: when the game last moved)
        out += self.grace.stand_in(now)
        out += self.spectators.tick(now)
        out += self.rematch.tick(now)
        return out + self.pump()

    # -- autosave ----------------------------------------------------------------------------

    def snapshot(self) -> dict[str, Any]:
        """Everything needed to restart this host on the same game (kept on the host's disk only)."""
        return host_autosave.snapshot(self)

    @classmethod
    def from_snapshot(cls, snap: Any, password: str = "", now: float = 0.0) -> HostCore:
        """A host that continues an autosaved game; joiners reconnect with their tokens."""
        return host_autosave.restore(cls, snap, password, now)
