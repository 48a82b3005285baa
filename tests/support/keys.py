"""Playing without a mouse, as the keyboard tests do it: Tab to a widget, and the board's arrows, digits and Enter.

Every helper sends key events only (``QTest.keyClick`` on the widget that has the focus), never a click or a
direct call of what a button does, so a widget that keys cannot reach or operate fails the test."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsItem, QWidget
from pytestqt.qtbot import QtBot

from carolus.engine.actions import Action
from carolus.engine.constants import COLOURS


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard focus"
    return widget


def press(key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    """A key on the widget with the focus, as a person's key goes."""
    QTest.keyClick(focused(), key, modifier)


def type_text(text: str, replace: bool = True) -> None:
    """Type into the focused field (Ctrl+A first: what was there is replaced)."""
    if replace:
        press(Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(focused(), text)


def tab_to(wanted: QWidget | Callable[[QWidget], bool], limit: int = 40, back: bool = False) -> QWidget:
    """Tab (or Shift+Tab) until ``wanted`` (a widget, or a test of the focused one) has the focus."""
    test = wanted if callable(wanted) and not isinstance(wanted, QWidget) else (lambda widget: widget is wanted)
    key = Qt.Key.Key_Backtab if back else Qt.Key.Key_Tab
    for _ in range(limit):
        if test(focused()):
            return focused()
        press(key)
    raise AssertionError(f"Tab never reaches {wanted}")


def focus_cycle(start: QWidget, limit: int = 60) -> list[QWidget]:
    """The widgets Tab visits from ``start`` until it comes back to it."""
    seen = [start]
    for _ in range(limit):
        press(Qt.Key.Key_Tab)
        if focused() is start:
            return seen
        seen.append(focused())
    raise AssertionError("Tab never comes back")


def wait_focus_in(qtbot: QtBot, window: QWidget) -> None:
    """``window`` shown and active, the focus inside it."""
    window.activateWindow()
    qtbot.waitUntil(lambda: window.isAncestorOf(QApplication.focusWidget()) or QApplication.focusWidget() is window)


# -- the board ---------------------------------------------------------------------------
# ``w``: a window with the board (``board``, ``scene``, ``controller``): the main window or the puzzles'.


def board_key(w: Any, key: Qt.Key) -> None:
    QTest.keyClick(w.board, key)


def focus_on(w: Any, item: QGraphicsItem) -> None:
    """Arrow keys until the board's focus is on ``item``; the ring shows where it is."""
    keys = w.scene.keys
    if keys.current is item and not keys.ring.isVisible():  # the ring shows from the first board key on
        board_key(w, Qt.Key.Key_Left)
    for _ in range(len(keys.items()) + 1):
        if keys.current is item:
            break
        board_key(w, Qt.Key.Key_Right)
    assert keys.current is item, f"the arrows never reach {item}"
    assert keys.ring.isVisible() and keys.ring.outline.boundingRect().intersects(item.sceneBoundingRect())
    name = QAccessible.queryAccessibleInterface(w.board).text(QAccessible.Text.Name)
    assert name == keys.words() and name, "a screen reader reads the focused item"


def target_item(w: Any, action: Action) -> QGraphicsItem:
    scene = w.scene
    if action.type == "crown":
        return scene.crown_item(str(action.colour))
    if action.type == "place":
        return scene.court_item(action.player) if action.to == "court" else scene.region_item(int(action.to))
    view = w.controller.view()
    region = view.regions[(view.emperor + int(action.steps or 0)) % len(view.regions)]
    return scene.region_item(region.provinces[0])


def play_by_keys(w: Any, action: Action, digits: bool) -> None:
    """``action`` as a person at the keyboard makes it: a digit for a disc (and, with ``digits``, for a colour or
    the emperor's steps), else the arrows to the item and Enter."""
    scene = w.scene
    if action.type == "disc":
        board_key(w, getattr(Qt.Key, f"Key_{action.value}"))
        return
    if digits and action.type in ("crown", "move"):
        number = int(action.steps or 0) if action.type == "move" else COLOURS.index(str(action.colour)) + 1
        board_key(w, getattr(Qt.Key, f"Key_{number}"))
        return
    if action.type == "place" and scene.selected_colour != action.colour:
        if digits:
            board_key(w, getattr(Qt.Key, f"Key_{COLOURS.index(str(action.colour)) + 1}"))
        else:
            focus_on(w, scene.reserve_item(action.player, str(action.colour)))
            board_key(w, Qt.Key.Key_Return)
        assert scene.selected_colour == action.colour
    focus_on(w, target_item(w, action))
    board_key(w, Qt.Key.Key_Space if digits else Qt.Key.Key_Return)
