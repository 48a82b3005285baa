"""Render every step of the guided first game offscreen: the task as the step opens, and its "well done".

Usage: [CAROLUS_LANG=de|fr] python3 tools/screenshots_tutorial.py [--out DIR] [--size 1366x768]
Writes stepN-KEY-task.png and stepN-KEY-done.png for each step (and a crown's question on the way) into the
output folder. Saved games and settings go to a temporary folder, never to the user's. (The first start's
question is a window of its own: take it under Xvfb with a fresh settings folder, ``carolus`` then asks.)
"""

from __future__ import annotations

import argparse
import os
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_TMP = tempfile.mkdtemp(prefix="carolus-shots-")
os.environ["CAROLUS_DATA_DIR"] = _TMP

from PySide6.QtCore import QCoreApplication, QEventLoop, QSettings, QTimer  # noqa: E402

from carolus.engine.tutorial import STEPS  # noqa: E402
from carolus.ui.app import make_application  # noqa: E402
from carolus.ui.tutorial import guide_for, install_tutorial  # noqa: E402
from carolus.ui.windows.main_window import MainWindow  # noqa: E402


def settle(ms: int = 250) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="screenshots")
    parser.add_argument("--size", default="1366x768")
    args = parser.parse_args()
    width, height = (int(v) for v in args.size.split("x"))
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    make_application([])
    QCoreApplication.setOrganizationName("carolus-shots")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, _TMP)
    window = MainWindow()
    window.settings.animations_on = False
    window.apply_settings()
    install_tutorial(window)
    window.resize(width, height)
    window.fit_log_dock()
    window.show()
    guide = guide_for(window)
    for index, step in enumerate(STEPS):
        guide.start(index)
        settle()
        name = f"step{index + 1}-{step.key}"
        window.grab().save(str(out / f"{name}-task.png"))
        for k in range(1, 11):
            way = guide.way_left()
            if guide.state != "playing" or not way:
                break
            assert guide.controller is not None
            guide.controller.submit(way[0])
            settle(50)
            if guide.state == "playing" and guide.way_left() and guide.way_left()[0].type == "crown":
                window.grab().save(str(out / f"{name}-{k}.png"))  # a question on the way (the crown)
        settle()
        window.grab().save(str(out / f"{name}-done.png"))
    print(f"wrote {2 * len(STEPS)} screenshots to {out}")


if __name__ == "__main__":
    main()
