"""The single door between the window and the game.

``GameController`` holds the only game state of the UI: a
``carolus.engine.match.Match``. Every change goes through it, whoever asks: a
person's click (an *intent* from the board scene), a computer player, an
undo, or the network. It checks an intent against the legal actions, applies
it through the match (which records it and rolls the dice), autosaves the
record, updates the game log, and tells the window through Qt signals; the
window then redraws the scene and the panels from a fresh ``GameView``.

Computer seats think in a QThreadPool worker on a clone of the state, after
a short pause so a person can follow; answers that arrive after the game
has moved on (undo, new game) are dropped by a token check.

Placements of a person can be taken back until the emperor moves: each is a
``PlaceCommand`` on a QUndoStack, and undoing rebuilds the match from its
record with ``Match.truncated(n)``. Any other action clears the stack.

LAN seam (for ``ui/lan/``): pass ``action_sink``. Then intents of local
seats (people and local AIs) are not applied here but handed to the sink,
which sends them to the host; the network calls ``apply_remote(action,
dice)`` with every confirmed action, in order, including our own, together
with the refill dice it decided (``dice``: faces 0..4 a colour, 5 a crown, or
the same as names). Build the match with ``Match(record,
external_dice=True)`` so it waits for those dice, and give remote seats the
kind ``"remote"``. Undo is off in that mode (the table has already seen the
action).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from carolus.engine.actions import Action, from_code, to_code
from carolus.engine.ai import AIPlayer, Budget, make_player, searches
from carolus.engine.ai.hint import JUDGE, Hint
from carolus.engine.constants import FACE_INDEX
from carolus.engine.errors import CarolusError
from carolus.engine.match import Match
from carolus.engine.record import Record
from carolus.engine.view import GameView, game_view

from .seats import HUMAN, is_ai, seat_seed
from .turn_trace import TurnTrace, follow
from .words.error_words import error_text
from .words.narration import (
    Narrator,
    describe_action,
    refusal_text,
    you_seat,
)
from .workers.ai_worker import ChooseRunnable, HintRunnable

ActionSink = Callable[[Action], None]
Autosave = Callable[[Record], "str | None"]

HINT_LEVEL = "strong"
FORCED_PAUSE_MS = 500
"""A person with a single legal action (their last disc) sees it chosen for them after this pause; not while
Undo could take back a placement (the emperor's only move after the last knight waits for a click)."""
SAFETY_MS = 4000
"""If the scene never reports the end of an animation, the computer goes on after this."""


class PlaceCommand(QUndoCommand):
    """One placement: redo applies it, undo rebuilds the game without it."""

    def __init__(self, controller: GameController, action: Action, index: int | None = None) -> None:
        super().__init__(describe_action(action))
        self.controller = controller
        self.action = action
        self.index = len(controller.match.record.actions) if index is None else index
        self._applied = index is not None
        """A placement of a resumed game is in the record already: pushing it must not play it again."""

    def redo(self) -> None:
        if self._applied:
            self._applied = False
            return
        self.controller._apply(self.action)

    def undo(self) -> None:
        self.controller._rebuild(self.index)


class GameController(QObject):
    """The match, the seats and everything that may change them."""

    changed = Signal(GameView, GameView)
    """(old GameView or None for a full redraw, new GameView)."""
    log_changed = Signal()
    message = Signal(str)
    """A one-line notice for the status bar (an illegal intent, an autosave failure)."""
    thinking = Signal(bool)
    """A computer player or the hint is working."""
    hint_ready = Signal(Hint)
    """A ``carolus.engine.ai.hint.Hint``: the suggested actions and their facts."""
    game_over = Signal()
    undo_changed = Signal()
    """Whether undo or redo is possible may have changed."""

    def __init__(
        self,
        match: Match,
        seats: Sequence[str],
        *,
        autosave: Autosave | None = None,
        ai_pause_ms: int = 600,
        ai_seconds: float = 1.0,
        hint_iterations: int = JUDGE,
        action_sink: ActionSink | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        if len(seats) != match.record.players:
            raise ValueError(f"{match.record.players} players need {match.record.players} seats, not {len(seats)}")
        self.match = match
        self.seats = list(seats)
        self.autosave = autosave
        self.ai_pause_ms = ai_pause_ms
        self.ai_seconds = ai_seconds
        self.hint_iterations = hint_iterations
        self.action_sink = action_sink
        self.forced_pause_ms = FORCED_PAUSE_MS
        self._forced_for = ""
        self.forced: set[int] = set()
        """Record indices of the actions made for a person because they were the only ones (the last disc): the
        person did not act, so the others' last turns stay marked for them (``MainWindow._show_traces``)."""
        self.undo_stack = QUndoStack(self)
        self.undo_stack.canUndoChanged.connect(self.undo_changed)
        self.undo_stack.canRedoChanged.connect(self.undo_changed)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(2)
        self._players: dict[int, AIPlayer] = {}
        self._token = 0
        self._ai_busy = False
        self._hint_busy = False
        self._animating = False
        self._paused = False
        self._runnables: dict[int, QRunnable] = {}
        self._safety = QTimer(self)
        self._safety.setSingleShot(True)
        self._safety.timeout.connect(self.animations_done)
        self.you = you_seat(self.seats)
        """The seat of the one person at this screen, told in the second person; None in a hot-seat game."""
        self.narrator = Narrator(match.record.players, match.record.names, self.you)
        self.traces: dict[int, TurnTrace] = {}
        """Each player's latest turn (the board marks the others'; the seat box says it in words)."""
        self._replay()
        self._view = game_view(match.state)
        self._refresh_view()
        self._undo_this_turn()

    # -- questions ----------------------------------------------------------------

    @property
    def record(self) -> Record:
        return self.match.record

    @property
    def names(self) -> list[str]:
        return list(self.match.record.names)

    @property
    def log_lines(self) -> list[str]:
        return self.narrator.lines

    def view(self) -> GameView:
        """What the board shows now: the acting person's legal actions, or none."""
        return self._view

    def is_interactive(self) -> bool:
        """True when a person at this screen is to act and nothing else is under way."""
        p = self.match.state.to_act
        return p >= 0 and self.seats[p] == HUMAN and not self._ai_busy

    def is_busy(self) -> bool:
        return self._ai_busy or self._hint_busy

    def can_undo(self) -> bool:
        return self.action_sink is None and self.undo_stack.canUndo()

    def can_redo(self) -> bool:
        return self.action_sink is None and self.undo_stack.canRedo()

    def undo(self) -> bool:
        """Take back the last placement of this turn (not in a LAN game)."""
        if not self.can_undo():
            return False
        self.undo_stack.undo()
        return True

    def redo(self) -> bool:
        if not self.can_redo():
            return False
        self.undo_stack.redo()
        return True

    def rename(self, seat: int, name: str) -> None:
        """A player's new name (Settings): in the record, the log and the board at once."""
        if not name or self.match.record.names[seat] == name:
            return
        self.match.record.names[seat] = name
        self._replay()
        self._save()
        self.changed.emit(None, self._view)
        self.log_changed.emit()

    # -- intents in the board's terms (the acting seat is the controller's to know) ----------

    def choose_disc(self, value: int) -> bool:
        """A disc for the person to act; quietly nothing when no such disc is on offer (a stray key)."""
        if not self.is_interactive() or not any(a.type == "disc" and a.value == value for a in self._view.legal):
            return False
        return self.submit(Action.disc(self.match.state.to_act, value))

    def place(self, colour: str, to: int | str) -> bool:
        return self._intent(lambda p: Action.place(p, colour, to))

    def move(self, steps: int) -> bool:
        return self._intent(lambda p: Action.move(p, steps))

    def name_crown(self, colour: str) -> bool:
        return self._intent(lambda p: Action.crown(p, colour))

    def disc(self, value: int) -> bool:
        return self._intent(lambda p: Action.disc(p, value))

    def _intent(self, make: Callable[[int], Action]) -> bool:
        p = self.match.state.to_act
        if p < 0:
            return False
        return self.submit(make(p))

    # -- intents from the board ---------------------------------------------------------

    def submit(self, action: Action) -> bool:
        """A person's intent: checked, then applied (placements through the undo stack)."""
        if self.match.is_over():
            self.message.emit(self.tr("The game is over."))
            return False
        p = self.match.state.to_act
        if p < 0 or self.seats[p] != HUMAN:
            self.message.emit(self.tr("Wait: it is not a person's turn at this screen."))
            return False
        try:
            to_code(self.match.state, action)
        except CarolusError:
            self.message.emit(refusal_text(action))
            return False
        if self.action_sink is not None:
            self.action_sink(action)
            return True
        if action.type == "place":
            self.undo_stack.push(PlaceCommand(self, action))
        else:
            self.undo_stack.clear()
            self._apply(action)
        return True

    def apply_remote(self, action: Action, dice: Sequence[int | str] | None = None) -> None:
        """Apply an action the network confirmed, then the dice it rolled (LAN seam)."""
        before = self._view_all()
        self.match.apply_action(action)
        for face in dice or ():
            if self.match.needs_die():
                self.match.roll(FACE_INDEX[face] if isinstance(face, str) else int(face))
        self._after_change(before, action)

    # -- changing the game ------------------------------------------------------------

    def _view_all(self) -> GameView:
        return game_view(self.match.state)

    def _apply(self, action: Action) -> None:
        before = self._view_all()
        self.match.apply_action(action)
        self._after_change(before, action)

    def _after_change(self, before: GameView, action: Action) -> None:
        after = self._view_all()
        self.narrator.add(before, action, after)
        self._trace(before, action, after)
        old = self._view
        self._refresh_view()
        self._save()
        self.changed.emit(old, self._view)
        self.log_changed.emit()
        if self.match.is_over():
            self.undo_stack.clear()
            self.game_over.emit()
        else:
            self._schedule_ai()
            self._schedule_forced()

    def _rebuild(self, n_actions: int) -> None:
        """Back to the game after its first ``n_actions`` actions (undo)."""
        self._token += 1
        self._ai_busy = False
        self.match = self.match.truncated(n_actions)
        self.forced = {i for i in self.forced if i < n_actions}
        self._replay()
        self._refresh_view()
        self._save()
        self.changed.emit(None, self._view)
        self.log_changed.emit()
        self._schedule_ai()

    def _trace(self, before: GameView, action: Action, after: GameView) -> None:
        lines = self.narrator.lines
        words = lines[-2] if after.over and len(lines) > 1 else (lines[-1] if lines else "")
        follow(self.traces, before, action, after, len(self.match.record.actions) - 1, words)

    def _replay(self) -> None:
        """The log and the traces of the record played from the start (a loaded game, an undo), with a fresh
        narrator, so that what it gathers for the turn under way matches the board (a redo adds to it)."""
        record = self.match.record
        self.narrator = Narrator(record.players, record.names, self.you)
        self.traces = {}
        replay = Match(Record.from_dict({**record.to_dict(), "actions": []}))
        before = game_view(replay.state)
        for i, action in enumerate(record.actions):
            replay.apply_action(action)
            after = game_view(replay.state)
            self.narrator.add(before, action, after)
            lines = self.narrator.lines
            words = lines[-2] if after.over and len(lines) > 1 else (lines[-1] if lines else "")
            follow(self.traces, before, action, after, i, words)
            before = after

    def _undo_this_turn(self) -> None:
        """A resumed game: the person's placements of the turn under way can be taken back, as before the break."""
        state = self.match.state
        p = state.to_act
        if self.action_sink is not None or p < 0 or self.seats[p] != HUMAN or state.phase_name != "place":
            return
        actions = self.match.record.actions
        first = len(actions)
        while first > 0 and actions[first - 1].type == "place" and actions[first - 1].player == p:
            first -= 1
        for i in range(first, len(actions)):
            self.undo_stack.push(PlaceCommand(self, actions[i], index=i))

    def _refresh_view(self) -> None:
        p = self.match.state.to_act
        viewer = p if p >= 0 and self.seats[p] == HUMAN else -1
        state = self.match.state
        self._view = game_view(state, viewer) if viewer >= 0 else game_view(state, None)
        if viewer < 0:
            # nobody here may act: the scene must offer nothing
            self._view = _without_legal(self._view)

    def _save(self) -> None:
        if self.autosave is None:
            return
        error = self.autosave(self.match.record)
        if error:
            self.message.emit(error)

    # -- computer seats -----------------------------------------------------------------

    def start(self) -> None:
        """Begin play: a computer seat to act moves after the pause."""
        self._schedule_ai()
        self._schedule_forced()

    def set_paused(self, paused: bool) -> None:
        """Hold the computer players (e.g. while a dialog is open)."""
        self._paused = paused
        if not paused:
            self._schedule_ai()

    def set_animating(self, animating: bool) -> None:
        """The window tells us while the board animates; computers wait for it."""
        self._animating = animating
        if animating:
            self._safety.start(SAFETY_MS)
        else:
            self._safety.stop()

    def animations_done(self) -> None:
        self.set_animating(False)
        self._schedule_ai()
        self._schedule_forced()

    def _schedule_forced(self) -> None:
        """A person here with one legal action only (the last disc of five) needs no click: it is made for them
        after a short pause, once per position. Not while Undo can still take something back: playing the only
        move (the emperor's single step with disc 1) would clear the undo stack before the person could take back
        a misplaced knight, so the person makes it."""
        if self._animating or self._paused or not self.is_interactive() or len(self._view.legal) != 1:
            return
        if self.can_undo():
            return
        digest = self.match.digest()
        if digest == self._forced_for:
            return
        self._forced_for = digest
        QTimer.singleShot(self.forced_pause_ms, self, lambda: self._make_forced(digest))

    def _make_forced(self, digest: str) -> None:
        forced = self.is_interactive() and len(self._view.legal) == 1 and not self.can_undo()
        if forced and self.match.digest() == digest:
            self.forced.add(len(self.match.record.actions))
            self.submit(self._view.legal[0])

    def _player(self, seat: int) -> AIPlayer:
        player = self._players.get(seat)
        if player is None:
            level = self.seats[seat]
            budget = Budget(seconds=self.ai_seconds) if searches(level) else None
            player = make_player(level, seat_seed(self.match.record.seed, seat), budget)
            self._players[seat] = player
        return player

    def _schedule_ai(self) -> None:
        state = self.match.state
        if state.is_terminal() or state.to_act < 0 or self._ai_busy or self._paused or self._animating:
            return
        if not is_ai(self.seats[state.to_act]):
            return
        self._ai_busy = True
        self.thinking.emit(True)
        token = self._token
        QTimer.singleShot(self.ai_pause_ms, self, lambda: self._start_ai(token))

    def _start_ai(self, token: int) -> None:
        if token != self._token or self._paused:
            self._ai_busy = False
            self.thinking.emit(False)
            if not self._paused:
                self._schedule_ai()
            return
        seat = self.match.state.to_act
        runnable = ChooseRunnable(self._player(seat), self.match.state.clone(), token)
        runnable.signals.chosen.connect(self._ai_chosen)
        runnable.signals.failed.connect(self._ai_failed)
        self._runnables[id(runnable.signals)] = runnable
        runnable.setAutoDelete(False)
        self.pool.start(runnable)

    def _ai_chosen(self, token: int, code: int) -> None:
        self._ai_busy = False
        self.thinking.emit(False)
        self._drop_finished()
        if token != self._token or self.match.is_over():
            self._schedule_ai()
            return
        state = self.match.state
        try:
            state.check(code)
        except CarolusError as exc:
            self.message.emit(self.tr("The computer chose an illegal action: {0}").format(error_text(exc, self.names)))
            return
        action = from_code(state, code)
        if self.action_sink is not None:
            self.action_sink(action)
            return
        self.undo_stack.clear()
        self._apply(action)

    def _ai_failed(self, token: int, reason: str) -> None:
        self._ai_busy = False
        self.thinking.emit(False)
        self._drop_finished()
        if token == self._token:
            self.message.emit(reason)

    def _drop_finished(self) -> None:
        """Release the finished runnable (kept alive until its answer arrived)."""
        self._runnables.pop(id(self.sender()), None)

    # -- hint -----------------------------------------------------------------------------

    def request_hint(self) -> bool:
        """Ask the strong AI, in the worker, what the acting person should do."""
        if not self.is_interactive() or self._hint_busy:
            self.message.emit(self.tr("A hint is for the person to act, when nothing else is running."))
            return False
        self._hint_busy = True
        self.thinking.emit(True)
        runnable = HintRunnable(
            self.match.state.clone(), HINT_LEVEL, Budget(iterations=self.hint_iterations), self._token, self.seats
        )
        runnable.signals.hint.connect(self._hint_done)
        runnable.signals.failed.connect(self._hint_failed)
        runnable.setAutoDelete(False)
        self._runnables[id(runnable.signals)] = runnable
        self.pool.start(runnable)
        return True

    def _hint_done(self, token: int, hint: object) -> None:
        self._drop_finished()
        self._hint_busy = False
        self.thinking.emit(self._ai_busy)
        if token == self._token:
            self.hint_ready.emit(hint)

    def _hint_failed(self, token: int, reason: str) -> None:
        self._drop_finished()
        self._hint_busy = False
        self.thinking.emit(self._ai_busy)
        if token == self._token:
            self.message.emit(reason)

    # -- ending ----------------------------------------------------------------------------

    def shutdown(self) -> None:
        """Stop listening to workers and wait for them (at most one AI decision)."""
        self._token += 1
        self._paused = True
        self._safety.stop()
        self.pool.waitForDone()
        self._runnables.clear()


def _without_legal(view: GameView) -> GameView:
    return replace(view, legal=())
