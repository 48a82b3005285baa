"""The window as a spectator (reading the chat, not writing to it) and the result panel's *Play again* (issue 35),
against a host in this process."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox

from carolus.engine.ai import make_player
from carolus.net import places
from carolus.net.host import HostCore
from carolus.net.host_node import HostNode
from carolus.net.hosting import HostSetup, JoinSetup
from carolus.net.joiner import JoinerCore
from carolus.net.joiner_node import JoinerNode
from carolus.net.spectators import SpectatorCore, Watcher
from carolus.ui.lan.bridge import LanBridge
from carolus.ui.lan.spectator import SpectatorsButton
from carolus.ui.seats import HUMAN, REMOTE
from tests.support.lan_window import joiner_thread, open_window, shown_window

pytestmark = [pytest.mark.timeout(120), pytest.mark.lan]


@dataclass
class Host:
    core: HostCore
    node: HostNode
    port: int
    go_on: threading.Event
    codes: list[str]
    """The host's events' codes, as its socket thread hands them out."""


@pytest.fixture
def host() -> Iterator[Host]:
    """A host of two seats whose computer waits after a few moves until ``go_on`` is set; spectators welcome."""
    core = HostCore(2, "Hal", [0])
    core.spectators.allowed = 2
    go_on = threading.Event()

    class Gated:
        def __init__(self) -> None:
            self.inner, self.moves = make_player("random", 5), 0

        def choose(self, state: Any) -> int:
            self.moves += 1
            if self.moves > 3:
                go_on.wait(60.0)
            return self.inner.choose(state)

    codes: list[str] = []
    node = HostNode(core, "tcp://127.0.0.1:0", lambda e: codes.append(e.code), ai_factory=lambda seat: Gated())
    node.open()
    stop = threading.Event()

    def run() -> None:
        node.run(until=lambda: core.joiners() >= 1 or stop.is_set(), timeout_s=60.0)
        node.call(lambda: core.start(now=time.monotonic()))
        node.run(until=stop.is_set, timeout_s=100.0)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    yield Host(core, node, node.bound_port, go_on, codes)
    go_on.set()
    stop.set()
    thread.join(5.0)
    node.close()


def test_the_spectator_window_says_it_watches_and_cannot_act(qtbot, host: Host) -> None:
    jo = JoinerCore("Jo")
    player_node, _t = joiner_thread(host.port, jo)
    try:
        window = open_window(qtbot, JoinSetup("Eve", f"127.0.0.1:{host.port}", watch=True))
        qtbot.waitUntil(lambda: window.controller is not None, timeout=20000)
        session = window.lan_session
        assert session is not None and isinstance(session.bridge.node.core, SpectatorCore)
        assert "watching" in window.windowTitle()
        label = window.statusBar().findChild(QLabel, "lan-watching")
        assert label is not None and label.isVisible() and "cannot act" in label.text()
        controller = window.controller
        assert controller is not None and HUMAN not in controller.seats
        assert not controller.is_interactive() and not window.hint_action.isEnabled()
        assert window.play_again is None
        # it reads the chat (the host's and a player's lines, checked under their keys) and cannot write to it
        chat = session.chat
        note = chat.findChild(QLabel, "chat-read-only")
        assert chat.isVisible() and not chat.entry.isEnabled()
        assert note is not None and note.isVisible() and note.text() == "Spectators read the chat only: you cannot send"
        said: list[str] = []
        chat.said.connect(said.append)
        chat.entry.setText("let me talk")
        chat.send()
        assert said == []
        assert chat.focusProxy() is chat.history  # (Ctrl+Shift+C and the dock's focus go to the lines it reads)
        host.node.call(lambda: host.core.chat.say("welcome <b>Eve</b>", time.monotonic()))
        qtbot.waitUntil(lambda: chat.lines() == ["Hal: welcome <b>Eve</b>"], timeout=10000)
        player_node.call(lambda: jo.chat.say("hi Eve", time.monotonic()))
        qtbot.waitUntil(lambda: chat.lines() == ["Hal: welcome <b>Eve</b>", "Jo: hi Eve"], timeout=10000)
        assert isinstance(session.bridge.node.core, SpectatorCore) and session.bridge.node.core.chat.dropped == 0
        host.go_on.set()
        qtbot.waitUntil(lambda: controller.match.is_over(), timeout=60000)
        assert host.core.game is not None and controller.match.digest() == host.core.game.digest()
        assert "watching" in window.windowTitle()
        qtbot.waitUntil(lambda: window.result_dialog is not None, timeout=10000)
        assert window.result_dialog is not None and window.result_dialog.play_again_button.isHidden()
    finally:
        player_node.close()


def test_the_result_panels_play_again_plays_the_same_table_again_with_seats_moved_on(qtbot, host: Host) -> None:
    host.go_on.set()
    window = open_window(qtbot, JoinSetup("Jo", f"127.0.0.1:{host.port}"))
    session = window.lan_session
    assert session is not None
    node = session.bridge.node
    node.ai_factory = lambda seat: make_player("random", 9)  # the window's seat plays itself: the test waits
    qtbot.waitUntil(lambda: window.controller is not None, timeout=20000)
    first = window.controller
    assert first is not None and isinstance(node.core, JoinerCore) and node.core.seats == [1]
    qtbot.waitUntil(lambda: window.result_dialog is not None, timeout=60000)
    dialog = window.result_dialog
    assert dialog is not None and dialog.play_again_button.isVisible()
    dialog.play_again_button.click()  # before any offer: the host's player hears that we would like to
    qtbot.waitUntil(lambda: "rematch_wanted" in host.codes, timeout=10000)
    host.node.call(lambda: host.core.rematch.offer_again(time.monotonic()))  # answered yes at once: we asked
    qtbot.waitUntil(lambda: window.controller is not None and window.controller is not first, timeout=20000)
    assert node.core.seats == [0] and host.core.rematch.games == 2
    assert host.core.names_by_seat == ["Jo", "Hal"]
    assert window.result_dialog is None
    qtbot.waitUntil(lambda: window.controller is not None and window.controller.match.is_over(), timeout=60000)
    assert host.core.game is not None and window.controller.match.digest() == host.core.game.digest()


def test_a_joiner_offered_to_play_again_is_asked_and_its_no_leaves_the_table(qtbot, host: Host) -> None:
    host.go_on.set()
    window = open_window(qtbot, JoinSetup("Jo", f"127.0.0.1:{host.port}"))
    session = window.lan_session
    assert session is not None
    session.bridge.node.ai_factory = lambda seat: make_player("random", 9)
    qtbot.waitUntil(lambda: window.result_dialog is not None, timeout=60000)
    host.node.call(lambda: host.core.rematch.offer_again(time.monotonic()))

    def box() -> QMessageBox | None:
        found = [w for w in QApplication.topLevelWidgets() if w.objectName() == "lan-rematch-offer" and w.isVisible()]
        return found[0] if found and isinstance(found[0], QMessageBox) else None

    qtbot.waitUntil(lambda: box() is not None, timeout=10000)
    asked = box()
    assert asked is not None and "seat 1" in asked.text()
    asked.button(QMessageBox.StandardButton.No).click()
    qtbot.waitUntil(lambda: host.core.rematch.games == 2, timeout=10000)
    assert host.core.names_by_seat[0].startswith("AI") and len(host.core.peers) == 1
    core = session.bridge.node.core
    qtbot.waitUntil(lambda: bool(core.rejected), timeout=10000)  # the host's goodbye ends our part, as we said
    qtbot.wait(300)
    warnings = [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]
    assert warnings == [], "saying no is not a failure to join"
    assert window.controller is not None and window.controller.match.is_over()  # the last game stays in view


def test_the_hosts_spectators_button_lists_who_watches_and_sends_one_away(qtbot) -> None:
    window = shown_window(qtbot)
    core = HostCore(2, "Hal", [0])
    node = HostNode(core, "tcp://127.0.0.1:0")
    bridge = LanBridge(node)
    button = SpectatorsButton(window, bridge)
    assert button.button.isHidden()
    bridge.spectators_changed.emit([(b"r1", "Eve"), (b"r2", "Mallory")])
    assert button.button.isVisible() and "2" in button.button.text()
    actions = button.menu.actions()
    assert [a.text() for a in actions] == ["Send Eve away", "Send Mallory away"]
    actions[1].trigger()
    sent = node._inbox.get_nowait()  # what the socket thread would run: the host sends that spectator away
    core.spectators.watchers[b"r2"] = Watcher("Mallory", b"r2")
    out = sent()
    assert [o.dest for o in out] == [b"r2"] and core.spectators.watchers == {}
    bridge.spectators_changed.emit([])
    assert button.button.isHidden()
    node.close()


def test_the_hosts_play_again_offers_the_table_again_and_its_player_plays_the_moved_seat(
    qtbot, tmp_path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(places, "state_dir", lambda: tmp_path / "state")
    window = open_window(
        qtbot, HostSetup("Ann", port=0, fill="random", announce=False, bind="127.0.0.1", start_when_ready=True)
    )
    session = window.lan_session
    assert session is not None
    node = session.bridge.node
    node.ai[0] = make_player("random", 1)  # the host's player lets the computer play the first game: the test waits
    bob = JoinerCore("Bob")
    bob.again_answer = True
    bob_node = JoinerNode(bob, f"tcp://127.0.0.1:{node.bound_port}", ai_factory=lambda s: make_player("random", 2))
    bob_node.open()
    stop = threading.Event()
    thread = threading.Thread(target=bob_node.run, kwargs={"until": stop.is_set, "timeout_s": 100.0}, daemon=True)
    thread.start()
    try:
        qtbot.waitUntil(lambda: window.result_dialog is not None, timeout=60000)
        first = window.controller
        dialog = window.result_dialog
        assert dialog is not None and dialog.play_again_button.isVisible()
        dialog.play_again_button.click()
        qtbot.waitUntil(lambda: window.controller is not None and window.controller is not first, timeout=20000)
        controller = window.controller
        assert controller.names == ["Bob", "Ann"] and bob.seats == [0]
        assert controller.seats == [REMOTE, HUMAN], "the host's player plays its moved seat itself"
        assert set(node.ai) == set(), "no computer plays for anyone at this table of two"
    finally:
        stop.set()
        thread.join(5.0)
        bob_node.close()
        if window.lan_session is not None:
            window.lan_session.stop()
