"""Render the board for sample positions to screenshots/board_*.png (offscreen), to look at the drawing.

Usage: QT_QPA_PLATFORM=offscreen python3 tools/screenshots_board.py [--width 1400] [--out screenshots]
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication

from carolus.engine.view import game_view
from carolus.ui.board import BoardScene, PlayerPanel
from carolus.ui.board.samples import NAMES, crowded, midgame, move_phase, opening, play_until


def render(scene: BoardScene, path: Path, width: int) -> None:
    rect = scene.sceneRect()
    image = QImage(width, int(width * rect.height() / rect.width()), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.black)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    scene.render(painter, QRectF(image.rect()), rect)
    painter.end()
    image.save(str(path))
    print(path)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--width", type=int, default=1400)
    parser.add_argument("--out", default="screenshots")
    args = parser.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    positions = {
        "opening_2p": opening(2),
        "midgame_2p": midgame(2),
        "midgame_3p": midgame(3),
        "midgame_4p": midgame(4),
        "move_2p": move_phase(2),
        "crowded_3p": crowded(3),
        "crown_2p": play_until(2, "a1", lambda s: False, max_actions=0),
        "over_2p": play_until(2, "a1", lambda s: False),
    }
    for name, match in positions.items():
        scene = BoardScene()
        view = game_view(match.state)
        scene.set_view(view, NAMES[: view.players], True)
        if name == "midgame_2p":
            # a knight picked up, and a region hovered: targets and the majority preview show
            colour = next(a.colour for a in view.legal if a.type == "place")
            scene.reserve_pressed(scene.reserve_item(view.to_act, colour))
            scene.reserve_released(scene.reserve_item(view.to_act, colour), QPointF())
        if name in ("midgame_2p", "midgame_4p"):
            item = next(
                (i for i in scene.region_items() if i.region.outcome.kind == "takeover"), scene.region_items()[2]
            )
            item.hovered = True
            scene.region_hovered(item, True)
        render(scene, out / f"board_{name}.png", args.width)
    panel = PlayerPanel()
    view = game_view(positions["midgame_3p"].state)
    panel.set_view(view, view.to_act, NAMES[:3])
    panel.resize(300, 214)
    image = panel.grab()
    image.save(str(out / "board_player_panel.png"))
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
