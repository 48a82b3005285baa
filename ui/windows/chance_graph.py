"""The winning-chance graph under the replay slider: each side's chance after every decision, in side colours.

It paints the structured analysis (``carolus.engine.ai.analyse.Decision``) and marks
mistakes and blunders; a click asks the viewer to jump to the nearest position.
It is read like any chart: a legend (each side's name in its colour, the marks
and what a dot means), a percent axis, a round axis, and the value under the
mouse in a tooltip. The analysis judges decisions, so a position inside a turn
or after a die has no figure of its own: the line joins the analysed positions
(the dots) and the tooltip says the value there is read off that line.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontInfo, QFontMetrics, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from carolus.engine.ai.analyse import BLUNDER, MISTAKE, Decision

from ..board.palette import side_ink, side_qcolor

MARK_HEX = {"mistake": "#e0a020", "blunder": "#d03020"}
BACKGROUND = "#3f6b58"
GRID = "#6f9a86"
TEXT = "#f4f0e0"
LABEL_PX = (10, 13)
"""The axes' and the legend's type in pixels: the widget's own size, never below 10 (legible at 1366x768)."""
PLOT_HEIGHT = 46
"""The plot's height in pixels: with the legend and the rounds about 80 in all, so the replay's board keeps its size."""
OUTER, INNER = 5.0, 3.0
"""A side's line: its colour inside its ink (white inside black, black inside white), wide enough to tell apart."""
SWATCH = 22
"""Pixels before each legend text: a side's line or a mark's dot."""
Y_TICKS = (0.0, 0.5, 1.0)


class ChanceGraph(QWidget):
    """x: record positions 0..last (rounds under it); y: winning chance 0..100 % per side."""

    jump_requested = Signal(int)

    def __init__(
        self,
        last: int,
        sides: int,
        parent: QWidget | None = None,
        rounds: Sequence[int] = (),
        names: Sequence[str] = (),
    ) -> None:
        """``rounds``: the round at each position 0..last (the x axis); ``names``: each side's name (the legend)."""
        super().__init__(parent)
        self.last = max(1, last)
        self.sides = sides
        self.rounds = list(rounds)
        self.names = list(names) or [self.tr("Side {0}").format(s + 1) for s in range(sides)]
        self.decisions: list[Decision] = []
        self.complete = True
        self.position = 0
        self.hover_text = ""
        """What the tooltip says for the position under the mouse (empty: the mouse is not over the plot)."""
        self.setMouseTracking(True)
        self.setMinimumHeight(self._height())
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    # -- the figures --------------------------------------------------------------------------------------------

    def set_decisions(self, decisions: Sequence[Decision], complete: bool = True) -> None:
        """``complete``: False while the analysis is still coming (positions past it are "not analysed yet")."""
        self.decisions = list(decisions)
        self.complete = complete
        self.update()

    def set_position(self, k: int) -> None:
        self.position = k
        self.update()

    def marked(self) -> list[Decision]:
        return [d for d in self.decisions if d.mark]

    def points(self) -> list[tuple[int, tuple[float, ...]]]:
        """(position, chances) pairs: the start's chances, then each decision's after it was played."""
        if not self.decisions:
            return []
        out = [(self.decisions[0].index, self.decisions[0].before)]
        out += [(d.index + d.count, d.after) for d in self.decisions]
        return out

    def chance_at(self, k: int) -> tuple[tuple[float, ...], str] | None:
        """Each side's chance at position ``k`` and how it is known: ``analysed`` (a dot), ``between`` (read off the
        line between two dots: a turn's placements, a die), ``outside`` (before the first decision or after the
        last, the nearest dot's); None where the analysis has not come yet."""
        points = self.points()
        if not points:
            return None
        exact = [c for p, c in points if p == k]
        if exact:
            return exact[-1], "analysed"
        if k > points[-1][0]:
            return (points[-1][1], "outside") if self.complete else None
        if k < points[0][0]:
            return points[0][1], "outside"
        (k0, c0), (k1, c1) = next((a, b) for a, b in zip(points, points[1:]) if a[0] < k < b[0])
        t = (k - k0) / (k1 - k0)
        return tuple(a + (b - a) * t for a, b in zip(c0, c1)), "between"

    def round_at(self, k: int) -> int:
        return self.rounds[k] if 0 <= k < len(self.rounds) else 0

    def x_ticks(self) -> list[tuple[int, str]]:
        """(position, round) where each round begins, thinned out so the numbers never overlap."""
        if not self.rounds:
            return []
        rounds = self.rounds
        starts = [k for k in range(len(rounds)) if rounds[k] > 0 and (k == 0 or rounds[k - 1] != rounds[k])]
        metrics = QFontMetrics(self.label_font())
        room = max((metrics.horizontalAdvance(str(self.rounds[k])) for k in starts), default=0) + 8
        out: list[tuple[int, str]] = []
        for k in starts:
            if not out or self.x_of(k) - self.x_of(out[-1][0]) >= room:
                out.append((k, str(self.rounds[k])))
        return out

    def y_ticks(self) -> list[tuple[float, str]]:
        return [(share, self.tr("{0} %").format(round(100 * share))) for share in Y_TICKS]

    def legend(self) -> list[tuple[str, QColor]]:
        """Each side's name in its colour, then the marks and the dot, each in the colour drawn."""
        items = [(self.names[s] if s < len(self.names) else "?", side_qcolor(s, self.sides)) for s in range(self.sides)]
        items.append((self.tr("mistake"), QColor(MARK_HEX["mistake"])))
        items.append((self.tr("blunder"), QColor(MARK_HEX["blunder"])))
        items.append((self.tr("analysed position"), QColor(TEXT)))
        return items

    def axis_titles(self) -> tuple[str, str]:
        """(x, y): what the axes count."""
        return self.tr("Round"), self.tr("Winning chance")

    def label_font(self) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(max(LABEL_PX[0], min(LABEL_PX[1], QFontInfo(self.font()).pixelSize())))
        return font

    # -- geometry -----------------------------------------------------------------------------------------------

    def _line(self) -> int:
        return QFontMetrics(self.label_font()).height()

    def _height(self) -> int:
        return self._line() * 2 + PLOT_HEIGHT + 6

    def sizeHint(self) -> QSize:
        return QSize(600, self._height())

    def minimumSizeHint(self) -> QSize:
        return QSize(200, self._height())

    def _plot(self) -> QRectF:
        metrics = QFontMetrics(self.label_font())
        ticks = max(metrics.horizontalAdvance(text) for _s, text in self.y_ticks())
        title = metrics.horizontalAdvance(self.axis_titles()[0]) + metrics.horizontalAdvance("00")  # clear of tick 1
        left = max(ticks, title) + 10
        top = self._line() + 3
        bottom = self._line() + 3
        return QRectF(left, top, max(1, self.width() - left - 8), max(1, self.height() - top - bottom))

    def x_of(self, k: int) -> float:
        plot = self._plot()
        return plot.left() + plot.width() * k / self.last

    def y_of(self, chance: float) -> float:
        plot = self._plot()
        return plot.bottom() - plot.height() * chance

    def position_at(self, x: float) -> int:
        plot = self._plot()
        return max(0, min(self.last, round((x - plot.left()) / plot.width() * self.last)))

    # -- the mouse ----------------------------------------------------------------------------------------------

    def value_text(self, k: int) -> str:
        """The tooltip at position ``k``: round, each side's chance, how it is known, a mark."""
        known = self.chance_at(k)
        head = self.tr("Round {0}").format(self.round_at(k)) if self.rounds else self.tr("Position {0}").format(k)
        if known is None:
            return head + "\n" + self.tr("Not analysed yet.")
        chances, how = known
        lines = [head]
        for s in range(min(self.sides, len(chances))):
            name = self.names[s] if s < len(self.names) else "?"
            lines.append(self.tr("{name}: {chance} %").format(name=name, chance=round(100 * chances[s])))
        if how == "between":
            lines.append(self.tr("Between analysed positions (a turn's placements, a die): read off the line."))
        elif how == "outside":
            lines.append(self.tr("No decision here: the nearest analysed position's chance."))
        for d in self.marked():
            if d.index == k:
                name = self.names[d.side] if d.side < len(self.names) else "?"
                text = self.tr("Next, a blunder by {name}: {before} % → {after} %.")
                if d.mark != "blunder":
                    text = self.tr("Next, a mistake by {name}: {before} % → {after} %.")
                lines.append(
                    text.format(name=name, before=round(100 * d.before[d.side]), after=round(100 * d.after[d.side]))
                )
        return "\n".join(lines)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        point = event.position()
        plot = self._plot().adjusted(-4, -4, 4, 4)
        legend = self._legend_help(point.x(), point.y())
        if legend:
            self.hover_text = legend
            QToolTip.showText(event.globalPosition().toPoint(), legend, self)
            return
        if not plot.contains(point) or not self.decisions:
            self.hover_text = ""
            QToolTip.hideText()
            return
        self.hover_text = self.value_text(self._nearest(point.x()))
        QToolTip.showText(event.globalPosition().toPoint(), self.hover_text, self)

    def leaveEvent(self, event: QEvent) -> None:
        self.hover_text = ""
        super().leaveEvent(event)

    def _nearest(self, x: float) -> int:
        """The position under ``x``; a mark within 6 pixels wins (it is small to hit)."""
        near = [d.index for d in self.marked() if abs(self.x_of(d.index) - x) <= 6]
        return near[0] if near else self.position_at(x)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.jump_requested.emit(self._nearest(event.position().x()))

    # -- painting -----------------------------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(self.label_font())
        metrics = painter.fontMetrics()
        plot = self._plot()
        painter.fillRect(self.rect(), QColor(BACKGROUND))
        self._paint_legend(painter, metrics)
        painter.setPen(QPen(QColor(TEXT), 1))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.drawLine(plot.bottomLeft(), plot.topLeft())
        for share, text in self.y_ticks():
            y = self.y_of(share)
            if share not in (0.0,):
                painter.setPen(QPen(QColor(GRID), 1, Qt.PenStyle.DashLine))
                painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(QColor(TEXT))
            box = QRectF(0, y - metrics.height() / 2, plot.left() - 5, metrics.height())
            painter.drawText(box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, text)
        title_x = self.axis_titles()[0]
        title_box = QRectF(2, plot.bottom() + 3, plot.left() - 5 - metrics.horizontalAdvance("00"), metrics.height())
        painter.drawText(title_box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop, title_x)
        for k, text in self.x_ticks():
            x = self.x_of(k)
            painter.setPen(QPen(QColor(TEXT), 1))
            painter.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + 3))
            width = metrics.horizontalAdvance(text) + 4
            painter.drawText(
                QRectF(x - width / 2, plot.bottom() + 3, width, metrics.height()), Qt.AlignmentFlag.AlignCenter, text
            )
        points = self.points()
        for side in range(self.sides):
            line = [QPointF(self.x_of(k), self.y_of(c[side])) for k, c in points if side < len(c)]
            if len(line) < 2:
                continue
            painter.setPen(QPen(side_ink(side), OUTER))
            painter.drawPolyline(line)
            painter.setPen(QPen(side_qcolor(side, self.sides), INNER))
            painter.drawPolyline(line)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(TEXT))
            for point in line:
                painter.drawEllipse(point, 1.5, 1.5)
        for d in self.marked():
            painter.setPen(QPen(QColor("#1a1a1a"), 1))
            painter.setBrush(QColor(MARK_HEX.get(d.mark, MARK_HEX["blunder"])))
            size = 5 if d.mark == "blunder" else 4
            known = self.chance_at(d.index)  # on the mover's line, where the decision begins
            chance = known[0][d.side] if known is not None and d.side < len(known[0]) else d.before[d.side]
            painter.drawEllipse(QPointF(self.x_of(d.index), self.y_of(chance)), size, size)
        painter.setPen(QPen(QColor("#ffd54a"), 1))
        x = self.x_of(self.position)
        painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
        painter.end()

    def legend_rects(self) -> list[QRectF]:
        """Where each legend item's text is painted: one row over the plot, a swatch before each."""
        metrics = QFontMetrics(self.label_font())
        x, out = 4.0 + metrics.horizontalAdvance(self.axis_titles()[1] + ":") + 10, []
        for text, _colour in self.legend():
            width = metrics.horizontalAdvance(text) + 2
            out.append(QRectF(x + SWATCH, 2, width, metrics.height()))
            x += SWATCH + width + 12
        return out

    def _legend_help(self, x: float, y: float) -> str:
        """The legend item under the mouse, explained (empty: none)."""
        sides = [self.tr("{0}'s winning chance, by the computer's analysis").format(n) for n in self.names]
        helps = [
            *sides[: self.sides],
            self.tr("A mistake: the decision after this dot gave away {0} to {1} points of winning chance.").format(
                round(100 * MISTAKE), round(100 * BLUNDER)
            ),
            self.tr("A blunder: the decision after this dot gave away {0} points of winning chance or more.").format(
                round(100 * BLUNDER)
            ),
            self.tr(
                "The analysis judges each decision: a dot is a position it estimated; between the dots (a turn's "
                "placements, a die) the line is only joined, not analysed."
            ),
        ]
        for box, text in zip(self.legend_rects(), helps):
            if box.adjusted(-SWATCH, -2, 0, 2).contains(QPointF(x, y)):
                return text
        return ""

    def _paint_legend(self, painter: QPainter, metrics: QFontMetrics) -> None:
        """The y axis's title, then the legend: "Winning chance: — Ann — Bob ● mistake ● blunder · analysed"."""
        painter.setPen(QColor(TEXT))
        title = self.axis_titles()[1] + ":"
        painter.drawText(QRectF(4, 2, metrics.horizontalAdvance(title) + 2, metrics.height()), 0, title)
        for i, ((text, colour), box) in enumerate(zip(self.legend(), self.legend_rects())):
            y = box.center().y()
            if i < self.sides:  # a side: its line
                painter.setPen(QPen(side_ink(i), OUTER))
                painter.drawLine(QPointF(box.left() - SWATCH, y), QPointF(box.left() - 3, y))
                painter.setPen(QPen(colour, INNER))
                painter.drawLine(QPointF(box.left() - SWATCH, y), QPointF(box.left() - 3, y))
            else:  # a mark or the dot, as drawn
                painter.setPen(QPen(QColor("#1a1a1a"), 1) if i < len(self.legend()) - 1 else Qt.PenStyle.NoPen)
                painter.setBrush(colour)
                radius = 4.0 if i < len(self.legend()) - 1 else 2.0
                painter.drawEllipse(QPointF(box.left() - SWATCH / 2, y), radius, radius)
            painter.setPen(QColor(TEXT))
            painter.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)


__all__ = ["MARK_HEX", "ChanceGraph"]
