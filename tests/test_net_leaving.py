"""A peer that says goodbye says nothing after it, so the others show it gone at once.

A joiner's loop went on after its goodbye for the rest of that turn of the loop: a move of its computer seat, an
ack or a ping due then reached the host after the "bye", which marked the player back, and gone only after the
silence (3 s). The window's test of it waited 3 s one run in ten on a busy machine."""

from __future__ import annotations

import threading
from typing import Any

import pytest

from carolus.net.codec import decode
from carolus.net.host import HostCore
from carolus.net.host_node import HostNode
from carolus.net.joiner import JoinerCore
from carolus.net.joiner_node import JoinerNode
from carolus.net.protocol_types import Out

pytestmark = pytest.mark.lan


class EagerJoiner(JoinerCore):
    """Has a message to send on every tick, as a joiner does whose move, ack or heartbeat is due."""

    def tick(self, now: float) -> list[Out]:
        return [*super().tick(now), *self._out({"t": "ping"}, now)]


class RecordingNode(JoinerNode):
    """Keeps the kind of every message it puts on its socket."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.sent: list[str] = []
        self.pinging = threading.Event()

    def _raw_send(self, dest: bytes | None, frame: bytes) -> None:
        self.sent.append(decode(frame)["t"])
        if self.sent[-1] == "ping" and self.sock is not None:
            self.pinging.set()
        super()._raw_send(dest, frame)


def test_a_joiner_that_leaves_sends_nothing_after_its_goodbye() -> None:
    joined = threading.Event()
    host_node = HostNode(
        HostCore(2, "Ann", [0]), "tcp://127.0.0.1:0", lambda e: joined.set() if e.kind == "joined" else None
    )
    host_node.open()
    joiner_node = RecordingNode(EagerJoiner("Bob"), f"tcp://127.0.0.1:{host_node.bound_port}")
    joiner_node.open()
    threads = [threading.Thread(target=n.run, kwargs={"timeout_s": 30}, daemon=True) for n in (host_node, joiner_node)]
    for t in threads:
        t.start()
    try:
        assert joined.wait(10) and joiner_node.pinging.wait(10)  # it has something to say on every tick
        joiner_node.leave("left the game")
        threads[1].join(10)
        assert not threads[1].is_alive()
        after = joiner_node.sent[joiner_node.sent.index("bye") + 1 :]
        assert after == []
    finally:
        for n, t in zip((host_node, joiner_node), threads):
            n.stop()
            t.join(5)
            n.close()
