"""Where games are kept: the autosave in the user's data folder, save and open.

Every action is written to the autosave at once (atomically, so a crash
mid-write leaves the previous copy whole); a crash of the program therefore
loses nothing. Flushing the file to the disk (what a power cut needs) can take
tens of milliseconds on a slow disk, so it runs on a thread of its own
(``_Flusher``), never between two frames of the window.
``CAROLUS_DATA_DIR`` overrides the folder, so tests never touch a real user's
files. Errors come back as one line for a message box, never a traceback.

The autosave never destroys a finished game: a game that ends goes into the
game library (``carolus.engine.library``, the folder ``games/`` beside the
autosave) before the autosave is cleared, and a game that replaces the
autosave first files the game it holds there (finished, or unfinished with a
person's moves in it) unless it is that same game played on.
"""

from __future__ import annotations

import contextlib
import datetime
import os
import threading
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDateTime, Qt

from carolus.engine import library as game_library
from carolus.engine.errors import CarolusError
from carolus.engine.library import Library, LibraryError, continues, worth_keeping
from carolus.engine.match import Match
from carolus.engine.record import Record, load

from .words.error_words import error_text

APP_DIR_NAME = game_library.APP_DIR_NAME
DATA_DIR_ENV = game_library.DATA_DIR_ENV
AUTOSAVE_NAME = "autosave.json"


def data_dir() -> Path:
    """The folder for the autosave and the library: $CAROLUS_DATA_DIR, else the platform's user data folder."""
    return game_library.data_dir()


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE_NAME


def game_library_here() -> Library:
    """The player's game library (``games/`` in the data folder)."""
    return Library(data_dir() / game_library.GAMES_DIR)


def local_date(iso: str) -> str:
    """A library date (ISO 8601, UTC) in the player's time zone: ``2026-11-25 07:48``, which reads the same in
    every language and sorts as it reads."""
    moment = QDateTime.fromString(iso, Qt.DateFormat.ISODate)
    if not moment.isValid():
        return iso
    return moment.toLocalTime().toString("yyyy-MM-dd HH:mm")


def keep_game(record: Record) -> tuple[bool, str | None]:
    """Put a game into the library: (kept, a line for the status bar: why not, or the games removed to make
    room)."""
    try:
        report = game_library_here().keep(record)
    except LibraryError as exc:
        return False, QCoreApplication.translate(
            "Persistence", "Could not keep the game in the library: {reason}"
        ).format(reason=error_text(exc))
    if report.removed:
        return True, QCoreApplication.translate(
            "Persistence",
            "The library keeps %n game(s) at most: the oldest was removed to make room.",
            None,
            game_library.MAX_GAMES,
        )
    return True, None


def file_replaced_autosave(incoming: Record) -> str | None:
    """The autosave is about to hold ``incoming``: the game it holds now goes into the library first (finished, or
    with a person's moves), unless ``incoming`` is that game played on. If the library cannot take it, the file is
    renamed aside so nothing is lost. Returns a line for the status bar, or None."""
    path = autosave_path()
    try:
        held = load(path)
    except CarolusError:
        return None  # none, or broken (``set_aside_broken_autosave`` keeps a broken one at start)
    if continues(incoming, held) or not worth_keeping(held):
        return None
    kept, note = keep_game(held)
    if kept:
        return note
    stamp = datetime.datetime.now(datetime.timezone.utc).strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"autosave.unkept-{stamp}.json")
    with contextlib.suppress(OSError):
        os.replace(path, aside)
    return QCoreApplication.translate("Persistence", "{reason} The game is kept as {path}.").format(
        reason=note or "", path=aside
    )


def take_out_of_library(record: Record) -> None:
    """A kept unfinished game resumed from its end lives in the autosave again: its library entry goes."""
    game_library_here().take_out(record)


class _Flusher:
    """Puts the latest autosave on the disk (``fsync``) in a background thread; many writes in a row cost one
    flush. The file is complete before it is handed over (renamed into place), so this only adds durability."""

    def __init__(self) -> None:
        self._due: Path | None = None
        self._lock = threading.Lock()
        self._wake = threading.Event()
        self._thread: threading.Thread | None = None

    def flush_later(self, path: Path) -> None:
        with self._lock:
            self._due = path
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="carolus-autosave-flush", daemon=True)
                self._thread.start()
        self._wake.set()

    def _run(self) -> None:
        while True:
            self._wake.wait()
            self._wake.clear()
            with self._lock:
                path, self._due = self._due, None
            if path is not None:
                _fsync(path)


def _fsync(path: Path) -> None:
    """The file's bytes and its name (the folder's entry) on the disk; a file gone meanwhile needs nothing."""
    for place in (path, path.parent) if os.name == "posix" else (path,):  # a folder can be synced only there
        with contextlib.suppress(OSError):
            fd = os.open(place, os.O_RDONLY)
            try:
                os.fsync(fd)
            finally:
                os.close(fd)


_flusher = _Flusher()


def write_autosave(record: Record) -> str | None:
    """Write the autosave (the disk flush follows in the background); returns a one-line error instead of raising
    (the game goes on)."""
    try:
        record.save(autosave_path(), fmt="json", sync=False)
        _flusher.flush_later(autosave_path())
    except OSError as exc:
        return QCoreApplication.translate("Persistence", "Could not autosave to {path}: {reason}").format(
            path=autosave_path(), reason=exc.strerror or exc
        )
    return None


def unfinished_autosave() -> Record | None:
    """The autosaved game if there is one that replays cleanly and is not over."""
    path = autosave_path()
    if not path.exists():
        return None
    try:
        record = load(path)
        if Match(record).is_over():
            return None
    except CarolusError:
        return None
    return record


def set_aside_broken_autosave() -> str | None:
    """An autosave that cannot be read or replayed is renamed ``autosave.broken.json`` (nothing is lost when
    the next game writes its own); returns why, in the player's language, or None if there was nothing wrong."""
    path = autosave_path()
    if not path.exists():
        return None
    try:
        Match(load(path))
    except CarolusError as exc:
        kept = path.with_name("autosave.broken.json")
        try:
            os.replace(path, kept)
        except OSError:
            kept = path
        return QCoreApplication.translate(
            "Persistence", "The autosaved game cannot be resumed: {reason} The file is kept as {path}."
        ).format(reason=error_text(exc), path=kept)
    return None


def clear_autosave() -> None:
    autosave_path().unlink(missing_ok=True)


def save_record(record: Record, path: str | os.PathLike[str]) -> str | None:
    """Save as JSON, or msgpack for ``*.msgpack``; returns a one-line error or None."""
    try:
        record.save(path)
    except OSError as exc:
        return QCoreApplication.translate("Persistence", "Could not save {path}: {reason}").format(
            path=path, reason=exc.strerror or exc
        )
    return None


def open_record(path: str | os.PathLike[str]) -> tuple[Record | None, str | None]:
    """A record that replays without error, or the reason it cannot be used, in the player's language
    (the engine's English line is for the console; its code and facts are worded by ``error_words``)."""
    record = None
    try:
        record = load(path)
        Match(record)
    except CarolusError as exc:
        reason = error_text(exc, record.names if record is not None else None)
        return None, QCoreApplication.translate("Persistence", "Cannot use {path}: {reason}").format(
            path=path, reason=reason
        )
    return record, None
