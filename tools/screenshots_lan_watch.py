"""Screenshots of a spectator's window and of the offer to play again (issue 35), against hosts in this process.

Usage: [CAROLUS_LANG=de|fr] python3 tools/screenshots_lan_watch.py [--out DIR] [--size 1366x768]
Writes spectator.png (a window watching a game in progress, reading the chat), play-again.png (a joiner's result
panel with its *Play again* button) and rematch-offer.png (the question a joiner is asked when the host offers to
play again; the question and the panel are drawn over the window where they stand). Settings and saves go to a temporary
folder, never to the user's.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_TMP = tempfile.mkdtemp(prefix="carolus-shots-")
os.environ["CAROLUS_DATA_DIR"] = _TMP
os.environ["XDG_STATE_HOME"] = _TMP

from PySide6.QtCore import QCoreApplication, QEventLoop, QSettings, QTimer  # noqa: E402
from PySide6.QtGui import QPainter, QPixmap  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from carolus.engine.ai import make_player  # noqa: E402
from carolus.net.host import HostCore  # noqa: E402
from carolus.net.host_node import HostNode  # noqa: E402
from carolus.net.hosting import JoinSetup  # noqa: E402
from carolus.net.joiner import JoinerCore  # noqa: E402
from carolus.net.joiner_node import JoinerNode  # noqa: E402
from carolus.ui.app import build_window, make_application  # noqa: E402
from carolus.ui.lan import start_from_command  # noqa: E402
from carolus.ui.preferences import AppSettings  # noqa: E402
from carolus.ui.windows.main_window import MainWindow  # noqa: E402


def settle(ms: int = 250) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def wait(until: Callable[[], bool], seconds: float = 60.0) -> None:
    deadline = time.monotonic() + seconds
    while not until():
        if time.monotonic() > deadline:
            raise SystemExit("timed out waiting for the game")
        settle(50)


def host(moves_before_pause: int, spectators: int) -> tuple[HostCore, HostNode, threading.Event]:
    """A two-seat host whose computer pauses after ``moves_before_pause`` moves until the event is set."""
    core = HostCore(2, "Hildegard", [0])
    core.spectators.allowed = spectators
    go_on = threading.Event()

    class Paused:
        def __init__(self) -> None:
            self.inner, self.moves = make_player("random", 11), 0

        def choose(self, state: Any) -> int:
            self.moves += 1
            if self.moves > moves_before_pause:
                go_on.wait(120.0)
            return self.inner.choose(state)

    node = HostNode(core, "tcp://127.0.0.1:0", ai_factory=lambda seat: Paused())
    node.open()

    def run() -> None:
        node.run(until=lambda: core.joiners() >= 1, timeout_s=60.0)
        node.call(lambda: core.start(now=time.monotonic()))
        node.run(timeout_s=180.0)

    threading.Thread(target=run, daemon=True).start()
    return core, node, go_on


def window_for(setup: JoinSetup, size: tuple[int, int]) -> MainWindow:
    settings = AppSettings(QSettings())
    settings.animations_on = False
    settings.ai_pause_ms = 0
    window = build_window(start_from_command(setup), ask=lambda _p, _r, answer: answer(False), settings=settings)
    window.resize(*size)
    window.show()
    return window


def grab(window: MainWindow, path: Path) -> None:
    """The window with every other visible top-level window of the program drawn where it stands over it."""
    shot = window.grab()
    painter = QPainter(shot)
    origin = window.geometry().topLeft()
    for widget in QApplication.topLevelWidgets():
        parent = widget.parentWidget()
        if widget is window or not widget.isVisible() or parent is None or parent.window() is not window:
            continue  # (only this window's own dialogs: the panel, a question)
        pixmap: QPixmap = widget.grab()
        painter.drawPixmap(widget.geometry().topLeft() - origin, pixmap)
    painter.end()
    shot.save(str(path))
    print(path)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="screenshots")
    parser.add_argument("--size", default="1366x768")
    args = parser.parse_args()
    size = tuple(int(x) for x in args.size.lower().split("x"))
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    make_application(sys.argv[:1])
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, _TMP)
    QCoreApplication.setOrganizationName("carolus-qt-screenshots")

    # a spectator's window, some moves into a game between the host's computer and a joiner
    core, node, go_on = host(9, spectators=2)
    bertrada = JoinerCore("Bertrada")
    player = JoinerNode(
        bertrada,
        f"tcp://127.0.0.1:{node.bound_port}",
        ai_factory=lambda seat: make_player("random", 3),
    )
    player.open()
    threading.Thread(target=player.run, kwargs={"timeout_s": 180.0}, daemon=True).start()
    watcher = window_for(JoinSetup("Einhard", f"127.0.0.1:{node.bound_port}", watch=True), size)
    wait(lambda: watcher.controller is not None and len(watcher.controller.match.record.actions) >= 8)
    # the chat it reads (its input line disabled, the note above it)
    node.call(lambda: core.chat.say("Welcome, Einhard: watch closely", time.monotonic()))
    player.call(lambda: bertrada.chat.say("Good luck to me!", time.monotonic()))
    session = watcher.lan_session
    wait(lambda: session is not None and len(session.chat.lines()) >= 2)
    settle(800)
    grab(watcher, out / "spectator.png")
    go_on.set()
    if watcher.lan_session is not None:
        watcher.lan_session.stop()
    watcher.hide()

    # a joiner's result panel, and the host's offer to play again
    core2, node2, go_on2 = host(1000, spectators=0)
    window = window_for(JoinSetup("Bertrada", f"127.0.0.1:{node2.bound_port}"), size)
    session = window.lan_session
    assert session is not None
    session.bridge.node.ai_factory = lambda seat: make_player("random", 9)
    wait(lambda: window.result_dialog is not None, 120.0)
    settle(800)
    grab(window, out / "play-again.png")
    node2.call(lambda: core2.rematch.offer_again(time.monotonic()))
    wait(lambda: any(w.objectName() == "lan-rematch-offer" and w.isVisible() for w in QApplication.topLevelWidgets()))
    settle(500)
    grab(window, out / "rematch-offer.png")
    go_on2.set()
    os._exit(0)  # the hosts' threads are daemons; nothing to save


if __name__ == "__main__":
    main()
