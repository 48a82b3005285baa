"""The host's protocol state machine: seats, tokens, ordering, digests, dice.

``HostCore`` holds no socket. The socket thread feeds it ``(route, message)``
pairs (already decoded and schema-checked) and the clock, and sends the
``Out`` messages it returns. The host is also a peer: it keeps its own engine,
plays the seats it owns (its user's and any AI fill) and takes part in every
commit-reveal like everyone else.

Ordering: an action is sequenced only when the game is *settled* (no die
awaited, every connected peer acknowledged the previous action with a
digest); it gets index = number of actions so far, and anything carrying
another index is refused.
"""

from __future__ import annotations

import hmac
import os
import secrets
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from carolus.engine.actions import Action
from carolus.engine.errors import CarolusError, IllegalActionError, RecordError

from . import fairdice, witness
from .handshake import app_version, engine_digest, mismatch, pake_confirm, pake_host, pake_key, rules_digest
from .limits import RateLimit
from .lockstep import SharedGame
from .protocol_types import DEAL_S, GRACE_S, HEARTBEAT_S, MAX_DUMPS, MAX_RESYNCS, REPAIR_S, SILENT_S, Event, Out
from .refusals import REFUSALS, refusal_code
from .schema import PROTOCOL_VERSION
from .secure import Keys
from .text import clean_name, console


def _same_token(ours: str, theirs: str) -> bool:
    """A constant-time comparison that takes any text (``hmac.compare_digest`` refuses non-ASCII strings with a
    TypeError: a peer's token may be any string the schema lets through)."""
    return hmac.compare_digest(ours.encode("utf-8"), theirs.encode("utf-8", "surrogatepass"))


@dataclass
class Peer:
    """One process taking part: the host (peer 0) or a joiner."""

    name: str
    token: str
    seats: list[int]
    route: bytes | None = None
    connected: bool = False
    last_seen: float = 0.0
    last_ping: float = 0.0
    last_repair: float = 0.0
    removed: bool = False
    """Its digests kept differing from the host's recomputation: out of the game for good, its seats the computer's."""


class HostCore:
    """Seats, tokens, lockstep ordering and the dice rounds, fed messages, returning messages."""

    def __init__(
        self,
        players: int,
        name: str = "Host",
        seats: list[int] | None = None,
        password: str = "",
        secret: bytes | None = None,
        game: str | None = None,
        keys: Keys | None = None,
        grace_s: float = GRACE_S,
    ) -> None:
        if players not in (2, 3, 4):
            raise CarolusError("players must be 2, 3 or 4")
        self.players = players
        name = clean_name(name, "Host")
        self.variant: tuple[str, ...] = ()
        self.password = password
        self.secret = secret or os.urandom(32)
        self.grace_s = grace_s
        """A seat whose peer is gone this long is played by the host's computer until the peer is back."""
        self.standing_in: set[int] = set()
        """Peers whose seats the host's computer plays now."""
        self.open_seats: set[int] = set()
        """Peers gone past the grace period whose seats the host's player handed over (``hand_over``): a newcomer may
        take one; any other seat goes back to its token's holder and to nobody else."""
        self.keys = keys or Keys.fresh()
        """The host's CURVE key pair: joiners pin its public half (keep it from game to game: ``carolus.net.setup``)."""
        self.game_id = game or secrets.token_hex(8)
        self.signing = fairdice.signing_key(self.secret)
        """The host's Ed25519 key for this game (from its secret, so a resumed host signs alike)."""
        self.witness_key = hmac.new(
            self.secret, b"carolus-net/witness\0" + self.game_id.encode("utf-8"), "sha256"
        ).digest()
        """The key that signs LAN witness datagrams (``carolus.net.witness``): per game, kept by the host's secret (a
        resumed host has it again); read for every datagram, so computed once."""
        host_seats = [0] if seats is None else list(seats)
        self.owners = [-1] * players
        for s in host_seats:
            self.owners[s] = 0
        self.peers: list[Peer] = [Peer(name, "", host_seats, None, True)]
        self.routes: dict[bytes, int] = {}
        self.pending_hello: dict[bytes, tuple[dict[str, Any], Any, bytes]] = {}
        """Route -> (hello, our SPAKE2 side, our SPAKE2 message) while a joiner answers the password challenge."""
        self.game: SharedGame | None = None
        self.acks: dict[int, dict[int, str]] = {}
        self.digests: dict[int, str] = {}
        self.reveals: dict[int, tuple[bytes, bytes]] = {}
        self.resyncs: dict[int, int] = {}
        """Peer -> catch-ups it needed because its digest differed from the host's (past ``MAX_RESYNCS``: removed)."""
        self.dumps = 0
        """State dumps handed out so far (at most ``MAX_DUMPS``)."""
        self.queued: list[tuple[int, dict[str, Any], int]] = []
        self.paused = ""
        self.over_sent = False
        self.events: list[Event] = []
        self.repair_s = REPAIR_S
        """How long a missing message is waited for before it is taken as lost."""
        self.changed_at = 0.0
        self.started_at: float | None = None
        """When the game started (the deal's commits are awaited from then on)."""
        self.fill_name = "AI"
        self.need_joiners = 0
        """Joiners who must commit to the deal for the game to begin (a headless host's ``--joiners``): with fewer,
        the seats of those who did not commit go back to the lobby instead of to the computer (0: the host's player
        started with whoever is there)."""
        self.filled: list[int] = []
        """Seats the computer took at the start."""
        self.handover_out: list[Out] = []
        self.named_withholders: set[tuple[int, int]] = set()
        """(event, peer) pairs already named as owing their share of the dice."""
        self.hello_limit = RateLimit(rate=2.0, burst=6, total_rate=20.0, total_burst=40)
        """Joins: a joiner says hello about once a second while it waits; strangers get no more than that."""
        self.password_limit = RateLimit(rate=0.2, burst=3, total_rate=1.0, total_burst=5)
        """Password attempts: three at once from one address, then one every 5 s (one a second in all)."""
        self.reentry: dict[int, tuple[int, bytes, bytes]] = {}
        """Peer out of the dice -> (the event it asks to be back from, its fresh commit for it)."""
        self.lan_out: list[bytes] = []
        """Datagrams for the LAN witness (only joiners send any)."""
        self.door_password = False
        """The door checks the password (SPAKE2) before a joiner's key may connect: no challenge on the channel."""
        self.names_by_seat = [""] * players
        for s in host_seats:
            self.names_by_seat[s] = name

    # -- helpers --------------------------------------------------------------------

    def _log(self, text: str, kind: str = "log", code: str = "", **data: Any) -> None:
        """``text`` for the console; ``code`` and ``data`` for the window (``carolus.net.protocol_types.Event``)."""
        self.events.append(Event(kind, text, data, code=code))

    def _send(self, peer: int, msg: dict[str, Any]) -> list[Out]:
        route = self.peers[peer].route
        return [Out(route, msg)] if route is not None and self.peers[peer].connected else []

    def _broadcast(self, msg: dict[str, Any]) -> list[Out]:
        out: list[Out] = []
        for p in range(1, len(self.peers)):
            out += self._send(p, msg)
        return out

    def _own_share(self, event: int) -> bytes:
        return fairdice.contribution(self.secret, self.game_id, event)

    def _own_commit(self, event: int) -> bytes:
        return fairdice.commitment(self.game_id, event, 0, self._own_share(event))

    def _own_sig(self, event: int) -> bytes:
        return fairdice.sign_commit(self.signing, self.game_id, event, 0, self._own_commit(event))

    @property
    def started(self) -> bool:
        return self.game is not None

    @property
    def applied(self) -> int:
        return self.game.applied if self.game else 0

    def lobby_full(self) -> bool:
        return all(o >= 0 for o in self.owners)

    def door_closed(self) -> str:
        """Why a newcomer may not register at the door ("": it may, a seat is free in the lobby or the host's player
        handed one over). The seats' holders always may (they prove their token there)."""
        if self.open_seats or not (self.started or self.lobby_full()):
            return ""
        return REFUSALS["started"] if self.started else REFUSALS["full"]

    def seat_tokens(self) -> tuple[str, ...]:
        return tuple(p.token for p in self.peers[1:])

    def joiners(self) -> int:
        """Joiners connected now (one who left or fell silent in the lobby no longer counts, nor holds a seat)."""
        return sum(1 for p in self.peers[1:] if p.connected)

    # -- lobby ------------------------------------------------------------------------

    def _reject(self, route: bytes, reason: str, who: str) -> list[Out]:
        self._log(f"refused {who}: {reason}", "log", "refused_peer", name=who, reason=refusal_code(reason))
        return [
            Out(
                route,
                {
                    "t": "reject",
                    "reason": reason[:300],
                    "proto": PROTOCOL_VERSION,
                    "app": app_version(),
                    "rules": engine_digest(),
                },
            )
        ]

    def _hello(self, route: bytes, msg: dict[str, Any], now: float) -> list[Out]:
        who = repr(msg["name"])
        reason = mismatch(msg["proto"], msg["app"], msg["rules"])
        if reason:
            return self._reject(route, reason, who)
        if self.password and not self.door_password:
            side, mine = pake_host(self.password)
            self.pending_hello[route] = (msg, side, mine)
            if len(self.pending_hello) > 64:
                self.pending_hello.pop(next(iter(self.pending_hello)))
            return [Out(route, {"t": "challenge", "pake": mine})]
        return self._admit(route, msg, now, None)

    def _auth(self, route: bytes, msg: dict[str, Any], now: float) -> list[Out]:
        pending = self.pending_hello.pop(route, None)
        if pending is None:
            self._log("dropped auth without a hello")
            return []
        hello, side, mine = pending
        key = pake_key(side, msg["pake"])
        if key is None or not hmac.compare_digest(pake_confirm(key, b"joiner", msg["pake"], mine), msg["mac"]):
            return self._reject(route, REFUSALS["password"], repr(hello["name"]))
        return self._admit(route, hello, now, pake_confirm(key, b"host", msg["pake"], mine))

    def _admit(self, route: bytes, msg: dict[str, Any], now: float, proof: bytes | None) -> list[Out]:
        token = msg["token"]
        peer_id = self.routes.get(route)
        if peer_id is None and token:
            for p, peer in enumerate(self.peers[1:], start=1):
                if _same_token(peer.token, token):
                    peer_id = p
            if peer_id is None and msg["game"] == self.game_id:
                return self._reject(route, REFUSALS["token"], repr(msg["name"]))
        if peer_id is not None and self.peers[peer_id].removed:
            return self._reject(route, REFUSALS["removed"], repr(msg["name"]))
        rejoin = peer_id is not None
        self.handover_out = []
        handed = peer_id is None and self.started
        if handed:
            peer_id = self._hand_over(msg)
            if peer_id is None:
                return self._reject(route, REFUSALS["started"], repr(msg["name"]))
        if peer_id is None:
            free = [s for s in range(self.players) if self.owners[s] < 0]
            if not free:
                return self._reject(route, REFUSALS["full"], repr(msg["name"]))
            seat = msg["seat"] if msg["seat"] in free else free[0]
            peer_id = len(self.peers)
            self.peers.append(Peer(msg["name"] or f"Player {seat + 1}", secrets.token_hex(16), [seat]))
            self.owners[seat] = peer_id
            self.names_by_seat[seat] = self.peers[peer_id].name
        peer = self.peers[peer_id]
        if peer.route is not None:
            self.routes.pop(peer.route, None)
        peer.route = route
        peer.connected = True
        peer.last_seen = now
        self.routes[route] = peer_id
        out = [Out(route, self._welcome(peer_id, proof))]
        self._log(
            f"{peer.name} is back" if rejoin else f"{peer.name} joined",
            "joined",
            "back" if rejoin else "joined",
            peer=peer_id,
            name=peer.name,
        )
        if self.started:
            out += self.handover_out + self._sync(peer_id)
            if handed:  # every peer's record says who took whose seat: a catch-up that only adds the handover
                for other in range(1, len(self.peers)):
                    out += self._sync(other) if other != peer_id else []
        else:
            out += self._broadcast({"t": "lobby", "names": self.names_by_seat, "owners": self.owners})
        out += self._status()
        return out

    def hand_over(self, peer: int, now: float = 0.0) -> list[Out]:
        """The host's player hands over the seats of ``peer``, gone past the grace period (its token maybe lost):
        the next newcomer who asks for one of them takes its place with a new token, and the record says so. Only
        the host's player decides this; without it a seat goes back to its token's holder and to nobody else."""
        if peer not in self.standing_in or self.peers[peer].connected or peer in self.open_seats:
            return []
        self.open_seats.add(peer)
        name = self.peers[peer].name
        self._log(f"{name}'s seat is open to a newcomer", "standin", "seat_open", peer=peer, name=name)
        return self._status()

    def _hand_over(self, msg: dict[str, Any]) -> int | None:
        """A newcomer who asks for a seat the host's player handed over (``hand_over``) takes that peer's place with
        a new token; the old token no longer works, and the record notes who took whose seat after which action."""
        seat = msg["seat"]
        for p in sorted(self.open_seats):
            peer = self.peers[p]
            if seat in peer.seats and not peer.connected:
                self.open_seats.discard(p)
                game = self.game
                if game is not None:
                    game.handovers.append(
                        {"applied": game.applied, "peer": p, "old": peer.name, "name": msg["name"] or peer.name}
                    )
                self._log(
                    f"{msg['name'] or peer.name} takes over {peer.name}'s seat",
                    "joined",
                    "took_over",
                    peer=p,
                    name=msg["name"] or peer.name,
                    old=peer.name,
                )
                peer.token = secrets.token_hex(16)
                peer.name = msg["name"] or peer.name
                game = self.game
                if game is not None and not game.out_at(p, max(1, len(game.shares))):  # the newcomer cannot reveal
                    # what Gone committed to; it comes back into the dice with fresh commits of its own
                    game.leave(p, max(1, len(game.shares)))
                    self.handover_out = self._maybe_resolve()
                return p
        return None

    def _welcome(self, peer_id: int, proof: bytes | None) -> dict[str, Any]:
        """A joiner's seat assignment (on admission, and again after absent joiners were renumbered)."""
        peer = self.peers[peer_id]
        return {
            "t": "welcome",
            "peer": peer_id,
            "token": peer.token,
            "game": self.game_id,
            "seats": peer.seats,
            "players": self.players,
            "proof": proof,
            "variant": list(self.variant),
            "grace": int(self.grace_s * 1000),
            "witness": self.witness_key,
            "rules": rules_digest(self.players, self.variant),
        }

    def _status(self) -> list[Out]:
        connected = [p.connected for p in self.peers]
        names = [p.name for p in self.peers]
        standin = sorted(self.standing_in)
        # (the host's window offers to hand over the seats the computer plays and nobody took yet: ``open``)
        self._log("", "status", connected=connected, names=names, standin=standin, open=sorted(self.open_seats))
        return self._broadcast({"t": "status", "connected": connected, "names": names, "standin": standin})

    def start(self, fill_name: str = "AI", now: float | None = None) -> list[Out]:
        """Close the lobby: joiners silent for a while are dropped, empty seats go to the host (its AI players)
        and event 0's commits begin."""
        if self.started:
            return []
        self.started_at = now
        if now is not None:
            for peer in self.peers[1:]:
                if peer.connected and now - peer.last_seen > 2 * HEARTBEAT_S:  # a joiner pings every second
                    peer.connected = False
                    self._log(f"{peer.name} is silent; not dealt in", code="not_dealt", name=peer.name)
        self.fill_name = fill_name
        out = self._drop_absent_joiners()
        self.filled = [s for s in range(self.players) if self.owners[s] < 0]
        for s in range(self.players):
            if self.owners[s] < 0:
                self.owners[s] = 0
                self.peers[0].seats.append(s)
                self.names_by_seat[s] = f"{fill_name} {s + 1}"
        self.game = SharedGame(
            self.game_id, len(self.peers), self.players, self.names_by_seat, self.owners, self.variant
        )
        self.game.keys[0] = self.signing.verify_key.encode()
        self.game.set_commit(0, 0, self._own_commit(0), self._own_sig(0))
        self._log(
            f"the game starts: {', '.join(self.names_by_seat)}", "started", "started", names=list(self.names_by_seat)
        )
        out += self._broadcast(
            {"t": "start", "peers": len(self.peers), "names": self.names_by_seat, "owners": self.owners}
        )
        return out + self._after_commit(0)

    def _drop_absent_joiners(self) -> list[Out]:
        """Joiners who left the lobby lose their seats (every peer must take part in every roll)."""
        absent = [p for p in range(1, len(self.peers)) if not self.peers[p].connected]
        if not absent:
            return []
        kept = [p for p in range(len(self.peers)) if p not in absent]
        renumber = {old: new for new, old in enumerate(kept)}
        for p in absent:
            self._log(
                f"{self.peers[p].name} left the lobby; their seat goes to a computer",
                code="left_lobby",
                name=self.peers[p].name,
            )
            for s in self.peers[p].seats:
                self.owners[s] = -1
                self.names_by_seat[s] = ""
            if self.peers[p].route is not None:
                self.routes.pop(self.peers[p].route, None)
        self.owners = [renumber.get(o, -1) if o >= 0 else -1 for o in self.owners]
        self.peers = [self.peers[p] for p in kept]
        self.routes = {r: renumber[p] for r, p in self.routes.items() if p in renumber}
        out: list[Out] = []
        for new in range(1, len(self.peers)):
            out += self._send(new, self._welcome(new, None))
        return out

    def _stand_in(self, now: float) -> list[Out]:
        """Past the grace period the host's computer plays a gone peer's seats, and the dice are decided without
        its share from the pending event on; when the peer is back it plays again (its dice stay with the others)."""
        game = self.game
        if game is None or game.match is None or game.match.is_over():
            return []
        out: list[Out] = []
        for p, peer in enumerate(self.peers[1:], start=1):
            gone = peer.removed or (not peer.connected and now - peer.last_seen > self.grace_s)
            if gone and p not in self.standing_in:
                self.standing_in.add(p)
                self._log(
                    f"{peer.name} has been gone for {self.grace_s:g} s: the computer plays for them until "
                    f"they are back",
                    "standin",
                    "standin",
                    peer=p,
                    name=peer.name,
                    seconds=self.grace_s,
                )
                out += self._status()
            elif peer.connected and p in self.standing_in:
                self.standing_in.discard(p)
                self.open_seats.discard(p)  # back before anyone took it: still theirs
                self._log(f"{peer.name} is back and plays again", "standin", "standin_over", peer=p, name=peer.name)
                out += self._status()
            event = game.pending_event()
            if (
                event is None
                or event < 1
                or game.out_at(p, event)
                or not game.commits_complete(event)
                or p in self.reveals
            ):
                continue
            withheld = self.changed_at is not None and now - self.changed_at > self.grace_s
            if gone or withheld:  # gone, or connected but keeping its share back: the others roll without it
                game.leave(p, event)
                self._log(
                    f"the dice are rolled without {peer.name} from now on",
                    "withheld",
                    "rolled_without",
                    peer=p,
                    event=event,
                    name=peer.name,
                )
                out += self._maybe_resolve()
                if game.pending_event() != event:
                    self.changed_at = now  # a new roll is awaited (after a void one): its wait starts now
        return out

    def _lobby_leave(self) -> list[Out]:
        """In the lobby a joiner who left gives its seat back at once, so the next real player can have it."""
        if self.started or all(p.connected for p in self.peers[1:]):
            return []
        out = self._drop_absent_joiners()
        return (
            out + self._broadcast({"t": "lobby", "names": self.names_by_seat, "owners": self.owners}) + self._status()
        )

    def _redeal_without_silent(self, now: float) -> list[Out]:
        """A joiner that never commits to the deal (gone, or a stranger that only said hello) is dropped and the
        deal starts again without it: no die of the deal is known to anyone yet."""
        game = self.game
        if game is None or game.match is not None:
            return []
        if self.started_at is None:
            self.started_at = now
        if now - self.started_at < DEAL_S:
            return []
        silent = [p for p in range(1, len(self.peers)) if game.commits[0][p] is None]
        if not silent:
            return []
        for p in silent:
            self.peers[p].connected = False
            self._log(
                f"{self.peers[p].name} did not take part in the deal; dealing again without them",
                "lost",
                "redeal",
                peer=p,
                name=self.peers[p].name,
            )
        return self._redeal(now)

    def _redeal(self, now: float) -> list[Out]:
        """The deal starts again (every peer commits afresh), with whoever is still here."""
        for s in self.filled:  # seats the computer filled are open again to be refilled
            self.owners[s] = -1
            self.names_by_seat[s] = ""
            self.peers[0].seats.remove(s)
        self.game = None
        if self.joiners() < self.need_joiners:  # only joiners who committed to the deal count toward the start
            self.started_at = None
            self._log(f"back to the lobby: waiting for {self.need_joiners} joiners who take part in the deal")
            return self._lobby_leave()
        return self.start(self.fill_name, now)

    # -- dice rounds -------------------------------------------------------------------

    def _after_commit(self, event: int) -> list[Out]:
        assert self.game is not None
        if event == 0 and self.game.commits_complete(0) and self.game.pending_event() == 0:
            return self._broadcast(self._commits_msg()) + self._maybe_resolve()
        return []

    def _commits_msg(self) -> dict[str, Any]:
        """The deal's commits, every peer's, with their signatures and keys (complete)."""
        game = self.game
        assert game is not None
        return {
            "t": "commits",
            "event": 0,
            "commits": list(game.commits[0]),
            "sigs": list(game.sigs[0]),
            "keys": list(game.keys),
        }

    def _maybe_resolve(self) -> list[Out]:
        game = self.game
        assert game is not None
        event = game.pending_event()
        if event is None or not game.commits_complete(event):
            return []
        for p, peer in enumerate(self.peers):
            if peer.removed and event >= 1 and not game.out_at(p, event) and p not in self.reveals:
                game.leave(p, event)  # it reveals nothing more: the others decide the dice from this roll on
                self._log(
                    f"the dice are rolled without {peer.name} from now on",
                    "withheld",
                    "rolled_without",
                    peer=p,
                    event=event,
                    name=peer.name,
                )
        self.reveals[0] = (self._own_share(event), self._own_commit(event + 1), self._own_sig(event + 1))
        for p in range(1, len(self.peers)):
            if game.out_at(p, event):  # out of this roll; back from the next one if it sent a fresh commit for it
                back, commit, sig = self.reentry.get(p, (-1, b"", b""))
                self.reveals[p] = (b"", commit, sig) if back == event + 1 else (b"", b"", b"")
        if len(self.reveals) < len(self.peers):
            return []
        return self._roll(event)

    def _roll(self, event: int) -> list[Out]:
        """Every peer's share of ``event`` is here (or it is out of this roll): roll, tell everyone, go on."""
        game = self.game
        assert game is not None
        shares = [self.reveals[p][0] for p in range(len(self.peers))]
        nxt = [self.reveals[p][1] for p in range(len(self.peers))]
        sigs = [self.reveals[p][2] for p in range(len(self.peers))]
        self.reveals = {}
        for p in range(1, len(self.peers)):
            if game.out_at(p, event) and nxt[p]:
                self.reentry.pop(p, None)
                self._log(
                    f"{self.peers[p].name} is back in the dice from refill {event + 1}",
                    "withheld",
                    peer=p,
                    event=event + 1,
                )
        try:
            game.resolve(event, shares, nxt, sigs)
        except IllegalActionError as exc:  # cannot happen: every share and signature was checked on arrival
            self._log(f"event {event} failed: {exc}")
            return []
        self.digests[game.applied] = game.digest()
        self._log(f"event {event} resolved", "applied", applied=game.applied, event=event)
        out = self._broadcast({"t": "dice", "event": event, "shares": shares, "next": nxt, "sigs": sigs})
        return out + self._maybe_resolve()  # a void roll: the next event (maybe ours alone to reveal) decides it

    # -- lockstep ------------------------------------------------------------------------

    def settled(self) -> bool:
        """True when the next action may be sequenced."""
        game = self.game
        if game is None or self.paused or game.pending_event() is not None:
            return False
        n = game.applied
        return all(
            self.acks.get(n, {}).get(p) is not None for p in range(1, len(self.peers)) if self.peers[p].connected
        )

    def local_turn(self) -> int | None:
        """The seat the host must play now (its user or its AI), or None."""
        if not self.settled() or self.game is None or self.game.match is None or self.game.match.is_over():
            return None
        seat = self.game.match.to_act
        return seat if self.owners[seat] == 0 or self.owners[seat] in self.standing_in else None

    def submit(self, action: Action, now: float = 0.0) -> list[Out]:
        """The host's own seat acts."""
        return self._sequence(0, action.to_dict(), self.applied)

    def _sequence(self, peer: int, raw: dict[str, Any], index: int) -> list[Out]:
        game = self.game
        name = self.peers[peer].name

        def refuse(reason: str) -> list[Out]:
            self._log(
                f"refused action from {name}: {reason}",
                "refused",
                "action_refused",
                peer=peer,
                reason=reason,
                name=name,
            )
            return self._send(peer, {"t": "refuse", "index": index, "reason": reason[:300]})

        if game is None or game.match is None:
            return refuse("the game has not started")
        if index != game.applied:
            return refuse(f"index {index} is not the next action ({game.applied})")
        try:
            action = Action.from_dict(raw)
        except RecordError as exc:
            return refuse(str(exc))
        stand_in = peer == 0 and 0 <= action.player < self.players and self.owners[action.player] in self.standing_in
        if not 0 <= action.player < self.players or (self.owners[action.player] != peer and not stand_in):
            return refuse(f"seat {action.player} is not yours")
        try:
            game.apply(action)
        except IllegalActionError as exc:
            return refuse(str(exc))
        self._log(f"action {index}: {action}", "applied", applied=game.applied, index=index)
        out = self._broadcast({"t": "action", "index": index, "action": action.to_dict()})
        if game.pending_event() is None:
            self.digests[game.applied] = game.digest()
        else:
            out += self._maybe_resolve()
        return out

    def _ack(self, peer: int, applied: int, digest: str) -> list[Out]:
        if applied not in self.digests:
            self._log(f"dropped ack from {self.peers[peer].name}: nothing settled at {applied}")
            return []
        self.acks.setdefault(applied, {})[peer] = digest
        for old in [k for k in self.acks if k < applied - 2]:
            del self.acks[old]
        return self._compare(applied)

    def _compare(self, applied: int) -> list[Out]:
        """The host's engine recomputed the agreed action (every action and die is checked by the rules, so the true
        state is the one it computes): a peer whose digest differs is named and caught up from the host's record,
        whatever the others say; one that needed ``MAX_RESYNCS`` catch-ups already is removed and the computer
        plays its seats (a liar cannot stop the game, with 2 players either)."""
        got = self.acks.get(applied, {})
        out_peers = sorted(p for p, d in got.items() if d != self.digests[applied] and not self.peers[p].removed)
        if not out_peers:
            return []
        for p in out_peers:
            self.resyncs[p] = self.resyncs.get(p, 0) + 1
        removed = [p for p in out_peers if self.resyncs[p] > MAX_RESYNCS]
        resynced = [p for p in out_peers if p not in removed]
        out: list[Out] = []
        if resynced:
            names = ", ".join(self.peers[p].name for p in resynced)
            text = (
                f"{names} out of step after action {applied} (digest differs from the host's recomputation); "
                f"resynchronised from the host's record"
            )
            assert self.game is not None
            self._log(
                text,
                "desync",
                "resynced",
                applied=applied,
                out=resynced,
                resync=True,
                names=[self.peers[p].name for p in resynced],
                mine=False,
                dump=self._bounded_dump(text),
            )
            out += self._broadcast(
                {"t": "desync", "applied": applied, "out": resynced, "reason": text[:300], "resync": True}
            )
            for p in resynced:
                got.pop(p, None)  # the game waits for their ack after the catch-up
                out += self._sync(p)
        for p in removed:
            got.pop(p, None)
            out += self._remove(p, applied)
        return out

    def _bounded_dump(self, reason: str) -> dict[str, Any] | None:
        """A state dump for the first ``MAX_DUMPS`` catch-ups of the game only (a liar cannot fill the disk)."""
        self.dumps += 1
        return self.game.dump(self.peers[0].name, reason) if self.game and self.dumps <= MAX_DUMPS else None

    def _remove(self, p: int, applied: int) -> list[Out]:
        """``p``'s digests kept differing from the host's recomputation: it leaves the game for good (its token no
        longer admits it), the computer plays its seats and the dice go on without it."""
        peer = self.peers[p]
        text = (
            f"{peer.name} removed after action {applied}: its game differed from the host's recomputation "
            f"{self.resyncs[p]} times; the computer plays for them"
        )
        self._log(text, "desync", "removed", applied=applied, peer=p, name=peer.name)
        out: list[Out] = []
        if peer.route is not None:
            out += self._reject(peer.route, REFUSALS["removed"], peer.name)
            self.routes.pop(peer.route, None)
        peer.removed, peer.connected, peer.route = True, False, None
        self.standing_in.add(p)
        out += self._status()
        return out + (self._maybe_resolve() if self.game is not None else [])

    def _sync(self, peer: int) -> list[Out]:
        game = self.game
        assert game is not None
        need, event = "", 0
        pending = game.pending_event()
        if pending is not None:
            event = pending
            need = "commit" if not game.commits_complete(pending) else "reveal"
        if game.match is None:
            msg = {"t": "start", "peers": len(self.peers), "names": self.names_by_seat, "owners": self.owners}
            out = self._send(peer, msg)
            if need == "reveal":
                out += self._send(peer, self._commits_msg())
            return out
        record = game.match.record.to_dict()
        return self._send(
            peer,
            {
                "t": "sync",
                "record": record,
                "net": {**game.net_dict(), "names": self.names_by_seat, "owners": self.owners},
                "need": need,
                "event": event,
            },
        )

    # -- the door ---------------------------------------------------------------------------

    def handle(self, route: bytes, msg: dict[str, Any], now: float, addr: str = "") -> list[Out]:
        """One schema-checked message from ``route`` (sent from ``addr``, as the socket saw it); what to send.

        ``DOOR`` takes what a stranger may send; anything else must come from a peer, and goes to its method in
        ``HANDLERS`` (those in ``IN_GAME`` only once the game has started)."""
        kind = msg["t"]
        door = self.DOOR.get(kind)
        if door is not None:
            opener: Callable[[bytes, dict[str, Any], float, str], list[Out]] = getattr(self, door)
            return opener(route, msg, now, addr)
        peer = self.routes.get(route)
        if peer is None:
            self._log(f"dropped {kind!r} from an unknown peer")
            return [Out(route, {"t": "bye", "reason": "hello first: unknown peer"})] if kind != "bye" else []
        p = self.peers[peer]
        p.last_seen = now
        out: list[Out] = []
        if not p.connected:
            p.connected = True
            self._log(f"{p.name} is back", "log", "back", name=p.name)
            out += self._status()
        name = self.HANDLERS.get(kind)
        if name is None:
            self._log(f"dropped {kind!r} from {p.name}")
            return out
        if kind in self.IN_GAME and self.game is None:
            self._log(f"dropped {kind!r} from {p.name}: the game has not started")
            return out
        handler: Callable[[int, dict[str, Any], float], list[Out]] = getattr(self, name)
        return out + handler(peer, msg, now)

    DOOR: ClassVar[dict[str, str]] = {"hello": "_on_hello", "auth": "_on_auth"}
    """What a route that is no peer yet may send -> its method, ``(route, msg, now, addr)``."""
    HANDLERS: ClassVar[dict[str, str]] = {
        "ping": "_on_ping",
        "bye": "_on_bye",
        "resync": "_on_resync",
        "act": "_on_act",
        "commit": "_on_commit",
        "reveal": "_on_reveal",
        "seen": "_on_seen",
        "ack": "_on_ack",
        "illegal": "_on_illegal",
    }
    """Every other message a joiner may send (``schema.FROM_JOINER``) -> its method, ``(peer, msg, now)``: with
    ``DOOR``, the whole protocol of the host in one place (a subclass may override a method, never the table)."""
    IN_GAME: ClassVar[frozenset[str]] = frozenset({"act", "commit", "reveal", "seen", "ack", "illegal"})
    """Messages dropped before the game has started."""

    def _on_hello(self, route: bytes, msg: dict[str, Any], now: float, addr: str) -> list[Out]:
        if not self.hello_limit.allow(addr, now):
            self._log(f"dropped a hello from {console(addr)}: too many joins from there")
            return []
        return self._hello(route, msg, now)

    def _on_auth(self, route: bytes, msg: dict[str, Any], now: float, addr: str) -> list[Out]:
        if not self.password_limit.allow(addr, now):
            self.pending_hello.pop(route, None)
            return self._reject(route, REFUSALS["attempts"], console(addr))
        return self._auth(route, msg, now)

    def _on_ping(self, peer: int, msg: dict[str, Any], now: float) -> list[Out]:
        return []

    def _on_bye(self, peer: int, msg: dict[str, Any], now: float) -> list[Out]:
        p = self.peers[peer]
        p.connected = False
        self._log(f"{p.name} left: {msg['reason']}", code="left", name=p.name)
        return self._status() + self._lobby_leave()

    def _on_resync(self, peer: int, msg: dict[str, Any], now: float) -> list[Out]:
        return self._sync(peer) if self.started else []

    def _on_act(self, peer: int, msg: dict[str, Any], now: float) -> list[Out]:
        game = self.game
        assert game is not None
        if not _same_token(self.peers[peer].token, msg["token"]):
            self._log(f"dropped act from {self.peers[peer].name}: wrong token")
            return []
        if not self.settled() and msg["index"] == game.applied and len(self.queued) < 8:
            self.queued.append((peer, msg["action"], msg["index"]))
            return []
        return self._sequence(peer, msg["action"], msg["index"])

    def _on_commit(self, peer: int, msg: dict[str, Any], now: float) -> list[Out]:
        game = self.game
        assert game is not None
        name = self.peers[peer].name
        if msg["event"] > 0:
            upcoming = len(game.shares)
            if game.match is None or msg["event"] != upcoming + 1 or not game.out_at(peer, upcoming):
                self._log(f"dropped commit from {name}: event {msg['event']} is not open for commits")
                return []
            if msg["vk"] != game.keys[peer] or not game.signed(msg["event"], peer, msg["commit"], msg["sig"]):
                # (a newcomer in a handed-over seat has another key: it plays, the others decide the dice)
                self._log(f"dropped commit from {name}: not signed by the key of its seat")
                return []
            self.reentry[peer] = (msg["event"], msg["commit"], msg["sig"])  # back in the dice from that event
            return []
        if game.match is not None:
            self._log(f"dropped commit from {name}: event {msg['event']} is not open for commits")
            return []
        old, old_key = game.commits[0][peer], game.keys[peer]
        if old is not None and old != msg["commit"] and game.commits_complete(0):
            # a fresh secret after its share was seen (a deal cut short): deal again
            self._log(f"{name} committed afresh to the deal; dealing again")
            return self._redeal(now)
        game.keys[peer], game.commits[0][peer] = msg["vk"], None  # its key for this game: pinned with the deal
        if not game.set_commit(0, peer, msg["commit"], msg["sig"]):
            game.keys[peer], game.commits[0][peer] = old_key, old
            self._log(f"dropped commit from {name}: not signed by the key it gave")
            return []
        return self._after_commit(0)

    def _on_reveal(self, peer: int, msg: dict[str, Any], now: float) -> list[Out]:
        game = self.game
        assert game is not None
        event, name = msg["event"], self.peers[peer].name
        if event != game.pending_event() or not game.commits_complete(event):
            self._log(f"dropped reveal from {name}: event {event} is not awaited")
            return []
        if not game.check_share(event, peer, msg["share"]):
            self._log(f"dropped reveal from {name}: it does not match its commit for event {event}")
            return []
        if not game.signed(event + 1, peer, msg["next"], msg["sig"]):
            self._log(f"dropped reveal from {name}: its next commit is not signed by its key")
            return []
        self.reveals[peer] = (msg["share"], msg["next"], msg["sig"])
        return self._maybe_resolve()

    def _on_seen(self, peer: int, msg: dict[str, Any], now: float) -> list[Out]:
        seen = witness.Seen(self.game_id, msg["event"], msg["peer"], msg["share"], msg["next"], msg["sig"])
        return self.witnessed(seen, now, f"from {self.peers[peer].name}")

    def _on_ack(self, peer: int, msg: dict[str, Any], now: float) -> list[Out]:
        return self._ack(peer, msg["applied"], msg["digest"])

    def _on_illegal(self, peer: int, msg: dict[str, Any], now: float) -> list[Out]:
        self._log(f"{self.peers[peer].name} says action {msg['index']} is illegal for its engine: {msg['reason']}")
        return []

    def witnessed(self, seen: witness.Seen, now: float, via: str = "on the LAN") -> list[Out]:
        """A joiner's share that reached us around its own link (a LAN datagram, or another joiner's forward): if the
        roll still waits for it after its own link had ``repair_s`` to bring it, it counts as that joiner's reveal
        (so the others, who saw it too, roll with it). Until then the joiner's own reveal is waited for: another
        player who copies the share into a datagram or a forward of its own cannot slip a false next commit in."""
        game = self.game
        event, peer = seen.event, seen.peer
        if now - self.changed_at < self.repair_s:
            return []
        if (
            game is None
            or seen.game != self.game_id
            or event < 1
            or event != game.pending_event()
            or not 0 < peer < len(self.peers)
            or peer in self.reveals
            or not game.commits_complete(event)
            or not game.check_share(event, peer, seen.share)
            or not game.signed(event + 1, peer, seen.next, seen.sig)  # nobody else can commit in its name
        ):
            return []
        self.reveals[peer] = (seen.share, seen.next, seen.sig)
        self._log(f"{self.peers[peer].name}'s share of refill {event} reached us {via}, not on their own link")
        return self._maybe_resolve()

    def tick(self, now: float) -> list[Out]:
        """Heartbeats and silence detection; then anything that became possible."""
        out: list[Out] = []
        changed = False
        for p, peer in enumerate(self.peers[1:], start=1):
            if not peer.connected:
                continue
            if now - peer.last_seen > SILENT_S:
                peer.connected = False
                changed = True
                self._log(f"{peer.name} is silent: disconnected", "lost", "silent", peer=p, name=peer.name)
            elif now - peer.last_ping >= HEARTBEAT_S:
                peer.last_ping = now
                out += self._send(p, {"t": "ping"})
        if changed:
            out += self._status() + self._lobby_leave()
        out += self._redeal_without_silent(now)
        out += self._repair(now)  # (keeps changed_at: when the game last moved)
        out += self._stand_in(now)
        return out + self.pump()

    def leave(self, reason: str, now: float = 0.0) -> list[Out]:
        """The host's user is leaving: every joiner hears why at once (the autosave can resume the game)."""
        self._log(f"leaving: {reason}")
        return self._broadcast({"t": "bye", "reason": reason[:200]})

    def _lagging(self, p: int) -> bool:
        game = self.game
        assert game is not None
        if game.out_at(p, len(game.shares)):
            return False
        event = game.pending_event()
        if event is None:
            return self.acks.get(game.applied, {}).get(p) is None
        if event == 0 and not game.commits_complete(0):
            return game.commits[0][p] is None
        return p not in self.reveals

    def _repair(self, now: float) -> list[Out]:
        """A peer that owes us an ack, a commit or a reveal for a while gets a catch-up (lost messages)."""
        game = self.game
        key = (game.applied, game.pending_event(), len(game.shares)) if game else None
        if key != getattr(self, "_progress_key", None):
            self._progress_key = key
            self.changed_at = now
            return []
        if game is None or self.paused or now - self.changed_at < self.repair_s:
            return []
        out: list[Out] = []
        event = game.pending_event()
        if event is not None and now - self.changed_at >= 3 * self.repair_s:
            for p, peer in enumerate(self.peers[1:], start=1):
                if self._lagging(p) and (event, p) not in self.named_withholders:
                    self.named_withholders.add((event, p))
                    what = "the deal" if event == 0 else f"refill {event}"
                    self._log(
                        f"waiting for {peer.name}'s share of the dice for {what}",
                        "withheld",
                        "waiting_dice",
                        peer=p,
                        event=event,
                        name=peer.name,
                    )
        for p, peer in enumerate(self.peers[1:], start=1):
            if peer.connected and now - peer.last_repair >= self.repair_s and self._lagging(p):
                peer.last_repair = now
                self._log(f"waiting for {peer.name}; sending them the game so far", code="waiting", name=peer.name)
                out += self._sync(p)
        return out

    def pump(self) -> list[Out]:
        """Sequence queued actions and announce the end once the game is settled."""
        out: list[Out] = []
        while self.queued and self.settled():
            peer, raw, index = self.queued.pop(0)
            out += self._sequence(peer, raw, index)
        game = self.game
        if game and game.match and game.match.is_over() and self.settled() and not self.over_sent:
            self.over_sent = True
            self._log(f"game over; digest {game.digest()[:16]}", "over", "over", digest=game.digest())
            out += self._broadcast({"t": "over", "digest": game.digest()})
        return out

    # -- autosave ----------------------------------------------------------------------------

    def snapshot(self) -> dict[str, Any]:
        """Everything needed to restart this host on the same game (kept on the host's disk only)."""
        game = self.game
        return {
            "format": "carolus-net-host",
            "players": self.players,
            "game": self.game_id,
            "secret": self.secret.hex(),
            "curve_secret": self.keys.secret.decode("ascii"),
            "owners": self.owners,
            "names_by_seat": self.names_by_seat,
            "peers": [{"name": p.name, "token": p.token, "seats": p.seats, "removed": p.removed} for p in self.peers],
            "record": game.match.record.to_dict() if game and game.match else None,
            "net": game.net_dict() if game else None,
        }

    @classmethod
    def from_snapshot(cls, snap: Any, password: str = "", now: float = 0.0) -> HostCore:
        """A host that continues an autosaved game; joiners reconnect with their tokens."""
        try:
            if snap.get("format") != "carolus-net-host":
                raise CarolusError("not a host autosave")
            keys = Keys.from_secret(str(snap["curve_secret"]).encode("ascii")) if "curve_secret" in snap else None
            core = cls(
                int(snap["players"]),
                snap["peers"][0]["name"],
                [],
                password,
                bytes.fromhex(snap["secret"]),
                str(snap["game"]),
                keys,
            )
            core.owners = [int(o) for o in snap["owners"]]
            core.names_by_seat = [str(n) for n in snap["names_by_seat"]]
            core.peers = [
                Peer(str(p["name"]), str(p["token"]), [int(s) for s in p["seats"]], removed=p.get("removed") is True)
                for p in snap["peers"]
            ]
            core.standing_in = {n for n, p in enumerate(core.peers) if p.removed}
            core.peers[0].connected = True
            if snap["record"] is None:
                raise CarolusError("the autosave was taken before the game was dealt; start a new game")
            core.game = SharedGame.from_record(snap["record"], snap["net"])
            core.variant = core.game.variant
        except CarolusError:
            raise
        except (KeyError, TypeError, ValueError, AttributeError, IndexError, OverflowError, RecursionError) as exc:
            raise CarolusError(f"not a usable host autosave ({exc.__class__.__name__}: {exc})") from None
        for p in core.peers[1:]:
            p.last_seen = now
        core.digests[core.game.applied] = core.game.digest()
        return core
