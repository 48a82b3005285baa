"""The optional rules on the board: a person takes piles, places and names jokers, swaps or keeps — by clicks."""

from __future__ import annotations

from random import Random

import pytest
from pytestqt.qtbot import QtBot
from test_ui_app_window import _click, _click_action, _person_action, _wait_for_person

from carolus.engine.actions import Action
from carolus.engine.constants import COLOURS
from carolus.engine.variants import PIECES
from carolus.ui.seats import GameSetup
from carolus.ui.windows.main_window import MainWindow
from carolus.ui.windows.variant_choice import BOARD_READY


def click_variant_action(w: MainWindow, qtbot: QtBot, action: Action) -> None:
    """Perform ``action`` by clicks, through the variants panel where the rule puts it."""
    panel = w.scene.variants
    view = w.controller.view()
    if action.type == "pile":
        _click(w, qtbot, panel.chip("pile", action.pile))
        if action.take is not None:
            knights = [COLOURS[c] for c, n in enumerate(view.piles[int(action.pile or 0)]) for _ in range(n)]
            wanted = list(action.take)
            for i, colour in enumerate(knights):
                if colour in wanted:
                    wanted.remove(colour)
                    _click(w, qtbot, panel.chip("knight", i))
    elif action.type == "swap":
        if action.source is None:
            _click(w, qtbot, panel.chip("keep"))
        else:
            _click(w, qtbot, panel.chip("from", action.source))
            _click(w, qtbot, panel.chip("to", action.to))
    elif action.type == "place" and action.joker:
        _click(w, qtbot, panel.chip("joker"))
        assert panel.joker_selected
        scene = w.scene
        target = scene.court_item(action.player) if action.to == "court" else scene.region_item(int(action.to))
        _click(w, qtbot, target)
        _click(w, qtbot, panel.chip("joker-colour", action.colour))
    else:
        _click_action(w, qtbot, action)


def play_by_clicks(w: MainWindow, qtbot: QtBot, rng: Random) -> set[str]:
    """Click random legal actions for the person to the end; returns the kinds of variant choice clicked."""
    c = w.controller
    seen: set[str] = set()
    while True:
        _wait_for_person(w, qtbot)
        if c.match.is_over():
            return seen
        action = _person_action(w, rng)
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
