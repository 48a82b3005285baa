"""The optional rules' panel stays readable when it must be used: with three players it has a corner of its own,
and a joker waiting for its colour or a big pile's knights to choose used to scale it down to 5-px words and
20-px buttons. Measured as drawn in a 1366x768 window, in every language."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication, QStyleOptionGraphicsItem
from pytestqt.qtbot import QtBot

from carolus.engine.ai import GreedyPlayer
from carolus.engine.match import Match
from carolus.engine.record import Record
from carolus.engine.state import State
from carolus.engine.view import game_view
from carolus.ui.board.variant_item import VariantPanel
from carolus.ui.windows.main_window import MainWindow
from tests.support.window import open_window

MIN_WORD_PX = 10.0
MIN_DIGIT_PX = 8.0
"""A count in a token's round badge (bold, a digit or two): the board's own measure for badges (test_ui_looks)."""
MIN_BUTTON_PX = 24.0


def _record(wanted: Callable[[State], bool], players: int = 3) -> Record:
    """Greedy players in a game of open piles and kept jokers, to the first person's turn ``wanted`` (the first
    seed whose game has one)."""
    names = ["You", "Bruno", "Cleo", "Dario"][:players]
    for seed in ("c3", "a1", "b2"):
        match = Match(Record.new(players, seed, names, ["piles", "deferred-jokers"]))
        ai = GreedyPlayer(seed=1)
        while not match.is_over():
            if match.state.to_act == 0 and wanted(match.state):
                match.record.extra["seats"] = ["human"] + ["greedy"] * (players - 1)
                return match.record
            match.apply_action(ai.choose(match.state))
    raise AssertionError("no game reaches the turn wanted")


def _word_sizes(w: MainWindow, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, float]]:
    """Each word the panel and its chips draw, with its type's height on the screen in pixels."""
    panel: VariantPanel = w.scene.variants
    scale = panel.sceneTransform().m11() * w.board.transform().m11()
    found: list[tuple[str, float]] = []
    original = QPainter.drawText

    def draw_text(painter: QPainter, *args: object) -> None:
        if len(args) >= 3 and isinstance(args[2], str) and args[2].strip():
            t = painter.deviceTransform()
            found.append((args[2], painter.font().pixelSize() * (t.m11() ** 2 + t.m12() ** 2) ** 0.5))
        original(painter, *args)  # type: ignore[call-overload]

    monkeypatch.setattr(QPainter, "drawText", draw_text)
    image = QImage(2000, 2000, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    painter.scale(scale, scale)
    option = QStyleOptionGraphicsItem()
    panel.paint(painter, option)
    for chip in panel.chips:
        painter.save()
        painter.translate(chip.pos())
        chip.paint(painter, option)
        painter.restore()
    painter.end()
    monkeypatch.undo()
    return found


def _problems(w: MainWindow, monkeypatch: pytest.MonkeyPatch, where: str) -> list[str]:
    found = [
        f"{where}: {text!r} is {px:.1f} px"
        for text, px in _word_sizes(w, monkeypatch)
        if px < (MIN_DIGIT_PX if text.isdigit() else MIN_WORD_PX) - 0.05
    ]
    for chip in w.scene.variants.chips:
        rect = w.board.mapFromScene(chip.sceneBoundingRect()).boundingRect()
        if rect.height() < MIN_BUTTON_PX:
            found.append(f"{where}: the {chip.kind} button {chip.data!r} is {rect.height()} px high")
    return found


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_the_rules_panel_is_readable_at_rest_with_a_joker_to_name_and_with_knights_to_pick(
    qtbot: QtBot, user_dirs: Path, monkeypatch: pytest.MonkeyPatch, lang: str, players: int
) -> None:
    """With four players no corner is free: the panel in the band left of the ring was drawn with 6-px words."""
    from carolus.ui import i18n

    monkeypatch.setenv("CAROLUS_LANG", lang)
    assert i18n.install() == lang
    try:
        w = open_window(qtbot, (1366, 768))
        found: list[str] = []
        w.load_game(
            _record(
                lambda s: s.phase_name == "place" and any(a.joker and a.to == "court" for a in game_view(s).legal),
                players,
            )
        )
        panel = w.scene.variants
        assert panel.isVisible() and panel.legend()
        found += _problems(w, monkeypatch, "at rest")
        panel.chip_clicked(panel.chip("joker"))
        w.scene.court_clicked(w.scene.court_item(0))
        assert [c for c in panel.chips if c.kind == "joker-colour"], "the joker waits for its colour"
        found += _problems(w, monkeypatch, "a joker's colour")

        w.load_game(_record(lambda s: s.phase_name == "pile" and any(a.take for a in game_view(s).legal), players))
        panel = w.scene.variants
        status = w.status_label.text()
        big = next(a for a in w.controller.view().legal if a.type == "pile" and a.take)  # type: ignore[union-attr]
        panel.chip_clicked(panel.chip("pile", big.pile))
        assert [c for c in panel.chips if c.kind == "knight"], "the pile's knights are offered"
        found += _problems(w, monkeypatch, "a pile's knights")
        assert w.status_label.text() != status and str(int(big.pile or 0) + 1) in w.status_label.text(), (
            "the status line asks for the pile's knights, not for a pile"
        )
        assert w.scene.centre.caption == panel.task(), "and so does the board's centre"
        assert found == [], "\n".join(found)
    finally:
        i18n.remove()


def test_the_panels_title_is_drawn_in_the_words_colour_not_the_edges_grey(qtbot: QtBot) -> None:
    from carolus.ui.board import palette
    from carolus.ui.board.scene import BoardScene

    pens: list[str] = []
    original = QPainter.drawText

    def draw_text(painter: QPainter, *args: object) -> None:
        if len(args) >= 3 and isinstance(args[0], QRectF) and args[2] == panel.legend()[0]:
            pens.append(painter.pen().color().name())
        original(painter, *args)  # type: ignore[call-overload]

    scene = BoardScene()
    state = Match(Record.new(3, "c3", ["You", "Bruno", "Cleo"], ["piles"])).state
    scene.set_view(game_view(state, 0), ["You", "Bruno", "Cleo"], True)
    panel = scene.variants
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(QPainter, "drawText", draw_text)
        image = QImage(600, 600, QImage.Format.Format_ARGB32)
        painter = QPainter(image)
        panel.paint(painter, QStyleOptionGraphicsItem())
        painter.end()
    assert pens and pens[0].lower() != palette.PANEL_EDGE.lower()


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_the_castle_race_in_the_band_is_readable_and_keys_each_sides_colour(
    qtbot: QtBot, user_dirs: Path, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    """Three players and the rules' panel in the corner: the race goes to the band, where it was drawn with 9-px
    words and no key of which colour is whose."""
    from carolus.ui import i18n
    from carolus.ui.board import palette, team_race

    monkeypatch.setenv("CAROLUS_LANG", lang)
    assert i18n.install() == lang
    try:
        w = open_window(qtbot, (1366, 768))
        w.load_game(_record(lambda s: s.round >= 3 and s.phase_name == "place"))
        race = w.scene.team_race
        assert race.isVisible() and len(race.race) == 3
        scale = race.sceneTransform().m11() * w.board.transform().m11()
        found: list[tuple[str, float]] = []
        original = QPainter.drawText

        def draw_text(painter: QPainter, *args: object) -> None:
            if len(args) >= 3 and isinstance(args[2], str) and args[2].strip():
                t = painter.deviceTransform()
                found.append((args[2], painter.font().pixelSize() * (t.m11() ** 2 + t.m12() ** 2) ** 0.5))
            original(painter, *args)  # type: ignore[call-overload]

        monkeypatch.setattr(QPainter, "drawText", draw_text)
        width, height = race.size()
        image = QImage(int(width * 2), int(height * 2), QImage.Format.Format_ARGB32)
        image.fill(0)
        painter = QPainter(image)
        painter.scale(2, 2)
        race.paint(painter, QStyleOptionGraphicsItem())
        painter.end()
        monkeypatch.undo()
        small = [f"{text!r} is {px * scale / 2:.1f} px" for text, px in found if px * scale / 2 < MIN_WORD_PX - 0.05]
        assert found and small == [], "\n".join(small)
        for side, rect in enumerate(team_race.key_rects(3)):
            colour = image.pixelColor((rect.center() * 2).toPoint())
            wanted = palette.side_qcolor(side, 3)
            assert abs(colour.red() - wanted.red()) + abs(colour.green() - wanted.green()) < 30, (
                f"side {side}'s key is {colour.name()}, not its colour {wanted.name()}"
            )
    finally:
        i18n.remove()


def _names_covered(w: MainWindow) -> list[str]:
    """The region names the rules' panel covers in the window, measured in the view's pixels."""
    board = w.board
    panel = board.mapFromScene(w.scene.variants.sceneBoundingRect()).boundingRect()
    return [
        name for name, rect in w.scene.names_item.labels if board.mapFromScene(rect).boundingRect().intersects(panel)
    ]


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_the_four_player_rules_panel_in_use_covers_no_region_name_at_1366x768(
    qtbot: QtBot, user_dirs: Path, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    """Four seats leave the panel only the band left of the ring, whose names it stepped over while a joker's
    colour or a big pile's knights were to be chosen (it covered Neustria): it now passes beside them, narrower,
    as readable as before, within the view and clear of the seat boxes."""
    from carolus.ui import i18n

    monkeypatch.setenv("CAROLUS_LANG", lang)
    assert i18n.install() == lang
    try:
        w = open_window(qtbot, (1366, 768))
        shown = w.board.viewport().rect()
        found: list[str] = []

        def check(where: str) -> None:
            panel = w.scene.variants
            rect = w.board.mapFromScene(panel.sceneBoundingRect()).boundingRect()
            assert panel.isVisible() and shown.contains(rect), f"{where}: the panel is cut by the window"
            for seat in range(4):
                box = w.board.mapFromScene(w.scene.seat_item(seat).sceneBoundingRect()).boundingRect()
                assert not rect.intersects(box), f"{where}: the panel is over seat {seat}'s box"
            found.extend(f"{where}: covers {name}" for name in _names_covered(w))
            found.extend(_problems(w, monkeypatch, where))

        for seed in ("f6", "b2", "a1"):
            match = Match(Record.new(4, seed, ["You", "Bruno", "Cleo", "Dario"], ["piles", "deferred-jokers"]))
            ai = GreedyPlayer(seed=1)
            jokers = piles = 0
            while not match.is_over() and match.state.round <= 6:
                state = match.state
                legal = game_view(state).legal
                joker = state.phase_name == "place" and any(a.joker for a in legal)
                pile = state.phase_name == "pile" and any(a.type == "pile" and a.take for a in legal)
                if state.to_act == 0 and ((joker and jokers < 2) or (pile and piles < 2)):
                    record = match.record.copy()
                    record.extra["seats"] = ["human", "greedy", "human", "greedy"]
                    w.load_game(record, autosave=False)
                    panel = w.scene.variants
                    where = f"{lang} seed {seed} round {state.round}"
                    if joker:
                        jokers += 1
                        panel.chip_clicked(panel.chip("joker"))
                        target = sorted(panel.joker_targets(), key=str)[0]
                        if target == "court":
                            w.scene.court_clicked(w.scene.court_item(0))
                        else:
                            w.scene.region_clicked(w.scene.region_item(int(target)))
                        assert [c for c in panel.chips if c.kind == "joker-colour"]
                        check(f"{where}, a joker's colour")
                    else:
                        piles += 1
                        big = next(a for a in legal if a.type == "pile" and a.take)
                        panel.chip_clicked(panel.chip("pile", big.pile))
                        check(f"{where}, a pile's knights")
                        panel.chip_clicked(panel.chip("knight", 0))
                        check(f"{where}, a pile's knights, one picked")
                match.apply_action(ai.choose(state))
        assert found == [], "\n".join(found)
    finally:
        i18n.remove()


def test_the_rules_panel_beside_the_names_follows_a_resize_with_its_focus_and_the_jokers_bubble(
    qtbot: QtBot, user_dirs: Path
) -> None:
    """Narrowed for a small window, the panel is laid out again when the window grows or shrinks: still clear of
    the names, the keyboard's focus on the same chip, the joker's bubble pointing at its colours."""
    w = open_window(qtbot, (1366, 768))
    w.load_game(_record(lambda s: s.phase_name == "place" and any(a.joker for a in game_view(s).legal), 4))
    scene = w.scene
    panel = scene.variants
    panel.chip_clicked(panel.chip("joker"))
    target = sorted(panel.joker_targets(), key=str)[0]
    if target == "court":
        scene.court_clicked(scene.court_item(0))
    else:
        scene.region_clicked(scene.region_item(int(target)))
    colours = [c for c in panel.chips if c.kind == "joker-colour"]
    assert colours and scene.joker_callout.isVisible()
    scene.keys.go_to(colours[-1])
    for size in ((1920, 1080), (1366, 768), (1500, 900)):
        w.resize(*size)
        qtbot.waitUntil(lambda s=size: w.width() == s[0])
        QApplication.processEvents()
        assert _names_covered(w) == [], size
        current = scene.keys.current
        assert current in panel.chips and current.kind == "joker-colour" and current.data == colours[-1].data, size
        first = next(c for c in panel.chips if c.kind == "joker-colour")
        bubble = scene.joker_callout
        assert bubble.isVisible()
        end = bubble.mapToScene(bubble._line.p2())  # the end of the bubble's line
        assert first.sceneBoundingRect().contains(end), f"{size}: the bubble points away from the colours"
