"""The guided first game in the window: each step runs on the real board, with the normal controller and scene.

The guide loads a step's record as an ordinary game (a person at seat 0, seat 1 held: in a step the computer
never has to act), marks on the board one way to the goal, and after every change asks the engine whether the
goal is met (``carolus.engine.tutorial.goal_met``) or can no longer be (``step_failed``). It says "well done"
once the board has finished showing what happened. A step game is not autosaved and never goes into the
library; the game the player left waits in the autosave and comes back when the tutorial ends. Where the player
got to is kept (``TutorialProgress``), so Learn to play resumes there.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import QDockWidget, QWidget

from carolus.engine.actions import Action
from carolus.engine.tutorial import STEPS, YOU, Step, goal_met, step_failed

from .. import persistence
from ..controller import GameController
from ..seats import HUMAN, REMOTE
from . import words
from .panel import TutorialPanel
from .progress import TutorialProgress

if TYPE_CHECKING:
    from ..windows.main_window import MainWindow

PLAYING, DONE, MISSED = "playing", "done", "missed"
TUTORIAL_KEY = "tutorial"
"""The record's extra key naming the step a tutorial game plays (a saved copy says what it was)."""


class TutorialGuide(QObject):
    """Runs the steps in one window; one guide per window (``guide_for``)."""

    step_shown = Signal(int)
    """A step began (its index)."""
    step_done = Signal(int)
    """The engine found the step's goal met, and the board has shown it."""
    ended = Signal()
    """The tutorial is over: finished, left, or replaced by another game."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.progress = TutorialProgress(window.settings.qs)
        self.panel = TutorialPanel()
        self.dock = QDockWidget(self.tr("Learn to play"), window)
        self.dock.setObjectName("tutorial")
        self.dock.setWidget(self.panel)
        self.dock.setTitleBarWidget(QWidget())  # a strip, not a window: no title, cannot be moved or closed
        self.dock.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
        self.dock.setAllowedAreas(Qt.DockWidgetArea.TopDockWidgetArea)
        window.addDockWidget(Qt.DockWidgetArea.TopDockWidgetArea, self.dock)
        self.dock.hide()
        self.index = -1
        """The step shown, -1 when the tutorial is not running."""
        self.state = PLAYING
        self.controller: GameController | None = None
        self._start_actions = 0
        self._loading = False
        self._pending = ""
        """DONE or MISSED, waiting for the board's animation to end before it is said."""
        self.panel.next_clicked.connect(self.next_step)
        self.panel.again_clicked.connect(self.again)
        self.panel.skip_clicked.connect(self.next_step)
        self.panel.leave_clicked.connect(self.leave)
        window.session.started.connect(self._game_started)
        window.scene.animations_finished.connect(self._settled)

    @property
    def running(self) -> bool:
        return self.index >= 0

    @property
    def step(self) -> Step:
        return STEPS[self.index]

    # -- commands --------------------------------------------------------------------------------

    def start(self, index: int | None = None) -> None:
        """Learn to play: from ``index``, or where the player left off.

        The game shown is not asked about: a step never writes the autosave, so that game waits there, exactly as
        it was, and comes back when the tutorial ends (or at the next start). Only the leave guards (a LAN game)
        are asked."""
        at = self.progress.next_step() if index is None else index
        if self.running:
            self.open_step(at)
        else:
            self.window.confirm_leave(lambda: self.open_step(at))

    def open_step(self, index: int) -> GameController:
        """Set up step ``index`` on the board, from its start."""
        self.index = index
        self.progress.reached(index)
        step = self.step
        computer = QCoreApplication.translate("Seats", "Computer")  # the opponent's default name, in this language
        record = step.new_record([self.window.settings.player_name, computer])
        record.extra[TUTORIAL_KEY] = step.key
        self._loading = True
        try:
            controller = self.window.load_game(record, [HUMAN, REMOTE], autosave=False)
        finally:
            self._loading = False
        self.window.session.result_shown = True  # a step's end is the guide's to show, not the result screen
        self.controller = controller
        self._start_actions = len(controller.record.actions)
        self.state = PLAYING
        self._pending = ""
        controller.changed.connect(self._changed)
        self.panel.show_task(
            f"{words.step_counter(index, len(STEPS))} · {words.step_title(step)}",
            words.step_task(step),
            last=index == len(STEPS) - 1,
        )
        self.dock.show()
        self._mark()
        self.step_shown.emit(index)
        return controller

    def next_step(self) -> None:
        """Next (or Skip step): the following step, or after the last one a real game."""
        if not self.running:
            return
        if self.index + 1 < len(STEPS):
            self.open_step(self.index + 1)
        else:
            self.progress.reached(len(STEPS))
            self.leave()

    def again(self) -> None:
        if self.running:
            self.open_step(self.index)

    def leave(self) -> None:
        """Leave tutorial: the game the player left comes back (or a new one), the progress is kept."""
        if not self.running:
            return
        self._stop()
        record = persistence.unfinished_autosave()
        if record is not None:
            self.window.load_game(record)
        else:
            self.window.start_game(self.window.settings.last_setup())

    # -- following the game ------------------------------------------------------------------------

    def _stop(self) -> None:
        self.index = -1
        self.controller = None
        self.dock.hide()
        self.window.scene.clear_hint()
        self.ended.emit()

    def _game_started(self, controller: GameController) -> None:
        """Another game took the board (New game, Open, the library): the tutorial steps aside."""
        if self.running and not self._loading and controller is not self.controller:
            self._stop()

    def _changed(self, _old: object, _new: object) -> None:
        c = self.controller
        if c is None or self.state != PLAYING:  # a dropped game's signals are blocked
            return
        state = c.match.state
        if goal_met(self.step.goal, state):
            self._pending = DONE
        elif step_failed(self.step.goal, state):
            self._pending = MISSED
        if self._pending and not self.window.scene.animating:
            self._settled()
        elif not self._pending:
            self._mark()

    def _settled(self) -> None:
        """The board shows the new position: now say what it means."""
        pending, self._pending = self._pending, ""
        if not self.running or not pending or self.state != PLAYING:
            if self.running and self.state == PLAYING:
                self._mark()
            return
        self.state = pending
        self.window.scene.clear_hint()
        if pending == DONE:
            self.progress.reached(self.index + 1)
            self.panel.show_done(words.step_done(self.step), last=self.index == len(STEPS) - 1)
            if self.controller is not None and self.controller.match.is_over():
                self.window.scene.celebrate()
            self.step_done.emit(self.index)
        else:
            self.panel.show_missed(words.not_yet())
        c = self.controller
        if c is not None and not c.match.is_over() and c.match.state.to_act != YOU:
            # the computer is held in a step: the line over the board must not say it is busy
            self.window.status_label.setText(words.computer_waits(pending == DONE))

    def _mark(self) -> None:
        """Mark the rest of the step's way on the board, while the player follows it (a turn's placements and
        move together; a disc or a crown on its own, when it is next)."""
        c = self.controller
        if c is None or self.state != PLAYING:
            return
        left = self.way_left()
        if left and c.is_interactive():
            self.window.scene.show_hint(left)
        else:
            self.window.scene.clear_hint()

    def way_left(self) -> list[Action]:
        """What of the step's path is still to do, if the player has followed it so far (else nothing)."""
        c = self.controller
        if c is None:
            return []
        taken = [a for a in c.record.actions[self._start_actions :] if a.player == YOU]
        path = list(self.step.path)
        if taken != path[: len(taken)]:
            return []
        left = path[len(taken) :]
        cut = next((i for i, a in enumerate(left) if i > 0 and a.type in ("disc", "crown")), len(left))
        return left[:cut]


def guide_for(window: MainWindow) -> TutorialGuide:
    """The window's guide, made the first time it is needed."""
    guide = getattr(window, "tutorial_guide", None)
    if guide is None:
        guide = TutorialGuide(window)
        window.tutorial_guide = guide
    return guide
