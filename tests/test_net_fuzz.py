"""Hostile input: random and mutated messages never crash a peer and never change the game."""

from __future__ import annotations

import threading
from collections.abc import Iterator

import msgpack
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from carolus.net.codec import MAX_MESSAGE_BYTES, DecodeError, decode, encode
from carolus.net.harness import ScriptedWire
from carolus.net.host import HostCore
from carolus.net.host_node import HostNode
from carolus.net.joiner import JoinerCore
from carolus.net.joiner_node import JoinerNode
from carolus.net.limits import RateLimit
from carolus.net.node import Node
from carolus.net.schema import FROM_HOST, FROM_JOINER, check
from tests.support.hostile import RawPeer

pytestmark = pytest.mark.timeout(120)

SAMPLES = [
    {
        "t": "hello",
        "proto": 1,
        "app": "0.1.0",
        "rules": "ab" * 32,
        "name": "x",
        "game": "",
        "token": "",
        "nonce": b"\0" * 16,
        "seat": -1,
    },
    {"t": "act", "token": "t" * 32, "index": 3, "action": {"type": "disc", "player": 0, "value": 3}},
    {"t": "act", "token": "t" * 32, "index": 0, "action": {"type": "place", "player": 1, "colour": "red", "to": 4}},
    {"t": "reveal", "event": 1, "share": b"\1" * 32, "next": b"\2" * 32},
    {"t": "commit", "event": 0, "commit": b"\3" * 32},
    {"t": "ack", "applied": 2, "digest": "00" * 32},
    {"t": "auth", "mac": b"\4" * 32},
    {"t": "resync"},
    {"t": "ping"},
    {"t": "illegal", "index": 1, "reason": "no"},
    {"t": "action", "index": 1, "action": {"type": "move", "player": 0, "steps": 1}},
    {"t": "dice", "event": 1, "shares": [b"\1" * 32, b"\2" * 32], "next": [b"\3" * 32, b"\4" * 32]},
    {"t": "sync", "record": {"format": "carolus-record"}, "net": {}, "need": "", "event": 0},
]
SAMPLE_FRAMES = [encode(m) for m in SAMPLES]

leaves = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(2**63), 2**64 - 1),
    st.floats(allow_nan=True),
    st.text(max_size=20),
    st.binary(max_size=40),
)
values = st.recursive(
    leaves,
    lambda kids: st.one_of(st.lists(kids, max_size=5), st.dictionaries(st.text(max_size=8), kids, max_size=5)),
    max_leaves=20,
)


@st.composite
def mutated(draw: st.DrawFn) -> bytes:
    """A valid message with a field changed, or its bytes flipped, cut or spliced."""
    how = draw(st.integers(0, 3))
    if how == 0:
        msg = dict(draw(st.sampled_from(SAMPLES)))
        key = draw(st.sampled_from(sorted(msg)))
        msg[key] = draw(values)
        return msgpack.packb(msg, use_bin_type=True)
    frame = bytearray(draw(st.sampled_from(SAMPLE_FRAMES)))
    if how == 1:
        for _ in range(draw(st.integers(1, 4))):
            i = draw(st.integers(0, len(frame) - 1))
            frame[i] = draw(st.integers(0, 255))
        return bytes(frame)
    if how == 2:
        return bytes(frame[: draw(st.integers(0, len(frame) - 1))])
    return bytes(frame) + draw(st.binary(min_size=1, max_size=20))


frames = st.one_of(st.binary(max_size=200), mutated(), values.map(lambda v: msgpack.packb(v, use_bin_type=True)))


def _started_game() -> tuple[HostCore, JoinerCore]:
    host = HostCore(2, "Host", [0])
    joiner = JoinerCore("J")
    wire = ScriptedWire(host, [joiner])
    wire.connect()
    wire.run(max_actions=6)
    return host, joiner


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(frame=frames)
def test_decoder_schema_and_both_cores_survive_any_frame_without_changing_the_game(frame: bytes) -> None:
    host, joiner = CORES
    before = (host.applied, host.game.digest(), len(host.peers), joiner.applied, joiner.game.digest())
    try:
        msg = decode(frame)
    except DecodeError:
        return
    if check(msg, FROM_JOINER) is None:
        for route in (b"stranger", b"j0"):
            host.handle(route, msg, 0.0)
            host.pump()
        assert (host.applied, host.game.digest(), len(host.peers)) == before[:3]
    if check(msg, FROM_HOST) is None and msg["t"] not in ("action", "dice", "sync"):
        joiner.handle(msg, 0.0)
        assert (joiner.applied, joiner.game.digest()) == before[3:]


CORES = _started_game()


@pytest.fixture(scope="module")
def live_host() -> Iterator[tuple[Node, Node]]:
    """A real host socket thread in a started game that waits for a human move (no AI), with its joiner."""
    host = HostCore(2, "Host", [0])
    host.hello_limit = RateLimit(1e6, 1e6, 1e6, 1e6)  # every probe below says hello from 127.0.0.1
    host.door_closed = lambda: ""  # ... into a game whose seats are taken (the door would turn strangers away)
    joined, settled = threading.Event(), threading.Event()
    acked = host.sequencer.ack

    def ack(*args: object) -> list:  # the host heard the joiner's digest: settled once the deal is acknowledged
        out = acked(*args)  # type: ignore[arg-type]
        if host.settled():
            settled.set()
        return out

    host.sequencer.ack = ack  # type: ignore[method-assign]
    host_node = HostNode(host, "tcp://127.0.0.1:0", lambda e: joined.set() if e.kind == "joined" else None)
    host_node.open()
    assert host_node.door is not None
    host_node.door.calls = RateLimit(1e6, 1e6, 1e6, 1e6)  # ... and registers a key at the door first
    joiner = JoinerCore("J")
    joiner_node = JoinerNode(joiner, f"tcp://127.0.0.1:{host_node.bound_port}")
    joiner_node.open()
    threads = [threading.Thread(target=n.run, daemon=True) for n in (host_node, joiner_node)]
    for t in threads:
        t.start()
    assert joined.wait(10)
    host_node.call(host.start)
    assert settled.wait(10) and host.settled()
    yield host_node, joiner_node
    for n, t in zip((host_node, joiner_node), threads):
        n.stop()
        t.join(5)
        n.close()


def _probe(port: int) -> dict:
    """A fresh peer with a wrong version: a working host answers with a reject."""
    peer = RawPeer(port)
    peer.send(dict(SAMPLES[0], app="0.0.0-probe"))
    reply = peer.recv()
    peer.close()
    return reply


@pytest.mark.lan
@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture]
)
@given(batch=st.lists(st.one_of(frames, st.lists(frames, min_size=2, max_size=3)), min_size=5, max_size=25))
def test_live_host_drops_garbage_and_keeps_its_game(live_host: tuple[Node, Node], batch: list) -> None:
    host_node, _ = live_host
    host = host_node.core
    before = (host.applied, host.game.digest(), len(host.peers), host.peers[1].token)
    peer = RawPeer(host_node.bound_port)
    for item in batch:
        peer.send_frames(item if isinstance(item, list) else [item])
    peer.close()
    assert _probe(host_node.bound_port)["t"] == "reject"
    assert host_node.thread is None or host_node.thread.is_alive()
    assert (host.applied, host.game.digest(), len(host.peers), host.peers[1].token) == before


@pytest.mark.lan
def test_oversized_frame_is_refused_by_the_socket_and_the_host_goes_on(live_host: tuple[Node, Node]) -> None:
    host_node, _joiner_node = live_host
    peer = RawPeer(host_node.bound_port)
    peer.send_frames([b"\0" * (MAX_MESSAGE_BYTES + 1)])
    peer.close()
    assert _probe(host_node.bound_port)["t"] == "reject"
    assert host_node.core.peers[1].connected
