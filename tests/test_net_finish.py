"""Games always finish: only connected peers hold lobby seats; silent strangers are not dealt in; desyncs heal."""

from __future__ import annotations

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
