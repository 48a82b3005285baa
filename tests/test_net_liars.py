"""Issue 25, point 3: a joiner that lies about its state is removed, not obeyed: the host's recomputation of the
agreed action decides (no majority needed, with 2 players too), a bounded number of catch-ups, then the computer
plays its seat; state dumps are bounded."""

from __future__ import annotations

from pathlib import Path

import pytest

from carolus.net.protocol_types import MAX_DUMPS, MAX_RESYNCS
from tests.support.net_procs import host, join

pytestmark = [pytest.mark.lan, pytest.mark.timeout(150)]

REFUSED = 3
"""``carolus join``'s exit status when the host refused it."""


@pytest.mark.parametrize("players", [2, 3])
def test_a_joiner_sending_false_digests_is_removed_and_the_game_ends(tmp_path: Path, players: int) -> None:
    h, port = host(tmp_path, "--players", str(players), "--ai", "random", "--out", str(tmp_path / "h.json"))
    liar = join(tmp_path, port, "Liar", "--ai", "random", "--lie", cheat=True)
    honest = (
        [join(tmp_path, port, "Honest", "--ai", "random", "--out", str(tmp_path / "honest.json"))]
        if players > 2
        else []
    )
    try:
        assert liar.wait() == REFUSED, liar.output()
        assert "removed from the game" in liar.output()
        for j in honest:
            assert j.wait() == 0, j.output()
        assert h.wait() == 0, h.output()
    finally:
        h.kill()
        liar.kill()
    out = h.output()
    assert out.count("resynchronised from the host's record") == MAX_RESYNCS, out
    assert "Liar removed after action" in out and "game paused" not in out
    assert len(list(tmp_path.glob("carolus-desync-*"))) <= MAX_DUMPS
    if honest:
        assert (tmp_path / "h.json").read_bytes() == (tmp_path / "honest.json").read_bytes()
