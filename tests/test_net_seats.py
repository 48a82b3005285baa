"""Issue 25, point 6: a seat belongs to its token. Played by the computer while its player is gone, it goes back to
that player and to nobody else, unless the host's player hands it over (and the record says so)."""

from __future__ import annotations

import subprocess
import sys
import threading
from pathlib import Path

import pytest
import zmq

from carolus.engine.record import load
from tests.support.hostile import RawPeer, hello
from tests.support.net_procs import host, join

pytestmark = [pytest.mark.lan, pytest.mark.timeout(150)]

REFUSED = 3
"""``carolus join``'s exit status when the host refused it."""


def _owner_gone(tmp_path: Path, *extra: str):
    """A 2-player game whose joiner is killed after action 10 and played by the host's (slow, strong) computer."""
    h, port = host(
        tmp_path, "--ai", "random", "--fill", "strong", "--grace", "1", "--out", str(tmp_path / "h.json"), *extra
    )
    owner = join(tmp_path, port, "Owner", "--ai", "random", "--verbose")
    seat = int(owner.wait_for(r"joined: you play seat (\d)").group(1)) - 1
    owner.wait_for(r"action 10:")
    owner.kill()  # its state file stays: it can come back
    h.wait_for(r"Owner has been gone for 1 s: the computer plays for them until they are back", timeout=20)
    return h, port, seat


def test_a_stranger_asking_for_a_seat_the_computer_plays_is_refused_and_its_owner_gets_it_back(tmp_path: Path) -> None:
    h, port, seat = _owner_gone(tmp_path)
    try:
        thief = join(tmp_path, port, "Thief", "--ai", "random", "--seat", str(seat))
        assert thief.wait() == REFUSED, thief.output()
        assert "takes over" not in h.output()
        owner = join(tmp_path, port, "Owner", "--ai", "random", "--out", str(tmp_path / "owner.json"))
        assert owner.wait() == 0, owner.output()
        assert h.wait() == 0, h.output()
    finally:
        h.kill()
    record = load(tmp_path / "h.json")
    assert record.names[seat] == "Owner" and "handovers" not in record.extra["net"]
    assert (tmp_path / "h.json").read_bytes() == (tmp_path / "owner.json").read_bytes()


def test_a_seat_the_hosts_player_handed_over_goes_to_the_newcomer_and_the_record_says_so(tmp_path: Path) -> None:
    h, port, seat = _owner_gone(tmp_path, "--hand-over")
    try:
        h.wait_for(r"Owner's seat is open to a newcomer")
        carl = join(tmp_path, port, "Carl", "--ai", "random", "--seat", str(seat), "--out", str(tmp_path / "c.json"))
        assert carl.wait() == 0, carl.output()
        assert h.wait() == 0, h.output()
        h.wait_for(r"Carl takes over Owner's seat")
    finally:
        h.kill()
    (handover,) = load(tmp_path / "h.json").extra["net"]["handovers"]
    assert handover["old"] == "Owner" and handover["name"] == "Carl" and handover["applied"] >= 10
    done = subprocess.run(
        [sys.executable, "-m", "carolus", "replay", "--verify", str(tmp_path / "h.json")],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr


def _stranger_who_never_commits(port: int, stop: threading.Event, dealt: threading.Event) -> None:
    """A stranger in the lobby (a key registered at the door, from 127.0.0.2) that says hello, pings and never
    commits to the deal; dropped, it says hello again at once, as long as the test runs."""
    peer = RawPeer(port, source="127.0.0.2")
    try:
        peer.send(hello("Stranger"))
        while not stop.is_set():
            if peer.sock.poll(300):
                msg = peer.recv()
                if msg["t"] == "start":
                    dealt.set()
                if msg["t"] == "bye":  # dropped from the deal: "hello first"
                    peer.try_send(hello("Stranger"))
            peer.try_send({"t": "ping"})
    except (zmq.ZMQError, AssertionError):
        pass
    finally:
        peer.close()


def test_a_stranger_that_never_commits_neither_holds_up_the_game_nor_keeps_a_real_player_out(tmp_path: Path) -> None:
    """Issue 36, point 4: a headless host waiting for one joiner deals with the stranger who only pings; a real
    player arriving during that deal was refused ("already started", exit 3). Now it waits at the door, the stranger
    is dropped from the deal and held back, and the real player plays the game."""
    h, port = host(
        tmp_path, "--ai", "random", "--joiners", "1", "--timers", "deal_s=1", "--out", str(tmp_path / "h.json")
    )
    stop, dealt = threading.Event(), threading.Event()
    stranger = threading.Thread(target=_stranger_who_never_commits, args=(port, stop, dealt))
    try:
        stranger.start()
        assert dealt.wait(20)  # the stranger counted toward the start
        real = join(tmp_path, port, "Real", "--ai", "random", "--out", str(tmp_path / "real.json"))
        assert real.wait(90) == 0, real.output()
        assert h.wait(30) == 0, h.output()
        assert "Stranger did not take part in the deal" in h.output()
    finally:
        stop.set()
        stranger.join(10)
        h.kill()
    assert "Real" in load(tmp_path / "h.json").names and "Stranger" not in load(tmp_path / "h.json").names


def test_a_seat_handed_over_goes_back_to_its_owner_who_returns_before_the_newcomer_played(tmp_path: Path) -> None:
    """Issue 36, point 6: with --hand-over a stranger took the seat at once and its owner, back a second later, was
    refused for good. Now the owner has it back while the newcomer has not acted (here a stranger that never does):
    the newcomer is told why, and the record lists both handovers."""
    h, port, seat = _owner_gone(tmp_path, "--hand-over")
    newcomer = None
    try:
        h.wait_for(r"Owner's seat is open to a newcomer")
        newcomer = RawPeer(port, source="127.0.0.3")
        newcomer.send(hello("Carl", seat=seat))
        newcomer.recv_kind("welcome")
        h.wait_for(r"Carl takes over Owner's seat")
        owner = join(tmp_path, port, "Owner", "--ai", "random", "--out", str(tmp_path / "owner.json"))
        assert "came back" in newcomer.recv_kind("reject", 20_000)["reason"]
        assert owner.wait() == 0, owner.output()
        assert h.wait() == 0, h.output()
        h.wait_for(r"Owner takes over Carl's seat")
    finally:
        if newcomer is not None:
            newcomer.close()
        h.kill()
    record = load(tmp_path / "h.json")
    assert record.names[seat] == "Owner"
    assert [(x["old"], x["name"]) for x in record.extra["net"]["handovers"]] == [("Owner", "Carl"), ("Carl", "Owner")]
    assert (tmp_path / "h.json").read_bytes() == (tmp_path / "owner.json").read_bytes()
    done = subprocess.run(
        [sys.executable, "-m", "carolus", "replay", "--verify", str(tmp_path / "h.json")],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
