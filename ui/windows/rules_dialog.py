"""The rules help: the whole game in our own words (docs/rules.md is the full account), a topic list beside it,
small pictures painted from the board's own drawings, and a page per optional rule that the New game dialog
opens directly (``RulesDialog(parent, topic="variant-piles")``)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, QUrl
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..variants import board_ready, window_variant
from .rules_pictures import picture, picture_names
from .variant_choice import variant_line, variant_title

PICTURE_SCHEME = "carolus-picture"

_GAME_TOPICS: tuple[tuple[str, str, str], ...] = (
    (
        "brief",
        str(QT_TRANSLATE_NOOP("RulesDialog", "The game in brief")),
        str(
            QT_TRANSLATE_NOOP(
                "RulesDialog",
                """<p>Fifteen provinces form a ring; the emperor walks it clockwise. Each turn you put knights into
your <b>court</b> or onto the board, then move the emperor: where he stops, the strongest side builds a
castle or takes the castles there. Win by putting <b>all your castles</b> on the board (10 each with 2 players,
8 each with 3, 10 per team with 4), or hold the <b>most castles</b> when fewer than 4 regions remain.</p>""",
            )
        ),
    ),
    (
        "setup",
        str(QT_TRANSLATE_NOOP("RulesDialog", "Setup")),
        str(
            QT_TRANSLATE_NOOP(
                "RulesDialog",
                """<p>Each province starts with one knight: three of each colour, shuffled. The emperor starts on a
random province and a random player begins. Everyone then rolls dice for a starting <b>reserve</b> (7 knights,
9 with 3 players) and takes one knight of each colour rolled. A <b>crown</b> on a die means a knight of any
colour you like: this is why your first prompt may ask you to take a knight of any colour. The start player
names all their crowns first, then the next players in turn.</p>
<p>Courts start empty, nobody controls a colour, no castle stands on the board and everyone holds the five
discs 1 to 5.</p>""",
            )
        ),
    ),
    (
        "round",
        str(QT_TRANSLATE_NOOP("RulesDialog", "A round: the discs")),
        str(
            QT_TRANSLATE_NOOP(
                "RulesDialog",
                """<p>Every round each player first chooses one of their unused discs, 1 to 5. A value someone has
already chosen this round is not allowed, unless all your remaining discs were chosen already. The discs
decide two things: <b>who acts first</b> (the lowest disc) and <b>how far</b> that player may move the
emperor.</p>
<p><b>Equal discs:</b> when two players show the same value, the one who chose first acts first. After five
rounds every disc has been used once and everyone takes all five back. From round 2 on, players choose in the
order they acted in the round before.</p>""",
            )
        ),
    ),
    (
        "place",
        str(QT_TRANSLATE_NOOP("RulesDialog", "Placing knights and control")),
        str(
            QT_TRANSLATE_NOOP(
                "RulesDialog",
                """<p>On your turn place 3 knights from your reserve (4 with 3 players; fewer if you have fewer), one
at a time, each into your own <b>court</b> or onto any <b>region</b>, in any mix. A placed knight never
moves again.</p>
<p>A knight at court fights for <b>control</b> of its colour: whoever has strictly more knights of a colour at
court than every other player controls that colour (a crown over the court colour shows it).</p>
<p>[control]</p>
<p><b>Ties:</b> an equal number never takes control away. Control stays where it was, with its player or
with nobody.</p>
<p>[control-tie]</p>""",
            )
        ),
    ),
    (
        "emperor",
        str(QT_TRANSLATE_NOOP("RulesDialog", "The emperor, castles and merging")),
        str(
            QT_TRANSLATE_NOOP(
                "RulesDialog",
                """<p>After placing, move the emperor clockwise at least 1 and at most as many regions as your disc
shows; a merged region is one step. In the region where he stops each side counts its <b>strength</b>: its
knights there of the colours it controls, plus its castles there. Knights of a colour nobody controls count
for nobody.</p>
<ul>
<li>If one side is strictly the strongest and the region is empty, it <b>builds</b> a castle there.</li>
<li>If another side's castles stand there, the strongest side <b>takes over</b>: all of them go back to their
owner and are replaced by as many of its own.</li>
<li>A <b>tie</b> for the lead, or strength 0 everywhere, and nothing happens. Nothing happens either when the
strongest side already owns the castles there.</li>
</ul>
<p>[takeover]</p>
<p>After castles went in, a neighbouring region with castles of the same side <b>merges</b> with it: one larger
region, one step for the emperor. Regions only ever grow and get fewer.</p>""",
            )
        ),
    ),
    (
        "refill",
        str(QT_TRANSLATE_NOOP("RulesDialog", "Refilling and crowns")),
        str(
            QT_TRANSLATE_NOOP(
                "RulesDialog",
                """<p>At the end of your turn roll one die for each knight you placed and take a knight of each colour
rolled into your reserve. A <b>crown</b> gives a knight of the colour you name, from those still in the
supply.</p>
<p>[crown]</p>
<p>If a colour has run out, every player gives one knight of it back from their court if all of them have one
(control does not change); otherwise the die counts as a crown for a colour still there.</p>""",
            )
        ),
    ),
    (
        "end",
        str(QT_TRANSLATE_NOOP("RulesDialog", "The end and ties")),
        str(
            QT_TRANSLATE_NOOP(
                "RulesDialog",
                """<p>The game ends at once, in the middle of a turn, when:</p>
<ul>
<li>a side has put <b>all its castles</b> on the board: it wins (also when a takeover needs more castles than
it has left: it puts in the rest and wins);</li>
<li>fewer than <b>4 regions</b> are left: the side with the most castles on the board wins.</li>
</ul>
<p><b>Ties:</b> if two sides share the most castles, the game is a <b>draw</b>. A game in which no knight can
come into play any more, or that reaches round 100, ends after that round, decided the same way.</p>""",
            )
        ),
    ),
    (
        "teams",
        str(QT_TRANSLATE_NOOP("RulesDialog", "Four players: two teams")),
        str(
            QT_TRANSLATE_NOOP(
                "RulesDialog",
                """<p>With four players, seats 1 and 3 play against seats 2 and 4. Partners sit apart and take their
own turns with their own reserve, court and discs, and each controls colours alone (to take a colour from
your partner you need more of it at court). What partners share:</p>
<ul>
<li>the <b>castles</b>: 10 for the team, built and counted together;</li>
<li><b>strength</b>: in a region, the knights of the colours either partner controls count for the team.</li>
</ul>
<p>[teams]</p>
<p>The team that puts all 10 castles on the board wins; the race on the board counts per team.</p>""",
            )
        ),
    ),
    (
        "variants",
        str(QT_TRANSLATE_NOOP("RulesDialog", "Optional rules")),
        str(
            QT_TRANSLATE_NOOP(
                "RulesDialog",
                """<p>Five optional rules can be switched on in the New game dialog; the standard game has none, and the
board names those in play. Each changes only what its page says. Free draw goes with no other rule; open
piles go only with kept jokers; kept jokers, colour change and early roll combine freely.</p>""",
            )
        ),
    ),
)
"""The standard game's topics, then the optional rules' overview (each rule's page is its window hook's)."""

_LAST_TOPICS: tuple[tuple[str, str, str], ...] = (
    (
        "here",
        str(QT_TRANSLATE_NOOP("RulesDialog", "Playing here")),
        str(
            QT_TRANSLATE_NOOP(
                "RulesDialog",
                """<ul>
<li>Click a disc (or press its number, 1&ndash;5) to choose it.</li>
<li>Click one of your reserve knights, then a region or your court (or drag it there).
Placements can be undone (Ctrl+Z) until the emperor moves.</li>
<li>Click a highlighted region to walk the emperor there. Hover a region to see what would happen.</li>
<li>At a crown, click the colour you want.</li>
<li>The status line always says who must do what; the log tells what happened.</li>
<li><b>Hint</b> (H) shows what the strong computer would do, on the board too.</li>
</ul>""",
            )
        ),
    ),
)
"""Playing at this screen, after the optional rules' pages."""


def topics() -> tuple[tuple[str, str, str], ...]:
    """(anchor, title, text) of each topic, in reading order, a page each: a variant's page is its window hook's
    ``help_page`` and its title its name in the New game dialog. ``[name]`` in a text stands for the picture of
    that name (``carolus.ui.windows.rules_pictures``)."""
    pages = [window_variant(name) for name in board_ready()]
    own = tuple((variant_topic(hook.name), "", hook.help_page) for hook in pages if hook.help_page)
    return _GAME_TOPICS + own + _LAST_TOPICS


def topic_title(anchor: str, title: str) -> str:
    if anchor.startswith("variant-"):
        return QCoreApplication.translate("RulesDialog", "Optional rule: {0}").format(
            variant_title(anchor.removeprefix("variant-"))
        )
    return QCoreApplication.translate("RulesDialog", title)


def topic_html(anchor: str) -> str:
    """One topic's page: its heading, a variant's one-line summary, the text with its pictures."""
    title, text = next((t, x) for a, t, x in topics() if a == anchor)
    body = QCoreApplication.translate("RulesDialog", text)
    for name in picture_names():
        body = body.replace(f"<p>[{name}]</p>", f'<p><img src="{PICTURE_SCHEME}:{name}"></p>')
    if anchor.startswith("variant-"):
        body = f"<p><i>{variant_line(anchor.removeprefix('variant-'))}</i></p>{body}"
    return f"<h2>{topic_title(anchor, title)}</h2>{body}"


def variant_topic(name: str) -> str:
    """The anchor of an optional rule's page."""
    return f"variant-{name}"


TOPICS = topics()
"""The topics of the built-in rules (``topics()`` adds a registered variant's page)."""


FOCUS_FRAME = (
    "HelpText { border: 1px solid palette(mid); padding: 1px; }"
    " HelpText:focus { border: 2px solid palette(highlight); padding: 0px; }"
)
"""The page's frame: a highlighted edge while the keys scroll it (the style drew no focus on a read-only page)."""


class HelpText(QTextBrowser):
    """The page: its pictures are painted when the page asks for them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setStyleSheet(FOCUS_FRAME)

    def loadResource(self, kind: int, url: QUrl | str) -> object:
        url = QUrl(url)
        if kind == QTextDocument.ResourceType.ImageResource.value and url.scheme() == PICTURE_SCHEME:
            name = url.path()
            if name in picture_names():
                return picture(name, self.devicePixelRatioF() or 1.0)
        return super().loadResource(kind, url)


class RulesDialog(QDialog):
    """The help; ``topic`` (an anchor of TOPICS) is the page it opens at."""

    def __init__(self, parent: QWidget | None = None, topic: str = "brief") -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules"))
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        self.topics = QListWidget()
        for anchor, title, _ in topics():
            item = QListWidgetItem(topic_title(anchor, title))
            item.setData(Qt.ItemDataRole.UserRole, anchor)
            self.topics.addItem(item)
        self.topics.setMaximumWidth(250)
        self.topics.setWordWrap(True)
        self.text = HelpText()
        row.addWidget(self.topics)
        row.addWidget(self.text, 1)
        layout.addLayout(row, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.topics.currentItemChanged.connect(
            lambda item, _old: self.show_topic(item.data(Qt.ItemDataRole.UserRole)) if item else None
        )
        self.resize(860, 620)
        self.show_topic(topic)

    def topic_anchors(self) -> list[str]:
        return [anchor for anchor, _, _ in topics()]

    def show_topic(self, anchor: str) -> None:
        """Show ``anchor``'s page and mark it in the list (an unknown topic: the first)."""
        if anchor not in self.topic_anchors():
            anchor = "brief"
        row = self.topic_anchors().index(anchor)
        if self.topics.currentRow() != row:
            self.topics.blockSignals(True)
            self.topics.setCurrentRow(row)
            self.topics.blockSignals(False)
        self.current = anchor
        self.text.setHtml(topic_html(anchor))


def variant_anchors() -> list[str]:
    return [anchor for anchor, _, _ in topics() if anchor.startswith("variant-")]
