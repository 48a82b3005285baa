"""History nobody can rewrite: catch-ups must extend what was applied; ``carolus replay --verify`` re-derives it all."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from carolus.engine.constants import FACES
from carolus.net import fairdice
from carolus.net.codec import decode
from carolus.net.handshake import rules_digest
from carolus.net.harness import ScriptedWire
from carolus.net.host import HostCore, Peer
from carolus.net.host_dice import DiceRounds
from carolus.net.host_lobby import Lobby
from carolus.net.joiner import JoinerCore
from tests.support.cheats import CheatingJoiner

pytestmark = pytest.mark.timeout(120)


def _game(players: int, joiners: int, max_actions: int | None = None) -> tuple[HostCore, list[JoinerCore]]:
    host = HostCore(players, "Host", [0])
    js = [JoinerCore(f"J{i}") for i in range(joiners)]
    wire = ScriptedWire(host, js)
    wire.connect()
    wire.run(max_actions)
    return host, js


def _refused(joiner: JoinerCore, sync: dict[str, Any], why: str) -> None:
    before = (joiner.game.digest(), joiner.game.record().to_dict())
    assert joiner.handle(sync, 0.0) == []
    assert why in joiner.events[-1].text, joiner.events[-1].text
    assert (joiner.game.digest(), joiner.game.record().to_dict()) == before


def test_a_catch_up_that_adds_a_peer_is_refused() -> None:
    host, (j,) = _game(2, 1, max_actions=20)
    sync = host.sequencer.sync(1)[0].msg
    net = sync["net"]
    net["peers"] = 3
    for row in net["commits"] + net["contributions"]:
        row.append("22" * 32)
    _refused(j, sync, "dropped catch-up")


def test_a_catch_up_that_changes_the_rule_for_void_rolls_is_refused() -> None:
    host, (j,) = _game(2, 1, max_actions=20)
    sync = host.sequencer.sync(1)[0].msg
    sync["net"]["protocol"] = 1  # the old rule: a host would know how a roll it leaves a peer out of falls
    _refused(j, sync, "dropped catch-up: it decides void rolls by another rule")


def test_a_catch_up_that_rewrites_an_applied_action_or_the_setup_is_refused() -> None:
    host, (j,) = _game(2, 1, max_actions=20)
    sync = host.sequencer.sync(1)[0].msg
    changed = copy.deepcopy(sync)
    changed["record"]["actions"] = changed["record"]["actions"][:5]
    _refused(j, changed, "dropped catch-up")  # fewer actions than we applied: a rewrite in the making
    changed = copy.deepcopy(sync)
    changed["record"]["setup"]["emperor"] = (changed["record"]["setup"]["emperor"] + 1) % 15
    _refused(j, changed, "setup emperor is not what the seed deals")


def test_a_catch_up_from_a_host_that_restarted_the_game_is_refused() -> None:
    host, (j,) = _game(2, 1, max_actions=12)
    other = HostCore(2, "Host", [0], game=host.game_id)  # same game id, new secrets: a re-deal
    k = JoinerCore("J0")
    wire = ScriptedWire(other, [k])
    wire.connect()
    wire.run(max_actions=14)
    sync = other.sequencer.sync(1)[0].msg
    _refused(j, sync, "dropped catch-up")


def test_every_game_uses_fresh_secrets_even_with_a_reused_game_id() -> None:
    saved = b"\x01" * 32
    j = JoinerCore("J", token="t", game="old-game", secret=saved)
    j.handle(
        {
            "t": "welcome",
            "peer": 1,
            "token": "t2",
            "game": "new-game",
            "seats": [1],
            "players": 2,
            "proof": None,
            "grace": 60000,
            "witness": b"\x07" * 32,
            "variant": [],
            "rules": rules_digest(2, ()),
        },
        0.0,
    )
    assert j.secret != saved
    again = JoinerCore("J", token="t", game="same", secret=saved)
    again.handle(
        {
            "t": "welcome",
            "peer": 1,
            "token": "t",
            "game": "same",
            "seats": [1],
            "players": 2,
            "proof": None,
            "grace": 60000,
            "witness": b"\x07" * 32,
            "variant": [],
            "rules": rules_digest(2, ()),
        },
        0.0,
    )
    assert again.secret == saved  # a rejoin reveals what it committed to


# -- carolus replay --verify -----------------------------------------------------------------------------------


def _honest_record(tmp_path: Path, players: int = 3, joiners: int = 2) -> dict[str, Any]:
    host, _ = _game(players, joiners)
    return host.game.record().to_dict()


def _verify(tmp_path: Path, record: dict[str, Any]) -> subprocess.CompletedProcess[str]:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record))
    return subprocess.run(
        [sys.executable, "-m", "carolus", "replay", "--verify", "--json", str(path)],
        capture_output=True,
        text=True,
        timeout=60,
    )


@pytest.fixture(scope="module")
def honest() -> dict[str, Any]:
    for _ in range(20):  # a game whose setup rolled a crown, so setup crowns are covered too
        rec = _honest_record(Path("."), 3, 2)
        if any("crown" in r for r in rec["setup"]["reserves"]):
            return rec
    raise AssertionError("no dealt crown in 20 games")


def test_replay_verify_accepts_an_honest_networked_record(tmp_path: Path, honest: dict[str, Any]) -> None:
    assert set(honest["setup"]) == {"provinces", "emperor", "start_player", "reserves"}
    assert honest["actions"][0]["type"] == "crown"  # setup crowns named by round-0 crown actions
    done = _verify(tmp_path, honest)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["over"] is True


def _tamper(record: dict[str, Any], kind: str) -> dict[str, Any]:
    rec = copy.deepcopy(record)
    net = rec["net"]
    if kind == "setup":
        rec["setup"]["provinces"][0], rec["setup"]["provinces"][1] = (
            rec["setup"]["provinces"][1],
            rec["setup"]["provinces"][0],
        )
        if rec["setup"]["provinces"][0] == rec["setup"]["provinces"][1]:
            rec["setup"]["emperor"] = (rec["setup"]["emperor"] + 1) % 15
    elif kind == "commit":
        net["commits"][3][1] = "ab" * 32
    elif kind == "contribution":
        net["contributions"][3][2] = "cd" * 32
    elif kind == "die":
        k = len(rec["dice"]) // 2
        rec["dice"][k] = FACES[(FACES.index(rec["dice"][k]) + 1) % 6]
    elif kind == "peer added":
        net["peers"] += 1
        for row in net["commits"] + net["contributions"]:
            row.append("ee" * 32)
    elif kind == "peer removed":
        net["peers"] -= 1
        for row in net["commits"] + net["contributions"]:
            row.pop()
        net["owners"] = [min(o, net["peers"] - 1) for o in net["owners"]]
    elif kind == "seed":
        rec["seed"] = "0" * 32
    elif kind == "no net":
        del rec["net"]
    return rec


@pytest.mark.parametrize(
    "kind", ["setup", "commit", "contribution", "die", "peer added", "peer removed", "seed", "no net"]
)
def test_replay_verify_refuses_every_kind_of_tampering_with_one_line(
    tmp_path: Path, honest: dict[str, Any], kind: str
) -> None:
    done = _verify(tmp_path, _tamper(honest, kind))
    assert done.returncode == 2, (kind, done.stdout, done.stderr)
    assert done.stdout == ""
    assert len(done.stderr.strip().splitlines()) == 1 and "Traceback" not in done.stderr


def test_verify_record_in_process_names_what_differs(honest: dict[str, Any]) -> None:
    from carolus.engine.record import Record

    with pytest.raises(fairdice.FairnessError, match="peer 1's commit is not signed by its key"):
        fairdice.verify_record(Record.from_dict(_tamper(honest, "commit")))  # a commit nobody signed
    with pytest.raises(fairdice.FairnessError, match=r"setup \w+ is not what the seed deals"):
        fairdice.verify_record(Record.from_dict(_tamper(honest, "setup")))
    assert fairdice.verify_record(Record.from_dict(honest)) == len(honest["net"]["contributions"])


class Withholder(JoinerCore):
    """Commits like everyone, then never reveals its share of a refill."""

    def _after_apply(self, now: float):
        return [o for o in super()._after_apply(now) if not (o.msg["t"] == "reveal" and o.msg["event"] >= 1)]


def test_a_peer_that_withholds_its_reveal_is_named_and_nothing_is_rolled_without_it() -> None:
    host = HostCore(2, "Host", [0])
    j = Withholder("Mallory")
    wire = ScriptedWire(host, [j])
    wire.connect()
    wire.run()
    event = host.game.pending_event()
    assert event is not None and event >= 1 and len(host.game.shares) == event

    def tick(now: float) -> None:
        host.peers[1].last_seen = now  # Mallory stays connected (pings), only its share is missing
        host.tick(now)

    tick(100.0)
    assert not [e for e in host.events if e.kind == "withheld"]
    tick(100.0 + 3 * host.repair_s)
    named = [e for e in host.events if e.kind == "withheld"]
    assert [e.text for e in named] == [f"waiting for Mallory's share of the dice for refill {event}"]
    assert len(host.game.shares) == event  # no roll is decided without every share while the grace runs
    tick(100.0 + host.grace_s + 1)
    assert [e.text for e in host.events if e.kind == "withheld"][
        -1
    ] == "the dice are rolled without Mallory from now on"
    assert host.game.left == {1: [event]}  # never rewarded: it has no say
    assert (
        len(host.game.shares) == event + 2
        and host.game.rolls[event - 1 :] == [0, host.game.rolls[event]]
        and host.game.rolls[event] > 0
    )  # the roll it was out at is void: the next event's shares decided it


def test_a_peer_rolled_without_comes_back_into_the_dice_with_fresh_commits_and_every_peer_agrees() -> None:
    host = HostCore(3, "Host", [0], grace_s=5.0)
    mallory, stays = CheatingJoiner("Mallory"), JoinerCore("Stays")
    mallory.withhold_at = 1  # keeps its share of the first refill back, then plays fair
    wire = ScriptedWire(host, [mallory, stays])
    wire.connect()
    wire.run()
    event = host.game.pending_event()
    assert event is not None and event >= 1
    for now in (10.0, 16.0):  # (the joiners saw the roll awaited from 0.0) past the grace: rolled without Mallory
        for peer in host.peers[1:]:
            peer.last_seen = now
        for out in host.tick(now):
            joiner = wire.routes[b"j0"] if out.dest == host.peers[1].route else wire.routes[b"j1"]
            wire.to_host(b"j0" if joiner is mallory else b"j1", joiner.handle(out.msg, now))
    assert host.game.left == {1: [event]}
    wire.run()
    assert host.game.match.is_over()
    assert host.game.left == mallory.game.left == stays.game.left == {1: [event, event + 2]}
    assert any(e.text == f"Mallory is back in the dice from refill {event + 2}" for e in host.events)
    assert any(e.text == f"you are back in the dice from refill {event + 2}" for e in mallory.events)
    record = host.game.record()
    assert record.to_dict() == mallory.game.record().to_dict() == stays.game.record().to_dict()
    assert record.extra["net"]["left"] == {"1": [event, event + 2]}
    assert fairdice.verify_record(record) == len(host.game.shares)
    shares = record.extra["net"]["contributions"]
    assert [bool(row[1]) for row in shares[event : event + 3]] == [False, False, True]


def test_news_hands_out_each_action_once_with_its_dice_and_a_catch_up_follows_on() -> None:
    from carolus.engine.match import Match
    from carolus.engine.record import Record

    host, (j,) = _game(2, 1, max_actions=30)
    lineage = j.game.lineage
    told = j.game.news()
    sync = host.sequencer.sync(1)[0].msg
    j.handle(sync, 0.0)  # a catch-up of what it already has: an extension
    assert j.game.lineage is lineage and j.game.news() == []
    mine = j.game.match.record
    start = Record.new(2, mine.seed, mine.names)
    start.setup = mine.setup
    replay = Match(start, external_dice=True)  # the window's copy: the deal, then each action with its dice
    for action, faces in told:
        replay.apply_action(action)
        for face in faces:
            replay.roll(face)
    assert replay.record.actions == mine.actions[: len(told)] and len(told) >= 29
    assert replay.record.dice == mine.dice[: len(replay.record.dice)]
    assert replay.digest() == Match(mine.copy()).digest() or j.game.match.needs_die()


@pytest.mark.parametrize("protocol", [1, 2])
def test_the_roll_a_peer_went_out_at_is_void_and_the_next_events_shares_decide_it(protocol: int) -> None:
    """Whoever left the share out (a host that cut its peer off, or the peer) may know how the others' shares of that
    roll fall; from protocol 2 they decide nothing. Records of protocol 1 keep verifying as they were rolled."""
    host = HostCore(3, "Host", [0], grace_s=5.0)
    mallory, stays = CheatingJoiner("Mallory"), JoinerCore("Stays")
    mallory.withhold_at = 1
    wire = ScriptedWire(host, [mallory, stays])
    wire.connect()
    wire.run()
    for game in (host.game, mallory.game, stays.game):
        game.protocol = protocol
    event = host.game.pending_event()
    for now in (10.0, 16.0):
        for peer in host.peers[1:]:
            peer.last_seen = now
        for out in host.tick(now):
            joiner = wire.routes[b"j0"] if out.dest == host.peers[1].route else wire.routes[b"j1"]
            wire.to_host(b"j0" if joiner is mallory else b"j1", joiner.handle(out.msg, now))
    wire.run()
    assert host.game.match.is_over() and host.game.left[1][0] == event
    rolls = host.game.rolls
    assert (rolls[event - 1] == 0) == (protocol == 2) and rolls[event] > 0
    record = host.game.record()
    assert record.to_dict() == stays.game.record().to_dict() == mallory.game.record().to_dict()
    assert record.extra["net"]["protocol"] == protocol
    assert fairdice.verify_record(record) == len(host.game.shares)
    from carolus.engine.record import Record

    other = record.to_dict()
    other["net"]["protocol"] = 3 - protocol  # read by the other rule, the same shares give other dice
    with pytest.raises(fairdice.FairnessError, match=r"the dice do not follow from the contributions|action \d+: "):
        fairdice.verify_record(Record.from_dict(other))


# -- sizes no real game reaches (issue 25, point 10) -------------------------------------------------------------


def _padded(net: dict[str, Any], events: int) -> None:
    """``events`` more random events of well-formed rows (whether they verify is never asked: the size refuses)."""
    for key in ("commits", "contributions"):
        row = net[key][-1]
        net[key] += [list(row) for _ in range(events)]


def test_a_catch_up_larger_than_a_real_game_is_refused_by_its_size_before_any_replay() -> None:
    host, (j,) = _game(2, 1, max_actions=20)
    sync = host.sequencer.sync(1)[0].msg
    _padded(sync["net"], fairdice.MAX_GAME_EVENTS)
    _refused(j, sync, f"more than a real game can have ({fairdice.MAX_GAME_EVENTS})")
    sync = host.sequencer.sync(1)[0].msg
    sync["record"]["actions"] = sync["record"]["actions"] * (fairdice.MAX_GAME_ACTIONS // 20 + 1)
    _refused(j, sync, f"more than a real game can have ({fairdice.MAX_GAME_ACTIONS})")


def test_replay_verify_refuses_a_record_larger_than_a_real_game_by_its_size(
    tmp_path: Path, honest: dict[str, Any]
) -> None:
    rec = copy.deepcopy(honest)
    _padded(rec["net"], 2 * fairdice.MAX_GAME_EVENTS)  # 10,000 events more: some 5 MB, as an attacker's valid one
    done = _verify(tmp_path, rec)
    assert done.returncode == 2
    assert f"random events, more than a real game can have ({fairdice.MAX_GAME_EVENTS}); not checked" in done.stderr


# -- fresh randomness for every deal (issue 25, point 2) -----------------------------------------------------------


class ReusingLobby(Lobby):
    """A lobby that admits a returning player's old token to a game it deals anew under the old game id."""

    def admit(self, route: bytes, msg: dict[str, Any], now: float, proof: bytes | None) -> list:
        core = self.core
        if msg["token"] and not core.started and all(p.token != msg["token"] for p in core.peers[1:]):
            core.peers.append(Peer(msg["name"], msg["token"], [1]))
            core.owners[1], core.names_by_seat[1] = 1, msg["name"]
        return super().admit(route, msg, now, proof)


class ReusingHost(HostCore):
    """A modified host: it deals a new game under an old game id and admits its returning player's old token, to
    know that player's shares in advance."""

    lobby_class = ReusingLobby


def test_a_host_reusing_a_game_id_cannot_know_a_returning_players_shares() -> None:
    first = HostCore(2, "Host", [0], game="a" * 16)
    j = JoinerCore("J")
    wire = ScriptedWire(first, [j])
    wire.connect()
    wire.run()
    seen = {row[1] for row in first.game.shares}  # every share J revealed in the first game
    assert len(seen) > 5
    again = ReusingHost(2, "Host", [0], game=first.game_id)
    back = JoinerCore("J", token=j.token, game=j.game_id, secret=j.secret)  # as restarted from its state file
    wire = ScriptedWire(again, [back])
    wire.connect()
    wire.run()
    assert again.game.match.is_over() and again.peers[1].token == j.token  # the trap worked: same id, same seat
    assert not seen & {row[1] for row in again.game.shares}  # yet not one share was known in advance


class PeekingDice(DiceRounds):
    """Dice that take everyone's share of the deal, roll nothing and deal again (to choose among deals, as the
    issue's host did in 27 tries); saying so in its ``start`` unless it ``hides`` it."""

    shown: bytes | None = None
    hides = False

    def roll(self, event: int) -> list:
        core = self.core
        if event == 0 and self.shown is None:
            self.shown = self.reveals[1][0]
            self.reveals = {}
            core.game = None
            core.secret = bytes(32)  # another share of its own: another deal to choose
            core.signing = fairdice.signing_key(core.secret)
            core.lobby.redeals += 0 if self.hides else 1
            return core.start(core.fill_name)
        return super().roll(event)


class PeekingHost(HostCore):
    """A modified host: its dice peek at the deal (``PeekingDice``)."""

    dice_class = PeekingDice


def test_a_deal_started_again_after_a_players_share_was_seen_gets_a_fresh_share() -> None:
    host = PeekingHost(2, "Host", [0])  # (dealt again with the same commits, the same share would do no harm)
    j = JoinerCore("J")
    wire = ScriptedWire(host, [j])
    wire.connect()
    wire.run()
    shown = host.dice.shown
    assert shown is not None and host.game.match.is_over()
    assert host.game.shares[0][1] != shown
    assert host.game.record().extra["net"]["redeals"] == 1 == j.game.redeals


def test_a_deal_started_again_unsaid_after_a_players_share_was_seen_is_refused() -> None:
    """Issue 36, point 1: the host's ``start`` says no re-deal, the joiner saw one: it takes no part."""
    host = PeekingHost(2, "Host", [0])
    host.dice.hides = True  # type: ignore[attr-defined]
    j = JoinerCore("J")
    wire = ScriptedWire(host, [j])
    wire.connect()
    wire.run()
    assert host.game is not None and host.game.match is None  # never dealt
    assert j.redeal_refused.startswith("the host says the deal was started again 0 times, but we saw 1")
    assert any(e.code == "redeal_refused" for e in j.events)


def test_a_repair_that_repeats_the_deal_while_our_reveal_is_on_its_way_changes_nothing() -> None:
    """The host repeats start and commits to a joiner whose reveal it has not heard yet (a repair): the same deal,
    so the joiner keeps its secret and reveals the same share again; the game goes on."""
    host = HostCore(2, "Host", [0])
    j = JoinerCore("J")
    wire = ScriptedWire(host, [j])
    for route, joiner in wire.routes.items():
        wire.to_host(route, joiner.hello(0.0))
    wire.run()
    wire.to_joiners(host.start())
    while 0 not in j.revealed:  # up to our reveal, still on its way to the host
        side, route, frame = wire.queue.pop(0)
        if side == "h":
            wire.to_joiners(host.handle(route, decode(frame), 0.0))
        else:
            wire.to_host(route or b"", j.handle(decode(frame), 0.0))
    share = j._share(0)
    for out in host.sequencer.sync(1):  # the repair: start, then the deal's commits again
        wire.to_host(b"j0", j.handle(out.msg, 0.0))
    wire.run()
    assert host.game.match.is_over() and host.game.shares[0][1] == share
    assert j.game.record().to_dict() == host.game.record().to_dict()


def test_a_joiner_that_lost_its_secret_mid_deal_costs_one_redeal_said_everywhere() -> None:
    """The one named cause of a re-deal (issue 36, point 1): a joiner comes back without the secret it committed
    with after the others revealed; the host deals again once, every peer records it and the game is played."""
    host = HostCore(3, "Host", [0])
    j0, j1 = JoinerCore("J0"), JoinerCore("J1")
    wire = ScriptedWire(host, [j0, j1])
    for route, joiner in wire.routes.items():
        wire.to_host(route, joiner.hello(0.0))
    wire.run()
    wire.to_joiners(host.start())
    while 0 not in j0.revealed:  # J0 revealed its share of the deal; J1 is about to
        side, route, frame = wire.queue.pop(0)
        if side == "h":
            wire.to_joiners(host.handle(route, decode(frame), 0.0))
        else:
            wire.to_host(route or b"", wire.routes[route or b""].handle(decode(frame), 0.0))
    wire.queue = [q for q in wire.queue if q[1] != b"j1"]
    again = JoinerCore("J1", token=j1.token, game=j1.game_id)  # restarted without its secret
    wire.routes[b"j1"] = again
    wire.to_host(b"j1", again.hello(0.0))
    wire.run()
    assert host.game is not None and host.game.match is not None and host.game.match.is_over()
    assert host.game.record().extra["net"]["redeals"] == 1
    assert j0.game is not None and j0.game.record().to_dict() == host.game.record().to_dict()
    assert [e.code for e in j0.events].count("redealt_you") == 1 and not j0.redeal_refused
    assert any(e.code == "redealt_you" for e in again.events)  # shown to a joiner that revealed nothing too
    assert any(e.code == "redealt" for e in host.events)
