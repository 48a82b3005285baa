"""Soak test of the LAN layer: many networked games in a row with drops and delays injected.

Run: ``nice -n 10 python3 scripts/soak.py [--games 50] [--seed 1]``. Each game
has 2-4 players and 1-3 joiner processes' worth of socket threads on
127.0.0.1; every peer drops up to 2 % of its outgoing messages and delays
the rest by up to 5 ms. Prints one line per game and how many finished
with every peer holding the same digest and the same record.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from carolus.net.harness import play_lan_game
from carolus.net.node import Faults


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-drop", type=float, default=0.02, help="largest share of messages dropped per peer")
    parser.add_argument("--max-delay", type=float, default=0.005, help="largest delay per message, seconds")
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    agreed = 0
    t0 = time.monotonic()
    for g in range(args.games):
        players = rng.choice((2, 3, 4))
        joiners = rng.randint(1, players - 1)
        faults = Faults(rng.uniform(0, args.max_drop), rng.uniform(0, args.max_delay))
        game = play_lan_game(
            players, joiners, "random", faults=faults, repair_s=0.2, timeout=120, seed=args.seed * 1000 + g
        )
        agreed += game.agree
        actions = len(game.records[0].get("actions", [])) if game.records[0] else 0
        verdict = "digests match" if game.agree else "FAILED: " + ("digests differ" if game.finished else "unfinished")
        print(
            f"game {g + 1:3d}: {players} players, {joiners + 1} peers, drop {faults.drop:.3f}, "
            f"delay <= {faults.delay_s * 1000:.1f} ms: {actions} actions in {game.seconds:.1f} s, {verdict}",
            flush=True,
        )
    print(
        f"{agreed}/{args.games} games finished with matching digests and records ({time.monotonic() - t0:.0f} s)",
        flush=True,
    )
    return 0 if agreed == args.games else 1


if __name__ == "__main__":
    sys.exit(main())
