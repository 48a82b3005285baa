"""The protocol cores without sockets: a scripted transport delivers messages in order."""

from __future__ import annotations

import pytest

from carolus_qt.ai import make_player
from carolus_qt.match import Match
from net import fairdice
from net.codec import decode, encode
from net.core import Out
from net.host import HostCore
from net.joiner import JoinerCore
from net.schema import FROM_HOST, FROM_JOINER, check


class Wire:
    """Delivers every message through the codec and the schema check, as the socket thread does."""

    def __init__(self, host: HostCore, joiners: list[JoinerCore]) -> None:
        self.host = host
        self.joiners = joiners
        self.routes = {f"j{i}".encode(): j for i, j in enumerate(joiners)}
        self.queue: list[tuple[str, bytes | None, bytes]] = []
        self.now = 0.0
        self.ai = {}

    def to_host(self, route: bytes, outs: list[Out]) -> None:
        self.queue += [("h", route, encode(o.msg)) for o in outs]

    def to_joiners(self, outs: list[Out]) -> None:
        self.queue += [("j", o.dest, encode(o.msg)) for o in outs]

    def run(self, steps: int = 200_000) -> None:
        for _ in range(steps):
            if not self.queue:
                if not self._local_moves():
                    return
                continue
            side, route, frame = self.queue.pop(0)
            msg = decode(frame)
            if side == "h":
                assert check(msg, FROM_JOINER) is None, check(msg, FROM_JOINER)
                self.to_joiners(self.host.handle(route, msg, self.now))
            else:
                assert check(msg, FROM_HOST) is None, check(msg, FROM_HOST)
                joiner = self.routes[route]
                self.to_host(route, joiner.handle(msg, self.now))
            self.to_joiners(self.host.pump())

    def _local_moves(self) -> bool:
        seat = self.host.local_turn()
        if seat is not None:
            code = self.ai.setdefault(("h", seat), make_player("random", seat)).choose(self.host.game.match.state)
            self.to_joiners(self.host.submit(_action(self.host.game.match, code)))
            return True
        for route, joiner in self.routes.items():
            seat = joiner.local_turn()
            if seat is not None:
                code = self.ai.setdefault((route, seat), make_player("random", seat)).choose(joiner.game.match.state)
                self.to_host(route, joiner.submit(_action(joiner.game.match, code)))
                return True
        return False


def _action(match: Match, code: int):
    from carolus_qt.actions import from_code

    return from_code(match.state, code)


def _play(players: int, joiners: int) -> tuple[HostCore, list[JoinerCore]]:
    host = HostCore(players, "Host", [0])
    js = [JoinerCore(f"J{i}") for i in range(joiners)]
    wire = Wire(host, js)
    for route, j in wire.routes.items():
        wire.to_host(route, j.hello(0.0))
    wire.run()
    wire.to_joiners(host.start())
    wire.run()
    return host, js


@pytest.mark.parametrize(("players", "joiners"), [(2, 1), (3, 2), (4, 3), (4, 1)])
def test_scripted_game_ends_with_identical_records(players: int, joiners: int) -> None:
    host, js = _play(players, joiners)
    assert host.game.match.is_over()
    rec = host.game.record()
    for j in js:
        assert j.game.match.is_over()
        assert j.game.digest() == host.game.digest()
        assert j.game.record().to_dict() == rec.to_dict()
    assert fairdice.verify_record(rec) == len(rec.extra["net"]["contributions"])
    assert Match(rec).digest() == host.game.digest()
