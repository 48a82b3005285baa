"""The board's passing marks leave what they point at readable: the ring round another player's new castles
misses the knights' counts, the "new castle" banner hides none of the region's knights, and a win's pennants
are big and solid enough to be seen in a 1366x768 window."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath, QPainterPathStroker
from pytestqt.qtbot import QtBot

from carolus.engine.ai import make_player
from carolus.engine.match import Match
from carolus.engine.view import GameView, game_view
from carolus.ui.board import BoardScene
from carolus.ui.board.animations import BannerItem
from carolus.ui.board.celebration import Celebration
from carolus.ui.board.region_item import TOKEN_W
from carolus.ui.board.trace_marks import RING_PEN, TraceMarks, castle_outline
from tests.support.window import SIZES, open_window

NAMES = ["Anna", "Bruno", "Cleo", "Dario"]


def _views(players: int, seed: str) -> list[GameView]:
    """Every position of a greedy game, as everyone sees it."""
    match = Match.new(players, seed, NAMES[:players])
    ai = make_player("greedy", 5)
    views = [game_view(match.state)]
    while not match.is_over():
        match.apply_action(ai.choose(match.state.clone()))
        views.append(game_view(match.state))
    return views


def _shields(scene: BoardScene) -> list[QRectF]:
    return [
        QRectF(p.x() - TOKEN_W / 2, p.y() - TOKEN_W * 0.58, TOKEN_W, TOKEN_W * 1.16)
        for region in scene.region_items()
        for _c, p in region.tokens
    ]


def _count_badges(scene: BoardScene) -> QPainterPath:
    """Every knight's count badge as painted (lower right of its shield), the widest token's."""
    path = QPainterPath()
    r = TOKEN_W * 0.3
    for rect in _shields(scene):
        path.addEllipse(QPointF(rect.right() - r * 0.35, rect.bottom() - r * 0.55), r + 1, r + 1)
    return path


def test_the_ring_round_new_castles_misses_every_count_badge_and_runs_under_the_castles(qtbot: QtBot) -> None:
    scene = BoardScene()
    stroker = QPainterPathStroker()
    stroker.setWidth(RING_PEN)
    checked = 0
    for players, seed in ((2, "a1"), (3, "b2"), (4, "c3")):
        for view in _views(players, seed)[::3]:
            scene.set_view(view, NAMES[:players], False)
            badges = _count_badges(scene)
            for region in scene.region_items():
                ring = stroker.createStroke(castle_outline(region.region.provinces))
                assert not ring.intersects(badges), f"the ring round {region.region.provinces} cuts a count"
                checked += 1
    assert checked > 1000
    castle_z = max((c.zValue() for c in scene.castle_items()), default=3)
    mark = TraceMarks(scene._trace_shape(_Trace(), scene.view))
    assert 1 < mark.zValue() < castle_z, "over the regions, under the castles: the castles' feet stay whole"


class _Trace:
    """The least a last-turn trace needs: a castle built in province 0 by side 0."""

    player = 0
    side = 0
    placed: dict = {}  # noqa: RUF012
    walk = None
    event = "build"
    event_provinces = (0,)


def test_the_new_castle_banner_hides_none_of_the_regions_knights(qtbot: QtBot, user_dirs: Path) -> None:
    w = open_window(qtbot, SIZES[0])
    scene = w.scene
    scene.set_animation_speed(1.0)
    banners = 0
    for players, seed in ((2, "d4"), (4, "e5")):
        views = _views(players, seed)
        for old, new in zip(views, views[1:]):
            if old.castles_left == new.castles_left or new.over:
                continue
            scene.animate_to(old, new, NAMES[:players], False)
            found = [item for item in scene.items() if isinstance(item, BannerItem)]
            assert found, "a castle built or taken is captioned"
            for banner in found:
                rect = banner.sceneBoundingRect()
                hidden = [s for s in _shields(scene) if s.intersects(rect)]
                assert not hidden, f"{banner.text!r} at {rect} hides knights at {hidden}"
                banners += 1
            scene.director.stop()
    assert banners > 10


def test_a_wins_pennants_are_big_and_solid_in_a_small_window(qtbot: QtBot, user_dirs: Path) -> None:
    w = open_window(qtbot, SIZES[0])
    w.scene.set_animation_speed(1.0)
    burst = w.scene.celebrate()
    assert isinstance(burst, Celebration)
    screen_scale = w.board.transform().m11()
    smallest = min(size for *_, size in burst.bits) * screen_scale
    assert smallest >= 14, f"the smallest pennant is {smallest:.1f} px long"
    assert burst.opacity_at(0.0) == burst.opacity_at(0.6) == 1.0 and burst.opacity_at(1.0) == 0.0
    assert burst.animation.duration() >= 2000
