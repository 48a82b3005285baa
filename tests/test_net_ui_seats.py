"""Issue 25, point 6, in the window: a seat the computer plays for a player gone past the grace period goes to a
newcomer only once the host's player says so (a question first), and the record says who took whose seat."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from carolus.engine.ai import make_player
from carolus.ui.lan import HostOptions, host_game
from carolus.ui.windows.main_window import MainWindow
from tests.support import net_procs
from tests.support.lan_window import shown_window

pytestmark = [pytest.mark.lan, pytest.mark.timeout(150)]

REFUSED = 3
"""``carolus join``'s exit status when the host refused it."""


@pytest.fixture
def window(qtbot, state_dir: Path) -> MainWindow:
    """A bare window (no first game): every game it shows comes from the LAN."""
    return shown_window(qtbot)


def _wait_line(qtbot, proc: net_procs.Proc, pattern: str, timeout: int = 30000) -> None:
    """Wait for a process's line while the window's events run (the lobby starts the game from them)."""
    qtbot.waitUntil(lambda: any(re.search(pattern, line) for line in proc.lines), timeout=timeout)


def _exit(qtbot, proc: net_procs.Proc, timeout: int = 60000) -> int:
    """A process's exit status, the window's events running meanwhile."""
    qtbot.waitUntil(lambda: proc.p.poll() is not None, timeout=timeout)
    return proc.wait()


def _answer(window: MainWindow, qtbot, button: QMessageBox.StandardButton) -> None:
    """Press the hand-over button and answer its question."""
    session = window.lan_session
    session.hand_button.click()
    box = window.findChild(QMessageBox, "lan-hand-over-question")
    assert box is not None and box.isVisible()
    assert "Owner" in box.text()
    box.button(button).click()
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, "lan-hand-over-question") is None, timeout=30000)


def test_the_hosts_player_hands_a_gone_players_seat_to_a_newcomer_only_after_saying_yes(
    window: MainWindow, qtbot, tmp_path: Path
) -> None:
    options = HostOptions("Ann", 2, 0, 0, "", "random", announce=False, grace=1.0, start_when_ready=True)
    session = host_game(window, options, endpoint="tcp://127.0.0.1:0")
    window.lan_session = session
    hosted, node = session.net_game, session.net_game.node

    def computer_plays_ann() -> list:  # no clicks: a computer plays the window's seat, in the socket thread
        node.ai.setdefault(hosted.seat, make_player("random", 7))
        return []

    node.call(computer_plays_ann)
    owner = net_procs.join(tmp_path, hosted.port, "Owner", "--ai", "random", "--verbose")
    procs = [owner]
    try:
        seat = int(owner.wait_for(r"joined: you play seat (\d)").group(1)) - 1
        _wait_line(qtbot, owner, r"action 10:")
        assert not session.hand_button.isVisible()  # nobody is gone: nothing to hand over
        owner.kill()  # its state file stays: it could come back
        qtbot.waitUntil(session.hand_button.isVisible, timeout=20000)

        _answer(window, qtbot, QMessageBox.StandardButton.No)
        thief = net_procs.join(tmp_path, hosted.port, "Thief", "--ai", "random", "--seat", str(seat))
        procs.append(thief)
        assert _exit(qtbot, thief) == REFUSED, thief.output()  # "No": the seat waits for its owner
        assert session.hand_button.isVisible() and not hosted.core.open_seats

        _answer(window, qtbot, QMessageBox.StandardButton.Yes)
        qtbot.waitUntil(lambda: not session.hand_button.isVisible(), timeout=30000)
        out = tmp_path / "carl.json"
        carl = net_procs.join(tmp_path, hosted.port, "Carl", "--ai", "random", "--seat", str(seat), "--out", str(out))
        procs.append(carl)
        _wait_line(qtbot, carl, r"you play seat")
        game = hosted.core.game
        since = game.handovers[0]["applied"]  # once Carl has played (or the game is over), the seat is Carl's for
        # good (before, it would go back to its owner: tests/test_net_seats.py)
        actions = game.match.record.actions
        qtbot.waitUntil(lambda: any(a.player == seat for a in actions[since:]) or game.match.is_over(), timeout=60000)
        back = net_procs.join(tmp_path, hosted.port, "Owner", "--ai", "random")  # the old token, from its file
        procs.append(back)
        assert _exit(qtbot, back) == REFUSED, back.output()
        assert _exit(qtbot, carl, 120000) == 0, carl.output()
        qtbot.waitUntil(lambda: hosted.core.game.match.is_over(), timeout=20000)
        (handover,) = hosted.core.game.record().extra["net"]["handovers"]
        assert handover["old"] == "Owner" and handover["name"] == "Carl" and handover["applied"] >= 10
        assert not session.hand_button.isVisible()
    finally:
        for proc in procs:
            proc.kill()
        session.stop()
