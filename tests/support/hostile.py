"""Hostile LAN clients for the tests: raw ZeroMQ sockets that say what an honest peer never would."""

from __future__ import annotations

import collections
import contextlib
import os
import selectors
import socket
import threading
import time
from collections.abc import Callable
from typing import Any

import nacl.exceptions
import zmq

from carolus.net import witness
from carolus.net.codec import decode, encode
from carolus.net.handshake import app_version, engine_digest, pake_joiner
from carolus.net.schema import PROTOCOL_VERSION
from carolus.net.secure import DoorAnswer, DoorBusy, Keys, door_register, fetch_door

from .zmtp_curve import CurveStream

MIB = 1024 * 1024


def hello(name: str, **extra: Any) -> dict[str, Any]:
    """A hello with the right versions (the attack is in what follows)."""
    return {
        "t": "hello",
        "proto": PROTOCOL_VERSION,
        "app": app_version(),
        "rules": engine_digest(),
        "name": name,
        "game": "",
        "token": "",
        "nonce": os.urandom(16),
        "seat": -1,
        **extra,
    }


class RawPeer:
    """A DEALER socket on loopback that sends any frames and reads the host's answers: a stranger who registered
    its key at the host's door and speaks CURVE like everyone (``register=False``: one who skipped the door and
    only read the host's key there; ``curve=False``: one who does not speak CURVE at all; ``source``: the loopback
    address it connects from, 127.0.0.1 unless given)."""

    def __init__(
        self, port: int, curve: bool = True, register: bool = True, password: str = "", source: str = ""
    ) -> None:
        mine = Keys.fresh()
        if register:
            answer = door_register("127.0.0.1", port, mine.public, password)
            key, game_port = answer.key, answer.port
        else:
            key, game_port = fetch_door("127.0.0.1", port)
        self.mine, self.server_key, self.game_port, self.curve = mine, key, game_port, curve
        self.sock = zmq.Context.instance().socket(zmq.DEALER)
        self.sock.setsockopt(zmq.LINGER, 0)
        self.sock.setsockopt(zmq.SNDTIMEO, 5000)  # a refused connection takes nothing: send raises zmq.Again
        if curve:
            self.sock.curve_serverkey = key
            self.sock.curve_publickey = mine.public
            self.sock.curve_secretkey = mine.secret
        self.sock.connect(f"tcp://{source}:0;127.0.0.1:{game_port}" if source else f"tcp://127.0.0.1:{game_port}")

    def send(self, msg: dict[str, Any]) -> None:
        self.sock.send(encode(msg))

    def try_send(self, msg: dict[str, Any]) -> bool:
        """Send if the connection takes it (False: the host refused the connection, nothing was sent)."""
        try:
            self.send(msg)
        except zmq.Again:
            return False
        return True

    def send_frames(self, frames: list[bytes]) -> None:
        self.sock.send_multipart(frames)

    def recv(self, timeout_ms: int = 5000) -> dict[str, Any]:
        assert self.sock.poll(timeout_ms), "the host did not answer"
        return decode(self.sock.recv())

    def recv_kind(self, kind: str, timeout_ms: int = 5000) -> dict[str, Any]:
        """The next message of type ``kind`` (others are skipped)."""
        while True:
            msg = self.recv(timeout_ms)
            if msg["t"] == kind:
                return msg

    def close(self) -> None:
        self.sock.close(0)

    def again(self) -> RawPeer:
        """The same key on a new connection, without asking the door again."""
        other = RawPeer.__new__(RawPeer)
        other.mine, other.server_key, other.game_port, other.curve = self.mine, self.server_key, self.game_port, True
        other.sock = zmq.Context.instance().socket(zmq.DEALER)
        other.sock.setsockopt(zmq.LINGER, 0)
        other.sock.setsockopt(zmq.SNDTIMEO, 2000)
        other.sock.curve_serverkey, other.sock.curve_publickey = self.server_key, self.mine.public
        other.sock.curve_secretkey = self.mine.secret
        other.sock.connect(f"tcp://127.0.0.1:{self.game_port}")
        return other


def stream_registered(port: int, until: float) -> int:
    """A stranger who registered its key at the door (a game without a password lets anyone do that while a seat
    is free) and so passes CURVE: from 127.0.0.2 it sends one message of 40,000 parts of 16,000 bytes (640 MB,
    each part under the host's limit, the same buffer each time) on one connection after another. Returns the
    connections it made."""
    mine = Keys.fresh()
    answer = door_register("127.0.0.1", port, mine.public)
    ctx = zmq.Context()
    part, tries = b"\0" * 16_000, 0
    while time.monotonic() < until:
        tries += 1
        sock = ctx.socket(zmq.DEALER)
        sock.setsockopt(zmq.LINGER, 0)
        sock.curve_serverkey, sock.curve_publickey, sock.curve_secretkey = answer.key, mine.public, mine.secret
        sock.connect(f"tcp://127.0.0.2:0;127.0.0.1:{answer.port}")
        with contextlib.suppress(zmq.Again):
            for n in range(40_000):
                sock.send(part, (zmq.SNDMORE if n < 39_999 else 0) | zmq.NOBLOCK, copy=False)
        _await_refusal(sock, 1000)
        sock.close(0)
    ctx.destroy(0)
    return tries


def flood_witness(port: int, until: float, rate: float = 20_000, stop: threading.Event | None = None) -> int:
    """A stranger on the LAN multicasting to the witness port (``carolus.net.witness``) until ``until`` or ``stop``:
    junk, an oversized datagram and well-formed ``seen`` datagrams signed with a key nobody in the game holds, in bursts
    of 66 at up to ``rate`` a second (0: as fast as it can). Returns the datagrams sent."""
    forged = [
        witness.pack(bytes([k]) * 32, witness.Seen("x" * 16, k % 40, 1 + k % 2, b"s" * 32, b"n" * 32, b"g" * 64))
        for k in range(64)
    ]
    junk = [b"\xff" * 9000, b"\x81\xa1t\xa4seen", *forged]
    sent = 0
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_IF, socket.inet_aton("127.0.0.1"))
        start = time.monotonic()
        while time.monotonic() < until and not (stop is not None and stop.is_set()):
            for data in junk:
                with contextlib.suppress(OSError):
                    s.sendto(data, (witness.GROUP, port))
                    sent += 1
            if rate > 0:
                time.sleep(max(0.0, start + sent / rate - time.monotonic()))
    return sent


def guess_passwords(
    port: int,
    sources: list[str],
    until: float,
    stop: threading.Event | None = None,
    guessed_at: list[float] | None = None,
    guessing: threading.Event | None = None,
) -> int:
    """Strangers guessing the game password at the door: from each loopback address in ``sources`` (127.0.0.2 and
    up), one thread makes real SPAKE2 attempts with a wrong password as fast as the door lets it, until ``until`` or
    ``stop``. Returns the attempts the door answered (any answer); ``guessed_at`` gets the time of each one it
    answered with its half of the SPAKE2 exchange (a guess tried, not a refusal or a wait), and ``guessing`` is set
    once 3 were."""
    counts = [0] * len(sources)
    lock = threading.Lock()

    def guesser(n: int) -> None:
        while time.monotonic() < until and not (stop is not None and stop.is_set()):
            with (
                contextlib.suppress(OSError, ValueError),
                socket.create_connection(("127.0.0.1", port), timeout=2, source_address=(sources[n], 0)) as conn,
            ):
                conn.settimeout(2)
                first = b""
                while not first.endswith(b"\n") and len(first) < 300:
                    chunk = conn.recv(300)
                    if not chunk:
                        break
                    first += chunk
                if not first.endswith(b"\n"):
                    continue  # hung up on before a word: too many callers from here
                _, mine = pake_joiner("a wrong guess")
                conn.sendall(Keys.fresh().public + b" " + mine.hex().encode("ascii") + b"\n")
                answer = conn.recv(300)
                if answer:
                    counts[n] += 1
                if answer and not answer.startswith((b"no ", b"wait ")) and guessed_at is not None:
                    with lock:
                        guessed_at.append(time.monotonic())
                        if len(guessed_at) >= 3 and guessing is not None:
                            guessing.set()

    threads = [threading.Thread(target=guesser, args=(n,), daemon=True) for n in range(len(sources))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(max(0.0, until - time.monotonic()) + 10)
    return sum(counts)


def hold_idle(
    targets: list[int],
    count: int,
    sources: list[str],
    until: float,
    stop: threading.Event | None = None,
    dialled: threading.Event | None = None,
) -> int:
    """Strangers holding idle TCP connections: ``count`` to each port in ``targets`` (the game port, the door),
    spread over the loopback addresses ``sources``, silent, each opened again as soon as the host closes it, until
    ``until`` or ``stop``. Dialled 50 at a time (all at once, most would wait in the kernel's queue, never taken);
    ``dialled`` is set once all were. Returns the connections opened in all."""
    selector = selectors.DefaultSelector()
    waiting = collections.deque((port, n) for n in range(count) for port in targets)
    opened = 0
    while time.monotonic() < until and not (stop is not None and stop.is_set()):
        for _ in range(min(50, len(waiting))):
            port, n = waiting.popleft()
            s = socket.socket()
            s.setblocking(False)
            try:
                s.bind((sources[n % len(sources)], 0))
                s.connect_ex(("127.0.0.1", port))
                selector.register(s, selectors.EVENT_READ, (port, n))
                opened += 1
            except OSError:
                s.close()
                waiting.append((port, n))
        if not waiting and dialled is not None:
            dialled.set()
        for key, _ in selector.select(0.01 if waiting else 0.05):
            s = key.fileobj
            assert isinstance(s, socket.socket)
            try:
                data = s.recv(4096)
            except BlockingIOError:
                continue
            except OSError:
                data = b""
            if not data:  # the host hung up (or refused): dial again
                selector.unregister(s)
                s.close()
                waiting.append(key.data)
    for key in list(selector.get_map().values()):
        key.fileobj.close()  # type: ignore[union-attr]
    selector.close()
    return opened


REFUSED_EVENTS = (
    zmq.EVENT_HANDSHAKE_FAILED_AUTH
    | zmq.EVENT_HANDSHAKE_FAILED_PROTOCOL
    | zmq.EVENT_HANDSHAKE_FAILED_NO_DETAIL
    | zmq.EVENT_DISCONNECTED
    | zmq.EVENT_CLOSED
)
"""What a stranger's own socket reports once the host refused or dropped its connection."""


def _await_refusal(sock: zmq.Socket, timeout_ms: int) -> None:
    """Until the host refused or dropped this connection (at most ``timeout_ms``: the attack goes on then too)."""
    monitor = sock.get_monitor_socket(REFUSED_EVENTS)
    try:
        monitor.poll(timeout_ms)
    finally:
        sock.disable_monitor()
        monitor.close(0)


def stream_unregistered(port: int, until: float) -> int:
    """A stranger with a fresh key it never registered: connects to the game port again and again, each time
    sending one message of 4 MiB parts or one of 40,000 parts of 16,000 bytes (each under the host's part limit:
    640 MB in all), and dials again once the host refused it. The same buffer each time, so the stranger itself
    stays small; libzmq hands a message on only once its last part is written. Returns the parts sent."""
    key, game_port = fetch_door("127.0.0.1", port)
    shapes = [(b"\0" * (4 * MIB), 150), (b"\0" * 16_000, 40_000)]
    ctx = zmq.Context()
    sent = tries = 0
    while time.monotonic() < until:
        tries += 1
        sock = ctx.socket(zmq.DEALER)
        sock.setsockopt(zmq.LINGER, 0)
        mine = Keys.fresh()
        sock.curve_serverkey, sock.curve_publickey, sock.curve_secretkey = key, mine.public, mine.secret
        sock.connect(f"tcp://127.0.0.1:{game_port}")
        part, count = shapes[tries % 2]
        try:
            for n in range(count):
                sock.send(part, (zmq.SNDMORE if n < count - 1 else 0) | zmq.NOBLOCK, copy=False)
                sent += 1
        except zmq.Again:
            pass
        _await_refusal(sock, 1000)
        sock.close(0)
    ctx.destroy(0)
    return sent


def endless_empty_parts(port: int, until: float, source: str = "127.0.0.2") -> tuple[int, bool]:
    """A stranger who registered its key at the door (no password: anyone may while a seat is free) and holds no
    seat sends one endless message of empty parts from ``source`` (35 bytes a part on the wire, far under any part
    size limit; the host's libzmq holds them all until the last one, which never comes) until ``until`` or until the
    host drops the connection. It speaks ZMTP by hand (``zmtp_curve``): libzmq would not send an unfinished message.
    Asked to wait at the door (the host cut a flood lately), it waits as told and knocks again: no attacker gets in
    sooner. Returns (parts sent, whether the host dropped or refused it)."""
    mine = Keys.fresh()
    while True:
        try:
            answer = door_register("127.0.0.1", port, mine.public)
            break
        except DoorBusy as busy:
            if time.monotonic() + busy.seconds >= until:
                return 0, True
            time.sleep(busy.seconds)
    return stream_empty_parts(answer, mine, until, source)


def stream_empty_parts(answer: DoorAnswer, mine: Keys, until: float, source: str) -> tuple[int, bool]:
    """``endless_empty_parts`` once the door registered ``mine``: the endless message from ``source``."""
    sent = 0
    try:
        stream = CurveStream(("127.0.0.1", answer.port), answer.key, mine.public, mine.secret, source)
    except (OSError, ConnectionError, ValueError, nacl.exceptions.CryptoError):
        return sent, True  # refused at the handshake
    try:
        while time.monotonic() < until:
            stream.send_parts(2000)
            sent += 2000
    except OSError:
        return sent, True
    finally:
        stream.close()
    return sent, False


def stocked_empty_parts(port: int, until: float, sources: list[str]) -> list[tuple[int, bool]]:
    """A stranger who registers a key for each of ``sources`` at the door first, while it lets newcomers in, then
    sends an endless message of empty parts from each address in turn, the next at once after each cut (so that
    the door's wait for newcomers after a flood cannot slow it). Returns (parts sent, dropped or refused) each."""
    stock = [(Keys.fresh(), source) for source in sources]
    answers = [door_register("127.0.0.1", port, keys.public) for keys, _source in stock]
    return [stream_empty_parts(answer, keys, until, source) for answer, (keys, source) in zip(answers, stock)]


def seated_endless_parts(
    port: int,
    token: str,
    game: str,
    name: str,
    until: float,
    parts_max: int | None = None,
    connected: Callable[[], None] = lambda: None,
    mine: Keys | None = None,
) -> tuple[int, bool]:
    """A seated player turned hostile (or whoever holds its seat's token): it registers a fresh key at the door with
    its seat's proof, takes the seat back with a proper hello on a connection of its own (ZMTP by hand,
    ``zmtp_curve``: libzmq would not send an unfinished message) and then sends one endless message of empty parts,
    until ``until`` or ``parts_max`` parts, then stays silent; all until the host drops the connection (at most
    until ``until``). ``connected`` is called once its connection is up, before the hello. Returns (parts sent,
    whether the host dropped or refused it). ``mine``: its key (a fresh one if not given)."""
    mine = mine or Keys.fresh()
    sent = 0
    try:
        answer = door_register("127.0.0.1", port, mine.public, token_for=lambda key: token)
        stream = CurveStream(("127.0.0.1", answer.port), answer.key, mine.public, mine.secret, "")
    except (OSError, ConnectionError, ValueError, nacl.exceptions.CryptoError):
        return sent, True  # refused at the door or the handshake
    try:
        connected()
        stream.send_message(encode(hello(name, token=token, game=game)))
        while time.monotonic() < until and (parts_max is None or sent < parts_max):
            stream.send_parts(2000)
            sent += 2000
        while (left := until - time.monotonic()) > 0:  # silent now: what the host sends is read and thrown away
            stream.conn.settimeout(left)
            if not stream.conn.recv(65536):
                return sent, True
    except TimeoutError:
        return sent, False
    except OSError:
        return sent, True
    finally:
        stream.close()
    return sent, False


def raw_junk(port: int, limit: int) -> int:
    """Bytes a plain TCP client pours into the game port before the host hangs up (at most ``limit``)."""
    _, game_port = fetch_door("127.0.0.1", port)
    written = 0
    with socket.create_connection(("127.0.0.1", game_port)) as conn:
        conn.settimeout(5)
        chunk = b"\xff" + b"\0" * (MIB - 1)
        try:
            while written < limit:
                written += conn.send(chunk)
        except OSError:
            pass
    return written


def door_junk(port: int, stop: threading.Event, answers: list[bytes], refused: threading.Event) -> None:
    """From 127.0.0.2, a line without end to the door, again and again until ``stop``: what the door answered each
    time goes to ``answers``, and ``refused`` is set once it said "no line too long"."""
    while not stop.is_set():
        data = b""
        with (
            contextlib.suppress(OSError),
            socket.create_connection(("127.0.0.1", port), source_address=("127.0.0.2", 0)) as c,
        ):
            c.settimeout(5)
            with contextlib.suppress(OSError):
                c.sendall(b"x" * MIB)
            while chunk := c.recv(4096):
                data += chunk
        answers.append(data)
        if data.endswith(b"no line too long\n"):
            refused.set()
        stop.wait(0.3)


def door_flood(port: int, stop: threading.Event, held_many: threading.Event) -> None:
    """From 127.0.0.3, connections to the door as fast as they go, held open and silent (the oldest of 200
    closed), until ``stop``; ``held_many`` is set once 200 were held."""
    held = []
    while not stop.is_set():
        try:
            c = socket.create_connection(("127.0.0.1", port), source_address=("127.0.0.3", 0))
        except OSError:
            continue
        held.append(c)
        if len(held) > 200:
            held_many.set()
            held.pop(0).close()
    for c in held:
        c.close()
