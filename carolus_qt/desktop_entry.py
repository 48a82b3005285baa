"""``carolus desktop-entry``: put the game into a Linux desktop's application menu, with its icon.

A freedesktop.org desktop entry (``carolus.desktop``) and the SVG icon go into the user's data folder
(``$XDG_DATA_HOME``, else ``~/.local/share``): ``applications/`` for the entry, ``icons/hicolor/scalable/apps/``
for the icon, where every desktop (GNOME, KDE, Xfce ...) looks. No root rights, nothing outside that folder.
The entry starts the program that wrote it (the standalone app's executable, or the installed ``carolus``
script) by its absolute path, so it works when that folder is not on the menu's PATH.
"""

from __future__ import annotations

import os
import re
import shutil
import sys
from pathlib import Path

APP_ID = "carolus"
"""The entry's and the icon's file name; the window names the same id (QGuiApplication.desktopFileName)."""

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


def entry_path(home: Path) -> Path:
    return home / "applications" / f"{APP_ID}.desktop"


def icon_path(home: Path) -> Path:
    return home / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"


def program() -> list[str]:
    """The command that starts the running program again: the frozen app's executable, the ``carolus``
    script this process was started as (or the one on PATH), else this Python with ``-m carolus``."""
    if getattr(sys, "frozen", False):
        return [str(Path(sys.executable).absolute())]
    started_as = Path(sys.argv[0]) if sys.argv and sys.argv[0] else None
    if started_as is not None and started_as.stem == APP_ID and started_as.is_file():
        return [str(started_as.absolute())]
    found = shutil.which(APP_ID)
    if found:
        return [str(Path(found).absolute())]
    return [str(Path(sys.executable).absolute()), "-m", APP_ID]


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
    """The text of ``carolus.desktop`` for a program started by ``argv``."""
    lines = ["[Desktop Entry]", "Type=Application", "Version=1.4"]
    for key, texts in TEXTS.items():
        lines += [f"{key}={texts['']}", *(f"{key}[{lang}]={text}" for lang, text in texts.items() if lang)]
    lines.append(f"Exec={exec_line(argv)}")
    if len(argv) == 1:  # the menu hides the entry once the program is gone
        lines.append("TryExec=" + argv[0].replace("\\", "\\\\"))
    lines += [f"Icon={APP_ID}", "Terminal=false", "Categories=Game;BoardGame;", "StartupNotify=true"]
    return "\n".join(lines) + "\n"


def install(home: Path, argv: list[str]) -> list[Path]:
    """Write the entry and the icon under ``home``; the files written."""
    from carolus import resources

    entry, icon = entry_path(home), icon_path(home)
    entry.parent.mkdir(parents=True, exist_ok=True)
    icon.parent.mkdir(parents=True, exist_ok=True)
    icon.write_bytes(resources.ICON.read_bytes())
    entry.write_text(desktop_file(argv), encoding="utf-8")
    return [entry, icon]


def uninstall(home: Path) -> list[Path]:
    """Remove the entry and the icon from under ``home``; the files that were there."""
    removed = []
    for path in (entry_path(home), icon_path(home)):
        if path.is_file():
            path.unlink()
            removed.append(path)
    return removed
