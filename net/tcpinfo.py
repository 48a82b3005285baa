"""What the kernel says about a TCP connection libzmq owns, and what the host asks of it.

Linux ``TCP_INFO`` tells the bytes each connection received and had acknowledged (``received``, ``acknowledged``:
None where the system cannot say), ``TCP_DEFER_ACCEPT`` keeps a silent stranger in the kernel (``defer_accept``),
and a shutdown under libzmq cuts a connection (``cut``). Descriptors are libzmq's: read, never closed here. The
host's watch (``carolus.net.watch``) decides what to cut; this module only does it.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import socket
import struct

_TCP_INFO_BYTES = 232
_BYTES_ACKED_AT = 120
"""Offset of ``tcpi_bytes_acked`` (a u64, Linux 4.1 and later) in ``struct tcp_info``."""
_BYTES_RECEIVED_AT = 128
"""Offset of ``tcpi_bytes_received`` (a u64, Linux 4.1 and later) in ``struct tcp_info``."""


def received(fd: int) -> int | None:
    """Bytes the kernel has received on the TCP socket ``fd`` (owned by libzmq: read, never closed here), or
    None if this system or this descriptor cannot say."""
    return _tcp_count(fd, _BYTES_RECEIVED_AT)


def acknowledged(fd: int) -> int | None:
    """Bytes sent on the TCP socket ``fd`` that its peer has acknowledged, or None if this system cannot say."""
    return _tcp_count(fd, _BYTES_ACKED_AT)


def _tcp_count(fd: int, offset: int) -> int | None:
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
    if len(info) < offset + 8:
        return None
    return int(struct.unpack_from("=Q", info, offset)[0])


def peer_of(fd: int) -> tuple[str, int] | None:
    """The peer's (address, port) of the TCP socket ``fd`` (IPv4 addresses without their IPv6 mapping), or None."""
    try:
        sock = socket.socket(fileno=fd)
    except OSError:
        return None
    try:
        name = sock.getpeername()
    except OSError:
        return None
    finally:
        sock.detach()
    return str(name[0]).removeprefix("::ffff:"), int(name[1])


def cut(fd: int, peer: tuple[str, int] | None = None) -> str:
    """Shut the connection down under libzmq (which then closes it and drops its unfinished message); returns the
    peer's address ("" if unknown). With ``peer``, only if ``fd`` still is that connection (libzmq may have closed
    it and the number gone to another)."""
    now_peer = peer_of(fd)
    if peer is not None and now_peer != peer:
        return ""
    try:
        sock = socket.socket(fileno=fd)
    except OSError:
        return ""
    try:
        with contextlib.suppress(OSError):
            sock.shutdown(socket.SHUT_RDWR)
        return now_peer[0] if now_peer else ""
    finally:
        sock.detach()


def defer_accept(port: int, seconds: float) -> bool:
    """Ask the kernel to hand libzmq a connection to ``port`` only once its first bytes came (Linux
    ``TCP_DEFER_ACCEPT`` on libzmq's listening socket, found among this process's descriptors): a ZeroMQ peer
    sends its greeting at once, a silent stranger waits in the kernel, holding none of ours, and dials again no
    faster than every ``seconds``. False if this system cannot."""
    option = getattr(socket, "TCP_DEFER_ACCEPT", None)
    try:
        fds = [int(name) for name in os.listdir("/proc/self/fd")]
    except OSError:
        return False
    if option is None:
        return False
    done = False
    for fd in fds:
        try:
            sock = socket.socket(fileno=fd)
        except OSError:
            continue
        try:
            listening = sock.getsockopt(socket.SOL_SOCKET, socket.SO_ACCEPTCONN)
            if listening and sock.type == socket.SOCK_STREAM and sock.getsockname()[1] == port:
                sock.setsockopt(socket.IPPROTO_TCP, option, max(1, int(seconds)))
                done = True
        except (OSError, IndexError, TypeError):
            pass
        finally:
            sock.detach()
    return done


def give_back_memory() -> None:
    """After a stranger's many-part message was dropped, hand the freed heap back to the system (glibc keeps it)."""
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL("libc.so.6").malloc_trim(0)
