"""Hosting for the internet: ask the home router to open the host's ports (UPnP-IGD), say plainly what worked.

A ``PortMap`` asks the router for the host's door port and its game port (the door tells joiners the game port, so
both are forwarded, each to the same number) with a lease (``LEASE_S``, renewed at half time while the game runs), so
a crashed host does not leave its ports open for ever; ``close`` (the game ended, or the program exits: ``atexit``)
removes the mappings. Uses the ``miniupnpc`` package (``pip install 'carolus-qt[internet]'``, or Debian's
python3-miniupnpc), optional: without it the outcome says how to get it. Discovery waits up to about ``DISCOVER_S``
where no router answers (miniupnpc then raises a bare Exception), so ``open`` blocks: call it off the window's thread.

Each outcome is one line in English for the command line (``Outcome.text``) and a ``code`` with its data for the
window to say in the player's language (``carolus.ui.lan.words``). IPv6 needs no mapping: an address in 2000::/3
reaches this machine directly (where its own firewall lets the port in), and is said so.
"""

from __future__ import annotations

import atexit
import contextlib
import ipaddress
import socket
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

LEASE_S = 3600
"""Seconds a mapping lives unless renewed: a host that crashed leaves its ports open at most this long."""
DISCOVER_S = 2.0
"""How long discovery waits for routers to answer (miniupnpc's own timeouts come on top: about 8 s in all)."""
DESCRIPTION = "Carolus Magnus"
INSTALL_HINT = "pip install 'carolus-qt[internet]' (or the system package python3-miniupnpc)"


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
            first = f"the router forwards TCP port {ports} to this machine: others reach it at {self.external}"
        elif self.code == "refused":
            first = f"your router refused ({self.reason}); forward TCP port {ports} to this machine by hand"
        elif self.code == "no_router":
            first = (
                f"no router answered UPnP (it may be off in the router's settings); "
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

    ``upnp``: a miniupnpc ``UPnP``-like object (tests); by default one from the installed package."""

    def __init__(self, ports: list[int], *, lease_s: int = LEASE_S, upnp: Any = None) -> None:
        self.ports = tuple(dict.fromkeys(p for p in ports if p))
        self.lease_s = lease_s
        self._upnp = upnp
        self._mapped: list[int] = []
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._renewer: threading.Thread | None = None
        self.outcome: Outcome | None = None

    def open(self) -> Outcome:
        """Ask the router (blocks up to about 10 s where none answers); the outcome is kept in ``outcome``."""
        outcome = self._open()
        self.outcome = outcome
        if outcome.ok:
            atexit.register(self.close)
            self._renewer = threading.Thread(target=self._renew, name="carolus-portmap", daemon=True)
            self._renewer.start()
        return outcome

    def _open(self) -> Outcome:
        ipv6 = tuple(global_ipv6())
        upnp = self._upnp
        if upnp is None:
            library = _library()
            if library is None:
                return Outcome("no_library", self.ports, ipv6=ipv6)
            upnp = library.UPnP()
            upnp.discoverdelay = int(DISCOVER_S * 1000)
            self._upnp = upnp
        with contextlib.suppress(Exception):  # a bare Exception ("Success"!) where none answers: selectigd says so
            upnp.discover()
        try:
            upnp.selectigd()
        except Exception as exc:  # miniupnpc raises a bare Exception for every failure
            return Outcome("no_router", self.ports, reason=_said(exc), ipv6=ipv6)
        try:
            external = str(upnp.externalipaddress() or "")
        except Exception as exc:
            return Outcome("refused", self.ports, reason=_said(exc), ipv6=ipv6)
        try:
            for port in self.ports:
                self._add(upnp, port)
        except Exception as exc:
            self.close()
            return Outcome("refused", self.ports, reason=_said(exc), ipv6=ipv6)
        if not _usable(external):
            self.close()
            why = f"it gave no usable outside address ({external or 'none'})"
            return Outcome("refused", self.ports, reason=why, ipv6=ipv6)
        return Outcome("mapped", self.ports, external=external, ipv6=ipv6)

    def _add(self, upnp: Any, port: int) -> None:
        ok = upnp.addportmapping(port, "TCP", upnp.lanaddr, port, DESCRIPTION, "", self.lease_s)
        if not ok:
            raise RuntimeError(f"port {port} not mapped")
        with self._lock:
            if port not in self._mapped:
                self._mapped.append(port)

    def _renew(self) -> None:
        """Renew the lease at half time until closed (a failure is tried again at the next half)."""
        while not self._stop.wait(self.lease_s / 2):
            for port in self.ports:
                with contextlib.suppress(Exception):
                    self._add(self._upnp, port)

    def close(self) -> None:
        """Remove the mappings (best effort: a router gone meanwhile lets the lease run out)."""
        self._stop.set()
        with self._lock:
            mapped, self._mapped = self._mapped, []
        for port in mapped:
            with contextlib.suppress(Exception):
                self._upnp.deleteportmapping(port, "TCP")
        with contextlib.suppress(Exception):
            atexit.unregister(self.close)

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
    """One line of what miniupnpc said."""
    text = " ".join(str(exc).split())[:120]
    return text or type(exc).__name__


def open_in_background(ports: list[int], report: Callable[[Outcome], None]) -> PortMap:
    """Start asking the router in a thread (discovery may take seconds); ``report`` hears the outcome there."""
    portmap = PortMap(ports)
    threading.Thread(target=lambda: report(portmap.open()), name="carolus-portmap-open", daemon=True).start()
    return portmap
