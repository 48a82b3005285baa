"""The game every peer keeps in step: a Match with external dice plus the fairness log.

Both the host and the joiners hold one ``SharedGame``. It never touches a
socket: the protocol cores feed it actions and resolved dice events in the
order the host fixed, and it says which random event it waits for.
"""

from __future__ import annotations

from typing import Any

from carolus.engine.actions import Action
from carolus.engine.errors import CarolusError, IllegalActionError
from carolus.engine.match import Match
from carolus.engine.record import Record

from . import fairdice

NET_KEY = "net"


class SharedGame:
    """Commits, contributions and the match they decide."""

    def __init__(
        self,
        game: str,
        peers: int,
        players: int,
        names: list[str],
        owners: list[int] | None = None,
        variant: tuple[str, ...] = (),
    ) -> None:
        self.game = game
        self.variant = tuple(variant)
        """The optional rules of the game (the host's, checked by every joiner at the handshake)."""
        self.peers = peers
        self.players = players
        self.names = list(names)
        self.owners = list(owners) if owners is not None else []
        """The peer playing each seat (every peer holds one at least)."""
        self.commits: list[list[bytes | None]] = [[None] * peers]
        """Per event, per peer: the commit (filled as they come)."""
        self.shares: list[list[bytes]] = []
        """Per resolved event, per peer: the revealed contribution."""
        self.rolls: list[int] = []
        """Dice taken by each refill event (events 1..)."""
        self.match: Match | None = None
        self.dice_after: list[list[int]] = []
        """Per applied action, the faces rolled right after it (its refill): what the window is told with it."""
        self.told = 0
        """Actions handed out as confirmed (``news``)."""
        self.lineage = object()
        """Kept by a catch-up that extends this game: the window's copy follows on instead of being rebuilt."""
        self.protocol = fairdice.DEAL_PROTOCOL
        """The fairness log's protocol (``net.protocol``): from 2, a roll at which a peer went out is void; from 3,
        every commit is signed by its author; from 4, the record counts the deal's re-deals (``redeals``)."""
        self.keys: list[bytes] = [b""] * peers
        """Every peer's Ed25519 public key (pinned at the deal: each signs its commits with it)."""
        self.sigs: list[list[bytes]] = [[b""] * peers]
        """Per event, per peer: the author's signature of its commit (``commits``' shape)."""
        self.left: dict[int, list[int]] = {}
        """Peer -> the events at which it went out of the dice (gone past the grace period, or keeping its share
        back) and came back in (fresh commits), alternately: while out its shares and commits are empty and the
        others decide the dice (``net.left``)."""
        self.redeals = 0
        """Deals of this game started again after every commit was in (``net.redeals``; the host's count, which
        no joiner lets exceed ``fairdice.MAX_REDEALS`` nor fall below the ones it saw)."""
        self.rosters: list[bytes] = []
        """Every peer's signature of the roster at the deal (``roster``; ``net.roster``, from protocol 4)."""
        self.handovers: list[dict[str, Any]] = []
        """Seats the host's player handed to a newcomer (``net.handovers``): ``{"applied", "peer", "old", "name"}``,
        in order; a seat goes to nobody but its token's holder otherwise."""

    # -- questions ----------------------------------------------------------------

    def roster(self) -> tuple[str, list[bytes], list[bytes], int]:
        """What every peer signs at the deal (``fairdice.sign_roster``): game, keys, the deal's commits, re-deals."""
        return self.game, list(self.keys), [c or b"" for c in self.commits[0]], self.redeals

    def roster_signed(self, peer: int, sig: bytes) -> bool:
        return fairdice.roster_signed(self.keys[peer], *self.roster(), sig)

    @property
    def applied(self) -> int:
        return len(self.match.record.actions) if self.match else 0

    def pending_event(self) -> int | None:
        """The random event the game waits for, or None when a player is to act."""
        if self.match is None or self.match.needs_die():
            return len(self.shares)
        return None

    def commits_complete(self, event: int) -> bool:
        return event < len(self.commits) and all(c is not None for c in self.commits[event])

    def digest(self) -> str:
        return self.match.digest() if self.match else ""

    # -- changes ------------------------------------------------------------------

    def set_commit(self, event: int, peer: int, commit: bytes, sig: bytes = b"") -> bool:
        """Store a commit with its author's signature; False if it contradicts one already stored (a replay or a
        cheat) or, from protocol 3, is not signed by its author's key."""
        while len(self.commits) <= event:
            self.commits.append([None] * self.peers)
            self.sigs.append([b""] * self.peers)
        old = self.commits[event][peer]
        if old is not None and old != commit:
            return False
        if commit and not self.signed(event, peer, commit, sig):
            return False
        self.commits[event][peer] = commit
        self.sigs[event][peer] = sig if commit else b""
        return True

    def signed(self, event: int, peer: int, commit: bytes, sig: bytes) -> bool:
        """``sig`` is ``peer``'s signature of this commit (always, before protocol 3)."""
        if self.protocol < fairdice.SIGNED_PROTOCOL:
            return True
        return fairdice.signed(self.keys[peer], self.game, event, peer, commit, sig)

    def out_at(self, peer: int, event: int) -> bool:
        """True if ``peer`` takes no part in ``event``."""
        return fairdice.out_at(self.left, peer, event)

    def check_share(self, event: int, peer: int, share: bytes) -> bool:
        if self.out_at(peer, event):
            return share == b""
        commit = self.commits[event][peer] if event < len(self.commits) else None
        if not commit:
            return False
        return fairdice.check_reveal(self.game, event, peer, share, commit)

    def leave(self, peer: int, event: int) -> None:
        """``peer`` takes no part in event ``event`` (pending, not yet resolved) nor any later one until it comes
        back with a fresh commit (``resolve``)."""
        if not self.out_at(peer, event):
            self.left.setdefault(peer, []).append(event)
        for row in self.commits[event + 1 :]:
            row[peer] = b""

    def resolve(
        self, event: int, shares: list[bytes], next_commits: list[bytes], sigs: list[bytes] | None = None
    ) -> None:
        """Apply event ``event`` (the setup or a refill) from every peer's checked contribution.

        ``next_commits`` (every peer's commit for the next event, revealed with its share, signed by it: ``sigs``)
        are stored once it applied."""
        sigs = sigs if sigs is not None else [b""] * self.peers
        if len(sigs) != self.peers or any(
            c and not self.out_at(p, event + 1) and not self.signed(event + 1, p, c, sigs[p])
            for p, c in enumerate(next_commits)
            if not (self.out_at(p, event) and not c)
        ):
            raise IllegalActionError(f"event {event}: a next commit is not signed by its peer's key")
        if event != self.pending_event():
            raise IllegalActionError(f"event {event} is not the one awaited ({self.pending_event()})")
        if len(shares) != self.peers:
            raise IllegalActionError(f"event {event} needs {self.peers} contributions, got {len(shares)}")
        for peer, share in enumerate(shares):
            if not self.check_share(event, peer, share):
                raise IllegalActionError(f"event {event}: peer {peer}'s contribution does not match its commit")
        if event == 0:
            self._deal(fairdice.setup_seed(self.game, shares))
        elif self.protocol >= fairdice.VOID_PROTOCOL and fairdice.void_at(self.left, self.peers, event):
            self.rolls.append(0)  # a peer went out at this roll: the next event's shares decide it
        else:
            dice = fairdice.EventDice(self.game, event, shares)
            assert self.match is not None
            while self.match.needs_die():
                face = dice.next_face()
                self.match.roll(face)
                if self.dice_after:
                    self.dice_after[-1].append(face)
            self.rolls.append(dice.used)
        self.shares.append(list(shares))
        for peer, commit in enumerate(next_commits):
            if self.out_at(peer, event) and commit:  # back: in the dice again from the next event, everyone agrees
                self.left[peer].append(event + 1)
            self.set_commit(event + 1, peer, commit if not self.out_at(peer, event + 1) else b"", sigs[peer])

    def _deal(self, seed: str) -> None:
        record = Record.new(self.players, seed, self.names, list(self.variant))
        # every setup key, crowns as rolled (docs/record-format.md §5)
        record.setup = fairdice.dealt_setup(seed, self.players, self.variant)
        self.match = Match(record, external_dice=True)

    def apply(self, action: Action) -> None:
        """Check and apply one action (IllegalActionError with the reason if the engine refuses it)."""
        if self.match is None or self.match.needs_die():
            raise IllegalActionError("a random event must be resolved first")
        self.match.apply_action(action)
        self.dice_after.append([])

    def news(self) -> list[tuple[Action, list[int]]]:
        """Actions applied (with the refill after each decided) and not yet handed out, in order, with their dice."""
        if self.match is None:
            return []
        actions = self.match.record.actions
        settled = len(actions) - (1 if self.match.needs_die() else 0)
        out = [(actions[i], list(self.dice_after[i])) for i in range(self.told, settled)]
        self.told = max(self.told, settled)
        return out

    def follow_on(self, older: SharedGame) -> None:
        """This catch-up extends ``older``: what was handed out from it stays handed out."""
        self.lineage, self.told = older.lineage, older.told

    # -- record and catch-up --------------------------------------------------------

    def diverges(self, other: SharedGame) -> str | None:
        """Why ``other`` (a catch-up) does not extend what this game already applied, or None if it does.

        Same game, peers, players and seats; every commit and contribution we hold unchanged; the same seed,
        setup, actions and dice, with at most more of them. Nobody rewrites history a peer has seen.
        """
        if other.game != self.game:
            return "it is another game"
        if (other.peers, other.players, other.names) != (self.peers, self.players, self.names):
            return "its peers or players differ from ours"
        if self.owners and other.owners != self.owners:
            return "its seats differ from ours"
        if other.protocol != self.protocol:
            return "it decides void rolls by another rule"
        if other.redeals != self.redeals or (self.rosters and other.rosters != self.rosters):
            return "it counts the deal's re-deals otherwise, or its roster's signatures differ"
        if len(other.shares) < len(self.shares) or other.shares[: len(self.shares)] != self.shares:
            return "it changes dice contributions we applied"
        for mine, theirs in zip(self.commits, other.commits):
            for a, b in zip(mine, theirs):
                if a is not None and a != b:
                    return "it changes a commit we hold"
        if self.match is not None and other.keys != self.keys:
            return "its players' keys differ from ours"
        if other.handovers[: len(self.handovers)] != self.handovers:
            return "it changes who was handed a seat"
        if self.match is None:
            return None
        if other.match is None:
            return "it is behind what we applied"
        ours, other_rec = self.match.record, other.match.record
        if (other_rec.seed, other_rec.setup, other_rec.variant) != (ours.seed, ours.setup, ours.variant):
            return "its setup differs from ours"
        if other_rec.actions[: len(ours.actions)] != ours.actions or len(other_rec.actions) < len(ours.actions):
            return "it changes actions we applied"
        if other_rec.dice[: len(ours.dice)] != ours.dice or len(other_rec.dice) < len(ours.dice):
            return "it changes dice we rolled"
        return None

    def net_dict(self, pending: bool = True) -> dict[str, Any]:
        """The fairness log in hex (the record's ``net`` key); with ``pending``, commits not yet revealed too."""
        commits = self.commits if pending else self.commits[: len(self.shares)]
        return {
            "protocol": self.protocol,
            "game": self.game,
            "peers": self.peers,
            "commits": [[c.hex() if c else "" for c in row] for row in commits],
            "contributions": [[s.hex() for s in row] for row in self.shares],
            "rolls": list(self.rolls),
            "owners": list(self.owners) or None,
            "left": fairdice.left_json(self.left),
            **(
                {
                    "keys": [k.hex() for k in self.keys],
                    "signatures": [[s.hex() for s in row] for row in self.sigs[: len(commits)]],
                }
                if self.protocol >= fairdice.SIGNED_PROTOCOL
                else {}
            ),
            **(
                {"redeals": self.redeals, "roster": [s.hex() for s in self.rosters]}
                if self.protocol >= fairdice.DEAL_PROTOCOL
                else {}
            ),
            **({"handovers": [dict(h) for h in self.handovers]} if self.handovers else {}),
        }

    def dump(self, who: str, reason: str) -> dict[str, Any]:
        """What a state dump holds when peers part: reason, digest, the record so far and the state."""
        from carolus.engine.snapshot import replay_json

        assert self.match is not None
        return {
            "reason": reason,
            "peer": who,
            "applied": self.applied,
            "digest": self.digest(),
            "record": self.record().to_dict(),
            "state": replay_json(self.match.state),
        }

    def record(self) -> Record:
        """The game so far as a record that ``carolus replay`` reads, with the fairness log."""
        if self.match is None:
            raise CarolusError("the game has not been dealt yet")
        record = self.match.record.copy()
        record.extra[NET_KEY] = self.net_dict(pending=False)
        return record

    @classmethod
    def from_record(cls, record_dict: Any, net: Any) -> SharedGame:
        """Rebuild from a catch-up (or an autosave); every die and the seed are re-derived and checked (nothing
        of one larger than a real game could be: ``fairdice.size_problem``)."""
        if why := fairdice.size_problem(record_dict.get("actions") if isinstance(record_dict, dict) else None, net):
            raise CarolusError(why)
        record = Record.from_dict(record_dict)
        record.extra.pop(NET_KEY, None)
        try:
            game_id = str(net["game"])
            peers = int(net["peers"])
            commits = [[bytes.fromhex(c) if c else None for c in row] for row in net["commits"]]
            shares = [[bytes.fromhex(s) for s in row] for row in net["contributions"]]
            rolls = [int(n) for n in net["rolls"]]
            protocol = int(net.get("protocol", 1))
        except (KeyError, TypeError, ValueError) as exc:
            raise CarolusError(f"malformed fairness log ({exc.__class__.__name__})") from None
        if not 1 <= peers <= 4 or any(len(row) != peers for row in commits + shares) or len(commits) > len(shares) + 1:
            raise CarolusError("malformed fairness log (peer counts)")
        owners = net.get("owners") if isinstance(net, dict) else None
        left = net.get("left", {}) if isinstance(net, dict) else {}
        check = record.copy()
        check.extra[NET_KEY] = {
            "game": game_id,
            "peers": peers,
            "owners": owners,
            "left": left,
            "protocol": protocol,
            "commits": [[c.hex() if c else "" for c in row] for row in commits[: len(shares)]],
            "contributions": [[s.hex() for s in row] for row in shares],
            "rolls": rolls,
        }
        if protocol >= fairdice.DEAL_PROTOCOL:
            check.extra[NET_KEY]["redeals"] = net.get("redeals")
            check.extra[NET_KEY]["roster"] = net.get("roster")
        signed = protocol >= fairdice.SIGNED_PROTOCOL
        if signed:
            try:
                keys = fairdice.parse_keys(net.get("keys"), peers)
                sigs = [[bytes.fromhex(s) for s in row] for row in net["signatures"]]
            except (KeyError, TypeError, ValueError, fairdice.FairnessError) as exc:
                raise CarolusError(f"malformed fairness log ({exc.__class__.__name__})") from None
            if len(sigs) != len(commits) or any(len(row) != peers for row in sigs):
                raise CarolusError("malformed fairness log (signatures)")
            check.extra[NET_KEY]["keys"] = net["keys"]
            check.extra[NET_KEY]["signatures"] = net["signatures"][: len(shares)]
        fairdice.verify_record(check)
        game = cls(game_id, peers, record.players, record.names, owners, tuple(record.variant))
        game.commits = commits
        game.protocol = protocol
        if protocol >= fairdice.DEAL_PROTOCOL:  # (both checked by verify_record above)
            game.redeals, game.rosters = int(net["redeals"]), [bytes.fromhex(s) for s in net["roster"]]
        if signed:
            game.keys, game.sigs = keys, sigs
            pending = commits[len(shares)] if len(commits) > len(shares) else []
            if any(c and not game.signed(len(shares), p, c, sigs[len(shares)][p]) for p, c in enumerate(pending)):
                raise CarolusError("a pending commit is not signed by its peer's key")
        else:
            game.sigs = [[b""] * peers for _ in commits]
        game.left = fairdice.parse_left(left, peers)
        for event, row in enumerate(game.commits):
            for p in game.left:
                if game.out_at(p, event) and event > 0 and game.out_at(p, event - 1) and row[p] is None:
                    row[p] = b""
        game.shares = shares
        game.rolls = rolls
        game.handovers = parse_handovers(net.get("handovers", []) if isinstance(net, dict) else [], peers)
        game.match = Match(record, external_dice=True)
        game.dice_after = _dice_after(record)
        return game


def parse_handovers(raw: Any, peers: int) -> list[dict[str, Any]]:
    """``net.handovers`` checked: a list of ``{"applied": int, "peer": 1..peers-1, "old": name, "name": name}``."""
    from .text import is_name

    if not isinstance(raw, list) or len(raw) > 64:
        raise CarolusError("malformed fairness log (handovers)")
    out = []
    for h in raw:
        if (
            not isinstance(h, dict)
            or set(h) != {"applied", "peer", "old", "name"}
            or not isinstance(h["applied"], int)
            or not isinstance(h["peer"], int)
            or not 0 < h["peer"] < peers
            or not (is_name(h["old"]) and is_name(h["name"]))
        ):
            raise CarolusError("malformed fairness log (handovers)")
        out.append(dict(h))
    return out


def _dice_after(record: Record) -> list[list[int]]:
    """Per action of ``record``, the faces of its ``dice`` rolled right after it."""
    from carolus.engine.constants import FACE_INDEX

    bare = record.copy()
    bare.actions, bare.dice = [], []
    bare.extra.pop(NET_KEY, None)
    match = Match(bare, external_dice=True)
    faces = [FACE_INDEX[d] for d in record.dice]
    out: list[list[int]] = []
    k = 0
    for action in record.actions:
        match.apply_action(action)
        out.append([])
        while match.needs_die() and k < len(faces):
            match.roll(faces[k])
            out[-1].append(faces[k])
            k += 1
    return out
