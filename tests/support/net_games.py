"""A whole LAN game's records checked against each other: every peer's the same, replayable to the end, its dice
verified."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from carolus.engine.match import Match
from carolus.engine.record import load
from carolus.net.fairdice import verify_record


def replay_json(path: Path) -> str:
    done = subprocess.run(
        [sys.executable, "-m", "carolus", "replay", "--json", str(path)], capture_output=True, text=True, timeout=30
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def assert_same_game(paths: list[Path], final_digest: str) -> None:
    first = paths[0].read_bytes()
    for p in paths[1:]:
        assert p.read_bytes() == first, f"{p} differs from {paths[0]}"
    record = load(paths[0])
    assert Match(record).digest() == final_digest
    assert json.loads(replay_json(paths[0]))["over"] is True
    assert verify_record(record) >= 1
    assert set(record.setup) >= {"provinces", "emperor", "start_player"}
