"""Grace periods and stand-ins: what the host does about a peer that is gone, or keeps its share of the dice back.

Past the grace period the host's computer plays a gone peer's seats until it is back, and the dice are decided
without its share; the host's player may hand such a seat over to a newcomer (``hand_over``), which the record
notes. Without that a seat goes back to its token's holder and to nobody else.
"""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING, Any

from .host_peers import same_token
from .protocol_types import GRACE_S, Out
from .refusals import REFUSALS

if TYPE_CHECKING:
    from .host import HostCore


class Grace:
    """The grace period, the computer standing in for gone peers, and seats handed over to newcomers."""

    def __init__(self, core: HostCore, grace_s: float = GRACE_S) -> None:
        self.core = core
        self.grace_s = grace_s
        """A seat whose peer is gone this long is played by the host's computer until the peer is back."""
        self.standing_in: set[int] = set()
        """Peers whose seats the host's computer plays now."""
        self.open_seats: set[int] = set()
        """Peers gone past the grace period whose seats the host's player handed over (``hand_over``): a newcomer may
        take one; any other seat goes back to its token's holder and to nobody else."""
        self.handed: dict[int, tuple[str, str, int]] = {}
        """Peer -> (its owner's token, the owner's name, the actions applied when a newcomer took it over): offered
        back to the owner who comes back before the newcomer has acted (``give_back``)."""

    def stand_in(self, now: float) -> list[Out]:
        """Past the grace period the host's computer plays a gone peer's seats, and the dice are decided without
        its share from the pending event on; when the peer is back it plays again (its dice stay with the others)."""
        core = self.core
        game = core.game
        if game is None or game.match is None or game.match.is_over():
            return []
        out: list[Out] = []
        for p, peer in enumerate(core.peers[1:], start=1):
            gone = peer.removed or (not peer.connected and now - peer.last_seen > self.grace_s)
            if gone and p not in self.standing_in:
                self.standing_in.add(p)
                core.log(
                    f"{peer.name} has been gone for {self.grace_s:g} s: the computer plays for them until "
                    f"they are back",
                    "standin",
                    "standin",
                    peer=p,
                    name=peer.name,
                    seconds=self.grace_s,
                )
                out += core.status()
            elif peer.connected and p in self.standing_in:
                self.standing_in.discard(p)
                self.open_seats.discard(p)  # back before anyone took it: still theirs
                core.log(f"{peer.name} is back and plays again", "standin", "standin_over", peer=p, name=peer.name)
                out += core.status()
            event = game.pending_event()
            if (
                event is None
                or event < 1
                or game.out_at(p, event)
                or not game.commits_complete(event)
                or p in core.dice.reveals
            ):
                continue
            withheld = now - core.sequencer.changed_at > self.grace_s
            if gone or withheld:  # gone, or connected but keeping its share back: the others roll without it
                core.dice.roll_without(p, event)
                out += core.dice.maybe_resolve()
                if game.pending_event() != event:
                    core.sequencer.changed_at = now  # a new roll is awaited (after a void one): its wait starts now
        return out

    def hand_over(self, peer: int, now: float = 0.0) -> list[Out]:
        """The host's player hands over the seats of ``peer``, gone past the grace period (its token maybe lost):
        the next newcomer who asks for one of them takes its place with a new token, and the record says so. Only
        the host's player decides this; without it a seat goes back to its token's holder and to nobody else."""
        core = self.core
        if peer not in self.standing_in or core.peers[peer].connected or peer in self.open_seats:
            return []
        self.open_seats.add(peer)
        name = core.peers[peer].name
        core.log(f"{name}'s seat is open to a newcomer", "standin", "seat_open", peer=peer, name=name)
        return core.status()

    def take_over(self, msg: dict[str, Any]) -> int | None:
        """A newcomer who asks for a seat the host's player handed over (``hand_over``) takes that peer's place with
        a new token; the old token no longer works, and the record notes who took whose seat after which action."""
        core = self.core
        seat = msg["seat"]
        for p in sorted(self.open_seats):
            peer = core.peers[p]
            if seat in peer.seats and not peer.connected:
                self.open_seats.discard(p)
                game = core.game
                if game is not None:
                    game.handovers.append(
                        {"applied": game.applied, "peer": p, "old": peer.name, "name": msg["name"] or peer.name}
                    )
                core.log(
                    f"{msg['name'] or peer.name} takes over {peer.name}'s seat",
                    "joined",
                    "took_over",
                    peer=p,
                    name=msg["name"] or peer.name,
                    old=peer.name,
                )
                if p not in self.handed:  # (a seat taken over twice goes back to its first owner only)
                    self.handed[p] = (peer.token, peer.name, game.applied if game is not None else 0)
                peer.token = secrets.token_hex(16)
                peer.name = msg["name"] or peer.name
                if game is not None and not game.out_at(p, max(1, len(game.shares))):  # the newcomer cannot reveal
                    # what Gone committed to; it comes back into the dice with fresh commits of its own
                    game.leave(p, max(1, len(game.shares)))
                    core.lobby.handover_out = core.dice.maybe_resolve()
                return p
        return None

    def reclaimable(self) -> tuple[str, ...]:
        """The tokens of owners whose handed-over seat they may still have back (once the newcomer acted, never
        again: forgotten here)."""
        for p in [p for p, (_token, _name, since) in self.handed.items() if self.acted(p, since)]:
            del self.handed[p]
        return tuple(token for p, (token, _name, since) in self.handed.items() if not self.acted(p, since))

    def acted(self, peer: int, since: int) -> bool:
        """Whether an action of ``peer``'s seats was applied after the first ``since`` actions (or the game is over:
        its record is final)."""
        game = self.core.game
        if game is None or game.match is None:
            return False
        if game.match.is_over():
            return True
        seats = set(self.core.peers[peer].seats)
        return any(a.player in seats for a in game.match.record.actions[since:])

    def give_back(self, route: bytes, msg: dict[str, Any]) -> tuple[int | None, list[Out]]:
        """A seat handed over goes back to its owner (who proves the old token) if the newcomer in it has not acted
        yet (issue 36, point 6: the owner, back a second after a stranger took its seat, was refused for good); the
        newcomer is told why and the record notes the seat's return as a handover. Returns (the peer, what to send
        the newcomer), or (None, []) when the token is no handed-over seat's or the newcomer has acted."""
        core = self.core
        for p, (token, name, since) in list(self.handed.items()):
            if not same_token(token, msg["token"]):
                continue
            if self.acted(p, since):
                return None, []
            del self.handed[p]
            peer = core.peers[p]
            out: list[Out] = []
            if peer.route is not None and peer.route != route:
                out.append(Out(peer.route, core.lobby.reject_msg(REFUSALS["reclaimed"])))
                core.routes.pop(peer.route, None)
                peer.route = None
            game = core.game
            if game is not None:
                game.handovers.append({"applied": game.applied, "peer": p, "old": peer.name, "name": name})
            core.log(
                f"{name} takes over {peer.name}'s seat: it was theirs and {peer.name} had not played yet",
                "joined",
                "took_over",
                peer=p,
                name=name,
                old=peer.name,
            )
            peer.token, peer.name = token, name
            return p, out
        return None, []
