"""What our NAT-PMP and PCP clients (``carolus.net.natpmp``, ``carolus.net.pcp``) share: the default gateway, its
UDP port 5351, and one bounded question (a datagram sent at most ``TRIES`` times, answers taken only from there).

Both protocols speak to the same port of the same router, one datagram answered by one, so the socket code lives
here once. The default gateway is read from the kernel's routing table (``/proc/net/route``) where there is one
(Linux); the standard library has no way to ask for it on Windows or macOS (that needs platform tools such as
``route``), so there NAT-PMP and PCP are tried only where the gateway is known: not at all, and UPnP-IGD alone asks.
"""

from __future__ import annotations

import contextlib
import socket
import struct
import time
from collections.abc import Callable
from typing import TypeVar

PORT = 5351
"""The gateway's port for NAT-PMP (RFC 6886) and PCP (RFC 6887)."""
TRIES = 3
"""Requests sent per question before giving up (waits 0.25, 0.5, 0.75 s: 1.5 s in all, not the RFCs' minutes)."""
WAIT_S = 0.25

T = TypeVar("T")


class NoAnswer(OSError):
    """The gateway did not answer (no server for that protocol there), or no default gateway is known."""


class Refused(RuntimeError):
    """The gateway answered with a result code other than success."""

    def __init__(self, protocol: str, code: int, words: str) -> None:
        super().__init__(f"{words} ({protocol} result {code})")
        self.code = code


def find_gateway(routes: str = "/proc/net/route") -> str | None:
    """The IPv4 default gateway from the kernel's routing table, or None where it is not known (no such table:
    Windows, macOS; or no default route)."""
    try:
        with open(routes) as table:
            lines = table.readlines()[1:]
    except OSError:
        return None
    for line in lines:
        fields = line.split()
        with contextlib.suppress(ValueError, IndexError, struct.error):
            if fields[1] == "00000000" and int(fields[3], 16) & 2:  # destination 0.0.0.0, flag RTF_GATEWAY
                return socket.inet_ntoa(struct.pack("<I", int(fields[2], 16)))
    return None


def default_gateway() -> str:
    """The IPv4 default gateway; ``NoAnswer`` where it is not known (``find_gateway``)."""
    gateway = find_gateway()
    if gateway is None:
        raise NoAnswer("no default gateway known here")
    return gateway


def ask(
    gateway: str,
    request: Callable[[str], bytes],
    parse: Callable[[bytes], T | None],
    *,
    port: int = PORT,
    tries: int = TRIES,
    wait_s: float = WAIT_S,
    protocol: str,
) -> T:
    """Send ``request(our address)`` (PCP names the address it asks from) to ``gateway``'s ``port`` up to ``tries``
    times, waiting ``wait_s`` times the attempt's number for an answer ``parse`` accepts (it returns None for anything
    else, or raises ``Refused``). The socket is connected, so the kernel drops datagrams from any other address or
    port. ``NoAnswer`` (named by ``protocol``) when none came."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        sock.connect((gateway, port))
        datagram = request(str(sock.getsockname()[0]))
        for attempt in range(1, tries + 1):
            with contextlib.suppress(OSError):
                sock.send(datagram)
            deadline = time.monotonic() + attempt * wait_s
            while (left := deadline - time.monotonic()) > 0:
                sock.settimeout(left)
                try:
                    answer = sock.recv(1100)
                except OSError:  # the wait is over, or nothing listens there (ICMP: refused)
                    break
                parsed = parse(answer)
                if parsed is not None:
                    return parsed
    raise NoAnswer(f"no {protocol} answer from {gateway}")
