"""The release tool's checks (tools/release.py): versions that disagree stop it, the sdist's links resolve, the
checksums verify, and the glibc floor is what the ELF files need."""

from __future__ import annotations

import io
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import release  # noqa: E402

from carolus.engine import __version__  # noqa: E402

CHANGELOG = "# Changelog\n\nWords.\n\n## 1.2.0 (2027-01-05)\n\n- New.\n\n## 1.1.0\n\n- Old.\n"


def test_the_changelogs_newest_entry_is_the_programs_version() -> None:
    version, _ = release.newest_changelog_entry((ROOT / "CHANGELOG.md").read_text(encoding="utf-8"))
    assert version == __version__


@pytest.mark.parametrize(
    ("version", "changelog", "tagged", "head", "says"),
    [
        ("1.2.0", CHANGELOG, "abc", "abc", None),
        ("1.2.0", CHANGELOG, None, None, None),  # --no-tag
        ("1.2.0", CHANGELOG.replace("(2027-01-05)", "(unreleased)"), None, None, None),
        ("1.3.0", CHANGELOG, "abc", "abc", "newest entry is 1.2.0, the program's version 1.3.0"),
        ("1.3.0", CHANGELOG, None, None, "newest entry is 1.2.0"),
        ("1.2.0", CHANGELOG, None, "abc", "no git tag v1.2.0"),
        ("1.2.0", CHANGELOG, "def", "abc", "the tag v1.2.0 is on def"),
        ("1.2.0", CHANGELOG.replace("(2027-01-05)", "(unreleased)"), "abc", "abc", "still calls 1.2.0 unreleased"),
        ("1.2.0", "# Changelog\n", None, None, "no entry"),
    ],
)
def test_version_changelog_and_tag_must_agree(
    version: str, changelog: str, tagged: str | None, head: str | None, says: str | None
) -> None:
    if says is None:
        release.check_version(version, changelog, tagged, head)
    else:
        with pytest.raises(release.ReleaseError, match=says):
            release.check_version(version, changelog, tagged, head)


def test_help_names_the_option_for_builds_without_a_tag() -> None:
    done = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "release.py"), "--help"], capture_output=True, text=True, check=True
    )
    assert "--no-tag" in done.stdout and "CI" in done.stdout


def _fake_sdist(path: Path) -> None:
    with tarfile.open(path, "w:gz") as tar:
        for name, text in {
            "pkg-1.0/carolus/__init__.py": "",
            "pkg-1.0/carolus_qt/__init__.py": "VERSION = 1\n",
            "pkg-1.0/net/__init__.py": "",
            "pkg-1.0/ui/__init__.py": "",
            "pkg-1.0/resources/__init__.py": "",
        }.items():
            data = text.encode()
            info = tarfile.TarInfo(name)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))


def test_the_unpacked_sdist_has_the_links_of_a_checkout(tmp_path: Path) -> None:
    sdist = tmp_path / "pkg-1.0.tar.gz"
    _fake_sdist(sdist)
    release.add_links(sdist)
    release.unpack(sdist, tmp_path / "x")
    unpacked = tmp_path / "x" / "pkg-1.0"
    assert (unpacked / "carolus" / "engine").is_symlink()
    assert (unpacked / "carolus" / "engine" / "__init__.py").read_text() == "VERSION = 1\n"
    assert sorted(p.name for p in (unpacked / "carolus").iterdir()) == [
        "__init__.py",
        "engine",
        "net",
        "resources",
        "ui",
    ]
    with pytest.raises(release.ReleaseError, match="already holds"):
        release.add_links(sdist)


@pytest.mark.skipif(shutil.which("sha256sum") is None, reason="no sha256sum (coreutils)")
def test_sha256sum_verifies_the_sums_and_notices_a_changed_file(tmp_path: Path) -> None:
    files = [tmp_path / "a.tar.gz", tmp_path / "b.whl"]
    for i, path in enumerate(files):
        path.write_bytes(bytes(range(i, 200)))
    release.write_sums(tmp_path, files)
    assert subprocess.run(["sha256sum", "-c", "--quiet", "SHA256SUMS"], cwd=tmp_path, check=False).returncode == 0
    files[1].write_bytes(b"changed")
    done = subprocess.run(["sha256sum", "-c", "SHA256SUMS"], cwd=tmp_path, capture_output=True, check=False)
    assert done.returncode == 1


OBJDUMP = """
Dynamic Section:
  NEEDED               libc.so.6
Version definitions:
1 0x01 0x0a1b2c3d libfoo.so.1
2 0x00 0x0d696917 GLIBC_2.99

Version References:
  required from libm.so.6:
    0x06969194 0x00 05 GLIBC_2.29
  required from libc.so.6:
    0x0d696914 0x00 04 GLIBC_2.4
    0x09691a75 0x00 03 GLIBC_2.2.5
    0x06969197 0x00 02 GLIBC_2.17
  required from libstdc++.so.6:
    0x08922974 0x00 06 GLIBCXX_3.4.30
"""


def test_the_glibc_a_file_needs_is_its_highest_version_reference_not_one_it_defines() -> None:
    assert release.glibc_needed(OBJDUMP) == (2, 29)
    assert release.glibc_needed("Version References:\n  required from libz.so.1:\n    0x0 0x00 02 ZLIB_1.2\n") is None


@pytest.mark.skipif(shutil.which("objdump") is None or sys.platform != "linux", reason="objdump on Linux measures it")
def test_the_glibc_floor_of_a_folder_is_what_its_neediest_elf_file_needs(tmp_path: Path) -> None:
    (tmp_path / "lib").mkdir()
    shutil.copy(Path(sys.executable).resolve(), tmp_path / "lib" / "python")
    (tmp_path / "notes.txt").write_text("GLIBC_9.99 in a text file counts for nothing\n")
    floor, needing = release.glibc_floor(tmp_path)
    assert needing == ["lib/python"] and (2, 2) <= floor < (3, 0)


def test_the_wheel_smoke_test_of_a_given_wheel_says_when_it_is_missing(tmp_path: Path) -> None:
    """CI hands it the release's wheel (.ci/run): a wrong path is one line and exit 1, not a wheel built instead."""
    done = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "wheel_smoke.py"), "--wheel", str(tmp_path / "none.whl")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert (done.returncode, done.stderr.strip()) == (1, f"wheel smoke test failed: no wheel at {tmp_path}/none.whl")
    assert not list(tmp_path.iterdir())
