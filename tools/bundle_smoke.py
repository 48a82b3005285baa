"""Run the standalone app as a player's machine would, without Python: every command once, the window in French.

Usage: python3 tools/bundle_smoke.py DIR_OR_EXECUTABLE   (DIR: what ``tools/bundle.py --out DIR`` built)

Each check starts the app's executable in a clean environment (only PATH=/usr/bin:/bin, a fresh HOME, Qt
offscreen): no virtual environment, no PYTHONPATH, no settings. Checked: ``--help`` (and ``--version`` once
the program has it), ``replay`` of a record, ``tournament --jobs 2`` (worker processes of a frozen program),
``host``/``join --help`` and a headless LAN game between the two over loopback (zmq, CURVE), ``desktop-entry``
(its Exec= is the executable), and the window: opened in French, drawn, with its icon (the bundle's own
self-check, ``CAROLUS_SELFCHECK=window`` in packaging/entry.py), and started plainly for a few seconds
without exiting. Exit 1 with one line saying what failed.
"""

from __future__ import annotations

import argparse
import json
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from carolus.engine.desktop_entry import APP_ID, exec_line  # noqa: E402  (the checkout's, as the app's)

RECORD = ROOT / "tests" / "records" / "rules_figure2_takeover.json"


class SmokeError(Exception):
    """A check failed; the message is the one line the user sees."""


def find_executable(target: Path) -> Path:
    """The executable itself, or the one inside what ``tools/bundle.py --out`` wrote."""
    if target.is_file():
        return target.resolve()
    for candidate in (
        "carolus/carolus",
        "carolus/carolus-cli.exe",
        "Carolus Magnus.app/Contents/MacOS/carolus",
        "carolus",
        "carolus-cli.exe",
    ):
        path = target / candidate
        if path.is_file():
            return path.resolve()
    raise SmokeError(f"no carolus executable in {target}")


class App:
    """The executable and a clean environment with a fresh home for it."""

    def __init__(self, exe: Path, home: Path) -> None:
        self.exe = exe
        self.home = home
        self.env = {"PATH": "/usr/bin:/bin", "HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}

    def run(self, what: str, *args: str, timeout: float = 120, **env: str) -> str:
        """Run to the end; its standard output. Fails on a non-zero exit or a time-out."""
        try:
            done = subprocess.run(
                [str(self.exe), *args],
                env={**self.env, **env},
                cwd=self.home,
                capture_output=True,
                text=True,
                timeout=timeout,
            )
        except subprocess.TimeoutExpired:
            raise SmokeError(f"{what}: no answer in {timeout:.0f} s") from None
        if done.returncode != 0:
            last = (done.stderr.strip().splitlines() or ["(nothing on stderr)"])[-1]
            raise SmokeError(f"{what}: exit {done.returncode}: {last}")
        return done.stdout

    def start(self, *args: str, **env: str) -> subprocess.Popen[str]:
        return subprocess.Popen(
            [str(self.exe), *args],
            env={**self.env, **env},
            cwd=self.home,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )


def expect(what: str, condition: bool, shown: str) -> None:
    if not condition:
        raise SmokeError(f"{what}: unexpected output: {shown.strip()[:200]!r}")


def check_help_and_version(app: App) -> str:
    out = app.run("--help", "--help")
    expect("--help", "replay" in out and "tournament" in out, out)
    if "--version" not in out:
        return "--help (no --version in this program yet)"
    version = app.run("--version", "--version")
    expect("--version", any(ch.isdigit() for ch in version), version)
    return f"--version: {version.strip()}"


def check_replay(app: App) -> str:
    out = app.run("replay", "replay", str(RECORD))
    expect("replay", out.startswith("2 players"), out)
    return "replay"


def check_tournament(app: App) -> str:
    out = app.run("tournament --jobs 2", "tournament", "random", "greedy", "--games", "4", "--jobs", "2")
    expect("tournament --jobs 2", out.startswith("4 games"), out)
    return "tournament --jobs 2"


def check_lan_help(app: App) -> str:
    for command in ("host", "join"):
        out = app.run(f"{command} --help", command, "--help")
        expect(f"{command} --help", out.startswith(f"usage: carolus {command}"), out)
    return "host --help, join --help"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def check_lan_game(app: App) -> str:
    """A whole two-player game over loopback with a game password (SPAKE2), both seats played by the computer, each
    side a frozen process."""
    port = free_port()
    records = app.home / "lan"
    records.mkdir()
    host = app.start(
        "host",
        "--ai",
        "random",
        "--port",
        str(port),
        "--bind",
        "127.0.0.1",
        "--no-announce",
        "--timeout",
        "60",
        "--out",
        str(records / "host.json"),
        "--autosave",
        str(records / "autosave.json"),
        CAROLUS_PASSWORD="smoke-test",
    )
    try:
        assert host.stdout is not None
        first = host.stdout.readline()  # "[host] game ...: join with: ..." once its door is open
        if "join with" not in first:
            host.kill()
            _, err = host.communicate()
            raise SmokeError(f"host (a LAN game): did not open its door: {(first + err).strip()[-200:]!r}")
        app.run(
            "join (a LAN game)",
            "join",
            f"127.0.0.1:{port}",
            "--ai",
            "random",
            "--timeout",
            "60",
            "--out",
            str(records / "join.json"),
            "--state-file",
            str(records / "seat"),
            timeout=90,
            CAROLUS_PASSWORD="smoke-test",
        )
        _, err = host.communicate(timeout=60)  # the rest of its output, until the game ends
    except subprocess.TimeoutExpired:
        raise SmokeError("host (a LAN game): no end in 60 s") from None
    finally:
        if host.poll() is None:
            host.kill()
            host.wait()
    if host.returncode != 0:
        raise SmokeError(f"host (a LAN game): exit {host.returncode}: {(err.strip().splitlines() or [''])[-1]}")
    mine, theirs = (json.loads((records / name).read_text(encoding="utf-8")) for name in ("host.json", "join.json"))
    expect("a LAN game", mine.get("actions") == theirs.get("actions") and mine.get("actions"), str(mine)[:200])
    return f"a LAN game, host and join ({len(mine['actions'])} actions)"


def check_desktop_entry(app: App) -> str:
    data = app.home / "share"
    app.run("desktop-entry", "desktop-entry", XDG_DATA_HOME=str(data))
    entry = data / "applications" / f"{APP_ID}.desktop"
    values = dict(line.split("=", 1) for line in entry.read_text(encoding="utf-8").splitlines() if "=" in line)
    expect("desktop-entry", values.get("Exec", "") == f"{exec_line([str(app.exe)])} %u", values.get("Exec", ""))
    expect("desktop-entry", (data / f"icons/hicolor/scalable/apps/{APP_ID}.svg").is_file(), "no icon written")
    expect("desktop-entry", (data / f"mime/packages/{APP_ID}.xml").is_file(), "no MIME type written")
    if shutil.which("desktop-file-validate") is None:
        return "desktop-entry (desktop-file-validate not installed: not validated)"
    validator = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True, check=False)
    expect("desktop-file-validate", validator.returncode == 0, validator.stdout + validator.stderr)
    return "desktop-entry, valid"


def check_window_french(app: App) -> str:
    out = app.run("the window (self-check)", timeout=60, CAROLUS_SELFCHECK="window", CAROLUS_LANG="fr")
    line = out.strip().splitlines()[-1] if out.strip() else ""
    expect("the French window", "language=fr" in line and "menus=Partie," in line, line)
    expect("the window's icon", "icon=yes" in line, line)
    return line


def check_window_stays_up(app: App, seconds: float = 4) -> str:
    proc = app.start(CAROLUS_LANG="fr")
    try:
        proc.wait(timeout=seconds)
    except subprocess.TimeoutExpired:
        proc.terminate()
        proc.communicate(timeout=10)
        return f"the window, open {seconds:.0f} s"
    _, err = proc.communicate()
    raise SmokeError(f"the window closed by itself (exit {proc.returncode}): {(err.strip().splitlines() or [''])[-1]}")


CHECKS: list[Callable[[App], str]] = [
    check_help_and_version,
    check_replay,
    check_tournament,
    check_lan_help,
    check_lan_game,
    check_desktop_entry,
    check_window_french,
    check_window_stays_up,
]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("target", type=Path, help="the folder tools/bundle.py --out wrote, or the executable")
    args = parser.parse_args()
    started = time.perf_counter()
    try:
        exe = find_executable(args.target)
        with tempfile.TemporaryDirectory(prefix="carolus-smoke-") as home:
            app = App(exe, Path(home))
            for check in CHECKS:
                print(f"bundle_smoke: ok  {check(app)}", flush=True)
    except SmokeError as exc:
        print(f"bundle_smoke: FAILED {exc}", file=sys.stderr)
        return 1
    print(f"bundle_smoke: all {len(CHECKS)} checks of {exe} passed in {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
