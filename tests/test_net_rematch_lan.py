"""Rematch over real sockets, headless (issue 35): ``carolus host --again 1`` and ``carolus join --again`` play two
games in a row at the same table, seats moved on by one, each dealt afresh."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.support import net_procs as procs

pytestmark = pytest.mark.lan


def test_host_again_and_join_again_play_two_games_with_seats_rotated(tmp_path: Path) -> None:
    host, port = procs.host(tmp_path, "--ai", "random", "--players", "2", "--name", "Hal", "--again", "1")
    joiner = procs.join(tmp_path, port, "Jo", "--ai", "random", "--again")
    try:
        assert host.wait(90.0) == 0, host.output()
        assert joiner.wait(30.0) == 0, joiner.output()
    finally:
        for proc in (joiner, host):
            proc.kill()
    out = host.output()
    assert "game 2 at this table: Jo, Hal" in out, out
    first = re.search(r"game 1 finished; digest (\w+)", out)
    last = re.search(r"\] finished; digest (\w+)", out)
    assert first is not None and last is not None and first.group(1) != last.group(1)
    assert f"finished; digest {last.group(1)}" in joiner.output()
    assert "the host offers to play again" in joiner.output()


def test_a_joiner_without_again_ends_after_its_game_and_the_computer_takes_its_seat(tmp_path: Path) -> None:
    host, port = procs.host(tmp_path, "--ai", "random", "--players", "2", "--name", "Hal", "--again", "1")
    joiner = procs.join(tmp_path, port, "Jo", "--ai", "random")
    try:
        assert joiner.wait(90.0) == 0, joiner.output()
        assert host.wait(60.0) == 0, host.output()
    finally:
        for proc in (joiner, host):
            proc.kill()
    out = host.output()
    assert re.search(r"game 2 at this table: \w+ 1, Hal", out), out
    assert "Jo is not in the next game" in out
