"""Whether this machine stood still during a test.

CI's 2-core virtual machines now and then freeze one of their CPUs for seconds, once for minutes (the kernel logs
"soft lockup - CPU#1 stuck for 82s" and RCU stalls then). A network test whose host, joiner or kernel work stood
still meanwhile fails for no fault of the game: a knock times out, a killed process stays a zombie. One thread per
CPU this process may use, pinned to it, wakes every ``TICK_S`` and notes when it woke ``FREEZE_S`` or more too late
(or has not woken for that long); ``tests/conftest.py`` runs a failed test once more only then.

The one cause found so far was the test lab's own: miniupnpd writing 20 MB of log lines to the machine's serial
console (``netlab._NO_CONSOLE`` now sends them to its log alone). The watch stays for stalls of the host underneath.
"""

from __future__ import annotations

import contextlib
import os
import threading
import time

TICK_S = 0.25
"""How often each CPU's thread wakes."""
FREEZE_S = 2.0
"""A wake this late is the machine standing still: a busy 2-core machine wakes a sleeping thread within
milliseconds (the scheduler's latency), and the tests' own waits are seconds to minutes."""
KEPT = 64
"""Freezes remembered (the newest)."""


class FreezeWatch:
    """The freezes this process's CPUs went through, each as (when it ended, ``time.monotonic``; seconds late)."""

    def __init__(self, cpus: set[int] | None = None) -> None:
        if cpus is None:
            cpus = os.sched_getaffinity(0) if hasattr(os, "sched_getaffinity") else {-1}
        self.freezes: list[tuple[float, float]] = []
        self._lock = threading.Lock()
        self._noted = threading.Condition(self._lock)
        self._last: dict[int, float] = {}
        for cpu in sorted(cpus):
            self._last[cpu] = time.monotonic()
            threading.Thread(target=self._beat, args=(cpu,), name=f"freeze-watch-{cpu}", daemon=True).start()

    def _beat(self, cpu: int) -> None:
        if cpu >= 0:
            with contextlib.suppress(OSError):
                os.sched_setaffinity(0, {cpu})  # 0: this thread (Linux), so it stands still with its CPU
        while True:
            time.sleep(TICK_S)
            now = time.monotonic()
            late = now - self._last[cpu] - TICK_S
            with self._lock:
                self._last[cpu] = now
                if late >= FREEZE_S:
                    self.freezes = [*self.freezes[-(KEPT - 1) :], (now, late)]
                self._noted.notify_all()

    def longest_since(self, start: float) -> float:
        """The longest time a CPU stood still after ``start`` (``time.monotonic``), counting one standing still
        now; 0.0 if none did."""
        now = time.monotonic()
        with self._lock:
            ended = [late for at, late in self.freezes if at > start]
            ongoing = [now - last - TICK_S for last in self._last.values()]
        return max([*ended, *(s for s in ongoing if s >= FREEZE_S)], default=0.0)

    def wait_since(self, start: float, timeout_s: float) -> float:
        """``longest_since(start)`` once a freeze after ``start`` was noted and every CPU's thread woke again since
        (none stands still now), or after ``timeout_s`` (0.0: no freeze)."""

        def noted() -> bool:
            now = time.monotonic()
            over = all(now - last - TICK_S < FREEZE_S for last in self._last.values())
            return over and any(at > start for at, _ in self.freezes)

        with self._noted:
            self._noted.wait_for(noted, timeout_s)
        return self.longest_since(start)
