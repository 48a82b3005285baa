"""The rules in brief, inside the game (the essentials of docs/rules.md)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

RULES_HTML = QT_TRANSLATE_NOOP(
    "RulesDialog",
    """
<h2>Carolus Magnus in brief</h2>
<p>Fifteen provinces form a ring; the emperor walks it clockwise. Win by putting
<b>all your castles</b> on the board (10 each with 2 players, 8 each with 3, 10 per
team with 4), or hold the <b>most castles</b> when fewer than 4 regions remain.</p>
<h3>A round</h3>
<ol>
<li><b>Discs.</b> Each player picks an unused disc 1&ndash;5, one not already picked this
round if possible. Low discs act first; the value is how far the emperor may walk.
After five rounds everyone takes the discs back.</li>
<li><b>Place knights.</b> On your turn place 3 knights (4 with 3 players) from your
reserve, one at a time: into your <b>court</b> or onto any <b>region</b>. Having strictly
more knights of a colour in your court than everyone else gives you <b>control</b> of
that colour.</li>
<li><b>Move the emperor</b> clockwise, at least 1 region and at most your disc's value
(a merged region counts as one step). In the region where he stops, each side's
<b>strength</b> is its knights of the colours it controls plus its castles there. The
strictly strongest side builds a castle in an empty region, or <b>takes over</b> another
side's castles, replacing them all with its own. Neighbouring regions with castles of
the same side <b>merge</b> into one.</li>
<li><b>Refill.</b> Roll one die per knight placed and take those colours into your reserve;
a <b>crown</b> is a colour of your choice.</li>
</ol>
<h3>Four players</h3>
<p>Two teams: seats 1 and 3 against seats 2 and 4. Each player controls colours alone,
but in a region the partners' controlled knights and castles count together.</p>
<h3>Playing here</h3>
<ul>
<li>Click a disc (or press its number, 1&ndash;5) to choose it.</li>
<li>Click one of your reserve knights, then a region or your court (or drag it there).
Placements can be undone (Ctrl+Z) until the emperor moves.</li>
<li>Click a highlighted region to walk the emperor there. Hover a region to see what would happen.</li>
<li>At a crown, click the colour you want.</li>
<li>The status line always says who must do what; the log tells what happened.</li>
<li><b>Hint</b> (H) shows what the strong computer would do, on the board too.</li>
</ul>
""",
)


class RulesDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules"))
        layout = QVBoxLayout(self)
        self.text = QTextBrowser()
        self.text.setHtml(QCoreApplication.translate("RulesDialog", RULES_HTML))
        layout.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(620, 620)
