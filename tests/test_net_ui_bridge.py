"""The Qt bridge: a window's controller plays a LAN game through action_sink / apply_remote."""

from __future__ import annotations

import threading
from random import Random

import pytest

from carolus.engine.ai import make_player
from carolus.engine.match import Match
from carolus.net.host import HostCore
from carolus.net.host_node import HostNode
from carolus.net.joiner import JoinerCore
from carolus.net.joiner_node import JoinerNode
from carolus.net.node import Node
from carolus.ui.controller import GameController
from carolus.ui.lan.bridge import LanBridge
from carolus.ui.seats import HUMAN, REMOTE

pytestmark = [pytest.mark.lan, pytest.mark.timeout(90)]


def play_random(controller: GameController, qtbot, rng: Random, turns: int | None = None) -> None:
    """The controller's person submits random legal actions, each once it may act, until the game ends (or
    ``turns`` were played); each waits for the host's confirmation."""
    played = 0
    while not controller.match.is_over() and (turns is None or played < turns):
        qtbot.waitUntil(lambda: controller.match.is_over() or controller.is_interactive(), timeout=10000)
        if controller.match.is_over():
            break
        n = len(controller.match.record.actions)
        assert controller.submit(rng.choice(controller.match.legal_actions()))
        qtbot.waitUntil(lambda n=n: len(controller.match.record.actions) > n, timeout=30000)
        played += 1


def test_gui_host_seat_plays_a_whole_lan_game_through_the_controller_seam(qtbot) -> None:
    host = HostCore(2, "Ann", [0])
    host_node = HostNode(host, "tcp://127.0.0.1:0")
    host_node.open()
    bridge = LanBridge(host_node)
    made: list[GameController] = []
    kinds_seen: list[list[str]] = []

    def on_started(record, kinds) -> None:
        controller = GameController(Match(record, external_dice=True), kinds, action_sink=bridge.submit, ai_pause_ms=0)
        bridge.confirmed.connect(controller.apply_remote)
        kinds_seen.append(kinds)
        made.append(controller)

    bridge.started.connect(on_started)
    bridge.start()
    joiner = JoinerCore("Bob")
    joiner_node = JoinerNode(
        joiner, f"tcp://127.0.0.1:{host_node.bound_port}", ai_factory=lambda seat: make_player("random", seat)
    )
    joiner_node.open()
    jt = threading.Thread(target=joiner_node.run, kwargs={"until": lambda: joiner.over, "timeout_s": 60}, daemon=True)
    jt.start()
    try:
        qtbot.waitUntil(lambda: host.joiners() >= 1, timeout=30000)
        host_node.call(host.start)
        qtbot.waitUntil(lambda: bool(made), timeout=30000)
        controller = made[0]
        assert kinds_seen[0] == [HUMAN, REMOTE]
        play_random(controller, qtbot, Random(3))
        qtbot.waitUntil(lambda: host.over_sent, timeout=30000)
        assert controller.match.digest() == host.game.digest() == joiner.game.digest()
        assert controller.match.record.dice == host.game.match.record.dice
    finally:
        bridge.stop()
        jt.join(10)
        joiner_node.close()


def test_a_host_resumed_while_a_die_was_pending_shows_the_game_once_the_die_is_decided(qtbot) -> None:
    host = HostCore(2, "Ann", [0])
    mid_die: list[dict] = []

    def save(node: Node) -> None:  # what the autosave sees right after an action that calls for a refill
        game = host.game
        if not mid_die and game is not None and game.match is not None and game.match.needs_die():
            mid_die.append(host.snapshot())
            node.stop()

    host_node = HostNode(host, "tcp://127.0.0.1:0", on_change=save, ai_factory=lambda seat: make_player("random", seat))
    host_node.open()
    joiner = JoinerCore("Bob")
    joiner_node = JoinerNode(
        joiner, f"tcp://127.0.0.1:{host_node.bound_port}", ai_factory=lambda seat: make_player("random", seat + 10)
    )
    joiner_node.open()
    jt = threading.Thread(target=joiner_node.run, kwargs={"until": lambda: bool(mid_die), "timeout_s": 30}, daemon=True)
    jt.start()
    ht = host_node.start_thread()
    qtbot.waitUntil(lambda: host.joiners() >= 1, timeout=30000)
    host_node.call(host.start)
    ht.join(30)
    jt.join(10)
    host_node.close()
    joiner_node.close()
    assert mid_die, "no refill came up"

    resumed = HostCore.from_snapshot(mid_die[0])
    dice_when_saved = len(resumed.game.match.record.dice)
    node = HostNode(resumed, "tcp://127.0.0.1:0")
    node.open()
    bridge = LanBridge(node)
    shown: list = []
    made: list[GameController] = []

    def on_started(record, kinds) -> None:
        shown.append(record)
        controller = GameController(Match(record, external_dice=True), kinds, action_sink=bridge.submit, ai_pause_ms=0)
        bridge.confirmed.connect(controller.apply_remote)
        made.append(controller)

    bridge.started.connect(on_started)
    bridge.restarted.connect(on_started)
    bridge.start()
    bridge.show_current()
    back = JoinerCore("Bob", -1, "", joiner.token, joiner.game_id, joiner.secret)
    back_node = JoinerNode(
        back, f"tcp://127.0.0.1:{node.bound_port}", ai_factory=lambda seat: make_player("random", seat)
    )
    back_node.open()
    bt = threading.Thread(target=back_node.run, kwargs={"until": lambda: back.over, "timeout_s": 60}, daemon=True)
    bt.start()
    try:
        qtbot.waitUntil(lambda: bool(made), timeout=10000)
        assert len(shown) == 1 and not Match(shown[0], external_dice=True).needs_die()
        assert len(shown[0].dice) > dice_when_saved
        controller = made[0]
        play_random(controller, qtbot, Random(4), turns=6)  # the game goes on from there
        mine = controller.match.record.actions
        assert mine == resumed.game.match.record.actions[: len(mine)]
    finally:
        bridge.stop()
        back_node.stop()
        bt.join(10)
        back_node.close()
