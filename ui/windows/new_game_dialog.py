"""The new-game dialog: 2, 3 or 4 players, a person or a computer level per seat, names, an optional seed.

Levels are offered by name with their approximate measured Elo (``carolus.engine.ai.levels.APPROX_ELO``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRegularExpression
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from carolus.engine.ai import APPROX_ELO

from ..preferences import default_computer_name, default_player_name
from ..seats import AI_LEVELS, HUMAN, GameSetup, offered_kind, team_label
from .rules_dialog import RulesDialog, variant_topic
from .variant_choice import VariantChoice


def default_names() -> tuple[str, ...]:
    """The names a seat gets when left empty, in the reader's language."""
    return (default_player_name(), default_computer_name(), "Cleo", "Dario")


def level_name(level: str) -> str:
    """A computer level's name in the reader's language."""
    names = {
        "beginner": QCoreApplication.translate("NewGameDialog", "beginner"),
        "novice": QCoreApplication.translate("NewGameDialog", "novice"),
        "intermediate": QCoreApplication.translate("NewGameDialog", "intermediate"),
        "advanced": QCoreApplication.translate("NewGameDialog", "advanced"),
        "expert": QCoreApplication.translate("NewGameDialog", "expert"),
    }
    return names.get(level, level)


def kind_label(kind: str) -> str:
    """How a seat kind reads in a chooser: a person, or a level by name with its approximate Elo."""
    if kind == HUMAN:
        return QCoreApplication.translate("NewGameDialog", "Person at this screen")
    level = offered_kind(kind)
    elo = APPROX_ELO.get(level)
    if elo is None:
        return kind
    equal = next((other for other in AI_LEVELS if other != level and APPROX_ELO.get(other) == elo), None)
    if equal is not None and AI_LEVELS.index(equal) < AI_LEVELS.index(level):  # measured level with a weaker name
        return QCoreApplication.translate(
            "NewGameDialog", "Computer: {level} (Elo about {elo}, measured as strong as {other})"
        ).format(level=level_name(level), elo=elo, other=level_name(equal))
    return QCoreApplication.translate("NewGameDialog", "Computer: {level} (Elo about {elo})").format(
        level=level_name(level), elo=elo
    )


class NewGameDialog(QDialog):
    """Asks for a GameSetup; starts from the last choices."""

    def __init__(self, last: GameSetup, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        layout = QVBoxLayout(self)

        count_box = QGroupBox(self.tr("Players"))
        count_row = QHBoxLayout(count_box)
        self.count_group = QButtonGroup(self)
        choices = ((2, self.tr("2 players")), (3, self.tr("3 players")), (4, self.tr("4 players (2 teams)")))
        for n, text in choices:
            button = QRadioButton(text)
            self.count_group.addButton(button, n)
            count_row.addWidget(button)
        layout.addWidget(count_box)

        seats_box = QGroupBox(self.tr("Seats"))
        grid = QGridLayout(seats_box)
        self.name_edits: list[QLineEdit] = []
        self.kind_boxes: list[QComboBox] = []
        self.team_labels: list[QLabel] = []
        for seat in range(4):
            edit = QLineEdit()
            edit.setMaxLength(24)
            box = QComboBox()
            for kind in (HUMAN, *AI_LEVELS):
                box.addItem(kind_label(kind), kind)
            team = QLabel()
            grid.addWidget(QLabel(self.tr("Seat {0}").format(seat + 1)), seat, 0)
            grid.addWidget(edit, seat, 1)
            grid.addWidget(box, seat, 2)
            grid.addWidget(team, seat, 3)
            self.name_edits.append(edit)
            self.kind_boxes.append(box)
            self.team_labels.append(team)
            name = last.names[seat] if seat < last.players else default_names()[seat]
            kind = last.seats[seat] if seat < last.players else "intermediate"
            edit.setText(name)
            box.setCurrentIndex(max(0, box.findData(offered_kind(kind))))
        layout.addWidget(seats_box)

        self.variants = VariantChoice(last.variants)
        self.variants.help_requested.connect(self.show_variant_help)
        self.rules: RulesDialog | None = None
        layout.addWidget(self.variants)

        form = QFormLayout()
        self.seed_edit = QLineEdit()
        self.seed_edit.setPlaceholderText(self.tr("random"))
        self.seed_edit.setValidator(QRegularExpressionValidator(QRegularExpression("[0-9a-fA-F]{0,40}"), self))
        self.seed_edit.setToolTip(self.tr("A hex seed replays the same setup and dice; leave empty for a fresh game."))
        form.addRow(self.tr("Seed (optional, hex):"), self.seed_edit)
        layout.addLayout(form)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

        self.count_group.idToggled.connect(self._count_changed)
        self.count_group.button(last.players).setChecked(True)
        self._count_changed(last.players, True)

    def show_variant_help(self, name: str) -> RulesDialog:
        """The rules help at the page of optional rule ``name``, beside this dialog (one help window at a time)."""
        if self.rules is None:
            self.rules = RulesDialog(self, variant_topic(name))
        else:
            self.rules.show_topic(variant_topic(name))
        self.rules.show()
        self.rules.raise_()
        return self.rules

    def players(self) -> int:
        return self.count_group.checkedId()

    def set_players(self, n: int) -> None:
        self.count_group.button(n).setChecked(True)

    def _count_changed(self, n: int, checked: bool) -> None:
        if not checked:
            return
        for seat in range(4):
            on = seat < n
            self.name_edits[seat].setEnabled(on)
            self.kind_boxes[seat].setEnabled(on)
            team = team_label(seat, n)
            team = {"Team A": self.tr("Team A"), "Team B": self.tr("Team B")}.get(team, team)
            self.team_labels[seat].setText(team if on else "")

    def setup(self) -> GameSetup:
        n = self.players()
        names = []
        for seat in range(n):
            name = " ".join(self.name_edits[seat].text().split()) or default_names()[seat]
            names.append(name)
        kinds = tuple(str(self.kind_boxes[seat].currentData() or HUMAN) for seat in range(n))
        seed = self.seed_edit.text().strip() or None
        return GameSetup(n, tuple(names), kinds, seed, self.variants.chosen())
