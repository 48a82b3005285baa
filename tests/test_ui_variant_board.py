"""The optional rules on the board: a person takes piles, places and names jokers, swaps or keeps — by clicks."""

from __future__ import annotations

from random import Random

import pytest
from pytestqt.qtbot import QtBot

from carolus.engine.variants import PIECES
from carolus.ui.seats import GameSetup
from carolus.ui.windows.main_window import MainWindow
from carolus.ui.windows.variant_choice import BOARD_READY
from tests.support.clicks import click_variant_action, person_action, wait_for_person


def play_by_clicks(w: MainWindow, qtbot: QtBot, rng: Random) -> set[str]:
    """Click random legal actions for the person to the end; returns the kinds of variant choice clicked."""
    c = w.controller
    seen: set[str] = set()
    while True:
        wait_for_person(w, qtbot)
        if c.match.is_over():
            return seen
        action = person_action(w, rng)
        phase = c.view().phase
        if phase in ("pile", "swap"):
            words = "take one of the open piles" if phase == "pile" else "change a knight or keep all"
            assert f"your turn: {words}" in w.status_label.text()
        count = len(c.record.actions)
        click_variant_action(w, qtbot, action)
        assert len(c.record.actions) > count, f"the click for {action} did nothing"
        assert c.record.actions[count] == action
        if action.type == "pile":
            seen.add("pile" if action.take is None else "pile-picked")
        elif action.type == "swap":
            seen.add("keep" if action.source is None else "swap")
        elif action.type == "place" and action.joker:
            seen.add("joker")


def test_every_rule_is_offered_in_the_new_game_dialog() -> None:
    assert frozenset(PIECES) == BOARD_READY


@pytest.mark.slow  # whole games by real clicks, one per rule set: the slow tier
@pytest.mark.parametrize(
    ("variants", "seed", "clicked"),
    [
        (("piles",), "b11e5", {"pile-picked"}),
        (("deferred-jokers",), "c0ffee", {"joker"}),
        (("free-colour",), "5ca1e", {"keep", "swap"}),
        (("piles", "deferred-jokers"), "ba5e", {"joker", "pile", "pile-picked"}),
        (("deferred-jokers", "free-colour", "early-roll"), "a11", {"joker", "keep", "swap"}),
    ],
)
def test_a_person_plays_a_rule_to_the_end_by_real_clicks(
    window: MainWindow,
    qtbot: QtBot,
    variants: tuple[str, ...],
    seed: str,
    clicked: set[str],
) -> None:
    """A whole pile, some knights of a big pile, a joker placed and named, a knight changed and all kept."""
    window.start_game(GameSetup(2, ("Ann", "Robot"), ("human", "random"), seed, variants))
    seen = play_by_clicks(window, qtbot, Random(3))
    match = window.controller.match
    assert match.is_over() and match.rules.variants == variants
    assert window.scene.variants.isVisible()
    assert seen == clicked
    log = " ".join(window.controller.log_lines)
    assert ("came from a joker" in log or "came from jokers" in log) == ("joker" in clicked)
    assert ("You took pile" in log) == ("piles" in variants)
    assert ("You changed a knight just taken" in log) == ("swap" in clicked)
