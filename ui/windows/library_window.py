"""The game library window: every kept game in a list with search and filters, and the player's statistics.

The list and the figures are the engine's (``carolus.engine.library``,
``carolus.engine.stats``); this window only words them. A game opens in the
replay viewer (where "Play on from here" starts a new game from any
position), an unfinished one can be resumed, and a game is deleted only after
a question. Files that are not readable games are listed as such, with the
reason, and left alone.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QAction, QColor, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QComboBox,
    QDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from carolus.engine.ai import LADDER, LEGACY_NAMES
from carolus.engine.errors import CarolusError
from carolus.engine.library import GameEntry, Library, Unreadable
from carolus.engine.record import Record
from carolus.engine.stats import BLOCK, PEOPLE, STANDARD, Statistics, Tally, statistics

from .. import persistence
from ..words.error_words import error_text
from ..words.luck_words import points
from ..workers.luck_worker import LibraryLuckRunnable, weigh_library
from .new_game_dialog import level_name
from .trend_chart import TrendChart
from .variant_choice import variant_title

if TYPE_CHECKING:
    from .main_window import MainWindow

Entry = GameEntry | Unreadable
RESULTS = ("won", "lost", "draw", "unfinished", "others", "unreadable")
"""The result filter's choices besides "all"."""


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """lupdate files a module's ``tr()`` under the empty context, as it does ``error_words``'s."""
    return QCoreApplication.translate("", text, disambiguation, n)


def players_text(entry: GameEntry) -> str:
    """``Ann, Bot (expert), Cleo (LAN)``: each seat's name, and what plays it unless a person here."""
    parts = []
    for name, kind in zip(entry.names, entry.seats):
        if kind == "human":
            parts.append(name)
        elif kind == "remote":
            parts.append(tr("{name} (LAN)").format(name=name))
        else:
            parts.append(tr("{name} ({level})").format(name=name, level=level_name(LEGACY_NAMES.get(kind, kind))))
    return ", ".join(parts)


def variants_text(variants: Sequence[str]) -> str:
    return ", ".join(variant_title(v) for v in variants) if variants else tr("Standard rules")


def end_text(end: str | None) -> str:
    return {
        "all-castles": tr("all castles built"),
        "regions": tr("fewer than 4 regions"),
        "stalled": tr("no knight left to play"),
        "round-100": tr("round 100 over"),
    }.get(end or "", "")


def result_text(entry: GameEntry) -> str:
    """The result for the person here (``Won: all castles built``), or who won a game that is not theirs alone."""
    result = entry.your_result
    if not entry.over:
        return tr("Unfinished, round {0}").format(entry.rounds)
    how = end_text(entry.end)
    if result == "won":
        head = tr("Won")
    elif result == "lost":
        head = tr("Lost")
    elif entry.draw:
        head = tr("Draw")
    else:
        winners = [
            n for s, n in enumerate(entry.names) if entry.winner is not None and entry.side_of(s) == entry.winner
        ]
        head = tr("{names} won").format(names=" & ".join(winners))
    return tr("{result}: {how}").format(result=head, how=how) if how else head


def length_text(entry: GameEntry) -> str:
    return tr("%n round(s)", None, entry.rounds) + ", " + tr("%n action(s)", None, entry.actions)


def result_kind(entry: Entry) -> str:
    if isinstance(entry, Unreadable):
        return "unreadable"
    return entry.your_result if entry.your_result in ("won", "lost", "draw", "unfinished") else "others"


def opponent_kinds(entry: GameEntry) -> set[str]:
    return {PEOPLE if k in ("human", "remote") else LEGACY_NAMES.get(k, k) for k in entry.seats}


class GamesTab(QWidget):
    """The list, its search and filters, and what can be done with the game chosen."""

    deleted = Signal()
    """A file went (or could not go): the list is to be read again."""

    def __init__(
        self,
        library: Library,
        replay: Callable[[Record], object],
        resume: Callable[[Record], object],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.library = library
        self.replay = replay
        self.resume = resume
        self.entries: list[Entry] = []
        self.shown: list[Entry] = []
        self.last_error = ""

        self.search = QLineEdit()
        self.search.setPlaceholderText(tr("Search names, levels, rules…"))
        self.search.setClearButtonEnabled(True)
        self.players = QComboBox()
        self.players.addItem(tr("All player counts"), 0)
        for n in (2, 3, 4):
            self.players.addItem(tr("{0} players").format(n), n)
        self.result = QComboBox()
        self.result.addItem(tr("All results"), "")
        for kind, text in zip(
            RESULTS,
            (tr("Won"), tr("Lost"), tr("Draw"), tr("Unfinished"), tr("Not yours alone"), tr("Unreadable")),
        ):
            self.result.addItem(text, kind)
        self.level = QComboBox()
        self.level.addItem(tr("All opponents"), "")
        for level in LADDER:
            self.level.addItem(tr("Against {level}").format(level=level_name(level)), level)
        self.level.addItem(tr("Against people"), PEOPLE)
        filters = QHBoxLayout()
        filters.addWidget(self.search, 1)
        for box in (self.players, self.result, self.level):
            filters.addWidget(box)
            box.currentIndexChanged.connect(self.apply_filters)
        self.search.textChanged.connect(self.apply_filters)

        self.table = QTableWidget(0, 5)
        self.table.setHorizontalHeaderLabels([tr("Date"), tr("Players"), tr("Rules"), tr("Result"), tr("Length")])
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setTabKeyNavigation(False)  # Tab leaves the list for the buttons; the arrows move in it
        self.table.verticalHeader().hide()
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        for col in (1, 3):  # players and result share what is left; a long text is elided (its tooltip is whole)
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Stretch)
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self.table.cellDoubleClicked.connect(lambda _row, _col: self.replay_chosen())

        self.count = QLabel()
        self.replay_button = QPushButton(tr("Replay"))
        self.replay_button.setToolTip(tr("Watch the game move by move; Play on from here starts a new game from it."))
        self.resume_button = QPushButton(tr("Resume"))
        self.resume_button.setToolTip(tr("Go on with this unfinished game where it was left."))
        self.delete_button = QPushButton(tr("Delete…"))
        self.replay_button.clicked.connect(self.replay_chosen)
        self.resume_button.clicked.connect(self.resume_chosen)
        self.delete_button.clicked.connect(self.ask_delete)
        delete_key = QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), self.table)
        delete_key.setContext(Qt.ShortcutContext.WidgetShortcut)  # on the list only: the search field keeps its Del
        delete_key.activated.connect(self.ask_delete)
        key = delete_key.key().toString(QKeySequence.SequenceFormat.NativeText)
        self.delete_button.setToolTip(f"{self.delete_button.text().rstrip('…')} ({key})")
        buttons = QHBoxLayout()
        buttons.addWidget(self.count, 1)
        for button in (self.replay_button, self.resume_button, self.delete_button):
            buttons.addWidget(button)

        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)

    # -- the list ---------------------------------------------------------------------

    def set_entries(self, entries: Sequence[Entry]) -> None:
        self.entries = list(entries)
        self.apply_filters()

    def matches(self, entry: Entry) -> bool:
        players = self.players.currentData()
        result = self.result.currentData()
        level = self.level.currentData()
        if result and result_kind(entry) != result:
            return False
        if isinstance(entry, Unreadable):
            return not players and not level and self._found(entry.file, entry.reason)
        if players and entry.players != players:
            return False
        if level and level not in opponent_kinds(entry):
            return False
        return self._found(players_text(entry), variants_text(entry.variants), result_text(entry), entry.file)

    def _found(self, *texts: str) -> bool:
        words = self.search.text().casefold().split()
        haystack = " ".join(texts).casefold()
        return all(word in haystack for word in words)

    def apply_filters(self) -> None:
        self.shown = [e for e in self.entries if self.matches(e)]
        self.table.setRowCount(len(self.shown))
        for row, entry in enumerate(self.shown):
            if isinstance(entry, Unreadable):
                reason = error_text(entry.error) if entry.error is not None else entry.reason
                cells = [
                    persistence.local_date(entry.date),
                    entry.file,
                    "",
                    tr("Unreadable: {reason}").format(reason=reason),
                    "",
                ]
            else:
                cells = [
                    persistence.local_date(entry.date),
                    players_text(entry),
                    variants_text(entry.variants),
                    result_text(entry),
                    length_text(entry),
                ]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                if isinstance(entry, Unreadable):
                    item.setForeground(QColor("#9a3020"))
                self.table.setItem(row, col, item)
        games = sum(isinstance(e, GameEntry) for e in self.entries)
        shown = sum(isinstance(e, GameEntry) for e in self.shown)
        text = tr("Showing {shown} of {games} games.").format(shown=shown, games=games)
        unreadable = len(self.entries) - games
        if unreadable:
            text += " " + tr("%n file(s) in the folder cannot be read; they are left as they are.", None, unreadable)
        self.count.setText(text)
        self._update_buttons()

    def chosen(self) -> Entry | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows or rows[0].row() >= len(self.shown):
            return None
        return self.shown[rows[0].row()]

    def choose(self, file: str) -> bool:
        """Select the row of ``file`` (tests, and keeping the choice across a refresh)."""
        for row, entry in enumerate(self.shown):
            if entry.file == file:
                self.table.selectRow(row)
                return True
        return False

    def _update_buttons(self) -> None:
        entry = self.chosen()
        game = isinstance(entry, GameEntry)
        self.replay_button.setEnabled(game)
        self.resume_button.setEnabled(isinstance(entry, GameEntry) and not entry.over)
        self.delete_button.setEnabled(entry is not None)

    # -- what can be done ---------------------------------------------------------------

    def _record(self, entry: GameEntry) -> Record | None:
        try:
            return self.library.load(entry.file)
        except CarolusError as exc:
            self.last_error = tr("Cannot open this game: {reason}").format(reason=error_text(exc))
            QMessageBox.warning(self, tr("Game library"), self.last_error)
            return None

    def replay_chosen(self) -> None:
        entry = self.chosen()
        if isinstance(entry, GameEntry) and (record := self._record(entry)) is not None:
            self.replay(record)

    def resume_chosen(self) -> None:
        entry = self.chosen()
        if isinstance(entry, GameEntry) and not entry.over and (record := self._record(entry)) is not None:
            self.resume(record)

    def ask_delete(self) -> QMessageBox | None:
        """The question first; the file goes only on Yes."""
        entry = self.chosen()
        if entry is None:
            return None
        yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
        box = QMessageBox(
            QMessageBox.Icon.Question,
            tr("Delete game"),
            tr("Delete this game? It cannot be undone."),
            yes | no,
            self,
        )
        box.setObjectName("delete-game")
        box.button(yes).setText(tr("Delete"))
        box.button(no).setText(tr("Keep it"))
        box.setDefaultButton(no)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.buttonClicked.connect(lambda button: self._delete(entry) if box.standardButton(button) == yes else None)
        box.open()
        return box

    def _delete(self, entry: Entry) -> None:
        try:
            self.library.delete(entry.file)
        except (OSError, CarolusError) as exc:
            self.last_error = tr("Could not delete the game: {reason}").format(reason=getattr(exc, "strerror", exc))
            QMessageBox.warning(self, tr("Game library"), self.last_error)
        self.deleted.emit()


def _rate(t: Tally) -> str:
    return f"{round(100 * t.win_rate)} %" if t.win_rate is not None else "–"


class StatsTab(QScrollArea):
    """The person's record in figures and one plot."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.rating = QLabel()
        self.rating.setWordWrap(True)
        self.rating.setToolTip(
            tr(
                "Estimated by maximum likelihood from your results against the computer levels, whose Elo is "
                "held fixed; the range is the 95 % interval."
            )
        )
        self.luck_label = QLabel()
        self.luck_label.setWordWrap(True)
        self.luck_label.setToolTip(
            tr(
                "What the dice gave your side's winning chance beyond the average of all their faces, summed over "
                "your finished games, in points (the computer's estimate): below zero the dice favoured your "
                "opponents, above zero you."
            )
        )
        self.trend = TrendChart()
        self.tables: dict[str, QTableWidget] = {}
        self.footnote = QLabel()
        self.footnote.setWordWrap(True)

        body = QWidget()
        layout = QVBoxLayout(body)
        layout.addWidget(self.summary)
        layout.addWidget(self.rating)
        layout.addWidget(self.luck_label)
        trend_box = QGroupBox(tr("Games won, {0} games at a time").format(BLOCK))
        QVBoxLayout(trend_box).addWidget(self.trend)
        grid = QGridLayout()
        grid.addWidget(trend_box, 0, 0)
        titles = {
            "figures": tr("Per game"),
            "level": tr("By opponent"),
            "players": tr("By number of players"),
            "variant": tr("By rules"),
            "month": tr("By month"),
        }
        for i, (key, title) in enumerate(titles.items()):
            box = QGroupBox(title)
            table = QTableWidget(0, 5 if key != "figures" else 2)
            table.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
            table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            table.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
            table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
            table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
            table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
            table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
            if key == "figures":
                table.setHorizontalHeaderLabels([tr("Average"), tr("In all")])
            else:
                table.setHorizontalHeaderLabels(
                    [tr("Games"), tr("Won", "games won"), tr("Drawn"), tr("Lost", "games lost"), tr("Won %")]
                )
            inside = QVBoxLayout(box)
            inside.addWidget(table)
            inside.addStretch(1)
            self.tables[key] = table
            grid.addWidget(box, (i + 1) // 2, (i + 1) % 2)
        layout.addLayout(grid)
        layout.addWidget(self.footnote)
        layout.addStretch(1)
        self.setWidget(body)

    def show_statistics(self, stats: Statistics, weighing: int = 0) -> None:
        """``weighing``: games whose luck is being weighed in the background (their luck is not in yet)."""
        t = stats.total
        if t.games:
            self.summary.setText(
                tr("Your finished games: {games}. Won {won}, drawn {drawn}, lost {lost}: {rate} won.").format(
                    games=t.games, won=t.won, drawn=t.drawn, lost=t.lost, rate=_rate(t)
                )
            )
        else:
            self.summary.setText(tr("No finished game of yours yet: the statistics begin with your first."))
        r = stats.rating
        if r is not None:
            self.rating.setText(
                tr(
                    "Your rating: about {elo} Elo (95 %: {low} to {high}), on the scale of the computer levels, from "
                    "%n game(s) against them.",
                    None,
                    r.games,
                ).format(elo=round(r.elo), low=round(r.low), high=round(r.high))
            )
        else:
            self.rating.setText(tr("No rating yet: it needs a finished game against a computer level."))
        luck = ""
        if stats.luck is not None and stats.luck_games:
            luck = tr(
                "Luck of the dice: {points} points of winning chance for you over %n game(s), {per} a game.",
                None,
                stats.luck_games,
            ).format(points=points(stats.luck), per=points(stats.luck / stats.luck_games))
        elif t.games and not weighing:
            luck = tr("Luck of the dice: not weighed yet.")
        if weighing:
            luck = (luck + " " if luck else "") + tr("Weighing the dice of %n game(s)…", None, weighing)
        self.luck_label.setText(luck)
        rates = [b.win_rate for b in stats.by_block if b.win_rate is not None]
        labels, first = [], 1
        for b in stats.by_block:
            labels.append(f"{first}–{first + b.games - 1}")
            first += b.games
        self.trend.set_points(rates, labels, tr("The trend appears with your first finished game."))
        self._fill("level", {self._level(k): v for k, v in stats.by_level.items()})
        self._fill("players", {tr("{0} players").format(k): v for k, v in stats.by_players.items()})
        self._fill(
            "variant",
            {(tr("Standard rules") if k == STANDARD else variant_title(k)): v for k, v in stats.by_variant.items()},
        )
        self._fill("month", dict(reversed(stats.by_month.items())))
        f = stats.figures
        per = f.per_game()
        rows = [
            (tr("Castles built"), "built"),
            (tr("Castles taken"), "taken"),
            (tr("Castles lost"), "lost"),
            (tr("Regions merged"), "merged"),
            (tr("Knights placed at court"), "to_court"),
            (tr("Knights placed in regions"), "to_regions"),
            (tr("Colours won at court"), "control_gained"),
            (tr("Colours lost at court"), "control_lost"),
            (tr("Colour control changed hands"), "control_changes"),
        ]
        table = self.tables["figures"]
        table.setRowCount(len(rows) if f.games else 0)
        if f.games:
            table.setVerticalHeaderLabels([label for label, _ in rows])
            for row, (_label, key) in enumerate(rows):
                table.setItem(row, 0, _number(f"{per[key]:.1f}"))
                table.setItem(row, 1, _number(str(getattr(f, key))))
        notes = []
        if stats.unfinished:
            notes.append(tr("%n unfinished game(s)", None, stats.unfinished))
        if stats.not_counted:
            notes.append(
                tr("%n game(s) not yours alone (people against each other, or computers only)", None, stats.not_counted)
            )
        if stats.unreadable:
            notes.append(tr("%n unreadable file(s)", None, stats.unreadable))
        self.footnote.setText(tr("Not counted: {0}.").format(", ".join(notes)) if notes else "")

    @staticmethod
    def _level(key: str) -> str:
        return tr("people") if key == PEOPLE else level_name(key)

    def _fill(self, key: str, rows: dict[str, Tally]) -> None:
        table = self.tables[key]
        table.setRowCount(len(rows))
        table.setVerticalHeaderLabels(list(rows))
        for row, tally in enumerate(rows.values()):
            for col, text in enumerate(
                (str(tally.games), str(tally.won), str(tally.drawn), str(tally.lost), _rate(tally))
            ):
                table.setItem(row, col, _number(text))


def _number(text: str) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


class LibraryWindow(QDialog):
    """Games and Statistics, on two tabs; read again from the folder whenever it is shown or a game goes."""

    def __init__(
        self,
        library: Library,
        replay: Callable[[Record], object],
        resume: Callable[[Record], object],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Game library"))
        self.library = library
        self.weighing: LibraryLuckRunnable | None = None
        self.weighed: set[str] = set()
        """Files whose luck this window has had weighed (or tried to)."""
        self.games = GamesTab(library, replay, lambda record: (self.close(), resume(record)))
        self.stats = StatsTab()
        self.games.deleted.connect(self.refresh)
        self.tabs = QTabWidget()
        self.tabs.addTab(self.games, tr("Games"))
        self.tabs.addTab(self.stats, tr("Statistics"))
        close = QPushButton(tr("Close"))
        close.clicked.connect(self.close)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs, 1)
        layout.addLayout(row)
        self.resize(1000, 640)
        self.games.search.setFocus()  # the keys start where a game is found: type, or Tab on to the filters
        self.refresh()

    def refresh(self) -> None:
        entries = self.library.entries()
        chosen = self.games.chosen()
        self.games.set_entries(entries)
        if chosen is not None:
            self.games.choose(chosen.file)
        missing = [e for e in Library.luck_missing(entries) if e.file not in self.weighed]
        if missing and self.weighing is None:  # a second or so a game, once: the index keeps it
            self.weighed.update(e.file for e in missing)  # one that cannot be weighed is not tried again and again
            self.weighing = weigh_library(self.library, missing, self._weighed)
        self.stats.show_statistics(statistics(entries), len(missing) if self.weighing is not None else 0)

    def _weighed(self, _count: int) -> None:
        self.weighing = None
        self.refresh()


def open_library(window: MainWindow) -> LibraryWindow:
    """The library of the player's data folder over ``window`` (a ``MainWindow``): its replays open in the window's
    viewer, a resumed game replaces the window's game once every leave guard agrees."""
    dialog = LibraryWindow(
        persistence.game_library_here(),
        replay=lambda record: window.show_replay(record),
        resume=lambda record: window.confirm_leave(lambda: window.load_game(record)),
        parent=window,
    )
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    window.library_window = dialog
    dialog.show()
    return dialog


def install_library_menu(window: MainWindow) -> QAction:
    """Game → Game library…, after the replay commands."""
    action = QAction(QCoreApplication.translate("LibraryWindow", "Game &library…"), window)
    action.triggered.connect(lambda _checked=False: open_library(window))
    menu = window.game_menu
    anchor = next((a for a in menu.actions() if a.isSeparator()), None)
    menu.insertAction(anchor, action)  # type: ignore[arg-type]  # None (no separator): at the end
    window.library_action = action
    return action
