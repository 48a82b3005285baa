"""The ``carolus`` window: the QApplication, its names (where QSettings keep things), the window and its menus.

With no saved game the window opens straight into a game against the
computer; an unfinished autosave is offered first (``carolus.ui.startup``), so a crash
loses nothing.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt, QTimer, QtMsgType, qInstallMessageHandler
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from carolus.engine import crash_log, user_files
from carolus.engine.desktop_entry import APP_ID

from .crash import CrashReporter, forced_error_wanted, install_crash_menu, raise_for_test
from .lan.menu import install_lan_menu
from .lan.rejoin import offer_unfinished_lan
from .lan.starting import Start
from .preferences import AppSettings
from .startup import Ask, ask_resume, open_first_game
from .tutorial import install_tutorial, offer_at_first_start
from .windows.library_window import install_library_menu
from .windows.main_window import MainWindow

ORGANISATION = user_files.ORGANISATION
APPLICATION = user_files.APPLICATION


def make_application(qt_args: list[str]) -> QApplication:
    """The one QApplication, with the names QSettings use and high-DPI scaling."""
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    QGuiApplication.setHighDpiScaleFactorRoundingPolicy(Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
    QCoreApplication.setOrganizationName(ORGANISATION)
    QCoreApplication.setApplicationName(APPLICATION)
    QGuiApplication.setDesktopFileName(APP_ID)  # Wayland and task bars match the window to its desktop entry
    startup = _StartupMessages()
    previous = qInstallMessageHandler(startup.handle)
    try:
        app = QApplication([sys.argv[0] if sys.argv else "carolus", *qt_args])
    finally:
        qInstallMessageHandler(previous)
    startup.replay()
    app.setApplicationDisplayName(APPLICATION)
    return app


class _StartupMessages:
    """Qt's messages while the QApplication starts: kept back, and a fatal one (no usable platform plugin: no
    display, a missing system library) ends the process with one line instead of Qt's abort (exit 134)."""

    def __init__(self) -> None:
        self.kept: list[str] = []

    def handle(self, mode: QtMsgType, _context: object, message: str) -> None:
        if mode != QtMsgType.QtFatalMsg:
            self.kept.append(message)
            return
        reasons = [line for line in self.kept if "platform plugin" not in line or "needed" in line]
        why = (reasons or self.kept or [message])[0].strip().splitlines()[0]
        print(f"carolus: the game window cannot open: {why}", file=sys.stderr, flush=True)
        os._exit(1)

    def replay(self) -> None:
        """Warnings of a start that worked are shown as Qt would have shown them."""
        for line in self.kept:
            print(line, file=sys.stderr)


def build_window(
    start: Start | None = None,
    ask: Ask = ask_resume,
    settings: AppSettings | None = None,
    offer_lan: bool = False,
    offer_tutorial: bool = False,
) -> MainWindow:
    """The shown main window with its first game; ``start`` (``carolus host|join``) replaces that game when it
    succeeds. With ``offer_lan`` an unfinished LAN game joined last is offered first (after a crash); with
    ``offer_tutorial`` the very first start asks whether to learn to play first."""
    window = MainWindow(settings or AppSettings())
    install_lan_menu(window)  # LAN play: the Game menu's Host/Join
    install_library_menu(window)  # the Game menu's Game library…
    install_tutorial(window)  # Help → Learn to play
    install_crash_menu(window)  # Help → Open log folder
    window.show()
    if forced_error_wanted():  # CAROLUS_TEST_RAISE: for tests only
        QTimer.singleShot(0, raise_for_test)
    if start is not None:
        start(window, lambda: open_first_game(window, ask))
        return window
    if offer_lan and offer_unfinished_lan(window, lambda: open_first_game(window, ask)):
        return window
    if offer_tutorial:
        offer_at_first_start(window, lambda: open_first_game(window, ask))
    else:
        open_first_game(window, ask)
    return window


def replay_start(path: str | os.PathLike[str]) -> Start:
    """``carolus FILE``: the window's first game as always (so an unfinished autosave is still offered), and the
    record in the replay viewer beside it."""

    def start(window: MainWindow, first: Callable[[], None]) -> None:
        first()
        window.replay_file(path)

    return start


def run_gui(qt_args: list[str], start: Start | None = None) -> int:
    """Open the window and run until it closes; the exit code of the event loop. Uncaught errors and native
    crashes go to the crash log; an error shows the crash dialog."""
    log = crash_log.try_install()
    app = make_application(qt_args)
    if log is not None:
        CrashReporter(log.folder, app).listen(log)
    window = build_window(start, offer_lan=True, offer_tutorial=True)  # noqa: F841 (kept alive while the loop runs)
    return app.exec()
