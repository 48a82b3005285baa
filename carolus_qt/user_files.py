"""The folders the game writes for its player, in one place: ``carolus paths`` prints them and docs/playing.md
("Where are my files") says what each holds and how to reset it.

The names stay as they were first published, so no player's files are left behind: the settings and the data
folder are ``carolus-qt``; the LAN state (``carolus.net.places.state_dir``) is ``carolus``. The log is new and
takes ``carolus-qt``, the name of the game's other folders.
"""

from __future__ import annotations

from pathlib import Path

import platformdirs

from .library import APP_DIR_NAME

LOG_DIR_ENV = "CAROLUS_LOG_DIR"
"""Overrides the log folder (as ``CAROLUS_DATA_DIR`` does the data folder), for tests and for a player who wants it
elsewhere."""


def log_dir() -> Path:
    """The window's crash log: $CAROLUS_LOG_DIR, else the platform's user log folder (``~/.local/state/carolus-qt/log``
    on Linux, ``~/Library/Logs/carolus-qt`` on macOS, ``%LOCALAPPDATA%\\carolus-qt\\Logs`` on Windows)."""
    import os

    override = os.environ.get(LOG_DIR_ENV)
    if override:
        return Path(override)
    return Path(platformdirs.user_log_dir(APP_DIR_NAME, appauthor=False))
