"""The host's sequencer: it numbers every action, compares digests and catches peers up (zguide's Clone pattern).

An action is sequenced only when the game is *settled* (no die awaited, every connected peer acknowledged the
previous action with a digest); it gets index = number of actions so far, and anything carrying another index is
refused. A peer whose digest differs from the host's recomputation is caught up from the host's record
(``sync``); one that keeps differing is removed. A peer that owes an ack, a commit or a reveal for a while is
caught up too (its message or ours was lost).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from carolus.engine.actions import Action
from carolus.engine.errors import IllegalActionError, RecordError

from .host_peers import same_token
from .protocol_types import MAX_DUMPS, MAX_RESYNCS, REPAIR_S, Out
from .refusals import REFUSALS

if TYPE_CHECKING:
    from .host import HostCore


class Sequencer:
    """Ordering, acks and digests, catch-ups (resync and repair), and the end of the game."""

    def __init__(self, core: HostCore) -> None:
        self.core = core
        self.acks: dict[int, dict[int, str]] = {}
        """Actions applied -> peer -> the digest it acknowledged there."""
        self.digests: dict[int, str] = {}
        """Actions applied -> the host's digest there (at every settled point)."""
        self.resyncs: dict[int, int] = {}
        """Peer -> catch-ups it needed because its digest differed from the host's (past ``MAX_RESYNCS``: removed)."""
        self.dumps = 0
        """State dumps handed out so far (at most ``MAX_DUMPS``)."""
        self.queued: list[tuple[int, dict[str, Any], int]] = []
        """Actions that came before the game was settled: (peer, action, index), sequenced once it is."""
        self.paused = ""
        self.over_sent = False
        self.repair_s = REPAIR_S
        """How long a missing message is waited for before it is taken as lost."""
        self.changed_at = 0.0
        """When the game last moved (an action, a roll or a commit)."""
        self.progress_key: tuple[int, int | None, int] | None = None
        """(actions applied, pending event, events rolled) when ``changed_at`` was last set."""

    # -- ordering ------------------------------------------------------------------------------------

    def settled(self) -> bool:
        """True when the next action may be sequenced."""
        core = self.core
        game = core.game
        if game is None or self.paused or game.pending_event() is not None:
            return False
        n = game.applied
        return all(
            self.acks.get(n, {}).get(p) is not None for p in range(1, len(core.peers)) if core.peers[p].connected
        )

    def local_turn(self) -> int | None:
        """The seat the host must play now (its user or its AI), or None."""
        core = self.core
        game = core.game
        if not self.settled() or game is None or game.match is None or game.match.is_over():
            return None
        seat = game.match.to_act
        return seat if core.owners[seat] == 0 or core.owners[seat] in core.grace.standing_in else None

    def submit(self, action: Action, now: float = 0.0) -> list[Out]:
        """The host's own seat acts."""
        return self.sequence(0, action.to_dict(), self.core.applied)

    def on_act(self, peer: int, msg: dict[str, Any], now: float) -> list[Out]:
        core = self.core
        game = core.game
        assert game is not None
        if not same_token(core.peers[peer].token, msg["token"]):
            core.log(f"dropped act from {core.peers[peer].name}: wrong token")
            return []
        if not self.settled() and msg["index"] == game.applied and len(self.queued) < 8:
            self.queued.append((peer, msg["action"], msg["index"]))
            return []
        return self.sequence(peer, msg["action"], msg["index"])

    def sequence(self, peer: int, raw: dict[str, Any], index: int) -> list[Out]:
        core = self.core
        game = core.game
        name = core.peers[peer].name

        def refuse(reason: str) -> list[Out]:
            core.log(
                f"refused action from {name}: {reason}",
                "refused",
                "action_refused",
                peer=peer,
                reason=reason,
                name=name,
            )
            return core.send(peer, {"t": "refuse", "index": index, "reason": reason[:300]})

        if game is None or game.match is None:
            return refuse("the game has not started")
        if index != game.applied:
            return refuse(f"index {index} is not the next action ({game.applied})")
        try:
            action = Action.from_dict(raw)
        except RecordError as exc:
            return refuse(str(exc))
        owners, standing_in = core.owners, core.grace.standing_in
        stand_in = peer == 0 and 0 <= action.player < core.players and owners[action.player] in standing_in
        if not 0 <= action.player < core.players or (owners[action.player] != peer and not stand_in):
            return refuse(f"seat {action.player} is not yours")
        try:
            game.apply(action)
        except IllegalActionError as exc:
            return refuse(str(exc))
        core.log(f"action {index}: {action}", "applied", applied=game.applied, index=index)
        out = core.broadcast({"t": "action", "index": index, "action": action.to_dict()})
        if game.pending_event() is None:
            self.digests[game.applied] = game.digest()
        else:
            out += core.dice.maybe_resolve()
        return out

    def pump(self) -> list[Out]:
        """Sequence queued actions and announce the end once the game is settled."""
        core = self.core
        out: list[Out] = []
        while self.queued and self.settled():
            peer, raw, index = self.queued.pop(0)
            out += self.sequence(peer, raw, index)
        game = core.game
        if game and game.match and game.match.is_over() and self.settled() and not self.over_sent:
            self.over_sent = True
            core.log(f"game over; digest {game.digest()[:16]}", "over", "over", digest=game.digest())
            out += core.broadcast({"t": "over", "digest": game.digest()})
        return out

    # -- digests ---------------------------------------------------------------------------------------

    def on_ack(self, peer: int, msg: dict[str, Any], now: float) -> list[Out]:
        return self.ack(peer, msg["applied"], msg["digest"])

    def on_illegal(self, peer: int, msg: dict[str, Any], now: float) -> list[Out]:
        name = self.core.peers[peer].name
        self.core.log(f"{name} says action {msg['index']} is illegal for its engine: {msg['reason']}")
        return []

    def ack(self, peer: int, applied: int, digest: str) -> list[Out]:
        if applied not in self.digests:
            self.core.log(f"dropped ack from {self.core.peers[peer].name}: nothing settled at {applied}")
            return []
        self.acks.setdefault(applied, {})[peer] = digest
        for old in [k for k in self.acks if k < applied - 2]:
            del self.acks[old]
        return self.compare(applied)

    def compare(self, applied: int) -> list[Out]:
        """The host's engine recomputed the agreed action (every action and die is checked by the rules, so the true
        state is the one it computes): a peer whose digest differs is named and caught up from the host's record,
        whatever the others say; one that needed ``MAX_RESYNCS`` catch-ups already is removed and the computer
        plays its seats (a liar cannot stop the game, with 2 players either)."""
        core = self.core
        got = self.acks.get(applied, {})
        out_peers = sorted(p for p, d in got.items() if d != self.digests[applied] and not core.peers[p].removed)
        if not out_peers:
            return []
        for p in out_peers:
            self.resyncs[p] = self.resyncs.get(p, 0) + 1
        removed = [p for p in out_peers if self.resyncs[p] > MAX_RESYNCS]
        resynced = [p for p in out_peers if p not in removed]
        out: list[Out] = []
        if resynced:
            names = ", ".join(core.peers[p].name for p in resynced)
            text = (
                f"{names} out of step after action {applied} (digest differs from the host's recomputation); "
                f"resynchronised from the host's record"
            )
            assert core.game is not None
            core.log(
                text,
                "desync",
                "resynced",
                applied=applied,
                out=resynced,
                resync=True,
                names=[core.peers[p].name for p in resynced],
                mine=False,
                dump=self.bounded_dump(text),
            )
            out += core.broadcast(
                {"t": "desync", "applied": applied, "out": resynced, "reason": text[:300], "resync": True}
            )
            for p in resynced:
                got.pop(p, None)  # the game waits for their ack after the catch-up
                out += self.sync(p)
        for p in removed:
            got.pop(p, None)
            out += self.remove(p, applied)
        return out

    def bounded_dump(self, reason: str) -> dict[str, Any] | None:
        """A state dump for the first ``MAX_DUMPS`` catch-ups of the game only (a liar cannot fill the disk)."""
        core = self.core
        self.dumps += 1
        return core.game.dump(core.peers[0].name, reason) if core.game and self.dumps <= MAX_DUMPS else None

    def remove(self, p: int, applied: int) -> list[Out]:
        """``p``'s digests kept differing from the host's recomputation: it leaves the game for good (its token no
        longer admits it), the computer plays its seats and the dice go on without it."""
        core = self.core
        peer = core.peers[p]
        text = (
            f"{peer.name} removed after action {applied}: its game differed from the host's recomputation "
            f"{self.resyncs[p]} times; the computer plays for them"
        )
        core.log(text, "desync", "removed", applied=applied, peer=p, name=peer.name)
        out: list[Out] = []
        if peer.route is not None:
            out += core.lobby.reject(peer.route, REFUSALS["removed"], peer.name)
            core.routes.pop(peer.route, None)
        peer.removed, peer.connected, peer.route = True, False, None
        core.grace.standing_in.add(p)
        out += core.status()
        return out + (core.dice.maybe_resolve() if core.game is not None else [])

    # -- catch-ups -------------------------------------------------------------------------------------

    def on_resync(self, peer: int, msg: dict[str, Any], now: float) -> list[Out]:
        return self.sync(peer) if self.core.started else []

    def sync(self, peer: int) -> list[Out]:
        """``peer``'s catch-up: the game so far (the start and the deal's commits before the deal is rolled)."""
        core = self.core
        game = core.game
        assert game is not None
        need, event = "", 0
        pending = game.pending_event()
        if pending is not None:
            event = pending
            need = "commit" if not game.commits_complete(pending) else "reveal"
        if game.match is None:
            msg = {
                "t": "start",
                "peers": len(core.peers),
                "names": core.names_by_seat,
                "owners": core.owners,
                "redeals": core.lobby.redeals,
            }
            out = core.send(peer, msg)
            if need == "reveal":
                out += core.send(peer, core.dice.commits_msg())
            return out
        record = game.match.record.to_dict()
        return core.send(
            peer,
            {
                "t": "sync",
                "record": record,
                "net": {**game.net_dict(), "names": core.names_by_seat, "owners": core.owners},
                "need": need,
                "event": event,
            },
        )

    def lagging(self, p: int) -> bool:
        game = self.core.game
        assert game is not None
        if game.out_at(p, len(game.shares)):
            return False
        event = game.pending_event()
        if event is None:
            return self.acks.get(game.applied, {}).get(p) is None
        if event == 0 and not game.commits_complete(0):
            return game.commits[0][p] is None
        return p not in self.core.dice.reveals

    def repair(self, now: float) -> list[Out]:
        """A peer that owes us an ack, a commit or a reveal for a while gets a catch-up (lost messages)."""
        core = self.core
        game = core.game
        key = (game.applied, game.pending_event(), len(game.shares)) if game else None
        if key != self.progress_key:
            self.progress_key = key
            self.changed_at = now
            return []
        if game is None or self.paused or now - self.changed_at < self.repair_s:
            return []
        out: list[Out] = []
        event = game.pending_event()
        named = core.dice.named_withholders
        if event is not None and now - self.changed_at >= 3 * self.repair_s:
            for p, peer in enumerate(core.peers[1:], start=1):
                if self.lagging(p) and (event, p) not in named:
                    named.add((event, p))
                    what = "the deal" if event == 0 else f"refill {event}"
                    core.log(
                        f"waiting for {peer.name}'s share of the dice for {what}",
                        "withheld",
                        "waiting_dice",
                        peer=p,
                        event=event,
                        name=peer.name,
                    )
        for p, peer in enumerate(core.peers[1:], start=1):
            if peer.connected and now - peer.last_repair >= self.repair_s and self.lagging(p):
                peer.last_repair = now
                core.log(f"waiting for {peer.name}; sending them the game so far", code="waiting", name=peer.name)
                out += self.sync(p)
        return out
