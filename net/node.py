"""The socket thread: one thread owns the ZeroMQ socket and drives a protocol core.

zguide's shape: the host binds a ROUTER, each joiner connects a DEALER. The
loop polls the socket and a wake-up pipe (so another thread's ``submit`` is
seen at once), decodes each frame under the codec's limits, checks it
against the schema, hands it to the core and sends what the core returns.
Garbage is dropped with a logged reason; nothing a peer sends can raise out
of the loop. AI seats of this process think in a thread of their own and hand
their choice back to this one.

``Faults`` (tests and the soak script only) drops and delays outgoing
messages to show the protocol recovers.
"""

from __future__ import annotations

import contextlib
import os
import queue
import random
import socket
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

import zmq
from zmq.auth.thread import ThreadAuthenticator

from carolus.engine.actions import Action, from_code
from carolus.engine.ai import AIPlayer

from . import witness
from .codec import MAX_JOINER_MESSAGE_BYTES, MAX_MESSAGE_BYTES, DecodeError, decode, encode
from .host import HostCore
from .joiner import JoinerCore
from .limits import AddressSet
from .protocol_types import Event, Out
from .schema import FROM_HOST, FROM_JOINER, check
from .secure import Door, DoorBusy, DoorRefused, Keys, door_register
from .watch import HANDSHAKE_S, ConnectionWatch, defer_accept, give_back_memory

TICK_S = 0.05
ZAP_DOMAIN = "carolus"
"""The host's game socket asks pyzmq's ZAP handler about every CURVE client key (the door's allow-list)."""
GAME_BACKLOG = 4096
"""Connections the kernel may queue for the game port (it caps this at ``net.core.somaxconn``)."""
DOOR_RETRY_S = 1.0
"""How often a joiner without a connection asks the host's door again."""


@dataclass
class Faults:
    """Injected trouble: drop a share of outgoing messages, delay the rest by up to ``delay_s``."""

    drop: float = 0.0
    delay_s: float = 0.0
    seed: int = 0


def _socket(ctx: zmq.Context, kind: int) -> zmq.Socket:
    sock = ctx.socket(kind)
    # the host hears only small messages; a joiner also takes the host's catch-up (the record so far)
    sock.setsockopt(zmq.MAXMSGSIZE, MAX_JOINER_MESSAGE_BYTES if kind == zmq.ROUTER else MAX_MESSAGE_BYTES)
    sock.setsockopt(zmq.IPV6, 1)  # an IPv6 host address works too; "*" listens on both
    sock.setsockopt(zmq.LINGER, 1000)
    sock.setsockopt(zmq.RCVHWM, 1000)
    sock.setsockopt(zmq.SNDHWM, 1000)
    return sock


class Node:
    """A core plus its socket, driven by ``run`` in exactly one thread."""

    def __init__(
        self,
        core: HostCore | JoinerCore,
        endpoint: str,
        on_event: Callable[[Event], None] | None = None,
        ai: dict[int, AIPlayer] | None = None,
        faults: Faults | None = None,
        on_change: Callable[[Node], None] | None = None,
        ai_factory: Callable[[int], AIPlayer | None] | None = None,
    ) -> None:
        self.core = core
        self.is_host = isinstance(core, HostCore)
        self.endpoint = endpoint
        self.on_event = on_event or (lambda e: None)
        self.on_change = on_change
        self.ai = ai or {}
        self.ai_factory = ai_factory
        """Makes an AI for any seat of this process that has none (headless play)."""
        self.submitted: dict[int, float] = {}
        """Action index -> perf_counter when this process's AI sent it (the latency benchmark)."""
        self.faults = faults
        self._rng = random.Random(faults.seed if faults else 0)
        self._delayed: list[tuple[float, bytes | None, bytes]] = []
        self._inbox: queue.Queue[Callable[[], list[Out]]] = queue.Queue()
        self._wake_r, self._wake_w = os.pipe()
        os.set_blocking(self._wake_r, False)
        self.stop_flag = threading.Event()
        self.bound_port: int | None = None
        self._ctx = zmq.Context() if self.is_host else zmq.Context.instance()
        """A host has a context of its own: its ZAP handler (the allow-list of joiner keys) serves that context."""
        self._auth: ThreadAuthenticator | None = None
        self._watch: ConnectionWatch | None = None
        self._route_conn: dict[bytes, tuple[bytes, int]] = {}
        """Host: route -> (its CURVE key in Z85, the connection's descriptor), from its last message."""
        self._fd_route: dict[int, bytes] = {}
        """Host: descriptor -> the route whose message came in on it last (a route's entry in ``_route_conn`` may name
        a descriptor its closed connection had and another's has now)."""
        self._seated_fds: frozenset[int] = frozenset()
        """Host: the seated players' connections, as last told to the watch."""
        self._withdrawn = False
        """Host: the keys and connections that hold no seat were withdrawn at this start."""
        """The host's watch over bytes received per game connection (``carolus.net.watch``)."""
        self.client_keys = Keys.fresh()
        """A joiner's CURVE key pair, registered at the host's door before every connection."""
        self.sock: zmq.Socket | None = None
        self.door: Door | None = None
        """The host's door: the port people type, which hands out the CURVE key and the game port."""
        self.game_port: int | None = None
        self._door_addr: tuple[str, int] | None = None
        self._door_at = 0.0
        self._poller: zmq.Poller | None = None
        self._registered: zmq.Socket | None = None
        self.witness: witness.WitnessSocket | None = None
        """The LAN witness (``carolus.net.witness``): joiners' revealed shares, multicast around the host."""
        self.dropped = 0
        self.refused_frames = 0
        self._last_applied: tuple[int, int] = (-1, -1)
        self._change_error = ""
        self.thread: threading.Thread | None = None
        self._thinking = False
        """A computer seat of this process is choosing its action (in its own thread)."""

    # -- other threads --------------------------------------------------------------

    def submit(self, action: Action) -> None:
        """Thread-safe: a local human's action (the window calls this)."""
        self.call(lambda: self.core.submit(action, time.monotonic()))

    def call(self, fn: Callable[[], list[Out]]) -> None:
        """Thread-safe: run ``fn`` in the socket thread and send what it returns."""
        self._inbox.put(fn)
        os.write(self._wake_w, b"x")

    def start_thread(self) -> threading.Thread:
        self.thread = threading.Thread(target=self.run, name="carolus-net", daemon=True)
        self.thread.start()
        return self.thread

    def stop(self) -> None:
        self.stop_flag.set()
        os.write(self._wake_w, b"x")

    def leave(self, reason: str) -> None:
        """Thread-safe: say goodbye to the other side (so it shows us gone at once), then stop the loop."""

        def goodbye() -> list[Out]:
            self.stop_flag.set()
            return self.core.leave(reason, time.monotonic())

        self.call(goodbye)

    # -- the loop ------------------------------------------------------------------------

    def _split_endpoint(self) -> tuple[str, int]:
        rest = self.endpoint.split("://", 1)[-1]
        host, port = rest.rsplit(":", 1)
        return host, int(port)

    def open(self) -> None:
        """The host: its door (the port people type) and its CURVE game socket. A joiner: only checks that the
        host's name resolves; ``run`` (the socket thread) then asks the door for the key and connects, and keeps
        asking while the host is not there (a door that does not answer never holds up the caller's thread, which
        is the window's)."""
        if self.is_host:
            self._open_host()
        else:
            host, port = self._split_endpoint()
            self._door_addr = (host.strip("[]"), port)
            try:
                socket.getaddrinfo(self._door_addr[0], port, type=socket.SOCK_STREAM)
            except OSError as exc:  # a name that does not resolve: say so at once
                raise OSError(exc.errno or 0, exc.strerror or str(exc)) from None
            self._open_witness(port, self._door_addr[0])
            self._send(self.core.hello(time.monotonic()))  # starts the core's clocks (sent once connected)

    def _open_host(self) -> None:
        host, port = self._split_endpoint()
        keys: Keys = self.core.keys
        try:
            self.door = Door(host, port)
        except OSError as exc:  # a taken port: the plain reason ("Address already in use")
            raise OSError(exc.errno, os.strerror(exc.errno) if exc.errno else str(exc)) from None
        self.door.on_log = self._door_log
        self._auth = ThreadAuthenticator(self._ctx)
        self._auth.start()  # before the socket binds: no CURVE handshake is ever judged without it
        self._auth._denied = AddressSet()  # refusals by the door's measure: an IPv6 /64 as one address; bounded
        self._auth.configure_curve_callback(ZAP_DOMAIN, credentials_provider=self.door.keys)
        self.sock = _socket(self._ctx, zmq.ROUTER)
        self.sock.setsockopt(zmq.HANDSHAKE_IVL, int(HANDSHAKE_S * 1000))  # a stranger's silence is cut short
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
            raise OSError(exc.errno, zmq.strerror(exc.errno)) from None
        self.bound_port = self.door.port
        defer_accept(self.game_port)  # Linux: a silent stranger never gets a descriptor of ours
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
        )
        self._watch.start()
        self.core.door_password = bool(self.core.password)  # the door checks it before any game message
        self._door_state()
        self.door.start(keys.public, self.game_port, self.core.password)

    def _open_witness(self, port: int, toward: str | None) -> None:
        """Listen for (and, on a joiner, send) LAN witness datagrams; a machine that cannot is said so and plays on
        with the host relaying every share."""
        try:
            send_from = witness.facing(toward, port) if toward is not None else None
            self.witness = witness.WitnessSocket(port, send_from)
        except OSError as exc:
            self.core.events.append(
                Event("log", f"no LAN witness here ({exc.strerror or exc}): every share goes through the host only")
            )

    def _witness_io(self) -> None:
        """Shares seen on the LAN go to the core; the core's own go out. Read on every turn of the loop, never
        polled for: the loop turns at least every ``TICK_S`` and a stranger's flood of datagrams cannot make it spin
        (at most ``witness.READ_AT_ONCE`` a turn; the rest the system drops)."""
        core = self.core
        if self.witness is not None:
            now = time.monotonic()
            for datagram in self.witness.receive():
                seen = witness.unpack(core.witness_key, datagram)
                if seen is None:
                    continue
                try:
                    out = core.witnessed(seen, now)
                except Exception as exc:  # a bug must not let a datagram crash us
                    self._drop(f"a LAN witness datagram could not be handled ({exc.__class__.__name__}: {exc})")
                    continue
                self._send(out)
        if core.lan_out:
            if self.witness is not None:
                for datagram in core.lan_out:
                    self.witness.send(datagram)
            core.lan_out.clear()

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
        the door a while, longer each time the flood comes back soon (``secure.NEWCOMER_WAIT_S``)."""
        if self.door is None:
            return
        wait = self.door.keys.newcomers.trouble(time.monotonic())
        event = Event("log", f"newcomers wait {wait:.0f} s at the door: a flood from one of them came in")
        self.call(lambda: self.core.events.append(event) or [])

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
            if route is None or self._watch is None or all(p.route != route for p in self.core.peers[1:]):
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
        self.call(lambda: self.core.events.append(event) or [])

    def _door_log(self, text: str, who: str, reason: str) -> None:
        """A caller the door refused, for the host's log and window (handed over to the socket thread)."""
        event = Event("log", text, {"name": who, "reason": reason}, code="refused_peer")
        self.call(lambda: self.core.events.append(event) or [])

    def _try_door(self) -> None:
        """A joiner asks the host's door for its key and game port and registers its own key there (proving the
        password by SPAKE2 if the game has one); then it connects. A key other than the one pinned at our first
        join is refused before we say anything."""
        self._door_at = time.monotonic()
        core = self.core
        assert isinstance(core, JoinerCore)
        try:
            answer = door_register(
                *self._door_addr,
                self.client_keys.public,
                core.password,
                core.host_key,
                timeout=1.0,
                token_for=core.token_for,
            )
        except DoorRefused as exc:
            core.door_refused(exc.strerror or str(exc))
            return
        except DoorBusy as exc:  # it turns a flood away: knock again when it says
            self._door_at = time.monotonic() + exc.seconds - DOOR_RETRY_S
            core.events.append(Event("log", f"the host's door asks us to wait {exc.seconds} s: {exc.strerror}"))
            return
        except OSError:
            return  # not there (yet): asked again in a moment
        key, game_port = answer.key, answer.port
        if not answer.registered:
            core.refuse_key(key)
            return
        core.door_checked = bool(core.password)
        if self.sock is not None:  # a new connection: one the host's allow-list refused is never tried again
            self._poller_drop()
            self.sock.close(0)
        core.recall(key)
        client = self.client_keys
        sock = _socket(self._ctx, zmq.DEALER)
        sock.setsockopt(zmq.RECONNECT_IVL, 100)
        sock.setsockopt(zmq.RECONNECT_IVL_MAX, 1000)
        sock.curve_serverkey = key
        sock.curve_publickey = client.public
        sock.curve_secretkey = client.secret
        host = self._door_addr[0]
        try:
            sock.connect(f"tcp://[{host}]:{game_port}" if ":" in host else f"tcp://{host}:{game_port}")
        except zmq.ZMQError:
            sock.close(0)
            return
        self.sock = sock
        self._send(core.hello(time.monotonic()))

    def _poller_drop(self) -> None:
        if self._poller is not None and self.sock is not None:
            with contextlib.suppress(KeyError):
                self._poller.unregister(self.sock)
        self._registered = None

    def run(self, until: Callable[[], bool] | None = None, timeout_s: float | None = None) -> None:
        """Poll and dispatch until ``until()`` holds, ``stop()`` is called or ``timeout_s`` passes."""
        if self.sock is None and not self._door_addr:
            self.open()
        poller = self._poller = zmq.Poller()
        poller.register(self._wake_r, zmq.POLLIN)
        self._registered = None
        deadline = None if timeout_s is None else time.monotonic() + timeout_s
        try:
            while not self.stop_flag.is_set():
                if until is not None and until():
                    break
                if deadline is not None and time.monotonic() > deadline:
                    break
                if not self.is_host and not self.core.rejected:
                    lost = self.sock is None or self.core.host_lost
                    if lost and time.monotonic() - self._door_at >= DOOR_RETRY_S:
                        self._try_door()
                if self.sock is not None and self._registered is not self.sock:
                    poller.register(self.sock, zmq.POLLIN)
                    self._registered = self.sock
                wait = TICK_S
                if self._delayed:
                    wait = max(0.0, min(wait, self._delayed[0][0] - time.monotonic()))
                events = dict(poller.poll(int(wait * 1000)))
                if self._wake_r in events:
                    with contextlib.suppress(BlockingIOError):
                        os.read(self._wake_r, 4096)
                    while True:
                        try:
                            fn = self._inbox.get_nowait()
                        except queue.Empty:
                            break
                        self._send(fn())
                    if self.stop_flag.is_set():
                        break  # a goodbye is the last word: a move, ack or ping after it would mark us back
                if self.sock is not None and self.sock in events:
                    for _ in range(100):
                        try:
                            frames, extra, addr = self._recv_parts()
                        except zmq.Again:
                            break
                        if extra:
                            self._drop(f"{len(frames) + extra} frames instead of {len(frames)}")
                            if extra >= 64:
                                give_back_memory()
                            continue
                        self._receive(frames, addr)
                self._witness_io()  # before the tick: the host reads every share that came before it rolls
                now = time.monotonic()
                self._send(self.core.tick(now))
                self._door_state()
                self._play_ai()
                self._flush_delayed(now)
                self._drain_events()
        finally:
            self._drain_events()
            self._flush_delayed(float("inf"))

    def close(self) -> None:
        if self.sock is not None:
            self.sock.close()
            self.sock = None
        if self.door is not None:
            self.door.close()
            self.door = None
        if self.witness is not None:
            self.witness.close()
            self.witness = None
        if self._watch is not None:
            self._watch.stop()
            self._watch = None
        if self._auth is not None:
            self._auth.stop()
            self._auth = None
            self._ctx.term()
        for fd in (self._wake_r, self._wake_w):
            with contextlib.suppress(OSError):
                os.close(fd)

    def _recv_parts(self) -> tuple[list[bytes], int, str]:
        """One message, read part by part without copying: only as many parts as the protocol uses are kept
        (2 on the host: route and payload; 1 on a joiner), the rest are released one by one as they are read.

        Returns (kept parts, count of parts dropped, the sender's address as the socket saw it)."""
        assert self.sock is not None
        keep = 2 if self.is_host else 1
        first = self.sock.recv(zmq.NOBLOCK, copy=False)
        addr = ""
        with contextlib.suppress(zmq.ZMQError, UnicodeDecodeError):
            addr = first.get("Peer-Address") or ""
        frames = [first.bytes]
        if self.is_host:
            with contextlib.suppress(zmq.ZMQError, UnicodeDecodeError, ValueError):
                fd = int(first.get(zmq.SRCFD))
                if self._watch is not None:  # it was not in the middle of a message: the watch's memory guard
                    self._watch.heard(fd, time.monotonic())
                self._route_conn[frames[0]] = (str(first.get("User-Id")).encode("ascii"), fd)
                self._fd_route[fd] = frames[0]
                if len(self._route_conn) > 256:
                    self._route_conn.pop(next(iter(self._route_conn)))
        extra = 0
        while self.sock.getsockopt(zmq.RCVMORE):
            part = self.sock.recv(copy=False)
            if len(frames) < keep:
                frames.append(part.bytes)
            else:
                extra += 1
            del part
        return frames, extra, addr

    def _receive(self, frames: list[bytes], addr: str = "") -> None:
        now = time.monotonic()
        if self.is_host:
            if len(frames) != 2:
                return self._drop(f"{len(frames)} frames instead of 2")
            route, payload = frames
        else:
            if len(frames) != 1:
                return self._drop(f"{len(frames)} frames instead of 1")
            route, payload = None, frames[0]
        try:
            msg = decode(payload)
        except DecodeError as exc:
            return self._drop(str(exc))
        reason = check(msg, FROM_JOINER if self.is_host else FROM_HOST)
        if reason:
            return self._drop(reason)
        try:
            if self.is_host:
                assert route is not None
                out = self.core.handle(route, msg, now, addr) + self.core.pump()
            else:
                out = self.core.handle(msg, now)
        except Exception as exc:  # a bug must not let a peer crash us: drop and say why
            return self._drop(f"{msg.get('t')!r} could not be handled ({exc.__class__.__name__}: {exc})")
        self._send(out)
        return None

    def _drop(self, reason: str) -> None:
        self.refused_frames += 1
        self.core.events.append(Event("log", f"dropped a message: {reason}"))

    def _send(self, outs: list[Out]) -> None:
        if outs and self.is_host:
            self._save_if_changed()
            self._door_state()
        frames: dict[int, bytes] = {}  # a broadcast is one message object for every peer: encoded once
        for out in outs:
            frame = frames.get(id(out.msg))
            if frame is None:
                frame = frames[id(out.msg)] = encode(out.msg)
            if self.faults and out.msg.get("t") not in ("hello", "probe"):
                if self._rng.random() < self.faults.drop:
                    self.dropped += 1
                    continue
                if self.faults.delay_s > 0:
                    at = time.monotonic() + self._rng.random() * self.faults.delay_s
                    at = max(at, self._delayed[-1][0]) if self._delayed else at
                    self._delayed.append((at, out.dest, frame))
                    continue
            self._raw_send(out.dest, frame)

    def _door_state(self) -> None:
        """Who may still come in at the host's door (read by its thread): set after every change, before anyone
        hears of it, and on every tick."""
        if self.door is not None:
            self.door.closed, self.door.tokens = self.core.door_closed(), self.core.seat_tokens()
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
        for p in self.core.peers[1:]:
            conn = self._route_conn.get(p.route) if p.route is not None else None
            if conn is not None and self._fd_route.get(conn[1]) == p.route:
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
        if self.sock is None:  # a joiner before the host's door answered: its hello goes once connected
            self.dropped += 1
            return
        try:
            if self.is_host:
                if dest is not None:
                    self.sock.send_multipart([dest, frame], zmq.NOBLOCK)
            else:
                self.sock.send(frame, zmq.NOBLOCK)
        except zmq.ZMQError:
            self.dropped += 1

    def _flush_delayed(self, now: float) -> None:
        while self._delayed and self._delayed[0][0] <= now:
            _, dest, frame = self._delayed.pop(0)
            if self.sock is not None:
                self._raw_send(dest, frame)

    def _play_ai(self) -> None:
        """A computer seat of this process to act: it thinks in a thread of its own on a copy of the state (a strong
        AI's second never holds up heartbeats or other peers' messages); its choice comes back through ``call``."""
        if self._thinking:
            return
        seat = self.core.local_turn()
        if seat is not None and seat not in self.ai and self.ai_factory is not None:
            player = self.ai_factory(seat)
            if player is not None:  # None: a person plays that seat here
                self.ai[seat] = player
        if seat is None or seat not in self.ai:
            return
        game = self.core.game
        assert game is not None and game.match is not None
        state, index, ai = game.match.state.clone(), self.core.applied, self.ai[seat]
        self._thinking = True

        def think() -> None:
            try:
                code = ai.choose(state)
            except Exception as exc:  # an AI bug must not stop the game silently
                failure = exc
                self.call(lambda: self._thought_failed(failure))
                return
            self.call(lambda: self._play_choice(seat, index, code))

        threading.Thread(target=think, name="carolus-ai", daemon=True).start()

    def _thought_failed(self, exc: Exception) -> list[Out]:
        self._thinking = False
        self.core.events.append(
            Event(
                "log",
                f"the computer player failed: {exc.__class__.__name__}: {exc}",
                {"reason": exc.__class__.__name__},
                code="ai_failed",
            )
        )
        return []

    def _play_choice(self, seat: int, index: int, code: int) -> list[Out]:
        """In the socket thread: submit the computer's choice if the game is still where it was when it began."""
        self._thinking = False
        if self.core.applied != index or self.core.local_turn() != seat:
            return []
        game = self.core.game
        assert game is not None and game.match is not None
        action = from_code(game.match.state, code)
        self.submitted.setdefault(index, time.perf_counter())
        if self.is_host:
            return self.core.submit(action) + self.core.pump()
        return self._joiner_submit(action)

    def _joiner_submit(self, action: Action) -> list[Out]:
        """One of our actions to the host (the tests' misbehaving joiner overrides this)."""
        return self.core.submit(action, time.monotonic())

    def _drain_events(self) -> None:
        events = self.core.events
        if events:
            self.core.events = []
            for event in events:
                self.on_event(event)
        self._save_if_changed()

    def _save_if_changed(self) -> None:
        """Call ``on_change`` (the host's autosave) once per new action; the host calls it before it sends the
        action, so a restarted host never holds less than a joiner applied (a joiner refuses a catch-up that is
        behind it)."""
        game = self.core.game
        applied = (self.core.applied, len(game.shares) if game is not None else 0)
        if applied != self._last_applied and self.on_change is not None:
            self._last_applied = applied
            try:
                self.on_change(self)
                self._change_error = ""
            except OSError as exc:  # a full disk or a bad autosave folder must not stop the game
                where = f" ({exc.filename})" if exc.filename else ""
                text = f"could not autosave: {exc.strerror or exc}{where}"
                if text != self._change_error:  # said once, not after every action
                    self._change_error = text
                    self.core.events.append(
                        Event("log", text, {"reason": str(exc.strerror or exc)}, code="autosave_failed")
                    )
