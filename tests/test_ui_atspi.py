"""What a real screen reader reads: the game window (``python -m carolus``) on its own X display and D-Bus session
with the AT-SPI bus, read through AT-SPI by a probe in the system python (pyatspi, as Orca reads it): the window's
tree, every board item's words as the arrow keys reach them, and what the window announces when a key action is
made and the computer answers. The words are compared with those Qt's accessibility interface gives the same
position in this process (``test_ui_keys`` checks those against the board). Those are slow (three processes and a
bus); how the news reaches a screen reader that drops announcements is checked in this process too."""

from __future__ import annotations

import json
from typing import Any

import pytest
from PySide6.QtGui import QAccessible
from pytestqt.qtbot import QtBot

from carolus.engine.match import Match
from carolus.engine.record import Record
from carolus.ui.board.board_view import board_description
from carolus.ui.board.centre_item import DiscItem
from carolus.ui.board.region_item import EmperorItem, RegionItem
from carolus.ui.board.samples import play_until
from carolus.ui.board.seat_item import CourtItem, ReserveToken
from carolus.ui.windows.main_window import MainWindow
from tests.support.atspi_session import Session, missing

COMPUTER = "beginner"


def position() -> Record:
    """A game against the computer, the person (seat 0) to choose a disc, castles on the board, and the computer to
    act after that disc (so the window must announce the computer's move)."""
    for seed in ("a1", "a2", "a3", "a4", "a5", "a6"):
        match = play_until(2, seed, lambda s: s.phase_name == "disc" and s.to_act == 0 and s.num_regions <= 13)
        if match.is_over() or match.state.to_act != 0:
            continue
        record = match.record.copy()
        match.apply_action(next(a for a in match.legal_actions() if a.type == "disc"))
        if match.to_act == 1:
            record.extra["seats"] = ["human", COMPUTER]
            return record
    raise AssertionError("no seed gives the position")


@pytest.fixture(scope="module")
def seen() -> dict[str, Any]:
    """The probe's report on the real window (one window for the module's checks: it takes a few seconds)."""
    why = missing()
    if why:
        pytest.skip(why)
    record = position()
    disc = next(a for a in Match(record.copy()).legal_actions() if a.type == "disc")
    with Session(record) as session:
        done = session.probe(
            "--answer", "Yes", "--board-description", board_description(), "--steps", "40",
            "--key", str(disc.value), "--until", "your turn",
        )  # fmt: skip
        log = session.game_log()
    assert done.stdout, f"the probe said nothing: {done.stderr[-2000:]}\n{log[-2000:]}"
    report: dict[str, Any] = json.loads(done.stdout)
    assert "error" not in report, f"{report['error']}: {report.get('events')}\n{done.stderr[-2000:]}\n{log[-2000:]}"
    report["record"] = record
    return report


@pytest.fixture
def expected(window: MainWindow, seen: dict[str, Any]) -> MainWindow:
    """The same position in a window of this process: what Qt's accessibility interface gives it."""
    window.load_game(seen["record"].copy())
    return window


@pytest.mark.slow
def test_every_board_item_is_read_with_the_words_qt_gives_it(expected: MainWindow, seen: dict[str, Any]) -> None:
    w = expected
    keys = w.scene.keys
    board = QAccessible.queryAccessibleInterface(w.board)
    words: dict[str, type] = {}
    for item in keys.items():
        keys.go_to(item)
        words[board.text(QAccessible.Text.Name)] = type(item)
    read = [step["name"] for step in seen["walk"]]
    assert set(read) == set(words), "the arrows reach every item, and the screen reader reads what Qt gives"
    kinds = {kind for name, kind in words.items() if name in read}
    assert {RegionItem, EmperorItem, CourtItem, ReserveToken, DiscItem} <= kinds
    regions = sum(kind is RegionItem for kind in words.values())
    assert regions == len(w.controller.view().regions)
    assert all(not step["same"] for step in seen["walk"][: len(words)]), "each arrow press says something new"
    assert seen["focused"]["description"] == board.text(QAccessible.Text.Description) == board_description()


@pytest.mark.slow
def test_the_window_tree_has_names_and_plain_words(expected: MainWindow, seen: dict[str, Any]) -> None:
    tree = seen["tree"]
    assert tree[0]["role"] == "application" and tree[0]["name"] == "Carolus Magnus"
    assert seen["status"] == expected.status_label.text()
    question = seen["question"]
    assert "Resume" in " ".join(node["name"] for node in question["tree"]), "the opening question is read"
    panels = [node["name"] for node in tree if node["name"].startswith(tuple(expected.controller.names))]
    assert len(panels) >= 2, "each player's panel has a name"
    unnamed = [
        node for node in tree
        if node["role"] in ("push button", "check box", "toggle button", "menu item", "slider", "list item")
        and not node["name"] and "showing" in node["states"]
    ]  # fmt: skip
    assert not unnamed, "every control a screen reader can reach says what it is"
    marked = [node for node in tree if "<" in node["description"] or "<" in node["name"]]
    assert not marked, "no markup is read aloud"


@pytest.mark.slow
def test_the_key_action_and_the_computer_s_answer_are_said(expected: MainWindow, seen: dict[str, Any]) -> None:
    """What happened reaches the player as the focused board's description: what every Orca reads (Orca 43 drops
    AT-SPI's announcement, and the name changes of a label that has no focus)."""
    events = seen["after_key"]
    first = len(expected.controller.log_lines)
    new_lines = seen["log"][first:]
    names = expected.controller.names
    assert any(names[1] in line for line in new_lines), "the computer moved, and the log says so"
    told = " ".join(
        str(e["data"]) for e in events if e["type"] == "object:property-change:accessible-description" and e["focused"]
    )
    for line in new_lines:
        assert line in told, f"the new log line {line!r} is said"
    assert seen["status_after"] in told, "the status line's news is said"


def test_news_is_the_focused_board_s_description_until_the_focus_comes_back(window: MainWindow, qtbot: QtBot) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from carolus.engine.constants import COLOURS
    from carolus.ui.seats import GameSetup

    w = window
    w.start_game(GameSetup(2, ("Ann", "Bob"), ("human", "human"), "4e75"))
    w.activateWindow()
    w.board.setFocus()
    qtbot.waitUntil(w.board.hasFocus)
    QAccessible.setActive(True)  # as with a screen reader
    try:
        crown = next(a for a in w.controller.view().legal if a.type == "crown")
        QTest.keyClick(w.board, getattr(Qt.Key, f"Key_{COLOURS.index(str(crown.colour)) + 1}"))
        assert w.controller.record.actions == [crown]
        qtbot.waitUntil(lambda: w.board.accessibleDescription() != board_description())
        told = w.board.accessibleDescription()
        assert w.controller.log_lines[-1] in told and w.status_label.text() in told, "what happened, whose turn"
        assert told.index(w.controller.log_lines[-1]) < told.index(w.status_label.text())
        QTest.keyClick(w.board, Qt.Key.Key_Tab)
        qtbot.waitUntil(lambda: not w.board.hasFocus())
        assert w.log_list.hasFocus(), "Tab goes to the log"
        assert w.log_list.currentRow() == w.log_list.count() - 1, "at its newest line"
        w.board.setFocus(Qt.FocusReason.TabFocusReason)
        qtbot.waitUntil(w.board.hasFocus)
        assert w.board.accessibleDescription() == board_description(), "the keys' help when the focus comes back"
    finally:
        QAccessible.setActive(False)


def test_a_tooltip_s_lines_are_read_as_sentences() -> None:
    from carolus.ui.board.accessible import plain

    assert plain("Anna: 1 blue knight in reserve<br>Key: 1") == "Anna: 1 blue knight in reserve. Key: 1"
    assert plain("Court of Anna:\nblue 4") == "Court of Anna: blue 4"
    assert plain("one line") == "one line"


def test_a_knight_picked_up_by_its_digit_is_said_and_the_next_arrow_goes_where_it_may_go(
    window: MainWindow, qtbot: QtBot
) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from carolus.engine.constants import COLOURS
    from carolus.ui.board.samples import midgame

    w = window
    record = midgame(2).record.copy()
    record.extra["seats"] = ["human", "human"]
    w.load_game(record)
    scene, keys = w.scene, w.scene.keys
    board = QAccessible.queryAccessibleInterface(w.board)
    seat = w.controller.view().to_act
    colour = next(c for c in COLOURS if c in scene.offers.places and scene.reserve_item(seat, c) is not keys.current)
    QTest.keyClick(w.board, getattr(Qt.Key, f"Key_{COLOURS.index(colour) + 1}"))
    assert scene.selected_colour == colour
    assert keys.current is scene.reserve_item(seat, colour), "the focus is on the knight picked up"
    assert "Picked up" in board.text(QAccessible.Text.Name), "and a screen reader says so"
    QTest.keyClick(w.board, Qt.Key.Key_Right)
    target = keys.current
    places = scene.offers.places[colour]
    assert isinstance(target, (RegionItem, CourtItem)), "the next arrow goes to where the knight may go"
    assert ("court" in places) if isinstance(target, CourtItem) else target.region.provinces[0] in places
    count = len(w.controller.record.actions)
    QTest.keyClick(w.board, Qt.Key.Key_Return)
    assert len(w.controller.record.actions) == count + 1, "Enter places it there"


def test_the_emperor_s_steps_are_read_as_words(window: MainWindow) -> None:
    """A region the emperor can reach says after how many steps, as spoken English ("1 step(s)" was read aloud)."""
    import re

    from carolus.ui.board.samples import move_phase

    w = window
    record = move_phase(2).record.copy()
    record.extra["seats"] = ["human", "human"]
    w.load_game(record)
    said = [words for words in _all_words(w) if "the emperor stops here" in words]
    assert said, "the reachable regions say so"
    for words in said:
        assert "(s)" not in words and re.search(r"after (1 step|\d+ steps|[\d, ]+ steps),", words), words


def _all_words(w: MainWindow) -> list[str]:
    """Every board item's words, as the arrows reach them."""
    keys = w.scene.keys
    board = QAccessible.queryAccessibleInterface(w.board)
    words = []
    for item in keys.items():
        keys.go_to(item)
        words.append(board.text(QAccessible.Text.Name))
    return words
