"""The Game menu's *Host LAN game…* and *Join LAN game…*: a dialog, then hosting or joining with its options."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QAction

from ..windows.main_window import MainWindow
from .dialogs import HostDialog, JoinDialog
from .session import LanSession
from .starting import host_game, join_game, leave_then_start


def install_lan_menu(window: MainWindow) -> list[QAction]:
    """Add Host/Join LAN game to the window's Game menu, above its first separator."""

    def ask(dialog: HostDialog | JoinDialog, begin: Callable[[MainWindow, Any], LanSession]) -> None:
        """Open ``dialog`` (``open()``: the window keeps running); once accepted, host or join with its options
        (``begin`` takes the dialog's own: HostOptions from a HostDialog, JoinOptions from a JoinDialog)."""
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.setObjectName("lan-setup")

        def accepted() -> None:
            options, title = dialog.options(), dialog.windowTitle()
            QTimer.singleShot(0, lambda: leave_then_start(window, lambda: begin(window, options), title))

        dialog.accepted.connect(accepted)
        dialog.open()

    def ask_host() -> None:
        ask(HostDialog(window.settings.player_name, window), host_game)

    def ask_join() -> None:
        ask(JoinDialog(window.settings.player_name, window), join_game)

    host_action = QAction(QCoreApplication.translate("LanSession", "&Host LAN game…"), window)
    host_action.triggered.connect(lambda _c=False: ask_host())
    join_action = QAction(QCoreApplication.translate("LanSession", "&Join LAN game…"), window)
    join_action.triggered.connect(lambda _c=False: ask_join())
    menu = window.game_menu
    first = menu.actions()[0] if menu.actions() else None
    anchor = next((a for a in menu.actions() if a.isSeparator()), first)
    menu.insertActions(anchor, [host_action, join_action])  # type: ignore[arg-type]  # None: at the end
    return [host_action, join_action]
