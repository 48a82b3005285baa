"""How long the strong player's timed decisions take on this machine, against their budget.

Run: ``python3 -m benchmarks.time_budget [--budget 0.2] [--games 3] [--every 7]`` (from the repository root).

The tests check the search's stopping rule by a clock that moves only when read (tests/test_ai.py); this prints
what the real clock says, which a loaded machine stretches: for positions along seeded greedy games of 2, 3 and 4
players (every N-th decision), each decision's wall and thread CPU seconds at the budget, the mean, the worst, and
how many passed the budget by more than a tenth. No timing is asserted.
"""

from __future__ import annotations

import argparse
import math
import time

from carolus.engine.ai import Budget, make_player
from carolus.engine.constants import CROWN_PHASE
from carolus.engine.match import Match
from carolus.engine.selfplay import game_seed
from carolus.engine.state import State


def positions(games: int, every: int, seed: str) -> list[State]:
    """Every ``every``-th decision of seeded greedy games of 2, 3 and 4 players."""
    out: list[State] = []
    for players in (2, 3, 4):
        for g in range(games):
            match = Match.new(players, game_seed(seed, 10 * players + g), [f"P{p}" for p in range(players)])
            greedy = make_player("greedy", seed=g)
            k = 0
            while not match.is_over():
                if match.needs_die():
                    match.roll(k % 6)
                    k += 1
                    continue
                st = match.state
                if st.phase != CROWN_PHASE and k % every == 0:
                    out.append(st.clone())
                k += 1
                match.apply_action(greedy.choose(st.clone()))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--budget", type=float, default=0.2)
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--every", type=int, default=7)
    parser.add_argument("--seed", default="tb1")
    args = parser.parse_args()
    states = positions(args.games, args.every, args.seed)
    walls: list[float] = []
    cpus: list[float] = []
    for st in states:
        ai = make_player("strong", seed=1, budget=Budget(seconds=args.budget))
        w, c = time.perf_counter(), time.thread_time()
        ai.choose(st)
        walls.append(time.perf_counter() - w)
        cpus.append(time.thread_time() - c)
    over = sum(1 for w in walls if w > 1.1 * args.budget)
    print(f"{len(states)} timed decisions at {args.budget} s (greedy games of 2, 3 and 4 players, seed {args.seed})")
    print(f"wall: mean {math.fsum(walls) / len(walls):.3f} s, worst {max(walls):.3f} s; over by a tenth: {over}")
    print(f"thread CPU: mean {math.fsum(cpus) / len(cpus):.3f} s, worst {max(cpus):.3f} s")


if __name__ == "__main__":
    main()
