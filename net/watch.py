"""The host's watch over its game connections: bytes in, cut off past a bound.

libzmq hands a many-part message to the program only once its last part has
arrived, and no socket option bounds the parts of one message
(``ZMQ_MAXMSGSIZE`` bounds each part): a peer whose key passed the door (in a
game without a password, anyone while a seat is free) could make the host
hold one endless message. The program never sees such a message, so the watch
looks under it: it follows the game socket's connections through libzmq's
monitor, reads how many bytes each has received from the kernel (Linux
``TCP_INFO``), and shuts down any connection past ``CONNECTION_BYTES_MAX`` (or
the largest, once all of them together pass ``TOTAL_BYTES_MAX``). libzmq then
drops the unfinished message with the connection. An address cut off soon
after connecting is refused at the CURVE handshake from then on (pyzmq's ZAP
``deny``), so it cannot start again at once. An honest joiner sends a few
hundred bytes a second: it would take it about a day to reach the bound.

On systems without ``TCP_INFO`` the watch does nothing (``available`` False).
"""

from __future__ import annotations

import contextlib
import socket
import struct
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

import zmq
from zmq.utils.monitor import recv_monitor_message

MIB = 1024 * 1024
CONNECTION_BYTES_MAX = 16 * MIB
"""Bytes one connection may deliver before it is cut."""
TOTAL_BYTES_MAX = 40 * MIB
"""Bytes all live connections together may have delivered; past it the largest is cut."""
YOUNG_S = 600.0
"""A connection cut before this age is a flood, not a long honest game: its address is refused from then on."""
CHECK_S = 0.01
"""How often the byte counts are read (a flood on loopback moves a few MiB in that time)."""
_TCP_INFO_BYTES = 232
_BYTES_RECEIVED_AT = 128
"""Offset of ``tcpi_bytes_received`` (a u64, Linux 4.1 and later) in ``struct tcp_info``."""


def received(fd: int) -> int | None:
    """Bytes the kernel has received on the TCP socket ``fd`` (owned by libzmq: read, never closed here), or
    None if this system or this descriptor cannot say."""
    option = getattr(socket, "TCP_INFO", None)
    if option is None:
        return None
    try:
        sock = socket.socket(fileno=fd)
    except OSError:
        return None
    try:
        info = sock.getsockopt(socket.IPPROTO_TCP, option, _TCP_INFO_BYTES)
    except OSError:
        return None
    finally:
        sock.detach()
    if len(info) < _BYTES_RECEIVED_AT + 8:
        return None
    return int(struct.unpack_from("=Q", info, _BYTES_RECEIVED_AT)[0])


def _cut(fd: int) -> str:
    """Shut the connection down under libzmq (which then closes it and drops its unfinished message); returns the
    peer's address ("" if unknown)."""
    try:
        sock = socket.socket(fileno=fd)
    except OSError:
        return ""
    try:
        address = ""
        with contextlib.suppress(OSError):
            address = str(sock.getpeername()[0])
        with contextlib.suppress(OSError):
            sock.shutdown(socket.SHUT_RDWR)
        return address
    finally:
        sock.detach()


def available() -> bool:
    """True if this system can tell bytes received per connection (the watch works)."""
    probe = socket.socket()
    try:
        return received(probe.fileno()) is not None
    finally:
        probe.close()


@dataclass
class _Conn:
    since: float


class ConnectionWatch:
    """Follows ``sock``'s connections in a thread of its own (the monitor socket is read only there) and cuts the
    ones past the bounds; ``deny(address)`` refuses an address from then on, ``report(address, mib, denied)`` tells
    the host (called in the watch's thread)."""

    def __init__(
        self, sock: zmq.Socket, deny: Callable[[str], None], report: Callable[[str, float, bool], None]
    ) -> None:
        self._monitor = sock.get_monitor_socket(zmq.EVENT_ACCEPTED | zmq.EVENT_DISCONNECTED | zmq.EVENT_CLOSED)
        self._deny, self._report = deny, report
        self._conns: dict[int, _Conn] = {}
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="carolus-watch", daemon=True)
        self.cuts = 0
        self.per_connection, self.total = CONNECTION_BYTES_MAX, TOTAL_BYTES_MAX

    def start(self) -> None:
        if available():
            self._thread.start()

    def stop(self) -> None:
        """Stop watching and close the monitor socket (before the context ends)."""
        self._stop.set()
        if self._thread.is_alive():
            self._thread.join(2.0)
        self._monitor.close(0)

    def _run(self) -> None:
        poller = zmq.Poller()
        poller.register(self._monitor, zmq.POLLIN)
        while not self._stop.is_set():
            try:
                ready = poller.poll(int(CHECK_S * 1000))
            except zmq.ZMQError:
                return
            if ready:
                self._events()
            if self._conns:
                self._check(time.monotonic())

    def _events(self) -> None:
        while True:
            try:
                event = recv_monitor_message(self._monitor, zmq.NOBLOCK)
            except zmq.Again:
                return
            except zmq.ZMQError:
                return
            fd = int(event["value"])
            if event["event"] == zmq.EVENT_ACCEPTED:
                self._conns[fd] = _Conn(time.monotonic())
            else:
                self._conns.pop(fd, None)

    def _check(self, now: float) -> None:
        counts = {fd: received(fd) for fd in self._conns}
        live = {fd: n for fd, n in counts.items() if n is not None}
        for fd in counts.keys() - live.keys():
            self._conns.pop(fd, None)  # closed under us (the event is on its way)
        over = [fd for fd, n in live.items() if n > self.per_connection]
        total = sum(live.values())
        for fd in sorted(live, key=live.__getitem__, reverse=True):
            if total <= self.total:
                break
            if fd not in over:
                over.append(fd)
            total -= live[fd]
        for fd in over:
            conn = self._conns.pop(fd)
            address = _cut(fd)
            young = now - conn.since < YOUNG_S
            if address and young:
                self._deny(address)
            self.cuts += 1
            self._report(address, live[fd] / MIB, bool(address and young))
