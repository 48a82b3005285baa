"""What one endless many-part message from a registered stranger costs a real host: memory and CPU.

Run from the checkout's root, as a module (so ``tests.support`` and ``carolus`` import from the checkout):
``python3 -m benchmarks.net_flood [--seconds S] [--no-watch]`` (Linux). The attack is
``tests/support/hostile.py``'s ``stream_registered``, the one ``tests/test_net_limits.py`` makes: a headless
``carolus host`` waits for a joiner; a stranger registers its key at the door (a game without a password lets
anyone do that while a seat is free) and streams one message of 40,000 parts on one connection after another.
``--no-watch`` runs the host with its connection watch (``net/watch.py``) switched off in that process only,
to show what the watch saves.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

from tests.support import net_procs
from tests.support.hostile import stream_registered
from tests.support.net_procs import attack_cost


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="how long the stranger streams")
    parser.add_argument("--no-watch", action="store_true", help="the host without its connection watch")
    args = parser.parse_args(argv)
    if args.no_watch:
        net_procs.CAROLUS = net_procs.WITHOUT_WATCH
    with tempfile.TemporaryDirectory() as tmp:
        h, port = net_procs.host(Path(tmp), "--players", "2", "--ai", "random", "--joiners", "1")
        try:
            time.sleep(0.5)
            cost = attack_cost(h.p.pid, lambda until: stream_registered(port, until), args.seconds)
            cuts = sum("cut off a connection" in line for line in h.lines)
        finally:
            h.kill()
    watch = "off" if args.no_watch else "on"
    print(
        f"host with its watch {watch}: idle {cost.idle:.0f} MiB; during {cost.seconds:.1f} s of one endless "
        f"message ({cost.result} connections) peak {cost.peak:+.0f} MiB, after {cost.after:+.0f} MiB; "
        f"{cost.cores:.2f} of a core; connections cut {cuts}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
