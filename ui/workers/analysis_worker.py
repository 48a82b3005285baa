"""Analysis of a whole record off the GUI thread, with progress and a way to stop it.

The runnable reports each analysed decision as it comes (so the graph grows)
and checks a cancel flag between decisions; results reach the GUI thread as
queued signals.
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QObject, QRunnable, Signal

from carolus.engine.ai import Budget
from carolus.engine.ai.analyse import Decision, analyse_record
from carolus.engine.ai.hint import JUDGE
from carolus.engine.ai.strength import Strengths, record_strengths, uses_strengths
from carolus.engine.errors import CarolusError
from carolus.engine.record import Record
from carolus.engine.stats import library_rating

from ..words.error_words import error_text

DEFAULT_ITERATIONS = JUDGE
"""Iterations per decision: the hint's own search, so the analysis agrees with the hint and is reproducible (no
clock); the decisions are searched on every core."""


class _Cancelled(Exception):
    pass


class AnalysisSignals(QObject):
    decision = Signal(Decision, int)  # the decision, record actions covered so far
    finished = Signal(object)  # list[Decision] (a list signal would be copied through QVariantList)
    cancelled = Signal()
    failed = Signal(str)


class AnalyseRunnable(QRunnable):
    """Run ``carolus.engine.ai.analyse.analyse_record`` on a copy of the record."""

    def __init__(self, record: Record, iterations: int = DEFAULT_ITERATIONS) -> None:
        super().__init__()
        self.record = record.copy()
        self.budget = Budget(iterations=iterations)
        self.signals = AnalysisSignals()
        self._stop = threading.Event()
        self.assumed: tuple[int, ...] = ()
        """Seats whose strength in the chances is an assumption (set when the analysis starts): the words say so."""

    def cancel(self) -> None:
        self._stop.set()

    def _on_decision(self, decision: Decision) -> None:
        if self._stop.is_set():
            raise _Cancelled
        self.signals.decision.emit(decision, decision.index + decision.count)

    def seats(self) -> Strengths:
        """The players' strengths the chances are conditioned on: the record's seat kinds, the person's library
        rating (read here, off the GUI thread)."""
        return record_strengths(self.record.extra.get("seats"), self.record.players, library_rating())

    def run(self) -> None:
        try:
            seats = self.seats()
            self.assumed = seats.assumed if uses_strengths(self.record.players) else ()
            decisions = analyse_record(self.record, self.budget, on_decision=self._on_decision, jobs=0, seats=seats)
        except _Cancelled:
            self.signals.cancelled.emit()
            return
        except CarolusError as exc:  # a record the analysis cannot replay
            self.signals.failed.emit(error_text(exc))
            return
        except Exception as exc:  # a bug in the analysis must not kill the window
            self.signals.failed.emit(str(exc))
            return
        self.signals.finished.emit(decisions)
