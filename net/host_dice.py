"""The host's part in the dice: commits and reveals (``carolus.net.fairdice``), collected and rolled.

Every peer commits to a share of each event (the deal is event 0, each refill the next); once every share of the
pending event is revealed (or its peer is out of that roll) the host rolls, tells everyone and goes on. A share may
also reach the host around its peer's own link (a LAN witness datagram or another joiner's forward).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from carolus.engine.errors import IllegalActionError

from . import fairdice, witness
from .protocol_types import Out

if TYPE_CHECKING:
    from .host import HostCore


class DiceRounds:
    """The commit-reveal rounds: the host's own share, the others' commits and reveals, the roll."""

    def __init__(self, core: HostCore) -> None:
        self.core = core
        self.reveals: dict[int, tuple[bytes, bytes, bytes]] = {}
        """Peer -> (its share of the pending event, its commit for the next, that commit's signature)."""
        self.reentry: dict[int, tuple[int, bytes, bytes]] = {}
        """Peer out of the dice -> (the event it asks to be back from, its fresh commit for it)."""
        self.rosters: dict[int, bytes] = {}
        """Peer -> its signature of the roster (with its reveal of the deal; ``SharedGame.roster``)."""
        self.named_withholders: set[tuple[int, int]] = set()
        """(event, peer) pairs already named as owing their share of the dice."""

    # -- the host's own share -----------------------------------------------------------------------

    def own_share(self, event: int) -> bytes:
        return fairdice.contribution(self.core.secret, self.core.game_id, event)

    def own_commit(self, event: int) -> bytes:
        return fairdice.commitment(self.core.game_id, event, 0, self.own_share(event))

    def own_sig(self, event: int) -> bytes:
        return fairdice.sign_commit(self.core.signing, self.core.game_id, event, 0, self.own_commit(event))

    # -- what the joiners send ----------------------------------------------------------------------

    def on_commit(self, peer: int, msg: dict[str, Any], now: float) -> list[Out]:
        core = self.core
        game = core.game
        assert game is not None
        name = core.peers[peer].name
        if msg["event"] > 0:
            upcoming = len(game.shares)
            if game.match is None or msg["event"] != upcoming + 1 or not game.out_at(peer, upcoming):
                core.log(f"dropped commit from {name}: event {msg['event']} is not open for commits")
                return []
            if msg["vk"] != game.keys[peer] or not game.signed(msg["event"], peer, msg["commit"], msg["sig"]):
                # (a newcomer in a handed-over seat has another key: it plays, the others decide the dice)
                core.log(f"dropped commit from {name}: not signed by the key of its seat")
                return []
            self.reentry[peer] = (msg["event"], msg["commit"], msg["sig"])  # back in the dice from that event
            return []
        if game.match is not None:
            core.log(f"dropped commit from {name}: event {msg['event']} is not open for commits")
            return []
        old, old_key = game.commits[0][peer], game.keys[peer]
        if old is not None and old != msg["commit"] and game.commits_complete(0):
            # a fresh secret after its share was seen (a deal cut short): deal again, as often as joiners allow
            if core.lobby.redeals >= fairdice.MAX_REDEALS:
                core.log(f"dropped a fresh commit from {name}: the deal was started again once already")
                return []
            core.log(f"{name} committed afresh to the deal; dealing again", "lost", "redealt", name=name)
            return core.lobby.redeal(now)
        game.keys[peer], game.commits[0][peer] = msg["vk"], None  # its key for this game: pinned with the deal
        if not game.set_commit(0, peer, msg["commit"], msg["sig"]):
            game.keys[peer], game.commits[0][peer] = old_key, old
            core.log(f"dropped commit from {name}: not signed by the key it gave")
            return []
        return self.after_commit(0)

    def on_reveal(self, peer: int, msg: dict[str, Any], now: float) -> list[Out]:
        core = self.core
        game = core.game
        assert game is not None
        event, name = msg["event"], core.peers[peer].name
        if event != game.pending_event() or not game.commits_complete(event):
            core.log(f"dropped reveal from {name}: event {event} is not awaited")
            return []
        if not game.check_share(event, peer, msg["share"]):
            core.log(f"dropped reveal from {name}: it does not match its commit for event {event}")
            return []
        if not game.signed(event + 1, peer, msg["next"], msg["sig"]):
            core.log(f"dropped reveal from {name}: its next commit is not signed by its key")
            return []
        if event == 0 and not game.roster_signed(peer, msg["roster"]):
            core.log(f"dropped reveal from {name}: it does not sign the roster of keys with its key")
            return []
        if event == 0:
            self.rosters[peer] = msg["roster"]
        self.reveals[peer] = (msg["share"], msg["next"], msg["sig"])
        return self.maybe_resolve()

    def on_seen(self, peer: int, msg: dict[str, Any], now: float) -> list[Out]:
        core = self.core
        seen = witness.Seen(core.game_id, msg["event"], msg["peer"], msg["share"], msg["next"], msg["sig"])
        return self.witnessed(seen, now, f"from {core.peers[peer].name}")

    def witnessed(self, seen: witness.Seen, now: float, via: str = "on the LAN") -> list[Out]:
        """A joiner's share that reached us around its own link (a LAN datagram, or another joiner's forward): if the
        roll still waits for it after its own link had ``repair_s`` to bring it, it counts as that joiner's reveal
        (so the others, who saw it too, roll with it). Until then the joiner's own reveal is waited for: another
        player who copies the share into a datagram or a forward of its own cannot slip a false next commit in."""
        core = self.core
        game = core.game
        event, peer = seen.event, seen.peer
        if now - core.sequencer.changed_at < core.sequencer.repair_s:
            return []
        if (
            game is None
            or seen.game != core.game_id
            or event < 1
            or event != game.pending_event()
            or not 0 < peer < len(core.peers)
            or peer in self.reveals
            or not game.commits_complete(event)
            or not game.check_share(event, peer, seen.share)
            or not game.signed(event + 1, peer, seen.next, seen.sig)  # nobody else can commit in its name
        ):
            return []
        self.reveals[peer] = (seen.share, seen.next, seen.sig)
        core.log(f"{core.peers[peer].name}'s share of refill {event} reached us {via}, not on their own link")
        return self.maybe_resolve()

    # -- the rounds ----------------------------------------------------------------------------------

    def after_commit(self, event: int) -> list[Out]:
        game = self.core.game
        assert game is not None
        if event == 0 and game.commits_complete(0) and game.pending_event() == 0:
            return self.core.broadcast(self.commits_msg()) + self.maybe_resolve()
        return []

    def commits_msg(self) -> dict[str, Any]:
        """The deal's commits, every peer's, with their signatures and keys (complete)."""
        game = self.core.game
        assert game is not None
        return {
            "t": "commits",
            "event": 0,
            "commits": list(game.commits[0]),
            "sigs": list(game.sigs[0]),
            "keys": list(game.keys),
        }

    def roll_without(self, p: int, event: int) -> None:
        """Peer ``p`` takes no part in the dice from roll ``event`` on (removed, gone or keeping its share back):
        every peer records the same point, and the host says so once."""
        name = self.core.peers[p].name
        game = self.core.game
        assert game is not None  # the dice are rolled only in a dealt game
        game.leave(p, event)
        self.core.log(
            f"the dice are rolled without {name} from now on",
            "withheld",
            "rolled_without",
            peer=p,
            event=event,
            name=name,
        )

    def maybe_resolve(self) -> list[Out]:
        core = self.core
        game = core.game
        assert game is not None
        event = game.pending_event()
        if event is None or not game.commits_complete(event):
            return []
        for p, peer in enumerate(core.peers):
            if peer.removed and event >= 1 and not game.out_at(p, event) and p not in self.reveals:
                self.roll_without(p, event)  # it reveals nothing more: the others decide the dice from this roll on
        self.reveals[0] = (self.own_share(event), self.own_commit(event + 1), self.own_sig(event + 1))
        if event == 0:
            self.rosters[0] = fairdice.sign_roster(core.signing, *game.roster())
        for p in range(1, len(core.peers)):
            if game.out_at(p, event):  # out of this roll; back from the next one if it sent a fresh commit for it
                back, commit, sig = self.reentry.get(p, (-1, b"", b""))
                self.reveals[p] = (b"", commit, sig) if back == event + 1 else (b"", b"", b"")
        if len(self.reveals) < len(core.peers):
            return []
        return self.roll(event)

    def roll(self, event: int) -> list[Out]:
        """Every peer's share of ``event`` is here (or it is out of this roll): roll, tell everyone, go on."""
        core = self.core
        game = core.game
        assert game is not None
        shares = [self.reveals[p][0] for p in range(len(core.peers))]
        nxt = [self.reveals[p][1] for p in range(len(core.peers))]
        sigs = [self.reveals[p][2] for p in range(len(core.peers))]
        rosters = [self.rosters[p] for p in range(len(core.peers))] if event == 0 else []
        self.reveals, self.rosters = {}, {}
        for p in range(1, len(core.peers)):
            if game.out_at(p, event) and nxt[p]:
                self.reentry.pop(p, None)
                core.log(
                    f"{core.peers[p].name} is back in the dice from refill {event + 1}",
                    "withheld",
                    peer=p,
                    event=event + 1,
                )
        try:
            game.resolve(event, shares, nxt, sigs)
        except IllegalActionError as exc:  # cannot happen: every share and signature was checked on arrival
            core.log(f"event {event} failed: {exc}")
            return []
        game.rosters = rosters or game.rosters
        core.sequencer.digests[game.applied] = game.digest()
        core.log(f"event {event} resolved", "applied", applied=game.applied, event=event)
        dice = {"t": "dice", "event": event, "shares": shares, "next": nxt, "sigs": sigs, "rosters": rosters}
        out = core.broadcast(dice)
        return out + self.maybe_resolve()  # a void roll: the next event (maybe ours alone to reveal) decides it
