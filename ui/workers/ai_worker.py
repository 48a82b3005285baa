"""Computer thinking off the GUI thread: a QRunnable per decision or hint.

The runnable works on a clone of the state and reports through a QObject's
signals, which Qt delivers to the GUI thread as queued calls; a ``token``
lets the controller drop an answer that arrives after the game has moved on
(undo, new game, closing).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, Signal

from carolus.engine.ai import AIPlayer, Budget
from carolus.engine.ai.hint import Hint, advise, explain_choice
from carolus.engine.ai.strength import strengths
from carolus.engine.errors import CarolusError
from carolus.engine.state import State
from carolus.engine.stats import library_rating

from ..words.error_words import error_text


class WorkerSignals(QObject):
    """Signals live on a QObject; the runnable itself cannot carry them."""

    chosen = Signal(int, int)  # token, action code
    hint = Signal(int, Hint)  # token, the hint
    failed = Signal(int, str)  # token, one-line reason


class ChooseRunnable(QRunnable):
    """Ask one AI player for its next action code."""

    def __init__(self, player: AIPlayer, state: State, token: int) -> None:
        super().__init__()
        self.player = player
        self.state = state
        self.token = token
        self.signals = WorkerSignals()

    def run(self) -> None:
        try:
            code = self.player.choose(self.state)
        except Exception as exc:  # a bug in an AI must not kill the window
            failed = QCoreApplication.translate("GameController", "The computer player failed: {0}")
            self.signals.failed.emit(
                self.token, failed.format(error_text(exc) if isinstance(exc, CarolusError) else exc)
            )
            return
        self.signals.chosen.emit(self.token, code)


class HintRunnable(QRunnable):
    """The strong AI's suggestion for the rest of the turn, with its reason."""

    def __init__(self, state: State, level: str, budget: Budget, token: int, seats: Sequence[str] = ()) -> None:
        super().__init__()
        self.state = state
        self.level = level
        self.budget = budget
        self.token = token
        self.seats = tuple(seats)
        """The seat kinds (``human``, ``remote``, a level): whose strengths the chance is conditioned on."""
        self.signals = WorkerSignals()

    def run(self) -> None:
        try:
            seats = strengths(self.seats, library_rating()) if self.seats else None  # the library read off the GUI
            hint = advise(self.state, self.level, self.budget, seats=seats)
            hint = explain_choice(self.state, hint)  # a disc's or a crown's facts, for the words
        except CarolusError as exc:
            self.signals.failed.emit(self.token, error_text(exc))
            return
        except Exception as exc:
            self.signals.failed.emit(
                self.token, QCoreApplication.translate("GameController", "No hint: {0}").format(exc)
            )
            return
        self.signals.hint.emit(self.token, hint)
