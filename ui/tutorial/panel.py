"""The tutorial's strip over the board: which step, the one task, "well done", and the few buttons.

One short line of text at a time, as in the interactive go lessons this follows: the task while the player
works on it, the "well done" line in its place once the engine says the goal is met, so the strip keeps its
height and the board never moves. The buttons say what the player can do now: Next once a step is done, Try
again after a miss, Skip step and Leave tutorial always.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QKeySequence
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

DONE_INK = "#1d6b2a"
MISS_INK = "#9a4a00"
TEXT_LINES = 2
TEXT_PT = 12.0
"""The task's type: larger than the menus, it is what the player reads; smaller than the status line's 15 pt, which
says whose turn it is."""
"""The task and the "well done" line get this many lines; the strip's height never changes with its words."""


class TutorialPanel(QFrame):
    """Words and buttons of one step; the guide fills it and listens to its buttons."""

    next_clicked = Signal()
    again_clicked = Signal()
    skip_clicked = Signal()
    leave_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tutorial-panel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("#tutorial-panel { background: #fbf3dc; border: 1px solid #d9c48f; border-radius: 4px; }")
        self.heading = QLabel()
        heading_font = QFont(self.font())
        heading_font.setBold(True)
        self.heading.setFont(heading_font)
        self.heading.setStyleSheet("color: #6b5310;")
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        text_font = QFont(self.font())
        text_font.setPointSizeF(max(TEXT_PT, text_font.pointSizeF()))
        self.text.setFont(text_font)
        self.text.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.text.setFixedHeight(QFontMetrics(text_font).lineSpacing() * TEXT_LINES + 4)
        self.text.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        words = QVBoxLayout()
        words.setSpacing(2)
        words.addWidget(self.heading)
        words.addWidget(self.text)

        self.next_button = QPushButton(self.tr("Next"))
        self.next_button.setObjectName("tutorial-next")
        self.next_button.setShortcut(QKeySequence(Qt.Key.Key_Return))  # only while shown: after a step is done
        self.again_button = QPushButton(self.tr("Try again"))
        self.again_button.setObjectName("tutorial-again")
        self.skip_button = QPushButton(self.tr("Skip step"))
        self.skip_button.setObjectName("tutorial-skip")
        self.leave_button = QPushButton(self.tr("Leave tutorial"))
        self.leave_button.setObjectName("tutorial-leave")
        for button in (self.next_button, self.again_button, self.skip_button, self.leave_button):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # the keys 1-5 stay with the board
            button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.next_button.clicked.connect(self.next_clicked)
        self.again_button.clicked.connect(self.again_clicked)
        self.skip_button.clicked.connect(self.skip_clicked)
        self.leave_button.clicked.connect(self.leave_clicked)

        row = QHBoxLayout(self)
        row.setContentsMargins(10, 6, 10, 6)
        row.addLayout(words, 1)
        for button in (self.next_button, self.again_button, self.skip_button, self.leave_button):
            row.addWidget(button, 0, Qt.AlignmentFlag.AlignVCenter)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.show_task("", "", last=False)

    def show_task(self, heading: str, task: str, *, last: bool) -> None:
        """A step begins: its task; Skip (or, on the last step, nothing to skip to) and Leave."""
        self.heading.setText(heading)
        self._say(task, "")
        self.next_button.hide()
        self.again_button.hide()
        self.skip_button.setVisible(not last)

    def show_done(self, words: str, *, last: bool) -> None:
        """The goal is met: the "well done" line and Next (the last step's Next starts a real game)."""
        self._say(words, DONE_INK)
        self.next_button.setText(self.tr("Play a game") if last else self.tr("Next"))
        self.next_button.setShortcut(QKeySequence(Qt.Key.Key_Return))  # a new text takes the shortcut away
        self.next_button.show()
        self.next_button.setDefault(True)
        self.again_button.hide()
        self.skip_button.hide()

    def show_missed(self, words: str) -> None:
        """The goal can no longer be met from here: say so and offer the step again."""
        self._say(words, MISS_INK)
        self.next_button.hide()
        self.again_button.show()

    def _say(self, words: str, ink: str) -> None:
        self.text.setText(words)
        self.text.setToolTip(words)
        self.text.setStyleSheet(f"color: {ink}; font-weight: 600;" if ink else "")
