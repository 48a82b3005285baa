"""Helpers for the LAN tests: start ``carolus host/join`` and read their output; measure a process's memory and
CPU; play a window's turns."""

from __future__ import annotations

import os
import re
import resource
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from random import Random
from typing import Any

CAROLUS = [sys.executable, "-m", "carolus"]
WITHOUT_WATCH = [
    sys.executable,
    "-c",
    "import sys, runpy, carolus.net.watch as w; w.available = lambda: False; "
    "sys.argv[0] = 'carolus'; runpy.run_module('carolus', run_name='__main__')",
]
"""``CAROLUS`` for a host without its connection watch (what the flood benchmarks measure against)."""
CHEATS = [sys.executable, str(Path(__file__).with_name("cheats.py"))]
"""``CAROLUS`` with the test-only cheats of ``tests/support/cheats.py`` (``--drop-share``, ``--corrupt-at N``...)."""
ENV = {**os.environ, "PYTHONUNBUFFERED": "1"}


class Proc:
    """A running ``carolus`` command whose output lines are collected by a thread."""

    def __init__(
        self,
        args: list[str],
        cwd: Path,
        env: dict[str, str] | None = None,
        open_files: int | None = None,
        command: list[str] | None = None,
    ) -> None:
        self.args = args
        self.p = subprocess.Popen(
            (command or CAROLUS) + args,
            cwd=cwd,
            env=env or ENV,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            preexec_fn=None if open_files is None else lambda: limit_open_files(open_files),
        )
        self.lines: list[str] = []
        self._more = threading.Condition()
        self._ended = False
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.p.stdout is not None
        for line in self.p.stdout:
            with self._more:
                self.lines.append(line.rstrip("\n"))
                self._more.notify_all()
        with self._more:
            self._ended = True
            self._more.notify_all()

    def wait_for(self, pattern: str, timeout: float = 20.0) -> re.Match[str]:
        """The first output line (already seen or coming) that matches ``pattern``: woken by each new line."""
        rx = re.compile(pattern)
        deadline = time.monotonic() + timeout
        seen = 0
        with self._more:
            while True:
                while seen < len(self.lines):
                    m = rx.search(self.lines[seen])
                    seen += 1
                    if m:
                        return m
                left = deadline - time.monotonic()
                if self._ended or left <= 0:
                    break
                self._more.wait(left)
        raise AssertionError(f"no line matching {pattern!r} within {timeout}s; output:\n" + self.output())

    def wait(self, timeout: float = 60.0) -> int:
        try:
            return self.p.wait(timeout)
        except subprocess.TimeoutExpired:
            where = kernel_state(self.p.pid)
            self.kill()
            raise AssertionError(
                f"{self.args} did not finish in {timeout}s ({where}); output:\n{self.output()}"
            ) from None

    def freeze(self) -> None:
        """SIGSTOP: the process holds its sockets open but does nothing more (a game that waits for its move waits)
        until it is killed."""
        if self.p.poll() is None:
            self.p.send_signal(signal.SIGSTOP)

    def kill(self) -> None:
        """SIGKILL and reap. A process blocked in the kernel (state D: on a 2-core CI machine another worker's
        namespaces being torn down hold the kernel's network lock for seconds) dies only once it is let go."""
        if self.p.poll() is None:
            self.p.send_signal(signal.SIGKILL)
            try:
                self.p.wait(60)
            except subprocess.TimeoutExpired:
                raise AssertionError(f"{self.args} survived SIGKILL for 60 s ({kernel_state(self.p.pid)})") from None

    def output(self) -> str:
        """Everything said so far (all of it once the process has ended: its last lines are read first)."""
        if self.p.poll() is not None:
            self._reader.join(5)
        with self._more:
            return "\n".join(self.lines)


def kernel_state(pid: int) -> str:
    """Where a process is, as Linux says (``State`` and the kernel function it waits in): says why a guard ran out."""
    try:
        state = next(ln for ln in Path(f"/proc/{pid}/status").read_text().splitlines() if ln.startswith("State:"))
        wchan = Path(f"/proc/{pid}/wchan").read_text().strip() or "-"
    except (OSError, StopIteration):
        return "gone"
    return f"{state.split(':', 1)[1].strip()}, waiting in {wchan}"


def cpu_s(pid: int) -> float:
    """User plus system CPU seconds of a process so far."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


class Sampler:
    """The highest RSS of a process while an attack runs (sampled every 20 ms in a thread)."""

    def __init__(self, pid: int) -> None:
        self.pid, self.peak, self.stop = pid, 0.0, threading.Event()
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        while not self.stop.wait(0.02):
            try:
                self.peak = max(self.peak, rss_mib(self.pid))
            except OSError:  # the process ended
                return

    def done(self) -> float:
        self.stop.set()
        self.thread.join()
        return self.peak


@dataclass
class AttackCost:
    """What an attack cost a process: memory against idle (MiB), its share of a core, and the attack's result."""

    idle: float
    peak: float
    after: float
    cores: float
    seconds: float
    result: int


def attack_cost(pid: int, attack: Callable[[float], int], seconds: float) -> AttackCost:
    """Run ``attack(until)`` for ``seconds`` against the process ``pid``, measuring it (the benchmarks' figures)."""
    idle, cpu0, t0 = rss_mib(pid), cpu_s(pid), time.monotonic()
    sampler = Sampler(pid)
    result = attack(t0 + seconds)
    peak, elapsed = sampler.done(), time.monotonic() - t0
    return AttackCost(idle, peak - idle, rss_mib(pid) - idle, (cpu_s(pid) - cpu0) / elapsed, elapsed, result)


def rss_mib(pid: int) -> float:
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    raise AssertionError("no VmRSS")


def password_env(password: str) -> dict[str, str]:
    """The environment of a command given a game password (the command line never carries one)."""
    return {**ENV, "CAROLUS_PASSWORD": password}


def limit_open_files(count: int) -> None:
    """This process may hold at most ``count`` descriptors, as on a desktop whose usual limit is 1,024."""
    resource.setrlimit(resource.RLIMIT_NOFILE, (count, count))


def descriptors(pid: int) -> int:
    """Descriptors a process holds now."""
    return len(os.listdir(f"/proc/{pid}/fd"))


def host(
    cwd: Path,
    *extra: str,
    port: int = 0,
    password: str = "",
    open_files: int | None = None,
    cheat: bool = False,
    no_bytes: bool = False,
) -> tuple[Proc, int]:
    """A headless host (at most ``open_files`` descriptors if given; with ``cheat``, ``tests/support/cheats.py``
    takes its options among ``extra``; with ``no_bytes``, without Linux's byte counter, as on macOS and Windows);
    returns it and the port it listens on."""
    proc = Proc(
        [
            "host",
            "--port",
            str(port),
            "--no-announce",
            "--timeout",
            "90",
            "--autosave",
            str(cwd / "autosave.json"),
            "--dump-dir",
            str(cwd),
            *extra,
        ],
        cwd,
        password_env(password) if password else None,
        open_files,
        CHEATS if cheat else WITHOUT_WATCH if no_bytes else CAROLUS,
    )
    m = proc.wait_for(r"join with: carolus join HOST:(\d+)")
    return proc, int(m.group(1))


def join(cwd: Path, port: int, name: str, *extra: str, password: str = "", cheat: bool = False) -> Proc:
    """A headless joiner (with ``cheat``, ``tests/support/cheats.py`` takes its options among ``extra``)."""
    return Proc(
        [
            "join",
            f"127.0.0.1:{port}",
            "--name",
            name,
            "--timeout",
            "90",
            "--dump-dir",
            str(cwd),
            "--state-file",
            str(cwd / f"{name}.state"),
            *extra,
        ],
        cwd,
        password_env(password) if password else None,
        command=CHEATS if cheat else CAROLUS,
    )


def free_port() -> int:
    """A free port for a host that must come back on the same one, and the next (its game port), below the
    system's ephemeral range: a joiner reconnecting to a host that is gone would otherwise, once in many thousand
    tries, get that very number as its own end (a TCP self-connect) and hold the port the host comes back on."""
    rng = Random()
    for _ in range(200):
        port = rng.randrange(20000, 32000)
        try:
            with socket.socket() as a, socket.socket() as b:
                a.bind(("", port))
                b.bind(("", port + 1))
        except OSError:
            continue
        return port
    raise OSError("no free port below the ephemeral range")


def window_env(home: Path) -> dict[str, str]:
    """A ``carolus`` window process: offscreen Qt, every user folder under ``home``."""
    return {
        **ENV,
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_STATE_HOME": str(home / "state"),
        "XDG_CONFIG_HOME": str(home / "config"),
        "XDG_DATA_HOME": str(home / "data"),
        "CAROLUS_DATA_DIR": str(home / "data"),
    }


def play_human_moves(window: Any, qtbot: Any, count: int, seed: int) -> None:
    """The window's person plays random legal moves until ``count`` actions were applied in all."""
    controller = window.controller
    assert controller is not None
    rng = Random(seed)
    while len(controller.match.record.actions) < count and not controller.match.is_over():
        qtbot.waitUntil(
            lambda: (
                controller.match.is_over()
                or controller.is_interactive()
                or len(controller.match.record.actions) >= count
            ),
            timeout=60000,
        )
        if controller.is_interactive() and len(controller.match.record.actions) < count:
            n = len(controller.match.record.actions)
            window._intent(lambda p: rng.choice(controller.match.legal_actions()))
            qtbot.waitUntil(lambda n=n: len(controller.match.record.actions) > n, timeout=60000)
