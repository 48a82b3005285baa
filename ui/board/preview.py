"""The majority preview: each side's strength in a hovered region and what the emperor would do there."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

from carolus.engine.view import GameView, RegionView

from .palette import side_qcolor
from .provinces import board_tr, region_name
from .status import short_side_label as side_label

WIDTH = 360.0
SCALE = 1.3
"""Drawn larger, as the seat boxes: its smallest text stays readable in a 1366x768 window."""


def outcome_text(view: GameView, names: list[str], region: RegionView) -> str:
    """What the emperor would do here, with names for sides: ``a castle for Anna`` and the like (no verb that
    must agree with a name: the default name is ``You``). What happens and why nothing does are the engine's
    (``Outcome.kind`` and ``Outcome.reason``); this only words them."""
    o = region.outcome
    if o.kind == "build":
        return QCoreApplication.translate("Preview", "a castle for {side}").format(side=side_label(view, names, o.side))
    if o.kind == "takeover":
        return QCoreApplication.translate(
            "Preview", "%n castle(s) go from {loser} to {winner}", None, o.castles
        ).format(winner=side_label(view, names, o.side), loser=side_label(view, names, o.from_side))
    if o.reason == "uncontrolled":
        return QCoreApplication.translate("Preview", "nothing happens: nobody controls the knights here")
    if o.reason == "empty":
        return QCoreApplication.translate("Preview", "nothing happens: no knights and no castles here")
    if o.reason == "tie":
        return QCoreApplication.translate("Preview", "nothing happens: a tie for the lead")
    return QCoreApplication.translate("Preview", "nothing happens: it stays with {side}").format(
        side=side_label(view, names, region.owner)
    )


def preview_lines(view: GameView, names: list[str], region: RegionView) -> tuple[str, list[tuple[int, str, int]], str]:
    """Title, per side (side, label, strength) strongest first, and the outcome line."""
    title = region_name(region.provinces, board_tr)
    if region.castles:
        title += " · " + QCoreApplication.translate("Preview", "%n castle(s)", None, region.castles)
    rows = sorted(
        ((s, side_label(view, names, s), region.strengths[s]) for s in range(view.sides)),
        key=lambda row: (-row[2], row[0]),
    )
    return title, rows, outcome_text(view, names, region)


class PreviewItem(QGraphicsObject):
    """A tooltip-like card; hidden until a region is hovered."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(28)  # over the hint's marks (25) and the last-turn marks, under animations (30)
        self.setScale(SCALE)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.title = ""
        self.rows: list[tuple[int, str, int]] = []
        self.outcome = ""
        self.sides = 2
        self.province = -1
        self.hide()

    def show_region(self, view: GameView, names: list[str], region: RegionView, anchor: QPointF) -> None:
        self.prepareGeometryChange()
        self.title, self.rows, self.outcome = preview_lines(view, names, region)
        self.sides = view.sides
        self.province = region.provinces[0]
        self.setPos(anchor)
        self.show()
        self.update()

    def text(self) -> str:
        """Everything the card says, one line each (tests and accessibility)."""
        lines = [self.title] + [f"{label}: {strength}" for _, label, strength in self.rows]
        lines.append(QCoreApplication.translate("Preview", "If the emperor stops here:") + " " + self.outcome)
        return "\n".join(lines)

    def _height(self) -> float:
        return 44 + 28 * len(self.rows) + 66

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, WIDTH + 8, self._height() + 8)

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#5a4a2a"), 2))
        painter.setBrush(QColor(253, 248, 232, 245))
        painter.drawRoundedRect(QRectF(0, 0, WIDTH, self._height()), 10, 10)
        font = painter.font()
        font.setPixelSize(17)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#2a2418"))
        painter.drawText(QRectF(12, 8, WIDTH - 24, 26), Qt.AlignmentFlag.AlignVCenter, self.title)
        best = max((s for _, _, s in self.rows), default=0) or 1
        font.setBold(False)
        font.setPixelSize(15)
        painter.setFont(font)
        for i, (side, label, strength) in enumerate(self.rows):
            y = 42 + 28 * i
            painter.setPen(QPen(QColor("#111111"), 1))
            painter.setBrush(side_qcolor(side, self.sides))
            painter.drawEllipse(QPointF(20, y + 11), 8, 8)
            painter.setPen(QColor("#2a2418"))
            painter.drawText(QRectF(34, y, 214, 22), Qt.AlignmentFlag.AlignVCenter, label)
            bar = QRectF(250, y + 4, 66 * strength / best, 14)
            painter.setPen(QPen(QColor("#3a3226"), 1))
            painter.setBrush(side_qcolor(side, self.sides))
            if strength:
                painter.drawRect(bar)
            font.setBold(True)
            painter.setFont(font)
            painter.drawText(
                QRectF(WIDTH - 40, y, 26, 22),
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                str(strength),
            )
            font.setBold(False)
            painter.setFont(font)
        y = 44 + 28 * len(self.rows)
        painter.setPen(QPen(QColor("#b9a577"), 1))
        painter.drawLine(QPointF(12, y), QPointF(WIDTH - 12, y))
        painter.setPen(QColor("#5a4a2a"))
        font.setPixelSize(14)
        painter.setFont(font)
        painter.drawText(
            QRectF(12, y + 4, WIDTH - 24, 16),
            Qt.AlignmentFlag.AlignVCenter,
            QCoreApplication.translate("Preview", "If the emperor stops here:"),
        )
        font.setPixelSize(15)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#2a2418"))
        painter.drawText(
            QRectF(12, y + 21, WIDTH - 24, 42), Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap, self.outcome
        )
