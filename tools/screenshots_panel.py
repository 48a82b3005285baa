"""Render the whole window with the 4-player optional rules' panel in use (a joker dropped, its colour to name; a
big pile to pick from), to look at what the panel covers.

Usage: [CAROLUS_LANG=de|fr] python3 tools/screenshots_panel.py [--out /tmp/shots] [--size 1366x768]
Writes panel-joker-WxH.png and panel-pile-WxH.png. Saved games and settings go to a temporary folder.
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

from PySide6.QtCore import QCoreApplication, QSettings  # noqa: E402

from carolus.engine.ai import GreedyPlayer  # noqa: E402
from carolus.engine.match import Match  # noqa: E402
from carolus.engine.record import Record  # noqa: E402
from carolus.engine.view import game_view  # noqa: E402
from carolus.ui.app import make_application  # noqa: E402
from carolus.ui.preferences import AppSettings  # noqa: E402
from carolus.ui.seats import HUMAN  # noqa: E402
from carolus.ui.windows.main_window import MainWindow  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from screenshots import settle  # noqa: E402

NAMES = ["Anna", "Bertrand", "Clothilde", "Dagobert"]
PILE_SEED = "f6"
VARIANTS = ["piles", "deferred-jokers"]


def played(seed: str, wanted: str) -> Record:
    """A greedy 4-player game with open piles and kept jokers, to seat 0's first joker placement or big pile."""
    match = Match(Record.new(4, seed, NAMES, VARIANTS))
    ai = GreedyPlayer(seed=1)
    while not match.is_over():
        s = match.state
        legal = game_view(s).legal
        if s.to_act == 0 and (
            (wanted == "joker" and s.phase_name == "place" and any(a.joker for a in legal))
            or (wanted == "pile" and s.phase_name == "pile" and any(a.type == "pile" and a.take for a in legal))
        ):
            break
        match.apply_action(ai.choose(s))
    return match.record


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="screenshots")
    parser.add_argument("--size", default="1366x768")
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
    settings.ai_pause_ms = 100_000
    window = MainWindow(settings)
    window.resize(width, height)
    window.fit_log_dock()
    window.show()
    seats = [HUMAN, "greedy", HUMAN, "greedy"]

    window.load_game(played("f6", "joker"), list(seats), autosave=False)
    settle()
    scene = window.scene
    panel = scene.variants
    panel.chip_clicked(panel.chip("joker"))
    target = sorted(panel.joker_targets(), key=str)[0]
    if target == "court":
        scene.court_clicked(scene.court_item(window.controller.view().to_act))
    else:
        scene.region_clicked(scene.region_item(int(target)))
    settle()
    path = out / f"panel-joker-{width}x{height}.png"
    window.grab().save(str(path))
    print(path)

    window.load_game(played(PILE_SEED, "pile"), list(seats), autosave=False)
    settle()
    view = window.controller.view()
    pile = next(a.pile for a in view.legal if a.type == "pile" and a.take is not None)
    panel.chip_clicked(panel.chip("pile", pile))
    panel.chip_clicked(panel.chip("knight", 0))
    settle()
    path = out / f"panel-pile-{width}x{height}.png"
    window.grab().save(str(path))
    print(path)
    window.close()
    app.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main())
