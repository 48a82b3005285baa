"""A joiner whose address changes mid-game reconnects into its seat and the game goes on to the end, in network
namespaces this test builds (``tests/support/netlab.py``: the host on the WAN, the mover in home B behind its
router's nftables masquerade, a third player beside the host):

- *its router is renumbered* (an ISP hands out a new outside address): the masquerade forgets the connections it
  made from the old address, so the mover's TCP connection is reset and ZeroMQ connects again by itself, now from
  the new address and another port;
- *the laptop moves* (its own address changes, as on another network): its old connection can send nothing any more
  and nothing tells it so; after the host's silence (3 s) the joiner knocks at the door again and connects afresh,
  from another outside port.

Both times the host must take the same key and seat token from a new address: not refuse it as a duplicate, and not
let its door or its rate limits lock it out."""

from __future__ import annotations

import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.support import netlab
from tests.support.net_procs import CAROLUS, Proc

pytestmark = pytest.mark.lan

NEW_WAN_B = "198.51.100.21"


@pytest.fixture
def net() -> Iterator[netlab.Lab]:
    why = "network namespaces are Linux only" if not sys.platform.startswith("linux") else netlab.why_not()
    if why is not None:
        pytest.skip(f"no test internet here: {why}")
    made = netlab.Lab(upnp=False, natpmp=False)  # no router is asked: the host sits on the WAN itself
    yield made
    made.close()


def _peers(net: netlab.Lab, port: int) -> set[str]:
    """``ADDRESS:PORT`` of every established TCP connection to the host's game port (``ss`` in the WAN namespace;
    the dual-stack socket's IPv4-mapped addresses written plainly)."""
    argv = [*net.prefix("wan"), "ss", "-tnH", "state", "established", f"( sport = :{port} )"]
    lines = subprocess.run(argv, capture_output=True, text=True, timeout=10).stdout.splitlines()
    peers = {line.split()[-1] for line in lines if line.split()}
    return {p.replace("[::ffff:", "", 1).replace("]", "", 1) if p.startswith("[::ffff:") else p for p in peers}


def _new_peer(net: netlab.Lab, port: int, old: set[str], host: Proc, timeout_s: float = 30.0) -> str:
    """The first connection to the game port from home B that was not there before (polled: ``ss`` has no events;
    the game may end soon after, so every 20 ms)."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline and host.p.poll() is None:
        fresh = [p for p in _peers(net, port) - old if not p.startswith(netlab.WAN_STUN + ":")]
        if fresh:
            return fresh[0]
        time.sleep(0.02)
    raise AssertionError(f"no new connection from home B; host output:\n{host.output()}")


@pytest.mark.parametrize("change", ["router renumbered", "laptop moved"])
def test_a_joiner_whose_address_changes_mid_game_reconnects_into_its_seat(
    net: netlab.Lab, tmp_path: Path, change: str
) -> None:
    host_args = ["host", "--ai", "greedy", "--fill", "greedy", "--no-announce", "--players", "3", "--timeout", "120"]
    host_args += ["--autosave", str(tmp_path / "host.autosave"), "--out", str(tmp_path / "host.json")]
    host = Proc(host_args, tmp_path, command=net.prefix("wan") + CAROLUS)
    door = int(host.wait_for(r"join with: carolus join HOST:(\d+)").group(1))
    game_port = door + 1
    procs = {}
    for name, where in (("Mover", "jb"), ("Stay", "wan")):
        args = ["join", f"{netlab.WAN_STUN}:{door}", "--ai", "greedy", "--name", name, "--timeout", "120", "--verbose"]
        args += ["--state-file", str(tmp_path / f"{name}.state"), "--out", str(tmp_path / f"{name}.json")]
        procs[name] = Proc(args, tmp_path, command=net.prefix(where) + CAROLUS)
    mover = procs["Mover"]
    mover.wait_for(r"action 20:", 60)
    before = _peers(net, game_port)
    old = [p for p in before if p.startswith(netlab.WAN_B + ":")]
    assert len(old) == 1, before  # the mover's one connection, through its router's masquerade
    if change == "router renumbered":
        net.renumber("rb", netlab.WAN_B, NEW_WAN_B)
    else:
        net.move("jb", netlab.JOINER_B, "192.168.72.3")
    fresh = _new_peer(net, game_port, set(before), host)
    if change == "router renumbered":
        assert fresh.startswith(NEW_WAN_B + ":"), fresh
    else:
        assert fresh.startswith(netlab.WAN_B + ":") and fresh != old[0], (fresh, old)
    host.wait_for(r"Mover is back", 30)
    for p in (mover, procs["Stay"], host):
        assert p.wait(120) == 0, p.output()
    digest = host.wait_for(r"finished; digest ([0-9a-f]{64})").group(1)
    for p in procs.values():
        assert p.wait_for(r"finished; digest ([0-9a-f]{64})").group(1) == digest
    said = host.output()
    for bad in ("takes over", "removed", "desync", "wait at the door", "the computer plays"):
        assert bad not in said, said
    # a repeated action (a peer sends its move again after a second without progress while the game waited for
    # the mover) is refused harmlessly; any other refusal (the door's, a duplicate key's) would lock the mover out
    refusals = [line for line in said.splitlines() if "refused" in line and "is not the next action" not in line]
    assert refusals == [], said
