"""Time a board redraw after an action on the largest board (15 regions, every colour everywhere).

Prints the median, 95th percentile and the worst of N redraws: ``set_view`` alone (rebuilding
the items from the snapshot) and ``set_view`` plus painting the whole view
at 1400x900, offscreen. The target is one frame, 16 ms.

Usage: QT_QPA_PLATFORM=offscreen python3 benchmarks/ui_redraw.py [--redraws 200]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication

from carolus_qt.view import game_view
from ui.board import BoardScene, BoardView
from ui.board.samples import NAMES, crowded


def views(count: int) -> list:
    """Views after successive actions on the crowded board (each redraw shows a change)."""
    match = crowded(3)
    state = match.state
    out = []
    while len(out) < count:
        s = state.clone()
        out.append(game_view(s, s.to_act))
        for _ in range(6):
            if s.is_over() or s.is_chance_node():
                break
            s.apply(s.legal_actions()[len(out) % len(s.legal_actions())])
            out.append(game_view(s, s.to_act if s.to_act >= 0 else None))
    return out[:count]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="board redraw time")
    parser.add_argument("--redraws", type=int, default=200)
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    scene = BoardScene()
    widget = BoardView(scene)
    widget.resize(1400, 900)
    widget.show()
    app.processEvents()
    snapshots = views(args.redraws)
    image = QImage(1400, 900, QImage.Format.Format_ARGB32_Premultiplied)
    rows: dict[str, list[float]] = {"set_view": [], "set_view + paint": [], "full render": []}
    wall: list[float] = []
    for i, view in enumerate(snapshots):
        w0 = time.perf_counter()
        t0 = time.thread_time()
        scene.set_view(view, NAMES[:3], True)
        t1 = time.thread_time()
        app.processEvents()  # the view repaints the regions the scene marked dirty
        t2 = time.thread_time()
        w1 = time.perf_counter()
        if i:
            rows["set_view"].append((t1 - t0) * 1000)
            rows["set_view + paint"].append((t2 - t0) * 1000)
            wall.append((w1 - w0) * 1000)
    # the whole view painted into an image, in a loop of its own: rendering to another device between two
    # redraws throws away the items' device caches, which a window never does
    for view in snapshots[: max(2, len(snapshots) // 4)]:
        scene.set_view(view, NAMES[:3], True)
        app.processEvents()
        t2 = time.thread_time()
        painter = QPainter(image)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        widget.render(painter)
        painter.end()
        rows["full render"].append((time.thread_time() - t2) * 1000)
    knights = sum(sum(rv.knights) for rv in snapshots[0].regions)
    print(f"board: {len(snapshots[0].regions)} regions, {knights} knights on the ring, 3 players; "
          f"{len(wall)} redraws, window 1400x900, offscreen; CPU time of the GUI thread (target 16 ms)")
    for name, values in rows.items():
        p95 = statistics.quantiles(values, n=20)[-1]
        print(f"{name:20s} median {statistics.median(values):6.2f} ms   p95 {p95:6.2f} ms   max {max(values):6.2f} ms")
    print(f"{'set_view + paint':20s} median {statistics.median(wall):6.2f} ms   max {max(wall):6.2f} ms"
          "   (wall clock, shared machine)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
