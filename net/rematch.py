"""Rematch: after a game, the same table plays again with seats rotated and a fresh deal (issue 35).

The host's player offers it (the result panel's *Play again*, ``carolus host --again N``): every joiner hears a
``rematch`` naming the next game's id and the seat it would play (seat i moves to seat i+1, so the first player
changes), and answers ``again`` (yes or no; a joiner that asks first, before any offer, says ``again`` with no game
and the host's player is told someone wants to play again). Once every joiner answered, or ``REMATCH_S`` passed, the
host starts the next game: those who said yes keep their (rotated) seats and tokens; a seat whose player said no,
did not answer in time or is gone goes to the computer, as the lobby's *Start now* gives an empty seat (the player
who said no is told goodbye; one who comes back later is a newcomer to a started game). Seats the computer played
are open again and filled anew. Spectators are told the next game's id and follow it.

The next game is a new game in every way that matters for fairness: a new id, a fresh host secret (so a fresh
signing key and witness key), fresh joiner secrets (a joiner's welcome for another game brings one), its own deal by
commit-reveal, re-deals counted from zero. A joiner resets its re-deal count only after a game that was played to its
end (``JoinerCore._on_welcome``), so a host cannot rename a game mid-deal to veto one without it counting.
"""

from __future__ import annotations

import os
import secrets
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from . import fairdice
from .host_grace import Grace
from .protocol_types import Out

if TYPE_CHECKING:
    from .host import HostCore

REMATCH_S = 60.0
"""How long the host waits for joiners to answer an offer to play again."""


def rotate(seat: int, players: int) -> int:
    """Where seat ``seat`` sits in the next game: one on (the last to the first)."""
    return (seat + 1) % players


@dataclass
class Offer:
    """An offer to play again, while joiners answer."""

    game: str
    """The next game's id."""
    until: float
    answers: dict[int, bool] = field(default_factory=dict)
    """Peer -> its answer."""


class Rematch:
    """The host's part: offer, answers, and the next game's start."""

    def __init__(self, core: HostCore) -> None:
        self.core = core
        self.wait_s = REMATCH_S
        self.offer: Offer | None = None
        self.games = 1
        """Games this table played (or plays now), the first included."""
        self.wanted: set[int] = set()
        """Joiners who asked to play again before the host's player offered it."""
        self.on_next: Callable[[], None] | None = None
        """Called (in the socket thread) once the seats moved on and the next deal began: whoever runs the host's
        computers gives them their new seats (``carolus.net.hosting.HostedGame``)."""

    def can_offer(self) -> bool:
        game = self.core.game
        return self.offer is None and game is not None and game.match is not None and game.match.is_over()

    def offer_again(self, now: float) -> list[Out]:
        """The host's player offers the same table again (nothing when the game is not over or an offer runs)."""
        core = self.core
        if not self.can_offer():
            return []
        self.offer = Offer(secrets.token_hex(8), now + self.wait_s)
        core.log(
            "offered everyone to play again (seats move on by one)", "lobby", "rematch_offered", name=core.peers[0].name
        )
        out: list[Out] = []
        for p, peer in enumerate(core.peers[1:], start=1):
            if peer.connected and not peer.removed:
                seats = [rotate(s, core.players) for s in peer.seats]
                msg = {"t": "rematch", "game": self.offer.game, "seats": seats, "wait": int(self.wait_s * 1000)}
                out += core.send(p, msg)
        return out + self.maybe_start(now)

    def on_again(self, peer: int, msg: dict[str, Any], now: float) -> list[Out]:
        """A joiner's answer to the offer (or, before any, its wish to play again)."""
        core = self.core
        name = core.peers[peer].name
        offer = self.offer
        if offer is None or msg["game"] != offer.game:
            if msg["yes"] and peer not in self.wanted and self.can_offer():
                self.wanted.add(peer)
                core.log(f"{name} would like to play again", "lobby", "rematch_wanted", name=name)
            return []
        if peer in offer.answers:
            return []
        offer.answers[peer] = bool(msg["yes"])
        said = "plays again" if msg["yes"] else "does not play again"
        core.log(f"{name} {said}", "lobby", "rematch_yes" if msg["yes"] else "rematch_no", name=name)
        return self.maybe_start(now)

    def tick(self, now: float) -> list[Out]:
        return self.maybe_start(now) if self.offer is not None else []

    def maybe_start(self, now: float) -> list[Out]:
        """Start the next game once every connected joiner answered, or the time is up."""
        core = self.core
        offer = self.offer
        if offer is None:
            return []
        waiting = [
            p
            for p, peer in enumerate(core.peers[1:], start=1)
            if peer.connected and not peer.removed and p not in offer.answers
        ]
        if waiting and now < offer.until:
            return []
        return self.start_next(now)

    def start_next(self, now: float) -> list[Out]:
        """The next game: those who said yes, seats rotated; the rest's seats go to the computer at the start."""
        core = self.core
        offer = self.offer
        assert offer is not None
        self.offer, self.wanted = None, set()
        out: list[Out] = []
        for p, peer in enumerate(core.peers[1:], start=1):
            if offer.answers.get(p):
                continue
            if peer.connected:
                out += core.send(p, {"t": "bye", "reason": "the table plays again without you"})
            peer.connected = False  # (the lobby's start drops it; its seat goes to the computer)
            core.log(f"{peer.name} is not in the next game; the computer takes their seat", code="left", name=peer.name)
        filled = set(core.lobby.filled)
        own = [s for s in core.peers[0].seats if s not in filled]
        core.peers[0].seats = [rotate(s, core.players) for s in own]
        for peer in core.peers[1:]:
            peer.seats = [rotate(s, core.players) for s in peer.seats]
        owners, names = [-1] * core.players, [""] * core.players
        for p, peer in enumerate(core.peers):
            for s in peer.seats:
                owners[s], names[s] = p, peer.name
        core.owners, core.names_by_seat = owners, names
        # a new game: its own id, a fresh secret (signing and witness keys with it), fresh parts for the dice
        core.game_id = offer.game
        core.secret = os.urandom(32)
        core.signing = fairdice.signing_key(core.secret)
        core.witness_key = core.derive_witness_key()
        core.game = None
        repair_s = core.sequencer.repair_s
        core.dice = core.dice_class(core)
        core.sequencer = core.sequencer_class(core)
        core.sequencer.repair_s = repair_s
        core.grace = Grace(core, core.grace.grace_s)
        lobby = core.lobby
        lobby.redeals, lobby.filled, lobby.started_at, lobby.need_joiners = 0, [], None, 0
        self.games += 1
        core.log(f"game {self.games} at this table: seats moved on by one", "lobby", "rematch_started")
        out += lobby.drop_absent_joiners()  # (a welcome with the new game id and seats to each who stays)
        for p in range(1, len(core.peers)):
            if not any(o.dest == core.peers[p].route and o.msg["t"] == "welcome" for o in out):
                out += core.send(p, lobby.welcome(p, None))
        for watcher in core.spectators.watchers.values():
            watcher.has, watcher.asked, watcher.told_over = (-1, ""), True, False
        out += core.spectators.broadcast(core.spectators.watching_msg())
        out += core.start(lobby.fill_name, now)
        if self.on_next is not None:
            self.on_next()
        return out
