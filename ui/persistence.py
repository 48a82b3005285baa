"""Where games are kept: the autosave in the user's data folder, save and open.

Every action is written to the autosave at once (atomically, so a crash
mid-write leaves the previous copy whole); a crash of the program therefore
loses nothing. Flushing the file to the disk (what a power cut needs) can take
tens of milliseconds on a slow disk, so it runs on a thread of its own
(``_Flusher``), never between two frames of the window.
``CAROLUS_DATA_DIR`` overrides the folder, so tests never touch a real user's
files. Errors come back as one line for a message box, never a traceback.
"""

from __future__ import annotations

import contextlib
import os
import threading
from pathlib import Path

import platformdirs
from PySide6.QtCore import QCoreApplication

from carolus.engine.errors import CarolusError
from carolus.engine.match import Match
from carolus.engine.record import Record, load

from .error_words import error_text

APP_DIR_NAME = "carolus-qt"
DATA_DIR_ENV = "CAROLUS_DATA_DIR"
AUTOSAVE_NAME = "autosave.json"


def data_dir() -> Path:
    """The folder for the autosave: $CAROLUS_DATA_DIR, else the platform's user data folder."""
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override)
    return Path(platformdirs.user_data_dir(APP_DIR_NAME, appauthor=False))


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE_NAME


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
