"""The host's waits after a flood and its refusals by address, in-process: the door's ``wait`` answer, the key ring
holding newcomers back at the handshake but not seats' holders, a seat's own wait, the doubling and its end, and
IPv6 refusals by /64 in pyzmq's own authenticator."""

from __future__ import annotations

import socket
import time
from collections.abc import Iterator

import pytest
import zmq
from zmq.auth.thread import ThreadAuthenticator
from zmq.utils import z85

from carolus.net.door import NEWCOMER_WAIT_MAX_S, NEWCOMER_WAIT_S, Door
from carolus.net.host import HostCore
from carolus.net.joiner import JoinerCore
from carolus.net.limits import AddressSet, Backoff
from carolus.net.secure import (
    WAIT_MAX_S,
    DoorBusy,
    DoorError,
    DoorRefused,
    Keys,
    _answer,
    door_register,
)
from carolus.net.timers import Timers
from carolus.net.zap import ZapHandler


def test_a_wait_doubles_while_trouble_keeps_coming_back_and_starts_over_after_a_quiet_spell() -> None:
    wait = Backoff(first=1.0, most=8.0, quiet=30.0)
    assert wait.left(0.0) == 0.0
    assert wait.trouble(0.0) == 1.0
    assert wait.trouble(0.5) == 0.5  # more trouble during a wait changes nothing
    steps = []
    at = 1.0
    for _ in range(5):  # each time it comes back as soon as the wait is over
        steps.append(wait.trouble(at))
        at += steps[-1]
    assert steps == [2.0, 4.0, 8.0, 8.0, 8.0]
    assert wait.left(at - 3.0) == 3.0
    assert wait.trouble(at + 31.0) == 1.0  # after a quiet spell it starts over


def test_the_door_line_wait_is_read_as_a_bounded_wait() -> None:
    with pytest.raises(DoorBusy) as busy:
        _answer(b"wait 3 the host is turning away a flood; try again then")
    assert busy.value.seconds == 3 and "flood" in str(busy.value.strerror)
    with pytest.raises(DoorBusy) as busy:
        _answer(b"wait 99999 x")
    assert busy.value.seconds == WAIT_MAX_S
    with pytest.raises(DoorError):
        _answer(b"wait soon")
    assert issubclass(DoorBusy, OSError) and not issubclass(DoorBusy, DoorRefused)  # a joiner knocks again


@pytest.fixture
def door() -> Iterator[Door]:
    d = Door("127.0.0.1", 0)
    d.start(Keys.fresh().public, 40000)
    yield d
    d.close()


@pytest.mark.lan
def test_after_a_flood_newcomers_wait_at_the_door_and_their_keys_at_the_handshake(door: Door) -> None:
    early, seated = Keys.fresh(), Keys.fresh()
    door_register("127.0.0.1", door.port, early.public)
    door_register("127.0.0.1", door.port, seated.public)
    door.keys.vouch({seated.public})  # the node saw it take a seat
    assert door.keys.callback("global", early.public) and door.keys.callback("global", seated.public)
    assert door.keys.newcomers.trouble(time.monotonic()) == NEWCOMER_WAIT_S
    with pytest.raises(DoorBusy) as busy:
        door_register("127.0.0.1", door.port, Keys.fresh().public)
    assert busy.value.seconds == NEWCOMER_WAIT_S
    assert not door.keys.callback("global", early.public)  # registered before, but holds no seat: not now
    assert door.keys.callback("global", seated.public)
    door.keys.newcomers.until = 0.0  # the wait is over
    assert door.keys.callback("global", early.public)
    door_register("127.0.0.1", door.port, Keys.fresh().public)


@pytest.mark.lan
def test_a_seat_cut_for_flooding_waits_at_the_door_while_newcomers_and_other_seats_do_not(door: Door) -> None:
    door.tokens = ("a" * 32, "b" * 32)
    assert door.hold_seat("a" * 32, time.monotonic()) == NEWCOMER_WAIT_S
    with pytest.raises(DoorBusy):
        door_register("127.0.0.1", door.port, Keys.fresh().public, token_for=lambda key: "a" * 32)
    back = Keys.fresh()
    door_register("127.0.0.1", door.port, back.public, token_for=lambda key: "b" * 32)
    door.keys.newcomers.trouble(time.monotonic())
    assert door.keys.callback("global", back.public)  # registered with a seat's proof: vouched for
    door.keys.discard(back.public)
    assert not door.keys.callback("global", back.public)
    now = time.monotonic()
    waits = [door.hold_seat("b" * 32, now + n * NEWCOMER_WAIT_MAX_S) for n in range(5)]
    assert waits[-1] == NEWCOMER_WAIT_MAX_S
    door.tokens = ("b" * 32,)  # a seat's token changed hands: the old one's wait is forgotten
    door.hold_seat("b" * 32, now)
    assert set(door._seat_waits) == {"b" * 32}


def test_refused_addresses_compare_as_the_doors_budgets_do_and_stay_bounded() -> None:
    refused = AddressSet(limit=3)
    refused.update(["fd00:1:2:3::7", "::ffff:10.0.0.9"])
    assert "fd00:1:2:3:ffff::1" in refused  # the same /64
    assert "fd00:1:2:4::7" not in refused
    assert "10.0.0.9" in refused and "::ffff:10.0.0.9" in refused
    assert "10.0.0.8" not in refused and 7 not in refused
    refused.update(["10.0.0.1", "10.0.0.2"])
    assert len(refused) == 3 and "fd00:1:2:3::7" not in refused  # the oldest is forgotten first


def _reaches_host(denied: str) -> bool:
    """Does a CURVE client on ``::1`` get a message to a host whose authenticator refuses ``denied`` (through the
    node's ``AddressSet``)?"""
    ctx = zmq.Context()
    auth = ThreadAuthenticator(ctx)
    auth.start()
    server, client = ctx.socket(zmq.ROUTER), ctx.socket(zmq.DEALER)
    try:
        auth._denied = AddressSet()
        auth.deny(denied)
        auth.configure_curve(domain="*", location=zmq.auth.CURVE_ALLOW_ANY)
        host, me = Keys.fresh(), Keys.fresh()
        for sock in (server, client):
            sock.ipv6 = True
            sock.linger = 0
        server.curve_server, server.curve_secretkey, server.curve_publickey = True, host.secret, host.public
        server.zap_domain = b"global"
        port = server.bind_to_random_port("tcp://[::1]")
        client.curve_serverkey, client.curve_publickey, client.curve_secretkey = host.public, me.public, me.secret
        client.connect(f"tcp://[::1]:{port}")
        client.send(b"hello", zmq.NOBLOCK)
        return bool(server.poll(1500))
    finally:
        server.close(0)
        client.close(0)
        auth.stop()
        ctx.term()


@pytest.mark.lan
def test_pyzmq_authenticator_refuses_a_whole_ipv6_64_through_the_address_set() -> None:
    """A real CURVE handshake over IPv6 loopback: refusing ``::2`` refuses ``::1`` too (one /64), ``fd00::1``
    not."""
    try:
        probe = socket.socket(socket.AF_INET6)
        probe.bind(("::1", 0))
        probe.close()
    except OSError:
        pytest.skip("no IPv6 loopback here")
    assert _reaches_host("fd00::1")
    assert not _reaches_host("::2")


def test_the_hosts_zap_handler_lets_in_registered_keys_only_and_never_from_a_refused_network() -> None:
    """``ZapHandler.answer`` (the host's own, instead of pyzmq's asyncio round per request: issue 36, point 5): a
    registered key passes with its Z85 key as user id; an unknown key, another mechanism or domain, or an address in a
    refused IPv6 /64 does not."""
    registered = Keys.fresh()
    ctx = zmq.Context()
    zap = ZapHandler(ctx, "carolus", lambda domain, key: key == registered.public)
    try:

        def ask(address: bytes, key: bytes, domain: bytes = b"carolus", mechanism: bytes = b"CURVE") -> list[bytes]:
            return zap.answer([b"1.0", b"7", domain, address, b"", mechanism, z85.decode(key)])

        assert ask(b"fd00::1", registered.public)[2:5] == [b"200", b"OK", registered.public]
        assert ask(b"fd00::1", Keys.fresh().public)[2] == b"400"
        assert ask(b"fd00::1", registered.public, domain=b"other")[2] == b"400"
        assert ask(b"fd00::1", registered.public, mechanism=b"PLAIN")[2] == b"400"
        zap.deny("::2")
        assert ask(b"::1", registered.public)[2] == b"400" and ask(b"fd00::1", registered.public)[2] == b"200"
        assert zap.answer([b"1.0", b"8"])[1:3] == [b"8", b"400"]
    finally:
        zap.stop()
        ctx.term()


def test_the_doors_waits_and_the_deals_time_come_from_the_hosts_timers() -> None:
    """``Timers``: today's waits unless named (what lets real-socket tests wait a second, not five or eight)."""
    timers = Timers.parse("newcomer_wait_s=0.25, newcomer_wait_max_s=0.5, deal_s=1")
    assert (timers.deal_s, timers.newcomer_wait_s, timers.newcomer_quiet_s) == (1.0, 0.25, Timers().newcomer_quiet_s)
    for wrong in ("grace_s=1", "deal_s=0", "deal_s=soon"):
        with pytest.raises(ValueError):
            Timers.parse(wrong)
    door = Door("127.0.0.1", 0, timers.door_wait)
    try:
        now = time.monotonic()
        assert [door.keys.newcomers.trouble(now + t) for t in (0.0, 0.25, 0.75, 1.25)] == [0.25, 0.5, 0.5, 0.5]
        door.tokens = ("a" * 32,)
        assert door.hold_seat("a" * 32, now) == 0.25
    finally:
        door.close()
    host = HostCore(2, "Host", [0])
    host.deal_s = timers.deal_s
    stranger = JoinerCore("Mute")
    host.handle(b"mute", stranger.hello(0.0)[0].msg, 0.0)  # it says hello, and never commits to the deal
    host.start(now=0.0)
    host.tick(0.9)
    assert not any(e.code == "redeal" for e in host.events)
    host.tick(1.1)
    assert any(e.code == "redeal" and "Mute did not take part" in e.text for e in host.events)
