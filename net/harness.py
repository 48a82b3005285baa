"""Whole LAN games inside one process, for tests, the benchmark and the soak script.

``ScriptedWire`` runs the protocol cores with no sockets at all (messages go
through the codec and the schema check in order); ``play_lan_game`` runs a
host and its joiners as real socket threads on loopback, optionally with
injected drops and delays.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from carolus.engine.actions import from_code
from carolus.engine.ai import AIPlayer, make_player

from .codec import decode, encode
from .host import HostCore
from .host_node import HostNode
from .joiner import JoinerCore
from .joiner_node import JoinerNode
from .node import Faults, Node
from .protocol_types import Event, Out
from .schema import FROM_HOST, FROM_JOINER, check


class ScriptedWire:
    """Delivers every message through the codec and the schema check, in order, and plays AI seats."""

    def __init__(self, host: HostCore, joiners: list[JoinerCore], level: str = "random", seed: int = 0) -> None:
        self.host = host
        self.routes = {f"j{i}".encode(): j for i, j in enumerate(joiners)}
        self.queue: list[tuple[str, bytes | None, bytes]] = []
        self.ai: dict[Any, Any] = {}
        self.level = level
        self.seed = seed

    def to_host(self, route: bytes, outs: list[Out]) -> None:
        self.queue += [("h", route, encode(o.msg)) for o in outs]

    def to_joiners(self, outs: list[Out]) -> None:
        self.queue += [("j", o.dest, encode(o.msg)) for o in outs]

    def connect(self) -> None:
        for route, joiner in self.routes.items():
            self.to_host(route, joiner.hello(0.0))
        self.run()
        self.to_joiners(self.host.start())

    def run(self, max_actions: int | None = None) -> None:
        """Deliver and play until nothing moves (or ``max_actions`` are applied)."""
        while True:
            if max_actions is not None and self.host.applied >= max_actions and not self.queue:
                return
            if not self.queue:
                if not self._local_move():
                    return
                continue
            side, route, frame = self.queue.pop(0)
            msg = decode(frame)
            if side == "h":
                assert check(msg, FROM_JOINER) is None
                assert route is not None
                self.to_joiners(self.host.handle(route, msg, 0.0))
            else:
                assert check(msg, FROM_HOST) is None
                self.to_host(route or b"", self.routes[route or b""].handle(msg, 0.0))
            self.to_joiners(self.host.pump())

    def _choose(self, key: Any, match: Any) -> Any:
        ai = self.ai.setdefault(key, make_player(self.level, hash(key) % 1000 + self.seed))
        return from_code(match.state, ai.choose(match.state))

    def _local_move(self) -> bool:
        seat = self.host.local_turn()
        if seat is not None and self.host.game is not None:
            self.to_joiners(self.host.submit(self._choose(("h", seat), self.host.game.match)))
            return True
        for route, joiner in self.routes.items():
            seat = joiner.local_turn()
            if seat is not None and joiner.game is not None:
                self.to_host(route, joiner.submit(self._choose((route, seat), joiner.game.match)))
                return True
        return False


@dataclass
class LanGame:
    """What one in-process networked game produced."""

    digests: list[str]
    records: list[dict[str, Any]]
    finished: bool
    events: dict[str, list[Event]] = field(default_factory=dict)
    submitted: dict[str, dict[int, float]] = field(default_factory=dict)
    opened_at: dict[str, float] = field(default_factory=dict)
    seconds: float = 0.0

    @property
    def agree(self) -> bool:
        return self.finished and len(set(self.digests)) == 1 and all(r == self.records[0] for r in self.records)


def _ai_factory(level: str, base: int) -> Callable[[int], AIPlayer]:
    return lambda seat: make_player(level, base + seat)


def play_lan_game(
    players: int,
    joiners: int,
    level: str = "random",
    faults: Faults | None = None,
    repair_s: float | None = None,
    timeout: float = 60.0,
    seed: int = 0,
) -> LanGame:
    """Host plus ``joiners`` joiner threads on 127.0.0.1; the host's AI plays its seat and any empty ones."""
    events: dict[str, list[Event]] = {}

    def sink(name: str) -> Callable[[Event], None]:
        events[name] = []
        return events[name].append

    host = HostCore(players, "Host", [0])
    if repair_s is not None:
        host.repair_s = repair_s
    host_node = HostNode(
        host,
        "tcp://127.0.0.1:0",
        sink("host"),
        faults=_seeded(faults, seed, 0),
        ai_factory=_ai_factory(level, seed * 100),
    )
    host_node.open()
    cores = [JoinerCore(f"J{i}") for i in range(joiners)]
    nodes = []
    for i, core in enumerate(cores):
        if repair_s is not None:
            core.repair_s = repair_s
        nodes.append(
            JoinerNode(
                core,
                f"tcp://127.0.0.1:{host_node.bound_port}",
                sink(f"J{i}"),
                faults=_seeded(faults, seed, i + 1),
                ai_factory=_ai_factory(level, seed * 100 + 10 * i),
            )
        )
    t0 = time.perf_counter()
    deadline = time.monotonic() + timeout
    host_done = threading.Event()

    def host_main() -> None:
        host_node.run(until=lambda: host.joiners() >= joiners, timeout_s=timeout)
        host_node.call(lambda: host.start(now=time.monotonic()))
        left = max(0.0, deadline - time.monotonic())
        host_node.run(until=lambda: host.over_sent or bool(host.paused), timeout_s=left)
        host_node.run(timeout_s=0.2)
        host_done.set()

    def joiner_main(node: JoinerNode, core: JoinerCore) -> None:
        def done() -> bool:
            game = core.game
            over = game is not None and game.match is not None and game.match.is_over()
            return core.over or bool(core.paused or core.rejected) or (over and host_done.is_set())

        node.run(until=done, timeout_s=max(0.0, deadline - time.monotonic()))

    opened: dict[str, float] = {}
    threads = [threading.Thread(target=host_main, daemon=True)]
    for i, (node, core) in enumerate(zip(nodes, cores)):
        opened[f"J{i}"] = time.perf_counter()
        node.open()
        threads.append(threading.Thread(target=joiner_main, args=(node, core), daemon=True))
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout + 5)
    seconds = time.perf_counter() - t0
    all_cores: list[Any] = [host, *cores]
    finished = all(c.game is not None and c.game.match is not None and c.game.match.is_over() for c in all_cores)
    digests = [c.game.digest() if c.game else "" for c in all_cores]
    records = [c.game.record().to_dict() if c.game and c.game.match else {} for c in all_cores]
    closing: list[Node[Any]] = [host_node, *nodes]
    for each in closing:
        each.close()
    return LanGame(
        digests,
        records,
        finished,
        events,
        {"host": host_node.submitted, **{f"J{i}": n.submitted for i, n in enumerate(nodes)}},
        opened,
        seconds,
    )


def _seeded(faults: Faults | None, seed: int, k: int) -> Faults | None:
    return None if faults is None else Faults(faults.drop, faults.delay_s, seed * 10 + k)
