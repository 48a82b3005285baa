"""The direct witness: where no multicast reaches, a joiner's revealed share still reaches the other joiners around
the host, directly or through another joiner, and a host that keeps it back is refused by those it reached."""

from __future__ import annotations

import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import zmq

from carolus.net import fairdice, witness, witness_direct
from carolus.net.harness import ScriptedWire
from carolus.net.host import HostCore
from carolus.net.joiner import JoinerCore
from carolus.net.protocol_types import Out
from carolus.net.secure import Keys
from tests.support import netlab
from tests.support.cheats import CheatingHost
from tests.support.net_procs import CHEATS, Proc, host, join

pytestmark = pytest.mark.timeout(120)


class IgnoringHost(CheatingHost):
    ignore_share = True


class DirectWire(ScriptedWire):
    """A scripted game without multicast whose joiners reach each other over direct links: only the pairs in
    ``links`` (joiner names), or every pair if None."""

    def __init__(self, host: HostCore, joiners: list[JoinerCore], links: set[frozenset[str]] | None = None) -> None:
        super().__init__(host, joiners)
        self.links = links

    def to_host(self, route: bytes, outs: list[Out]) -> None:
        super().to_host(route, outs)
        while any(j.direct_out for j in self.routes.values()):  # (a share passed on is passed on at once)
            for sender in self.routes.values():
                self._deliver(sender)

    def _deliver(self, sender: JoinerCore) -> None:
        sender.lan_out = []  # no multicast here
        messages, sender.direct_out = sender.direct_out, []
        for data in messages:
            for to, joiner in self.routes.items():
                if joiner is sender or (self.links is not None and {sender.name, joiner.name} not in self.links):
                    continue
                seen = witness.unpack(joiner.witness_key, data)
                if seen is not None:
                    super().to_host(to, joiner.witnessed(seen, 0.0, direct=True))


def _endpoint(n: int) -> tuple[bytes, int, tuple[str, ...]]:
    return (bytes([n]) * 32, 40_000 + n, (f"192.0.2.{n}", "2001:db8::1"))


def _to_refill(wire: ScriptedWire) -> int:
    wire.connect()
    wire.run()
    event = wire.host.game.pending_event()
    assert event is not None and event >= 1
    return event


def _deliver_ticks(wire: ScriptedWire, host: HostCore, now: float) -> None:
    """The host's clock moves to ``now`` (every joiner still pinging); what it sends is handled at that time."""
    for peer in host.peers[1:]:
        peer.last_seen = now
    for out in host.tick(now):
        for answer in wire.routes[out.dest].handle(out.msg, now):
            host.handle(out.dest, answer.msg, now)


def test_a_where_is_bound_to_its_joiners_dice_key_and_every_field_of_it() -> None:
    key = fairdice.signing_key(b"s" * 32)
    public = fairdice.public_key(key)
    where = witness_direct.sign(key, "game-1", witness_direct.Where(2, b"k" * 32, 4000, ("192.0.2.1",)))
    assert witness_direct.signed(public, "game-1", where)
    other = fairdice.public_key(fairdice.signing_key(b"t" * 32))
    assert not witness_direct.signed(other, "game-1", where)  # another peer's key: another's claim
    assert not witness_direct.signed(public, "game-2", where)
    for changed in (
        witness_direct.Where(1, where.key, where.port, where.addrs, where.sig),
        witness_direct.Where(2, b"K" * 32, where.port, where.addrs, where.sig),  # the host's own CURVE key
        witness_direct.Where(2, where.key, 4001, where.addrs, where.sig),
        witness_direct.Where(2, where.key, where.port, ("198.51.100.7",), where.sig),
        witness_direct.Where(2, where.key, where.port, where.addrs, b"\0" * 64),
        witness_direct.Where(2, where.key, where.port, where.addrs, b""),
    ):
        assert not witness_direct.signed(public, "game-1", changed)


def test_endpoints_are_the_signed_addresses_then_the_address_the_host_saw() -> None:
    where = witness_direct.Where(1, b"k" * 32, 4000, ("192.0.2.1", "2001:db8::5"))
    assert witness_direct.endpoints(where, "203.0.113.9") == [
        "tcp://192.0.2.1:4000",
        "tcp://[2001:db8::5]:4000",
        "tcp://203.0.113.9:4000",
    ]
    assert witness_direct.endpoints(where, "192.0.2.1") == ["tcp://192.0.2.1:4000", "tcp://[2001:db8::5]:4000"]
    assert witness_direct.endpoints(where, "") == witness_direct.endpoints(where, "x" * 65)[:2]


def test_the_host_passes_every_joiners_signed_endpoint_to_the_others_and_cannot_change_one() -> None:
    host = HostCore(4, "Host", [0])
    joiners = [JoinerCore(name) for name in ("A", "B", "C")]
    for n, joiner in enumerate(joiners, start=1):
        joiner.endpoint = _endpoint(n)
    wire = ScriptedWire(host, joiners)
    wire.connect()
    wire.run(max_actions=0)  # the deal: every peer's dice key is known
    assert all(j.game is not None and all(j.game.keys) for j in joiners)
    said = {}
    for route, joiner in wire.routes.items():
        host.peers[joiner.peer].address = f"203.0.113.{joiner.peer}"
        (where,) = [o for o in joiner.tick(1.0) if o.msg["t"] == "where"]
        said[joiner.name] = where.msg
        assert not [o for o in joiner.tick(1.1) if o.msg["t"] == "where"]  # said once
        wire.to_joiners(host.handle(route, where.msg, 1.0))
    wire.run(max_actions=0)
    for joiner in joiners:
        linked = sorted((p, key, targets) for p, key, targets in joiner.peers_at)
        others = [n for n in (1, 2, 3) if n != joiner.peer]
        assert sorted({p for p, _, _ in linked}) == others
        for p, key, targets in linked:
            assert key == bytes([p]) * 32
            assert targets == [
                f"tcp://192.0.2.{p}:{40_000 + p}",
                f"tcp://[2001:db8::1]:{40_000 + p}",
                f"tcp://203.0.113.{p}:{40_000 + p}",
            ]
    a, b = joiners[0], joiners[1]
    told = host.paths._peer_at(host.paths.wheres[b.peer])
    a.peers_at = []
    third = joiners[2].peer
    for field, value in (("key", b"H" * 32), ("port", 9), ("addrs", ["198.51.100.1"]), ("peer", third)):
        assert a.handle({**told, field: value}, 2.0) == []
        assert a.peers_at == []  # the host's own endpoint, or another joiner's name: refused
        assert "not signed by their dice key" in a.events[-1].text
    assert a.handle({**told, "observed": "198.51.100.1"}, 2.0) == []  # the hint is the host's: only a hint
    assert a.peers_at[0][2][-1] == f"tcp://198.51.100.1:{40_000 + b.peer}"
    forged = {"t": "where", "port": 9, "addrs": [], "key": b"H" * 32, "sig": b"\0" * 64}
    b_route = next(r for r, j in wire.routes.items() if j is b)
    assert host.handle(b_route, forged, 2.0) == []
    assert host.paths.wheres[b.peer].port == 40_000 + b.peer  # a where its key did not sign is not passed on
    answered = [bool(host.handle(b_route, said["B"], 3.0)) for _ in range(20)]
    assert answered == [True, True] + [False] * 18  # a joiner repeating itself: a few answers, then one every 5 s
    assert host.handle(b_route, said["B"], 8.0)


def test_a_host_that_keeps_a_share_back_is_refused_by_a_joiner_the_share_reached_directly() -> None:
    host = IgnoringHost(3, "Host", [0], grace_s=10.0)
    other, victim = JoinerCore("Other"), JoinerCore("Victim")
    wire = DirectWire(host, [other, victim])
    event = _to_refill(wire)
    assert host.ignoring == (event, 2)
    assert (event, 2) in other.seen and (event, 2) in other.seen_direct  # over the direct link, not the LAN
    for now in (0.1, 5.0, 11.5):  # past the grace: the host rolls without the victim
        _deliver_ticks(wire, host, now)
    assert host.game.left == {2: [event]}
    assert victim.paused.startswith("the host left out our share, which we revealed")
    assert other.paused.startswith(
        f"the host left out Victim's share, which Victim sent to every peer around the host 11.5 s before; "
        f"refusing its dice for event {event}"
    )
    assert other.events[-1].code == "dice_dropped" and other.events[-1].data["names"] == ["Victim"]
    assert len(other.game.shares) == event


def test_a_share_reaches_a_joiner_with_no_link_to_its_author_through_one_with_links_to_both() -> None:
    """A and C cannot reach each other (both behind NATs); B reaches both: C's share reaches A through B."""
    host = IgnoringHost(4, "Host", [0], grace_s=10.0)
    a, b, c = JoinerCore("A"), JoinerCore("B"), JoinerCore("C")
    wire = DirectWire(host, [a, b, c], links={frozenset("AB"), frozenset("BC")})
    event = _to_refill(wire)
    assert host.ignoring == (event, 3)
    assert (event, 3) in a.seen_direct  # passed on by B
    for now in (0.1, 5.0, 11.5):
        _deliver_ticks(wire, host, now)
    assert host.game.left == {3: [event]}
    for joiner in (a, b):
        assert joiner.paused.startswith("the host left out C's share, which C sent to every peer around the host")


def test_a_relay_cannot_change_the_share_it_passes_on() -> None:
    host = HostCore(4, "Host", [0])
    a, b, c = JoinerCore("A"), JoinerCore("B"), JoinerCore("C")
    wire = ScriptedWire(host, [a, b, c])
    wire.connect()
    wire.run(max_actions=0)
    event = 1
    real = witness.Seen(c.game_id, event, c.peer, c._share(event), c._commit(event + 1), c._sig(event + 1))
    bent = [
        witness.Seen(c.game_id, event, c.peer, b"\x01" * 32, real.next, real.sig),  # another share
        witness.Seen(c.game_id, event, c.peer, real.share, b._commit(event + 1), b._sig(event + 1)),  # B's next
        witness.Seen(c.game_id, event, b.peer, real.share, real.next, real.sig),  # in B's name
    ]
    for seen in bent:
        assert a.witnessed(seen, 0.1, direct=True) == [] and a.seen == {}
    a.witnessed(real, 0.1, direct=True)
    assert (event, c.peer) in a.seen_direct


@pytest.mark.parametrize("linked", [True, False])
def test_a_joiner_says_once_when_no_share_reaches_it_around_the_host(linked: bool) -> None:
    host = HostCore(3, "Host", [0])
    joiners = [JoinerCore("First"), JoinerCore("Second")]
    wire = DirectWire(host, joiners, links=None if linked else set())
    wire.connect()
    wire.run()
    assert host.game.match.is_over() and len(host.game.shares) > witness.SILENT_AFTER + 1
    for joiner in joiners:
        said = [e for e in joiner.events if e.code == "witness_silent"]
        assert len(said) == (0 if linked else 1)
        if said:
            assert "no direct link to another player" in said[0].text
            assert "if the host kept one back, only that player could tell" in said[0].text


def test_joiners_are_told_by_name_whose_shares_reach_them_by_no_path() -> None:
    """A and B reach each other, C reaches nobody: A and B are told once that C's shares reach them by no path
    (if the host kept one back, only C could tell), and C that nothing reaches it around the host."""
    host = HostCore(4, "Host", [0])
    a, b, c = JoinerCore("A"), JoinerCore("B"), JoinerCore("C")
    wire = DirectWire(host, [a, b, c], links={frozenset("AB")})
    wire.connect()
    wire.run()
    assert host.game.match.is_over() and len(host.game.shares) > witness.SILENT_AFTER + 1
    for joiner in (a, b):
        (cut,) = [e for e in joiner.events if e.code == "witness_cut"]
        assert cut.data == {"name": "C", "peer": c.peer}
        assert cut.text.endswith("if the host kept one back, only C could tell")
        assert not [e for e in joiner.events if e.code == "witness_silent"]
    assert [e.code for e in c.events if e.code.startswith("witness_")] == ["witness_silent"]


def test_a_mapped_witness_port_adds_the_routers_outside_address_and_the_joiner_announces_it_again() -> None:
    from carolus.net.joiner_node import JoinerNode
    from carolus.net.portmap import Outcome

    host = HostCore(3, "Host", [0])
    a, b = JoinerCore("A"), JoinerCore("B")
    a.endpoint = (b"\x01" * 32, 40_001, ("192.168.1.5",))
    wire = ScriptedWire(host, [a, b])
    wire.connect()
    wire.run(max_actions=0)
    assert [o.msg["addrs"] for o in a.tick(1.0) if o.msg["t"] == "where"] == [["192.168.1.5"]]
    node = JoinerNode(a, "tcp://127.0.0.1:1")
    try:
        assert node._mapped(Outcome("refused", (40_001,), reason="no")) == []
        assert a.endpoint[2] == ("192.168.1.5",) and "witness port: your router refused" in a.events[-1].text
        node._mapped(Outcome("mapped", (40_001,), external="198.51.100.7"))
    finally:
        node.close()
    assert [o.msg["addrs"] for o in a.tick(2.0) if o.msg["t"] == "where"] == [["192.168.1.5", "198.51.100.7"]]


# -- real sockets --------------------------------------------------------------------------------------------------


@pytest.mark.lan
def test_a_witness_port_the_router_maps_after_the_joiner_closed_is_taken_back(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The window closes the mapping off its thread while the router may still be answering (wjoin35)."""
    import threading

    from carolus.net import portmap
    from carolus.net.joiner_node import JoinerNode
    from carolus.net.portmap import Outcome

    answer, heard = threading.Event(), threading.Event()
    mapped: list[int] = []

    class SlowRouter:
        def __init__(self, ports: list[int]) -> None:
            self.ports, self.outcome = tuple(ports), None

        def open(self) -> Outcome:
            answer.wait(5)
            mapped.extend(self.ports)
            self.outcome = Outcome("mapped", self.ports, external="198.51.100.7")
            return self.outcome

        def close(self) -> None:
            mapped.clear()

    monkeypatch.setattr(portmap, "PortMap", SlowRouter)
    node = JoinerNode(JoinerCore("A"), "tcp://127.0.0.1:1")
    node.internet, node.on_router = True, lambda outcome: heard.set()
    node._door_addr = ("127.0.0.1", 1)
    try:
        node._open_direct()
        assert node.direct is not None and node.portmap is not None
        node.close_router()  # before the router answered
        answer.set()
        deadline = time.monotonic() + 5
        while node._asked.outcome is None and time.monotonic() < deadline:
            time.sleep(0.01)
        while mapped and time.monotonic() < deadline:
            time.sleep(0.01)
        assert node._asked.outcome is not None and mapped == [] and not heard.is_set()
    finally:
        node.close()


def _received(side: witness_direct.DirectWitness, until: float = 5.0) -> list[bytes]:
    deadline = time.monotonic() + until
    while time.monotonic() < deadline:
        got = side.receive(time.monotonic())
        if got:
            return got
        time.sleep(0.01)
    return []


@pytest.mark.lan
def test_real_sockets_a_link_carries_shares_both_ways_and_lets_no_stranger_in() -> None:
    a, b, stranger = (witness_direct.DirectWitness(Keys.fresh()) for _ in range(3))
    try:
        b.link(1, a.public, [witness_direct.endpoint("127.0.0.1", a.port)])  # b knows a (a's where via the host)
        a.link(2, b.public, [])  # a knows b's key only: b is behind a NAT, a cannot reach it
        stranger.link(2, b.public, [witness_direct.endpoint("127.0.0.1", b.port)])
        a.link(3, stranger.public, [])
        stranger_sock = stranger.links[2][2]
        deadline = time.monotonic() + 5
        while not a.routes and time.monotonic() < deadline:
            b.hello(time.monotonic())
            a.receive(time.monotonic())
            time.sleep(0.01)
        assert a.routes  # b's link spoke: a writes back over it
        a.send(b"from a")
        assert _received(b) == [b"from a"]
        b.send(b"from b")
        assert _received(a) == [b"from b"]
        with pytest.raises(zmq.Again):  # no completed connection: the stranger's key is not let in at b's endpoint
            stranger_sock.send(b"x", zmq.NOBLOCK)
    finally:
        for side in (a, b, stranger):
            side.close()


@pytest.mark.lan
def test_real_sockets_a_link_refused_before_the_other_side_knew_our_key_is_made_afresh() -> None:
    """libzmq never tries a refused handshake again: the link is made afresh once hellos find it unconnected."""
    a, b = witness_direct.DirectWitness(Keys.fresh()), witness_direct.DirectWitness(Keys.fresh())
    try:
        b.link(1, a.public, [witness_direct.endpoint("127.0.0.1", a.port)])  # a has not heard b's where yet
        first = b.links[1][2]
        deadline = time.monotonic() + 1.0
        while time.monotonic() < deadline:  # refused at a's allow-list meanwhile
            a.receive(time.monotonic())
            time.sleep(0.05)
        a.link(2, b.public, [])  # now a has
        deadline = time.monotonic() + 10
        got: list[bytes] = []
        while not got and time.monotonic() < deadline:
            b.hello(time.monotonic())
            b.send(b"share")
            got = a.receive(time.monotonic())
            time.sleep(0.2)
        assert got and set(got) == {b"share"}  # (a loaded machine may let two tries arrive at once)
        assert b.links[1][2] is not first  # made afresh
    finally:
        a.close()
        b.close()


# -- strangers at the witness endpoint (``carolus.net.witness_guard``; wjoin35) ------------------------------------


def test_the_guard_refuses_an_address_past_its_bucket_and_keeps_bounded_tables_and_log_lines() -> None:
    from carolus.net import witness_guard

    ctx = zmq.Context()
    guard = witness_guard.WitnessGuard(ctx.socket(zmq.ROUTER), burst=3, per_s=0.001, max_addresses=8)
    try:
        for _ in range(3):
            guard.failed("203.0.113.9")
        assert "203.0.113.9" not in guard.refused and guard.refusals == 0
        guard.failed("203.0.113.9")
        assert "203.0.113.9" in guard.refused and guard.refusals == 1
        guard.failed("2001:db8:1:2::7")  # an IPv6 /64 is one address
        for _ in range(3):
            guard.failed(f"2001:db8:1:2::{_ + 8}")
        assert "2001:db8:1:2::ffff" in guard.refused and "2001:db8:1:3::1" not in guard.refused
        for n in range(1000):  # strangers from many addresses: the tables stay bounded
            for _ in range(4):
                guard.failed(f"198.51.{n // 256}.{n % 256}")
        assert len(guard._fails) <= 8 and len(guard.refused) <= 8 and guard.refusals == 1002
        lines = [guard.report(t / 10) for t in range(200)]  # 20 s: at most one line every REPORT_S
        said = [line for line in lines if line]
        assert len(said) == 1 and said[0].startswith("witness endpoint: 1002 address(es) refused for 300 s")
        for _ in range(4):
            guard.failed("192.0.2.1")
        assert guard.report(20.0)
        for _ in range(4):
            guard.failed("192.0.2.2")
        assert not guard.report(25.0)  # held back: the last line was 5 s ago
        assert "1 address(es) refused" in guard.report(30.0) and not guard.report(45.0)  # (nothing new)
        guard.refused.refuse("192.0.2.200", time.monotonic() - 1)  # a refusal that ran out
        assert "192.0.2.200" not in guard.refused
    finally:
        guard.stop()
        ctx.term()


@pytest.mark.lan
def test_real_sockets_a_flooding_stranger_is_refused_and_a_real_joiner_from_another_address_still_links() -> None:
    """A stranger knocking from 127.0.0.2 with fresh keys is refused at the guard's bucket and its next connections
    are cut as they are accepted; a joiner whose key is known links from 127.0.0.3 meanwhile."""
    from carolus.net.witness_guard import FAILS_BURST

    a, b = witness_direct.DirectWitness(Keys.fresh()), witness_direct.DirectWitness(Keys.fresh())
    ctx = zmq.Context()
    knocks: list[zmq.Socket] = []
    try:
        assert a.guard is not None
        a.link(2, b.public, [])

        def knock() -> None:
            sock = ctx.socket(zmq.DEALER)
            sock.linger = 0
            mine, theirs = zmq.curve_keypair()
            sock.curve_serverkey, sock.curve_publickey, sock.curve_secretkey = a.keys.public, mine, theirs
            sock.connect(f"tcp://127.0.0.2:0;127.0.0.1:{a.port}")
            knocks.append(sock)

        deadline = time.monotonic() + 10
        while "127.0.0.2" not in a.guard.refused and time.monotonic() < deadline:
            knock()
            time.sleep(0.005)
        assert "127.0.0.2" in a.guard.refused and len(knocks) > FAILS_BURST and a.guard.refusals == 1
        cuts = a.guard.cuts
        while a.guard.cuts < cuts + 5 and time.monotonic() < deadline:
            knock()
            time.sleep(0.005)
        assert a.guard.cuts >= cuts + 5  # cut as accepted
        b.link(1, a.public, [f"tcp://127.0.0.3:0;127.0.0.1:{a.port}"])
        got: list[bytes] = []
        while not got and time.monotonic() < deadline:
            knock()  # the stranger goes on meanwhile
            b.hello(time.monotonic())
            b.send(b"share")
            got = a.receive(time.monotonic())
            time.sleep(0.05)
        assert got and set(got) == {b"share"} and "127.0.0.3" not in a.guard.refused  # (tries may arrive together)
        assert [e for e in a.routes] and a.guard.refusals == 1
    finally:
        for sock in knocks:
            sock.close(0)
        ctx.term()
        a.close()
        b.close()


def _no_multicast_host(tmp_path: Path):
    """A 3-player host without multicast that takes no notice of one joiner's share, rolling without it after 6 s."""
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
        "--no-multicast",
        cheat=True,
    )


@pytest.mark.lan
def test_real_processes_without_multicast_every_honest_joiner_refuses_a_host_that_keeps_a_share_back(
    tmp_path: Path,
) -> None:
    h, port = _no_multicast_host(tmp_path)
    joiners = {
        name: join(tmp_path, port, name, "--ai", "random", "--no-multicast", cheat=True) for name in ("First", "Second")
    }
    try:
        victim = h.wait_for(r"test: ignoring (\w+)'s share of refill (\d+)", timeout=60).group(1)
        other = "First" if victim == "Second" else "Second"
        assert joiners[victim].wait(timeout=60) == 4
        joiners[victim].wait_for(r"game paused: the host left out our share, which we revealed")
        assert joiners[other].wait(timeout=60) == 4
        joiners[other].wait_for(
            rf"game paused: the host left out {victim}'s share, which {victim} sent to every "
            rf"peer around the host [\d.]+ s before"
        )
        for j in joiners.values():
            j.wait_for(r"no LAN witness here")  # multicast was off: the direct path caught it
    finally:
        h.kill()
        for j in joiners.values():
            j.kill()


# -- two homes behind NAT and a WAN, in network namespaces (``tests/support/netlab.py``) --------------------------


@pytest.fixture
def lab() -> Iterator[netlab.Lab]:
    """The test internet (no router mapping is asked for: the joiners' links go out through their NATs)."""
    why = netlab.why_not() if sys.platform.startswith("linux") else "network namespaces are Linux only"
    if why is not None:
        pytest.skip(f"no test internet here: {why}")
    built = netlab.Lab()
    try:
        yield built
    finally:
        built.close()


@pytest.mark.lan
@pytest.mark.parametrize("paths", ["ipv6", "relay", "none"])
def test_namespaces_joiners_behind_two_nats_catch_a_host_that_keeps_a_share_back_wherever_a_path_exists(
    lab: netlab.Lab, tmp_path: Path, paths: str
) -> None:
    """A cheating host on the WAN, joiners behind each home's NAT (and, but for ``none``, one on the WAN), no
    multicast anywhere; the host keeps the last joiner's share back (HomeB's).

    ``ipv6``: the homes reach each other directly over IPv6. ``relay``: over IPv4 alone neither home reaches the
    other (no mapping on either router), so HomeB's share reaches HomeA only through the joiner on the WAN, which
    both reach. Either way every other joiner refuses the dice that leave it out, naming the host. ``none``: no
    joiner on the WAN, so no path: HomeA cannot tell the cheat from a drop and plays on without HomeB (only the
    victim knows; what a joiner is told where no share reaches it: ``test_a_joiner_says_once_when_no_share_...``
    above)."""
    players = "3" if paths == "none" else "4"
    cheat = ["--ignore-share", "--no-multicast", "--out", str(tmp_path / "h.json"), "--timeout", "120"]
    host_args = ["host", "--port", "47315", "--players", players, "--ai", "random", "--grace", "8", "--no-announce"]
    h = Proc(
        [*host_args, "--autosave", str(tmp_path / "h.autosave"), "--dump-dir", str(tmp_path), *cheat],
        tmp_path,
        command=lab.prefix("wan") + CHEATS,
    )
    joiners = {}
    places = (
        [("HomeA", "ha"), ("HomeB", "jb")] if paths == "none" else [("Wan", "wan"), ("HomeA", "ha"), ("HomeB", "jb")]
    )
    try:
        h.wait_for(r"invite: ", 30)
        for name, where in places:
            args = ["join", f"{netlab.WAN_STUN}:47315", "--ai", "random", "--name", name, "--timeout", "120"]
            files = ["--state-file", str(tmp_path / f"{name}.state"), "--dump-dir", str(tmp_path)]
            more = ["--no-multicast"] if paths == "ipv6" else ["--no-multicast", "--no-ipv6"]
            joiners[name] = Proc([*args, *files, *more], tmp_path, command=lab.prefix(where) + CHEATS)
            joiners[name].wait_for(r"joined: you play seat", 30)
        assert h.wait_for(r"test: ignoring (\w+)'s share of refill (\d+)", timeout=90).group(1) == "HomeB"
        assert joiners["HomeB"].wait(timeout=90) == 4
        joiners["HomeB"].wait_for(r"game paused: the host left out our share, which we revealed")
        for name, proc in joiners.items():
            if name == "HomeB":
                continue
            if paths == "none":  # what is lost: the cheat looks like a drop, and the game goes on
                assert proc.wait(timeout=90) == 0, proc.output()
                proc.wait_for(r"the dice are rolled without HomeB from now on")
                assert "around the host" not in proc.output()
                continue
            assert proc.wait(timeout=90) == 4, proc.output()
            proc.wait_for(
                r"game paused: the host left out HomeB's share, which HomeB sent to every peer around "
                r"the host [\d.]+ s before"
            )
    finally:
        h.kill()
        for proc in joiners.values():
            proc.kill()
