"""The board in words, for a screen reader: what a sighted player reads from each item.

Qt's graphics items are not accessible objects (a screen reader sees only the QGraphicsView), so the board
speaks through its view: the keyboard focus (``focus.BoardKeys``) moves over the items, and the view's
accessible name becomes the focused item's words (``BoardView.say``), which Qt announces as a name change of the
focused widget. ``describe`` is those words; ``announce`` says a passing message (the status line, the log's
newest line) without moving the focus: as the focused board's accessible description while the board has the
focus (``FocusNews``: every Orca reads a description change of the focused object, while AT-SPI's announcement
came with Orca 46 and is silently dropped by older ones, checked with Orca 43 in ``tests/test_ui_atspi.py``), else
as Qt's announcement event.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QTextDocumentFragment
from PySide6.QtWidgets import QApplication, QGraphicsItem, QWidget

from carolus.engine.view import GameView, RegionView

from .centre_item import CrownChoice, DiscItem
from .info_item import colour_word
from .preview import outcome_text
from .provinces import board_tr, region_name
from .region_item import EmperorItem, RegionItem
from .seat_item import CourtItem, ReserveToken
from .status import seat_name, side_label


def plain(tip: str) -> str:
    """A tooltip's words without the markup that keeps it plain on screen (``plain.plain_tip``); its lines become
    sentences, so that a screen reader pauses where the eye sees a new line."""
    text = QTextDocumentFragment.fromHtml(tip).toPlainText() if "<" in tip else tip
    return sentences(" ".join(line.split()) for line in text.splitlines())


def sentences(parts: Iterable[str]) -> str:
    """``parts`` as one text, each but the last ended by a full stop unless it ends in punctuation already."""
    kept = [part.strip() for part in parts if part.strip()]
    last = len(kept) - 1
    return " ".join(part if i == last or part[-1] in ".!?:;…" else part + "." for i, part in enumerate(kept))


def knights_words(knights: tuple[int, ...] | list[int]) -> str:
    """``1 blue, 2 red``; empty when there are none."""
    return ", ".join(f"{n} {colour_word(c)}" for c, n in enumerate(knights) if n)


def region_words(view: GameView, names: list[str], region: RegionView) -> str:
    """``Bavaria, 3 provinces, owned by You, 2 castles, knights: 1 blue, 2 red, the emperor is here``."""
    parts = [
        region_name(region.provinces, board_tr),
        QCoreApplication.translate("Accessible", "%n province(s)", None, len(region.provinces)),
    ]
    if region.owner >= 0 and region.castles:
        parts.append(
            QCoreApplication.translate("Accessible", "owned by {0}").format(side_label(view, names, region.owner))
        )
        parts.append(QCoreApplication.translate("Accessible", "%n castle(s)", None, region.castles))
    else:
        parts.append(QCoreApplication.translate("Accessible", "no castle"))
    knights = knights_words(region.knights)
    parts.append(
        QCoreApplication.translate("Accessible", "knights: {0}").format(knights)
        if knights
        else QCoreApplication.translate("Accessible", "no knights")
    )
    if region.has_emperor:
        parts.append(QCoreApplication.translate("Accessible", "the emperor is here"))
    if region.steps:
        if len(region.steps) == 1:  # "1 step(s)" was read aloud as written
            parts.append(
                QCoreApplication.translate(
                    "Accessible", "the emperor stops here after %n step(s)", None, region.steps[0]
                )
            )
        else:
            steps = ", ".join(str(s) for s in region.steps)
            parts.append(
                QCoreApplication.translate("Accessible", "the emperor stops here after {0} steps").format(steps)
            )
        parts.append(QCoreApplication.translate("Accessible", "then: {0}").format(outcome_text(view, names, region)))
    return ", ".join(parts)


def describe(item: QGraphicsItem, view: GameView | None, names: list[str]) -> str:
    """The words a screen reader says for ``item`` (its tooltip for a choice, a sentence for a region); empty for
    an item a player does not read."""
    if isinstance(item, RegionItem):
        return region_words(view, names, item.region) if view is not None else ""
    if isinstance(item, EmperorItem):
        if view is None:
            return QCoreApplication.translate("Accessible", "The emperor")
        where = view.regions[view.emperor]
        return QCoreApplication.translate("Accessible", "The emperor, in {0}").format(
            region_name(where.provinces, board_tr)
        )
    if isinstance(item, CourtItem):
        return plain(item.toolTip()) or QCoreApplication.translate("Accessible", "Court of {0}").format(
            seat_name(names, item.seat)
        )
    if isinstance(item, ReserveToken):
        words = plain(item.toolTip()) or QCoreApplication.translate("Accessible", "{0} knights in reserve: {1}").format(
            colour_word(item.colour), item.count
        )
        if item.selected_colour:  # what the glow shows: the next knight placed is of this colour
            words = sentences(
                [words, QCoreApplication.translate("Accessible", "Picked up: the arrow keys go to where it may go")]
            )
        return words
    if isinstance(item, (DiscItem, CrownChoice)):
        words = item.toolTip().split("\n")[0]
        if not item.offered:
            words += " — " + QCoreApplication.translate("Accessible", "not available")
        return words
    label = getattr(item, "label", "")
    tip = plain(item.toolTip())
    return " ".join(part for part in (label, tip) if part)


def announce(widget: QWidget, text: str) -> None:
    """Have a screen reader say ``text`` about ``widget``: through the focused widget's ``FocusNews`` when it has
    one (the board), else as an announcement (polite: it waits for what is being read); nothing when no assistive
    technology listens."""
    if not text or not QAccessible.isActive():
        return
    news = getattr(QApplication.focusWidget(), "news", None)
    if isinstance(news, FocusNews):
        news.hear(text, closing=bool(getattr(widget, "closes_news", False)))
        return
    QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(widget, text))


class FocusNews(QObject):
    """What happens, said as the focused widget's accessible description: the news of one turn of the event loop
    (the log's line and the status line, say) become one description, since a screen reader's next message cuts
    the one it is speaking; a widget's news marked ``closing`` (the status line: whose turn it is now) comes after
    the others. The widget's own description (``rest``) comes back when the focus returns."""

    def __init__(self, widget: QWidget, rest: Callable[[], str]) -> None:
        super().__init__(widget)
        self.widget = widget
        self.rest = rest
        self.pending: list[tuple[bool, str]] = []

    def hear(self, text: str, closing: bool = False) -> None:
        if not self.pending:
            QTimer.singleShot(0, self, self.flush)
        if (closing, text) not in self.pending:
            self.pending.append((closing, text))

    def flush(self) -> None:
        if self.pending:
            told = sentences(text for _closing, text in sorted(self.pending, key=lambda news: news[0]))
            self.widget.setAccessibleDescription(told)  # a screen reader reads the change
            self.pending = []

    def rest_again(self) -> None:
        if self.widget.accessibleDescription() != self.rest():
            self.widget.setAccessibleDescription(self.rest())
