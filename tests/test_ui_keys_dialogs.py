"""The dialogs by keys alone: Host and Join, the game library, the puzzles, the rules and the result panel, each
driven only by key events on the focused widget (Tab, arrows, letters, Space, Enter, Escape), as a person without
a mouse plays them; the focus is drawn where it is."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QCheckBox, QMenu, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from carolus.engine.match import Match
from carolus.engine.record import Record
from carolus.ui.windows.main_window import MainWindow
from carolus.ui.windows.result_dialog import ResultDialog
from tests.support.keys import focus_cycle, focused, play_by_keys, press, tab_to, type_text, wait_focus_in
from tests.support.library import played
from tests.support.window import WindowOptions


@pytest.fixture
def window_options() -> WindowOptions:
    return WindowOptions(size=(1366, 768))


def _focus_drawn(widget: QWidget) -> bool:
    """The widget looks different with the focus than without: a person sees where the keys go."""
    with_focus = widget.grab().toImage()
    widget.clearFocus()
    QApplication.processEvents()
    without = widget.grab().toImage()
    widget.setFocus(Qt.FocusReason.TabFocusReason)
    QApplication.processEvents()
    return with_focus != without


def _menu_by_keys(w: MainWindow, qtbot: QtBot, menu_key: Qt.Key, item_key: Qt.Key) -> None:
    """Alt and a menu's letter opens it; the item's letter chooses it."""
    w.activateWindow()
    press_on = w
    from PySide6.QtTest import QTest

    QTest.keyClick(press_on, menu_key, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu))
    QTest.keyClick(QApplication.activePopupWidget(), item_key)


def test_the_host_dialog_by_keys(qtbot: QtBot, user_dirs: Path) -> None:
    from carolus.ui.lan.dialogs import HostDialog

    dialog = HostDialog("Ann")
    qtbot.addWidget(dialog)
    dialog.show()
    wait_focus_in(qtbot, dialog)
    assert focused() is dialog.name, "the first field has the focus"
    type_text("Zoe")
    tab_to(dialog.players)
    press(Qt.Key.Key_Up)
    tab_to(dialog.seat)
    press(Qt.Key.Key_Up)
    press(Qt.Key.Key_Up)
    press(Qt.Key.Key_R, Qt.KeyboardModifier.AltModifier)  # a label's letter: Po&rt
    assert focused() is dialog.port
    type_text("40123")
    press(Qt.Key.Key_W, Qt.KeyboardModifier.AltModifier)  # Pass&word
    assert focused() is dialog.password
    type_text("secret")
    press(Qt.Key.Key_M, Qt.KeyboardModifier.AltModifier)  # Co&mputer for empty seats
    assert focused() is dialog.fill
    press(Qt.Key.Key_Down)
    fill = dialog.fill.currentData()
    assert fill != "intermediate"
    tab_to(dialog.internet)
    assert _focus_drawn(dialog.internet)
    press(Qt.Key.Key_Space)
    assert dialog.internet.isChecked()
    tab_to(lambda widget: isinstance(widget, QCheckBox) and dialog.variants.isAncestorOf(widget))
    press(Qt.Key.Key_Space)
    chosen = dialog.variants.chosen()
    assert chosen, "an optional rule, ticked by Space"
    with qtbot.waitSignal(dialog.accepted):
        press(Qt.Key.Key_Return)  # Enter anywhere: Start (the dialog's default button)
    options = dialog.options()
    assert (options.name, options.players, options.seat, options.port, options.password) == (
        "Zoe",
        3,
        2,
        40123,
        "secret",
    )
    assert options.fill == fill and options.internet and options.variants == chosen

    again = HostDialog("Ann")
    qtbot.addWidget(again)
    again.show()
    wait_focus_in(qtbot, again)
    assert again.internet.isChecked(), "the internet box is remembered"
    tab_to(again.internet)
    press(Qt.Key.Key_Space)
    assert not again.internet.isChecked()
    tab_to(lambda widget: isinstance(widget, QAbstractButton) and widget.text().replace("&", "") == "Cancel")
    with qtbot.waitSignal(again.rejected):
        press(Qt.Key.Key_Space)


def test_the_join_dialog_by_keys(qtbot: QtBot, user_dirs: Path) -> None:
    from carolus.ui.lan.dialogs import JoinDialog

    dialog = JoinDialog("Bob")
    qtbot.addWidget(dialog)
    dialog.show()
    wait_focus_in(qtbot, dialog)
    assert focused() is dialog.address
    type_text("192.168.1.5:40123")
    tab_to(dialog.name)
    type_text("Zoe")
    tab_to(dialog.password)
    type_text("pw")
    tab_to(dialog.internet)  # the witness port on the router (wjoin35)
    assert not dialog.internet.isChecked() and _focus_drawn(dialog.internet)
    press(Qt.Key.Key_Space)
    assert dialog.internet.isChecked()
    press(Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier)  # &Games on the LAN
    press(Qt.Key.Key_O, Qt.KeyboardModifier.AltModifier)  # &Open my port…: its letter clicks it (a moment later)
    qtbot.waitUntil(lambda: not dialog.internet.isChecked())
    assert focused() is dialog.internet
    press(Qt.Key.Key_O, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(dialog.internet.isChecked)
    tab_to(dialog.search)
    assert _focus_drawn(dialog.search)
    press(Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier)  # &Games on the LAN
    assert focused() is dialog.games
    press(Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier)  # Host &address
    assert focused() is dialog.address
    with qtbot.waitSignal(dialog.accepted):
        press(Qt.Key.Key_Return)
    options = dialog.options()
    assert (options.name, options.address, options.password) == ("Zoe", "192.168.1.5:40123", "pw")
    assert options.internet

    again = JoinDialog("Bob")
    qtbot.addWidget(again)
    again.show()
    wait_focus_in(qtbot, again)
    assert again.address.text() == "192.168.1.5:40123", "the address typed last time"
    with qtbot.waitSignal(again.rejected):
        press(Qt.Key.Key_Escape)


def test_the_game_library_by_keys(window: MainWindow, qtbot: QtBot) -> None:
    from carolus.ui import persistence
    from carolus.ui.windows.library_window import LibraryWindow, install_library_menu

    install_library_menu(window)  # as the application does
    library = persistence.game_library_here()
    two = library.keep(played(2, "f1a3", ["human", "beginner"]), when="2026-05-01T10:00:00Z").entry
    three = library.keep(played(3, "f1a4", ["human", "novice", "novice"]), when="2026-05-02T10:00:00Z").entry
    w = window
    _menu_by_keys(w, qtbot, Qt.Key.Key_G, Qt.Key.Key_L)  # Game ▸ Game library…
    qtbot.waitUntil(lambda: isinstance(w.library_window, LibraryWindow) and w.library_window.isVisible())
    dialog = w.library_window
    games = dialog.games
    wait_focus_in(qtbot, dialog)
    assert focused() is games.search, "the search field first: type to find a game"
    type_text("novice")
    assert [e.file for e in games.shown] == [three.file]
    type_text("")
    press(Qt.Key.Key_Backspace)
    assert len(games.shown) == 2
    tab_to(games.players)
    press(Qt.Key.Key_Down)  # two players
    assert [e.file for e in games.shown] == [two.file]
    press(Qt.Key.Key_Up)
    assert len(games.shown) == 2
    tab_to(games.table)
    assert _focus_drawn(games.table)
    press(Qt.Key.Key_Home)
    press(Qt.Key.Key_Down)
    chosen = games.chosen()
    assert chosen is not None and chosen.file == games.shown[1].file, "the arrows move through the list"
    press(Qt.Key.Key_Up)
    assert games.chosen() is not None and games.chosen().file == games.shown[0].file
    opened: list[object] = []
    games.replay = opened.append
    press(Qt.Key.Key_Return)  # Enter on a game opens its replay
    assert len(opened) == 1 and opened[0].actions == library.load(games.shown[0].file).actions  # type: ignore[attr-defined]
    assert games.delete_button.toolTip() == "Delete (Del)"
    press(Qt.Key.Key_Delete)  # Del on a game asks first; Escape keeps it
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), QMessageBox))
    box = QApplication.activeModalWidget()
    wait_focus_in(qtbot, box)
    press(Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    assert len(games.shown) == 2
    wait_focus_in(qtbot, dialog)
    tab_to(games.table)
    press(Qt.Key.Key_Delete)
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), QMessageBox))
    box = QApplication.activeModalWidget()
    wait_focus_in(qtbot, box)
    tab_to(lambda widget: isinstance(widget, QAbstractButton) and widget.text() == "Delete")
    press(Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: len(games.shown) == 1)
    wait_focus_in(qtbot, dialog)
    tab_to(dialog.tabs.tabBar())
    press(Qt.Key.Key_Right)
    assert dialog.tabs.currentWidget() is dialog.stats
    press(Qt.Key.Key_Left)
    press(Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: w.library_window is None or not w.library_window.isVisible())


def test_the_puzzles_by_keys(window: MainWindow, qtbot: QtBot) -> None:
    from carolus.engine.puzzles import SOLVED
    from carolus.ui.windows.puzzle_window import PuzzleWindow

    w = window
    _menu_by_keys(w, qtbot, Qt.Key.Key_G, Qt.Key.Key_P)  # Game ▸ Puzzles…
    qtbot.waitUntil(lambda: isinstance(w.puzzle_window, PuzzleWindow) and w.puzzle_window.isVisible())
    pw = w.puzzle_window
    wait_focus_in(qtbot, pw)
    assert focused() is pw.list, "the list first: the arrows choose a puzzle"
    standard = sorted((i for i, p in enumerate(pw.puzzles) if not p.variant), key=lambda i: pw.puzzles[i].turns)
    wanted = standard[0]
    press(Qt.Key.Key_Home)
    for _ in range(wanted):
        press(Qt.Key.Key_Down)
    assert pw.current == wanted and pw.controller is not None
    opened = pw.controller
    press(Qt.Key.Key_Return)  # Enter on the puzzle chosen: to its board, to play it
    assert focused() is pw.board and pw.controller is opened, "the puzzle goes on, not set up again"
    assert pw.scene.keys.ring.isVisible(), "the board shows its focus"
    assert pw.undo_button.toolTip() == "Undo placement (Ctrl+Z)"
    first = pw.puzzles[wanted].solution(pw.start)[0]
    before = list(pw.controller.record.actions)
    play_by_keys(pw, first, digits=True)
    assert pw.controller.record.actions == [*before, first]
    press(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # Undo placement (the button's shortcut "clicks" it)
    qtbot.waitUntil(lambda: pw.controller.record.actions == before)
    for action in pw.puzzles[wanted].solution(pw.start):
        play_by_keys(pw, action, digits=False)
        qtbot.waitUntil(lambda: not pw.scene.animating)
    qtbot.waitUntil(lambda: pw.result == SOLVED)
    tab_to(pw.next_button)
    assert _focus_drawn(pw.next_button)
    press(Qt.Key.Key_Space)
    assert pw.current != wanted, "Next puzzle"
    tab_to(pw.solution_button)
    press(Qt.Key.Key_Space)
    assert pw.showing
    qtbot.waitUntil(lambda: not pw.showing, timeout=20000)
    tab_to(pw.again_button)
    press(Qt.Key.Key_Space)
    assert not pw.showing and pw.result is None
    tab_to(pw.board)
    press(Qt.Key.Key_Escape)  # nothing picked up: Escape closes the window
    qtbot.waitUntil(lambda: w.puzzle_window is None or not pw.isVisible())


def test_the_rules_by_keys(qtbot: QtBot, user_dirs: Path) -> None:
    from carolus.ui.windows.rules_dialog import RulesDialog

    dialog = RulesDialog(None)
    qtbot.addWidget(dialog)
    dialog.resize(640, 360)
    dialog.show()
    wait_focus_in(qtbot, dialog)
    assert focused() is dialog.topics, "the topics first: the arrows choose a page"
    anchors = dialog.topic_anchors()
    press(Qt.Key.Key_Down)
    assert dialog.current == anchors[1]
    press(Qt.Key.Key_End)
    assert dialog.current == anchors[-1]
    press(Qt.Key.Key_Home)
    for _ in range(anchors.index("place")):
        press(Qt.Key.Key_Down)
    assert dialog.current == "place"
    tab_to(dialog.text)
    assert _focus_drawn(dialog.text)
    bar = dialog.text.verticalScrollBar()
    assert bar.maximum() > 0, "a long page, to scroll"
    press(Qt.Key.Key_PageDown)
    assert bar.value() > 0
    press(Qt.Key.Key_Down)
    press(Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier)
    assert bar.value() == bar.maximum()
    for _ in range(bar.maximum() // max(1, bar.pageStep()) + 1):
        press(Qt.Key.Key_PageUp)
    assert bar.value() == 0
    press(Qt.Key.Key_Tab)
    close = focused()
    assert isinstance(close, QAbstractButton) and close.text().replace("&", "") == "Close", "Tab leaves the page"
    with qtbot.waitSignal(dialog.rejected):
        press(Qt.Key.Key_Space)


def _finished(lost: bool) -> Record:
    """A game played to its end by the computer (the intermediate level beat the beginner), the person in the
    seat that lost or won."""
    for seed in ("e4d", "e4e", "e4f", "e50"):
        record = played(2, seed, ["human", "beginner"])
        state = Match(record).state
        if not state.draw and state.winner == 0:
            record.extra["seats"] = ["beginner", "human"] if lost else ["human", "beginner"]
            return record
    raise AssertionError("the beginner won every game")


def _result_by_tab(w: MainWindow, qtbot: QtBot, record: Record) -> ResultDialog:
    w.load_game(record)
    qtbot.waitUntil(lambda: w.result_dialog is not None and w.result_dialog.isVisible())
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    w.board.setFocus(Qt.FocusReason.TabFocusReason)
    assert w.result_dialog is not None
    return w.result_dialog


@pytest.mark.parametrize("lost", [True, False])
def test_the_result_panel_by_keys(window: MainWindow, qtbot: QtBot, lost: bool) -> None:
    from carolus.ui.windows.new_game_dialog import NewGameDialog
    from carolus.ui.windows.replay_viewer import ReplayViewer

    w = window
    record = _finished(lost)
    result = _result_by_tab(w, qtbot, record)
    assert result.lost == lost
    second = result.analysis_button if lost else result.replay_button
    tab_to(result.new_game_button)
    cycle = focus_cycle(result.new_game_button)
    for button in (result.close_button, result.new_game_button, second):
        assert button in cycle, f"Tab reaches {button.text()!r}"
        tab_to(button)
        assert _focus_drawn(button), f"the focus on {button.text()!r} is drawn"
    tab_to(second)
    if lost:
        qtbot.waitUntil(lambda: not result.analysing(), timeout=20000)
    press(Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: isinstance(QApplication.activeWindow(), ReplayViewer))
    viewer = QApplication.activeWindow()
    assert isinstance(viewer, ReplayViewer)
    wait_focus_in(qtbot, viewer)
    if lost:
        assert viewer.graph.isVisible(), "the analysis is open"
    press(Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not viewer.isVisible())  # type: ignore[union-attr]

    result = _result_by_tab(w, qtbot, record)
    tab_to(result.close_button)
    press(Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not result.isVisible())

    result = _result_by_tab(w, qtbot, record)
    assert result.close_button.toolTip() == "Close: see the whole board (Escape)"
    tab_to(result.analysis_button if lost else result.replay_button)
    press(Qt.Key.Key_Escape)  # from any of its buttons
    qtbot.waitUntil(lambda: not result.isVisible())

    result = _result_by_tab(w, qtbot, record)
    tab_to(result.new_game_button)
    press(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), NewGameDialog))
    press(Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_the_lan_dialogs_letters_are_each_used_once(
    qtbot: QtBot, user_dirs: Path, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    """Alt and a letter goes to one field only, in every language (a letter used twice only cycles)."""
    from PySide6.QtWidgets import QLabel

    from carolus.ui import i18n
    from carolus.ui.lan.dialogs import HostDialog, JoinDialog

    monkeypatch.setenv("CAROLUS_LANG", lang)
    assert i18n.install() == lang
    try:
        for dialog in (HostDialog("Ann"), JoinDialog("Bob")):
            qtbot.addWidget(dialog)
            letters: list[str] = []
            for widget in dialog.findChildren(QLabel) + dialog.findChildren(QAbstractButton):
                text = widget.text().replace("&&", "")
                if "&" in text and not (isinstance(widget, QLabel) and widget.buddy() is None):
                    letters.append(text[text.index("&") + 1].casefold())
            assert len(letters) >= 5, f"{type(dialog).__name__}: its fields have letters"
            assert len(letters) == len(set(letters)), f"{type(dialog).__name__} in {lang}: {sorted(letters)}"
    finally:
        i18n.remove()


def test_help_lists_the_dialogs_keys(window: MainWindow) -> None:
    from carolus.ui.keys import keys_text

    text = keys_text(window)
    assert "Alt+letter\tIn a dialog: go to the field or button" in text
    assert "Escape\tClose a dialog, the puzzles or the replay" in text
