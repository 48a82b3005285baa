"""LAN layer figures on loopback: handshake, action-to-application latency, rejoin catch-up.

Run from the checkout's root, as a module (so ``tests.support`` and ``carolus`` import from the checkout):
``python3 -m benchmarks.net_bench`` (under a minute). Every peer is
a real socket thread in this process talking TCP over 127.0.0.1, so the
times include encoding, the socket thread, validation by each engine and
digests, but not process start-up.
"""

from __future__ import annotations

import json
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

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


def process_latencies(players: int, joiners: int, games: int) -> list[float]:
    """The same, between real ``carolus host`` / ``carolus join`` processes (perf_counter is system-wide)."""
    out: list[float] = []
    cmd = [sys.executable, "-m", "carolus"]
    for g in range(games):
        with tempfile.TemporaryDirectory() as tmp:
            d = Path(tmp)
            host = subprocess.Popen(
                [
                    *cmd,
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
                    "60",
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
                        *cmd,
                        "join",
                        f"127.0.0.1:{port}",
                        "--name",
                        f"J{i}-{g}",
                        "--ai",
                        "random",
                        "--timeout",
                        "60",
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
                p.wait(90)
            host.stdout.read()
            host.wait(90)
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


def main() -> int:
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
