"""The lobby the host starts, over real sockets on loopback (issue 35): a joiner readies, one is removed and refused
when it comes back, the host's player starts, and a joiner that comes back mid-game hears it is back in the game."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

import pytest

from carolus.engine.ai import make_player
from carolus.net.codec import decode
from carolus.net.hosting import HostedGame, HostSetup
from carolus.net.joiner import JoinerCore
from carolus.net.joiner_node import JoinerNode
from carolus.net.lobby_room import key_fingerprint
from carolus.net.protocol_types import Event
from carolus.net.refusals import refusal_code
from tests.support.hostile import RawPeer, hello
from tests.support.net_procs import host, join

pytestmark = [pytest.mark.lan, pytest.mark.timeout(150)]


def wait_until(what: Callable[[], bool], timeout: float = 20.0) -> None:
    """Until ``what`` holds (the socket threads' state, read here), or fail."""
    deadline = time.monotonic() + timeout
    while not what():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.02)


class Joiner:
    """A joiner's core and socket thread on loopback, its seats played by random moves; its events kept."""

    def __init__(self, port: int, core: JoinerCore) -> None:
        self.core = core
        self.events: list[Event] = []
        self.node = JoinerNode(
            core, f"tcp://127.0.0.1:{port}", self.events.append, ai_factory=lambda s: make_player("random", s)
        )
        self.node.open()
        self.thread = self.node.start_thread()

    def codes(self) -> list[str]:
        return [e.code for e in list(self.events) if e.code]

    def stop(self) -> None:
        """Ends its program without a goodbye (once)."""
        if self.node.stop_flag.is_set():
            return
        self.node.stop()
        self.thread.join(10)
        self.node.close()


def test_ready_kick_start_and_back_in_the_game(tmp_path: Path) -> None:
    setup = HostSetup("Hal", 3, 0, 0, fill="random", autosave=str(tmp_path / "auto.json"), announce=False)
    hosted = HostedGame(setup, own="random", endpoint="tcp://127.0.0.1:0", folder=tmp_path)
    heard: list[Event] = []
    hosted.node.on_event = heard.append
    port = hosted.open()
    hosted.node.start_thread()
    core = hosted.core
    joiners: list[Joiner] = []
    try:
        ann_core = JoinerCore("Ann")
        ann_core.want_ready = False  # a window's player ticks Ready herself
        ann = Joiner(port, ann_core)
        joiners.append(ann)
        wait_until(lambda: ann_core.lobby is not None and len(ann_core.lobby.entries) == 2)
        mal = Joiner(port, JoinerCore("Mal"))
        joiners.append(mal)
        wait_until(lambda: ann_core.lobby is not None and len(ann_core.lobby.entries) == 3)
        wait_until(lambda: ann_core.lobby is not None and ann_core.lobby.entries[2].ready)  # Mal is ready at once
        listed = ann_core.lobby
        assert [e.name for e in listed.entries] == ["Hal", "Ann", "Mal"]
        assert listed.entries[0].key == hosted.fingerprint()  # what the host's console prints for its key
        assert listed.entries[1].key == key_fingerprint(ann.node.client_keys.public)  # what Ann's own line says
        assert listed.entries[2].key == key_fingerprint(mal.node.client_keys.public)
        assert [e.ready for e in listed.entries] == [True, False, True]
        assert not hosted.ready()  # every seat is taken, but Ann is not ready: no start by itself
        welcome = next(e for e in list(ann.events) if e.code == "welcome")
        assert key_fingerprint(ann.node.client_keys.public) in welcome.text

        hosted.kick(2)  # the host's player removes Mal
        wait_until(lambda: bool(mal.core.rejected))
        assert refusal_code(mal.core.rejected) == "kicked"
        wait_until(lambda: ann_core.lobby is not None and len(ann_core.lobby.entries) == 2)
        again = Joiner(port, JoinerCore("Mal"))  # a fresh process, a fresh key: from the same address
        joiners.append(again)
        wait_until(lambda: bool(again.core.rejected))
        assert refusal_code(again.core.rejected) == "kicked" and again.core.peer < 0
        assert not core.started

        ann.node.call(lambda: ann_core.set_ready(True, time.monotonic()))
        wait_until(lambda: core.room.ready_joiners() == 1)
        assert not core.started
        hosted.start()  # the host's player presses Start: the empty seat goes to the computer
        wait_until(lambda: ann_core.game is not None and ann_core.game.applied >= 3)
        assert "waiting for the host to start" in next(e.text for e in list(ann.events) if e.code == "welcome")

        token, game, secret, seats = ann_core.token, ann_core.game_id, ann_core.secret, ann_core.seats
        ann.stop()  # Ann's program ends without a goodbye
        back = Joiner(port, JoinerCore("Ann", token=token, game=game, secret=secret))
        joiners.append(back)
        wait_until(lambda: "back_in_game" in back.codes())
        said = next(e for e in list(back.events) if e.code == "back_in_game")
        assert said.data["seats"] == seats and "back in the game" in said.text
        assert "welcome" not in back.codes()
        assert all("waiting for the host to start" not in e.text for e in list(back.events))
        listed_on_host = [e for e in list(heard) if e.code == "lobby_list"]
        assert listed_on_host and all("[key " in e.text for e in listed_on_host)
        assert [e.data["name"] for e in list(heard) if e.code == "kicked"] == ["Mal"]
    finally:
        for j in joiners:
            j.stop()
        hosted.node.stop()
        if hosted.node.thread is not None:
            hosted.node.thread.join(10)
        hosted.close()


def test_a_stranger_cannot_mark_another_and_a_flood_of_marks_reaches_nobody_unbounded(tmp_path: Path) -> None:
    h, port = host(tmp_path, "--players", "4", "--ai", "random", "--joiners", "3")
    peers: list[RawPeer] = []
    try:
        observer, attacker, stranger = RawPeer(port), RawPeer(port), RawPeer(port)
        peers += [observer, attacker, stranger]
        observer.send(hello("Obs"))
        observer.recv_kind("welcome")
        attacker.send(hello("Mal"))
        attacker.recv_kind("welcome")
        lists = [observer.recv_kind("lobby_list")]
        while len(lists[-1]["names"]) < 3:
            lists.append(observer.recv_kind("lobby_list"))
        stranger.send({"t": "ready", "ready": True})  # registered at the door, never said hello
        assert stranger.recv()["reason"].startswith("hello first")
        attacker.send({"t": "ready", "ready": True, "peer": 1})  # no field names another peer: dropped
        began = time.monotonic()
        for i in range(1000):
            attacker.send({"t": "ready", "ready": i % 2 == 0})
        pinged = 0.0
        while time.monotonic() - began < 2.5:
            if time.monotonic() - pinged > 0.5:  # (both stay in the lobby: a silent joiner leaves it)
                pinged = time.monotonic()
                observer.send({"t": "ping"})
                attacker.send({"t": "ping"})
            if observer.sock.poll(50):
                msg = decode(observer.sock.recv())
                if msg["t"] == "lobby_list":
                    lists.append(msg)
        flood = lists[3:]
        assert 1 <= len(flood) <= 6 + 2 * 3 + 1  # the burst, then two a second: never one per message
        assert all(not listed["ready"][1] for listed in lists)  # the observer's mark: nobody set it but it
        assert "dropped ready marks from Mal: too many" in h.output()
    finally:
        for peer in peers:
            peer.close()
        h.kill()


def test_a_joiner_restarted_mid_game_hears_it_is_back_in_the_game(tmp_path: Path) -> None:
    h, port = host(tmp_path, "--ai", "random", "--joiners", "1", "--out", str(tmp_path / "h.json"))
    try:
        owner = join(tmp_path, port, "Owner", "--ai", "strong", "--verbose")  # (slow: killed before the end)
        key = owner.wait_for(r"joined: you play seat \d; waiting for the host to start \(your key ([0-9a-f ]{19})\)")
        h.wait_for(rf"Owner joined \(key {key.group(1)}\)")  # the host's console shows the key the joiner shows
        h.wait_for(
            rf"lobby: Host \[key [0-9a-f ]{{19}}\] host, seat 1; Owner \[key {key.group(1)}\] (not )?ready, seat 2"
        )
        owner.wait_for(r"action 10:")
        owner.kill()  # its state file stays: it comes back into its seat
        back = join(tmp_path, port, "Owner", "--ai", "random")
        back.wait_for(r"joined: you play seat \d; back in the game under way")
        assert back.wait() == 0, back.output()
        assert "waiting for the host to start" not in back.output()
        assert h.wait() == 0, h.output()
    finally:
        h.kill()
