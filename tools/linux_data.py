"""The files a Linux distribution package (or Flatpak) installs besides the program, as a ``share/`` tree.

Usage (from a checkout, with the game's dependencies; Qt draws the icons):

    python3 tools/linux_data.py --out DIR      # then copy DIR/share/ to /usr/share/ (or the package's prefix)

Writes, all named by the application id ``io.github.carolus_qt.Carolus`` (``carolus.engine.desktop_entry.APP_ID``):

- ``share/applications/ID.desktop``: the menu entry (``Exec=carolus %u``: the program on PATH, a record to open);
- ``share/metainfo/ID.metainfo.xml``: the AppStream metadata (``packaging/linux/``);
- ``share/mime/packages/ID.xml``: a game record's MIME type, ``application/x-carolus-record``;
- ``share/icons/hicolor/NxN/apps/ID.png`` (16 to 512 px, drawn from ``resources/carolus.svg``) and the SVG as
  ``scalable``.

``carolus desktop-entry`` does the same for one user (without the PNGs and the metadata) where the game is not
packaged; a package runs ``update-mime-database`` and ``gtk-update-icon-cache`` as its post-install step.
"""

from __future__ import annotations

import argparse
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from carolus.engine.desktop_entry import APP_ID, COMMAND, desktop_file  # noqa: E402

METAINFO = ROOT / "packaging" / "linux" / f"{APP_ID}.metainfo.xml"
MIME = ROOT / "resources" / "carolus-record.xml"


def write_share(out: Path) -> list[Path]:
    """Write the ``share/`` tree into ``out``; the files written."""
    from app_icons import write_hicolor

    share = out / "share"
    files = {
        share / "applications" / f"{APP_ID}.desktop": desktop_file([COMMAND]).encode(),
        share / "metainfo" / METAINFO.name: METAINFO.read_bytes(),
        share / "mime" / "packages" / f"{APP_ID}.xml": MIME.read_bytes(),
    }
    for path, data in files.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    return [*files, *write_hicolor(ROOT / "resources" / "carolus.svg", share / "icons", APP_ID)]


def main() -> int:
    parser = argparse.ArgumentParser(description="Write the desktop entry, AppStream metadata, MIME type and icons.")
    parser.add_argument("--out", required=True, type=Path, help="folder to write share/ into")
    args = parser.parse_args()
    if (args.out / "share").exists():
        shutil.rmtree(args.out / "share")
    for path in write_share(args.out):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
