"""The window played as a person plays it: by clicks on the board (``click_action``, ``play_clicks``) and on the
variants panel (``click_variant_action``), at a point where the item clicked is the one on top."""

from __future__ import annotations

from random import Random

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsItem
from pytestqt.qtbot import QtBot

from carolus.engine.actions import Action
from carolus.engine.constants import COLOURS
from carolus.ui.windows.main_window import MainWindow


def click_point(w: MainWindow, item: QGraphicsItem) -> QPoint:
    """A viewport point where ``item`` itself is the topmost item (merged arcs are not convex)."""
    view = w.board
    rect = item.sceneBoundingRect()
    QTest.mouseMove(view.viewport(), view.mapFromScene(rect.center()))  # as a hand would: hover leaves the last item
    points = [rect.center()] + [
        QPointF(rect.left() + rect.width() * (i + 0.5) / 9, rect.top() + rect.height() * (j + 0.5) / 9)
        for i in range(9)
        for j in range(9)
    ]
    for p in points:
        pixel = view.mapFromScene(p)
        if clicked_item(w, pixel) is item and view.viewport().rect().contains(pixel):
            return pixel
    top = w.scene.itemAt(rect.center(), view.transform())
    raise AssertionError(f"no clickable point on {item}: {top} {top and top.isVisible()} covers its centre")


def clicked_item(w: MainWindow, pixel: QPoint) -> QGraphicsItem | None:
    """The item a click at ``pixel`` reaches: the topmost that takes mouse buttons (marks and labels do not)."""
    for top in w.scene.items(
        w.board.mapToScene(pixel),
        Qt.ItemSelectionMode.IntersectsItemShape,
        Qt.SortOrder.DescendingOrder,
        w.board.transform(),
    ):
        if top.acceptedMouseButtons() != Qt.MouseButton.NoButton and top.isVisible():
            return top
    return None


def click_item(w: MainWindow, qtbot: QtBot, item: QGraphicsItem) -> None:
    QTest.mouseClick(
        w.board.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, click_point(w, item)
    )


def click_action(w: MainWindow, qtbot: QtBot, action: Action) -> None:
    """Perform ``action`` the way a person does: by clicking the board."""
    scene = w.scene
    if action.type == "disc":
        click_item(w, qtbot, scene.disc_item(int(action.value or 0)))
    elif action.type == "crown":
        click_item(w, qtbot, scene.crown_item(str(action.colour)))
    elif action.type == "place":
        if scene.selected_colour != action.colour:  # the colour stays selected after a placement
            click_item(w, qtbot, scene.reserve_item(action.player, str(action.colour)))
        assert scene.selected_colour == action.colour
        target = scene.court_item(action.player) if action.to == "court" else scene.region_item(int(action.to))
        click_item(w, qtbot, target)
    else:
        view = w.controller.view()
        region = view.regions[(view.emperor + int(action.steps or 0)) % len(view.regions)]
        click_item(w, qtbot, scene.region_item(region.provinces[0]))


def person_action(w: MainWindow, rng: Random) -> Action:
    """A random legal action, except that a move takes the shortest way to its region (what a click means)."""
    view = w.controller.view()
    action = rng.choice(view.legal)
    if action.type == "move":
        region = view.regions[(view.emperor + int(action.steps or 0)) % len(view.regions)]
        action = Action.move(action.player, min(region.steps))
    return action


def wait_for_person(w: MainWindow, qtbot: QtBot) -> None:
    c = w.controller
    qtbot.waitUntil(lambda: (c.is_interactive() or c.match.is_over()) and not w.scene.animating, timeout=20000)


def play_clicks(w: MainWindow, qtbot: QtBot, rng: Random, limit: int | None = None) -> int:
    """Click legal actions for the people until the end (or ``limit`` actions); returns clicks made."""
    c = w.controller
    done = 0
    while limit is None or done < limit:
        wait_for_person(w, qtbot)
        if c.match.is_over():
            break
        action = person_action(w, rng)
        count = len(c.record.actions)
        assert " — your turn: " in w.status_label.text()  # the only person here is spoken to, not named
        click_action(w, qtbot, action)
        assert len(c.record.actions) > count, f"the click for {action} did nothing"
        assert c.record.actions[count] == action
        done += 1
    return done


def click_variant_action(w: MainWindow, qtbot: QtBot, action: Action) -> None:
    """Perform ``action`` by clicks, through the variants panel where the rule puts it."""
    panel = w.scene.variants
    view = w.controller.view()
    if action.type == "pile":
        click_item(w, qtbot, panel.chip("pile", action.pile))
        if action.take is not None:
            knights = [COLOURS[c] for c, n in enumerate(view.piles[int(action.pile or 0)]) for _ in range(n)]
            wanted = list(action.take)
            for i, colour in enumerate(knights):
                if colour in wanted:
                    wanted.remove(colour)
                    click_item(w, qtbot, panel.chip("knight", i))
    elif action.type == "swap":
        if action.source is None:
            click_item(w, qtbot, panel.chip("keep"))
        else:
            click_item(w, qtbot, panel.chip("from", action.source))
            click_item(w, qtbot, panel.chip("to", action.to))
    elif action.type == "place" and action.joker:
        click_item(w, qtbot, panel.chip("joker"))
        assert panel.joker_selected
        scene = w.scene
        target = scene.court_item(action.player) if action.to == "court" else scene.region_item(int(action.to))
        click_item(w, qtbot, target)
        click_item(w, qtbot, panel.chip("joker-colour", action.colour))
    else:
        click_action(w, qtbot, action)
