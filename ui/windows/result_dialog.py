"""The end of a game, on the board: who won from the side of the person here ("You lost"), how it ended, and
how the castles went (a small chart whose line ends say each side's castles); New game, Watch the replay, Close.

Then the luck meter (weighed off the GUI thread, a second or so): "the dice gave Ann +3 points of winning
chance over the game, you −3". A win is celebrated (streamers over the board, the panel's frame glowing gold,
``win_glory``); a loss gets a kind account of what decided it (the winner's turning point, the person's
hardest turn, the dice's share), worded from the computer's analysis of every decision (the very analysis "Open
the analysis" shows: ``carolus.engine.ai.story`` reads it by the analysis's own marks), and "Open the analysis",
which opens the replay at the turning point with that analysis. Until the analysis is in, the panel says so, with
its progress: it never tells another story meanwhile.

It is a panel in the ring's centre (a child widget of the board view, not a
window of its own), kept inside the inner row of knights, so the final
position (regions, knights, castles) stays in view all around it; it springs
up from the centre, and the board celebrates a win with pennants.
"""

from __future__ import annotations

import html
import math
from collections.abc import Sequence

from PySide6.QtCore import (
    QCoreApplication,
    QEasingCurve,
    QPropertyAnimation,
    QRect,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    QThreadPool,
    Signal,
)
from PySide6.QtGui import QFont, QFontMetrics, QHideEvent
from PySide6.QtWidgets import (
    QDialog,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from carolus.engine.ai.analyse import Decision
from carolus.engine.ai.luck import Luck
from carolus.engine.ai.story import Story, game_story
from carolus.engine.record import Record
from carolus.engine.view import GameView

from ..board.plain import plain_label
from ..history import castles_over_time
from ..seats import HUMAN
from ..words.luck_words import luck_sentence
from ..words.narration import side_name, you_seat
from ..words.story_words import story_facts
from ..workers.analysis_worker import DEFAULT_ITERATIONS, AnalyseRunnable
from ..workers.luck_worker import start_luck
from .castles_chart import CastlesChart
from .win_glory import Streamers, glow

NEW_GAME = 2
REPLAY = 3
ANALYSE = 4
PLAY_AGAIN = 5
"""A LAN game's table plays again (``carolus.ui.lan.rematch``)."""
"""``done`` code of "Open the analysis" (a loss): the replay at ``turning_point``, analysing."""
FIT_RADIUS = 305.0
"""Scene units from the ring's centre the panel's corners keep within: inside the inner row of knights
(``geometry.R_KNIGHTS_IN`` less half a token), so no knight or castle of a region is hidden."""
TOP, BOTTOM = -158.0, 195.0
TOP_TALL = -BOTTOM
"""The top at a loss with what decided it: the panel grows over the centre's "Game over" (the status line says
it too) and stays as wide, its corners on the same circle."""
"""The panel's top and bottom in scene units: under the centre's round and "Game over", which stay in view."""
HALF_WIDTH = math.sqrt(FIT_RADIUS**2 - max(-TOP, BOTTOM) ** 2)
"""As wide as the corners allow on the circle."""
_RUNNING: set[AnalyseRunnable] = set()
"""Analyses under way, held here so that one a closed panel stopped lives until its worker has let go of it."""
MARGIN = 14
TITLE_PX = (13, 34)
BODY_PX = (11, 16)
"""Type sizes in pixels, within these bounds as the board's scale allows (11 px on a 1366x768 window)."""
ARRIVAL_MS = 420


def viewer_side(view: GameView, seats: Sequence[str]) -> int:
    """The side of the one person at this screen, or -1 (nobody, or several people taking turns)."""
    people = [p for p, kind in enumerate(seats) if kind == HUMAN]
    sides = {view.seats[p].side for p in people}
    return sides.pop() if len(sides) == 1 else -1


class ResultDialog(QDialog):
    """Shown once when the game ends, in the ring's centre; ``done`` code NEW_GAME or REPLAY asks for more.

    It keeps inside the inner row of knights (``FIT_RADIUS``), so the final regions, their knights and castles
    stay in view around it; it springs up from the centre as it opens. ``decisions``: the game's analysis when it
    is at hand (the replay's), else a loss analyses the game here (``analysis_iterations`` a decision, as the
    replay would); ``offer_new_game``: False over the replay, which starts no game.
    """

    analysed = Signal(object)
    """The finished analysis (list[Decision]), for the replay to show rather than run it again."""

    def __init__(
        self,
        view: GameView,
        record: Record,
        parent: QWidget | None = None,
        seats: Sequence[str] = (),
        decisions: Sequence[Decision] | None = None,
        analysis_iterations: int = DEFAULT_ITERATIONS,
        offer_new_game: bool = True,
    ) -> None:
        super().__init__(parent)
        self.setWindowFlags(Qt.WindowType.Widget)  # a panel on the board, not a window over it
        self.setObjectName("result")
        self.setAutoFillBackground(True)
        names = list(record.names)
        mine = viewer_side(view, seats)
        self.won = not view.draw and mine >= 0 and view.winner == mine
        self.setStyleSheet(
            "QDialog#result { background: #fbf6e6; border: 3px solid %s; border-radius: 14px; }"
            " QLabel { color: #2a2418; } QLabel#result-title { color: %s; font-weight: 700; }"
            % (("#d4a017", "#8a6100") if self.won else ("#8fae9f", "#2a2418"))
        )
        if view.draw:
            title = self.tr("A draw")
        elif mine >= 0 and view.players == 4:
            title = self.tr("Your team won!") if self.won else self.tr("Your team lost")
        elif mine >= 0:
            title = self.tr("You won!") if self.won else self.tr("You lost")
        else:  # past tense: right for a name, "You" and a team alike
            title = self.tr("{0} won").format(side_name(view.winner, view.players, names))
        self.title = title
        self.how = self._how_it_ended(view, names)
        total = view.castles_per_side
        self.scores: list[int] = [total - left for left in view.castles_left]

        layout = QVBoxLayout(self)
        layout.setContentsMargins(MARGIN, 8, MARGIN, 10)
        layout.setSpacing(4)
        self.heading = plain_label(title)  # a name is never interpreted
        self.heading.setObjectName("result-title")
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.heading.setWordWrap(True)
        layout.addWidget(self.heading)
        close = QToolButton(self)  # in the corner, over the margin: the title keeps the panel's width
        close.setText("×")
        close.setAutoRaise(True)
        escape = QCoreApplication.translate("Keys", "Escape")  # as Help ▸ Keys names it
        tip = self.tr("Close: see the whole board")
        close.setToolTip(f"{tip} ({escape})")  # Escape in the panel closes it
        close.setAccessibleName(self.tr("Close"))  # a screen reader read the cross as "×"
        close.clicked.connect(self.reject)
        self.close_button = close
        self.how_label = plain_label(self.how)
        self.how_label.setWordWrap(True)
        self.how_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.how_label)

        self.players = view.players
        self.names = names
        self.mine = mine
        self.winner = -1 if view.draw else view.winner
        self.lost = mine >= 0 and not view.draw and not self.won
        self.you = you_seat(list(seats))
        self.people = {p for p, kind in enumerate(seats) if kind == HUMAN}
        self.sides = view.sides
        self.luck: Luck | None = None
        self.turning_point = 0
        """Record position the analysis opens at (the turning point, once the analysis is in)."""
        self.decisions: list[Decision] | None = None
        self.story: Story | None = None
        self.analysis_iterations = analysis_iterations
        self._runnable: AnalyseRunnable | None = None
        self.luck_label = QLabel(self.tr("Weighing the luck of the dice…"))
        self.luck_label.setTextFormat(Qt.TextFormat.PlainText)  # names inside are never interpreted
        self.luck_label.setWordWrap(True)
        self.luck_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.luck_label.setObjectName("result-luck")
        layout.addWidget(self.luck_label)
        self.facts_label = QLabel()  # a loss: what decided it (names inside are escaped: rich text lists it)
        self.facts_label.setWordWrap(True)
        self.facts_label.setObjectName("result-facts")
        self.facts_label.setVisible(self.lost)
        self.luck_label.setVisible(not self.lost)  # at a loss the dice's share is one of the facts, by the analysis
        layout.addWidget(self.facts_label)

        self.chart = CastlesChart()
        labels = [side_name(s, view.players, names) for s in range(view.sides)]
        self.chart.set_series(castles_over_time(record), labels, total)
        self.chart.setToolTip(self.tr("Castles in play over the game (round {0})").format(view.round))
        self.chart.setVisible(not self.lost)  # the castles are in the box beside the ring: the panel is small
        layout.addWidget(self.chart, 1)

        buttons = QHBoxLayout()
        self.new_game_button = QPushButton(self.tr("New game"))
        self.replay_button = QPushButton(self.tr("Watch the replay"))
        self.analysis_button = QPushButton(self.tr("Open the analysis"))
        self.analysis_button.setToolTip(
            self.tr("The replay at the turning point, with the computer's analysis of every turn.")
        )
        self.play_again_button = QPushButton(self.tr("Play again"))
        self.play_again_button.setObjectName("play-again")
        self.play_again_button.setToolTip(
            self.tr("The same players and rules again, each seat moved on by one, with a fresh deal.")
        )
        self.play_again_button.clicked.connect(lambda: self.done(PLAY_AGAIN))
        self.play_again_button.hide()
        self.new_game_button.clicked.connect(lambda: self.done(NEW_GAME))
        self.replay_button.clicked.connect(lambda: self.done(REPLAY))
        self.analysis_button.clicked.connect(lambda: self.done(ANALYSE))
        buttons.addWidget(self.new_game_button)
        buttons.addWidget(self.analysis_button if self.lost else self.replay_button)
        self.new_game_button.setVisible(offer_new_game)
        self.analysis_button.setVisible(self.lost)
        self.replay_button.setVisible(not self.lost)
        if not offer_new_game:
            self.replay_button.setText(self.tr("Back to the replay"))
        layout.addWidget(self.play_again_button)  # (a row of its own: the panel is narrow)
        layout.addLayout(buttons)
        self._arrival: QPropertyAnimation | None = None
        self._area: QGraphicsView | None = None
        self._glow: QSequentialAnimationGroup | None = None
        self.setAccessibleName(title)  # said first, as a sighted player reads the panel
        self._describe()
        self.luck_worker = start_luck(record, self.show_luck, self._luck_failed)
        if not self.lost:
            return
        if decisions is not None:
            self.show_story(list(decisions))
            return
        self._set_facts([self.tr("The computer is analysing every turn to tell what decided it…")])
        runnable = AnalyseRunnable(record, analysis_iterations)
        runnable.setAutoDelete(False)
        runnable.signals.decision.connect(self._analysed_one)
        runnable.signals.finished.connect(self._analysis_done)
        runnable.signals.failed.connect(self._analysis_failed)
        self._runnable = runnable
        _RUNNING.add(runnable)
        for signal in (runnable.signals.finished, runnable.signals.failed):
            signal.connect(lambda _x, r=runnable: _RUNNING.discard(r))
        runnable.signals.cancelled.connect(lambda r=runnable: _RUNNING.discard(r))
        self._total = max(1, len(record.actions))
        QThreadPool.globalInstance().start(runnable)

    def show_luck(self, luck: Luck) -> None:
        """The luck meter in words (shown at a win or a draw: at a loss the facts tell the dice's share)."""
        self.luck = luck
        self.luck_label.setText(luck_sentence(luck, self.players, self.names, self.mine))
        self._describe()

    def first_button(self) -> QPushButton:
        """The button the panel's focus starts on: New game, else what the panel offers."""
        for button in (self.new_game_button, self.analysis_button, self.replay_button):
            if button.isVisibleTo(self):
                return button
        return self.new_game_button

    def _describe(self) -> None:
        """The panel's accessible description: how the game ended, then the luck of the dice once weighed (the
        name is the result), read when the focus comes into the panel."""
        parts = [self.how]
        if self.luck_label.isVisibleTo(self) and self.luck is not None:
            parts.append(self.luck_label.text())
        self.setAccessibleDescription(" ".join(parts))

    def offer_play_again(self) -> None:
        """A LAN game: the panel offers the same table again (first among its buttons, the default)."""
        self.play_again_button.show()
        self.play_again_button.setDefault(True)
        self.play_again_button.setFocus()

    def analysing(self) -> bool:
        return self._runnable is not None

    def _set_facts(self, facts: Sequence[str]) -> None:
        self.facts_label.setText(
            "<b>"
            + html.escape(self.tr("Good game. What decided it:"))
            + "</b><br>"
            + "<br>".join("• " + html.escape(f) for f in facts)
        )
        if self._area is not None:
            self.place_over(self._area)

    def _analysed_one(self, _decision: Decision, done: int) -> None:
        if self._runnable is not None:
            self._set_facts(
                [
                    self.tr("The computer is analysing every turn to tell what decided it… {0} %").format(
                        round(100 * done / self._total)
                    )
                ]
            )

    def _analysis_done(self, decisions: list[Decision]) -> None:
        self._runnable = None
        self.show_story(decisions)
        self.analysed.emit(list(decisions))

    def _analysis_failed(self, reason: str) -> None:
        self._runnable = None
        self._set_facts([self.tr("The analysis failed, so what decided the game cannot be told: {0}").format(reason)])

    def show_story(self, decisions: list[Decision]) -> None:
        """What decided the game, from the analysis: its turning point, the person's hardest decision, the dice."""
        self.decisions = decisions
        self.story = game_story(decisions, self.winner, self.sides, self.people)
        moment = self.story.turning_point or self.story.hardest
        self.turning_point = moment.index if moment is not None else 0
        self._set_facts(story_facts(self.story, self.players, self.names, self.mine, self.you))

    def done(self, result: int) -> None:
        """A closed panel stops its analysis (the replay runs its own when it has none)."""
        if self._runnable is not None:
            self._runnable.cancel()
            self._runnable = None
        super().done(result)

    def hideEvent(self, event: QHideEvent) -> None:
        """The celebration ends with the panel (a new game, Close)."""
        parent = self.parentWidget()
        for rain in parent.findChildren(Streamers) if parent is not None else ():
            rain.deleteLater()  # found afresh: one that finished has deleted itself
        if self._glow is not None:
            self._glow.stop()
            self._glow = None
        self.setGraphicsEffect(None)  # type: ignore[arg-type]  # Qt takes None: the glow goes with the panel
        super().hideEvent(event)

    def _luck_failed(self, reason: str) -> None:
        self.luck_label.setText(self.tr("The luck of the dice could not be weighed: {0}").format(reason))

    def celebrate(self) -> None:
        """A win: streamers over the board and the panel's frame glowing gold, a few seconds (no sound)."""
        parent = self.parentWidget()
        if parent is not None:
            Streamers(parent).start()
            self.raise_()
        self._glow = glow(self)

    def place_over(self, area: QGraphicsView, animate: bool = False) -> None:
        """Fit the panel in the ring's centre of ``area`` (the board view), inside the inner row of knights; type
        sized to the room. With ``animate`` it springs up from the centre."""
        scale = area.transform().m11() or 1.0
        radius = FIT_RADIUS * scale
        self._area = area
        top = TOP_TALL if self.facts_label.isVisibleTo(self) else TOP
        final = area.mapFromScene(QRectF(-HALF_WIDTH, top, 2 * HALF_WIDTH, BOTTOM - top)).boundingRect()
        final.adjust(1, 1, -1, -1)
        body = max(BODY_PX[0], min(BODY_PX[1], int(radius * 0.07)))
        for widget in (
            self.how_label,
            self.luck_label,
            self.facts_label,
            self.new_game_button,
            self.replay_button,
            self.analysis_button,
            self.chart,
        ):
            font = QFont(widget.font())
            font.setPixelSize(body)
            widget.setFont(font)
        font = QFont(self.heading.font())
        font.setBold(True)
        self.close_button.adjustSize()
        clear = self.close_button.width()
        # the title stays clear of the cross (a few pixels off centre rather than wrapped: a wrapped title took the
        # chart's height and cut its line ends, "You 10", in French)
        self.heading.setContentsMargins(0, 0, clear, 0)
        room = final.width() - 2 * MARGIN - clear - 2
        px = min(TITLE_PX[1], int(radius * 0.14))
        font.setPixelSize(px)
        while px > TITLE_PX[0] and QFontMetrics(font).horizontalAdvance(self.title) > room:
            px -= 1  # "Vous avez gagné !" and "Dein Team hat gewonnen!" in a small window: smaller, on one line
            font.setPixelSize(px)
        self.heading.setFont(font)
        self.close_button.move(final.width() - self.close_button.width() - 4, 4)
        need = self.heightForWidth(final.width())
        if need > final.height():  # a small board and a long story: the panel grows over a few knights, never cuts
            grow = need - final.height()
            final.adjust(0, -(grow - grow // 2), 0, grow // 2)
            if final.top() < 0:
                final.moveTop(0)
        if self._arrival is not None:
            self._arrival.stop()
        if not animate:
            self.setGeometry(final)
            return
        w, h = final.width(), final.height()
        start = QRect(final.center().x() - w // 4, final.center().y() - h // 4, w // 2, h // 2)
        self.setGeometry(start)
        self._arrival = QPropertyAnimation(self, b"geometry", self)
        self._arrival.setDuration(ARRIVAL_MS)
        self._arrival.setStartValue(start)
        self._arrival.setEndValue(final)
        self._arrival.setEasingCurve(QEasingCurve.Type.OutBack)
        self._arrival.start()

    def _how_it_ended(self, view: GameView, names: list[str]) -> str:
        """One line on why the game is over: all castles built, too few regions, nothing left to play, round 100."""
        if not view.draw and 0 <= view.winner < len(view.castles_left) and view.castles_left[view.winner] == 0:
            who = side_name(view.winner, view.players, names)
            return self.tr("{0}: all {1} castles on the board, in round {2}.").format(
                who, view.castles_per_side, view.round
            )
        if view.end == "stalled":
            return self.tr("No knight can come into play any more after round {0}: the most castles decide.").format(
                view.round
            )
        if view.end == "round-100":
            return self.tr("Round {0}, the last one, is over: the most castles decide.").format(view.round)
        return self.tr("Fewer than 4 regions are left after round {0}: the most castles decide.").format(view.round)
