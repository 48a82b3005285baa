"""The real game window as a screen reader meets it on Linux: its own X display (Xvfb), its own D-Bus session bus
with the AT-SPI bus (``at-spi-bus-launcher``, started by the session bus on the first request for it, as on a
desktop), and the game (``python -m carolus``) in temporary HOME and XDG folders, with a saved game to resume.

``missing()`` names what this machine lacks (one line, for a skip); ``Session`` starts everything and ends it in
reverse order; ``probe_python()`` is the system python that has pyatspi (the probe, ``atspi_probe.py``, runs
there: pyatspi is a system package, never in the game's virtual environment). ``python -m tests.support.atspi_session
SECONDS`` keeps a session open for Orca by hand (``tools``-like use; prints the environment to reach it).
"""

from __future__ import annotations

import ctypes.util
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from types import TracebackType

from carolus.engine.record import Record

ROOT = Path(__file__).resolve().parents[2]
PROBE = Path(__file__).with_name("atspi_probe.py")
APP_NAME = "Carolus Magnus"
XCB_LIBRARIES = ("xcb-cursor", "xkbcommon-x11", "xcb-icccm", "xcb-keysyms", "xcb-image", "xcb-render-util")
"""What Qt's xcb platform plugin loads beyond libxcb (a missing one stops the window, so the tests skip)."""
DBUS_SEND = ("dbus-send", "--session", "--print-reply", "--reply-timeout=20000")
SETTINGS = """[board]
animations=false

[ui]
language=en

[ai]
pause_ms={pause_ms}

[tutorial]
offered=true
"""
"""English words, no animations, the computer's pause, no first-start tutorial question."""


def probe_python() -> str | None:
    """A python that imports pyatspi (the system's, usually /usr/bin/python3); None when there is none."""
    for candidate in ("/usr/bin/python3", shutil.which("python3")):
        if candidate and Path(candidate).exists():
            done = subprocess.run([candidate, "-c", "import pyatspi"], capture_output=True, check=False)
            if done.returncode == 0:
                return candidate
    return None


def missing() -> str | None:
    """What a screen reader's session needs and this machine lacks, in one line; None when nothing is missing."""
    lacking = [tool for tool in ("Xvfb", "dbus-daemon", "dbus-send", "xdotool") if shutil.which(tool) is None]
    if not Path("/usr/share/dbus-1/services/org.a11y.Bus.service").exists():
        lacking.append("at-spi2-core (at-spi-bus-launcher)")
    if probe_python() is None:
        lacking.append("a system python3 with pyatspi (python3-pyatspi)")
    lacking += [f"lib{name} (Qt's xcb platform)" for name in XCB_LIBRARIES if ctypes.util.find_library(name) is None]
    if not lacking:
        return None
    return "needs " + ", ".join(lacking) + " (.ci/run installs them)"


class Session:
    """Xvfb, a session bus, the AT-SPI bus and the game window resuming ``record``; ``env`` reaches them all."""

    def __init__(self, record: Record, pause_ms: int = 300, size: str = "1366x768", game: bool = True) -> None:
        self.record = record
        self.start_game = game
        """False: the buses only; ``launch`` opens the window later (after a screen reader is up)."""
        self.pause_ms = pause_ms
        self.size = size
        self.folder = Path(tempfile.mkdtemp(prefix="carolus-atspi-"))
        self.processes: list[subprocess.Popen[bytes]] = []
        self.env: dict[str, str] = {}
        self.game: subprocess.Popen[bytes] | None = None

    def __enter__(self) -> Session:
        try:
            self._start()
        except BaseException:
            self.close()
            raise
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        self.close()

    def _start(self) -> None:
        home = self.folder / "home"
        runtime = self.folder / "runtime"
        for path in (home, runtime):
            path.mkdir(mode=0o700)
        env = {key: value for key, value in os.environ.items() if not key.startswith(("XDG_", "DBUS_", "QT_", "AT_"))}
        env.update(
            HOME=str(home),
            XDG_CONFIG_HOME=str(home / ".config"),
            XDG_DATA_HOME=str(home / ".local/share"),
            XDG_STATE_HOME=str(home / ".local/state"),
            XDG_CACHE_HOME=str(home / ".cache"),
            XDG_RUNTIME_DIR=str(runtime),
            LANG="C.UTF-8",
            NO_AT_BRIDGE="0",
        )
        env.pop("DISPLAY", None)
        env.pop("WAYLAND_DISPLAY", None)
        env["DISPLAY"] = ":" + self._read_line(
            ["Xvfb", "-displayfd", "{fd}", "-screen", "0", f"{self.size}x24", "-nolisten", "tcp"], env
        )
        env["DBUS_SESSION_BUS_ADDRESS"] = self._read_line(
            ["dbus-daemon", "--session", "--nofork", "--nopidfile", "--print-address={fd}"], env
        )
        # the session bus starts the AT-SPI bus launcher on this first request and answers once it is up
        subprocess.run(
            [*DBUS_SEND, "--dest=org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus.GetAddress"],
            env=env,
            check=True,
            capture_output=True,
            timeout=30,
        )
        config = Path(env["XDG_CONFIG_HOME"]) / "carolus-qt"
        config.mkdir(parents=True)
        (config / "Carolus Magnus.conf").write_text(SETTINGS.format(pause_ms=self.pause_ms), encoding="utf-8")
        data = Path(env["XDG_DATA_HOME"]) / "carolus-qt"
        data.mkdir(parents=True)
        self.record.save(data / "autosave.json", fmt="json")
        self.env = env
        if self.start_game:
            self.launch()

    def launch(self) -> None:
        """Open the game window on the display and buses."""
        game_env = dict(self.env, QT_QPA_PLATFORM="xcb", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", PYTHONPATH=str(ROOT))
        self.log = (self.folder / "game.log").open("wb")
        self.game = subprocess.Popen(
            [sys.executable, "-m", "carolus"], cwd=ROOT, env=game_env, stdout=self.log, stderr=subprocess.STDOUT
        )
        self.processes.append(self.game)

    def _read_line(self, command: list[str], env: dict[str, str]) -> str:
        """Start a server that writes where it can be reached to a pipe once it is ready; that first line."""
        read, write = os.pipe()
        argv = [part.replace("{fd}", str(write)) for part in command]
        process = subprocess.Popen(
            argv, env=env, pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )
        self.processes.append(process)
        os.close(write)
        with os.fdopen(read, "r") as pipe:
            line = pipe.readline().strip()
        if not line:
            raise RuntimeError(f"{command[0]} did not start")
        return line

    def probe(self, *args: str, timeout: float = 240) -> subprocess.CompletedProcess[str]:
        """Run the AT-SPI probe against the window with ``args``; its JSON report is the result's stdout."""
        python = probe_python()
        assert python is not None
        env = {key: value for key, value in self.env.items() if key != "PYTHONPATH"}
        return subprocess.run(
            [python, str(PROBE), "--app", APP_NAME, *args],
            env=env,
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
        )

    def game_log(self) -> str:
        path = self.folder / "game.log"
        return path.read_text(encoding="utf-8", errors="replace") if path.exists() else ""

    def close(self) -> None:
        """End what was started, the game first, and remove the temporary folders."""
        for process in reversed(self.processes):
            if process.poll() is None:
                process.terminate()
                try:
                    process.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait()
        self.processes.clear()
        if getattr(self, "log", None) is not None:
            self.log.close()
        shutil.rmtree(self.folder, ignore_errors=True)


def main(argv: list[str]) -> int:
    """``python -m tests.support.atspi_session`` opens the window on the position the test uses and prints the
    shell lines that reach its display and buses (for Orca or a probe by hand); it ends with the input."""
    from tests.test_ui_atspi import position

    with Session(position(), pause_ms=int(argv[0]) if argv else 300) as session:
        for key in ("DISPLAY", "DBUS_SESSION_BUS_ADDRESS", "XDG_RUNTIME_DIR", "HOME"):
            print(f"export {key}='{session.env[key]}'", flush=True)
        sys.stdin.read()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
