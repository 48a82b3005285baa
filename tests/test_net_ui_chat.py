"""The chat dock of a LAN game (issue 35): plain text, a bounded history, Enter sends, a mute per person."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMenu

from carolus.net.chat import MAX_CHAT, MAX_LINES
from carolus.net.hosting import JoinSetup
from carolus.net.joiner import JoinerCore
from carolus.ui.lan import HostOptions, host_game
from carolus.ui.lan.chat_dock import ChatDock
from tests.support.lan_window import joiner_thread, open_window
from tests.support.typed import typed_host

pytestmark = pytest.mark.timeout(60)


@pytest.fixture
def dock(qtbot) -> ChatDock:
    widget = ChatDock("Me")
    qtbot.addWidget(widget)
    widget.resize(300, 400)
    widget.show()
    return widget


def test_a_line_is_shown_as_typed_never_as_html(dock: ChatDock) -> None:
    dock.add_line({"name": "Ann", "text": "<b>bold</b> <a href='http://x'>link</a> &amp;"})
    item = dock.history.item(0)
    assert item.text() == "Ann: <b>bold</b> <a href='http://x'>link</a> &amp;"
    assert dock.lines() == [item.text()]
    # a list item has no rich text at all: what it paints is its text, character for character
    assert not hasattr(item, "setTextFormat") and item.data(Qt.ItemDataRole.DisplayRole) == item.text()


def test_enter_sends_the_normalised_line_and_clears_the_input(qtbot, dock: ChatDock) -> None:
    said: list[str] = []
    dock.said.connect(said.append)
    dock.entry.setFocus()
    qtbot.keyClicks(dock.entry, "  hello   there  ")
    qtbot.keyClick(dock.entry, Qt.Key.Key_Return)
    assert said == ["hello   there"] and dock.entry.text() == ""
    qtbot.keyClicks(dock.entry, "   ")
    qtbot.keyClick(dock.entry, Qt.Key.Key_Enter)
    assert said == ["hello   there"]  # nothing for a blank line
    qtbot.keyClicks(dock.entry, "x" * (MAX_CHAT + 20))
    assert len(dock.entry.text()) == MAX_CHAT


def test_mute_hides_a_persons_lines_shown_and_to_come(qtbot, dock: ChatDock) -> None:
    dock.set_people(["Me", "Ann", "Joe"], [True, True, True])
    dock.add_line({"name": "Ann", "text": "one"})
    dock.add_line({"name": "Joe", "text": "two"})

    def pick_ann() -> None:
        menu = dock.mute_menu
        assert [a.text() for a in menu.actions()] == ["Ann", "Joe"]  # never oneself
        menu.setActiveAction(menu.actions()[0])
        qtbot.keyClick(menu, Qt.Key.Key_Return)

    QTimer.singleShot(100, pick_ann)
    dock.mute_button.setFocus()
    qtbot.keyClick(dock.mute_button, Qt.Key.Key_Space)  # the keyboard opens the menu
    qtbot.waitUntil(lambda: "Ann" in dock.muted)
    assert dock.lines() == ["Joe: two"]
    dock.add_line({"name": "Ann", "text": "three"})
    assert dock.lines() == ["Joe: two"]
    dock.set_muted("Ann", False)
    assert dock.lines() == ["Ann: one", "Joe: two", "Ann: three"]


def test_the_menu_key_on_a_line_offers_to_mute_its_author(qtbot, dock: ChatDock) -> None:
    dock.add_line({"name": "Joe", "text": "hi"})
    dock.history.setCurrentRow(0)
    dock.history.customContextMenuRequested.emit(QPoint())  # what the Menu key asks for
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu))
    menu = QApplication.activePopupWidget()
    assert isinstance(menu, QMenu) and menu.actions()[0].text() == "Mute Joe"
    menu.actions()[0].trigger()
    menu.close()
    assert dock.lines() == []


def test_the_history_is_bounded(dock: ChatDock) -> None:
    for i in range(MAX_LINES + 30):
        dock.add_line({"name": "Ann", "text": f"line {i}"})
    dock.notice("too fast")
    assert dock.history.count() == MAX_LINES
    assert dock.lines()[-2:] == [f"Ann: line {MAX_LINES + 29}", "too fast"]


def test_a_spectators_dock_shows_lines_and_takes_no_input(qtbot, dock: ChatDock) -> None:
    said: list[str] = []
    dock.said.connect(said.append)
    dock.set_read_only()
    note = dock.findChild(QLabel, "chat-read-only")
    assert note is not None and note.isVisible() and not dock.entry.isEnabled()
    assert dock.entry.accessibleDescription() == note.text() == "Spectators read the chat only: you cannot send"
    dock.add_line({"name": "Ann", "text": "hello"})
    assert dock.lines() == ["Ann: hello"]
    dock.entry.setText("let me talk")
    qtbot.keyClick(dock.entry, Qt.Key.Key_Return)
    dock.send()
    assert said == []
    dock.focus_entry()
    assert dock.focusProxy() is dock.history and QApplication.focusWidget() is not dock.entry


@pytest.mark.lan
def test_the_hosts_window_chats_with_a_joiner(qtbot, state_dir: Path) -> None:
    window = open_window(qtbot)
    session = host_game(window, HostOptions("Ann", 3, 0, 0, "", "random", announce=False), endpoint="tcp://127.0.0.1:0")
    window.lan_session = session
    bob = JoinerCore("Bob")
    node, t = joiner_thread(session.bridge.node.bound_port, bob)
    try:
        chat = session.chat
        assert chat.isVisible() and window.findChild(ChatDock) is chat
        assert chat.toggleViewAction() in window.log_dock.toggleViewAction().associatedObjects()[-1].actions()
        chat.close()  # closed, it comes back with the keyboard
        window.activateWindow()  # (a shortcut needs an active window; offscreen, nothing is until asked)
        qtbot.waitUntil(lambda: QApplication.activeWindow() is not None)
        qtbot.keyClick(window, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
        assert chat.isVisible() and chat.entry.hasFocus()
        qtbot.waitUntil(lambda: bob.peer == 1 and len(bob.peer_names) == 2, timeout=10000)
        node.call(lambda: bob.chat.say("<i>hello</i> Ann", time.monotonic()))
        qtbot.waitUntil(lambda: chat.lines() == ["Bob: <i>hello</i> Ann"], timeout=10000)
        chat.entry.setFocus()
        qtbot.keyClicks(chat.entry, "hi Bob")
        qtbot.keyClick(chat.entry, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: [line.text for line in bob.chat.lines] == ["<i>hello</i> Ann", "hi Bob"], timeout=10000)
        qtbot.waitUntil(lambda: chat.lines() == ["Bob: <i>hello</i> Ann", "Ann: hi Bob"])
    finally:
        session.stop()
        node.stop()
        t.join(10)
        node.close()
    qtbot.waitUntil(lambda: window.findChild(ChatDock) is None)  # gone with the session, its View entry too
    view = window.log_dock.toggleViewAction().associatedObjects()[-1]
    assert [a.text() for a in view.actions()] == [window.panel_dock.windowTitle(), window.log_dock.windowTitle()]


@pytest.mark.lan
def test_a_joiners_window_chats_with_a_headless_host(qtbot, state_dir: Path, tmp_path: Path) -> None:
    host, port = typed_host(tmp_path, "--players", "3", "--ai", "random")  # (waits for a second joiner: a lobby)
    window = None
    try:
        window = open_window(qtbot, JoinSetup("Bob", f"127.0.0.1:{port}"))
        qtbot.waitUntil(lambda: window.lan_session is not None, timeout=10000)
        chat = window.lan_session.chat
        host.wait_for(r"Bob joined")
        host.type("hi <u>Bob</u>")
        qtbot.waitUntil(lambda: chat.lines() == ["Host: hi <u>Bob</u>"], timeout=10000)
        chat.entry.setFocus()
        qtbot.keyClicks(chat.entry, "hello from the window")
        qtbot.keyClick(chat.entry, Qt.Key.Key_Enter)
        host.wait_for(r"^\[chat\] Bob: hello from the window$")
        qtbot.waitUntil(lambda: chat.lines() == ["Host: hi <u>Bob</u>", "Bob: hello from the window"])
    finally:
        host.kill()
        if window is not None and window.lan_session is not None:
            window.lan_session.stop()
