"""Help ▸ Keys: every key of the window and the board in one list, so that the game can be played without a mouse.

The board's own keys (the focus, Enter, the digits) are ``board.focus.key_help``'s; the window's commands are
read from its actions, so the list names the shortcuts the desktop really gives them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMessageBox

from .board.focus import key_help

if TYPE_CHECKING:
    from .windows.main_window import MainWindow


DIGITS = {str(n) for n in range(10)}


def key_rows(window: MainWindow) -> list[tuple[str, str]]:
    """(keys, what they do): the board's, then the window's commands that have a shortcut."""
    rows = list(key_help())
    rows.append(
        (
            QCoreApplication.translate("Keys", "Tab, Shift+Tab"),
            QCoreApplication.translate("Keys", "Move between the board and the window's other parts"),
        )
    )
    rows.append(
        (
            QCoreApplication.translate("Keys", "Alt+letter"),
            QCoreApplication.translate(
                "Keys", "In a dialog: go to the field or button whose name has that letter underlined"
            ),
        )
    )
    rows.append(
        (
            QCoreApplication.translate("Keys", "Escape"),
            QCoreApplication.translate("Keys", "Close a dialog, the puzzles or the replay (a picked-up knight first)"),
        )
    )
    for action in window.findChildren(QAction):
        shortcut = action.shortcut()
        text = action.text().replace("&", "").rstrip("…").strip()
        if shortcut.isEmpty() or not text or not action.isVisible():
            continue
        if shortcut.toString() in DIGITS:
            continue  # the digits are in the board's rows
        row = (shortcut.toString(QKeySequence.SequenceFormat.NativeText), text)
        if row not in rows:
            rows.append(row)
    return rows


def keys_text(window: MainWindow) -> str:
    return "\n".join(f"{keys}\t{what}" for keys, what in key_rows(window))


def show_keys(window: MainWindow) -> QMessageBox:
    """The list in a window-modal box (``open()``: events go on)."""
    box = QMessageBox(
        QMessageBox.Icon.Information,
        QCoreApplication.translate("Keys", "Keys"),
        QCoreApplication.translate("Keys", "The whole game can be played with the keyboard:"),
        QMessageBox.StandardButton.Ok,
        window,
    )
    box.setObjectName("keys")
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setInformativeText(keys_text(window))
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box


def install_keys_help(window: MainWindow) -> QAction:
    """Help ▸ Keys…, after the rules."""
    action = QAction(QCoreApplication.translate("Keys", "&Keys…"), window)
    action.setToolTip(QCoreApplication.translate("Keys", "Every key of the game: play without a mouse"))
    action.triggered.connect(lambda _checked=False: show_keys(window))
    window.help_menu.addAction(action)
    window.keys_action = action
    for command in window.findChildren(QAction):  # the toolbar's tooltips name their keys too
        name_key_in_tooltip(command)
    return action


def name_key_in_tooltip(action: QAction) -> None:
    """``New game (Ctrl+N)``: a command's tooltip says its shortcut, unless it says it already."""
    shortcut = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
    tip = action.toolTip()
    if shortcut and shortcut not in DIGITS and f"({shortcut})" not in tip:
        action.setToolTip(f"{tip} ({shortcut})")
