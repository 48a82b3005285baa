"""Screenshots of the LAN lobby (issue 35) at 1366x768 in English, German and French, host's and joiner's side.

    QT_QPA_PLATFORM=offscreen PYTHONPATH=. python tools/screenshots_lobby.py OUT_DIR

A real host (the window's ``host_game`` on loopback, with an optional rule) and two headless joiners, one ready and
one not; then a joiner's window (``join_game``) in the same lobby. Each picture is the 1366x768 screen: the main
window with the lobby dialog centred over it.
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QPoint, QSettings
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QApplication, QDialog

from carolus.engine.ai import make_player
from carolus.net import places
from carolus.net.joiner import JoinerCore
from carolus.net.joiner_node import JoinerNode
from carolus.ui import i18n
from carolus.ui.lan import HostOptions, JoinOptions, host_game, join_game
from carolus.ui.lan.lobby_window import LobbyPanel
from carolus.ui.preferences import AppSettings
from carolus.ui.windows.main_window import MainWindow

SCREEN = (1366, 768)


def settle(app: QApplication, until, timeout: float = 10.0) -> None:
    deadline = time.monotonic() + timeout
    while not until() and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.01)
    for _ in range(20):
        app.processEvents()


def shot(window: MainWindow, dialog: QDialog, path: Path) -> None:
    """The screen: the window filling it, the dialog centred over it."""
    screen = QPixmap(*SCREEN)
    painter = QPainter(screen)
    painter.drawPixmap(0, 0, window.grab())
    top = dialog.grab()
    painter.drawPixmap(QPoint((SCREEN[0] - top.width()) // 2, (SCREEN[1] - top.height()) // 2), top)
    painter.end()
    screen.save(str(path))
    print(f"saved {path} (dialog {top.width()}x{top.height()})")


def main(argv: list[str]) -> int:
    out = Path(argv[0] if argv else "/tmp/lobby35_shots")
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    state = Path(tempfile.mkdtemp())
    places.state_dir = lambda: state  # type: ignore[assignment]
    for lang in ("en", "de", "fr"):
        i18n.install(lang)
        settings = AppSettings(QSettings())
        settings.animations_on = False
        window = MainWindow(settings)
        window.resize(*SCREEN)
        window.show()
        options = HostOptions("Ann", 4, 0, 0, "", "random", announce=False, variants=("early-roll",))
        session = host_game(window, options, endpoint="tcp://127.0.0.1:0")
        port = session.net_game.port
        nodes = []
        for name, ready in (("Bob", True), ("Chloé", False)):
            core = JoinerCore(name)
            core.want_ready = ready
            node = JoinerNode(core, f"tcp://127.0.0.1:{port}", ai_factory=lambda s: make_player("random", s))
            node.open()
            node.start_thread()
            nodes.append(node)
            settle(app, lambda core=core: core.lobby is not None)
        lobby = session.lobby
        assert lobby is not None
        panel = lobby.findChild(LobbyPanel, "lan-lobby")
        settle(app, lambda panel=panel: panel.listed is not None and len(panel.listed.entries) == 3)
        shot(window, lobby, out / f"lobby_host_{lang}.png")
        joiner_window = MainWindow(settings)
        joiner_window.resize(*SCREEN)
        joiner_window.show()
        joined = join_game(joiner_window, JoinOptions("Dora", f"127.0.0.1:{port}", ""))
        jl = joined.lobby
        assert jl is not None
        jpanel = jl.findChild(LobbyPanel, "lan-lobby")
        settle(app, lambda jpanel=jpanel: jpanel.listed is not None and len(jpanel.listed.entries) == 4)
        shot(joiner_window, jl, out / f"lobby_joiner_{lang}.png")
        joined.stop()
        session.stop()
        for node in nodes:
            node.stop()
            if node.thread is not None:
                node.thread.join(5)
            node.close()
        joiner_window.close()
        window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
