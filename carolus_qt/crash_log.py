"""Where a crash of the window leaves its trace: uncaught exceptions (of any thread) and native crashes
(``faulthandler``: a segmentation fault in Qt or libzmq) go to a rotating log in the user log folder, so a game
started from the desktop's menu, with no terminal, still leaves something to report.

Only the window installs it (``carolus.ui.app.run_gui``); the headless commands print to their terminal. The log is
bounded: ``carolus.log`` and two older files of at most ``MAX_BYTES`` each. The window's dialog (``carolus.ui.crash``)
listens here (``CrashLog.listeners``); this module knows nothing of Qt.
"""

from __future__ import annotations

import faulthandler
import logging
import os
import platform
import sys
import threading
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from logging.handlers import RotatingFileHandler
from pathlib import Path
from types import TracebackType

from . import __version__
from .user_files import log_dir

LOG_NAME = "carolus.log"
MAX_BYTES = 1024 * 1024
BACKUPS = 2
"""``carolus.log.1`` and ``.2``: with the current file at most about 3 MB (a native crash's stack is written past
the limit once, as the process ends)."""
LOGGER = "carolus"

Listener = Callable[[str, str], None]
"""Told of each uncaught exception: one line of what happened, and the details (versions, the traceback)."""


class _RotatingLog(RotatingFileHandler):
    """A rotating file that faulthandler writes into too: on rollover it follows the new file."""

    native = False

    def doRollover(self) -> None:
        if self.native:
            faulthandler.disable()  # never left writing into a closed descriptor
        super().doRollover()
        if self.native and self.stream is not None:
            faulthandler.enable(self.stream, all_threads=True)


def versions() -> str:
    """What a report needs besides the traceback: this program's version, Python's, Qt's where it is loaded, the
    system's."""
    parts = [f"carolus {__version__}", f"Python {platform.python_version()}"]
    qt = sys.modules.get("PySide6")
    if qt is not None:
        parts.append(f"PySide6 {getattr(qt, '__version__', '?')}")
    parts.append(platform.platform())
    if getattr(sys, "frozen", False):
        parts.append("standalone app")
    return ", ".join(parts)


def one_line(kind: type[BaseException], value: BaseException) -> str:
    text = str(value).strip().splitlines()
    return f"{kind.__name__}: {text[0]}" if text else kind.__name__


@dataclass
class CrashLog:
    """The installed log: its file, and who is told of an error besides it."""

    path: Path
    handler: _RotatingLog
    native: bool
    listeners: list[Listener] = field(default_factory=list)
    previous_hook: Callable[..., object] = sys.excepthook
    previous_thread_hook: Callable[..., object] = threading.excepthook

    @property
    def folder(self) -> Path:
        return self.path.parent

    def caught(
        self, kind: type[BaseException], value: BaseException, tb: TracebackType | None, where: str = ""
    ) -> None:
        """An uncaught exception: into the log, onto stderr as before, and to every listener."""
        if issubclass(kind, KeyboardInterrupt):
            self.previous_hook(kind, value, tb)
            return
        summary = one_line(kind, value)
        trace = "".join(traceback.format_exception(kind, value, tb)).rstrip()
        details = f"{summary}\n{versions()}{f', {where}' if where else ''}\n\n{trace}"
        logging.getLogger(LOGGER).error("uncaught exception%s\n%s", f" ({where})" if where else "", details)
        self.previous_hook(kind, value, tb)  # still shown to whoever started the game from a terminal
        for listener in list(self.listeners):
            try:
                listener(summary, details)
            except Exception:  # a broken listener must not hide the error it was told of
                logging.getLogger(LOGGER).exception("the error report itself failed")

    def _thread_hook(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_value is None:
            return
        name = args.thread.name if args.thread is not None else "?"
        self.caught(args.exc_type, args.exc_value, args.exc_traceback, where=f"thread {name}")

    def uninstall(self) -> None:
        """Put the hooks back and close the file (tests; the game keeps its log until it exits)."""
        global _installed
        if self.native:
            faulthandler.disable()
        sys.excepthook = self.previous_hook
        threading.excepthook = self.previous_thread_hook
        logging.getLogger(LOGGER).removeHandler(self.handler)
        self.handler.close()
        _installed = None


_installed: CrashLog | None = None


def install(folder: Path | None = None, native: bool = True) -> CrashLog:
    """Log uncaught exceptions (main thread and others) and, with ``native``, native crashes into
    ``folder/carolus.log`` (the user log folder by default); once per process, a second call returns the first log.
    A folder that cannot be written leaves the game as it was (nothing is logged) rather than stopping it."""
    global _installed
    if _installed is not None:
        return _installed
    folder = folder or log_dir()
    path = folder / LOG_NAME
    folder.mkdir(parents=True, exist_ok=True)
    handler = _RotatingLog(path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8")
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
    logger = logging.getLogger(LOGGER)
    logger.addHandler(handler)
    logger.setLevel(logging.INFO)
    log = CrashLog(path, handler, native, previous_hook=sys.excepthook, previous_thread_hook=threading.excepthook)
    if native and handler.stream is not None:
        handler.native = True
        faulthandler.enable(handler.stream, all_threads=True)
    sys.excepthook = log.caught
    threading.excepthook = log._thread_hook
    logger.info("started: %s (process %d)", versions(), os.getpid())
    _installed = log
    return log


def try_install(folder: Path | None = None) -> CrashLog | None:
    """``install``, or None (with one line on stderr) where the log folder cannot be made or written."""
    try:
        return install(folder)
    except OSError as exc:
        print(f"carolus: no crash log: {exc}", file=sys.stderr)
        return None
