"""The game library: every finished game, and every unfinished one until resumed or discarded, as record files.

The library is the folder ``games/`` of the user data folder, one record
per game (docs/record-format.md, JSON), each written atomically (a temporary
file, fsync, rename) so a crash leaves the old file whole. A record names
its library entry in its own key ``library`` (``{"id": ..., "kept": ...}``,
docs/record-format.md §9), so a game kept unfinished and resumed later
replaces its own entry when it is kept again, while a game played on from
an earlier position of a kept game never overwrites it: a file is only ever
replaced by a later state of the same game (the same start, its actions
continued).

``index.json`` caches each file's summary (keyed by name, size and
modification time) so opening a large library does not replay every game;
it is only a cache: missing, stale or unreadable, it is rebuilt from the
files. A file that is not a readable game record (broken, foreign, too
large) is listed as ``Unreadable`` with its reason; nothing in the folder is
ever deleted except by ``delete`` (the player's request) and, past
``MAX_GAMES``, the oldest games (``KeepReport.removed`` says which, so the
window can say so).

The engine imports no Qt: the caller passes the folder, or ``data_dir()``
finds the same folder the window uses ($CAROLUS_DATA_DIR, else the
platform's user data folder).
"""

from __future__ import annotations

import contextlib
import datetime as _dt
import hashlib
import json
import os
import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import platformdirs

from .ai import LEVELS
from .errors import CarolusError, RecordError
from .figures import GameFigures, game_figures
from .match import Match
from .record import Record, atomic_write, load
from .rules import Rules

APP_DIR_NAME = "carolus-qt"
DATA_DIR_ENV = "CAROLUS_DATA_DIR"
GAMES_DIR = "games"
INDEX_NAME = "index.json"
INDEX_FORMAT = "carolus-library-index"
INDEX_VERSION = 1
"""Bump when ``GameEntry``'s stored form changes: an index of another version is rebuilt from the files."""
KEY = "library"
"""The record key naming a game's library entry."""
SEATS_KEY = "seats"
"""The record key of the seat kinds (the window's, docs/record-format.md §9)."""
MAX_GAMES = 10_000
"""A game a day for 27 years. Keeping one more removes the oldest unfinished game, or if there is none the oldest
finished one, and says so (``KeepReport.removed``); below this nothing is removed but by the player."""
MAX_GAME_BYTES = 1024 * 1024
"""A 100-round four-player game (the longest the rules allow) writes about 250 KB, a LAN game's with its fairness
log about twice that; a larger record is refused when kept and listed as unreadable when found."""
PEOPLE = ("human", "remote")
"""Seat kinds of people: at this screen, and elsewhere (a LAN game)."""
_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$")


def data_dir() -> Path:
    """The user data folder: $CAROLUS_DATA_DIR, else the platform's (the autosave lives there too)."""
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override)
    return Path(platformdirs.user_data_dir(APP_DIR_NAME, appauthor=False))


def default_folder() -> Path:
    return data_dir() / GAMES_DIR


def now_iso() -> str:
    return _dt.datetime.now(_dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def _mtime_iso(mtime: float) -> str:
    return _dt.datetime.fromtimestamp(mtime, _dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def seat_kinds(record: Record) -> tuple[str, ...]:
    """The record's seat kinds (``human``, ``remote`` or a computer level); people at every seat if it does not
    say (as the window reads it)."""
    kinds = record.extra.get(SEATS_KEY)
    known = {*PEOPLE, *LEVELS}
    if isinstance(kinds, list) and len(kinds) == record.players and all(k in known for k in kinds):
        return tuple(kinds)
    return ("human",) * record.players


def content_digest(record: Record) -> str:
    """The game itself (its start, chance and actions), without the library's own key: the same game kept twice
    has the same digest."""
    d = record.to_dict()
    d.pop(KEY, None)
    return hashlib.sha256(json.dumps(d, sort_keys=True, separators=(",", ":")).encode()).hexdigest()[:32]


def _start_digest(record: Record) -> str:
    d = record.to_dict()
    for key in (KEY, "actions", "dice", SEATS_KEY, "names"):
        d.pop(key, None)
    return json.dumps(d, sort_keys=True, separators=(",", ":"))


def continues(later: Record, earlier: Record) -> bool:
    """Whether ``later`` is ``earlier`` played on: the same start and ``earlier``'s actions first."""
    n = len(earlier.actions)
    return (
        _start_digest(later) == _start_digest(earlier)
        and len(later.actions) >= n
        and later.actions[:n] == earlier.actions
        and later.dice[: len(earlier.dice)] == earlier.dice
    )


def worth_keeping(record: Record) -> bool:
    """A finished game, or an unfinished one in which a person at this screen has acted (an untouched game or one
    the computers played alone has nothing of anyone's to keep). A record that does not replay is not a game."""
    try:
        if Match(record).is_over():
            return True
    except CarolusError:
        return False
    kinds = seat_kinds(record)
    return any(0 <= a.player < len(kinds) and kinds[a.player] == "human" for a in record.actions)


class LibraryError(CarolusError):
    """A game the library cannot keep (too large, or the disk refused it)."""

    code = "library"


@dataclass(frozen=True)
class GameEntry:
    """One kept game, as the list and the statistics read it."""

    file: str
    """The file's name in the library folder (what ``load`` and ``delete`` take)."""
    id: str
    date: str
    """When it was kept (a finished game: when it ended), ISO 8601 in UTC; the file's time for a record that does
    not say."""
    players: int
    names: tuple[str, ...]
    seats: tuple[str, ...]
    """Per seat ``human`` (a person at this screen), ``remote`` (a person elsewhere) or a computer level."""
    variants: tuple[str, ...]
    over: bool
    winner: int | None
    """The winning side (a seat; a team, 0 or 1, in the 4-player game); None while unfinished or on a draw."""
    draw: bool
    end: str | None
    """Why it ended (docs/record-format.md §12: all-castles, regions, stalled, round-100)."""
    rounds: int
    actions: int
    digest: str
    figures: GameFigures | None = field(default=None, compare=False)
    """What happened (``carolus.engine.figures``); None for an unfinished game."""
    luck: tuple[float, ...] | None = None
    """Per side, winning-chance points the dice gave beyond their average (``ai.luck``); None until
    ``Library.measure_luck`` measured it (it takes a few seconds a game, so keeping a game does not)."""

    def side_of(self, seat: int) -> int:
        return Rules(self.players, ()).side_of[seat]

    @property
    def you(self) -> tuple[int, ...]:
        """The seats of the people at this screen."""
        return tuple(s for s, kind in enumerate(self.seats) if kind == "human")

    @property
    def your_side(self) -> int | None:
        """The side of the people at this screen, if they all sit on one (one person, or team mates); None for
        people against each other or a game of computers only."""
        sides = {self.side_of(s) for s in self.you}
        return sides.pop() if len(sides) == 1 else None

    @property
    def your_result(self) -> str | None:
        """``won``, ``lost``, ``draw`` or ``unfinished`` for the person at this screen; None when the game is not
        theirs alone to count (see ``your_side``)."""
        side = self.your_side
        if side is None:
            return None
        if not self.over:
            return "unfinished"
        if self.draw:
            return "draw"
        return "won" if self.winner == side else "lost"

    def to_dict(self) -> dict[str, Any]:
        d = {k: getattr(self, k) for k in self.__dataclass_fields__ if k not in ("figures", "luck")}
        for k in ("names", "seats", "variants"):
            d[k] = list(d[k])  # as JSON gives them back, so an unchanged index compares equal
        d["figures"] = self.figures.to_dict() if self.figures is not None else None
        d["luck"] = list(self.luck) if self.luck is not None else None
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> GameEntry:
        figures = d.get("figures")
        luck = d.get("luck")
        return cls(
            file=str(d["file"]),
            id=str(d["id"]),
            date=str(d["date"]),
            players=int(d["players"]),
            names=tuple(str(x) for x in d["names"]),
            seats=tuple(str(x) for x in d["seats"]),
            variants=tuple(str(x) for x in d["variants"]),
            over=bool(d["over"]),
            winner=None if d["winner"] is None else int(d["winner"]),
            draw=bool(d["draw"]),
            end=None if d["end"] is None else str(d["end"]),
            rounds=int(d["rounds"]),
            actions=int(d["actions"]),
            digest=str(d["digest"]),
            figures=GameFigures.from_dict(figures) if figures is not None else None,
            luck=tuple(float(x) for x in luck) if luck is not None else None,
        )


@dataclass(frozen=True)
class Unreadable:
    """A file in the library folder that is not a readable game: listed, never deleted."""

    file: str
    reason: str
    """One line in English (the window words ``error`` in the player's language)."""
    date: str
    """The file's modification time."""
    error: CarolusError | None = field(default=None, compare=False)


@dataclass(frozen=True)
class KeepReport:
    entry: GameEntry
    written: bool
    """False when the library already held this very game."""
    removed: tuple[GameEntry, ...] = ()
    """Games removed to stay within ``MAX_GAMES`` (oldest unfinished first)."""


def entry_of(record: Record, file: str, date: str) -> GameEntry:
    """The summary of a record that replays (raises CarolusError otherwise)."""
    match = Match(record)
    state = match.state
    over = state.is_terminal()
    mark = record.extra.get(KEY)
    ident = mark.get("id") if isinstance(mark, dict) else None
    kept = mark.get("kept") if isinstance(mark, dict) else None
    return GameEntry(
        file=file,
        id=ident if isinstance(ident, str) and _ID.match(ident) else Path(file).stem,
        date=kept if isinstance(kept, str) and _is_iso(kept) else date,
        players=record.players,
        names=tuple(record.names),
        seats=seat_kinds(record),
        variants=tuple(record.variant),
        over=over,
        winner=state.winner if over and not state.draw else None,
        draw=bool(over and state.draw),
        end=state.end_reason,
        rounds=state.round,
        actions=len(record.actions),
        digest=content_digest(record),
        figures=game_figures(record) if over else None,
    )


def _is_iso(text: str) -> bool:
    try:
        _dt.datetime.strptime(text, "%Y-%m-%dT%H:%M:%SZ")
    except ValueError:
        return False
    return True


class Library:
    """The games in one folder (``default_folder()`` for the player's own)."""

    def __init__(self, folder: str | os.PathLike[str]) -> None:
        self.folder = Path(folder)

    # -- reading -------------------------------------------------------------------

    def entries(self) -> list[GameEntry | Unreadable]:
        """Every file of the folder, newest first: a game's summary, or why it cannot be read."""
        if not self.folder.is_dir():
            return []
        cached = self._read_index()
        index: dict[str, dict[str, Any]] = {}
        found: list[GameEntry | Unreadable] = []
        for path in sorted(self.folder.iterdir()):
            if path.name == INDEX_NAME or path.name.startswith(".") or not path.is_file():
                continue  # the index, and temporary files of a write under way
            try:
                st = path.stat()
            except OSError:
                continue
            row = cached.get(path.name)
            entry: GameEntry | Unreadable | None = None
            if isinstance(row, dict) and row.get("size") == st.st_size and row.get("mtime_ns") == st.st_mtime_ns:
                try:
                    entry = GameEntry.from_dict(row["entry"])
                except (KeyError, TypeError, ValueError):
                    entry = None
            if entry is None:
                entry = self._read(path, st.st_size, st.st_mtime)
            if isinstance(entry, GameEntry):
                index[path.name] = {"size": st.st_size, "mtime_ns": st.st_mtime_ns, "entry": entry.to_dict()}
            found.append(entry)
        if index != cached:
            self._write_index(index)
        found.sort(key=lambda e: (e.date, e.file), reverse=True)
        return found

    def games(self) -> list[GameEntry]:
        return [e for e in self.entries() if isinstance(e, GameEntry)]

    def load(self, file: str) -> Record:
        """The record of a listed game (CarolusError if it cannot be read or replayed)."""
        record = load(self._path(file))
        Match(record)
        return record

    def _read(self, path: Path, size: int, mtime: float) -> GameEntry | Unreadable:
        date = _mtime_iso(mtime)
        if size > MAX_GAME_BYTES:
            error = RecordError(f"file too large for a game record ({size} bytes)", "too-large", size=size)
            return Unreadable(path.name, str(error), date, error)
        try:
            return entry_of(load(path), path.name, date)
        except CarolusError as exc:
            return Unreadable(path.name, str(exc), date, exc)

    def _path(self, file: str) -> Path:
        if not file or Path(file).name != file or file.startswith("."):
            raise LibraryError(f"not a file of the library: {file!r}", "library-no-such-game")
        return self.folder / file

    # -- the index (a cache) -------------------------------------------------------

    def _read_index(self) -> dict[str, Any]:
        try:
            data = json.loads((self.folder / INDEX_NAME).read_text("utf-8"))
        except (OSError, ValueError):
            return {}
        if not isinstance(data, dict) or data.get("format") != INDEX_FORMAT or data.get("version") != INDEX_VERSION:
            return {}
        games = data.get("games")
        return games if isinstance(games, dict) else {}

    def _write_index(self, games: dict[str, Any]) -> None:
        data = {"format": INDEX_FORMAT, "version": INDEX_VERSION, "games": games}
        with contextlib.suppress(OSError):  # a cache: if it cannot be written, the next look reads the files again
            atomic_write(self.folder / INDEX_NAME, json.dumps(data, separators=(",", ":")).encode(), sync=False)

    def rebuild_index(self) -> list[GameEntry | Unreadable]:
        """Forget the cache and read every file again."""
        (self.folder / INDEX_NAME).unlink(missing_ok=True)
        return self.entries()

    # -- the luck meter (measured on demand, kept in the index) ---------------------

    @staticmethod
    def luck_missing(entries: list[GameEntry | Unreadable]) -> list[GameEntry]:
        """The finished games whose luck has not been measured yet."""
        return [e for e in entries if isinstance(e, GameEntry) and e.over and e.luck is None]

    def measure_luck(
        self,
        entries: list[GameEntry],
        on_game: Callable[[GameEntry], None] | None = None,
        on_event: Callable[[object], None] | None = None,
    ) -> list[GameEntry]:
        """Measure the luck of ``entries`` (``ai.luck.game_luck``) and keep it in the index, so each game is
        measured once; returns them with their luck (a game that no longer replays keeps None). ``on_game``
        hears each one done, ``on_event`` each die weighed (``game_luck``'s); an exception either raises stops
        the work, and what was measured is kept."""
        from .ai.luck import game_luck

        out: list[GameEntry] = []
        try:
            for entry in entries:
                try:
                    luck = game_luck(load(self._path(entry.file)), on_event=on_event).sides
                    out.append(replace(entry, luck=tuple(round(x, 2) for x in luck)))
                except (CarolusError, OSError):
                    out.append(entry)
                if on_game is not None:
                    on_game(out[-1])
        finally:
            self._note_luck(out)
        return out

    def _note_luck(self, measured: list[GameEntry]) -> None:
        index = self._read_index()
        changed = False
        for entry in measured:
            row = index.get(entry.file)
            kept = row.get("entry") if isinstance(row, dict) else None
            if entry.luck is not None and isinstance(kept, dict) and kept.get("digest") == entry.digest:
                kept["luck"] = list(entry.luck)
                changed = True
        if changed:
            self._write_index(index)

    # -- changing ------------------------------------------------------------------

    def keep(self, record: Record, when: str | None = None) -> KeepReport:
        """Keep ``record`` (finished, or unfinished to resume later). The very same game kept before is not
        written again; a later state of a kept unfinished game replaces it; anything else gets a file of its own.
        Raises LibraryError if the record is too large or the disk refuses it (nothing else changes then)."""
        when = when or now_iso()
        games = self.games()
        digest = content_digest(record)
        for e in games:
            if e.digest == digest:
                return KeepReport(e, written=False)
        ident = self._place_for(record, {e.id: e for e in games}, when)
        stored = record.copy()
        stored.extra[KEY] = {"id": ident, "kept": when}
        data = stored.to_json().encode("utf-8")
        if len(data) > MAX_GAME_BYTES:
            raise LibraryError(f"the game record is too large to keep ({len(data)} bytes)", "too-large", size=len(data))
        path = self.folder / f"{ident}.json"
        try:
            atomic_write(path, data, sync=True, shared=True)  # a record, as Record.save writes it
        except OSError as exc:
            raise LibraryError(f"cannot write {path}: {exc.strerror or exc}", "library-write", path=str(path)) from None
        entry = entry_of(stored, path.name, when)
        return KeepReport(entry, written=True, removed=self._trim(entry))

    def _place_for(self, record: Record, by_id: dict[str, GameEntry], when: str) -> str:
        """The record's own id if its file is free or holds an earlier, unfinished state of this game; else a
        fresh one."""
        mark = record.extra.get(KEY)
        ident = mark.get("id") if isinstance(mark, dict) else None
        if isinstance(ident, str) and _ID.match(ident):
            path = self.folder / f"{ident}.json"
            if not path.exists():
                return ident
            there = by_id.get(ident)
            if there is not None and there.file == path.name and not there.over:
                try:
                    if continues(record, load(path)):
                        return ident
                except CarolusError:
                    pass
        stem = when.replace(":", "").replace("-", "").replace("T", "-").rstrip("Z") + "-" + record.seed[:8].lower()
        ident, n = stem, 1
        while (self.folder / f"{ident}.json").exists():
            n += 1
            ident = f"{stem}-{n}"
        return ident

    def _trim(self, keep: GameEntry) -> tuple[GameEntry, ...]:
        games = self.games()
        excess = len(games) - MAX_GAMES
        if excess <= 0:
            return ()
        oldest = sorted((g for g in games if g.file != keep.file), key=lambda g: (g.over, g.date, g.file))
        removed = []
        for g in oldest[:excess]:
            (self.folder / g.file).unlink(missing_ok=True)
            removed.append(g)
        return tuple(removed)

    def delete(self, file: str) -> None:
        """Remove one file (the player asked); OSError if the disk refuses."""
        self._path(file).unlink(missing_ok=True)

    def take_out(self, record: Record) -> bool:
        """A kept unfinished game is being resumed from its last position: its entry goes (the game lives in the
        autosave again, and comes back here when kept anew). Anything else stays; True if the file went."""
        mark = record.extra.get(KEY)
        ident = mark.get("id") if isinstance(mark, dict) else None
        if not (isinstance(ident, str) and _ID.match(ident)):
            return False
        path = self.folder / f"{ident}.json"
        try:
            kept = load(path)
            if Match(kept).is_over() or not continues(record, kept):
                return False
            path.unlink()
        except (CarolusError, OSError):
            return False
        return True
