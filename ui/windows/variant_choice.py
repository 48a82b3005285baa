"""The optional rules as check boxes: one line each on what it changes, refused combinations greyed with why.

The engine decides what may combine (``rules.combination_problem``); this
box only words it for the player.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QCheckBox, QGroupBox, QHBoxLayout, QLabel, QToolButton, QVBoxLayout, QWidget

from carolus.engine.rules import combination_problem

from ..variants import board_ready, window_variant

BOARD_READY: frozenset[str] = frozenset(board_ready())
"""The built-in variants a person can play on the board (piles, jokers, rolled dice and the swap:
``carolus.ui.board.variant_item``); ``variants.board_ready()`` adds registered ones."""


def variant_title(name: str) -> str:
    return window_variant(name).title()


def variant_line(name: str) -> str:
    """One line on what the rule changes."""
    return window_variant(name).line()


def refusal(name: str, chosen: set[str]) -> str:
    """Why ``name`` cannot join the rules already ``chosen``, or empty if it can (the first rule, in the
    engine's order, that words its refusal says it)."""
    names = [n for n in board_ready() if n in chosen | {name}]
    if combination_problem(names) is None:
        return ""
    said = (window_variant(n).refusal() for n in names)
    return next(
        (text for text in said if text),
        QCoreApplication.translate("VariantChoice", "This rule does not go with the others chosen."),
    )


class VariantChoice(QGroupBox):
    """Check boxes for the optional rules; ``chosen()`` gives their record names in the order of docs/rules.md §10.
    Each has a "?" beside it: ``help_requested`` carries the rule's name, for the rules help to open at it."""

    help_requested = Signal(str)

    def __init__(self, chosen: tuple[str, ...] = (), parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("VariantChoice", "Optional rules"), parent)
        layout = QVBoxLayout(self)
        self.boxes: dict[str, QCheckBox] = {}
        self.notes: dict[str, QLabel] = {}
        self.helps: dict[str, QToolButton] = {}
        for name in board_ready():
            box = QCheckBox(variant_title(name))
            box.setChecked(name in chosen)
            box.toggled.connect(self._refresh)
            note = QLabel(variant_line(name))
            note.setIndent(24)
            help_button = QToolButton()
            help_button.setText("?")
            help_button.setFixedSize(24, 24)
            help_button.setToolTip(
                QCoreApplication.translate("VariantChoice", "How {0} plays, with a picture").format(variant_title(name))
            )
            help_button.clicked.connect(lambda _checked=False, n=name: self.help_requested.emit(n))
            line = QHBoxLayout()
            line.addWidget(box)
            line.addWidget(help_button)
            line.addStretch(1)
            layout.addLayout(line)
            layout.addWidget(note)
            self.helps[name] = help_button
            self.boxes[name] = box
            self.notes[name] = note
        self._hold_still()
        self._refresh()

    def _hold_still(self) -> None:
        """Every note keeps the room of its line and a refusal under it, as wide as the widest refusal: a rule
        ticked greys others and words why, and nothing moves (the next click used to miss what it aimed at)."""
        refusals = [window_variant(n).refusal() for n in board_ready()]
        refusals.append(QCoreApplication.translate("VariantChoice", "This rule does not go with the others chosen."))
        for name, note in self.notes.items():
            indent = max(0, note.indent())  # as a margin: an indent would push top-aligned text down as well
            note.setIndent(0)
            note.setContentsMargins(indent, 0, 0, 0)
            metrics = note.fontMetrics()
            margins = note.contentsMargins()
            widest = max(metrics.horizontalAdvance(text) for text in [variant_line(name), *refusals] if text)
            note.setMinimumWidth(widest + margins.left() + margins.right() + 4)
            note.setMinimumHeight(2 * metrics.lineSpacing() + margins.top() + margins.bottom() + 2)
            note.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)  # under its box; room below

    def chosen(self) -> tuple[str, ...]:
        return tuple(name for name in board_ready() if name in self.boxes and self.boxes[name].isChecked())

    def _refresh(self) -> None:
        chosen = set(self.chosen())
        for name, box in self.boxes.items():
            why = "" if box.isChecked() else refusal(name, chosen)
            box.setEnabled(not why)
            self.notes[name].setEnabled(not why)
            box.setToolTip(why)
            self.notes[name].setText(f"{variant_line(name)}\n{why}" if why else variant_line(name))
