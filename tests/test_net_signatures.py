"""The dice's Ed25519 signatures (``carolus.net.fairdice``) and what ``carolus replay --verify`` proves with them
(issue 36 point 2, issue 37): byte for byte what PyNaCl signed before, so records signed then still verify."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from carolus.engine.commands import EXIT_UNPROVEN
from carolus.engine.record import load
from carolus.net import fairdice
from carolus.net.harness import ScriptedWire
from carolus.net.host import HostCore
from carolus.net.joiner import JoinerCore
from carolus.net.secure import fingerprint

RECORDS = Path(__file__).with_name("records")
OLD_SIGNED = RECORDS / "lan_signed_protocol3.json"
"""A 3-player LAN game played by the code that signed with PyNaCl (``net.protocol`` 3, before issue 36)."""


def test_a_signature_is_the_one_pynacl_made() -> None:
    key = fairdice.signing_key(b"\x07" * 32)
    assert fairdice.public_key(key).hex() == "e0acf3c578ef378a6aeff3ea292face6f0dfec1f6d2bfeedee8c3cdb826d4bd8"
    # what PyNaCl's SigningKey gave for the same seed and message (Ed25519 is deterministic)
    pynacl = (
        "d903d533234bc8b0efd085c33af1f8f700b976d2b35f4d3f54b36ffb559caf84"
        "615e92e7497be00f2ead45f255f40a7551efc7607fb4cdc06aa2f9781675fb0b"
    )
    assert fairdice.sign_commit(key, "g", 1, 2, b"\xab" * 32).hex() == pynacl
    assert fairdice.signed(fairdice.public_key(key), "g", 1, 2, b"\xab" * 32, bytes.fromhex(pynacl))
    assert not fairdice.signed(fairdice.public_key(key), "g", 1, 3, b"\xab" * 32, bytes.fromhex(pynacl))
    assert not fairdice.signed(b"\x00" * 31, "g", 1, 2, b"\xab" * 32, bytes.fromhex(pynacl))


def test_a_record_signed_by_the_pynacl_code_still_verifies() -> None:
    record = load(OLD_SIGNED)
    assert record.extra["net"]["protocol"] == 3
    assert fairdice.verify_record(record) == len(record.extra["net"]["contributions"])


def _honest(tmp_path: Path) -> Path:
    host = HostCore(3, "Host", [0])
    wire = ScriptedWire(host, [JoinerCore("Ann"), JoinerCore("Joe")])
    wire.connect()
    wire.run()
    assert host.game is not None and host.game.match is not None and host.game.match.is_over()
    path = tmp_path / "honest.json"
    path.write_text(host.game.record().to_json())
    return path


def _swapped(honest: Path, downgrade: bool = False) -> Path:
    """The issue's forgery: peer 1's key in ``net.keys`` replaced by one the forger holds and every commit of peer
    1 signed again with it, so the record says the forger made peer 1's contributions (with ``downgrade``,
    ``net.protocol`` 2 and every key and signature removed instead)."""
    data = json.loads(honest.read_text())
    net = data["net"]
    key = fairdice.signing_key(b"\x42" * 32)
    net["keys"][1] = fairdice.public_key(key).hex()
    for event, row in enumerate(net["commits"]):
        if row[1]:
            net["signatures"][event][1] = fairdice.sign_commit(key, net["game"], event, 1, bytes.fromhex(row[1])).hex()
    net.pop("redeals"), net.pop("roster")
    net["protocol"] = 3
    if downgrade:
        net["protocol"] = 2
        net.pop("keys"), net.pop("signatures")
    out = honest.with_name("downgraded.json" if downgrade else "swapped.json")
    out.write_text(json.dumps(data))
    return out


def _verify(path: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "carolus", "replay", "--verify", str(path), *extra],
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_a_swapped_key_with_its_commits_signed_again_is_refused(tmp_path: Path) -> None:
    """Issue 36, point 2: every peer signed the roster of keys at the deal; a forger who replaces one key cannot
    sign the others' rosters again, and a record that drops the roster is not proven."""
    honest = _honest(tmp_path)
    data, forged = json.loads(honest.read_text()), json.loads(_swapped(honest).read_text())["net"]
    net = data["net"]
    net["keys"], net["signatures"] = forged["keys"], forged["signatures"]  # net.protocol 4, its roster kept ...
    deal = [bytes.fromhex(c) for c in net["commits"][0]]
    roster = (net["game"], [bytes.fromhex(k) for k in net["keys"]], deal, net["redeals"])
    net["roster"][1] = fairdice.sign_roster(fairdice.signing_key(b"\x42" * 32), *roster).hex()  # ... and re-signed
    swapped_key = tmp_path / "key.json"
    swapped_key.write_text(json.dumps(data))  # the others' signatures of the roster name the old key
    with pytest.raises(fairdice.FairnessError, match="peer 0 did not sign the roster"):
        fairdice.verify_record(load(swapped_key))
    done = _verify(_swapped(honest))  # the roster dropped and the protocol set back to 3: it verifies, unproven
    assert done.returncode == EXIT_UNPROVEN, done.stderr
    assert "unsigned, authorship not proven" in done.stderr and "roster" in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1


def test_a_downgraded_unsigned_record_is_never_passed_silently(tmp_path: Path) -> None:
    downgraded = _swapped(_honest(tmp_path), downgrade=True)
    done = _verify(downgraded)
    assert done.returncode == EXIT_UNPROVEN and "unsigned, authorship not proven" in done.stderr, done.stderr
    accepted = _verify(downgraded, "--accept-unproven")
    assert accepted.returncode == 0, accepted.stderr
    assert "warning: unsigned, authorship not proven" in accepted.stdout
    assert "peer 1 (Ann): no key, unsigned" in accepted.stdout


def test_verify_says_which_key_signed_for_each_peer_and_checks_the_one_expected(tmp_path: Path) -> None:
    honest = _honest(tmp_path)
    keys = [bytes.fromhex(k) for k in json.loads(honest.read_text())["net"]["keys"]]
    done = _verify(honest)
    assert done.returncode == 0, done.stderr
    for peer, name in enumerate(["Host", "Ann", "Joe"]):
        line = f"peer {peer} ({name}): key {fingerprint(keys[peer])} signed the roster of keys and its commits"
        assert line in done.stdout.splitlines()
    assert "unsigned" not in done.stdout
    assert _verify(honest, "--expect", f"1={fingerprint(keys[1])}").returncode == 0
    wrong = _verify(honest, "--expect", f"1={fingerprint(keys[2])}")
    assert wrong.returncode == 2 and f"peer 1 signed with key {fingerprint(keys[1])}" in wrong.stderr


def test_the_old_record_is_proven_only_when_accepted(tmp_path: Path) -> None:
    """A record of ``net.protocol`` 3 has signed commits but no signed roster: replayed with a warning."""
    assert _verify(OLD_SIGNED).returncode == EXIT_UNPROVEN
    done = _verify(OLD_SIGNED, "--accept-unproven")
    assert done.returncode == 0, done.stderr
    assert done.stdout.count("signed its commits") == 3 and "warning: unsigned, authorship not proven" in done.stdout


class _BadRoster(JoinerCore):
    """Signs the roster with a key of its own, not the one it committed with (or a host that misquotes it)."""

    def _reveal(self, event: int, now: float) -> list:
        out = super()._reveal(event, now)
        if event == 0:
            other = fairdice.signing_key(b"\x13" * 32)
            assert self.game is not None
            out[0].msg["roster"] = fairdice.sign_roster(other, *self.game.roster())
        return out


def test_a_roster_not_signed_by_the_peers_own_key_deals_nothing() -> None:
    host = HostCore(2, "Host", [0])
    j = _BadRoster("J")
    wire = ScriptedWire(host, [j])
    wire.connect()
    wire.run()
    assert host.game is not None and host.game.match is None
    assert any("does not sign the roster of keys with its key" in e.text for e in host.events)


def test_a_joiner_takes_no_deal_whose_roster_a_peer_did_not_sign() -> None:
    """The host quotes the others' roster signatures with the deal's dice: one that is not its peer's is refused."""
    host = HostCore(3, "Host", [0])
    js = [JoinerCore("A"), JoinerCore("B")]
    wire = ScriptedWire(host, js)
    real = host.broadcast

    def broadcast(msg: dict) -> list:
        if msg["t"] == "dice" and msg["event"] == 0:
            msg = {**msg, "rosters": [msg["rosters"][0], msg["rosters"][2], msg["rosters"][2]]}  # A's swapped
        return real(msg)

    host.broadcast = broadcast  # type: ignore[method-assign]
    wire.connect()
    wire.run(0)
    assert all(j.game is not None and j.game.match is None for j in js)
    assert all(any("roster of keys is not signed by every peer" in e.text for e in j.events) for j in js)
