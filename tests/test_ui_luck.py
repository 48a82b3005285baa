"""The luck meter in the window (issues 26, 27): the result at a win and at a loss, the replay's luck column,
the statistics' luck."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QGraphicsDropShadowEffect, QLabel
from pytestqt.qtbot import QtBot

from carolus.engine.ai import Budget
from carolus.engine.ai.analyse import Decision, analyse_record
from carolus.engine.ai.luck import game_luck
from carolus.engine.ai.strength import record_strengths
from carolus.engine.library import Library
from carolus.engine.match import Match
from carolus.engine.record import Record
from carolus.engine.stats import library_rating
from carolus.ui.windows.library_window import LibraryWindow
from carolus.ui.windows.main_window import MainWindow
from carolus.ui.windows.replay_viewer import ReplayViewer
from carolus.ui.windows.win_glory import Streamers
from carolus.ui.words.luck_words import points
from tests.support.library import played
from tests.support.window import open_window

LUCK_WAIT = 120000
"""Milliseconds the luck worker may take: the meter plays each face of a die on (seconds of CPU a game)."""


def finished(players: int, human_wins: bool) -> Record:
    """A game of intermediate players to its end, seat 0 a person who won (or lost) it."""
    for k in range(60):
        record = played(players, f"{k:x}1c", ["human"] + ["intermediate"] * (players - 1))
        state = Match(record).state
        if not state.draw and (state.winner == 0) == human_wins:
            return record
    raise AssertionError("no such game in 60 seeds")


def result_with_luck(qtbot: QtBot, w: MainWindow, record: Record):
    w.load_game(record)
    qtbot.waitUntil(lambda: w.result_dialog is not None and w.result_dialog.isVisible(), timeout=10000)
    panel = w.result_dialog
    qtbot.waitUntil(lambda: panel.luck is not None, timeout=LUCK_WAIT)
    return panel


@pytest.mark.slow  # the luck meter plays each die's faces out (seconds a game): the slow tier
def test_the_result_of_a_win_says_the_luck_and_celebrates(qtbot: QtBot, user_dirs: Path) -> None:
    w = open_window(qtbot, (1366, 768))
    record = finished(2, human_wins=True)
    panel = result_with_luck(qtbot, w, record)
    luck = game_luck(record)
    assert panel.won and panel.luck == luck
    assert panel.luck_label.text() == (
        f"The dice gave Computer {points(luck.sides[1])} points of winning chance over the game, "
        f"you {points(luck.sides[0])}."
    ).replace("Computer", record.names[1])
    assert not panel.facts_label.isVisible() and panel.replay_button.isVisible()
    assert not panel.analysis_button.isVisible()
    panel.celebrate()
    rain = w.board.findChildren(Streamers)
    assert len(rain) == 1 and rain[0].isVisible() and rain[0].geometry() == w.board.rect()
    assert isinstance(panel.graphicsEffect(), QGraphicsDropShadowEffect)
    qtbot.waitUntil(lambda: panel.graphicsEffect().blurRadius() > 20, timeout=3000)  # the glow rises
    qtbot.waitUntil(lambda: not w.board.findChildren(Streamers), timeout=8000)  # and the rain goes by itself


def test_the_window_celebrates_a_win_with_animations_on(qtbot: QtBot, user_dirs: Path) -> None:
    w = open_window(qtbot, (1366, 768))
    w.settings.animations_on = True
    w.scene.set_animation_speed(w.settings.effective_animation_speed())
    w.load_game(finished(2, human_wins=True))
    qtbot.waitUntil(lambda: w.result_dialog is not None and w.result_dialog.isVisible(), timeout=15000)
    assert w.board.findChildren(Streamers), "streamers over the board"
    assert isinstance(w.result_dialog.graphicsEffect(), QGraphicsDropShadowEffect), "the panel glows"
    w.result_dialog.close()
    qtbot.waitUntil(lambda: not w.board.findChildren(Streamers)), "the celebration goes with the panel"


def _costliest(decisions: list[Decision]) -> Decision | None:
    marked = [d for d in decisions if d.mark]
    return max(marked, key=lambda d: d.loss) if marked else None


def _whole(label: QLabel) -> bool:
    return label.height() >= label.heightForWidth(label.width()) - 1


def test_the_result_of_a_loss_tells_the_analysis_s_story_and_opens_it(qtbot: QtBot, user_dirs: Path) -> None:
    w = open_window(qtbot, (1366, 768))
    record = finished(2, human_wins=False)
    panel = result_with_luck(qtbot, w, record)
    assert panel.lost and not panel.won
    assert "analysing every turn" in panel.facts_label.text() or panel.story is not None, "it says the story waits"
    qtbot.waitUntil(lambda: panel.story is not None, timeout=60000)
    seats = record_strengths(list(w.controller.seats), record.players, library_rating())  # the kept loss rates you
    analysis = analyse_record(record, Budget(iterations=w.analysis_iterations), seats=seats)
    assert panel.decisions == analysis, "the panel's story is the analysis the replay shows"
    turning = _costliest([d for d in analysis if d.side != 1])
    hardest = _costliest([d for d in analysis if d.player == 0])
    assert panel.story.turning_point == turning and panel.story.hardest == hardest
    facts = panel.facts_label.text()
    assert panel.facts_label.isVisible() and "What decided it:" in facts
    if turning is not None:
        assert panel.turning_point == turning.index
        assert f"in round {turning.round}, winning chance {round(100 * turning.before[0])}" in facts
        assert f"→ {round(100 * turning.after[0])}" in facts, "the mover's chance, as the analysis marks it"
    else:
        assert "No decision of the losing side was marked a mistake" in facts
    assert "Between the decisions (the dice, mostly)" in facts
    qtbot.waitUntil(lambda: _whole(panel.facts_label) and _whole(panel.how_label))  # once laid out: never cut
    assert panel.facts_label.geometry().bottom() < panel.analysis_button.geometry().top()
    assert panel.analysis_button.isVisible() and not panel.replay_button.isVisible()
    panel.analysis_button.click()
    qtbot.waitUntil(lambda: getattr(w, "replay_viewer", None) is not None and w.replay_viewer.isVisible())
    viewer = w.replay_viewer
    assert viewer.position() == panel.turning_point and not viewer.analysing(), "the replay at the turning point"
    assert viewer.analysis == analysis and viewer.graph.isVisible(), "with the very analysis the panel told"
    again = viewer.open_result()
    assert again.isVisible() and not again.analysing() and again.story == panel.story, "the replay opens it again"
    assert not again.new_game_button.isVisible()
    again.analysis_button.click()
    assert viewer.result_panel is None and viewer.position() == panel.turning_point
    viewer.close()


def test_the_replay_opens_the_result_panel_and_analyses_for_it(qtbot: QtBot, user_dirs: Path) -> None:
    record = finished(2, human_wins=False)
    viewer = ReplayViewer(record, analysis_iterations=4)
    qtbot.addWidget(viewer)
    viewer.show()
    assert viewer.result_button.isVisible()
    panel = viewer.open_result()
    assert panel.analysing() and "analysing every turn" in panel.facts_label.text(), "the story waits for it"
    qtbot.waitUntil(lambda: panel.story is not None, timeout=60000)
    seats = record_strengths(record.extra.get("seats"), record.players, library_rating())
    assert viewer.analysis == panel.decisions == analyse_record(record, Budget(iterations=4), seats=seats), (
        "one analysis"
    )
    assert viewer.graph.isVisible()
    viewer.analysis = []
    again = viewer.open_result()
    assert again.analysing() and viewer.result_panel is again
    viewer.close()
    assert not again.analysing(), "the panel's analysis stops with the replay"


def test_the_replay_shows_each_die_and_whom_it_helped(qtbot: QtBot, user_dirs: Path) -> None:
    record = finished(2, human_wins=False)
    viewer = ReplayViewer(record)
    qtbot.addWidget(viewer)
    viewer.show()
    qtbot.waitUntil(lambda: viewer.luck is not None, timeout=LUCK_WAIT)
    luck = game_luck(record)
    shown = [e for e in luck.events if e.outcomes > 1]
    table = viewer.luck_table
    assert table.rowCount() == len(shown) > 10
    row = max(range(1, len(shown)), key=lambda r: abs(shown[r].gain[0]))  # a die (row 0: the setup)
    assert shown[0].kind == "setup" and table.item(0, 1).text() == "The setup"
    event = shown[row]
    gainer = 0 if event.gain[0] > 0 else 1
    who = "you" if gainer == 0 else record.names[1]
    assert table.item(row, 2).text() == f"{who} {points(event.gain[gainer])}"
    assert table.item(row, 0).text() == str(event.round)
    table.cellClicked.emit(row, 1)
    assert viewer.position() == event.index, "a click jumps to the die"
    assert row in {i.row() for i in table.selectedIndexes()}
    assert viewer.luck_total.text().startswith("The dice gave")
    mine = next(t for t in luck.tally if t.seat == 0)
    assert viewer.tally_label.text().startswith(f"Crowns rolled: you {mine.faces[-1]} of {mine.dice} (")
    assert viewer.tally_label.toolTip().count("\n") == len(luck.tally) - 1 and "blue" in viewer.tally_label.toolTip()
    viewer.fit_to(QRect(0, 0, 1366, 728))  # a 1366x768 screen less a task bar
    qtbot.waitUntil(lambda: viewer.luck_panel.width() < viewer.board.width() / 2)
    assert viewer.luck_panel.geometry().right() <= viewer.width(), "the column is whole"


@pytest.mark.slow  # the luck meter plays each die's faces out (seconds a game): the slow tier
def test_the_statistics_sum_the_luck_of_your_games(qtbot: QtBot, user_dirs: Path, tmp_path: Path) -> None:
    library = Library(tmp_path / "games")
    library.folder.mkdir()
    kept = [
        played(2, "11c7a", ["human", "beginner"]),
        played(3, "11c7b", ["beginner", "human", "novice"]),
    ]
    for record in kept:
        library.keep(record)
    window = LibraryWindow(library, replay=lambda _r: None, resume=lambda _r: None)
    qtbot.addWidget(window)
    assert "Weighing the dice of 2 games" in window.stats.luck_label.text()
    qtbot.waitUntil(lambda: "Weighing" not in window.stats.luck_label.text(), timeout=60000)
    weighed = sorted(library.entries(), key=lambda e: e.players)
    assert weighed[0].luck == pytest.approx(game_luck(kept[0]).sides, abs=0.005)  # what the meter says (2 players)
    yours = [weighed[0].luck[0], weighed[1].luck[1]]  # (the 3-player game's own weighing is tested elsewhere)
    total = sum(round(x, 2) for x in yours)
    assert window.stats.luck_label.text() == (
        f"Luck of the dice: {points(total)} points of winning chance for you over 2 games, {points(total / 2)} a game."
    )
    assert Library.luck_missing(library.entries()) == [], "weighed once, kept in the index"


def test_the_luck_speaks_the_language(qtbot: QtBot, user_dirs: Path, lang: str) -> None:
    w = open_window(qtbot, (1366, 768))
    panel = result_with_luck(qtbot, w, finished(2, human_wins=False))
    qtbot.waitUntil(lambda: panel.story is not None, timeout=60000)
    text = panel.facts_label.text() + panel.analysis_button.text()
    words = {"de": ("Würfel", "Wendepunkt", "Analyse öffnen"), "fr": ("dés", "Tournant", "Ouvrir l'analyse")}[lang]
    for word in words:
        assert word in text
    qtbot.waitUntil(lambda: _whole(panel.how_label) and _whole(panel.facts_label))  # once laid out: never cut
    viewer = ReplayViewer(w.controller.record)
    qtbot.addWidget(viewer)
    qtbot.waitUntil(lambda: viewer.luck is not None, timeout=LUCK_WAIT)
    header = [viewer.luck_table.horizontalHeaderItem(i).text() for i in range(3)]
    assert header == {"de": ["Runde", "Würfel", "Für wen"], "fr": ["Manche", "Dé", "Pour qui"]}[lang]
    assert viewer.luck_table.item(0, 1).text() == {"de": "Der Aufbau", "fr": "La mise en place"}[lang]
    viewer.fit_to(QRect(0, 0, 1366, 728))
    viewer.show()
    viewer.show_analysis(panel.decisions, panel.turning_point)
    graph = viewer.graph
    qtbot.waitUntil(lambda: graph.isVisible() and graph.width() > 600)
    assert graph.axis_titles()[0] == {"de": "Runde", "fr": "Manche"}[lang]
    assert graph.legend_rects()[-1].right() <= graph.width(), "the whole legend shows"
