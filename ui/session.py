"""The life of the game shown in the window: which controller runs it, its autosave, its end, its hint.

The window asks the session for a game and draws whatever controller the
session holds; it never builds a controller or touches the autosave itself.
One session lives as long as the window; a game (a ``GameController``) is
replaced by the next one, and ``left`` says which one was let go.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from carolus.engine.match import Match
from carolus.engine.record import Record

from . import persistence
from .controller import ActionSink, GameController
from .preferences import AppSettings
from .seats import HUMAN, seats_of

LeaveGuard = Callable[[Callable[[], None]], None]
"""Asked before the shown game is abandoned: calls its argument to agree (at once, or once the user answers a
question opened with ``open()``), or never, to keep the game."""


class GameSession(QObject):
    """Starts, replaces and ends games; keeps the autosave in step with the game it holds."""

    started = Signal(GameController)
    """A new controller (before its computer players start)."""
    left = Signal(GameController)
    """The controller of a game just let go of (replaced, or the window closed)."""

    def __init__(self, settings: AppSettings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.controller: GameController | None = None
        self.result_shown = False
        """Whether the end of the current game has been shown (it is shown once)."""
        self.hint_for = ""
        """The position (digest) the pending hint is for."""
        self.leave_guards: list[LeaveGuard] = []
        """Asked in turn before the shown game is abandoned (see MainWindow.leave_guards)."""

    def load(
        self,
        record: Record,
        seats: list[str] | None = None,
        *,
        autosave: bool = True,
        action_sink: ActionSink | None = None,
    ) -> GameController:
        """Play on from ``record``; with ``autosave=False`` the game neither writes nor clears the autosave.

        With ``action_sink`` (a LAN game) the controller is networked from the start, before it is announced or
        makes its first move: the match waits for the network's dice and local intents go to the sink."""
        self.drop()
        filed = persistence.file_replaced_autosave(record) if autosave else None
        kinds = seats or seats_of(record)
        record.extra["seats"] = list(kinds)
        controller = GameController(
            Match(record, external_dice=action_sink is not None),
            kinds,
            autosave=persistence.write_autosave if autosave else None,
            ai_pause_ms=self.settings.ai_pause_ms,
            ai_seconds=self.settings.ai_seconds,
            action_sink=action_sink,
            parent=self,
        )
        self.controller = controller
        self.result_shown = False
        self.hint_for = ""
        self.started.emit(controller)
        if autosave and persistence.write_autosave(controller.record) is None:
            persistence.take_out_of_library(controller.record)
        if filed:
            QTimer.singleShot(0, controller, lambda: controller.message.emit(filed))
        if controller.match.is_over():
            QTimer.singleShot(0, controller, controller.game_over.emit)
        else:
            controller.start()
        return controller

    def drop(self) -> None:
        """Let go of the current game: its workers stop and it no longer signals anyone."""
        dropped = self.controller
        if dropped is None:
            return
        dropped.shutdown()
        dropped.blockSignals(True)  # until Qt deletes it, a dropped game must not redraw the window
        dropped.deleteLater()
        self.controller = None
        self.left.emit(dropped)

    def confirm_leave(self, then: Callable[[], object]) -> None:
        """Run ``then`` once every leave guard agrees to abandon the shown game, in turn (with none, at once; a
        guard that asks the user goes on when answered); never if one declines, and later guards are not asked."""
        guards = tuple(self.leave_guards)

        def ask(i: int) -> None:
            if i == len(guards):
                then()
            else:
                guards[i](lambda: ask(i + 1))

        ask(0)

    def would_lose_play(self) -> bool:
        """Whether replacing the game now leaves moves a person made in an unfinished local game (the next game
        takes its place in the autosave; it waits in the library)."""
        c = self.controller
        if c is None or c.autosave is None or c.match.is_over():
            return False
        return any(c.seats[a.player] == HUMAN for a in c.record.actions if 0 <= a.player < len(c.seats))

    def finish(self) -> bool:
        """The end is being shown: True the first time for this game. The game goes into the library (a LAN
        game's too); then a finished local game clears the autosave, unless the library could not take it."""
        c = self.controller
        if c is None or self.result_shown:
            return False
        self.result_shown = True
        kept, note = persistence.keep_game(c.record)
        if note:
            c.message.emit(note)
        if c.autosave is not None and kept:  # only the game the autosave holds clears it
            persistence.clear_autosave()
        return True

    def ask_hint(self) -> bool:
        c = self.controller
        if c is None or not c.request_hint():
            return False
        self.hint_for = c.match.digest()
        return True

    def hint_is_current(self) -> bool:
        """Whether the position the hint was asked for is still on the board."""
        c = self.controller
        return c is not None and bool(self.hint_for) and c.match.digest() == self.hint_for

    def apply_settings(self) -> None:
        c = self.controller
        if c is not None:
            c.ai_pause_ms = self.settings.ai_pause_ms
            c.ai_seconds = self.settings.ai_seconds
            if c.autosave is not None and HUMAN in c.seats:  # a local game: the person here goes by the new name
                c.rename(c.seats.index(HUMAN), self.settings.player_name)
