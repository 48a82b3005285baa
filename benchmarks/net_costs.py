"""What a stranger's knock and a peer's catch-up cost the host in CPU (issue 36, point 5).

Run from the repository's root: ``python3 -m benchmarks.net_costs [--handshakes N]`` (some 20 s). Two figures:

- a keyless handshake: a CURVE connection to the game port with a key the door never registered (refused by the ZAP
  handler), repeated N times against a headless host in its own process; the host's CPU per attempt, split by
  thread (libzmq's I/O thread does the CURVE crypto; the Python threads are the ZAP handler and the watch);
- a catch-up of a 300-action game: the host's CPU to build and encode the ``sync`` message, in this process, split
  into the record, the ``net`` key and the encoding, with the message's size per part.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

import zmq

from carolus.net.codec import encode
from carolus.net.harness import ScriptedWire
from carolus.net.host import HostCore
from carolus.net.joiner import JoinerCore
from carolus.net.secure import Keys, fetch_door
from tests.support.net_procs import cpu_s, host


def _threads(pid: int) -> dict[tuple[str, str], float]:
    """CPU seconds per thread of process ``pid`` (id, name)."""
    out = {}
    for tid in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{tid}/stat") as f:
                stat = f.read()
        except OSError:
            continue
        name = stat[stat.index("(") + 1 : stat.rindex(")")]
        fields = stat.rsplit(")", 1)[1].split()
        out[(tid, name)] = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return out


def keyless(attempts: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        h, port = host(Path(tmp), "--players", "2", "--ai", "random", "--joiners", "1")
        try:
            key, game_port = fetch_door("127.0.0.1", port)
            ctx = zmq.Context()

            def attempt(n: int) -> None:
                mine = Keys.fresh()
                sock = ctx.socket(zmq.DEALER)
                sock.setsockopt(zmq.LINGER, 0)
                sock.curve_serverkey, sock.curve_publickey, sock.curve_secretkey = key, mine.public, mine.secret
                sock.monitor(f"inproc://keyless-{n}", zmq.EVENT_HANDSHAKE_FAILED_AUTH | zmq.EVENT_DISCONNECTED)
                monitor = ctx.socket(zmq.PAIR)
                monitor.connect(f"inproc://keyless-{n}")
                sock.connect(f"tcp://127.0.0.1:{game_port}")
                monitor.poll(2000)  # refused
                sock.disable_monitor()
                monitor.close(0)
                sock.close(0)

            for n in range(20):
                attempt(n)
            before, cpu0, t0 = _threads(h.p.pid), cpu_s(h.p.pid), time.monotonic()
            for n in range(attempts):
                attempt(20 + n)
            after, cpu1, wall = _threads(h.p.pid), cpu_s(h.p.pid), time.monotonic() - t0
            print(
                f"keyless handshake ({attempts} in {wall:.1f} s): {(cpu1 - cpu0) / attempts * 1e3:.2f} ms host CPU each"
            )
            spent = sorted(((after[k] - before.get(k, 0.0), k[1]) for k in after), reverse=True)
            print("  by thread: " + ", ".join(f"{name} {s / attempts * 1e3:.2f} ms" for s, name in spent[:4] if s > 0))
            ctx.destroy(0)
        finally:
            h.kill()


def catch_up(actions: int = 300, rounds: int = 200) -> None:
    for attempt in range(200):
        core = HostCore(2, "Host", [0], secret=bytes([attempt % 256]) * 32, game=f"{attempt:016x}")
        wire = ScriptedWire(core, [JoinerCore("J")], seed=attempt)
        wire.connect()
        wire.run(max_actions=actions)
        if core.applied >= actions:
            break
    game = core.game
    assert game is not None and game.match is not None
    match = game.match

    def cost(fn: object) -> float:
        times = []
        for _ in range(rounds):
            t0 = time.process_time()
            fn()  # type: ignore[operator]
            times.append(time.process_time() - t0)
        return statistics.median(times) * 1e6

    record = cost(lambda: match.record.to_dict())
    net = cost(game.net_dict)
    whole = cost(lambda: encode(core.sequencer.sync(1)[0].msg))
    msg = core.sequencer.sync(1)[0].msg
    sizes = {k: len(encode(v)) for k, v in msg["net"].items()}
    print(
        f"catch-up of {core.applied} actions: {whole:.0f} us host CPU to build and encode (record {record:.0f} us, "
        f"net key {net:.0f} us), {len(encode(msg))} bytes: record {len(encode(msg['record']))}, "
        + ", ".join(f"{k} {n}" for k, n in sorted(sizes.items(), key=lambda kv: -kv[1])[:4])
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--handshakes", type=int, default=1000, help="keyless handshakes to time")
    args = parser.parse_args()
    catch_up()
    keyless(args.handshakes)
    return 0


if __name__ == "__main__":
    sys.exit(main())
