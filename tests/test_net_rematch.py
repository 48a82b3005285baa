"""Rematch as pure protocol code (issue 35): the same table plays again with seats rotated and a fresh deal; who
says no (or does not answer in time) has its seat played by the computer; a spectator follows the next game too."""

from __future__ import annotations

from carolus.net import fairdice
from carolus.net.harness import ScriptedWire
from carolus.net.host import HostCore
from carolus.net.joiner import JoinerCore
from carolus.net.protocol_types import Code
from carolus.net.rematch import rotate
from carolus.net.spectators import SpectatorCore


def _over(core: HostCore | JoinerCore) -> bool:
    return core.game is not None and core.game.match is not None and core.game.match.is_over()


def test_two_games_in_a_row_with_seats_rotated_and_a_fresh_deal() -> None:
    host = HostCore(3, "Host", [0])
    host.spectators.allowed, host.spectators.feed_s = 1, 0.0
    js = [JoinerCore("Ann"), JoinerCore("Bob")]
    for j in js:
        j.again_answer = True
    watcher = SpectatorCore("Eve")
    wire = ScriptedWire(host, [*js, watcher])
    wire.connect()
    wire.run()
    assert _over(host) and all(_over(j) for j in js) and watcher.over
    first_id, first_names = host.game_id, list(host.names_by_seat)
    first = host.game.record()
    first_secret = host.secret
    wire.to_joiners(host.rematch.offer_again(0.0))
    wire.run()
    assert host.rematch.games == 2 and host.game_id != first_id and host.secret != first_secret
    assert _over(host), "the second game was played to its end"
    assert [host.names_by_seat[rotate(s, 3)] for s in range(3)] == first_names
    assert [j.seats for j in js] == [[rotate(1, 3)], [rotate(2, 3)]]
    second = host.game.record()
    assert second.setup != first.setup or second.dice != first.dice
    assert fairdice.verify_record(second) >= 1
    assert second.extra["net"]["game"] != first.extra["net"]["game"]
    for j in js:
        assert j.game is not None and j.game.digest() == host.game.digest() and j.over
        assert Code.REMATCH_ASKED in [e.code for e in j.events]
    assert watcher.game is not None and watcher.game.digest() == host.game.digest() and watcher.over
    codes = [e.code for e in host.events]
    assert codes.count(Code.REMATCH_YES) == 2 and Code.REMATCH_STARTED in codes


def test_who_says_no_has_its_seat_played_by_the_computer_and_a_wish_is_told_to_the_host() -> None:
    host = HostCore(3, "Host", [0])
    yes, no = JoinerCore("Yes"), JoinerCore("No")
    yes.again_answer = True
    wire = ScriptedWire(host, [yes, no])
    wire.connect()
    wire.run()
    assert _over(host)
    wire.to_host(b"j1", no.answer_again(True))  # a wish before any offer: the host's player hears of it
    wire.run()
    assert Code.REMATCH_WANTED in [e.code for e in host.events]
    no.again_answer = False
    wire.to_joiners(host.rematch.offer_again(0.0))
    wire.run()
    assert _over(host) and host.rematch.games == 2
    assert len(host.peers) == 2 and host.game.peers == 2, "the one who said no takes no part in the dice"
    no_seat = rotate(2, 3)
    assert host.names_by_seat[no_seat].startswith("AI") and host.owners[no_seat] == 0
    assert host.names_by_seat[rotate(1, 3)] == "Yes" and yes.game is not None
    assert yes.game.digest() == host.game.digest()
    assert Code.REMATCH_NO in [e.code for e in host.events]
    assert no.game is not None and no.game.digest() != host.game.digest()


def test_an_offer_waits_for_answers_then_goes_on_without_those_who_did_not_answer() -> None:
    host = HostCore(2, "Host", [0])
    host.rematch.wait_s = 5.0
    silent = JoinerCore("Silent")
    wire = ScriptedWire(host, [silent])
    wire.connect()
    wire.run()
    wire.to_joiners(host.rematch.offer_again(10.0))
    wire.run()
    assert host.rematch.offer is not None and host.rematch.games == 1
    assert host.rematch.tick(14.0) == [] and host.rematch.games == 1
    wire.to_joiners(host.rematch.tick(15.5))
    wire.run()
    assert host.rematch.games == 2 and _over(host) and len(host.peers) == 1


def test_a_hosted_game_gives_its_computers_the_seats_moved_on_and_keeps_its_players_own(tmp_path) -> None:
    """The window's host: its player's seat moves on with the others, and the computer never takes it."""
    from carolus.net.hosting import HostedGame, HostSetup
    from carolus.net.rematch import Offer

    hosted = HostedGame(
        HostSetup("Hal", players=3, seat=0, announce=False), endpoint="tcp://127.0.0.1:0", folder=tmp_path
    )
    try:
        hosted._start()  # (what the socket thread runs for Start now: nobody joined, the computer takes 1 and 2)
        assert hosted.seat == 0 and set(hosted.node.ai) == {1, 2}
        core = hosted.core
        core.rematch.offer = Offer("next-game", 0.0)
        core.rematch.start_next(0.0)
        assert core.game_id == "next-game" and core.started
        assert hosted.seat == 1 and core.names_by_seat[1] == "Hal"
        assert set(hosted.node.ai) == {0, 2}, "the computer plays every seat but the host's player's own"
    finally:
        hosted.close()
