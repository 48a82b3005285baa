"""A minimal PCP client (RFC 6887): MAP requests for TCP ports to the default gateway, for routers that speak PCP
but not NAT-PMP.

``carolus.net.portmap`` asks UPnP-IGD first, then NAT-PMP (``carolus.net.natpmp``), then this. We wrote it because
no maintained Python package speaks PCP; it does only what hosting needs: map one TCP port of this machine to the
same outside port for a lifetime (an IPv4 mapping: IPv6 needs none here), renew it by asking again with the same
nonce, and remove it (lifetime 0). Every question is a single datagram answered by a single one, sent at most
``TRIES`` times (waits 0.25, 0.5, 0.75 s: bounded, unlike the RFC's minutes of retries), and an answer is taken
only from the gateway's port 5351 with our nonce (``carolus.net.gateway``, shared with NAT-PMP). Blocking: call it
off the window's thread.
"""

from __future__ import annotations

import ipaddress
import os
import struct

from . import gateway as gw
from .gateway import PORT, TRIES, WAIT_S, NoAnswer, default_gateway

__all__ = ["PORT", "TRIES", "NoAnswer", "Pcp", "Refused", "default_gateway"]

VERSION = 2
OPCODE_MAP = 1
TCP = 6
RESULTS = {
    1: "unsupported version",
    2: "not authorized",
    3: "malformed request",
    4: "unsupported opcode",
    5: "unsupported option",
    6: "malformed option",
    7: "network failure",
    8: "no resources",
    9: "unsupported protocol",
    10: "user exceeded quota",
    11: "cannot provide that outside port",
    12: "address mismatch",
    13: "excessive remote peers",
}


class Refused(gw.Refused):
    """The gateway answered with a PCP result code other than success."""

    def __init__(self, code: int) -> None:
        super().__init__("PCP", code, RESULTS.get(code, "error"))


def _mapped(address: str) -> bytes:
    """An IPv4 address as PCP carries it: IPv4-mapped IPv6 (``::ffff:a.b.c.d``)."""
    return ipaddress.IPv6Address(f"::ffff:{address}").packed


class Pcp:
    """Map TCP ports on the PCP server at ``gateway`` (by default the IPv4 default gateway; ``port``: tests)."""

    def __init__(
        self, gateway: str | None = None, *, port: int = PORT, tries: int = TRIES, wait_s: float = WAIT_S
    ) -> None:
        self._gateway = gateway
        self.port = port
        self.tries, self.wait_s = tries, wait_s
        self._nonces: dict[int, bytes] = {}
        self._external = ""

    def _gw(self) -> str:
        if self._gateway is None:
            self._gateway = default_gateway()
        return self._gateway

    def external(self) -> str:
        """The outside address the gateway gave in its last MAP answer ("" before one)."""
        return self._external

    def add(self, port: int, lease_s: int) -> int:
        """Map outside TCP ``port`` to ours for ``lease_s``; the lifetime granted. Raises ``NoAnswer``, ``Refused``,
        or RuntimeError where it gave another outside port (the mapping is then taken back)."""
        nonce = self._nonces.setdefault(port, os.urandom(12))
        lifetime, assigned, external = self._ask(port, port, lease_s, nonce)
        if assigned != port:
            self.delete(port)
            raise RuntimeError(f"it offered outside port {assigned} for {port}")
        self._external = external
        return lifetime

    def delete(self, port: int) -> None:
        """Remove the mapping of ``port`` (lifetime 0 with the nonce it was made with)."""
        nonce = self._nonces.pop(port, None)
        if nonce is not None:
            self._ask(port, 0, 0, nonce)

    def _ask(self, internal: int, suggested: int, lifetime: int, nonce: bytes) -> tuple[int, int, str]:
        def request(client: str) -> bytes:
            head = struct.pack("!BBHI16s", VERSION, OPCODE_MAP, 0, lifetime, _mapped(client))
            return head + nonce + struct.pack("!B3xHH16s", TCP, internal, suggested, _mapped("0.0.0.0"))

        return gw.ask(
            self._gw(),
            request,
            lambda answer: _parse(answer, nonce, internal),
            port=self.port,
            tries=self.tries,
            wait_s=self.wait_s,
            protocol="PCP",
        )


def _parse(answer: bytes, nonce: bytes, internal: int) -> tuple[int, int, str] | None:
    """(lifetime, assigned outside port, outside address) from a MAP answer to our request; None for anything else
    (another nonce, a NAT-PMP answer, too short); ``Refused`` for an answer with an error result."""
    if len(answer) < 60 or answer[0] != VERSION or answer[1] != 0x80 | OPCODE_MAP:
        return None
    result = answer[3]
    lifetime = struct.unpack("!I", answer[4:8])[0]
    if answer[24:36] != nonce or struct.unpack("!H", answer[40:42])[0] != internal:
        return None
    if result:
        raise Refused(result)
    assigned = struct.unpack("!H", answer[42:44])[0]
    ip = ipaddress.IPv6Address(answer[44:60])
    external = str(ip.ipv4_mapped) if ip.ipv4_mapped is not None else str(ip)
    return int(lifetime), int(assigned), external
