"""The LAN witness: a joiner's revealed share reaches every peer around the host, so a host that keeps it back and
rolls without it is refused by everyone who saw it, and an honest host whose link to that joiner broke rolls with it."""

from __future__ import annotations

import select
import socket
import threading
from pathlib import Path

import pytest

from carolus.engine.record import Record, load
from carolus.net import fairdice, witness
from carolus.net.harness import ScriptedWire
from carolus.net.host import HostCore
from carolus.net.joiner import JoinerCore
from carolus.net.protocol_types import Out
from tests.support.cheats import CheatingHost
from tests.support.hostile import flood_witness
from tests.support.net_procs import free_port, host, join

pytestmark = pytest.mark.timeout(120)


class IgnoringHost(CheatingHost):
    ignore_share = True


class LostReveal(JoinerCore):
    """Reveals its share of the first refill, but the message never reaches the host (its link broke just then)."""

    lost: int | None = None

    def _after_apply(self, now: float) -> list[Out]:
        out = super()._after_apply(now)
        reveals = [o for o in out if o.msg["t"] == "reveal" and o.msg["event"] >= 1]
        if reveals and self.lost in (None, reveals[0].msg["event"]):
            self.lost = reveals[0].msg["event"]
            return [o for o in out if o not in reveals]
        return out


def _to_refill(host: HostCore, joiners: list[JoinerCore]) -> tuple[ScriptedWire, int]:
    wire = ScriptedWire(host, joiners)
    wire.connect()
    wire.run()
    event = host.game.pending_event()
    assert event is not None and event >= 1 and len(host.game.shares) == event  # the roll waits for the last joiner
    return wire, event


def _datagrams(joiner: JoinerCore) -> list[bytes]:
    out, joiner.lan_out = joiner.lan_out, []
    return out


def _deliver_ticks(wire: ScriptedWire, host: HostCore, now: float) -> None:
    """The host's clock moves to ``now`` (every joiner still pinging); what it sends is handled at that time."""
    for peer in host.peers[1:]:
        peer.last_seen = now
    for out in host.tick(now):
        for answer in wire.routes[out.dest].handle(out.msg, now):
            host.handle(out.dest, answer.msg, now)


def test_a_datagram_is_bound_to_the_games_key_and_every_field_of_it() -> None:
    key = b"k" * 32
    seen = witness.Seen("game-1", 3, 2, b"s" * 32, b"n" * 32, b"g" * 64)
    data = witness.pack(key, seen)
    assert len(data) < witness.MAX_DATAGRAM
    assert witness.unpack(key, data) == seen
    assert witness.unpack(b"x" * 32, data) is None  # a stranger's key (or no key at all)
    assert witness.unpack(b"", data) is None
    forged = witness.pack(b"x" * 32, witness.Seen("game-1", 3, 2, b"s" * 32, b"N" * 32, b"g" * 64))
    assert witness.unpack(key, forged) is None  # someone who copied the share cannot put another next commit to it
    for junk in (b"", b"\xc1", data[:-1], data + b"\0", b"\x80", data * 3, b"\xa4seen"):
        assert witness.unpack(key, junk) is None


def test_a_host_that_keeps_an_honest_share_back_for_the_grace_period_is_refused_by_the_joiner_who_saw_it() -> None:
    host = IgnoringHost(3, "Host", [0], grace_s=10.0)
    other, victim = JoinerCore("Other"), JoinerCore("Victim")
    wire, event = _to_refill(host, [other, victim])
    assert host.ignoring == (event, 2)
    (datagram,) = _datagrams(victim)  # multicast as it was revealed
    assert host.witnessed(witness.unpack(host.witness_key, datagram), 0.1) == []  # this host takes no notice
    forward = other.witnessed(witness.unpack(other.witness_key, datagram), 0.1)
    assert [o.msg["t"] for o in forward] == ["seen"]
    assert host.handle(host.peers[1].route, forward[0].msg, 0.1) == []  # nor of the forward
    for now in (0.1, 5.0, 11.5):  # past the grace: the host rolls without the victim
        _deliver_ticks(wire, host, now)
    assert host.game.left == {2: [event]}
    assert victim.paused == f"the host left out our share, which we revealed; refusing its dice for event {event}"
    assert other.paused.startswith(
        f"the host left out Victim's share, which Victim sent to every peer on the LAN "
        f"11.4 s before; refusing its dice for event {event}"
    )
    assert other.events[-1].code == "dice_dropped" and other.events[-1].data["names"] == ["Victim"]
    assert len(other.game.shares) == event  # the roll without it is not applied


def test_without_the_witness_the_other_joiner_could_not_tell_the_same_cheat_from_a_drop() -> None:
    host = IgnoringHost(3, "Host", [0], grace_s=10.0)
    other, victim = JoinerCore("Other"), JoinerCore("Victim")
    wire, event = _to_refill(host, [other, victim])
    _datagrams(victim)  # lost: this LAN carries no multicast
    for now in (0.1, 5.0, 11.5):
        _deliver_ticks(wire, host, now)
    assert victim.paused  # the victim still knows
    assert not other.paused and other.game.left == {2: [event]}


@pytest.mark.parametrize("path", ["datagram", "forward"])
def test_an_honest_host_rolls_with_a_share_that_reached_it_only_around_the_joiners_link(path: str) -> None:
    host = HostCore(3, "Host", [0], grace_s=10.0)
    other, cut = JoinerCore("Other"), LostReveal("Cut")
    wire, event = _to_refill(host, [other, cut])
    assert 2 not in host.reveals
    (datagram,) = _datagrams(cut)
    host.tick(0.1)  # the roll is awaited from now on
    seen = witness.unpack(host.witness_key, datagram)
    assert host.witnessed(seen, 0.5) == [] and 2 not in host.reveals  # its own link has a second to bring it
    if path == "datagram":
        outs = host.witnessed(seen, 1.2)
    else:
        (forward,) = other.witnessed(witness.unpack(other.witness_key, datagram), 1.2)
        outs = host.handle(host.peers[1].route, forward.msg, 1.2)
    assert len(host.game.shares) == event + 1 and host.game.left == {}  # rolled with it, nobody left out
    assert any("Cut's share of refill" in e.text and "not on their own link" in e.text for e in host.events)
    wire.to_joiners(outs)
    wire.run()
    assert host.game.match.is_over()
    record = host.game.record()
    assert record.to_dict() == other.game.record().to_dict() == cut.game.record().to_dict()
    assert "left" not in record.extra["net"] or not record.extra["net"]["left"]
    assert fairdice.verify_record(record) == len(host.game.shares)


def test_a_share_seen_on_the_lan_is_never_left_out_not_even_just_before_the_dice_after_a_long_wait() -> None:
    """Issue 25, point 2: a race rule (a share seen < 0.5 s before the dice, after a long wait, could be left out)
    let a host that had the share decide, after looking at how the roll falls with it, to void that roll instead."""
    host = HostCore(3, "Host", [0], grace_s=60.0)
    other, victim = JoinerCore("Other"), LostReveal("Victim")
    _to_refill(host, [other, victim])
    event = other.game.pending_event()
    other.peer_names = ["Host", "Other", "Victim"]
    other.pending_since = (event, 0.0)
    for seen_at in (59.99, 59.8, 1.0):
        other.seen[(event, 2)] = seen_at
        assert "sent to every peer on the LAN" in other._no_cause(2, event, 60.0)
    del other.seen[(event, 2)]
    assert other._no_cause(2, event, 60.0) == ""  # not seen: kept back for the grace period, left out


def test_a_host_that_sees_a_late_share_just_before_the_grace_runs_out_cannot_roll_without_it() -> None:
    """The share reaches the host (and the LAN) just before the grace runs out; the host knows how the roll falls
    with it and leaves it out, hoping for the void roll's fresh dice: the joiner who saw it refuses."""
    host = IgnoringHost(3, "Host", [0], grace_s=10.0)
    other, victim = JoinerCore("Other"), JoinerCore("Victim")
    wire, event = _to_refill(host, [other, victim])
    (datagram,) = _datagrams(victim)
    for now in (0.1, 5.0):
        _deliver_ticks(wire, host, now)
    assert other.witnessed(witness.unpack(other.witness_key, datagram), 11.45)  # seen 0.05 s before the dice
    _deliver_ticks(wire, host, 11.5)
    assert host.game.left == {2: [event]}  # the host rolled without it
    assert other.paused.startswith("the host left out Victim's share, which Victim sent to every peer on the LAN")
    assert len(other.game.shares) == event  # not applied


def test_a_stranger_cannot_make_a_joiner_note_a_share() -> None:
    host = HostCore(3, "Host", [0])
    other, victim = JoinerCore("Other"), LostReveal("Victim")
    _to_refill(host, [other, victim])
    event = other.game.pending_event()
    fake = witness.Seen(other.game_id, event, 2, b"\x01" * 32, b"\x02" * 32)  # does not match the victim's commit
    assert other.witnessed(fake, 0.1) == [] and other.seen == {}
    wrong_game = witness.Seen("another", event, 2, b"\x01" * 32, b"\x02" * 32)
    assert other.witnessed(wrong_game, 0.1) == [] and other.seen == {}


def _host_ignoring_a_share(tmp_path: Path):
    """A 3-player host that takes no notice of one joiner's share and rolls without it after a 6 s grace."""
    return host(
        tmp_path,
        "--players",
        "3",
        "--ai",
        "random",
        "--grace",
        "6",
        "--out",
        str(tmp_path / "h.json"),
        "--ignore-share",
        cheat=True,
    )


@pytest.mark.lan
def test_real_processes_every_honest_joiner_refuses_a_host_that_keeps_a_share_back(tmp_path: Path) -> None:
    h, port = _host_ignoring_a_share(tmp_path)
    joiners = {name: join(tmp_path, port, name, "--ai", "random") for name in ("First", "Second")}
    try:
        victim = h.wait_for(r"test: ignoring (\w+)'s share of refill (\d+)", timeout=60).group(1)
        other = "First" if victim == "Second" else "Second"
        assert joiners[victim].wait(timeout=60) == 4
        joiners[victim].wait_for(r"game paused: the host left out our share, which we revealed")
        assert joiners[other].wait(timeout=60) == 4
        joiners[other].wait_for(
            rf"game paused: the host left out {victim}'s share, which {victim} sent to every "
            rf"peer on the LAN [\d.]+ s before"
        )
    finally:
        h.kill()


@pytest.mark.lan
def test_real_processes_a_share_revealed_just_before_the_grace_runs_out_cannot_be_left_out(tmp_path: Path) -> None:
    """Issue 25: the victim's share reaches the host and the LAN 0.3 s before the grace period ends (a host that
    held the action back from it); the host, which knows how the roll falls with it, leaves it out. Under the old
    0.5 s race rule the other joiner went on with those dice; now it refuses them and names the host."""
    h, port = _host_ignoring_a_share(tmp_path)
    other = join(tmp_path, port, "Other", "--ai", "random")
    other.wait_for(r"joined: you play seat")
    victim = join(tmp_path, port, "Victim", "--ai", "random", "--verbose", "--reveal-late", "5.7", cheat=True)
    try:
        h.wait_for(r"test: ignoring Victim's share of refill (\d+)", timeout=60)
        victim.wait_for(r"test: revealing our share of refill \d+ in 5.7 s")
        assert other.wait(timeout=60) == 4, other.output() + h.output()
        said = other.wait_for(
            r"game paused: the host left out Victim's share, which Victim sent to every peer on the LAN "
            r"([\d.]+) s before"
        )
        assert float(said.group(1)) < 0.5  # the race the old rule forgave
        assert victim.wait(timeout=60) == 4
    finally:
        h.kill()
        other.kill()
        victim.kill()


@pytest.mark.lan
def test_real_processes_a_flood_of_datagrams_on_the_witness_port_changes_nothing(tmp_path: Path) -> None:
    h, port = host(tmp_path, "--players", "3", "--ai", "random", "--out", str(tmp_path / "h.json"))
    js = [
        join(tmp_path, port, name, "--ai", "random", "--out", str(tmp_path / f"{name}.json"))
        for name in ("First", "Second")
    ]
    stop = threading.Event()
    sent: list[int] = []
    flood = threading.Thread(target=lambda: sent.append(flood_witness(port, float("inf"), stop=stop)), daemon=True)
    flood.start()
    try:
        assert h.wait(timeout=100) == 0, h.output()
        for j in js:
            assert j.wait(timeout=30) == 0, j.output()
    finally:
        stop.set()
        flood.join(5)
        h.kill()
    assert sent[0] > 10_000
    records = [(tmp_path / f).read_bytes() for f in ("h.json", "First.json", "Second.json")]
    assert records[0] == records[1] == records[2]
    assert "Traceback" not in h.output() + "".join(j.output() for j in js)


@pytest.mark.lan
def test_real_processes_an_honest_host_rolls_with_a_share_only_the_lan_brought(tmp_path: Path) -> None:
    h, port = host(tmp_path, "--players", "3", "--ai", "random", "--out", str(tmp_path / "h.json"))
    cut = join(
        tmp_path, port, "Cut", "--ai", "random", "--out", str(tmp_path / "cut.json"), "--lose-reveal", cheat=True
    )
    other = join(tmp_path, port, "Other", "--ai", "random", "--out", str(tmp_path / "other.json"))
    try:
        h.wait_for(r"Cut's share of refill \d+ reached us (on the LAN|from Other), not on their own link", timeout=60)
        assert h.wait(timeout=60) == 0, h.output()
        assert cut.wait(timeout=30) == 0, cut.output()
        assert other.wait(timeout=30) == 0, other.output()
    finally:
        h.kill()
    records = [(tmp_path / f).read_bytes() for f in ("h.json", "cut.json", "other.json")]
    assert records[0] == records[1] == records[2]
    assert not load(tmp_path / "h.json").extra["net"]["left"]  # nobody was rolled without


class WitnessWire(ScriptedWire):
    """A scripted game whose joiners' LAN datagrams reach every other joiner (as a LAN that carries multicast)."""

    def to_host(self, route: bytes, outs: list[Out]) -> None:
        super().to_host(route, outs)
        for sender in self.routes.values():
            datagrams, sender.lan_out = sender.lan_out, []
            for datagram in datagrams:
                for to, joiner in self.routes.items():
                    seen = witness.unpack(joiner.witness_key, datagram)
                    if joiner is not sender and seen is not None:
                        super().to_host(to, joiner.witnessed(seen, 0.0))


@pytest.mark.parametrize("lan_carries_it", [True, False])
def test_a_joiner_says_once_when_the_lan_does_not_carry_the_witness(lan_carries_it: bool) -> None:
    host = HostCore(3, "Host", [0])
    joiners = [JoinerCore("First"), JoinerCore("Second")]
    wire = (WitnessWire if lan_carries_it else ScriptedWire)(host, joiners)
    wire.connect()
    wire.run()
    assert host.game.match.is_over() and len(host.game.shares) > witness.SILENT_AFTER + 1
    for joiner in joiners:
        said = [e for e in joiner.events if e.code == "witness_silent"]
        assert len(said) == (0 if lan_carries_it else 1)
        assert bool(joiner.seen) == lan_carries_it
    two = HostCore(2, "Host", [0])  # with one joiner there is nobody to pass anything around the host
    alone = JoinerCore("Alone")
    wire = ScriptedWire(two, [alone])
    wire.connect()
    wire.run()
    assert not [e for e in alone.events if e.code == "witness_silent"]


# -- every commit signed by its author (issue 25, point 5) ----------------------------------------------------------


def test_another_player_cannot_put_its_own_next_commit_to_a_victims_share() -> None:
    """The issue's attack: a late victim's share, copied from the LAN by another player who forwards it with a next
    commit of its own choosing (to steer the victim's later shares). Its signature is not the victim's: refused by
    the host and by the joiners, whatever path it takes."""
    host = HostCore(3, "Host", [0], grace_s=10.0)
    mallory, victim = JoinerCore("Mallory"), LostReveal("Victim")
    _wire, event = _to_refill(host, [mallory, victim])
    real = witness.unpack(victim.witness_key, _datagrams(victim)[0])
    assert real is not None and real.sig
    chosen = fairdice.commitment(host.game_id, event + 1, 2, b"\x05" * 32)  # a share Mallory knows
    own_sig = fairdice.sign_commit(mallory._signing(), host.game_id, event + 1, 2, chosen)
    for sig in (own_sig, real.sig):  # signed by Mallory, or the victim's signature of another commit
        forged = witness.Seen(host.game_id, event, 2, real.share, chosen, sig)
        host.tick(0.1)
        assert host.witnessed(forged, 5.0) == [] and 2 not in host.reveals
        msg = {"t": "seen", "event": event, "peer": 2, "share": real.share, "next": chosen, "sig": sig}
        assert host.handle(host.peers[1].route, msg, 5.0) == [] and 2 not in host.reveals
        other = JoinerCore("Other")  # a joiner that would take the datagram: it checks the signature too
        other.game, other.game_id, other.peer = mallory.game, mallory.game_id, 3
        assert other.witnessed(forged, 5.0) == [] and (event, 2) not in other.seen
    host.witnessed(real, 5.0)  # the victim's own, as signed, is taken
    assert len(host.game.shares) == event + 1 and host.game.commits[event + 1][2] == real.next


def test_replay_verify_refuses_a_contribution_swapped_with_its_commit_recomputed(tmp_path: Path) -> None:
    """``replay --verify`` checked consistency only: a share swapped in with its commit recomputed to match passed.
    Now every commit must carry its author's signature, which nobody else can make."""
    host = HostCore(2, "Host", [0])
    j = JoinerCore("J")
    wire = ScriptedWire(host, [j])
    wire.connect()
    wire.run()
    record = host.game.record().to_dict()
    net = record["net"]
    last = len(net["contributions"]) - 1
    share = b"\x09" * 32
    net["contributions"][last][1] = share.hex()
    net["commits"][last][1] = fairdice.commitment(net["game"], last, 1, share).hex()
    with pytest.raises(fairdice.FairnessError, match=f"event {last}: peer 1's commit is not signed by its key"):
        fairdice.verify_record(Record.from_dict(record))
    assert fairdice.verify_record(host.game.record()) == len(net["contributions"])  # the honest one verifies


@pytest.mark.lan
def test_a_datagram_sent_to_one_peer_alone_is_not_a_witness_only_one_sent_to_the_group() -> None:
    """A cheat that sends its late share to one joiner alone would leave the host to learn of it a loop turn later;
    the witness socket keeps only what went to the group, i.e. to the host at the same moment."""
    port = free_port()
    listener = witness.WitnessSocket(port, "127.0.0.1")
    if not listener.tells_destination:
        listener.close()
        pytest.skip("this system does not tell a datagram's destination (Windows)")
    sender = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        sender.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_IF, socket.inet_aton("127.0.0.1"))
        sender.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_LOOP, 1)
        sender.sendto(b"to this peer alone", ("127.0.0.1", port))
        sender.sendto(b"to the group", (witness.GROUP, port))
        got: list[bytes] = []
        while b"to the group" not in got:  # both are queued in order: the first is read (and dropped) before
            assert select.select([listener.fileno()], [], [], 10)[0], "the group's datagram never came"
            got += listener.receive()
        assert got == [b"to the group"]
    finally:
        sender.close()
        listener.close()
