"""The host's lobby and handshake: who comes in, to which seat, and when the game starts.

A stranger says hello (and answers a SPAKE2 challenge when the door did not check the password); it is admitted to
a free seat, back to its own with its token, or to a seat the host's player handed over (``host_grace``). The lobby
closes at ``start``; a deal that some joiner never commits to sends the game back to it or deals again.
"""

from __future__ import annotations

import hmac
import secrets
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from . import fairdice
from .handshake import app_version, engine_digest, mismatch, pake_confirm, pake_host, pake_key, rules_digest
from .host_peers import Peer, same_token
from .limits import RateLimit, address_key
from .lobby_room import key_fingerprint
from .lockstep import SharedGame
from .protocol_types import DEAL_S, HEARTBEAT_S, Out
from .refusals import REFUSALS, refusal_code
from .schema import PROTOCOL_VERSION
from .text import console

if TYPE_CHECKING:
    from .host import HostCore


class Lobby:
    """Hello, password, admission and the seats, up to the deal (and back to the lobby when a deal fails)."""

    def __init__(self, core: HostCore) -> None:
        self.core = core
        self.pending_hello: dict[bytes, tuple[dict[str, Any], Any, bytes]] = {}
        """Route -> (hello, our SPAKE2 side, our SPAKE2 message) while a joiner answers the password challenge."""
        self.started_at: float | None = None
        """When the game started (the deal's commits are awaited from then on)."""
        self.deal_s = DEAL_S
        """How long the deal's commits are awaited before a joiner that sent none is dropped (``timers.Timers``)."""
        self.fill_name = "AI"
        self.need_joiners = 0
        """Joiners who must commit to the deal for the game to begin (a headless host's ``--joiners``): with fewer,
        the seats of those who did not commit go back to the lobby instead of to the computer (0: the host's player
        started with whoever is there)."""
        self.filled: list[int] = []
        """Seats the computer took at the start."""
        self.handover_out: list[Out] = []
        """What a newcomer's taking over a handed-over seat made possible (a roll), sent after its welcome."""
        self.hello_limit = RateLimit(rate=2.0, burst=6, total_rate=20.0, total_burst=40)
        """Joins: a joiner says hello about once a second while it waits; strangers get no more than that."""
        self.password_limit = RateLimit(rate=0.2, burst=3, total_rate=1.0, total_burst=5)
        """Password attempts: three at once from one address, then one every 5 s (one a second in all)."""
        self.door_password = False
        """The door checks the password (SPAKE2) before a joiner's key may connect: no challenge on the channel."""
        self.redeals = 0
        """Deals started again after every commit was in (so after shares may have been revealed and we may have
        seen the seed): said in every ``start`` and kept in the record; honest joiners allow ``MAX_REDEALS``."""
        self.caller = ""
        """The address of the hello being handled (noted on the peer it admits)."""
        self.key_of: Callable[[bytes], bytes] = lambda route: b""
        """The CURVE key (Z85) a route's connection proved, as the socket thread knows it (``HostNode``): its
        fingerprint is listed in the lobby, and a removed joiner's key stays refused (lobby35)."""
        self.held_back: dict[str, tuple[float, int]] = {}
        """Address -> (until when its hellos are not answered, how often it was held back): a joiner that was
        dropped from a deal it never committed to (issue 36, point 4: a stranger that only pings would otherwise
        take the seat again at once and start the next deal too, before the real player waiting at the door)."""

    # -- the door: what a stranger may send ----------------------------------------------------

    def on_hello(self, route: bytes, msg: dict[str, Any], now: float, addr: str) -> list[Out]:
        if not self.hello_limit.allow(addr, now):
            self.core.log(f"dropped a hello from {console(addr)}: too many joins from there")
            return []
        if self.core.room.refused(self.key_of(route), msg["token"], addr, now):
            return self.reject(route, REFUSALS["kicked"], repr(msg["name"]))
        held = self.held_back.get(address_key(addr)) if addr else None
        if held is not None and now < held[0] and route not in self.core.routes:
            if self.core.drop_lines.allow(route, now) is not None:
                self.core.log(f"kept {console(addr)} waiting: it did not take part in the last deal")
            return []
        self.caller = addr
        return self.hello(route, msg, now)

    def hold_back(self, address: str, now: float) -> None:
        """Hellos from ``address`` go unanswered for a while (the deal's time, doubling each time, at most 60 s):
        it joined and never committed to the deal. A real player waiting meanwhile takes the seat first."""
        if not address:
            return
        key = address_key(address)
        _until, times = self.held_back.pop(key, (0.0, 0))
        self.held_back[key] = (now + min(60.0, max(1.0, self.deal_s) * 2**times), times + 1)
        while len(self.held_back) > 256:
            self.held_back.pop(next(iter(self.held_back)))

    def dealing(self) -> bool:
        """A headless host's deal is waiting for its joiners' commits: a newcomer waits (a seat may come free when
        a joiner that never commits is dropped), it is not refused."""
        game = self.core.game
        return bool(self.need_joiners) and game is not None and game.match is None

    def dealt_by(self) -> float:
        """When the pending deal drops the joiners that did not commit (``time.monotonic``; 0: no deal pending)."""
        if not self.dealing() or self.started_at is None:
            return 0.0
        return self.started_at + self.deal_s

    def on_auth(self, route: bytes, msg: dict[str, Any], now: float, addr: str) -> list[Out]:
        if not self.password_limit.allow(addr, now):
            self.pending_hello.pop(route, None)
            return self.reject(route, REFUSALS["attempts"], console(addr))
        return self.auth(route, msg, now)

    def reject(self, route: bytes, reason: str, who: str) -> list[Out]:
        self.core.log(f"refused {who}: {reason}", "log", "refused_peer", name=who, reason=refusal_code(reason))
        return [Out(route, self.reject_msg(reason))]

    def reject_msg(self, reason: str) -> dict[str, Any]:
        return {
            "t": "reject",
            "reason": reason[:300],
            "proto": PROTOCOL_VERSION,
            "app": app_version(),
            "rules": engine_digest(),
        }

    def hello(self, route: bytes, msg: dict[str, Any], now: float) -> list[Out]:
        who = repr(msg["name"])
        reason = mismatch(msg["proto"], msg["app"], msg["rules"])
        if reason:
            return self.reject(route, reason, who)
        if self.core.password and not self.door_password:
            side, mine = pake_host(self.core.password)
            self.pending_hello[route] = (msg, side, mine)
            if len(self.pending_hello) > 64:
                self.pending_hello.pop(next(iter(self.pending_hello)))
            return [Out(route, {"t": "challenge", "pake": mine})]
        return self.admit(route, msg, now, None)

    def auth(self, route: bytes, msg: dict[str, Any], now: float) -> list[Out]:
        pending = self.pending_hello.pop(route, None)
        if pending is None:
            self.core.log("dropped auth without a hello")
            return []
        hello, side, mine = pending
        key = pake_key(side, msg["pake"])
        if key is None or not hmac.compare_digest(pake_confirm(key, b"joiner", msg["pake"], mine), msg["mac"]):
            return self.reject(route, REFUSALS["password"], repr(hello["name"]))
        return self.admit(route, hello, now, pake_confirm(key, b"host", msg["pake"], mine))

    def admit(self, route: bytes, msg: dict[str, Any], now: float, proof: bytes | None) -> list[Out]:
        core = self.core
        token = msg["token"]
        who = repr(msg["name"])
        peer_id = core.routes.get(route)
        given: list[Out] = []
        if peer_id is None and token:
            for p, peer in enumerate(core.peers[1:], start=1):
                if same_token(peer.token, token):
                    peer_id = p
            if peer_id is None and msg["game"] == core.game_id:
                peer_id, given = core.grace.give_back(route, msg)
            if peer_id is None and msg["game"] == core.game_id:
                return self.reject(route, REFUSALS["token"], repr(msg["name"]))
        if peer_id is not None and core.peers[peer_id].removed:
            return self.reject(route, REFUSALS["removed"], repr(msg["name"]))
        rejoin = peer_id is not None
        self.handover_out = []
        handed = peer_id is None and core.started
        if handed and self.dealing():  # kept waiting, not refused: it says hello again (issue 36, point 4)
            if core.drop_lines.allow(route, now) is not None:
                core.log(f"kept {who} waiting: the game is being dealt", name=msg["name"])
            return []
        if handed:
            peer_id = core.grace.take_over(msg)
            if peer_id is None:
                return self.reject(route, REFUSALS["started"], repr(msg["name"]))
        if peer_id is None:
            free = [s for s in range(core.players) if core.owners[s] < 0]
            if not free:
                return self.reject(route, REFUSALS["full"], repr(msg["name"]))
            seat = msg["seat"] if msg["seat"] in free else free[0]
            peer_id = len(core.peers)
            core.peers.append(Peer(msg["name"] or f"Player {seat + 1}", secrets.token_hex(16), [seat]))
            core.peers[-1].address = self.caller
            core.owners[seat] = peer_id
            core.names_by_seat[seat] = core.peers[peer_id].name
        peer = core.peers[peer_id]
        if peer.route is not None:
            core.routes.pop(peer.route, None)
        peer.route = route
        peer.connected = True
        peer.last_seen = now
        peer.key = self.key_of(route) or peer.key
        core.routes[route] = peer_id
        out = [*given, Out(route, self.welcome(peer_id, proof))]
        key = key_fingerprint(peer.key) or "unknown"
        core.log(
            f"{peer.name} is back (key {key})" if rejoin else f"{peer.name} joined (key {key})",
            "joined",
            "back" if rejoin else "joined",
            peer=peer_id,
            name=peer.name,
            key=key_fingerprint(peer.key),
        )
        if core.started:
            out += self.handover_out + core.sequencer.sync(peer_id)
            if handed or given:  # every peer's record says who took whose seat: a catch-up that only adds it
                for other in range(1, len(core.peers)):
                    out += core.sequencer.sync(other) if other != peer_id else []
        else:
            out += core.broadcast({"t": "lobby", "names": core.names_by_seat, "owners": core.owners})
        out += core.status()
        return out + core.room.relay(force=True)  # (the newcomer hears the list, even where nothing else changed)

    def welcome(self, peer_id: int, proof: bytes | None) -> dict[str, Any]:
        """A joiner's seat assignment (on admission, and again after absent joiners were renumbered)."""
        core = self.core
        peer = core.peers[peer_id]
        return {
            "t": "welcome",
            "peer": peer_id,
            "token": peer.token,
            "game": core.game_id,
            "seats": peer.seats,
            "players": core.players,
            "proof": proof,
            "variant": list(core.variant),
            "grace": int(core.grace.grace_s * 1000),
            "witness": core.witness_key,
            "rules": rules_digest(core.players, core.variant),
        }

    # -- a peer's presence ------------------------------------------------------------------------

    def on_ping(self, peer: int, msg: dict[str, Any], now: float) -> list[Out]:
        return []

    def on_bye(self, peer: int, msg: dict[str, Any], now: float) -> list[Out]:
        p = self.core.peers[peer]
        p.connected = False
        self.core.log(f"{p.name} left: {msg['reason']}", code="left", name=p.name)
        return self.core.status() + self.leave_lobby()

    def leave_lobby(self) -> list[Out]:
        """In the lobby a joiner who left gives its seat back at once, so the next real player can have it."""
        core = self.core
        if core.started or all(p.connected for p in core.peers[1:]):
            return []
        out = self.drop_absent_joiners()
        out += core.broadcast({"t": "lobby", "names": core.names_by_seat, "owners": core.owners}) + core.status()
        return out + core.room.relay()

    def drop_absent_joiners(self) -> list[Out]:
        """Joiners who left the lobby lose their seats (every peer must take part in every roll)."""
        core = self.core
        absent = [p for p in range(1, len(core.peers)) if not core.peers[p].connected]
        if not absent:
            return []
        kept = [p for p in range(len(core.peers)) if p not in absent]
        renumber = {old: new for new, old in enumerate(kept)}
        for p in absent:
            core.log(
                f"{core.peers[p].name} left the lobby; their seat goes to a computer",
                code="left_lobby",
                name=core.peers[p].name,
            )
            for s in core.peers[p].seats:
                core.owners[s] = -1
                core.names_by_seat[s] = ""
            route = core.peers[p].route
            if route is not None:
                core.routes.pop(route, None)
        core.owners = [renumber.get(o, -1) if o >= 0 else -1 for o in core.owners]
        core.peers = [core.peers[p] for p in kept]
        core.routes = {r: renumber[p] for r, p in core.routes.items() if p in renumber}
        out: list[Out] = []
        for new in range(1, len(core.peers)):
            out += core.send(new, self.welcome(new, None))
        return out

    # -- the start and the deal ----------------------------------------------------------------

    def start(self, fill_name: str = "AI", now: float | None = None) -> list[Out]:
        """Close the lobby: joiners silent for a while are dropped, empty seats go to the host (its AI players)
        and event 0's commits begin."""
        core = self.core
        if core.started:
            return []
        self.started_at = now
        if now is not None:
            for peer in core.peers[1:]:
                if peer.connected and now - peer.last_seen > 2 * HEARTBEAT_S:  # a joiner pings every second
                    peer.connected = False
                    core.log(f"{peer.name} is silent; not dealt in", code="not_dealt", name=peer.name)
        self.fill_name = fill_name
        out = self.drop_absent_joiners()
        self.filled = [s for s in range(core.players) if core.owners[s] < 0]
        for s in range(core.players):
            if core.owners[s] < 0:
                core.owners[s] = 0
                core.peers[0].seats.append(s)
                core.names_by_seat[s] = f"{fill_name} {s + 1}"
        game = core.game = SharedGame(
            core.game_id, len(core.peers), core.players, core.names_by_seat, core.owners, core.variant
        )
        game.redeals = self.redeals
        game.keys[0] = fairdice.public_key(core.signing)
        game.set_commit(0, 0, core.dice.own_commit(0), core.dice.own_sig(0))
        core.log(
            f"the game starts: {', '.join(core.names_by_seat)}", "started", "started", names=list(core.names_by_seat)
        )
        out += core.broadcast(
            {
                "t": "start",
                "peers": len(core.peers),
                "names": core.names_by_seat,
                "owners": core.owners,
                "redeals": self.redeals,
            }
        )
        return out + core.dice.after_commit(0)

    def redeal_without_silent(self, now: float) -> list[Out]:
        """A joiner that never commits to the deal (gone, or a stranger that only said hello) is dropped and the
        deal starts again without it: no die of the deal is known to anyone yet."""
        core = self.core
        game = core.game
        if game is None or game.match is not None:
            return []
        if self.started_at is None:
            self.started_at = now
        if now - self.started_at < self.deal_s:
            return []
        silent = [p for p in range(1, len(core.peers)) if game.commits[0][p] is None]
        if not silent:
            return []
        for p in silent:
            core.peers[p].connected = False
            self.hold_back(core.peers[p].address, now)
            core.log(
                f"{core.peers[p].name} did not take part in the deal; dealing again without them",
                "lost",
                "redeal",
                peer=p,
                name=core.peers[p].name,
            )
        return self.redeal(now)

    def redeal(self, now: float) -> list[Out]:
        """The deal starts again (every peer commits afresh), with whoever is still here. Once every commit was in,
        shares may have been revealed to us: that counts as a re-deal (``redeals``), which every peer is told and
        records; honest joiners refuse a deal after ``fairdice.MAX_REDEALS`` of them (issue 36, point 1)."""
        core = self.core
        if core.game is not None and core.game.commits_complete(0):
            self.redeals += 1
        core.dice.reveals, core.dice.rosters = {}, {}  # (nothing of the deal given up counts in the next)
        for s in self.filled:  # seats the computer filled are open again to be refilled
            core.owners[s] = -1
            core.names_by_seat[s] = ""
            core.peers[0].seats.remove(s)
        core.game = None
        if core.joiners() < self.need_joiners:  # only joiners who committed to the deal count toward the start
            self.started_at = None
            core.log(f"back to the lobby: waiting for {self.need_joiners} joiners who take part in the deal")
            return self.leave_lobby()
        return core.start(self.fill_name, now)
