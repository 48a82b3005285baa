"""Whole LAN games between real ``carolus host`` / ``carolus join`` processes on loopback."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.support.net_games import assert_same_game
from tests.support.net_procs import Proc, free_port, host, join

pytestmark = [pytest.mark.lan, pytest.mark.timeout(120)]


@pytest.mark.parametrize(
    ("players", "joiners", "levels"),
    [(2, 1, ("random", "greedy")), (3, 2, ("random", "random", "greedy")), (4, 2, ("random", "random", "random"))],
)
def test_networked_ai_game_ends_with_identical_records(tmp_path: Path, players: int, joiners: int, levels) -> None:
    h, port = host(
        tmp_path,
        "--players",
        str(players),
        "--ai",
        levels[0],
        "--fill",
        "random",
        "--joiners",
        str(joiners),
        "--out",
        str(tmp_path / "host.json"),
    )
    js = [
        join(tmp_path, port, f"J{i}", "--ai", levels[1 + i], "--out", str(tmp_path / f"j{i}.json"))
        for i in range(joiners)
    ]
    for j in js:
        assert j.wait() == 0, j.output()
    assert h.wait() == 0, h.output()
    digest = h.wait_for(r"finished; digest ([0-9a-f]{64})").group(1)
    for j in js:
        assert j.wait_for(r"finished; digest ([0-9a-f]{64})").group(1) == digest
    assert_same_game([tmp_path / "host.json"] + [tmp_path / f"j{i}.json" for i in range(joiners)], digest)


def test_killed_joiner_rejoins_with_its_token_at_any_form_of_the_address_and_the_game_finishes(tmp_path: Path) -> None:
    h, port = host(tmp_path, "--players", "2", "--ai", "greedy", "--out", str(tmp_path / "host.json"))
    j = join(tmp_path, port, "J", "--ai", "greedy", "--verbose")
    j.wait_for(r"action 30:")
    j.kill()
    h.wait_for(r"J is silent: disconnected", timeout=8)
    # typed differently this time: the host's key, not the address, names the seat to rejoin
    again = Proc(
        [
            "join",
            f"localhost:{port}",
            "--name",
            "J",
            "--timeout",
            "90",
            "--state-file",
            str(tmp_path / "J.state"),
            "--ai",
            "greedy",
            "--out",
            str(tmp_path / "j.json"),
            "--verbose",
        ],
        tmp_path,
    )
    again.wait_for(r"caught up: \d+ actions")
    assert again.wait() == 0, again.output()
    assert h.wait() == 0, h.output()
    h.wait_for(r"J is back")
    digest = h.wait_for(r"finished; digest ([0-9a-f]{64})").group(1)
    assert_same_game([tmp_path / "host.json", tmp_path / "j.json"], digest)


def test_illegal_and_out_of_turn_actions_are_refused_and_the_game_goes_on(tmp_path: Path) -> None:
    h, port = host(tmp_path, "--players", "2", "--ai", "random", "--out", str(tmp_path / "host.json"))
    j = join(tmp_path, port, "Cheat", "--ai", "random", "--misbehave", "--out", str(tmp_path / "j.json"), cheat=True)
    assert j.wait() == 0, j.output()
    assert h.wait() == 0, h.output()
    h.wait_for(r"refused action from Cheat: .*(steps|disc|not)")
    h.wait_for(r"refused action from Cheat: index \d+ is not the next action")
    h.wait_for(r"refused action from Cheat: seat 0 is not yours")
    digest = h.wait_for(r"finished; digest ([0-9a-f]{64})").group(1)
    assert_same_game([tmp_path / "host.json", tmp_path / "j.json"], digest)


def test_desynced_peer_is_resynchronised_from_the_host_and_the_records_end_identical(tmp_path: Path) -> None:
    h, port = host(tmp_path, "--players", "3", "--ai", "random", "--out", str(tmp_path / "host.json"))
    good = join(tmp_path, port, "Good", "--ai", "random", "--out", str(tmp_path / "good.json"))
    bad = join(
        tmp_path, port, "Bad", "--ai", "random", "--corrupt-at", "12", "--out", str(tmp_path / "bad.json"), cheat=True
    )
    for p in (h, good, bad):
        assert p.wait() == 0, p.output()
    h.wait_for(r"Bad out of step after action 12 \(digest differs from the host's recomputation\); resynchronised")
    dumps = {json.loads(d.read_text())["peer"]: json.loads(d.read_text()) for d in tmp_path.glob("carolus-desync-*")}
    assert set(dumps) == {"Host", "Bad"} and {d["applied"] for d in dumps.values()} == {12}
    assert dumps["Host"]["digest"] != dumps["Bad"]["digest"]
    digest = h.wait_for(r"finished; digest ([0-9a-f]{64})").group(1)
    assert_same_game([tmp_path / "host.json", tmp_path / "good.json", tmp_path / "bad.json"], digest)


def test_version_mismatch_and_wrong_password_are_refused_on_both_sides(tmp_path: Path) -> None:
    h, port = host(
        tmp_path, "--players", "2", "--ai", "random", "--out", str(tmp_path / "host.json"), password="s3cret"
    )
    old = join(tmp_path, port, "Old", "--ai", "random", "--app-version", "0.0.1", password="s3cret", cheat=True)
    assert old.wait(30) == 3
    old.wait_for(r"cannot join: application version 0.0.1 does not match the host's")
    h.wait_for(r"refused 'Old': application version 0.0.1")
    wrong = join(tmp_path, port, "Wrong", "--ai", "random", password="guess")
    assert wrong.wait(30) == 3
    wrong.wait_for(r"cannot join: wrong game password")
    nopw = join(tmp_path, port, "NoPw", "--ai", "random")
    assert nopw.wait(30) == 3
    nopw.wait_for(r"needs a password")
    ok = join(tmp_path, port, "Ok", "--ai", "random", "--out", str(tmp_path / "j.json"), password="s3cret")
    assert ok.wait() == 0, ok.output()
    assert h.wait() == 0, h.output()
    assert "s3cret" not in (tmp_path / "host.json").read_text()


def test_killed_host_resumes_from_its_autosave_and_joiners_reconnect(tmp_path: Path) -> None:
    port = free_port()
    h, _ = host(tmp_path, "--players", "3", "--ai", "greedy", "--fill", "random", "--joiners", "1", port=port)
    j = join(tmp_path, port, "J", "--ai", "greedy", "--out", str(tmp_path / "j.json"), "--verbose")
    j.wait_for(r"action 30:")
    h.kill()
    j.wait_for(r"the host is silent", timeout=8)
    again, _ = host(
        tmp_path,
        "--resume",
        str(tmp_path / "autosave.json"),
        "--ai",
        "greedy",
        "--fill",
        "random",
        "--out",
        str(tmp_path / "host.json"),
        port=port,
    )
    again.wait_for(r"J is back")
    assert j.wait() == 0, j.output()
    assert again.wait() == 0, again.output()
    digest = again.wait_for(r"finished; digest ([0-9a-f]{64})").group(1)
    assert_same_game([tmp_path / "host.json", tmp_path / "j.json"], digest)


def test_a_host_that_cannot_autosave_says_so_and_the_game_still_ends(tmp_path: Path) -> None:
    (tmp_path / "not-a-folder").write_text("")
    h, port = host(tmp_path, "--ai", "random", "--autosave", str(tmp_path / "not-a-folder" / "autosave.json"))
    j = join(tmp_path, port, "J", "--ai", "random")
    assert j.wait() == 0 and h.wait() == 0
    assert h.output().count(f"could not autosave: File exists ({tmp_path / 'not-a-folder'})") == 1
    assert "Traceback" not in h.output()
