"""Finding games on the LAN with zeroconf (mDNS/DNS-SD); typing an address always works too.

python-zeroconf is imported lazily: without it (or without multicast) the
host simply is not announced and ``browse`` returns nothing.
"""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

SERVICE = "_carolus._tcp.local."


@dataclass(frozen=True)
class FoundGame:
    """A hosted game seen on the LAN."""

    name: str
    host: str
    port: int
    players: int

    @property
    def address(self) -> str:
        return f"{self.host}:{self.port}"


class Announcement:
    """A registered service; ``close`` withdraws it."""

    def __init__(self, zc: Any, info: Any) -> None:
        self._zc = zc
        self._info = info

    def close(self) -> None:
        try:
            self._zc.unregister_service(self._info)
        finally:
            self._zc.close()


def announce(port: int, players: int, name: str, addresses: list[str] | None = None) -> Announcement:
    """Announce a hosted game; raises ImportError without zeroconf, OSError without multicast."""
    from zeroconf import ServiceInfo, Zeroconf

    from .places import local_addresses

    addrs = addresses or [a for a in local_addresses() if a != "127.0.0.1"] or ["127.0.0.1"]
    label = f"{name[:30]} on {socket.gethostname()[:20]}".replace(".", " ")
    info = ServiceInfo(
        SERVICE,
        f"{label} {port}.{SERVICE}",
        addresses=[socket.inet_aton(a) for a in addrs],
        port=port,
        properties={"players": str(players), "name": name[:40]},
    )
    zc = Zeroconf()
    zc.register_service(info, allow_name_change=True)
    return Announcement(zc, info)


class BackgroundAnnouncer:
    """Announces a hosted game from a background thread (zeroconf probes for a second or two); close at any time.

    A missing zeroconf or multicast is only reported: typing the address always works.
    """

    def __init__(self, port: int, players: int, name: str, report: Callable[[str], None] | None = None) -> None:
        self._report = report
        self._lock = threading.Lock()
        self._closed = False
        self._announcement: Announcement | None = None
        threading.Thread(target=self._work, args=(port, players, name), name="carolus-announce", daemon=True).start()

    def _work(self, port: int, players: int, name: str) -> None:
        try:
            found = announce(port, players, name)
        except Exception as exc:  # zeroconf is a convenience
            if self._report is not None:
                self._report(f"LAN announcement unavailable ({exc.__class__.__name__})")
            return
        with self._lock:
            if self._closed:
                found.close()
                return
            self._announcement = found
        if self._report is not None:
            self._report("announced on the LAN (zeroconf)")

    def close(self) -> None:
        with self._lock:
            self._closed = True
            if self._announcement is not None:
                self._announcement.close()
                self._announcement = None


def browse(seconds: float = 1.5) -> list[FoundGame]:
    """Games announced on the LAN within ``seconds`` (empty if zeroconf is missing or fails)."""
    try:
        from zeroconf import ServiceBrowser, ServiceListener, Zeroconf
    except ImportError:
        return []
    found: dict[str, FoundGame] = {}
    try:
        zc = Zeroconf()
    except OSError:
        return []

    class Listener(ServiceListener):
        def add_service(self, zc_: Any, type_: str, name: str) -> None:
            info = zc_.get_service_info(type_, name, timeout=500)
            if info is None or not info.parsed_addresses():
                return
            props = {
                k.decode(errors="replace"): (v or b"").decode(errors="replace") for k, v in info.properties.items()
            }
            try:
                players = int(props.get("players", "0"))
            except ValueError:
                players = 0
            found[name] = FoundGame(props.get("name", name), info.parsed_addresses()[0], info.port or 0, players)

        def update_service(self, zc_: Any, type_: str, name: str) -> None:
            self.add_service(zc_, type_, name)

        def remove_service(self, zc_: Any, type_: str, name: str) -> None:
            found.pop(name, None)

    try:
        ServiceBrowser(zc, SERVICE, Listener())
        time.sleep(seconds)
        return sorted(found.values(), key=lambda g: g.name)
    finally:
        zc.close()
