"""Animating the change between two GameViews with Qt's animation framework.

The scene first draws the new view, then the director plays what changed on
top of it: knights flying from a reserve to where they were placed, the
emperor walking region by region, castles growing in (a takeover's old ones
fading out), merged regions dissolving their inner borders, and refill dice
flying knights from the supply into the reserve. Every ``play`` is answered
by exactly one ``animations_finished``, at once when the speed is 0 or
nothing changed, and also when a newer redraw interrupts it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QEasingCurve,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    QVariantAnimation,
)
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from carolus.engine.view import GameView

from . import geometry as geo
from .palette import GOLD, TEXT
from .region_item import CastleItem
from .status import short_side_label
from .variant_item import paint_face

if TYPE_CHECKING:
    from .scene import BoardScene

STEP_MS = 360
FLY_MS = 420
STAGGER_MS = 110
CASTLE_MS = 480
BANNER_MS = 1100
MERGE_MS = 650


class FlyingToken(QGraphicsObject):
    """A knight on its way somewhere (animations, and the drag ghost of a knight or a joker)."""

    def __init__(self, colour: int) -> None:
        super().__init__()
        self.colour = colour
        self.setZValue(30)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(-24, -28, 48, 56)

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_face(painter, self.colour, QPointF(0, 0), 38)  # a knight's arms, or a joker's crown


class BannerItem(QGraphicsObject):
    """A short caption over a region while its castles change hands (``Anna built a castle``)."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text
        self.setZValue(40)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.font = QFont()
        self.font.setPixelSize(19)
        self.font.setBold(True)
        width = QFontMetricsF(self.font).horizontalAdvance(text) + 28
        self._rect = QRectF(-width / 2, -22, width, 44)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(GOLD), 3))
        painter.setBrush(QColor(28, 44, 38, 235))
        painter.drawRoundedRect(self._rect, 12, 12)
        painter.setFont(self.font)
        painter.setPen(QColor(TEXT))
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self.text)


def banner_point(provinces: tuple[int, ...], rect: QRectF, avoid: Sequence[QRectF] = ()) -> QPointF:
    """Where a banner of ``rect`` (centred on its position) goes for the region of ``provinces``: inside the
    ring's centre, as near the region as keeps it off the ring, so the knights that decided stay in view (over
    the knights it hid them), and clear of ``avoid`` (the turn order: a banner over it hid who acts next),
    turned as little from the region's direction as that needs."""
    mid = geo.mid_angle(provinces)
    room = geo.R_IN - 4
    for turn in (0, 15, -15, 30, -30, 45, -45, 60, -60, 75, -75, 90, -90, 120, -120, 150, -150, 180):
        r = room
        while r > 0:
            centre = geo.polar(r, mid + turn)
            corners = (rect.topLeft(), rect.topRight(), rect.bottomLeft(), rect.bottomRight())
            inside = all((centre.x() + c.x()) ** 2 + (centre.y() + c.y()) ** 2 <= room**2 for c in corners)
            if inside and not any(rect.translated(centre).intersects(a) for a in avoid):
                return centre
            r -= 4
    return QPointF(0, 0)


def banner_text(old: GameView, new: GameView, names: list[str]) -> str:
    """What the emperor just did, from the region he reached as the old view saw it."""
    target = set(new.regions[new.emperor].provinces)
    for rv in old.regions:
        if rv.provinces[0] in target and rv.outcome.kind != "nothing" and not rv.has_emperor:
            o = rv.outcome
            who = short_side_label(new, names, o.side)
            if o.kind == "build":  # no verb that must agree with a name, a team or the default "You"
                return QCoreApplication.translate("Preview", "A new castle for {side}").format(side=who)
            return QCoreApplication.translate("Preview", "%n castle(s) taken over by {side}", None, o.castles).format(
                side=who
            )
    return ""


class AnimationDirector:
    """Builds and runs one animation group at a time for a BoardScene."""

    def __init__(self, scene: BoardScene) -> None:
        self.scene = scene
        self.speed = 1.0
        self.group: QSequentialAnimationGroup | None = None
        self._spent: QSequentialAnimationGroup | None = None
        """The last finished group, kept alive: it may not be freed inside its own finished signal."""
        self._temporary: list[QGraphicsItem] = []
        self._restore: list[tuple[QGraphicsObject, bytes, object]] = []

    @property
    def running(self) -> bool:
        return self.group is not None

    def ghost_token(self, colour: int) -> FlyingToken:
        token = FlyingToken(colour)
        token.setOpacity(0.85)
        self.scene.addItem(token)
        return token

    def _ms(self, base: float) -> int:
        return max(1, int(base / self.speed))

    # -- running ---------------------------------------------------------------

    def stop(self) -> None:
        """End a running animation at its end state (a newer redraw is coming)."""
        group = self.group
        if group is None:
            return
        group.finished.disconnect(self._finished)
        group.stop()
        self._finished()

    def play(self, old: GameView, new: GameView) -> None:
        if self.speed <= 0:
            self.scene.animations_finished.emit()
            return
        group = QSequentialAnimationGroup()
        for build in (self._placements, self._walk, self._castles, self._merges, self._dice):
            part = build(old, new)
            if part is not None:
                group.addAnimation(part)
        if group.animationCount() == 0:
            self.scene.animations_finished.emit()
            return
        self.group = group
        group.finished.connect(self._finished)
        group.start()

    def _finished(self) -> None:
        for item in self._temporary:
            if item.scene() is not None:
                item.scene().removeItem(item)
        self._temporary = []
        for item, prop, value in self._restore:
            item.setProperty(prop.decode(), value)
        self._restore = []
        self._spent = self.group
        self.group = None
        self.scene.animations_finished.emit()

    def _prop(
        self,
        target: QGraphicsObject,
        prop: bytes,
        start: object,
        end: object,
        ms: int,
        curve: QEasingCurve.Type = QEasingCurve.Type.InOutQuad,
    ) -> QPropertyAnimation:
        anim = QPropertyAnimation(target, prop)
        anim.setStartValue(start)
        anim.setEndValue(end)
        anim.setDuration(ms)
        anim.setEasingCurve(curve)
        target.setProperty(prop.decode(), start)
        self._restore.append((target, prop, end))
        return anim

    def _fly(self, colour: int, start: QPointF, end: QPointF, delay: int) -> QAbstractAnimation:
        token = FlyingToken(colour)
        token.setPos(start)
        token.setVisible(False)
        self.scene.addItem(token)
        self._temporary.append(token)
        seq = QSequentialAnimationGroup()
        if delay:
            seq.addAnimation(QPauseAnimation(delay))
        show = QVariantAnimation()
        show.setDuration(1)
        show.setStartValue(0.0)
        show.setEndValue(1.0)
        show.valueChanged.connect(lambda _v, t=token: t.setVisible(True))
        seq.addAnimation(show)
        move = QPropertyAnimation(token, b"pos")
        move.setStartValue(start)
        move.setEndValue(end)
        move.setDuration(self._ms(FLY_MS))
        move.setEasingCurve(QEasingCurve.Type.InOutCubic)
        seq.addAnimation(move)
        hide = QVariantAnimation()
        hide.setDuration(1)
        hide.setStartValue(0.0)
        hide.setEndValue(1.0)
        hide.finished.connect(lambda t=token: t.setVisible(False))
        seq.addAnimation(hide)
        return seq

    # -- the parts ---------------------------------------------------------------

    def _placements(self, old: GameView, new: GameView) -> QAbstractAnimation | None:
        """Knights that left a reserve for a region or a court fly there."""
        if old.players != new.players or len(old.regions) != len(new.regions) or old.emperor != new.emperor:
            return None
        scene = self.scene
        group = QParallelAnimationGroup()
        k = 0
        for seat in range(new.players):
            for c in range(5):
                gone = old.seats[seat].reserve[c] - new.seats[seat].reserve[c]
                if gone <= 0:
                    continue
                start = scene.reserve_item(seat, c).sceneBoundingRect().center()
                dests: list[QPointF] = []
                if new.seats[seat].court[c] > old.seats[seat].court[c]:
                    dests.append(scene.court_item(seat).sceneBoundingRect().center())
                for r_old, r_new in zip(old.regions, new.regions):
                    if r_new.knights[c] > r_old.knights[c]:
                        dests.append(scene.region_item(r_new.provinces[0]).centre())
                for end in dests[:gone]:
                    group.addAnimation(self._fly(c, start, end, k * self._ms(STAGGER_MS)))
                    k += 1
        return group if group.animationCount() else None

    def _walk(self, old: GameView, new: GameView) -> QAbstractAnimation | None:
        """The emperor walks clockwise from his old region to his new one, one region per hop."""
        start_prov = old.regions[old.emperor].provinces
        end_prov = new.regions[new.emperor].provinces
        if start_prov == end_prov or old.phase != "move":
            return None
        a0 = geo.mid_angle(start_prov)
        stops: list[float] = []
        count = len(old.regions)
        r = old.emperor
        target = new.regions[new.emperor].provinces
        for _ in range(count):
            r = (r + 1) % count
            provs = old.regions[r].provinces
            if any(p in target for p in provs):
                stops.append(geo.mid_angle(target))
                break
            stops.append(geo.mid_angle(provs))
        emperor = self.scene.emperor
        seq = QSequentialAnimationGroup()
        prev = a0
        for angle in stops:
            while angle <= prev:
                angle += 360.0
            hop = QVariantAnimation()
            hop.setStartValue(prev)
            hop.setEndValue(angle)
            hop.setDuration(self._ms(STEP_MS))
            hop.setEasingCurve(QEasingCurve.Type.InOutQuad)
            hop.valueChanged.connect(lambda a, e=emperor: e.setPos(geo.polar(geo.R_EMPEROR, float(a))))
            seq.addAnimation(hop)
            prev = angle
        emperor.setPos(geo.polar(geo.R_EMPEROR, a0))
        self._restore.append((emperor, b"pos", geo.emperor_point(end_prov)))
        return seq

    def _castles(self, old: GameView, new: GameView) -> QAbstractAnimation | None:
        """Castles put in grow and fade in; a takeover's old castles fade out first."""
        group = QParallelAnimationGroup()
        for item in self.scene.castle_items():
            provinces = set(item.provinces)
            inside = [rv for rv in old.regions if set(rv.provinces) <= provinces]
            kept = sum(rv.castles for rv in inside if rv.owner == item.side)
            lost = [rv for rv in inside if rv.owner >= 0 and rv.owner != item.side and rv.castles]
            if kept == item.count and not lost:
                continue
            for rv in lost:
                ghost = CastleItem(rv.provinces, rv.castles, rv.owner, old.sides)
                self.scene.addItem(ghost)
                self._temporary.append(ghost)
                group.addAnimation(self._prop(ghost, b"opacity", 1.0, 0.0, self._ms(CASTLE_MS)))
            text = banner_text(old, new, self.scene.names)
            if text:
                banner = BannerItem(text)
                order = self.scene.centre.order_item
                avoid = order.sceneBoundingRect().united(order.mapRectToScene(order.childrenBoundingRect()))
                banner.setPos(banner_point(item.provinces, banner.boundingRect(), [avoid]))
                self.scene.addItem(banner)
                self._temporary.append(banner)
                fade = self._prop(banner, b"opacity", 0.0, 0.0, self._ms(BANNER_MS), QEasingCurve.Type.Linear)
                fade.setKeyValueAt(0.15, 1.0)
                fade.setKeyValueAt(0.8, 1.0)
                group.addAnimation(fade)
            grow = QParallelAnimationGroup()
            grow.addAnimation(self._prop(item, b"opacity", 0.0, 1.0, self._ms(CASTLE_MS)))
            grow.addAnimation(self._prop(item, b"scale", 0.2, 1.0, self._ms(CASTLE_MS), QEasingCurve.Type.OutBack))
            group.addAnimation(grow)
        return group if group.animationCount() else None

    def _merges(self, old: GameView, new: GameView) -> QAbstractAnimation | None:
        """A region made of several old regions shows its old borders, then lets them dissolve."""
        old_shapes = {rv.provinces for rv in old.regions}
        group = QParallelAnimationGroup()
        for item in self.scene.region_items():
            if item.region.provinces not in old_shapes and len(item.region.provinces) > 1:
                group.addAnimation(self._prop(item, b"seamAlpha", 1.0, 0.0, self._ms(MERGE_MS)))
        return group if group.animationCount() else None

    def _dice(self, old: GameView, new: GameView) -> QAbstractAnimation | None:
        """Knights won on the refill dice fly from the supply into the roller's reserve."""
        group = QParallelAnimationGroup()
        k = 0
        for seat in range(min(old.players, new.players)):
            for c in range(5):
                gained = new.seats[seat].reserve[c] - old.seats[seat].reserve[c]
                for _ in range(max(0, gained)):
                    start = self.scene.centre.supply_point(c)
                    end = self.scene.reserve_item(seat, c).sceneBoundingRect().center()
                    group.addAnimation(self._fly(c, start, end, k * self._ms(STAGGER_MS)))
                    k += 1
        return group if group.animationCount() else None
