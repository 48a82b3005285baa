"""Tune the search's own settings against a pool of sparring partners, not against greedy.

Run::

    python3 benchmarks/pool_tuning.py --games 24 --iterations 1000 --jobs 2 --seed 23c1 \\
        strong 'strong:c=0.3' 'strong:c=1.0' 'strong:widening=2'

Every candidate plays the same games (the same seeds, so the same dice) against every member of the pool
(``--pool``, by default the two players we do not ship: ``rollout``, which judges whole turns by random games to
the end, and ``planner`` with the tuned weights, which judges them after the opponent's best reply), seats
rotated. Against partners the search already beats about nine times in ten, wins alone separate settings only
after hundreds of games, so each game also counts its castle margin (the candidate's castles minus the best
opponent's): a continuous score that moves before the win rate does. The first candidate is the reference;
every other one is compared with it game by game (the same seed and seat: common random numbers), and its mean
margin difference is printed with its standard error. A setting is worth shipping only when that difference is
clearly positive here *and* it holds against an opponent nobody tuned on (``carolus tournament ... greedy``).
"""

from __future__ import annotations

import argparse
import contextlib
import math
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from carolus.engine.ai.base import Budget, check_spec
from carolus.engine.ai.tournament import play_game, rotated, wilson
from carolus.engine.selfplay import game_seed

W = (
    "control_base=1.54,control_per_knight=0.8545,threat_discount=0.2999,"
    "build_potential=1.048,takeover_potential=0.4433,finish_threat=11.32"
)
POOL = ("rollout:plan_rolls=6", f"planner:{W}")
"""The sparring partners (README, *Measured strength*): two designs unlike the search, neither shipped."""


def _game(task: tuple[int, str, str, int, str, int, int, tuple[str, ...]]) -> tuple[int, str, int, float, bool]:
    """One game of a candidate against one partner; (candidate index, partner, game, margin, won)."""
    cand_index, cand, partner, players, seed, g, iterations, variant = task
    sides = 3 if players == 3 else 2
    lineup = [cand] + [partner] * (sides - 1)
    mine = g % sides  # where the candidate sits after the rotation
    result = play_game(players, rotated(lineup, g), game_seed(seed, g), Budget(iterations=iterations), g, variant)
    others = max(c for s, c in enumerate(result.castles) if s != mine)
    won = not result.draw and result.winner == mine
    return cand_index, partner, g, float(result.castles[mine] - others), won


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("candidates", nargs="+", help="search settings to compare; the first is the reference")
    parser.add_argument("--pool", nargs="+", default=list(POOL), help="sparring partners (default: rollout, planner)")
    parser.add_argument("--games", type=int, default=24, help="games per candidate and partner (default 24)")
    parser.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    parser.add_argument("--iterations", type=int, default=1000)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--seed", default="23c1")
    parser.add_argument("--variant", action="append", default=[])
    args = parser.parse_args(argv)
    try:
        for spec in [*args.candidates, *args.pool]:
            check_spec(spec)
    except ValueError as exc:
        print(f"pool_tuning: {exc}", file=sys.stderr)
        return 2
    tasks = [
        (i, cand, partner, args.players, args.seed, g, args.iterations, tuple(args.variant))
        for g in range(args.games)
        for partner in args.pool
        for i, cand in enumerate(args.candidates)
    ]
    margins: dict[tuple[int, str, int], float] = {}
    wins: dict[int, int] = {i: 0 for i in range(len(args.candidates))}
    start = time.monotonic()
    with contextlib.ExitStack() as stack:
        if args.jobs > 1:
            results = stack.enter_context(ProcessPoolExecutor(max_workers=args.jobs)).map(_game, tasks)
        else:
            results = map(_game, tasks)
        for done, (i, partner, g, margin, won) in enumerate(results, 1):
            margins[(i, partner, g)] = margin
            wins[i] += won
            if done % 10 == 0 or done == len(tasks):
                print(f"  {done}/{len(tasks)} games, {time.monotonic() - start:.0f} s", file=sys.stderr, flush=True)
    n = args.games * len(args.pool)
    print(
        f"{args.players} players, {args.iterations} iterations a move, {args.games} games against each of "
        f"{', '.join(args.pool)}, seats rotated, seed {args.seed}"
    )
    for i, cand in enumerate(args.candidates):
        mine = [margins[(i, p, g)] for p in args.pool for g in range(args.games)]
        lo, hi = wilson(wins[i], n)
        line = (
            f"  {cand}: wins {wins[i]}/{n} = {100 * wins[i] / n:.1f} % ({100 * lo:.1f}-{100 * hi:.1f} %), "
            f"castle margin {sum(mine) / n:+.2f}"
        )
        if i:
            diff = [margins[(i, p, g)] - margins[(0, p, g)] for p in args.pool for g in range(args.games)]
            mean = sum(diff) / n
            sd = math.sqrt(sum((d - mean) ** 2 for d in diff) / max(n - 1, 1))
            line += f", against the reference {mean:+.2f} ± {sd / math.sqrt(n):.2f} (standard error)"
        print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
