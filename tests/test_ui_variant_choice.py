"""The New game dialog's optional rules: offered with a line each, refused combinations greyed with why."""

from __future__ import annotations

from random import Random

import pytest
from pytestqt.qtbot import QtBot

from carolus.engine.match import Match
from carolus.ui.seats import GameSetup, default_setup
from carolus.ui.windows.main_window import MainWindow
from carolus.ui.windows.new_game_dialog import NewGameDialog
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


@pytest.mark.slow  # whole games by real clicks: the slow tier
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


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_the_dialog_keeps_still_while_rules_are_ticked_and_fits_a_small_screen(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    """Ticking a rule greyed others and gave them a line: everything under it moved and the next click missed."""
    from PySide6.QtWidgets import QApplication, QWidget

    from carolus.ui import i18n

    monkeypatch.setenv("CAROLUS_LANG", lang)
    assert i18n.install() == lang
    try:
        dialog = NewGameDialog(default_setup())
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)

        def places() -> dict[int, tuple[int, int, int, int]]:
            QApplication.processEvents()
            return {
                id(w): (*w.mapTo(dialog, w.rect().topLeft()).toTuple(), w.width(), w.height())
                for w in dialog.findChildren(QWidget)
                if w.isVisible()
            }

        before, size = places(), dialog.size()
        boxes = dialog.variants.boxes
        for name in ("early-roll", "free-draw", "piles"):
            boxes[name].setChecked(True)
            assert places() == before and dialog.size() == size, f"the dialog moved when {name} was ticked"
            assert any(not box.isEnabled() for box in boxes.values())
            boxes[name].setChecked(False)
        assert dialog.sizeHint().height() <= 768 - 60, "the dialog fits a 1366x768 screen"
    finally:
        i18n.remove()


def test_the_dialog_remembers_the_last_games_optional_rules(qtbot: QtBot, user_dirs: object) -> None:
    from PySide6.QtCore import QSettings

    from carolus.ui.preferences import AppSettings

    settings = AppSettings(QSettings())
    setup = GameSetup(3, ("Ann", "Bob", "Cleo"), ("human", "greedy", "greedy"), "", ("piles", "deferred-jokers"))
    settings.remember_setup(setup)
    last = AppSettings(QSettings()).last_setup()
    assert last.variants == ("piles", "deferred-jokers")
    dialog = NewGameDialog(last)
    qtbot.addWidget(dialog)
    assert dialog.variants.chosen() == ("piles", "deferred-jokers")
    settings.remember_setup(GameSetup(2, ("Ann", "Bob"), ("human", "greedy")))
    assert AppSettings(QSettings()).last_setup().variants == ()
