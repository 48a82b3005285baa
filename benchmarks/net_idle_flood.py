"""What idle connections from strangers cost a real host held to 1,024 descriptors (issue 25, point 1).

Run from the checkout's root, as a module (so ``tests.support`` and ``carolus`` import from the checkout):
``python3 -m benchmarks.net_idle_flood [--count N] [--seconds S] [--no-bytes]`` (Linux). A headless
``carolus host`` (``RLIMIT_NOFILE`` 1,024, a desktop's usual limit) waits for one joiner;
``tests/support/hostile.py``'s ``hold_idle`` holds ``--count`` silent TCP connections to its game port and as many to
its door, from 20 loopback addresses, dialling again each one the host closes. Printed: the host's memory and
CPU during the attack, the descriptors it held at most, and whether a real joiner (``carolus join --ai
random``) got in and the game ended.
"""

from __future__ import annotations

import argparse
import tempfile
import threading
import time
from pathlib import Path

from carolus.net.secure import fetch_door
from tests.support import net_procs
from tests.support.hostile import hold_idle
from tests.support.net_procs import attack_cost, descriptors

SOURCES = [f"127.0.0.{n}" for n in range(2, 22)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=1100, help="idle connections to each port (default 1100)")
    parser.add_argument("--seconds", type=float, default=8.0, help="how long the attack runs before a joiner comes")
    parser.add_argument("--limit", type=int, default=1024, help="the host's descriptor limit (default 1024)")
    parser.add_argument(
        "--no-bytes", action="store_true", help="the host without TCP_INFO (its gate judges by age, as off Linux)"
    )
    args = parser.parse_args(argv)
    if args.no_bytes:
        net_procs.CAROLUS = net_procs.WITHOUT_WATCH
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        h, port = net_procs.host(folder, "--players", "2", "--ai", "random", "--joiners", "1", open_files=args.limit)
        try:
            _, game_port = fetch_door("127.0.0.1", port)
            time.sleep(0.5)
            most = [descriptors(h.p.pid)]
            stop = threading.Event()

            def count_descriptors() -> None:
                while not stop.wait(0.05):
                    try:
                        most[0] = max(most[0], descriptors(h.p.pid))
                    except OSError:
                        return

            threading.Thread(target=count_descriptors, daemon=True).start()
            opened: list[int] = []
            attack = threading.Thread(
                target=lambda: opened.append(
                    hold_idle([game_port, port], args.count, SOURCES, time.monotonic() + 600, stop)
                )
            )
            attack.start()
            cost = attack_cost(h.p.pid, lambda until: int(stop.wait(max(0.0, until - time.monotonic()))), args.seconds)
            t0 = time.monotonic()
            j = net_procs.join(folder, port, "Real", "--ai", "random")
            try:
                code = j.wait(60)
            except AssertionError:
                code = -1
            took = time.monotonic() - t0
            stop.set()
            attack.join(30)
            game_over = h.p.poll() == 0 or (h.p.poll() is None and _ends(h))
        finally:
            stop.set()
            h.kill()
    without = " without TCP_INFO" if args.no_bytes else ""
    joined = "joined and finished" if code == 0 else f"did not finish (exit {code}: {j.lines[-1:]})"
    print(
        f"host{without} at {args.limit} descriptors, {args.count} idle connections to the game port and to the door "
        f"from {len(SOURCES)} addresses ({opened[0] if opened else 0} opened in all): idle {cost.idle:.0f} MiB, "
        f"peak {cost.peak:+.0f} MiB, {cost.cores:.2f} of a core over {cost.seconds:.1f} s; at most {most[0]} "
        f"descriptors held; a real joiner {joined} in {took:.1f} s; host's game ended: {game_over}"
    )
    return 0


def _ends(h: net_procs.Proc) -> bool:
    try:
        return h.wait(30) == 0
    except AssertionError:
        return False


if __name__ == "__main__":
    raise SystemExit(main())
