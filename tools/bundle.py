"""Build the standalone app: one folder that runs every ``carolus`` command on a machine without Python.

Usage (from a checkout, after ``pip install ".[bundle]"``):

    python3 tools/bundle.py --out DIR

Steps, all in a temporary folder except the result: install the game from a copy of this checkout as its
wheel would (``pip install --no-deps --target``; setuptools writes into the folder it builds from), draw the
Windows and macOS icons from the SVG (``tools/app_icons.py``), run PyInstaller with ``packaging/carolus.spec``,
then check that the result holds the icon, every translation, the licence and Qt's SVG plugins (PyInstaller
drops the game's data files silently when it is not told about them). Prints the size and the build time, and
the path of the executable as its last line. Exit 1 with one line saying what is wrong when anything fails.
packaging/README.md says what a Windows and a macOS build need.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "carolus.spec"
NAME = "carolus"
MAC_APP = "Carolus Magnus.app"
NOT_SOURCE = (
    ".git",
    "build",
    "dist",
    "*.egg-info",
    "__pycache__",
    ".*_cache",
    ".hypothesis",
    "screenshots",
    ".venv*",
)
"""Left out of the copy of the checkout the game is installed from (builds, caches, virtual environments, git)."""


class BuildError(Exception):
    """A step failed; the message is the one line the user sees."""


def run(command: list[str], log: Path, what: str, cwd: Path) -> None:
    """Run a build step with its output in ``log``; on failure show the log's end and raise."""
    with log.open("w", encoding="utf-8") as out:
        done = subprocess.run(command, cwd=cwd, stdout=out, stderr=subprocess.STDOUT, check=False)
    if done.returncode != 0:
        lines = log.read_text(encoding="utf-8", errors="replace").splitlines()
        print("\n".join(lines[-15:]), file=sys.stderr)
        last = next((line for line in reversed(lines) if line.strip()), "")
        raise BuildError(f"{what} failed (exit {done.returncode}): {last.strip()}")


def expected_files() -> list[str]:
    """Paths inside the bundle's library folder that must be there, besides Qt's SVG plugins: the icon, the
    puzzles, the record's MIME type, the licence, the win-probability model's weights and a compiled translation for
    every language the checkout has a .ts file for."""
    languages = sorted(ts.stem.removeprefix("carolus_") for ts in (ROOT / "resources" / "translations").glob("*.ts"))
    return [
        "LICENSE",
        "carolus/resources/carolus.svg",
        "carolus/resources/puzzles.json",
        "carolus/resources/carolus-record.xml",
        "carolus/engine/ai/model_weights.json",
        "carolus/engine/ai/search_calibration.json",
        "carolus/engine/ai/strength_calibration.json",
        *(f"carolus/resources/translations/carolus_{lang}.qm" for lang in languages),
    ]


SVG_PLUGINS = ("iconengines/*qsvgicon*", "imageformats/*qsvg.*")
"""Qt's plugins that draw the SVG icon; without them the window shows no icon (and says nothing)."""


def app_folder(out: Path) -> Path:
    """Where PyInstaller put the app: the .app bundle on macOS, else the one folder."""
    return out / MAC_APP if sys.platform == "darwin" else out / NAME


def executable(out: Path) -> Path:
    """The executable to run commands with (on Windows the console one; the windowed one sits beside it)."""
    if sys.platform == "darwin":
        return out / MAC_APP / "Contents" / "MacOS" / NAME
    if sys.platform == "win32":
        return out / NAME / f"{NAME}-cli.exe"
    return out / NAME / NAME


def missing_files(app: Path) -> list[str]:
    """What the built app lacks of ``expected_files`` and the SVG plugins (found anywhere under ``app``)."""
    files = [path.relative_to(app).as_posix() for path in app.rglob("*") if path.is_file()]
    missing = [name for name in expected_files() if not any(f == name or f.endswith("/" + name) for f in files)]
    for pattern in SVG_PLUGINS:
        if not any(Path(f).match(pattern) for f in files):
            missing.append(f"Qt plugin {pattern}")
    return missing


def size_of(folder: Path) -> int:
    return sum(path.stat().st_size for path in folder.rglob("*") if path.is_file() and not path.is_symlink())


def build(out: Path) -> Path:
    """Build into ``out``; the executable's path."""
    try:
        import PyInstaller  # noqa: F401  (only to say clearly that it is missing)
    except ImportError:
        raise BuildError("PyInstaller is not installed: pip install '.[bundle]'") from None
    if not (ROOT / "LICENSE").is_file():
        raise BuildError(f"LICENSE is missing at the repository root ({ROOT / 'LICENSE'}); the app ships it")
    sys.path.insert(0, str(ROOT / "tools"))
    from app_icons import write_icons

    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="carolus-bundle-") as tmp_name:
        tmp = Path(tmp_name)
        site = tmp / "site"
        source = tmp / "source"  # setuptools builds in the source folder (build/, *.egg-info): in a copy
        shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(*NOT_SOURCE))
        run(
            [sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--target", str(site), str(source)],
            tmp / "pip.log",
            "installing the game into the build folder (pip)",
            tmp,
        )
        icons = tmp / "icons"
        write_icons(ROOT / "resources" / "carolus.svg", icons)
        run(
            [
                sys.executable,
                "-m",
                "PyInstaller",
                "--noconfirm",
                "--distpath",
                str(out),
                "--workpath",
                str(tmp / "work"),
                str(SPEC),
                "--",
                "--site",
                str(site),
                "--icons",
                str(icons),
            ],
            tmp / "pyinstaller.log",
            "PyInstaller",
            tmp,
        )
        app = app_folder(out)
        missing = missing_files(app)
        if missing:
            raise BuildError(f"the bundle {app} lacks {', '.join(missing)}")
    exe = executable(out)
    if not exe.is_file():
        raise BuildError(f"PyInstaller made no executable at {exe}")
    return exe


def main() -> int:
    parser = argparse.ArgumentParser(description="Build the standalone app (one folder) with PyInstaller.")
    parser.add_argument("--out", required=True, type=Path, help="folder to put the app into (created)")
    args = parser.parse_args()
    out = args.out.resolve()
    started = time.perf_counter()
    try:
        exe = build(out)
    except BuildError as exc:
        print(f"bundle: {exc}", file=sys.stderr)
        return 1
    took = time.perf_counter() - started
    app = app_folder(out)
    print(f"bundle: {app} is {size_of(app) / 1e6:.0f} MB, built in {took:.0f} s")
    print(exe)
    return 0


if __name__ == "__main__":
    sys.exit(main())
