"""Puzzles: one turn that wins the game, played on the real board, judged by the engine.

The window lists the shipped puzzles (``carolus.engine.puzzles``) with their
grade, players, variants and a mark when solved. A puzzle is played with the
normal board scene and a ``GameController`` of its own: the person sits at
the seat whose turn it is and the other seats are ``PUZZLE_SEAT`` (nobody: no
computer moves them). After every change the engine's ``verdict`` says
whether the turn won, missed, or is still under way; the board then stops
taking clicks and the result and the turn's log lines are shown. "Show
solution" plays a proven winning turn step by step. The solved puzzles and
the streak are kept by ``PuzzleProgress`` in the user data folder.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt, QTimer
from PySide6.QtGui import QFont, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from carolus import resources
from carolus.engine.actions import Action
from carolus.engine.match import Match
from carolus.engine.puzzle_progress import FILE_NAME, PuzzleProgress
from carolus.engine.puzzles import EASY, HARD, SOLVED, Puzzle, PuzzleError, loads, verdict
from carolus.engine.state import State
from carolus.engine.view import GameView

from .. import persistence
from ..board import BoardScene, BoardView
from ..controller import GameController
from ..seats import HUMAN
from ..words.error_words import error_text
from .variant_choice import variant_title

PUZZLE_SEAT = "puzzle"
"""The kind of the seats around the solver: no one plays them (the controller moves only computer seats)."""
SOLUTION_STEP_MS = 700
"""The pause between the steps of a shown solution."""
PREFERRED = QSize(1320, 800)
SCREEN_SHARE = 0.94
LIST_WIDTH = 290


def shipped_puzzles() -> tuple[list[Puzzle], str]:
    """The puzzles that come with the game, or none and one line saying why the file cannot be used."""
    try:
        return loads(resources.PUZZLES.read_bytes()), ""
    except (OSError, PuzzleError) as exc:
        return [], QCoreApplication.translate("PuzzleWindow", "The puzzles cannot be opened: {0}").format(
            error_text(exc)
        )


def progress_here() -> PuzzleProgress:
    """The player's puzzle progress (``puzzles.json`` in the user data folder)."""
    return PuzzleProgress.load(persistence.data_dir() / FILE_NAME)


def grade_text(grade: int) -> str:
    if grade == EASY:
        return QCoreApplication.translate("PuzzleWindow", "Easy")
    if grade == HARD:
        return QCoreApplication.translate("PuzzleWindow", "Hard")
    return QCoreApplication.translate("PuzzleWindow", "Medium")


def variants_text(variant: tuple[str, ...]) -> str:
    if not variant:
        return QCoreApplication.translate("PuzzleWindow", "standard rules")
    return ", ".join(variant_title(v) for v in variant)


def puzzle_title(number: int, puzzle: Puzzle) -> str:
    """'12. Hard · 3 players · Open piles' (the list and the heading)."""
    players = QCoreApplication.translate("PuzzleWindow", "%n player(s)", "", puzzle.players)
    return f"{number}. {grade_text(puzzle.grade)} · {players} · {variants_text(puzzle.variant)}"


class PuzzleWindow(QDialog):
    """Pick a puzzle, play its turn, see whether it won; next puzzle."""

    def __init__(
        self,
        puzzles: list[Puzzle],
        progress: PuzzleProgress,
        parent: QWidget | None = None,
        animation_speed: float = 1.0,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Puzzles"))
        self.puzzles = puzzles
        self.progress = progress
        self.animation_speed = animation_speed
        self.controller: GameController | None = None
        self.current = -1
        self.start: State | None = None
        """The puzzle's position (the verdict compares the game with it)."""
        self.result: str | None = None  # type: ignore[assignment]  # shadows QDialog.result(), never called here
        """The verdict of the attempt shown (None while the turn is being played)."""
        self.showing = False
        """A solution is being played (the board takes no clicks)."""
        self._steps: list[Action] = []
        self._log_from = 0

        self.list = QListWidget()
        self.list.setFixedWidth(LIST_WIDTH)
        self.list.setWordWrap(True)
        self.list.currentRowChanged.connect(self._row_chosen)
        self.streak_label = QLabel()
        self.streak_label.setWordWrap(True)
        self.streak_label.setFixedWidth(LIST_WIDTH)
        left = QVBoxLayout()
        left.addWidget(self.streak_label)
        left.addWidget(self.list, 1)

        self.title_label = QLabel()
        bold = QFont(self.title_label.font())
        bold.setBold(True)
        self.title_label.setFont(bold)
        self.task_label = QLabel()
        self.task_label.setWordWrap(True)
        self.result_label = QLabel()
        self.result_label.setWordWrap(True)
        self.result_label.setTextFormat(Qt.TextFormat.PlainText)
        self.result_label.setMinimumHeight(self.result_label.fontMetrics().lineSpacing() * 3)
        self.result_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)

        self.scene = BoardScene(self)
        self.scene.set_animation_speed(animation_speed)
        self.board = BoardView(self.scene)
        self.scene.place_requested.connect(lambda colour, to: self._intent(lambda c: c.place(colour, to)))
        self.scene.move_requested.connect(lambda s: self._intent(lambda c: c.move(s)))
        self.scene.crown_requested.connect(lambda colour: self._intent(lambda c: c.name_crown(colour)))
        self.scene.action_requested.connect(lambda action: self._intent(lambda c: c.submit(action)))
        self.scene.animations_finished.connect(self._animations_finished)

        self.undo_button = QPushButton(self.tr("Undo placement"))
        self.undo_button.clicked.connect(self.undo)
        self.undo_button.setShortcut(QKeySequence(QKeySequence.StandardKey.Undo))
        key = self.undo_button.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        self.undo_button.setToolTip(f"{self.undo_button.text()} ({key})")  # as the main window's Undo names its key
        self.again_button = QPushButton(self.tr("Try again"))
        self.again_button.clicked.connect(self.try_again)
        self.solution_button = QPushButton(self.tr("Show solution"))
        self.solution_button.setToolTip(self.tr("Plays a winning turn step by step (the streak ends if unsolved)."))
        self.solution_button.clicked.connect(self.show_solution)
        self.next_button = QPushButton(self.tr("Next puzzle"))
        self.next_button.clicked.connect(self.next_puzzle)
        for button in (self.undo_button, self.again_button, self.solution_button, self.next_button):
            button.setAutoDefault(False)  # Enter starts the puzzle chosen (below), never a button by surprise
        self.list.activated.connect(lambda _index: self.board.setFocus(Qt.FocusReason.TabFocusReason))
        buttons = QHBoxLayout()
        for button in (self.undo_button, self.again_button, self.solution_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.next_button)

        right = QVBoxLayout()
        right.addWidget(self.title_label)
        right.addWidget(self.task_label)
        right.addWidget(self.board, 1)
        right.addWidget(self.result_label)
        right.addLayout(buttons)
        layout = QHBoxLayout(self)
        layout.addLayout(left)
        layout.addLayout(right, 1)

        self._fill_list()
        self._size_to_screen()
        if puzzles:
            self.list.setCurrentRow(self._first_unsolved(0))

    # -- the list -----------------------------------------------------------------------

    def _fill_list(self) -> None:
        self.list.clear()
        for i, puzzle in enumerate(self.puzzles):
            item = QListWidgetItem(self._item_text(i))
            item.setToolTip(self._item_tip(puzzle))
            self.list.addItem(item)
        self._update_streak()

    def _item_text(self, i: int) -> str:
        mark = "✓ " if self.puzzles[i].id in self.progress.solved else ""
        return mark + puzzle_title(i + 1, self.puzzles[i])

    def _item_tip(self, puzzle: Puzzle) -> str:
        return (
            self.tr("%n winning turn(s)", "", len(puzzle.wins))
            + " · "
            + self.tr("%n different turn(s) in all", "", puzzle.turns)
        )

    def _mark(self, i: int) -> None:
        item = self.list.item(i)
        if item is not None:
            item.setText(self._item_text(i))
        self._update_streak()

    def _update_streak(self) -> None:
        p = self.progress
        solved = sum(1 for puzzle in self.puzzles if puzzle.id in p.solved)
        self.streak_label.setText(
            self.tr("Streak: {streak} (best {best})").format(streak=p.streak, best=p.best)
            + "\n"
            + self.tr("Solved: {solved} of {count}").format(solved=solved, count=len(self.puzzles))
        )

    def _first_unsolved(self, start: int) -> int:
        n = len(self.puzzles)
        for k in range(n):
            i = (start + k) % n
            if self.puzzles[i].id not in self.progress.solved:
                return i
        return start % n

    def _row_chosen(self, row: int) -> None:
        if 0 <= row < len(self.puzzles):
            self.open_puzzle(row)

    # -- a puzzle -----------------------------------------------------------------------

    def open_puzzle(self, index: int) -> bool:
        """Set up puzzle ``index`` on the board; a puzzle that does not replay is said in one line."""
        puzzle = self.puzzles[index]
        self._stop_game()
        self.current = index
        if self.list.currentRow() != index:
            self.list.blockSignals(True)
            self.list.setCurrentRow(index)
            self.list.blockSignals(False)
        self.title_label.setText(puzzle_title(index + 1, puzzle))
        try:
            match = puzzle.match()
        except PuzzleError as exc:
            self.task_label.setText(self.tr("This puzzle cannot be set up: {0}").format(error_text(exc)))
            self.result_label.setText("")
            self._update_buttons()
            return False
        mover = match.to_act
        names = self._names(puzzle.players, mover)
        match.record.names = names
        seats = [HUMAN if seat == mover else PUZZLE_SEAT for seat in range(puzzle.players)]
        self.start = match.state.clone()
        controller = GameController(Match(match.record), seats, autosave=None, parent=self)
        controller.changed.connect(self._changed)
        controller.message.connect(self._message)
        controller.undo_changed.connect(self._update_buttons)  # the stack says it can undo after the change's signal
        self.controller = controller
        self._log_from = len(controller.log_lines)
        self.result = None
        self.showing = False
        knights = match.state.to_place
        self.task_label.setText(
            self.tr("Your turn: win the game with it. Place your %n knight(s), then move the emperor.", "", knights)
            + " "
            + self.tr("{wins} of the {turns} different turns win.").format(wins=len(puzzle.wins), turns=puzzle.turns)
        )
        self.result_label.setText("")
        self.scene.set_view(controller.view(), controller.names, controller.is_interactive())
        self._update_buttons()
        return True

    def _names(self, players: int, mover: int) -> list[str]:
        names = []
        for seat in range(players):
            if seat == mover:
                names.append(self.tr("You"))
            elif players == 4 and seat % 2 == mover % 2:
                names.append(self.tr("Partner"))
            elif players == 2:
                names.append(self.tr("Opponent"))
            else:
                order = sorted(s for s in range(players) if s != mover and (players != 4 or s % 2 != mover % 2))
                names.append(self.tr("Opponent {0}").format("AB"[order.index(seat)]))  # no digit beside a count
        return names

    def _stop_game(self) -> None:
        if self.controller is not None:
            self.controller.shutdown()
            self.controller.blockSignals(True)
            self.controller.deleteLater()
            self.controller = None
        self._steps = []
        self.director_stop()

    def director_stop(self) -> None:
        if self.scene.animating:
            self.scene.director.stop()

    def _interactive(self) -> bool:
        c = self.controller
        return c is not None and self.result is None and not self.showing and c.is_interactive()

    def _intent(self, intent: object) -> None:
        if self.controller is not None and self._interactive():
            intent(self.controller)  # type: ignore[operator]

    def _changed(self, old: GameView | None, new: GameView) -> None:
        c = self.controller
        if c is None or self.start is None:
            return
        if self.result is None:
            outcome = verdict(self.start, c.match.state)
            if outcome is not None:
                self._judged(outcome)
        if old is None or self.animation_speed <= 0:
            self.scene.set_view(new, c.names, self._interactive())
            if self.showing:
                QTimer.singleShot(SOLUTION_STEP_MS, self, self._next_step)
        else:
            c.set_animating(True)
            self.scene.animate_to(old, new, c.names, self._interactive())
        self._update_buttons()

    def _judged(self, outcome: str) -> None:
        assert self.controller is not None
        self.result = outcome
        puzzle = self.puzzles[self.current]
        lines = self.controller.log_lines[self._log_from :]
        turn = "\n".join(lines[-4:])
        if self.showing:
            head = self.tr("A winning turn:")
        elif outcome == SOLVED:
            head = self.tr("Solved! This turn wins the game.")
            self._keep(lambda: self.progress.solve(puzzle.id))
            if self.animation_speed > 0:
                self.scene.celebrate()
        else:
            head = self.tr("Not this time: that turn does not win. Try again, or see a winning turn.")
            self._keep(lambda: self.progress.miss(puzzle.id))
        self.result_label.setText(head + ("\n" + turn if turn else ""))
        self._mark(self.current)

    def _keep(self, change: object) -> None:
        try:
            change()  # type: ignore[operator]
        except OSError as exc:
            self._message(self.tr("The puzzle progress could not be saved: {0}").format(exc.strerror or exc))

    def _message(self, text: str) -> None:
        if self.result is None:
            self.result_label.setText(text)

    def _animations_finished(self) -> None:
        if self.controller is not None:
            self.controller.animations_done()
        if self.showing:
            QTimer.singleShot(SOLUTION_STEP_MS, self, self._next_step)

    def _update_buttons(self) -> None:
        c = self.controller
        self.undo_button.setEnabled(c is not None and self.result is None and not self.showing and c.can_undo())
        self.again_button.setEnabled(c is not None and not self.showing)
        self.solution_button.setEnabled(c is not None and not self.showing)
        self.next_button.setEnabled(len(self.puzzles) > 1)

    # -- commands -----------------------------------------------------------------------

    def undo(self) -> None:
        if self.controller is not None and self.result is None:
            self.controller.undo()

    def try_again(self) -> None:
        if self.current >= 0:
            self.open_puzzle(self.current)

    def show_solution(self) -> None:
        """Back to the puzzle's position, then a winning turn step by step; unsolved, the streak ends."""
        if self.current < 0:
            return
        puzzle = self.puzzles[self.current]
        unsolved_now = self.result is None
        if not self.open_puzzle(self.current) or self.controller is None or self.start is None:
            return
        if unsolved_now and puzzle.id not in self.progress.solved:
            self._keep(lambda: self.progress.miss(puzzle.id))
            self._update_streak()
        self.showing = True
        self._steps = puzzle.solution(self.start)
        self.result_label.setText(self.tr("A winning turn, step by step…"))
        self.scene.set_view(self.controller.view(), self.controller.names, False)
        self._update_buttons()
        QTimer.singleShot(SOLUTION_STEP_MS, self, self._next_step)

    def _next_step(self) -> None:
        c = self.controller
        if c is None or not self.showing or self.scene.animating:
            return
        if not self._steps:
            self.showing = False
            self._update_buttons()
            return
        step = self._steps.pop(0)
        c.submit(step)

    def next_puzzle(self) -> None:
        if self.puzzles:
            self.list.setCurrentRow(self._first_unsolved(self.current + 1))

    # -- the window ----------------------------------------------------------------------

    def _size_to_screen(self) -> None:
        screen = self.screen() or QGuiApplication.primaryScreen()
        size = PREFERRED
        if screen is not None:
            free = screen.availableGeometry()
            size = size.boundedTo(QSize(int(free.width() * SCREEN_SHARE), int(free.height() * SCREEN_SHARE)))
        self.resize(size)

    def done(self, result: int) -> None:
        self._stop_game()
        super().done(result)
