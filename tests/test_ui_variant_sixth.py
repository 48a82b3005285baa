"""The made-up sixth variant in the window: one hook class and one registration line (issue 28, point 1).

``Tithe`` is registered in the engine as ``test_variant_sixth`` does; its
window hook below is what a new module's class in ``carolus/ui/variants.py``
would hold, registered the way that module lists the built-in ones. The
New game dialog offers it, the board's legend names it and its panel
section shows, and no window code names it.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest
from pytestqt.qtbot import QtBot

from carolus.engine import variants
from carolus.engine.match import Match
from carolus.engine.view import GameView, game_view
from carolus.ui import variants as window_variants
from carolus.ui.board import BoardScene
from carolus.ui.variants import WindowVariant
from carolus.ui.windows.rules_dialog import RulesDialog, variant_anchors
from carolus.ui.windows.rules_pictures import picture
from carolus.ui.windows.variant_choice import VariantChoice, variant_title
from tests.support.tithe import Tithe

if TYPE_CHECKING:
    from carolus.ui.board.variant_item import VariantPanel


class TitheWindow(WindowVariant):
    """Made up: the window's words for tithe, and a panel line with the knights the church counts."""

    name = "tithe"
    help_page = "<p>A crown rolled at a refill goes to the church.</p>\n<p>[tithe]</p>"
    picture = (("crown",), ("arrow",), ("sym", "0"))

    def title(self) -> str:
        return "Church tithe"

    def line(self) -> str:
        return "A crown rolled at a refill gives nothing."

    def refusal(self) -> str:
        return "The tithe goes with no other rule."

    def lay_section(self, panel: VariantPanel, view: GameView, y: float) -> float:
        return panel.lay_faces(f"Tithe due: {view.tithe_due}", [], y)


@pytest.fixture
def tithe() -> Iterator[None]:
    variants.register(Tithe())  # the engine's one registration line
    window_variants.register(TitheWindow())  # the window's one registration line
    yield
    window_variants.unregister("tithe")
    variants.unregister("tithe")


def test_the_new_game_choice_offers_the_made_up_variant_with_its_words_and_refusal(tithe: None, qtbot: QtBot) -> None:
    choice = VariantChoice()
    qtbot.addWidget(choice)
    assert list(choice.boxes)[-1] == "tithe"
    assert choice.boxes["tithe"].text() == "Church tithe"
    assert choice.notes["tithe"].text() == "A crown rolled at a refill gives nothing."
    choice.boxes["tithe"].setChecked(True)
    assert choice.chosen() == ("tithe",)
    assert not choice.boxes["early-roll"].isEnabled()  # the engine refuses the pair; the hook words why
    assert choice.boxes["early-roll"].toolTip() == "The tithe goes with no other rule."


def test_the_board_names_the_made_up_variant_and_lays_its_section(tithe: None, qtbot: QtBot) -> None:
    scene = BoardScene()
    match = Match.new(2, "7e14", variant=["tithe"])
    view = game_view(match.state, 0)
    scene.set_view(view, ["Ann", "Bob"], True)
    panel = scene.variants
    assert panel.isVisible()
    assert panel.legend()[1:] == ["Church tithe"]
    assert variant_title("tithe") == "Church tithe"
    assert "Church tithe: A crown rolled at a refill gives nothing." in panel.toolTip()
    assert [text for _, _, text, _, _ in panel._lines] == [f"Tithe due: {view.tithe_due}"]


def test_without_its_window_hook_a_variant_is_not_offered_and_shows_its_record_name(qtbot: QtBot) -> None:
    variants.register(Tithe())
    try:
        choice = VariantChoice()
        qtbot.addWidget(choice)
        assert "tithe" not in choice.boxes  # the board could not show it: not offered
        assert variant_title("tithe") == "tithe"
    finally:
        variants.unregister("tithe")


def test_the_rules_help_has_the_made_up_variants_page_and_picture(tithe: None, qtbot: QtBot) -> None:
    assert variant_anchors()[-1] == "variant-tithe"
    rules = RulesDialog(topic="variant-tithe")
    qtbot.addWidget(rules)
    assert rules.current == "variant-tithe"
    lines = rules.text.toPlainText().splitlines()
    assert lines[0].endswith("Church tithe")
    assert "A crown rolled at a refill goes to the church." in lines
    assert "carolus-picture:tithe" in rules.text.toHtml()
    assert not picture("tithe").isNull()
    assert rules.topic_anchors()[-1] == "here"  # the page sits with the other rules', before playing here
