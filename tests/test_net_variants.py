"""LAN games under the optional rules: the host names them, every joiner plays them, the dice stay fair."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from carolus.engine.match import Match
from carolus.engine.record import load
from carolus.engine.snapshot import replay_json
from carolus.net.handshake import rules_digest
from tests.support.net_games import assert_same_game
from tests.support.net_procs import host, join

pytestmark = pytest.mark.timeout(120)

SETUP_KEYS = {"provinces", "emperor", "start_player", "reserves"}


@pytest.mark.lan
@pytest.mark.parametrize(
    ("variants", "players", "extra_keys"),
    [
        (("piles", "deferred-jokers"), 2, {"piles"}),
        (("deferred-jokers", "free-colour", "early-roll"), 3, set()),
        (("free-draw",), 2, set()),
    ],
)
def test_a_networked_game_under_optional_rules_ends_with_identical_records(
    tmp_path: Path, variants: tuple[str, ...], players: int, extra_keys: set[str]
) -> None:
    # any order on the command line: the record's is that of docs/rules.md §10
    flags = [arg for name in reversed(variants) for arg in ("--variant", name)]
    h, port = host(
        tmp_path,
        "--players",
        str(players),
        "--ai",
        "random",
        "--fill",
        "random",
        "--joiners",
        "1",
        "--out",
        str(tmp_path / "host.json"),
        *flags,
    )
    j = join(tmp_path, port, "J0", "--ai", "greedy", "--out", str(tmp_path / "j0.json"))
    assert j.wait() == 0, j.output()
    assert h.wait() == 0, h.output()
    digest = h.wait_for(r"finished; digest ([0-9a-f]{64})").group(1)
    assert j.wait_for(r"finished; digest ([0-9a-f]{64})").group(1) == digest
    assert_same_game([tmp_path / "host.json", tmp_path / "j0.json"], digest)
    record = load(tmp_path / "host.json")
    assert tuple(record.variant) == variants
    assert set(record.setup) == SETUP_KEYS | extra_keys, "every setup key listed, the piles' too"
    kinds = {a.type for a in record.actions}
    if "piles" in variants:
        assert "pile" in kinds and record.dice, "pile rolls come from the peers' contributions"
    if "free-colour" in variants:
        assert "swap" in kinds
    if "free-draw" in variants:
        assert not record.dice and all(r == ["crown"] * len(r) for r in record.setup["reserves"])
    if "deferred-jokers" in variants:  # a random game need not draw or place a joker: the state must still hold them
        state = replay_json(Match(record).state)
        assert len(state["jokers"]) == players


def test_the_rules_digest_differs_per_variant_so_a_peer_on_other_rules_cannot_join() -> None:
    digests = {
        rules_digest(2, v)
        for v in [
            (),
            ("piles",),
            ("early-roll",),
            ("free-colour",),
            ("deferred-jokers",),
            ("free-draw",),
            ("piles", "deferred-jokers"),
        ]
    }
    assert len(digests) == 7


@pytest.mark.lan
def test_host_refuses_a_combination_the_rules_refuse(tmp_path: Path) -> None:
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "carolus",
            "host",
            "--ai",
            "random",
            "--no-announce",
            "--autosave",
            str(tmp_path / "a.json"),
            "--variant",
            "piles",
            "--variant",
            "early-roll",
        ],
        capture_output=True,
        text=True,
        timeout=30,
        cwd=tmp_path,
    )
    assert done.returncode != 0
    assert "piles replaces the refill dice" in done.stdout + done.stderr
    assert "Traceback" not in done.stdout + done.stderr
