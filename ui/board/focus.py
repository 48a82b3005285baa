"""Playing the board by keys: a focus that moves over the board's items, drawn as a ring, and keys that make the
same intents as clicks.

The arrow keys move the focus (Tab still leaves the board for the window's other parts); Enter or Space does
what a click on the focused item does (through the scene's own click handlers, so the controller checks the
result as it checks a click); the digits 1-5 choose by number what the phase asks for: a disc, a knight colour of
the reserve (in the reserve's order), a crown colour, or the emperor's steps. The focus visits first what can be
done now (the discs offered, the reserve's knights, the legal targets of the knight picked up, the regions the
emperor can reach, the optional rules' choices), then everything else a player reads (every region, the emperor,
each seat's court and reserve), so a screen reader can go round the whole board. The focused item's words
(``accessible.describe``) go to the view (``focused`` signal), which gives them to the screen reader.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPainterPath, QPainterPathStroker, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from carolus.engine.constants import COLOURS

from .accessible import describe
from .centre_item import CrownChoice, DiscItem
from .hint_marks import round_outline, rounded_outline, shape_outline
from .region_item import EmperorItem, RegionItem
from .seat_item import CourtItem, ReserveToken
from .variant_item import Chip

if TYPE_CHECKING:
    from .scene import BoardScene

FOCUS_INK = "#ffffff"
FOCUS_EDGE = "#101010"
"""White on black: the ring reads on the land, the table, the seat boxes and the gold of legal targets alike,
and is neither the gold of 'legal' nor the sky blue of the hint."""

NUMBER_KEYS = {getattr(Qt.Key, f"Key_{n}"): n for n in range(1, 10)}
NEXT_KEYS = (Qt.Key.Key_Right, Qt.Key.Key_Down)
PREVIOUS_KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Up)
CONFIRM_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space, Qt.Key.Key_Select)


def key_help() -> list[tuple[str, str]]:
    """The board's keys and what they do, as Help lists them."""
    return [
        (
            QCoreApplication.translate("Keys", "Left, Right, Up, Down"),
            QCoreApplication.translate("Keys", "Move the focus over the board: what you can do now first"),
        ),
        (
            QCoreApplication.translate("Keys", "Enter or Space"),
            QCoreApplication.translate("Keys", "Do what a click on the focused thing does"),
        ),
        (
            QCoreApplication.translate("Keys", "1 to 5"),
            QCoreApplication.translate("Keys", "Choose a disc; pick up a knight of that colour; name a crown colour"),
        ),
        (
            QCoreApplication.translate("Keys", "1 to 5 (emperor)"),
            QCoreApplication.translate("Keys", "Walk the emperor that many regions"),
        ),
        (
            QCoreApplication.translate("Keys", "Home, End"),
            QCoreApplication.translate("Keys", "The first or the last thing on the board"),
        ),
        (
            QCoreApplication.translate("Keys", "Escape"),
            QCoreApplication.translate("Keys", "Put a picked-up knight back"),
        ),
    ]


class FocusRing(QGraphicsObject):
    """The keyboard focus: a white outline edged in black around the focused item."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(27)  # over the hint's marks (25), under the region preview (28)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.outline = QPainterPath()
        self._bounds = QRectF()
        self.hide()

    def set_outline(self, outline: QPainterPath) -> None:
        self.prepareGeometryChange()
        self.outline = outline
        stroker = QPainterPathStroker()
        stroker.setWidth(14)
        self._bounds = stroker.createStroke(outline).boundingRect()
        self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        join = Qt.PenJoinStyle.RoundJoin
        painter.setPen(QPen(QColor(FOCUS_EDGE), 9, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, join))
        painter.drawPath(self.outline)
        painter.setPen(QPen(QColor(FOCUS_INK), 4, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap, join))
        painter.drawPath(self.outline)


def outline_of(item: QGraphicsItem) -> QPainterPath:
    """Where the ring goes round ``item`` (scene coordinates)."""
    if isinstance(item, RegionItem):
        return shape_outline(item)
    if isinstance(item, (DiscItem, CrownChoice, EmperorItem)):
        return round_outline(item, 4)
    return rounded_outline(item, 5, 8)


def ident(item: QGraphicsItem) -> Hashable:
    """What the focus keeps across redraws (items are made again: a merged region, the rules' chips)."""
    if isinstance(item, RegionItem):
        return ("region", item.region.provinces[0])
    if isinstance(item, ReserveToken):
        return ("reserve", item.seat, item.colour)
    if isinstance(item, CourtItem):
        return ("court", item.seat)
    if isinstance(item, DiscItem):
        return ("disc", item.value)
    if isinstance(item, CrownChoice):
        return ("crown", item.colour)
    if isinstance(item, Chip):
        return ("chip", item.kind, str(item.data))
    return ("emperor",)


class BoardKeys(QObject):
    """The scene's keyboard: the focus, its ring, and the keys' intents (through the scene's click handlers)."""

    focused = Signal(str)
    """The focused item's words for a screen reader (also when the item's words change under the focus)."""

    def __init__(self, scene: BoardScene) -> None:
        super().__init__(scene)
        self.scene = scene
        self.ring = FocusRing()
        scene.addItem(self.ring)
        self.current: QGraphicsItem | None = None
        self.shown = False
        """The ring is drawn once a board key was used, until the mouse is used on the board."""
        self._actionable: list[Hashable] = []
        self._words = ""

    # -- what the focus visits ----------------------------------------------------------

    def actionable(self) -> list[QGraphicsItem]:
        """What can be done now, in the order the focus visits it (empty when the seat here does not act)."""
        s = self.scene
        view = s.view
        if view is None or not s.interactive or view.over or view.to_act < 0:
            return []
        chips: list[Chip] = [c for c in s.variants.chips if s.variants.isEnabled() and c.isVisible()]
        items: list[QGraphicsItem] = []
        if view.phase == "disc":
            items = [d for d in s.centre.discs if d.offered]
        elif view.phase == "crown":
            items = [c for c in s.centre.crowns if c.offered]
        elif view.phase == "move":
            start = view.emperor
            ring = [s._regions[(start + i) % len(s._regions)] for i in range(1, len(s._regions) + 1)]
            items = [r for r in ring if any(st in s.offers.moves for st in r.region.steps)]
        elif view.phase == "place":
            tokens = [t for t in s.seat_item(view.to_act).reserve if t.offered]
            targets = s.offers.places.get(s.selected_colour or "", frozenset()) | s.variants.joker_targets()
            places: list[QGraphicsItem] = [r for r in s._regions if r.region.provinces[0] in targets]
            if "court" in targets:
                places.append(s.court_item(view.to_act))
            if s.variants.joker_selected:
                colours: list[QGraphicsItem] = [c for c in chips if c.kind == "joker-colour"]
                return colours + places + [c for c in chips if c not in colours] + tokens
            if s.selected_colour is not None:  # the knight picked up, then where it may go: the next arrow is there
                picked = [t for t in tokens if t.selected_colour]
                return picked + places + [t for t in tokens if not t.selected_colour] + list(chips)
            return tokens + list(chips)
        return items + list(chips)

    def readable(self) -> list[QGraphicsItem]:
        """Everything a player reads on the board: every region, the emperor, each seat's court and reserve."""
        s = self.scene
        if s.view is None:
            return []
        items: list[QGraphicsItem] = list(s._regions)
        items.append(s.emperor)
        for seat in s._seats:
            items.append(seat.court)
            items.extend(seat.reserve)
        return items

    def items(self) -> list[QGraphicsItem]:
        first = self.actionable()
        seen = {id(item) for item in first}
        return first + [item for item in self.readable() if id(item) not in seen]

    # -- the focus ----------------------------------------------------------------------

    def refresh(self) -> None:
        """After a redraw: keep the focus on the same thing if it can still be done (or read, when nothing new can
        be done); when what can be done changed, go to the first of it."""
        actionable = self.actionable()
        idents = [ident(item) for item in actionable]
        changed = idents != self._actionable
        self._actionable = idents
        items = actionable + [item for item in self.readable() if item not in actionable]
        kept = self._find(items, self.current)
        if kept is not None and (not changed or not actionable or kept in actionable):
            self._set(kept)
        elif actionable:
            self._set(actionable[0])
        elif kept is not None:
            self._set(kept)
        else:
            self._set(items[0] if items else None)

    def _find(self, items: list[QGraphicsItem], old: QGraphicsItem | None) -> QGraphicsItem | None:
        if old is None:
            return None
        if any(item is old for item in items):
            return old
        key = ident(old)
        same = next((item for item in items if ident(item) == key), None)
        if same is None and isinstance(old, RegionItem):  # merged: the region that holds its province now
            province = old.region.provinces[0]
            same = next((i for i in items if isinstance(i, RegionItem) and province in i.region.provinces), None)
        return same

    def _set(self, item: QGraphicsItem | None) -> None:
        self.current = item
        visible = item is not None and item.isVisible() and self.shown
        if item is not None:
            self.ring.set_outline(outline_of(item))
        self.ring.setVisible(visible)
        words = self.words()
        if words != self._words:
            self._words = words
            self.focused.emit(words)

    def words(self) -> str:
        """What a screen reader says for the focused item."""
        if self.current is None:
            return ""
        return describe(self.current, self.scene.view, self.scene.names)

    def move(self, by: int) -> None:
        items = self.items()
        if not items:
            return
        self.shown = True
        at = next((i for i, item in enumerate(items) if item is self.current), -1)
        if at < 0:
            self._set(items[0])
        else:
            self._set(items[(at + by) % len(items)])

    def go_to(self, item: QGraphicsItem) -> None:
        """Put the focus on ``item`` (the tutorial and tests; a click does not move it)."""
        self.shown = True
        self._set(item)

    def show_ring(self) -> None:
        """The keyboard is in use (the board reached by Tab): the ring shows where the focus is."""
        self.shown = True
        self._set(self.current)

    def hide_ring(self) -> None:
        """The mouse is in use: the ring goes until the next board key."""
        self.shown = False
        self.ring.hide()

    # -- the keys' intents -----------------------------------------------------------------

    def activate(self) -> None:
        """Enter or Space: what a click on the focused item does."""
        s = self.scene
        item = self.current
        self.shown = True
        if item is None:
            self.refresh()
            return
        if isinstance(item, (DiscItem, CrownChoice)):
            s.choice_clicked(item)
        elif isinstance(item, ReserveToken):
            s.reserve_pressed(item)
            s.reserve_released(item, item.scenePos())
        elif isinstance(item, RegionItem):
            s.region_clicked(item)
        elif isinstance(item, CourtItem):
            s.court_clicked(item)
        elif isinstance(item, Chip):
            s.variants.chip_clicked(item)
        self._after_intent()

    def number(self, n: int) -> bool:
        """A digit: the disc, reserve colour, crown colour or emperor's steps numbered ``n`` in this phase; True if
        it meant something here."""
        s = self.scene
        view = s.view
        if view is None or not s._can_act():
            return False
        colour = COLOURS[n - 1] if 1 <= n <= len(COLOURS) else None
        done = False
        if view.phase == "disc" and n in s.offers.discs:
            s.disc_requested.emit(n)
            done = True
        elif view.phase == "crown" and colour in s.offers.crowns:
            s.crown_requested.emit(colour)
            done = True
        elif view.phase == "move" and n in s.offers.moves:
            s.move_requested.emit(n)
            done = True
        elif view.phase == "place" and colour in s.offers.places:
            if s.selected_colour != colour:
                s.reserve_pressed(s.reserve_item(view.to_act, colour))
            self.current = s.reserve_item(view.to_act, colour)  # the knight picked up is said, and the next arrow
            done = True  # goes to where it may go
        if done:
            self.shown = True
            self._after_intent()
        return done

    def _after_intent(self) -> None:
        """A knight picked up or a choice half-made redraws no view: the focus follows here (a redraw calls
        ``refresh`` itself)."""
        self.refresh()

    def key_press(self, event: QKeyEvent) -> bool:
        """The board's keys; True if ``event`` was one."""
        key = event.key()
        if event.modifiers() & ~(Qt.KeyboardModifier.KeypadModifier | Qt.KeyboardModifier.ShiftModifier):
            return False
        handlers: dict[object, Callable[[], object]] = {}
        for k in NEXT_KEYS:
            handlers[k] = lambda: self.move(1)
        for k in PREVIOUS_KEYS:
            handlers[k] = lambda: self.move(-1)
        for k in CONFIRM_KEYS:
            handlers[k] = self.activate
        handlers[Qt.Key.Key_Home] = lambda: self._end(0)
        handlers[Qt.Key.Key_End] = lambda: self._end(-1)
        if key == Qt.Key.Key_Escape:
            return self.put_down()  # nothing to put back: the window's own Escape (the puzzles' closes)
        handler = handlers.get(key)
        if handler is not None:
            handler()
            return True
        if key in NUMBER_KEYS:
            return self.number(NUMBER_KEYS[key])
        return False

    def put_down(self) -> bool:
        """Escape with no knight picked up (the scene puts one back itself): a picked-up joker or a half-made choice
        of the optional rules' panel goes back; False where there was none."""
        s = self.scene
        v = s.variants
        if s.view is not None and (v.joker_selected or v.picking is not None or v.swap_from is not None):
            v.drop_choice()
            v.set_view(s.view, s.names, s.interactive)
            s.joker_toggled()
            return True
        return False

    def _end(self, at: int) -> None:
        items = self.items()
        if items:
            self.shown = True
            self._set(items[at])
