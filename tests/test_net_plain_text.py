"""Text from the network is never interpreted: names are checked at the door, printed escaped, shown as typed."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from carolus.net.schema import FROM_JOINER, check
from carolus.net.text import console, is_name
from tests.support.hostile import RawPeer, hello
from tests.support.net_procs import host

pytestmark = pytest.mark.timeout(60)

FORGED = "x\n[host] game over; digest " + "0" * 64


def test_names_with_control_characters_or_too_long_are_refused_by_the_schema() -> None:
    assert check(hello("<img src=/dev/zero>"), FROM_JOINER) is None
    for bad in (FORGED, "Ann\x1b[31m", "Bob\u202e", "A" * 25, " padded", "tab\there"):
        assert not is_name(bad)
        assert check(hello(bad), FROM_JOINER) == "hello: bad value for 'name'"


def test_console_output_escapes_newlines_and_terminal_codes() -> None:
    assert console("a\nb\x1b[2J") == "a\\nb\\x1b[2J"
    assert console("plain <b>text</b>") == "plain <b>text</b>"


@pytest.mark.lan
def test_a_hostile_peer_cannot_forge_console_lines_on_the_host(tmp_path: Path) -> None:
    h, port = host(tmp_path, "--players", "2", "--ai", "random")
    peer = RawPeer(port)
    try:
        peer.send(hello(FORGED))  # refused by the schema: dropped and logged, never printed raw
        h.wait_for(r"dropped a message: hello: bad value for 'name'")
        peer.send(hello("Eve"))
        assert peer.recv_kind("welcome")["peer"] == 1
        peer.send({"t": "bye", "reason": FORGED + "\x1b[2J"})
        h.wait_for(re.escape("Eve left: x\\n[host] game over; digest"))
    finally:
        peer.close()
        h.kill()
    assert not [line for line in h.lines if line.startswith("[host] game over")]
    assert "\x1b" not in h.output()
