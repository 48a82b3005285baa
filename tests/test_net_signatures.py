"""The dice's Ed25519 signatures (``carolus.net.fairdice``) and what ``carolus replay --verify`` proves with them
(issue 36 point 2, issue 37): byte for byte what PyNaCl signed before, so records signed then still verify."""

from __future__ import annotations

from pathlib import Path

from carolus.engine.record import load
from carolus.net import fairdice

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
