"""What strangers without a seat cost a real host: memory above idle and share of a core, per attack.

Run: ``python3 benchmarks/net_strangers.py [--seconds S]`` (Linux: reads /proc). The attacks are
``tests/hostile.py``'s, the ones ``tests/test_net_limits.py`` makes (the tests check what the host does; these
figures depend on the machine's load, so they are printed here, not asserted): many-part messages before the
handshake, an unregistered key streaming endless messages with plain junk beside it, junk lines and a
connection flood at the door, and a registered key that holds no seat sending one endless message of empty parts to
a host without Linux's byte counter (as on macOS and Windows). The issue's goal: < 64 MiB above idle, < 0.2 of a core.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

import net_procs  # noqa: E402
from hostile import (  # noqa: E402
    MIB,
    RawPeer,
    door_flood,
    door_junk,
    endless_empty_parts,
    hello,
    raw_junk,
    stream_unregistered,
)
from net_procs import attack_cost  # noqa: E402


def many_parts(port: int) -> Callable[[float], int]:
    def attack(until: float) -> int:
        sent = 0
        for n, (parts, size) in enumerate(((150, 4 * MIB), (2000, 16_000), (200_000, 0))):
            peer = RawPeer(port, source=f"127.0.0.{n + 2}")
            peer.send_frames([b"\0" * size] * parts)
            peer.send(hello("Eve"))
            peer.sock.poll(20_000)
            peer.close()
            sent += parts
        return sent

    return attack


def unregistered(port: int) -> Callable[[float], int]:
    def attack(until: float) -> int:
        junk: list[int] = []
        t = threading.Thread(target=lambda: junk.append(raw_junk(port, 256 * MIB)))
        t.start()
        parts = stream_unregistered(port, until)
        t.join(60)
        return parts

    return attack


def at_the_door(port: int) -> Callable[[float], int]:
    def attack(until: float) -> int:
        stop, refused, held = threading.Event(), threading.Event(), threading.Event()
        answers: list[bytes] = []
        threads = [
            threading.Thread(target=door_junk, args=(port, stop, answers, refused)),
            threading.Thread(target=door_flood, args=(port, stop, held)),
        ]
        for t in threads:
            t.start()
        stop.wait(max(0.0, until - time.monotonic()))
        stop.set()
        for t in threads:
            t.join(30)
        return len(answers)

    return attack


def empty_parts(port: int) -> Callable[[float], int]:
    def attack(until: float) -> int:
        parts = 0
        for n in range(2, 256):  # cut off and refused, it comes again from the next address
            if time.monotonic() >= until:
                break
            parts += endless_empty_parts(port, until, source=f"127.0.0.{n}")[0]
        return parts

    return attack


ATTACKS = {
    "many-part messages before the handshake": (many_parts, False),
    "unregistered key streaming + raw junk": (unregistered, False),
    "junk lines and a connection flood at the door": (at_the_door, False),
    "unseated key, endless message of empty parts, no byte counter": (empty_parts, True),
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=4.0, help="how long each timed attack runs")
    parser.add_argument("--only", default="", help="run only the attacks whose name holds this")
    args = parser.parse_args(argv)
    for name, (make, no_bytes) in ATTACKS.items():
        if args.only not in name:
            continue
        with tempfile.TemporaryDirectory() as tmp:
            h, port = net_procs.host(Path(tmp), "--players", "3", "--ai", "random", no_bytes=no_bytes)
            try:
                h.wait_for(r"key fingerprint")
                cost = attack_cost(h.p.pid, make(port), args.seconds)
            finally:
                h.kill()
        print(
            f"{name}: host +{cost.peak:.0f} MiB at peak above idle ({cost.idle:.0f} MiB), +{cost.after:.0f} MiB "
            f"after, {cost.cores:.2f} of a core over {cost.seconds:.1f} s (result {cost.result})",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
