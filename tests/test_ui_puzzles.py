"""Game → Puzzles…: a puzzle solved by clicks on the board, one missed, the streak kept across a relaunch."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsItem, QMessageBox
from pytestqt.qtbot import QtBot

from carolus import resources
from carolus.engine.actions import Action, from_code
from carolus.engine.puzzle_progress import FILE_NAME, PuzzleProgress
from carolus.engine.puzzles import MISSED, SOLVED
from carolus.engine.turns import turn_ends
from carolus.ui.windows import puzzle_window
from carolus.ui.windows.main_window import MainWindow
from carolus.ui.windows.puzzle_window import PuzzleWindow
from tests.support.clicks import click_point
from tests.support.window import open_window


def click_item(w: PuzzleWindow, item: QGraphicsItem) -> None:
    """Click where ``item`` itself is the topmost item, found as the window tests find it (same board and scene)."""
    pixel = click_point(w, item)  # type: ignore[arg-type]
    QTest.mouseMove(w.board.viewport(), pixel)
    QTest.mouseClick(w.board.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pixel)


def _play(w: PuzzleWindow, action: Action) -> None:
    """``action`` as a person does it: by clicking the board."""
    scene = w.scene
    if action.type == "place":
        if scene.selected_colour != action.colour:
            click_item(w, scene.reserve_item(action.player, str(action.colour)))
        assert scene.selected_colour == action.colour
        target = scene.court_item(action.player) if action.to == "court" else scene.region_item(int(action.to))
        click_item(w, target)
    else:
        assert action.type == "move"
        view = w.controller.view()
        region = view.regions[(view.emperor + int(action.steps or 0)) % len(view.regions)]
        click_item(w, scene.region_item(region.provinces[0]))


def _open_puzzles(qtbot: QtBot) -> tuple[MainWindow, PuzzleWindow]:
    w = open_window(qtbot, (1366, 768))
    w.puzzles_action.trigger()
    pw = w.puzzle_window
    qtbot.addWidget(pw)
    qtbot.waitExposed(pw)
    return w, pw


def _standard(pw: PuzzleWindow) -> list[int]:
    """Standard-rule puzzles (their turns are placements and a move only), fewest turns first."""
    rows = [i for i, p in enumerate(pw.puzzles) if not p.variant]
    return sorted(rows, key=lambda i: pw.puzzles[i].turns)


def test_a_puzzle_missed_then_one_solved_by_clicks_and_the_streak_survives_a_relaunch(
    qtbot: QtBot, user_dirs: Path
) -> None:
    w, pw = _open_puzzles(qtbot)
    assert pw.size().width() <= 1366 and pw.size().height() <= 768
    miss, solve = _standard(pw)[:2]

    pw.list.setCurrentRow(miss)
    start = pw.start
    side = start.side_of[start.to_act]
    losing = next(end for end in turn_ends(start).ends if not end.won_by(side))
    state = start.clone()
    for code in losing.codes:
        _play(pw, from_code(state, code))
        state.apply_action(code)
    qtbot.waitUntil(lambda: pw.result == MISSED)
    assert "does not win" in pw.result_label.text()
    assert not pw._interactive()
    played = len(pw.controller.record.actions)
    pw.scene.crown_requested.emit("blue")  # the turn is judged: the board takes nothing more
    pw.scene.place_requested.emit("blue", "court")
    assert len(pw.controller.record.actions) == played
    assert pw.progress.streak == 0

    pw.list.setCurrentRow(solve)
    puzzle = pw.puzzles[solve]
    for action in puzzle.solution(pw.start):
        _play(pw, action)
    qtbot.waitUntil(lambda: pw.result == SOLVED)
    assert "Solved" in pw.result_label.text()
    assert (pw.progress.streak, pw.progress.best) == (1, 1)
    assert pw.list.item(solve).text().startswith("✓")
    assert not pw.list.item(miss).text().startswith("✓")
    assert "Streak: 1" in pw.streak_label.text()

    pw.close()
    kept = PuzzleProgress.load(user_dirs / FILE_NAME)
    assert kept.solved == {puzzle.id} and kept.streak == 1
    w.puzzles_action.trigger()  # the window opened again reads what was kept
    again = w.puzzle_window
    qtbot.addWidget(again)
    assert again is not pw
    assert "Streak: 1 (best 1)" in again.streak_label.text()
    assert again.list.item(solve).text().startswith("✓")
    assert again.current != solve  # it opens on an unsolved puzzle


def test_asking_for_puzzles_again_brings_the_open_window_forward(qtbot: QtBot, user_dirs: Path) -> None:
    """Two puzzle windows would each keep their own streak, and the last closed would overwrite the other's."""
    w, pw = _open_puzzles(qtbot)
    w.puzzles_action.trigger()
    assert w.puzzle_window is pw and pw.isVisible()
    assert len([t for t in w.findChildren(PuzzleWindow) if t.isVisible()]) == 1
    pw.close()
    w.puzzles_action.trigger()
    assert w.puzzle_window is not pw and w.puzzle_window.isVisible()
    qtbot.addWidget(w.puzzle_window)


def test_show_solution_plays_a_winning_turn_and_ends_the_streak(qtbot: QtBot, user_dirs: Path) -> None:
    _, pw = _open_puzzles(qtbot)
    pw.progress.streak = 3
    pw.list.setCurrentRow(_standard(pw)[0])
    QTest.mouseClick(pw.solution_button, Qt.MouseButton.LeftButton)
    assert pw.showing and not pw._interactive()
    qtbot.waitUntil(lambda: pw.result == SOLVED and not pw.showing, timeout=20_000)
    assert "A winning turn" in pw.result_label.text()
    assert pw.progress.streak == 0
    assert pw.puzzles[pw.current].id not in pw.progress.solved
    QTest.mouseClick(pw.next_button, Qt.MouseButton.LeftButton)
    assert pw.result is None and pw._interactive()


def test_a_broken_puzzle_file_is_one_line(qtbot: QtBot, user_dirs: Path, tmp_path: Path, monkeypatch) -> None:
    broken = tmp_path / "puzzles.json"
    broken.write_text('{"format": "carolus-puzzles", "version": 1, "puzzles": [{"id": "x"}]}')
    monkeypatch.setattr(resources, "PUZZLES", broken)
    w = open_window(qtbot, (1366, 768))
    w.puzzles_action.trigger()
    assert getattr(w, "puzzle_window", None) is None
    assert w.last_error == (
        "The puzzles cannot be opened: The puzzle file is damaged or was written by another version of the game."
    )  # worded from the error's code in the player's language, not the engine's English line
    assert "\n" not in w.last_error
    box = w.findChild(QMessageBox)
    assert box is not None and box.isVisible()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_player_count_sets_up_with_the_person_to_act(qtbot: QtBot, user_dirs: Path, players: int) -> None:
    _, pw = _open_puzzles(qtbot)
    row = next(i for i, p in enumerate(pw.puzzles) if p.players == players)
    pw.list.setCurrentRow(row)
    c = pw.controller
    assert c.seats[c.match.to_act] == "human"
    assert [s for s in c.seats if s != "human"] == [puzzle_window.PUZZLE_SEAT] * (players - 1)
    assert c.names[c.match.to_act] == "You" and pw._interactive()
