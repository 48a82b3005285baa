"""The rules help: every part of the game on a page of its own (setup, ties, the team game, each optional rule
with its picture), in three languages, reachable from the Help menu and from each rule in the New game dialog."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QUrl
from PySide6.QtGui import QImage, QTextDocument
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from carolus.engine.variants import PIECES
from carolus.ui.preferences import AppSettings
from carolus.ui.windows.main_window import MainWindow
from carolus.ui.windows.new_game_dialog import NewGameDialog
from carolus.ui.windows.rules_dialog import PICTURE_SCHEME, TOPICS, RulesDialog, topic_html
from carolus.ui.windows.rules_pictures import PICTURES, picture
from carolus.ui.windows.variant_choice import variant_title
from tests.support.language import english_left


def _pictures_on(dialog: RulesDialog) -> list[QImage]:
    """The images the shown page asked for and got."""
    html = dialog.text.toHtml()
    names = re.findall(rf'src="{PICTURE_SCHEME}:([\w-]+)"', html)
    document = dialog.text.document()
    return [document.resource(QTextDocument.ResourceType.ImageResource, QUrl(f"{PICTURE_SCHEME}:{n}")) for n in names]


def test_every_part_of_the_game_has_a_page_and_every_picture_is_used(qtbot: QtBot) -> None:
    anchors = [anchor for anchor, _, _ in TOPICS]
    for needed in ("setup", "round", "place", "emperor", "refill", "end", "teams", "variants", "here"):
        assert needed in anchors
    assert [a for a in anchors if a.startswith("variant-")] == [f"variant-{v}" for v in PIECES]
    text = " ".join(QTextDocument(topic_html(a)).toPlainText() for a in anchors)
    assert text.count("Ties") + text.count("Equal discs") >= 3, "the ties of discs, control, strength and the end"
    used = set(re.findall(r"\[([\w-]+)\]", " ".join(t for _, _, t in TOPICS)))
    assert used == set(PICTURES)
    for name in PICTURES:
        image = picture(name)
        assert not image.isNull() and image.width() > image.height() > 0


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_each_page_reads_in_the_language_with_its_pictures(
    qtbot: QtBot, language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from carolus.ui import i18n

    monkeypatch.setenv("CAROLUS_LANG", language)
    assert i18n.install() == language
    try:
        dialog = RulesDialog(None)
        qtbot.addWidget(dialog)
        dialog.show()
        for anchor, _, text in TOPICS:
            dialog.show_topic(anchor)
            plain = dialog.text.toPlainText()
            assert "[" not in plain, f"{anchor}: a picture's placeholder was not replaced"
            pictures = _pictures_on(dialog)
            assert len(pictures) == text.count("<p>[") and all(not p.isNull() for p in pictures), anchor
            if language != "en":
                sentences = [s for s in re.split(r"(?<=[.:;])\s+", plain) if s.strip()]
                assert english_left(sentences, language) == [], anchor
        assert dialog.text.verticalScrollBar().maximum() == 0 or dialog.height() <= 768
    finally:
        i18n.remove()
        i18n.ensure_installed()


def test_each_optional_rule_in_the_new_game_dialog_opens_its_page(qtbot: QtBot, user_dirs: Path) -> None:
    settings = AppSettings(QSettings())
    dialog = NewGameDialog(settings.last_setup())
    qtbot.addWidget(dialog)
    dialog.show()
    for name in PIECES:
        dialog.variants.helps[name].click()
        rules = dialog.rules
        assert rules is not None and rules.isVisible() and rules.current == f"variant-{name}"
        assert rules.text.toPlainText().splitlines()[0].endswith(variant_title(name))
        assert rules.topics.currentItem().text().endswith(variant_title(name))
        assert len(_pictures_on(rules)) == 1
    assert len([w for w in QApplication.topLevelWidgets() if isinstance(w, RulesDialog) and w.isVisible()]) == 1


def test_the_help_menu_opens_the_rules_at_the_start_and_the_list_turns_the_pages(qtbot: QtBot, user_dirs: Path) -> None:
    settings = AppSettings(QSettings())
    w = MainWindow(settings)
    qtbot.addWidget(w)
    help_menu = next(a.menu() for a in w.menuBar().actions() if a.text() == "&Help")
    assert w.rules_action in help_menu.actions()
    w.rules_action.trigger()
    rules = next(d for d in w.findChildren(RulesDialog))
    qtbot.waitUntil(rules.isVisible)
    assert rules.current == "brief" and "all your castles" in rules.text.toPlainText()
    rules.topics.setCurrentRow([a for a, _, _ in TOPICS].index("teams"))
    assert rules.current == "teams" and "seats 1 and 3" in rules.text.toPlainText()
    assert rules.width() <= 1366 and rules.height() <= 700
