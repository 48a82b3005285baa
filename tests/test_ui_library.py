"""The game library in the window: every game kept, nothing overwritten, the list, the question before deleting."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QFontInfo, QMouseEvent
from PySide6.QtWidgets import QApplication, QMessageBox, QTableWidget, QToolTip
from pytestqt.qtbot import QtBot

from carolus.engine.library import GameEntry, Unreadable
from carolus.engine.stats import statistics
from carolus.ui import persistence
from carolus.ui.seats import GameSetup
from carolus.ui.startup import open_first_game
from carolus.ui.windows.library_window import LibraryWindow, install_library_menu, open_library
from carolus.ui.windows.main_window import MainWindow
from carolus.ui.windows.trend_chart import TrendChart
from tests.support.library import played
from tests.support.window import new_window


def _games() -> list[GameEntry]:
    return persistence.game_library_here().games()


def _finish_a_game(w: MainWindow, qtbot: QtBot, seed: str) -> tuple[GameEntry, bytes]:
    """A seeded game played to its last action, which the person here makes in the window; the result shows."""
    whole = played(2, seed, ["human", "beginner"])
    last = whole.actions[-1]
    start = whole.copy()
    start.actions = whole.actions[:-1]
    seats = ["human" if s == last.player else "beginner" for s in range(2)]
    w.load_game(start, seats)
    assert w.controller is not None and w.controller.submit(last)
    qtbot.waitUntil(lambda: w.result_dialog is not None and w.result_dialog.isVisible())
    [entry] = [g for g in _games() if g.over]
    assert entry.actions == len(whole.actions) and entry.seats == tuple(seats)
    return entry, (persistence.game_library_here().folder / entry.file).read_bytes()


def test_a_finished_game_is_kept_after_the_result_and_survives_new_game_play_on_and_relaunch(
    window: MainWindow, qtbot: QtBot
) -> None:
    w = window
    entry, kept = _finish_a_game(w, qtbot, "f1a1")
    folder = persistence.game_library_here().folder
    assert not persistence.autosave_path().exists()  # cleared once the library holds the game

    w.start_game(GameSetup(2, ("Ann", "Bot"), ("human", "human"), "b2"))
    assert (folder / entry.file).read_bytes() == kept

    viewer = w.show_replay(persistence.game_library_here().load(entry.file))
    assert viewer is not None
    viewer.slider.setValue(12)
    viewer.play_on()
    qtbot.waitUntil(lambda: w.controller is not None and len(w.controller.record.actions) == 12)
    assert (folder / entry.file).read_bytes() == kept
    c = w.controller
    while c.match.to_act >= 0 and c.seats[c.match.to_act] != "human":
        qtbot.waitUntil(lambda: c.is_interactive() or c.match.is_over(), timeout=10000)
    assert c.submit(c.view().legal[0])  # a person's move in the game played on: worth keeping
    c.shutdown()

    again = new_window(qtbot)  # the next launch; the person does not resume
    open_first_game(again, lambda _parent, _record, answer: answer(False))
    assert (folder / entry.file).read_bytes() == kept
    games = {g.file: g for g in _games()}
    assert len(games) == 2 and games[entry.file].over
    [branch] = [g for g in games.values() if g.file != entry.file]
    assert not branch.over and branch.actions == 13
    again.controller.shutdown()


def test_a_finished_autosave_of_an_earlier_version_is_taken_in_once(window: MainWindow, qtbot: QtBot) -> None:
    finished = played(2, "f1a2", ["human", "novice"])
    assert "library" not in finished.extra
    for _launch in range(2):
        assert persistence.write_autosave(finished) is None
        w = new_window(qtbot)
        open_first_game(w, lambda *_: pytest.fail("a finished game is not offered to resume"))
        assert [g.actions for g in _games()] == [len(finished.actions)]
        w.controller.shutdown()


def test_an_unfinished_game_left_for_another_waits_in_the_library_and_resumes_from_it(
    window: MainWindow, qtbot: QtBot
) -> None:
    w = window
    install_library_menu(w)
    w.start_game(GameSetup(2, ("Ann", "Bo"), ("human", "human"), "c3"))
    c = w.controller
    for _ in range(3):
        assert c.submit(c.view().legal[0])
    left = list(c.record.actions)
    w.start_game(GameSetup(2, ("Ann", "Cy"), ("human", "novice"), "c4"))
    [waiting] = _games()
    assert not waiting.over and waiting.actions == 3 and waiting.names == ("Ann", "Bo")

    w.library_action.trigger()
    dialog = w.library_window
    assert isinstance(dialog, LibraryWindow) and dialog.isVisible()
    assert dialog.games.choose(waiting.file) and dialog.games.resume_button.isEnabled()
    dialog.games.resume_button.click()
    qtbot.waitUntil(lambda: w.controller is not None and w.controller.names == ["Ann", "Bo"])
    assert w.controller.record.actions == left and w.controller.seats == ["human", "human"]
    assert _games() == []  # resumed: the game lives in the autosave again
    for _ in range(2):
        assert w.controller.submit(w.controller.view().legal[0])
    w.start_game(GameSetup(2, ("Ann", "Di"), ("human", "novice"), "c5"))
    [again] = _games()
    assert again.file == waiting.file and again.actions == 5  # the same entry, played on
    w.controller.shutdown()


def test_the_library_lists_an_unreadable_file_and_deletes_a_game_only_after_the_question(
    qtbot: QtBot, user_dirs: Path
) -> None:
    library = persistence.game_library_here()
    two = library.keep(played(2, "f1a3", ["human", "beginner"]), when="2026-05-01T10:00:00Z").entry
    three = library.keep(played(3, "f1a4", ["human", "novice", "novice"]), when="2026-05-02T10:00:00Z").entry
    (library.folder / "letter.txt").write_text("Dear Karl, ...")
    replayed = []
    dialog = LibraryWindow(library, replay=replayed.append, resume=lambda _r: pytest.fail("not asked"))
    qtbot.addWidget(dialog)
    dialog.show()
    games = dialog.games
    assert games.table.rowCount() == 3
    [row] = [r for r, e in enumerate(games.shown) if isinstance(e, Unreadable)]
    assert games.table.item(row, 3).text().startswith("Unreadable: This is not a game record")
    assert games.table.item(row, 1).text() == "letter.txt"

    games.players.setCurrentIndex(games.players.findData(3))
    assert [e.file for e in games.shown] == [three.file]
    games.players.setCurrentIndex(0)
    games.level.setCurrentIndex(games.level.findData("beginner"))
    assert [e.file for e in games.shown] == [two.file]
    games.level.setCurrentIndex(0)
    games.result.setCurrentIndex(games.result.findData("unreadable"))
    assert [e.file for e in games.shown] == ["letter.txt"]
    games.result.setCurrentIndex(0)
    games.search.setText("novice P2")
    assert [e.file for e in games.shown] == [three.file]
    games.search.clear()

    assert games.choose(two.file)
    assert not games.resume_button.isEnabled()  # a finished game is replayed, not resumed
    games.replay_button.click()
    assert [len(r.actions) for r in replayed] == [two.actions]

    box = games.ask_delete()
    assert isinstance(box, QMessageBox) and box.text() == "Delete this game? It cannot be undone."
    box.button(QMessageBox.StandardButton.No).click()
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    assert (library.folder / two.file).exists() and games.table.rowCount() == 3
    assert games.choose(two.file)
    box = games.ask_delete()
    box.button(QMessageBox.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: not (library.folder / two.file).exists())
    assert sorted(e.file for e in games.shown) == sorted([three.file, "letter.txt"])
    assert (library.folder / "letter.txt").read_text() == "Dear Karl, ..."  # never touched


def test_the_statistics_tab_shows_the_engine_figures(qtbot: QtBot, user_dirs: Path) -> None:
    library = persistence.game_library_here()
    for i, level in enumerate(("beginner", "novice", "intermediate")):
        library.keep(played(2, f"f2a{i}", ["human", level]), when=f"2026-0{i + 1}-01T10:00:00Z")
    stats = statistics(library.entries())
    dialog = LibraryWindow(library, replay=lambda _r: None, resume=lambda _r: None)
    qtbot.addWidget(dialog)
    tab = dialog.stats
    t = stats.total
    assert tab.summary.text() == (
        f"Your finished games: 3. Won {t.won}, drawn {t.drawn}, lost {t.lost}: {round(100 * t.won / 3)} % won."
    )
    assert f"about {round(stats.rating.elo)} Elo" in tab.rating.text() and "from 3 games" in tab.rating.text()
    level_rows = [tab.tables["level"].verticalHeaderItem(r).text() for r in range(tab.tables["level"].rowCount())]
    assert level_rows == ["beginner", "novice", "intermediate"]
    figures = tab.tables["figures"]
    assert figures.item(0, 1).text() == str(stats.figures.built)
    assert tab.trend.rates == [t.won / 3]


def test_the_game_menu_opens_the_library(window: MainWindow, qtbot: QtBot) -> None:
    w = window
    action = install_library_menu(w)
    assert action in w.game_menu.actions() and action.text() == "Game &library…"
    dialog = open_library(w)
    assert dialog.isVisible() and dialog.games.table.rowCount() == 0
    assert "No finished game of yours yet" in dialog.stats.summary.text()
    dialog.close()


def test_the_library_and_its_statistics_speak_the_language(qtbot: QtBot, user_dirs: Path, lang: str) -> None:
    from tests.support.language import english_left, shown_texts

    library = persistence.game_library_here()
    library.keep(played(2, "f3a1", ["human", "novice"], ("early-roll",)), when="2026-06-01T10:00:00Z")
    library.keep(played(3, "f3a2", ["human", "beginner", "remote"], stop=30), when="2026-06-02T10:00:00Z")
    (library.folder / "broken.json").write_text("{")
    dialog = LibraryWindow(library, replay=lambda _r: None, resume=lambda _r: None)
    qtbot.addWidget(dialog)
    texts = shown_texts(dialog)
    for table in dialog.findChildren(QTableWidget):
        for col in range(table.columnCount()):
            texts.append(table.horizontalHeaderItem(col).text())
        for row in range(table.rowCount()):
            header = table.verticalHeaderItem(row)
            texts.append(header.text() if header is not None else "")
            texts += [table.item(row, col).text() for col in range(table.columnCount()) if table.item(row, col)]
    texts += [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())]
    assert english_left(texts, lang) == []
    assert {"de": "Partiensammlung", "fr": "Parties jouées"}[lang] == dialog.windowTitle()


def test_the_trend_can_be_read(qtbot: QtBot) -> None:
    chart = TrendChart()
    qtbot.addWidget(chart)
    chart.resize(520, 170)
    chart.set_points([0.3, 0.5, 0.7], ["1–10", "11–20", "21–25"])
    chart.show()
    qtbot.waitExposed(chart)
    assert QFontInfo(chart.label_font()).pixelSize() >= 10, "legible at 1366x768"
    assert chart.axis_titles() == ("Games", "Won")
    assert chart.legend() == ["Share of your games won", "half of them (50 %)"]
    point = chart.point_at(2)
    event = QMouseEvent(
        QEvent.Type.MouseMove,
        point,
        QPointF(chart.mapToGlobal(point.toPoint())),
        Qt.MouseButton.NoButton,
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(chart, event)
    assert chart.hover_text == "Games 21–25: 70 % won" == QToolTip.text(), "the value under the mouse"
    assert chart.point_near(chart.point_at(1).x() + 40, point.y()) == -1, "nothing between the points"
