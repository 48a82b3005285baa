"""The lobby the host starts, in the window (issue 35): everyone listed with key fingerprint and ready mark, the rules
in the player's language, Start only once everyone there is ready, Remove for a joiner, Ready for a joiner; by mouse
and by keyboard; and with a real host and joiners on loopback."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from carolus.net.joiner import JoinerCore
from carolus.net.lobby_room import LobbyEntry, LobbyList, key_fingerprint
from carolus.net.refusals import refusal_code
from carolus.ui.lan import HostOptions, host_game
from carolus.ui.lan.lobby_window import LobbyPanel, rules_text
from carolus.ui.windows.main_window import MainWindow
from carolus.ui.windows.variant_choice import variant_title
from tests.support.lan_window import joiner_thread, networked_controller, shown_window

KEYS = [key_fingerprint(k) for k in (b"H" * 40, b"B" * 40, b"C" * 40)]


def listing(*ready: bool, auto: bool = False, variant: tuple[str, ...] = ()) -> LobbyList:
    """The host and one joiner per mark."""
    names = ["Ann", "Bob", "Chloé"]
    entries = [LobbyEntry("Ann", KEYS[0], True, (0,), True)]
    entries += [LobbyEntry(names[i + 1], KEYS[i + 1], r, (i + 1,)) for i, r in enumerate(ready)]
    return LobbyList(tuple(entries), 4, variant, auto)


def cells(panel: LobbyPanel) -> list[list[str]]:
    table = panel.table
    return [[table.item(r, c).text() for c in range(table.columnCount())] for r in range(table.rowCount())]


def host_panel(qtbot) -> LobbyPanel:
    panel = LobbyPanel(True, 0)
    qtbot.addWidget(panel)
    panel.show()
    return panel


def test_the_host_sees_everyone_with_key_and_mark_and_starts_only_once_everyone_is_ready(qtbot) -> None:
    panel = host_panel(qtbot)
    assert not panel.start.isEnabled()  # nothing listed yet
    panel.show_list(listing(True, False))
    assert cells(panel) == [
        ["Ann (host) (you)", KEYS[0], "1", "host"],
        ["Bob", KEYS[1], "2", "ready"],
        ["Chloé", KEYS[2], "3", "not ready"],
        ["(free seat)", "", "4", ""],  # still awaited
    ]
    assert not panel.start.isEnabled() and panel.start.toolTip()
    assert panel.auto.isVisible() and not panel.ready.isVisible()
    started: list[bool] = []
    panel.start_requested.connect(lambda: started.append(True))
    qtbot.mouseClick(panel.start, Qt.MouseButton.LeftButton)
    assert started == []  # (disabled: the click does nothing)
    panel.show_list(listing(True, True))
    assert panel.start.isEnabled() and panel.start.toolTip() == ""
    qtbot.mouseClick(panel.start, Qt.MouseButton.LeftButton)
    assert started == [True]
    panel.show_list(listing())  # alone with the computers: sensible too
    assert panel.start.isEnabled()


def test_remove_goes_to_the_selected_joiner_never_the_host_by_mouse_and_keyboard(qtbot) -> None:
    panel = host_panel(qtbot)
    panel.show_list(listing(True, False))
    removed: list[int] = []
    panel.kick_requested.connect(removed.append)
    assert not panel.kick.isEnabled()
    panel.table.selectRow(0)
    assert not panel.kick.isEnabled()  # the host's own row
    panel.table.selectRow(3)
    assert not panel.kick.isEnabled()  # a free seat
    panel.table.selectRow(2)
    assert panel.kick.isEnabled()
    qtbot.mouseClick(panel.kick, Qt.MouseButton.LeftButton)
    assert removed == [2]
    panel.show_list(listing(True, False))  # a new list keeps the selection
    assert panel.selected_peer() == 2
    panel.table.setFocus()
    qtbot.keyClick(panel.table, Qt.Key.Key_Up)
    qtbot.keyClick(panel.table, Qt.Key.Key_Delete)
    assert removed == [2, 1]
    panel.start.setFocus()  # Tab order: the buttons are reachable, the list does not swallow Tab
    assert panel.table.tabKeyNavigation() is False


def test_the_tick_shows_what_the_host_said_and_says_when_changed(qtbot) -> None:
    panel = host_panel(qtbot)
    said: list[bool] = []
    panel.auto_toggled.connect(said.append)
    panel.show_list(listing(True, auto=True))
    assert panel.auto.isChecked() and said == []  # (the host's own list: no echo)
    panel.auto.setFocus()
    qtbot.keyClick(panel.auto, Qt.Key.Key_Space)
    assert said == [False]


def test_a_joiner_sees_its_own_mark_and_sets_it_from_the_keyboard(qtbot) -> None:
    panel = LobbyPanel(False, 2)
    qtbot.addWidget(panel)
    panel.show()
    toggled: list[bool] = []
    panel.ready_toggled.connect(toggled.append)
    panel.show_list(listing(True, False))
    assert not panel.start.isVisible() and not panel.kick.isVisible() and not panel.auto.isVisible()
    assert cells(panel)[2][0] == "Chloé (you)" and not panel.ready.isChecked()
    panel.ready.setFocus()
    qtbot.keyClick(panel.ready, Qt.Key.Key_Space)
    assert toggled == [True]
    panel.show_list(listing(True, True))
    assert panel.ready.isChecked() and toggled == [True]  # the host's word shown, not sent back


def test_the_rules_and_marks_are_in_the_players_language(qtbot, lang: str) -> None:
    listed = listing(True, False, variant=("early-roll",))
    said = rules_text(listed)
    assert variant_title("early-roll") in said and "4" in said
    assert "optional rules" not in said and "players" not in said
    panel = host_panel(qtbot)
    panel.show_list(listed)
    assert {cells(panel)[1][3], cells(panel)[2][3]}.isdisjoint({"ready", "not ready"})
    assert "Key fingerprint" not in [panel.table.horizontalHeaderItem(c).text() for c in range(4)]


@pytest.fixture
def window(qtbot, state_dir: Path) -> MainWindow:
    return shown_window(qtbot)


@pytest.mark.lan
@pytest.mark.timeout(120)
def test_a_real_lobby_lists_removes_and_starts_when_the_hosts_player_says(qtbot, window: MainWindow) -> None:
    session = host_game(window, HostOptions("Ann", 3, 0, 0, "", "random", announce=False), "tcp://127.0.0.1:0")
    window.lan_session = session
    lobby = session.lobby
    assert lobby is not None
    panel = lobby.findChild(LobbyPanel, "lan-lobby")
    assert panel is not None and panel.isVisible() and not panel.auto.isChecked()
    port = session.net_game.port
    bob, carl = JoinerCore("Bob"), JoinerCore("Carl")
    bob.want_ready = False
    nodes = []
    try:
        for core in (bob, carl):
            nodes.append(joiner_thread(port, core))
            qtbot.waitUntil(lambda core=core: core.lobby is not None, timeout=60000)
        qtbot.waitUntil(lambda: panel.listed is not None and len(panel.listed.entries) == 3, timeout=60000)
        assert [row[3] for row in cells(panel)] == ["host", "not ready", "ready"]
        assert cells(panel)[1][1] == key_fingerprint(nodes[0][0].client_keys.public)  # what Bob's console prints
        assert not panel.start.isEnabled()
        panel.table.selectRow(2)
        qtbot.mouseClick(panel.kick, Qt.MouseButton.LeftButton)  # Carl goes
        qtbot.waitUntil(lambda: bool(carl.rejected), timeout=60000)
        assert refusal_code(carl.rejected) == "kicked"
        qtbot.waitUntil(lambda: panel.listed is not None and len(panel.listed.entries) == 2, timeout=60000)
        assert cells(panel)[2] == ["(free seat)", "", "3", ""]  # Carl's seat is free again
        nodes[0][0].call(lambda: bob.set_ready(True))
        qtbot.waitUntil(panel.start.isEnabled, timeout=60000)
        assert not session.net_game.core.started  # the host's player has not pressed Start
        assert lobby.width() <= 1366 and lobby.height() <= 768
        qtbot.mouseClick(panel.start, Qt.MouseButton.LeftButton)
        assert networked_controller(window, qtbot).match.record.names[:2] == ["Ann", "Bob"]
    finally:
        session.stop()
        for node, thread in nodes:
            node.stop()
            thread.join(10)
            node.close()
