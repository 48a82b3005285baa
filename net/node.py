"""The socket thread: one thread owns the ZeroMQ socket and drives a protocol core.

zguide's shape: the host binds a ROUTER (``host_node.HostNode``), each joiner
connects a DEALER (``joiner_node.JoinerNode``); this module holds what both
roles share. The loop polls the socket and a wake-up pipe (so another thread's
``submit`` is seen at once), decodes each frame under the codec's limits,
checks it against the schema, hands it to the core and sends what the core
returns. Garbage is dropped with a logged reason; nothing a peer sends can
raise out of the loop. AI seats of this process think in a thread of their
own and hand their choice back to this one.

``Faults`` (tests and the soak script only) drops and delays outgoing
messages to show the protocol recovers.
"""

from __future__ import annotations

import contextlib
import os
import queue
import random
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, TypeVar

import zmq

from carolus.engine.actions import Action, from_code
from carolus.engine.ai import AIPlayer

from . import witness
from .codec import MAX_JOINER_MESSAGE_BYTES, MAX_MESSAGE_BYTES, DecodeError, decode, encode
from .host import HostCore
from .joiner import JoinerCore
from .limits import LogLimit
from .protocol_types import Event, Out
from .schema import check
from .tcpinfo import give_back_memory

TICK_S = 0.05

Core = TypeVar("Core", HostCore, JoinerCore)


@dataclass
class Faults:
    """Injected trouble: drop a share of outgoing messages, delay the rest by up to ``delay_s``."""

    drop: float = 0.0
    delay_s: float = 0.0
    seed: int = 0


def make_socket(ctx: zmq.Context, kind: int) -> zmq.Socket:
    sock = ctx.socket(kind)
    # the host hears only small messages; a joiner also takes the host's catch-up (the record so far)
    sock.setsockopt(zmq.MAXMSGSIZE, MAX_JOINER_MESSAGE_BYTES if kind == zmq.ROUTER else MAX_MESSAGE_BYTES)
    sock.setsockopt(zmq.IPV6, 1)  # an IPv6 host address works too; "*" listens on both
    sock.setsockopt(zmq.LINGER, 1000)
    sock.setsockopt(zmq.RCVHWM, 1000)
    sock.setsockopt(zmq.SNDHWM, 1000)
    return sock


class Node(Generic[Core]):
    """A core plus its socket, driven by ``run`` in exactly one thread: what the host's and a joiner's have alike."""

    is_host: ClassVar[bool]
    """Which role this is (the window asks; nothing here branches on it)."""
    FRAMES: ClassVar[int]
    """The parts of every message on this role's socket (the host's ROUTER adds the sender's route)."""
    SCHEMA: ClassVar[frozenset[str]]
    """What this role may receive (``schema.FROM_JOINER`` or ``schema.FROM_HOST``)."""

    def __init__(
        self,
        core: Core,
        endpoint: str,
        on_event: Callable[[Event], None] | None = None,
        ai: dict[int, AIPlayer] | None = None,
        faults: Faults | None = None,
        on_change: Callable[[Node[Core]], None] | None = None,
        ai_factory: Callable[[int], AIPlayer | None] | None = None,
    ) -> None:
        self.core: Core = core
        self.endpoint = endpoint
        self.on_event = on_event or (lambda e: None)
        self.on_change: Callable[[Node[Core]], None] | None = on_change
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
        self.sock: zmq.Socket | None = None
        self._poller: zmq.Poller | None = None
        self._registered: zmq.Socket | None = None
        self.witness: witness.WitnessSocket | None = None
        """The LAN witness (``carolus.net.witness``): joiners' revealed shares, multicast around the host."""
        self.dropped = 0
        self.refused_frames = 0
        self.drop_lines = LogLimit()
        """Log lines about dropped messages, per sender (a flood of junk writes a few, then one now and then)."""
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
        """Open this role's sockets (``HostNode.open``, ``JoinerNode.open``)."""
        raise NotImplementedError

    def _opened(self) -> bool:
        """``open`` was called (``run`` calls it otherwise)."""
        return self.sock is not None

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
                    self._drop(
                        f"a LAN witness datagram could not be handled ({exc.__class__.__name__}: {exc})", b"witness"
                    )
                    continue
                self._send(out)
        if core.lan_out:
            if self.witness is not None:
                for datagram in core.lan_out:
                    self.witness.send(datagram)
            core.lan_out.clear()

    def _poller_drop(self) -> None:
        if self._poller is not None and self.sock is not None:
            with contextlib.suppress(KeyError):
                self._poller.unregister(self.sock)
        self._registered = None

    def run(self, until: Callable[[], bool] | None = None, timeout_s: float | None = None) -> None:
        """Poll and dispatch until ``until()`` holds, ``stop()`` is called or ``timeout_s`` passes."""
        if not self._opened():
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
                self._before_poll()
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
                            self._drop(f"{len(frames) + extra} frames instead of {len(frames)}", self._sender(frames))
                            if extra >= 64:
                                give_back_memory()
                            continue
                        self._receive(frames, addr)
                self._witness_io()  # before the tick: the host reads every share that came before it rolls
                now = time.monotonic()
                self._send(self.core.tick(now))
                self._after_tick()
                self._play_ai()
                self._flush_delayed(now)
                self._drain_events()
        finally:
            self._drain_events()
            self._flush_delayed(float("inf"))

    def _before_poll(self) -> None:
        """Each turn of the loop, before it polls (a joiner without a connection knocks at the host's door)."""

    def _after_tick(self) -> None:
        """Each turn of the loop, after the core's tick (the host tells its door who may come in)."""

    def close(self) -> None:
        if self.sock is not None:
            self.sock.close()
            self.sock = None
        self._close_more()
        for fd in (self._wake_r, self._wake_w):
            with contextlib.suppress(OSError):
                os.close(fd)

    def _close_more(self) -> None:
        """Close what this role has beside its game socket (after it; before the wake-up pipe)."""
        if self.witness is not None:
            self.witness.close()
            self.witness = None

    def _recv_parts(self) -> tuple[list[bytes], int, str]:
        """One message, read part by part without copying: only as many parts as the protocol uses are kept
        (2 on the host: route and payload; 1 on a joiner), the rest are released one by one as they are read.

        Returns (kept parts, count of parts dropped, the sender's address as the socket saw it)."""
        assert self.sock is not None
        keep = self.FRAMES
        first = self.sock.recv(zmq.NOBLOCK, copy=False)
        addr = ""
        with contextlib.suppress(zmq.ZMQError, UnicodeDecodeError):
            addr = str(first.get("Peer-Address") or "")
        frames = [first.bytes]
        self._heard(first, frames[0])
        extra = 0
        while self.sock.getsockopt(zmq.RCVMORE):
            part = self.sock.recv(copy=False)
            if len(frames) < keep:
                frames.append(part.bytes)
            else:
                extra += 1
            del part
        return frames, extra, addr

    def _heard(self, first: zmq.Frame, data: bytes) -> None:
        """The first part of a message just read, and its bytes (the host notes which connection its route spoke
        on)."""

    def _sender(self, frames: list[bytes]) -> bytes:
        """Who sent a message, for the log's limit: its route on the host (one per connection), "" on a joiner."""
        return frames[0] if self.FRAMES == 2 and frames else b""

    def _receive(self, frames: list[bytes], addr: str = "") -> None:
        now = time.monotonic()
        sender = self._sender(frames)
        if len(frames) != self.FRAMES:
            return self._drop(f"{len(frames)} frames instead of {self.FRAMES}", sender)
        try:
            msg = decode(frames[-1])
        except DecodeError as exc:
            return self._drop(str(exc), sender)
        reason = check(msg, self.SCHEMA)
        if reason:
            return self._drop(reason, sender)
        try:
            out = self._handle(frames, msg, now, addr)
        except Exception as exc:  # a bug must not let a peer crash us: drop and say why
            return self._drop(f"{msg.get('t')!r} could not be handled ({exc.__class__.__name__}: {exc})", sender)
        self._send(out)
        return None

    def _handle(self, frames: list[bytes], msg: dict[str, Any], now: float, addr: str) -> list[Out]:
        """One schema-checked message to the core; what to send."""
        raise NotImplementedError

    def _drop(self, reason: str, sender: bytes = b"") -> None:
        """A message dropped: counted, and logged unless this sender's lines are over their limit (``LogLimit``)."""
        self.refused_frames += 1
        held = self.drop_lines.allow(sender, time.monotonic())
        if held is not None:
            more = f" ({held} more dropped from there without a line)" if held else ""
            self.core.events.append(Event("log", f"dropped a message: {reason}{more}"))

    def _send(self, outs: list[Out]) -> None:
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

    def _raw_send(self, dest: bytes | None, frame: bytes) -> None:
        """One encoded message onto the socket (to ``dest``, on the host)."""
        raise NotImplementedError

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
        return self._submit_choice(action)

    def _submit_choice(self, action: Action) -> list[Out]:
        """A computer seat's action, as this role sends it."""
        raise NotImplementedError

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
