"""Spectators as pure protocol code (issue 35): admitted only with the host's permission, fed the game so far, never
a peer (no seat, no share in the dice, no digest waited for), and refused whatever a player's message they send."""

from __future__ import annotations

from carolus.engine.actions import Action
from carolus.launch import main
from carolus.net import chat, fairdice
from carolus.net.codec import decode, encode
from carolus.net.harness import ScriptedWire
from carolus.net.host import HostCore
from carolus.net.joiner import JoinerCore
from carolus.net.protocol_types import Code
from carolus.net.refusals import REFUSALS
from carolus.net.schema import FROM_HOST, FROM_JOINER, check
from carolus.net.spectators import CHAT_AHEAD, SpectatorCore


def _wire(allowed: int, spectators: int = 1, joiners: int = 1) -> tuple[HostCore, list[JoinerCore], ScriptedWire]:
    host = HostCore(2 if joiners < 2 else joiners + 1, "Host", [0])
    host.spectators.allowed = allowed
    host.spectators.feed_s = 0.0
    cores: list[JoinerCore] = [JoinerCore(f"J{i}") for i in range(joiners)]
    cores += [SpectatorCore(f"S{i}") for i in range(spectators)]
    return host, cores, ScriptedWire(host, cores)


def _codes(core: HostCore | JoinerCore) -> list[str]:
    return [e.code for e in core.events if e.code]


def test_a_spectator_follows_the_game_to_the_end_and_takes_no_part_in_it() -> None:
    host, (player, watcher), wire = _wire(allowed=2)
    wire.connect()
    wire.run()
    assert isinstance(watcher, SpectatorCore)
    assert host.game is not None and host.game.match is not None and host.game.match.is_over()
    assert watcher.game is not None and watcher.game.digest() == host.game.digest() == player.game.digest()
    assert watcher.over and Code.WATCHING in _codes(watcher) and Code.SPECTATOR_JOINED in _codes(host)
    # no seat, no share: the deal and every roll were among the host and its one joiner
    assert len(host.peers) == 2 and host.game.peers == 2
    assert all(len(commits) == 2 for commits in host.game.commits)
    assert watcher.seats == [] and watcher.peer == -1 and watcher.local_turn() is None
    assert watcher.game.record().to_dict() == host.game.record().to_dict()


def test_spectators_are_refused_when_the_host_takes_none_or_is_full_or_says_no() -> None:
    host, _cores, wire = _wire(allowed=0)
    wire.connect()
    wire.run()
    spectator = wire.routes[b"j1"]
    assert spectator.rejected == REFUSALS["no_spectators"]
    assert host.spectators.watchers == {}

    host, _cores, wire = _wire(allowed=1, spectators=2)
    wire.connect()
    wire.run(max_actions=2)
    rejected = [c.rejected for c in wire.routes.values() if isinstance(c, SpectatorCore)]
    assert sorted(rejected) == ["", REFUSALS["spectators_full"]]

    host, _cores, wire = _wire(allowed=3)
    host.spectators.decide = lambda name, address: name != "S0"
    wire.connect()
    wire.run(max_actions=2)
    assert wire.routes[b"j1"].rejected == REFUSALS["spectator_refused"]
    assert Code.SPECTATOR_REFUSED in _codes(host)


def test_a_spectator_that_joins_late_gets_the_game_so_far() -> None:
    host = HostCore(2, "Host", [0])
    host.spectators.allowed = 1
    host.spectators.feed_s = 0.0
    player, watcher = JoinerCore("J"), SpectatorCore("Late")
    wire = ScriptedWire(host, [player])
    wire.connect()
    wire.run(max_actions=12)
    assert host.applied >= 12
    wire.routes[b"late"] = watcher
    wire.to_host(b"late", watcher.hello(0.0))
    wire.run()
    assert watcher.game is not None and watcher.game.digest() == host.game.digest()
    assert watcher.game.match is not None and watcher.game.match.is_over() and watcher.over


def test_whatever_a_spectator_sends_for_a_player_is_refused_and_logged_boundedly() -> None:
    host, (player, watcher), wire = _wire(allowed=1)
    wire.connect()
    wire.run(max_actions=4)
    assert host.game is not None and host.game.match is not None
    before = host.game.digest()
    route = b"j1"
    action = Action.from_dict(host.game.match.legal_actions()[0].to_dict()) if host.game.match.legal_actions() else None
    attack = [
        {"t": "act", "token": "", "index": host.applied, "action": action.to_dict() if action else {}},
        {"t": "commit", "event": 1, "commit": b"\0" * 32, "sig": b"\0" * 64, "vk": b"\0" * 32},
        {"t": "reveal", "event": 1, "share": b"\0" * 32, "next": b"\0" * 32, "sig": b"\0" * 64, "roster": b""},
        {"t": "seen", "event": 1, "peer": 1, "share": b"\0" * 32, "next": b"\0" * 32, "sig": b"\0" * 64},
        {"t": "illegal", "index": 0, "reason": "x"},
        {"t": "resync"},
        {"t": "hello", **{k: v for k, v in player.hello(0.0)[0].msg.items() if k != "t"}},
    ]
    lines_before = sum(1 for e in host.events if e.code == Code.SPECTATOR_ACTED)
    answers = []
    for n in range(200):
        msg = attack[n % len(attack)]
        assert check(decode(encode(msg)), FROM_JOINER) is None
        answers += host.handle(route, msg, 0.0)
    assert host.spectators.refused == 200
    assert host.game.digest() == before and len(host.peers) == 2
    lines = sum(1 for e in host.events if e.code == Code.SPECTATOR_ACTED) - lines_before
    assert 1 <= lines <= 10
    refusals = [o.msg for o in answers if o.msg["t"] == "refuse"]
    assert refusals and all(check(m, FROM_HOST) is None for m in refusals)
    wire.run()
    assert watcher.game is not None and watcher.game.digest() == host.game.digest()


def test_the_hosts_player_may_send_a_spectator_away_and_its_address_is_refused_after() -> None:
    host, (_player, watcher), wire = _wire(allowed=2)
    wire.connect()
    wire.run(max_actions=2)
    route = b"j1"
    assert route in host.spectators.watchers
    host.spectators.watchers[route].address = "192.0.2.7"
    wire.to_joiners(host.spectators.send_away(route))
    wire.run(max_actions=2)
    assert watcher.rejected == REFUSALS["spectator_refused"] and host.spectators.watchers == {}
    again = SpectatorCore("Again")
    out = host.handle(b"again", again.hello(0.0)[0].msg, 1.0, "192.0.2.7")
    assert [o.msg["t"] for o in out] == ["reject"] and out[0].msg["reason"] == REFUSALS["spectator_refused"]
    other = host.handle(b"other", SpectatorCore("Other").hello(0.0)[0].msg, 1.0, "198.51.100.1")
    assert "watching" in [o.msg["t"] for o in other]


def _heard(core: JoinerCore) -> list[tuple[str, str]]:
    """(name, text) of every chat line a core took, in order."""
    return [(e.data["name"], e.data["text"]) for e in core.events if e.kind == "chat" and not e.code]


def _forged(game: str, peer: int, seq: int, text: str) -> dict[str, object]:
    """A ``chat_line`` under ``peer``'s number signed by a key that is not its author's (a host that forges)."""
    key = fairdice.signing_key(b"\x09" * 32)
    sig = chat.sign(key, game, peer, seq, text)
    return {"t": "chat_line", "peer": peer, "seq": seq, "text": text, "sig": sig, "vk": fairdice.public_key(key)}


def test_a_spectator_reads_the_chat_as_a_joiner_checks_it_and_cannot_write_to_it() -> None:
    host = HostCore(3, "Hal", [0])
    host.spectators.allowed = 1
    host.spectators.feed_s = 0.0
    ann, joe, watcher = JoinerCore("Ann"), JoinerCore("Joe"), SpectatorCore("Sue")
    wire = ScriptedWire(host, [ann, joe, watcher])
    for route, core in wire.routes.items():
        wire.to_host(route, core.hello(0.0))
    wire.run()
    assert watcher.admitted and host.game is None and b"j2" in host.spectators.watchers  # in the lobby
    wire.to_host(b"j0", ann.chat.say("hello <b>all</b>", 0.0))
    wire.run()
    wire.to_joiners(host.chat.say("welcome, watchers too", 0.0))
    wire.run()
    assert _heard(watcher) == [("Ann", "hello <b>all</b>"), ("Hal", "welcome, watchers too")]
    # in the lobby the first key heard under Ann's number and name is pinned: another is refused
    watcher.handle(_forged(host.game_id, 1, 10**13, "Ann: I give up"), 0.0)
    assert watcher.chat.dropped == 1 and len(_heard(watcher)) == 2

    # what a spectator says goes nowhere: its core sends nothing, and a chat from its route is refused and logged
    assert watcher.chat.say("let me talk", 0.0) == []
    key = fairdice.signing_key(b"\x05" * 32)
    said = {"t": "chat", "seq": 1, "text": "let me talk", "sig": chat.sign(key, host.game_id, 1, 1, "let me talk")}
    said["vk"] = fairdice.public_key(key)
    assert check(decode(encode(said)), FROM_JOINER) is None
    refused = host.spectators.refused
    outs = [o for _ in range(50) for o in host.handle(b"j2", said, 0.0)]  # (the wire's clock stands at 0)
    assert outs == [] and host.spectators.refused == refused + 50
    acted = [e for e in host.events if e.code == Code.SPECTATOR_ACTED]
    assert 1 <= len(acted) <= 10 and "read the chat only" in acted[0].text
    assert ("Sue", "let me talk") not in _heard(ann) + _heard(joe) and host.chat.lines[-1].text != "let me talk"

    # after the deal, the keys in the spectator's catch-up decide
    wire.to_joiners(host.start())
    wire.run(max_actions=2)
    assert watcher.game is not None and watcher.game.keys[2] == fairdice.public_key(joe._signing())
    wire.to_host(b"j1", joe.chat.say("good luck", 1.0))
    wire.run(max_actions=2)
    assert _heard(watcher)[-1] == ("Joe", "good luck")
    watcher.handle(_forged(host.game_id, 2, 10**13, "Joe: I resign"), 2.0)
    assert watcher.chat.dropped == 2 and _heard(watcher)[-1] == ("Joe", "good luck")
    wire.run()
    assert watcher.over and watcher.game.digest() == host.game.digest()


def test_a_slow_spectator_loses_chat_lines_rather_than_hold_them_queued() -> None:
    host, _cores, wire = _wire(allowed=2, spectators=2)
    wire.connect()
    wire.run(max_actions=2)
    routes = sorted(host.spectators.watchers)
    assert len(routes) == 2
    outs = [o for i in range(CHAT_AHEAD + 40) for o in host.chat.say(f"line {i}", 100.0)]
    to = lambda route: [o for o in outs if o.dest == route and o.msg["t"] == "chat_line"]  # noqa: E731
    assert len(to(b"j0")) == CHAT_AHEAD + 40  # the player gets every line
    assert all(len(to(r)) == CHAT_AHEAD for r in routes)  # each spectator no more than it may fall behind
    assert all(host.spectators.watchers[r].chat_dropped == 40 for r in routes)
    slow = [e for e in host.events if "for spectator" in e.text]
    assert 1 <= len(slow) <= 12
    # one that answers is fed again; the other, still silent, is not
    host.handle(routes[0], {"t": "ping"}, 100.5)
    outs = host.chat.say("after", 100.5)
    assert [o.dest for o in outs if o.dest in routes] == [routes[0]]
    assert [o.dest for o in outs if o.dest not in routes] == [b"j0"]


def test_a_headless_spectator_cannot_chat_from_its_console(capsys) -> None:
    assert main(["join", "h", "--watch", "--console", "--chat"]) == 2
    assert "--chat is not for --watch: spectators read the chat only" in capsys.readouterr().err
