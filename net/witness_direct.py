"""The direct witness: a joiner's revealed share reaches the other joiners around the host where no multicast does.

The LAN witness (``carolus.net.witness``) needs the peers on one LAN. Off it, each joiner opens a small witness
endpoint of its own: a ZeroMQ ROUTER under CURVE with the joiner's own key, which lets in only the keys of this
game's joiners (a ZAP allow-list, as the host's game port has), reads messages of at most ``witness.MAX_DATAGRAM``
bytes and at most ``witness.READ_AT_ONCE`` of them a turn. Where the joiner hosts with ``--internet`` in mind, its
port may be mapped on its router too (``carolus.net.portmap``).

Each joiner tells the host where its endpoint is (``where``: its port, the addresses it knows for itself and its
CURVE key), signed with its dice key, the one every peer signed into the roster at the deal (``fairdice``). The host
passes every joiner's ``where`` to the others (``peer_at``), adding the address the joiner's messages came from (a
NAT's outside address; unsigned, a hint only). Nobody but the joiner can make a ``where`` that the others accept, so
the host can point nobody at an endpoint of its own: a false address leads nowhere, since the CURVE handshake
checks the signed key. What the host can do is keep a ``where`` back; then the joiners have no path, see that no
share reaches them around the host, and are told (``Code.WITNESS_SILENT``), as on a LAN without multicast.

Every joiner connects to each other joiner's endpoint (one DEALER per peer, to all its addresses at once; the first
that completes carries the messages; made afresh while it has none, ``DirectWitness.hello``). Over each link, in
both directions, go the very bytes of the LAN witness's datagram (``witness.pack``: the share, the author's signed
next commit, the game's witness key's MAC), at once and again every ``witness.WITNESS_S`` while the roll waits; a
joiner passes on every share it accepts to all its links. So where A and C cannot reach each other but B reaches
both, A's share reaches C through B: B can only pass on what A made (the share must match A's commit, the next
commit carries A's signature), never change it. Where a joiner's shares reach another by no path, that one is told
(``Code.WITNESS_CUT``).

Strangers may knock at the endpoint too (its port mapped, or a global IPv6 address): an address whose handshakes the
allow-list keeps refusing is refused for a while (``carolus.net.witness_guard``).
"""

from __future__ import annotations

import contextlib
import socket
import threading
from dataclasses import dataclass

import zmq
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey
from zmq.utils import z85

from . import witness
from .fairdice import KEY_BYTES, SigningKey
from .secure import Keys
from .witness_guard import WitnessGuard
from .zap import ZapHandler

DOMAIN = "carolus-witness"
"""The ZAP domain of a witness endpoint (its own ZeroMQ context: the host's game port never shares it)."""
MAX_ADDRS = 4
"""Addresses a ``where`` may give (the one facing the host, global IPv6 ones, a router's outside address)."""
MAX_ADDR_CHARS = 64
MAX_LINKS = 3
"""Other joiners: a game has at most four peers, the host among them (peers 1 to 3)."""
HWM = 16
"""Messages queued per link: a share a link cannot take now is repeated ``witness.WITNESS_S`` later anyway."""
ROUTE_SILENT_S = 30.0
"""A link that connected to us and said nothing for this long is no longer written to (it reconnects if alive)."""
HELLO_S = 1.0
"""How often a link says ``HELLO``."""
HELLO = b"hi"
RELINK_AFTER = 3
"""Hellos (seconds) a link may go without a completed connection before it is made afresh."""
"""What a connecting link sends on each witness tick: lets the other side write back over it (only its routes
that spoke are written to), where that side's own connection to us cannot be made (we are behind a NAT)."""


@dataclass(frozen=True)
class Where:
    """A joiner's witness endpoint, as the joiner signed it."""

    peer: int
    key: bytes
    """Its CURVE public key, 32 bytes (Z85-decoded)."""
    port: int
    addrs: tuple[str, ...]
    sig: bytes = b""


def _message(game: str, where: Where) -> bytes:
    return (
        b"carolus-net/where\0"
        + game.encode("utf-8")
        + f"\0{where.peer}\0{where.port}\0".encode("ascii")
        + where.key
        + "\0".join(where.addrs).encode("utf-8")
    )


def sign(key: SigningKey, game: str, where: Where) -> Where:
    """``where`` signed with the joiner's dice key (``fairdice.signing_key``)."""
    return Where(where.peer, where.key, where.port, where.addrs, key.sign(_message(game, where)))


def signed(public: bytes, game: str, where: Where) -> bool:
    """True if ``where`` is signed by the joiner whose dice key is ``public`` (``SharedGame.keys``)."""
    if len(public) != KEY_BYTES or len(where.key) != 32 or len(where.sig) != 64:
        return False
    try:
        Ed25519PublicKey.from_public_bytes(public).verify(where.sig, _message(game, where))
    except (InvalidSignature, ValueError, TypeError):
        return False
    return True


def from_message(peer: int, msg: dict[str, object]) -> Where:
    """The ``where`` of a schema-checked ``where`` or ``peer_at`` message."""
    addrs = msg["addrs"]
    assert isinstance(addrs, list)
    port, key, sig = msg["port"], msg["key"], msg["sig"]
    assert isinstance(port, int) and isinstance(key, bytes) and isinstance(sig, bytes)
    return Where(peer, key, port, tuple(str(a) for a in addrs), sig)


def endpoint(addr: str, port: int) -> str:
    return f"tcp://[{addr}]:{port}" if ":" in addr else f"tcp://{addr}:{port}"


def endpoints(where: Where, observed: str = "") -> list[str]:
    """Where to connect for ``where``: its own addresses, then the address the host saw it at (a hint)."""
    addrs = [a for a in (*where.addrs, observed.strip("[]")) if a and len(a) <= MAX_ADDR_CHARS]
    return [endpoint(a, where.port) for a in dict.fromkeys(addrs)]


def facing(host: str, port: int) -> str:
    """This machine's address on the way to ``host`` (IPv4 or IPv6, as ``host`` is; no packet is sent), or ""."""
    try:
        family = socket.getaddrinfo(host, port, type=socket.SOCK_DGRAM)[0][0]
        with socket.socket(family, socket.SOCK_DGRAM) as probe:
            probe.connect((host, port))
            return str(probe.getsockname()[0]).split("%", 1)[0]
    except (OSError, IndexError):
        return ""


class DirectWitness:
    """A joiner's witness endpoint and its links to the other joiners' (the module text says how they are used)."""

    def __init__(self, keys: Keys, port: int = 0) -> None:
        """Listen on ``port`` (0: any free one) on every address; raises OSError where it cannot."""
        self.keys = keys
        self.ctx = zmq.Context()
        self._known: dict[int, bytes] = {}
        """Peer -> the Z85 key of its latest signed ``where`` (one per peer): the only keys our endpoint lets in."""
        self._lock = threading.Lock()
        self.zap = ZapHandler(self.ctx, DOMAIN, self._allowed)
        self.server: zmq.Socket | None = None
        self.guard: WitnessGuard | None = None
        """Refuses addresses whose handshakes keep failing (``carolus.net.witness_guard``; wjoin35)."""
        self.links: dict[int, tuple[bytes, tuple[str, ...], zmq.Socket]] = {}
        """Peer -> (its CURVE key, the endpoints its link connects to, the link)."""
        self.routes: dict[bytes, float] = {}
        """Links that connected to us -> when they last spoke (written to, as our own links are)."""
        self.unlinked: dict[int, int] = {}
        """Peer -> hellos in a row that found its link without a completed connection."""
        try:
            self.zap.start()
            server = self.server = self._socket(zmq.ROUTER)
            guard = self.guard = WitnessGuard(server)
            self.zap.failed, self.zap.denied = guard.failed, guard.refused
            guard.start()  # (before the bind: no connection is accepted unwatched)
            server.curve_server = True
            server.curve_publickey, server.curve_secretkey = keys.public, keys.secret
            server.zap_domain = DOMAIN.encode("ascii")
            server.bind(f"tcp://*:{port}")
            self.port = guard.port = int(server.getsockopt_string(zmq.LAST_ENDPOINT).rsplit(":", 1)[1])
        except zmq.ZMQError as exc:
            self.close()
            raise OSError(exc.errno, exc.strerror) from None

    def _socket(self, kind: int) -> zmq.Socket:
        sock = self.ctx.socket(kind)
        sock.setsockopt(zmq.MAXMSGSIZE, witness.MAX_DATAGRAM)
        sock.setsockopt(zmq.IPV6, 1)
        sock.setsockopt(zmq.LINGER, 0)
        sock.setsockopt(zmq.RCVHWM, HWM)
        sock.setsockopt(zmq.SNDHWM, HWM)
        return sock

    def _allowed(self, _domain: str, key: bytes) -> bool:
        with self._lock:
            return key in self._known.values()

    @property
    def public(self) -> bytes:
        """Our CURVE key as ``where`` carries it (32 bytes)."""
        return z85.decode(self.keys.public)

    def link(self, peer: int, key: bytes, targets: list[str]) -> None:
        """Let joiner ``peer``, CURVE key ``key`` (32 bytes), in at our endpoint (in place of any key it had) and
        connect to it at ``targets`` (if any); a link already open to the same key and endpoints is kept."""
        if len(key) != 32 or not 0 < peer <= MAX_LINKS:
            return
        text = z85.encode(key)
        with self._lock:
            self._known = {**self._known, peer: text}
        old = self.links.get(peer)
        if old is not None and old[:2] == (key, tuple(targets)):
            return
        if old is not None:
            old[2].close(0)
            del self.links[peer]
        if targets:
            self.links[peer] = (key, tuple(targets), self._connect(key, targets))

    def _connect(self, key: bytes, targets: list[str] | tuple[str, ...]) -> zmq.Socket:
        """A link to the endpoint with CURVE key ``key`` at ``targets`` (all at once)."""
        sock = self._socket(zmq.DEALER)
        sock.setsockopt(zmq.IMMEDIATE, 1)  # only over a completed connection: the others keep nothing queued
        sock.setsockopt(zmq.RECONNECT_IVL, 500)
        sock.setsockopt(zmq.RECONNECT_IVL_MAX, 2000)
        sock.curve_serverkey = z85.encode(key)
        sock.curve_publickey, sock.curve_secretkey = self.keys.public, self.keys.secret
        for target in targets:
            with contextlib.suppress(zmq.ZMQError):  # an address this machine cannot use: the others may do
                sock.connect(target)
        return sock

    def send(self, data: bytes) -> None:
        """``data`` over every link, both ours and those made to us (best effort: the next tick repeats it)."""
        for _key, _targets, sock in self.links.values():
            with contextlib.suppress(zmq.ZMQError):
                sock.send(data, zmq.NOBLOCK)
        if self.server is not None:
            for route in list(self.routes):
                with contextlib.suppress(zmq.ZMQError):
                    self.server.send_multipart([route, data], zmq.NOBLOCK)

    def hello(self, now: float) -> None:
        """Say ``HELLO`` over our own links (so the other side may write back) and forget silent routes. A link
        with no completed connection for ``RELINK_AFTER`` hellos is made afresh: libzmq never tries again after a
        refused handshake, and ours is refused while the other joiner has not yet heard our ``where``."""
        self.routes = {r: t for r, t in self.routes.items() if now - t < ROUTE_SILENT_S}
        for peer, (key, targets, sock) in list(self.links.items()):
            try:
                sock.send(HELLO, zmq.NOBLOCK)
                self.unlinked.pop(peer, None)
            except zmq.ZMQError:  # (no completed connection: IMMEDIATE refuses to queue)
                self.unlinked[peer] = self.unlinked.get(peer, 0) + 1
                if self.unlinked[peer] >= RELINK_AFTER:
                    self.unlinked[peer] = 0
                    sock.close(0)
                    self.links[peer] = (key, targets, self._connect(key, targets))

    def receive(self, now: float) -> list[bytes]:
        """What reached us (at most ``witness.READ_AT_ONCE`` messages from each socket a turn), ``HELLO``s left out."""
        out: list[bytes] = []
        if self.server is not None:
            for _ in range(witness.READ_AT_ONCE):
                try:
                    frames = self.server.recv_multipart(zmq.NOBLOCK)
                except zmq.ZMQError:
                    break
                if len(frames) != 2:
                    continue
                if frames[0] in self.routes or len(self.routes) < 4 * MAX_LINKS:
                    self.routes[frames[0]] = now
                if frames[1] != HELLO:
                    out.append(frames[1])
        for _key, _targets, sock in self.links.values():
            for _ in range(witness.READ_AT_ONCE):
                try:
                    data = sock.recv(zmq.NOBLOCK)
                except zmq.ZMQError:
                    break
                if data != HELLO:
                    out.append(data)
        return out

    def close(self) -> None:
        for _key, _targets, sock in self.links.values():
            sock.close(0)
        self.links = {}
        if self.guard is not None:
            self.guard.stop()
            self.guard = None
        if self.server is not None:
            self.server.close(0)
            self.server = None
        self.zap.stop()
        self.ctx.term()
