"""What the optional rules add to the board: open piles, jokers, dice rolled early, the colour swap.

A panel in the free band left of the ring. Like every board item it draws a
``GameView`` and holds no game state: the choices it offers are the view's
legal actions (the engine's), and a click hands the scene an ``Action`` to
pass on as an intent. What it keeps between clicks is only the person's
half-made choice (knights picked from a big pile, a joker's target, the
knight to change), dropped whenever the position changes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsSceneMouseEvent

from carolus.engine.actions import Action
from carolus.engine.constants import COLOURS, CROWN
from carolus.engine.view import GameView

from . import geometry as geo
from .heraldry import crown_path
from .hooks import variant_of
from .hoverable import HoverableObject, board_scene
from .info_item import colour_word
from .palette import GOLD, HIGHLIGHT, PANEL, PANEL_EDGE, TEXT
from .tokens import paint_token, set_font

WIDTH = 450.0
"""The panel's width before scaling: about its corner's proportions, so that it is scaled down little."""
NARROWEST = 300.0
"""The least width the scene may lay the panel out at (``lay_out_at``) to pass beside the region names."""
TOKEN = 38.0
ROW = 52.0
HEAD = 30.0
PAD = 12.0
GAP = 4.0
"""Between two tokens side by side."""
TEXT_PX = 20
"""The panel's words: about 10 screen pixels at 1366x768 when the panel is drawn at its full size or larger."""

LEGEND_PX = 20
LEGEND_ROW = 26.0


def paint_face(painter: QPainter, face: int, centre: QPointF, width: float, dim: bool = False) -> None:
    """A die face or a joker: a knight colour's arms, or a gold crown."""
    if face != CROWN:
        paint_token(painter, face, centre, width, None, dim=dim)
        return
    painter.save()
    painter.setPen(QPen(QColor("#5a4210"), 1.5))
    painter.setBrush(QColor(GOLD) if not dim else QColor(231, 182, 44, 110))
    w = width * 0.9
    painter.drawPath(crown_path(QRectF(centre.x() - w / 2, centre.y() - w * 0.35, w, w * 0.7)))
    painter.restore()


class Chip(HoverableObject):
    """One clickable choice of the panel: a pile, a knight of a pile, a joker, a colour, or a word button."""

    data: Any  # the choice (a pile's index, a colour...), over QGraphicsItem.data()

    def __init__(
        self, kind: str, data: object, faces: Sequence[tuple[int, int]], width: float, label: str, parent: VariantPanel
    ) -> None:
        super().__init__(parent)
        self.kind = kind
        self.data = data
        self.faces = list(faces)
        """(face, count or 0) drawn left to right; count 0 draws no badge."""
        self.width = width
        self.label = label
        self.picked = False
        self._press: QPointF | None = None
        """Where a joker chip was pressed, while the button is down."""
        self.setCursor(Qt.CursorShape.OpenHandCursor if kind == "joker" else Qt.CursorShape.PointingHandCursor)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, ROW - 6)

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect().adjusted(1, 1, -1, -1)
        edge = QColor(HIGHLIGHT) if self.hovered or self.picked else QColor(GOLD)
        painter.setPen(QPen(edge, 3 if self.hovered or self.picked else 1.5))
        painter.setBrush(QColor(255, 213, 74, 70) if self.picked else QColor("#3a5d52"))
        painter.drawRoundedRect(rect, 8, 8)
        x = 6.0 if self.label else (rect.width() - len(self.faces) * (TOKEN + GAP) + GAP) / 2
        if self.label:
            set_font(painter, TEXT_PX, bold=True)
            painter.setPen(QColor(TEXT))
            text_w = label_width(self.label)
            painter.drawText(QRectF(x, 0, text_w, rect.height()), Qt.AlignmentFlag.AlignVCenter, self.label)
            x += text_w
        for face, count in self.faces:
            if face == CROWN:
                paint_face(painter, face, QPointF(x + TOKEN / 2, rect.center().y()), TOKEN)
            else:
                paint_token(painter, face, QPointF(x + TOKEN / 2, rect.center().y()), TOKEN, count or None)
            x += TOKEN + GAP

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        parent = self.parentItem()
        if event.button() != Qt.MouseButton.LeftButton or not isinstance(parent, VariantPanel):
            event.ignore()
            return
        if self.kind == "joker":  # picked up on the press, like a reserve knight: a drag may follow
            self._press = event.scenePos()
            parent.joker_pressed(self)
        else:
            parent.chip_clicked(self)
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        scene = board_scene(self)
        if self._press is not None and scene is not None:
            scene.joker_dragged(event.scenePos(), (event.scenePos() - self._press).manhattanLength())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        scene = board_scene(self)
        if self._press is not None and scene is not None:
            self._press = None
            scene.joker_released(event.scenePos())


def label_width(label: str) -> float:
    """The width a chip's word takes (bold, ``TEXT_PX`` scene pixels, as painted)."""
    font = QFont()
    font.setPixelSize(TEXT_PX)
    font.setBold(True)
    return QFontMetricsF(font).horizontalAdvance(label) + 12 if label else 0.0


def legend_width(text: str) -> float:
    font = QFont()
    font.setPixelSize(LEGEND_PX)
    font.setBold(True)
    return QFontMetricsF(font).horizontalAdvance(text)


def chip_width(faces: int, label: str = "") -> float:
    return 14 + faces * (TOKEN + GAP) + label_width(label)


def _tip(kind: str, data: object) -> str:
    """What clicking a chip does, for its tooltip."""
    if kind == "pile":
        return QCoreApplication.translate("Variants", "Take pile {pile} into your reserve").format(pile=int(data) + 1)  # type: ignore[call-overload]
    if kind == "knight":
        return QCoreApplication.translate("Variants", "Pick this knight (click again to put it back)")
    if kind == "joker":
        return QCoreApplication.translate(
            "Variants", "Pick up a joker: click where it goes or drag it there, then name its colour"
        )
    if kind == "joker-colour":
        return QCoreApplication.translate("Variants", "Name the joker {colour}").format(
            colour=colour_word(COLOURS.index(str(data)))
        )
    if kind == "keep":
        return QCoreApplication.translate("Variants", "Keep every knight just taken")
    if kind == "from":
        return QCoreApplication.translate("Variants", "Change a {colour} knight just taken").format(
            colour=colour_word(COLOURS.index(str(data)))
        )
    return QCoreApplication.translate("Variants", "…into a {colour} knight").format(
        colour=colour_word(COLOURS.index(str(data)))
    )


class VariantPanel(QGraphicsObject):
    """The variants' part of the board; ``chips`` are its clickable choices (for tests and the hint)."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.view: GameView | None = None
        self.names: list[str] = []
        self.chips: list[Chip] = []
        self._lines: list[tuple[float, float, str, list[int], list[int] | None]] = []
        """(x, y, text, faces, counts) painted: faces under the text, or beside it with their counts (a pile); the
        chips paint themselves."""
        self._height = 100.0
        self._legend: list[tuple[float, str, bool]] = []
        """(y, text, is the title) of the lines naming the optional rules in play, at the panel's top."""
        self.placer: Callable[[], None] | None = None
        """Called after each layout to put the panel where it fits (the scene's band); None: the left middle."""
        self.panel_width = WIDTH
        """The width the chips wrap to before scaling (the scene narrows it where the names leave a narrow column)."""
        self.compact = False
        """The piles as their numbers alone while a pile's knights are picked (``lay_out_at``)."""
        self._digest = ""
        self.picking: int | None = None
        """The pile whose knights the person is picking (more than k in it)."""
        self.picked: list[int] = []
        self.joker_selected = False
        self._joker_was_selected = False
        self.joker_to: int | str | None = None
        self.swap_from: str | None = None

    # -- the choices, from the engine's legal actions ------------------------------------

    def _legal(self, kind: str) -> list[Action]:
        view = self.view
        if view is None or not self.isEnabled():
            return []
        return [a for a in view.legal if a.type == kind and a.player == view.to_act]

    def joker_places(self) -> list[Action]:
        return [a for a in self._legal("place") if a.joker]

    def joker_targets(self) -> frozenset[int | str]:
        """What the scene lights up: where the selected joker may go, or the place chosen for it."""
        if not self.joker_selected:
            return frozenset()
        if self.joker_to is not None:
            return frozenset({self.joker_to})
        return self._joker_legal_targets()

    def _joker_legal_targets(self) -> frozenset[int | str]:
        return frozenset(a.to for a in self.joker_places() if a.to is not None)

    # -- drawing ------------------------------------------------------------------------

    def set_view(self, view: GameView, names: Sequence[str], interactive: bool) -> None:
        self.view = view
        self.names = list(names)
        self.setEnabled(interactive)
        shown = bool(view.variants)  # at least the legend: which optional rules are in play
        self.setVisible(shown)
        if view.digest != self._digest:
            self._digest = view.digest
            self.drop_choice()
        if shown:
            self._layout()

    def drop_choice(self) -> None:
        self.picking = None
        self.picked = []
        self.joker_selected = False
        self.joker_to = None
        self.swap_from = None

    def _layout(self) -> None:
        self.prepareGeometryChange()
        self.panel_width = WIDTH  # the placer narrows it again where it must
        self.compact = False
        self._lay()
        if self.placer is not None:
            self.placer()
        else:
            free = geo.SCENE_RECT.height() - 2 * (2 * geo.MARGIN + geo.SEAT_H * geo.SEAT_SCALE)
            scale = min(1.0, free / self._height)
            self.setScale(scale)
            self.setPos(-geo.SCENE_RECT.width() / 2 + geo.MARGIN, -self._height * scale / 2)
        self.update()

    def lay_out_at(self, width: float, compact: bool = False) -> bool:
        """Lay the panel out ``width`` wide (unscaled), its chips wrapped to it; False where a line of words or a
        chip would not fit in it (then it is to be laid out wider). ``compact``: while a pile's knights are picked,
        the piles are their numbers alone (the pile picked shows its knights under them)."""
        self.prepareGeometryChange()
        self.panel_width = width
        self.compact = compact
        self._lay()
        self.update()
        room = width - PAD
        texts = [x0 + 8 + label_width(text) - 12 for x0, _y, text, faces, counts in self._lines if counts is None]
        texts += [PAD + 8 + legend_width(text) for _y, text, _title in self._legend]
        chips = [chip.pos().x() + chip.width for chip in self.chips]
        return max(texts + chips, default=0.0) <= room + 0.5

    def _lay(self) -> None:
        view = self.view
        assert view is not None
        for chip in self.chips:
            chip.setParentItem(None)  # type: ignore[arg-type]  # None: no parent (the stub wants an item)
            if chip.scene() is not None:
                chip.scene().removeItem(chip)
        self.chips = []
        self._lines = []
        self._legend = []
        y = self._lay_legend(view, PAD) if self.focus() is None else PAD
        for hook in sorted((variant_of(name) for name in view.variants), key=lambda hook: hook.panel_rank):
            y = hook.lay_section(self, view, y)
        self.prepareGeometryChange()
        self._height = y + PAD

    def focus(self) -> str | None:
        """A half-made choice that needs the panel's room: "joker" (its colour to name) or "pile" (knights to
        pick). The legend and what cannot be used now step aside, so the panel is drawn large enough to read."""
        if self.joker_selected and self.joker_to is not None:
            return "joker"
        if self.picking is not None:
            return "pile"
        return None

    def task(self) -> str | None:
        """What the person must do in the panel now, for the status line (None: the game's own task)."""
        if self.picking is not None and self.view is not None:
            k = max((len(a.take or ()) for a in self._legal("pile") if a.pile == self.picking), default=0)
            return QCoreApplication.translate("Variants", "Choose {k} knights of pile {pile}").format(
                k=k, pile=self.picking + 1
            )
        return None

    def _lay_legend(self, view: GameView, y: float) -> float:
        """The optional rules in play, by the names the New game dialog gives them, words wrapped to the width."""
        self._legend = [(y, QCoreApplication.translate("Variants", "Optional rules in play:"), True)]
        y += LEGEND_ROW
        line = ""
        for name in view.variants:
            title = variant_of(name).title()
            joined = f"{line} · {title}" if line else title
            if line and legend_width(joined) > self.panel_width - 2 * PAD - 8:
                self._legend.append((y, line, False))
                y += LEGEND_ROW
                joined = title
            line = joined
        if line:
            self._legend.append((y, line, False))
            y += LEGEND_ROW
        self.setToolTip("\n".join(f"{variant_of(n).title()}: {variant_of(n).line()}" for n in view.variants))
        return y + 6

    def _chip(
        self, kind: str, data: object, faces: Sequence[tuple[int, int]], y: float, x: float = PAD, label: str = ""
    ) -> Chip:
        chip = Chip(kind, data, faces, chip_width(len(faces), label), label, self)
        chip.setPos(x, y)
        chip.setToolTip(_tip(kind, data))
        self.chips.append(chip)
        return chip

    def _wrap(self, kind: str, items: Sequence[tuple[object, int]], y: float) -> float:
        """Single-token chips left to right, wrapping; returns the y under them."""
        x = PAD
        for data, face in items:
            width = chip_width(1)
            if x + width > self.panel_width - PAD:
                x, y = PAD, y + ROW
            self._chip(kind, data, [(face, 0)], y, x)
            x += width + 4
        return y + ROW

    def lay_words(self, text: str, y: float) -> float:
        """A line of words, wrapped to the panel's width (a narrow panel's task takes two lines in French)."""
        line = ""
        for word in text.split():
            joined = f"{line} {word}" if line else word
            if line and label_width(joined) > self.panel_width - 2 * PAD - 8 + 12:
                self._lines.append((PAD, y, line, [], None))
                y += HEAD
                joined = word
            line = joined
        self._lines.append((PAD, y, line, [], None))
        return y + HEAD

    def lay_faces(self, text: str, faces: list[int], y: float) -> float:
        """A heading with faces under it (none: the heading alone, with a row kept for them)."""
        self._lines.append((PAD, y, text, faces, None))
        return y + HEAD + (ROW if faces else 0)

    def lay_piles(self, view: GameView, y: float) -> float:
        """The open piles, left to right and wrapping (one to a row made the panel too tall to read); while a
        joker waits for its colour they step aside."""
        if self.focus() == "joker":
            return y
        takes = self._legal("pile")
        offered = {a.pile for a in takes}
        head = (
            QCoreApplication.translate("Variants", "Take a pile")
            if takes
            else QCoreApplication.translate("Variants", "Open piles")
        )
        self._lines.append((PAD, y, head, [], None))
        y += HEAD
        x = PAD
        for i, pile in enumerate(view.piles):
            faces = [(c, n) for c, n in enumerate(pile) if n] if not (self.compact and self.picking is not None) else []
            width = chip_width(len(faces), str(i + 1))
            if x > PAD and x + width > self.panel_width - PAD:
                x, y = PAD, y + ROW
            if i in offered:
                chip = self._chip("pile", i, faces, y, x, label=str(i + 1))
                chip.picked = self.picking == i
            else:
                self._lines.append((x, y, str(i + 1), [c for c, _ in faces], [n for _, n in faces]))
            x += width + 4
        y += ROW
        if self.picking is not None:
            y = self.lay_words(self.task() or "", y)
            knights = [c for c, n in enumerate(view.piles[self.picking]) for _ in range(n)]
            y = self._wrap("knight", list(enumerate(knights)), y)
            for chip in self.chips:
                if chip.kind == "knight":
                    chip.picked = chip.data in self.picked
        return y

    def lay_jokers(self, view: GameView, y: float) -> float:
        """The person's jokers as a chip, the others' as words beside the heading (a line of its own only when
        they do not fit there): rows saved keep the panel large enough to read."""
        places = self.joker_places()
        others: list[str] = []
        mine: list[tuple[str, int]] = []
        for seat in view.seats:
            if seat.jokers == 0:
                continue
            name = self.names[seat.seat] if seat.seat < len(self.names) else str(seat.seat + 1)
            if places and seat.seat == view.to_act:
                mine.append((name, seat.jokers))
            else:
                others.append(f"{name}: {seat.jokers}")
        if not mine and not others:
            return y
        head = QCoreApplication.translate("Variants", "Jokers")
        joined = " · ".join(others)
        if others and label_width(f"{head} — {joined}") <= self.panel_width - 2 * PAD - 8:
            head, others = f"{head} — {joined}", []
        self._lines.append((PAD, y, head, [], None))
        y += HEAD
        for name, jokers in mine:
            chip = self._chip("joker", None, [(CROWN, 0)] * jokers, y, label=name)
            chip.picked = self.joker_selected
            y += ROW
        line = ""
        for part in others:  # the others' jokers as words, a few to a line: four seats leave little room
            joined = f"{line} · {part}" if line else part
            if line and label_width(joined) > self.panel_width - 2 * PAD - 8:
                self._lines.append((PAD, y, line, [], None))
                y += HEAD
                joined = part
            line = joined
        if line:
            self._lines.append((PAD, y, line, [], None))
            y += HEAD
        if self.joker_selected and self.joker_to is not None:
            y = self.lay_words(QCoreApplication.translate("Variants", "Name the joker's colour"), y)
            colours = sorted({COLOURS.index(str(a.colour)) for a in places if a.to == self.joker_to})
            y = self._wrap("joker-colour", [(COLOURS[c], c) for c in colours], y)
        return y

    def lay_swap(self, view: GameView, y: float) -> float:
        swaps = self._legal("swap")
        self._lines.append((PAD, y, QCoreApplication.translate("Variants", "Change one knight just taken?"), [], None))
        y += HEAD
        if not swaps:
            return y + ROW
        self._chip("keep", None, [], y, label=QCoreApplication.translate("Variants", "Keep them"))
        y += ROW
        sources = sorted({COLOURS.index(str(a.source)) for a in swaps if a.source is not None})
        y = self._wrap("from", [(COLOURS[c], c) for c in sources], y)
        for chip in self.chips:
            if chip.kind == "from":
                chip.picked = chip.data == self.swap_from
        if self.swap_from is not None:
            self._lines.append((PAD, y, QCoreApplication.translate("Variants", "into"), [], None))
            y += HEAD
            targets = sorted({COLOURS.index(str(a.to)) for a in swaps if a.source == self.swap_from})
            y = self._wrap("to", [(COLOURS[c], c) for c in targets], y)
        return y

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.panel_width, self._height)

    def size(self) -> tuple[float, float]:
        """Width and height before scaling (for the scene's band)."""
        return self.panel_width, self._height

    def legend(self) -> list[str]:
        """The legend's lines as painted (its title first)."""
        return [text for _, text, _ in self._legend]

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(PANEL_EDGE), 2))
        painter.setBrush(QColor(PANEL))
        painter.drawRoundedRect(self.boundingRect().adjusted(1, 1, -1, -1), 12, 12)
        for y, text, title in self._legend:  # the title in the words' own colour: grey on green was hard to read
            set_font(painter, LEGEND_PX, bold=True)
            painter.setPen(QColor(TEXT) if title else QColor(GOLD))
            room = QRectF(PAD + 8, y, self.panel_width - 2 * PAD, LEGEND_ROW)
            painter.drawText(room, Qt.AlignmentFlag.AlignVCenter, text)
        for x0, y, text, faces, counts in self._lines:
            set_font(painter, TEXT_PX, bold=True)
            painter.setPen(QColor(TEXT))
            height = ROW - 6 if counts is not None else HEAD
            painter.drawText(
                QRectF(x0 + 8, y, self.panel_width - x0 - PAD, height), Qt.AlignmentFlag.AlignVCenter, text
            )
            x = x0 + (label_width(text) + 8 if counts is not None else 0)
            fy = y + ((ROW - 6) / 2 if counts is not None else HEAD + ROW / 2 - 3)
            for j, face in enumerate(faces):
                if face == CROWN:
                    paint_face(painter, face, QPointF(x + TOKEN / 2, fy), TOKEN)
                else:
                    count = counts[j] or None if counts else None
                    paint_token(painter, face, QPointF(x + TOKEN / 2, fy), TOKEN, count)
                x += TOKEN + GAP

    # -- clicks ----------------------------------------------------------------------------

    def chip_clicked(self, chip: Chip) -> None:
        scene = board_scene(self)
        view = self.view
        if view is None or scene is None or not getattr(scene, "_can_act", lambda: False)():
            return
        p = view.to_act
        if chip.kind == "pile":
            pile = int(chip.data)
            whole = Action.take_pile(p, pile)
            if whole in view.legal:
                scene.action_requested.emit(whole)
                return
            self.picking, self.picked = pile, []
            self._layout()
            scene.panel_task_changed.emit()  # the status line says which knights to choose, not "take a pile"
            return
        elif chip.kind == "knight" and self.picking is not None:
            i = int(chip.data)
            self.picked = [j for j in self.picked if j != i] if i in self.picked else [*self.picked, i]
            knights = [c for c, n in enumerate(view.piles[self.picking]) for _ in range(n)]
            take = sorted(COLOURS[knights[j]] for j in self.picked)
            for a in self._legal("pile"):
                if a.pile == self.picking and a.take is not None and sorted(a.take) == take:
                    scene.action_requested.emit(a)
                    return
        elif chip.kind == "joker":
            self.joker_selected = not self.joker_selected
            self.joker_to = None
            scene.joker_toggled()
        elif chip.kind == "joker-colour" and self.joker_to is not None:
            scene.action_requested.emit(Action.place_joker(p, str(chip.data), self.joker_to))
            return
        elif chip.kind == "keep":
            scene.action_requested.emit(Action.swap(p))
            return
        elif chip.kind == "from":
            self.swap_from = str(chip.data)
        elif chip.kind == "to" and self.swap_from is not None:
            scene.action_requested.emit(Action.swap(p, self.swap_from, str(chip.data)))
            return
        self._layout()

    def joker_pressed(self, chip: Chip) -> None:
        """A press on the joker: picked up at once (its targets light up) so that it can be dragged; the chips
        are not laid out again while the button is down (that would take the pressed chip away)."""
        scene = board_scene(self)
        self._joker_was_selected = self.joker_selected
        if self.view is None or scene is None or not getattr(scene, "_can_act", lambda: False)():
            return
        self.joker_selected, self.joker_to = True, None
        chip.picked = True
        chip.update()
        scene.joker_toggled()

    def joker_put_down_unless_dragged(self, dragged: bool) -> None:
        """The press on the joker ended without a drop: a click on a joker already up puts it down."""
        if not dragged and self._joker_was_selected and self.joker_to is None:
            self.joker_selected = False
            scene = board_scene(self)
            if scene is not None:
                scene.joker_toggled()
        if self.view is not None:
            self._layout()

    def joker_target(self, to: int | str) -> bool:
        """The selected joker's target clicked: ask for its colour (True if ``to`` is a legal target)."""
        if not self.joker_selected or to not in self._joker_legal_targets():
            return False
        self.joker_to = to
        self._layout()
        return True

    def hint_item(self, action: Action) -> Chip | None:
        """Where a suggested variant action is clicked first (None for the board's own actions)."""
        if action.type == "pile":
            return next((c for c in self.chips if c.kind == "pile" and c.data == action.pile), None)
        if action.type == "swap":
            kind, data = ("keep", None) if action.source is None else ("from", action.source)
            return next((c for c in self.chips if c.kind == kind and c.data == data), None)
        if action.type == "place" and action.joker:
            return next((c for c in self.chips if c.kind == "joker"), None)
        return None

    def chip(self, kind: str, data: object = None) -> Chip:
        return next(c for c in self.chips if c.kind == kind and (data is None or c.data == data))
