"""How much an analysis's numbers move from one search seed to another, and how long a whole game takes.

Two analyses of the same game at the same iteration budget but different seeds differ only by the search's own
noise; a mark must stand above it, or it is noise, not teaching. This prints, over self-play games, the
seed-to-seed difference of each decision's chance before it and of its loss (mean, 95th and 99th percentile,
max), the marks each threshold pair would give in both runs and in only one, and the wall-clock time of a whole
game's analysis with every core (the window's case).

    python3 benchmarks/analysis_noise.py [--games 6] [--iterations 3000] [--players 2 3] [--jobs 2]
"""

from __future__ import annotations

import argparse
import statistics
import time

from carolus.engine.ai import Budget, make_player
from carolus.engine.ai.analyse import analyse_record
from carolus.engine.ai.hint import JUDGE
from carolus.engine.match import Match

THRESHOLDS = [(0.10, 0.20), (0.15, 0.25), (0.20, 0.30), (0.25, 0.40)]


def game(players: int, seed: int) -> Match:
    """A whole game between greedy players of different seeds (quick to make, full of real decisions)."""
    match = Match.new(players, f"a0{seed:04x}", [f"P{i}" for i in range(players)])
    ais = [make_player("greedy", seed * 10 + i) for i in range(players)]
    while not match.is_over():
        match.apply_action(ais[match.state.to_act].choose(match.state.clone()))
    return match


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))] if ordered else 0.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--iterations", type=int, default=JUDGE)
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3])
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    budget = Budget(iterations=args.iterations)
    d_before: list[float] = []
    d_loss: list[float] = []
    losses: list[tuple[float, float]] = []
    times: list[tuple[int, float]] = []
    for g in range(args.games):
        players = args.players[g % len(args.players)]
        record = game(players, g).record
        runs = []
        for seed in (0, 1):
            started = time.perf_counter()
            runs.append(analyse_record(record, budget, seed=seed, jobs=args.jobs))
            times.append((len(record.actions), time.perf_counter() - started))
        for a, b in zip(runs[0], runs[1]):
            if a.forced:
                continue
            raw_a = max(0.0, a.before[a.side] - a.after[a.side])
            raw_b = max(0.0, b.before[b.side] - b.after[b.side])
            d_before.append(abs(a.before[a.side] - b.before[b.side]))
            d_loss.append(abs(raw_a - raw_b))
            losses.append((raw_a, raw_b))
        print(f"game {g + 1}/{args.games}: {players} players, {len(record.actions)} actions, {len(runs[0])} decisions")
    print(f"\n{args.iterations} iterations a decision, seeds 0 and 1, {len(d_before)} unforced decisions")
    for name, values in (("chance before", d_before), ("loss", d_loss)):
        print(
            f"  seed-to-seed |difference| of the {name}: mean {statistics.mean(values):.3f}, "
            f"p95 {percentile(values, 0.95):.3f}, p99 {percentile(values, 0.99):.3f}, max {max(values):.3f}"
        )
    print("  marks (mistake, blunder thresholds): decisions marked in both runs / in only one")
    for mistake, blunder in THRESHOLDS:
        both = sum(1 for a, b in losses if a >= mistake and b >= mistake)
        one = sum(1 for a, b in losses if (a >= mistake) != (b >= mistake))
        big_both = sum(1 for a, b in losses if a >= blunder and b >= blunder)
        big_one = sum(1 for a, b in losses if (a >= blunder) != (b >= blunder))
        print(f"    {mistake:.2f}/{blunder:.2f}: any mark {both} / {one}; blunders {big_both} / {big_one}")
    per = [seconds for _, seconds in times]
    longest = max(times)
    print(
        f"  a whole game's analysis with {args.jobs} processes: mean {statistics.mean(per):.1f} s, "
        f"longest {max(per):.1f} s; the longest game ({longest[0]} actions) {longest[1]:.1f} s"
    )


if __name__ == "__main__":
    main()
