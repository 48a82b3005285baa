"""The host's ZAP handler: whom its game socket's CURVE handshake lets in (ZeroMQ's authentication protocol, RFC 27).

libzmq asks it about every CURVE client key: a key registered at the door passes (``door.KeyRing.callback``), any
other, or any from an address the watch refused (``limits.AddressSet``: an IPv6 /64 as one address), does not.
pyzmq's ``ThreadAuthenticator`` did this with an asyncio round per request: 0.24 ms of the host's CPU for every
stranger's handshake, a third of what the handshake costs beside libzmq's crypto (issue 36, point 5,
``benchmarks/net_costs.py``); this plain loop answers in a fraction of that.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import zmq
from zmq.utils import z85

from .limits import AddressSet

ZAP_ENDPOINT = "inproc://zeromq.zap.01"
"""Where libzmq sends a context's ZAP requests (fixed by RFC 27)."""


class ZapHandler:
    """Answers a context's ZAP requests in a thread of its own: CURVE in ``domain`` only, by ``allowed(domain, key in
    Z85)``, never from a refused address. The user id it gives is the client's key in Z85 (the host reads it back
    from each message, ``zmq.Frame.get("User-Id")``)."""

    def __init__(
        self,
        ctx: zmq.Context,
        domain: str,
        allowed: Callable[[str, bytes], bool],
        failed: Callable[[str], None] | None = None,
    ) -> None:
        self.domain = domain
        self.allowed = allowed
        self.failed = failed
        """Hears the address of every handshake ``allowed`` refused (the witness endpoint's guard counts them)."""
        self.denied: Any = AddressSet()
        """Addresses refused whatever their key (the watch cut a flood from them); ``in``, ``bool`` and ``update``."""
        self._lock = threading.Lock()
        self._sock: zmq.Socket = ctx.socket(zmq.REP)
        self._sock.setsockopt(zmq.LINGER, 0)
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        """Bind and answer from now on (before the game socket binds: no handshake is judged without it)."""
        self._sock.bind(ZAP_ENDPOINT)
        self._thread = threading.Thread(target=self._run, name="carolus-zap", daemon=True)
        self._thread.start()

    def deny(self, *addresses: str) -> None:
        """Refuse these addresses from now on (from any thread)."""
        with self._lock:
            self.denied.update(addresses)

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(2.0)
            self._thread = None
        self._sock.close(0)

    def _run(self) -> None:
        poller = zmq.Poller()
        poller.register(self._sock, zmq.POLLIN)
        while not self._stop.is_set():
            try:
                if not poller.poll(100):
                    continue
                request = self._sock.recv_multipart(zmq.NOBLOCK)
            except zmq.Again:
                continue
            except zmq.ZMQError:  # closed under us
                return
            try:
                self._sock.send_multipart(self.answer(request))
            except zmq.ZMQError:
                return

    def answer(self, request: list[bytes]) -> list[bytes]:
        """The reply to one ZAP request: (version, request id, status code, status text, user id, metadata)."""
        if len(request) < 6:
            rid = request[1] if len(request) > 1 else b""
            return [b"1.0", rid, b"400", b"Not enough frames", b"", b""]
        version, rid, domain, address, _identity, mechanism = request[:6]
        if version != b"1.0":
            return [b"1.0", rid, b"400", b"Invalid version", b"", b""]
        if domain.decode("utf-8", "replace") != self.domain or mechanism != b"CURVE" or len(request) != 7:
            return [version, rid, b"400", b"Not a CURVE client of this domain", b"", b""]
        with self._lock:
            refused = bool(self.denied) and address.decode("utf-8", "replace") in self.denied
        if refused:
            return [version, rid, b"400", b"Address denied", b"", b""]
        key = z85.encode(request[6])
        if not self.allowed(self.domain, key):
            if self.failed is not None:
                self.failed(address.decode("utf-8", "replace"))
            return [version, rid, b"400", b"Unknown key", b"", b""]
        return [version, rid, b"200", b"OK", key, b""]
