"""``carolus desktop-entry``: put the game into a Linux desktop's application menu, with its icon.

A freedesktop.org desktop entry (``APP_ID.desktop``), the SVG icon and the game record's MIME type go into the
user's data folder (``$XDG_DATA_HOME``, else ``~/.local/share``): ``applications/`` for the entry,
``icons/hicolor/scalable/apps/`` for the icon, ``mime/packages/`` for the type, where every desktop (GNOME, KDE,
Xfce ...) looks. No root rights, nothing outside that folder.
The entry starts the program that wrote it (the standalone app's executable, or the installed ``carolus``
script) by its absolute path, so it works when that folder is not on the menu's PATH.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

APP_ID = "io.github.carolus_qt.Carolus"
"""The application's one id (reverse DNS, no hyphen, as AppStream and D-Bus want): the entry's, the icon's and the
MIME file's name, the AppStream component (packaging/linux/), the window's QGuiApplication.desktopFileName and, with
``_`` as ``-`` (Apple allows no underscore), the macOS bundle id (packaging/carolus.spec)."""
OLD_IDS = ("carolus",)
"""What earlier versions named the entry and the icon: replaced on install, removed on uninstall."""
MIME_TYPE = "application/x-carolus-record"
"""A game record's type (``resources/carolus-record.xml``): the entry opens such files."""
SCHEME_MIME = "x-scheme-handler/carolus"
"""Invites (``carolus://join?...``): the entry opens them (``carolus join INVITE`` in the window)."""
COMMAND = "carolus"

TEXTS: dict[str, dict[str, str]] = {
    "Name": {"": "Carolus Magnus", "de": "Carolus Magnus", "fr": "Carolus Magnus"},
    "GenericName": {"": "Board game", "de": "Brettspiel", "fr": "Jeu de plateau"},
    "Comment": {
        "": "Play Carolus Magnus against the computer or with friends on the local network",
        "de": "Carolus Magnus gegen den Computer oder mit Freunden im lokalen Netzwerk spielen",
        "fr": "Jouer à Carolus Magnus contre l'ordinateur ou avec des amis sur le réseau local",
    },
    "Keywords": {
        "": "board game;strategy;castle;Charlemagne;",
        "de": "Brettspiel;Strategie;Burg;Karl der Große;",
        "fr": "jeu de plateau;stratégie;château;Charlemagne;",
    },
}
"""What the menu shows, in the game's languages (the key without a language is English)."""


def data_home() -> Path:
    """``$XDG_DATA_HOME`` when it is an absolute path (the spec says to ignore a relative one), else
    ``~/.local/share``."""
    value = os.environ.get("XDG_DATA_HOME", "")
    return Path(value) if value and os.path.isabs(value) else Path.home() / ".local" / "share"


def entry_path(home: Path, app_id: str = APP_ID) -> Path:
    return home / "applications" / f"{app_id}.desktop"


def icon_path(home: Path, app_id: str = APP_ID) -> Path:
    return home / "icons" / "hicolor" / "scalable" / "apps" / f"{app_id}.svg"


def program() -> list[str]:
    """The command that starts the running program again: the frozen app's executable, the ``carolus``
    script this process was started as (or the one on PATH), else this Python with ``-m carolus``."""
    if getattr(sys, "frozen", False):
        return [str(Path(sys.executable).absolute())]
    started_as = Path(sys.argv[0]) if sys.argv and sys.argv[0] else None
    if started_as is not None and started_as.stem == COMMAND and started_as.is_file():
        return [str(started_as.absolute())]
    found = shutil.which(COMMAND)
    if found:
        return [str(Path(found).absolute())]
    return [str(Path(sys.executable).absolute()), "-m", COMMAND]


_PLAIN = re.compile(r"[A-Za-z0-9_./+:,@=-]+")


def exec_line(argv: list[str]) -> str:
    """``argv`` as the value of an ``Exec=`` key: arguments with spaces or reserved characters in double quotes
    (``"`$\\`` escaped inside them), ``%`` doubled, then every backslash doubled as a string value needs."""
    parts = []
    for arg in argv:
        arg = arg.replace("%", "%%")
        parts.append(arg if _PLAIN.fullmatch(arg) else '"' + re.sub(r'(["`$\\])', r"\\\1", arg) + '"')
    return " ".join(parts).replace("\\", "\\\\")


def desktop_file(argv: list[str]) -> str:
    """The text of ``APP_ID.desktop`` for a program started by ``argv`` (``%u``: a record to open, as a path or a
    file: URL, or an invite's ``carolus://`` link, ``carolus.net.invite``)."""
    lines = ["[Desktop Entry]", "Type=Application", "Version=1.4"]
    for key, texts in TEXTS.items():
        lines += [f"{key}={texts['']}", *(f"{key}[{lang}]={text}" for lang, text in texts.items() if lang)]
    lines.append(f"Exec={exec_line(argv)} %u")
    if len(argv) == 1:  # the menu hides the entry once the program is gone
        lines.append("TryExec=" + argv[0].replace("\\", "\\\\"))
    lines += [f"Icon={APP_ID}", "Terminal=false", "Categories=Game;BoardGame;", f"MimeType={MIME_TYPE};{SCHEME_MIME};"]
    lines.append("StartupNotify=true")
    return "\n".join(lines) + "\n"


def mime_path(home: Path) -> Path:
    return home / "mime" / "packages" / f"{APP_ID}.xml"


def _update_mime_database(home: Path) -> None:
    """Rebuild the user's MIME cache when shared-mime-info's tool is there (desktops run it at login too)."""
    tool = shutil.which("update-mime-database")
    if tool and (home / "mime" / "packages").is_dir():
        subprocess.run([tool, str(home / "mime")], capture_output=True, check=False)


def _old_files(home: Path) -> list[Path]:
    return [path for old in OLD_IDS for path in (entry_path(home, old), icon_path(home, old)) if path.is_file()]


def install(home: Path, argv: list[str]) -> list[Path]:
    """Write the entry, the icon and the record's MIME type under ``home`` (an earlier version's entry and icon
    go); the files written."""
    from carolus import resources

    for old in _old_files(home):
        old.unlink()
    written = [(entry_path(home), desktop_file(argv).encode()), (icon_path(home), resources.ICON.read_bytes())]
    written.append((mime_path(home), resources.MIME_TYPES.read_bytes()))
    for path, data in written:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    _update_mime_database(home)
    return [path for path, _ in written]


def uninstall(home: Path) -> list[Path]:
    """Remove the entry, the icon and the MIME type (and an earlier version's) from under ``home``; the files that
    were there."""
    removed = [path for path in (entry_path(home), icon_path(home), mime_path(home)) if path.is_file()]
    removed += _old_files(home)
    for path in removed:
        path.unlink()
    if mime_path(home) in removed:
        _update_mime_database(home)
    return removed
