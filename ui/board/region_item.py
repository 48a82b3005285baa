"""One region of the ring: a continuous arc band with its knights, as set_view gives it.

A merged region is one item (one band, one thick outline); the provinces it
is made of show only as faint seams. The item keeps what to draw, never game
state: the scene hands it a RegionView on every redraw.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsSceneHoverEvent, QGraphicsSceneMouseEvent

from carolus.engine.view import RegionView

from . import geometry as geo
from .heraldry import castle_path, paint_emperor
from .hoverable import HoverableObject, board_scene
from .palette import HIGHLIGHT, HOVER, LAND, LAND_EDGE, SEAM, side_qcolor
from .tokens import BADGE_MAX_W, badge_rect, paint_badge, paint_token

TOKEN_W = 46.0
RIM_EDGE = "#5a4a2a"


class RegionItem(HoverableObject):
    """Draws one region; clicks and hovers go to the scene, which decides what they mean."""

    def __init__(self, region: RegionView, sides: int, parity: int) -> None:
        super().__init__()
        self.setZValue(1)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._seam_alpha = 0.0
        self.highlight = ""
        """``reach`` (the emperor can stop here), ``dim`` (he cannot), ``target`` (a selected knight can go
        here) or empty."""
        self.paint_count = 0
        self.clickable: bool | None = None
        """Whether the pointer shows a hand over it (set by the scene)."""
        """How often Qt called paint (tests prove the override is live)."""
        self.marks = RegionMarks(self)
        """The highlight, drawn apart so that lighting regions up (every phase change) leaves the cached band,
        knights and castles rim as they are."""
        self.set_region(region, sides, parity)

    # -- data -------------------------------------------------------------

    sides: int
    parity: int

    def set_region(self, region: RegionView, sides: int, parity: int) -> None:
        old = getattr(self, "region", None)
        if (
            old is not None
            and self.sides == sides
            and self.parity == parity
            and (old.provinces, old.knights, old.owner) == (region.provinces, region.knights, region.owner)
        ):
            # what the band shows is unchanged (steps, strengths, the outcome are for the marks and the preview):
            # keep the cached picture
            self.region = region
            if old.steps != region.steps:
                self.marks.refresh()
            return
        self.prepareGeometryChange()
        self.region = region
        self.sides = sides
        self.parity = parity
        start, sweep = geo.span(region.provinces)
        self.band = geo.band_path(start, sweep, gap=geo.REGION_GAP_DEG)
        self.rim = geo.band_path(start, sweep, geo.R_OUT - 13, geo.R_OUT, gap=geo.REGION_GAP_DEG)
        self.rim_outline = geo.band_path(start, sweep, geo.R_IN - 5, geo.R_OUT + 5, gap=geo.REGION_GAP_DEG)
        """The glow goes round the band, outside it, so it covers no knight."""
        self.label_point = geo.polar(geo.R_STEP, geo.mid_angle(region.provinces))
        """Where the step badge goes (when the emperor can stop here)."""
        colours = [c for c in range(5) if region.knights[c]]
        self.tokens = list(zip(colours, geo.knight_slots(region.provinces, len(colours))))
        # tight: the cached picture of a long merged arc was twice this size when centred on centre()
        self._bounds = (
            self.band.boundingRect()
            .united(QRectF(self.label_point.x() - 36, self.label_point.y() - 24, 72, 48))
            .adjusted(-10, -10, 10, 10)
        )
        self.update()
        self.marks.reshape()

    def set_highlight(self, kind: str) -> None:
        if kind != self.highlight:
            was_hover_fill = self.hovered and self.highlight in ("reach", "target")
            self.highlight = kind
            self.marks.refresh()
            if self.hovered and (kind in ("reach", "target")) != was_hover_fill:
                self.update()  # the hover fill depends on whether the region is a target

    def _get_seam_alpha(self) -> float:
        return self._seam_alpha

    def _set_seam_alpha(self, value: float) -> None:
        self._seam_alpha = value
        self.update()

    seamAlpha = Property(float, _get_seam_alpha, _set_seam_alpha)
    """0 = seams faint (one territory); 1 = seams drawn as full borders (animating a merge)."""

    # -- Qt overrides -------------------------------------------------------

    def boundingRect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        return self.band

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        self.paint_count += 1
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        region = self.region
        fill = QColor(LAND[self.parity % 2])
        if self.hovered:
            fill = QColor(HOVER) if self.highlight in ("reach", "target") else fill.lighter(106)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(fill)
        painter.drawPath(self.band)
        if region.owner >= 0:  # the owner's rim, edged so that White's reads on the cream land too
            painter.setPen(QPen(QColor(RIM_EDGE), 2))
            painter.setBrush(side_qcolor(region.owner, self.sides))
            painter.drawPath(self.rim)
            painter.setPen(Qt.PenStyle.NoPen)
        self._paint_seams(painter)
        painter.setPen(QPen(QColor(LAND_EDGE), 3.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self.band)
        width = TOKEN_W if len(self.tokens) < 5 or len(region.provinces) > 1 else TOKEN_W - 8
        for colour, point in self.tokens:
            paint_token(painter, colour, point, width, region.knights[colour])

    def _paint_seams(self, painter: QPainter) -> None:
        provinces = self.region.provinces
        if len(provinces) < 2:
            return
        seam = QColor(SEAM)
        if self._seam_alpha > 0:
            seam = QColor(LAND_EDGE)
            seam.setAlphaF(0.35 + 0.65 * self._seam_alpha)
        painter.setPen(
            QPen(
                seam,
                1.5 + 2.0 * self._seam_alpha,
                Qt.PenStyle.DashLine if self._seam_alpha == 0 else Qt.PenStyle.SolidLine,
            )
        )
        for p in provinces[1:]:
            a = geo.province_start(p)
            painter.drawLine(geo.polar(geo.R_IN + 6, a), geo.polar(geo.R_OUT - 14, a))

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        super().hoverEnterEvent(event)
        self.marks.hover_changed()
        scene = board_scene(self)
        if scene is not None:
            scene.region_hovered(self, True)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        super().hoverLeaveEvent(event)
        self.marks.hover_changed()
        scene = board_scene(self)
        if scene is not None:
            scene.region_hovered(self, False)

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: Any) -> Any:
        # the marks go in and out of the scene with the region
        if change == QGraphicsItem.GraphicsItemChange.ItemSceneChange:
            old = self.scene()
            if old is not None and self.marks.scene() is old:
                old.removeItem(self.marks)
        elif change == QGraphicsItem.GraphicsItemChange.ItemSceneHasChanged and value is not None:
            value.addItem(self.marks)
        return super().itemChange(change, value)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and (scene := board_scene(self)) is not None:
            scene.region_clicked(self)
            event.accept()
        else:
            event.ignore()

    def centre(self) -> QPointF:
        """Where a token dropped here or flying here lands (scene coordinates)."""
        return geo.polar(geo.R_KNIGHTS_MID, geo.mid_angle(self.region.provinces))


class RegionMarks(QGraphicsObject):
    """A region's highlight on top of it: the gold glow and edge where the emperor may stop or the picked-up
    knight may go (with the step badge), or the dimming where he cannot; takes no clicks.

    Each look is a cached child that is shown and hidden by its opacity: hiding an item throws its cached
    picture away, a zero opacity keeps it, so lighting the ring up again at the next move costs a copy of the
    pictures, not a painting of them. Only the step badge (the emperor stands elsewhere) is painted again.
    """

    def __init__(self, region: RegionItem) -> None:
        super().__init__()  # not a child: lighting up would then repaint the region's own picture
        self.item = region
        self.setZValue(region.zValue() + 0.5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        self.dim = _DimMark(region, self)
        self.glow = _GlowMark(region, self)
        self.steps = _StepsBadge(region, self)
        self.refresh()

    def boundingRect(self) -> QRectF:
        return self.item.boundingRect()

    def shape(self) -> QPainterPath:
        return QPainterPath()

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        pass  # the parts paint themselves

    def refresh(self) -> None:
        """Show the parts the region's highlight asks for; the badge takes the region's steps."""
        item = self.item
        kind = item.highlight
        _show(self.dim, kind == "dim")
        _show(self.glow, kind in ("reach", "target"))
        text = "/".join(str(s) for s in item.region.steps) if kind == "reach" and item.region.steps else ""
        if text != self.steps.text:
            self.steps.text = text
            self.steps.update()
        _show(self.steps, bool(text))

    def reshape(self) -> None:
        """The region changed shape or knights (a merge, a tone): every part is painted again."""
        for part in (self.dim, self.glow, self.steps):
            part.prepareGeometryChange()
            part.update()
        self.prepareGeometryChange()
        self.refresh()

    def hover_changed(self) -> None:
        if self.item.highlight == "target":
            self.glow.update()  # a hovered target's edge darkens


def _show(part: QGraphicsItem, shown: bool) -> None:
    opacity = 1.0 if shown else 0.0
    if part.opacity() != opacity:
        part.setOpacity(opacity)


class _MarkPart(QGraphicsItem):
    def __init__(self, region: RegionItem, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.item = region
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setOpacity(0.0)

    def boundingRect(self) -> QRectF:
        return self.item.boundingRect()

    def shape(self) -> QPainterPath:
        return QPainterPath()


class _DimMark(_MarkPart):
    """Where the emperor cannot stop: the band darkened."""

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(20, 35, 30, 80))
        painter.drawPath(self.item.band)


class _GlowMark(_MarkPart):
    """Where the emperor may stop or the picked-up knight may go: a gold glow round the band and a gold edge."""

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        item = self.item
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        glow = QColor(HIGHLIGHT)
        glow.setAlpha(150)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(glow, 16, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        painter.drawPath(item.rim_outline)
        edge = QColor("#b8860b") if item.highlight == "target" and item.hovered else QColor(HIGHLIGHT)
        painter.setPen(QPen(edge, 5))
        painter.drawPath(item.band)


class _StepsBadge(_MarkPart):
    """How many steps take the emperor to a region he may stop on."""

    def __init__(self, region: RegionItem, parent: QGraphicsItem) -> None:
        super().__init__(region, parent)
        self.text = ""

    def boundingRect(self) -> QRectF:
        point = self.item.label_point
        half = geo.STEP_R * BADGE_MAX_W / 2 + 2
        return QRectF(point.x() - half, point.y() - geo.STEP_R - 2, 2 * half, 2 * geo.STEP_R + 4)

    def badge_rect(self) -> QRectF:
        """Where the badge is painted, in scene coordinates (empty when no badge is shown)."""
        if not self.text:
            return QRectF()
        return badge_rect(self.item.label_point, geo.STEP_R, self.text)

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_badge(
            painter, self.item.label_point, geo.STEP_R, self.text, fill=QColor(HIGHLIGHT), ink=QColor("#2a1d00")
        )


class CastleItem(QGraphicsObject):
    """A region's castles in their owner's colour; a separate item so build and takeover can fade and grow."""

    def __init__(self, provinces: tuple[int, ...], count: int, side: int, sides: int) -> None:
        super().__init__()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(3)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # exposed whenever the ring repaints
        self.side = side
        self.count = count
        self.provinces = provinces
        fit = max(2, 2 * len(provinces))
        shown = count if count <= fit else 1
        self.badge = count if count > fit else 0
        points = geo.castle_slots(provinces, shown)
        centre = geo.polar(geo.R_CASTLE, geo.mid_angle(provinces))
        self.setPos(centre)
        self.setTransformOriginPoint(0, 0)
        self.points = [p - centre for p in points]
        self.fill = side_qcolor(side, sides)
        self.ink = QColor("#1b1b1b") if side != 1 else QColor("#d8d2c0")
        size = 27.0
        self.size = size
        rect = QRectF()
        for p in self.points:
            rect = rect.united(QRectF(p.x() - size, p.y() - size, 2 * size, 2 * size))
        self._bounds = rect

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.size
        for p in self.points:
            path = castle_path(QRectF(p.x() - s * 0.55, p.y() - s * 0.5, s * 1.1, s))
            painter.setPen(QPen(self.ink, 2.2))
            painter.setBrush(self.fill)
            painter.drawPath(path)
        if self.badge:
            p = self.points[0]
            paint_badge(painter, QPointF(p.x() + s * 0.6, p.y() + s * 0.35), 11, str(self.badge))


class EmperorItem(QGraphicsObject):
    """The emperor figure; the scene moves it (and animates its walk)."""

    def __init__(self) -> None:
        super().__init__()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(6)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # moved, never redrawn
        self._rect = QRectF(-25, -31, 50, 62)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawEllipse(QRectF(-24, 22, 48, 13))
        paint_emperor(painter, self._rect)
