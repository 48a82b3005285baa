"""Every message type and the shape of its fields; anything else is dropped.

A message is a msgpack map ``{"t": type, field: value, ...}``. ``check``
returns None for a message that fits its schema, otherwise a one-line reason.
Unknown fields are refused too: a peer of this protocol version sends none.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from .text import is_name

PROTOCOL_VERSION = 8
"""2: CURVE for all traffic, the host's door, SPAKE2 for the password. 3: the door asks a seat's holder for a
proof bound to a fresh nonce once the seats are taken (the door's greeting says ``CAROLUS/3`` since then).
4: the LAN witness (``carolus.net.witness``): the welcome carries the game's witness key, a joiner forwards a share
seen. 5: every commit is signed by its author (Ed25519, ``sig``; the key, ``vk``, comes with the deal's commit and
every peer's in ``commits``' ``keys``), reveals, dice and witness datagrams carry the next commit's signature.
6: the host may ask a seated joiner whether it is there (``probe``); the joiner answers at once with a ``ping``
(``carolus.net.watch``: a connection in the middle of an endless message cannot). 7: re-deals said and kept, the
roster signed by every peer (issue 36). 8 (issue 35): the lobby the host starts (``ready``, ``lobby_list``), chat
(``chat``, ``chat_line``, ``chat_slow``), the direct witness (``where``, ``peer_at``), spectators (``watch``,
``watching``; the door line's ``w=1``) and playing again (``rematch``, ``again``): a peer of 7 would drop them as
unknown, so the handshake refuses it."""
PAKE = 33
MAX_INDEX = 100_000
MAX_PEERS = 4

Check = Callable[[Any], bool]


def _int(lo: int, hi: int) -> Check:
    return lambda v: isinstance(v, int) and not isinstance(v, bool) and lo <= v <= hi


def _bin_or_empty(length: int) -> Check:
    return lambda v: isinstance(v, bytes) and len(v) in (0, length)


def _str(max_len: int) -> Check:
    return lambda v: isinstance(v, str) and len(v) <= max_len


def _bin(length: int) -> Check:
    return lambda v: isinstance(v, bytes) and len(v) == length


def _name(v: Any) -> bool:
    return is_name(v)


def _list(item: Check, max_len: int) -> Check:
    return lambda v: isinstance(v, list) and len(v) <= max_len and all(item(x) for x in v)


def _opt(inner: Check) -> Check:
    return lambda v: v is None or inner(v)


def _map(max_len: int) -> Check:
    return lambda v: isinstance(v, dict) and len(v) <= max_len


def _bool(v: Any) -> bool:
    return isinstance(v, bool)


def _fingerprint(v: Any) -> bool:
    """A key's fingerprint as ``secure.fingerprint`` writes it (four groups of four hex digits), or "" (unknown)."""
    return isinstance(v, str) and (v == "" or re.fullmatch(r"[0-9a-f]{4}( [0-9a-f]{4}){3}", v) is not None)


INDEX = _int(0, MAX_INDEX)
EVENT = _int(0, MAX_INDEX)
PEER = _int(0, MAX_PEERS - 1)
HASH = _bin(32)
SIG = _bin(64)
KEY = _bin(32)


def _share(v: Any) -> bool:
    """A share or commit in a dice message: empty for a peer that left (past the grace period)."""
    return isinstance(v, bytes) and len(v) in (0, 32)


SHARE = _share
TOKEN = _str(64)
DIGEST = _str(64)
REASON = _str(300)
ACTION = _map(8)
SEATS = _list(_int(0, 3), 4)

SCHEMAS: dict[str, dict[str, Check]] = {
    # joiner -> host
    "hello": {
        "proto": _int(0, 1 << 30),
        "app": _str(40),
        "rules": _str(64),
        "name": _name,
        "game": _str(64),
        "token": _str(64),
        "nonce": _bin(16),
        "seat": _int(-1, 3),
    },
    "auth": {"pake": _bin(PAKE), "mac": HASH},
    "act": {"token": TOKEN, "index": INDEX, "action": ACTION},
    "commit": {"event": EVENT, "commit": HASH, "sig": SIG, "vk": KEY},
    "reveal": {"event": EVENT, "share": HASH, "next": HASH, "sig": SIG, "roster": _bin_or_empty(64)},
    "seen": {"event": EVENT, "peer": PEER, "share": HASH, "next": HASH, "sig": SIG},
    "ack": {"applied": INDEX, "digest": DIGEST},
    "illegal": {"index": INDEX, "reason": REASON},
    "resync": {},
    # host -> joiner
    "reject": {"reason": REASON, "proto": _int(0, 1 << 30), "app": _str(40), "rules": _str(64)},
    "challenge": {"pake": _bin(PAKE)},
    "welcome": {
        "peer": PEER,
        "token": TOKEN,
        "game": _str(64),
        "seats": SEATS,
        "players": _int(2, 4),
        "proof": _opt(HASH),
        "variant": _list(_str(40), 8),
        "rules": _str(64),
        "grace": _int(0, 1 << 30),
        "witness": HASH,
    },
    "lobby": {"names": _list(_name, 4), "owners": _list(_int(-1, 3), 4)},
    "start": {
        "peers": _int(1, MAX_PEERS),
        "names": _list(_name, 4),
        "owners": _list(_int(-1, 3), 4),
        "redeals": _int(0, 1 << 16),
    },
    "commits": {
        "event": EVENT,
        "commits": _list(HASH, MAX_PEERS),
        "sigs": _list(SIG, MAX_PEERS),
        "keys": _list(KEY, MAX_PEERS),
    },
    "dice": {
        "event": EVENT,
        "shares": _list(SHARE, MAX_PEERS),
        "next": _list(SHARE, MAX_PEERS),
        "sigs": _list(_bin_or_empty(64), MAX_PEERS),
        "rosters": _list(SIG, MAX_PEERS),
    },
    "action": {"index": INDEX, "action": ACTION},
    "refuse": {"index": INDEX, "reason": REASON},
    "sync": {"record": _map(16), "net": _map(16), "need": _str(8), "event": EVENT},
    "status": {
        "connected": _list(_bool, MAX_PEERS),
        "names": _list(_name, MAX_PEERS),
        "standin": _list(PEER, MAX_PEERS),
    },
    "desync": {"applied": INDEX, "out": _list(PEER, MAX_PEERS), "reason": REASON, "resync": _bool},
    "over": {"digest": DIGEST},
    "probe": {},
    # both ways
    "ping": {},
    "bye": {"reason": REASON},
    # the lobby the host starts (issue 35, lobby35): a joiner's ready mark; the host's list of everyone in the lobby
    "ready": {"ready": _bool},
    "lobby_list": {
        "names": _list(_name, MAX_PEERS),
        "keys": _list(_fingerprint, MAX_PEERS),
        "ready": _list(_bool, MAX_PEERS),
        "seats": _list(SEATS, MAX_PEERS),
        "players": _int(2, 4),
        "variant": _list(_str(40), 8),
        "auto": _bool,
    },
    # -- the direct witness (``carolus.net.witness_direct``; relay35) --
    # joiner -> host: where its witness endpoint is, signed with its dice key
    "where": {
        "port": _int(1, 65535),
        "addrs": _list(_str(64), 4),
        "key": KEY,
        "sig": SIG,
    },
    # host -> joiner: another joiner's ``where``, with the address the host sees it at (a hint, unsigned)
    "peer_at": {
        "peer": PEER,
        "port": _int(1, 65535),
        "addrs": _list(_str(64), 4),
        "key": KEY,
        "sig": SIG,
        "observed": _str(64),
    },
    # spectators (issue 35, watch35): a spectator's hello, and the host's answer
    "watch": {"proto": _int(0, 1 << 30), "app": _str(40), "rules": _str(64), "name": _name},
    "watching": {
        "game": _str(64),
        "players": _int(2, 4),
        "variant": _list(_str(40), 8),
        "rules": _str(64),
        "names": _list(_name, 4),
    },
    # rematch (issue 35, watch35): the host's offer to play again, a joiner's answer (or wish, with no game)
    "rematch": {"game": _str(64), "seats": SEATS, "wait": _int(0, 1 << 30)},
    "again": {"game": _str(64), "yes": _bool},
}

_JOINER_ONLY = {"hello", "auth", "act", "commit", "reveal", "seen", "ack", "illegal", "resync"}
_JOINER_ONLY |= {"ready"}  # the lobby the host starts (lobby35)
_JOINER_ONLY |= {"where"}  # the direct witness (relay35)
_JOINER_ONLY |= {"watch", "again"}  # spectators, rematch (watch35)
FROM_JOINER = frozenset(_JOINER_ONLY | {"ping", "bye"})
FROM_HOST = frozenset(SCHEMAS) - _JOINER_ONLY


def check(message: dict[str, Any], allowed: frozenset[str]) -> str | None:
    """None if ``message`` fits its schema and may come from this side; else why not."""
    kind = message.get("t")
    if not isinstance(kind, str) or kind not in SCHEMAS:
        return f"unknown message type {str(kind)[:20]!r}"
    if kind not in allowed:
        return f"{kind!r} is not sent in this direction"
    schema = SCHEMAS[kind]
    for key in message:
        if key != "t" and key not in schema:
            return f"{kind}: unexpected field {str(key)[:20]!r}"
    for key, ok in schema.items():
        if key not in message:
            return f"{kind}: missing field {key!r}"
        if not ok(message[key]):
            return f"{kind}: bad value for {key!r}"
    return None


# -- chat (issue 35; ``carolus.net.chat``): signed lines, never part of the game ----------------------------------

CHAT_TEXT = _str(300)
"""A chat line (``chat.MAX_CHAT`` characters, normalised: ``chat.is_chat`` checks the rest)."""
CHAT_SEQ = _int(0, 1 << 53)

SCHEMAS.update(
    {
        # joiner -> host: a line of ours, signed (``chat.sign``)
        "chat": {"seq": CHAT_SEQ, "text": CHAT_TEXT, "sig": SIG, "vk": KEY},
        # host -> joiner: another peer's line, as its author signed it
        "chat_line": {"peer": PEER, "seq": CHAT_SEQ, "text": CHAT_TEXT, "sig": SIG, "vk": KEY},
        # host -> joiner: you send too fast; this many of your lines were dropped
        "chat_slow": {"dropped": _int(0, 1 << 30)},
    }
)
FROM_JOINER = FROM_JOINER | {"chat"}
FROM_HOST = FROM_HOST | {"chat_line", "chat_slow"}
