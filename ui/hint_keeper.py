"""The hint's life in the window: asked (at once, or once a person here is to act), shown, followed, dropped.

A hint is asked of the session (which remembers the position it is for), arrives
from the controller's worker, and is shown twice: as marks on the board (the
steps not played yet) and as words in the hint card. Its marks stay while the
person plays the suggested steps in order; anything else (another action, an
undo, a new game) takes the hint away, and the card goes back to what the
others just did (``on_dropped``).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from carolus.engine.actions import Action
from carolus.engine.ai.hint import Hint

from .board import BoardScene
from .session import GameSession
from .windows.hint_bar import HintBar
from .words.hint_words import hint_text


class HintKeeper:
    """Which hint is shown and how much of it is left; the window tells it what happened."""

    def __init__(self, session: GameSession, scene: BoardScene, card: HintBar, on_dropped: Callable[[], None]) -> None:
        self.session = session
        self.scene = scene
        self.card = card
        self.on_dropped = on_dropped
        self.left: list[Action] = []
        """The steps of the shown hint not played yet (its marks stay on the board for them)."""
        self.at = 0
        """How many actions the record held when the hint (or its last followed step) was shown."""
        self.wanted = False
        """H was pressed while the computer was choosing: ask once a person here is to act."""

    def ask(self) -> None:
        """H: a hint for the person to act; asked while the computer is still choosing (its disc, its turn), the
        hint follows as soon as a person here is to act."""
        c = self.session.controller
        if c is None or c.match.is_over():
            return
        if c.is_interactive() and not self.scene.animating:
            if self.session.ask_hint():
                self.wanted = False
                self.card.show_hint(QCoreApplication.translate("MainWindow", "Thinking about a hint…"))
            return
        self.wanted = True
        self.card.show_hint(QCoreApplication.translate("MainWindow", "A hint follows when it is your turn…"))

    def ask_when_ready(self) -> None:
        """A hint asked for earlier, once a person here is to act and the board is still."""
        c = self.session.controller
        if self.wanted and c is not None and c.is_interactive() and not c.is_busy() and not self.scene.animating:
            self.ask()

    def ready(self, hint: Hint) -> None:
        """The worker's hint: shown if it is still for the position on the board."""
        c = self.session.controller
        if c is None or not self.session.hint_is_current():
            return  # the person has acted since asking: the suggestion is for a position that is gone
        self.left = list(hint.actions)
        self.at = len(c.record.actions)
        self.scene.show_hint(self.left)
        self.card.show_hint(hint_text(hint, c.view(), c.names))

    def follow(self) -> None:
        """After a change: the hint's marks stay, for the steps left, while the person plays what it suggested;
        anything else (another action, an undo) takes the hint away."""
        c = self.session.controller
        if c is None:
            return
        if not self.left:
            if self.card.hint_shown and not self.wanted and not self.session.hint_is_current():
                self.drop()
            return
        actions = c.record.actions
        if len(actions) == self.at + 1 and actions[-1] == self.left[0]:
            self.left.pop(0)
            self.at += 1
            if self.left:
                self.scene.show_hint(self.left)
                return
        self.drop()

    def drop(self) -> None:
        """No hint any more: marks and words gone, nothing pending."""
        self.left = []
        self.wanted = False
        self.session.hint_for = ""
        self.scene.clear_hint()
        self.card.clear_hint()
        self.on_dropped()
