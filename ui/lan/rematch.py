"""*Play again* in a LAN game's window (issue 35): the result panel's button offers the same table again (the host's
player) or says we would like to (a joiner); a joiner offered it is asked, and answers (``carolus.net.rematch``)."""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QMessageBox

from carolus.net.host import HostCore
from carolus.net.joiner import JoinerCore

from ..windows.main_window import MainWindow
from .bridge import LanBridge


class RematchControl(QObject):
    """The result panel's *Play again* and the question a joiner is asked when the host offers it."""

    def __init__(self, window: MainWindow, bridge: LanBridge) -> None:
        super().__init__(window)
        self.window = window
        self.bridge = bridge
        self.wished = False
        """Our player pressed *Play again* before the host's offer came: the offer is answered yes at once."""
        self.box: QMessageBox | None = None
        window.play_again = self.play_again
        bridge.rematch_asked.connect(self.asked)

    def play_again(self) -> None:
        """The result panel's button: the host's player offers it to everyone; a joiner says yes (to an offer that
        came) or tells the host it would like to."""
        node, core = self.bridge.node, self.bridge.node.core
        if isinstance(core, HostCore):
            node.call(lambda: core.rematch.offer_again(time.monotonic()))
        elif isinstance(core, JoinerCore):
            self.wished = True
            node.call(lambda: core.answer_again(True, time.monotonic()))

    def asked(self, seats: list[int]) -> None:
        """The host offers to play again: yes at once if our player asked for it, else a question."""
        if self.wished:
            self.wished = False
            self.answer(True)
            return
        if self.box is not None:
            return
        where = ", ".join(str(int(s) + 1) for s in seats)
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Play again"),
            self.tr(
                "The host offers to play again with the same players and rules: each seat moves on by one (you "
                "would play seat {0}) and the dice are dealt afresh. Play again?"
            ).format(where),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self.window,
        )
        box.setObjectName("lan-rematch-offer")
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        yes = box.button(QMessageBox.StandardButton.Yes)
        box.buttonClicked.connect(lambda button: self.answer(button is yes))
        box.finished.connect(lambda _r: setattr(self, "box", None))
        self.box = box
        box.open()

    def answer(self, yes: bool) -> None:
        core = self.bridge.node.core
        if isinstance(core, JoinerCore):
            self.bridge.node.call(lambda: core.answer_again(yes, time.monotonic()))

    def stop(self) -> None:
        if self.window.play_again == self.play_again:
            self.window.play_again = None
        if self.box is not None:
            self.box.close()
