"""A joiner's socket thread: it knocks at the host's door for the key and game port, then connects a DEALER.

The door (``carolus.net.secure.door_register``) registers this joiner's CURVE key with the host (proving the
password by SPAKE2 if the game has one) before every connection; while the host is not there, or its connection is
lost, the joiner knocks again every ``DOOR_RETRY_S``.
"""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Callable
from typing import Any, ClassVar

import zmq

from carolus.engine.actions import Action

from . import witness, witness_direct
from .joiner import JoinerCore
from .node import Node, make_socket
from .protocol_types import Event, Out
from .schema import FROM_HOST
from .secure import DoorBusy, DoorRefused, Keys, door_register

DOOR_RETRY_S = 1.0
"""How often a joiner without a connection asks the host's door again."""


class JoinerNode(Node[JoinerCore]):
    """A joiner's core plus its connection to the host, driven by ``run`` in exactly one thread."""

    is_host: ClassVar[bool] = False
    FRAMES: ClassVar[int] = 1
    SCHEMA: ClassVar[frozenset[str]] = FROM_HOST

    def __init__(self, core: JoinerCore, *args: Any, **kwargs: Any) -> None:
        super().__init__(core, *args, **kwargs)
        self._ctx: zmq.Context = zmq.Context.instance()
        self.client_keys = Keys.fresh()
        core.own_key = self.client_keys.public  # its fingerprint is ours in the lobby's list (lobby35)
        """A joiner's CURVE key pair, registered at the host's door before every connection."""
        self._door_addr: tuple[str, int] | None = None
        self._door_at = 0.0
        # -- the direct witness (``carolus.net.witness_direct``; relay35) --
        self.direct: witness_direct.DirectWitness | None = None
        """Our witness endpoint and links to the other joiners' (where this machine can listen)."""
        self.witness_port = 0
        """The port our witness endpoint listens on (0: any free one)."""
        self.internet = False
        """Ask the home router to forward our witness port too (``carolus.net.portmap``), set before ``open``."""
        self.portmap: Any = None
        self.on_router: Callable[[Any], None] | None = None
        """Hears the router's answer for our witness port (``carolus.net.portmap.Outcome``), in the thread that asked
        it (the window shows it; wjoin35)."""
        self._router_lock = threading.Lock()
        self._router_closed = False
        """``close_router`` ran: a mapping the router grants after that is taken back at once."""
        self._asked: Any = None
        self._hello_at = 0.0
        self._direct_tried = False

    def open(self) -> None:
        """Only checks that the host's name resolves; ``run`` (the socket thread) then asks the door for the key and
        connects, and keeps asking while the host is not there (a door that does not answer never holds up the
        caller's thread, which is the window's)."""
        host, port = self._split_endpoint()
        self._door_addr = (host.strip("[]"), port)
        try:
            socket.getaddrinfo(self._door_addr[0], port, type=socket.SOCK_STREAM)
        except OSError as exc:  # a name that does not resolve: say so at once
            raise OSError(exc.errno or 0, exc.strerror or str(exc)) from None
        self._open_witness(port, self._door_addr[0])
        self._send(self.core.hello(time.monotonic()))  # starts the core's clocks (sent once connected)

    def _opened(self) -> bool:
        return self.sock is not None or bool(self._door_addr)

    def _before_poll(self) -> None:
        if not self._direct_tried:  # in the socket thread, which alone uses it (finding our addresses may wait)
            self._direct_tried = True
            if not self.core.watching:  # a spectator has no share to witness
                self._open_direct()
        if not self.core.rejected:
            lost = self.sock is None or self.core.host_lost
            if lost and time.monotonic() - self._door_at >= DOOR_RETRY_S:
                self._try_door()

    def _try_door(self) -> None:
        """A joiner asks the host's door for its key and game port and registers its own key there (proving the
        password by SPAKE2 if the game has one); then it connects. A key other than the one pinned at our first
        join is refused before we say anything."""
        self._door_at = time.monotonic()
        core = self.core
        assert self._door_addr is not None
        try:
            answer = door_register(
                *self._door_addr,
                self.client_keys.public,
                core.password,
                core.host_key,
                timeout=1.0,
                token_for=core.token_for,
                watch=getattr(core, "watching", False),
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
        sock = make_socket(self._ctx, zmq.DEALER)
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

    def _handle(self, frames: list[bytes], msg: dict[str, Any], now: float, addr: str) -> list[Out]:
        return self.core.handle(msg, now)

    def _raw_send(self, dest: bytes | None, frame: bytes) -> None:
        if self.sock is None:  # before the host's door answered: our hello goes once connected
            self.dropped += 1
            return
        try:
            self.sock.send(frame, zmq.NOBLOCK)
        except zmq.ZMQError:
            self.dropped += 1

    def _submit_choice(self, action: Action) -> list[Out]:
        return self._joiner_submit(action)

    def _joiner_submit(self, action: Action) -> list[Out]:
        """One of our actions to the host (the tests' misbehaving joiner overrides this)."""
        return self.core.submit(action, time.monotonic())

    # -- the direct witness (``carolus.net.witness_direct``; relay35) -------------------------------------

    def _open_direct(self) -> None:
        """Open our witness endpoint; the core announces it (with the addresses we know for ourselves) once the
        deal's keys are known. A machine that cannot listen is said so and plays on with the LAN witness alone."""
        assert self._door_addr is not None
        try:
            self.direct = witness_direct.DirectWitness(self.client_keys, self.witness_port)
        except OSError as exc:
            self.core.events.append(
                Event("log", f"no direct witness here ({exc.strerror or exc}): shares reach others on the LAN only")
            )
            return
        from .portmap import global_ipv6, open_in_background

        ours = witness_direct.facing(*self._door_addr)
        addrs = tuple(dict.fromkeys(a for a in (ours, *global_ipv6()) if a))[: witness_direct.MAX_ADDRS - 1]
        self.core.endpoint = (self.direct.public, self.direct.port, addrs)
        if self.internet:
            with self._router_lock:
                if not self._router_closed:
                    self.portmap = self._asked = open_in_background([self.direct.port], self._router_said)

    def _router_said(self, outcome: Any) -> None:
        """The router's answer (in the thread that asked it): to the socket thread and ``on_router``; where the
        mapping was closed meanwhile, it is taken back."""
        with self._router_lock:
            closed = self._router_closed
        if closed:
            if self._asked is not None:
                self._asked.close()  # (again: harmless)
            return
        self.call(lambda: self._mapped(outcome))
        if self.on_router is not None:
            self.on_router(outcome)

    def close_router(self) -> None:
        """Take the router's forwarding of our witness port back (a router call or two: the window calls it off its
        own thread; where the router went, the lease runs out); one still being asked for goes once it answers."""
        with self._router_lock:
            self._router_closed = True
            portmap, self.portmap = self.portmap, None
        if portmap is not None:
            portmap.close()

    def _mapped(self, outcome: Any) -> list[Out]:
        """The router's answer for our witness port (in the socket thread): its outside address joins the others."""
        endpoint = self.core.endpoint
        if outcome.ok and outcome.external and endpoint is not None:
            self.core.endpoint = (endpoint[0], endpoint[1], (*endpoint[2], outcome.external))
        for line in outcome.lines():
            self.core.events.append(Event("log", f"witness port: {line}"))
        return []

    def _witness_io(self) -> None:
        super()._witness_io()
        core, direct = self.core, self.direct
        if direct is None:
            core.direct_out.clear()
            core.peers_at.clear()
            return
        for peer, key, targets in core.peers_at:
            direct.link(peer, key, targets)
        core.peers_at.clear()
        now = time.monotonic()
        for data in direct.receive(now):
            seen = witness.unpack(core.witness_key, data)
            if seen is None:
                continue
            try:
                out = core.witnessed(seen, now, direct=True)
            except Exception as exc:  # a bug must not let a peer's message crash us
                self._drop(f"a direct witness message could not be handled ({exc.__class__.__name__}: {exc})")
                continue
            self._send(out)
        for data in dict.fromkeys(core.direct_out):
            direct.send(data)
        core.direct_out.clear()
        if now - self._hello_at >= witness_direct.HELLO_S:
            self._hello_at = now
            direct.hello(now)
            if direct.guard is not None and (line := direct.guard.report(now)):  # (wjoin35)
                core.events.append(Event("log", line))

    def _close_more(self) -> None:
        super()._close_more()
        if self.direct is not None:
            self.direct.close()
            self.direct = None
        self.close_router()
