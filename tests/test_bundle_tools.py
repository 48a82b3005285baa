"""The standalone app's build tools, without building it (too slow for the suite; CI runs tools/bundle.py and
tools/bundle_smoke.py): the Windows and macOS icons drawn from the SVG, and the check that fails a bundle
lacking the icon, a translation, the licence or Qt's SVG plugins."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent


def tool(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, ROOT / "tools" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def read_sizes(path: Path) -> list[int]:
    """The widths of every image Qt's own reader finds in an .ico or .icns."""
    from PySide6.QtGui import QImageReader

    reader = QImageReader(str(path))
    sizes = []
    for index in range(reader.imageCount()):
        assert reader.jumpToImage(index)
        image = reader.read()
        assert not image.isNull(), reader.errorString()
        assert image.width() == image.height()
        sizes.append(image.width())
    return sizes


def test_icons_for_windows_and_macos_hold_every_size(qapp, tmp_path: Path) -> None:
    icons = tool("app_icons")
    ico, icns = icons.write_icons(ROOT / "resources" / "carolus.svg", tmp_path)
    assert read_sizes(ico) == list(icons.ICO_SIZES)
    assert read_sizes(icns) == [size for _, size in icons.ICNS_TYPES]


def test_icon_is_drawn_not_blank(qapp) -> None:
    from PySide6.QtGui import QImage

    png = tool("app_icons").render_png((ROOT / "resources" / "carolus.svg").read_bytes(), 64)
    image = QImage.fromData(png)
    assert image.size().width() == 64
    assert image.pixelColor(0, 0).alpha() == 0  # the rounded corner stays transparent
    assert image.pixelColor(32, 32).alpha() == 255


def test_linux_icons_in_every_hicolor_size(qapp, tmp_path: Path) -> None:
    from PySide6.QtGui import QImage

    icons = tool("app_icons")
    written = icons.write_hicolor(ROOT / "resources" / "carolus.svg", tmp_path, "io.example.Game")
    expected = [tmp_path / f"hicolor/{n}x{n}/apps/io.example.Game.png" for n in (16, 22, 24, 32, 48, 64, 128, 256, 512)]
    assert written == [*expected, tmp_path / "hicolor/scalable/apps/io.example.Game.svg"]
    for path in expected:
        image = QImage(str(path))
        assert image.width() == image.height() == int(path.parent.parent.name.split("x")[0])
        assert image.pixelColor(image.width() // 2, image.height() // 2).alpha() == 255


def test_the_share_tree_for_a_distribution_package(qapp, tmp_path: Path) -> None:
    """tools/linux_data.py: the entry starts ``carolus`` from PATH with a record, named like the metadata."""
    from carolus.engine.desktop_entry import APP_ID

    written = tool("linux_data").write_share(tmp_path)
    share = tmp_path / "share"
    entry = (share / "applications" / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    assert "\nExec=carolus %u\n" in entry and "\nTryExec=carolus\n" in entry
    metainfo = share / "metainfo" / f"{APP_ID}.metainfo.xml"
    assert metainfo.read_bytes() == (ROOT / "packaging" / "linux" / metainfo.name).read_bytes()
    assert (share / "mime" / "packages" / f"{APP_ID}.xml").read_bytes() == (
        ROOT / "resources" / "carolus-record.xml"
    ).read_bytes()
    assert share / "icons" / "hicolor" / "512x512" / "apps" / f"{APP_ID}.png" in written
    assert sorted(written) == sorted(p for p in share.rglob("*") if p.is_file())


def fake_bundle(root: Path, leave_out: str = "") -> Path:
    """The files tools/bundle.py looks for, laid out as PyInstaller lays them out (under _internal/)."""
    bundle = tool("bundle")
    files = [f"_internal/{name}" for name in bundle.expected_files()]
    files += ["_internal/PySide6/Qt/plugins/iconengines/libqsvgicon.so"]
    files += ["_internal/PySide6/Qt/plugins/imageformats/libqsvg.so"]
    for name in files:
        if leave_out and name.endswith(leave_out):
            continue
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_bytes(b"x")
    return root


def test_a_complete_bundle_passes(tmp_path: Path) -> None:
    bundle = tool("bundle")
    assert {"LICENSE", "carolus/resources/carolus.svg"} <= set(bundle.expected_files())
    assert {f"carolus/resources/translations/carolus_{lang}.qm" for lang in ("en", "de", "fr")} <= set(
        bundle.expected_files()
    )
    assert bundle.missing_files(fake_bundle(tmp_path)) == []


@pytest.mark.parametrize(
    ("left_out", "named"),
    [
        ("carolus_fr.qm", "carolus/resources/translations/carolus_fr.qm"),
        ("carolus.svg", "carolus/resources/carolus.svg"),
        ("LICENSE", "LICENSE"),
        ("libqsvgicon.so", "Qt plugin iconengines/*qsvgicon*"),
        ("libqsvg.so", "Qt plugin imageformats/*qsvg.*"),
    ],
)
def test_a_bundle_lacking_a_file_names_it(tmp_path: Path, left_out: str, named: str) -> None:
    assert tool("bundle").missing_files(fake_bundle(tmp_path, left_out)) == [named]
