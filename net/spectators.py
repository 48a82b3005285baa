"""Spectators: people who watch a hosted game with the host's permission, and take no part in it (issue 35).

A spectator knocks at the door like a joiner (its CURVE key registered there, the password proved if the game has
one; the door line says ``w=1`` so a started or full game still lets it in while the host takes spectators) and says
``watch`` instead of ``hello``. The host's part, ``Spectators``, keeps them apart from the peers: a spectator holds
no seat, has no share in the dice and no signing key, and is never counted in the deal's or a roll's commits, the
LAN witness, the grace period or the digests the host waits for. It sees what a rejoining player sees and no more:
the host's catch-up (``sync``, the record so far with its ``net`` key), which it checks as a joiner checks one
(``SharedGame.from_record``: every die re-derived, every signature checked, and a catch-up must extend what it has).

The feed is pulled: a spectator answers every catch-up with an ``ack`` (what it applied and its digest) and the host
sends the next catch-up only once the game moved past that, at most every ``FEED_S``. So a slow spectator holds at
most one catch-up in the host's queue and gets fewer, larger steps; it never holds up the players (the host never
waits for it), and one silent for ``SILENT_S`` is dropped. Anything else a spectator sends (an action, a commit, a
reveal, a share seen on the LAN) is refused, answered (an action with ``refuse``) and logged at most a few lines at
once (``LogLimit``).

Chat (``carolus.net.chat``): spectators read it and never write to it. The host relays every chat line to them too
(``relay_chat``), bounded like the rest of their feed: at most ``CHAT_AHEAD`` lines go to a spectator the host has
not heard from since (it sends something at least every ``HEARTBEAT_S``, a ``ping`` when it has nothing else to
say), and past that its lines are dropped, not queued, with a few log lines; so a slow or stalled spectator loses
chat and never holds up a player or the other spectators. Its core checks every line as a joiner's does (the
author's key from the deal in its catch-up; in the lobby the first key heard, pinned). A ``chat`` it sends is
refused like an action.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from .handshake import engine_digest, mismatch, rules_digest
from .joiner import JoinerCore
from .limits import AddressSet, LogLimit
from .protocol_types import HEARTBEAT_S, SILENT_S, Out
from .refusals import REFUSALS, refusal_code
from .schema import PROTOCOL_VERSION
from .text import clean_name, console

if TYPE_CHECKING:
    from .host import HostCore

SPECTATORS_MAX = 8
"""The most spectators a host takes (``--spectators N`` is bounded by it)."""
SPECTATORS_DEFAULT = 0
"""Spectators are off unless the host's player allows some."""
FEED_S = 0.2
"""A spectator gets a catch-up at most this often (the game's moves in between come together)."""
PULL_S = 2.0
"""A spectator that heard nothing new this long asks again (a catch-up lost on the way is sent again)."""

CHAT_AHEAD = 32
"""Chat lines sent to a spectator not heard from since: past this many, its lines are dropped (about ten seconds
of the whole table's chat at its rate, ``chat.TOTAL_RATE``; a live spectator is heard from every second)."""

HOOKS = {
    "chat": "Spectators.relay_chat sends a chat line to every spectator, bounded per spectator (CHAT_AHEAD)",
}
"""Where another feature reaches spectators (chat: ``carolus.net.chat.HostChat`` relays through these)."""


@dataclass
class Watcher:
    """One spectator, as the host knows it."""

    name: str
    route: bytes
    address: str = ""
    last_seen: float = 0.0
    last_ping: float = 0.0
    has: tuple[int, str] = (-1, "")
    """What it said it applied last (actions, digest): the host sends a catch-up only once the game moved past it."""
    sent_at: float = -1e9
    asked: bool = False
    """It asked for the next catch-up (its ``ack``) and the game has not moved since it was sent."""
    told_over: bool = False
    chat_ahead: int = 0
    """Chat lines sent to it since it was last heard from (``CHAT_AHEAD`` at most)."""
    chat_dropped: int = 0
    """Chat lines it lost for being slow (in all)."""


class Spectators:
    """The host's spectators: admission at ``watch``, the feed of catch-ups, and the refusal of anything else."""

    def __init__(self, core: HostCore) -> None:
        self.core = core
        self.allowed = SPECTATORS_DEFAULT
        """How many may watch at once (0: none; ``--spectators N``, the Host dialog's box)."""
        self.decide: Callable[[str, str], bool] | None = None
        """The host's player may refuse a spectator: called with (name, address), False refuses (None: all
        welcome, up to ``allowed``)."""
        self.watchers: dict[bytes, Watcher] = {}
        self.barred = AddressSet(256)
        """Addresses whose spectator the host's player sent away (``send_away``): refused from then on."""
        self.lines = LogLimit()
        """Log lines about what spectators sent and may not (a hostile one's flood writes a few)."""
        self.refused = 0
        """Messages refused from spectators (tests and the console read it)."""
        self.chat_lines = LogLimit()
        """Log lines about chat dropped for slow spectators."""
        self.feed_s = FEED_S
        self.now = 0.0
        """The host's clock as last seen (``pump`` has none of its own)."""

    # -- who they are --------------------------------------------------------------------------

    def routes(self) -> frozenset[bytes]:
        return frozenset(self.watchers)

    def names(self) -> list[str]:
        return [w.name for w in self.watchers.values()]

    def all_told(self) -> bool:
        """Every spectator has the game's end (a headless host waits for it before it exits)."""
        return all(w.told_over for w in self.watchers.values())

    def door_closed(self) -> str:
        """Why the door turns a spectator away ("": it may come in)."""
        if self.allowed <= 0:
            return REFUSALS["no_spectators"]
        if len(self.watchers) >= self.allowed:
            return REFUSALS["spectators_full"]
        return ""

    # -- the door ------------------------------------------------------------------------------

    def on_watch(self, route: bytes, msg: dict[str, Any], now: float, addr: str) -> list[Out]:
        """A spectator's hello: admitted (and shown the game so far) or refused with the reason."""
        core = self.core
        self.now = now
        if not core.lobby.hello_limit.allow(addr, now):
            core.log(f"dropped a watch request from {console(addr)}: too many from there")
            return []
        who = repr(msg["name"])
        reason = mismatch(msg["proto"], msg["app"], msg["rules"])
        if reason:
            return core.lobby.reject(route, reason, who)
        if route in core.routes:
            return self._refuse(route, REFUSALS["spectator_seated"], msg["name"])
        if core.password and not core.door_password:  # spectators prove the password at the door only
            return self._refuse(route, REFUSALS["needs_password"], msg["name"])
        watcher = self.watchers.get(route)
        if watcher is None:
            closed = self.door_closed()
            if closed:
                return self._refuse(route, closed, msg["name"])
            name = clean_name(msg["name"], "Spectator")
            barred = bool(addr) and addr in self.barred
            if barred or (self.decide is not None and not self.decide(name, addr)):
                return self._refuse(route, REFUSALS["spectator_refused"], name)
            watcher = self.watchers[route] = Watcher(name, route, addr, now, now)
            core.log(f"{name} watches the game", "joined", "spectator_joined", name=name)
        watcher.last_seen, watcher.chat_ahead = now, 0
        watcher.has, watcher.asked, watcher.told_over = (-1, ""), True, False
        out = [Out(route, self.watching_msg())]
        out += self.status_to(watcher)
        return out + self.feed(watcher, now)

    def _refuse(self, route: bytes, reason: str, name: str) -> list[Out]:
        code = refusal_code(reason)
        self.core.log(f"refused spectator {name!r}: {reason}", "log", "spectator_refused", name=name, reason=code)
        return [Out(route, self.core.lobby.reject_msg(reason))]

    def watching_msg(self) -> dict[str, Any]:
        core = self.core
        return {
            "t": "watching",
            "game": core.game_id,
            "players": core.players,
            "variant": list(core.variant),
            "rules": rules_digest(core.players, core.variant),
            "names": list(core.names_by_seat),
        }

    def status_to(self, watcher: Watcher) -> list[Out]:
        core = self.core
        msg = {
            "t": "status",
            "connected": [p.connected for p in core.peers],
            "names": [p.name for p in core.peers],
            "standin": sorted(core.grace.standing_in),
        }
        return [Out(watcher.route, msg)]

    # -- what a spectator sends --------------------------------------------------------------

    ALLOWED: ClassVar[frozenset[str]] = frozenset({"ping", "bye", "ack", "watch"})
    """What a spectator may send; anything else (``act``, ``commit``, ``reveal``, ``seen``, ``illegal``,
    ``resync``, ``hello``, ``chat``: spectators read the chat only) is refused."""

    def handle(self, route: bytes, msg: dict[str, Any], now: float) -> list[Out]:
        """One schema-checked message from a spectator's route."""
        watcher = self.watchers[route]
        watcher.last_seen = self.now = now
        watcher.chat_ahead = 0  # (it is there: the chat may go on to it)
        kind = msg["t"]
        if kind == "ping":
            return []
        if kind == "bye":
            self.drop(route, f"left: {msg['reason']}")
            return []
        if kind == "ack":
            watcher.has = (msg["applied"], msg["digest"])
            watcher.asked = True
            return self.feed(watcher, now)
        self.refused += 1
        out: list[Out] = []
        if self.lines.allow(route, now) is not None:
            self.core.log(
                f"refused {kind!r} from spectator {watcher.name}: "
                + ("spectators read the chat only" if kind == "chat" else "spectators take no part in the game"),
                "refused",
                "spectator_acted",
                name=watcher.name,
                what=kind,
            )
            if kind == "act":
                out.append(Out(route, {"t": "refuse", "index": msg["index"], "reason": "spectators cannot act"}))
        return out

    def send_away(self, route: bytes) -> list[Out]:
        """The host's player no longer lets this spectator watch: it is told so, and its address is refused."""
        watcher = self.watchers.pop(route, None)
        if watcher is None:
            return []
        if watcher.address:
            self.barred.add(watcher.address)
        self.core.log(f"sent spectator {watcher.name} away", "log", "spectator_left", name=watcher.name)
        return [Out(route, self.core.lobby.reject_msg(REFUSALS["spectator_refused"]))]

    def drop(self, route: bytes, why: str) -> None:
        watcher = self.watchers.pop(route, None)
        if watcher is not None:
            self.core.log(f"spectator {watcher.name} {why}", "log", "spectator_left", name=watcher.name)

    # -- the feed ----------------------------------------------------------------------------

    def feed(self, watcher: Watcher, now: float) -> list[Out]:
        """The next catch-up for ``watcher`` if it asked for one and the game moved past what it has (at most every
        ``FEED_S``); the end of the game once it has the last of it."""
        core = self.core
        game = core.game
        if game is None or game.match is None or not watcher.asked:
            return []
        here = (game.applied, game.digest())
        if watcher.has == here:
            if core.over_sent and not watcher.told_over:
                watcher.told_over = True
                return [Out(watcher.route, {"t": "over", "digest": here[1]})]
            return []
        if now - watcher.sent_at < self.feed_s:
            return []
        watcher.sent_at, watcher.asked = now, False
        net = {**game.net_dict(), "names": core.names_by_seat, "owners": core.owners}
        record = game.match.record.to_dict()
        return [Out(watcher.route, {"t": "sync", "record": record, "net": net, "need": "", "event": 0})]

    def broadcast(self, msg: dict[str, Any]) -> list[Out]:
        """``msg`` to every spectator (the host's status, its goodbye)."""
        return [Out(w.route, msg) for w in self.watchers.values()]

    def relay_chat(self, line: dict[str, Any], now: float) -> list[Out]:
        """A chat line (``chat_line``, as the peers get it) to every spectator that is not ``CHAT_AHEAD`` lines
        behind; a slow one's line is dropped (a few log lines tell the host's player), never queued for it."""
        out: list[Out] = []
        for watcher in self.watchers.values():
            if watcher.chat_ahead >= CHAT_AHEAD:
                watcher.chat_dropped += 1
                held = self.chat_lines.allow(watcher.route, now)
                if held is not None:
                    more = f" ({held} more without a line)" if held else ""
                    self.core.log(f"dropped a chat line for spectator {watcher.name}: it is slow to read{more}")
                continue
            watcher.chat_ahead += 1
            out.append(Out(watcher.route, line))
        return out

    def pump(self) -> list[Out]:
        """Catch-ups for spectators waiting for the game to move (after every message the host handled)."""
        out: list[Out] = []
        for watcher in list(self.watchers.values()):
            out += self.feed(watcher, self.now)
        return out

    def tick(self, now: float) -> list[Out]:
        """Heartbeats, the silent dropped, catch-ups that came due."""
        self.now = now
        out: list[Out] = []
        for route, watcher in list(self.watchers.items()):
            if now - watcher.last_seen > SILENT_S:
                self.drop(route, "is silent: no longer watching")
                continue
            if now - watcher.last_ping >= HEARTBEAT_S:
                watcher.last_ping = now
                out.append(Out(route, {"t": "ping"}))
        return out


class SpectatorCore(JoinerCore):
    """A spectator's side: says ``watch``, follows the host's catch-ups, and never acts or takes part in the dice."""

    watching: ClassVar[bool] = True

    def __init__(self, name: str, password: str = "", host_key: bytes | None = None, app: str | None = None) -> None:
        super().__init__(name, -1, password, app=app, host_key=host_key)
        self.admitted = False
        self.last_pull = 0.0

    def hello(self, now: float) -> list[Out]:
        self.last_hello = now
        if not self.last_heard:
            self.last_heard = now
        msg = {
            "t": "watch",
            "proto": PROTOCOL_VERSION,
            "app": self.app,
            "rules": engine_digest(),
            "name": self.name,
        }
        return self._out(msg, now)

    def token_for(self, key: bytes) -> str:
        return ""

    def recall(self, key: bytes) -> None:
        self.host_key = key

    def _on_watching(self, msg: dict[str, Any], now: float) -> list[Out]:
        variant = tuple(v for v in msg["variant"] if isinstance(v, str))
        if rules_digest(msg["players"], variant) != msg["rules"]:
            self.rejected = f"the host's rules/variants {list(variant)} differ from ours"
            self._log(self.rejected, "rejected", "rules_differ")
            return self._out({"t": "bye", "reason": "rules mismatch"}, now)
        if msg["game"] != self.game_id:
            self.game = None
            self.over = False
        self.game_id, self.players, self.variant = msg["game"], msg["players"], variant
        self.names = list(msg["names"])
        if not self.admitted:
            self._log("watching the game: you hold no seat", "joined", "watching")
        self.admitted = True
        return self._pull(now)

    def _pull(self, now: float) -> list[Out]:
        self.last_pull = now
        game = self.game
        applied, digest = (game.applied, game.digest()) if game is not None and game.match is not None else (0, "")
        return self._out({"t": "ack", "applied": applied, "digest": digest}, now)

    def _after_apply(self, now: float) -> list[Out]:
        return self._pull(now)

    def _on_welcome(self, msg: dict[str, Any], now: float) -> list[Out]:
        self._log("dropped welcome: we watch, we hold no seat")
        return []

    def local_turn(self) -> int | None:
        return None

    def submit(self, action: Any, now: float = 0.0, index: int | None = None) -> list[Out]:
        self._log("not sent: a spectator cannot act")
        return []

    def witnessed(self, seen: Any, now: float, direct: bool = False) -> list[Out]:
        return []

    def tick(self, now: float) -> list[Out]:
        """Heartbeat; ask again for a lost catch-up; after the host's silence, say ``watch`` again."""
        out: list[Out] = []
        if self.rejected:
            return out
        if not self.admitted and now - self.last_hello > self.repair_s:
            out += self.hello(now)
        elif self.admitted and not self.over and now - self.last_pull > PULL_S:
            out += self._pull(now)
        return out + self.keep_in_touch(now)


__all__ = ["CHAT_AHEAD", "SPECTATORS_MAX", "SpectatorCore", "Spectators", "Watcher"]
