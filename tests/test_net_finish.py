"""Games always finish: only connected peers hold lobby seats; silent strangers are not dealt in; desyncs heal."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from hostile import RawPeer, hello
from net_procs import host, join

from carolus_qt.record import load

pytestmark = pytest.mark.timeout(120)


def test_a_peer_that_says_hello_and_bye_gives_its_seat_back_to_the_next_real_player(tmp_path: Path) -> None:
    h, port = host(tmp_path, "--players", "3", "--ai", "random", "--joiners", "2", "--out", str(tmp_path / "h.json"))
    ghost = RawPeer(port)
    ghost.send(hello("Ghost"))
    assert ghost.recv_kind("welcome")["peer"] == 1
    ghost.send({"t": "bye", "reason": "gone"})
    h.wait_for(r"Ghost left: gone")
    ghost.close()
    js = [join(tmp_path, port, name, "--ai", "random") for name in ("Ann", "Bob")]
    for j in js:
        assert j.wait() == 0, j.output()
    assert h.wait() == 0, h.output()
    assert sorted(load(tmp_path / "h.json").names) == ["Ann", "Bob", "Host"]  # not started early without Bob


def test_a_stranger_that_says_hello_and_falls_silent_is_not_waited_for(tmp_path: Path) -> None:
    h, port = host(tmp_path, "--players", "2", "--ai", "random", "--out", str(tmp_path / "h.json"))
    mute = RawPeer(port)
    mute.send(hello("Mute"))
    assert mute.recv_kind("welcome")["peer"] == 1  # the lobby is full: the game starts with Mute in it
    try:
        h.wait_for(r"Mute did not take part in the deal; dealing again without them", timeout=30)
        assert h.wait() == 0, h.output()
    finally:
        mute.close()
    assert "Mute" not in load(tmp_path / "h.json").names


def test_a_joiner_stopped_for_good_is_played_by_the_computer_after_the_grace_and_the_game_ends(tmp_path: Path) -> None:
    h, port = host(tmp_path, "--players", "3", "--ai", "random", "--grace", "1", "--out", str(tmp_path / "h.json"))
    stays = join(tmp_path, port, "Stays", "--ai", "random", "--out", str(tmp_path / "stays.json"))
    gone = join(tmp_path, port, "Gone", "--ai", "random", "--verbose")
    gone.wait_for(r"action 10:")
    gone.kill()
    h.wait_for(r"Gone has been gone for 1 s: the computer plays for them until they are back", timeout=15)
    stays.wait_for(r"the computer plays for Gone until they are back", timeout=15)
    assert h.wait() == 0, h.output()
    assert stays.wait() == 0, stays.output()
    assert (tmp_path / "h.json").read_bytes() == (tmp_path / "stays.json").read_bytes()
    record = load(tmp_path / "h.json")
    assert record.extra["net"]["left"]  # the dice went on without Gone's share, and the record says from when
    done = subprocess.run([sys.executable, "-m", "carolus_qt", "replay", "--verify", "--json",
                           str(tmp_path / "h.json")], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
