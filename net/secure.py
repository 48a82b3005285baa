"""The private channel: ZeroMQ CURVE keys, the host's door, its allow-list of joiner keys, fingerprints.

All game traffic runs over CURVE (encrypted and authenticated with the host's
key). The port people type is the host's *door*: a plain TCP port that says
``CAROLUS/3 <public key> <game port> <password?> <nonce>`` and reads a line back, the
joiner's own CURVE public key (with a password: its SPAKE2 message, then, once the
host proved it knows the password, the joiner's key confirmation; once the seats
are taken, proof that it holds a seat's token: ``seat_proof``). Only keys
registered there pass CURVE authentication on the game port (a ZAP handler,
``carolus.net.zap``, asks ``door.KeyRing``): a stranger who skipped the
door, or failed the password, never gets a message into the host's queues.

The door is bounded like everything a stranger touches: a few open
conversations at a time, a deadline and a short line each, connections and
password attempts rate-limited per address and in all. The joiner pins the
host's key on its first join (a short fingerprint is shown on both sides) and
refuses another key when it rejoins, before it says anything.

A flood the host cut (``watch``) costs it a core while it lasts, and a stranger
could come back at once from the next of its addresses: after each such cut the
door answers newcomers ``wait <seconds>`` (1 s, doubling while the flood keeps
coming back) and the allow-list lets only keys vouched for (a seat's) through
meanwhile; a seated player cut for flooding waits likewise with its token.

This module holds the keys, the door's line and the joiner's side of it (``door_register``); the door itself,
which runs on the host, is ``carolus.net.door``.
"""

from __future__ import annotations

import hashlib
import hmac
import socket
from collections.abc import Callable
from dataclasses import dataclass

import zmq
import zmq.utils.z85

from .handshake import pake_joiner, pake_key

DOOR_MAGIC = "CAROLUS/3"
DOOR_LINE_MAX = 192
"""The longest line either side of the door sends (a key, a SPAKE2 message and a confirmation, in hex)."""


class DoorError(OSError):
    """The address answered, but not as a Carolus host (or not at all)."""


@dataclass(frozen=True)
class Keys:
    """A CURVE key pair (Z85 text, as pyzmq gives it)."""

    public: bytes
    secret: bytes

    @classmethod
    def fresh(cls) -> Keys:
        public, secret = zmq.curve_keypair()
        return cls(public, secret)

    @classmethod
    def from_secret(cls, secret: bytes) -> Keys:
        return cls(zmq.curve_public(secret), secret)


def fingerprint(public: bytes) -> str:
    """What people compare by eye: 16 hex digits of the key's hash, in groups of four."""
    digest = hashlib.sha256(b"carolus-key\0" + public).hexdigest()[:16]
    return " ".join(digest[i : i + 4] for i in range(0, 16, 4))


def door_line(public: bytes, port: int, password: bool = False, nonce: bytes = b"\0" * 16) -> bytes:
    return f"{DOOR_MAGIC} {public.decode('ascii')} {port} {int(password)} {nonce.hex()}\n".encode("ascii")


@dataclass(frozen=True)
class DoorLine:
    """What the door says first."""

    key: bytes
    port: int
    password: bool
    nonce: bytes
    """Fresh per caller: a seat's proof (``seat_proof``) is bound to it."""


def parse_door_line(line: bytes) -> DoorLine:
    """The door's first line; DoorError if it is not one."""
    parts = line.decode("ascii", "replace").strip().split(" ")
    if len(parts) != 5 or parts[0] != DOOR_MAGIC:
        raise DoorError("the address does not answer as a Carolus host of this version")
    key, port = parts[1].encode("ascii"), parts[2]
    try:
        nonce = bytes.fromhex(parts[4])
    except ValueError:
        nonce = b""
    if (
        not is_key(key)
        or not port.isdigit()
        or not 0 < int(port) < 65536
        or parts[3] not in ("0", "1")
        or len(nonce) != 16
    ):
        raise DoorError("the host's door gave a malformed key or port")
    return DoorLine(key, int(port), parts[3] == "1", nonce)


def seat_proof(token: str, nonce: bytes, client: bytes) -> bytes:
    """Proof that the caller holds a seat's token (for a rejoin once the seats are taken), without showing it."""
    return hmac.new(token.encode("utf-8"), b"carolus-door/seat\0" + nonce + client, hashlib.sha256).digest()


def is_key(key: bytes) -> bool:
    """A CURVE public key in Z85 (40 characters)."""
    if len(key) != 40:
        return False
    try:
        zmq.utils.z85.decode(key)
    except (ValueError, TypeError, KeyError):
        return False
    return True


def door_confirm(
    key: bytes, role: bytes, host_key: bytes, client_key: bytes, joiner_msg: bytes, host_msg: bytes
) -> bytes:
    """SPAKE2 key confirmation bound to both CURVE keys: equal on both sides only if both know the password, and
    only for this host key and this joiner key (a relay cannot register a key of its own with it)."""
    data = b"carolus-door/confirm\0" + role + b"\0" + host_key + client_key + joiner_msg + host_msg
    return hmac.new(key, data, hashlib.sha256).digest()


class DoorRefused(OSError):
    """The host's door answered and said no (wrong password, too many attempts): a reason to show the player."""


class DoorBusy(OSError):
    """The host's door asked us to come back in ``seconds`` (it is turning away a flood): knock again then."""

    def __init__(self, seconds: int, reason: str) -> None:
        super().__init__(0, reason)
        self.seconds = seconds


WAIT_MAX_S = 60
"""The longest wait a joiner accepts from a door's ``wait`` line (a longer one is read as this)."""


@dataclass
class DoorAnswer:
    key: bytes
    """The host's CURVE public key."""
    port: int
    """The game port."""
    registered: bool
    """Our key is on the host's allow-list (False: the key was not the one pinned, so we said nothing)."""


def _read_line(conn: socket.socket, buf: bytearray) -> bytes:
    while b"\n" not in buf:
        if len(buf) >= DOOR_LINE_MAX:
            raise DoorError("the host's door sent a line that is too long")
        chunk = conn.recv(DOOR_LINE_MAX - len(buf))
        if not chunk:
            raise DoorError("the host's door hung up")
        buf += chunk
    line, _, rest = bytes(buf).partition(b"\n")
    buf[:] = rest
    return line


def _answer(line: bytes) -> None:
    """``ok``, or DoorRefused with the host's reason, or DoorBusy with the seconds to wait (plain text, printable,
    bounded)."""
    text = line.decode("ascii", "replace")
    if text == "ok":
        return
    if text.startswith("no "):
        reason = "".join(ch for ch in text[3:] if ch.isprintable())[:120]
        raise DoorRefused(0, reason or "refused")
    if text.startswith("wait "):
        seconds, _, reason = text[5:].partition(" ")
        if seconds.isdigit():
            reason = "".join(ch for ch in reason if ch.isprintable())[:120]
            raise DoorBusy(max(1, min(int(seconds), WAIT_MAX_S)), reason or "the host asks us to wait")
    raise DoorError("the host's door gave a malformed answer")


def fetch_door(host: str, port: int, timeout: float = 2.0) -> tuple[bytes, int]:
    """Only the door's first line, (host key, game port), registering nothing (a look at who answers there)."""
    with socket.create_connection((host, port), timeout=timeout) as conn:
        conn.settimeout(timeout)
        first = parse_door_line(_read_line(conn, bytearray()))
    return first.key, first.port


def door_register(
    host: str,
    port: int,
    client: bytes,
    password: str = "",
    pinned: bytes | None = None,
    timeout: float = 2.0,
    token_for: Callable[[bytes], str] | None = None,
    watch: bool = False,
) -> DoorAnswer:
    """Ask the door at ``host:port`` for the host's key and game port and register our CURVE key ``client`` there
    (proving the password by SPAKE2 if the game has one, and our seat's token if ``token_for(host key)`` gives
    one: once the seats are taken only their holders get in). Blocks at most about ``timeout`` per step.

    A key other than ``pinned`` is answered with nothing (``registered`` False): a fake host learns not even our
    SPAKE2 message. DoorRefused: the host said no; DoorBusy: it asks us to come back later; DoorError/OSError: no
    Carolus host there."""
    with socket.create_connection((host, port), timeout=timeout) as conn:
        conn.settimeout(timeout)
        buf = bytearray()
        first = parse_door_line(_read_line(conn, buf))
        key, game_port = first.key, first.port
        if pinned is not None and key != pinned:
            return DoorAnswer(key, game_port, False)
        token = token_for(key) if token_for is not None else ""
        seat = b" s=" + seat_proof(token, first.nonce, client).hex().encode("ascii") if token else b""
        seat += b" w=1" if watch else b""  # a spectator (``carolus.net.spectators``)
        if not first.password:
            conn.sendall(client + seat + b"\n")
            _answer(_read_line(conn, buf))
            return DoorAnswer(key, game_port, True)
        if not password:
            raise DoorRefused(0, "the game needs a password (give --password, or set CAROLUS_PASSWORD)")
        side, mine = pake_joiner(password)
        conn.sendall(client + b" " + mine.hex().encode("ascii") + seat + b"\n")
        line = _read_line(conn, buf)
        if line.startswith((b"no ", b"wait ")):
            _answer(line)
        parts = line.split(b" ")
        try:
            theirs, proof = bytes.fromhex(parts[0].decode("ascii")), bytes.fromhex(parts[1].decode("ascii"))
        except (IndexError, ValueError, UnicodeDecodeError):
            raise DoorError("the host's door gave a malformed password exchange") from None
        shared = pake_key(side, theirs)
        if shared is None or len(parts) != 2:
            raise DoorError("the host's door gave a malformed password exchange")
        if not hmac.compare_digest(door_confirm(shared, b"host", key, client, mine, theirs), proof):
            # a wrong password, or a host that does not know it: we confirm nothing (nothing to test guesses on)
            raise DoorRefused(0, "wrong game password (or the host does not know it)")
        conn.sendall(door_confirm(shared, b"joiner", key, client, mine, theirs).hex().encode("ascii") + b"\n")
        _answer(_read_line(conn, buf))
        return DoorAnswer(key, game_port, True)
