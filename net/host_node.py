"""The host's socket thread: its door, its CURVE game socket (a ROUTER) and the watch over its connections.

The door (``carolus.net.door``) is the port people type: it hands out the host's CURVE key and the game port, and
registers each joiner's key in the allow-list that its ZAP handler (``carolus.net.zap``) consults at every CURVE
handshake. The watch (``carolus.net.watch``) counts the bytes each game connection sends and cuts floods; it tells
this thread, which tells the core's log.
"""

from __future__ import annotations

import contextlib
import os
import time
from typing import Any, ClassVar

import zmq

from carolus.engine.actions import Action

from .door import Door
from .host import HostCore
from .node import Node, make_socket
from .protocol_types import Event, Out
from .schema import FROM_JOINER
from .secure import Keys
from .tcpinfo import defer_accept, give_back_memory
from .timers import Timers
from .watch import ConnectionWatch
from .zap import ZapHandler

ZAP_DOMAIN = "carolus"
"""The host's game socket asks its ZAP handler about every CURVE client key (the door's allow-list)."""
GAME_BACKLOG = 4096
"""Connections the kernel may queue for the game port (it caps this at ``net.core.somaxconn``)."""


class HostNode(Node[HostCore]):
    """The host's core plus its door, its game socket and the watch, driven by ``run`` in exactly one thread."""

    is_host: ClassVar[bool] = True
    FRAMES: ClassVar[int] = 2
    SCHEMA: ClassVar[frozenset[str]] = FROM_JOINER

    def __init__(self, core: HostCore, *args: Any, timers: Timers | None = None, **kwargs: Any) -> None:
        super().__init__(core, *args, **kwargs)
        self.timers = timers or Timers()
        """The door's waits and the watch's times (today's by default)."""
        self._ctx: zmq.Context = zmq.Context()
        """A host has a context of its own: its ZAP handler (the allow-list of joiner keys) serves that context."""
        self._auth: ZapHandler | None = None
        self._watch: ConnectionWatch | None = None
        """The host's watch over bytes received per game connection (``carolus.net.watch``)."""
        self._route_conn: dict[bytes, tuple[bytes, int]] = {}
        """Route -> (its CURVE key in Z85, the connection's descriptor), from its last message."""
        self._fd_route: dict[int, bytes] = {}
        """Descriptor -> the route whose message came in on it last (a route's entry in ``_route_conn`` may name a
        descriptor its closed connection had and another's has now)."""
        self._seated_fds: frozenset[int] = frozenset()
        """The seated players' connections, as last told to the watch."""
        self._withdrawn = False
        """The keys and connections that hold no seat were withdrawn at this start."""
        self.door: Door | None = None
        """The host's door: the port people type, which hands out the CURVE key and the game port."""
        self.game_port: int | None = None
        core.lobby.key_of = lambda route: self._route_conn.get(route, (b"", 0))[0]  # (lobby35: keys in the lobby)

    def open(self) -> None:
        """The host's door (the port people type) and its CURVE game socket."""
        host, port = self._split_endpoint()
        keys: Keys = self.core.keys
        try:
            self.door = Door(host, port, self.timers.door_wait)
        except OSError as exc:  # a taken port: the plain reason ("Address already in use")
            raise OSError(exc.errno, os.strerror(exc.errno) if exc.errno else str(exc)) from None
        self.door.on_log = self._door_log
        self._auth = ZapHandler(self._ctx, ZAP_DOMAIN, self.door.keys.callback)
        self._auth.start()  # before the socket binds: no CURVE handshake is ever judged without it
        self.sock = make_socket(self._ctx, zmq.ROUTER)
        # a stranger's silence is cut short
        self.sock.setsockopt(zmq.HANDSHAKE_IVL, int(self.timers.handshake_s * 1000))
        # room in the kernel's queue for silent strangers waiting there (TCP_DEFER_ACCEPT, below): past it the kernel
        # would take the rest with SYN cookies, which skip the wait
        self.sock.setsockopt(zmq.BACKLOG, GAME_BACKLOG)
        self.sock.zap_domain = ZAP_DOMAIN.encode("ascii")
        self.sock.zap_enforce_domain = True
        self.sock.curve_server = True
        self.sock.curve_secretkey = keys.secret
        self.sock.curve_publickey = keys.public
        try:
            game_port = self.door.port + 1 if port else 0
            try:
                if game_port:
                    self.sock.bind(f"tcp://{host}:{game_port}")
                    self.game_port = game_port
                else:
                    self.game_port = self.sock.bind_to_random_port(f"tcp://{host}")
            except zmq.ZMQError:
                if not game_port:
                    raise
                self.game_port = self.sock.bind_to_random_port(f"tcp://{host}")  # the next port is taken
        except zmq.ZMQError as exc:  # bad address: an OSError like any other socket's
            self.sock.close(0)
            self.sock = None
            self.door.close()
            self.door = None
            self._auth.stop()
            self._auth = None
            raise OSError(exc.errno, zmq.strerror(exc.errno) if exc.errno is not None else str(exc)) from None
        self.bound_port = self.door.port
        defer_accept(self.game_port, self.timers.handshake_s)  # Linux: a silent stranger never gets a descriptor
        self._open_witness(self.door.port, None)
        self._watch = ConnectionWatch(
            self.sock,
            self._deny,
            self._cut_off,
            self._gated,
            self._swelled,
            self._silenced,
            self._probe,
            flooded=self._flooded,
            handshake_s=self.timers.handshake_s,
            probe_s=self.timers.probe_s,
            seated_silent_s=self.timers.seated_silent_s,
        )
        self._watch.start()
        self.core.door_password = bool(self.core.password)  # the door checks it before any game message
        self._door_state()
        self.door.start(keys.public, self.game_port, self.core.password)

    def _tell(self, event: Event) -> None:
        """``event`` for the core's log, handed to the socket thread (the door's and the watch's threads call)."""

        def note() -> list[Out]:
            self.core.events.append(event)
            return []

        self.call(note)

    def _deny(self, address: str) -> None:
        """Refuse ``address`` at the CURVE handshake from now on (in the forms libzmq may report it)."""
        if self._auth is not None:
            plain = address.removeprefix("::ffff:")
            self._auth.deny(plain, "::ffff:" + plain)

    def _cut_off(self, address: str, mib: float, denied: bool) -> None:
        """The watch cut a connection that sent far more than a player ever does (handed to the socket thread)."""
        tail = f"; {address} is refused from now on" if denied else ""
        text = f"cut off a connection from {address or 'an unknown address'} after {mib:.0f} MiB{tail}"
        event = Event("log", text, {"name": address, "reason": "flood"}, code="refused_peer")

        def tell() -> list[Out]:
            self.core.events.append(event)
            give_back_memory()  # libzmq has dropped the unfinished message by now, or does so in a moment
            return []

        self.call(tell)

    def _swelled(self, address: str, mib: float) -> None:
        """The watch's memory guard cut a connection that holds no seat (handed to the socket thread)."""
        who = address or "an unknown address"
        tail = f"; {address} is refused from now on" if address else ""
        text = f"cut off a connection from {who} that holds no seat after {mib:.0f} MiB of the host's memory{tail}"
        event = Event("log", text, {"name": address, "reason": "flood"}, code="refused_peer")

        def tell() -> list[Out]:
            self.core.events.append(event)
            give_back_memory()
            return []

        self.call(tell)

    def _flooded(self) -> None:
        """The watch cut a connection that held no seat for flooding the host (from its thread): newcomers wait at
        the door a while, longer each time the flood comes back soon (``door.NEWCOMER_WAIT_S``)."""
        if self.door is None:
            return
        wait = self.door.keys.newcomers.trouble(time.monotonic())
        event = Event("log", f"newcomers wait {wait:.0f} s at the door: a flood from one of them came in")
        self._tell(event)

    def _silenced(self, fd: int, address: str, mib: float, seconds: float) -> None:
        """The watch's memory guard cut a seated player's connection that stayed silent while the host's memory grew
        (an endless message); the seat stays theirs (handed to the socket thread, which knows whose it was), but its
        key is withdrawn and its holder waits at the door a while before it comes back (``Door.hold_seat``)."""

        def tell() -> list[Out]:
            route = self._fd_route.get(fd)
            peers = [p for p in self.core.peers[1:] if route is not None and p.route == route]
            who = f"{peers[0].name}'s connection" if peers else "a seated player's connection"
            where = f" from {address}" if address else ""
            wait = ""
            if peers and self.door is not None:
                conn = self._route_conn.get(route) if route is not None else None
                if conn is not None and conn[1] == fd:
                    self.door.keys.discard(conn[0])
                wait = f"; it waits {self.door.hold_seat(peers[0].token, time.monotonic()):.0f} s at the door"
            text = (
                f"cut off {who}{where}: silent for {seconds:.1f} s while the host's memory grew {mib:.0f} MiB "
                f"(an unfinished message); the seat stays theirs{wait}"
            )
            self.core.events.append(Event("log", text))
            give_back_memory()
            return []

        self.call(tell)

    def _probe(self, fd: int) -> None:
        """The watch asks whether the seated player on connection ``fd`` is there (handed to the socket thread): a
        ``probe`` to its route, noted as sent before it goes, so that any answer comes after."""

        def ask() -> list[Out]:
            route = self._fd_route.get(fd)
            watched = route in self.core.spectators.watchers  # (spectators are probed as players are: watch35)
            if (
                route is None
                or self._watch is None
                or (all(p.route != route for p in self.core.peers[1:]) and not watched)
            ):
                return []
            self._watch.probed(fd, time.monotonic())
            return [Out(route, {"t": "probe"})]

        self.call(ask)

    def _gated(self, count: int, address: str) -> None:
        """The watch's gate closed connections that proved no registered key in time (handed to the socket
        thread)."""
        who = address or "an unknown address"
        text = f"closed {count} connections that proved no game key in time (most from {who})"
        event = Event("log", text, {"name": address, "reason": "unproved"}, code="refused_peer")
        self._tell(event)

    def _door_log(self, text: str, who: str, reason: str) -> None:
        """A caller the door refused, for the host's log and window (handed over to the socket thread)."""
        event = Event("log", text, {"name": who, "reason": reason}, code="refused_peer")
        self._tell(event)

    def _after_tick(self) -> None:
        self._door_state()

    def _close_more(self) -> None:
        if self.door is not None:
            self.door.close()
            self.door = None
        super()._close_more()
        if self._watch is not None:
            self._watch.stop()
            self._watch = None
        if self._auth is not None:
            self._auth.stop()
            self._auth = None
            self._ctx.term()

    def _heard(self, first: zmq.Frame, data: bytes) -> None:
        """Which connection (descriptor, CURVE key) the route spoke on: the watch's memory guard spares seats."""
        with contextlib.suppress(zmq.ZMQError, UnicodeDecodeError, ValueError):
            fd = int(first.get(zmq.SRCFD))
            if self._watch is not None:  # it was not in the middle of a message: the watch's memory guard
                self._watch.heard(fd, time.monotonic())
            route = data
            self._route_conn[route] = (str(first.get("User-Id")).encode("ascii"), fd)
            self._fd_route[fd] = route
            if len(self._route_conn) > 256:
                self._route_conn.pop(next(iter(self._route_conn)))

    def _handle(self, frames: list[bytes], msg: dict[str, Any], now: float, addr: str) -> list[Out]:
        route = frames[0]
        return self.core.handle(route, msg, now, addr) + self.core.pump()

    def _send(self, outs: list[Out]) -> None:
        if outs:
            self._save_if_changed()
            self._door_state()
        super()._send(outs)

    def _door_state(self) -> None:
        """Who may still come in at the host's door (read by its thread): set after every change, before anyone
        hears of it, and on every tick."""
        if self.door is not None:
            self.door.closed, self.door.tokens = self.core.door_closed(), self.core.seat_tokens()
            self.door.watchers_closed = self.core.spectators.door_closed()
            self.door.hold_until = self.core.door_hold(time.monotonic())
            for key in self.core.room.banned_keys:  # a joiner removed from the lobby passes CURVE no more (lobby35)
                self.door.keys.discard(key)
            self._tell_seated()
            if self.core.started != self._withdrawn:
                self._withdrawn = self.core.started
                if self._withdrawn:
                    self._withdraw_unseated()

    def _tell_seated(self) -> None:
        """Tell the watch which connections hold a seat, when that changed (its memory guard spares them)."""
        if self._watch is None:
            return
        conns = self._seated_conns()
        seated = frozenset(fd for _key, fd in conns)
        if seated != self._seated_fds:
            self._seated_fds = seated
            self._watch.seated(seated)
            if self.door is not None:
                self.door.keys.vouch({key for key, _fd in conns})

    def _seated_conns(self) -> list[tuple[bytes, int]]:
        """(CURVE key, descriptor) of each seated player's connection: the one its route last spoke on, if no other
        route spoke there since."""
        out = []
        routes = [p.route for p in self.core.peers[1:]] + list(self.core.spectators.routes())  # (spectators: watch35)
        for route in routes:
            conn = self._route_conn.get(route) if route is not None else None
            if conn is not None and self._fd_route.get(conn[1]) == route:
                out.append(conn)
        return out

    def _withdraw_unseated(self) -> None:
        """The game started: a key registered at the door that holds no seat is withdrawn (it passes CURVE no
        more) and its connections are cut, so it can neither stay nor come back (issue 25, point 4). A seat's
        holder who comes back registers again at the door with its seat's proof."""
        assert self.door is not None
        seated = self._seated_conns()
        withdrawn = self.door.keys.keep_only({key for key, _fd in seated})
        if self._watch is not None:
            self._watch.keep_only({fd for _key, fd in seated})
        if withdrawn:
            self.core.events.append(Event("log", f"withdrew {withdrawn} keys that hold no seat"))

    def _raw_send(self, dest: bytes | None, frame: bytes) -> None:
        if self.sock is None:
            self.dropped += 1
            return
        try:
            if dest is not None:
                self.sock.send_multipart([dest, frame], zmq.NOBLOCK)
        except zmq.ZMQError:
            self.dropped += 1

    def _submit_choice(self, action: Action) -> list[Out]:
        return self.core.submit(action) + self.core.pump()
