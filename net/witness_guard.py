"""Strangers at a joiner's witness endpoint: an address whose CURVE handshakes keep failing is refused for a while.

Once a joiner's witness port is mapped on its router (or it has a global IPv6 address), anyone may start CURVE
handshakes with its endpoint (``carolus.net.witness_direct``): each costs the joiner about 0.5 ms of CPU (libzmq's
key exchange, five Curve25519 operations) before the ZAP allow-list refuses the key. The guard counts the handshakes
refused at the allow-list per address (``limits.address_key``: an IPv6 /64 as one address) in a token bucket:
``FAILS_BURST`` at once, then ``FAILS_PER_S`` a second. Past that, the address is refused for ``REFUSE_S``: at the
ZAP handler (whatever its key) and, cheaper, at once when libzmq accepts a connection from it (a thread of the
guard's own reads the endpoint's monitor socket and shuts the connection down under libzmq, ``tcpinfo.cut``, before
most of the handshake's work is done).

An honest joiner fails at our allow-list only until the host passed its ``where`` on to us (its link is made afresh
every ``witness_direct.RELINK_AFTER`` hellos, to at most ``witness_direct.MAX_ADDRS`` addresses, of which one or two
reach us): a few failures, far below the bucket. A refused honest joiner (one sharing its outside address with a
flooding stranger, say) links again once the refusal ran out.

Bounded: the failure counts and the refusals are kept for the most recent ``MAX_ADDRESSES`` addresses each (the
oldest forgotten first: a stranger with more addresses than that gets ``FAILS_BURST`` handshakes from each again,
an IPv6 /64 counting as one); the log hears at most one line every ``REPORT_S`` (``report``).
"""

from __future__ import annotations

import socket
import threading
import time
from collections import OrderedDict

import zmq
from zmq.utils.monitor import recv_monitor_message

from .limits import Bucket, address_key
from .tcpinfo import cut, peer_of

FAILS_BURST = 20.0
"""Failed handshakes an address may have at once before it is refused."""
FAILS_PER_S = 2.0
"""Failed handshakes an address may have a second after its burst (an honest joiner not yet known: a few in all)."""
REFUSE_S = 300.0
"""How long a refused address stays refused."""
MAX_ADDRESSES = 1024
"""Addresses whose failures are counted, and addresses refused (each table): the oldest are forgotten first."""
REPORT_S = 10.0
"""The log says what the guard refused at most this often."""


class Refused:
    """The addresses refused now (``limits.address_key`` form) until when; what ``ZapHandler.denied`` needs of it
    (``in``, ``bool``, ``update``). Bounded by ``MAX_ADDRESSES``, the oldest refusal forgotten first."""

    def __init__(self, limit: int = MAX_ADDRESSES) -> None:
        self.limit = limit
        self._until: OrderedDict[str, float] = OrderedDict()
        self._lock = threading.Lock()

    def refuse(self, address: str, until: float) -> None:
        key = address_key(address)
        with self._lock:
            self._until.pop(key, None)
            self._until[key] = until
            while len(self._until) > self.limit:
                self._until.popitem(last=False)

    def update(self, *groups: object) -> None:
        """``ZapHandler.deny``: refused for ``REFUSE_S`` from now."""
        until = time.monotonic() + REFUSE_S
        for group in groups:
            for address in group:  # type: ignore[attr-defined]
                self.refuse(str(address), until)

    def _purge(self, now: float) -> None:
        """Forget the refusals that ran out at the front (the oldest first: each lasts as long; under the lock)."""
        while self._until:
            key, until = next(iter(self._until.items()))
            if until > now:
                return
            del self._until[key]

    def __contains__(self, address: object) -> bool:
        if not isinstance(address, str):
            return False
        key = address_key(address)
        with self._lock:
            self._purge(time.monotonic())
            until = self._until.get(key)
            if until is None:
                return False
            if time.monotonic() < until:
                return True
            del self._until[key]
            return False

    def __bool__(self) -> bool:
        with self._lock:
            self._purge(time.monotonic())
            return bool(self._until)

    def __len__(self) -> int:
        with self._lock:
            return len(self._until)


class WitnessGuard:
    """Counts the handshakes the ZAP allow-list refused per address (``failed``, from the ZAP thread) and refuses an
    address past its bucket; cuts connections from refused addresses as libzmq accepts them (``start``: a thread
    reading ``sock``'s monitor)."""

    def __init__(
        self,
        sock: zmq.Socket,
        *,
        burst: float = FAILS_BURST,
        per_s: float = FAILS_PER_S,
        refuse_s: float = REFUSE_S,
        max_addresses: int = MAX_ADDRESSES,
    ) -> None:
        self.burst, self.per_s, self.refuse_s, self.max_addresses = burst, per_s, refuse_s, max_addresses
        self.refused = Refused(max_addresses)
        self._fails: OrderedDict[str, Bucket] = OrderedDict()
        self._lock = threading.Lock()
        self._monitor = sock.get_monitor_socket(zmq.EVENT_ACCEPTED)
        self._stop = threading.Event()
        self._armed = threading.Event()
        """Set when an address is refused: the thread reads the monitor from then on, while any is."""
        self._thread = threading.Thread(target=self._run, name="carolus-witness-guard", daemon=True)
        self.port = 0
        """The endpoint's port, once bound: only connections accepted there are cut (a late event's descriptor may
        since be another connection's, one of our own links, say)."""
        self.refusals = 0
        """Addresses refused so far (for tests, benchmarks and the log)."""
        self.cuts = 0
        """Connections cut as they were accepted, from a refused address."""
        self._said = (0, 0)
        self._said_at = -REPORT_S
        self._last = ""

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        """Stop and close the monitor socket (before the context ends)."""
        self._stop.set()
        self._armed.set()
        if self._thread.is_alive():
            self._thread.join(2.0)
        self._monitor.close(0)

    def failed(self, address: str) -> None:
        """The ZAP allow-list refused a handshake from ``address`` (in the ZAP thread)."""
        if not address:
            return
        key = address_key(address)
        now = time.monotonic()
        with self._lock:
            bucket = self._fails.pop(key, None) or Bucket(self.per_s, self.burst)
            self._fails[key] = bucket
            while len(self._fails) > self.max_addresses:
                self._fails.popitem(last=False)
            if bucket.take(now):
                return
            del self._fails[key]  # refused now: counted afresh once the refusal ran out
            self.refusals += 1
            self._last = key
        self.refused.refuse(key, now + self.refuse_s)
        self._armed.set()

    def report(self, now: float) -> str:
        """One log line about what was refused and cut since the last one, at most every ``REPORT_S`` ("": none
        due; from any thread)."""
        with self._lock:
            said, counts = self._said, (self.refusals, self.cuts)
            if counts == said or now - self._said_at < REPORT_S:
                return ""
            self._said, self._said_at = counts, now
            last = self._last
        refused, cuts = counts[0] - said[0], counts[1] - said[1]
        return (
            f"witness endpoint: {refused} address(es) refused for {self.refuse_s:g} s after failed handshakes"
            f" (the latest {last}); {cuts} connection(s) from refused addresses cut"
        )

    def _run(self) -> None:
        """Read the monitor only while some address is refused: otherwise each accepted connection would cost this
        thread a wake-up for nothing (the events wait meanwhile, at most the monitor's high-water mark of them,
        libzmq dropping the rest; those read late are judged by the address their descriptor has now)."""
        poller = zmq.Poller()
        poller.register(self._monitor, zmq.POLLIN)
        while not self._stop.is_set():
            if not self.refused:
                self._armed.clear()
                if not self.refused:  # (a refusal just now set it again: go on)
                    self._armed.wait(1.0)
                    continue
            try:
                if poller.poll(100):
                    self._drain()
            except zmq.ZMQError:
                return

    def _drain(self) -> None:
        """Every event waiting: the connections accepted from refused addresses are cut."""
        while True:
            try:
                event = recv_monitor_message(self._monitor, zmq.NOBLOCK)
            except zmq.ZMQError:  # none left (or closed under us)
                return
            if event["event"] != zmq.EVENT_ACCEPTED:
                continue
            fd = int(event["value"])
            peer = peer_of(fd)
            if peer is not None and peer[0] in self.refused and _local_port(fd) == self.port:
                cut(fd, peer)
                with self._lock:
                    self.cuts += 1


def _local_port(fd: int) -> int:
    """The local port of the TCP socket ``fd`` (libzmq's: read, never closed here); 0 if it cannot say."""
    try:
        sock = socket.socket(fileno=fd)
    except OSError:
        return 0
    try:
        return int(sock.getsockname()[1])
    except (OSError, IndexError, TypeError):
        return 0
    finally:
        sock.detach()
