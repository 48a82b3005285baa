"""CPU seconds for a fixed set of random 2-player playouts: the same games every run, so two versions of
the engine can be compared side by side (run each a few times, alternating).

Usage: python3 benchmarks/playout_time.py [--games 1500]
"""

from __future__ import annotations

import argparse
import time
from random import Random

from carolus.engine.bench import _fresh_state


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1500)
    args = parser.parse_args()
    rng = Random(1)
    start = time.process_time()
    for g in range(args.games):
        _fresh_state(2, f"{g:x}").playout(rng)
    print(f"playout {args.games} games: {time.process_time() - start:.3f} CPU s")


if __name__ == "__main__":
    main()
