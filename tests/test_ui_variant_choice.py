"""The New game dialog's optional rules: offered with a line each, refused combinations greyed with why."""

from __future__ import annotations

from random import Random

import pytest
from pytestqt.qtbot import QtBot

from carolus.engine.match import Match
from carolus.ui.main_window import MainWindow
from carolus.ui.new_game_dialog import NewGameDialog
from carolus.ui.seats import GameSetup, default_setup
from tests.support.clicks import play_clicks


def test_the_rules_a_person_can_play_are_offered_and_a_refused_combination_is_greyed_with_why(qtbot: QtBot) -> None:
    dialog = NewGameDialog(default_setup())
    qtbot.addWidget(dialog)
    boxes = dialog.variants.boxes
    assert list(boxes) == ["free-draw", "piles", "deferred-jokers", "free-colour", "early-roll"]
    assert all(box.isEnabled() for box in boxes.values())
    boxes["early-roll"].setChecked(True)
    assert not boxes["free-draw"].isEnabled()
    assert boxes["free-draw"].toolTip() == "Free draw replaces the refill dice: it goes with no other rule."
    assert not boxes["piles"].isEnabled()
    assert boxes["piles"].toolTip() == "Open piles replace the refill dice: only kept jokers go with them."
    assert boxes["deferred-jokers"].isEnabled() and boxes["free-colour"].isEnabled()
    assert "Free draw replaces" in dialog.variants.notes["free-draw"].text()
    boxes["early-roll"].setChecked(False)
    assert boxes["free-draw"].isEnabled()
    boxes["free-draw"].setChecked(True)
    assert not boxes["early-roll"].isEnabled()
    setup = dialog.setup()
    assert setup.variants == ("free-draw",)
    record = setup.record()
    assert record.variant == ["free-draw"]
    assert Match(record).state.rules.variants == ("free-draw",)


def test_a_setup_without_rules_is_the_standard_game() -> None:
    assert GameSetup(2, ("A", "B"), ("human", "greedy"), "ab").record().variant == []


@pytest.mark.parametrize("variant", ["early-roll", "free-draw"])
def test_a_person_plays_a_crown_rule_to_the_end_by_real_clicks(
    window: MainWindow,
    qtbot: QtBot,
    variant: str,
) -> None:
    window.start_game(GameSetup(2, ("Ann", "Robot"), ("human", "random"), "a11ce", (variant,)))
    clicks = play_clicks(window, qtbot, Random(2))
    match = window.controller.match
    assert match.is_over() and clicks > 20
    assert match.rules.variants == (variant,)
    assert match.state.end_reason is not None
