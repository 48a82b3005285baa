"""A minimal NAT-PMP client (RFC 6886): the router's outside address, and TCP port mappings, asked of the default
gateway's UDP port 5351.

``carolus.net.portmap`` asks UPnP-IGD first, then this, then PCP (``carolus.net.pcp``). We wrote it because the one
Python package for it (``nat-pmp``, last released 2021) needs ``netifaces``, an unmaintained C extension with no
wheels for current Pythons: installing it would need a C compiler on most players' machines. It does only what
hosting needs: ask the outside address (opcode 0), map one TCP port of this machine to the same outside port for a
lifetime (opcode 2; asked again to renew), and remove it (lifetime 0 and outside port 0, section 3.4). Every question
is one datagram answered by one, sent at most ``TRIES`` times (waits 0.25, 0.5, 0.75 s: bounded, unlike the RFC's
nine tries over a minute), and an answer is taken only from the gateway's port 5351, with version 0 and the answer
opcode to our request (``carolus.net.gateway``, shared with PCP). Blocking: call it off the window's thread.
"""

from __future__ import annotations

import contextlib
import socket
import struct
from collections.abc import Callable
from typing import TypeVar

from . import gateway as gw
from .gateway import PORT, TRIES, WAIT_S, NoAnswer, default_gateway

__all__ = ["PORT", "TRIES", "NatPmp", "NoAnswer", "Refused", "Unsupported"]

VERSION = 0
OPCODE_ADDRESS = 0
OPCODE_MAP_TCP = 2
T = TypeVar("T")
ANSWER = 0x80
"""Added to the request's opcode in the answer."""
RESULTS = {
    1: "unsupported version",
    2: "not authorized",
    3: "network failure",
    4: "out of resources",
    5: "unsupported opcode",
}


class Refused(gw.Refused):
    """The gateway answered with a NAT-PMP result code other than success."""

    def __init__(self, code: int) -> None:
        super().__init__("NAT-PMP", code, RESULTS.get(code, "error"))


class Unsupported(NoAnswer):
    """The gateway answered "unsupported version" (result 1): it does not speak NAT-PMP (PCP may still answer)."""


class NatPmp:
    """The NAT-PMP service at ``gateway`` (by default the IPv4 default gateway; ``port``: tests): the three methods
    ``carolus.net.portmap.PortMap`` uses of it."""

    def __init__(
        self, gateway: str | None = None, *, port: int = PORT, tries: int = TRIES, wait_s: float = WAIT_S
    ) -> None:
        self._gateway = gateway
        self.port = port
        self.tries, self.wait_s = tries, wait_s

    def _gw(self) -> str:
        if self._gateway is None:
            self._gateway = default_gateway()
        return self._gateway

    def external(self) -> str:
        """The router's outside IPv4 address. Raises ``NoAnswer`` (``Unsupported``) or ``Refused``."""
        request = struct.pack("!BB", VERSION, OPCODE_ADDRESS)
        return self._ask(request, _parse_address)

    def add(self, port: int, lease_s: int) -> int:
        """Map outside TCP ``port`` to ours for ``lease_s``; the lifetime granted. Raises ``NoAnswer``, ``Refused``,
        or RuntimeError where it gave another outside port (the door tells joiners the game port's own number; the
        mapping is then taken back)."""
        assigned, lifetime = self._map(port, port, lease_s)
        if assigned != port:
            with contextlib.suppress(OSError, RuntimeError):  # a lost delete: the short lease takes it back
                self.delete(port)
            raise RuntimeError(f"it offered outside port {assigned} for {port}")
        return lifetime

    def delete(self, port: int) -> None:
        """Remove the mapping of ``port`` (lifetime 0, outside port 0: RFC 6886 section 3.4)."""
        self._map(port, 0, 0)

    def _map(self, internal: int, suggested: int, lifetime: int) -> tuple[int, int]:
        request = struct.pack("!BBHHHI", VERSION, OPCODE_MAP_TCP, 0, internal, suggested, lifetime)
        return self._ask(request, lambda answer: _parse_map(answer, internal))

    def _ask(self, request: bytes, parse: Callable[[bytes], T | None]) -> T:
        return gw.ask(
            self._gw(),
            lambda _client: request,
            parse,
            port=self.port,
            tries=self.tries,
            wait_s=self.wait_s,
            protocol="NAT-PMP",
        )


def _accept(answer: bytes, opcode: int, length: int, internal: int | None = None) -> bool:
    """Whether ``answer`` is a successful NAT-PMP answer to ``opcode`` (of at least ``length`` bytes; for a map
    request, about our ``internal`` port); False for anything else (a PCP answer, another opcode or port, too short).
    Raises for an error result: ``Unsupported`` for result 1 (whatever answer opcode it came with), else ``Refused``
    (an error answer may be cut short after its epoch)."""
    if len(answer) < 4 or answer[0] != VERSION or not answer[1] & ANSWER:
        return False
    result = struct.unpack("!H", answer[2:4])[0]
    if result == 1:
        raise Unsupported("the gateway does not speak NAT-PMP (result 1: unsupported version)")
    if answer[1] != ANSWER | opcode:
        return False
    if internal is not None and len(answer) >= 10 and struct.unpack("!H", answer[8:10])[0] != internal:
        return False
    if result:
        raise Refused(result)
    return len(answer) >= length


def _parse_address(answer: bytes) -> str | None:
    """The outside address from an answer to opcode 0; None for anything else."""
    return socket.inet_ntoa(answer[8:12]) if _accept(answer, OPCODE_ADDRESS, 12) else None


def _parse_map(answer: bytes, internal: int) -> tuple[int, int] | None:
    """(outside port, lifetime granted) from an answer to our TCP map request for ``internal``; None for anything
    else."""
    if not _accept(answer, OPCODE_MAP_TCP, 16, internal):
        return None
    assigned, lifetime = struct.unpack("!HI", answer[10:16])
    return int(assigned), int(lifetime)
