"""Render the whole game window offscreen: the opening, a mid-game with merged regions, the end screen.

Usage: [CAROLUS_LANG=de|fr] python3 tools/screenshots.py [--out screenshots] [--size 1440x900]
Writes opening.png, midgame.png, lastturn.png (the computer's last turn marked), hint.png,
end.png (the result on the board), three.png (3 players), teams.png (a 4-player game),
teams-end.png (its end) and replay.png (the replay viewer) into the output folder. Saved games and settings go to a
temporary folder, never to the user's.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_TMP = tempfile.mkdtemp(prefix="carolus-shots-")
os.environ["CAROLUS_DATA_DIR"] = _TMP

from PySide6.QtCore import QCoreApplication, QEventLoop, QPoint, QPointF, QRect, QSettings, Qt, QTimer  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402

from carolus.engine.ai import Budget, make_player  # noqa: E402
from carolus.engine.ai.hint import advise  # noqa: E402
from carolus.engine.match import Match  # noqa: E402
from carolus.engine.record import Record  # noqa: E402
from carolus.ui.app import make_application  # noqa: E402
from carolus.ui.preferences import AppSettings  # noqa: E402
from carolus.ui.seats import GameSetup  # noqa: E402
from carolus.ui.windows.main_window import MainWindow  # noqa: E402

NAMES = ["You", "Computer"]


def settle(ms: int = 300) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def played(seed: str, until_regions: int | None, names: list[str] = NAMES, placed: int = 1) -> Record:
    """A greedy-against-greedy game from ``seed``: to the end, or to your placing turn once regions have merged
    (after ``placed`` knights; with 0, right after the computer's turn)."""
    match = Match.new(len(names), seed, list(names))
    ai = make_player("greedy", 7)
    while not match.is_over():
        s = match.state
        last = match.record.actions[-1] if match.record.actions else None
        if (
            until_regions is not None
            and s.num_regions <= until_regions
            and s.phase_name == "place"
            and s.to_act == 0
            and s.placed == placed
            and (placed or (last is not None and last.type == "move" and last.player != 0))
        ):
            break
        match.apply_action(ai.choose(s.clone()))
    record = match.record
    record.extra["seats"] = ["human"] + ["strong"] * (len(names) - 1)
    return record


def grab(window: MainWindow, path: Path) -> None:
    window.grab().save(str(path))
    print(path)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="screenshots")
    parser.add_argument("--size", default="1440x900")
    args = parser.parse_args(argv)
    width, height = (int(x) for x in args.size.lower().split("x"))
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = make_application(sys.argv[:1])
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, _TMP)
    QCoreApplication.setOrganizationName("carolus-qt-screenshots")
    settings = AppSettings(QSettings())
    settings.animations_on = False
    settings.ai_pause_ms = 100_000  # the computer waits: positions stay as set up

    window = MainWindow(settings)  # installs the language (CAROLUS_LANG=de|fr for the translated window)
    NAMES[:] = settings.last_setup().names  # "You" and "Computer" in that language
    window.resize(width, height)
    window.fit_log_dock()
    window.show()

    window.start_game(GameSetup(2, tuple(NAMES), ("human", "strong"), "c0ffee"))
    settle()
    grab(window, out / "opening.png")

    window.load_game(played("5eed12", until_regions=11))
    settle()
    scene, view = window.scene, window.board
    colour = scene.selected_colour or next(a.colour for a in window.controller.view().legal if a.type == "place")
    token = scene.reserve_item(0, str(colour))
    QTest.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(token.sceneBoundingRect().center())
    )
    target = max(window.controller.view().regions, key=lambda r: len(r.provinces))
    QTest.mouseMove(view.viewport(), _inside(window, scene.region_item(target.provinces[0])))
    settle()
    grab(window, out / "midgame.png")

    window.load_game(played("5eed12", until_regions=12, placed=0))
    settle()
    grab(window, out / "lastturn.png")

    window.load_game(played("5eed12", until_regions=11))
    settle()
    scene, view = window.scene, window.board
    scene.drop_selection()
    hint = advise(window.controller.match.state, "strong", Budget(seconds=0.3))
    window.session.hint_for = window.controller.match.digest()
    window.hints.ready(hint)
    settle()
    grab(window, out / "hint.png")

    window.load_game(played("e4d", until_regions=None))
    settle(500)
    grab(window, out / "end.png")  # the result is a panel on the board
    if window.result_dialog is not None:
        window.result_dialog.close()

    window.load_game(played("5eed3", until_regions=12, names=[NAMES[0], "Bruno", "Cleo"]))
    settle()
    grab(window, out / "three.png")

    record = played("5eed4", until_regions=12, names=[NAMES[0], "Bruno", "Cleo", "Dario"])
    window.load_game(record)
    settle()
    grab(window, out / "teams.png")

    window.load_game(played("4e4d", until_regions=None, names=[NAMES[0], "Bruno", "Cleo", "Dario"]))
    settle(500)
    grab(window, out / "teams-end.png")  # the team's result, in words from the player's side

    viewer = window.show_replay(played("e4d", until_regions=None))
    if viewer is not None:
        viewer.fit_to(QRect(0, 0, width, height - 40))  # as on a screen of --size less a task bar
        viewer.slider.setValue(viewer.slider.maximum() * 2 // 3)
        viewer.analyse_button.click()  # the graph and the analysis line show, as a player sees them
        settle(1500)
        viewer.grab().save(str(out / "replay.png"))
        print(out / "replay.png")
        viewer.close()
    window.close()
    app.processEvents()
    return 0


def _inside(window: MainWindow, item: object) -> QPoint:
    """A viewport point on ``item`` (merged arcs are not convex, so their box centre may miss)."""
    view = window.board
    rect = item.sceneBoundingRect()  # type: ignore[attr-defined]
    for i in range(9):
        for j in range(9):
            p = QPointF(rect.left() + rect.width() * (i + 0.5) / 9, rect.top() + rect.height() * (j + 0.5) / 9)
            if window.scene.itemAt(p, view.transform()) is item:
                return view.mapFromScene(p)
    return view.mapFromScene(rect.center())


if __name__ == "__main__":
    sys.exit(main())
