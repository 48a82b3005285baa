"""Strangers cost the host little: many-part messages are dropped part by part, joins and guesses are rate-limited."""

from __future__ import annotations

from pathlib import Path

import pytest
from hostile import RawPeer, hello
from net_procs import host

from net.handshake import pake_confirm, pake_joiner, pake_key

pytestmark = pytest.mark.timeout(90)

MIB = 1024 * 1024


def rss_mib(pid: int) -> float:
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    raise AssertionError("no VmRSS")


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads the host's memory from /proc")
def test_many_part_messages_before_the_handshake_do_not_grow_the_host(tmp_path: Path) -> None:
    h, port = host(tmp_path, "--players", "3", "--ai", "random")
    try:
        idle = rss_mib(h.p.pid)
        peaks = []
        for parts, size in ((150, 4 * MIB), (2000, 16_000), (200_000, 0)):
            peer = RawPeer(port)
            peer.send_frames([b"\0" * size] * parts)
            peer.send(hello("Eve"))  # answered once everything before it was read (or the connection dropped)
            assert peer.recv(20_000)["t"] in ("welcome", "reject")
            peer.send({"t": "bye", "reason": "done"})
            peer.close()
            peaks.append(rss_mib(h.p.pid))
        assert max(peaks) - idle < 64, (idle, peaks)
        h.wait_for(r"dropped a message: 200001 frames instead of 2")
        assert "Traceback" not in h.output()
    finally:
        h.kill()


def test_password_guesses_are_rate_limited(tmp_path: Path) -> None:
    h, port = host(tmp_path, "--players", "2", "--ai", "random", "--password", "s3cret")
    peer = RawPeer(port)
    try:
        answers = []
        for _ in range(5):
            peer.send(hello("Guess"))
            challenge = peer.recv_kind("challenge")
            side, mine = pake_joiner("guess")  # a real SPAKE2 exchange with a wrong password
            key = pake_key(side, challenge["pake"])
            peer.send({"t": "auth", "pake": mine, "mac": pake_confirm(key, b"joiner", mine, challenge["pake"])})
            answers.append(peer.recv_kind("reject")["reason"])
        assert answers[:3] == ["wrong game password"] * 3
        assert answers[3:] == ["too many password attempts; wait a minute and try again"] * 2
    finally:
        peer.close()
        h.kill()
