"""A small progress bar on standard error for long commands (selfplay, tournaments).

On a terminal it redraws one line; elsewhere (CI logs, pipes) it writes a
line at each tenth so the log shows progress without flooding.
"""

from __future__ import annotations

import sys
import time
from typing import TextIO


class Progress:
    """Counts done out of total, with rate and a time estimate."""

    def __init__(self, total: int, label: str, stream: TextIO | None = None) -> None:
        self.total = max(total, 1)
        self.label = label
        self.stream = stream if stream is not None else sys.stderr
        self.done = 0
        self.started = time.perf_counter()
        self._tty = bool(getattr(self.stream, "isatty", lambda: False)())
        self._next_tenth = 1
        self._last_draw = 0.0

    def advance(self, step: int = 1) -> None:
        self.done += step
        now = time.perf_counter()
        if self._tty:
            if now - self._last_draw > 0.1 or self.done >= self.total:
                self._last_draw = now
                self.stream.write("\r" + self._line(now))
                self.stream.flush()
        elif self.done * 10 >= self._next_tenth * self.total:
            while self.done * 10 >= self._next_tenth * self.total:
                self._next_tenth += 1
            self.stream.write(self._line(now) + "\n")
            self.stream.flush()

    def reach(self, done: int) -> None:
        """Move to ``done`` (work measured by position, e.g. an action's index in a record, not by steps)."""
        if done > self.done:
            self.advance(done - self.done)

    def finish(self) -> None:
        """All done: the bar ends full whatever was counted on the way (skipped items included), then closes."""
        self.reach(self.total)
        self.close()

    def _line(self, now: float) -> str:
        elapsed = now - self.started
        frac = min(self.done / self.total, 1.0)
        bar = "#" * int(frac * 30)
        eta = (elapsed / frac - elapsed) if frac > 0 else 0.0
        return f"{self.label} [{bar:<30}] {self.done}/{self.total} {elapsed:5.1f}s eta {eta:5.1f}s"

    def close(self) -> None:
        if self._tty:
            self.stream.write("\n")
            self.stream.flush()
