"""Host/Join dialogs and a LAN session driving the real main window."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from carolus.engine.ai import make_player
from carolus.engine.match import Match
from carolus.net import places
from carolus.net.host import HostCore
from carolus.net.host_node import HostNode
from carolus.net.joiner import JoinerCore
from carolus.net.joiner_node import JoinerNode
from carolus.net.places import JoinState
from carolus.ui import persistence
from carolus.ui.lan import (
    HostDialog,
    HostOptions,
    JoinDialog,
    JoinOptions,
    host_game,
    install_lan_menu,
    join_game,
)
from carolus.ui.seats import HUMAN, REMOTE
from carolus.ui.windows.main_window import MainWindow
from tests.support.lan_window import lan_window, networked_controller
from tests.support.net_procs import play_human_moves

pytestmark = pytest.mark.timeout(90)


@pytest.fixture
def window(qtbot, user_dirs: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    return lan_window(qtbot, tmp_path, monkeypatch)


def test_lan_entries_sit_in_the_game_menu_and_the_dialogs_give_their_options(window: MainWindow, qtbot) -> None:
    actions = install_lan_menu(window)
    menu = window.game_menu
    texts = [a.text() for a in menu.actions()]
    assert [a.text() for a in actions] == ["&Host LAN game…", "&Join LAN game…"]
    assert texts.index("&Host LAN game…") < next(i for i, a in enumerate(menu.actions()) if a.isSeparator())
    host = HostDialog("Ann")
    qtbot.addWidget(host)
    host.players.setValue(3)
    host.seat.setValue(3)
    host.password.setText("pw")
    assert host.options() == HostOptions("Ann", 3, 2, 47315, "pw", "intermediate")
    join = JoinDialog("Bob")
    qtbot.addWidget(join)
    join._picked("192.168.1.5:47315  Ann (2 players)")
    assert join.options().address == "192.168.1.5:47315"


@pytest.mark.lan
def test_window_hosts_a_lan_game_and_its_person_plays_it_to_the_end(window: MainWindow, qtbot) -> None:
    assert persistence.write_autosave(Match.new(2, "10ca1", ["Ann", "Cat"]).record) is None  # a local game to resume
    saved = persistence.autosave_path().read_bytes()
    session = host_game(
        window, HostOptions("Ann", 2, 0, 0, "", "random", start_when_ready=True), endpoint="tcp://127.0.0.1:0"
    )
    port = session.bridge.node.bound_port
    joiner = JoinerCore("Bob")
    node = JoinerNode(joiner, f"tcp://127.0.0.1:{port}", ai_factory=lambda seat: make_player("random", seat))
    node.open()
    t = threading.Thread(target=node.run, kwargs={"until": lambda: joiner.over, "timeout_s": 60}, daemon=True)
    t.start()
    try:
        controller = networked_controller(window, qtbot)
        play_human_moves(window, qtbot, 10**9, seed=5)
        core = session.bridge.node.core
        qtbot.waitUntil(lambda: core.over_sent, timeout=30000)
        assert controller.match.digest() == core.game.digest() == joiner.game.digest()
        qtbot.waitUntil(lambda: window.result_dialog is not None, timeout=30000)
        assert persistence.autosave_path().read_bytes() == saved  # the LAN game's end clears no local game
    finally:
        session.stop()
        t.join(10)
        node.close()


@pytest.mark.lan
def test_window_joins_a_lan_game_and_its_person_plays_it_to_the_end(window: MainWindow, qtbot) -> None:
    host = HostCore(2, "Ann", [0])
    host_node = HostNode(host, "tcp://127.0.0.1:0", ai_factory=lambda seat: make_player("random", seat))
    host_node.open()
    t = threading.Thread(target=host_node.run, kwargs={"until": lambda: host.over_sent, "timeout_s": 60}, daemon=True)
    t.start()
    session = join_game(window, JoinOptions("Bob", f"127.0.0.1:{host_node.bound_port}", ""))
    try:
        qtbot.waitUntil(lambda: host.joiners() >= 1, timeout=30000)
        host_node.call(host.start)
        controller = networked_controller(window, qtbot)
        assert controller.seats == [REMOTE, HUMAN]
        play_human_moves(window, qtbot, 10**9, seed=8)
        qtbot.waitUntil(lambda: host.over_sent, timeout=30000)
        assert controller.match.digest() == host.game.digest()
        token_file = Path(places.state_dir()) / "lan-join-Bob.json"
        assert host.peers[1].token in token_file.read_text()
        qtbot.waitUntil(lambda: not JoinState(token_file).unfinished(), timeout=30000)  # seen to the end
    finally:
        session.stop()
        t.join(10)
        host_node.close()


@pytest.mark.lan
def test_joining_a_door_that_never_answers_leaves_the_window_thread_free(window: MainWindow, qtbot) -> None:
    """The door is asked from the socket thread: join_game returns while the door is still being waited for (it
    used to ask on the window's thread, which waited out the door's timeout, a second per step)."""
    import socket

    silent = socket.create_server(("127.0.0.1", 0))
    accepted: list[socket.socket] = []
    waiter = threading.Thread(target=lambda: accepted.append(silent.accept()[0]), daemon=True)
    waiter.start()
    session = join_game(window, JoinOptions("Bob", f"127.0.0.1:{silent.getsockname()[1]}"))
    try:
        qtbot.waitUntil(lambda: bool(accepted), timeout=30000)
        conn = accepted[0]
        conn.settimeout(0.3)
        with pytest.raises(TimeoutError):
            conn.recv(1)  # the joiner is still waiting for the door's first line: nothing sent, not hung up
        assert session.lobby is not None and session.lobby.isVisible()
    finally:
        session.stop()
        for conn in accepted:
            conn.close()
        silent.close()
