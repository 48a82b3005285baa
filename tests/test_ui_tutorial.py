"""The guided first game through the real window: every step walked by clicks on the board, in English, German
and French; the first-start question, skipping, trying again, resuming, and leaving back to the game left."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsItem, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from carolus.engine.actions import Action
from carolus.engine.tutorial import STEPS, goal_met
from carolus.ui import i18n, persistence
from carolus.ui.app import build_window
from carolus.ui.seats import GameSetup
from carolus.ui.tutorial import guide_for, install_tutorial, words
from carolus.ui.tutorial.guide import TutorialGuide
from carolus.ui.windows.main_window import MainWindow


@pytest.fixture(params=["en", "de", "fr"])
def language(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    monkeypatch.setenv("CAROLUS_LANG", request.param)
    assert i18n.install() == request.param
    yield request.param
    i18n.remove()


def _quick(w: MainWindow) -> MainWindow:
    """No animations and no pause for the computer (the window's own settings, in the test's QSettings)."""
    w.settings.animations_on = False
    w.settings.ai_pause_ms = 0
    w.apply_settings()
    return w


@pytest.fixture
def window(qtbot: QtBot, user_dirs: Path) -> MainWindow:
    w = _quick(MainWindow())
    install_tutorial(w)
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    qtbot.waitExposed(w)
    return w


def _click_point(w: MainWindow, item: QGraphicsItem) -> QPoint:
    """A viewport point where ``item`` is the topmost item that takes clicks."""
    view = w.board
    rect = item.sceneBoundingRect()
    points = [rect.center()] + [
        QPointF(rect.left() + rect.width() * (i + 0.5) / 9, rect.top() + rect.height() * (j + 0.5) / 9)
        for i in range(9)
        for j in range(9)
    ]
    for p in points:
        pixel = view.mapFromScene(p)
        hit = next(
            (
                top
                for top in w.scene.items(
                    view.mapToScene(pixel),
                    Qt.ItemSelectionMode.IntersectsItemShape,
                    Qt.SortOrder.DescendingOrder,
                    view.transform(),
                )
                if top.acceptedMouseButtons() != Qt.MouseButton.NoButton and top.isVisible()
            ),
            None,
        )
        if hit is item and view.viewport().rect().contains(pixel):
            return pixel
    raise AssertionError(f"no clickable point on {item}")


def _click(w: MainWindow, item: QGraphicsItem) -> None:
    pixel = _click_point(w, item)
    QTest.mouseMove(w.board.viewport(), pixel)
    QTest.mouseClick(w.board.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pixel)


def _target(w: MainWindow, action: Action) -> QGraphicsItem:
    """Where the board is clicked for ``action`` (after the reserve knight, for a placement)."""
    scene = w.scene
    if action.type == "disc":
        return scene.disc_item(int(action.value or 0))
    if action.type == "crown":
        return scene.crown_item(str(action.colour))
    if action.type == "place":
        return scene.court_item(action.player) if action.to == "court" else scene.region_item(int(action.to))
    view = w.controller.view()
    region = view.regions[(view.emperor + int(action.steps or 0)) % len(view.regions)]
    return scene.region_item(region.provinces[0])


def _play(w: MainWindow, action: Action) -> None:
    """One action as a person makes it: by clicking the board."""
    if action.type == "place" and w.scene.selected_colour != action.colour:
        _click(w, w.scene.reserve_item(action.player, str(action.colour)))
        assert w.scene.selected_colour == action.colour
    _click(w, _target(w, action))


def _walk_step(w: MainWindow, qtbot: QtBot, guide: TutorialGuide) -> None:
    """Follow the marks of the shown step until the engine says it is done."""
    for _ in range(10):
        if guide.state == "done":
            return
        way = guide.way_left()
        assert way, f"step {guide.step.key}: nothing marked, yet not done"
        marked = {id(m.target) for m in w.scene.hint_marks()}
        assert id(_target(w, way[0])) in marked, "the board marks where to click"
        count = len(w.controller.record.actions)
        _play(w, way[0])
        qtbot.waitUntil(lambda c=count: len(w.controller.record.actions) > c or guide.state == "done")
    raise AssertionError(f"step {guide.step.key} never done")


def _press(qtbot: QtBot, button: QPushButton) -> None:
    assert button.isVisible(), button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_the_whole_guided_first_game_by_clicks(window: MainWindow, qtbot: QtBot, language: str) -> None:
    w = window
    w.start_game(GameSetup(2, ("You", "Computer"), ("human", "beginner"), "abc"))
    w.learn_action.trigger()
    guide = guide_for(w)
    panel = guide.panel
    assert guide.running and guide.index == 0 and guide.dock.isVisible()
    for index, step in enumerate(STEPS):
        assert guide.index == index
        assert panel.heading.text().endswith(words.step_title(step))
        assert panel.text.text() == words.step_task(step)
        assert not goal_met(step.goal, w.controller.match.state)
        _walk_step(w, qtbot, guide)
        assert goal_met(step.goal, w.controller.match.state)  # the engine's word, not the window's
        assert panel.text.text() == words.step_done(step)
        assert panel.next_button.isVisible() and not panel.skip_button.isVisible()
        _press(qtbot, panel.next_button)
    assert not guide.running and not guide.dock.isVisible()
    assert guide.progress.finished()
    assert w.controller.record.extra.get("tutorial") is None  # the real game is back on the board
    assert w.controller.record.names[1] == "Computer" or w.controller.seats[1] == "beginner"


def test_words_fit_their_strip(window: MainWindow, qtbot: QtBot, language: str) -> None:
    """Every task and "well done" line fits the strip's two lines at 1366x768, whole."""
    guide = guide_for(window)
    guide.start(0)
    label = guide.panel.text
    width = label.contentsRect().width()
    metrics = label.fontMetrics()
    for step in STEPS:
        for text in (words.step_task(step), words.step_done(step), words.not_yet()):
            box = metrics.boundingRect(0, 0, width, 10_000, Qt.TextFlag.TextWordWrap, text)
            assert box.height() <= label.height(), f"{language} {step.key}: {text!r} needs {box.height()} px"


def test_a_missed_step_is_tried_again_and_a_step_can_be_skipped(window: MainWindow, qtbot: QtBot) -> None:
    guide = guide_for(window)
    guide.start(0)
    panel = guide.panel
    _click(window, window.scene.disc_item(4))  # a higher disc than the computer's 3: the computer plays first
    qtbot.waitUntil(lambda: guide.state == "missed")
    assert panel.again_button.isVisible() and not panel.next_button.isVisible()
    assert panel.text.text() == words.not_yet()
    QTest.keyClick(window.board.viewport(), Qt.Key.Key_Return)  # Return is Next, and there is no Next yet
    assert guide.index == 0 and guide.state == "missed"
    assert window.status_label.text() == words.computer_waits(False)  # held, so never "the computer is choosing"
    _press(qtbot, panel.again_button)
    assert guide.index == 0 and guide.state == "playing"
    assert window.controller.view().legal  # the step is back at its start, the player to choose
    _press(qtbot, panel.skip_button)
    assert guide.index == 1 and panel.text.text() == words.step_task(STEPS[1])


def test_progress_is_kept_and_leaving_brings_the_game_back(window: MainWindow, qtbot: QtBot) -> None:
    w = window
    w.start_game(GameSetup(2, ("Ann", "Bob"), ("human", "human"), "abc"))
    assert w.controller.submit(w.controller.view().legal[0])  # a person's move is in the game
    left_behind = w.controller.record.to_dict()
    guide = guide_for(w)
    w.learn_action.trigger()  # no question: nothing is lost, the game waits in the autosave
    assert guide.running and w.findChild(QMessageBox, "leave-game") is None
    _walk_step(w, qtbot, guide)
    _press(qtbot, guide.panel.next_button)
    assert guide.index == 1
    assert persistence.unfinished_autosave().to_dict() == left_behind  # the step games are never autosaved
    _press(qtbot, guide.panel.leave_button)
    assert not guide.running
    assert w.controller.record.to_dict() == left_behind
    # a new window, as after a restart: Learn to play resumes at the step not done
    again = _quick(MainWindow())
    install_tutorial(again)
    qtbot.addWidget(again)
    again.learn_action.trigger()
    qtbot.waitUntil(lambda: guide_for(again).running)
    assert guide_for(again).index == 1


def test_a_tutorial_win_goes_into_no_library_and_shows_no_result(window: MainWindow, qtbot: QtBot) -> None:
    guide = guide_for(window)
    guide.start(len(STEPS) - 2)  # the last castle
    _walk_step(window, qtbot, guide)
    assert window.controller.match.is_over()
    assert window.result_dialog is None
    assert persistence.game_library_here().entries() == []


def test_the_first_start_asks_once(qtbot: QtBot, user_dirs: Path) -> None:
    w = build_window(offer_tutorial=True)
    qtbot.addWidget(w)
    box = w.findChild(QMessageBox, "learn-question")
    assert box is not None and box.isVisible()
    assert w.controller is not None  # a game waits behind the question
    learn = next(b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole)
    learn.click()
    qtbot.waitUntil(lambda: guide_for(w).running)
    assert guide_for(w).index == 0
    w.close()
    second = build_window(offer_tutorial=True)
    qtbot.addWidget(second)
    QApplication.processEvents()
    assert second.findChild(QMessageBox, "learn-question") is None


def test_return_goes_on_once_a_step_is_done(window: MainWindow, qtbot: QtBot) -> None:
    guide = guide_for(window)
    guide.start(0)
    _walk_step(window, qtbot, guide)
    window.activateWindow()
    QTest.keyClick(window.board.viewport(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: guide.index == 1)


def test_well_done_waits_for_the_board_to_show_the_castle(window: MainWindow, qtbot: QtBot) -> None:
    """With animations on (as players have them), the step is praised once the castle has gone up, not before."""
    window.settings.animations_on = True
    window.apply_settings()
    guide = guide_for(window)
    guide.start(3)  # the emperor and a castle
    (move,) = guide.way_left()
    _play(window, move)
    assert window.scene.animating and guide.state == "playing"
    assert goal_met(guide.step.goal, window.controller.match.state)  # the engine knows already
    qtbot.waitUntil(lambda: guide.state == "done", timeout=10_000)
    assert not window.scene.animating
    assert guide.panel.text.text() == words.step_done(guide.step)


def test_a_player_with_games_is_not_asked(qtbot: QtBot, user_dirs: Path) -> None:
    """Someone who played before this version (a game in the library, no answer saved) is not taken for new."""
    record = GameSetup(2, ("You", "Computer"), ("human", "beginner"), "abc").record()
    persistence.game_library_here().keep(record)
    w = build_window(offer_tutorial=True)
    qtbot.addWidget(w)
    QApplication.processEvents()
    assert w.findChild(QMessageBox, "learn-question") is None
