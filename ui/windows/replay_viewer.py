"""A read-only board that steps or scrubs through a record.

Every position is computed once when the viewer opens (a game is a few
hundred actions), so the slider moves instantly in both directions.
"Analyse" runs the computer's analysis in a worker and draws each side's
winning chance under the slider, with mistakes and blunders marked. The
column beside the board is the luck meter (weighed in a worker as the viewer
opens): every die, whom it helped and by how much; a click jumps there.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QRect, QSize, Qt, QThreadPool, Signal
from PySide6.QtGui import QColor, QFontMetrics, QGuiApplication, QIcon, QKeySequence, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from carolus.engine.actions import Action
from carolus.engine.ai.analyse import Decision
from carolus.engine.ai.luck import Luck
from carolus.engine.errors import CarolusError
from carolus.engine.record import Record
from carolus.engine.view import GameView

from ..board import BoardScene, BoardView, status_text
from ..board.palette import KNIGHT_HEX
from ..history import replay_views
from ..seats import AI_LEVELS, HUMAN, SEATS_KEY, seats_of
from ..words.hint_words import assumption_text, steps_text
from ..words.luck_words import event_gainer, face_word, luck_sentence, points, tally_table, tally_text
from ..words.narration import Narrator, you_seat
from ..workers.analysis_worker import DEFAULT_ITERATIONS, AnalyseRunnable
from ..workers.luck_worker import start_luck
from .chance_graph import ChanceGraph
from .jump_slider import JumpSlider
from .new_game_dialog import kind_label
from .result_dialog import ANALYSE, ResultDialog

PREFERRED = QSize(1200, 820)
"""The viewer's size on a large screen; a smaller one (1366x768) gets at most ``SCREEN_SHARE`` of its free area."""
SCREEN_SHARE = 0.94
CROWN_GOLD = "#d4a017"
LUCK_WIDTH = 270
"""The luck column's width in pixels: the board, landscape, has room to spare beside it even at 1366x768."""
CAPTION_LINES = 3
"""The caption's least height in lines (the turn's log line, the status, a mark). It grows to show the whole of the
longest caption among the position shown and the marked ones (whose wording of a mistake and the better turn ran
to four and more lines and was cut, with a tiny scroll bar), so the board keeps its size while stepping; only
beyond ``CAPTION_SHARE`` of the viewer's height does a caption scroll."""
CAPTION_SHARE = 0.3


class ReplayViewer(QDialog):
    """Position 0 is the start; position k is after the record's k-th action."""

    play_on_requested = Signal(Record, object)
    """(record prefix, seat kinds): play on from the shown position; the window asks before replacing a game."""

    def __init__(
        self, record: Record, parent: QWidget | None = None, analysis_iterations: int = DEFAULT_ITERATIONS
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Replay"))
        self.record = record
        self.names = list(record.names)
        self.views = replay_views(record)
        self.you = you_seat(seats_of(record))
        """The one person's seat when the game was played at one screen (told "you"), else None."""
        self.captions = _captions(record, self.views)

        self.scene = BoardScene(self)
        self.scene.set_animation_speed(0)
        self.board = BoardView(self.scene)
        self.caption = QLabel()
        self.caption.setWordWrap(True)
        self.caption.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.caption.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.caption_area = QScrollArea()
        self.caption_area.setWidget(self.caption)
        self.caption_area.setWidgetResizable(True)
        self.caption_area.setFrameShape(QFrame.Shape.NoFrame)
        self.caption_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.caption_area.setFixedHeight(QFontMetrics(self.caption.font()).lineSpacing() * CAPTION_LINES + 6)
        self._caption_reserved = 0
        """The height the marked positions' captions need at the caption's width (0 before an analysis)."""
        self.slider = JumpSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, len(self.views) - 1)
        self.slider.setPageStep(10)
        self.position_label = QLabel()

        icon = self.style().standardIcon
        pixmap = QStyle.StandardPixmap
        self.first = QPushButton(icon(pixmap.SP_MediaSkipBackward), "")
        self.back = QPushButton(icon(pixmap.SP_MediaSeekBackward), "")
        self.forward = QPushButton(icon(pixmap.SP_MediaSeekForward), "")
        self.last = QPushButton(icon(pixmap.SP_MediaSkipForward), "")
        self.first.setToolTip(self.tr("Start"))
        self.back.setToolTip(self.tr("Step back (Left)"))
        self.forward.setToolTip(self.tr("Step forward (Right)"))
        self.last.setToolTip(self.tr("End"))
        self.back.setShortcut(QKeySequence(Qt.Key.Key_Left))
        self.forward.setShortcut(QKeySequence(Qt.Key.Key_Right))
        self.first.clicked.connect(lambda: self.slider.setValue(0))
        self.back.clicked.connect(self.step_back)
        self.forward.clicked.connect(self.step_forward)
        self.last.clicked.connect(lambda: self.slider.setValue(self.slider.maximum()))
        self.slider.valueChanged.connect(self.show_position)

        controls = QHBoxLayout()
        for button in (self.first, self.back, self.forward, self.last):
            controls.addWidget(button)
        controls.addWidget(self.slider, 1)
        controls.addWidget(self.position_label)
        self.analysis_iterations = analysis_iterations
        self.analysis: list[Decision] = []
        self._runnable: AnalyseRunnable | None = None
        self.analyse_button = QPushButton(self.tr("Analyse"))
        self.analyse_button.setToolTip(
            self.tr("The computer estimates each side's winning chance turn by turn and marks mistakes and blunders.")
        )
        self.analyse_button.clicked.connect(self.toggle_analysis)
        self.analysis_label = QLabel()
        self.analysis_label.setWordWrap(True)
        sides = _sides(record)
        self.graph = ChanceGraph(
            len(self.views) - 1,
            sides,
            self,
            rounds=[view.round for view in self.views],
            names=[_side_name(s, record.players, self.names) for s in range(sides)],
        )
        self.graph.setVisible(False)
        self.graph.jump_requested.connect(self.slider.setValue)
        analysis_row = QHBoxLayout()
        analysis_row.addWidget(self.analyse_button)
        analysis_row.addWidget(self.analysis_label, 1)
        self.result_panel: ResultDialog | None = None
        self.result_button = QPushButton(self.tr("The result"))
        self.result_button.setToolTip(self.tr("The end of the game's panel again: who won, how, and what decided it."))
        self.result_button.clicked.connect(self.open_result)
        self.result_button.setVisible(self.views[-1].over)
        analysis_row.addWidget(self.result_button)

        self.play_seat = QComboBox()
        self.play_seat.setToolTip(self.tr("The seat you take; the computer plays the others."))
        for seat, name in enumerate(self.names):
            self.play_seat.addItem(self.tr("Take seat {seat} ({name})").format(seat=seat + 1, name=name), seat)
        self.play_level = QComboBox()
        for level in AI_LEVELS:
            self.play_level.addItem(kind_label(level), level)
        self.play_level.setCurrentIndex(max(0, self.play_level.findData("intermediate")))
        self.play_on_button = QPushButton(self.tr("Play on from here"))
        self.play_on_button.setToolTip(
            self.tr("A new game at this screen from the position shown, against the computer.")
        )
        self.play_on_button.clicked.connect(self.play_on)
        play_row = QHBoxLayout()
        play_row.addWidget(self.play_on_button)
        play_row.addWidget(self.play_seat)
        play_row.addWidget(self.play_level)
        play_row.addStretch(1)

        self.luck: Luck | None = None
        self.luck_title = QLabel(self.tr("Luck of the dice"))
        self.luck_title.setStyleSheet("font-weight: 600")
        self.luck_title.setToolTip(
            self.tr(
                "What each die gave each side's winning chance beyond the average of all its faces, in points "
                "(the computer's estimate)."
            )
        )
        self.luck_table = QTableWidget(0, 3)
        self.luck_table.setHorizontalHeaderLabels([self.tr("Round"), self.tr("Die"), self.tr("Helped")])
        self.luck_table.verticalHeader().setVisible(False)
        self.luck_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.luck_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.luck_table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.luck_table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.luck_table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.luck_table.setWordWrap(False)
        self.luck_table.cellClicked.connect(self._luck_clicked)
        self.luck_total = QLabel(self.tr("Weighing the luck of the dice…"))
        self.luck_total.setTextFormat(Qt.TextFormat.PlainText)
        self.luck_total.setWordWrap(True)
        luck_column = QVBoxLayout()
        luck_column.setContentsMargins(0, 0, 0, 0)
        luck_column.addWidget(self.luck_title)
        luck_column.addWidget(self.luck_table, 1)
        luck_column.addWidget(self.luck_total)
        self.tally_label = QLabel()
        self.tally_label.setTextFormat(Qt.TextFormat.PlainText)
        self.tally_label.setWordWrap(True)
        luck_column.addWidget(self.tally_label)
        self.luck_panel = QWidget()
        self.luck_panel.setLayout(luck_column)
        self.luck_panel.setFixedWidth(LUCK_WIDTH)
        top = QHBoxLayout()
        top.addWidget(self.board, 1)
        top.addWidget(self.luck_panel)

        layout = QVBoxLayout(self)
        layout.addLayout(top, 1)
        layout.addWidget(self.caption_area)
        layout.addLayout(controls)
        layout.addWidget(self.graph)
        layout.addLayout(analysis_row)
        layout.addLayout(play_row)
        screen = (parent.screen() if parent is not None else None) or QGuiApplication.primaryScreen()
        self.fit_to(screen.availableGeometry() if screen is not None else QRect(0, 0, 1366, 768))
        self.show_position(0)
        self.luck_worker = start_luck(record, self.show_luck, self._luck_failed)

    def _mine(self) -> int:
        """The side spoken to as "you" (-1: nobody)."""
        if self.you is None:
            return -1
        return self.you % 2 if self.record.players == 4 else self.you

    def show_luck(self, luck: Luck) -> None:
        """Fill the luck column: one row a die that could have fallen otherwise, whom it helped, by how much."""
        self.luck = luck
        players, names, mine = self.record.players, self.names, self._mine()
        rows = [e for e in luck.events if e.outcomes > 1]
        self.luck_rows = rows
        table = self.luck_table
        table.setRowCount(len(rows))
        for row, event in enumerate(rows):
            roller = names[event.player] if 0 <= event.player < len(names) else "?"
            if event.kind == "setup":
                die, whose = self.tr("The setup"), self.tr("Who starts, and the knights dealt")
            elif event.kind == "pile":
                die, whose = face_word(event.face), self.tr("A die for the piles")
            else:
                die, whose = face_word(event.face), self.tr("{0}'s die").format(roller)
            gainer = event_gainer(event)
            if gainer < 0:
                helped = "–"
            else:
                who = self.tr("you") if gainer == mine else _side_name(gainer, players, names)
                helped = self.tr("{who} {points}").format(who=who, points=points(event.gain[gainer]))
            cells = (str(event.round) if event.kind != "setup" else "", die, helped)
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(f"{whose}: {text}" if col == 1 else text)
                if col == 1 and event.face >= 0:
                    item.setIcon(_face_icon(event.face))
                if col != 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                table.setItem(row, col, item)
        self.luck_total.setText(luck_sentence(luck, players, names, mine))
        self.tally_label.setText(tally_text(luck, names, self.you))
        self.tally_label.setToolTip(tally_table(luck, names, self.you))
        self.show_position(self.position())

    def _luck_failed(self, reason: str) -> None:
        self.luck_total.setText(self.tr("The luck of the dice could not be weighed: {0}").format(reason))

    def _luck_clicked(self, row: int, _column: int) -> None:
        rows = getattr(self, "luck_rows", [])
        if 0 <= row < len(rows):
            self.slider.setValue(rows[row].index)
            self.luck_table.selectRow(row)  # the die clicked, where one position rolled several

    def analyse_from(self, position: int) -> None:
        """Show ``position`` and start the analysis (the result panel's "Open the analysis")."""
        self.slider.setValue(max(0, min(position, self.slider.maximum())))
        if not self.analysing():
            self.toggle_analysis()

    def show_analysis(self, decisions: list[Decision], position: int) -> None:
        """Show an analysis made elsewhere (the result panel's, whose story it tells) at ``position``."""
        if self._runnable is not None:
            return
        self.graph.setVisible(True)
        self._analysis_done(list(decisions))
        self.slider.setValue(max(0, min(position, self.slider.maximum())))

    def open_result(self) -> ResultDialog:
        """The end of the game's panel over this board again, telling the story of this analysis (it runs the
        analysis if there is none yet, and hands it to the graph)."""
        if self.result_panel is not None:
            self.result_panel.close()
        ready = self.analysis if self.analysis and self._runnable is None else None
        panel = ResultDialog(
            self.views[-1],
            self.record,
            self.board,
            seats=seats_of(self.record),
            decisions=ready,
            analysis_iterations=self.analysis_iterations,
            offer_new_game=False,
        )
        panel.analysed.connect(lambda decisions: self.show_analysis(decisions, self.position()))
        panel.finished.connect(lambda code: self._result_closed(panel, code))
        self.result_panel = panel
        panel.place_over(self.board)
        panel.show()
        panel.raise_()
        return panel

    def _result_closed(self, panel: ResultDialog, code: int) -> None:
        if code == ANALYSE:
            if panel.decisions is not None:
                self.show_analysis(panel.decisions, panel.turning_point)
            else:
                self.analyse_from(panel.turning_point)
        if self.result_panel is panel:
            self.result_panel = None

    def fit_to(self, free: QRect) -> None:
        """1200x820 (the board is landscape: seat boxes left and right of the ring), or less on a screen whose free
        area is smaller, so the Analyse button, the graph and "Play on from here" stay on it; placed on it."""
        frame = QSize(16, 40)  # a window frame's usual extra over the client area
        width = min(PREFERRED.width(), int(free.width() * SCREEN_SHARE) - frame.width())
        height = min(PREFERRED.height(), int(free.height() * SCREEN_SHARE) - frame.height())
        self.resize(width, height)
        self.move(
            free.x() + (free.width() - width) // 2, free.y() + max(0, (free.height() - height - frame.height()) // 2)
        )

    def analysing(self) -> bool:
        return self._runnable is not None

    def toggle_analysis(self) -> None:
        """Start the analysis, or stop it if it is running."""
        if self._runnable is not None:
            self._runnable.cancel()
            self.analysis_label.setText(self.tr("Stopping the analysis…"))
            return
        self.analysis = []
        self.graph.set_decisions([])
        self.graph.setVisible(True)
        runnable = AnalyseRunnable(self.record, self.analysis_iterations)
        runnable.setAutoDelete(False)
        runnable.signals.decision.connect(self._analysed_one)
        runnable.signals.finished.connect(self._analysis_done)
        runnable.signals.cancelled.connect(self._analysis_stopped)
        runnable.signals.failed.connect(self._analysis_failed)
        self._runnable = runnable
        self.analyse_button.setText(self.tr("Stop analysis"))
        self.analysis_label.setText(self.tr("Analysing…"))
        QThreadPool.globalInstance().start(runnable)

    def _analysed_one(self, decision: Decision, done: int) -> None:
        if self._runnable is None:
            return
        self.analysis.append(decision)
        self.graph.set_decisions(self.analysis, complete=False)
        total = max(1, len(self.record.actions))
        self.analysis_label.setText(self.tr("Analysing… {0} %").format(round(100 * done / total)))

    def _analysis_done(self, decisions: list[Decision]) -> None:
        assumed = self._runnable.assumed if self._runnable is not None else ()
        self._runnable = None
        self.analysis = list(decisions)
        self.graph.set_decisions(self.analysis)
        self.analyse_button.setText(self.tr("Analyse"))
        mistakes = sum(1 for d in decisions if d.mark == "mistake")
        blunders = sum(1 for d in decisions if d.mark == "blunder")
        self.analysis_label.setText(
            self.tr(
                "Winning chances are the computer's estimate ({0} iterations a decision). "
                "Mistakes: {1}, blunders: {2}. Click the graph to jump there."
            ).format(self.analysis_iterations, mistakes, blunders)
            + (" " + whose if (whose := assumption_text(assumed, self._your_seat())) else "")
        )
        self._reserve_caption()
        self.show_position(self.position())

    def _your_seat(self) -> int:
        """The first seat of the person at this screen in the record (-1: none), for whose chances the words say; a
        record that does not say has people at every seat (as ``strength.record_strengths`` reads it)."""
        seats = self.record.extra.get("seats")
        if not isinstance(seats, list) or len(seats) != self.record.players:
            return 0
        return seats.index(HUMAN) if HUMAN in seats else -1

    def _caption_need(self, k: int) -> int:
        """The height position ``k``'s caption takes whole at the caption's width."""
        measure = QLabel()
        measure.setFont(self.caption.font())
        measure.setWordWrap(True)
        measure.setContentsMargins(self.caption.contentsMargins())
        measure.setText(self._caption_html(k))
        width = self.caption_area.width() - self.caption_area.verticalScrollBar().sizeHint().width()
        return measure.heightForWidth(max(50, width))

    def _reserve_caption(self) -> None:
        """Room for the longest marked caption, so that stepping onto a mistake does not move the board."""
        marked = {d.index for d in self.analysis if d.mark and 0 <= d.index < len(self.views)}
        self._caption_reserved = max((self._caption_need(k) for k in marked), default=0)

    def _fit_caption(self) -> None:
        least = QFontMetrics(self.caption.font()).lineSpacing() * CAPTION_LINES
        need = max(least, self._caption_reserved, self._caption_need(self.position()))
        most = max(least, int(self.height() * CAPTION_SHARE))
        self.caption_area.setFixedHeight(min(need, most) + 6)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self._reserve_caption()
        self._fit_caption()
        if self.result_panel is not None:
            self.result_panel.place_over(self.board)

    def _analysis_stopped(self) -> None:
        self._runnable = None
        self.analyse_button.setText(self.tr("Analyse"))
        self.analysis_label.setText(self.tr("Analysis stopped."))

    def _analysis_failed(self, reason: str) -> None:
        self._runnable = None
        self.analyse_button.setText(self.tr("Analyse"))
        self.analysis_label.setText(self.tr("The analysis failed: {0}").format(reason))

    def done(self, result: int) -> None:
        if self._runnable is not None:
            self._runnable.cancel()
        if self.result_panel is not None:
            self.result_panel.close()  # its analysis stops with it
        super().done(result)

    def mark_text(self, k: int) -> str:
        """The mark on the decision that starts at position ``k``, worded (empty if none)."""
        for d in self.analysis:
            if d.index == k and d.mark:
                name = self.names[d.player] if 0 <= d.player < len(self.names) else "?"
                before, after = round(100 * d.before[d.side]), round(100 * d.after[d.side])
                if d.player == self.you:  # "Next, You makes a blunder": the person here is spoken to
                    if d.mark == "blunder":
                        text = self.tr(
                            "Next, you make a blunder: winning chance {before} % → {after} % (computer's estimate)."
                        )
                    else:
                        text = self.tr(
                            "Next, you make a mistake: winning chance {before} % → {after} % (computer's estimate)."
                        )
                elif d.mark == "blunder":
                    text = self.tr(
                        "Next, {name} makes a blunder: winning chance {before} % → {after} % (computer's estimate)."
                    )
                else:
                    text = self.tr(
                        "Next, {name} makes a mistake: winning chance {before} % → {after} % (computer's estimate)."
                    )
                text = text.format(name=name, before=before, after=after)
                better = self._best_text(d)
                if better:
                    text += " " + self.tr("The computer would play: {steps} ({chance} %).").format(
                        steps=better, chance=round(100 * d.best_chance)
                    )
                return text
        return ""

    def _best_text(self, d: Decision) -> str:
        """The turn the analysis prefers, worded as the hint words a turn (empty if it cannot be read)."""
        try:
            actions = [Action.from_dict(a) for a in d.best]
            return steps_text(actions, self.views[d.index]) if actions else ""
        except (CarolusError, IndexError, KeyError, TypeError, ValueError):
            return ""

    def play_on_record(self) -> tuple[Record, list[str]]:
        """The record up to the shown position and its seats: the chosen seat a person, the others the level."""
        prefix = self.record.copy()
        prefix.actions = prefix.actions[: self.position()]
        prefix.extra = {}  # LAN bookkeeping and the old seats describe the whole game, not this new one
        person = self.play_seat.currentData()
        level = self.play_level.currentData()
        seats = [HUMAN if seat == person else level for seat in range(prefix.players)]
        prefix.extra[SEATS_KEY] = list(seats)
        return prefix, seats

    def play_on(self) -> None:
        if self.current_view().over:
            return
        record, seats = self.play_on_record()
        self.play_on_requested.emit(record, seats)

    def position(self) -> int:
        return self.slider.value()

    def current_view(self) -> GameView:
        return self.views[self.position()]

    def step_forward(self) -> None:
        self.slider.setValue(min(self.slider.maximum(), self.slider.value() + 1))

    def step_back(self) -> None:
        self.slider.setValue(max(0, self.slider.value() - 1))

    def _caption_html(self, k: int) -> str:
        """Position ``k``'s caption: what just happened, the status in italics, a mark in bold."""
        text = self.captions[k] if k else self.tr("The start of the game.")
        mark = self.mark_text(k)
        extra = f"<br><b>{html.escape(mark)}</b>" if mark else ""
        return f"{html.escape(text)}<br><i>{html.escape(status_text(self.views[k], self.names))}</i>{extra}"

    def show_position(self, k: int) -> None:
        view = self.views[k]
        self.scene.set_view(view, self.names, False)
        self.position_label.setText(self.tr("{0} / {1}").format(k, len(self.views) - 1))
        self.caption.setText(self._caption_html(k))
        self._fit_caption()
        self.graph.set_position(k)
        rows = [r for r, e in enumerate(getattr(self, "luck_rows", [])) if e.index == k]
        self.luck_table.blockSignals(True)
        self.luck_table.clearSelection()
        for r in rows:
            self.luck_table.selectRow(r)
        if rows and (first := self.luck_table.item(rows[0], 0)) is not None:
            self.luck_table.scrollToItem(first)
        self.luck_table.blockSignals(False)
        self.play_on_button.setEnabled(not view.over)
        if 0 <= view.to_act < self.play_seat.count():
            self.play_seat.setCurrentIndex(view.to_act)


def _face_icon(face: int) -> QIcon:
    """A die face as a small swatch: the knight colour, or gold for the crown."""
    pixmap = QPixmap(12, 12)
    pixmap.fill(QColor(KNIGHT_HEX[face] if face < len(KNIGHT_HEX) else CROWN_GOLD))
    return QIcon(pixmap)


def _side_name(side: int, players: int, names: list[str]) -> str:
    from ..words.narration import side_name

    return side_name(side, players, names)


def _sides(record: Record) -> int:
    """Sides in the game: the two teams of a 4-player game, else one per player."""
    return 2 if record.players == 4 else record.players


def _captions(record: Record, views: list[GameView]) -> list[str]:
    """For each position, the log line of the turn so far (what just happened), as plain text: the caption
    escapes it once when it shows it."""
    narrator = Narrator(record.players, record.names, you_seat(seats_of(record)))
    out = [""]
    for k, action in enumerate(record.actions):
        narrator.add(views[k], action, views[k + 1])
        out.append(narrator.lines[-1] if narrator.lines else str(action))
    return out
