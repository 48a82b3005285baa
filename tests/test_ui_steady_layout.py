"""The board never moves under the pointer: the status line over it keeps one height whatever it says, in every
language, at the sizes players use; and what it says stays whole there."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from carolus.engine.ai import make_player
from carolus.engine.match import Match
from carolus.engine.view import GameView, game_view
from carolus.ui.seats import GameSetup
from tests.support.window import SIZES, open_window


def positions(names: list[str]) -> list[GameView]:
    """A view of every phase a status line words: the setup's crown, a crown after a move, a disc, a placement,
    the emperor's move, the dice, a free-draw crown, a pile, a swap, the end, for two, three and four players."""
    out: dict[tuple[int, str, int], GameView] = {}
    ai = make_player("greedy", 7)
    for players, variant in ((2, None), (3, None), (4, None), (2, ["free-draw"]), (2, ["piles"]), (2, ["free-colour"])):
        match = Match.new(players, f"steady{players}", names[:players], variant)
        while True:
            view = game_view(match.state, match.state.to_act if match.state.to_act >= 0 else None)
            key = (players, view.phase if not view.over else "over", int(view.round == 0))
            out.setdefault(key, view)
            if match.is_over():
                break
            if match.needs_die():
                match.roll(0)
            else:
                match.apply_action(ai.choose(match.state.clone()))
    return list(out.values())


@pytest.mark.parametrize(
    "lang",
    # English in the default tier; German and French (the longer lines) in the slow tier, which CI runs too
    ["en", pytest.param("de", marks=pytest.mark.slow), pytest.param("fr", marks=pytest.mark.slow)],
)
@pytest.mark.parametrize("size", SIZES)
def test_the_board_keeps_its_place_and_size_whatever_the_status_line_says(
    qtbot: QtBot, user_dirs: Path, monkeypatch: pytest.MonkeyPatch, lang: str, size: tuple[int, int]
) -> None:
    from carolus.ui import i18n

    monkeypatch.setenv("CAROLUS_LANG", lang)
    assert i18n.install() == lang
    try:
        w = open_window(qtbot, size)
        names = ["Maximilian", "Konstantin", "Friederike", "Bartholomäus"]
        w.start_game(GameSetup(2, tuple(names[:2]), ("human", "human"), "c0ffee"))  # hot seat, named prompts
        QApplication.processEvents()
        board, transform, status = w.board.geometry(), w.board.transform(), w.status_label.geometry()
        texts = []
        for view in positions(names):
            n = view.players
            for seats in (["human"] + ["strong"] * (n - 1), ["human"] * n, ["strong"] + ["human"] * (n - 1)):
                w.status_label.show_game(view, names[:n], seats)
                QApplication.processEvents()
                texts.append(w.status_label.text())
                assert w.board.geometry() == board, f"the board moved for {w.status_label.text()!r}"
                assert w.board.transform() == transform, f"the board was scaled for {w.status_label.text()!r}"
                assert w.status_label.geometry() == status
                assert w.status_label.shown_text() == w.status_label.text(), "the status is whole at this size"
        kinds = {"crown", "disc", "place", "move", "pile", "swap"}
        assert len(texts) > 40 and kinds <= {v.phase for v in positions(names)}
        if lang == "fr":
            assert any("prendre un chevalier de la couleur de votre choix" in t for t in texts)
        if lang == "de":
            assert any("Ritter" in t and "setzen" in t for t in texts)
    finally:
        i18n.remove()


@pytest.mark.parametrize("players", [2, 4])
def test_a_small_window_gets_a_smaller_status_line_and_shows_every_seat_box(
    qtbot: QtBot, user_dirs: Path, players: int
) -> None:
    """At 500x400 the status kept its 15-point type over a tiny board, and the bottom seat boxes were cut."""
    big = open_window(qtbot, (1366, 768))
    small = open_window(qtbot, (500, 400))
    for w in (big, small):
        names = ("You", "Computer", "Cleo", "Dario")[:players]
        w.start_game(GameSetup(players, names, ("human",) + ("strong",) * (players - 1), "c0ffee"))
    QApplication.processEvents()
    port = small.board.viewport().rect()
    for seat in range(players):
        box = small.board.mapFromScene(small.scene.seat_item(seat).sceneBoundingRect()).boundingRect()
        assert port.adjusted(-1, -1, 1, 1).contains(box), f"seat box {seat} at {box} is cut by {port}"
    assert small.centralWidget().rect().contains(small.board.geometry()), "the board is whole in the window"
    assert not small.log_dock.isVisible() and big.log_dock.isVisible(), "at 500x400 the log steps aside"
    assert small.board.width() > 0.9 * small.width(), "the board takes the narrow window's width"
    assert small.status_label.height() < big.status_label.height() * 0.75
    assert small.status_label.font().pointSizeF() < big.status_label.font().pointSizeF()
    assert small.status_label.toolTip() == small.status_label.text() or (
        small.status_label.shown_text() == small.status_label.text()
    ), "cut short, the whole status is in the tooltip"
    small.resize(1366, 768)
    QApplication.processEvents()
    assert small.log_dock.isVisible(), "the log comes back when the window is wide again"


def finished_game(seed: str = "7e57") -> Match:
    match = Match.new(2, seed, ["Ann", "Bob"])
    ai = make_player("greedy", 2)
    while not match.is_over():
        match.apply_action(ai.choose(match.state.clone()))
    return match


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_the_replay_viewer_fits_a_1366x768_screen_with_its_buttons_and_graph(
    qtbot: QtBot, user_dirs: Path, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    """It was 1200x820: the Analyse button, the graph and "Play on from here" were below a laptop's edge."""
    from PySide6.QtCore import QRect

    from carolus.engine.ai.analyse import Decision
    from carolus.ui import i18n
    from carolus.ui.windows.replay_viewer import ReplayViewer

    monkeypatch.setenv("CAROLUS_LANG", lang)
    assert i18n.install() == lang
    try:
        viewer = ReplayViewer(finished_game().record, analysis_iterations=4)
        qtbot.addWidget(viewer)
        free = QRect(0, 0, 1366, 768 - 40)  # a laptop's screen less a task bar
        viewer.fit_to(free)
        viewer.show()
        qtbot.waitExposed(viewer)
        viewer.graph.setVisible(True)  # as once the analysis runs
        blunder = Decision(10, 4, "turn", 1, 1, 1, (), (0.5, 0.5), (0.8, 0.2), (), 0.5, False, 0.3, "blunder", 4)
        viewer._analysis_done([blunder])
        QApplication.processEvents()
        frame = viewer.frameGeometry()
        assert free.contains(frame), f"{frame} is not on the screen {free}"
        assert viewer.height() + 40 <= free.height(), "room for a window frame's title and borders too"
        board = viewer.board.geometry()
        for k in (0, 10, 11, viewer.slider.maximum()):  # the start, a blunder's long caption, the end
            viewer.slider.setValue(k)
            QApplication.processEvents()
            assert viewer.board.geometry() == board, "the board keeps its place whatever the caption says"
        for widget in (viewer.analyse_button, viewer.graph, viewer.play_on_button, viewer.forward):
            where = QRect(widget.mapTo(viewer, widget.rect().topLeft()), widget.size())
            assert widget.isVisible() and viewer.rect().contains(where), f"{widget} is outside the viewer"
        assert viewer.board.height() >= 380, "the board stays large"
    finally:
        i18n.remove()
