"""Start what the command line asks for: the window, a LAN game (window or headless), or a headless tool.

The core's commands (``carolus.engine.commands``) know nothing of ``net`` or ``ui``; the
LAN commands (``carolus.net.lan_commands``) know nothing of Qt; the window (``ui``) is opened
only from here. Each layer is imported lazily, in the branch that needs it, so
``carolus replay`` loads neither zmq nor Qt and ``carolus host --ai`` no Qt.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from carolus.engine import commands

from .display import missing_display

if TYPE_CHECKING:
    from carolus.engine.record import Record

LAN_COMMANDS = {
    "host": "host a LAN game in the window (headless with --ai LEVEL); see carolus host --help",
    "join": "join a LAN game: carolus join HOST[:PORT] (headless with --ai LEVEL); see carolus join --help",
}
"""Listed in ``carolus --help``; parsed by ``carolus.net.lan_commands`` (before the core's parser sees them)."""
HELP = {"help": "show this help, or a command's: carolus help COMMAND"}
"""Listed in ``carolus --help``; ``main`` turns ``carolus help [COMMAND]`` into ``carolus [COMMAND] --help``."""

NO_WINDOW = "the game window needs PySide6 and the ui package ({exc})"


def build_parser():  # -> argparse.ArgumentParser
    """The whole ``carolus`` command line as ``--help`` shows it: the core's commands and the LAN ones."""
    parser = commands.build_parser({**LAN_COMMANDS, **HELP})
    parser.description = (
        "Carolus Magnus: with no command, opens the game window; carolus FILE opens a game record (JSON or msgpack) "
        "in the window's replay viewer."
    )
    return parser


def verify_net(record: Record, expect: Mapping[int, str] | None = None) -> commands.Verdict:
    """``replay --verify``: why a networked record's setup or dice do not follow from its commits (or a peer's key
    is not the one expected), which key signed for each peer, and why authorship is not proven (issue 36)."""
    from carolus.net.fairdice import FairnessError, authorship, verify_record

    try:
        verify_record(record)
        lines, unproven = authorship(record, dict(expect or {}))
    except FairnessError as exc:
        return commands.Verdict(str(exc))
    return commands.Verdict(None, tuple(lines), unproven)


def run_window(start=None) -> int:  # start: ui.lan.starting.Start | None
    """Open the game window (with ``start``: hosting or joining at once) and run until it closes."""
    problem = missing_display()
    if problem:
        return commands.fail(
            f"{problem}; headless commands: carolus replay | hint | tournament | host --ai | join --ai", 1
        )
    try:
        from carolus.ui.app import run_gui
    except ImportError as exc:
        return commands.fail(NO_WINDOW.format(exc=exc) + "; headless commands: carolus replay | selfplay | bench", 1)
    return run_gui([], start=start)


RECORD_SUFFIXES = (".json", ".msgpack")
"""``carolus FILE`` takes an argument with one of these endings (or one that names a file) for a record to watch."""


def record_argument(argv: Sequence[str], parser) -> str | None:  # parser: argparse.ArgumentParser
    """``carolus FILE`` (what a file manager starts through the desktop entry's ``%u``): the record's path, or None
    for a command line of commands and options. A command's name always wins over a file of that name."""
    if len(argv) != 1 or argv[0].startswith("-") or argv[0] in command_names(parser):
        return None
    if argv[0].startswith("file://"):  # the desktop entry's %u may give a file: URL
        from urllib.parse import unquote, urlsplit

        return unquote(urlsplit(argv[0]).path)
    path = Path(argv[0])
    if path.suffix.lower() in RECORD_SUFFIXES or "/" in argv[0] or os.sep in argv[0] or path.exists():
        return argv[0]
    return None


def command_names(parser) -> set[str]:  # parser: argparse.ArgumentParser
    """The names ``carolus COMMAND`` accepts."""
    names: set[str] = set()
    for action in parser._actions:
        names.update(getattr(action, "choices", None) or ())
    return names


def run_record(path: str) -> int:
    """``carolus FILE``: the window with the record in the replay viewer; a file that is no usable record is one
    line on stderr (exit 2) before any window opens."""
    from carolus.engine.errors import CarolusError
    from carolus.engine.match import Match
    from carolus.engine.record import load

    try:
        Match(load(path))
    except CarolusError as exc:
        reason = str(exc)
        return commands.fail(reason if reason.startswith(str(Path(path))) else f"{path}: {reason}")
    try:
        from carolus.ui.app import replay_start
    except ImportError as exc:
        return commands.fail(NO_WINDOW.format(exc=exc) + f"; headless: carolus replay {path}", 1)
    return run_window(replay_start(path))


def run_lan(argv: list[str]) -> int:
    """``carolus host|join ...``: headless with ``--ai``, else the window opens and hosts or joins at once."""
    from carolus.engine.errors import CarolusError
    from carolus.net.lan_commands import parse, window_start

    args = parse(argv)
    if args.ai is not None or getattr(args, "console", False):  # (--watch --console: a spectator on the console)
        return args.func(args)
    try:
        start = window_start(args)
    except CarolusError as exc:
        return commands.fail(str(exc))
    try:
        from carolus.ui.lan.starting import start_from_command
    except ImportError as exc:
        return commands.fail(NO_WINDOW.format(exc=exc) + "; play headless with --ai LEVEL", 1)
    return run_window(start_from_command(start))


def main(argv: Sequence[str] | None = None) -> int:
    """The ``carolus`` entry point (``python -m carolus`` and the standalone app's executables too)."""
    if getattr(sys, "frozen", False):
        # In the standalone app a worker process of ``tournament --jobs`` is this executable started again
        # (spawned on Windows and macOS): freeze_support runs the worker's task there and exits.
        import multiprocessing

        multiprocessing.freeze_support()
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        if not argv:
            return run_window()
        if argv[0] in HELP:  # what people type after other programs' "help" commands (git help, go help)
            argv = [*(name for name in argv[1:2] if name not in HELP), "--help"]
        if argv[0] in LAN_COMMANDS:
            return run_lan(argv)
        if len(argv) == 1 and argv[0].lower().startswith("carolus:"):  # an invite's link (the desktop entry's %u)
            return run_lan(["join", argv[0]])
        parser = build_parser()
        record = record_argument(argv, parser)
        if record is not None:
            return run_record(record)
        return commands.main(argv, verifier=verify_net, parser=parser)
    except KeyboardInterrupt:
        return commands.fail("interrupted", 130)
    except BrokenPipeError:
        return 0
