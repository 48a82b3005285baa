"""The game window: the board in the centre, a panel per seat, the status line, the log, menus.

The window owns widgets, never game state: the game's life (starting,
replacing, autosave, its end, the pending hint) is the ``GameSession``'s,
every change to the game goes through the ``GameController``, the hint
shown and followed is the ``HintKeeper``'s, and the window redraws from the
fresh GameView the controller hands it. Menus,
files and dialogs (opened with ``open()``, never a blocking ``exec()``)
live here.

Over 600 lines (issue 38): the window wires every menu, toolbar action, dock and dialog to the session and the
controller; what each of them does lives elsewhere (``session.py``, ``controller.py``, ``hint_keeper.py``, the
dialogs and viewers in this package), and what is left is the wiring, kept in one place so a menu is found where
it is built.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Callable
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QPoint, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QIcon, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QFileDialog,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from carolus import resources
from carolus.engine.actions import Action
from carolus.engine.record import Record
from carolus.engine.view import GameView

from .. import i18n, persistence
from ..board import BoardScene, BoardView, PlayerPanel, looks
from ..controller import ActionSink, GameController
from ..hint_keeper import HintKeeper
from ..keys import install_keys_help
from ..preferences import AppSettings
from ..seats import HUMAN, GameSetup
from ..session import GameSession, LeaveGuard
from ..sound import SoundCues
from ..workers.analysis_worker import DEFAULT_ITERATIONS
from .hint_bar import HintBar
from .log_view import GameLog
from .new_game_dialog import NewGameDialog
from .players_column import PlayersColumn
from .puzzle_window import PuzzleWindow, progress_here, shipped_puzzles
from .replay_viewer import ReplayViewer
from .result_dialog import ANALYSE, NEW_GAME, PLAY_AGAIN, REPLAY, ResultDialog
from .rules_dialog import RulesDialog
from .settings_dialog import SettingsDialog
from .status_line import StatusLine

if TYPE_CHECKING:
    from ..lan.session import LanSession
    from ..tutorial.guide import TutorialGuide
    from .library_window import LibraryWindow

LOG_WIDTH = (200, 280)
LOG_MIN_WIDTH = 150
LOG_SHARE = 0.17
"""The log takes a sixth of a fresh window's width, within these bounds: the board gets the rest."""
LOG_ROOM = 700
"""A window narrower than this hides the docked log (until it is wider again): the board needs the width."""
RESULT_DELAY_MS = 700
"""After the last animation, the board stays in view this long before the result screen opens."""
NOTICE_MS = 6000
"""How long a board click's notice stands in the status line."""
SCREEN_SHARE = 0.9
"""A first window takes this share of the screen's free area; after that it keeps the size it was left at."""


class MainWindow(QMainWindow):
    """One game at a time; the controller is replaced when a new game starts.

    Two seams let another part (the LAN session) take part without re-wiring the window: ``leave_guards`` are
    asked before any command abandons the shown game, and ``game_left`` says when the window has let go of one.
    """

    game_left = Signal(GameController)
    """The controller of a game the window has just let go of (another game replaced it, or the window closed);
    it no longer drives the window."""

    library_action: QAction
    """Game ▸ Game library… (``library_window.install_library_menu`` adds it)."""
    library_window: LibraryWindow
    """The library last opened over the window (``library_window.open_library``)."""
    learn_action: QAction
    """Help ▸ Learn to play (``carolus.ui.tutorial.install_tutorial`` adds it)."""
    log_folder_action: QAction
    """Help ▸ Open log folder (``carolus.ui.crash.install_crash_menu`` adds it)."""
    tutorial_guide: TutorialGuide
    """The window's tutorial, made when first asked for (``carolus.ui.tutorial.guide_for``)."""
    keys_action: QAction
    """Help ▸ Keys… (``carolus.ui.keys.install_keys_help`` adds it)."""

    def __init__(self, settings: AppSettings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings or AppSettings()
        i18n.ensure_installed(self.settings.language)  # before the first tr()
        icon = QIcon(str(resources.ICON))
        QGuiApplication.setWindowIcon(icon)  # dialogs and the task bar too
        self.setWindowIcon(icon)
        self.session = GameSession(self.settings, self)
        self.session.started.connect(self._game_started)
        self.session.left.connect(self._game_dropped)
        self.result_dialog: ResultDialog | None = None
        self.play_again: Callable[[], None] | None = None
        """A LAN game's *Play again* (``carolus.ui.lan.rematch``): the result panel offers it while set."""
        self.title_note = ""
        """Said after the game's names in the title (a spectator's window: that it watches)."""
        self.replay_viewer: ReplayViewer | None = None
        self.analysis_iterations = DEFAULT_ITERATIONS
        """Iterations a decision for the result panel's and the replay's analysis (one analysis, one story)."""
        self.puzzle_window: PuzzleWindow | None = None
        self.last_error = ""
        self.leave_guards: list[LeaveGuard] = self.session.leave_guards
        """Asked in turn before a command abandons the shown game (New game, Open record, Host/Join LAN game,
        closing the window or Quit); the first that declines keeps the game and the window as they are. A guard
        may ask the user (with ``open()``: the command goes on once agreed). The LAN session adds one while its
        game runs."""
        self._close_agreed = False
        """The leave guards agreed, after a question, to the close that is now happening."""
        self.lan_session: LanSession | None = None
        """The LAN game running in this window, if any: a reference only; the session owns the LAN game (its
        socket, lobby, status) and ``carolus.ui.lan`` sets and clears it."""
        self.setWindowTitle(self.tr("Carolus Magnus"))

        self.sounds = SoundCues(self.settings.sound_volume, parent=self)
        self.scene = BoardScene(self)
        self.scene.set_animation_speed(self.settings.effective_animation_speed())
        self.board = BoardView(self.scene)
        looks.apply(self.scene, self.settings.large_board_text)
        self.scene.disc_requested.connect(lambda v: self._to_game(lambda c: c.disc(v)))
        self.scene.place_requested.connect(lambda colour, to: self._to_game(lambda c: c.place(colour, to)))
        self.scene.move_requested.connect(lambda s: self._to_game(lambda c: c.move(s)))
        self.scene.crown_requested.connect(lambda colour: self._to_game(lambda c: c.name_crown(colour)))
        self.scene.action_requested.connect(lambda action: self._to_game(lambda c: c.submit(action)))
        self.scene.animations_finished.connect(self._animations_finished)
        self.scene.notice.connect(self._board_notice)
        self.scene.joker_waiting_changed.connect(self._update_status)
        self.scene.panel_task_changed.connect(self._update_status)
        self.board.resized.connect(self._board_resized)

        self.status_label = StatusLine()
        self.hint_label = HintBar(self.board)
        """A card over the board's free strip right of the ring: it takes no height from the board."""
        self.hints = HintKeeper(self.session, self.scene, self.hint_label, self._show_traces)

        self.players_column = PlayersColumn()
        self.panel_dock = QDockWidget(self.tr("Players"), self)
        self.panel_dock.setObjectName("players")
        self.panel_dock.setWidget(self.players_column)
        self.panel_dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable | QDockWidget.DockWidgetFeature.DockWidgetClosable
        )
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.panel_dock)

        centre = QWidget()
        column = QVBoxLayout(centre)
        column.setContentsMargins(6, 6, 6, 6)
        column.addWidget(self.status_label)
        column.addWidget(self.board, 1)
        self.setCentralWidget(centre)

        self.log_list = GameLog()
        self.log_dock = QDockWidget(self.tr("Game log"), self)
        self.log_dock.setObjectName("log")
        self.log_dock.setWidget(self.log_list)
        self.log_dock.setFeatures(self.panel_dock.features())
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.log_dock)
        self.splitDockWidget(self.panel_dock, self.log_dock, Qt.Orientation.Vertical)
        # the seat boxes on the board are where a player reads and clicks; the panels are an extra view
        self.panel_dock.hide()

        self.busy = QProgressBar()
        self.busy.setRange(0, 0)
        self.busy.setMaximumWidth(120)
        self.busy.setTextVisible(False)
        self.busy.hide()
        self.statusBar().addPermanentWidget(self.busy)

        self._log_stepped_aside = False
        """The log was hidden for a narrow window (and comes back when it is wide again)."""
        self._build_actions()
        self._update_actions()  # no game yet (the resume question may be open): nothing to undo, hint or replay
        self._restore_geometry()

    # -- menus and toolbar ---------------------------------------------------------------

    def _action(
        self,
        text: str,
        slot: Callable[[], object],
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
    ) -> QAction:
        action = QAction(text, self)
        action.triggered.connect(lambda _checked=False: slot())
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        return action

    def _build_actions(self) -> None:
        S = QKeySequence.StandardKey
        self.new_action = self._action(self.tr("&New game…"), self.ask_new_game, S.New)
        self.open_action = self._action(self.tr("&Open record…"), self.ask_open, S.Open)
        self.save_action = self._action(self.tr("&Save record as…"), self.ask_save, S.Save)
        self.replay_action = self._action(self.tr("&Replay this game"), self.show_replay)
        self.replay_file_action = self._action(self.tr("Replay a record &file…"), self.ask_replay_file)
        self.quit_action = self._action(self.tr("&Quit"), self.close, S.Quit)
        self.undo_action = self._action(self.tr("&Undo placement"), self.undo, S.Undo)
        self.redo_action = self._action(self.tr("&Redo placement"), self.redo, S.Redo)
        self.hint_action = self._action(self.tr("&Hint"), self.ask_hint, "H")
        self.rules_action = self._action(self.tr("&Rules"), self.show_rules, S.HelpContents)
        self.settings_action = self._action(self.tr("&Settings…"), self.show_settings, S.Preferences)
        self.about_action = self._action(self.tr("&About Carolus Magnus"), self.show_about)
        self.puzzles_action = self._action(self.tr("&Puzzles…"), self.show_puzzles)
        self.hint_action.setToolTip(self.tr("What would the strong computer do? (H)"))
        for value in range(1, 6):  # keys 1-5 choose a disc, a colour or the emperor's steps, as clicking does
            text = self.tr("Choose disc {0}").format(value)
            self.addAction(self._action(text, functools.partial(self.choose_disc, value), str(value)))

        game = self.menuBar().addMenu(self.tr("&Game"))
        self.game_menu = game
        """Where commands about whole games go (others, such as Host/Join LAN game, add theirs here)."""
        for a in (self.new_action, self.open_action, self.save_action, self.replay_action, self.replay_file_action):
            game.addAction(a)
        game.addAction(self.puzzles_action)
        game.addSeparator()
        game.addAction(self.settings_action)
        game.addSeparator()
        game.addAction(self.quit_action)
        edit = self.menuBar().addMenu(self.tr("&Edit"))
        edit.addAction(self.undo_action)
        edit.addAction(self.redo_action)
        view = self.menuBar().addMenu(self.tr("&View"))
        view.addAction(self.panel_dock.toggleViewAction())
        view.addAction(self.log_dock.toggleViewAction())
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        self.help_menu = help_menu
        """Where help goes (others, such as Learn to play, add theirs here)."""
        help_menu.addAction(self.hint_action)
        help_menu.addAction(self.rules_action)
        install_keys_help(self)  # Help → Keys: play without a mouse
        help_menu.addAction(self.about_action)

        toolbar = QToolBar(self.tr("Game"), self)
        toolbar.setObjectName("toolbar")
        toolbar.setIconSize(QSize(18, 18))
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for tool in (
            self.new_action,
            self.open_action,
            self.save_action,
            None,
            self.undo_action,
            self.redo_action,
            None,
            self.hint_action,
            self.replay_action,
            self.rules_action,
        ):
            if tool is None:
                toolbar.addSeparator()
            else:
                toolbar.addAction(tool)
        self.addToolBar(toolbar)

    # -- starting games ------------------------------------------------------------------

    def start_game(self, setup: GameSetup) -> GameController:
        """A fresh game for ``setup``; remembered as the next new-game default."""
        self.settings.remember_setup(setup)
        return self.load_game(setup.record())

    @property
    def controller(self) -> GameController | None:
        """The game shown (the session's); None before the first and after the window closed."""
        return self.session.controller

    def load_game(
        self,
        record: Record,
        seats: list[str] | None = None,
        *,
        autosave: bool = True,
        action_sink: ActionSink | None = None,
    ) -> GameController:
        """Play on from ``record`` (a new game, an autosave or an opened file).

        With ``autosave=False`` (a LAN game, which its host saves and a joiner rejoins with a token) the game
        neither writes nor clears the window's autosave, so an unfinished game at this screen stays there to be
        resumed next time. With ``action_sink`` (a LAN game) the controller is networked from the start.
        """
        return self.session.load(record, seats, autosave=autosave, action_sink=action_sink)

    def _game_started(self, controller: GameController) -> None:
        self._close_result()
        controller.changed.connect(self._changed)
        controller.log_changed.connect(self._log_changed)
        controller.message.connect(self._message)
        controller.thinking.connect(self._thinking)
        controller.hint_ready.connect(self.hints.ready)
        controller.game_over.connect(self._game_over)
        controller.undo_changed.connect(self._update_actions)
        self.players_column.set_players(controller.record.players)
        self.sounds.new_game(controller.view())
        self._redraw(controller.view())
        self._show_traces()
        self._log_changed()

    def _game_dropped(self, dropped: GameController) -> None:
        self._close_result()
        self.game_left.emit(dropped)

    def _close_result(self) -> None:
        if self.result_dialog is not None:
            self.result_dialog.finished.disconnect(self._result_closed)
            self.result_dialog.close()
            self.result_dialog = None
        self.hints.drop()  # its marks and words too
        self.busy.hide()  # a dropped game's worker "done" is blocked with the rest

    def confirm_leave(self, then: Callable[[], object]) -> None:
        """Run ``then`` once every leave guard agrees to abandon the shown game (with none, at once)."""
        self.session.confirm_leave(then)

    @property
    def panels(self) -> list[PlayerPanel]:
        return self.players_column.panels

    # -- reacting to the controller ---------------------------------------------------------

    def _interactive(self) -> bool:
        return self.controller is not None and self.controller.is_interactive()

    def _changed(self, old: GameView | None, new: GameView) -> None:
        assert self.controller is not None
        self.sounds.changed(old, new, self.controller.seats)
        speed = self.settings.effective_animation_speed()
        if old is None or speed <= 0:
            self._redraw(new)
        else:
            self.controller.set_animating(True)
            self.scene.animate_to(old, new, self.controller.names, self._interactive())
            self._refresh_panels(new)
        self._show_traces()
        self.hints.follow()

    def _show_traces(self) -> None:
        """Mark the last turns of the other players since the person here last acted (an action made for them,
        their only disc left, does not count: they have not seen the marks yet); every seat box says its player's
        last turn when hovered."""
        c = self.controller
        if c is None or self.scene.view is None or self.scene.view.players != len(c.seats):
            return  # the new game is not drawn yet
        people = [p for p, kind in enumerate(c.seats) if kind == HUMAN]
        to_act = c.match.to_act
        actions = c.record.actions
        if to_act in people:
            viewer = to_act
        else:
            viewer = next((a.player for a in reversed(actions) if a.player in people), people[0] if people else -1)
        since = next(
            (i for i in range(len(actions) - 1, -1, -1) if actions[i].player == viewer and i not in c.forced), -1
        )
        shown = [t for p, t in sorted(c.traces.items()) if p != viewer and t.last_action > since]
        self.scene.show_traces(shown if viewer >= 0 and not c.match.is_over() else [])
        if c.match.is_over():
            self.hint_label.show_quiet("")  # the result says it all; no tip about the next move
        elif not self.hint_label.hint_shown:  # the quiet line says what the others just did, in words
            words = "\n".join(t.words for t in shown if t.words)
            self.hint_label.show_quiet(
                words
                or self.tr(
                    "Tip: H asks the strong computer for a hint; hover a region to see what the emperor would do there."
                )
            )
        for p in range(len(c.seats)):
            trace = c.traces.get(p)
            self.scene.seat_item(p).setToolTip(
                self.tr("Last turn: {0}").format(trace.words) if trace is not None and trace.words else ""
            )

    def _animations_finished(self) -> None:
        if self.controller is not None:
            self.controller.animations_done()
            self.hints.ask_when_ready()
            if self.controller.match.is_over() and not self.session.result_shown:
                QTimer.singleShot(RESULT_DELAY_MS, self._game_over)

    def _board_resized(self) -> None:
        self.hint_label.place()
        if self.result_dialog is not None:
            self.result_dialog.place_over(self.board)

    def _redraw(self, view: GameView) -> None:
        assert self.controller is not None
        self.scene.set_view(view, self.controller.names, self._interactive())
        self.hint_label.place()  # a merge may have moved the region names it keeps clear of
        self._refresh_panels(view)

    def _refresh_panels(self, view: GameView) -> None:
        assert self.controller is not None
        self.players_column.set_view(view, self.controller.names)
        self._update_status()
        self._update_actions()

    def _update_status(self) -> None:
        c = self.controller
        if c is None:
            return
        if self.scene.joker_waiting:
            self.status_label.setText(self.tr("Name the joker's colour: click one of the colours offered beside it."))
        elif self.scene.variants.task():
            self.status_label.setText(f"{self.scene.variants.task()}.")
        else:
            self.status_label.show_game(c.view(), c.names, c.seats)
        # ends with the application's display name: Qt appends it to a title that does not (xcb, Wayland,
        # Windows), and a screen reader read "Carolus Magnus — Anna, Bertrand — Carolus Magnus"; a spectator's
        # note ("watching") goes before it
        names = ", ".join(c.names)
        self.setWindowTitle(
            self.tr("{0} — Carolus Magnus").format(f"{names} — {self.title_note}" if self.title_note else names)
        )

    def _update_actions(self, *_: object) -> None:
        c = self.controller
        self.undo_action.setEnabled(c is not None and c.can_undo())
        self.redo_action.setEnabled(c is not None and c.can_redo())
        self.hint_action.setEnabled(c is not None and not c.match.is_over() and HUMAN in c.seats)
        self.save_action.setEnabled(c is not None)
        self.replay_action.setEnabled(c is not None)
        self.hints.ask_when_ready()

    def _log_changed(self) -> None:
        if self.controller is not None:
            self.log_list.set_lines(self.controller.log_lines)

    def _message(self, text: str) -> None:
        self.statusBar().showMessage(text, 6000)

    def _board_notice(self, text: str) -> None:
        """A click on the board that did nothing says why in the large line over the board, where the eyes are
        (the status bar at the bottom went unseen), for a few seconds; then the turn's own words come back."""
        self._message(text)
        self.status_label.setText(text)
        timer = getattr(self, "_notice_timer", None)
        if timer is None:
            timer = self._notice_timer = QTimer(self)
            timer.setSingleShot(True)
            timer.timeout.connect(self._update_status)
        timer.start(NOTICE_MS)

    def _thinking(self, busy: bool) -> None:
        self.busy.setVisible(busy)
        self._update_status()
        self._update_actions()

    def _game_over(self) -> None:
        c = self.controller
        if c is None or self.session.result_shown:
            return
        if self.scene.animating:
            return  # the last castle is still going up: _animations_finished shows the result after it
        self.session.finish()
        self._update_status()
        dialog = ResultDialog(
            c.view(), c.record, self.board, seats=c.seats, analysis_iterations=self.analysis_iterations
        )
        dialog.finished.connect(self._result_closed)
        if self.play_again is not None:
            dialog.offer_play_again()
        self.result_dialog = dialog
        dialog.place_over(self.board, animate=self.settings.effective_animation_speed() > 0)
        dialog.show()
        dialog.raise_()
        focus = QApplication.focusWidget()
        if focus is None or focus is self.board or focus.window() is not self:
            # the result is said as it appears: the focus comes into the panel, which a screen reader reads with
            # its name (the result) and description (how it ended); the board's keys have nothing more to do
            dialog.first_button().setFocus(Qt.FocusReason.OtherFocusReason)
        self.sounds.ended(c.view(), c.seats)
        if dialog.won and self.scene.celebrate() is not None:
            dialog.celebrate()

    def _result_closed(self, code: int) -> None:
        if code == NEW_GAME:
            QTimer.singleShot(0, self.ask_new_game)
        elif code == REPLAY:
            QTimer.singleShot(0, self.show_replay)
        elif code == PLAY_AGAIN and self.play_again is not None:
            QTimer.singleShot(0, self.play_again)
        elif code == ANALYSE and self.result_dialog is not None:
            at = self.result_dialog.turning_point
            decisions = self.result_dialog.decisions

            def analyse() -> None:
                viewer = self.show_replay()
                if viewer is None:
                    return
                if decisions is not None:  # the panel's story came from this analysis: the replay shows the same
                    viewer.show_analysis(decisions, at)
                else:
                    viewer.analyse_from(at)

            QTimer.singleShot(0, analyse)

    # -- intents and commands -----------------------------------------------------------------

    def _to_game(self, intent: Callable[[GameController], object]) -> None:
        """Hand a board intent to the game shown (the controller checks and applies it)."""
        if self.controller is not None:
            intent(self.controller)

    def _intent(self, make: Callable[[int], Action]) -> None:
        """An action for the seat to act, built by ``make(seat)`` (kept for the LAN tests' helper)."""
        c = self.controller
        if c is not None and c.match.to_act >= 0:
            c.submit(make(c.match.to_act))

    def choose_disc(self, value: int) -> None:
        """A digit key: what the phase numbers (a disc, a reserve colour, a crown colour, the emperor's steps; the
        board's keys), else a disc, only when the person to act is choosing one and that disc is free."""
        if self.controller is not None and not self.scene.animating and not self.scene.keys.number(value):
            self.controller.choose_disc(value)

    def _file_dialog(self, title: str, chosen: Callable[[str], object], save_as: str = "") -> QFileDialog:
        """A window-modal file dialog for records; ``chosen`` gets the path once the person picks one."""
        dialog = QFileDialog(self, title, save_as, self.tr("Carolus records (*.json *.msgpack);;All files (*)"))
        dialog.setObjectName("QFileDialog")
        if save_as:
            dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
            dialog.setDefaultSuffix("json")
        else:
            dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.fileSelected.connect(lambda path: chosen(path) if path else None)
        dialog.open()
        return dialog

    def undo(self) -> None:
        if self.controller is not None:
            self.controller.undo()

    def redo(self) -> None:
        if self.controller is not None:
            self.controller.redo()

    def ask_hint(self) -> None:
        """H (see ``HintKeeper.ask``)."""
        self.hints.ask()

    def ask_new_game(self) -> None:
        self._leave_then(self._new_game_dialog)

    def _new_game_dialog(self) -> None:
        dialog = NewGameDialog(self.settings.last_setup(), self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self.start_game(dialog.setup()))
        dialog.open()

    def ask_open(self) -> None:
        self._leave_then(lambda: self._file_dialog(self.tr("Open a game record"), self.open_file))

    def _leave_then(self, proceed: Callable[[], object]) -> QMessageBox | None:
        """Go on with ``proceed`` once leaving the shown game is agreed: a local game with moves of a person in
        it is asked about first (the next game overwrites its autosave), then the leave guards."""
        if not self.session.would_lose_play():
            self.confirm_leave(proceed)
            return None
        yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Leave this game?"),
            self.tr(
                "The game in progress is not finished. If you leave it, it waits in the game library "
                "(Game → Game library…) until you resume or delete it."
            ),
            yes | no,
            self,
        )
        box.setObjectName("leave-game")
        box.button(yes).setText(self.tr("Leave the game"))
        box.button(no).setText(self.tr("Keep playing"))
        box.setDefaultButton(no)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.buttonClicked.connect(
            lambda button: (
                QTimer.singleShot(0, lambda: self.confirm_leave(proceed)) if box.standardButton(button) == yes else None
            )
        )
        box.open()
        return box

    def open_file(self, path: str | os.PathLike[str]) -> bool:
        """Open a record and play on from it; a bad file changes nothing and says why in one line."""
        record, error = persistence.open_record(path)
        if record is None:
            self.show_error(error or self.tr("cannot open {0}").format(path))
            return False
        self.load_game(record)
        return True

    def ask_save(self) -> None:
        if self.controller is None:
            return
        self._file_dialog(self.tr("Save the game record"), self.save_file, save_as="game.json")

    def save_file(self, path: str | os.PathLike[str]) -> bool:
        """JSON, or msgpack for *.msgpack; an error is one clear message."""
        if self.controller is None:
            return False
        error = persistence.save_record(self.controller.record, path)
        if error:
            self.show_error(error)
            return False
        self._message(self.tr("Saved {0}").format(path))
        return True

    def show_error(self, text: str) -> None:
        """One clear line in a message box (window-modal, so tests and events go on)."""
        box = QMessageBox(
            QMessageBox.Icon.Warning, self.tr("Carolus Magnus"), text, QMessageBox.StandardButton.Ok, self
        )
        box.setTextFormat(Qt.TextFormat.PlainText)  # it may name a file or a record's player names, never markup
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.last_error = text
        box.open()

    def show_replay(self, record: Record | None = None) -> ReplayViewer | None:
        if record is None:
            if self.controller is None:
                return None
            record = self.controller.record.copy()
        viewer = ReplayViewer(record, self, self.analysis_iterations)
        viewer.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        viewer.play_on_requested.connect(
            lambda prefix, seats: self._leave_then(lambda: (viewer.close(), self.load_game(prefix, seats)))
        )
        self.replay_viewer = viewer
        viewer.show()
        return viewer

    def ask_replay_file(self) -> None:
        self._file_dialog(self.tr("Replay a game record"), self.replay_file)

    def replay_file(self, path: str | os.PathLike[str]) -> ReplayViewer | None:
        """Watch a record without playing it; a bad file is one clear message."""
        record, error = persistence.open_record(path)
        if record is None:
            self.show_error(error or self.tr("cannot open {0}").format(path))
            return None
        return self.show_replay(record)

    def show_puzzles(self) -> PuzzleWindow | None:
        """Game → Puzzles…: a window of its own beside the game (which waits meanwhile); a broken puzzle file is
        one clear line. Asked again while it is open, the open one comes to the front: two would each keep their
        own streak and the last to close would overwrite the other's."""
        open_now = self.puzzle_window
        if open_now is not None and shiboken6.isValid(open_now) and open_now.isVisible():
            open_now.raise_()
            open_now.activateWindow()
            return open_now
        puzzles, error = shipped_puzzles()
        if not puzzles:
            self.show_error(error)
            return None
        progress = progress_here()
        window = PuzzleWindow(puzzles, progress, self, self.settings.effective_animation_speed())
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        if progress.note:
            self._message(progress.note)
        self.puzzle_window = window
        window.show()
        return window

    def show_rules(self) -> None:
        RulesDialog(self).open()

    def show_about(self) -> QMessageBox:
        """What this program is, in the player's language."""
        from carolus.engine import ISSUES_URL, __version__

        box = QMessageBox(
            QMessageBox.Icon.Information,
            self.tr("About Carolus Magnus"),
            self.tr(
                "Carolus Magnus for the desktop, version {version}.\n\nThe board game by Leo Colovini (2000) for 2 to "
                "4 players: against the computer, at one screen or over the local network, with its optional rules, "
                "hints, replays and analysis. In English, German and French."
            ).format(version=__version__)
            + "\n\n"
            + self.tr(
                "Free software under the GNU General Public License, version 3 or later. Carolus Magnus is a "
                "trademark of its publisher; this is an unofficial implementation, not made or endorsed by the "
                "designer or the publisher."
            )
            + "\n\n"
            + self.tr("Found a problem? Please report it at {url} (Help ▸ Open log folder has the details).").format(
                url=ISSUES_URL
            ),
            QMessageBox.StandardButton.Ok,
            self,
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.about_box = box
        box.open()
        return box

    def show_settings(self) -> None:
        dialog = SettingsDialog(self.settings, self, self.sounds)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(self.apply_settings)
        dialog.open()

    def apply_settings(self) -> None:
        self.scene.set_animation_speed(self.settings.effective_animation_speed())
        if looks.large != self.settings.large_board_text:
            looks.apply(self.scene, self.settings.large_board_text)
        self.sounds.volume = self.settings.sound_volume
        self.session.apply_settings()

    def _restore_geometry(self) -> None:
        """The size and docks the window was closed with, or most of the screen the first time."""
        geometry = self.settings.window_geometry
        if geometry is not None and self.restoreGeometry(geometry):
            state = self.settings.window_state
            if state is not None:
                self.restoreState(state)
            return
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            self.resize(1280, 860)
            return
        free = screen.availableGeometry()
        size = QSize(int(free.width() * SCREEN_SHARE), int(free.height() * SCREEN_SHARE))
        self.resize(size)
        self.move(free.center() - QPoint(size.width() // 2, size.height() // 2))
        self.fit_log_dock()

    def fit_log_dock(self) -> None:
        """Give the log its share of the window's width (a fresh window, screenshots)."""
        log_width = max(LOG_WIDTH[0], min(LOG_WIDTH[1], int(self.width() * LOG_SHARE)))
        self.resizeDocks([self.log_dock], [log_width], Qt.Orientation.Horizontal)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.status_label.set_window_height(self.height())  # a small window gets a smaller status line
        # a narrowing window takes its width from the log, not from the board: the log gives way down to its
        # share of the window (the person may widen it again)
        share = max(LOG_MIN_WIDTH, int(self.width() * LOG_SHARE))
        if self.log_dock.isVisible() and not self.log_dock.isFloating() and self.log_dock.width() > share + 40:
            self.resizeDocks([self.log_dock], [share], Qt.Orientation.Horizontal)
        # in a window too narrow for both, the log steps aside (its 150 px made the board a thumbnail at 500x400)
        # and comes back when the window is wide again; View > Game log still shows it meanwhile
        docked = not self.log_dock.isFloating()
        if self.width() < LOG_ROOM and docked and not self.log_dock.isHidden() and not self._log_stepped_aside:
            self._log_stepped_aside = True
            self.log_dock.hide()
        elif self.width() >= LOG_ROOM and self._log_stepped_aside:
            self._log_stepped_aside = False
            self.log_dock.show()

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self._close_agreed:
            asking = [True]  # False once this call is over: an answer after that closes the window again
            agreed: list[bool] = []

            def agree() -> None:
                if asking[0]:
                    agreed.append(True)
                else:
                    self._close_agreed = True
                    self.close()

            self.confirm_leave(agree)
            asking[0] = False
            if not agreed:  # declined, or a guard's question is open
                event.ignore()
                return
        self._close_agreed = False
        self.settings.window_geometry = self.saveGeometry()
        self.settings.window_state = self.saveState()
        self.session.drop()
        director = getattr(self.scene, "director", None)
        if director is not None and self.scene.animating:
            director.stop()  # no animation may outlive the items it moves
        super().closeEvent(event)
