"""The replay viewer's analysis: a worker fills the winning-chance graph; marks are worded; clicks jump."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QFontInfo, QFontMetrics, QMouseEvent, QTextDocument
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QToolTip, QWidget
from pytestqt.qtbot import QtBot

from carolus.engine.actions import Action
from carolus.engine.ai import Budget, make_player
from carolus.engine.ai.analyse import Decision, analyse_record
from carolus.engine.ai.strength import record_strengths
from carolus.engine.match import Match
from carolus.ui.board.palette import side_qcolor
from carolus.ui.seats import GameSetup
from carolus.ui.windows.main_window import MainWindow
from carolus.ui.windows.replay_viewer import ReplayViewer
from carolus.ui.words.hint_words import steps_text


def _short_game(actions: int = 40) -> Match:
    match = Match.new(2, "7e57", ["Ann", "Bob"])
    ai = make_player("greedy", 2)
    while not match.is_over() and len(match.record.actions) < actions:
        match.apply_action(ai.choose(match.state.clone()))
    return match


def test_analyse_fills_the_graph_with_what_the_analysis_says(qtbot: QtBot) -> None:
    record = _short_game().record
    viewer = ReplayViewer(record, analysis_iterations=4)
    qtbot.addWidget(viewer)
    assert not viewer.graph.isVisible() and viewer.graph.points() == []
    viewer.graph.jump_requested.emit(3)  # the graph's signal moves the slider
    assert viewer.position() == 3
    QTest.mouseClick(viewer.analyse_button, Qt.MouseButton.LeftButton)
    assert viewer.analysing()
    qtbot.waitUntil(lambda: not viewer.analysing(), timeout=60_000)
    # chances for these players: people at both seats (the record does not say), no rating in the library yet
    expected = analyse_record(record, Budget(iterations=4), seats=record_strengths(None, 2, None))
    assert viewer.analysis == expected
    assert viewer.graph.points()[-1] == (expected[-1].index + expected[-1].count, expected[-1].after)
    assert "4" in viewer.analysis_label.text() and viewer.analyse_button.text() == "Analyse"
    assert "assumes you play like the intermediate level" in viewer.analysis_label.text()


def test_a_click_on_the_graph_jumps_there(qtbot: QtBot) -> None:
    viewer = ReplayViewer(_short_game().record, analysis_iterations=4)
    qtbot.addWidget(viewer)
    viewer.show()
    viewer.graph.setVisible(True)
    qtbot.waitExposed(viewer)
    graph = viewer.graph
    QTest.mouseClick(
        graph,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        QPoint(round(graph.x_of(20)), graph.height() // 2),
    )
    assert abs(viewer.position() - 20) <= 1


def test_a_marked_turn_is_worded_in_the_caption(qtbot: QtBot) -> None:
    record = _short_game().record
    viewer = ReplayViewer(record, analysis_iterations=4)
    qtbot.addWidget(viewer)
    blunder = Decision(10, 4, "turn", 1, 1, 1, (), (0.5, 0.5), (0.8, 0.2), (), 0.5, False, 0.3, "blunder", 4)
    viewer._analysis_done([blunder])
    assert viewer.graph.marked() == [blunder]
    viewer.slider.setValue(10)
    assert "Bob makes a blunder: winning chance 50 % → 20 %" in viewer.caption.text()
    viewer.slider.setValue(11)
    assert "blunder" not in viewer.caption.text()


def test_stopping_the_analysis_leaves_the_viewer_usable(qtbot: QtBot) -> None:
    viewer = ReplayViewer(_short_game(400).record, analysis_iterations=20)
    qtbot.addWidget(viewer)
    viewer.toggle_analysis()
    viewer.toggle_analysis()  # stop at once: it ends cancelled (or done, if it was faster than the click)
    qtbot.waitUntil(lambda: not viewer.analysing(), timeout=60_000)
    assert viewer.analyse_button.text() == "Analyse"
    viewer.step_forward()
    assert viewer.position() == 1


def test_play_on_from_here_starts_a_game_from_the_shown_position(window: MainWindow, qtbot: QtBot) -> None:
    w = window
    match = _short_game()
    viewer = w.show_replay(match.record)
    assert viewer is not None
    viewer.slider.setValue(30)
    mover = viewer.current_view().to_act
    assert viewer.play_seat.currentData() == mover
    viewer.play_level.setCurrentIndex(viewer.play_level.findData("beginner"))
    QTest.mouseClick(viewer.play_on_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.controller is not None and w.controller.record.seed == "7e57")
    c = w.controller
    assert c.seats == ["human" if s == mover else "beginner" for s in range(2)]
    assert [a.to_dict() for a in c.record.actions[:30]] == [a.to_dict() for a in match.record.actions[:30]]
    assert c.match.to_act == mover and len(c.record.actions) == 30
    c.shutdown()


def test_play_on_asks_before_replacing_an_unfinished_game(window: MainWindow, qtbot: QtBot) -> None:
    w = window
    w.start_game(GameSetup(2, ("Ann", "Cleo"), ("human", "human"), "a7"))
    game = w.controller
    assert game is not None
    game.submit(game.view().legal[0])
    viewer = w.show_replay(_short_game().record)
    assert viewer is not None
    viewer.slider.setValue(12)
    viewer.play_on()
    box = QApplication.activeModalWidget()
    assert isinstance(box, QMessageBox) and box.objectName() == "leave-game"
    box.button(QMessageBox.StandardButton.No).click()
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    assert w.controller is game
    game.shutdown()


def test_a_marked_turn_shows_the_turn_the_computer_prefers_in_hint_words(qtbot: QtBot) -> None:
    record = _short_game().record
    decisions = analyse_record(record, Budget(iterations=4))
    other = next(d for d in decisions if d.kind == "turn" and not d.played_is_best)
    viewer = ReplayViewer(record, analysis_iterations=4)
    qtbot.addWidget(viewer)
    viewer._analysis_done([replace(other, mark="mistake")])
    viewer.slider.setValue(other.index)
    words = steps_text([Action.from_dict(a) for a in other.best], viewer.views[other.index])
    assert words and f"The computer would play: {words} ({round(100 * other.best_chance)} %)." in viewer.caption.text()


def test_a_caption_shows_names_exactly_as_typed(qtbot: QtBot) -> None:
    """The caption escapes a log line once: ``Ann & Co`` is not shown as ``Ann &amp; Co``."""
    match = Match.new(2, "7e57", ["Ann & Co", "<b>Bob</b>"])
    ai = make_player("greedy", 2)
    for _ in range(12):
        match.apply_action(ai.choose(match.state.clone()))
    viewer = ReplayViewer(match.record, analysis_iterations=4)
    qtbot.addWidget(viewer)
    for k in range(1, 13):
        viewer.slider.setValue(k)
        doc = QTextDocument()
        doc.setHtml(viewer.caption.text())
        shown = doc.toPlainText()
        assert "&amp;" not in shown and "&lt;" not in shown
        assert "Ann & Co" in shown or "<b>Bob</b>" in shown


def test_a_marked_turn_of_the_person_here_is_told_to_them(qtbot: QtBot) -> None:
    """'Next, You makes a blunder': the person who played at this screen is spoken to, in every language."""
    record = _short_game().record
    record.names = ["You", "Bob"]
    record.extra["seats"] = ["human", "greedy"]
    viewer = ReplayViewer(record, analysis_iterations=4)
    qtbot.addWidget(viewer)
    mine = Decision(10, 4, "turn", 1, 0, 0, (), (0.5, 0.5), (0.2, 0.8), (), 0.5, False, 0.3, "blunder", 4)
    theirs = Decision(12, 4, "turn", 1, 1, 1, (), (0.5, 0.5), (0.8, 0.2), (), 0.5, False, 0.3, "mistake", 4)
    viewer._analysis_done([mine, theirs])
    assert viewer.mark_text(10).startswith("Next, you make a blunder: winning chance 50 % → 20 %")
    assert viewer.mark_text(12).startswith("Next, Bob makes a mistake")


def _hover(widget: QWidget, x: float, y: float) -> None:
    """The mouse moves over ``widget`` to (x, y) (no button held)."""
    local = QPointF(x, y)
    event = QMouseEvent(
        QEvent.Type.MouseMove,
        local,
        QPointF(widget.mapToGlobal(local.toPoint())),
        Qt.MouseButton.NoButton,
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(widget, event)


def test_the_chance_graph_can_be_read(qtbot: QtBot) -> None:
    record = _short_game(120).record
    viewer = ReplayViewer(record, analysis_iterations=4)
    qtbot.addWidget(viewer)
    viewer.fit_to(QRect(0, 0, 1366, 728))  # a 1366x768 screen less a task bar
    viewer.show()
    qtbot.waitExposed(viewer)
    decisions = analyse_record(record, Budget(iterations=4))
    viewer.show_analysis(decisions, 0)
    graph = viewer.graph
    assert graph.isVisible()
    assert QFontInfo(graph.label_font()).pixelSize() >= 10, "legible at 1366x768"
    assert [text for _share, text in graph.y_ticks()] == ["0 %", "50 %", "100 %"]
    assert graph.axis_titles() == ("Round", "Winning chance")
    ticks = graph.x_ticks()
    assert ticks and all(text == str(viewer.views[k].round) for k, text in ticks), "rounds where they begin"
    assert len(ticks) >= 3
    xs = [graph.x_of(k) for k, _t in ticks]
    assert all(b - a >= QFontMetrics(graph.label_font()).horizontalAdvance("00") for a, b in zip(xs, xs[1:]))
    legend = graph.legend()
    assert [name for name, _c in legend[:2]] == ["Ann", "Bob"], "the legend names each player"
    assert [c.name() for _n, c in legend[:2]] == [side_qcolor(s, 2).name() for s in range(2)], "in their colours"
    assert [name for name, _c in legend[2:]] == ["mistake", "blunder", "analysed position"], "the marks explained"
    rects = graph.legend_rects()
    assert rects[-1].right() <= graph.width(), "the whole legend shows"
    _hover(graph, rects[3].center().x(), rects[3].center().y())
    assert graph.hover_text.startswith("A blunder: the decision after this dot gave away 25 points")
    turn = next(d for d in decisions if d.count > 1)
    end = turn.index + turn.count
    _hover(graph, graph.x_of(end), graph.y_of(0.5))
    chances = turn.after
    assert graph.hover_text == (
        f"Round {viewer.views[end].round}\nAnn: {round(100 * chances[0])} %\nBob: {round(100 * chances[1])} %"
    ), "the value under the mouse"
    assert QToolTip.text() == graph.hover_text
    inside = turn.index + 1  # a placement inside the turn: no analysis of its own
    _hover(graph, graph.x_of(inside), graph.y_of(0.5))
    assert "read off the line" in graph.hover_text and "Ann: " in graph.hover_text, "interpolated, and said so"
    for k in range(len(viewer.views)):
        known = graph.chance_at(k)
        assert known is not None and len(known[0]) == 2, f"position {k} shows a chance"
    assert graph.chance_at(inside)[1] == "between" and graph.chance_at(end)[1] == "analysed"
    graph.set_decisions(decisions[:3], complete=False)
    assert "Not analysed yet." in graph.value_text(len(viewer.views) - 1), "while it runs, says why"


def test_a_marked_turns_caption_shows_whole_at_1366x768_and_the_board_keeps_its_size(qtbot: QtBot) -> None:
    """The bold "Next, you make a mistake… The computer would play…" was cut in a three-line box with a tiny
    scroll bar; now the caption's box fits it, and it is as tall on the positions around it (no board jumps)."""
    from PySide6.QtCore import QRect

    record = _short_game().record
    decisions = analyse_record(record, Budget(iterations=4))
    other = next(d for d in decisions if d.kind == "turn" and not d.played_is_best)
    viewer = ReplayViewer(record, analysis_iterations=4)
    qtbot.addWidget(viewer)
    viewer.fit_to(QRect(0, 0, 1366, 768))
    viewer.show()
    qtbot.waitExposed(viewer)
    viewer._analysis_done([replace(other, mark="mistake")])
    viewer.slider.setValue(other.index)
    assert "The computer would play" in viewer.caption.text()
    QApplication.processEvents()
    area = viewer.caption_area
    assert viewer.caption.heightForWidth(area.viewport().width()) <= area.viewport().height(), "the caption is cut"
    assert not area.verticalScrollBar().isVisible()
    board = viewer.board.height()
    viewer.slider.setValue(other.index + 1)
    QApplication.processEvents()
    assert viewer.board.height() == board, "the board keeps its size while stepping off the marked turn"
