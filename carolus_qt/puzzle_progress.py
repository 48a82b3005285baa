"""What a player has done with the puzzles: which are solved, the current streak and the best one.

Kept as a small JSON file in the user data folder (``puzzles.json`` beside
the game library), written atomically after every change so a crash loses
nothing. A missing file is a fresh start; a file that cannot be read is set
aside (renamed ``.broken``) rather than overwritten, and play starts fresh.

The streak counts puzzles solved in a row at the first try: a missed turn
or a solution looked at before solving ends it.
"""

from __future__ import annotations

import contextlib
import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeGuard

from .record import atomic_write

FORMAT = "carolus-puzzle-progress"
VERSION = 1
FILE_NAME = "puzzles.json"
MAX_BYTES = 1_000_000


@dataclass
class PuzzleProgress:
    """Solved puzzle ids, the streak; ``path`` is where it lives (None: kept in memory only)."""

    path: Path | None = None
    solved: set[str] = field(default_factory=set)
    streak: int = 0
    best: int = 0
    tried: set[str] = field(default_factory=set)
    """Puzzles attempted since the progress was loaded (a second try does not add to the streak)."""
    note: str = ""
    """Why the file was not read, if it was set aside (one line, English; the window may show it)."""

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> PuzzleProgress:
        target = Path(path)
        progress = cls(target)
        try:
            data = target.read_bytes()
        except FileNotFoundError:
            return progress
        except OSError as exc:
            progress.note = f"cannot read {target}: {exc.strerror or exc}"
            progress.path = None  # never overwrite what could not be read
            return progress
        try:
            if len(data) > MAX_BYTES:
                raise ValueError("too large")
            doc = json.loads(data)
            if not isinstance(doc, dict) or doc.get("format") != FORMAT or doc.get("version") != VERSION:
                raise ValueError("not a puzzle progress file")
            solved, streak, best = doc.get("solved"), doc.get("streak"), doc.get("best")
            if not isinstance(solved, list) or not all(isinstance(s, str) for s in solved):
                raise ValueError("'solved' is not a list of ids")
            if not (_is_count(streak) and _is_count(best)):
                raise ValueError("'streak' and 'best' must be counts")
        except ValueError as exc:
            aside = target.with_name(target.name + ".broken")
            with contextlib.suppress(OSError):
                os.replace(target, aside)
            progress.note = f"{target} could not be read ({str(exc).splitlines()[0]}); set aside as {aside.name}"
            return progress
        progress.solved = set(solved)
        progress.streak = streak
        progress.best = max(best, streak)
        return progress

    def solve(self, pid: str) -> None:
        """The puzzle was solved; the streak grows only on a first try at a puzzle not solved before."""
        if pid not in self.tried and pid not in self.solved:
            self.streak += 1
            self.best = max(self.best, self.streak)
        self.tried.add(pid)
        self.solved.add(pid)
        self.save()

    def miss(self, pid: str) -> None:
        """A turn that did not win, or the solution looked at first: the streak ends."""
        self.tried.add(pid)
        self.streak = 0
        self.save()

    def save(self) -> None:
        if self.path is None:
            return
        doc = {"format": FORMAT, "version": VERSION, "solved": sorted(self.solved), "streak": self.streak}
        doc["best"] = self.best
        atomic_write(self.path, json.dumps(doc, indent=1).encode("utf-8"))


def _is_count(value: object) -> TypeGuard[int]:
    """A JSON count: a non-negative integer, not a bool."""
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0
