"""What the guided first game remembers between sessions: how far the player got, and whether it was offered.

Kept in the window's QSettings under ``tutorial/``, by step key rather than by number, so a step added later
does not move a player's place.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings

from carolus.engine.tutorial import STEPS

NEXT_KEY = "tutorial/next"
OFFERED_KEY = "tutorial/offered"
FINISHED = "finished"


class TutorialProgress:
    """The step to resume at, and the first-start question's answer."""

    def __init__(self, settings: QSettings) -> None:
        self.qs = settings

    def next_step(self) -> int:
        """Where Learn to play starts: the first step not done, or the beginning once all were done."""
        key = str(self.qs.value(NEXT_KEY, "") or "")
        keys = [step.key for step in STEPS]
        return keys.index(key) if key in keys else 0

    def reached(self, index: int) -> None:
        """Step ``index`` is the next to do (``len(STEPS)``: the whole tutorial is done)."""
        self.qs.setValue(NEXT_KEY, STEPS[index].key if index < len(STEPS) else FINISHED)
        self.qs.sync()

    def finished(self) -> bool:
        return self.qs.value(NEXT_KEY, "") == FINISHED

    @property
    def offered(self) -> bool:
        return self.qs.value(OFFERED_KEY, False) in (True, "true", "1", 1)

    def mark_offered(self) -> None:
        self.qs.setValue(OFFERED_KEY, True)
        self.qs.sync()
