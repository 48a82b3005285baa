"""LAN layer figures on loopback: handshake, action-to-application latency, rejoin catch-up.

Run from the checkout's root, as a module (so ``tests.support`` and ``carolus`` import from the checkout):
``python3 -m benchmarks.net_bench`` (under a minute).

``--delay-ms D --loss L`` (e.g. ``--delay-ms 75 --loss 0.02``: a 150 ms round trip, 2 % of frames lost) measures
instead the action latency between ``carolus host``/``join`` processes whose only path is ``tests/support/netlab.py``'s
``SlowLink`` (host in one network namespace, joiners in another, a user-space link delaying every frame ``D`` ms each
way and dropping a share ``L`` with a seeded random), with percentiles. That needs root and network namespaces (and
/dev/net/tun); elsewhere it says why and exits 2. Every peer is
a real socket thread in this process talking TCP over 127.0.0.1, so the
times include encoding, the socket thread, validation by each engine and
digests, but not process start-up.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

from carolus.net.harness import ScriptedWire, play_lan_game
from carolus.net.host import HostCore
from carolus.net.host_node import HostNode
from carolus.net.joiner import JoinerCore
from carolus.net.joiner_node import JoinerNode


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:.2f} ms"


def _p(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def handshakes(rounds: int = 20, password: str = "") -> list[float]:
    """Door (the host's key) + CURVE connect + hello (+ SPAKE2 with a password) + welcome, host already listening."""
    times = []
    for _ in range(rounds):
        host = HostCore(2, "Host", [0], password=password)
        host_node = HostNode(host, "tcp://127.0.0.1:0")
        host_node.open()
        t = threading.Thread(target=host_node.run, daemon=True)
        t.start()
        joiner = JoinerCore("J", password=password)
        node = JoinerNode(joiner, f"tcp://127.0.0.1:{host_node.bound_port}")
        t0 = time.perf_counter()
        node.open()
        node.run(until=lambda j=joiner: j.peer >= 0, timeout_s=5)
        times.append(time.perf_counter() - t0)
        host_node.stop()
        t.join(2)
        host_node.close()
        node.close()
    return times


def latencies(players: int, joiners: int, games: int) -> list[float]:
    """From the moment a peer's AI sends an action to its application on every other peer."""
    out: list[float] = []
    for seed in range(games):
        game = play_lan_game(players, joiners, "random", seed=seed)
        assert game.agree, "a benchmark game did not end in agreement"
        origin: dict[int, tuple[str, float]] = {}
        for name, sent in game.submitted.items():
            for index, at in sent.items():
                origin[index] = (name, at)
        for name, events in game.events.items():
            for e in events:
                index = e.data.get("index")
                if e.kind == "applied" and index in origin and origin[index][0] != name:
                    out.append(e.at - origin[index][1])
    return out


def process_latencies(players: int, joiners: int, games: int, link: Any = None) -> list[float]:
    """The same, between real ``carolus host`` / ``carolus join`` processes (perf_counter is system-wide, also across
    network namespaces); with ``link`` (a ``netlab.SlowLink``) the host runs on its side ``a``, the joiners on ``b``."""
    out: list[float] = []
    cmd = [sys.executable, "-m", "carolus"]
    host_cmd = [*link.prefix("a"), *cmd] if link is not None else cmd
    join_cmd = [*link.prefix("b"), *cmd] if link is not None else cmd
    address = link_address() if link is not None else "127.0.0.1"
    wait_s = 600 if link is not None else 90
    for g in range(games):
        with tempfile.TemporaryDirectory() as tmp:
            d = Path(tmp)
            host = subprocess.Popen(
                [
                    *host_cmd,
                    "host",
                    "--port",
                    "0",
                    "--no-announce",
                    "--players",
                    str(players),
                    "--ai",
                    "random",
                    "--fill",
                    "random",
                    "--joiners",
                    str(joiners),
                    "--autosave",
                    str(d / "a.json"),
                    "--timeout",
                    "120",
                    "--debug-timings",
                    str(d / "host.json"),
                ],
                stdout=subprocess.PIPE,
                text=True,
            )
            assert host.stdout is not None
            port = None
            for line in host.stdout:
                m = re.search(r"join with: carolus join HOST:(\d+)", line)
                if m:
                    port = m.group(1)
                    break
            assert port is not None, "the host did not start"
            procs = [
                subprocess.Popen(
                    [
                        *join_cmd,
                        "join",
                        f"{address}:{port}",
                        "--name",
                        f"J{i}-{g}",
                        "--ai",
                        "random",
                        "--timeout",
                        "120",
                        "--state-file",
                        str(d / f"j{i}.state"),
                        "--debug-timings",
                        str(d / f"j{i}.json"),
                    ],
                    stdout=subprocess.DEVNULL,
                )
                for i in range(joiners)
            ]
            for p in procs:
                p.wait(wait_s)
            host.stdout.read()
            host.wait(wait_s)
            timings = [
                json.loads((d / name).read_text()) for name in ["host.json", *[f"j{i}.json" for i in range(joiners)]]
            ]
        origin: dict[str, tuple[int, float]] = {}
        for k, t in enumerate(timings):
            for index, at in t["submitted"].items():
                origin[index] = (k, at)
        for k, t in enumerate(timings):
            for index, at in t["applied"].items():
                if index in origin and origin[index][0] != k:
                    out.append(at - origin[index][1])
    return out


def catch_up(actions: int = 300, rounds: int = 5) -> tuple[list[float], int]:
    """A joiner restarts with its token and receives, replays and verifies a game of ``actions`` actions."""
    for attempt in range(200):
        host = HostCore(2, "Host", [0], secret=bytes([attempt % 256]) * 32, game=f"{attempt:016x}")
        old = JoinerCore("J")
        wire = ScriptedWire(host, [old], seed=attempt)
        wire.connect()
        wire.run(max_actions=actions)
        if host.applied >= actions:
            break
    else:
        raise RuntimeError(f"no random game reached {actions} actions")
    host.peers[1].connected = False
    host_node = HostNode(host, "tcp://127.0.0.1:0")
    host_node.open()
    t = threading.Thread(target=host_node.run, daemon=True)
    t.start()
    times = []
    for _ in range(rounds):
        fresh = JoinerCore("J", token=old.token, game=old.game_id, secret=old.secret)
        node = JoinerNode(fresh, f"tcp://127.0.0.1:{host_node.bound_port}")
        t0 = time.perf_counter()
        node.open()
        node.run(until=lambda f=fresh: f.applied >= host.applied, timeout_s=10)
        times.append(time.perf_counter() - t0)
        assert fresh.game is not None and fresh.game.digest() == host.game.digest()
        node.close()
    host_node.stop()
    t.join(2)
    host_node.close()
    return times, host.applied


def drop_shown(rounds: int = 3) -> tuple[list[float], list[float]]:
    """How long until the host shows a joiner as disconnected: after its goodbye, and after it just went silent."""
    said_bye: list[float] = []
    went_silent: list[float] = []
    for k in range(2 * rounds):
        host = HostCore(2, "Host", [0])
        gone: list[float] = []

        def on_event(e, gone=gone) -> None:
            if e.kind == "status" and e.data.get("connected", [True, True])[1:] == [False] and not gone:
                gone.append(e.at)

        host_node = HostNode(host, "tcp://127.0.0.1:0", on_event)
        host_node.open()
        t = threading.Thread(target=host_node.run, daemon=True)
        t.start()
        joiner = JoinerCore("J")
        node = JoinerNode(joiner, f"tcp://127.0.0.1:{host_node.bound_port}")
        node.open()
        node.run(until=lambda j=joiner: j.peer >= 0, timeout_s=5)
        node.run(timeout_s=0.2)
        polite = k % 2 == 0
        t0 = time.perf_counter()
        if polite:
            node.leave("left the game")
            node.run(timeout_s=1)
        node.close()
        deadline = time.monotonic() + 10
        while not gone and time.monotonic() < deadline:
            time.sleep(0.005)
        (said_bye if polite else went_silent).append(gone[0] - t0 if gone else float("inf"))
        host_node.stop()
        t.join(2)
        host_node.close()
    return said_bye, went_silent


def link_address() -> str:
    from tests.support.netlab import LINK_A

    return LINK_A


def over_link(delay_ms: float, loss: float, seed: int, games: int) -> int:
    """Action latency percentiles between processes across a ``SlowLink`` (2 and 4 players)."""
    from tests.support import netlab

    why = netlab.why_not_link()
    if why is not None:
        print(f"net_bench: no delay/loss link here ({why}); nothing measured", file=sys.stderr)
        return 2
    for players, joiners in ((2, 1), (4, 3)):
        link = netlab.SlowLink(delay_ms, loss, seed=seed)
        t0 = time.perf_counter()
        try:
            lat = process_latencies(players, joiners, games, link)
        finally:
            counts = link.close()
        took = time.perf_counter() - t0
        print(
            f"action -> applied on the other peers over a link of {delay_ms:g} ms each way and {loss:.1%} loss "
            f"(seed {seed}), {players} players, {joiners + 1} processes, {games} games in {took:.0f} s, "
            f"{len(lat)} samples: p50 {_ms(_p(lat, 0.5))}, p90 {_ms(_p(lat, 0.9))}, p99 {_ms(_p(lat, 0.99))}, "
            f"max {_ms(max(lat))}; frames forwarded {counts['forwarded']}, dropped {counts['dropped']}",
            flush=True,
        )
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--delay-ms", type=float, default=None, help="each way, over a user-space link (root)")
    parser.add_argument("--loss", type=float, default=None, help="share of frames the link drops (0.02: 2 %%)")
    parser.add_argument("--seed", type=int, default=1, help="the link's random (default 1)")
    parser.add_argument("--games", type=int, default=2, help="games per player count over the link (default 2)")
    args = parser.parse_args(argv)
    if args.delay_ms is not None or args.loss is not None:
        return over_link(args.delay_ms or 0.0, args.loss or 0.0, args.seed, args.games)
    return loopback()


def loopback() -> int:
    from carolus.net.handshake import engine_digest

    engine_digest()  # computed once per process (a probe game); not part of a handshake
    hs = handshakes()
    print(
        f"handshake (door, CURVE connect, hello, welcome; {len(hs)} runs): median {_ms(statistics.median(hs))}, "
        f"max {_ms(max(hs))}",
        flush=True,
    )
    hs = handshakes(password="pw")
    print(
        f"handshake with a password (door, CURVE, hello, SPAKE2, welcome; {len(hs)} runs): "
        f"median {_ms(statistics.median(hs))}, max {_ms(max(hs))}",
        flush=True,
    )
    for players, joiners, games in ((2, 1, 5), (4, 3, 3)):
        lat = latencies(players, joiners, games)
        print(
            f"action -> applied on the other peers, {players} players, {joiners + 1} peers (socket threads), "
            f"{games} games, {len(lat)} samples: median {_ms(statistics.median(lat))}, p99 {_ms(_p(lat, 0.99))}",
            flush=True,
        )
    for players, joiners, games in ((2, 1, 3), (4, 3, 2)):
        lat = process_latencies(players, joiners, games)
        print(
            f"action -> applied on the other peers, {players} players, {joiners + 1} processes (carolus host/join), "
            f"{games} games, {len(lat)} samples: median {_ms(statistics.median(lat))}, p99 {_ms(_p(lat, 0.99))}",
            flush=True,
        )
    said_bye, went_silent = drop_shown()
    print(
        f"joiner shown disconnected on the host ({len(said_bye)} runs each): after its goodbye median "
        f"{_ms(statistics.median(said_bye))}, after it went silent median {_ms(statistics.median(went_silent))}, "
        f"max {_ms(max(went_silent))}",
        flush=True,
    )
    times, n = catch_up()
    print(
        f"rejoin catch-up of a {n}-action game ({len(times)} runs): median {_ms(statistics.median(times))}, "
        f"max {_ms(max(times))}",
        flush=True,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
