"""Issue 25, points 2 and 5, against hostile processes (``tests/support/cheats.py``): a host that reuses an old game id
cannot know a returning joiner's shares; nobody puts a share or a next commit in another player's name; a record
whose signature was forged is refused by ``carolus replay --verify`` with one line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from carolus.engine.record import load
from tests.support.net_procs import host, join

pytestmark = [pytest.mark.lan, pytest.mark.timeout(180)]


def _shares(path: Path, peer: int) -> list[str]:
    return [row[peer] for row in load(path).extra["net"]["contributions"]]


def _verify(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "carolus", "replay", "--verify", str(path)], capture_output=True, text=True, timeout=60
    )


def test_a_host_that_reuses_an_old_game_id_cannot_know_a_returning_joiners_shares(tmp_path: Path) -> None:
    first, second = tmp_path / "first.json", tmp_path / "second.json"
    h, port = host(tmp_path, "--ai", "random", "--out", str(first))
    joe = join(tmp_path, port, "Joe", "--ai", "random")
    assert joe.wait(timeout=90) == 0, joe.output()
    assert h.wait() == 0, h.output()
    game = load(first).extra["net"]["game"]
    known = set(_shares(first, 1))  # Joe's shares, revealed to the host in the first game

    # the same host key (Joe's state file names the seat by it), the old game id, Joe's old token let in
    h, port = host(tmp_path, "--ai", "random", "--reuse-game", game, "--out", str(second), cheat=True)
    joe = join(tmp_path, port, "Joe", "--ai", "random", "--verbose")
    try:
        h.wait_for(r"test: Joe comes back to game")
        assert joe.wait(timeout=90) == 0, joe.output()
        assert h.wait() == 0, h.output()
    finally:
        h.kill()
    assert load(second).extra["net"]["game"] == game  # the cheat worked: the same game id
    assert known.isdisjoint(_shares(second, 1))  # ... and the host knew none of Joe's shares in advance
    assert _verify(second).returncode == 0


def test_a_joiner_that_puts_next_commits_in_anothers_name_is_not_heard(tmp_path: Path) -> None:
    """The victim's reveal to the host is lost once (only the LAN carries it); the forger forwards and multicasts
    every share of the others it sees with a next commit of its own: the host takes only the victim's own."""
    h, port = host(tmp_path, "--players", "3", "--ai", "random", "--out", str(tmp_path / "h.json"))
    victim = join(
        tmp_path, port, "Victim", "--ai", "random", "--out", str(tmp_path / "v.json"), "--lose-reveal", cheat=True
    )
    forger = join(tmp_path, port, "Forger", "--ai", "random", "--verbose", "--forge-others", cheat=True)
    try:
        forger.wait_for(r"test: forged Victim's next commit", timeout=60)
        h.wait_for(r"Victim's share of refill \d+ reached us on the LAN, not on their own link", timeout=60)
        assert h.wait(timeout=90) == 0, h.output()
        assert victim.wait(timeout=30) == 0, victim.output()
        assert forger.wait(timeout=30) == 0, forger.output()
    finally:
        h.kill()
    assert "reached us from Forger" not in h.output()
    assert (tmp_path / "h.json").read_bytes() == (tmp_path / "v.json").read_bytes()
    assert not load(tmp_path / "h.json").extra["net"]["left"]  # nobody was rolled without
    assert _verify(tmp_path / "h.json").returncode == 0


def test_replay_verify_refuses_a_record_with_a_forged_signature_in_one_line(tmp_path: Path) -> None:
    record = tmp_path / "h.json"
    h, port = host(tmp_path, "--ai", "random", "--out", str(record))
    joe = join(tmp_path, port, "Joe", "--ai", "random")
    assert joe.wait(timeout=90) == 0, joe.output()
    assert h.wait() == 0, h.output()
    assert _verify(record).returncode == 0
    data = json.loads(record.read_text())
    sigs = data["net"]["signatures"]
    row = next(r for r in sigs[1:] if r[1])
    row[1] = ("00" if row[1][:2] != "00" else "11") + row[1][2:]  # one byte of Joe's signature changed
    forged = tmp_path / "forged.json"
    forged.write_text(json.dumps(data))
    done = _verify(forged)
    assert done.returncode != 0
    assert len(done.stderr.strip().splitlines()) == 1 and "Traceback" not in done.stderr, done.stderr


def test_a_host_that_deals_again_until_it_likes_the_seed_is_refused_after_one_redeal(tmp_path: Path) -> None:
    """Issue 36, point 1: the host learns the seed first and starts the deal again while it is not to its liking
    (a first byte 0: 1 deal in 256). The honest joiner allows one re-deal, says so, and refuses the next."""
    h, port = host(tmp_path, "--ai", "random", "--redeal-until", "00", cheat=True)
    joe = join(tmp_path, port, "Joe", "--ai", "random")
    try:
        joe.wait_for(r"the host deals again after seeing the shares of a deal \(1 of 1 allowed\)", timeout=60)
        joe.wait_for(r"the host started the deal again 2 times after it had our share; refusing this deal", timeout=60)
    finally:
        h.kill()
        joe.kill()
    assert h.output().count("test: dealing again") <= 2, h.output()
    assert "test: a seed to our liking" not in h.output()
