"""A LAN game under optional rules in the window: the Host dialog names them, the person plays them by clicks."""

from __future__ import annotations

import threading
from pathlib import Path
from random import Random

import pytest
from pytestqt.qtbot import QtBot

from carolus.engine.ai import make_player
from carolus.net.joiner import JoinerCore
from carolus.net.joiner_node import JoinerNode
from carolus.ui.lan import HostDialog, HostOptions, host_game
from carolus.ui.windows.main_window import MainWindow
from tests.support.clicks import click_variant_action, person_action
from tests.support.lan_window import lan_window, networked_controller


@pytest.fixture
def window(qtbot: QtBot, user_dirs: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    return lan_window(qtbot, tmp_path, monkeypatch)


def test_the_host_dialog_names_the_rules_the_game_is_hosted_with(qtbot: QtBot) -> None:
    dialog = HostDialog("Ann")
    qtbot.addWidget(dialog)
    dialog.variants.boxes["piles"].setChecked(True)
    dialog.variants.boxes["deferred-jokers"].setChecked(True)
    assert not dialog.variants.boxes["early-roll"].isEnabled()
    assert dialog.options().variants == ("piles", "deferred-jokers")


@pytest.mark.lan
def test_window_hosts_a_game_under_rules_and_its_person_plays_them_by_clicks(
    window: MainWindow,
    qtbot: QtBot,
) -> None:
    variants = ("piles", "deferred-jokers")
    session = host_game(
        window,
        HostOptions("Ann", 2, 0, 0, "", "random", announce=False, variants=variants, start_when_ready=True),
        endpoint="tcp://127.0.0.1:0",
    )
    joiner = JoinerCore("Bob")
    node = JoinerNode(
        joiner, f"tcp://127.0.0.1:{session.bridge.node.bound_port}", ai_factory=lambda seat: make_player("random", seat)
    )
    node.open()
    t = threading.Thread(target=node.run, kwargs={"until": lambda: joiner.over, "timeout_s": 300}, daemon=True)
    t.start()
    try:
        c = networked_controller(window, qtbot)
        rng = Random(4)
        kinds: set[str] = set()
        offered = False
        while not c.match.is_over():
            qtbot.waitUntil(  # a guard (a die the piles roll again is a commit-reveal round each; CI once took 15 s)
                lambda: c.match.is_over() or (c.is_interactive() and not window.scene.animating), timeout=60000
            )
            if c.match.is_over():
                break
            n = len(c.record.actions)
            action = person_action(window, rng)
            jokers = [a for a in c.view().legal if a.joker]
            offered = offered or bool(jokers)
            if jokers and "joker" not in kinds:  # the dealt dice decide whether a joker comes: the first is placed
                action = jokers[0]
            click_variant_action(window, qtbot, action)
            qtbot.waitUntil(lambda n=n: len(c.record.actions) > n, timeout=30000)
            assert c.record.actions[n] == action
            kinds.add("joker" if action.joker else action.type)
        core = session.bridge.node.core
        qtbot.waitUntil(lambda: core.over_sent, timeout=30000)
        assert c.match.digest() == core.game.digest() == joiner.game.digest()
        assert tuple(c.record.variant) == variants and "piles" in c.record.setup
        assert "pile" in kinds and ("joker" in kinds) == offered
    finally:
        session.stop()
        node.stop()
        t.join(10)
        node.close()
