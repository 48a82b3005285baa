"""The luck meter of a record off the GUI thread: a variant game's dice take seconds to weigh."""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal, SignalInstance

from carolus.engine.ai.luck import Luck, game_luck
from carolus.engine.errors import CarolusError
from carolus.engine.library import GameEntry, Library
from carolus.engine.record import Record

from ..words.error_words import error_text

_RUNNING: set[QRunnable] = set()
"""Workers under way, held here so that one outlives the window that asked (which may close first)."""


class _Stopped(Exception):
    """``cancel`` was called: the work ends at the next die (or game), and no signal follows."""


class LuckSignals(QObject):
    finished = Signal(Luck)
    failed = Signal(str)


class LibrarySignals(QObject):
    finished = Signal(int)  # games weighed


class _Cancellable(QRunnable):
    """Work that stops at its next die once cancelled, telling nobody (the tests stop the work a test left: the
    window lets it run); ``_check`` is the hook handed to the luck's loops."""

    def __init__(self) -> None:
        super().__init__()
        self._stop = threading.Event()

    def cancel(self) -> None:
        self._stop.set()

    def _check(self, _step: object) -> None:
        if self._stop.is_set():
            raise _Stopped


class LuckRunnable(_Cancellable):
    """Run ``game_luck`` on a copy of the record; the result reaches the GUI thread as a queued signal."""

    def __init__(self, record: Record) -> None:
        super().__init__()
        self.record = record.copy()
        self.signals = LuckSignals()

    def run(self) -> None:
        try:
            luck = game_luck(self.record, on_event=self._check)
        except _Stopped:
            return
        except CarolusError as exc:
            self._say(self.signals.failed, error_text(exc))
            return
        except Exception as exc:  # a bug here must not kill the window
            self._say(self.signals.failed, str(exc))
            return
        self._say(self.signals.finished, luck)

    @staticmethod
    def _say(signal: SignalInstance, value: object) -> None:
        """Emit, unless the signals' object went first (the application or a test ended): nobody to tell."""
        with contextlib.suppress(RuntimeError):
            signal.emit(value)


def start_luck(record: Record, done: Callable[[Luck], None], failed: Callable[[str], None]) -> LuckRunnable:
    """Weigh ``record``'s luck on the thread pool; ``done(luck)`` or ``failed(reason)`` on the GUI thread."""
    worker = LuckRunnable(record)
    worker.setAutoDelete(False)
    _RUNNING.add(worker)
    worker.signals.finished.connect(done)
    worker.signals.failed.connect(failed)
    worker.signals.finished.connect(lambda _luck: _RUNNING.discard(worker))
    worker.signals.failed.connect(lambda _reason: _RUNNING.discard(worker))
    QThreadPool.globalInstance().start(worker)
    return worker


class LibraryLuckRunnable(_Cancellable):
    """Weigh the luck of a library's games not weighed yet (``Library.measure_luck`` keeps it in the index; a
    cancel keeps the games weighed so far)."""

    def __init__(self, library: Library, entries: list[GameEntry]) -> None:
        super().__init__()
        self.library = library
        self.entries = list(entries)
        self.signals = LibrarySignals()

    def run(self) -> None:
        try:
            done = self.library.measure_luck(self.entries, on_game=self._check, on_event=self._check)
        except _Stopped:
            return
        except Exception:  # a cache: the next look tries again
            done = []
        with contextlib.suppress(RuntimeError):  # the application went first (a test's end): nobody to tell
            self.signals.finished.emit(len(done))


def weigh_library(library: Library, entries: list[GameEntry], done: Callable[[int], None]) -> LibraryLuckRunnable:
    """Weigh ``entries``' luck on the thread pool; ``done(count)`` on the GUI thread."""
    worker = LibraryLuckRunnable(library, entries)
    worker.setAutoDelete(False)
    _RUNNING.add(worker)
    worker.signals.finished.connect(done)
    worker.signals.finished.connect(lambda _n: _RUNNING.discard(worker))
    QThreadPool.globalInstance().start(worker)
    return worker
