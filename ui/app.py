"""The ``carolus`` window: the QApplication, its names (where QSettings keep things), the first game.

With no saved game the window opens straight into a game against the
computer; an unfinished autosave is offered first, so a crash loses nothing.
"""

from __future__ import annotations

import sys
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from carolus_qt.match import Match
from carolus_qt.record import Record
from carolus_qt.view import game_view

from . import persistence
from .board.status import round_label
from .main_window import MainWindow
from .narration import join_words
from .settings import AppSettings

ORGANISATION = "carolus-qt"
APPLICATION = "Carolus Magnus"


def make_application(qt_args: list[str]) -> QApplication:
    """The one QApplication, with the names QSettings use and high-DPI scaling."""
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    QGuiApplication.setHighDpiScaleFactorRoundingPolicy(Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
    QCoreApplication.setOrganizationName(ORGANISATION)
    QCoreApplication.setApplicationName(APPLICATION)
    app = QApplication([sys.argv[0] if sys.argv else "carolus", *qt_args])
    app.setApplicationDisplayName(APPLICATION)
    return app


def ask_resume(parent: QWidget, record: Record) -> bool:
    """Ask whether to go on with the autosaved game."""
    view = game_view(Match(record).state)
    text = QCoreApplication.translate(
        "App", "An unfinished game was saved ({names}, {round}). Resume it?"
    ).format(names=join_words(record.names), round=round_label(view))
    answer = QMessageBox.question(
        parent,
        QCoreApplication.translate("App", "Resume game"),
        text,
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.Yes,
    )
    return answer == QMessageBox.StandardButton.Yes


def open_first_game(window: MainWindow, ask: Callable[[QWidget, Record], bool] = ask_resume) -> None:
    """Resume the autosave if there is one and the player wants it; else a game with the last (or default) setup."""
    broken = persistence.set_aside_broken_autosave()  # kept as a copy, and said why, before a new game replaces it
    if broken:
        window.show_error(broken)
    record = persistence.unfinished_autosave()
    if record is not None and ask(window, record):
        window.load_game(record)
        return
    window.start_game(window.settings.last_setup())


def build_window(start: Callable[[MainWindow], bool] | None = None,
                 ask: Callable[[QWidget, Record], bool] = ask_resume,
                 settings: AppSettings | None = None, offer_lan: bool = False) -> MainWindow:
    """The shown main window with its first game; ``start`` (``carolus host|join``) replaces that game when it
    succeeds. With ``offer_lan`` an unfinished LAN game joined last is offered first (after a crash)."""
    window = MainWindow(settings or AppSettings())
    from .lan_dialogs import install_lan_menu, offer_unfinished_lan  # LAN play: the Game menu's Host/Join

    install_lan_menu(window)
    window.show()
    if start is not None and start(window):
        return window
    if start is None and offer_lan and offer_unfinished_lan(window):
        return window
    open_first_game(window, ask)
    return window


def run_gui(qt_args: list[str], start: Callable[[MainWindow], bool] | None = None) -> int:
    """Open the window and run until it closes; the exit code of the event loop."""
    app = make_application(qt_args)
    window = build_window(start, offer_lan=True)  # noqa: F841 (kept alive while the loop runs)
    return app.exec()
