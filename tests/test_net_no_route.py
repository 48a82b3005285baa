"""A host on one subnet with no default route still names an address others can type (its interface's), so its
invite is never empty (the WAN host of the internet lab printed ``a=`` and an invite its own parser refused)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from carolus.net.invite import parse
from tests.support.net_procs import CAROLUS, ENV, Proc
from tests.support.netlab import in_ns, why_not_link

pytestmark = pytest.mark.lan

ROOT = Path(__file__).resolve().parents[1]
PROBE = """
from carolus.net.places import local_addresses
print(local_addresses())
"""


@pytest.fixture
def lone_subnet():
    """A namespace whose only interface (one end of a veth pair) holds 198.51.100.7/24 and no route out."""
    why = why_not_link()
    if why:
        pytest.skip(why)
    ns = f"carolus-lone-{os.getpid()}"
    subprocess.run(["ip", "netns", "add", ns], check=True, timeout=10)
    try:
        for argv in (
            ["ip", "link", "add", "lone0", "type", "veth", "peer", "name", "lone1"],
            ["ip", "addr", "add", "198.51.100.7/24", "dev", "lone0"],
            ["ip", "link", "set", "lone0", "up"],
            ["ip", "link", "set", "lo", "up"],
        ):
            subprocess.run([*in_ns(ns), *argv], check=True, timeout=10)
        yield ns
    finally:
        subprocess.run(["ip", "netns", "del", ns], timeout=10)


def _in(ns: str, code: str) -> str:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([*in_ns(ns), sys.executable, "-c", code], capture_output=True, text=True, timeout=60, env=env)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_a_host_without_a_default_route_names_its_interface_address(lone_subnet: str) -> None:
    assert _in(lone_subnet, PROBE) == "['198.51.100.7', '127.0.0.1']"


def test_the_hosts_invite_carries_that_address_and_parses(lone_subnet: str, tmp_path: Path) -> None:
    host = Proc(
        ["host", "--ai", "greedy", "--no-announce", "--players", "2", "--timeout", "20"],
        tmp_path,
        env={**ENV, "PYTHONPATH": str(ROOT)},
        command=[*in_ns(lone_subnet), *CAROLUS],
    )
    try:
        text = host.wait_for(r"invite: (carolus://\S+)").group(1)
    finally:
        host.kill()
    assert parse(text).addresses[0].startswith("198.51.100.7:")
