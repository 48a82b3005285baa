"""The board scene: draws a GameView and turns clicks into intents.

The scene never applies anything: it offers only what ``view.legal`` lists
(and only when the seat is interactive) and emits an intent signal; the
controller checks and applies it and calls ``set_view`` again. Items are
redrawn from each snapshot and keep no game state.

Over 600 lines (issue 38): the scene is Qt's one place where the board's items meet, so it holds their layout per
player count, the routing of clicks and keys into intents, and the hint's marks; each item's drawing, the focus
(``focus.py``), the accessible words (``accessible.py``), the optional rules' panel (``variant_item.py``) and the
animations already live in modules of their own.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSceneMouseEvent

from carolus.engine.actions import Action
from carolus.engine.constants import COLOUR_INDEX, COLOURS, CROWN
from carolus.engine.view import GameView, RegionView

from . import geometry as geo
from .animations import AnimationDirector
from .band import GAP as BAND_GAP
from .band import band_rect, stack, step_badge_rects
from .celebration import Celebration
from .centre_item import CentreItem, CrownChoice, DiscItem
from .changes import set_fields
from .focus import BoardKeys
from .hint_marks import HintMark, Pulse, badge_anchor_inside, round_outline, rounded_outline, shape_outline
from .info_item import InfoItem
from .joker_callout import JokerCallout
from .land_tones import ring_tones
from .names_item import RegionNames
from .offers import Offers
from .palette import BOARD_BG
from .preview import PreviewItem
from .region_item import CastleItem, EmperorItem, RegionItem
from .seat_item import CourtItem, ReserveToken, SeatItem
from .status import centre_task_text, result_caption, round_label, seat_name, short_side_label, side_label
from .team_race import TeamRace
from .trace_marks import TraceMarks, TraceShape, castle_outline
from .variant_item import NARROWEST, WIDTH, VariantPanel

DRAG_START = 8.0

BAND_MIN_SCALE = 0.6
"""Below this the band's panels are too small to read: the race shortens, then steps aside for the rules' panel."""
BAND_READABLE_ON_SCREEN = 0.54
"""Screen pixels per unit of a band panel at the least: its 20-unit words about 11 pixels, the rules' 46-unit chips
about 25 high. Where the band has no such room clear of the names, the panel steps over them."""
BAND_READABLE_SCALE = 0.95
"""The least scale of a band panel before a view says how large the board is drawn (about 1366x768's)."""
VIEW_EDGE = 4.0
"""Scene units the rules' panel keeps from the view's left edge when it passes left of the band's names."""
CORNER_MAX_SCALE = 1.15
"""The largest the rules' panel is drawn in a corner (its words then as large as a seat box's)."""
TRACE_POOL = 12
"""Last-turn marks kept in the scene (transparent when not shown), so one shown again keeps its pictures."""
"""Scene units a pressed reserve knight must travel before it counts as a drag."""


def _area(rect: QRectF) -> float:
    return rect.width() * rect.height() if rect.isValid() else 0.0


def _target_of(target: QGraphicsItem, view: GameView | None) -> int | str | None:
    """What a click on ``target`` places to: a region's first province, or ``"court"`` for the actor's court."""
    if isinstance(target, RegionItem):
        return target.region.provinces[0]
    if isinstance(target, CourtItem) and view is not None and target.seat == view.to_act:
        return "court"
    return None


class BoardScene(QGraphicsScene):
    """The ring, the seats and the centre, drawn from the latest GameView."""

    disc_requested = Signal(int)
    place_requested = Signal(str, object)  # colour, a region's index or "court" (a union: a Python object)
    move_requested = Signal(int)
    crown_requested = Signal(str)
    action_requested = Signal(Action)
    """An ``Action`` an optional rule's panel offers (a pile, a joker, a swap); the controller checks it."""
    animations_finished = Signal()
    notice = Signal(str)
    joker_waiting_changed = Signal()
    """A dropped joker started or stopped waiting for its colour (the status line says so meanwhile)."""
    panel_task_changed = Signal()
    """The rules' panel started a half-made choice (knights to pick from a pile): ``variants.task()`` words it."""
    """A word for the person when a click cannot do what they meant (a region clicked before a knight)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setSceneRect(geo.SCENE_RECT)
        self.setBackgroundBrush(QColor(BOARD_BG))
        self.view: GameView | None = None
        self.names: list[str] = []
        self.interactive = False
        self.offers = Offers()
        self.selected_colour: str | None = None
        self._regions: list[RegionItem] = []
        self._castles: list[CastleItem] = []
        self._seats: list[SeatItem] = []
        self.centre = CentreItem()
        self.addItem(self.centre)
        self.emperor = EmperorItem()
        self.addItem(self.emperor)
        self.centre.hide()
        self.emperor.hide()
        self.info = InfoItem()
        self.addItem(self.info)
        self.info.hide()
        self.key = InfoItem(race=False)
        """The key to the board, in its own corner when two corners are free (two players)."""
        self.addItem(self.key)
        self.key.hide()
        self.preview = PreviewItem()
        self.addItem(self.preview)
        self.names_item = RegionNames()
        self.addItem(self.names_item)
        self.variants = VariantPanel()
        self.addItem(self.variants)
        self.variants.hide()
        self.variants.placer = self.arrange_band
        self.joker_callout = JokerCallout()
        """Near a dropped joker: its colour must be named (in the panel)."""
        self.addItem(self.joker_callout)
        self.joker_callout.hide()
        self.joker_waiting = False
        """A joker is on its place and its colour is still to be named (the callout shows)."""
        self.variants_corner: int | None = None
        self.screen_scale: float | None = None
        """Screen pixels per scene unit, as the board's view last said (``set_screen_scale``)."""
        self.shown: QRectF | None = None
        """The part of the scene the board's view shows, as it last said (``set_screen_scale``)."""
        self.stepping_over: QGraphicsItem | None = None
        """The band's panel drawn over the names, having no readable room clear of them."""
        self.team_race = TeamRace()
        """The castle race of the 4-player game, in the band left of the ring (no corner is free)."""
        self.addItem(self.team_race)
        self.team_race.hide()
        self._hovered: RegionItem | None = None
        self._ghost: QGraphicsItem | None = None
        self._dragging = False
        self._drop: RegionItem | CourtItem | None = None
        self._hint: list[HintMark] = []
        self._traces: list[TraceMarks] = []
        self._trace_pool: list[TraceMarks] = []
        """Every last-turn mark in the scene, shown or transparent, oldest first."""
        self._pulse: Pulse | None = None
        self.director = AnimationDirector(self)
        self.keys = BoardKeys(self)
        self.panel_task_changed.connect(self._caption_panel_task)
        """The keyboard's focus over the board and the keys' intents (``focus``)."""

    # -- the contract ----------------------------------------------------------

    def set_view(self, view: GameView, names: list[str], interactive: bool) -> None:
        """Redraw everything from ``view``; ``interactive`` False for AI, remote and replay seats."""
        self.director.stop()
        self._draw(view, names, interactive)

    def animate_to(self, old: GameView, new: GameView, names: list[str], interactive: bool) -> None:
        """Draw ``new`` and animate what changed since ``old``; animations_finished follows (at once if off)."""
        self.director.stop()
        self._draw(new, names, interactive)
        self.director.play(old, new)

    def set_animation_speed(self, factor: float) -> None:
        """1.0 normal, 2.0 twice as fast, 0 off (animate_to then finishes at once)."""
        self.director.speed = max(0.0, float(factor))

    @property
    def animating(self) -> bool:
        return self.director.running

    # -- the hint ---------------------------------------------------------------------

    def show_hint(self, actions: Sequence[Action]) -> list[HintMark]:
        """Mark each suggested action where the player would click it: the disc, the crown colour, the reserve
        knights and their targets, the emperor's region; numbered in order when there are several. The marks
        go with ``clear_hint`` or the next redraw (which follows any action)."""
        self.clear_hint()
        view = self.view
        if view is None:
            return []
        numbered = len(actions) > 1
        marks: list[HintMark] = []
        targets: dict[int, tuple[QGraphicsItem, list[str]]] = {}
        picked: set[tuple[int, str]] = set()
        for step, action in enumerate(actions, 1):
            chip = self.variants.hint_item(action)  # a pile, a swap, a joker: on the variants panel
            if chip is not None and not any(m.target is chip for m in marks):
                marks.append(HintMark(chip, rounded_outline(chip, 0, 8)))
            if action.type == "disc":
                item: QGraphicsItem = self.disc_item(int(action.value or 0))
                marks.append(HintMark(item, round_outline(item)))
            elif action.type == "crown":
                item = self.crown_item(str(action.colour))
                marks.append(HintMark(item, round_outline(item)))
            elif action.type == "place":
                key = (action.player, str(action.colour))
                if key not in picked and not action.joker:
                    picked.add(key)
                    token = self.reserve_item(*key)
                    marks.append(HintMark(token, rounded_outline(token, 0, 8)))
                item = self.region_item(action.to) if isinstance(action.to, int) else self.court_item(action.player)
                targets.setdefault(id(item), (item, []))[1].append(str(step))
            elif action.type == "move":  # outlined, not numbered: its place in the order ("4") read as steps
                region = view.regions[(view.emperor + int(action.steps or 0)) % len(view.regions)]
                item = self.region_item(region.provinces[0])
                targets.setdefault(id(item), (item, []))
        for item, steps in targets.values():
            label = ",".join(steps) if numbered else ""
            if isinstance(item, RegionItem):
                anchor = geo.polar(geo.R_IN + 26, geo.mid_angle(item.region.provinces))  # clear of the name
                marks.append(HintMark(item, shape_outline(item), label, anchor))
            else:
                inside = badge_anchor_inside(item.sceneBoundingRect(), label) if label else None
                marks.append(HintMark(item, rounded_outline(item, 2), label, inside))
        for mark in marks:
            self.addItem(mark)
        self._hint = marks
        if self.director.speed > 0 and marks:
            self._pulse = Pulse(marks)
            self._pulse.start()
        return list(marks)

    def show_traces(self, traces: Sequence[object]) -> list[TraceMarks]:
        """Mark other players' last turns (``carolus.ui.turn_trace.TurnTrace``): knights placed, the emperor's walk,
        castles built or taken. Kept across redraws until called again (the window clears them when the person
        acts). Marks taken away stay in the scene, transparent, for a while: a mark shown again with the same
        drawing (the turn passing round a table of people) keeps its cached pictures."""
        view = self.view
        shapes = [self._trace_shape(trace, view) for trace in traces] if view is not None else []
        pool = list(self._trace_pool)
        marks = []
        for shape in shapes:
            mark = next((m for m in pool if m.shape_data == shape), None)
            if mark is None:
                mark = TraceMarks(shape)
                self.addItem(mark)
            else:
                pool.remove(mark)
            marks.append(mark)
        for mark in pool:
            mark.setOpacity(0.0)  # a hidden item would throw its pictures away
        for mark in marks:
            mark.setOpacity(1.0)
        kept = (pool + marks)[-TRACE_POOL:]  # the shown ones last: they are kept first
        for mark in pool + marks:
            if mark not in kept and mark.scene() is self:
                self.removeItem(mark)
        self._trace_pool = kept
        self._traces = marks
        return list(marks)

    def _trace_shape(self, trace: object, view: GameView) -> TraceShape:
        tags = []
        court = []
        for (province, colour), k in trace.placed.items():  # type: ignore[attr-defined]
            if province is None:
                seat = trace.player  # type: ignore[attr-defined]
                court.append((self._court_tag_point(seat, COLOUR_INDEX[colour]), f"+{k}"))
                continue
            item = self.region_item(province)
            c = COLOUR_INDEX[colour]
            point = next((p for col, p in item.tokens if col == c), item.centre())
            tags.append((point, f"+{k}"))
        walk = None
        if trace.walk is not None:  # type: ignore[attr-defined]
            left, stop = trace.walk  # type: ignore[attr-defined]
            walk = (geo.mid_angle(left), geo.mid_angle(stop))
        castles = None
        if trace.event != "none" and trace.event_provinces:  # type: ignore[attr-defined]
            castles = castle_outline(trace.event_provinces)  # type: ignore[attr-defined]
        return TraceShape(trace.side, view.sides, tuple(tags), walk, castles, tuple(court))  # type: ignore[attr-defined]

    def _court_tag_point(self, seat: int, colour: int) -> QPointF:
        """Above right of the court's knight of ``colour`` (its count is below right, the crown above left)."""
        court = self._seats[seat].court
        centre = court.token_centre(colour)
        return court.mapToScene(QPointF(centre.x() + 15, centre.y() - 19))

    def celebrate(self) -> Celebration | None:
        """A moment of celebration for the person who won (not with animations off)."""
        if self.director.speed <= 0:
            return None
        burst = Celebration()
        self.addItem(burst)
        burst.start()
        return burst

    def trace_marks(self) -> list[TraceMarks]:
        return list(self._traces)

    def clear_hint(self) -> None:
        """Take the hint's marks off the board."""
        if self._pulse is not None:
            self._pulse.stop()
            self._pulse = None
        for mark in self._hint:
            if mark.scene() is self:
                self.removeItem(mark)
        self._hint = []

    def hint_marks(self) -> list[HintMark]:
        return list(self._hint)

    # -- items a test (or a hint overlay) can find -------------------------------

    def region_item(self, province: int) -> RegionItem:
        for item in self._regions:
            if province in item.region.provinces:
                return item
        raise KeyError(province)

    def region_items(self) -> list[RegionItem]:
        return list(self._regions)

    def castle_items(self) -> list[CastleItem]:
        return list(self._castles)

    def reserve_item(self, seat: int, colour: str | int) -> ReserveToken:
        c = COLOUR_INDEX[colour] if isinstance(colour, str) else colour
        return self._seats[seat].reserve[c]

    def court_item(self, seat: int) -> CourtItem:
        return self._seats[seat].court

    def seat_item(self, seat: int) -> SeatItem:
        return self._seats[seat]

    def disc_item(self, value: int) -> DiscItem:
        return self.centre.discs[value - 1]

    def crown_item(self, colour: str | int) -> CrownChoice:
        c = COLOUR_INDEX[colour] if isinstance(colour, str) else colour
        return self.centre.crowns[c]

    # -- drawing ------------------------------------------------------------------

    def _draw(self, view: GameView, names: list[str], interactive: bool) -> None:
        self.clear_hint()
        self.view = view
        self.names = list(names)
        self.interactive = interactive
        self.offers = Offers.of(view, interactive)
        if self.selected_colour not in self.offers.places:
            self.selected_colour = None
        self._cancel_drag()
        self._draw_regions(view)
        self._draw_castles(view)
        self._draw_emperor(view)
        self._draw_seats(view, names)
        self._draw_centre(view, names)
        self._draw_info(view, names)
        self.variants.set_view(view, names, interactive)
        self._caption_panel_task()
        self.arrange_band()
        self._refresh_targets()
        if self._hovered is not None and self._hovered.scene() is self and self._hovered.hovered:
            self._show_preview(self._hovered)
        else:
            self.preview.hide()

    def _draw_regions(self, view: GameView) -> None:
        """Regions keep their items (and cached pictures) across merges; only merged ones are new, and the land
        tones change for as few regions as the ring allows."""
        shapes = [rv.provinces for rv in view.regions]
        old = {item.region.provinces: item for item in self._regions}
        if [item.region.provinces for item in self._regions] != shapes:
            tones = ring_tones(shapes, {p: item.parity for p, item in old.items()})
            self.names_item.set_regions(shapes)
        else:  # the same ring: the same tones
            tones = [item.parity for item in self._regions]
        items = []
        for rv, tone in zip(view.regions, tones):
            item = old.pop(rv.provinces, None)
            if item is None:
                item = RegionItem(rv, view.sides, tone)
                self.addItem(item)
            else:
                item.set_region(rv, view.sides, tone)
            items.append(item)
        for item in old.values():
            if item is self._hovered:
                self._hovered = None
            self.removeItem(item)
        self._regions = items

    def _draw_castles(self, view: GameView) -> None:
        wanted = [(rv.provinces, rv.castles, rv.owner) for rv in view.regions if rv.owner >= 0 and rv.castles > 0]
        kept = {(c.provinces, c.count, c.side): c for c in self._castles}
        castles = []
        for provinces, count, side in wanted:
            item = kept.pop((provinces, count, side), None)
            if item is None:
                item = CastleItem(provinces, count, side, view.sides)
                self.addItem(item)
            castles.append(item)
        for item in kept.values():
            self.removeItem(item)
        self._castles = castles

    def _draw_emperor(self, view: GameView) -> None:
        self.centre.show()
        self.emperor.show()
        self.emperor.setPos(geo.emperor_point(view.regions[view.emperor].provinces))

    def _draw_seats(self, view: GameView, names: list[str]) -> None:
        if len(self._seats) != view.players:
            for item in self._seats:
                self.removeItem(item)
            self._seats = [SeatItem(p, view.players) for p in range(view.players)]
            for item in self._seats:
                self.addItem(item)
        order = list(view.action_order if view.phase != "disc" else view.choose_order)
        for player, item in zip(view.seats, self._seats):
            acting = player.seat == view.to_act
            item.set_player(
                player,
                seat_name(names, player.seat),
                view.sides,
                acting,
                view.castles_left[player.side],
                order.index(player.seat) + 1 if player.seat in order else 0,
            )
            for token in item.reserve:  # which knight is picked up: _refresh_targets, at the end of every draw
                token.set_offered(acting and COLOURS[token.colour] in self.offers.places)

    def _draw_centre(self, view: GameView, names: list[str]) -> None:
        c = self.centre
        if view.over:
            headline = QCoreApplication.translate("Board", "Game over")
        elif view.to_act >= 0:
            headline = seat_name(names, view.to_act)
        else:
            headline = QCoreApplication.translate("Board", "Rolling dice")
        order = view.choose_order if view.phase == "disc" else view.action_order
        actor_disc = view.seats[view.to_act].disc_played if view.to_act >= 0 else 0
        set_fields(
            c,
            round=view.round,
            round_text=round_label(view),
            headline=headline,
            phase=view.phase,
            progress=(view.placed, view.to_place),
            actor_disc=actor_disc,
            caption=centre_task_text(view) if not view.over else result_caption(view, names),
        )
        set_fields(c.supply_item, supply=tuple(view.supply))
        c.order_item.set_order(
            [(seat_name(names, p), view.seats[p].side, view.seats[p].disc_played, p == view.to_act) for p in order],
            view.sides,
        )
        disc_phase = view.phase == "disc" and view.to_act >= 0
        for item in c.discs:
            item.set_shown(disc_phase)
            item.set_offered(item.value in self.offers.discs)
        crown_phase = view.phase == "crown" and view.to_act >= 0
        for crown in c.crowns:
            crown.set_shown(crown_phase)
            crown.set_offered(COLOURS[crown.colour] in self.offers.crowns)

    def _caption_panel_task(self) -> None:
        """A pile's knights to pick: the centre says so, as the status line does (it still said "take one of the
        open piles")."""
        view = self.view
        if view is not None and not view.over:
            set_fields(self.centre, caption=self.variants.task() or centre_task_text(view))

    def _draw_info(self, view: GameView, names: list[str]) -> None:
        free = geo.free_corners(view.players)
        self.variants_corner = free[0] if free and view.variants else None
        """Where the optional rules' panel goes: the key's corner with two players, the race's with three (the race
        then moves to the band); its chips are clicked, so it gets the roomiest place."""
        if self.variants_corner is not None:
            free = free[1:]
        self.info.setVisible(bool(free))
        self.key.setVisible(len(free) > 1)
        race = [
            (side_label(view, names, s), s, view.castles_per_side - view.castles_left[s], view.castles_per_side)
            for s in range(view.sides)
        ]
        self.team_race.setVisible(not free)
        if not free:  # no corner left for the race: four seats, or three and the rules' panel
            self.team_race.set_race(
                [
                    (short_side_label(view, names, s), side_label(view, names, s), in_play, total)
                    for label, s, in_play, total in race
                ]
            )
        if free:
            self.info.setScale(geo.SEAT_SCALE)
            self.info.setPos(geo.corner(free[-1]))
            set_fields(self.info, race=race, sides=view.sides, show_key=len(free) == 1)
        if len(free) > 1:
            self.key.setPos(geo.corner(free[0]))

    def _show_joker_callout(self) -> None:
        """A joker put on its place waits for its colour: say so right there, pointing at the colours."""
        to = self.variants.joker_to if self.variants.joker_selected else None
        chips = [chip for chip in self.variants.chips if chip.kind == "joker-colour"]
        waiting = to is not None and bool(chips) and self.view is not None
        if waiting != self.joker_waiting:
            self.joker_waiting = waiting
            self.joker_waiting_changed.emit()
        if not waiting:
            self.joker_callout.hide()
            return
        self.preview.hide()  # the bubble stands where the preview would
        target = chips[0].sceneBoundingRect().center()
        if isinstance(to, int):
            anchor = geo.polar(geo.R_IN - 50, geo.mid_angle(self.region_item(to).region.provinces))
        else:  # the court ("waiting" above: a view is shown)
            rect = self.court_item(self.view.to_act if self.view is not None else 0).sceneBoundingRect()
            anchor = QPointF(rect.center().x(), rect.bottom() + 40 if rect.center().y() < 0 else rect.top() - 40)
        self.joker_callout.show_at(anchor, target)
        box = self.joker_callout.box_rect()
        shift_x = max(0.0, geo.SCENE_RECT.left() + 4 - box.left()) - max(0.0, box.right() - geo.SCENE_RECT.right() + 4)
        if shift_x:
            self.joker_callout.show_at(anchor + QPointF(shift_x, 0), target)

    def band_items(self) -> list[QGraphicsItem]:
        """What the band left of the ring holds now, top to bottom."""
        items: list[QGraphicsItem] = [self.team_race]
        if self.variants_corner is None:
            items.append(self.variants)
        return [item for item in items if item.isVisible()]

    def _band_size(self, item: QGraphicsItem) -> tuple[float, float]:
        return item.size()  # type: ignore[attr-defined]

    def arrange_band(self) -> None:
        """Stack the band's panels, as large as fits without covering a region's name, a step badge or the ring;
        where that is too small to read in the view (four seats and the rules' panel at 1366x768), the one panel
        left steps over the names at the least readable size instead (``stepping_over``). With two players the
        optional rules' panel takes the key's corner instead: roomier, and clear of the names by the corners' design
        (the castle race's corner then shows the key too)."""
        obstacles = [rect for _, rect in self.names_item.labels]
        obstacles += step_badge_rects([item.region.provinces for item in self._regions])
        if self.variants_corner is not None and self.variants.isVisible():
            self._place_variants_in_corner(self.variants_corner, obstacles)
        items = self.band_items()
        self.stepping_over = None
        if not items:
            return
        self.team_race.set_compact(False)
        scales, places = stack([self._band_size(item) for item in items], obstacles)
        if min(scales) < BAND_MIN_SCALE and self.team_race in items and len(items) > 1:  # the race gives way
            self.team_race.set_compact(True)
            scales, places = stack([self._band_size(item) for item in items], obstacles)
            if min(scales) < BAND_MIN_SCALE:
                self.team_race.hide()  # the seat boxes still say how many castles each team has left
                items = [item for item in items if item is not self.team_race]
                scales, places = stack([self._band_size(item) for item in items], obstacles)
        least = self.band_readable_scale()
        if min(scales) < least - 0.005 and self.variants in items and self._beside_the_names(least, obstacles):
            self.team_race.hide()  # four seats: the rules' panel needs the band, the seat boxes count castles
            self.variants.setZValue(2)
            return
        if min(scales) < least - 0.005:  # too small to read or click: the panel steps over the band's names
            if self.team_race in items and len(items) > 1:
                self.team_race.hide()  # four seats: the rules' panel needs the band, the seat boxes count castles
                items = [item for item in items if item is not self.team_race]
            self.stepping_over = items[0]
            place = self._readable_place(items[0], least, obstacles)
            if items[0] is self.team_race and self._covers(self.team_race, least, place, obstacles):
                self.team_race.set_compact(True)  # shorter, it may pass between the names: no half-hidden name
                shorter = self._readable_place(self.team_race, least, obstacles)
                if self._covers(self.team_race, least, shorter, obstacles):
                    self.team_race.set_compact(False)
                else:
                    place = shorter
            scales, places = [least], [place]
        for panel in (self.team_race, self.variants):
            panel.setZValue(4 if panel is self.stepping_over else 2)
        for item, scale, place in zip(items, scales, places):
            item.setScale(scale)
            item.setPos(place)

    def _beside_the_names(self, least: float, obstacles: list[QRectF]) -> bool:
        """The rules' panel at ``least`` scale or larger, narrowed as far as its words allow (at last, while a pile's
        knights are picked, its piles as numbers alone), in the column the view shows left of the band's names (from
        the view's left edge, beyond the scene's margin where the window is wide) or in a gap between two names:
        placed there and True where such a place covers no name, step badge, seat box or the ring; False (the panel
        as it was laid out) where there is none."""
        panel = self.variants
        shown = self.shown or geo.SCENE_RECT
        band = band_rect()
        lefts = [band.left()]  # in line with the seat boxes, else from the view's edge
        if self.shown and shown.left() + VIEW_EDGE < band.left():
            lefts.append(shown.left() + VIEW_EDGE)
        seats = [self.seat_item(p).sceneBoundingRect() for p in range(len(self.view.seats))] if self.view else []
        top = max([band.top()] + [r.bottom() + BAND_GAP for r in seats if r.bottom() < 0])
        bottom = min([band.bottom()] + [r.top() - BAND_GAP for r in seats if r.top() > 0])
        widths = range(int(WIDTH), int(NARROWEST) - 1, -10)
        larger = sorted({min(1.0, least * f) for f in (1.4, 1.2)} - {least}, reverse=True)  # as large as room allows
        larger = [scale for scale in larger if scale > least + 0.01]
        tries = [(width, False, scale) for scale in [*larger, least] for width in widths]
        if panel.picking is not None:  # a pile's knights: the piles as their numbers alone, if nothing else fits
            tries += [(width, True, least) for width in widths]
        for width, compact, scale in tries:
            if not panel.lay_out_at(width, compact):
                continue
            w, h = (d * scale for d in panel.size())
            for left in lefts:
                y, best = top, None
                while y + h <= bottom:
                    rect = QRectF(left, y, w, h)
                    nearer = best is None or abs(y + h / 2) < abs(best + h / 2)  # the middlemost free place
                    if nearer and shown.contains(rect) and self._corner_room(rect, obstacles):
                        best = y
                    y += 4
                if best is not None:
                    panel.setScale(scale)
                    panel.setPos(left, best)
                    return True
        panel.lay_out_at(WIDTH)
        return False

    def band_readable_scale(self) -> float:
        """The least scale a band panel is readable at in the board's view now."""
        if not self.screen_scale:
            return BAND_READABLE_SCALE
        return BAND_READABLE_ON_SCREEN / self.screen_scale

    def set_screen_scale(self, scale: float, shown: QRectF | None = None) -> None:
        """The view's scale changed (the window was resized): the band's panels may now fit clear of the names.
        ``shown``: the scene's part the view shows (wider than the scene where the window is wide), where the rules'
        panel may pass beside the names."""
        if abs(scale - (self.screen_scale or 0.0)) > 1e-4 or shown != self.shown:
            self.screen_scale = scale
            self.shown = QRectF(shown) if shown is not None else None
            if self.view is not None:
                if self.variants.isVisible() and (self.variants.panel_width != WIDTH or self.variants.compact):
                    self.variants.lay_out_at(WIDTH)  # narrowed for the last size: this one may have room
                self.arrange_band()
                self.keys.refresh()  # the panel's chips may be laid out anew: the focus stays on the same one
                self._show_joker_callout()  # and the joker's bubble points at where its colours are now

    def _readable_place(self, item: QGraphicsItem, scale: float, obstacles: list[QRectF]) -> QPointF:
        """Where the band's one panel, at ``scale``, covers the least of the names and step badges (over them, as the
        panel must be read): at the band's left, as high or low as does least harm, clear of the ring."""
        width, height = self._band_size(item)
        w, h = width * scale, height * scale
        band = band_rect()
        x = max(geo.SCENE_RECT.left() + 2, min(band.left(), band.right() - w))
        best: tuple[float, float] | None = None
        bottom = max(band.top(), band.bottom() - h)
        y = band.top()
        while True:
            rect = QRectF(x, y, w, h)
            touched = [r for r in obstacles if rect.intersects(r)]
            covered = len(touched) * 1e6 + sum(_area(rect.intersected(r)) for r in touched)
            covered += 50 * self._ring_overlap(rect)
            if best is None or (round(covered), abs(y + h / 2)) < (best[0], abs(best[1] + h / 2)):
                best = (round(covered), y)
            if y >= bottom:
                break
            y = min(bottom, y + 4)
        return QPointF(x, best[1] if best else band.top())

    def _covers(self, item: QGraphicsItem, scale: float, place: QPointF, obstacles: list[QRectF]) -> bool:
        width, height = self._band_size(item)
        rect = QRectF(place.x(), place.y(), width * scale, height * scale)
        return any(rect.intersects(r) for r in obstacles)

    @staticmethod
    def _ring_overlap(rect: QRectF) -> float:
        """How far ``rect`` reaches into the ring (0: clear of it)."""
        dx = max(rect.left(), 0.0, -rect.right())
        dy = max(rect.top(), 0.0, -rect.bottom())
        return max(0.0, geo.R_OUT - (dx * dx + dy * dy) ** 0.5)

    def _place_variants_in_corner(self, corner_index: int, obstacles: list[QRectF]) -> None:
        """The rules' panel in its corner, as large as the corner's height allows: wider than the seat-sized box
        where the room beside it toward the ring is free (no name, step badge or the ring itself there), since a
        panel squeezed into the box alone was drawn too small to read or click."""
        width, height = self.variants.size()
        box_w, box_h = geo.SEAT_W * geo.SEAT_SCALE, geo.SEAT_H * geo.SEAT_SCALE
        corner = geo.corner(corner_index)
        right, bottom = corner_index in (1, 2), corner_index >= 2
        scale = min(CORNER_MAX_SCALE, box_h / height)
        while True:
            w, h = width * scale, height * scale
            x = corner.x() + box_w - w if right else corner.x()
            y = corner.y() + box_h - h if bottom else corner.y()
            rect = QRectF(x, y, w, h)
            if w <= box_w or scale <= min(box_w / width, box_h / height) or self._corner_room(rect, obstacles):
                break
            scale -= 0.01
        self.variants.setScale(scale)
        self.variants.setPos(rect.topLeft())

    @staticmethod
    def _corner_room(rect: QRectF, obstacles: list[QRectF]) -> bool:
        """True if ``rect`` covers no obstacle and stays clear of the ring."""
        if any(rect.intersects(r.adjusted(-BAND_GAP, -BAND_GAP, BAND_GAP, BAND_GAP)) for r in obstacles):
            return False
        dx = max(rect.left(), 0.0, -rect.right())
        dy = max(rect.top(), 0.0, -rect.bottom())
        return (dx * dx + dy * dy) ** 0.5 >= geo.R_OUT + BAND_GAP

    def _refresh_targets(self) -> None:
        """Highlights: reachable regions when moving; legal targets of the selected knight when placing."""
        view = self.view
        if view is None:
            return
        targets = self.offers.places.get(self.selected_colour or "", frozenset()) | self.variants.joker_targets()
        for item in self._regions:
            clickable = self.interactive and (
                (view.phase == "move" and any(s in self.offers.moves for s in item.region.steps))
                or item.region.provinces[0] in targets
            )
            if item.clickable != clickable:  # setting a cursor goes through itemChange twice: only on a change
                item.clickable = clickable
                item.setCursor(Qt.CursorShape.PointingHandCursor if clickable else Qt.CursorShape.ArrowCursor)
            if view.phase == "move":
                item.set_highlight("reach" if item.region.reachable else "dim")
            elif item.region.provinces[0] in targets:
                item.set_highlight("target")
            else:
                item.set_highlight("")
        self._show_joker_callout()
        for seat in self._seats:
            set_fields(seat.court, target=seat.seat == view.to_act and "court" in targets)
            for token in seat.reserve:
                set_fields(token, selected_colour=token.offered and COLOURS[token.colour] == self.selected_colour)
        self.keys.refresh()

    # -- interaction (called by the items' Qt event overrides) --------------------

    def drop_selection(self) -> None:
        """Put a picked-up knight back (Escape, right click)."""
        self._cancel_drag()
        if self.selected_colour is not None:
            self.selected_colour = None
            self._refresh_targets()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and self.selected_colour is not None:
            self.drop_selection()
            event.accept()
            return
        if self.keys.key_press(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.keys.hide_ring()
        if event.button() == Qt.MouseButton.RightButton and self.selected_colour is not None:
            self.drop_selection()
            event.accept()
            return
        super().mousePressEvent(event)

    def _can_act(self) -> bool:
        return self.interactive and not self.director.running and self.view is not None

    def region_clicked(self, item: RegionItem) -> None:
        view = self.view
        if not self._can_act() or view is None:
            return
        if view.phase == "move":
            steps = sorted(s for s in item.region.steps if s in self.offers.moves)
            if steps:
                self.move_requested.emit(steps[0])
        elif view.phase == "place":
            self._place_on(item)

    def court_clicked(self, item: CourtItem) -> None:
        if self._can_act():
            self._place_on(item)

    def joker_toggled(self) -> None:
        """The variants panel picked up or put down a joker: no knight stays picked up beside it."""
        self.selected_colour = None
        self._refresh_targets()

    def _place_on(self, target: QGraphicsItem) -> None:
        if self.variants.joker_selected:
            to = _target_of(target, self.view)
            if to is not None and self.variants.joker_target(to):
                self._refresh_targets()
            return
        colour = self.selected_colour
        if colour is None:
            if self.offers.places:
                self.notice.emit(
                    QCoreApplication.translate(
                        "Board",
                        "First pick up a knight from your reserve (click it), then click where it goes — "
                        "or drag it there.",
                    )
                )
            return
        legal = self.offers.places.get(colour, frozenset())
        if isinstance(target, RegionItem):
            to = target.region.provinces[0]
        elif isinstance(target, CourtItem) and self.view is not None and target.seat == self.view.to_act:
            to = "court"
        else:
            return
        if to in legal:
            self.place_requested.emit(colour, to)

    def reserve_pressed(self, token: ReserveToken) -> None:
        self._dragging = False
        if not self._can_act() or not token.offered:
            return
        colour = COLOURS[token.colour]
        if self.variants.joker_selected and self.view is not None:
            self.variants.drop_choice()
            self.variants.set_view(self.view, self.names, self.interactive)
        self.selected_colour = colour
        self._refresh_targets()

    def reserve_dragged(self, token: ReserveToken, pos: QPointF, distance: float) -> None:
        if not self._can_act() or not token.offered or self.selected_colour != COLOURS[token.colour]:
            return
        if not self._dragging and distance < DRAG_START:
            return
        if self._ghost is None:
            self._ghost = self.director.ghost_token(token.colour)
        self._dragging = True
        self._ghost.setPos(pos)
        self._mark_drop(self._drop_target(pos))

    def reserve_released(self, token: ReserveToken, pos: QPointF) -> None:
        dragging = self._dragging
        self._cancel_drag()
        if not self._can_act() or not token.offered:
            return
        if not dragging:  # a click: the knight stays picked up, even if it already was (picking up before every
            return  # drop placed every second knight only); Escape or a right click puts it back
        target = self._drop_target(pos)
        if target is not None:
            self._place_on(target)

    def joker_dragged(self, pos: QPointF, distance: float) -> None:
        """A joker held down on the variants panel and moved: a crown ghost follows, its drop target lit."""
        if not self._can_act() or not self.variants.joker_selected:
            return
        if not self._dragging and distance < DRAG_START:
            return
        if self._ghost is None:
            self._ghost = self.director.ghost_token(CROWN)
        self._dragging = True
        self._ghost.setPos(pos)
        self._mark_drop(self._drop_target(pos))

    def joker_released(self, pos: QPointF) -> None:
        """A joker let go: on a place it may go, its colour is asked next; anywhere else nothing happens."""
        dragging = self._dragging
        self._cancel_drag()
        target = self._drop_target(pos) if dragging and self._can_act() else None
        to = _target_of(target, self.view) if target is not None else None
        if to is not None and self.variants.joker_target(to):
            self._refresh_targets()
            return
        self.variants.joker_put_down_unless_dragged(dragging)

    def _drop_target(self, pos: QPointF) -> RegionItem | CourtItem | None:
        """The region or court under ``pos`` if the selected knight (or the picked-up joker) may go there."""
        legal = self.offers.places.get(self.selected_colour or "", frozenset()) | self.variants.joker_targets()
        for item in self.items(pos):
            if isinstance(item, RegionItem):
                return item if item.region.provinces[0] in legal else None
            if isinstance(item, CourtItem):
                ok = "court" in legal and self.view is not None and item.seat == self.view.to_act
                return item if ok else None
        return None

    def _mark_drop(self, target: RegionItem | CourtItem | None) -> None:
        """Light up the drop target under a dragged knight (hover events do not reach it during a drag)."""
        if target is self._drop:
            return
        if self._drop is not None and self._drop.scene() is self:
            set_fields(self._drop, hovered=False)
        self._drop = target
        if target is not None:
            set_fields(target, hovered=True)

    def _cancel_drag(self) -> None:
        self._mark_drop(None)
        self._dragging = False
        if self._ghost is not None:
            self.removeItem(self._ghost)
            self._ghost = None

    def choice_clicked(self, item: QGraphicsItem) -> None:
        if not self._can_act():
            return
        if isinstance(item, DiscItem) and item.value in self.offers.discs:
            self.disc_requested.emit(item.value)
        elif isinstance(item, CrownChoice) and COLOURS[item.colour] in self.offers.crowns:
            self.crown_requested.emit(COLOURS[item.colour])

    def region_hovered(self, item: RegionItem, entered: bool) -> None:
        if entered:
            self._hovered = item
            self._show_preview(item)
        elif self._hovered is item:
            self._hovered = None
            self.preview.hide()

    def _show_preview(self, item: RegionItem) -> None:
        if self.view is None or self.joker_callout.isVisible():
            return
        region: RegionView = item.region
        mid = geo.mid_angle(region.provinces)
        anchor = geo.polar(geo.R_IN - 20, mid)
        rect = self.preview.mapRectToScene(self.preview.boundingRect()).translated(-self.preview.pos())
        x = min(max(anchor.x() - rect.width() / 2, -geo.R_IN), geo.R_IN - rect.width())
        y = min(max(anchor.y() - rect.height() / 2, -geo.R_IN + 20), geo.R_IN - 20 - rect.height())
        self.preview.show_region(self.view, self.names, region, QPointF(x, y))
