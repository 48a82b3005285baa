"""After a crash: the LAN game joined last and not seen to its end, offered when ``carolus`` starts."""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QMessageBox,
)

from carolus.net import places
from carolus.net.places import JoinState
from carolus.net.text import clean_name

from ..windows.main_window import MainWindow
from .dialogs import JoinOptions
from .starting import join_game, leave_then_start
from .words import unusable_seats


def unfinished_lan_join(folder: Path, kept: list[Path] | None = None) -> JoinState | None:
    """The LAN game this user joined last and did not see end, if any (offered when ``carolus`` starts). A state
    file that cannot be used is set aside on the way (where it went is added to ``kept``)."""
    paths = []
    for path in folder.glob("lan-join-*.json"):
        with contextlib.suppress(OSError):
            paths.append((path.stat().st_mtime, path))
    found = [JoinState(path) for _, path in sorted(paths)]
    if kept is not None:
        kept += [state.kept for state in found if state.kept is not None]
    found = [state for state in found if state.unfinished()]
    return found[-1] if found else None


def offer_unfinished_lan(window: MainWindow, otherwise: Callable[[], None]) -> bool:
    """After a crash: offer to rejoin the LAN game joined last. True if it is offered (a question opened with
    ``open()``); ``otherwise`` runs once the player declines or the rejoin cannot begin. False: nothing to offer."""
    kept: list[Path] = []
    state = unfinished_lan_join(places.state_dir(), kept)
    for path in kept:
        window.show_error(unusable_seats(path))
    if state is None:
        return False
    address, name = str(state.last.get("address", "")), str(state.last.get("name", ""))
    yes = QMessageBox.StandardButton.Yes
    box = QMessageBox(
        QMessageBox.Icon.Question,
        QCoreApplication.translate("LanSession", "Rejoin LAN game"),
        QCoreApplication.translate("LanSession", "You were playing a LAN game at {a} as {n}. Rejoin it?").format(
            a=address, n=name
        ),
        yes | QMessageBox.StandardButton.No,
        window,
    )
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setObjectName("lan-rejoin")
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def answered(button: QAbstractButton) -> None:
        if box.standardButton(button) == yes:
            options = JoinOptions(clean_name(name, "Guest"), address, "")
            leave_then_start(
                window,
                lambda: join_game(window, options),
                QCoreApplication.translate("LanSession", "Join a LAN game"),
                otherwise,
            )
            return
        else:
            state.last["over"] = True  # asked once: not again next time
            with contextlib.suppress(OSError):
                state.save()
        otherwise()

    box.buttonClicked.connect(answered)
    box.open()
    return True
