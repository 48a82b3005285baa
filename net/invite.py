"""An invite: one short text (a ``carolus://`` link) that says where a hosted game is and which key it must show.

``carolus://join?a=ADDR:PORT,[V6]:PORT&k=KEY&pw=PASSWORD``: the host's addresses (IP literals where the host knows
no name: a network without DNS still works), its CURVE public key (32 bytes in unpadded base64url; the fingerprint
people compare is derived from it) and, when the game has one, its password. A joiner that pastes it pins that key
before it says anything at the door, so a host showing any other key is refused (``carolus.net.secure
.door_register``); the password travels in the invite only, never to anyone but the one it was pasted to.

Parsing is strict and bounded: at most ``MAX_CHARS`` characters, only the three fields, each once, at most
``MAX_ADDRESSES`` addresses; every problem is a ``ValueError`` of one line.
"""

from __future__ import annotations

import base64
import binascii
import socket
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from urllib.parse import quote, unquote

import zmq.utils.z85

from .places import parse_address
from .secure import fingerprint

SCHEME = "carolus"
PREFIX = f"{SCHEME}://join?"
MAX_CHARS = 1024
"""A longer paste is refused before it is looked at."""
MAX_ADDRESSES = 8
MAX_PASSWORD = 256
KEY_BYTES = 32


@dataclass(frozen=True)
class Invite:
    """Where to find a hosted game and which key it must show."""

    addresses: tuple[str, ...]
    """``HOST:PORT`` (an IPv6 host in brackets), the host's preferred first."""
    key: bytes
    """The host's CURVE public key in Z85 (40 characters), as ``carolus.net.secure.Keys.public``."""
    password: str = ""

    def text(self) -> str:
        """The invite to paste (also the link the desktop entry opens)."""
        raw = zmq.utils.z85.decode(self.key)
        key = base64.urlsafe_b64encode(raw).rstrip(b"=").decode("ascii")
        fields = [f"a={','.join(self.addresses)}", f"k={key}"]
        if self.password:
            fields.append(f"pw={quote(self.password, safe='')}")
        return PREFIX + "&".join(fields)

    def fingerprint(self) -> str:
        """The fingerprint of the key the host must show (what the lobby shows on both sides)."""
        return fingerprint(self.key)


def is_invite(text: str) -> bool:
    """Whether ``text`` looks like an invite rather than an address (the Join dialog and ``carolus join`` take both)."""
    return text.strip().lower().startswith(f"{SCHEME}:")


def parse(text: str) -> Invite:
    """The invite in ``text`` (spaces and angle brackets around it, as chats add, are ignored); ValueError with a
    one-line reason for anything else."""
    if len(text) > MAX_CHARS:
        raise ValueError(f"the invite is too long (over {MAX_CHARS} characters)")
    text = text.strip().strip("<>").strip()
    if not text.lower().startswith(PREFIX):
        raise ValueError(f"an invite starts with {PREFIX}")
    body = text[len(PREFIX) :]
    if any(c.isspace() or not c.isprintable() for c in body):
        raise ValueError("the invite holds spaces or control characters; paste it as one piece")
    fields: dict[str, str] = {}
    for part in body.split("&"):
        name, eq, value = part.partition("=")
        if not eq or name not in ("a", "k", "pw"):
            raise ValueError(f"the invite has an unknown part {part[:20]!r}")
        if name in fields:
            raise ValueError(f"the invite gives {name!r} twice")
        fields[name] = value
    if "a" not in fields or "k" not in fields:
        raise ValueError("the invite lacks the host's address or key")
    return Invite(_addresses(fields["a"]), _key(fields["k"]), _password(fields.get("pw", "")))


def _addresses(value: str) -> tuple[str, ...]:
    items = value.split(",")
    if not value or len(items) > MAX_ADDRESSES:
        raise ValueError(f"the invite must give from 1 to {MAX_ADDRESSES} addresses")
    out: list[str] = []
    for item in items:
        try:
            host, port = parse_address(item)
        except ValueError:
            raise ValueError(f"the invite has a bad address {item[:60]!r}") from None
        if item.startswith("[") != (":" in host) or item.count(":") == 0:
            raise ValueError(f"the invite's address {item[:60]!r} must be HOST:PORT (an IPv6 host in brackets)")
        out.append(f"[{host}]:{port}" if ":" in host else f"{host}:{port}")
    return tuple(dict.fromkeys(out))


def _key(value: str) -> bytes:
    try:
        raw = base64.urlsafe_b64decode(value + "=" * (-len(value) % 4))
    except (binascii.Error, ValueError):
        raw = b""
    if len(raw) != KEY_BYTES or len(value) != 43:
        raise ValueError("the invite's key is malformed")
    return zmq.utils.z85.encode(raw)


def _password(value: str) -> str:
    try:
        password = unquote(value, errors="strict")
    except UnicodeDecodeError:
        raise ValueError("the invite's password is not valid text") from None
    if len(password) > MAX_PASSWORD or not password.isprintable():
        raise ValueError("the invite's password is too long or holds control characters")
    return password


KNOCK_ROUND_S = 5.0
"""One round of knocks waits at most this long for an answer (a few SYN retries: a lossy link still answers)."""
KNOCK_AGAIN_S = 1.0
"""Between rounds, when the caller waits longer than one: a host being started answers within a second of listening."""


def reachable(
    addresses: tuple[str, ...],
    timeout_s: float = 3.0,
    on_retry: Callable[[float], None] | None = None,
) -> str | None:
    """The first of ``addresses`` (in the invite's order) that accepts a TCP connection within ``timeout_s``, or
    None. All are tried at once, so an invite listing a LAN address and the router's outside address costs one
    round (at most ``KNOCK_ROUND_S``) wherever the joiner sits. While more than ``KNOCK_AGAIN_S`` is left after a
    round (every address refused, or the round's wait ran out) it knocks again a moment later: a host still
    starting, or a round lost while the machine paused, is found on a later one; ``on_retry(seconds_left)`` hears
    of each new round. Blocks: call it off the window's thread."""
    if not addresses:
        return None
    deadline = time.monotonic() + timeout_s
    while True:
        found = _knock_all(addresses, min(deadline, time.monotonic() + KNOCK_ROUND_S))
        left = deadline - time.monotonic()
        if found is not None or left <= KNOCK_AGAIN_S:
            return found
        if on_retry is not None:
            on_retry(left)
        time.sleep(KNOCK_AGAIN_S)


def _knock_all(addresses: tuple[str, ...], deadline: float) -> str | None:
    """One round: every address at once, each until ``deadline`` (``time.monotonic``); the first in order that
    answered."""

    def knock(address: str) -> bool:
        host, port = parse_address(address)
        try:
            with socket.create_connection((host, port), timeout=max(0.1, deadline - time.monotonic())):
                return True
        except OSError:
            return False

    with ThreadPoolExecutor(max_workers=len(addresses)) as pool:
        answers = list(pool.map(knock, addresses))
    return next((a for a, ok in zip(addresses, answers) if ok), None)
