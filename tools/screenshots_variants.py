"""Render the board under each optional rule to screenshots/variant_*.png (offscreen), to look at the panel.

Usage: QT_QPA_PLATFORM=offscreen python3 tools/screenshots_variants.py [--width 1400] [--out screenshots]
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from carolus.engine.ai import GreedyPlayer
from carolus.engine.match import Match
from carolus.engine.record import Record
from carolus.engine.state import State
from carolus.engine.view import GameView, game_view
from carolus.ui.board import BoardScene
from carolus.ui.board.samples import NAMES

sys.path.insert(0, str(Path(__file__).resolve().parent))
from screenshots_board import render


def play(players: int, seed: str, variants: list[str], stop: Callable[[State], bool], skip: int = 0) -> Match:
    """A greedy game under ``variants`` until ``stop`` has held ``skip`` + 1 times."""
    match = Match(Record.new(players, seed, NAMES[:players], variants))
    ai = GreedyPlayer(seed=1)
    while not match.is_over():
        if stop(match.state):
            if skip == 0:
                break
            skip -= 1
        match.apply_action(ai.choose(match.state))
    return match


def _big_pile(view: GameView) -> int:
    return next(a.pile for a in view.legal if a.type == "pile" and a.take is not None)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--width", type=int, default=1400)
    parser.add_argument("--out", default="screenshots")
    args = parser.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])

    def big(s):
        return s.phase_name == "pile" and any(a.type == "pile" and a.take is not None for a in game_view(s).legal)

    def jokers(s):
        return s.phase_name == "place" and any(a.joker for a in game_view(s).legal)

    shots = {
        "piles_2p": (2, "a1", ["piles"], lambda s: s.phase_name == "pile", 0),
        "piles_pick_4p": (4, "b2", ["piles"], big, 0),
        "jokers_3p": (3, "c3", ["deferred-jokers"], jokers, 1),
        "swap_2p": (2, "d4", ["free-colour"], lambda s: s.phase_name == "swap", 0),
        "early_roll_3p": (3, "e5", ["early-roll", "deferred-jokers"], lambda s: s.phase_name == "place", 2),
        "piles_jokers_4p": (4, "f6", ["piles", "deferred-jokers"], jokers, 2),
    }
    for name, (players, seed, variants, stop, skip) in shots.items():
        match = play(players, seed, variants, stop, skip)
        scene = BoardScene()
        view = game_view(match.state, match.state.to_act)
        scene.set_view(view, NAMES[:players], True)
        panel = scene.variants
        if name == "piles_pick_4p":
            panel.chip_clicked(panel.chip("pile", _big_pile(view)))
            panel.chip_clicked(panel.chip("knight", 0))
        if name.startswith("jokers") or name.startswith("piles_jokers"):
            panel.chip_clicked(panel.chip("joker"))
            target = sorted(panel.joker_targets(), key=str)[0]  # a region (ids sort before "court")
            if target == "court":
                scene.court_clicked(scene.court_item(view.to_act))
            else:
                scene.region_clicked(scene.region_item(int(target)))
        if name.startswith("swap") and any(c.kind == "from" for c in panel.chips):
            panel.chip_clicked(next(c for c in panel.chips if c.kind == "from"))
        render(scene, out / f"variant_{name}.png", args.width)
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
