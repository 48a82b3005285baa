"""Cheating peers for the tests, kept out of the production classes: subclasses of the protocol cores and of the
socket thread, and a command that runs ``carolus host`` / ``carolus join`` with them.

Run as ``python tests/support/cheats.py host|join [cheat options] [carolus options]``: the cheat options below are taken
off, the production classes are swapped for these subclasses in this process only, and the rest of the command line
goes to ``carolus`` unchanged (``net_procs.host``/``join`` with ``cheat=True`` do this).
"""

from __future__ import annotations

import argparse
import hmac
import os
import sys
import time
from typing import Any

from carolus.engine.actions import Action
from carolus.net import fairdice, witness
from carolus.net import host as host_module
from carolus.net import host_node as host_node_module
from carolus.net import hosting as hosting_module
from carolus.net import joiner as joiner_module
from carolus.net import joiner_node as joiner_node_module
from carolus.net import portmap as portmap_module
from carolus.net import watch as watch_module
from carolus.net.host import HostCore
from carolus.net.host_dice import DiceRounds
from carolus.net.host_lobby import Lobby
from carolus.net.joiner import JoinerCore
from carolus.net.joiner_node import JoinerNode
from carolus.net.protocol_types import Out
from carolus.net.watch import ConnectionWatch
from carolus.net.witness import Seen


class CheatingLobby(Lobby):
    """A returning joiner of an old game, let in as a newcomer (``CheatingHost.reuse_game``)."""

    core: CheatingHost

    def admit(self, route: bytes, msg: dict[str, Any], now: float, proof: bytes | None) -> list[Out]:
        core = self.core
        known = any(p.token == msg["token"] for p in core.peers[1:])
        if core.reuse_game and msg["token"] and not known and not core.started:
            core.log(f"test: {msg['name']} comes back to game {core.game_id} as a newcomer")
            msg = {**msg, "token": ""}
        return super().admit(route, msg, now, proof)


class CheatingDice(DiceRounds):
    """Dice that leave an honest joiner's share out, or take no notice of it (``CheatingHost``)."""

    core: CheatingHost

    def _cheated(self, text: str) -> None:
        core = self.core
        core.log(f"test: {text}")
        if core.out_path and core.game is not None and core.game.match is not None:
            core.game.record().save(core.out_path)

    def _ignores(self, event: int, peer: int) -> bool:
        core = self.core
        if core.ignore_share and core.ignoring is None and event >= 1 and peer == len(core.peers) - 1:
            core.ignoring = (event, peer)
            core.log(f"test: ignoring {core.peers[peer].name}'s share of refill {event}")
        return core.ignoring == (event, peer)

    def on_reveal(self, peer: int, msg: dict[str, Any], now: float) -> list[Out]:
        game = self.core.game
        event = msg["event"]
        if game is not None and event == game.pending_event() and self._ignores(event, peer):
            return []
        return super().on_reveal(peer, msg, now)

    def witnessed(self, seen: Seen, now: float, via: str = "on the LAN") -> list[Out]:
        game = self.core.game
        if game is not None and seen.event == game.pending_event() and self._ignores(seen.event, seen.peer):
            return []
        return super().witnessed(seen, now, via)

    def roll(self, event: int) -> list[Out]:
        core = self.core
        game = core.game
        assert game is not None
        shares = [self.reveals[p][0] for p in range(len(core.peers))]
        if event == 0 and core.redeal_until is not None:
            seed = fairdice.setup_seed(core.game_id, shares)
            if not seed.startswith(core.redeal_until):
                core.log(f"test: dealing again: seed {seed[:8]} is not to our liking")
                self.reveals = {}
                return core.lobby.redeal(core.now)
            core.log(f"test: a seed to our liking: {seed[:8]}")
        if not (core.drop_share and event >= 1 and any(shares[1:])):
            return super().roll(event)
        core.drop_share = False
        victim = max(p for p in range(1, len(shares)) if shares[p])
        shares[victim] = b""
        game.left[victim] = [event]  # (to get past its own engine) and forgotten: the record does not say so
        sigs = [self.reveals[p][2] for p in range(len(core.peers))]
        game.resolve(event, shares, [self.reveals[p][1] for p in range(len(core.peers))], sigs)
        del game.left[victim]
        game.commits[event + 1][victim] = self.reveals[victim][1]
        game.sigs[event + 1][victim] = sigs[victim]
        self.reveals = {}
        core.digests[game.applied] = game.digest()
        self._cheated(f"left out {core.peers[victim].name}'s share of refill {event}")
        nxt = list(game.commits[event + 1])
        return core.broadcast({"t": "dice", "event": event, "shares": shares, "next": nxt, "sigs": sigs, "rosters": []})


class CheatingHost(HostCore):
    """A modified host: it may leave an honest joiner's share out, or take no notice of it."""

    lobby_class = CheatingLobby
    dice_class = CheatingDice
    drop_share = False
    """Leave out an honest joiner's share of the first refill without cause (a host that re-rolls at will)."""
    ignore_share = False
    """Take no notice of the last joiner's share of the first refill, by any path, and so roll without it once the
    grace period is over (a cheating host that makes an honest joiner look as if it kept it back)."""
    out_path: str | None = None
    """Where the record goes as it stands once this host cheated (the test compares it with the honest peers')."""
    ignoring: tuple[int, int] | None = None
    redeal_until: str | None = None
    """Start the deal again, as soon as every share is in, until the seed begins with this (issue 36: 168 deals in
    4.6 s for a first byte 0 before joiners bounded re-deals)."""
    now = 0.0
    reuse_game: str | None = None
    """Host this game id again (an old game's, whose joiners' shares this host saw) and let a returning joiner in
    with its old seat's token, as if it were the same game: a host that hopes to know the joiner's shares."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        if self.reuse_game:
            self.game_id = self.reuse_game
            self.witness_key = hmac.new(
                self.secret, b"carolus-net/witness\0" + self.game_id.encode("utf-8"), "sha256"
            ).digest()

    def handle(self, route: bytes, msg: dict[str, Any], now: float, addr: str = "") -> list[Out]:
        self.now = now  # (for a re-deal started from the dice)
        return super().handle(route, msg, now, addr)


class CheatingJoiner(JoinerCore):
    """A modified joiner: its state parts from the others', it keeps a share back, or its reveal is lost."""

    corrupt_at: int | None = None
    """Corrupt this peer's state after that many actions (to prove desyncs are caught)."""
    withhold_at: int | None = None
    """Keep our share of the first refill from this event on back (a peer that withholds), then play fair."""
    lose_reveal = False
    """Every message revealing our share of the first refill is lost on the way to the host (the LAN witness still
    carries it)."""
    app_version: str | None = None
    """Say this program version in the hello (an old program)."""
    lie = False
    """Every digest we send is false (a joiner that says the game parted, to stall it with catch-ups)."""
    forge_others = False
    """Every share of another peer seen on the LAN goes on, forwarded to the host and multicast, with a next commit
    of ours in that peer's name (signed with our key: the only one we have)."""
    reveal_late: float | None = None
    """Reveal our share of the first refill only this many seconds after it was due (as when a host holds the action
    before it back from us until the grace period nearly ran out), then play fair."""
    late: tuple[int, float] | None = None
    late_done = False
    withheld: int | None = None
    lost_event: int | None = None

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        if self.app_version:
            self.app = self.app_version

    def _reveal(self, event: int, now: float) -> list[Out]:
        if self.reveal_late is not None and event >= 1 and not self.late_done:
            if self.late is None:
                self.late = (event, now)
                self._log(f"test: revealing our share of refill {event} in {self.reveal_late:g} s")
            if now - self.late[1] < self.reveal_late:
                return []
            self.late_done = True
        if self.withhold_at is not None and event >= self.withhold_at:
            self.withhold_at = None
            self.withheld = event
        if event == self.withheld:
            return []  # this share is kept back
        out = super()._reveal(event, now)
        if self.lose_reveal and self.lost_event in (None, event) and event >= 1:
            self.lost_event = event
            return []  # lost on the way (the LAN witness has it)
        return out

    def tick(self, now: float) -> list[Out]:
        out = super().tick(now)
        game, late, after = self.game, self.late, self.reveal_late
        due = late is not None and after is not None and now - late[1] >= after and not self.late_done
        if due and late is not None and game is not None and game.pending_event() == late[0]:
            out += self._reveal(late[0], now)
        return out

    def witnessed(self, seen: Seen, now: float, direct: bool = False) -> list[Out]:
        out = super().witnessed(seen, now, direct)
        game = self.game
        if not self.forge_others or game is None or seen.peer in (0, self.peer) or seen.event != game.pending_event():
            return out
        forged = fairdice.commitment(self.game_id, seen.event + 1, seen.peer, os.urandom(32))
        sig = fairdice.sign_commit(self._signing(), self.game_id, seen.event + 1, seen.peer, forged)
        fake = Seen(seen.game, seen.event, seen.peer, seen.share, forged, sig)
        self.lan_out.append(witness.pack(self.witness_key, fake))
        self.direct_out.append(self.lan_out[-1])  # (and over its direct links: relayed bytes are checked alike)
        self._log(f"test: forged {self._names_of([seen.peer])[0]}'s next commit after refill {seen.event}")
        msg = {"t": "seen", "event": seen.event, "peer": seen.peer, "share": seen.share, "next": forged, "sig": sig}
        return [o for o in out if o.msg.get("t") != "seen"] + self._out(msg, now)

    def _after_apply(self, now: float) -> list[Out]:
        game = self.game
        if (
            self.corrupt_at is not None
            and game is not None
            and game.match is not None
            and game.pending_event() is None
            and game.applied >= self.corrupt_at
        ):
            self.corrupt_at = None
            game.match.state.castles_left[0] -= 1  # our state parts from the others'
            self._log("test: state corrupted on purpose")
        out = super()._after_apply(now)
        if self.lie:
            for o in out:
                if o.msg["t"] == "ack":
                    o.msg = {**o.msg, "digest": "0" * 64}
        return out


class MisbehavingNode(JoinerNode):
    """Before each of its real actions, this joiner first tries an illegal, a stale and another seat's one."""

    def _joiner_submit(self, action: Action) -> list:
        now = time.monotonic()
        bad = Action.move(action.player, 99) if action.type != "move" else Action.disc(action.player, 9)
        out = self.core.submit(bad, now)
        out += self.core.submit(action, now, index=max(0, self.core.applied - 1))
        other = (action.player + 1) % self.core.players
        out += self.core.submit(Action.disc(other, 1), now)
        out += self.core.submit(action, now)
        return out


class StrictWatch(ConnectionWatch):
    """A host's connection watch whose memory guard suspects a seated player's connection at any growth of the host's
    memory, or none (the bound set by ``--seated-max``, in MiB; below 0: always): only the player's answers to its
    probes and its heartbeats spare it then."""

    seated_mib = 0.0
    hard_mib: float | None = None
    """The bound past which a seated connection is cut without a probe (``--seated-hard``; None: the real one)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.seated_max = int(self.seated_mib * 1024 * 1024)
        if self.hard_mib is not None:
            self.seated_hard = int(self.hard_mib * 1024 * 1024)


class NoMulticast:
    """In place of ``witness.WitnessSocket`` where the network carries no multicast (``--no-multicast``)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        raise OSError(19, "no multicast on this network (test)")


def _cheats() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(add_help=False)
    p.add_argument("--drop-share", action="store_true")
    p.add_argument("--ignore-share", action="store_true")
    p.add_argument("--corrupt-at", type=int, default=None)
    p.add_argument("--withhold-at", type=int, default=None)
    p.add_argument("--lose-reveal", action="store_true")
    p.add_argument("--misbehave", action="store_true")
    p.add_argument("--app-version", default=None)
    p.add_argument("--lie", action="store_true")
    p.add_argument("--reuse-game", default=None)
    p.add_argument("--redeal-until", default=None)
    p.add_argument("--forge-others", action="store_true")
    p.add_argument("--reveal-late", type=float, default=None)
    p.add_argument("--no-bytes", action="store_true")
    p.add_argument("--seated-max", type=float, default=None)
    p.add_argument("--seated-hard", type=float, default=None)
    p.add_argument("--no-multicast", action="store_true")  # the direct witness (relay35)
    p.add_argument("--no-ipv6", action="store_true")
    return p


def main(argv: list[str]) -> int:
    """``carolus`` with the cheats asked for; the production code is used as it is for everything else."""
    cheats, rest = _cheats().parse_known_args(argv)
    out = rest[rest.index("--out") + 1] if "--out" in rest else None

    class Host(CheatingHost):
        drop_share, ignore_share, out_path = cheats.drop_share, cheats.ignore_share, out
        reuse_game, redeal_until = cheats.reuse_game, cheats.redeal_until

    class Joiner(CheatingJoiner):
        corrupt_at, withhold_at, lose_reveal = cheats.corrupt_at, cheats.withhold_at, cheats.lose_reveal
        app_version, lie, forge_others = cheats.app_version, cheats.lie, cheats.forge_others
        reveal_late = cheats.reveal_late

    host_module.HostCore = hosting_module.HostCore = Host  # type: ignore[misc]
    joiner_module.JoinerCore = hosting_module.JoinerCore = Joiner  # type: ignore[misc]
    if cheats.misbehave:
        joiner_node_module.JoinerNode = MisbehavingNode  # type: ignore[misc]
    if cheats.no_multicast:  # a network that carries no multicast: only the direct witness is left
        witness.WitnessSocket = NoMulticast  # type: ignore[misc]
    if cheats.no_ipv6:  # a joiner that gives no global IPv6 address for its witness endpoint (behind IPv4 NAT only)
        portmap_module.global_ipv6 = list
    if cheats.no_bytes:  # no byte counter per connection, as on macOS and Windows
        watch_module.available = lambda: False
    if cheats.seated_max is not None:

        class Watch(StrictWatch):
            seated_mib, hard_mib = cheats.seated_max, cheats.seated_hard

        host_node_module.ConnectionWatch = Watch  # type: ignore[misc]
    from carolus.launch import run_lan

    return run_lan(rest)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
