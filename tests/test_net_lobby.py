"""The lobby the host starts (issue 35): everyone listed with a key fingerprint and a ready mark, the host's player
removing someone, a rejoiner told it is back in the game; the protocol cores only, no sockets, no Qt."""

from __future__ import annotations

import re

from carolus.net.codec import decode, encode
from carolus.net.harness import ScriptedWire
from carolus.net.host import HostCore
from carolus.net.joiner import JoinerCore
from carolus.net.lobby_room import KICK_HOLD_S, LobbyList, key_fingerprint
from carolus.net.protocol_types import Out
from carolus.net.refusals import REFUSALS, refusal_code
from carolus.net.schema import FROM_HOST, FROM_JOINER, check

KEYS = {b"j0": b"A" * 40, b"j1": b"B" * 40, b"j2": b"C" * 40}
"""The CURVE key each route's connection proved (the socket thread's part, ``HostNode``)."""


def lobby(
    players: int = 3, joiners: int = 2, ready: bool = True, variant: tuple[str, ...] = ()
) -> tuple[HostCore, list[JoinerCore], ScriptedWire]:
    host = HostCore(players, "Host", [0])
    host.variant = variant
    host.lobby.key_of = lambda route: KEYS.get(route, b"")
    js = [JoinerCore(f"J{i}") for i in range(joiners)]
    for j in js:
        j.want_ready = ready
    wire = ScriptedWire(host, js)
    for route, j in wire.routes.items():
        wire.to_host(route, j.hello(0.0))
    wire.run()
    return host, js, wire


def codes(core: HostCore | JoinerCore) -> list[str]:
    return [e.code for e in core.events if e.code]


def test_fingerprints_are_four_groups_two_people_can_read_and_the_schema_takes_only_that_form() -> None:
    shown = key_fingerprint(b"A" * 40)
    assert re.fullmatch(r"[0-9a-f]{4}( [0-9a-f]{4}){3}", shown)
    assert key_fingerprint(b"") == ""
    listed = {"t": "lobby_list", "names": ["H"], "keys": [shown], "ready": [True], "seats": [[0]]}
    listed |= {"players": 2, "variant": [], "auto": True}
    assert check(listed, FROM_HOST) is None
    for bad in ("<b>x</b>", "ABCD ABCD ABCD ABCD", shown + " 0000", "x" * 10_000):
        assert check({**listed, "keys": [bad]}, FROM_HOST) is not None, bad


def test_everyone_is_listed_with_key_and_ready_mark_and_each_joiner_sees_the_same_list() -> None:
    host, js, wire = lobby(ready=False)
    listed = host.room.listing()
    assert [e.name for e in listed.entries] == ["Host", "J0", "J1"]
    assert [e.key for e in listed.entries] == [
        key_fingerprint(host.keys.public),
        key_fingerprint(KEYS[b"j0"]),
        key_fingerprint(KEYS[b"j1"]),
    ]
    assert [e.ready for e in listed.entries] == [True, False, False]  # the host is always ready
    assert all(j.lobby == listed for j in js)
    assert not host.room.all_ready() and host.room.ready_joiners() == 0
    joined = [e for e in host.events if e.code == "joined"]
    assert [e.data["key"] for e in joined] == [key_fingerprint(KEYS[b"j0"]), key_fingerprint(KEYS[b"j1"])]
    assert key_fingerprint(KEYS[b"j0"]) in joined[0].text  # the console's line names the key
    assert "waiting for the host to start" in next(e.text for e in js[0].events if e.code == "welcome")

    wire.to_host(b"j0", js[0].set_ready(True))
    wire.run()
    assert [e.ready for e in js[1].lobby.entries] == [True, True, False]
    assert "ready" in codes(host) and host.room.ready_joiners() == 1 and not host.room.all_ready()
    wire.to_host(b"j1", js[1].set_ready(True))
    wire.run()
    assert host.room.all_ready() and js[0].lobby.everyone_ready()
    wire.to_host(b"j1", js[1].set_ready(False))
    wire.run()
    assert not host.room.all_ready() and [e.ready for e in js[0].lobby.entries] == [True, True, False]


def test_a_headless_joiner_is_ready_at_once_and_the_rules_are_listed() -> None:
    host, js, _wire = lobby(players=2, joiners=1, variant=("early-roll",))
    assert host.room.all_ready()
    listed = js[0].lobby
    assert listed is not None and listed.players == 2 and listed.variant == ("early-roll",) and listed.auto
    assert listed.text().endswith("(2 players, optional rules: early-roll)") and "J0 [key " in listed.text()


def test_a_joiner_sets_only_its_own_mark_and_a_stranger_none() -> None:
    host, js, wire = lobby(ready=False)
    assert check({"t": "ready", "ready": True, "peer": 2}, FROM_JOINER) is not None  # no field names another peer
    assert check({"t": "ready", "ready": 1}, FROM_JOINER) is not None
    out = host.handle(b"stranger", {"t": "ready", "ready": True}, 0.0)
    assert [o.msg["t"] for o in out] == ["bye"] and host.room.ready_joiners() == 0
    wire.to_host(b"j0", js[0].set_ready(True))
    wire.run()
    assert [p.ready for p in host.peers[1:]] == [True, False]


def test_a_flood_of_ready_marks_is_bounded() -> None:
    host, _js, _wire = lobby(ready=False)
    relayed = 0
    for i in range(2000):
        out = host.handle(b"j0", {"t": "ready", "ready": i % 2 == 0}, 0.001 * i)
        relayed += sum(1 for o in out if o.msg["t"] == "lobby_list")
    assert 2 <= relayed <= 2 * (6 + 2 * 2 + 1)  # the burst and two a second for two seconds, to each of two joiners
    dropped = [e for e in host.events if "dropped ready marks" in e.text]
    assert 1 <= len(dropped) <= 20  # a few lines, not one per message


def test_a_removed_joiner_is_told_and_cannot_come_straight_back() -> None:
    host, js, wire = lobby()
    for route, _j in wire.routes.items():
        host.peers[1 + int(route[1:])].address = f"10.0.0.{1 + int(route[1:])}"
    kicked = js[0]
    wire.to_joiners(host.kick(1, 5.0))
    wire.run()
    assert refusal_code(kicked.rejected) == "kicked" and kicked.rejected == REFUSALS["kicked"]
    assert [e.data["reason"] for e in kicked.events if e.code == "refused"] == ["kicked"]
    assert "kicked" in codes(host)
    assert [p.name for p in host.peers] == ["Host", "J1"] and host.owners.count(-1) == 1  # its seat is free again
    assert [e.name for e in js[1].lobby.entries] == ["Host", "J1"]

    def hello(route: bytes, core: JoinerCore, addr: str, now: float) -> list[Out]:
        return host.lobby.on_hello(route, core.hello(now)[0].msg, now, addr)

    same_key = hello(b"j0", JoinerCore("J0"), "10.0.0.99", 6.0)  # its connection's key
    assert same_key[0].msg["t"] == "reject" and refusal_code(same_key[0].msg["reason"]) == "kicked"
    token = JoinerCore("J0", token=kicked.token, game=kicked.game_id)
    assert refusal_code(hello(b"x1", token, "10.0.0.98", 7.0)[0].msg["reason"]) == "kicked"  # its seat's token
    fresh = hello(b"x2", JoinerCore("Another name"), "10.0.0.1", 8.0)  # a fresh process at its address
    assert refusal_code(fresh[0].msg["reason"]) == "kicked"
    elsewhere = hello(b"x3", JoinerCore("Carl"), "10.0.0.7", 9.0)
    assert elsewhere[0].msg["t"] == "welcome"  # someone else takes the free seat
    assert host.peers[-1].name == "Carl"


def test_a_removed_joiners_address_may_come_back_after_the_hold_with_the_rate_limits_still_applied() -> None:
    host, _js, _wire = lobby(players=3, joiners=1)
    host.peers[1].address = "10.0.0.1"
    host.kick(1, 0.0)
    out = host.lobby.on_hello(b"x", JoinerCore("J9").hello(1.0)[0].msg, 1.0, "10.0.0.1")
    assert refusal_code(out[0].msg["reason"]) == "kicked"
    later = KICK_HOLD_S + 1.0
    out = host.lobby.on_hello(b"y", JoinerCore("J9").hello(later)[0].msg, later, "10.0.0.1")
    assert out[0].msg["t"] == "welcome"
    answered = sum(
        bool(host.lobby.on_hello(b"z%d" % i, JoinerCore("Z").hello(later)[0].msg, later, "10.0.0.1")) for i in range(50)
    )
    assert answered <= 6  # the hello limit's burst: refusing costs the host no more than admitting


def test_nothing_is_kicked_or_marked_once_the_game_started() -> None:
    host, _js, wire = lobby(players=2, joiners=1)
    wire.to_joiners(host.start())
    wire.run(max_actions=2)
    assert host.kick(1, 1.0) == [] and host.peers[1].connected
    assert host.handle(b"j0", {"t": "ready", "ready": False}, 1.0) == [] and host.peers[1].ready


def test_a_rejoiner_mid_game_hears_it_is_back_in_the_game_never_waiting_for_the_start() -> None:
    host, js, wire = lobby(players=2, joiners=1)
    wire.to_joiners(host.start())
    wire.run(max_actions=20)
    old = js[0]
    fresh = JoinerCore("J0", token=old.token, game=old.game_id, secret=old.secret)
    wire.routes = {b"j0-again": fresh}
    wire.to_host(b"j0-again", fresh.hello(0.0))
    wire.run(max_actions=25)
    said = [e for e in fresh.events if e.kind == "joined"]
    assert [e.code for e in said] == ["back_in_game"] and said[0].data["seats"] == old.seats
    assert all("waiting for the host to start" not in e.text for e in fresh.events)
    assert "back in the game" in said[0].text


def test_the_list_survives_the_wire_and_a_list_that_does_not_fit_is_dropped() -> None:
    host, js, _wire = lobby()
    msg = decode(encode(host.room.listing().message()))
    assert LobbyList.from_message(msg) == host.room.listing()
    lopsided = {**msg, "ready": [True]}
    assert LobbyList.from_message(lopsided) is None
    outside = {**msg, "seats": [[0], [3], [2]]}  # seat 4 of a three-player game
    assert LobbyList.from_message(outside) is None
    before = js[0].lobby
    assert js[0].handle(lopsided, 1.0) == [] and js[0].lobby == before
