"""The folders the game writes for its player, in one place: ``carolus paths`` prints them and docs/playing.md
("Where are my files") says what each holds and how to reset it.

The names stay as they were first published, so no player's files are left behind (a rename would need every
version from now on to find and move the old folders, for folders that players may also have backed up or edited):
the settings, the data folder and the log are ``carolus-qt``; the LAN state (``carolus.net.places.state_dir``, the
network layer's) has been ``carolus`` from the start and stays so. Every path comes from platformdirs, as the code
that writes the files takes it, except the settings', which Qt's QSettings chooses (``settings_file`` follows its
documented rules; tests/test_user_files.py checks it against QSettings on this machine).
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from pathlib import Path

import platformdirs

from .library import APP_DIR_NAME, DATA_DIR_ENV, GAMES_DIR

ORGANISATION = "carolus-qt"
APPLICATION = "Carolus Magnus"
"""The names QSettings file the settings under (``carolus.ui.app`` gives them to the QApplication)."""
LAN_STATE_NAME = "carolus"
"""The LAN state folder's name (``carolus.net.places.state_dir``; the engine does not import the network layer)."""
LOG_DIR_ENV = "CAROLUS_LOG_DIR"
"""Overrides the log folder (as ``CAROLUS_DATA_DIR`` does the data folder), for tests and for a player who wants it
elsewhere."""


def log_dir() -> Path:
    """The window's crash log: $CAROLUS_LOG_DIR, else the platform's user log folder (``~/.local/state/carolus-qt/log``
    on Linux, ``~/Library/Logs/carolus-qt`` on macOS, ``%LOCALAPPDATA%\\carolus-qt\\Logs`` on Windows)."""
    override = os.environ.get(LOG_DIR_ENV)
    if override:
        return Path(override)
    return Path(platformdirs.user_log_dir(APP_DIR_NAME, appauthor=False))


def data_dir() -> Path:
    from .library import data_dir as library_data_dir

    return library_data_dir()


def lan_state_dir() -> Path:
    return Path(platformdirs.user_state_dir(LAN_STATE_NAME, appauthor=False))


def settings_file() -> str:
    """Where QSettings keeps the window's settings (a file, or on Windows a registry key)."""
    if sys.platform == "win32":
        return f"HKEY_CURRENT_USER\\Software\\{ORGANISATION}\\{APPLICATION}"
    if sys.platform == "darwin":
        return str(Path.home() / "Library" / "Preferences" / f"com.{ORGANISATION}.{APPLICATION}.plist")
    config = os.environ.get("XDG_CONFIG_HOME", "")
    base = Path(config) if config and os.path.isabs(config) else Path.home() / ".config"
    return str(base / ORGANISATION / f"{APPLICATION}.conf")


@dataclass(frozen=True)
class Place:
    """One place the game writes to, what it holds, and what changes it."""

    key: str
    path: str
    holds: str
    override: str = ""


def places() -> list[Place]:
    """Every place, in the order docs/playing.md lists them."""
    data = data_dir()
    found = [
        Place(
            "settings",
            settings_file(),
            "your name, the last New game setup, the LAN name and address typed, language, sound, animations, "
            "the window, the tutorial's progress",
        ),
        Place(
            "data",
            str(data),
            f"autosave.json (the game in progress), {GAMES_DIR}/ (the game library), puzzles.json (puzzle progress)",
            DATA_DIR_ENV,
        ),
        Place(
            "lan",
            str(lan_state_dir()),
            "LAN play: the host's key and autosave, the seats you joined, state dumps of a game that parted",
        ),
        Place("log", str(log_dir()), "carolus.log: the window's errors and crashes, for a report", LOG_DIR_ENV),
    ]
    if sys.platform.startswith("linux"):
        from .desktop_entry import data_home, entry_path

        entry = entry_path(data_home())
        found.append(Place("menu", str(entry), "the menu entry, its icon and the records' file type, if added"))
    return found
