"""Commit-reveal randomness that no peer, host included, can predict or bias.

Every random event of a networked game (event 0 deals the setup, event k >= 1
is the k-th refill) is decided by all peers together:

1. each peer commits ``H(game, event, peer, contribution)`` before anyone
   reveals (commits for event k+1 ride along with the reveals of event k, so a
   refill costs one round trip);
2. once every commit is known, each peer reveals its contribution;
3. the result ``H(game, event, c_0, ..., c_n-1)`` seeds the event: event 0's
   hex digest becomes the record's ``seed``, a refill's dice are read from it
   with the engine's own ``SeedStream`` (as many as the refill needs).

A contribution is ``HMAC(secret, game, event)`` with a secret only its peer
holds (and keeps in its state file), so a peer that crashes can rejoin and
reveal what it committed to. The record keeps every commit and contribution
under the extra key ``net``; ``verify_record`` re-derives the seed and every
die from them.
"""

from __future__ import annotations

import hashlib
import hmac
from typing import Any

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey
from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat

from carolus.engine.chance import SeedStream, seeded_setup
from carolus.engine.constants import COLOURS, CROWN
from carolus.engine.record import Record

DIGEST_BYTES = 32
SEED_HEX_CHARS = 32
MAX_GAME_EVENTS = 5_000
"""More random events than a real game can have: the deal, at most 11 refills a round in 120 random games of 2, 3
and 4 players, at most 100 rounds (docs/rules.md §9), so some 1,100, and one void roll each time a peer went out
(after a grace period each). A record or catch-up with more is refused by its size before anything is replayed."""
MAX_GAME_ACTIONS = 10_000
"""More actions than a real game can have (at most 30 a round in those games, 100 rounds): refused by size too."""


def size_problem(actions: Any, net: Any) -> str | None:
    """Why a record of these ``actions`` and this ``net`` key is larger than a real game could be, or None: checked
    on the lengths alone, before anything is parsed or replayed (issue 25, point 10)."""
    if isinstance(actions, list) and len(actions) > MAX_GAME_ACTIONS:
        return f"{len(actions)} actions, more than a real game can have ({MAX_GAME_ACTIONS}); not checked"
    if isinstance(net, dict):
        for key in ("commits", "contributions"):
            rows = net.get(key)
            if isinstance(rows, list) and len(rows) > MAX_GAME_EVENTS:
                return f"{len(rows)} random events, more than a real game can have ({MAX_GAME_EVENTS}); not checked"
    return None


class FairnessError(ValueError):
    """A reveal that does not match its commit, or a record whose dice do not follow from its contributions."""


def _event_bytes(game: str, event: int) -> bytes:
    return game.encode("ascii") + b"\0" + str(event).encode("ascii") + b"\0"


def contribution(secret: bytes, game: str, event: int) -> bytes:
    """This peer's share of event ``event``: unpredictable without the secret, reproducible with it."""
    return hmac.new(secret, b"carolus-net/contribution\0" + _event_bytes(game, event), hashlib.sha256).digest()


def commitment(game: str, event: int, peer: int, share: bytes) -> bytes:
    """The commit binds game, event and peer so it cannot be replayed elsewhere."""
    data = b"carolus-net/commit\0" + _event_bytes(game, event) + str(peer).encode("ascii") + b"\0" + share
    return hashlib.sha256(data).digest()


SIGNATURE_BYTES = 64
KEY_BYTES = 32


SigningKey = Ed25519PrivateKey
"""A peer's private Ed25519 key (``cryptography``'s; PyNaCl's before issue 37, byte for byte the same: the
seed below is the RFC 8032 private key both take, and Ed25519 signatures are deterministic)."""


def signing_key(secret: bytes) -> SigningKey:
    """A peer's Ed25519 key for this game, from its dice secret (kept in its state file or autosave, so a rejoin
    signs with the same key; nobody else knows the secret). Fresh with every fresh secret: pinned at the deal."""
    return Ed25519PrivateKey.from_private_bytes(hmac.new(secret, b"carolus-net/signing", hashlib.sha256).digest())


def public_key(key: SigningKey) -> bytes:
    """The 32 bytes of ``key``'s public half, as ``net.keys`` and the ``commit`` message carry them."""
    return key.public_key().public_bytes(Encoding.Raw, PublicFormat.Raw)


def _commit_message(game: str, event: int, peer: int, commit: bytes) -> bytes:
    return b"carolus-net/signed-commit\0" + _event_bytes(game, event) + str(peer).encode("ascii") + b"\0" + commit


def sign_commit(key: SigningKey, game: str, event: int, peer: int, commit: bytes) -> bytes:
    """The author's signature of its commit (so of the share it binds): nobody can commit in another's name."""
    return key.sign(_commit_message(game, event, peer, commit))


def signed(public: bytes, game: str, event: int, peer: int, commit: bytes, signature: bytes) -> bool:
    """True if ``signature`` is ``peer``'s (public key ``public``) for this commit."""
    if len(public) != KEY_BYTES or len(signature) != SIGNATURE_BYTES:
        return False
    try:
        Ed25519PublicKey.from_public_bytes(public).verify(signature, _commit_message(game, event, peer, commit))
    except (InvalidSignature, ValueError, TypeError):
        return False
    return True


def _roster_message(game: str, keys: list[bytes], deal: list[bytes], redeals: int) -> bytes:
    return (
        b"carolus-net/roster\0"
        + _event_bytes(game, 0)
        + str(redeals).encode("ascii")
        + b"\0"
        + b"".join(keys)
        + b"".join(deal)
    )


def sign_roster(key: SigningKey, game: str, keys: list[bytes], deal: list[bytes], redeals: int) -> bytes:
    """A peer's signature of the whole roster at the deal: every peer's key, every commit to the deal and the
    re-deals' count (issue 36, point 2). With every peer's, nobody can replace another's key afterwards (a record
    whose key was swapped and whose commits were signed again with the new key), as each other peer signed the old."""
    return key.sign(_roster_message(game, keys, deal, redeals))


def roster_signed(public: bytes, game: str, keys: list[bytes], deal: list[bytes], redeals: int, sig: bytes) -> bool:
    """True if ``sig`` is the roster's signature by the key ``public``."""
    if len(public) != KEY_BYTES or len(sig) != SIGNATURE_BYTES:
        return False
    try:
        Ed25519PublicKey.from_public_bytes(public).verify(sig, _roster_message(game, keys, deal, redeals))
    except (InvalidSignature, ValueError, TypeError):
        return False
    return True


def check_roster(net: dict[str, Any], game: str, peers: int, commits: list[list[bytes]]) -> None:
    """Every peer signed the roster (``net.roster``) with its key of ``net.keys``: FairnessError naming the first
    that did not."""
    keys = parse_keys(net.get("keys"), peers)
    try:
        sigs = [bytes.fromhex(s) for s in net["roster"]]
    except (KeyError, TypeError, ValueError):
        raise FairnessError("malformed 'net' roster") from None
    if len(sigs) != peers:
        raise FairnessError(f"'net' roster must give one signature per peer ({peers})")
    for peer, sig in enumerate(sigs):
        if not roster_signed(keys[peer], game, keys, commits[0], net.get("redeals", 0), sig):
            raise FairnessError(f"peer {peer} did not sign the roster of keys with its key")


def check_reveal(game: str, event: int, peer: int, share: bytes, commit: bytes) -> bool:
    return hmac.compare_digest(commitment(game, event, peer, share), commit)


def result(game: str, event: int, shares: list[bytes]) -> bytes:
    """The event's outcome: a hash of the game, the event and every peer's share, in peer order."""
    h = hashlib.sha256(b"carolus-net/result\0" + _event_bytes(game, event))
    for share in shares:
        h.update(len(share).to_bytes(2, "big") + share)
    return h.digest()


def setup_seed(game: str, shares: list[bytes]) -> str:
    """Event 0: the record's seed (a hex string, docs/record-format.md §3)."""
    return result(game, 0, shares).hex()[:SEED_HEX_CHARS]


class EventDice:
    """The faces of one refill event, read on demand (a refill takes as many as it needs)."""

    def __init__(self, game: str, event: int, shares: list[bytes]) -> None:
        self._stream = SeedStream(result(game, event, shares).hex(), "netdice")
        self.used = 0

    def next_face(self) -> int:
        face = self._stream.below(self.used, 6)
        self.used += 1
        return face


def dealt_setup(seed: str, players: int, variant: tuple[str, ...] = ()) -> dict[str, Any]:
    """Every setup key of a networked record, dealt from ``seed`` (reserves as rolled, crowns as ``"crown"``; with
    the optional rules, what they deal too: the open piles, free draw's crowns)."""
    if variant:
        return Record.new(players, seed, None, list(variant)).explicit_setup()
    dealt = seeded_setup(seed, players)
    return {
        "provinces": [COLOURS[c] for c in dealt.provinces],
        "emperor": dealt.emperor,
        "start_player": dealt.start_player,
        "reserves": [["crown" if f == CROWN else COLOURS[f] for f in faces] for faces in dealt.reserves],
    }


def parse_keys(raw: Any, peers: int) -> list[bytes]:
    """``net.keys``: every peer's Ed25519 public key, hex; FairnessError if malformed."""
    try:
        keys = [bytes.fromhex(k) for k in raw]
    except (TypeError, ValueError):
        raise FairnessError("malformed 'net' keys") from None
    if len(keys) != peers or any(len(k) != KEY_BYTES for k in keys):
        raise FairnessError(f"'net' keys must give one key per peer ({peers})")
    return keys


def check_signatures(net: dict[str, Any], game: str, peers: int, commits: list[list[bytes]]) -> None:
    """Every commit of the record signed by its author (``net.keys``, ``net.signatures``): FairnessError naming
    the first that is not."""
    keys = parse_keys(net.get("keys"), peers)
    try:
        sigs = _hex_rows(net, "signatures", peers)
    except (KeyError, TypeError, ValueError):
        raise FairnessError("malformed 'net' signatures") from None
    if len(sigs) < len(commits):
        raise FairnessError(f"{len(commits)} events committed but {len(sigs)} signed")
    for event, row in enumerate(commits):
        for peer, commit in enumerate(row):
            if commit and not signed(keys[peer], game, event, peer, commit, sigs[event][peer]):
                raise FairnessError(f"event {event}: peer {peer}'s commit is not signed by its key")


def _hex_rows(net: dict[str, Any], key: str, peers: int) -> list[list[bytes]]:
    rows = net[key]
    if not isinstance(rows, list) or len(rows) > MAX_GAME_EVENTS:
        raise FairnessError(f"'net' {key} must be a list of rows")
    out = []
    for event, row in enumerate(rows):
        if not isinstance(row, list) or len(row) != peers:
            raise FairnessError(f"event {event}: {key} must have one entry per peer ({peers})")
        out.append([bytes.fromhex(c) for c in row])
    return out


def parse_left(raw: Any, peers: int) -> dict[int, list[int]]:
    """``net.left`` read: peer -> the events at which it went out and came back, alternately, rising (written as
    one number while it never came back). FairnessError if malformed."""
    try:
        left = {int(p): ([int(e)] if isinstance(e, int) else [int(x) for x in e]) for p, e in (raw or {}).items()}
    except (TypeError, ValueError, AttributeError):
        raise FairnessError("malformed 'net' left") from None
    for p, marks in left.items():
        if not 0 < p < peers or not marks or marks[0] < 1 or len(marks) > 10_000:
            raise FairnessError("'net' left names a peer that cannot have left (the host, or before the deal)")
        if any(b <= a for a, b in zip(marks, marks[1:])):
            raise FairnessError(f"'net' left: peer {p}'s events must rise")
    return left


def out_at(left: dict[int, list[int]], peer: int, event: int) -> bool:
    """True if ``peer`` takes no part in ``event`` (it had gone out and not yet come back)."""
    return sum(1 for mark in left.get(peer, ()) if mark <= event) % 2 == 1


VOID_PROTOCOL = 2
"""``net.protocol`` from which a roll at which a peer went out is void (``void_at``); records of protocol 1 rolled
it from the shares that were left."""
SIGNED_PROTOCOL = 3
"""From 3 every commit is signed by its author (Ed25519; ``net.keys``, ``net.signatures``)."""
DEAL_PROTOCOL = 4
"""From 4 the record says how often the deal was started again after its commits were all in (``net.redeals``, at
most ``MAX_REDEALS``): whoever could have seen the seed by then (the host) may veto a deal that often, no more; and
every peer signs the roster of keys at the deal (``net.roster``), so nobody replaces another's key afterwards."""
MAX_REDEALS = 1
"""Deals an honest joiner lets the host start again after it revealed its share of one (issue 36, point 1)."""


def void_at(left: dict[int, list[int]], peers: int, event: int) -> bool:
    """True if a peer went out of the dice at refill ``event``: its dice come from the next event instead.

    The others revealed their shares of this roll before anyone knew it would be decided without that peer, so
    whoever left it out (a host that cut the peer off, or the peer itself) may already know how these shares
    fall; the next event's shares, committed earlier and revealed only now, nobody does."""
    return event >= 1 and any(out_at(left, p, event) and not out_at(left, p, event - 1) for p in range(peers))


def left_json(left: dict[int, list[int]]) -> dict[str, Any]:
    """``net.left`` written: one number for a peer that never came back (as before re-entry existed)."""
    return {str(p): (marks[0] if len(marks) == 1 else list(marks)) for p, marks in sorted(left.items())}


def verify_record(record: Record) -> int:
    """Re-derive the setup and every die from the record's ``net`` key; returns the events checked.

    The seed must follow from every peer's setup contribution, the setup from the seed, and each refill's dice
    (replaying the actions) from that refill's contributions; each contribution must match its commit, every
    peer must hold a seat. Raises FairnessError naming the first thing that does not follow.
    """
    net: Any = record.extra.get("net")
    if not isinstance(net, dict):
        raise FairnessError("the record has no 'net' key (not a networked game)")
    if (why := size_problem(record.actions, net)) is not None:
        raise FairnessError(why)
    try:
        game = str(net["game"])
        peers = net["peers"]
        if not isinstance(peers, int) or isinstance(peers, bool) or not 1 <= peers <= 4:
            raise FairnessError("'net' peers must be 1 to 4")
        commits = _hex_rows(net, "commits", peers)
        shares = _hex_rows(net, "contributions", peers)
        owners = net.get("owners")
    except (KeyError, TypeError, ValueError) as exc:
        raise FairnessError(f"malformed 'net' key ({exc.__class__.__name__}: {exc})") from None
    if not shares:
        raise FairnessError("no setup contributions")
    if len(commits) != len(shares):
        raise FairnessError(f"{len(commits)} events committed but {len(shares)} revealed")
    if owners is not None:
        if not isinstance(owners, list) or len(owners) != record.players:
            raise FairnessError("'net' owners must give a peer for every seat")
        if sorted(set(owners)) != list(range(peers)):
            raise FairnessError(f"the seats' owners {owners} do not match the {peers} peers")
    left = parse_left(net.get("left"), peers)
    protocol = net.get("protocol", 1)
    if not isinstance(protocol, int) or isinstance(protocol, bool) or not 1 <= protocol <= DEAL_PROTOCOL:
        raise FairnessError(f"'net' protocol must be 1 to {DEAL_PROTOCOL}")
    if protocol >= DEAL_PROTOCOL:
        redeals = net.get("redeals")
        if not isinstance(redeals, int) or isinstance(redeals, bool) or not 0 <= redeals <= MAX_REDEALS:
            raise FairnessError(f"'net' redeals must be 0 to {MAX_REDEALS} (deals started again after every commit)")
    if protocol >= SIGNED_PROTOCOL:
        check_signatures(net, game, peers, commits)
    if protocol >= DEAL_PROTOCOL:
        check_roster(net, game, peers, commits)
    for event, row in enumerate(shares):
        for peer, share in enumerate(row):
            if out_at(left, peer, event):
                first_out = event == 0 or not out_at(left, peer, event - 1)
                if share or (not first_out and commits[event][peer]):
                    raise FairnessError(f"event {event}: peer {peer} had left but has a contribution")
            elif not share and peer > 0:
                raise FairnessError(
                    f"event {event}: peer {peer}'s contribution is left out, but the record does not say it left"
                )
            elif not check_reveal(game, event, peer, share, commits[event][peer]):
                raise FairnessError(f"event {event}: peer {peer}'s contribution does not match its commit")
    seed = setup_seed(game, shares[0])
    if record.seed.lower() != seed:
        raise FairnessError("the seed does not follow from the setup contributions")
    dealt = dealt_setup(seed, record.players, tuple(record.variant))
    for key, value in dealt.items():
        if record.setup.get(key) != value:
            raise FairnessError(f"setup {key} is not what the seed deals")
    if set(record.setup) - set(dealt):
        raise FairnessError(f"setup keys {sorted(set(record.setup) - set(dealt))} are not dealt by the seed")
    void = {e for e in range(len(shares)) if protocol >= VOID_PROTOCOL and void_at(left, peers, e)}
    return _verify_dice(record, game, shares, void)


def _verify_dice(record: Record, game: str, shares: list[list[bytes]], void: set[int]) -> int:
    from carolus.engine.errors import CarolusError
    from carolus.engine.match import Match

    bare = record.copy()
    bare.dice, bare.actions = [], []
    bare.extra.pop("net", None)
    match = Match(bare, external_dice=True)
    event = 0
    for index, action in enumerate(record.actions):
        if match.needs_die():
            raise FairnessError(f"action {index} comes before the dice it waits for")
        try:
            match.apply_action(action)
        except CarolusError as exc:
            raise FairnessError(f"action {index}: {exc}") from None
        if match.needs_die() and event + 1 < len(shares):
            event += 1
            while event in void and event + 1 < len(shares):  # a void roll: the next event decides
                event += 1
            if event in void:
                continue  # the record ends before the event that decides this roll
            dice = EventDice(game, event, shares[event])
            while match.needs_die():
                match.roll(dice.next_face())
    if event + 1 != len(shares):
        raise FairnessError(f"{len(shares) - 1} refills revealed but {event} were rolled")
    if list(match.record.dice) != list(record.dice):
        raise FairnessError("the dice do not follow from the contributions")
    return len(shares)


UNPROVEN_UNSIGNED = "unsigned, authorship not proven"


def authorship(record: Record, expect: dict[int, str] | None = None) -> tuple[list[str], str | None]:
    """What a verified record proves about who contributed (``carolus replay --verify``): one line per peer naming
    the key that signed (its fingerprint) and why authorship is not proven ("" if it is). ``expect`` (peer ->
    the fingerprint a player knows for it) must match: FairnessError naming the first that does not."""
    from .secure import fingerprint

    net = record.extra["net"]
    protocol, peers = net.get("protocol", 1), net["peers"]
    owners = net.get("owners") or []
    names = [
        ", ".join(n for s, n in enumerate(record.names) if s < len(owners) and owners[s] == p) for p in range(peers)
    ]
    keys = parse_keys(net.get("keys"), peers) if protocol >= SIGNED_PROTOCOL else []
    lines = []
    for p in range(peers):
        who = f"peer {p}" + (f" ({names[p]})" if names[p] else "")
        if not keys:
            lines.append(f"{who}: no key, unsigned")
            continue
        what = "the roster of keys and its commits" if protocol >= DEAL_PROTOCOL else "its commits"
        lines.append(f"{who}: key {fingerprint(keys[p])} signed {what}")
    for p, wanted in sorted((expect or {}).items()):
        if not 0 <= p < peers:
            raise FairnessError(f"--expect names peer {p}, but the record has peers 0 to {peers - 1}")
        if not keys:
            raise FairnessError(f"peer {p}'s key was expected, but the record is {UNPROVEN_UNSIGNED}")
        got = fingerprint(keys[p])
        if "".join(wanted.lower().split()).replace(":", "") != got.replace(" ", ""):
            raise FairnessError(f"peer {p} signed with key {got}, not the {wanted.strip()} expected")
    if protocol < SIGNED_PROTOCOL:
        return lines, f"{UNPROVEN_UNSIGNED} (net.protocol {protocol}: its commits carry no signatures)"
    if protocol < DEAL_PROTOCOL:
        return lines, (
            f"{UNPROVEN_UNSIGNED} (net.protocol {protocol}: its commits are signed, but no peer signed the roster "
            "of keys, so one key could have been replaced and its commits signed again)"
        )
    return lines, None
