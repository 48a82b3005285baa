"""What a screen reader and a player at 1366x768 read whole: the result panel says the result first and names its
close button, the player panels read as sentences, a reserve names its key only where the key works, the window's
title names the game once, the result is announced as it appears, and the others' last turns are shown whole."""

from __future__ import annotations

import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from pytestqt.qtbot import QtBot

from carolus.engine.ai import make_player
from carolus.engine.match import Match
from carolus.engine.record import Record
from carolus.ui.board import geometry as geo
from tests.support.window import open_window


def others_turns(players: int, seed: str, until_round: int) -> Record:
    """Greedy players from ``seed`` to the person's (seat 0) placing turn from ``until_round`` on, right after the
    others have moved."""
    names = ["You", "Bruno", "Cleo", "Dario"][:players]
    match = Match.new(players, seed, names)
    ai = make_player("greedy", 7)
    while not match.is_over():
        s = match.state
        if s.round >= until_round and s.phase_name == "place" and s.to_act == 0 and s.placed == 0:
            break
        match.apply_action(ai.choose(s.clone()))
    record = match.record
    record.extra["seats"] = ["human"] + ["greedy"] * (players - 1)
    return record


@pytest.fixture(params=["en", "de", "fr"])
def any_lang(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    from carolus.ui import i18n

    if request.param == "en":
        yield "en"
        return
    monkeypatch.setenv("CAROLUS_LANG", request.param)
    assert i18n.install() == request.param
    yield request.param
    i18n.remove()
    i18n.ensure_installed()


@pytest.mark.parametrize(("players", "seed"), [(2, "5eed12"), (3, "3e3"), (3, "77b"), (4, "4f4")])
def test_the_others_last_turns_are_shown_whole_at_1366x768(
    qtbot: QtBot, user_dirs: Path, any_lang: str, players: int, seed: str
) -> None:
    w = open_window(qtbot, (1366, 768))
    for until in (3, 5, 7):
        w.load_game(others_turns(players, seed, until))
        if w.controller.match.is_over():
            break
        card = w.hint_label
        if not card.text() or card.text().startswith(("Tip", "Tipp", "Conseil")):
            continue
        assert card.isVisible()
        assert card.shown_text() == card.text(), f"cut at round {until}: {card.shown_text()!r}"
        split = card.spill is not None and card.spill.isVisible()
        scene = w.scene
        boxes = [scene.seat_item(p).sceneBoundingRect() for p in range(players)]
        boxes += [item.sceneBoundingRect() for item in (scene.info, scene.key, scene.team_race) if item.isVisible()]
        boxes.append(QRectF(-geo.R_OUT, -geo.R_OUT, 2 * geo.R_OUT, 2 * geo.R_OUT))
        for shown in (card, card.spill) if split else (card,):
            assert w.board.rect().contains(shown.geometry())
            for box in boxes:
                assert not shown.geometry().intersects(w.board.mapFromScene(box).boundingRect()), box
            for text, rect in scene.names_item.labels:
                name = w.board.mapFromScene(rect).boundingRect()
                assert not shown.geometry().intersects(name) or shown.over_names, text
            assert shown.font().pixelSize() >= 11


def played_out(seed: str, players: int = 2) -> Record:
    """Greedy against greedy from ``seed`` to the end, the first seat the person's."""
    names = ["You", "Bruno", "Cleo", "Dario"][:players]
    match = Match.new(players, seed, names)
    ai = make_player("greedy", 7)
    while not match.is_over():
        match.apply_action(ai.choose(match.state.clone()))
    record = match.record
    record.extra["seats"] = ["human"] + ["greedy"] * (players - 1)
    return record


def test_the_result_is_said_first_focused_as_it_appears_and_its_cross_is_named_close(
    qtbot: QtBot, user_dirs: Path
) -> None:
    from PySide6.QtGui import QAccessible

    w = open_window(qtbot, (1366, 768))
    w.activateWindow()
    w.board.setFocus()
    w.load_game(played_out("e4d"))
    qtbot.waitUntil(lambda: w.result_dialog is not None and w.result_dialog.isVisible(), timeout=10000)
    panel = w.result_dialog
    assert panel.title in ("You won!", "You lost", "A draw")
    said = QAccessible.queryAccessibleInterface(panel)
    assert said.text(QAccessible.Text.Name) == panel.title, "the result first, as a sighted player reads it"
    assert said.text(QAccessible.Text.Description).startswith(panel.how), "then how the game ended"
    cross = QAccessible.queryAccessibleInterface(panel.close_button)
    assert cross.text(QAccessible.Text.Name) == "Close"
    assert panel.close_button.toolTip().endswith("(Escape)"), "the tooltip names its key"
    assert w.focusWidget() is panel.first_button(), "the focus comes into the result: it is read"
    assert panel.first_button() is panel.new_game_button


def test_the_result_panel_s_words_are_translated(qtbot: QtBot, user_dirs: Path, lang: str) -> None:
    from PySide6.QtGui import QAccessible

    w = open_window(qtbot, (1366, 768))
    w.load_game(played_out("e4d"))
    qtbot.waitUntil(lambda: w.result_dialog is not None and w.result_dialog.isVisible(), timeout=10000)
    cross = QAccessible.queryAccessibleInterface(w.result_dialog.close_button)
    assert cross.text(QAccessible.Text.Name) == {"de": "Schließen", "fr": "Fermer"}[lang]


def test_the_player_panels_read_as_sentences(qtbot: QtBot, user_dirs: Path) -> None:
    from PySide6.QtGui import QAccessible

    from carolus.engine.view import game_view
    from carolus.ui.board import PlayerPanel
    from carolus.ui.board.samples import midgame

    view = game_view(midgame(3).state)
    names = ["Anna", "Bertrand", "Cleo"]
    order = list(view.choose_order if view.phase == "disc" else view.action_order)
    words = ("first", "second", "third")
    for seat in range(3):
        panel = PlayerPanel()
        qtbot.addWidget(panel)
        panel.set_view(view, seat, names)
        said = QAccessible.queryAccessibleInterface(panel)
        assert said.text(QAccessible.Text.Name).startswith(names[seat] + ", ")
        description = said.text(QAccessible.Text.Description)
        if seat in order:
            assert description.startswith(f"{words[order.index(seat)]} in turn order; "), description
        assert "." not in description.split(";")[0], "no ordinal number read as a dot"
        assert names[seat] not in description, "the name is said once, as the name"


def test_only_the_acting_seat_s_reserve_names_its_digit_key(qtbot: QtBot, user_dirs: Path) -> None:
    from carolus.ui.seats import GameSetup

    w = open_window(qtbot, (1366, 768))
    w.start_game(GameSetup(2, ("Ann", "Bob"), ("human", "human"), "4e75"))
    c = w.controller
    acting = c.match.to_act
    assert acting in (0, 1)
    for seat in (0, 1):
        for colour in ("blue", "green", "pink", "red", "yellow"):
            tip = w.scene.reserve_item(seat, colour).toolTip()
            assert ("Key: " in tip) == (seat == acting), (seat, tip)
    crown = next(a for a in c.view().legal if a.type in ("crown", "disc"))
    c.submit(crown)
    qtbot.waitUntil(lambda: c.match.to_act != acting)
    now = c.match.to_act
    assert "Key: 1" in w.scene.reserve_item(now, "blue").toolTip()
    assert "Key: " not in w.scene.reserve_item(acting, "blue").toolTip(), "the key went with the turn"


def test_the_window_title_names_the_game_once(qtbot: QtBot, user_dirs: Path) -> None:
    from carolus.ui.app import APPLICATION
    from carolus.ui.seats import GameSetup

    w = open_window(qtbot, (1366, 768))
    w.start_game(GameSetup(2, ("Anna", "Bertrand"), ("human", "human"), "4e75"))
    title = w.windowTitle()
    assert title == f"Anna, Bertrand — {APPLICATION}", "ends with the display name: Qt does not append it again"
    assert title.count(APPLICATION) == 1


def last_move() -> tuple[Record, int]:
    """A game against the computer one key from its end: the person (seat 0, Anna) moves the emperor and wins,
    with more than one move to choose from (a single one would be made for them)."""
    for seed in ("e1", "e2", "e3", "e4", "e5", "e6", "e7", "e8", "e9", "ea"):
        match = Match.new(2, seed, ["Anna", "Bertrand"])
        ai = make_player("greedy", 7)
        while not match.is_over():
            match.apply_action(ai.choose(match.state.clone()))
        last = match.record.actions[-1]
        record = match.record.copy()
        record.actions = record.actions[:-1]
        choices = [a for a in Match(record.copy()).legal_actions() if a.type == "move"]
        if last.player == 0 and last.type == "move" and len(choices) > 1 and match.state.winner == 0:
            record.extra["seats"] = ["human", "beginner"]
            return record, int(last.steps or 0)
    raise AssertionError("no seed gives the position")


@pytest.mark.slow
def test_the_result_is_read_as_the_last_key_ends_the_game() -> None:
    """Through AT-SPI, as Orca reads it: the focus comes into the result panel (Orca once said nothing until Tab),
    whose name is the result, and the frame names the game once."""
    import json

    from carolus.ui.board.board_view import board_description
    from tests.support.atspi_session import PROBE, Session, missing, probe_python

    why = missing()
    if why:
        pytest.skip(why)
    record, steps = last_move()
    with Session(record) as session:
        env = {key: value for key, value in session.env.items() if key != "PYTHONPATH"}
        done = subprocess.run(
            [str(probe_python()), str(PROBE.with_name("atspi_end_probe.py")), "--board-description",
             board_description(), "--key", str(steps)],
            env=env, capture_output=True, text=True, timeout=240, check=False,
        )  # fmt: skip
        log = session.game_log()
    assert done.stdout, f"the probe said nothing: {done.stderr[-2000:]}\n{log[-2000:]}"
    report = json.loads(done.stdout)
    assert "error" not in report, f"{report['error']}: {report.get('events')}\n{log[-2000:]}"
    assert report["frame"] == "Anna, Bertrand — Carolus Magnus"
    assert {"role": "push button", "name": "New game"} in report["focus"]
    assert report["panel"] and all(e["name"] == "You won!" for e in report["panel"])
    assert report["panel"][-1]["description"].startswith("Anna: all ")
