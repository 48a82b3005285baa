"""Hosting and joining a LAN game: one way for ``carolus host|join`` (headless) and the window alike.

A ``HostedGame`` is a host's core and socket thread with what both doors
need around them: the autosave and the kept key in the user state folder, the
computer playing every seat nobody joined (and a resumed game's seats), the
start once the lobby is ready (or on demand), the addresses and key
fingerprint to tell the others, the zeroconf announcement. A ``JoinedGame``
is a joiner's core and socket thread, with the host key pinned for the typed
address and the seat kept (``carolus.net.places.JoinState``) once welcomed and
when the game is over, so a restarted joiner rejoins. The command line prints
what these say; the window shows it (``carolus.ui.lan``). Nothing here knows Qt.
"""

from __future__ import annotations

import ipaddress
import json
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import places
from .handshake import DEFAULT_PORT
from .host import HostCore
from .host_node import HostNode
from .joiner import JoinerCore
from .joiner_node import JoinerNode
from .node import Node
from .places import (
    HOST_AUTOSAVE,
    JoinState,
    host_keys,
    load_host_autosave,
    local_addresses,
    parse_address,
    tcp_endpoint,
)
from .protocol_types import GRACE_S, Event
from .secure import fingerprint
from .spectators import SPECTATORS_MAX, SpectatorCore
from .timers import Timers

if TYPE_CHECKING:
    from carolus.engine.ai import AIPlayer

OnEvent = Callable[[Event], None]

FILL_SEED = 1000
"""A computer on the host's side plays seat ``s`` with seed ``FILL_SEED + s`` (the command line and the window)."""


@dataclass(frozen=True)
class HostSetup:
    """A game to host: what ``carolus host`` (headless or in the window) and the Host dialog ask for."""

    name: str
    players: int = 2
    seat: int = 0
    """The host's own seat, from 0."""
    port: int = DEFAULT_PORT
    password: str = ""
    fill: str = "greedy"
    """The computer level for seats nobody joined."""
    resume: str | None = None
    """A host autosave to go on with (then players and seat come from it)."""
    autosave: str | None = None
    """Where to autosave (default: the user state folder)."""
    announce: bool = True
    bind: str = "*"
    """The address to listen on (all by default)."""
    variants: tuple[str, ...] = ()
    """The optional rules, by record name (in the order of docs/rules.md §10)."""
    grace: float = GRACE_S
    """Seconds a player may be gone before the computer plays their seat (``--grace``)."""
    timers: Timers = field(default_factory=Timers)
    """The host's other waits (the deal, the door after a flood, the watch): today's, or a test's short ones."""
    internet: bool = False
    """Ask the home router to forward the ports (``carolus.net.portmap``; ``--internet``, the Host dialog's box)."""
    start_when_ready: bool = False
    """The window's host starts by itself once every seat is taken and every joiner is ready (the lobby's tick;
    ``--start-when-ready``); else its player presses Start (lobby35). Headless hosts go by ``--joiners``."""
    spectators: int = 0
    """How many may watch at once (``--spectators N``, the Host dialog's box; ``carolus.net.spectators``)."""


@dataclass(frozen=True)
class JoinSetup:
    """A game to join: what ``carolus join`` (headless or in the window) and the Join dialog ask for."""

    name: str
    address: str
    password: str = ""
    seat: int = -1
    """The seat wanted, from 0 (-1: the first free one)."""
    host_key: bytes | None = None
    """The key the host must show (from an invite, ``carolus.net.invite``): pinned before anything is said."""
    watch: bool = False
    """Watch only (``--watch``, the Join dialog's box): no seat, no dice, no actions (``carolus.net.spectators``)."""
    internet: bool = False
    """Ask the home router to forward our witness port (``carolus.net.witness_direct``; ``--internet``, the Join
    dialog's box): where no other path exists, another player's share may reach us only through it (wjoin35)."""


def computer(level: str, seat: int) -> AIPlayer:
    """The computer that plays ``seat`` on the host's side (its own seat headless, or a seat nobody joined)."""
    from carolus.engine.ai import make_player

    return make_player(level, FILL_SEED + seat)


class HostedGame:
    """A game this process hosts: the core, its socket thread, the computers for empty seats, the announcement.

    ``own``: the computer level playing the host's own seat (headless ``carolus host --ai``); None when a person
    plays it in the window. Raises CarolusError when ``setup.resume`` cannot be resumed. Nothing is opened until
    ``open``."""

    def __init__(
        self,
        setup: HostSetup,
        *,
        own: str | None = None,
        endpoint: str | None = None,
        folder: Path | None = None,
        on_event: OnEvent | None = None,
    ) -> None:
        self.setup = setup
        self.autosave = Path(setup.autosave) if setup.autosave else (folder or places.state_dir()) / HOST_AUTOSAVE
        """Where the game is autosaved; the host's key is kept beside it."""
        if setup.resume:
            core = load_host_autosave(setup.resume, setup.password)
        else:
            core = HostCore(
                setup.players, setup.name, [setup.seat], setup.password, keys=host_keys(self.autosave.parent)
            )
            core.variant = tuple(setup.variants)
        core.grace_s = setup.grace
        core.deal_s = setup.timers.deal_s
        core.spectators.allowed = max(0, min(SPECTATORS_MAX, setup.spectators))
        self.core: HostCore = core
        self.seat: int = core.peers[0].seats[0]
        """The host's own seat (a resumed game's from its autosave)."""
        self.node = HostNode(
            core,
            endpoint or f"tcp://{setup.bind}:{setup.port}",
            on_event,
            {self.seat: computer(own, self.seat)} if own else None,
            on_change=self._save,
            ai_factory=self._computer_for,
            timers=setup.timers,
        )
        self.own = own
        core.rematch.on_next = self._rematched
        self.announcement: Any = None
        """The zeroconf announcement (``carolus.net.discovery.BackgroundAnnouncer``), while announced."""
        self.portmap: Any = None
        """The router's forwarding of our ports (``carolus.net.portmap.PortMap``), once asked for."""
        self._lock = threading.Lock()
        self._closed = False

    def _save(self, _node: Node) -> None:
        """Autosave before each send (a restarted host is never behind a joiner; not synced to the disk each
        time, so it stays cheap: a crash of the process is what it covers)."""
        from carolus.engine.record import atomic_write

        core = self.core
        if core.started and core.game is not None and core.game.match is not None:
            atomic_write(self.autosave, json.dumps(core.snapshot()).encode(), sync=False)

    def _rematched(self) -> None:
        """The same table plays again, seats moved on by one (``carolus.net.rematch``): the host's own seat is
        another, and the computers for the seats nobody plays are chosen afresh (socket thread)."""
        self.seat = self.core.peers[0].seats[0]  # (its own seats come first, then those the computer took)
        self.node.ai.clear()
        if self.own:
            self.node.ai[self.seat] = computer(self.own, self.seat)
        self.fill_seats()

    def _computer_for(self, seat: int) -> AIPlayer | None:
        """A computer for a seat of this process that has none (a joiner gone past the grace); None for the host's
        own seat, which a person plays in the window."""
        return None if seat == self.seat else computer(self.setup.fill, seat)

    # -- opening and telling the others -------------------------------------------------

    def open(self) -> int:
        """Listen; the port bound. OSError (a taken port) closes everything again. A resumed game that had
        started already has its empty seats filled at once (joiners reconnect by themselves)."""
        try:
            self.node.open()
        except OSError:
            self.node.close()
            raise
        if self.core.started:
            self.fill_seats()
        return self.port

    @property
    def port(self) -> int:
        """The port the others type (the one asked for, or the one given for port 0)."""
        return self.node.bound_port or self.setup.port

    def addresses(self) -> list[str]:
        """``ADDRESS:PORT`` for every address the others on the LAN may type: those of this machine, or only the
        one address of ``--bind`` (the others would reach no one; an interface name keeps the machine's)."""
        bind = self.setup.bind.strip("[]")
        try:
            chosen = ipaddress.ip_address(bind)
        except ValueError:  # "*" or an interface name
            chosen = None
        if chosen is None or chosen.is_unspecified:
            return [f"{a}:{self.port}" for a in local_addresses()]
        return [f"[{chosen}]:{self.port}" if chosen.version == 6 else f"{chosen}:{self.port}"]

    def fingerprint(self) -> str:
        """The host key's fingerprint: joiners see the same one."""
        return fingerprint(self.core.keys.public)

    def open_router(self) -> Any:
        """Ask the home router to forward the door and game ports (blocks up to about 10 s: off the window's
        thread); the ``carolus.net.portmap.Outcome``. The mapping goes with ``close``."""
        from .portmap import PortMap

        portmap = PortMap([self.port, self.node.game_port or 0])
        with self._lock:
            if self._closed:
                return None
            self.portmap = portmap
        outcome = portmap.open()
        with self._lock:
            closed = self._closed
        if closed:  # closed while the router was asked: take the mapping back
            portmap.close()
        return outcome

    def invite(self) -> str:
        """The invite to paste into a chat (``carolus.net.invite``): the router's outside address and the global
        IPv6 ones when the router was asked, then the LAN's; the key; the password."""
        from .invite import MAX_ADDRESSES, Invite

        outcome = self.portmap.outcome if self.portmap is not None else None
        found = list(outcome.addresses()) if outcome is not None else []
        found += [a for a in self.addresses() if not a.startswith("127.")]
        return Invite(tuple(dict.fromkeys(found))[:MAX_ADDRESSES], self.core.keys.public, self.core.password).text()

    def announce(self, report: Callable[[str], None] | None = None) -> None:
        """Announce the game on the LAN in the background (zeroconf's probing takes a second or two), unless
        the setup says not to; ``report`` hears why it could not."""
        from .discovery import BackgroundAnnouncer

        if not self.setup.announce:
            return
        with self._lock:
            if not self._closed:
                self.announcement = BackgroundAnnouncer(self.port, self.core.players, self.setup.name, report)

    # -- starting -----------------------------------------------------------------------

    def ready(self, joiners: int | None = None, wait_s: float | None = None, since: float = 0.0) -> bool:
        """Whether to start by itself. The window's "start when every seat is ready" (no ``joiners``): every seat
        taken and every joiner ready (lobby35). A headless host (``--joiners``, ``--wait``) as before: ``joiners``
        have joined (ready or not: a headless joiner is ready at once, and the deal, not a mark, decides who takes
        part, issue 36), or every seat is taken, or ``wait_s`` seconds passed since ``since`` (``time.monotonic``)."""
        if joiners is None and wait_s is None:
            return self.core.room.all_ready()
        if self.core.lobby_full():
            return True
        if joiners is not None and self.core.joiners() >= joiners:
            return True
        return wait_s is not None and time.monotonic() - since >= wait_s

    def kick(self, peer: int) -> None:
        """Thread-safe: the host's player removes joiner ``peer`` from the lobby (``lobby_room.Room.kick``)."""
        self.node.call(lambda: self.core.kick(peer, time.monotonic()))

    def start_when_ready(self, on: bool) -> None:
        """Thread-safe: the host's player ticks or clears "start when every seat is ready" (joiners see it)."""
        self.node.call(lambda: self.core.room.set_auto(on))

    def start(self) -> None:
        """Thread-safe: deal the game now, the computer playing every seat nobody took (nothing if it started)."""
        self.node.call(self._start)

    def _start(self) -> list:
        if self.core.started:
            return []
        out = self.core.start(now=time.monotonic())
        self.fill_seats()
        return out

    def fill_seats(self) -> None:
        """The computer plays every seat the host holds but its own (in the socket thread, or before it runs)."""
        for s in self.core.peers[0].seats:
            if s != self.seat:
                self.node.ai.setdefault(s, computer(self.setup.fill, s))

    # -- ending -------------------------------------------------------------------------

    def stop_announcing(self) -> None:
        """Withdraw the announcement (and make no more)."""
        with self._lock:
            self._closed = True
            if self.announcement is not None:
                self.announcement.close()
                self.announcement = None

    def close(self) -> None:
        """Withdraw the announcement, give the router's forwarding back and close the socket (the socket thread has
        stopped)."""
        self.stop_announcing()
        self.close_router()
        self.node.close()

    def close_router(self) -> None:
        """Take the router's forwarding back (a router call or two; where the router went, the lease runs out)."""
        with self._lock:
            portmap, self.portmap = self.portmap, None
        if portmap is not None:
            portmap.close()


class JoinedGame:
    """A seat at a game hosted elsewhere: the joiner's core, its socket thread, and the seat kept to rejoin.

    The host key is pinned for the typed address, and the seat (token, game id, dice secret) is kept in
    ``state`` once welcomed and again when the game is over. ValueError for an address that is not HOST or
    HOST:PORT. ``node_type`` is for the test-only misbehaving joiner."""

    def __init__(
        self,
        setup: JoinSetup,
        state: JoinState | None = None,
        *,
        app: str | None = None,
        on_event: OnEvent | None = None,
        node_type: type[JoinerNode] = JoinerNode,
    ) -> None:
        self.state = state if state is not None else JoinState.for_name(setup.name)
        host, port = parse_address(setup.address)
        self.address = f"{host}:{port}"
        """The address the host key is pinned for."""
        self.invited = setup.host_key is not None
        """The host's key was pinned from an invite (``carolus.net.invite``)."""
        pinned = setup.host_key or self.state.pinned(self.address)
        self.core = (
            SpectatorCore(setup.name, setup.password, pinned, app)
            if setup.watch
            else JoinerCore(
                setup.name, setup.seat, setup.password, app=app, host_key=pinned, saved_seats=self.state.saved_seats()
            )
        )
        self.on_event: OnEvent = on_event or (lambda e: None)
        """Hears every event, after the seat is kept."""
        self.node = node_type(self.core, tcp_endpoint(host, port), self._seen)
        self.node.internet = setup.internet

    def set_ready(self, ready: bool) -> None:
        """Thread-safe: our player sets or clears our ready mark in the lobby."""
        self.node.call(lambda: self.core.set_ready(ready, time.monotonic()))

    def _seen(self, event: Event) -> None:
        if event.kind in ("joined", "started", "over") and self.core.token:  # (a deal may bring a fresh secret)
            self.state.remember(self.address, self.core, over=event.kind == "over")
        if event.code == "key_changed" and self.invited:  # the key pinned came from the invite, not a first join
            event.data["invite"] = True
            event.text = self.core.rejected = (
                f"the host shows key {event.data['key']}, not the invite's {event.data['pinned']}: "
                "it may be someone else"
            )
        self.on_event(event)
