"""Nothing the board adds for some games covers a region's name: the optional rules' panel (piles, rolled dice,
jokers and the joker's colours, the swap), the 4-player castle race and the emperor's step badges, checked
after every action of whole random games under each rule, in the window at 1366x768 and 1920x1080."""

from __future__ import annotations

from pathlib import Path
from random import Random

import pytest
from PySide6.QtCore import QRectF
from pytestqt.qtbot import QtBot

from carolus.engine.match import Match
from carolus.engine.record import Record
from carolus.engine.view import game_view
from carolus.ui.board import BoardScene
from carolus.ui.seats import HUMAN, REMOTE
from tests.support.window import SIZES, open_window

NAMES = ["Anna", "Bertrand", "Clothilde", "Dagobert"]
GAMES = [
    ([], 4),
    (["free-draw"], 2),
    (["piles"], 2),
    (["piles"], 3),
    (["piles", "deferred-jokers"], 4),
    (["deferred-jokers"], 3),
    (["deferred-jokers"], 2),
    (["free-colour"], 4),
    (["early-roll"], 3),
    (["early-roll", "deferred-jokers", "free-colour"], 2),
]


def _labels(scene: BoardScene) -> list[tuple[str, QRectF]]:
    return list(scene.names_item.labels)


def _covered(rect: QRectF, scene: BoardScene) -> list[str]:
    return [name for name, label in _labels(scene) if rect.intersects(label)]


def _pick_up_a_joker(scene: BoardScene, rng: Random) -> bool:
    """As a person would: take the joker, put it on a place it may go; the colours are then offered."""
    panel = scene.variants
    if not panel.joker_places() or rng.random() < 0.5:
        return False
    panel.chip_clicked(panel.chip("joker"))
    target = rng.choice(sorted(panel.joker_targets(), key=str))
    if target == "court":
        scene.court_clicked(scene.court_item(scene.view.to_act))
    else:
        scene.region_clicked(scene.region_item(int(target)))
    return any(chip.kind == "joker-colour" for chip in panel.chips)


def _check(scene: BoardScene, where: str) -> int:
    checked = 0
    viewport = scene.views()[0]
    shown = viewport.mapToScene(viewport.viewport().rect()).boundingRect()
    for region in scene.region_items():
        badge = region.marks.steps.badge_rect()
        if not badge.isEmpty():
            assert _covered(badge, scene) == [], f"{where}: step badge {region.marks.steps.text} on a name"
            checked += 1
    panels = scene.band_items()
    if scene.variants.isVisible() and scene.variants not in panels:  # in a corner
        panels.append(scene.variants)
    for item in panels:
        rect = item.sceneBoundingRect()
        if item is scene.stepping_over:
            # no room clear of the names at a readable size (four seats and the rules' panel; a long merged name
            # beside the race): the panel steps over the names, drawn over them
            assert item.zValue() > scene.names_item.zValue(), f"{where}: {type(item).__name__} under the names"
        else:
            assert _covered(rect, scene) == [], f"{where}: {type(item).__name__} covers {_covered(rect, scene)}"
        for seat in range(len(scene.view.seats)):
            assert not rect.intersects(scene.seat_item(seat).sceneBoundingRect()), f"{where}: under seat {seat}"
        assert shown.contains(rect), f"{where}: {type(item).__name__} is cut by the window"
        checked += 1
    return checked


@pytest.mark.slow  # whole games at two sizes, about 40 s: the slow tier (CI runs it)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_panels_and_step_badges_never_cover_a_region_name_in_whole_games(
    qtbot: QtBot, user_dirs: Path, size: tuple[int, int]
) -> None:
    w = open_window(qtbot, size)
    scene = w.scene
    checked = 0
    for game, (variants, players) in enumerate(GAMES):
        for seed in ("c1", "c2", "c3"):
            rng = Random(f"{seed}{game}")
            match = Match(Record.new(players, f"{seed}{game:02x}", NAMES[:players], variants))
            while not match.is_over():
                view = game_view(match.state, match.state.to_act)
                scene.set_view(view, NAMES[:players], True)
                where = f"{variants} {players}p seed {seed} round {view.round} {view.phase}"
                checked += _check(scene, where)
                if _pick_up_a_joker(scene, rng):
                    assert scene.joker_callout.isVisible()
                    checked += _check(scene, where + " (joker's colour)")
                match.apply_action(rng.choice(match.legal_actions()))
    assert checked > 3000


def test_the_status_line_asks_for_a_dropped_jokers_colour_until_it_is_named(qtbot: QtBot, user_dirs: Path) -> None:
    """Issue 26, point 7: with a joker on its place the line over the board no longer says 'place N more knights'."""
    w = open_window(qtbot, (1366, 768))
    match = Match(Record.new(2, "a0", NAMES[:2], ("deferred-jokers",)))
    rng = Random("joker")
    while not (match.state.to_act == 0 and match.state.jokers[0] and match.state.phase_name == "place"):
        match.apply_action(rng.choice(match.legal_actions()))
    w.load_game(match.record, [HUMAN, REMOTE], autosave=False)
    placing = w.status_label.text()
    assert not w.scene.joker_waiting
    panel = w.scene.variants
    panel.chip_clicked(panel.chip("joker"))
    w.scene.region_clicked(w.scene.region_item(int(sorted(panel.joker_targets(), key=str)[0])))
    assert w.scene.joker_waiting and w.scene.joker_callout.isVisible()
    assert w.status_label.text() != placing and "joker" in w.status_label.text()
    colour = next(chip for chip in panel.chips if chip.kind == "joker-colour")
    panel.chip_clicked(colour)
    qtbot.waitUntil(lambda: not w.scene.joker_waiting)
    assert "joker" not in w.status_label.text()
