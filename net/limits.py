"""How fast strangers may knock: token buckets for joins and password attempts, per address and in all.

A stranger's hello costs the host a little work and a password attempt is a
guess; both are rate-limited so that online guessing is slow and a flood of
hellos cannot keep the host busy. The table of addresses is bounded too.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass


@dataclass
class Bucket:
    rate: float
    """Tokens added per second."""
    burst: float
    """Most tokens held (a fresh bucket is full)."""
    tokens: float = -1.0
    at: float = 0.0

    def take(self, now: float) -> bool:
        if self.tokens < 0:
            self.tokens, self.at = self.burst, now
        self.tokens = min(self.burst, self.tokens + max(0.0, now - self.at) * self.rate)
        self.at = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False


class RateLimit:
    """One bucket per address (the most recent ``max_keys`` addresses) plus one for everybody."""

    def __init__(self, rate: float, burst: float, total_rate: float, total_burst: float, max_keys: int = 256) -> None:
        self.rate, self.burst = rate, burst
        self.total = Bucket(total_rate, total_burst)
        self.keys: OrderedDict[str, Bucket] = OrderedDict()
        self.max_keys = max_keys

    def allow(self, key: str, now: float) -> bool:
        """True if one more attempt from ``key`` may go ahead now ("" - no address, an in-process test - always)."""
        if not key:
            return True
        bucket = self.keys.pop(key, None) or Bucket(self.rate, self.burst)
        self.keys[key] = bucket
        while len(self.keys) > self.max_keys:
            self.keys.popitem(last=False)
        return bucket.take(now) and self.total.take(now)
