"""The game's last key, read as a screen reader reads it: run by the SYSTEM python (pyatspi) against a window on
its own buses (``atspi_session.Session``), like ``atspi_probe.py``, whose helpers it uses. It answers the resume
question, gives the board the focus, presses the key that ends the game and waits for the focus to come into the
result panel; it reports the frame's name, the focus events after the key and the panel's name and description
(the description once the luck of the dice is in) as one JSON object on stdout.

    /usr/bin/python3 tests/support/atspi_end_probe.py --board-description TEXT --key 2 [--button "New game"]
"""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import pyatspi  # type: ignore[import-not-found]  # the system python's
from atspi_probe import Probe, activate, answer_question, find, find_app, press  # type: ignore[import-not-found]


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--app", default="Carolus Magnus")
    parser.add_argument("--board-description", required=True)
    parser.add_argument("--key", required=True)
    parser.add_argument("--button", default="New game")
    parser.add_argument("--timeout", type=float, default=60.0)
    args = parser.parse_args(argv)
    probe = Probe(args.timeout)
    report: dict[str, Any] = {}
    try:
        app = find_app(args.app, probe)
        answer_question(app, "Yes", probe)
        probe.wait(lambda: find(app, lambda o: o.description == args.board_description) is not None, "no board")
        board = find(app, lambda o: o.description == args.board_description)
        activate(app, probe)
        board.queryComponent().grabFocus()
        probe.wait(lambda: pyatspi.STATE_FOCUSED in board.getState().getStates(), "the board never takes the focus")
        mark = len(probe.events)
        press(args.key)

        def focused() -> bool:
            return any(
                e["type"] == "object:state-changed:focused" and e["detail1"] == 1 and e["name"] == args.button
                for e in probe.events[mark:]
            )

        probe.wait(focused, f"the focus never comes to {args.button!r}")

        def described() -> bool:
            return any(
                e["type"] == "object:property-change:accessible-description" and e["role"] == "dialog"
                for e in probe.events[mark:]
            )

        with contextlib.suppress(TimeoutError):  # the description changes again once the luck is weighed
            probe.wait(described, "the panel's description", timeout=20)
        report["frame"] = find(app, lambda o: o.getRoleName() == "frame").name
        report["focus"] = [
            {"role": e["role"], "name": e["name"]}
            for e in probe.events[mark:]
            if e["type"] == "object:state-changed:focused" and e["detail1"] == 1
        ]
        report["panel"] = [
            {"name": e["name"], "description": str(e["data"])}
            for e in probe.events[mark:]
            if e["type"] == "object:property-change:accessible-description" and e["role"] == "dialog"
        ]
    except (TimeoutError, LookupError) as exc:
        report["error"] = str(exc)
        report["events"] = probe.events[-30:]
    json.dump(report, sys.stdout, ensure_ascii=False)
    return 1 if "error" in report else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
