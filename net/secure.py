"""The private channel: ZeroMQ CURVE keys, the host's door that hands out its public key, fingerprints.

All game traffic runs over CURVE (encrypted and authenticated with the host's
key). A joiner learns that key from the host's *door*: a plain TCP port (the
one people type) that answers every connection with one line, ``CAROLUS/2
<public key> <game port>``, reads nothing and closes, so a stranger costs
the host nothing there. The joiner pins the key on its first join (a short
fingerprint is shown on both sides) and refuses another key when it rejoins.
"""

from __future__ import annotations

import contextlib
import hashlib
import socket
from dataclasses import dataclass

import zmq
import zmq.utils.z85

DOOR_MAGIC = "CAROLUS/2"
DOOR_LINE_MAX = 128


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


def door_line(public: bytes, port: int) -> bytes:
    return f"{DOOR_MAGIC} {public.decode('ascii')} {port}\n".encode("ascii")


def parse_door_line(line: bytes) -> tuple[bytes, int]:
    """(host public key, game port) from the door's line; DoorError if it is not one."""
    parts = line.decode("ascii", "replace").strip().split(" ")
    if len(parts) != 3 or parts[0] != DOOR_MAGIC:
        raise DoorError("the address does not answer as a Carolus host of this version")
    key, port = parts[1].encode("ascii"), parts[2]
    try:
        zmq.utils.z85.decode(key)
        number = int(port)
    except (ValueError, TypeError):
        raise DoorError("the host's door gave a malformed key or port") from None
    if len(key) != 40 or not 0 < number < 65536:
        raise DoorError("the host's door gave a malformed key or port")
    return key, number


def fetch_door(host: str, port: int, timeout: float = 2.0) -> tuple[bytes, int]:
    """Ask the door at ``host:port`` for the host's key and game port (a blocking call of at most ``timeout``)."""
    with socket.create_connection((host, port), timeout=timeout) as conn:
        conn.settimeout(timeout)
        data = b""
        while not data.endswith(b"\n") and len(data) < DOOR_LINE_MAX:
            chunk = conn.recv(DOOR_LINE_MAX - len(data))
            if not chunk:
                break
            data += chunk
    return parse_door_line(data)


class Door:
    """The host's listening TCP socket that tells every caller the key and the game port, then hangs up."""

    def __init__(self, bind: str, port: int) -> None:
        host = "" if bind in ("*", "0.0.0.0") else bind.strip("[]")
        if host == "" and socket.has_dualstack_ipv6():
            self.sock = socket.create_server(("", port), family=socket.AF_INET6, dualstack_ipv6=True)
        else:
            family = socket.AF_INET6 if ":" in host else socket.AF_INET
            self.sock = socket.create_server((host, port), family=family)
        self.sock.setblocking(False)
        self.port: int = self.sock.getsockname()[1]
        self.line = b""

    def fileno(self) -> int:
        return self.sock.fileno()

    def serve(self, limit: int = 32) -> int:
        """Answer the callers waiting (at most ``limit``); returns how many."""
        served = 0
        while served < limit:
            try:
                conn, _ = self.sock.accept()
            except (BlockingIOError, InterruptedError):
                break
            except OSError:
                break
            with conn:
                conn.setblocking(False)
                with contextlib.suppress(OSError):
                    conn.send(self.line)
            served += 1
        return served

    def close(self) -> None:
        self.sock.close()
