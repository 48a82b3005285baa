"""The window and ``carolus host|join`` host and join through one net module, and the window's game is networked
from its first moment (issue 28: LAN wiring in one place)."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest

from carolus.engine.ai import make_player
from carolus.engine.match import Match
from carolus.engine.record import load
from carolus.launch import main
from carolus.net import hosting
from carolus.net.host import HostCore
from carolus.net.host_node import HostNode
from carolus.net.places import JoinState
from carolus.ui.controller import GameController
from carolus.ui.lan import HostOptions, JoinOptions, host_game, join_game
from carolus.ui.seats import REMOTE
from carolus.ui.windows.main_window import MainWindow
from tests.support import net_procs
from tests.support.lan_window import shown_window

pytestmark = [pytest.mark.lan, pytest.mark.timeout(120)]


@pytest.fixture
def window(qtbot, state_dir: Path) -> MainWindow:
    """A bare window (no first game): every game it shows comes from the LAN."""
    return shown_window(qtbot)


def hosting_loopback(window: MainWindow):
    """The window hosts a two-player game on loopback, the way Game > Host LAN game does."""
    session = host_game(
        window,
        HostOptions("Ann", 2, 0, 0, "", "random", announce=False, start_when_ready=True),
        endpoint="tcp://127.0.0.1:0",
    )
    window.lan_session = session
    return session


def test_the_window_and_the_command_line_host_and_join_through_the_same_net_module(
    window: MainWindow, qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    made: list[object] = []
    for cls in (hosting.HostedGame, hosting.JoinedGame):
        real = cls.__init__

        def noting(self, *args, _real=real, **kwargs) -> None:  # the real constructor runs: it is only noted
            made.append(self)
            _real(self, *args, **kwargs)

        monkeypatch.setattr(cls, "__init__", noting)

    session = hosting_loopback(window)
    try:
        assert made == [session.net_game] and isinstance(session.net_game, hosting.HostedGame)
        assert session.bridge.node is session.net_game.node
        joined = join_game(window, JoinOptions("Bob", f"127.0.0.1:{session.net_game.port}", ""))
        assert made[1:] == [joined.net_game] and isinstance(joined.net_game, hosting.JoinedGame)
        joined.stop()
    finally:
        session.stop()
    del made[:]

    # the command line, in this process: nobody joins, so each gives up after its timeout
    autosave, state = tmp_path / "cli-autosave.json", tmp_path / "cli.state"
    common = ["--ai", "random", "--timeout", "0.2"]
    host = ["host", "--port", "0", "--bind", "127.0.0.1", "--no-announce", "--autosave", str(autosave), *common]
    assert main(host) == 5
    assert main(["join", "127.0.0.1:9", "--name", "Cleo", "--state-file", str(state), *common]) == 5
    assert [type(made[0]), type(made[1])] == [hosting.HostedGame, hosting.JoinedGame]


def test_a_game_hosted_from_the_window_and_joined_headless_from_the_command_line_is_played_to_the_end(
    window: MainWindow, qtbot, tmp_path: Path
) -> None:
    session = hosting_loopback(window)
    hosted = session.net_game
    node = hosted.node

    def computer_plays_ann() -> list:  # no clicks: the window's seat is played by a computer, in the socket thread
        node.ai.setdefault(hosted.seat, make_player("random", 7))
        return []

    node.call(computer_plays_ann)
    qtbot.waitUntil(lambda: hosted.seat in node.ai, timeout=30000)
    out = tmp_path / "bob.json"
    joiner = net_procs.join(tmp_path, hosted.port, "Bob", "--ai", "random", "--out", str(out))
    try:
        qtbot.waitUntil(lambda: window.controller is not None and window.controller.match.is_over(), timeout=90000)
        assert joiner.wait() == 0, joiner.output()
        controller = window.controller
        assert controller.seats == [REMOTE, REMOTE]  # the window follows the network: both seats played elsewhere
        digest = joiner.wait_for(r"finished; digest ([0-9a-f]{64})").group(1)
        assert controller.match.digest() == hosted.core.game.digest() == digest
        assert Match(load(out)).digest() == digest
        assert json.loads((tmp_path / "Bob.state").read_text())["last"]["over"] is True  # the seat kept, seen out
    finally:
        joiner.kill()
        session.stop()


def test_the_window_controller_is_networked_before_its_first_action(window: MainWindow, qtbot, tmp_path: Path) -> None:
    """The controller is announced (``started``) before it plays or schedules anything: it must already send its
    intents to the network and wait for the network's dice then, not once a timer has given the session time to
    convert it."""
    seen: list[tuple[bool, bool]] = []

    def noted(controller: GameController) -> None:
        seen.append((controller.action_sink is not None, controller.match.external_dice))

    window.session.started.connect(noted)
    session = hosting_loopback(window)
    joiner = net_procs.join(tmp_path, session.net_game.port, "Bob", "--ai", "random")
    try:
        qtbot.waitUntil(lambda: bool(seen), timeout=20000)
        assert seen[0] == (True, True)
        assert window.controller.action_sink == session.bridge.submit
    finally:
        joiner.kill()
        session.stop()


def test_a_joined_game_seen_to_its_end_is_not_offered_again_after_the_host_leaves(
    window: MainWindow, qtbot, state_dir: Path
) -> None:
    """The seat is kept as over once the game ends; news after the end (the host leaving) must not make it look
    unfinished again, or the next start would offer to rejoin a finished game."""
    host = HostCore(2, "Ann", [0])
    host_node = HostNode(host, "tcp://127.0.0.1:0", ai_factory=lambda seat: make_player("random", seat))
    host_node.open()
    t = threading.Thread(target=host_node.run, kwargs={"timeout_s": 90}, daemon=True)
    t.start()
    session = join_game(window, JoinOptions("Bob", f"127.0.0.1:{host_node.bound_port}", ""))
    window.lan_session = session
    session.bridge.node.ai_factory = lambda seat: make_player("random", 10 + seat)  # no clicks: a computer plays Bob
    token_file = state_dir / "lan-join-Bob.json"
    try:
        qtbot.waitUntil(lambda: host.joiners() >= 1, timeout=10000)
        host_node.call(host.start)
        qtbot.waitUntil(lambda: window.controller is not None and window.controller.match.is_over(), timeout=60000)
        qtbot.waitUntil(lambda: token_file.is_file() and not JoinState(token_file).unfinished(), timeout=30000)
        with qtbot.waitSignal(session.bridge.notice, timeout=10000):
            host_node.leave("left the game")  # Bob's window is told "The host left"
        assert not JoinState(token_file).unfinished()
    finally:
        session.stop()
        host_node.stop()
        t.join(10)
        host_node.close()
