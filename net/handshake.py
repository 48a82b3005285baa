"""What two peers must agree on before they share a game, and the password check (SPAKE2).

The rules digest hashes the table sizes, the variant list and the final digest
of a probe game played by a fixed hash-driven policy: two engines that would
part ways on any rule in that game get different digests at the handshake,
not a desync an hour later. The variant list is the engine's registry
(``carolus.engine.variants``): a variant registered there is known here too, and
an engine without it is told apart at the door.
"""

from __future__ import annotations

import hashlib
import hmac
import json
from functools import lru_cache

from spake2 import SPAKE2_A, SPAKE2_B

from carolus.engine import variants as engine_variants
from carolus.engine.constants import SIZES
from carolus.engine.match import Match

from ..engine import __version__
from .schema import PROTOCOL_VERSION

DEFAULT_PORT = 47_315
"""The LAN port a host listens on unless told otherwise (TCP)."""


def app_version() -> str:
    """The program's version, from its one source (``carolus.engine.__version__``, which the wheel's metadata,
    ``carolus --version`` and the About box read too): peers must run the same program."""
    return __version__


def rules_digest(players: int, variant: tuple[str, ...] = ()) -> str:
    """A digest of the rules this engine plays for ``players`` and ``variant``."""
    return _rules_digest(players, tuple(variant), engine_variants.generation())


@lru_cache(maxsize=16)
def _rules_digest(players: int, variant: tuple[str, ...], generation: int) -> str:
    """``rules_digest``, worked out afresh once the registry changes (``generation``)."""
    match = Match.new(players, "c0ffee", variant=list(variant))
    step = 0
    while not match.is_over() and step < 2000:
        if match.needs_die():
            match.roll(step % 6)
        else:
            legal = match.legal_actions()
            pick = int.from_bytes(hashlib.sha256(str(step).encode()).digest()[:4], "big") % len(legal)
            match.apply_action(legal[pick])
        step += 1
    blob = json.dumps(
        {
            "players": players,
            "variant": list(variant),
            "sizes": SIZES[players],
            "variants": list(engine_variants.PIECES),
            "probe": match.digest(),
            "steps": step,
        },
        sort_keys=True,
    )
    return hashlib.sha256(blob.encode()).hexdigest()


def engine_digest() -> str:
    """What a joiner sends before it knows the table size: the rules digest of every size."""
    return _engine_digest(engine_variants.generation())


@lru_cache(maxsize=1)
def _engine_digest(generation: int) -> str:
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


PAKE_IDS = {"idA": b"carolus-joiner", "idB": b"carolus-host"}
PAKE_BYTES = 33
"""One SPAKE2 message (Ed25519 group): a side byte and a point."""


def pake_joiner(password: str) -> tuple[SPAKE2_A, bytes]:
    """The joiner's half of the password exchange and the message it sends."""
    side = SPAKE2_A(password.encode("utf-8"), **PAKE_IDS)
    return side, side.start()


def pake_host(password: str) -> tuple[SPAKE2_B, bytes]:
    """The host's half of the password exchange and the message it sends (with the challenge)."""
    side = SPAKE2_B(password.encode("utf-8"), **PAKE_IDS)
    return side, side.start()


def pake_key(side: SPAKE2_A | SPAKE2_B, theirs: bytes) -> bytes | None:
    """The shared key, or None for a message that is no SPAKE2 message at all."""
    try:
        return side.finish(theirs)
    except Exception:  # spake2 raises several kinds for a malformed point or a reused side
        return None


def pake_confirm(key: bytes, role: bytes, joiner_msg: bytes, host_msg: bytes) -> bytes:
    """Key confirmation: equal on both sides only if both typed the same password. Anyone who sees it (a fake host
    included) learns nothing to test guesses against offline: SPAKE2 gives an active attacker one guess per try."""
    data = b"carolus-net/confirm\0" + role + b"\0" + joiner_msg + host_msg
    return hmac.new(key, data, hashlib.sha256).digest()
