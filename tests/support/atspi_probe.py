"""What a Linux screen reader reads of the game window: a probe run by the SYSTEM python (with pyatspi), not the
game's virtual environment, against a window on its own X display and D-Bus session bus (``atspi_session.py``).

It reads the window the way Orca does, through AT-SPI: it walks the application's accessible tree (roles, names,
descriptions), answers an opening question by its button, gives the board the keyboard focus and moves it with the
arrow keys (keys sent through the registry, as a person's would be), recording the board's accessible name after
each move, then makes one key action and records what the window announces until the status line reaches a given
text (name changes, text changes, added log lines, announcements). Everything it saw goes to stdout as one JSON
object; the test (``tests/test_ui_atspi.py``) judges it. Nothing here sleeps a fixed time: it waits for AT-SPI
events, and polls with a deadline only where AT-SPI sends none (the application appearing on the bus).

    /usr/bin/python3 tests/support/atspi_probe.py --app NAME --board-description TEXT [--answer Yes]
        [--steps N] [--key 2] [--until TEXT] [--timeout S]
"""

from __future__ import annotations

import argparse
import contextlib
import json
import re
import subprocess
import sys
import time
from collections.abc import Callable
from typing import Any

import pyatspi  # type: ignore[import-not-found]  # the system python's, absent from the game's environment
from gi.repository import GLib  # type: ignore[import-not-found]

KEYSYMS = {"Right": 0xFF53, "Left": 0xFF51, "Return": 0xFF0D, "space": 0x20, "Escape": 0xFF1B}
"""X keysyms of the keys the probe presses; a digit or letter is its own character code."""

EVENTS = (
    "object:property-change:accessible-name",
    "object:property-change:accessible-description",
    "object:text-changed",
    "object:children-changed",
    "object:announcement",
    "object:state-changed:focused",
)
"""What Orca listens to that a changing game window may send."""

SKIPPED_ROLES = {"popup menu"}
"""The menus' items are read when a menu opens; the tree here is what the window shows."""


class Probe:
    """One AT-SPI client: the events seen so far and ways to wait for them."""

    def __init__(self, timeout: float) -> None:
        self.timeout = timeout
        self.events: list[dict[str, Any]] = []
        self.context = GLib.MainContext.default()
        GLib.timeout_add(50, lambda: True)  # wakes the loop so that a deadline is noticed without an event
        pyatspi.Registry.registerEventListener(self._seen, *EVENTS)

    def _seen(self, event: Any) -> None:
        data = event.any_data
        if isinstance(data, pyatspi.Accessible):
            data = {"role": safe(data.getRoleName), "name": safe(lambda: data.name)}
        elif data is not None and not isinstance(data, (str, int, float, bool)):
            data = str(data)
        source = event.source
        self.events.append(
            {
                "type": event.type,
                "role": safe(source.getRoleName) if source is not None else "",
                "name": safe(lambda: source.name) if source is not None else "",
                "detail1": event.detail1,
                "focused": bool(source is not None and safe(lambda: source.getState().contains(pyatspi.STATE_FOCUSED))),
                "data": data,
                "t": round(time.monotonic(), 3),
            }
        )

    def wait(self, done: Callable[[], bool], what: str, timeout: float | None = None) -> None:
        """Run the event loop until ``done`` holds; a deadline names ``what`` never came."""
        deadline = time.monotonic() + (timeout or self.timeout)
        while not done():
            if time.monotonic() > deadline:
                raise TimeoutError(what)
            self.context.iteration(True)

    def events_since(self, start: int, kind: str) -> list[dict[str, Any]]:
        return [e for e in self.events[start:] if e["type"].startswith(kind)]


def safe(read: Callable[[], Any]) -> Any:
    """An accessible's property, or '' when the object went away meanwhile (the window changes as it is read)."""
    try:
        return read()
    except Exception:  # a gone object raises GLib errors of several kinds
        return ""


def find_app(name: str, probe: Probe) -> Any:
    """The application on the desktop, polled (AT-SPI announces no new application to a late client)."""

    def app() -> Any:
        desktop = pyatspi.Registry.getDesktop(0)
        return next((a for a in desktop if a is not None and safe(lambda a=a: a.name) == name), None)

    probe.wait(lambda: app() is not None, f"no application named {name!r} on the accessibility bus")
    return app()


def walk(node: Any, depth: int = 0, path: str = "") -> list[dict[str, Any]]:
    """Every object under ``node`` as a screen reader's review sees it: role, name, description, states."""
    role = safe(node.getRoleName)
    states = safe(lambda: [pyatspi.stateToString(s) for s in node.getState().getStates()]) or []
    found = [
        {
            "path": path,
            "depth": depth,
            "role": role,
            "name": safe(lambda: node.name),
            "description": safe(lambda: node.description),
            "states": states,
            "children": safe(lambda: node.childCount) or 0,
        }
    ]
    if role in SKIPPED_ROLES or depth > 20:
        return found
    for index in range(found[0]["children"]):
        child = safe(lambda index=index: node.getChildAtIndex(index))
        if child:
            found += walk(child, depth + 1, f"{path}/{index}")
    return found


def find(node: Any, test: Callable[[Any], bool], depth: int = 0) -> Any:
    """The first object under ``node`` (depth first) that passes ``test``."""
    if safe(lambda: test(node)):
        return node
    if depth > 20 or safe(node.getRoleName) in SKIPPED_ROLES:
        return None
    for index in range(safe(lambda: node.childCount) or 0):
        child = safe(lambda index=index: node.getChildAtIndex(index))
        hit = find(child, test, depth + 1) if child else None
        if hit is not None:
            return hit
    return None


def press(key: str) -> None:
    """One key as the keyboard would send it (the registry makes an X key press and release)."""
    code = KEYSYMS.get(key, ord(key[0]) if len(key) == 1 else 0)
    pyatspi.Registry.generateKeyboardEvent(code, None, pyatspi.KEY_SYM)


def answer_question(app: Any, button: str, probe: Probe) -> dict[str, Any] | None:
    """Press ``button`` of the dialog that opened with the window (its words are kept); None when none opened."""
    probe.wait(lambda: find(app, lambda o: o.getRoleName() in ("alert", "dialog")) is not None, "no question opened")
    dialog = find(app, lambda o: o.getRoleName() in ("alert", "dialog"))
    seen = {"role": dialog.getRoleName(), "name": dialog.name, "tree": walk(dialog)}
    target = find(dialog, lambda o: o.getRoleName() == "push button" and o.name.replace("&", "") == button)
    if target is None:
        raise LookupError(f"the question has no button {button!r}")
    actions = target.queryAction()
    actions.doAction(next(i for i in range(actions.nActions) if actions.getName(i) in ("Press", "press", "click")))
    probe.wait(lambda: find(app, lambda o: o.getRoleName() in ("alert", "dialog")) is None, "the question stays open")
    return seen


def came_back(events: list[dict[str, Any]], text: str) -> bool:
    """The status line (a label's name) changed away from ``text`` and then said it again."""
    said = [e["name"] for e in events if e["type"] == "object:property-change:accessible-name" and e["role"] == "label"]
    away = next((i for i, name in enumerate(said) if text not in name), None)
    return away is not None and any(text in name for name in said[away:])


def said(events: list[dict[str, Any]], text: str) -> bool:
    """``text`` went out as news: an announcement, or a description change of the focused object."""
    news = ("object:announcement", "object:property-change:accessible-description")
    return any(
        e["type"] in news and text in str(e["data"]) and (e["focused"] or "announce" in e["type"]) for e in events
    )


def activate(app: Any, probe: Probe) -> None:
    """Give the window the X input focus when it lacks it, as a desktop's window manager does when a dialog closes
    (Xvfb runs none: the focus would stay on the root window and the keys go nowhere)."""
    frame = find(app, lambda o: o.getRoleName() == "frame")
    if pyatspi.STATE_ACTIVE in frame.getState().getStates():
        return
    # xdotool's regular expressions miss the dash between the title's parts: its longest plain-ASCII piece
    title = max(re.split(r"[^ -~]+", frame.name), key=len).strip()
    title = re.sub(r"([.*+?^$()\[\]{}|\\])", r"\\\1", title)
    subprocess.run(
        ["xdotool", "search", "--sync", "--onlyvisible", "--name", title, "windowfocus", "--sync"],
        check=True,
        timeout=20,
    )
    probe.wait(lambda: pyatspi.STATE_ACTIVE in frame.getState().getStates(), "the window never becomes active")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--app", required=True)
    parser.add_argument("--board-description", required=True, help="how the board is found: its description")
    parser.add_argument("--answer", help="the button that answers the question the window opens with")
    parser.add_argument("--steps", type=int, default=0, help="arrow key presses on the board")
    parser.add_argument("--key", help="the key action made after the walk")
    parser.add_argument("--until", help="the status line when the person acts: before the walk, again after the key")
    parser.add_argument("--timeout", type=float, default=60.0)
    args = parser.parse_args(argv)
    probe = Probe(args.timeout)
    report: dict[str, Any] = {}
    try:
        app = find_app(args.app, probe)
        if args.answer:
            report["question"] = answer_question(app, args.answer, probe)
        board_test: Callable[[Any], bool] = lambda o: o.description == args.board_description  # noqa: E731
        probe.wait(lambda: find(app, board_test) is not None, "no board")
        board = find(app, board_test)
        status = find(board.parent, lambda o: o.getRoleName() == "label")
        # the game in play, read once the answer is in (the names below are those of the resumed game)
        ready = (lambda: args.until in status.name) if args.until else (lambda: bool(status.name))
        probe.wait(ready, f"the status line never says {args.until!r} (it says {status.name!r})")
        report["tree"] = walk(app)
        report["status"] = status.name
        start = len(probe.events)
        activate(app, probe)
        board.queryComponent().grabFocus()
        probe.wait(lambda: pyatspi.STATE_FOCUSED in board.getState().getStates(), "the board never takes the focus")
        report["focused"] = {"name": board.name, "description": board.description}
        report["walk"] = []
        for _ in range(args.steps):
            mark, before = len(probe.events), board.name
            press("Right")
            # a move to an item with the same words sends no change: the deadline is short, then the name is read
            with contextlib.suppress(TimeoutError):
                probe.wait(
                    lambda mark=mark: any(e["name"] == board.name for e in probe.events_since(mark, "object:prop")),
                    "no name change",
                    timeout=10,
                )
            report["walk"].append({"name": board.name, "same": board.name == before})
        report["walk_events"] = probe.events[start:]
        if args.key:
            mark = len(probe.events)
            press(args.key)
            if args.until:
                probe.wait(
                    lambda: came_back(probe.events[mark:], args.until), f"the status line never says {args.until!r}"
                )
                # the news of it comes after the label's own change (an announcement, or the focused board's
                # description a turn of the window's event loop later): the report holds it too
                with contextlib.suppress(TimeoutError):
                    probe.wait(lambda: said(probe.events[mark:], status.name), "the status line's news", timeout=10)
            report["after_key"] = probe.events[mark:]
            report["status_after"] = status.name
            report["log"] = [
                safe(lambda n=n: n.name)
                for n in (find(app, lambda o: o.getRoleName() == "list") or [])
                if n is not None
            ]
    except (TimeoutError, LookupError) as exc:
        report["error"] = str(exc)
        report["events"] = probe.events[-40:]
    json.dump(report, sys.stdout, ensure_ascii=False)
    return 1 if "error" in report else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
