"""The Qt bridge: a window's controller plays a LAN game through action_sink / apply_remote."""

from __future__ import annotations

import threading
from random import Random

import pytest

from carolus_qt.ai import make_player
from carolus_qt.match import Match
from net.host import HostCore
from net.joiner import JoinerCore
from net.node import Node
from ui.controller import GameController
from ui.lan_bridge import LanBridge
from ui.seats import HUMAN, REMOTE

pytestmark = pytest.mark.timeout(90)


def test_gui_host_seat_plays_a_whole_lan_game_through_the_controller_seam(qtbot) -> None:
    host = HostCore(2, "Ann", [0])
    host_node = Node(host, "tcp://127.0.0.1:0")
    host_node.open()
    bridge = LanBridge(host_node)
    made: list[GameController] = []
    kinds_seen: list[list[str]] = []

    def on_started(record, kinds) -> None:
        controller = GameController(Match(record, external_dice=True), kinds, action_sink=bridge.submit,
                                    ai_pause_ms=0)
        bridge.confirmed.connect(controller.apply_remote)
        kinds_seen.append(kinds)
        made.append(controller)

    bridge.started.connect(on_started)
    bridge.start()
    joiner = JoinerCore("Bob")
    joiner_node = Node(joiner, f"tcp://127.0.0.1:{host_node.bound_port}",
                       ai_factory=lambda seat: make_player("random", seat))
    joiner_node.open()
    jt = threading.Thread(target=joiner_node.run, kwargs={"until": lambda: joiner.over, "timeout_s": 60},
                          daemon=True)
    jt.start()
    try:
        qtbot.waitUntil(lambda: host.joiners() >= 1, timeout=5000)
        host_node.call(host.start)
        qtbot.waitUntil(lambda: bool(made), timeout=5000)
        controller = made[0]
        assert kinds_seen[0] == [HUMAN, REMOTE]
        rng = Random(3)
        while not controller.match.is_over():
            qtbot.waitUntil(lambda: controller.match.is_over() or controller.is_interactive(), timeout=10000)
            if controller.match.is_over():
                break
            n = len(controller.match.record.actions)
            assert controller.submit(rng.choice(controller.match.legal_actions()))
            qtbot.waitUntil(lambda n=n: len(controller.match.record.actions) > n, timeout=5000)
        qtbot.waitUntil(lambda: host.over_sent, timeout=5000)
        assert controller.match.digest() == host.game.digest() == joiner.game.digest()
        assert controller.match.record.dice == host.game.match.record.dice
    finally:
        bridge.stop()
        jt.join(10)
        joiner_node.close()
