"""What Orca says while a person plays the window by keys: not a test (Orca's words change with its version and
settings) but the way to hear the game as a blind player does, kept as a transcript.

    python -m tests.support.orca_transcript OUT_FOLDER

opens the buses (``atspi_session.Session``), starts Orca with its debug log (``orca --debug-file``: every
"SPEECH OUTPUT" line is what it would speak; no sound card is needed), then the window on the test's position,
answers the resume question, and presses keys with xdotool: the arrows over the board, a disc by its digit, a
knight colour and Enter to place it, Tab to the log. ``OUT_FOLDER/orca-debug.out`` is Orca's whole log,
``OUT_FOLDER/orca-speech.txt`` its spoken lines with the keys between them. Needs orca and xdotool.
"""

from __future__ import annotations

import re
import subprocess
import sys
import time
from pathlib import Path

from tests.support.atspi_session import Session

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
    ("DISC", "a disc by its digit; the computer answers"),
    ("WAIT", "the computer's move"),
    ("2", "pick up a green knight by its digit"),
    ("Right", "board: the first place it may go"),
    ("Return", "place it there"),
    ("Right", "board: next place"),
    ("Return", "place the second one"),
    ("Right", "board: next place"),
    ("Right", "board: next place"),
    ("Return", "place the third one; the computer answers"),
    ("WAIT", "the computer's move"),
    ("Tab", "to the game log"),
    ("Up", "the log's line before"),
    ("Tab", "back to the board"),
]


def speech(log: str) -> list[str]:
    return re.findall(r"SPEECH OUTPUT: '(.*?)'", log)


def main(argv: list[str]) -> int:
    from PySide6.QtWidgets import QApplication

    from carolus.engine.match import Match
    from tests.test_ui_atspi import position

    QApplication([])  # the board's words are translated through Qt
    out = Path(argv[0] if argv else "/tmp/atspi39")
    out.mkdir(parents=True, exist_ok=True)
    debug = out / "orca-debug.out"
    record = position()
    disc = next(a for a in Match(record.copy()).legal_actions() if a.type == "disc")
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
        for key, why in KEYS:
            if key == "WAIT":
                time.sleep(4)
                note(f"-- (waited) {why}")
                continue
            key = str(disc.value) if key == "DISC" else key
            if key != "Return" or transcript[-1:] != ["== the window opens"]:
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
    (out / "orca-speech.txt").write_text("\n".join(transcript) + "\n", encoding="utf-8")
    print("\n".join(transcript))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
