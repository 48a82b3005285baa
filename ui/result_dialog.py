"""The end of a game: who won, castles per side, and how the castles went."""

from __future__ import annotations

import html

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

NEW_GAME = 2
REPLAY = 3


class ResultDialog(QDialog):
    """Shown once when the game ends; ``done`` code NEW_GAME or REPLAY asks for more."""

    def __init__(self, view: GameView, record: Record, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Game over"))
        names = list(record.names)
        layout = QVBoxLayout(self)
        if view.draw:
            title = self.tr("A draw")
        else:  # past tense: right for a name, "You" and a team alike
            title = self.tr("{0} won").format(side_name(view.winner, view.players, names))
        heading = QLabel(f"<h2>{html.escape(title)}</h2>")  # a name is never interpreted
        layout.addWidget(heading)
        self.title = title
        self.how = self._how_it_ended(view, names)
        layout.addWidget(plain_label(self.how))

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

    def _how_it_ended(self, view: GameView, names: list[str]) -> str:
        """One line on why the game is over: all castles built, or too few regions left."""
        if not view.draw and 0 <= view.winner < len(view.castles_left) and view.castles_left[view.winner] == 0:
            who = side_name(view.winner, view.players, names)
            return self.tr("{0}: all {1} castles on the board, in round {2}.").format(
                who, view.castles_per_side, view.round)
        return self.tr("Fewer than 4 regions are left after round {0}: the most castles decide.").format(view.round)
