"""The end of a game, on the board: who won from the side of the person here ("You lost"), how it ended,
castles per side and how the castles went; New game, Watch the replay, Close.

It is a panel laid over the board (a child widget, not a window of its own),
so the final position stays around it; the board celebrates a win first.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from carolus_qt.record import Record
from carolus_qt.view import GameView

from .board.palette import side_name as colour_of_side
from .castles_chart import CastlesChart
from .history import castles_over_time
from .narration import side_name
from .plain import plain_label
from .seats import HUMAN

NEW_GAME = 2
REPLAY = 3


def viewer_side(view: GameView, seats: Sequence[str]) -> int:
    """The side of the one person at this screen, or -1 (nobody, or several people taking turns)."""
    people = [p for p, kind in enumerate(seats) if kind == HUMAN]
    sides = {view.seats[p].side for p in people}
    return sides.pop() if len(sides) == 1 else -1


class ResultDialog(QDialog):
    """Shown once when the game ends, over the board; ``done`` code NEW_GAME or REPLAY asks for more."""

    def __init__(self, view: GameView, record: Record, parent: QWidget | None = None,
                 seats: Sequence[str] = ()) -> None:
        super().__init__(parent)
        self.setWindowFlags(Qt.WindowType.Widget)  # a panel on the board, not a window over it
        self.setObjectName("result")
        self.setAutoFillBackground(True)
        self.setStyleSheet("QDialog#result { background: #fbf6e6; border: 3px solid #b8860b; border-radius: 10px; }"
                           " QLabel { color: #2a2418; }")
        names = list(record.names)
        layout = QVBoxLayout(self)
        mine = viewer_side(view, seats)
        self.won = not view.draw and mine >= 0 and view.winner == mine
        if view.draw:
            title = self.tr("A draw")
        elif mine >= 0 and view.players == 4:
            title = self.tr("Your team won!") if self.won else self.tr("Your team lost")
        elif mine >= 0:
            title = self.tr("You won!") if self.won else self.tr("You lost")
        else:  # past tense: right for a name, "You" and a team alike
            title = self.tr("{0} won").format(side_name(view.winner, view.players, names))
        heading = QLabel(f"<h1>{html.escape(title)}</h1>")  # a name is never interpreted
        heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(heading)
        self.title = title
        self.how = self._how_it_ended(view, names)
        how = plain_label(self.how)
        how.setWordWrap(True)
        layout.addWidget(how)

        table = QGridLayout()
        table.addWidget(QLabel(self.tr("<b>Side</b>")), 0, 0)
        table.addWidget(QLabel(self.tr("<b>Castles in play</b>")), 0, 1)
        table.addWidget(QLabel(self.tr("<b>Left</b>")), 0, 2)
        total = view.castles_per_side
        self.scores: list[int] = []
        for side, left in enumerate(view.castles_left):
            label = f"{side_name(side, view.players, names)} ({colour_of_side(side, view.sides)})"
            table.addWidget(plain_label(label), side + 1, 0)
            table.addWidget(QLabel(f"{total - left} / {total}"), side + 1, 1)
            table.addWidget(QLabel(str(left)), side + 1, 2)
            self.scores.append(total - left)
        layout.addLayout(table)

        layout.addWidget(QLabel(self.tr("Castles in play over the game (round {0}):").format(view.round)))
        self.chart = CastlesChart()
        labels = [side_name(s, view.players, names) for s in range(view.sides)]
        self.chart.set_series(castles_over_time(record), labels, total)
        layout.addWidget(self.chart, 1)

        buttons = QDialogButtonBox()
        new_game = QPushButton(self.tr("New game"))
        replay = QPushButton(self.tr("Watch the replay"))
        buttons.addButton(new_game, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(replay, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Close)
        new_game.clicked.connect(lambda: self.done(NEW_GAME))
        replay.clicked.connect(lambda: self.done(REPLAY))
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(560, 480)

    def place_over(self, area: QWidget) -> None:
        """Centre the panel on ``area`` (the board), as large as it needs and no larger than the board."""
        self.adjustSize()
        w = min(max(self.sizeHint().width(), 520), area.width() - 24)
        h = min(max(self.sizeHint().height(), 420), area.height() - 24)
        self.setGeometry((area.width() - w) // 2, (area.height() - h) // 2, w, h)

    def _how_it_ended(self, view: GameView, names: list[str]) -> str:
        """One line on why the game is over: all castles built, too few regions, nothing left to play, round 100."""
        if not view.draw and 0 <= view.winner < len(view.castles_left) and view.castles_left[view.winner] == 0:
            who = side_name(view.winner, view.players, names)
            return self.tr("{0}: all {1} castles on the board, in round {2}.").format(
                who, view.castles_per_side, view.round)
        if view.end == "stalled":
            return self.tr("No knight can come into play any more after round {0}: the most castles decide.").format(
                view.round)
        if view.end == "round-100":
            return self.tr("Round {0}, the last one, is over: the most castles decide.").format(view.round)
        return self.tr("Fewer than 4 regions are left after round {0}: the most castles decide.").format(view.round)
