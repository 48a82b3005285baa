"""Board animations: they run to their end, say so once, and vanish at speed 0."""

from __future__ import annotations

import pytest

from carolus.engine.actions import Action
from carolus.engine.match import Match
from carolus.engine.view import game_view
from carolus.ui.board import BoardScene
from carolus.ui.board import geometry as geo
from carolus.ui.board.animations import BannerItem, FlyingToken
from carolus.ui.board.samples import NAMES, midgame, move_phase, play_until


@pytest.fixture
def scene(board):
    return board[0]


def step(match: Match, action: Action) -> tuple:
    old = game_view(match.state)
    match.apply_action(action)
    return old, game_view(match.state)


def a_move_that_builds() -> tuple:
    """A move-phase position and the move on which the emperor builds or takes over, with dice after it."""
    for seed in ("a1", "b2", "c3", "d4", "e5"):
        match = move_phase(2, seed=seed, regions=15)
        view = game_view(match.state)
        for rv in view.regions:
            if rv.steps and rv.outcome.kind in ("build", "takeover"):
                return match, Action.move(match.to_act, min(rv.steps))
    raise AssertionError("no sample move builds a castle")


def flying(scene: BoardScene) -> list[FlyingToken]:
    return [item for item in scene.items() if isinstance(item, FlyingToken)]


def test_emperor_walk_castles_and_dice_animate_then_finish(scene, qtbot):
    match, move = a_move_that_builds()
    old, new = step(match, move)
    scene.set_animation_speed(8.0)
    with qtbot.waitSignal(scene.animations_finished, timeout=5000):
        scene.animate_to(old, new, NAMES[:2], False)
        assert scene.animating
        assert scene.emperor.pos() == geo.emperor_point(old.regions[old.emperor].provinces), "the walk starts at home"
        assert flying(scene), "dice knights are waiting to fly"
        banners = [item.text for item in scene.items() if isinstance(item, BannerItem)]
        assert len(banners) == 1 and ("A new castle for " in banners[0] or " taken over by " in banners[0])
        order = scene.centre.order_item
        rows = order.sceneBoundingRect().united(order.mapRectToScene(order.childrenBoundingRect()))
        shown = next(item for item in scene.items() if isinstance(item, BannerItem))
        assert not shown.sceneBoundingRect().intersects(rows), "the banner leaves the turn order in view"
    assert not scene.animating
    assert scene.emperor.pos() == geo.emperor_point(new.regions[new.emperor].provinces)
    assert all(c.opacity() == 1.0 and c.scale() == 1.0 for c in scene.castle_items())
    assert flying(scene) == []
    assert not [item for item in scene.items() if isinstance(item, BannerItem)]


def test_speed_zero_draws_the_end_at_once(scene):
    match, move = a_move_that_builds()
    old, new = step(match, move)
    scene.set_animation_speed(0)
    finished: list[bool] = []
    scene.animations_finished.connect(lambda: finished.append(True))
    scene.animate_to(old, new, NAMES[:2], True)
    assert finished == [True]
    assert not scene.animating
    assert scene.emperor.pos() == geo.emperor_point(new.regions[new.emperor].provinces)
    assert flying(scene) == []


def test_a_merge_dissolves_the_old_borders(scene, qtbot):
    match = play_until(2, "a1", lambda s: False, max_actions=0)
    before = game_view(match.state)
    after = game_view(midgame(2).state)
    scene.set_animation_speed(10.0)
    with qtbot.waitSignal(scene.animations_finished, timeout=5000):
        scene.animate_to(before, after, NAMES[:2], False)
        merged = [item for item in scene.region_items() if len(item.region.provinces) > 1]
        assert merged and all(item.seamAlpha == 1.0 for item in merged)
    assert all(item.seamAlpha == 0.0 for item in merged)


def test_a_newer_redraw_cuts_an_animation_short_with_one_finished_signal(scene, qtbot):
    match, move = a_move_that_builds()
    old, new = step(match, move)
    scene.set_animation_speed(0.5)
    finished: list[bool] = []
    scene.animations_finished.connect(lambda: finished.append(True))
    scene.animate_to(old, new, NAMES[:2], False)
    assert scene.animating and finished == []
    scene.set_view(new, NAMES[:2], True)
    assert finished == [True]
    assert not scene.animating and flying(scene) == []
    assert scene.emperor.pos() == geo.emperor_point(new.regions[new.emperor].provinces)


def test_a_placement_flies_from_the_reserve(scene, qtbot):
    match = midgame(2)
    view = game_view(match.state)
    place = next(a for a in view.legal if a.type == "place" and a.to != "court")
    old, new = step(match, place)
    scene.set_animation_speed(10.0)
    with qtbot.waitSignal(scene.animations_finished, timeout=5000):
        scene.animate_to(old, new, NAMES[:2], True)
        tokens = flying(scene)
        assert len(tokens) == 1 and tokens[0].colour == ["blue", "green", "pink", "red", "yellow"].index(place.colour)
        assert tokens[0].pos() == scene.reserve_item(place.player, place.colour).sceneBoundingRect().center()
    assert flying(scene) == []
    assert scene.interactive


def test_clicks_wait_for_the_animation(scene, qtbot):
    match = move_phase(2)
    new = game_view(match.state)
    old = game_view(midgame(2, regions=14).state)
    scene.set_animation_speed(4.0)
    seen: list[int] = []
    scene.move_requested.connect(seen.append)
    with qtbot.waitSignal(scene.animations_finished, timeout=5000):
        scene.animate_to(old, new, NAMES[:2], True)
        assert scene.animating
        reachable = next(i for i in scene.region_items() if i.region.steps)
        scene.region_clicked(reachable)
        assert seen == []
    scene.region_clicked(reachable)
    assert seen == [min(reachable.region.steps)]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_castle_banner_leaves_the_turn_order_in_view(scene, players):
    """'2 castles taken over by …' stood over the turn order for regions at the bottom of the ring."""
    from carolus.ui.board.animations import banner_point

    match = move_phase(players, seed="a1", regions=15)
    view = game_view(match.state)
    scene.set_view(view, NAMES[:players], False)
    order = scene.centre.order_item
    rows = order.sceneBoundingRect().united(order.mapRectToScene(order.childrenBoundingRect()))
    banner = BannerItem("2 castles taken over by Bruno and Dario")
    for region in view.regions:
        place = banner.boundingRect().translated(banner_point(region.provinces, banner.boundingRect(), [rows]))
        assert not place.intersects(rows), region.provinces
        assert (place.center().x() ** 2 + place.center().y() ** 2) ** 0.5 < geo.R_IN, "inside the ring's centre"
