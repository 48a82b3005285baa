"""How fast strangers may knock: token buckets for joins and password attempts, per address and in all.

A stranger's hello costs the host a little work and a password attempt is a guess; both are rate-limited so that
online guessing is slow and a flood of hellos cannot keep the host busy. Knocks are budgeted per address: the shared
budget only slows addresses that keep knocking (``RateLimit``), so strangers knocking from many addresses drain
their own budgets, never a newcomer's first try. Password guesses are bounded in all, however many addresses ask
(``GuessGate``: one a second, a newcomer's first before the strangers' next); an IPv6 network counts as one address
per /64. The tables of addresses are bounded too.
"""

from __future__ import annotations

import ipaddress
import threading
from collections import OrderedDict
from collections.abc import Iterable
from dataclasses import dataclass


@dataclass
class Bucket:
    rate: float
    """Tokens added per second."""
    burst: float
    """Most tokens held (a fresh bucket is full)."""
    tokens: float = -1.0
    at: float = 0.0

    def _refill(self, now: float) -> None:
        if self.tokens < 0:
            self.tokens, self.at = self.burst, now
        self.tokens = min(self.burst, self.tokens + max(0.0, now - self.at) * self.rate)
        self.at = now

    def full(self, now: float) -> bool:
        """Nothing taken lately (the bucket has filled up again)."""
        self._refill(now)
        return self.tokens >= self.burst

    def take(self, now: float) -> bool:
        self._refill(now)
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False


def address_key(address: str) -> str:
    """The budget an address draws on: the address itself (an IPv4 one also when mapped into IPv6), or its /64
    network for IPv6 (one machine there may hold a whole /64)."""
    plain = address.removeprefix("::ffff:")
    try:
        ip = ipaddress.ip_address(plain.split("%", 1)[0])
    except ValueError:
        return address
    if ip.version == 6:
        return str(ipaddress.ip_network(f"{ip}/64", strict=False))
    return str(ip)


class RateLimit:
    """One bucket per address (the most recent ``max_keys`` addresses) plus one for everybody, which only an
    address that has knocked lately must also draw on (its bucket not full)."""

    def __init__(self, rate: float, burst: float, total_rate: float, total_burst: float, max_keys: int = 4096) -> None:
        self.rate, self.burst = rate, burst
        self.total = Bucket(total_rate, total_burst)
        self.keys: OrderedDict[str, Bucket] = OrderedDict()
        self.max_keys = max_keys

    def allow(self, key: str, now: float) -> bool:
        """True if one more attempt from address ``key`` may go ahead now ("" - no address, an in-process test -
        always)."""
        if not key:
            return True
        key = address_key(key)
        bucket = self.keys.pop(key, None) or Bucket(self.rate, self.burst)
        self.keys[key] = bucket
        while len(self.keys) > self.max_keys:
            self.keys.popitem(last=False)
        quiet = bucket.full(now)
        return bucket.take(now) and (quiet or self.total.take(now))


class Backoff:
    """A wait that doubles each time trouble comes back soon after the last wait ended, and starts again from
    ``first`` after ``quiet`` seconds without trouble: what a flood that keeps coming back from fresh addresses (or
    with a seat's token) must sit out before the host lets it in again. Called from several threads."""

    def __init__(self, first: float, most: float, quiet: float) -> None:
        self.first, self.most, self.quiet = first, most, quiet
        self.until = 0.0
        self.step = 0.0
        self._lock = threading.Lock()

    def trouble(self, now: float) -> float:
        """Trouble came at ``now``: start the next wait (once per wait: more trouble during one changes nothing);
        returns the seconds left to wait."""
        with self._lock:
            if now >= self.until:
                quiet = now - self.until > self.quiet or not self.step
                self.step = self.first if quiet else min(self.step * 2, self.most)
                self.until = now + self.step
            return self.until - now

    def left(self, now: float) -> float:
        """Seconds left to wait at ``now`` (0: none)."""
        return max(0.0, self.until - now)


class AddressSet(set):
    """Addresses refused at the CURVE handshake, compared as the door's budgets compare them (``address_key``: an
    IPv6 address by its /64, an IPv4 one also when mapped into IPv6) and bounded (the oldest forgotten first). It
    stands in for the set pyzmq's authenticator keeps (``_denied``: it only calls ``update``, ``in`` and ``bool``)."""

    def __init__(self, limit: int = 4096) -> None:
        super().__init__()
        self.limit = limit
        self._order: OrderedDict[str, None] = OrderedDict()

    def update(self, *groups: Iterable[str]) -> None:
        for group in groups:
            for address in group:
                key = address_key(address)
                self._order.pop(key, None)
                self._order[key] = None
                super().add(key)
        while len(self._order) > self.limit:
            old, _ = self._order.popitem(last=False)
            super().discard(old)

    def add(self, address: str) -> None:
        self.update((address,))

    def __contains__(self, address: object) -> bool:
        return isinstance(address, str) and super().__contains__(address_key(address))


@dataclass
class _Asker:
    """One address's place at the guess gate."""

    first: float
    """When it first asked (the newest of those never answered goes first)."""
    last: float
    """When it last asked (it waits its turn only while it keeps asking)."""
    budget: Bucket
    answered: int = 0


class GuessGate:
    """Password attempts answered in all: at most ``rate`` a second (after a first ``burst``) from any number of
    addresses, handed out fairly, so that strangers guessing from many addresses get no more guesses than from one
    (issue 36, point 3: per-address budgets alone let 200 addresses guess 6 times a second) and a joiner with the
    password still comes in at once.

    The next guess goes to the address, among those that asked within ``alive_s`` and still have a guess of their
    own (``per_rate``/``per_burst``), that was answered least often, the newest of those first: a joiner who knocks
    during an attack has been answered never, the strangers' addresses at least once each (an address told to wait
    knocks again by itself, ``secure.DoorBusy``). Limit: a stranger holding fresh addresses back (never used) can put
    one ahead of a newcomer for each second it has one (on a LAN a few hundred at most; an IPv6 /64 counts as one).
    The table of addresses is bounded (the least recent forgotten first)."""

    def __init__(
        self,
        rate: float = 1.0,
        burst: float = 3.0,
        per_rate: float = 0.2,
        per_burst: float = 3.0,
        alive_s: float = 3.0,
        max_keys: int = 4096,
    ) -> None:
        self.total = Bucket(rate, burst)
        self.per_rate, self.per_burst, self.alive_s, self.max_keys = per_rate, per_burst, alive_s, max_keys
        self.askers: OrderedDict[str, _Asker] = OrderedDict()
        self.answered = 0
        """Guesses answered so far (for tests and benchmarks)."""

    def ask(self, address: str, now: float) -> str:
        """An attempt from ``address`` now: ``"go"`` (answer it: a guess is spent), ``"wait"`` (another goes
        first, or none is left this second: knock again in a second) or ``"no"`` (this address has no guess left;
        "" - an in-process test - always goes)."""
        if not address:
            return "go"
        key = address_key(address)
        asker = self.askers.pop(key, None) or _Asker(now, now, Bucket(self.per_rate, self.per_burst))
        asker.last = now
        self.askers[key] = asker
        while len(self.askers) > self.max_keys:
            self.askers.popitem(last=False)
        asker.budget._refill(now)
        if asker.budget.tokens < 1.0:
            return "no"
        best = asker
        for other in self.askers.values():
            if other is asker or now - other.last > self.alive_s:
                continue
            if (other.answered, -other.first) < (best.answered, -best.first):
                other.budget._refill(now)
                if other.budget.tokens >= 1.0:
                    best = other
        if best is not asker or not self.total.take(now):
            return "wait"
        asker.budget.take(now)
        asker.answered += 1
        self.answered += 1
        return "go"


class LogLimit:
    """How many log lines one sender's dropped messages may write: ``burst`` at once, then one every ``1 / rate``
    seconds per sender, and ``total_rate`` a second from all of them (issue 36, point 5: a registered key sending
    undecodable frames wrote 154,126 lines in 6 s). A line let through after some were held back says how many."""

    def __init__(
        self, rate: float = 0.2, burst: float = 5.0, total_rate: float = 2.0, total_burst: float = 20.0
    ) -> None:
        self.rate, self.burst = rate, burst
        self.total = Bucket(total_rate, total_burst)
        self.senders: OrderedDict[object, tuple[Bucket, list[int]]] = OrderedDict()
        self.max_keys = 256
        self.held = 0
        """Lines held back in all (for tests and benchmarks)."""

    def allow(self, sender: object, now: float) -> int | None:
        """None: write no line for this one; else write it, noting the count returned (lines held back from this
        sender since its last one)."""
        entry = self.senders.pop(sender, None) or (Bucket(self.rate, self.burst), [0])
        self.senders[sender] = entry
        while len(self.senders) > self.max_keys:
            self.senders.popitem(last=False)
        bucket, held = entry
        if bucket.take(now) and self.total.take(now):
            count, held[0] = held[0], 0
            return count
        held[0] += 1
        self.held += 1
        return None
