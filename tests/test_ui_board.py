"""The board scene: drawing from GameViews, and clicks turned into exactly the legal intents."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from carolus.engine.actions import Action, to_code
from carolus.engine.constants import COLOURS
from carolus.engine.match import Match
from carolus.engine.view import GameView, game_view
from carolus.ui.board import BoardScene, BoardView
from carolus.ui.board import geometry as geo
from carolus.ui.board.region_item import RegionItem
from carolus.ui.board.samples import NAMES, midgame, move_phase, opening


def point_of(view: BoardView, item) -> object:
    """A point on ``item``: a region's middle (a long arc's box centre lies inside the ring), else its box's."""
    return view.mapFromScene(item.centre() if isinstance(item, RegionItem) else item.sceneBoundingRect().center())


def click(view: BoardView, item) -> None:
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point_of(view, item))


def held_colour(view: GameView, seat: int) -> str:
    """The first colour the seat has in its reserve."""
    return next(c for c in COLOURS if view.seats[seat].reserve[COLOURS.index(c)])


def drag(view: BoardView, start, end, steps: int) -> None:
    """Press at start and move to end in equal steps, leaving the button down."""
    QTest.mousePress(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for k in range(1, steps + 1):
        QTest.mouseMove(view.viewport(), start + (end - start) * k / steps)


def drop(view: BoardView, end) -> None:
    QTest.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


class Intents:
    """Every intent the scene emits, in order."""

    def __init__(self, scene: BoardScene) -> None:
        self.seen: list[tuple] = []
        scene.disc_requested.connect(lambda v: self.seen.append(("disc", v)))
        scene.place_requested.connect(lambda c, to: self.seen.append(("place", c, to)))
        scene.move_requested.connect(lambda s: self.seen.append(("move", s)))
        scene.crown_requested.connect(lambda c: self.seen.append(("crown", c)))


def show(scene: BoardScene, match: Match, interactive: bool = True) -> GameView:
    view = game_view(match.state)
    scene.set_view(view, NAMES[: view.players], interactive)
    return view


def to_disc_phase_second_chooser() -> Match:
    match = opening(2)
    match.apply_action(Action.disc(match.to_act, 3))
    return match


@pytest.mark.parametrize("players", [2, 3, 4])
def test_set_view_draws_every_region_seat_and_castle(board, players):
    scene, _ = board
    view = show(scene, midgame(players))
    assert len(scene.region_items()) == len(view.regions) < 15
    for rv in view.regions:
        for p in rv.provinces:
            assert scene.region_item(p).region == rv
    owned = [rv for rv in view.regions if rv.owner >= 0]
    assert sorted((c.provinces, c.side, c.count) for c in scene.castle_items()) == sorted(
        (rv.provinces, rv.owner, rv.castles) for rv in owned
    )
    for seat in range(players):
        for c, name in enumerate(COLOURS):
            assert scene.reserve_item(seat, name).count == view.seats[seat].reserve[c]
        assert scene.court_item(seat).court == view.seats[seat].court
    assert scene.emperor.pos() == geo.emperor_point(view.regions[view.emperor].provinces)


def test_merged_region_is_one_item_covering_its_provinces(board):
    scene, _ = board
    view = show(scene, midgame(2))
    merged = [rv for rv in view.regions if len(rv.provinces) > 1]
    assert merged, "the sample mid-game has merged regions"
    for rv in merged:
        items = {id(scene.region_item(p)) for p in rv.provinces}
        assert len(items) == 1
    assert len({id(scene.region_item(p)) for p in range(15)}) == len(view.regions)


def test_redraw_after_a_merge_rebuilds_the_ring(board):
    scene, _ = board
    match = midgame(2, regions=13)
    show(scene, match)
    before = len(scene.region_items())
    later = midgame(2, regions=11)
    view = show(scene, later)
    assert len(scene.region_items()) == len(view.regions) < before


def test_reachable_regions_are_highlighted_only_when_moving(board):
    scene, _ = board
    view = show(scene, move_phase(2))
    reach = {item.region.provinces for item in scene.region_items() if item.highlight == "reach"}
    assert reach == {rv.provinces for rv in view.regions if rv.steps}
    assert len(reach) >= 3
    show(scene, midgame(2))
    assert not [item for item in scene.region_items() if item.highlight == "reach"]


def test_clicking_a_reachable_region_emits_its_steps(board):
    scene, view_widget = board
    intents = Intents(scene)
    view = show(scene, move_phase(2))
    target = next(rv for rv in view.regions if rv.steps and min(rv.steps) == 2)
    click(view_widget, scene.region_item(target.provinces[0]))
    assert intents.seen == [("move", 2)]


def test_clicking_an_unreachable_region_emits_nothing(board):
    scene, view_widget = board
    intents = Intents(scene)
    view = show(scene, move_phase(2))
    unreachable = next(rv for rv in view.regions if not rv.steps)
    click(view_widget, scene.region_item(unreachable.provinces[0]))
    assert intents.seen == []


def test_clicking_a_free_disc_emits_it_and_a_taken_disc_nothing(board):
    scene, view_widget = board
    intents = Intents(scene)
    view = show(scene, to_disc_phase_second_chooser())
    legal = {a.value for a in view.legal}
    assert 3 not in legal and 2 in legal
    click(view_widget, scene.disc_item(3))
    click(view_widget, scene.disc_item(2))
    assert intents.seen == [("disc", 2)]


def test_a_non_interactive_seat_offers_nothing(board):
    scene, view_widget = board
    intents = Intents(scene)
    show(scene, to_disc_phase_second_chooser(), interactive=False)
    click(view_widget, scene.disc_item(2))
    view = show(scene, move_phase(2), interactive=False)
    click(view_widget, scene.region_item(next(rv for rv in view.regions if rv.steps).provinces[0]))
    assert intents.seen == []


def test_place_by_clicking_a_reserve_knight_then_a_region_or_the_court(board):
    scene, view_widget = board
    intents = Intents(scene)
    view = show(scene, midgame(2))
    seat = view.to_act
    colour = held_colour(view, seat)
    region = view.regions[1]
    click(view_widget, scene.region_item(region.provinces[0]))
    assert intents.seen == [], "no knight picked up yet"
    click(view_widget, scene.reserve_item(seat, colour))
    assert scene.selected_colour == colour
    assert all(item.highlight == "target" for item in scene.region_items())
    click(view_widget, scene.region_item(region.provinces[-1]))
    click(view_widget, scene.court_item(seat))
    assert intents.seen == [("place", colour, region.provinces[0]), ("place", colour, "court")]


def test_a_second_click_on_the_picked_up_knight_keeps_it_picked_up(board):
    """Picking up before every drop (reserve, region, reserve, region) placed every second knight only: the second
    click on the reserve put the knight down without a word (seen in tutorial step 3). Escape or a right click
    puts it back."""
    scene, view_widget = board
    intents = Intents(scene)
    view = show(scene, midgame(2))
    seat = view.to_act
    colour = held_colour(view, seat)
    region = view.regions[1]
    for _ in range(2):
        click(view_widget, scene.reserve_item(seat, colour))
        assert scene.selected_colour == colour
        click(view_widget, scene.region_item(region.provinces[0]))
    assert intents.seen == [("place", colour, region.provinces[0])] * 2


def test_other_seats_reserve_and_empty_colours_are_not_offered(board):
    scene, view_widget = board
    intents = Intents(scene)
    view = show(scene, midgame(2))
    seat = view.to_act
    other = 1 - seat
    empty = [c for c in COLOURS if view.seats[seat].reserve[COLOURS.index(c)] == 0]
    click(view_widget, scene.reserve_item(other, next(c for c in COLOURS)))
    for c in empty:
        click(view_widget, scene.reserve_item(seat, c))
    assert scene.selected_colour is None
    click(view_widget, scene.region_item(0))
    click(view_widget, scene.court_item(other))
    assert intents.seen == []


def test_drag_a_reserve_knight_onto_a_region(board, qtbot):
    scene, view_widget = board
    intents = Intents(scene)
    view = show(scene, midgame(2))
    seat = view.to_act
    colour = held_colour(view, seat)
    region = view.regions[3]
    start = point_of(view_widget, scene.reserve_item(seat, colour))
    end = point_of(view_widget, scene.region_item(region.provinces[0]))
    drag(view_widget, start, end, 5)
    assert scene._ghost is not None and scene._ghost.isVisible()
    assert scene.region_item(region.provinces[0]).hovered, "the drop target lights up under the dragged knight"
    drop(view_widget, end)
    assert intents.seen == [("place", colour, region.provinces[0])]
    assert scene._ghost is None


def test_crown_chooser_offers_colours_left_in_supply(board):
    scene, view_widget = board
    intents = Intents(scene)
    match = Match.new(2, "a1", NAMES[:2])
    view = show(scene, match)
    assert view.phase == "crown"
    legal = sorted(a.colour for a in view.legal)
    for c in COLOURS:
        assert scene.crown_item(c).shown
        assert scene.crown_item(c).offered == (c in legal)
    click(view_widget, scene.crown_item(legal[0]))
    assert intents.seen == [("crown", legal[0])]
    show(scene, to_disc_phase_second_chooser())
    assert not scene.crown_item("red").shown and scene.disc_item(1).shown


def test_hovering_a_region_previews_strengths_and_outcome(board):
    scene, view_widget = board
    view = show(scene, midgame(2))
    region = (
        next(rv for rv in view.regions if rv.outcome.kind != "nothing")
        if any(rv.outcome.kind != "nothing" for rv in view.regions)
        else view.regions[0]
    )
    QTest.mouseMove(view_widget.viewport(), point_of(view_widget, scene.region_item(region.provinces[0])))
    assert scene.region_item(region.provinces[0]).hovered, "hoverEnterEvent was delivered"
    assert scene.preview.isVisible()
    text = scene.preview.text()
    for side in range(view.sides):
        assert f"{NAMES[side]}: {region.strengths[side]}" in text
    if region.outcome.kind == "build":
        assert f"a castle for {NAMES[region.outcome.side]}" in text
    elif region.outcome.kind == "takeover":
        assert f"{region.outcome.castles} castle" in text and f" to {NAMES[region.outcome.side]}" in text
    QTest.mouseMove(view_widget.viewport(), view_widget.mapFromScene(QPointF(0, 0)))
    assert not scene.preview.isVisible()


def test_the_hover_card_says_why_nothing_happens_as_the_engine_says_it() -> None:
    """The card words ``Outcome.reason`` (the engine decides it): every reason over seeded random games, and an
    emptied region."""
    from random import Random

    from carolus.ui.board.preview import outcome_text

    expected = {
        "tie": "a tie for the lead",
        "uncontrolled": "nobody controls the knights here",
        "empty": "no knights and no castles here",
        "held": "it stays with",
    }
    seen: set[str] = set()
    rng = Random(3)
    for game in range(4):
        match = Match.new(2 + game % 3, f"wh{game}")
        while not match.is_over():
            view = game_view(match.state)
            for region in view.regions:
                if region.outcome.kind == "nothing":
                    assert expected[region.outcome.reason] in outcome_text(view, NAMES, region)
                    seen.add(region.outcome.reason)
            match.apply_action(match.state.random_action(rng))
    state = Match.new(2, "wh-empty").state
    r = next(r for r in range(state.num_regions) if state.owner[r] < 0)
    state.knights[5 * r : 5 * r + 5] = [0] * 5
    view = game_view(state)
    assert expected["empty"] in outcome_text(view, NAMES, view.regions[r])
    assert seen == {"tie", "uncontrolled", "held"}


def test_the_hover_card_lies_over_the_hint_and_last_turn_marks(board):
    """A region hovered while a hint is shown: the card is read whole, never under a hint's step badge (nor the
    marks of the others' last turns, which lie below the hint's)."""
    from carolus.ui.board.hint_marks import HintMark
    from carolus.ui.board.trace_marks import TraceMarks

    scene, _view_widget = board
    view = show(scene, midgame(2))
    marks = scene.show_hint([a for a in view.legal if a.type == "place"][:2])
    assert marks
    region = view.regions[0]
    scene.preview.show_region(view, NAMES, region, QPointF(0, 0))
    covering = [
        item
        for item in scene.items(scene.preview.sceneBoundingRect())
        if isinstance(item, (HintMark, TraceMarks)) and item.isVisible()
    ]
    assert all(scene.preview.zValue() > item.zValue() for item in covering + marks)


def test_qt_paint_overrides_are_called(board, qtbot):
    scene, view_widget = board
    show(scene, midgame(2))
    view_widget.viewport().repaint()
    assert all(item.paint_count > 0 for item in scene.region_items())


def test_drag_a_reserve_knight_into_the_court(board):
    scene, view_widget = board
    intents = Intents(scene)
    view = show(scene, midgame(3))
    seat = view.to_act
    colour = held_colour(view, seat)
    start = point_of(view_widget, scene.reserve_item(seat, colour))
    end = point_of(view_widget, scene.court_item(seat))
    drag(view_widget, start, end, 3)
    drop(view_widget, end)
    assert intents.seen == [("place", colour, "court")]


def test_dropping_a_knight_on_empty_table_places_nothing(board):
    scene, view_widget = board
    intents = Intents(scene)
    view = show(scene, midgame(2))
    seat = view.to_act
    colour = held_colour(view, seat)
    start = point_of(view_widget, scene.reserve_item(seat, colour))
    end = view_widget.mapFromScene(QPointF(geo.SCENE_RECT.center().x(), geo.SCENE_RECT.bottom() - 5))
    drag(view_widget, start, end, 1)
    drop(view_widget, end)
    assert intents.seen == []
    assert scene._ghost is None


def test_right_click_or_escape_puts_a_picked_up_knight_back(board):
    scene, view_widget = board
    intents = Intents(scene)
    view = show(scene, midgame(2))
    seat = view.to_act
    colour = held_colour(view, seat)
    click(view_widget, scene.reserve_item(seat, colour))
    assert scene.selected_colour == colour
    QTest.mouseClick(
        view_widget.viewport(),
        Qt.MouseButton.RightButton,
        Qt.KeyboardModifier.NoModifier,
        point_of(view_widget, scene.region_item(0)),
    )
    assert scene.selected_colour is None
    click(view_widget, scene.reserve_item(seat, colour))
    view_widget.setFocus()
    QTest.keyClick(view_widget.viewport(), Qt.Key.Key_Escape)
    assert scene.selected_colour is None
    click(view_widget, scene.region_item(0))
    assert intents.seen == []


def test_hint_marks_the_knight_its_target_and_the_emperors_region_and_clicks_pass_through(board):
    scene, view_widget = board
    match = midgame(2)
    view = show(scene, match)
    place = next(a for a in view.legal if a.type == "place" and a.to != "court")
    move = Action.move(place.player, 1)
    marks = scene.show_hint([place, move])
    by_target = {id(m.target): m for m in marks}
    knight = scene.reserve_item(place.player, str(place.colour))
    region = scene.region_item(int(place.to))
    walked_to = scene.region_item(view.regions[(view.emperor + 1) % len(view.regions)].provinces[0])
    assert set(by_target) == {id(knight), id(region), id(walked_to)}
    assert by_target[id(region)].label == "1"
    if region is not walked_to:  # the emperor's stop is outlined, not numbered: its place in the order ("2") read
        assert by_target[id(walked_to)].label == ""  # as steps beside the board's step numbers
    assert all(m.scene() is scene and m.zValue() > knight.parentItem().zValue() for m in marks)
    click(view_widget, knight)  # the marks take no clicks: the knight under them is picked up
    assert scene.selected_colour == place.colour
    show(scene, match)  # the next redraw (after any action) takes the hint away
    assert scene.hint_marks() == [] and all(m.scene() is None for m in marks)


def test_the_hint_numbers_no_emperors_stop_and_keeps_the_courts_badge_inside_the_seat_box(board):
    """The emperor's stop was numbered '4' (its place in the turn) where the text says '2 steps'; the court's
    '1,2,3' pill stood on the edge of the player's box."""
    scene, _ = board
    view = show(scene, midgame(2))
    p = view.to_act
    colour = held_colour(view, p)
    actions = [Action.place(p, colour, "court")] * 3 + [Action.move(p, 2)]
    marks = scene.show_hint(actions)
    court = scene.court_item(p)
    stop = scene.region_item(view.regions[(view.emperor + 2) % len(view.regions)].provinces[0])
    by_target = {id(m.target): m for m in marks}
    assert by_target[id(stop)].label == "" and by_target[id(stop)].badge_rect().isEmpty()
    badge = by_target[id(court)].badge_rect()
    assert by_target[id(court)].label == "1,2,3"
    assert court.sceneBoundingRect().contains(badge), (badge, court.sceneBoundingRect())
    assert court.parentItem().sceneBoundingRect().contains(badge)


def test_hint_for_a_disc_circles_that_disc_alone(board):
    scene, _ = board
    view = show(scene, opening(2))
    marks = scene.show_hint([Action.disc(view.to_act, 4)])
    assert [m.target for m in marks] == [scene.disc_item(4)] and marks[0].label == ""
    scene.clear_hint()
    assert scene.hint_marks() == [] and marks[0].scene() is None


@pytest.mark.parametrize(
    ("players", "race_with_key", "own_key"), [(2, False, True), (3, True, False), (4, None, False)]
)
def test_free_corners_hold_the_castle_race_and_the_key(board, players, race_with_key, own_key):
    scene, _ = board
    show(scene, midgame(players))
    assert scene.info.isVisible() == (race_with_key is not None)
    if race_with_key is not None:
        assert scene.info.show_key == race_with_key and len(scene.info.race) == (2 if players == 4 else players)
    assert scene.key.isVisible() == own_key
    boxes = [scene.seat_item(s).sceneBoundingRect() for s in range(players)]
    shown = [item.sceneBoundingRect() for item in (scene.info, scene.key) if item.isVisible()]
    assert not any(a.intersects(b) for a in shown for b in boxes), "no corner box lies on a seat box"


def test_every_region_shows_its_name_on_the_board_and_a_merged_one_reads_as_one(board):
    from carolus.ui.words.narration import region_name

    scene, _ = board
    view = game_view(midgame(3).state, 0)
    scene.set_view(view, NAMES[:3], True)
    shown = [text for text, _ in scene.names_item.labels]
    assert shown == [region_name(rv.provinces) for rv in view.regions]
    assert len(set(shown)) == len(shown)
    merged = [rv for rv in view.regions if len(rv.provinces) > 1]
    for rv in merged:
        assert scene.names_item.text_of(rv.provinces[-1]) == region_name(rv.provinces)
    boxes = [scene.seat_item(s).sceneBoundingRect() for s in range(view.players)]
    for _, rect in scene.names_item.labels:
        assert not any(rect.intersects(box) for box in boxes), "a name hides under a seat box"


def _merging_move() -> tuple[Match, Action]:
    """A greedy game up to the emperor's move that merges regions, and that move."""
    from carolus.engine.actions import from_code
    from carolus.engine.ai import GreedyPlayer

    match = Match.new(2, "a1", NAMES[:2])
    ai = GreedyPlayer(seed=1)
    while True:
        state = match.state
        action = from_code(state, ai.choose(state.clone()))
        if action.type == "move":
            after = state.clone()
            after.apply_action(to_code(state, action))
            if after.num_regions < state.num_regions:
                return match, action
        match.apply_action(action)


def test_a_merge_repaints_the_merged_region_and_few_others(board):
    """A merge used to rebuild every region item, so the whole ring was painted again (a slow frame)."""
    scene, view_widget = board
    match, move = _merging_move()
    show(scene, match)
    view_widget.viewport().repaint()
    before = {item.region.provinces: (item, item.paint_count) for item in scene.region_items()}
    match.apply_action(move)
    view = show(scene, match)
    view_widget.viewport().repaint()
    repainted = 0
    for item in scene.region_items():
        old = before.get(item.region.provinces)
        if old is not None:
            assert old[0] is item, "a region the merge did not touch got a new item"
        if old is None or item.paint_count > old[1]:
            repainted += 1
    merged = sum(1 for rv in view.regions if rv.provinces not in before)
    assert merged >= 1
    assert repainted <= merged + len(view.regions) // 2 + 1  # the tone flips stop at the shorter side


def test_neighbouring_regions_alternate_tones_and_a_merge_flips_the_shorter_side():
    from carolus.ui.board.land_tones import ring_tones

    ring = [(p,) for p in range(15)]
    tones = ring_tones(ring, {})
    assert sum(tones[i] == tones[(i + 1) % 15] for i in range(15)) == 1  # 15 is odd: one pair must share
    before = dict(zip(ring, tones))
    merged = [(0,), (1,), (2,), (3,), (4, 5), *[(p,) for p in range(6, 15)]]
    after = ring_tones(merged, before)
    assert all(after[i] != after[(i + 1) % 14] for i in range(14))  # 14 regions alternate all round
    assert sum(before.get(r, t) != t for r, t in zip(merged, after)) == 4  # regions 0-3 flip, not 6-14
    three = [(0,), (1,), (2,), (3,), (4, 5, 6), *[(p,) for p in range(7, 15)]]
    assert [t for r, t in zip(three, ring_tones(three, before)) if r in before] == [
        before[r] for r in three if r in before
    ]


def test_a_grab_of_a_window_draws_every_knight_where_the_board_alone_does(qtbot):
    """Knights are copied at whole device pixels; a grab paints the board shifted by its place in the window, and
    the open piles' knights (not cached) were drawn that shift away from their chips."""
    from PySide6.QtWidgets import QVBoxLayout, QWidget

    from carolus.engine.ai import GreedyPlayer
    from carolus.engine.record import Record

    match = Match(Record.new(4, "5eed12", NAMES[:4], ["piles"]))
    ai = GreedyPlayer(seed=7)
    while match.state.phase_name != "pile" or match.state.round < 3:
        match.apply_action(ai.choose(match.state.clone()))
    outer = QWidget()
    layout = QVBoxLayout(outer)
    layout.setContentsMargins(150, 110, 0, 0)
    scene = BoardScene()
    view_widget = BoardView(scene)
    layout.addWidget(view_widget)
    qtbot.addWidget(outer)
    outer.resize(1000, 760)
    outer.show()
    qtbot.waitExposed(outer)
    scene.set_view(game_view(match.state, match.state.to_act), NAMES[:4], True)
    assert any(chip.kind == "pile" for chip in scene.variants.chips)
    alone = view_widget.grab().toImage()
    whole = outer.grab().toImage().copy(view_widget.geometry())
    assert whole.convertToFormat(alone.format()) == alone
