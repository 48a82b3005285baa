"""Where games are kept: the autosave in the user's data folder, save and open.

Every action is written to the autosave at once (atomically, so a crash
mid-write leaves the previous copy whole); a crash therefore loses nothing.
``CAROLUS_DATA_DIR`` overrides the folder, so tests never touch a real user's
files. Errors come back as one line for a message box, never a traceback.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs
from PySide6.QtCore import QCoreApplication

from carolus_qt.errors import CarolusError
from carolus_qt.match import Match
from carolus_qt.record import Record, load

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


def write_autosave(record: Record) -> str | None:
    """Write the autosave; returns a one-line error instead of raising (the game goes on)."""
    try:
        record.save(autosave_path(), fmt="json")
    except OSError as exc:
        return QCoreApplication.translate("Persistence", "Could not autosave to {path}: {reason}").format(
            path=autosave_path(), reason=exc.strerror or exc)
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
            "Persistence", "The autosaved game cannot be resumed: {reason} The file is kept as {path}.").format(
            reason=error_text(exc), path=kept)
    return None


def clear_autosave() -> None:
    autosave_path().unlink(missing_ok=True)


def save_record(record: Record, path: str | os.PathLike[str]) -> str | None:
    """Save as JSON, or msgpack for ``*.msgpack``; returns a one-line error or None."""
    try:
        record.save(path)
    except OSError as exc:
        return QCoreApplication.translate("Persistence", "Could not save {path}: {reason}").format(
            path=path, reason=exc.strerror or exc)
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
            path=path, reason=reason)
    return record, None
