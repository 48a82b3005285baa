"""What a user gets from ``pip install``: build the wheel, check what is inside, install it into a fresh venv, run it.

Usage (from the repository root; CI runs it):

    python3 tools/wheel_smoke.py [--keep DIR] [--wheel WHEEL]

``--wheel``: check that wheel (CI passes the one tools/release.py built from the sdist) instead of building one.

Fails (exit 1, one line naming what is wrong) when the wheel holds more than the one top-level package ``carolus``,
misses the licence, the icon or a translation, or when the installed program, run outside the checkout with every
user folder in a temporary place, does not answer ``--version``, replay a record, open its window offscreen in
German with the translation loaded, or say one line (exit 1) without a display.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
import venv
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RECORD = ROOT / "tests" / "records" / "rules_figure2_takeover.json"
NEEDED = [
    "carolus/__init__.py",
    "carolus/engine/state.py",
    "carolus/net/host.py",
    "carolus/ui/app.py",
    "carolus/resources/carolus.svg",
    "carolus/resources/carolus-record.xml",
    "carolus/engine/ai/model_weights.json",
    "carolus/engine/ai/search_calibration.json",
    "carolus/engine/ai/strength_calibration.json",
    *(f"carolus/resources/translations/carolus_{lang}.qm" for lang in ("de", "en", "fr")),
    *(f"carolus/resources/sounds/{cue}.wav" for cue in ("turn", "castle", "win", "loss", "draw")),
]
GERMAN_WINDOW = """
from carolus.ui.app import build_window, make_application
from carolus.ui import i18n
app = make_application([])
i18n.ensure_installed()
window = build_window()
menus = [a.text() for a in window.menuBar().actions()]
assert i18n.installed() and menus[:2] == ["&Spiel", "&Bearbeiten"], menus
assert not window.windowIcon().isNull(), "no window icon"
print("window:", window.windowTitle(), menus[:4])
window.controller.shutdown()
"""


class SmokeError(Exception):
    """What the user would meet: one line."""


def build_wheel(out: Path) -> Path:
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--disable-pip-version-check", "-w", str(out), "."],
        cwd=ROOT,
        check=True,
    )
    wheels = sorted(out.glob("carolus_qt-*.whl"))
    if len(wheels) != 1:
        raise SmokeError(f"expected one wheel in {out}, found {[w.name for w in wheels]}")
    return wheels[0]


def check_contents(wheel: Path) -> None:
    names = zipfile.ZipFile(wheel).namelist()
    tops = {name.split("/")[0] for name in names if not name.split("/")[0].endswith(".dist-info")}
    if tops != {"carolus"}:
        raise SmokeError(f"the wheel installs {sorted(tops)}, not the one package carolus")
    missing = [name for name in NEEDED if name not in names]
    if not any(name.endswith(".dist-info/licenses/LICENSE") for name in names):
        missing.append("LICENSE")
    if missing:
        raise SmokeError(f"missing from the wheel: {', '.join(missing)}")


def clean_env(home: Path) -> dict[str, str]:
    """No project on the path, every user folder under ``home``."""
    keep = {k: v for k, v in os.environ.items() if k in {"PATH", "LANG", "LC_ALL", "TMPDIR", "PIP_INDEX_URL"}}
    folders = {var: str(home / var.lower()) for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME")}
    return {**keep, **folders, "HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}


def run(args: list[str], env: dict[str, str], cwd: Path, expect: int = 0) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(args, env=env, cwd=cwd, capture_output=True, text=True, timeout=300, check=False)
    if done.returncode != expect:
        tail = (done.stderr or done.stdout).strip().splitlines()[-1:] or ["(no output)"]
        raise SmokeError(f"{' '.join(Path(a).name for a in args[:3])}: exit {done.returncode}, {tail[0]}")
    return done


def smoke(work: Path, given: Path | None = None) -> None:
    started = time.perf_counter()
    wheel = given or build_wheel(work / "dist")
    check_contents(wheel)
    print(f"wheel: {wheel.name}, {wheel.stat().st_size / 1e6:.1f} MB, one package, licence, icon, translations")
    env_dir = work / "venv"
    venv.EnvBuilder(with_pip=True, clear=True).create(env_dir)
    python = env_dir / "bin" / "python"
    subprocess.run([str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check", str(wheel)], check=True)
    print(f"installed into a fresh venv in {time.perf_counter() - started:.0f} s")
    home = work / "home"
    home.mkdir()
    env = clean_env(home)
    carolus = str(env_dir / "bin" / "carolus")
    print(run([carolus, "--version"], env, home).stdout.strip())
    replay = run([carolus, "replay", str(RECORD), "--json"], env, home)
    if '"castles"' not in replay.stdout:
        raise SmokeError("carolus replay printed no state")
    print("replay: ok")
    print(run([str(python), "-c", GERMAN_WINDOW], {**env, "CAROLUS_LANG": "de"}, home).stdout.strip())
    bare = {k: v for k, v in env.items() if k != "QT_QPA_PLATFORM"}
    lines = run([carolus], bare, home, expect=1).stderr.strip().splitlines()
    if len(lines) != 1 or "no display" not in lines[0]:
        raise SmokeError(f"without a display: {lines}")
    print(f"without a display: {lines[0]}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--keep", metavar="DIR", help="work in DIR and keep it (default: a temporary folder)")
    parser.add_argument("--wheel", type=Path, help="the wheel to check (default: build one from this checkout)")
    args = parser.parse_args()
    wheel = args.wheel.resolve() if args.wheel else None
    if wheel is not None and not wheel.is_file():
        print(f"wheel smoke test failed: no wheel at {wheel}", file=sys.stderr)
        return 1
    try:
        if args.keep:
            Path(args.keep).mkdir(parents=True, exist_ok=True)
            smoke(Path(args.keep), wheel)
        else:
            with tempfile.TemporaryDirectory(prefix="carolus-wheel-") as tmp:
                smoke(Path(tmp), wheel)
    except (SmokeError, subprocess.CalledProcessError) as exc:
        print(f"wheel smoke test failed: {exc}", file=sys.stderr)
        return 1
    print("wheel smoke test: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
