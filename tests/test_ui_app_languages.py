"""The window in German and in French: every text a player reads there is in that language.

Each test starts the real window with ``CAROLUS_LANG`` set and reads back what the widgets show: the menus,
the status line, the board's labels, each dialog, the log after a few turns, a hint and the result screen.
"No English left" is checked against the English source strings themselves: no text shown may be (or match,
placeholders filled in) a source string whose translation differs, and none may contain one of the game's
English words.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import (
    QDialog,
    QGraphicsSimpleTextItem,
)
from pytestqt.qtbot import QtBot

from carolus.engine.ai import make_player
from carolus.engine.match import Match
from carolus.ui import i18n
from carolus.ui.preferences import AppSettings
from carolus.ui.seats import GameSetup
from carolus.ui.windows.main_window import MainWindow
from tests.support.language import english_left, shown_texts
from tests.support.window import WindowOptions

EXPECTED = {
    "de": {
        "menus": ["&Spiel", "&Bearbeiten", "&Ansicht", "&Hilfe"],
        "you": "Du",
        "rules": "Burghof",
        "log": ("Du setztest ", "Computer setzte "),
        "hint": "Tipp: ",
        "result": ("Du hast gewonnen", "Sieger: "),
    },
    "fr": {
        "menus": ["&Partie", "É&dition", "A&ffichage", "&Aide"],
        "you": "Vous",
        "rules": "Charlemagne",
        "log": ("Vous avez placé ", "Ordinateur a placé "),
        "hint": "Conseil\u00a0: ",
        "result": ("Vous avez gagné", "Vainqueur\u00a0: "),
    },
}


@pytest.fixture
def window_options(lang: str) -> WindowOptions:
    """The window opens in ``lang`` (installed first), quick to think."""
    return WindowOptions(size=(1300, 850), ai_seconds=0.1)


def test_menus_status_board_and_dialogs_speak_the_language(window: MainWindow, lang: str) -> None:
    from carolus.ui.lan import HostDialog, JoinDialog
    from carolus.ui.windows.new_game_dialog import NewGameDialog
    from carolus.ui.windows.replay_viewer import ReplayViewer
    from carolus.ui.windows.rules_dialog import RulesDialog
    from carolus.ui.windows.settings_dialog import SettingsDialog

    w = window
    expected = EXPECTED[lang]
    assert [a.text() for a in w.menuBar().actions()][:4] == expected["menus"]
    w.start_game(w.settings.last_setup())
    assert w.controller.names[0] == expected["you"], "the default name is translated"
    texts = shown_texts(w) + [a.text() for a in w.actions()] + [a.text() for a in w.menuBar().actions()]
    centre = w.scene.centre
    texts += [centre.round_text, centre.caption, w.status_label.text()]
    board = [item.toolTip() for item in w.scene.items() if item.toolTip()]  # seats, reserves, courts, regions
    board += [item.text() for item in w.scene.items() if isinstance(item, QGraphicsSimpleTextItem)]
    assert len(board) > 10
    if lang == "de":
        assert any("Ritter in Gelb" in tip for tip in board), board
    texts += board
    dialogs: list[QDialog] = [
        NewGameDialog(w.settings.last_setup(), w),
        SettingsDialog(w.settings, w),
        RulesDialog(w),
        HostDialog("", w),
        JoinDialog("", w),
        ReplayViewer(w.controller.record.copy(), w),
        w.show_about(),
    ]
    for dialog in dialogs:
        texts += shown_texts(dialog)
    rules = dialogs[2].text.toPlainText()
    assert expected["rules"] in rules and not re.search(r"\bcourt\b", rules)
    assert english_left(texts, lang) == []
    settings = dialogs[1]
    assert [settings.language.itemText(i) for i in range(1, 4)] == ["English", "Deutsch", "Français"]
    for dialog in dialogs:
        dialog.deleteLater()
    w.controller.shutdown()


def test_the_log_the_hint_and_the_result_screen_speak_the_language(window: MainWindow, qtbot: QtBot, lang: str) -> None:
    w = window
    expected = EXPECTED[lang]
    you, computer = w.settings.last_setup().names
    assert (you, computer) == (expected["you"], "Computer" if lang == "de" else "Ordinateur")
    match = Match.new(2, "1a2b", [you, computer])
    ai = make_player("greedy", 3)
    while match.state.round < 3 or match.state.phase_name != "place" or match.state.to_act != 0:
        match.apply_action(ai.choose(match.state.clone()))
    record = match.record
    record.extra["seats"] = ["human", "greedy"]
    w.load_game(record)
    log = [w.log_list.item(i).text() for i in range(w.log_list.count())]
    assert any(line.startswith(expected["log"][0]) for line in log), log
    assert any(line.startswith(expected["log"][1]) for line in log), log
    assert english_left([*log, w.status_label.text()], lang) == []

    w.controller.hint_iterations = 300
    w.hint_action.trigger()
    qtbot.waitUntil(lambda: w.hint_label.text().startswith(expected["hint"]), timeout=15000)
    sentences = [s for s in re.split(r"(?<=\.) ", w.hint_label.text()) if s]  # the steps, then each fact
    assert len(sentences) >= 2 and english_left(sentences, lang) == [], sentences
    assert w.scene.hint_marks()

    w.controller.shutdown()
    while not match.is_over():
        match.apply_action(ai.choose(match.state.clone()))
    finished = match.record
    finished.extra["seats"] = ["human", "greedy"]
    w.load_game(finished)
    qtbot.waitUntil(lambda: w.result_dialog is not None and w.result_dialog.isVisible(), timeout=10000)
    dialog = w.result_dialog
    assert dialog.title.startswith(expected["result"]), dialog.title
    log = [w.log_list.item(i).text() for i in range(w.log_list.count())]
    assert english_left([*shown_texts(dialog), dialog.how, w.status_label.text(), log[-1]], lang) == []


def test_a_hot_seat_game_names_the_person_to_act_in_the_language(window: MainWindow, lang: str) -> None:
    w = window
    w.start_game(GameSetup(2, ("Anna", "Bruno"), ("human", "human"), "77"))
    text = w.status_label.text()
    assert text.startswith({"de": "Aufbau — ", "fr": "Mise en place — "}[lang])
    turn = {"de": ", du bist an diesem Bildschirm am Zug: ", "fr": ", à vous de jouer à cet écran\u00a0: "}[lang]
    assert turn in text
    assert english_left([text], lang) == []
    w.controller.shutdown()


def test_the_castles_left_beside_a_side_agree_with_their_number(window: MainWindow, lang: str) -> None:
    w = window
    w.start_game(GameSetup(2, ("Anna", "Bruno"), ("human", "human"), "77"))
    tally = w.scene.seat_item(0).tally
    said = {}
    for left in (0, 1, 2, 10):
        tally.castles_left = left
        said[left] = tally.castles_text()
    assert (
        said
        == {
            "de": {0: "noch 0", 1: "noch 1", 2: "noch 2", 10: "noch 10"},
            "fr": {0: "0 restant", 1: "1 restant", 2: "2 restants", 10: "10 restants"},
        }[lang]
    )
    w.controller.shutdown()


def test_no_two_entries_of_a_menu_share_an_access_key(window: MainWindow) -> None:
    from carolus.ui.lan import install_lan_menu

    install_lan_menu(window)
    menus = [a.menu() for a in window.menuBar().actions()]
    bar = [a.text() for a in window.menuBar().actions()]
    for texts in [bar, *[[a.text() for a in m.actions() if a.text()] for m in menus if m is not None]]:
        keys = [t[t.index("&") + 1].lower() for t in texts if "&" in t]
        assert len(set(keys)) == len(keys), texts


def test_english_reads_its_plural_forms_from_carolus_en(qtbot: QtBot, user_dirs: Path) -> None:
    """English is the source language; its .qm gives "1 knight" / "2 knights" instead of "knight(s)"."""
    assert i18n.install("en") == "en"
    w = MainWindow(AppSettings(QSettings()))
    qtbot.addWidget(w)
    match = Match.new(2, "1a2b", ["Ann", "Bob"])
    ai = make_player("greedy", 3)
    while match.state.round < 3 or match.state.phase_name != "place" or match.state.to_act != 0:
        match.apply_action(ai.choose(match.state.clone()))
    match.record.extra["seats"] = ["human", "human"]
    w.load_game(match.record)
    texts = [w.status_label.text(), *(w.log_list.item(i).text() for i in range(w.log_list.count()))]
    assert "place 3 more knights" in texts[0]
    assert not any("(s)" in t or "%n" in t for t in texts), texts
    assert any(" step to region " in t or " steps to region " in t for t in texts)
    w.controller.shutdown()


def _broken_records(tmp_path: Path) -> dict[str, Path]:
    """Files a player may try to open: too big, bad JSON, a later format, an illegal action, refused rules."""
    import json

    from carolus.engine.record import MAX_RECORD_BYTES

    base = {"format": "carolus-record", "version": 1, "players": 2, "names": ["Ann", "Bob"], "seed": "1"}
    match = Match.new(2, "1", ["Ann", "Bob"])
    ai = make_player("greedy", 3)
    while match.state.phase_name != "place":
        match.apply_action(ai.choose(match.state.clone()))
    actions = match.record.to_dict()["actions"]
    actions.append({"type": "move", "player": match.state.to_act, "steps": 1})  # a knight must be placed first
    files = {
        "big": b" " * (MAX_RECORD_BYTES + 1),
        "json": b'{"format": "carolus-record", "version": 1,',
        "version": json.dumps({**base, "version": 9}).encode(),
        "illegal": json.dumps({**match.record.to_dict(), "actions": actions}).encode(),
        "variants": json.dumps({**base, "variant": ["free-draw", "piles"]}).encode(),
    }
    paths = {}
    for name, data in files.items():
        paths[name] = tmp_path / f"{name}.json"
        paths[name].write_bytes(data)
    return paths


def test_a_broken_record_is_refused_in_the_language_with_no_english_reason(
    window: MainWindow, lang: str, tmp_path: Path
) -> None:
    from carolus.engine.errors import CarolusError
    from carolus.engine.record import load

    w = window
    w.start_game(w.settings.last_setup())
    expected = {
        "de": {
            "big": "viel zu groß für eine Partie (16777217 Bytes)",
            "json": "Zeile 1, Spalte 43",
            "version": "Version 9 des Formats",
            "illegal": "Aktion 5 der Partie kann nicht ausgeführt werden. Bob muss jetzt einen Ritter setzen.",
            "variants": "Freie Wahl ersetzt die Nachschubwürfel",
        },
        "fr": {
            "big": "bien trop gros pour une partie enregistrée (16777217 octets)",
            "json": "ligne 1, colonne 43",
            "version": "version 9 du format",
            "illegal": "L’action 5 de la partie ne peut pas être jouée. Bob doit maintenant placer un chevalier.",
            "variants": "Le tirage libre remplace les dés",
        },
    }[lang]
    for name, path in _broken_records(tmp_path).items():
        with pytest.raises(CarolusError) as info:
            Match(load(path))
        english = str(info.value).replace(f"{path}: ", "")  # the console's line
        assert not w.open_file(path), name
        shown = w.last_error
        assert expected[name] in shown, (name, shown)
        reason = shown.split(str(path))[-1]
        assert english not in reason and english_left([reason], lang) == [], (name, shown)
    w.controller.shutdown()


def test_a_broken_autosave_is_kept_aside_and_explained_in_the_language(window: MainWindow, lang: str) -> None:
    from carolus.ui import persistence
    from carolus.ui.app import open_first_game

    w = window
    persistence.autosave_path().parent.mkdir(parents=True, exist_ok=True)
    persistence.autosave_path().write_text('{"format": "carolus-record", "version": 1, "players": 2, "actions": [{')
    open_first_game(w, ask=lambda parent, record, answer: answer(True))
    kept = persistence.autosave_path().with_name("autosave.broken.json")
    assert kept.exists() and str(kept) in w.last_error
    assert {
        "de": "kann nicht fortgesetzt werden: Das ist keine Partiedatei",
        "fr": "ne peut pas être reprise : Ce n’est pas une partie enregistrée",
    }[lang].replace(" :", "\u00a0:") in w.last_error, w.last_error
    assert english_left([w.last_error.replace(str(kept), "")], lang) == []
    assert w.controller is not None and not w.controller.record.actions  # a new game, the broken file untouched
    w.controller.shutdown()
