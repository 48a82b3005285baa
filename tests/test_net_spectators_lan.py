"""Spectators over real sockets (issue 35): one joins a game with a password late, through the door and CURVE like
any joiner, gets the game so far, follows it to the end with the players' final digest; a hostile spectator's
action and dice share are refused and change nothing; a spectator reads the chat, checks it, and cannot write to it."""

from __future__ import annotations

import re
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from carolus.engine.actions import from_code
from carolus.engine.ai import AIPlayer, make_player
from carolus.net import chat, fairdice
from carolus.net.host import HostCore
from carolus.net.host_node import HostNode
from carolus.net.joiner import JoinerCore
from carolus.net.joiner_node import JoinerNode
from carolus.net.protocol_types import Code, Event, Out
from carolus.net.spectators import SpectatorCore
from tests.support import net_procs as procs

pytestmark = pytest.mark.lan

HALFWAY = 8
"""Actions played before the spectators come."""


class _GatedAI:
    """The host's computer: after ``HALFWAY`` moves it waits (an event, not a sleep) until the late spectator has
    caught up, so the spectator surely joins a game in progress."""

    def __init__(self, halfway: threading.Event, go_on: threading.Event) -> None:
        self.inner: AIPlayer = make_player("random", 7)
        self.halfway, self.go_on = halfway, go_on
        self.moves = 0

    def choose(self, state: Any) -> int:
        self.moves += 1
        if self.moves > HALFWAY // 2:
            self.halfway.set()
            self.go_on.wait(30.0)
        return self.inner.choose(state)


class _HostileSpectator(SpectatorCore):
    """A spectator that, once it has the game, sends an action for the player to move and a dice share."""

    attacked = False

    def _on_sync(self, msg: dict[str, Any], now: float) -> list[Out]:
        out = super()._on_sync(msg, now)
        game = self.game
        if self.attacked or game is None or game.match is None or game.match.is_over():
            return out
        self.attacked = True
        action = from_code(game.match.state, make_player("random", 1).choose(game.match.state))
        act = {"t": "act", "token": "", "index": game.applied, "action": action.to_dict()}
        share = {"t": "reveal", "event": len(game.shares), "share": b"\1" * 32, "next": b"\2" * 32}
        return [*out, *self._out(act, now), *self._out({**share, "sig": b"\3" * 64, "roster": b""}, now)]


def test_a_late_spectator_follows_to_the_end_and_a_hostile_one_is_refused() -> None:
    events: dict[str, list[Event]] = {}
    halfway, go_on = threading.Event(), threading.Event()

    def sink(name: str, also: Any = None) -> Any:
        events[name] = []

        def take(event: Event) -> None:
            events[name].append(event)
            if also is not None:
                also(event)

        return take

    host = HostCore(2, "Host", [0], password="watch me")
    host.spectators.allowed = 2
    host_node = HostNode(host, "tcp://127.0.0.1:0", sink("host"), ai_factory=lambda seat: _GatedAI(halfway, go_on))
    host_node.open()
    endpoint = f"tcp://127.0.0.1:{host_node.bound_port}"
    player = JoinerCore("Player", password="watch me")
    player_node = JoinerNode(player, endpoint, sink("player"), ai_factory=lambda seat: make_player("random", 3))
    first_sync: list[int] = []

    def caught_up(event: Event) -> None:
        if event.data.get("caught_up") and not first_sync:
            first_sync.append(int(event.data["applied"]))
            go_on.set()

    watcher = SpectatorCore("Late", password="watch me")
    watcher_node = JoinerNode(watcher, endpoint, sink("watcher", caught_up))
    hostile = _HostileSpectator("Hostile", password="watch me")
    hostile_node = JoinerNode(hostile, endpoint, sink("hostile"))
    deadline = time.monotonic() + 60.0

    def host_main() -> None:
        host_node.run(until=lambda: host.joiners() >= 1, timeout_s=20.0)
        host_node.call(lambda: host.start(now=time.monotonic()))
        told = lambda: host.over_sent and all(w.told_over for w in host.spectators.watchers.values())  # noqa: E731
        host_node.run(until=told, timeout_s=max(0.0, deadline - time.monotonic()))
        host_node.run(timeout_s=0.3)

    def follow(node: JoinerNode, core: JoinerCore) -> None:
        node.run(until=lambda: core.over or bool(core.rejected), timeout_s=max(0.0, deadline - time.monotonic()))

    threads = [
        threading.Thread(target=host_main, daemon=True),
        threading.Thread(target=follow, args=(player_node, player), daemon=True),
    ]
    try:
        player_node.open()
        for t in threads:
            t.start()
        assert halfway.wait(30.0), "the game did not get going"
        for node, core in ((hostile_node, hostile), (watcher_node, watcher)):
            node.open()
            threads.append(threading.Thread(target=follow, args=(node, core), daemon=True))
            threads[-1].start()
        for t in threads:
            t.join(65.0)
    finally:
        go_on.set()
        for node in (watcher_node, hostile_node, player_node, host_node):
            node.close()
    assert host.game is not None and host.game.match is not None and host.game.match.is_over()
    assert first_sync and first_sync[0] >= HALFWAY // 2, "the spectator came after the game began"
    final = host.game.digest()
    assert player.game is not None and player.game.digest() == final
    assert watcher.game is not None and watcher.game.digest() == final and watcher.over
    assert watcher.game.record().to_dict() == host.game.record().to_dict()
    codes = [e.code for e in events["watcher"]]
    assert Code.WATCHING in codes and not watcher.rejected
    # the hostile spectator's action and share were refused: it is told so, the host logged it, nothing changed
    assert hostile.attacked and host.spectators.refused >= 2
    assert Code.MY_ACTION_REFUSED in [e.code for e in events["hostile"]]
    assert Code.SPECTATOR_ACTED in [e.code for e in events["host"]]
    assert host.game.peers == 2 and all(len(c) == 2 for c in host.game.commits)


def test_carolus_join_watch_console_follows_a_headless_game_to_its_end(tmp_path: Path) -> None:
    host_proc, port = procs.host(tmp_path, "--ai", "random", "--players", "2", "--joiners", "1", "--spectators", "1")
    watcher = procs.join(tmp_path, port, "Watcher", "--watch", "--console")
    watcher.wait_for(r"watching the game")
    joiner = procs.join(tmp_path, port, "Player", "--ai", "random")
    refused = procs.join(tmp_path, port, "Second", "--watch", "--console")
    try:
        assert refused.wait(30.0) == 3, refused.output()
        assert "the game has as many spectators as the host allows" in refused.output()
        assert joiner.wait(90.0) == 0, joiner.output()
        assert host_proc.wait(30.0) == 0, host_proc.output()
        assert watcher.wait(30.0) == 0, watcher.output()
    finally:
        for proc in (watcher, joiner, refused, host_proc):
            proc.kill()
    final = re.search(r"finished; digest (\w+)", host_proc.output())
    assert final is not None
    assert f"watched to the end; digest {final.group(1)}" in watcher.output()
    assert "watches the game" in host_proc.output()


def test_a_spectator_reads_a_players_chat_drops_a_forged_line_and_cannot_chat() -> None:
    """In the lobby, over real sockets: a player's line reaches the spectator; a line the host forges under the
    player's number (another key) is dropped there; a ``chat`` the spectator sends is refused by the host."""
    heard = threading.Condition()
    events: dict[str, list[Event]] = {"host": [], "player": [], "watcher": []}

    def sink(name: str) -> Any:
        def take(event: Event) -> None:
            with heard:
                events[name].append(event)
                heard.notify_all()

        return take

    def wait(name: str, match: Any) -> Event:
        with heard:
            assert heard.wait_for(lambda: any(match(e) for e in events[name]), 20.0), events[name]
            return next(e for e in events[name] if match(e))

    host = HostCore(3, "Hal", [0])  # three seats: the lobby waits for a second joiner, so the game never starts
    host.spectators.allowed = 1
    host_node = HostNode(host, "tcp://127.0.0.1:0", sink("host"))
    host_node.open()
    endpoint = f"tcp://127.0.0.1:{host_node.bound_port}"
    player = JoinerCore("Ann")
    player_node = JoinerNode(player, endpoint, sink("player"))
    watcher = SpectatorCore("Sue")
    watcher_node = JoinerNode(watcher, endpoint, sink("watcher"))
    stop = threading.Event()
    nodes = (host_node, player_node, watcher_node)
    threads = [threading.Thread(target=n.run, kwargs={"until": stop.is_set, "timeout_s": 60.0}) for n in nodes]
    try:
        player_node.open()
        watcher_node.open()
        for t in threads:
            t.start()
        wait("host", lambda e: e.code == Code.SPECTATOR_JOINED)
        wait("watcher", lambda e: e.kind == "status" and "Ann" in e.data.get("names", []))
        wait("player", lambda e: e.kind == "joined")  # (admitted: it has a peer number to sign under)
        player_node.call(lambda: player.chat.say("hello <b>Sue</b>", time.monotonic()))
        wait("watcher", lambda e: e.kind == "chat" and e.data.get("text") == "hello <b>Sue</b>")

        def forge() -> list[Out]:
            key = fairdice.signing_key(b"\x07" * 32)
            seq, text = 10**13, "Ann: I give my seat to the host"
            sig = chat.sign(key, host.game_id, 1, seq, text)
            line = {"t": "chat_line", "peer": 1, "seq": seq, "text": text, "sig": sig, "vk": fairdice.public_key(key)}
            return host.spectators.relay_chat(line, time.monotonic())

        host_node.call(forge)
        dropped = wait("watcher", lambda e: "dropped a chat line" in e.text)
        assert "from Ann: signed by a key that is not its author's" in dropped.text
        assert watcher.chat.dropped == 1 and [line.text for line in watcher.chat.lines] == ["hello <b>Sue</b>"]

        def speak() -> list[Out]:  # what a hostile spectator could send: a signed line of its own
            key = fairdice.signing_key(b"\x08" * 32)
            msg = {"t": "chat", "seq": 1, "text": "me too", "sig": chat.sign(key, host.game_id, 1, 1, "me too")}
            return watcher._out({**msg, "vk": fairdice.public_key(key)}, time.monotonic())

        watcher_node.call(speak)
        refused = wait("host", lambda e: e.code == Code.SPECTATOR_ACTED)
        assert refused.data["what"] == "chat" and host.spectators.refused == 1
        player_node.call(lambda: player.chat.say("still here", time.monotonic()))
        wait("watcher", lambda e: e.kind == "chat" and e.data.get("text") == "still here")
        assert "me too" not in [line.text for line in host.chat.lines + player.chat.lines]
    finally:
        stop.set()
        for t in threads:
            t.join(10.0)
        for node in nodes:
            node.close()
