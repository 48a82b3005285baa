"""A joiner's protocol state machine: handshake, catch-up, lockstep, its share of the dice.

``JoinerCore`` holds no socket: the socket thread feeds it the host's
(decoded, schema-checked) messages and the clock and sends what it returns.
Its engine checks every action the host orders before applying it; its
digest goes back to the host after each one.

Over 600 lines (issue 38): one handler table over one state (seat, engine, dice secrets), the host's
counterpart, message by message. Its dice part (commits, reveals, the witness) could become a part of its own as
the host's did (``host_dice``); that waits for the LAN issues that change those messages, since the tests'
misbehaving joiners (``tests/cheats.py``) override those methods today.
"""

from __future__ import annotations

import hmac
import os
from collections.abc import Callable
from typing import Any, ClassVar

from carolus.engine.actions import Action
from carolus.engine.errors import CarolusError, IllegalActionError, RecordError

from . import fairdice, witness, witness_direct
from .chat import JoinerChat
from .handshake import app_version, engine_digest, pake_confirm, pake_joiner, pake_key, rules_digest
from .lobby_room import LobbyList, key_fingerprint
from .lockstep import SharedGame
from .protocol_types import HEARTBEAT_S, MAX_DUMPS, REPAIR_S, SILENT_S, Event, Out
from .refusals import refusal_code
from .schema import PROTOCOL_VERSION
from .secure import fingerprint
from .text import clean_name, is_name


class JoinerCore:
    """One joiner: feed it the host's messages, send what it returns."""

    watching: ClassVar[bool] = False
    """A spectator's core (``carolus.net.spectators.SpectatorCore``): no seat, no share in the dice."""

    def __init__(
        self,
        name: str,
        seat: int = -1,
        password: str = "",
        token: str = "",
        game: str = "",
        secret: bytes | None = None,
        app: str | None = None,
        host_key: bytes | None = None,
        saved_seats: dict[bytes, tuple[str, str, bytes | None]] | None = None,
    ) -> None:
        self.name = clean_name(name, "Guest")
        self.seat_wanted = seat
        self.password = password
        self.token = token
        self.game_id = game
        self.secret = secret or os.urandom(32)
        self.secret_used = secret is not None
        """Shares of this secret may be known to someone (a refill's revealed, or it came from the state file, history
        unknown): the next deal we commit to gets a fresh one, so nobody who picks the game id or deals again knows
        our shares in advance (issue 25, point 2). A catch-up of a dealt game keeps it: we reveal what we committed
        to."""
        self.deal_revealed: list[Any] | None = None
        """The deal's commits we revealed our share against: revealed again only against the very same (a repair),
        never against others (a host that changed its own commit to choose among deals), which bring a fresh secret."""
        self.redeals_seen = 0
        """Deals the host started again after we revealed our share of them (it may have seen their seeds and
        vetoed them): at most ``fairdice.MAX_REDEALS``, each shown; past that we take part in no deal (issue 36)."""
        self.redeal_refused = ""
        self.redeals_shown = 0
        self._signing_for: tuple[bytes, Any] = (b"", None)
        self.app = app or app_version()
        self.host_key = host_key
        """The host's CURVE public key: pinned at the first join, any other key is refused."""
        self.saved_seats = saved_seats or {}
        """Host key -> (token, game, secret) kept from earlier joins: the host's key names the seat to rejoin."""
        self.nonce = os.urandom(16)
        self.host_proof: bytes | None = None
        """What the host's welcome must carry: proof that it knows the password (from the SPAKE2 key)."""
        self.grace_s = 60.0
        """The host's grace period (from its welcome): a connected peer's share is left out only after that long."""
        self.pending_since: tuple[int, float] = (-1, 0.0)
        """(the random event awaited, when we first saw it awaited)."""
        self.revealed: set[int] = set()
        """Events we revealed our share of: the host may not say we kept it back."""
        self.revealed_at: dict[int, float] = {}
        """When we revealed our share of the roll awaited now (it goes to the LAN then, and again while awaited)."""
        self.witness_key = b""
        """The game's key for LAN witness datagrams (from the welcome; ``carolus.net.witness``)."""
        self.lan_sent: tuple[int, float] = (-1, 0.0)
        """(the event, when) our share last went to the LAN."""
        self.lan_out: list[bytes] = []
        """Datagrams for the LAN witness, taken by the socket thread."""
        self.seen: dict[tuple[int, int], float] = {}
        """(event, peer) -> when another peer's revealed share of that refill reached us on the LAN."""
        self.witness_missed = 0
        """Refills whose other joiners' shares never reached us on the LAN (``witness.SILENT_AFTER`` of them and none
        that did: this network does not carry the witness, and the player is told)."""
        self.witness_works = False
        # -- the direct witness (``carolus.net.witness_direct``; relay35) --
        self.endpoint: tuple[bytes, int, tuple[str, ...]] | None = None
        """Our witness endpoint (CURVE key, port, our addresses), set by the socket thread; announced to the host."""
        self.where_sent: tuple[Any, ...] = ()
        """What we last announced (game, key, endpoint): announced again after each welcome or a change."""
        self.direct_out: list[bytes] = []
        """Witness messages for our links to the other joiners (ours and those we pass on), taken by the socket
        thread."""
        self.relaying: dict[tuple[int, int], bytes] = {}
        """(event, peer) -> another joiner's share of the roll awaited, as it reached us: passed on to every link at
        once and again with ours (a link made later, or a message lost, gets it then)."""
        self.peers_at: list[tuple[int, bytes, list[str]]] = []
        """Other joiners' endpoints (peer, CURVE key, where to connect) to link to, taken by the socket thread."""
        self.seen_direct: set[tuple[int, int]] = set()
        """The shares of ``seen`` that reached us over a direct link (not on the LAN)."""
        self.reached_by: set[int] = set()
        """Peers whose shares reached us around the host at least once."""
        self.cut_off: dict[int, int] = {}
        """Peer -> refills whose share by it never reached us around the host (said once, at ``witness.SILENT_AFTER``,
        where others' do: a path to that joiner is missing; -1 once said)."""
        self.reentry_sent = -1
        self.door_checked = False
        """The host proved it knows the password at its door (SPAKE2 bound to its CURVE key): no proof in welcome."""
        self.peer = -1
        self.seats: list[int] = []
        self.players = 0
        self.variant: tuple[str, ...] = ()
        self.names: list[str] = []
        self.owners: list[int] = []
        self.game: SharedGame | None = None
        self.npeers = 0
        self.pending_act: int | None = None
        self.paused = ""
        self.over = False
        self.rejected = ""
        self.connected: list[bool] = []
        """Every peer's connection, host first (from the last status; the host's own as we see it)."""
        self.peer_names: list[str] = []
        self.standin: list[int] = []
        """Peers whose seats the host's computer plays (gone past the grace period)."""
        """Every peer's name, host first (from the last status)."""
        self.events: list[Event] = []
        self.dumps = 0
        """State dumps handed out so far (at most ``MAX_DUMPS``)."""
        self.repair_s = REPAIR_S
        """How long a missing message is waited for before it is taken as lost."""
        self.last_heard = 0.0
        self.last_sent = 0.0
        self.last_hello = 0.0
        self.host_lost = False
        self.act_msg: dict[str, Any] = {}
        self.act_at = 0.0
        # the lobby the host starts (lobby35)
        self.want_ready = True
        """The ready mark we want the host to show (headless joiners are ready at once; the window's player ticks
        it: ``set_ready``). Said again whenever the host's list shows otherwise."""
        self.own_key = b""
        """Our connection's CURVE public key (Z85, set by the socket thread): its fingerprint is ours in the list."""
        self.lobby: LobbyList | None = None
        """The host's last list of everyone in the lobby, with the rules (``lobby_list``)."""
        self.welcome_pending: list[int] | None = None
        """Our seats from a welcome not yet said: what follows it says whether we wait in the lobby or are back in
        a game under way (the host sends the lobby's news, or a catch-up)."""
        self.chat = JoinerChat(self)
        """Chat (``carolus.net.chat``): never part of the game or its record."""
        self.again_answer: bool | None = None
        """How to answer the host's offers to play again at once (headless ``--again``); None: the window asks."""
        self.again_offer = ""
        """The next game's id while the host's offer to play again waits for our answer."""
        self.again_declined = False
        """We said no to playing again: the host's goodbye that follows ends our part, no reconnecting."""

    def _log(self, text: str, kind: str = "log", code: str = "", **data: Any) -> None:
        """``text`` for the console; ``code`` and ``data`` for the window (``carolus.net.protocol_types.Event``)."""
        self.events.append(Event(kind, text, data, code=code))

    def _names_of(self, peers: list[int]) -> list[str]:
        """The names of these peers (from the last status), for the window's words."""
        return [self.peer_names[p] if 0 <= p < len(self.peer_names) else "?" for p in peers]

    def _out(self, msg: dict[str, Any], now: float = 0.0) -> list[Out]:
        self.last_sent = max(self.last_sent, now)
        return [Out(None, msg)]

    def _share(self, event: int) -> bytes:
        return fairdice.contribution(self.secret, self.game_id, event)

    def _commit(self, event: int) -> bytes:
        return fairdice.commitment(self.game_id, event, self.peer, self._share(event))

    def _signing(self) -> Any:
        """Our Ed25519 key for this game (from our secret: fresh with it, the same after a rejoin)."""
        if self._signing_for[0] != self.secret:
            self._signing_for = (self.secret, fairdice.signing_key(self.secret))
        return self._signing_for[1]

    def _sig(self, event: int) -> bytes:
        return fairdice.sign_commit(self._signing(), self.game_id, event, self.peer, self._commit(event))

    def _commit_msg(self, event: int, now: float) -> list[Out]:
        vk = fairdice.public_key(self._signing())
        return self._out(
            {"t": "commit", "event": event, "commit": self._commit(event), "sig": self._sig(event), "vk": vk}, now
        )

    @property
    def applied(self) -> int:
        return self.game.applied if self.game else 0

    def hello(self, now: float) -> list[Out]:
        """The first message, and the one sent again after the host fell silent."""
        self.last_hello = now
        if not self.last_heard:
            self.last_heard = now
        return self._out(
            {
                "t": "hello",
                "proto": PROTOCOL_VERSION,
                "app": self.app,
                "rules": engine_digest(),
                "name": self.name,
                "game": self.game_id,
                "token": self.token,
                "nonce": self.nonce,
                "seat": self.seat_wanted,
            },
            now,
        )

    # -- lockstep --------------------------------------------------------------------

    def _after_apply(self, now: float) -> list[Out]:
        game = self.game
        assert game is not None
        event = game.pending_event()
        if event is not None and event != self.pending_since[0]:
            self.pending_since = (event, now)
        back: list[Out] = []
        upcoming = len(game.shares)
        if game.match is not None and game.out_at(self.peer, upcoming) and self.reentry_sent != upcoming + 1:
            # our share was left out (we were gone, or kept it back): in the dice again from the next roll on,
            # with a fresh commit (the host quotes it with this roll's dice, so every peer agrees from when)
            self.reentry_sent = upcoming + 1
            back = self._commit_msg(upcoming + 1, now)
        if event is not None and game.out_at(self.peer, event):
            return back
        if event is not None:
            if event == 0 and not game.commits_complete(0):
                return self._commit_msg(0, now)
            if game.commits_complete(event):
                return back + self._reveal(event, now)
            return back
        if self.pending_act is not None and self.pending_act < game.applied:
            self.pending_act = None
        return back + self._out({"t": "ack", "applied": game.applied, "digest": game.digest()}, now)

    def _reveal(self, event: int, now: float) -> list[Out]:
        """Our share of ``event`` (every commit is in): to the host, and to the LAN witness for a refill."""
        if event == 0:
            assert self.game is not None
            self.deal_revealed = list(self.game.commits[0])
        else:
            self.secret_used = True
        self.revealed.add(event)
        self.revealed_at = {event: self.revealed_at.get(event, now)}
        self._witness_tick(now)
        share, nxt, sig = self._share(event), self._commit(event + 1), self._sig(event + 1)
        # with the deal's share, our signature of the roster: every key and commit as we accepted them
        roster = fairdice.sign_roster(self._signing(), *self.game.roster()) if event == 0 and self.game else b""
        msg = {"t": "reveal", "event": event, "share": share, "next": nxt, "sig": sig, "roster": roster}
        return self._out(msg, now)

    def local_turn(self) -> int | None:
        """The seat this joiner must play now, or None."""
        game = self.game
        if game is None or game.match is None or self.paused or self.over or self.pending_act is not None:
            return None
        if game.pending_event() is not None or game.match.is_over():
            return None
        seat = game.match.to_act
        return seat if seat in self.seats else None

    def submit(self, action: Action, now: float = 0.0, index: int | None = None) -> list[Out]:
        """Ask the host to order one of our actions (the host checks it; our engine checks the result)."""
        self.pending_act = self.applied
        self.act_msg = {
            "t": "act",
            "token": self.token,
            "index": self.applied if index is None else index,
            "action": action.to_dict(),
        }
        self.act_at = now
        return self._out(self.act_msg, now)

    # -- the door --------------------------------------------------------------------

    def handle(self, msg: dict[str, Any], now: float) -> list[Out]:
        """One schema-checked message from the host; returns what to send."""
        self.last_heard = now
        if self.host_lost:
            self.host_lost = False
            self._log("host is back", "log", "host_back")
            self._host_state(True)
        kind = msg["t"]
        name = self.HANDLERS.get(kind)
        if name is None:
            self._log(f"dropped {kind!r} from the host")
            return []
        handler: Callable[[dict[str, Any], float], list[Out]] = getattr(self, name)
        return handler(msg, now)

    HANDLERS: ClassVar[dict[str, str]] = {
        "reject": "_on_reject",
        "challenge": "_on_challenge",
        "welcome": "_on_welcome",
        "lobby": "_on_lobby",
        "start": "_on_start",
        "status": "_on_status",
        "commits": "_on_commits",
        "dice": "_on_dice",
        "action": "_on_action",
        "refuse": "_on_refuse",
        "sync": "_on_sync",
        "desync": "_on_desync",
        "over": "_on_over",
        "ping": "_on_ping",
        "probe": "_on_probe",
        "bye": "_on_bye",
        # the lobby the host starts (lobby35)
        "lobby_list": "_on_lobby_list",
        # chat (issue 35)
        "chat_line": "_on_chat_line",
        "chat_slow": "_on_chat_slow",
        # -- the direct witness (relay35) --
        "peer_at": "_on_peer_at",
        "watching": "_on_watching",  # spectators (watch35): only a ``SpectatorCore`` asked to watch
        "rematch": "_on_rematch",  # rematch (watch35)
    }
    """Every message the host may send (``schema.FROM_HOST``) -> the method that takes it, ``(msg, now)``: the whole
    protocol of a joiner in one place (a subclass may override a method, never the table)."""

    def _on_ping(self, msg: dict[str, Any], now: float) -> list[Out]:
        return []

    def _on_chat_line(self, msg: dict[str, Any], now: float) -> list[Out]:
        return self.chat.on_line(msg, now)

    def _on_chat_slow(self, msg: dict[str, Any], now: float) -> list[Out]:
        return self.chat.on_slow(msg, now)

    def _on_rematch(self, msg: dict[str, Any], now: float) -> list[Out]:
        """The host offers to play again (``carolus.net.rematch``): answered at once by ``again_answer`` (headless),
        else the window asks the player (``answer_again``)."""
        game = self.game
        if game is None or game.match is None or not game.match.is_over():
            self._log("dropped rematch: our game is not over")
            return []
        self.again_offer = msg["game"]
        seats = [int(s) for s in msg["seats"]]
        seconds = msg["wait"] // 1000
        self._log("the host offers to play again", "lobby", "rematch_asked", seats=seats, seconds=seconds)
        if self.again_answer is not None:
            return self.answer_again(self.again_answer, now)
        return []

    def answer_again(self, yes: bool, now: float = 0.0) -> list[Out]:
        """Our answer to the host's offer to play again; before any offer, a yes tells the host we would like to."""
        offer, self.again_offer = self.again_offer, ""
        self.again_declined = bool(offer) and not yes
        return self._out({"t": "again", "game": offer, "yes": yes}, now)

    def _on_watching(self, msg: dict[str, Any], now: float) -> list[Out]:
        """A spectator's admission (``carolus.net.spectators.SpectatorCore`` takes it): a player never asked."""
        self._log("dropped 'watching': we asked for a seat, not to watch")
        return []

    def _on_probe(self, msg: dict[str, Any], now: float) -> list[Out]:
        """The host asks whether we are there (its memory grew while we were quiet): a ping at once says so (a
        connection stuck in an endless message could not answer; ``carolus.net.watch``)."""
        return self._out({"t": "ping"}, now)

    def _on_bye(self, msg: dict[str, Any], now: float) -> list[Out]:
        if msg["reason"].startswith("hello first"):
            return self.hello(now) if now - self.last_hello > 0.5 else []
        if self.again_declined:  # the table plays again without us, as we said: we are done (no reconnecting)
            self.rejected = "the table plays again without you"
            self._log(self.rejected)
            return []
        self._log(f"the host left: {msg['reason']}", "lost", "host_left")
        self.host_lost = True
        self._host_state(False)
        return []

    def _host_state(self, up: bool) -> None:
        """The host's own connection as we see it, in a status event (the host's status cannot tell us)."""
        if self.connected and self.connected[0] != up:
            self.connected[0] = up
            self._log("", "status", connected=list(self.connected), names=list(self.peer_names))

    def leave(self, reason: str, now: float = 0.0) -> list[Out]:
        """Our user is leaving: the host marks us disconnected at once instead of after the silence."""
        return self._out({"t": "bye", "reason": reason[:200]}, now)

    def token_for(self, key: bytes) -> str:
        """Our seat's token at the host with ``key`` (proved at its door once the seats are taken), or ""."""
        if self.token:
            return self.token
        return self.saved_seats[key][0] if key in self.saved_seats else ""

    def recall(self, key: bytes) -> None:
        """The host's door showed ``key``: rejoin the seat saved for that host, whatever address was typed."""
        self.host_key = key
        if not self.token and key in self.saved_seats:
            self.token, self.game_id, secret = self.saved_seats[key]
            self.secret = secret or self.secret
            self.secret_used = self.secret_used or secret is not None

    def refuse_key(self, key: bytes) -> None:
        """The host's door shows a key other than the one pinned at our first join: never talk to it."""
        self.rejected = (
            f"the host's key {fingerprint(key)} is not the one you joined before "
            f"({fingerprint(self.host_key or b'')}): it may be someone else"
        )
        self._log(
            self.rejected, "rejected", "key_changed", key=fingerprint(key), pinned=fingerprint(self.host_key or b"")
        )

    def _no_cause(self, peer: int, event: int, now: float) -> str:
        """Why the host may not leave ``peer``'s share of ``event`` out ("" if it may): the host is one peer among
        others, so it leaves a share out only for a peer it said was gone past the grace period (its seat played
        by the computer), or one that kept its share back for the grace period while the roll was awaited; never
        for a share we saw on the LAN (``carolus.net.witness``), however late before the dice."""
        name = self.peer_names[peer] if peer < len(self.peer_names) else f"peer {peer}"
        if peer == 0:
            return "its own share"
        if peer == self.peer and event in self.revealed:
            return "our share, which we revealed"
        awaited, since = self.pending_since
        waited = now - since if awaited == event else 0.0
        seen_at = self.seen.get((event, peer))
        if seen_at is not None:  # however late: a host that had it could look before leaving it out (witness.py)
            where = "around the host" if (event, peer) in self.seen_direct else "on the LAN"
            return f"{name}'s share, which {name} sent to every peer {where} {now - seen_at:.1f} s before"
        if peer in self.standin:
            return ""
        if awaited == event and waited >= self.grace_s - 1.0:
            return ""
        return f"{name}'s share without cause ({name} is here and the roll was awaited for less than the grace period)"

    def door_refused(self, reason: str) -> None:
        """The host's door said no (a wrong password, too many attempts): stop and say why."""
        self.rejected = reason
        self._log(f"the host refused us: {reason}", "rejected", "refused", reason=refusal_code(reason), said=reason)

    def _on_reject(self, msg: dict[str, Any], now: float) -> list[Out]:
        self.rejected = msg["reason"]
        self._log(
            f"the host refused us: {msg['reason']}",
            "rejected",
            "refused",
            reason=refusal_code(msg["reason"]),
            said=msg["reason"],
        )
        return []

    def _on_challenge(self, msg: dict[str, Any], now: float) -> list[Out]:
        if not self.password:
            self.rejected = "the game needs a password (give --password, or set CAROLUS_PASSWORD)"
            self._log(self.rejected, "rejected", "needs_password")
            return self._out({"t": "bye", "reason": "no password"}, now)
        side, mine = pake_joiner(self.password)
        key = pake_key(side, msg["pake"])
        if key is None:
            self.rejected = "the host's password exchange is malformed"
            self._log(self.rejected, "rejected", "bad_exchange")
            return self._out({"t": "bye", "reason": "malformed password exchange"}, now)
        self.host_proof = pake_confirm(key, b"host", mine, msg["pake"])
        return self._out({"t": "auth", "pake": mine, "mac": pake_confirm(key, b"joiner", mine, msg["pake"])}, now)

    def _on_welcome(self, msg: dict[str, Any], now: float) -> list[Out]:
        if self.password and not self.door_checked and (self.peer < 0 or msg["proof"] is not None):
            expected = self.host_proof
            if msg["proof"] is None or expected is None or not hmac.compare_digest(expected, msg["proof"]):
                self.rejected = "the host did not prove it knows the password"
                self._log(self.rejected, "rejected", "host_unproven")
                return self._out({"t": "bye", "reason": "host failed the password proof"}, now)
        ours = (
            rules_digest(msg["players"], tuple(msg["variant"]))
            if all(isinstance(v, str) for v in msg["variant"])
            else ""
        )
        try:
            ok = ours == msg["rules"]
        except CarolusError:
            ok = False
        if not ok:
            self.rejected = f"the host's rules/variants {msg['variant']} digest {msg['rules'][:12]} differ from ours"
            self._log(self.rejected, "rejected", "rules_differ")
            return self._out({"t": "bye", "reason": "rules mismatch: " + self.rejected[:200]}, now)
        if msg["game"] != self.game_id:  # a new game: fresh secrets, so no share of an old game can be reused
            self._deal_abandoned()  # (a host that dropped a deal we revealed to by naming another game counts too)
            if self.game is not None and self.game.match is not None and self.game.match.is_over():
                self._after_game()  # the same table again (``carolus.net.rematch``)
            self.game = None
            self.secret, self.secret_used, self.deal_revealed = os.urandom(32), False, None
        self.peer, self.token, self.game_id = msg["peer"], msg["token"], msg["game"]
        self.seats, self.players = list(msg["seats"]), msg["players"]
        self.variant = tuple(msg["variant"])  # the digest above says we play these rules as the host does
        self.grace_s = msg["grace"] / 1000
        self.witness_key = msg["witness"]
        self.where_sent = ()  # (a host that restarted knows no endpoint)
        self.welcome_pending = list(self.seats)  # said with what follows: the lobby, or a catch-up (lobby35)
        return []

    def _say_welcome(self, back: bool) -> None:
        """The welcome's line, once we know where it put us: in the lobby (waiting for the start) or back in the game
        under way (a rejoin, a seat taken over), never "waiting for the host to start" then."""
        seats = self.welcome_pending
        if seats is None:
            return
        self.welcome_pending = None
        said = " and ".join(str(s + 1) for s in seats)
        key = f" (your key {key_fingerprint(self.own_key)})" if self.own_key else ""
        if back:
            self._log(
                f"joined: you play seat {said}; back in the game under way{key}", "joined", "back_in_game", seats=seats
            )
        else:
            text = f"joined: you play seat {said}; waiting for the host to start{key}"
            self._log(text, "joined", "welcome", seats=seats)

    def set_ready(self, ready: bool, now: float = 0.0) -> list[Out]:
        """Our player sets or clears our ready mark (the host relays it to everyone; nothing once the game began)."""
        self.want_ready = ready
        if self.peer < 0 or self.game is not None:
            return []
        return self._out({"t": "ready", "ready": ready}, now)

    def _on_lobby_list(self, msg: dict[str, Any], now: float) -> list[Out]:
        listed = LobbyList.from_message(msg)
        if listed is None or self.peer >= len(listed.entries) or self.peer < 0:
            self._log("dropped lobby list: it does not fit our seat")
            return []
        self._say_welcome(False)
        self.lobby = listed
        self._log(listed.text(), "lobby", "lobby_list", **listed.data())
        if self.game is None and listed.entries[self.peer].ready != self.want_ready:
            return self._out({"t": "ready", "ready": self.want_ready}, now)
        return []

    def _after_game(self) -> None:
        """A new game after one played to its end (a rematch): what we counted of the last one starts again (its
        re-deals too: a host cannot rename a game mid-deal this way, only after its end)."""
        self.over = False
        self.redeals_seen = self.redeals_shown = 0
        self.revealed, self.revealed_at, self.seen = set(), {}, {}
        self.pending_since, self.reentry_sent, self.pending_act = (-1, 0.0), -1, None
        self.again_offer = ""

    def _on_lobby(self, msg: dict[str, Any], now: float) -> list[Out]:
        self._say_welcome(False)
        self.names, self.owners = list(msg["names"]), list(msg["owners"])
        self._log("lobby: " + ", ".join(n or "(free)" for n in self.names), "lobby", "lobby", names=list(self.names))
        return []

    def _on_status(self, msg: dict[str, Any], now: float) -> list[Out]:
        old = self.connected
        for p, (name, up) in enumerate(zip(msg["names"], msg["connected"])):
            was = old[p] if p < len(old) else None
            if was is not None and was != up:
                self._log(
                    f"{name} {'is back' if up else 'is disconnected'}", code="back" if up else "silent", name=name
                )
        standin = [p for p in msg["standin"] if p < len(msg["names"])]
        for p in sorted(set(standin) ^ set(self.standin)):
            name = msg["names"][p] if p < len(msg["names"]) else "?"
            self._log(
                f"the computer plays for {name} until they are back" if p in standin else f"{name} plays again",
                "standin",
                "standin" if p in standin else "standin_over",
                peer=p,
                name=name,
            )
        self.standin = standin
        self.connected = list(msg["connected"])
        self.peer_names = list(msg["names"])
        self._log("", "status", connected=list(self.connected), names=list(msg["names"]))
        return []

    def _on_start(self, msg: dict[str, Any], now: float) -> list[Out]:
        self._say_welcome(False)
        if self.peer < 0 or self.peer >= msg["peers"] or len(msg["names"]) != self.players:
            self._log("dropped start: it does not fit our seat")
            return []
        if self.game is not None and self.game.match is not None:
            return []
        if self.game is None or msg["redeals"] != self.game.redeals:  # (the same count: the same deal, repeated)
            self._deal_abandoned()
        if self._redeal_refused(msg["redeals"], now):
            return []
        self.names, self.owners, self.npeers = list(msg["names"]), list(msg["owners"]), msg["peers"]
        if self.secret_used:  # a deal: never with a secret whose shares someone may know (the game id is the host's)
            self._fresh_secret()
        self.game = SharedGame(self.game_id, self.npeers, self.players, self.names, self.owners, self.variant)
        self.game.redeals = msg["redeals"]
        self._log("the game starts", "started", "started", names=list(self.names))
        return self._after_apply(now)

    def _deal_abandoned(self) -> None:
        """A deal we revealed our share of ends without its dice (the host starts another): one re-deal more."""
        if self.deal_revealed is not None and (self.game is None or self.game.match is None):
            self.redeals_seen += 1
            self.deal_revealed = None
            self.secret_used = True  # the next deal takes a fresh secret

    def _redeal_refused(self, told: int, now: float) -> bool:
        """Whether we refuse the deal the host starts now: after more re-deals than ``fairdice.MAX_REDEALS``, or
        fewer ``told`` (its ``start``) than we saw. The host sees every share before anyone else, so each re-deal
        after a reveal may be a veto of a deal it did not like; each one is shown, and the record counts them."""
        if self.redeal_refused:
            return True
        seen = self.redeals_seen
        why = ""
        if seen > fairdice.MAX_REDEALS:
            why = f"the host started the deal again {seen} times after it had our share; refusing this deal"
        elif told > fairdice.MAX_REDEALS:
            why = f"the host says it started the deal again {told} times; refusing this deal"
        elif told < seen:
            why = f"the host says the deal was started again {told} times, but we saw {seen}; refusing this deal"
        if why:
            self.redeal_refused = self.paused = why
            self._log(why, "desync", "redeal_refused", count=seen)
            return True
        if told > self.redeals_shown:  # told once per re-deal (ours or not), before we commit to the new deal
            self.redeals_shown = told
            self._log(
                f"the host deals again after seeing the shares of a deal ({told} of {fairdice.MAX_REDEALS} allowed)",
                "lost",
                "redealt_you",
                count=told,
            )
        return False

    def _fresh_secret(self) -> None:
        self.secret, self.secret_used, self.deal_revealed = os.urandom(32), False, None
        self.revealed, self.revealed_at = set(), {}
        self._log("a fresh dice secret for this deal")

    def _on_commits(self, msg: dict[str, Any], now: float) -> list[Out]:
        game = self.game
        if game is None or msg["event"] != 0 or game.match is not None or len(msg["commits"]) != game.peers:
            self._log("dropped commits: not awaited")
            return []
        if msg["commits"][self.peer] != self._commit(0):
            self._log("dropped commits: the host misquotes our commit")
            return []
        if len(msg["keys"]) != game.peers or msg["keys"][self.peer] != fairdice.public_key(self._signing()):
            self._log("dropped commits: the host misquotes our key")
            return []
        if len(msg["sigs"]) != game.peers:
            self._log("dropped commits: not one signature per peer")
            return []
        if self.redeal_refused:
            return []
        if self.deal_revealed is not None and list(msg["commits"]) != self.deal_revealed:
            # the deal again with other commits than the ones we revealed against: never the same share twice,
            # and a re-deal as any other (the host may have seen the seed)
            self._deal_abandoned()  # (without a ``start``: the host changed its own commit, say)
            if self._redeal_refused(game.redeals, now):
                return []
            self._fresh_secret()
            game.commits[0] = [None] * game.peers
            return self._commit_msg(0, now)
        game.keys = list(msg["keys"])
        for p, c in enumerate(msg["commits"]):
            if not game.set_commit(0, p, c, msg["sigs"][p]):
                self._log("dropped commits: they contradict earlier ones or are not signed by their peers' keys")
                return []
        return self._after_apply(now)

    def _on_dice(self, msg: dict[str, Any], now: float) -> list[Out]:
        game = self.game
        if game is None or msg["event"] != game.pending_event() or len(msg["next"]) != game.peers:
            self._log(f"dropped dice for event {msg['event']}: not awaited")
            return []
        event = msg["event"]
        if len(msg["shares"]) != game.peers:
            self._log(f"dropped dice for event {event}: not one share per peer")
            return []
        rosters = msg["rosters"]
        if (event == 0) != bool(rosters) or (
            event == 0 and (len(rosters) != game.peers or not all(map(game.roster_signed, range(game.peers), rosters)))
        ):
            self._log("dropped dice: the deal's roster of keys is not signed by every peer's key")
            return []
        leaving = [p for p, share in enumerate(msg["shares"]) if not share and not game.out_at(p, event)]
        for p in leaving:
            why = self._no_cause(p, event, now)
            if why:  # the host may not drop an honest share to roll again
                self.paused = f"the host left out {why}; refusing its dice for event {event}"
                self._log(
                    self.paused,
                    "desync",
                    "dice_dropped",
                    applied=game.applied,
                    out=[0],
                    names=self._names_of([p]),
                    mine=p == self.peer,
                )
                return []
        for p in leaving:
            game.leave(p, event)
            name = self.peer_names[p] if p < len(self.peer_names) else f"peer {p}"
            self._log(
                "the dice are rolled without your share from now on"
                if p == self.peer
                else f"the dice are rolled without {name} from now on",
                "withheld",
                "rolled_without_you" if p == self.peer else "rolled_without",
                peer=p,
                event=event,
                name=name,
            )
        mine = msg["next"][self.peer]
        if (not game.out_at(self.peer, event) or mine) and mine != self._commit(event + 1):
            self._log("dropped dice: the host misquotes our next commit")
            return []
        for p, commit in enumerate(msg["next"]):
            if p > 0 and commit and game.out_at(p, event):
                name = (
                    "you are"
                    if p == self.peer
                    else ((self.peer_names[p] if p < len(self.peer_names) else f"peer {p}") + " is")
                )
                self._log(
                    f"{name} back in the dice from refill {event + 1}",
                    "withheld",
                    "dice_back_you" if p == self.peer else "dice_back",
                    peer=p,
                    event=event + 1,
                    name=self._names_of([p])[0],
                )
        try:
            game.resolve(msg["event"], msg["shares"], msg["next"], msg["sigs"])
        except IllegalActionError as exc:
            self._log(f"dropped dice: {exc}")
            return []
        game.rosters = list(rosters) or game.rosters
        if event == 0:  # what this player gives ``carolus replay --verify --expect`` for its seat in another's copy
            self._log(f"your dice key in this game: {fingerprint(fairdice.public_key(self._signing()))}")
        self._log(f"event {msg['event']} resolved", "applied", applied=game.applied, event=msg["event"])
        self._witness_check(event - 1)
        return self._after_apply(now)

    def _witness_check(self, event: int) -> None:
        """Did the other joiners' shares of ``event`` (a refill, checked one roll later, so a message slower than the
        dice still counts) reach us around the host (the LAN, a direct link)? If none ever has for
        ``witness.SILENT_AFTER`` refills, say once that nothing carries the witness here: a host keeping a share back
        would be seen by its victim only. One joiner's alone never reaching us is said too (``_cut_check``)."""
        game = self.game
        if game is None or event < 1 or event >= len(game.shares):
            return
        others = [p for p in range(1, game.peers) if p != self.peer and game.shares[event][p]]
        if not others:
            return
        self._cut_check(event, others)
        if self.witness_works or self.witness_missed < 0:
            return
        self.witness_missed += 1
        if self.witness_missed >= witness.SILENT_AFTER:
            self.witness_missed = -1  # said once
            self._log(
                "no other player's dice share reaches us around the host (no multicast here, and no direct link to "
                "another player): if the host kept one back, only that player could tell",
                "log",
                "witness_silent",
            )

    def _on_action(self, msg: dict[str, Any], now: float) -> list[Out]:
        game = self.game
        if game is None or game.match is None or self.paused:
            self._log("dropped action: no game in progress")
            return []
        index = msg["index"]
        if index < game.applied:
            self._log(f"dropped action {index}: already applied (replayed)")
            return []
        if index > game.applied or game.pending_event() is not None:
            self._log(f"action {index} arrived early (we have {game.applied}); asking for a catch-up")
            return self._out({"t": "resync"}, now)
        try:
            action = Action.from_dict(msg["action"])
            game.apply(action)
        except (RecordError, IllegalActionError) as exc:
            self.paused = f"the host ordered action {index}, which our engine refuses: {exc}"
            self._log(self.paused, "desync", "illegal_order", applied=index, out=[])
            return self._out({"t": "illegal", "index": index, "reason": str(exc)[:300]}, now)
        self._log(f"action {index}: {action}", "applied", applied=game.applied, index=index)
        return self._after_apply(now)

    def _on_refuse(self, msg: dict[str, Any], now: float) -> list[Out]:
        self._log(
            f"the host refused our action {msg['index']}: {msg['reason']}",
            "refused",
            "my_action_refused",
            reason=msg["reason"],
        )
        if self.pending_act is not None and msg["index"] in (self.pending_act, self.applied):
            self.pending_act = None
        return []

    def _on_sync(self, msg: dict[str, Any], now: float) -> list[Out]:
        net = msg["net"]
        try:
            game = SharedGame.from_record(msg["record"], net)
            names, owners = [str(n) for n in net["names"]], [int(o) for o in net["owners"]]
        except (CarolusError, KeyError, TypeError, ValueError) as exc:
            self._log(f"dropped catch-up: {exc}")
            return []
        if game.game != self.game_id or game.peers <= self.peer:
            self._log("dropped catch-up: another game")
            return []
        if not all(is_name(n) for n in names + game.names) or owners != game.owners:
            self._log("dropped catch-up: its names or seats are malformed")
            return []
        if self.seats and [s for s, o in enumerate(owners) if o == self.peer] != self.seats:
            self._log("dropped catch-up: it does not give us our seat")
            return []
        if self.game is not None and (why := self.game.diverges(game)) is not None:
            self._log(f"dropped catch-up: {why}")
            return []
        if self.game is not None:
            game.follow_on(self.game)  # an extension (checked above): the window's copy follows on
        self.game, self.names, self.owners, self.npeers = game, names, owners, game.peers
        self.players = game.players
        self._say_welcome(True)
        self.pending_act = None
        self._log(f"caught up: {game.applied} actions", "applied", applied=game.applied, caught_up=True)
        return self._after_apply(now)

    def _on_desync(self, msg: dict[str, Any], now: float) -> list[Out]:
        if msg["resync"]:  # the host's record follows (a catch-up); play goes on
            mine = self.peer in msg["out"] and self.game is not None and self.game.match is not None
            self.dumps += mine
            dump = self.game.dump(self.name, msg["reason"]) if mine and self.game and self.dumps <= MAX_DUMPS else None
            self._log(
                msg["reason"],
                "desync",
                "resynced",
                applied=msg["applied"],
                out=list(msg["out"]),
                resync=True,
                dump=dump,
                names=self._names_of(msg["out"]),
                mine=self.peer in msg["out"],
            )
            return []
        self.paused = msg["reason"]
        self._log(
            f"game paused: {msg['reason']}",
            "desync",
            "paused",
            applied=msg["applied"],
            out=list(msg["out"]),
            names=self._names_of(msg["out"]),
            mine=self.peer in msg["out"],
        )
        return []

    def _on_over(self, msg: dict[str, Any], now: float) -> list[Out]:
        game = self.game
        if game is None or game.match is None or not game.match.is_over():
            self._log("dropped over: our game is not over")
            return []
        self.over = True
        same = msg["digest"] == game.digest()
        self._log(
            f"game over; digest {game.digest()[:16]} ({'matches' if same else 'DIFFERS from'} the host's)",
            "over",
            "over",
            digest=game.digest(),
            matches=same,
        )
        return []

    def _witness_tick(self, now: float) -> None:
        """Our revealed share of the roll awaited goes to every peer on the LAN too, at once and again every
        ``WITNESS_S`` while the roll waits (whatever our link to the host is doing)."""
        game = self.game
        event = game.pending_event() if game is not None else None
        if event is None or event < 1 or event not in self.revealed_at or not self.witness_key or self.paused:
            return
        if self.lan_sent[0] == event and now - self.lan_sent[1] < witness.WITNESS_S:
            return
        self.lan_sent = (event, now)
        seen = witness.Seen(
            self.game_id, event, self.peer, self._share(event), self._commit(event + 1), self._sig(event + 1)
        )
        datagram = witness.pack(self.witness_key, seen)
        self.lan_out.append(datagram)
        self.relaying = {k: v for k, v in self.relaying.items() if k[0] >= event}
        self.direct_out += [datagram, *self.relaying.values()]

    def witnessed(self, seen: witness.Seen, now: float, direct: bool = False) -> list[Out]:
        """Another peer's revealed share, from the LAN (``carolus.net.witness``) or a direct link
        (``carolus.net.witness_direct``, ``direct``): checked against its commit and noted (the host may not roll
        without it after this); while the roll waits for it, forwarded to the host and passed on to our links."""
        game = self.game
        event, peer = seen.event, seen.peer
        if (
            game is None
            or seen.game != self.game_id
            or event < 1
            or not 0 < peer < game.peers
            or peer == self.peer
            or (event, peer) in self.seen
            or event >= len(game.commits)
            or not game.check_share(event, peer, seen.share)
            or not game.signed(event + 1, peer, seen.next, seen.sig)  # its author's, nobody else's
        ):
            return []
        pending = game.pending_event()
        self.seen = {k: t for k, t in self.seen.items() if k[0] >= (pending or len(game.shares)) - 3}
        self.witness_works = True
        self.reached_by.add(peer)
        self.seen[(event, peer)] = now
        self.seen_direct = {k for k in self.seen_direct if k in self.seen}
        if direct:
            self.seen_direct.add((event, peer))
        where = "over a direct link" if direct else "on the LAN"
        self._log(f"{self._names_of([peer])[0]}'s share of refill {event} reached us {where}")
        if event >= len(game.shares):  # not rolled yet: passed on to our links (the author's bytes, rebuilt alike)
            datagram = witness.pack(self.witness_key, seen)
            self.relaying[(event, peer)] = datagram
            self.direct_out.append(datagram)
        if pending != event:
            return []
        return self._out(
            {"t": "seen", "event": event, "peer": peer, "share": seen.share, "next": seen.next, "sig": seen.sig}, now
        )

    def tick(self, now: float) -> list[Out]:
        """Heartbeat; after the host's silence, say hello again (a restarted host needs it)."""
        out: list[Out] = []
        if self.rejected:
            return out
        self._witness_tick(now)
        out += self._announce(now)
        if self.peer < 0 and now - self.last_hello > self.repair_s:
            out += self.hello(now)
        elif self.pending_act is not None and self.pending_act == self.applied and now - self.act_at > self.repair_s:
            self.act_at = now
            out += self._out(self.act_msg, now)
        return out + self.keep_in_touch(now)

    def keep_in_touch(self, now: float) -> list[Out]:
        """After the host's silence: say so once and say hello again now and then; a heartbeat when we said nothing
        for a while (a player's tick and a spectator's share it)."""
        out: list[Out] = []
        if now - self.last_heard > SILENT_S:
            if not self.host_lost:
                self.host_lost = True
                self._log("the host is silent: disconnected; trying to reconnect", "lost", "host_lost")
                self._host_state(False)
            if now - self.last_hello > 2 * HEARTBEAT_S:
                out += self.hello(now)
        if now - self.last_sent >= HEARTBEAT_S:
            out += self._out({"t": "ping"}, now)
        return out

    # -- the direct witness (``carolus.net.witness_direct``; relay35) -------------------------------------

    def _announce(self, now: float) -> list[Out]:
        """Tell the host where our witness endpoint is, signed with our dice key, once every peer's key is known
        (the deal's commits, or a catch-up): again after each welcome, or when the endpoint changes."""
        game = self.game
        if self.endpoint is None or game is None or self.peer < 1 or self.host_lost:
            return []
        if not all(game.keys) or game.keys[self.peer] != fairdice.public_key(self._signing()):
            return []  # (a seat handed over to us: another's key is in the roster, the others cannot check ours)
        key, port, addrs = self.endpoint
        sent = (self.game_id, game.keys[self.peer], self.endpoint)
        if self.where_sent == sent:
            return []
        self.where_sent = sent
        where = witness_direct.sign(
            self._signing(), self.game_id, witness_direct.Where(self.peer, key, port, addrs[: witness_direct.MAX_ADDRS])
        )
        msg = {"t": "where", "port": port, "addrs": list(where.addrs), "key": key, "sig": where.sig}
        return self._out(msg, now)

    def _on_peer_at(self, msg: dict[str, Any], now: float) -> list[Out]:
        """Another joiner's witness endpoint, passed on by the host: linked to only if that joiner signed it."""
        game, peer = self.game, msg["peer"]
        if game is None or not 0 < peer < game.peers or peer == self.peer:
            self._log("dropped a witness address: not another joiner of our game")
            return []
        where = witness_direct.from_message(peer, msg)
        if not witness_direct.signed(game.keys[peer], self.game_id, where):
            self._log(f"dropped a witness address for {self._names_of([peer])[0]}: not signed by their dice key")
            return []
        self.peers_at.append((peer, where.key, witness_direct.endpoints(where, msg["observed"])))
        return []

    def _cut_check(self, event: int, others: list[int]) -> None:
        """Which other joiners' shares of refill ``event`` did not reach us around the host? One whose never has for
        ``witness.SILENT_AFTER`` refills, while another's did, has no path to us: said once, naming it (with no path
        at all, ``_witness_check`` says so for everyone)."""
        for p in others:
            if p in self.reached_by or self.cut_off.get(p, 0) < 0:
                continue
            if (event, p) not in self.seen:
                self.cut_off[p] = self.cut_off.get(p, 0) + 1
            if self.cut_off.get(p, 0) >= witness.SILENT_AFTER and self.witness_works:
                self.cut_off[p] = -1
                name = self._names_of([p])[0]
                self._log(
                    f"{name}'s dice shares reach us by no path around the host: if the host kept one back, only "
                    f"{name} could tell",
                    "log",
                    "witness_cut",
                    name=name,
                    peer=p,
                )
