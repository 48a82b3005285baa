"""Screenshots of the Join dialog with its router box for the witness port (issue 35) at 1366x768 in en, de, fr.

    PYTHONPATH=. python tools/screenshots_join.py OUT_DIR LANG   # under an X server (Xvfb) of 1366x768

The main window maximized, the Join dialog over it, its router box ticked, focused and its tooltip shown; the whole
screen is saved as OUT_DIR/join-LANG.png (a real X server draws the tooltip where the player would see it); then
the joiner's lobby once a stand-in router answered, as OUT_DIR/join-lobby-LANG.png.
"""

from __future__ import annotations

import os
import socket
import sys
from pathlib import Path

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QToolTip

from carolus.ui import i18n
from carolus.ui.lan import JoinDialog
from carolus.ui.preferences import AppSettings
from carolus.ui.windows.main_window import MainWindow


def main(argv: list[str]) -> int:
    out, lang = Path(argv[0]), argv[1]
    out.mkdir(parents=True, exist_ok=True)
    os.environ["CAROLUS_LANG"] = lang
    app = QApplication.instance() or QApplication(sys.argv[:1])
    i18n.install()
    window = MainWindow(AppSettings(QSettings()))
    window.showMaximized()
    join = JoinDialog("Bob", window)
    join.address.setText("203.0.113.5:47315")
    join.internet.setChecked(True)
    join.show()

    def tip() -> None:
        join.internet.setFocus()
        QToolTip.showText(join.internet.mapToGlobal(join.internet.rect().bottomLeft()), join.internet.toolTip())

    def save() -> None:
        path = out / f"join-{lang}.png"
        QGuiApplication.primaryScreen().grabWindow(0).save(str(path))
        print(f"saved {path} (dialog {join.width()}x{join.height()})")
        join.close()
        QToolTip.hideText()
        lobby()

    def lobby() -> None:
        """The joiner's lobby once the router answered (a stand-in router; a host that never answers)."""
        from carolus.net import portmap
        from carolus.ui.lan import JoinOptions, join_game

        class Router:
            def __init__(self, ports: list[int]) -> None:
                self.ports, self.outcome = tuple(ports), None

            def open(self) -> portmap.Outcome:
                self.outcome = portmap.Outcome("mapped", self.ports, external="203.0.113.8", ipv6=("2001:db8::8",))
                return self.outcome

            def close(self) -> None:
                pass

        portmap.PortMap = Router  # type: ignore[assignment,misc]
        nobody = socket.socket()
        nobody.bind(("127.0.0.1", 0))
        session = join_game(window, JoinOptions("Bob", f"127.0.0.1:{nobody.getsockname()[1]}", internet=True))

        def save_lobby() -> None:
            path = out / f"join-lobby-{lang}.png"
            QGuiApplication.primaryScreen().grabWindow(0).save(str(path))
            print(f"saved {path}")
            session.stop()
            nobody.close()
            app.quit()

        QTimer.singleShot(2500, save_lobby)

    QTimer.singleShot(1500, tip)
    QTimer.singleShot(3000, save)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
