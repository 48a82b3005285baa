"""The window in LAN play, as the LAN window tests open it: ``carolus host|join``'s window (``open_window``), the
plain window of the Host and Join dialogs (``lan_window``), and a joiner of random moves in a thread.
"""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from carolus.engine.ai import make_player
from carolus.net import places
from carolus.net.hosting import HostSetup, JoinSetup
from carolus.net.joiner import JoinerCore
from carolus.net.joiner_node import JoinerNode
from carolus.net.node import Node
from carolus.ui.app import build_window
from carolus.ui.controller import GameController
from carolus.ui.lan import start_from_command
from carolus.ui.preferences import AppSettings
from carolus.ui.windows.main_window import MainWindow


def lan_window(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    """The main window, shown, no animations, the computer acting at once, the LAN state under ``tmp_path`` (the
    ``window`` fixture of the dialog tests; settings and saves go where ``user_dirs`` points them)."""
    monkeypatch.setattr(places, "state_dir", lambda: tmp_path / "state")
    return shown_window(qtbot)


def shown_window(qtbot) -> MainWindow:
    """A bare main window (no first game), shown, no animations, the computer acting at once: every game it shows
    comes from the LAN."""
    settings = AppSettings(QSettings())
    settings.animations_on = False
    settings.ai_pause_ms = 0
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.show()
    return w


def never_resume(_parent, _record, answer) -> None:
    """The startup question answered No at once."""
    answer(False)


def open_window(qtbot, start: HostSetup | JoinSetup | None = None, ask=never_resume) -> MainWindow:
    """What ``run_gui`` shows, without its event loop; by default an unfinished local game is never resumed."""
    settings = AppSettings(QSettings())
    settings.animations_on = False
    settings.ai_pause_ms = 0
    window = build_window(start_from_command(start) if start else None, ask=ask, settings=settings)
    qtbot.addWidget(window)
    return window


def joiner_thread(port: int, core: JoinerCore) -> tuple[Node, threading.Thread]:
    node = JoinerNode(core, f"tcp://127.0.0.1:{port}", ai_factory=lambda seat: make_player("random", seat))
    node.open()
    t = threading.Thread(target=node.run, kwargs={"until": lambda: core.over, "timeout_s": 90}, daemon=True)
    t.start()
    return node, t


def networked_controller(window: MainWindow, qtbot) -> GameController:
    """The window's controller once the LAN game is dealt and wired to the network."""
    qtbot.waitUntil(lambda: window.controller is not None and window.controller.action_sink is not None, timeout=10000)
    assert window.controller is not None
    return window.controller
