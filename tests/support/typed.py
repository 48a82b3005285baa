"""``carolus host|join`` processes whose standard input a test types into (console chat, ``--chat``)."""

from __future__ import annotations

import subprocess
import threading
from pathlib import Path

from .net_procs import CAROLUS, ENV, Proc


class Typed(Proc):
    """A ``carolus`` command whose standard input the test types into."""

    def __init__(self, args: list[str], cwd: Path) -> None:
        self.args = args
        self.p = subprocess.Popen(
            CAROLUS + args,
            cwd=cwd,
            env=ENV,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        self.lines: list[str] = []
        self._more = threading.Condition()
        self._ended = False
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def type(self, line: str) -> None:
        assert self.p.stdin is not None
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()


def typed_host(cwd: Path, *extra: str) -> tuple[Typed, int]:
    """A headless host that chats from its standard input (``--chat``); returns it and its port."""
    proc = Typed(
        [
            "host",
            "--port",
            "0",
            "--no-announce",
            "--timeout",
            "90",
            "--autosave",
            str(cwd / "autosave.json"),
            "--dump-dir",
            str(cwd),
            "--chat",
            *extra,
        ],
        cwd,
    )
    return proc, int(proc.wait_for(r"join with: carolus join HOST:(\d+)").group(1))


def typed_joiner(cwd: Path, port: int, name: str, *extra: str) -> Typed:
    """A headless joiner (greedy) that chats from its standard input."""
    return Typed(
        [
            "join",
            f"127.0.0.1:{port}",
            "--name",
            name,
            "--ai",
            "greedy",
            "--chat",
            "--timeout",
            "90",
            "--state-file",
            str(cwd / f"{name}.state"),
            *extra,
        ],
        cwd,
    )
