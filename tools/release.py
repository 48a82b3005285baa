"""Build a release: the source distribution, the wheel and the standalone app, with their checksums.

Usage (from a checkout, after ``pip install ".[bundle]"``; Linux for the app):

    python3 tools/release.py --out DIR [--no-tag] [--no-app]

Checks first that the program's version (``carolus.engine.__version__``), the newest entry of CHANGELOG.md and a
git tag ``vVERSION`` on the checked-out commit agree (``--no-tag``: CI runs have no tag; the CHANGELOG may then
still say "unreleased"). Then writes into DIR:

- ``carolus_qt-VERSION.tar.gz``: the sdist (MANIFEST.in: tests with their records, docs with images, the
  translations' sources, tools, CHANGELOG, LICENSE, NOTICE) with the links of ``carolus/`` that make the unpacked
  folder run like a checkout; checked by running the record-based tests from it;
- ``carolus_qt-VERSION-py3-none-any.whl``: the wheel, built from that sdist; ``twine check --strict`` on both;
- ``carolus-VERSION-linux-x86_64.tar.gz``: the standalone app (tools/bundle.py), the folder ``carolus/``;
- ``carolus-VERSION-linux-x86_64.glibc.txt``: the oldest glibc the app runs on, measured from its ELF files
  (the highest ``GLIBC_x.y`` symbol version they need; ``objdump -p``);
- ``SHA256SUMS``, for ``sha256sum -c SHA256SUMS``.

Exit 1 with one line saying what is wrong when a check or a build fails.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import bundle  # noqa: E402  (tools/ is not a package)

LINKS = {"engine": "../carolus_qt", "net": "../net", "ui": "../ui", "resources": "../resources"}
"""The links in ``carolus/`` (tests/test_tools_find_code.py): setuptools leaves links out of an sdist."""
SDIST_NEEDS = (
    "CHANGELOG.md",
    "LICENSE",
    "NOTICE",
    "README.md",
    "pyproject.toml",
    "tests/conftest.py",
    "tests/records/rules_figure2_takeover.json",
    "docs/images/window.png",
    "docs/record-format.md",
    *(f"resources/translations/carolus_{lang}.ts" for lang in ("de", "en", "fr")),
    "tools/release.py",
    *(f"carolus/{name}" for name in LINKS),
)
SDIST_TESTS = ("tests/test_record.py", "tests/test_rules_examples.py", "tests/test_rules_fixtures.py")
"""Run from the unpacked sdist: they read tests/records/ and need no window."""
GLIBC = re.compile(r"\bGLIBC_(\d+)\.(\d+)(?:\.(\d+))?\b")


class ReleaseError(Exception):
    """A check or a step failed; the message is the one line the user sees."""


def program_version() -> str:
    sys.path.insert(0, str(ROOT))
    from carolus.engine import __version__

    return __version__


def newest_changelog_entry(text: str) -> tuple[str, str]:
    """The newest entry's version and what follows it on the heading (``## 0.2.0 (unreleased)``: ``0.2.0``,
    ``(unreleased)``)."""
    for line in text.splitlines():
        if line.startswith("## "):
            version, _, rest = line[3:].strip().partition(" ")
            return version, rest.strip()
    raise ReleaseError("CHANGELOG.md has no entry (a '## VERSION' heading)")


def tag_commit(tag: str) -> str | None:
    done = subprocess.run(
        ["git", "rev-parse", "--verify", "--quiet", f"refs/tags/{tag}^{{commit}}"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    return done.stdout.strip() or None


def head_commit() -> str:
    return subprocess.run(
        ["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.strip()


def check_version(version: str, changelog: str, tagged: str | None, head: str | None) -> None:
    """The version, the CHANGELOG's newest entry and (unless ``head`` is None: no tag wanted) the tag agree."""
    entry, note = newest_changelog_entry(changelog)
    if entry != version:
        raise ReleaseError(f"CHANGELOG.md's newest entry is {entry}, the program's version {version}")
    if head is None:
        return
    if "unreleased" in note.lower():
        raise ReleaseError(f"CHANGELOG.md still calls {version} unreleased: give it its date before tagging")
    if tagged is None:
        raise ReleaseError(f"no git tag v{version} (git tag v{version}; or --no-tag for a test build)")
    if tagged != head:
        raise ReleaseError(f"the tag v{version} is on {tagged[:12]}, not on the checked-out commit {head[:12]}")


def run(command: list[str], what: str, cwd: Path, env: dict[str, str] | None = None) -> str:
    done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, env=env, check=False)
    if done.returncode != 0:
        lines = (done.stdout + done.stderr).strip().splitlines()
        print("\n".join(lines[-20:]), file=sys.stderr)
        raise ReleaseError(f"{what} failed (exit {done.returncode}): {lines[-1].strip() if lines else ''}")
    return done.stdout


def add_links(sdist: Path) -> None:
    """Put the links of ``carolus/`` into the sdist, so that its unpacked folder runs like a checkout."""
    with tempfile.TemporaryDirectory(prefix="carolus-sdist-") as tmp:
        rewritten = Path(tmp) / sdist.name
        with tarfile.open(sdist, "r:gz") as old, tarfile.open(rewritten, "w:gz", format=tarfile.PAX_FORMAT) as new:
            members = old.getmembers()
            top = members[0].name.split("/")[0]
            for member in members:
                new.addfile(member, old.extractfile(member) if member.isfile() else None)
            for name, target in LINKS.items():
                if f"{top}/carolus/{name}" in {m.name for m in members}:
                    raise ReleaseError(f"the sdist already holds carolus/{name}")
                link = tarfile.TarInfo(f"{top}/carolus/{name}")
                link.type, link.linkname, link.mode, link.mtime = tarfile.SYMTYPE, target, 0o777, members[0].mtime
                new.addfile(link)
        shutil.move(rewritten, sdist)


def sdist_names(sdist: Path) -> list[str]:
    with tarfile.open(sdist, "r:gz") as tar:
        return [member.name.split("/", 1)[1] for member in tar.getmembers() if "/" in member.name]


def unpack(archive: Path, into: Path) -> None:
    with tarfile.open(archive, "r:gz") as tar:
        if hasattr(tarfile, "data_filter"):  # Python 3.10.12, 3.11.4 and later: nothing lands outside ``into``
            tar.extractall(into, filter="data")
        else:
            tar.extractall(into)


def check_sdist(sdist: Path, work: Path) -> None:
    """Everything a packager needs is in it, and the record-based tests pass from its unpacked folder."""
    names = set(sdist_names(sdist))
    missing = [name for name in SDIST_NEEDS if name not in names]
    if missing:
        raise ReleaseError(f"the sdist lacks {', '.join(missing)} (MANIFEST.in)")
    unpack(sdist, work)
    (unpacked,) = work.iterdir()
    env = {**os.environ, "PYTHONPATH": str(unpacked), "QT_QPA_PLATFORM": "offscreen"}
    run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *SDIST_TESTS],
        "the record-based tests from the unpacked sdist",
        unpacked,
        env,
    )


def build_python(out: Path, tmp: Path) -> tuple[Path, Path]:
    """The sdist (with its links), then the wheel built from it: both in ``out``."""
    source = tmp / "source"  # setuptools writes *.egg-info into the folder it builds from: a copy
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(*bundle.NOT_SOURCE), symlinks=True)
    run([sys.executable, "-m", "build", "--sdist", "--outdir", str(out), str(source)], "building the sdist", tmp)
    (sdist,) = out.glob("carolus_qt-*.tar.gz")
    add_links(sdist)
    run([sys.executable, "-m", "build", "--wheel", "--outdir", str(out), str(sdist)], "building the wheel", tmp)
    (wheel,) = out.glob("carolus_qt-*.whl")
    return sdist, wheel


def twine_check(files: list[Path]) -> None:
    run([sys.executable, "-m", "twine", "check", "--strict", *map(str, files)], "twine check", ROOT)


def is_elf(path: Path) -> bool:
    with path.open("rb") as f:
        return f.read(4) == b"\x7fELF"


def glibc_needed(objdump_output: str) -> tuple[int, ...] | None:
    """The highest ``GLIBC_x.y`` in ``objdump -p``'s "Version References" (what a file needs, not defines)."""
    needed: list[tuple[int, ...]] = []
    in_references = False
    for line in objdump_output.splitlines():
        if line.startswith("Version References:"):
            in_references = True
        elif in_references and line and not line[0].isspace():
            in_references = False
        elif in_references:
            needed += [tuple(int(part) for part in match.groups() if part) for match in GLIBC.finditer(line)]
    return max(needed, default=None)


def glibc_floor(app: Path) -> tuple[tuple[int, ...], list[str]]:
    """The oldest glibc every ELF file of the app works with, and the files that need exactly that one."""
    if shutil.which("objdump") is None:
        raise ReleaseError("objdump is missing (binutils): it measures the glibc the app needs")
    floor: tuple[int, ...] = (0,)
    needing: list[str] = []
    for path in sorted(app.rglob("*")):
        if path.is_symlink() or not path.is_file() or not is_elf(path):
            continue
        needed = glibc_needed(run(["objdump", "-p", str(path)], f"objdump -p {path.name}", app))
        if needed is None or needed < floor:
            continue
        if needed > floor:
            floor, needing = needed, []
        needing.append(path.relative_to(app).as_posix())
    if not needing:
        raise ReleaseError(f"no ELF file under {app} names a GLIBC version")
    return floor, needing


def build_app(out: Path, tmp: Path, version: str) -> tuple[Path, Path | None, str]:
    """The standalone app as a tarball of its folder ``carolus/``, and (on Linux) the file that says its glibc
    floor."""
    built = tmp / "app"
    try:
        bundle.build(built)
    except bundle.BuildError as exc:
        raise ReleaseError(f"the standalone app: {exc}") from None
    name = f"carolus-{version}-{platform.system().lower()}-{platform.machine().lower()}"
    archive = out / f"{name}.tar.gz"
    with tarfile.open(archive, "w:gz") as tar:
        tar.add(bundle.app_folder(built), arcname=bundle.app_folder(built).name)
    if not sys.platform.startswith("linux"):
        return archive, None, ""
    floor, needing = glibc_floor(bundle.app_folder(built))
    said = f"glibc {'.'.join(map(str, floor))}"
    note = out / f"{name}.glibc.txt"
    note.write_text(
        f"{said} or newer: the highest GLIBC symbol version the app's ELF files need, measured with objdump -p.\n"
        f"Needed by: {', '.join(needing)}\n",
        encoding="utf-8",
    )
    return archive, note, said


def write_sums(out: Path, files: list[Path]) -> Path:
    """``SHA256SUMS`` for ``files`` (in ``out``), in ``sha256sum``'s format."""
    lines = []
    for path in sorted(files):
        lines.append(f"{hashlib.sha256(path.read_bytes()).hexdigest()}  {path.name}\n")
    sums = out / "SHA256SUMS"
    sums.write_text("".join(lines), encoding="utf-8")
    return sums


def release(out: Path, tag: bool, app: bool) -> None:
    version = program_version()
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    check_version(version, changelog, tag_commit(f"v{version}") if tag else None, head_commit() if tag else None)
    print(f"release: carolus {version}" + (f", tag v{version}" if tag else " (no tag checked)"))
    out.mkdir(parents=True, exist_ok=True)
    for old in [*out.glob("carolus_qt-*"), *out.glob("carolus-*"), *out.glob("SHA256SUMS")]:
        old.unlink()  # an earlier build's: the folder must hold one release
    written: list[Path] = []
    with tempfile.TemporaryDirectory(prefix="carolus-release-") as tmp_name:
        tmp = Path(tmp_name)
        sdist, wheel = build_python(out, tmp)
        (tmp / "unpacked").mkdir()
        check_sdist(sdist, tmp / "unpacked")
        print(f"release: {sdist.name}: complete, the record-based tests pass from it")
        twine_check([sdist, wheel])
        written += [sdist, wheel]
        print(f"release: {wheel.name}: built from the sdist; twine check passed")
        if app:
            started = time.perf_counter()
            archive, note, said = build_app(out, tmp, version)
            written.append(archive)
            took = time.perf_counter() - started
            print(f"release: {archive.name}: {archive.stat().st_size / 1e6:.0f} MB, built in {took:.0f} s")
            if note is not None:
                written.append(note)
                print(f"release: the app needs {said} or newer ({note.name})")
    sums = write_sums(out, written)
    print(f"release: {sums}")


def main() -> int:
    parser = argparse.ArgumentParser(
        description="Build the sdist, the wheel and the standalone app with SHA256SUMS, after checking that the "
        "version, CHANGELOG.md's newest entry and the git tag vVERSION agree."
    )
    parser.add_argument(
        "--out", required=True, type=Path, help="folder for the artifacts (an earlier release's there are replaced)"
    )
    parser.add_argument(
        "--no-tag",
        dest="tag",
        action="store_false",
        help="do not require the git tag vVERSION on this commit (CI and test builds; the CHANGELOG may say "
        "'unreleased')",
    )
    parser.add_argument("--no-app", dest="app", action="store_false", help="only the sdist and the wheel")
    args = parser.parse_args()
    try:
        release(args.out.resolve(), args.tag, args.app)
    except ReleaseError as exc:
        print(f"release: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
