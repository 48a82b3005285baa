"""What two peers must agree on before they share a game, and the password check.

The rules digest hashes the table sizes, the variant list and the final digest
of a probe game played by a fixed hash-driven policy: two engines that would
part ways on any rule in that game get different digests at the handshake,
not a desync an hour later.
"""

from __future__ import annotations

import hashlib
import hmac
import json
from functools import lru_cache
from importlib import metadata

from carolus_qt.constants import SIZES, VARIANTS
from carolus_qt.match import Match

from .schema import PROTOCOL_VERSION

DEFAULT_PORT = 47_315
"""The LAN port a host listens on unless told otherwise (TCP)."""


@lru_cache(maxsize=1)
def app_version() -> str:
    try:
        return metadata.version("carolus-qt")
    except metadata.PackageNotFoundError:
        return "0+unknown"


@lru_cache(maxsize=16)
def rules_digest(players: int, variant: tuple[str, ...] = ()) -> str:
    """A digest of the rules this engine plays for ``players`` and ``variant``."""
    match = Match.new(players, "c0ffee", variant=list(variant))
    step = 0
    while not match.is_over() and step < 2000:
        if match.needs_die():
            match.roll(step % 6)
        else:
            legal = match.legal_actions()
            pick = int.from_bytes(hashlib.sha256(str(step).encode()).digest()[:4], "big") % len(legal)
            match.apply(legal[pick])
        step += 1
    blob = json.dumps(
        {"players": players, "variant": list(variant), "sizes": SIZES[players], "variants": VARIANTS,
         "probe": match.digest(), "steps": step},
        sort_keys=True,
    )
    return hashlib.sha256(blob.encode()).hexdigest()


@lru_cache(maxsize=1)
def engine_digest() -> str:
    """What a joiner sends before it knows the table size: the rules digest of every size."""
    return hashlib.sha256("".join(rules_digest(p) for p in (2, 3, 4)).encode()).hexdigest()


def mismatch(proto: int, app: str, rules: str) -> str | None:
    """Why a peer with these versions (``rules`` as ``engine_digest``) cannot join this host, or None."""
    if proto != PROTOCOL_VERSION:
        return f"protocol version {proto} does not match the host's {PROTOCOL_VERSION}"
    if app != app_version():
        return f"application version {app} does not match the host's {app_version()}"
    if rules != engine_digest():
        return f"rules digest {rules[:12]} does not match the host's {engine_digest()[:12]} (different rules engine)"
    return None


def password_mac(password: str, host_nonce: bytes, client_nonce: bytes, role: bytes) -> bytes:
    """Challenge-response: proves knowledge of the password without sending it."""
    msg = b"carolus-net/auth\0" + role + b"\0" + host_nonce + client_nonce
    return hmac.new(password.encode("utf-8"), msg, hashlib.sha256).digest()
