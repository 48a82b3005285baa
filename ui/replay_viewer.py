"""A read-only board that steps or scrubs through a record.

Every position is computed once when the viewer opens (a game is a few
hundred actions), so the slider moves instantly in both directions.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from carolus_qt.record import Record
from carolus_qt.view import GameView

from .board import BoardScene, BoardView, status_text
from .history import replay_views
from .jump_slider import JumpSlider
from .narration import Narrator, you_seat
from .seats import seats_of


class ReplayViewer(QDialog):
    """Position 0 is the start; position k is after the record's k-th action."""

    def __init__(self, record: Record, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Replay"))
        self.record = record
        self.names = list(record.names)
        self.views = replay_views(record)
        self.captions = _captions(record, self.views)

        self.scene = BoardScene(self)
        self.scene.set_animation_speed(0)
        self.board = BoardView(self.scene)
        self.caption = QLabel()
        self.caption.setWordWrap(True)
        self.caption.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
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
        layout = QVBoxLayout(self)
        layout.addWidget(self.board, 1)
        layout.addWidget(self.caption)
        layout.addLayout(controls)
        self.resize(1200, 820)  # the board is landscape: seat boxes left and right of the ring
        self.show_position(0)

    def position(self) -> int:
        return self.slider.value()

    def current_view(self) -> GameView:
        return self.views[self.position()]

    def step_forward(self) -> None:
        self.slider.setValue(min(self.slider.maximum(), self.slider.value() + 1))

    def step_back(self) -> None:
        self.slider.setValue(max(0, self.slider.value() - 1))

    def show_position(self, k: int) -> None:
        view = self.views[k]
        self.scene.set_view(view, self.names, False)
        self.position_label.setText(self.tr("{0} / {1}").format(k, len(self.views) - 1))
        text = self.captions[k] if k else self.tr("The start of the game.")
        self.caption.setText(f"{html.escape(text)}<br><i>{html.escape(status_text(view, self.names))}</i>")


def _captions(record: Record, views: list[GameView]) -> list[str]:
    """For each position, the log line of the turn so far (what just happened)."""
    narrator = Narrator(record.players, record.names, you_seat(seats_of(record)))
    out = [""]
    for k, action in enumerate(record.actions):
        narrator.add(views[k], action, views[k + 1])
        out.append(_html(narrator.lines[-1] if narrator.lines else str(action)))
    return out


def _html(line: str) -> str:
    return line.replace("&", "&amp;").replace("<", "&lt;")
