"""Time what a player waits for after an action on the largest board, in the real game window.

What is timed. After an action a window runs the controller (engine, log,
last-turn traces, autosave), updates the board's scene (``set_view``, the other
players' last-turn marks, the hint's marks), the status line, the hint line
and the log, and then paints whatever that made dirty on the next pass of the
event loop. This benchmark drives the real ``MainWindow`` exactly so: each
action (chosen by the greedy player) is submitted through the controller, the
door clicks and computer players use, and the event loop then runs until a
pass paints nothing (a paint left for a later pass is the action's too; such
actions are counted and reported). Nothing a window never does is timed (the
whole view rendered into an image was: that discards the items' cached
pictures, so it measured a cold board every time).

Rows, per action:
``scene``: every call the window makes into the board's scene for the action
(``set_view``, ``show_traces``, ``show_hint``, ``clear_hint``; a call made
inside another is counted once); ``viewport paint``: the board's paint event(s)
the action caused; ``redraw`` = scene + viewport paint, the issue's figure (the
target is one frame, 16 ms); ``frame``: the whole pass, the controller and every
widget's update and paint included (what delays the next frame); ``redraw:
<action>``: the redraw by kind of action. The first action of each board is
left out (it paints every picture of a board just shown, as a new game does).

CPU or wall time. The GUI thread's CPU time (``time.thread_time``): all of
this runs on that one thread, so on an idle machine it is the wall time, and
on a loaded one (the machine these figures are taken on is shared) it leaves
out the time the thread waited for a core, which a player's machine does not
make it wait. A loaded machine still inflates CPU time a little (shared caches),
so compare runs taken side by side. ``frame (wall)`` is printed for reference.

Platform. Offscreen by default: the same raster painting into the same kind of
backing store as an X11 window, without the copy to the screen. For a real X
window run it under ``xvfb-run -a -s "-screen 0 1920x1080x24"`` with
``QT_QPA_PLATFORM=xcb``; the copy is then part of ``frame``.

Boards (4 players, every seat a person at this screen, so every redraw offers
the legal actions and marks the others' last turns; animations off):
``crowded``: 15 regions, every colour in every region, castles on every other
region, the largest drawing; ``late``: a greedy 4-player game from its round 4
on, as real play leaves the board.

Usage: QT_QPA_PLATFORM=offscreen python3 benchmarks/ui_redraw.py [--actions 200] [--size 1920x1080]
    [--board crowded|late|both]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_TMP = tempfile.mkdtemp(prefix="carolus-bench-")
os.environ["CAROLUS_DATA_DIR"] = _TMP

from PySide6.QtCore import QCoreApplication, QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from carolus.engine.actions import from_code  # noqa: E402
from carolus.engine.ai import GreedyPlayer  # noqa: E402
from carolus.engine.match import Match  # noqa: E402
from carolus.ui import persistence  # noqa: E402
from carolus.ui.app import make_application  # noqa: E402
from carolus.ui.board.samples import NAMES, crowded, play_until  # noqa: E402
from carolus.ui.controller import GameController  # noqa: E402
from carolus.ui.preferences import AppSettings  # noqa: E402
from carolus.ui.seats import HUMAN  # noqa: E402
from carolus.ui.windows.main_window import MainWindow  # noqa: E402


class Timer:
    """CPU time (ms) of calls wrapped by ``wrap``; a wrapped call made inside another is counted once."""

    def __init__(self) -> None:
        self.samples: list[float] = []
        self._depth = 0

    def wrap(self, call: Callable[..., Any]) -> Callable[..., Any]:
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            self._depth += 1
            t0 = time.thread_time()
            try:
                return call(*args, **kwargs)
            finally:
                self._depth -= 1
                if self._depth == 0:
                    self.samples.append((time.thread_time() - t0) * 1000)

        return wrapper


SCENE_CALLS = ("set_view", "show_traces", "show_hint", "clear_hint", "animate_to")
"""What the window asks of the board's scene after an action (animate_to only with animations on)."""


def board_of(kind: str, episode: int) -> Match:
    """A fresh board of ``kind``; each episode starts from another seed."""
    if kind == "crowded":
        return crowded(4, seed=f"b{episode + 7}")
    return play_until(4, f"c{episode + 4}", lambda s: s.round >= 4 and s.phase_name == "place")


def install(window: MainWindow, match: Match) -> GameController:
    """Show ``match`` in the window with every seat a person here, as ``GameSession.load`` does (a crowded board
    is no record's replay, so it is handed over as a match)."""
    session = window.session
    session.drop()
    controller = GameController(
        match, [HUMAN] * match.record.players, autosave=persistence.write_autosave, parent=session
    )
    session.controller = controller
    session.result_shown = True  # the end of a crowded board cannot be replayed into a result chart
    session.started.emit(controller)
    return controller


def play(window: MainWindow, kind: str, actions: int) -> tuple[dict[str, list[float]], str]:
    """Drive the window through ``actions`` actions chosen by the greedy player, board after board of ``kind``."""
    app = QApplication.instance()
    assert app is not None
    rows: dict[str, list[float]] = {"scene": [], "viewport paint": [], "redraw": [], "frame": [], "frame (wall)": []}
    scene_time, paint_time = Timer(), Timer()
    scene, board = window.scene, window.board
    for name in SCENE_CALLS:
        setattr(scene, name, scene_time.wrap(getattr(scene, name)))
    board.paintEvent = paint_time.wrap(board.paintEvent)  # type: ignore[method-assign]
    chooser = GreedyPlayer(seed=1)
    kinds: dict[str, list[float]] = {}
    about = ""
    episode = 0
    late = 0
    while len(rows["frame"]) < actions:
        match = board_of(kind, episode)
        s = match.state
        if not about:
            knights = sum(s.knights[5 * r + c] for r in range(s.num_regions) for c in range(5))
            about = f"{s.num_regions} regions and {knights} knights on the ring at the start"
        controller = install(window, match)
        for _ in range(3):
            app.processEvents()
        first = True
        while len(rows["frame"]) < actions and not controller.match.is_over():
            action = from_code(controller.match.state, chooser.choose(controller.match.state.clone()))
            scene_time.samples.clear()
            paint_time.samples.clear()
            w0 = time.perf_counter()
            t0 = time.thread_time()
            controller.submit(action)
            app.processEvents()  # the window paints what the action made dirty
            for _ in range(5):  # a paint posted for later (a timer, a deferred update) belongs to the action too
                painted = len(paint_time.samples)
                app.processEvents()
                if len(paint_time.samples) == painted:
                    break
                late += 1
            t1 = time.thread_time()
            w1 = time.perf_counter()
            if not first:  # the first action of a board paints every picture of the board just shown
                redraw = sum(scene_time.samples) + sum(paint_time.samples)
                rows["scene"].append(sum(scene_time.samples))
                rows["viewport paint"].append(sum(paint_time.samples))
                rows["redraw"].append(redraw)
                rows["frame"].append((t1 - t0) * 1000)
                rows["frame (wall)"].append((w1 - w0) * 1000)
                kinds.setdefault(action.type, []).append(redraw)
            first = False
        episode += 1
    for name in SCENE_CALLS:
        delattr(scene, name)
    del board.paintEvent
    for kind, values in sorted(kinds.items()):
        rows[f"redraw: {kind}"] = values
    return rows, f"{about}; {episode} board(s); {late} action(s) painted again on a later pass of the loop"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="redraw after an action in the game window")
    parser.add_argument("--actions", type=int, default=200)
    parser.add_argument("--size", default="1920x1080", help="window size, WxH")
    parser.add_argument("--board", choices=("crowded", "late", "both"), default="both")
    args = parser.parse_args(argv)
    width, height = (int(x) for x in args.size.lower().split("x"))
    app = make_application(sys.argv[:1])
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, _TMP)
    QCoreApplication.setOrganizationName("carolus-qt-bench")
    settings = AppSettings(QSettings())
    settings.animations_on = False
    settings.player_name = NAMES[0]
    window = MainWindow(settings)
    window.resize(width, height)
    window.fit_log_dock()
    window.show()
    for _ in range(3):
        app.processEvents()
    size = window.board.viewport().size()
    print(
        f"window {width}x{height} (board {size.width()}x{size.height()}), {app.platformName()}, "
        "4 players at this screen, animations off; CPU time of the GUI thread per action, ms "
        "(target: redraw p95 under one frame, 16 ms)"
    )
    for kind in ("crowded", "late") if args.board == "both" else (args.board,):
        rows, about = play(window, kind, args.actions)
        print(f"{kind}: {about}; {len(rows['frame'])} actions")
        for name, values in rows.items():
            p95 = statistics.quantiles(values, n=20, method="inclusive")[-1] if len(values) > 1 else values[0]
            print(
                f"  {name:15s} median {statistics.median(values):6.2f}   p95 {p95:6.2f}   max {max(values):6.2f}"
                + (f"   ({len(values)} actions)" if name.startswith("redraw:") else "")
                + ("   (includes waiting for a core)" if name == "frame (wall)" else "")
            )
    window.session.drop()
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
