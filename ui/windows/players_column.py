"""The optional column of player panels (View ▸ Players): one PlayerPanel per seat, rebuilt per game."""

from __future__ import annotations

from PySide6.QtWidgets import QVBoxLayout, QWidget

from carolus.engine.view import GameView

from ..board import PlayerPanel


class PlayersColumn(QWidget):
    """Panels for the seats of the game shown, top to bottom."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.box = QVBoxLayout(self)
        self.box.setSpacing(6)
        self.box.setContentsMargins(4, 4, 4, 4)
        self.panels: list[PlayerPanel] = []

    def set_players(self, players: int) -> None:
        for panel in self.panels:
            self.box.removeWidget(panel)
            panel.deleteLater()
        self.panels = []
        while self.box.count():
            self.box.takeAt(0)
        for _ in range(players):
            panel = PlayerPanel()
            self.box.addWidget(panel)
            self.panels.append(panel)
        self.box.addStretch(1)

    def set_view(self, view: GameView, names: list[str]) -> None:
        for seat, panel in enumerate(self.panels):
            panel.set_view(view, seat, names)
