"""Hosting for the internet: ask the home router to open the host's ports (UPnP-IGD, else NAT-PMP, else PCP), say
plainly what worked.

A ``PortMap`` asks the router for the host's door port and its game port (the door tells joiners the game port, so
both are forwarded, each to the same number) with a lease (``LEASE_S``, renewed at half time while the game runs), so
a crashed host does not leave its ports open for ever; ``close`` (the game ended, or the program exits: ``atexit``)
removes the mappings. UPnP-IGD comes first (the ``miniupnpc`` package); where no router answers it or the router
refuses, NAT-PMP (RFC 6886: ``carolus.net.natpmp``), then PCP (RFC 6887: ``carolus.net.pcp``; it reaches routers
that speak PCP but not NAT-PMP): our own minimal clients, a few UDP datagrams each to the default gateway's port 5351,
bounded by ``NATPMP_TRIES``, as no maintained Python package speaks these without a C build. They are asked only
where the default gateway is known (``carolus.net.gateway``: Linux's routing table). miniupnpc is optional
(``pip install 'carolus-qt[internet]'``, or Debian's python3-miniupnpc); without it UPnP-IGD is not tried. UPnP
discovery waits up to about ``DISCOVER_S`` where no router answers (miniupnpc then raises a bare Exception), so
``open`` blocks: call it off the window's thread.

Each outcome is one line in English for the command line (``Outcome.text``) and a ``code`` with its data for the
window to say in the player's language (``carolus.ui.lan.words``). IPv6 needs no mapping: an address in 2000::/3
reaches this machine directly (where its own firewall lets the port in), and is said so.
"""

from __future__ import annotations

import atexit
import contextlib
import dataclasses
import ipaddress
import socket
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .gateway import TRIES, NoAnswer, Refused, find_gateway
from .natpmp import NatPmp
from .pcp import Pcp

LEASE_S = 3600
"""Seconds a mapping lives unless renewed: a host that crashed leaves its ports open at most this long."""
DISCOVER_S = 2.0
"""How long discovery waits for routers to answer (miniupnpc's own timeouts come on top: about 8 s in all)."""
DESCRIPTION = "Carolus Magnus"
INSTALL_HINT = "pip install 'carolus-qt[internet]' (or the system package python3-miniupnpc)"
NATPMP_TRIES = TRIES
"""NAT-PMP (and PCP) requests sent per question before giving up (the waits grow 0.25, 0.5, 0.75 s: 1.5 s in all)."""
UPNP, NATPMP, PCP = "UPnP-IGD", "NAT-PMP", "PCP"


@dataclass(frozen=True)
class Outcome:
    """What asking the router gave: ``code`` is ``mapped``, ``refused``, ``no_router`` or ``no_library``."""

    code: str
    ports: tuple[int, ...]
    external: str = ""
    """The router's outside IPv4 address (``mapped``)."""
    reason: str = ""
    """What the router or the library said (``refused``, ``no_router``)."""
    ipv6: tuple[str, ...] = ()
    """This machine's global IPv6 addresses: reachable directly, whatever the router did."""
    protocol: str = ""
    """Which protocol the router answered (``UPNP`` or ``NATPMP``; ``mapped`` and ``refused``), or which ones found
    no router (``no_router``: one, or both joined by "or")."""

    @property
    def ok(self) -> bool:
        return self.code == "mapped"

    def addresses(self) -> list[str]:
        """``HOST:PORT`` others on the internet may use: the outside address when mapped, then every global IPv6."""
        port = self.ports[0] if self.ports else 0
        out = [f"{self.external}:{port}"] if self.ok and self.external else []
        return out + [f"[{a}]:{port}" for a in self.ipv6]

    def lines(self) -> list[str]:
        """What the command line prints: one line for IPv4, one for IPv6 if this machine has a global address."""
        ports = " and ".join(str(p) for p in self.ports)
        if self.code == "mapped":
            first = (
                f"the router forwards TCP port {ports} to this machine ({self.protocol}): "
                f"others reach it at {self.external}"
            )
        elif self.code == "refused":
            first = f"your router refused ({self.reason}); forward TCP port {ports} to this machine by hand"
        elif self.code == "no_router":
            first = (
                f"no router answered {self.protocol or UPNP} (it may be off in the router's settings); "
                f"forward TCP port {ports} to this machine by hand"
            )
        else:
            first = (
                f"opening the router needs the miniupnpc package: {INSTALL_HINT}; or forward TCP port {ports} by hand"
            )
        out = [first]
        if self.ipv6:
            out.append(
                f"IPv6 reaches this machine directly at {', '.join(self.ipv6)} (if its firewall lets port {ports} in)"
            )
        return out


def global_ipv6() -> list[str]:
    """This machine's global unicast IPv6 addresses (2000::/3; no traffic sent): others reach them without a router's
    help. Read from the routing table's choice for a global destination and from the host name."""
    found: list[str] = []
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET6, socket.SOCK_DGRAM) as s:
        s.connect(("2001:db8::1", 9))  # no packet: only asks which source address the kernel would use
        found.append(s.getsockname()[0])
    with contextlib.suppress(OSError):
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET6):
            found.append(str(info[4][0]))
    unicast = ipaddress.ip_network("2000::/3")
    out: list[str] = []
    for text in found:
        with contextlib.suppress(ValueError):
            address = ipaddress.IPv6Address(text.split("%")[0])
            if address in unicast and str(address) not in out:
                out.append(str(address))
    return out


def _library() -> Any:
    """The miniupnpc module, or None when it is not installed."""
    try:
        import miniupnpc  # type: ignore[import-not-found,unused-ignore]
    except ImportError:
        return None
    return miniupnpc


class PortMap:
    """The router's forwarding of ``ports`` to this machine, while the game is hosted.

    ``upnp``: a miniupnpc ``UPnP``-like object (tests); by default one from the installed package. ``natpmp``: a
    ``carolus.net.natpmp.NatPmp``-like object, asked where UPnP-IGD found no router or was refused; ``pcp``: a
    ``carolus.net.pcp.Pcp``-like object, asked where NAT-PMP mapped nothing either; by default ours, asking the
    default gateway (neither where it is not known)."""

    def __init__(
        self, ports: list[int], *, lease_s: int = LEASE_S, upnp: Any = None, natpmp: Any = None, pcp: Any = None
    ) -> None:
        self.ports = tuple(dict.fromkeys(p for p in ports if p))
        self.lease_s = lease_s
        self._upnp = upnp
        self._natpmp = natpmp
        self._pcp = pcp
        self._gateway: Any = None
        """The NAT-PMP or PCP client that mapped the ports."""
        self._protocol = ""
        self._renew_s = lease_s / 2
        self._mapped: list[int] = []
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._renewer: threading.Thread | None = None
        self.outcome: Outcome | None = None

    def open(self) -> Outcome:
        """Ask the router (blocks up to about 12 s where none answers); the outcome is kept in ``outcome``."""
        outcome = self._open()
        self.outcome = outcome
        if outcome.ok:
            atexit.register(self.close)
            self._renewer = threading.Thread(target=self._renew, name="carolus-portmap", daemon=True)
            self._renewer.start()
        return outcome

    def _open(self) -> Outcome:
        """UPnP-IGD, then NAT-PMP, then PCP: the first that maps; else the first refusal (a router that answered
        says more than silence), else which ones found no router."""
        ipv6 = tuple(global_ipv6())
        tried: list[Outcome] = []
        first = self._open_upnp(ipv6)
        if first is not None:
            if first.ok:
                return first
            tried.append(first)
        known = find_gateway() if self._natpmp is None or self._pcp is None else None
        natpmp = self._natpmp if self._natpmp is not None else NatPmp(known) if known else None
        pcp = self._pcp if self._pcp is not None else Pcp(known) if known else None
        for protocol, client in ((NATPMP, natpmp), (PCP, pcp)):
            if client is None:
                continue
            outcome = self._open_gateway(protocol, client, ipv6)
            if outcome.ok:
                return outcome
            tried.append(outcome)
        refusals = [o for o in tried if o.code == "refused"]
        if refusals:
            return refusals[0]
        if not tried:
            return Outcome("no_library", self.ports, ipv6=ipv6)
        names = [o.protocol for o in tried]
        asked = names[0] if len(names) == 1 else f"{', '.join(names[:-1])} or {names[-1]}"
        return dataclasses.replace(tried[0], protocol=asked)

    def _open_upnp(self, ipv6: tuple[str, ...]) -> Outcome | None:
        """UPnP-IGD's outcome, or None when miniupnpc is not installed."""
        upnp = self._upnp
        if upnp is None:
            library = _library()
            if library is None:
                return None
            upnp = library.UPnP()
            upnp.discoverdelay = int(DISCOVER_S * 1000)
            self._upnp = upnp
        with contextlib.suppress(Exception):  # a bare Exception ("Success"!) where none answers: selectigd says so
            upnp.discover()
        try:
            upnp.selectigd()
        except Exception as exc:  # miniupnpc raises a bare Exception for every failure
            return Outcome("no_router", self.ports, reason=_said(exc), ipv6=ipv6, protocol=UPNP)
        try:
            external = str(upnp.externalipaddress() or "")
        except Exception as exc:
            return Outcome("refused", self.ports, reason=_said(exc), ipv6=ipv6, protocol=UPNP)
        self._protocol = UPNP
        return self._map(external, ipv6)

    def _open_gateway(self, protocol: str, client: Any, ipv6: tuple[str, ...]) -> Outcome:
        """Ask the default gateway by NAT-PMP (its outside address first) or PCP (which says it with each mapping)."""
        self._protocol, self._gateway = protocol, client
        external = ""
        if protocol == NATPMP:
            try:
                external = client.external()
            except Exception as exc:  # no answer (or "unsupported version"), or a result code
                code = "refused" if isinstance(exc, Refused) else "no_router"
                return Outcome(code, self.ports, reason=_said(exc), ipv6=ipv6, protocol=protocol)
        return self._map(external, ipv6)

    def _map(self, external: str, ipv6: tuple[str, ...]) -> Outcome:
        """Map every port by the protocol that answered (``_protocol``); a failure takes back what was mapped."""
        try:
            for port in self.ports:
                self._add(port)
        except Exception as exc:
            self._unmap()
            code = "no_router" if isinstance(exc, NoAnswer) else "refused"
            return Outcome(code, self.ports, reason=_said(exc), ipv6=ipv6, protocol=self._protocol)
        if self._protocol == PCP:
            external = self._gateway.external()
        if not _usable(external):
            self._unmap()
            why = f"it gave no usable outside address ({external or 'none'})"
            return Outcome("refused", self.ports, reason=why, ipv6=ipv6, protocol=self._protocol)
        return Outcome("mapped", self.ports, external=external, ipv6=ipv6, protocol=self._protocol)

    def _add(self, port: int) -> None:
        if self._protocol in (NATPMP, PCP):
            granted = self._gateway.add(port, self.lease_s)
            if granted <= 0:
                raise RuntimeError(f"port {port} not mapped")
            self._renew_s = min(self._renew_s, granted / 2)  # a router may grant less than asked
        else:
            upnp = self._upnp
            if not upnp.addportmapping(port, "TCP", upnp.lanaddr, port, DESCRIPTION, "", self.lease_s):
                raise RuntimeError(f"port {port} not mapped")
        with self._lock:
            if port not in self._mapped:
                self._mapped.append(port)

    def _renew(self) -> None:
        """Renew the lease at half time until closed (a failure is tried again at the next half)."""
        while not self._stop.wait(self._renew_s):
            for port in self.ports:
                with contextlib.suppress(Exception):
                    self._add(port)

    def close(self) -> None:
        """Remove the mappings (best effort: a router gone meanwhile lets the lease run out)."""
        self._stop.set()
        self._unmap()
        with contextlib.suppress(Exception):
            atexit.unregister(self.close)

    def _unmap(self) -> None:
        with self._lock:
            mapped, self._mapped = self._mapped, []
        for port in mapped:
            with contextlib.suppress(Exception):
                if self._protocol in (NATPMP, PCP):
                    self._gateway.delete(port)
                else:
                    self._upnp.deleteportmapping(port, "TCP")

    def mapped(self) -> list[int]:
        """The ports the router forwards for us now."""
        with self._lock:
            return list(self._mapped)


def _usable(external: str) -> bool:
    """Whether ``external`` is an address others can reach (a router behind another NAT says a private one)."""
    try:
        address = ipaddress.ip_address(external)
    except ValueError:
        return False
    return not (address.is_unspecified or address.is_loopback or address.is_link_local)


def _said(exc: BaseException) -> str:
    """One line of what miniupnpc or the gateway said."""
    text = " ".join(str(exc).split())[:120]
    return text or type(exc).__name__


def open_in_background(ports: list[int], report: Callable[[Outcome], None]) -> PortMap:
    """Start asking the router in a thread (discovery may take seconds); ``report`` hears the outcome there."""
    portmap = PortMap(ports)
    threading.Thread(target=lambda: report(portmap.open()), name="carolus-portmap-open", daemon=True).start()
    return portmap
