"""The application icon for Windows (.ico) and macOS (.icns), drawn from ``resources/carolus.svg``; and for Linux
the hicolor theme's PNG sizes (``write_hicolor``, used by ``tools/linux_data.py``).

Usage: python3 tools/app_icons.py OUT_DIR   (writes OUT_DIR/carolus.ico and OUT_DIR/carolus.icns)

The SVG is the one source of the icon; these files are derived, so they are made at build time
(``tools/bundle.py`` calls ``write_icons``) and not kept in the repository. Qt (a dependency of the game)
renders the SVG at each size; both formats are written here by hand because each is only a small header
and a table of PNG images: no Pillow or iconutil needed, so a Linux CI builds and checks them too.
"""

from __future__ import annotations

import struct
import sys
from pathlib import Path

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
"""What Windows asks for: the title bar and task bar (16-48), Explorer's large views (64-256)."""
ICNS_TYPES = (("icp4", 16), ("icp5", 32), ("icp6", 64), ("ic07", 128), ("ic08", 256), ("ic09", 512), ("ic10", 1024))
"""Apple's PNG-based icon types and their pixel sizes (ic10 is 512 at 2x, for Retina screens)."""
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
"""The hicolor theme's usual sizes on Linux (menus 16-24, panels and docks 32-64, software centres 128-512)."""


def render_png(svg: bytes, size: int) -> bytes:
    """The SVG drawn into a transparent ``size`` x ``size`` square, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(QByteArray(svg))
    if not renderer.isValid():
        raise ValueError("the icon SVG does not parse")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def ico(pngs: dict[int, bytes]) -> bytes:
    """An .ico holding one PNG per size (Windows Vista and later read PNG entries; 256 is written as 0)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = len(header) + 16 * len(pngs)
    entries, blobs = b"", b""
    for size, png in sorted(pngs.items()):
        side = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset + len(blobs))
        blobs += png
    return header + entries + blobs


def icns(pngs: dict[str, bytes]) -> bytes:
    """An .icns: the magic and total length, then each PNG under its type code with its own length."""
    body = b"".join(kind.encode("ascii") + struct.pack(">I", 8 + len(png)) + png for kind, png in pngs.items())
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_icons(svg_path: Path, out_dir: Path) -> tuple[Path, Path]:
    """Write ``carolus.ico`` and ``carolus.icns`` into ``out_dir``; their paths."""
    svg = svg_path.read_bytes()
    sizes = sorted({*ICO_SIZES, *(size for _, size in ICNS_TYPES)})
    pngs = {size: render_png(svg, size) for size in sizes}
    out_dir.mkdir(parents=True, exist_ok=True)
    ico_path, icns_path = out_dir / "carolus.ico", out_dir / "carolus.icns"
    ico_path.write_bytes(ico({size: pngs[size] for size in ICO_SIZES}))
    icns_path.write_bytes(icns({kind: pngs[size] for kind, size in ICNS_TYPES}))
    return ico_path, icns_path


def write_hicolor(svg_path: Path, icons_dir: Path, name: str) -> list[Path]:
    """The icon in the hicolor theme under ``icons_dir`` (``share/icons``): ``hicolor/NxN/apps/NAME.png`` for
    every size of ``HICOLOR_SIZES`` and the SVG as ``hicolor/scalable/apps/NAME.svg``; the files written."""
    svg = svg_path.read_bytes()
    written = []
    for size in HICOLOR_SIZES:
        path = icons_dir / "hicolor" / f"{size}x{size}" / "apps" / f"{name}.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(render_png(svg, size))
        written.append(path)
    scalable = icons_dir / "hicolor" / "scalable" / "apps" / f"{name}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    scalable.write_bytes(svg)
    return [*written, scalable]


def main() -> int:
    if len(sys.argv) != 2:
        print("usage: python3 tools/app_icons.py OUT_DIR", file=sys.stderr)
        return 2
    svg = Path(__file__).resolve().parent.parent / "resources" / "carolus.svg"
    for path in write_icons(svg, Path(sys.argv[1])):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
