"""Self-play games for the win-probability model: varied levels, player counts and variants, one record a line.

    python3 tools/model_games.py --games 3000 --seed m1 --jobs 2 --out games.jsonl

Each game draws its player count (2, 3 or 4 for the team game), perhaps one optional rule, and for each seat a
player from a pool of different strengths and styles (the beginner levels, greedy, the planner, and the tree
search at a few small iteration budgets), so the positions cover won, lost and open games of every kind, not one
style of play. Deterministic for a seed; the lines come in game order. ``tools/model_fit.py`` reads them.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from random import Random

from carolus.engine.ai import Budget, make_player
from carolus.engine.match import Match
from carolus.engine.selfplay import game_seed
from carolus.engine.variants import PIECES

POOL: tuple[tuple[str, int | None], ...] = (
    ("beginner", None),
    ("novice", None),
    ("greedy", None),
    ("planner", None),
    ("strong", 50),
    ("strong", 150),
    ("strong", 400),
)
"""(level, search iterations): who may sit at a seat. No random player: its games teach nothing about real ones."""
PLAYERS = (2, 2, 3, 3, 4)
"""Player counts drawn (2 and 3 twice as often as the team game)."""
VARIANT_SHARE = 0.25
"""Share of games with one optional rule."""


def play(index: int, seed: str) -> dict:
    """Game ``index`` of the run: its record, with the seats' players in ``seats`` (level/iterations)."""
    rng = Random(f"{seed}/{index}")
    players = rng.choice(PLAYERS)
    variant = [rng.choice(tuple(PIECES))] if rng.random() < VARIANT_SHARE else []
    match = Match.new(players, game_seed(seed, index), [f"P{p}" for p in range(players)], variant=variant)
    seats = [rng.choice(POOL) for _ in range(players)]
    ais = [
        make_player(level, seed=1000 * index + p, budget=Budget(iterations=iters) if iters else None)
        for p, (level, iters) in enumerate(seats)
    ]
    while not match.is_over():
        if match.needs_die():
            match.roll(rng.randrange(6))
            continue
        match.apply_action(ais[match.state.to_act].choose(match.state.clone()))
    record = match.record.to_dict()
    record["seats"] = [f"{level}@{iters}" if iters else level for level, iters in seats]
    return record


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--seed", default="m1")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--start", type=int, default=0, help="first game index (to add to a run)")
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    started = time.perf_counter()
    indexes = range(args.start, args.start + args.games)
    with open(args.out, "a", encoding="utf-8") as out, ProcessPoolExecutor(args.jobs) as pool:
        for n, record in enumerate(pool.map(play, indexes, [args.seed] * args.games, chunksize=4), 1):
            out.write(json.dumps(record, separators=(",", ":")) + "\n")
            if n % 100 == 0:
                out.flush()
                print(f"{n}/{args.games} games, {time.perf_counter() - started:.0f} s", file=sys.stderr, flush=True)
    print(f"{args.games} games in {time.perf_counter() - started:.0f} s -> {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
