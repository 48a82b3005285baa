"""The game window: the board in the centre, a panel per seat, the status line, the log, menus.

The window owns widgets, never game state: it asks the controller for a
fresh GameView after every change and redraws from it. Starting a game,
opening and saving files, and the dialogs live here; the rules live in the
engine and the checks in the controller.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QIcon, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

import resources
from carolus_qt.actions import Action
from carolus_qt.match import Match
from carolus_qt.record import Record
from carolus_qt.view import GameView

from . import i18n, persistence
from .board import BoardScene, BoardView, PlayerPanel, status_text
from .controller import GameController
from .narration import describe_action, is_round_heading
from .new_game_dialog import NewGameDialog
from .replay_viewer import ReplayViewer
from .result_dialog import NEW_GAME, REPLAY, ResultDialog
from .rules_dialog import RulesDialog
from .seats import HUMAN, GameSetup, is_ai, seats_of
from .settings import AppSettings
from .settings_dialog import SettingsDialog

if TYPE_CHECKING:
    from .lan_dialogs import LanSession

LOG_WIDTH = (200, 280)
LOG_SHARE = 0.17
"""The log takes a sixth of a fresh window's width, within these bounds: the board gets the rest."""
RESULT_DELAY_MS = 700
"""After the last animation, the board stays in view this long before the result screen opens."""
SCREEN_SHARE = 0.9
"""A first window takes this share of the screen's free area; after that it keeps the size it was left at."""


class MainWindow(QMainWindow):
    """One game at a time; the controller is replaced when a new game starts.

    Two seams let another part (the LAN session) take part without re-wiring the window: ``leave_guards`` are
    asked before any command abandons the shown game, and ``game_left`` says when the window has let go of one.
    """

    game_left = Signal(object)
    """The controller of a game the window has just let go of (another game replaced it, or the window closed);
    it no longer drives the window."""

    def __init__(self, settings: AppSettings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings or AppSettings()
        i18n.ensure_installed(self.settings.language)  # before the first tr()
        icon = QIcon(str(resources.ICON))
        QGuiApplication.setWindowIcon(icon)  # dialogs and the task bar too
        self.setWindowIcon(icon)
        self.controller: GameController | None = None
        self.result_dialog: ResultDialog | None = None
        self.replay_viewer: ReplayViewer | None = None
        self._result_shown = False
        self._hint_for = ""
        """The position (digest) the pending hint is for."""
        self.last_error = ""
        self.leave_guards: list[Callable[[], bool]] = []
        """Asked in turn before a command abandons the shown game (New game, Open record, Host/Join LAN game,
        closing the window or Quit); the first that answers False keeps the game and the window as they are.
        A guard may ask the user. The LAN session adds one while its game runs."""
        self.lan_session: LanSession | None = None
        """The LAN game running in this window, if any (set and cleared by ``ui.lan_dialogs``)."""
        self.setWindowTitle(self.tr("Carolus Magnus"))

        self.scene = BoardScene(self)
        self.scene.set_animation_speed(self.settings.effective_animation_speed())
        self.board = BoardView(self.scene)
        self.scene.disc_requested.connect(lambda v: self._intent(lambda p: Action.disc(p, v)))
        self.scene.place_requested.connect(lambda c, to: self._intent(lambda p: Action.place(p, c, to)))
        self.scene.move_requested.connect(lambda s: self._intent(lambda p: Action.move(p, s)))
        self.scene.crown_requested.connect(lambda c: self._intent(lambda p: Action.crown(p, c)))
        self.scene.animations_finished.connect(self._animations_finished)

        self.status_label = QLabel()
        self.status_label.setTextFormat(Qt.TextFormat.PlainText)  # it names the players, who may be peers
        self.status_label.setObjectName("status")
        self.status_label.setWordWrap(True)
        self.status_label.setStyleSheet(
            "QLabel#status { font-size: 15pt; font-weight: 600; padding: 6px 10px;"
            " background: #2c4a41; color: #f3ecd9; border-radius: 4px; }"
        )
        self.hint_label = QLabel()
        self.hint_label.setTextFormat(Qt.TextFormat.PlainText)
        self.hint_label.setWordWrap(True)
        self.hint_label.setStyleSheet("padding: 4px 10px; color: #06283a; background: #d6f4ff;"
                                      " border: 1px solid #5fd7ff; border-radius: 4px;")
        self.hint_label.hide()

        self.panel_box = QVBoxLayout()
        self.panel_box.setSpacing(6)
        self.panel_box.setContentsMargins(4, 4, 4, 4)
        self.panels: list[PlayerPanel] = []
        side = QWidget()
        side.setLayout(self.panel_box)
        self.panel_dock = QDockWidget(self.tr("Players"), self)
        self.panel_dock.setObjectName("players")
        self.panel_dock.setWidget(side)
        self.panel_dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                                    | QDockWidget.DockWidgetFeature.DockWidgetClosable)
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.panel_dock)

        centre = QWidget()
        column = QVBoxLayout(centre)
        column.setContentsMargins(6, 6, 6, 6)
        column.addWidget(self.status_label)
        column.addWidget(self.hint_label)
        column.addWidget(self.board, 1)
        self.setCentralWidget(centre)

        self.log_list = QListWidget()
        self.log_list.setWordWrap(True)
        self.log_list.setStyleSheet("QListWidget::item { padding: 3px 0px; border-bottom: 1px solid #e4ddcb; }")
        self.log_list.setResizeMode(QListWidget.ResizeMode.Adjust)  # re-wrap the lines when the dock is resized
        self.log_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.log_list.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.log_list.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        self.log_list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
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

        self._build_actions()
        self._restore_geometry()

    # -- menus and toolbar ---------------------------------------------------------------

    def _action(self, text: str, slot: Callable[[], object], shortcut: QKeySequence | str | None = None) -> QAction:
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
        self.hint_action.setToolTip(self.tr("What would the strong computer do? (H)"))
        for value in range(1, 6):  # keys 1-5 choose a disc, as clicking it does
            text = self.tr("Choose disc {0}").format(value)
            self.addAction(self._action(text, lambda v=value: self.choose_disc(v), str(value)))

        game = self.menuBar().addMenu(self.tr("&Game"))
        self.game_menu = game
        """Where commands about whole games go (others, such as Host/Join LAN game, add theirs here)."""
        for a in (self.new_action, self.open_action, self.save_action, self.replay_action, self.replay_file_action):
            game.addAction(a)
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
        help_menu.addAction(self.hint_action)
        help_menu.addAction(self.rules_action)

        toolbar = QToolBar(self.tr("Game"), self)
        toolbar.setObjectName("toolbar")
        toolbar.setIconSize(QSize(18, 18))
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for a in (self.new_action, self.open_action, self.save_action, None, self.undo_action, self.redo_action,
                  None, self.hint_action, self.replay_action, self.rules_action):
            if a is None:
                toolbar.addSeparator()
            else:
                toolbar.addAction(a)
        self.addToolBar(toolbar)

    # -- starting games ------------------------------------------------------------------

    def start_game(self, setup: GameSetup) -> GameController:
        """A fresh game for ``setup``; remembered as the next new-game default."""
        self.settings.remember_setup(setup)
        return self.load_game(setup.record())

    def load_game(self, record: Record, seats: list[str] | None = None, *, autosave: bool = True) -> GameController:
        """Play on from ``record`` (a new game, an autosave or an opened file).

        With ``autosave=False`` (a LAN game, which its host saves and a joiner rejoins with a token) the game
        neither writes nor clears the window's autosave, so an unfinished game at this screen stays there to be
        resumed next time.
        """
        self._drop_controller()
        kinds = seats or seats_of(record)
        record.extra["seats"] = list(kinds)
        controller = GameController(
            Match(record),
            kinds,
            autosave=persistence.write_autosave if autosave else None,
            ai_pause_ms=self.settings.ai_pause_ms,
            ai_seconds=self.settings.ai_seconds,
            parent=self,
        )
        self.controller = controller
        controller.changed.connect(self._changed)
        controller.log_changed.connect(self._log_changed)
        controller.message.connect(self._message)
        controller.thinking.connect(self._thinking)
        controller.hint_ready.connect(self._hint_ready)
        controller.game_over.connect(self._game_over)
        controller.undo_stack.canUndoChanged.connect(self._update_actions)
        controller.undo_stack.canRedoChanged.connect(self._update_actions)
        self._result_shown = False
        self._build_panels(record.players)
        self._redraw(controller.view())
        self._log_changed()
        if autosave:
            persistence.write_autosave(controller.record)
        if controller.match.is_over():
            QTimer.singleShot(0, self._game_over)
        else:
            controller.start()
        return controller

    def _drop_controller(self) -> None:
        dropped = self.controller
        if dropped is not None:
            dropped.shutdown()
            dropped.blockSignals(True)  # until Qt deletes it, a dropped game must not redraw the window
            dropped.deleteLater()
            self.controller = None
        if self.result_dialog is not None:
            self.result_dialog.finished.disconnect(self._result_closed)
            self.result_dialog.close()
            self.result_dialog = None
        self.hint_label.hide()
        self.busy.hide()  # its worker's "done" is blocked with the rest
        self.scene.clear_hint()
        if dropped is not None:
            self.game_left.emit(dropped)

    def confirm_leave(self) -> bool:
        """True when every leave guard agrees to abandon the shown game (with none, at once)."""
        return all(guard() for guard in tuple(self.leave_guards))

    def _build_panels(self, players: int) -> None:
        for panel in self.panels:
            self.panel_box.removeWidget(panel)
            panel.deleteLater()
        self.panels = []
        while self.panel_box.count():
            self.panel_box.takeAt(0)
        for _ in range(players):
            panel = PlayerPanel()
            self.panel_box.addWidget(panel)
            self.panels.append(panel)
        self.panel_box.addStretch(1)

    # -- reacting to the controller ---------------------------------------------------------

    def _interactive(self) -> bool:
        return self.controller is not None and self.controller.is_interactive()

    def _changed(self, old: GameView | None, new: GameView) -> None:
        assert self.controller is not None
        self.hint_label.hide()
        speed = self.settings.effective_animation_speed()
        if old is None or speed <= 0:
            self._redraw(new)
            return
        self.controller.set_animating(True)
        self.scene.animate_to(old, new, self.controller.names, self._interactive())
        self._refresh_panels(new)

    def _animations_finished(self) -> None:
        if self.controller is not None:
            self.controller.animations_done()
            if self.controller.match.is_over() and not self._result_shown:
                QTimer.singleShot(RESULT_DELAY_MS, self._game_over)

    def _redraw(self, view: GameView) -> None:
        assert self.controller is not None
        self.scene.set_view(view, self.controller.names, self._interactive())
        self._refresh_panels(view)

    def _refresh_panels(self, view: GameView) -> None:
        assert self.controller is not None
        names = self.controller.names
        for seat, panel in enumerate(self.panels):
            panel.set_view(view, seat, names)
        self._update_status()
        self._update_actions()

    def _update_status(self) -> None:
        c = self.controller
        if c is None:
            return
        view = c.view()
        text = status_text(view, c.names)
        p = view.to_act
        if not view.over and p >= 0 and is_ai(c.seats[p]):
            text += " " + self.tr("(the computer is thinking…)")
        elif not view.over and p >= 0 and c.seats.count(HUMAN) > 1:
            text = self.tr("{0}'s turn at this screen. ").format(c.names[p]) + text
        self.status_label.setText(text)
        self.setWindowTitle(self.tr("Carolus Magnus — {0}").format(" vs ".join(c.names)))

    def _update_actions(self, *_: object) -> None:
        c = self.controller
        self.undo_action.setEnabled(c is not None and c.can_undo())
        self.redo_action.setEnabled(c is not None and c.action_sink is None and c.undo_stack.canRedo())
        self.hint_action.setEnabled(c is not None and c.is_interactive() and not c.is_busy())

    def _log_changed(self) -> None:
        if self.controller is None:
            return
        lines = self.controller.log_lines
        # the last line of a turn grows as the turn goes on: rewrite the tail, keep the rest
        while self.log_list.count() > len(lines):
            self.log_list.takeItem(self.log_list.count() - 1)
        for i, line in enumerate(lines):
            if i < self.log_list.count():
                item = self.log_list.item(i)
                if item.text() != line:
                    item.setText(line)
            else:
                item = QListWidgetItem(line)
                self.log_list.addItem(item)
            # a round starts with its discs: a heading line, so the rounds read apart
            font = item.font()
            heading = is_round_heading(line)
            if font.bold() != heading:
                font.setBold(heading)
                item.setFont(font)
        self.log_list.scrollToBottom()

    def _message(self, text: str) -> None:
        self.statusBar().showMessage(text, 6000)

    def _thinking(self, busy: bool) -> None:
        self.busy.setVisible(busy)
        self._update_status()
        self._update_actions()

    def _hint_ready(self, actions: list[Action], reason: str) -> None:
        c = self.controller
        if c is None or c.match.digest() != self._hint_for:
            return  # the person has acted since asking: the suggestion is for a position that is gone
        self.scene.show_hint(actions)
        steps = "; ".join(describe_action(a) for a in actions)
        text = self.tr("Hint: {0}.").format(steps)
        if reason:
            text += " " + reason[:1].upper() + reason[1:]
        self.hint_label.setText(text)
        self.hint_label.show()

    def _game_over(self) -> None:
        c = self.controller
        if c is None or self._result_shown:
            return
        if self.scene.animating:
            return  # the last castle is still going up: _animations_finished shows the result after it
        self._result_shown = True
        if c.autosave is not None:  # only the game the autosave holds clears it
            persistence.clear_autosave()
        self._update_status()
        dialog = ResultDialog(c.view(), c.record, self)
        dialog.finished.connect(self._result_closed)
        self.result_dialog = dialog
        dialog.open()

    def _result_closed(self, code: int) -> None:
        if code == NEW_GAME:
            QTimer.singleShot(0, self.ask_new_game)
        elif code == REPLAY:
            QTimer.singleShot(0, self.show_replay)

    # -- intents and commands -----------------------------------------------------------------

    def _intent(self, make: Callable[[int], Action]) -> None:
        c = self.controller
        if c is None:
            return
        p = c.match.to_act
        if p < 0:
            return
        c.submit(make(p))

    def choose_disc(self, value: int) -> None:
        """A disc by keyboard: only when the person to act is choosing one and that disc is free."""
        c = self.controller
        if c is None or not c.is_interactive() or self.scene.animating:
            return
        if any(a.type == "disc" and a.value == value for a in c.view().legal):
            self._intent(lambda p: Action.disc(p, value))

    def _record_filter(self) -> str:
        return self.tr("Carolus records (*.json *.msgpack);;All files (*)")

    def undo(self) -> None:
        if self.controller is not None and self.controller.can_undo():
            self.controller.undo_stack.undo()

    def redo(self) -> None:
        if self.controller is not None and self.controller.action_sink is None:
            self.controller.undo_stack.redo()

    def ask_hint(self) -> None:
        if self.controller is not None and self.controller.request_hint():
            self._hint_for = self.controller.match.digest()
            self.hint_label.setText(self.tr("Thinking about a hint…"))
            self.hint_label.show()

    def ask_new_game(self) -> None:
        if not self.confirm_leave():
            return
        dialog = NewGameDialog(self.settings.last_setup(), self)
        if dialog.exec() == NewGameDialog.DialogCode.Accepted:
            self.start_game(dialog.setup())

    def ask_open(self) -> None:
        if not self.confirm_leave():
            return
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a game record"), "", self._record_filter())
        if path:
            self.open_file(path)

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
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the game record"), "game.json",
                                              self._record_filter())
        if path:
            self.save_file(path)

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
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Carolus Magnus"), text, QMessageBox.StandardButton.Ok,
                          self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.last_error = text
        box.open()

    def show_replay(self, record: Record | None = None) -> ReplayViewer | None:
        if record is None:
            if self.controller is None:
                return None
            record = self.controller.record.copy()
        viewer = ReplayViewer(record, self)
        viewer.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.replay_viewer = viewer
        viewer.show()
        return viewer

    def ask_replay_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Replay a game record"), "", self._record_filter())
        if path:
            self.replay_file(path)

    def replay_file(self, path: str | os.PathLike[str]) -> ReplayViewer | None:
        """Watch a record without playing it; a bad file is one clear message."""
        record, error = persistence.open_record(path)
        if record is None:
            self.show_error(error or self.tr("cannot open {0}").format(path))
            return None
        return self.show_replay(record)

    def show_rules(self) -> None:
        RulesDialog(self).open()

    def show_settings(self) -> None:
        dialog = SettingsDialog(self.settings, self)
        if dialog.exec() == SettingsDialog.DialogCode.Accepted:
            self.apply_settings()

    def apply_settings(self) -> None:
        self.scene.set_animation_speed(self.settings.effective_animation_speed())
        if self.controller is not None:
            self.controller.ai_pause_ms = self.settings.ai_pause_ms
            self.controller.ai_seconds = self.settings.ai_seconds

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

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.confirm_leave():
            event.ignore()
            return
        self.settings.window_geometry = self.saveGeometry()
        self.settings.window_state = self.saveState()
        self._drop_controller()
        director = getattr(self.scene, "director", None)
        if director is not None and self.scene.animating:
            director.stop()  # no animation may outlive the items it moves
        super().closeEvent(event)
