"""Playing without a mouse: a whole game against the computer, the guided first game and the New game dialog by
keys alone; the focus drawn on the board; and what a screen reader reads of every board item."""

from __future__ import annotations

from random import Random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from carolus.engine.actions import Action
from carolus.engine.constants import COLOURS
from carolus.ui.seats import GameSetup
from carolus.ui.windows.main_window import MainWindow
from tests.support.keys import board_key as _key
from tests.support.keys import focus_on as _focus_on
from tests.support.keys import play_by_keys as _play_by_keys
from tests.support.keys import target_item as _target
from tests.support.window import WindowOptions


@pytest.fixture
def window_options() -> WindowOptions:
    return WindowOptions(size=(1366, 768))


def _person_action(w: MainWindow, rng: Random) -> Action:
    view = w.controller.view()
    action = rng.choice(view.legal)
    if action.type == "move":  # Enter on a region walks the shortest way there
        region = view.regions[(view.emperor + int(action.steps or 0)) % len(view.regions)]
        action = Action.move(action.player, min(region.steps))
    return action


@pytest.mark.parametrize("digits", [False, True])
def test_a_whole_game_against_the_computer_by_keys_alone(window: MainWindow, qtbot: QtBot, digits: bool) -> None:
    w = window
    w.start_game(GameSetup(2, ("Ann", "Robot"), ("human", "random"), "a11ce"))
    w.board.setFocus()
    c = w.controller
    rng = Random(2)
    done = 0
    while True:
        qtbot.waitUntil(lambda: (c.is_interactive() or c.match.is_over()) and not w.scene.animating, timeout=20000)
        if c.match.is_over():
            break
        action = _person_action(w, rng)
        count = len(c.record.actions)
        _play_by_keys(w, action, digits)
        assert len(c.record.actions) > count, f"the keys for {action} did nothing"
        assert c.record.actions[count] == action
        done += 1
    assert done > 20
    qtbot.waitUntil(lambda: w.result_dialog is not None and w.result_dialog.isVisible())
    from PySide6.QtWidgets import QApplication

    from carolus.ui.windows.new_game_dialog import NewGameDialog

    w.activateWindow()
    w.board.setFocus()
    result = w.result_dialog
    for _ in range(6):  # Tab goes from the board to the result's buttons
        if QApplication.focusWidget() is result.new_game_button:
            break
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is result.new_game_button
    QTest.keyClick(result.new_game_button, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), NewGameDialog))
    QTest.keyClick(QApplication.activeModalWidget(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)


def test_every_board_item_a_player_reads_has_words_for_a_screen_reader(window: MainWindow, qtbot: QtBot) -> None:
    from carolus.ui.board.samples import midgame

    w = window
    match = midgame(2)
    record = match.record.copy()
    record.extra["seats"] = ["human", "human"]
    w.load_game(record)
    scene, view = w.scene, w.controller.view()
    names = w.controller.names
    board = QAccessible.queryAccessibleInterface(w.board)
    assert any(rv.castles for rv in view.regions), "the position has castles to read"
    for rv in view.regions:
        item = scene.region_item(rv.provinces[0])
        scene.keys.go_to(item)
        words = board.text(QAccessible.Text.Name)
        assert words == scene.keys.words(), "the view says the focused item's words"
        assert words.startswith(scene.names_item.text_of(rv.provinces[0]).split(" +")[0])
        assert f"{len(rv.provinces)} province" in words
        for c, n in enumerate(rv.knights):
            assert (f"{n} {('blue', 'green', 'pink', 'red', 'yellow')[c]}" in words) == bool(n), words
        if rv.castles:
            owner = names[next(p.seat for p in view.seats if p.side == rv.owner)]
            assert f"owned by {owner}" in words and f"{rv.castles} castle" in words, words
        assert ("the emperor is here" in words) == rv.has_emperor
    scene.keys.go_to(scene.emperor)
    assert board.text(QAccessible.Text.Name).startswith("The emperor, in ")
    for seat in view.seats:
        scene.keys.go_to(scene.court_item(seat.seat))
        court = board.text(QAccessible.Text.Name)
        assert court.startswith(f"Court of {names[seat.seat]}: ") and str(seat.court[0]) in court
        for c in range(5):
            scene.keys.go_to(scene.reserve_item(seat.seat, c))
            words = board.text(QAccessible.Text.Name)
            assert words.startswith(f"{names[seat.seat]}: {seat.reserve[c]} ") and "in reserve" in words, words
    for value in range(1, 6):
        scene.keys.go_to(scene.disc_item(value))
        assert board.text(QAccessible.Text.Name).startswith(f"Disc {value}")
    for c in range(5):
        scene.keys.go_to(scene.crown_item(c))
        assert board.text(QAccessible.Text.Name).startswith("Take a ")
    assert "Arrow keys" in board.text(QAccessible.Text.Description)
    readable = scene.keys.readable()
    assert len(readable) == len(view.regions) + 1 + 2 * 6, "every region, the emperor, each court and reserve"


def test_the_status_and_the_log_are_said_to_a_screen_reader(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    from carolus.ui.windows import log_view, status_line

    said: list[str] = []
    monkeypatch.setattr(status_line, "announce", lambda widget, text: said.append(text))
    monkeypatch.setattr(log_view, "announce", lambda widget, text: said.append(text))
    w = window
    w.start_game(GameSetup(2, ("Ann", "Bob"), ("human", "human"), "4e75"))
    status = QAccessible.queryAccessibleInterface(w.status_label)
    assert status.text(QAccessible.Text.Name) == w.status_label.text() != ""
    assert said[-1] == w.status_label.text()
    crown = next(a for a in w.controller.view().legal if a.type == "crown")
    _key(w, getattr(Qt.Key, f"Key_{COLOURS.index(str(crown.colour)) + 1}"))
    assert w.controller.record.actions == [crown]
    assert set(said[-2:]) == {w.controller.log_lines[-1], w.status_label.text()}, "what happened, whose turn it is"
    assert status.text(QAccessible.Text.Name) == w.status_label.text()
    from carolus.ui.board.accessible import announce

    monkeypatch.setattr(status_line, "announce", announce)
    monkeypatch.setattr(log_view, "announce", announce)
    QAccessible.setActive(True)  # as with a screen reader: the announcements are sent to Qt's accessibility
    try:
        crown = next(a for a in w.controller.view().legal if a.type == "crown")
        _key(w, getattr(Qt.Key, f"Key_{COLOURS.index(str(crown.colour)) + 1}"))
        assert w.controller.record.actions[-1] == crown
    finally:
        QAccessible.setActive(False)


def test_the_ring_shows_when_the_board_is_reached_by_tab_and_goes_with_the_mouse(
    window: MainWindow, qtbot: QtBot
) -> None:
    from PySide6.QtCore import QPoint

    w = window
    w.start_game(GameSetup(2, ("Ann", "Bob"), ("human", "human"), "4e75"))
    keys = w.scene.keys
    w.board.clearFocus()
    assert not keys.ring.isVisible()
    w.board.setFocus(Qt.FocusReason.TabFocusReason)
    assert keys.ring.isVisible() and keys.current in keys.actionable(), "what can be done now is focused first"
    QTest.mouseClick(w.board.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(5, 5))
    assert not keys.ring.isVisible()
    _key(w, Qt.Key.Key_Right)
    assert keys.ring.isVisible()


def test_help_lists_the_keys_and_tooltips_name_them(window: MainWindow, qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QMessageBox

    w = window
    w.start_game(GameSetup(2, ("Ann", "Bob"), ("human", "human"), "4e75"))
    assert w.keys_action in w.help_menu.actions()
    w.keys_action.trigger()
    box = w.findChild(QMessageBox, "keys")
    assert box is not None and box.isVisible()
    text = box.informativeText()
    for words in ("Enter or Space\t", "1 to 5\t", "Escape\t", "H\tHint", "Ctrl+Z\tUndo placement", "\tRules"):
        assert words in text, words
    QTest.keyClick(box, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: w.findChild(QMessageBox, "keys") is None or not box.isVisible())
    assert w.scene.disc_item(2).toolTip().endswith("Key: 2")
    assert w.scene.crown_item("pink").toolTip().endswith("Key: 3")
    assert "Key: 4" in w.scene.reserve_item(0, "red").toolTip()


def _menu_by_keys(w: MainWindow, qtbot: QtBot, menu_key: Qt.Key, item_key: Qt.Key) -> None:
    """Alt and a menu's letter opens it; the item's letter chooses it."""
    from PySide6.QtWidgets import QApplication, QMenu

    w.activateWindow()
    QTest.keyClick(w, menu_key, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu))
    QTest.keyClick(QApplication.activePopupWidget(), item_key)


def test_the_guided_first_game_by_keys(window: MainWindow, qtbot: QtBot) -> None:
    from carolus.engine.tutorial import STEPS, goal_met
    from carolus.ui.tutorial import guide_for, install_tutorial

    w = window
    install_tutorial(w)
    w.start_game(GameSetup(2, ("You", "Computer"), ("human", "beginner"), "abc"))
    _menu_by_keys(w, qtbot, Qt.Key.Key_H, Qt.Key.Key_L)  # Help ▸ Learn to play
    guide = guide_for(w)
    qtbot.waitUntil(lambda: guide.running)
    for index, step in enumerate(STEPS):
        assert guide.index == index
        for _ in range(10):
            if guide.state == "done":
                break
            way = guide.way_left()
            assert way, f"step {step.key}: nothing marked, yet not done"
            count = len(w.controller.record.actions)
            w.board.setFocus()
            _play_by_keys(w, way[0], digits=index % 2 == 1)
            qtbot.waitUntil(lambda c=count: len(w.controller.record.actions) > c or guide.state == "done")
        assert goal_met(step.goal, w.controller.match.state)
        assert guide.panel.next_button.isVisible()
        w.activateWindow()
        QTest.keyClick(w.board, Qt.Key.Key_Return)  # Next: the tutorial's button takes Return once a step is done
        qtbot.waitUntil(lambda i=index: guide.index > i or not guide.running)
    assert not guide.running and guide.progress.finished()


def test_the_new_game_dialog_by_keys(window: MainWindow, qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QApplication, QCheckBox, QDialogButtonBox

    from carolus.ui.windows.new_game_dialog import NewGameDialog

    w = window
    w.start_game(GameSetup(2, ("Ann", "Robot"), ("human", "random"), "a11ce"))
    w.activateWindow()
    QTest.keyClick(w, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)  # Game ▸ New game…
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), NewGameDialog))
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, NewGameDialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: dialog.isAncestorOf(QApplication.focusWidget()))

    def tab_to(wanted: object, limit: int = 40) -> None:
        for _ in range(limit):
            if wanted(QApplication.focusWidget()):  # type: ignore[operator]
                return
            QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        raise AssertionError("Tab never reached it")

    tab_to(lambda widget: widget is dialog.count_group.button(2))
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)  # the arrows choose among the radio buttons
    assert dialog.players() == 3
    tab_to(lambda widget: widget is dialog.name_edits[0])
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(QApplication.focusWidget(), "Zoe")
    tab_to(lambda widget: widget is dialog.kind_boxes[1])
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Down)  # the next level for the second seat
    kind = dialog.kind_boxes[1].currentData()
    tab_to(lambda widget: isinstance(widget, QCheckBox) and dialog.isAncestorOf(widget))
    box = QApplication.focusWidget()
    QTest.keyClick(box, Qt.Key.Key_Space)  # an optional rule, ticked by Space
    ticked = dialog.setup().variants
    assert box.isChecked() and ticked
    start = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    tab_to(lambda widget: widget is start)
    QTest.keyClick(start, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: w.controller is not None and w.controller.record.players == 3)
    assert QApplication.activeModalWidget() is None
    assert w.controller.record.names[0] == "Zoe" and w.controller.seats[1] == kind
    assert tuple(w.controller.view().variants) == tuple(ticked)


def _chip_by_keys(w: MainWindow, kind: str, data: object = None) -> None:
    _focus_on(w, w.scene.variants.chip(kind, data))
    _key(w, Qt.Key.Key_Return)


def _variant_action_by_keys(w: MainWindow, action: Action) -> None:
    """``action`` through the optional rules' panel by keys, where the rule puts it."""
    panel = w.scene.variants
    if action.type == "pile":
        _chip_by_keys(w, "pile", action.pile)
        if action.take is not None:
            view = w.controller.view()
            knights = [COLOURS[c] for c, n in enumerate(view.piles[int(action.pile or 0)]) for _ in range(n)]
            wanted = list(action.take)
            for i, colour in enumerate(knights):
                if colour in wanted:
                    wanted.remove(colour)
                    _chip_by_keys(w, "knight", i)
    elif action.type == "swap":
        if action.source is None:
            _chip_by_keys(w, "keep")
        else:
            _chip_by_keys(w, "from", action.source)
            _chip_by_keys(w, "to", action.to)
    elif action.type == "place" and action.joker:
        _chip_by_keys(w, "joker")
        assert panel.joker_selected
        _key(w, Qt.Key.Key_Escape)  # put back, and picked up again
        assert not panel.joker_selected
        _chip_by_keys(w, "joker")
        assert panel.joker_selected
        _focus_on(w, _target(w, action))
        _key(w, Qt.Key.Key_Return)
        _chip_by_keys(w, "joker-colour", action.colour)
    else:
        _play_by_keys(w, action, digits=False)


@pytest.mark.parametrize(
    ("variants", "seed", "done"),
    [
        (("piles", "deferred-jokers"), "ba5e", {"joker", "pile", "pile-picked"}),
        (("deferred-jokers", "free-colour", "early-roll"), "a11", {"joker", "keep", "swap"}),
    ],
)
def test_the_optional_rules_choices_by_keys(
    window: MainWindow, qtbot: QtBot, variants: tuple[str, ...], seed: str, done: set[str]
) -> None:
    w = window
    w.start_game(GameSetup(2, ("Ann", "Robot"), ("human", "random"), seed, variants))
    w.board.setFocus()
    c = w.controller
    rng = Random(3)
    seen: set[str] = set()
    while True:
        qtbot.waitUntil(lambda: (c.is_interactive() or c.match.is_over()) and not w.scene.animating, timeout=20000)
        if c.match.is_over():
            break
        action = _person_action(w, rng)
        count = len(c.record.actions)
        _variant_action_by_keys(w, action)
        assert len(c.record.actions) > count and c.record.actions[count] == action, f"the keys for {action}"
        if action.type == "pile":
            seen.add("pile" if action.take is None else "pile-picked")
        elif action.type == "swap":
            seen.add("keep" if action.source is None else "swap")
        elif action.type == "place" and action.joker:
            seen.add("joker")
    assert seen == done


def test_larger_text_and_high_contrast_is_a_remembered_setting(window: MainWindow, qtbot: QtBot) -> None:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from carolus.ui.board import looks, palette, tokens
    from carolus.ui.preferences import AppSettings
    from carolus.ui.windows.settings_dialog import SettingsDialog

    w = window
    w.start_game(GameSetup(2, ("Ann", "Robot"), ("human", "random"), "a11ce"))
    assert not w.settings.large_board_text and tokens.TEXT_FLOOR == tokens.MIN_TEXT_PX
    normal = w.scene.backgroundBrush().color().name()
    w.show_settings()
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), SettingsDialog))
    dialog = QApplication.activeModalWidget()
    dialog.large_text.setFocus()
    QTest.keyClick(dialog.large_text, Qt.Key.Key_Space)
    QTest.keyClick(dialog.large_text, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    assert AppSettings(QSettings()).large_board_text, "remembered"
    assert looks.large and tokens.TEXT_FLOOR == looks.LARGE_FLOOR
    assert w.scene.backgroundBrush().color().name() == palette.BOARD_BG == looks.CONTRAST["BOARD_BG"] != normal
    w.settings.large_board_text = False
    w.apply_settings()
    assert not looks.large and w.scene.backgroundBrush().color().name() == normal


def test_the_toolbar_tooltips_name_their_keys(window: MainWindow) -> None:
    tips = {action.text().replace("&", ""): action.toolTip() for action in (window.new_action, window.undo_action)}
    assert tips == {"New game…": "New game (Ctrl+N)", "Undo placement": "Undo placement (Ctrl+Z)"}
    assert window.hint_action.toolTip() == "What would the strong computer do? (H)"
