"""What Orca says while a person plays the window by keys: not a test (Orca's words change with its version and
settings) but the way to hear the game as a blind player does, kept as a transcript.

    python -m tests.support.orca_transcript OUT_FOLDER [end]

opens the buses (``atspi_session.Session``), starts Orca with its debug log (``orca --debug-file``: every
"SPEECH OUTPUT" line is what it would speak; no sound card is needed), then the window on the test's position,
answers the resume question, and presses keys with xdotool: the arrows over the board, a disc by its digit, a
knight colour and Enter to place it, Tab to the log. ``OUT_FOLDER/orca-debug.out`` is Orca's whole log,
``OUT_FOLDER/orca-speech.txt`` its spoken lines with the keys between them. With ``end``: the game's last action
and its result instead (``orca-speech-end.txt``). Needs orca and xdotool.
"""

from __future__ import annotations

import re
import subprocess
import sys
import time
from pathlib import Path

from carolus.engine.match import Match
from carolus.engine.record import Record
from carolus.ui.board.samples import play_until
from tests.support.atspi_session import Session
from tests.test_ui_atspi import COMPUTER, position

SETTLE_S = 1.5
"""Orca speaks asynchronously and says nothing when it is done: the script waits this long after each key (a
transcript, not a test, so a pause is the honest way to let it finish)."""

CUSTOMIZATIONS = """import orca.debug
import orca.speech

if orca.debug.debugFile is not None:
    orca.debug.debugFile.reconfigure(line_buffering=True)
orca.speech._initSpeechServer = lambda *args: None
orca.speech._speechserver = None
"""
"""Orca's user customizations: its debug log written line by line (it is buffered, and lost when Orca is ended);
speech on, so that Orca presents everything it would say, but no speech server (speech-dispatcher without a sound
card blocks Orca after its first words): the words go to the log only."""

KEYS = [
    ("Return", "answer the resume question (Yes is the default)"),
    ("Right", "board: next item"),
    ("Right", "board: next item"),
    ("Right", "board: next item"),
    ("Right", "board: next item"),
    ("Left", "board: previous item"),
    ("End", "board: last item"),
    ("Home", "board: first item"),
    ("CHOICE", "a disc by its digit; the computer answers"),
    ("WAIT", "the computer's move"),
    ("2", "pick up a green knight by its digit"),
    ("Right", "board: the first place it may go"),
    ("Return", "place it there"),
    ("Right", "board: next place"),
    ("Return", "place the second one"),
    ("Right", "board: next place"),
    ("Right", "board: next place"),
    ("Return", "place the third one; the emperor is next"),
    ("WAIT", "the computer's move"),
    ("Tab", "to the game log"),
    ("Up", "the log's line before"),
    ("Tab", "back to the board"),
]


END_KEYS = [
    ("Return", "answer the resume question (Yes is the default)"),
    ("Right", "board: the first region the emperor may reach"),
    ("Right", "board: the next region the emperor may reach"),
    ("CHOICE", "the emperor's steps by their digit: the last action of the game"),
    ("WAIT", "the end"),
    ("Tab", "the result"),
    ("Tab", ""),
    ("Tab", ""),
    ("Tab", ""),
]
"""``end``: the game's last action, by keys, and the result."""


def last_move() -> tuple[Record, int]:
    """The position before a game's last action (the person moves the emperor) and the steps that end it."""
    match = play_until(2, "a1", lambda s: False)
    assert match.is_over()
    record = match.truncated(len(match.record.actions) - 1).record.copy()
    record.extra["seats"] = ["human", COMPUTER]
    last = match.record.actions[-1]
    assert last.type == "move" and last.player == 0
    return record, int(last.steps or 0)


def speech(log: str) -> list[str]:
    return re.findall(r"SPEECH OUTPUT: '(.*?)'", log)


def main(argv: list[str]) -> int:
    from PySide6.QtWidgets import QApplication

    QApplication([])  # the board's words are translated through Qt
    out = Path(argv[0] if argv else "/tmp/atspi39")
    out.mkdir(parents=True, exist_ok=True)
    end = argv[1:] == ["end"]
    debug = out / ("orca-debug-end.out" if end else "orca-debug.out")
    if end:
        record, choice = last_move()
        keys = END_KEYS
    else:
        record = position()
        choice = next(a for a in Match(record.copy()).legal_actions() if a.type == "disc").value
        keys = KEYS
    transcript: list[str] = []
    with Session(record, pause_ms=800, game=False) as session:
        env = session.env
        prefs = Path(env["XDG_DATA_HOME"]) / "orca"
        prefs.mkdir(parents=True)
        (prefs / "orca-customizations.py").write_text(CUSTOMIZATIONS, encoding="utf-8")
        orca = subprocess.Popen(
            ["orca", "--replace", "--disable", "braille", "--debug-file", str(debug)],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=(out / "orca-stderr.txt").open("wb"),
        )
        session.processes.insert(2, orca)  # ended after the game, before the buses
        deadline = time.monotonic() + 60
        while "SPEECH OUTPUT" not in (debug.read_text(errors="replace") if debug.exists() else ""):
            if time.monotonic() > deadline or orca.poll() is not None:
                print("Orca did not start speaking: see", out / "orca-stderr.txt", file=sys.stderr)
                return 1
            time.sleep(0.2)  # Orca's log is the only sign it is up
        session.launch()
        time.sleep(6)  # the window opens and its question is read
        said = 0

        def note(label: str) -> None:
            nonlocal said
            lines = speech(debug.read_text(errors="replace"))
            transcript.extend(f"    {line}" for line in lines[said:])
            said = len(lines)
            if label:
                transcript.append(label)

        note("== the window opens")
        for index, (key, why) in enumerate(keys):
            if key == "WAIT":
                time.sleep(4)
                note(f"-- (waited) {why}")
                continue
            key = str(choice) if key == "CHOICE" else key
            if index == 1:  # the question answered: the main window gets the focus, as a window manager gives it
                subprocess.run(
                    ["xdotool", "search", "--onlyvisible", "--name", "Anna, Bertrand", "windowfocus", "--sync"],
                    env=env,
                    check=False,
                    capture_output=True,
                    timeout=10,
                )
            subprocess.run(["xdotool", "key", key], env=env, check=True, timeout=10)
            time.sleep(SETTLE_S)
            note(f"-- key {key}: {why}")
        note("")
    (out / ("orca-speech-end.txt" if end else "orca-speech.txt")).write_text(
        "\n".join(transcript) + "\n", encoding="utf-8"
    )
    print("\n".join(transcript))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
