"""What a stranger's flood of datagrams on the LAN witness port costs a real host: CPU and memory.

Run from the checkout's root, as a module (so ``tests.support`` and ``carolus`` import from the checkout):
``python3 -m benchmarks.witness_flood [--seconds S] [--rate N]`` (Linux). A headless ``carolus host``
waits for a joiner (its witness socket listening, ``net/witness.py``); a stranger multicasts junk, oversized and
well-formed but wrongly signed ``seen`` datagrams to the host's door port, in bursts of 66, at up to ``--rate`` a
second (0: as fast as one Python thread can). Prints the host's share of a core and its memory against idle.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

from tests.support import net_procs
from tests.support.hostile import flood_witness
from tests.support.net_procs import attack_cost


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="how long the stranger floods")
    parser.add_argument("--rate", type=float, default=20_000, help="datagrams a second (0: as fast as it can)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        h, port = net_procs.host(Path(tmp), "--players", "2", "--ai", "random", "--joiners", "1")
        try:
            time.sleep(0.5)
            cost = attack_cost(h.p.pid, lambda until: flood_witness(port, until, args.rate), args.seconds)
        finally:
            h.kill()
    sent = cost.result
    print(
        f"host: idle {cost.idle:.0f} MiB; {sent} datagrams in {cost.seconds:.1f} s ({sent / cost.seconds:.0f} a "
        f"second): {cost.cores:.2f} of a core, peak {cost.peak:+.0f} MiB, after {cost.after:+.0f} MiB"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
