"""Time from process start to the first drawn board of the game window (target: under 2 s).

Usage: python3 benchmarks/ui_launch.py [--runs 5]
Each run starts a fresh Python process that opens the window as ``carolus``
does (a game against the computer, no saved game), waits for the board's
first paint, prints and exits; the time is taken here, from just before the
process is started to the line it prints. The game's files and settings go
to a temporary folder. Offscreen unless QT_QPA_PLATFORM says otherwise.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

CHILD = r"""
import os, sys
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSettings, QTimer
from carolus.ui.app import make_application
from carolus.ui.startup import open_first_game
from carolus.ui.windows.main_window import MainWindow
from carolus.ui.preferences import AppSettings

app = make_application([])
QSettings.setDefaultFormat(QSettings.Format.IniFormat)
QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, os.environ["CAROLUS_DATA_DIR"])
QCoreApplication.setOrganizationName("carolus-qt-bench")

class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, self.done)
            obj.removeEventFilter(self)
        return False

    def done(self):
        print("painted", flush=True)
        os._exit(0)

window = MainWindow(AppSettings(QSettings()))
watcher = FirstPaint()
window.board.viewport().installEventFilter(watcher)
window.show()
open_first_game(window, lambda *a: False)
app.exec()
"""


def one_run() -> float:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory(prefix="carolus-launch-") as tmp:
        env["CAROLUS_DATA_DIR"] = tmp
        started = time.perf_counter()
        proc = subprocess.Popen(
            [sys.executable, "-c", CHILD], env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True
        )
        assert proc.stdout is not None
        line = proc.stdout.readline()
        elapsed = time.perf_counter() - started
        proc.wait(timeout=30)
    if line.strip() != "painted":
        raise SystemExit(f"ui_launch: the window did not paint (exit {proc.returncode})")
    return elapsed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    times = [one_run() for _ in range(max(1, args.runs))]
    platform = os.environ.get("QT_QPA_PLATFORM", "offscreen")
    print(
        f"launch to first drawn board ({platform}, {len(times)} runs): "
        f"median {statistics.median(times):.2f} s, best {min(times):.2f} s, worst {max(times):.2f} s"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
