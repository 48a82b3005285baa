"""The protocol as pure code: codec, schema, commit-reveal and the two cores over a scripted transport."""

from __future__ import annotations

import msgpack
import pytest

from carolus.engine.actions import Action
from carolus.engine.match import Match
from carolus.engine.record import Record
from carolus.net import fairdice
from carolus.net.codec import MAX_STR, DecodeError, decode, encode
from carolus.net.harness import ScriptedWire
from carolus.net.host import HostCore
from carolus.net.joiner import JoinerCore
from carolus.net.protocol_types import MAX_DUMPS, MAX_RESYNCS, Code, Event
from carolus.net.schema import FROM_HOST, FROM_JOINER, check
from tests.support.cheats import CheatingJoiner

Game = tuple[HostCore, list[JoinerCore], ScriptedWire]


def _game(players: int, joiners: int, max_actions: int | None = None) -> Game:
    host = HostCore(players, "Host", [0])
    js = [JoinerCore(f"J{i}") for i in range(joiners)]
    wire = ScriptedWire(host, js)
    wire.connect()
    wire.run(max_actions)
    return host, js, wire


@pytest.mark.parametrize(("players", "joiners"), [(2, 1), (3, 2), (4, 3), (4, 1)])
def test_scripted_game_ends_with_identical_verifiable_records(players: int, joiners: int) -> None:
    host, js, _ = _game(players, joiners)
    assert host.game.match.is_over()
    rec = host.game.record()
    for j in js:
        assert j.game.digest() == host.game.digest()
        assert j.game.record().to_dict() == rec.to_dict()
    assert fairdice.verify_record(rec) == len(rec.extra["net"]["contributions"])
    assert Match(Record.from_dict(rec.to_dict())).digest() == host.game.digest()


def test_verify_record_catches_a_changed_die_and_a_changed_contribution() -> None:
    host, _, _ = _game(2, 1)
    rec = host.game.record()
    bad_die = rec.copy()
    bad_die.dice[0] = "crown" if bad_die.dice[0] != "crown" else "red"
    with pytest.raises(fairdice.FairnessError, match="dice do not follow"):
        fairdice.verify_record(bad_die)
    bad_share = rec.copy()
    bad_share.extra["net"]["contributions"][1][0] = "00" * 32
    with pytest.raises(fairdice.FairnessError, match="does not match its commit"):
        fairdice.verify_record(bad_share)


def test_a_reveal_that_does_not_match_its_commit_is_dropped_and_changes_nothing() -> None:
    host, _js, _wire = _game(2, 1, max_actions=0)
    before = host.game.digest()
    out = host.handle(
        b"j0", {"t": "reveal", "event": host.game.pending_event() or 1, "share": b"\1" * 32, "next": b"\2" * 32}, 0.0
    )
    assert out == [] and host.game.digest() == before
    assert "dropped reveal" in host.events[-1].text


def test_codec_refuses_non_maps_trailing_bytes_and_oversized_strings() -> None:
    assert decode(encode({"t": "ping"})) == {"t": "ping"}
    for frame in (
        b"",
        b"\x91\x01",
        encode({"t": "ping"}) + b"\x00",
        msgpack.packb({"t": "x" * (MAX_STR + 1)}),
        b"\xc1",
        msgpack.packb({1: 2}),
        b"\xdd\xff\xff\xff\xff",
    ):
        with pytest.raises(DecodeError):
            decode(frame)


def test_schema_refuses_unknown_types_fields_wrong_types_and_wrong_direction() -> None:
    assert check({"t": "ping"}, FROM_JOINER) is None
    assert "unknown message type" in check({"t": "nope"}, FROM_JOINER)
    assert "unexpected field" in check({"t": "ping", "x": 1}, FROM_JOINER)
    assert "bad value" in check({"t": "ack", "applied": -1, "digest": "a"}, FROM_JOINER)
    assert "bad value" in check({"t": "ack", "applied": True, "digest": "a"}, FROM_JOINER)
    assert "not sent in this direction" in check({"t": "action", "index": 0, "action": {}}, FROM_JOINER)
    assert "not sent in this direction" in check({"t": "act", "token": "", "index": 0, "action": {}}, FROM_HOST)


def _joiner_turn(host: HostCore, js: list[JoinerCore], wire: ScriptedWire) -> JoinerCore:
    for _ in range(500):
        if js[0].local_turn() is not None and host.settled():
            return js[0]
        assert wire._local_move()
        wire.run(max_actions=host.applied)
    raise AssertionError("the joiner never got a turn")


def test_host_refuses_wrong_index_foreign_seat_and_illegal_action_and_applies_nothing() -> None:
    host, js, wire = _game(2, 1, max_actions=0)
    j = _joiner_turn(host, js, wire)
    legal = j.game.match.legal_actions()[0]
    n, digest = host.applied, host.game.digest()
    token = j.token
    cases = [
        ({"t": "act", "token": token, "index": n + 1, "action": legal.to_dict()}, "is not the next action"),
        (
            {"t": "act", "token": token, "index": n, "action": Action.disc(1 - legal.player, 1).to_dict()},
            "is not yours",
        ),
        ({"t": "act", "token": token, "index": n, "action": Action.move(legal.player, 99).to_dict()}, ""),
        ({"t": "act", "token": token, "index": n, "action": {"type": "fly"}}, "type"),
    ]
    for msg, why in cases:
        out = host.handle(b"j0", msg, 0.0)
        assert [o.msg["t"] for o in out] == ["refuse"]
        assert why in out[0].msg["reason"]
        assert host.applied == n and host.game.digest() == digest
    assert host.handle(b"j0", {"t": "act", "token": "f" * 32, "index": n, "action": legal.to_dict()}, 0.0) == []
    assert "wrong token" in host.events[-1].text
    assert (
        host.handle(b"stranger", {"t": "act", "token": token, "index": n, "action": legal.to_dict()}, 0.0)[0].msg["t"]
        == "bye"
    )
    assert host.applied == n


def test_joiner_drops_a_replayed_action_and_asks_for_a_catch_up_on_a_gap() -> None:
    _host, js, _wire = _game(2, 1, max_actions=5)
    j = js[0]
    n, digest = j.applied, j.game.digest()
    old = j.game.match.record.actions[0].to_dict()
    assert j.handle({"t": "action", "index": 0, "action": old}, 0.0) == []
    assert j.applied == n and j.game.digest() == digest
    out = j.handle({"t": "action", "index": n + 3, "action": old}, 0.0)
    assert [o.msg["t"] for o in out] == ["resync"]
    assert j.game.digest() == digest


def test_rejoining_joiner_catches_up_from_the_record_and_the_game_finishes() -> None:
    host, js, wire = _game(2, 1, max_actions=40)
    old = js[0]
    fresh = JoinerCore("J0", token=old.token, game=old.game_id, secret=old.secret)
    wire.routes = {b"j0-again": fresh}
    wire.to_host(b"j0-again", fresh.hello(0.0))
    wire.run()
    assert host.game.match.is_over()
    assert fresh.game.record().to_dict() == host.game.record().to_dict()


def test_stranger_without_token_cannot_take_a_seat_once_the_game_started() -> None:
    host, _, _wire = _game(2, 1, max_actions=3)
    stranger = JoinerCore("Mallory")
    out = host.handle(b"m", stranger.hello(0.0)[0].msg, 0.0)
    assert out[0].msg["t"] == "reject" and "already started" in out[0].msg["reason"]
    forged = JoinerCore("Mallory", token="0" * 32, game=host.game_id)
    out = host.handle(b"m", forged.hello(0.0)[0].msg, 0.0)
    assert out[0].msg["t"] == "reject" and "unknown seat token" in out[0].msg["reason"]


def test_a_peer_out_of_step_is_named_and_resynchronised_from_the_hosts_record_and_play_goes_on() -> None:
    host = HostCore(3, "Host", [0])
    js = [JoinerCore("A"), CheatingJoiner("B")]
    js[1].corrupt_at = 6
    wire = ScriptedWire(host, js)
    wire.connect()
    wire.run()
    said = [e for e in host.events if e.kind == "desync"]
    assert [e.text for e in said] == [
        "B out of step after action 6 (digest differs from the host's recomputation); resynchronised from the host's"
        " record"
    ]
    assert said[0].data["dump"]["applied"] == 6
    bad = [e for e in js[1].events if e.kind == "desync"]
    assert bad and bad[0].data["dump"]["digest"] != said[0].data["dump"]["digest"]  # its own state, as it was
    assert not host.paused and host.game.match.is_over()
    assert js[0].game.record().to_dict() == js[1].game.record().to_dict() == host.game.record().to_dict()
    assert js[1].game.digest() == host.game.digest()


def test_with_two_players_the_hosts_recomputation_decides_and_the_game_goes_on() -> None:
    """Issue 25, point 3: no majority is needed: the host's engine recomputed the agreed action."""
    host = HostCore(2, "Host", [0])
    j = CheatingJoiner("B")
    j.corrupt_at = 6
    wire = ScriptedWire(host, [j])
    wire.connect()
    wire.run()
    assert [e.data["applied"] for e in host.events if e.code == "resynced"] == [6]
    assert not host.paused and host.game.match.is_over()
    assert j.game.record().to_dict() == host.game.record().to_dict()


@pytest.mark.parametrize("players", [2, 3])
def test_a_joiner_whose_digests_keep_lying_is_removed_and_the_computer_plays_its_seat(players: int) -> None:
    host = HostCore(players, "Host", [0])
    liar = CheatingJoiner("Liar")
    liar.lie = True
    js = [liar] + [JoinerCore("Honest")] * (players - 2)
    wire = ScriptedWire(host, js)
    wire.connect()
    wire.run()
    assert [e.code for e in host.events if e.kind == "desync"] == ["resynced"] * MAX_RESYNCS + ["removed"]
    assert sum(1 for e in host.events if e.data.get("dump")) <= MAX_DUMPS
    assert liar.rejected.startswith("removed from the game")
    assert host.standing_in == {1} and host.game.match.is_over()  # played to the end, the liar's seat by the AI
    out = host.handle(b"again", liar.hello(0.0)[0].msg, 0.0)  # its token no longer admits it
    assert out[0].msg["t"] == "reject" and out[0].msg["reason"].startswith("removed from the game")


def test_password_is_checked_by_challenge_response_and_the_host_proves_it_too() -> None:
    host = HostCore(2, "Host", [0], password="pw")
    j = JoinerCore("J", password="pw")
    wire = ScriptedWire(host, [j])
    wire.connect()
    wire.run()
    assert host.game.match.is_over() and j.game.digest() == host.game.digest()
    bad = JoinerCore("K", password="nope")
    host2 = HostCore(2, "Host", [0], password="pw")
    challenge = host2.handle(b"k", bad.hello(0.0)[0].msg, 0.0)[0].msg
    auth = bad.handle(challenge, 0.0)[0].msg
    assert "pw" not in repr(auth)
    out = host2.handle(b"k", auth, 0.0)
    assert out[0].msg["t"] == "reject" and out[0].msg["reason"] == "wrong game password"


def test_joiner_who_left_the_lobby_loses_its_seat_and_the_others_play_on() -> None:
    host = HostCore(3, "Host", [0])
    gone, stays = JoinerCore("Gone"), JoinerCore("Stays")
    wire = ScriptedWire(host, [gone, stays])
    for route, j in wire.routes.items():
        wire.to_host(route, j.hello(0.0))
    wire.run()
    assert [p.name for p in host.peers] == ["Host", "Gone", "Stays"]
    host.peers[2].last_seen = 10.0
    wire.to_joiners(host.tick(10.0))  # "Gone" (peer 1) has been silent since 0
    wire.routes.pop(b"j0")
    wire.queue = [q for q in wire.queue if q[1] != b"j0"]
    wire.to_joiners(host.start())
    wire.run()
    assert [p.name for p in host.peers] == ["Host", "Stays"] and stays.peer == 1
    assert host.game.match.is_over() and stays.game.digest() == host.game.digest()


def test_catch_up_that_changes_a_commit_we_hold_is_refused() -> None:
    host, js, _wire = _game(2, 1, max_actions=10)
    j = js[0]
    sync = host.sequencer.sync(1)[0].msg
    event = len(host.game.shares)
    sync["net"]["commits"][event][0] = "11" * 32
    digest = j.game.digest()
    assert j.handle(sync, 0.0) == []
    said = j.events[-1].text  # (a changed commit is not signed by its peer's key either, and that is seen first)
    assert ("changes a commit we hold" in said or "not signed by its peer's key" in said) and j.game.digest() == digest


def test_goodbyes_mark_the_leaver_disconnected_at_once_on_both_sides() -> None:
    host, js, wire = _game(3, 2, max_actions=6)
    first, second = js
    wire.to_host(b"j0", first.leave("left the game", 0.0))
    wire.run(max_actions=6)
    assert [p.connected for p in host.peers] == [True, False, True]
    assert second.connected == [True, False, True]  # the others hear it from the host's status
    wire.to_joiners(host.leave("left the game"))
    wire.run(max_actions=6)
    assert second.connected[0] is False and second.host_lost
    assert any(e.kind == "lost" and "the host left: left the game" in e.text for e in second.events)


def test_every_message_a_side_may_receive_has_exactly_one_handler_in_its_table() -> None:
    assert not set(HostCore.DOOR) & set(HostCore.HANDLERS)
    assert set(HostCore.DOOR) | set(HostCore.HANDLERS) == FROM_JOINER
    assert set(HostCore.HANDLERS) >= HostCore.IN_GAME
    assert set(JoinerCore.HANDLERS) == FROM_HOST
    host = HostCore(2)  # the host's table names a part of the host and that part's method
    for table in (HostCore.DOOR, HostCore.HANDLERS):
        assert all(callable(getattr(getattr(host, part, None), name, None)) for part, name in table.values()), table
    assert all(callable(getattr(JoinerCore, name, None)) for name in JoinerCore.HANDLERS.values())


def test_an_undeclared_event_code_or_kind_is_refused_where_it_is_made() -> None:
    with pytest.raises(ValueError):
        Event("log", "x", code="no_such_code")
    with pytest.raises(ValueError):
        Event("cheated")
    assert Event("joined", code="joined").code is Code.JOINED


def test_a_token_of_any_text_is_compared_without_an_error() -> None:
    """(hypothesis found it: ``hmac.compare_digest`` raises TypeError on non-ASCII text.)"""
    host, _js, _wire = _game(2, 1, max_actions=4)
    route = host.peers[1].route
    act = {"t": "act", "token": "tök\udcff", "index": host.applied, "action": {"type": "disc", "player": 1, "disc": 1}}
    assert host.handle(route, act, 0.0) == [] and "wrong token" in host.events[-1].text
    stranger = JoinerCore("Eve", token="äöü", game=host.game_id)
    out = host.handle(b"eve", stranger.hello(0.0)[0].msg, 0.0)
    assert out[0].msg["t"] == "reject"
