"""``carolus desktop-entry``: the menu entry, the icon and the record's MIME type land in the user's data folder,
valid, and go again; the one application id names them, the AppStream metadata and the macOS bundle."""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
import sys
from pathlib import Path
from xml.etree import ElementTree

import pytest

from carolus import resources
from carolus.engine import commands
from carolus.engine.desktop_entry import APP_ID, MIME_TYPE, desktop_file, exec_line, program
from carolus.engine.record import Record

ROOT = Path(__file__).resolve().parent.parent
NS = "{http://www.freedesktop.org/standards/shared-mime-info}"
pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="freedesktop.org menus are Linux's")


@pytest.fixture
def data_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "share"
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    return home


def left_behind(home: Path) -> list[Path]:
    """Files under ``home`` but the MIME cache that ``update-mime-database`` rebuilt (empty once ours is gone)."""
    cache = home / "mime"
    return [
        p for p in home.rglob("*") if p.is_file() and not (p.parent == cache or p.is_relative_to(cache / "application"))
    ]


def keys(text: str) -> dict[str, str]:
    return dict(line.split("=", 1) for line in text.splitlines() if "=" in line)


def test_writes_the_entry_and_the_icon(data_home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert commands.main(["desktop-entry"]) == 0
    entry = data_home / "applications" / "io.github.carolus_qt.Carolus.desktop"
    icon = data_home / "icons" / "hicolor" / "scalable" / "apps" / "io.github.carolus_qt.Carolus.svg"
    mime = data_home / "mime" / "packages" / "io.github.carolus_qt.Carolus.xml"
    assert capsys.readouterr().out.splitlines() == [f"wrote {entry}", f"wrote {icon}", f"wrote {mime}"]
    assert icon.read_bytes() == resources.ICON.read_bytes()
    assert mime.read_bytes() == resources.MIME_TYPES.read_bytes()
    values = keys(entry.read_text(encoding="utf-8"))
    assert values["Categories"] == "Game;BoardGame;"
    assert values["Icon"] == APP_ID
    assert values["MimeType"] == "application/x-carolus-record;x-scheme-handler/carolus;"
    assert values["Name[de]"] == values["Name[fr]"] == "Carolus Magnus"
    assert values["Comment[fr]"].startswith("Jouer à Carolus Magnus")
    assert values["Exec"] == exec_line(program()) + " %u"
    assert Path(program()[0]).is_absolute() and Path(program()[0]).is_file()


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils is not installed")
def test_entry_passes_desktop_file_validate(data_home: Path) -> None:
    assert commands.main(["desktop-entry"]) == 0
    done = subprocess.run(
        ["desktop-file-validate", str(data_home / "applications" / f"{APP_ID}.desktop")], capture_output=True, text=True
    )
    assert (done.returncode, done.stdout + done.stderr) == (0, "")


def test_uninstall_removes_both_and_says_when_nothing_is_there(
    data_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert commands.main(["desktop-entry"]) == 0
    capsys.readouterr()
    assert commands.main(["desktop-entry", "--uninstall"]) == 0
    assert [line.split()[0] for line in capsys.readouterr().out.splitlines()] == ["removed"] * 3
    assert not left_behind(data_home)
    assert commands.main(["desktop-entry", "--uninstall"]) == 0
    assert capsys.readouterr().out.startswith("no Carolus Magnus menu entry under")


def test_relative_xdg_data_home_is_ignored(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_DATA_HOME", "relative/share")
    assert commands.main(["desktop-entry"]) == 0
    assert (tmp_path / ".local" / "share" / "applications" / f"{APP_ID}.desktop").is_file()


def test_a_program_path_with_spaces_and_specials_is_quoted() -> None:
    assert exec_line(["/opt/Carolus Magnus/carolus"]) == '"/opt/Carolus Magnus/carolus"'
    assert exec_line(['/a$b/"x"/100%']) == r'"/a\\$b/\\"x\\"/100%%"'
    assert exec_line(["/usr/bin/python3", "-m", "carolus"]) == "/usr/bin/python3 -m carolus"
    assert "TryExec" not in desktop_file(["/usr/bin/python3", "-m", "carolus"])
    assert "TryExec=/opt/c/carolus\n" in desktop_file(["/opt/c/carolus"])


def test_an_earlier_versions_entry_and_icon_give_way(data_home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Before the reverse-DNS id they were carolus.desktop and carolus.svg: two menu entries would be one too many."""
    old = [data_home / "applications" / "carolus.desktop", data_home / "icons/hicolor/scalable/apps/carolus.svg"]
    for path in old:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("old")
    assert commands.main(["desktop-entry"]) == 0
    assert not any(path.exists() for path in old)
    for path in old:
        path.write_text("old")
    capsys.readouterr()
    assert commands.main(["desktop-entry", "--uninstall"]) == 0
    assert len(capsys.readouterr().out.splitlines()) == 5 and not left_behind(data_home)


def test_the_application_id_is_reverse_dns_without_hyphens() -> None:
    """AppStream and D-Bus: at least three dot-separated parts of letters, digits and underscores, none starting
    with a digit (a hyphen is allowed but discouraged: it cannot appear in a D-Bus object path)."""
    parts = APP_ID.split(".")
    assert len(parts) >= 3 and all(re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", part) for part in parts), APP_ID


def test_the_macos_bundle_is_named_by_the_same_id() -> None:
    """Apple allows no underscore in a bundle id: the spec writes it as a hyphen, and takes the id from the game."""
    spec = (ROOT / "packaging" / "carolus.spec").read_text(encoding="utf-8")
    assert "from carolus.engine.desktop_entry import APP_ID" in spec
    assert 'bundle_identifier=APP_ID.replace("_", "-")' in spec


METAINFO = ROOT / "packaging" / "linux" / f"{APP_ID}.metainfo.xml"


def test_the_appstream_metadata_names_the_entry_the_record_type_and_the_screenshot() -> None:
    component = ElementTree.parse(METAINFO).getroot()
    assert component.findtext("id") == APP_ID
    assert component.findtext("launchable") == f"{APP_ID}.desktop"
    assert component.findtext("icon") == APP_ID
    assert component.findtext("provides/mediatype") == MIME_TYPE
    assert component.find("content_rating").get("type") == "oars-1.1"
    image = component.find("screenshots/screenshot/image")
    assert image.text.endswith("/docs/images/window.png")
    png = (ROOT / "docs" / "images" / "window.png").read_bytes()
    assert (int(image.get("width")), int(image.get("height"))) == struct.unpack(">II", png[16:24])


def test_the_appstream_releases_are_the_changelogs_dated_versions() -> None:
    """Newest first, with the CHANGELOG's dates; an entry still "unreleased" is not listed (AppStream wants a
    date). When a version gets its date in CHANGELOG.md, add its <release> to the metadata."""
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    dated = re.findall(r"^## (\S+) \((\d{4}-\d{2}-\d{2})\)$", changelog, flags=re.MULTILINE)
    releases = ElementTree.parse(METAINFO).getroot().findall("releases/release")
    assert [(r.get("version"), r.get("date")) for r in releases] == dated
    assert dated, "no dated version in CHANGELOG.md"


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream is not installed")
def test_appstreamcli_accepts_the_metadata() -> None:
    done = subprocess.run(
        ["appstreamcli", "validate", "--no-net", "--explain", str(METAINFO)], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_mime_types_magic_finds_a_json_and_a_msgpack_record(tmp_path: Path) -> None:
    """The strings and offset ranges of resources/carolus-record.xml's magic, in records as this game writes them
    (the type's name, as the entry and the metadata name it)."""
    root = ElementTree.parse(resources.MIME_TYPES).getroot()
    (mime_type,) = root.findall(f"{NS}mime-type")
    assert mime_type.get("type") == MIME_TYPE
    matches = mime_type.findall(f"{NS}magic/{NS}match")
    record = Record.new(2, "5eed", ["Ada", "Bertil"])
    for written in (record.to_json().encode(), record.to_msgpack()):
        assert any(_magic_finds(m.get("value"), m.get("offset"), written) for m in matches), written[:40]
    assert not any(_magic_finds(m.get("value"), m.get("offset"), b'{"format": "other"}') for m in matches)


def _magic_finds(value: str, offset: str, data: bytes) -> bool:
    """A shared-mime-info string match: ``value`` (with ``\\xNN`` escapes) starting within ``offset`` "a:b"."""
    wanted = value.encode("latin-1").decode("unicode_escape").encode("latin-1")
    first, last = (int(part) for part in offset.split(":"))
    return any(data[start : start + len(wanted)] == wanted for start in range(first, last + 1))


@pytest.mark.skipif(shutil.which("update-mime-database") is None, reason="shared-mime-info is not installed")
def test_update_mime_database_takes_the_type(data_home: Path) -> None:
    """``desktop-entry`` runs it when it is there: the type is then in the user's MIME database."""
    assert commands.main(["desktop-entry"]) == 0
    types = (data_home / "mime" / "types").read_text(encoding="utf-8").split()
    assert MIME_TYPE in types
    assert f"{MIME_TYPE} application/json" in (data_home / "mime" / "subclasses").read_text(encoding="utf-8")
