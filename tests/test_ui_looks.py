"""The window's looks at the sizes players use (1366x768, 1920x1080): the hint takes no height from the board,
the result leaves the board in view, and every word fits its box."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QRectF, QSettings
from pytestqt.qtbot import QtBot

from carolus_qt.ai import Budget
from carolus_qt.ai.hint import advise
from carolus_qt.match import Match
from carolus_qt.record import Record
from ui.board import geometry as geo
from ui.main_window import MainWindow
from ui.settings import AppSettings

SIZES = [(1366, 768), (1920, 1080)]


def open_window(qtbot: QtBot, size: tuple[int, int]) -> MainWindow:
    settings = AppSettings(QSettings())
    settings.animations_on = False
    settings.ai_pause_ms = 100_000  # the computer waits: the position stays as set up
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.resize(*size)
    w.fit_log_dock()
    w.show()
    qtbot.waitExposed(w)
    return w


def played(seed: str, players: int = 2, until_round: int | None = None) -> Record:
    """Greedy against greedy from ``seed``: to the end, or to the first person's placing turn of a round."""
    from carolus_qt.ai import make_player

    names = ["You", "Bruno", "Cleo", "Dario"][:players]
    match = Match.new(players, seed, names)
    ai = make_player("greedy", 7)
    while not match.is_over():
        s = match.state
        if until_round is not None and s.round >= until_round and s.phase_name == "place" and s.to_act == 0:
            break
        match.apply_code(ai.choose(s.clone()))
    record = match.record
    record.extra["seats"] = ["human"] + ["greedy"] * (players - 1)
    return record


def viewport_rect(w: MainWindow, scene_rect: QRectF) -> QRect:
    return w.board.mapFromScene(scene_rect).boundingRect()


@pytest.mark.parametrize("size", SIZES)
def test_the_hint_is_a_card_beside_the_ring_that_takes_no_height_from_the_board(
        qtbot: QtBot, user_dirs: Path, size: tuple[int, int]) -> None:
    w = open_window(qtbot, size)
    w.load_game(played("5eed12", until_round=5))
    qtbot.waitUntil(lambda: w.controller.is_interactive())
    central = w.centralWidget()
    assert w.board.height() >= central.height() - w.status_label.height() - 20, "only the status line is above it"
    board_geometry = w.board.geometry()
    hint = advise(w.controller.match.state, "greedy", Budget(seconds=0.1))
    w.session.hint_for = w.controller.match.digest()
    w._hint_ready(hint)
    card = w.hint_label
    assert card.hint_shown and card.isVisible() and card.text().startswith("Hint:")
    assert w.board.geometry() == board_geometry, "the hint appears without moving or shrinking the board"
    assert card.parent() is w.board and w.board.rect().contains(card.geometry())
    assert not card.shown_text().endswith("…"), "the whole hint is shown"
    keep_clear = [viewport_rect(w, item.sceneBoundingRect()) for item in (w.scene.seat_item(0), w.scene.seat_item(1))]
    keep_clear += [viewport_rect(w, rect) for _, rect in w.scene.names_item.labels]
    keep_clear.append(viewport_rect(w, QRectF(-geo.R_OUT, -geo.R_OUT, 2 * geo.R_OUT, 2 * geo.R_OUT)))
    for rect in keep_clear:
        assert not card.geometry().intersects(rect), f"the hint covers {rect}"
    assert card.font().pixelSize() >= 11


@pytest.mark.parametrize(("size", "players"), [((1366, 768), 2), ((1920, 1080), 2), ((1366, 768), 4)])
def test_the_result_sits_in_the_ring_and_hides_no_castle_or_knight(
        qtbot: QtBot, user_dirs: Path, size: tuple[int, int], players: int) -> None:
    from ui.board.region_item import TOKEN_W

    w = open_window(qtbot, size)
    w.load_game(played("e4d" if players == 2 else "4e4d", players))
    qtbot.waitUntil(lambda: w.result_dialog is not None and w.result_dialog.isVisible(), timeout=10000)
    panel = w.result_dialog
    state = w.controller.match.state
    mine = w.controller.view().seats[0].side
    if players == 4:
        assert panel.title in ("Your team won!", "Your team lost", "A draw")
    assert panel.title != "A draw" or state.winner < 0
    assert panel.won == (state.winner == mine)
    covered = panel.geometry()
    castles = w.scene.castle_items()
    assert castles, "a finished game has castles on the board"
    for castle in castles:
        s = castle.size
        for p in castle.points:
            icon = castle.mapRectToScene(QRectF(p.x() - s, p.y() - s, 2 * s, 2 * s))
            assert not covered.intersects(viewport_rect(w, icon)), "the result hides a castle"
    for region in w.scene.region_items():
        for _colour, point in region.tokens:
            half = TOKEN_W / 2
            token = QRectF(point.x() - half, point.y() - half * 1.16, TOKEN_W, TOKEN_W * 1.16)
            assert not covered.intersects(viewport_rect(w, token)), "the result hides a knight"
    ring = w.board.mapFromScene(QRectF(-geo.R_IN, -geo.R_IN, 2 * geo.R_IN, 2 * geo.R_IN)).boundingRect()
    assert ring.contains(covered.center()), "the result is in the ring's centre"
    assert panel.heading.font().pixelSize() >= 20 and panel.how_label.font().pixelSize() >= 11
