"""How much of a game's result the luck meter's sum explains, when only the dice change.

Run: ``python3 -m benchmarks.luck_variance [--setups N] [--seeds K] [--players greedy|strong@30] [--seed S]
[--samples C]``
(from the repository root; a full-size run: ``--setups 40 --seeds 50``).

Each of N dealt two-player setups (seeded) is played K times to the end by the same two fixed deterministic
players, only the dice after the setup changed (a seeded stream per game). Within a setup the players are fixed,
so every difference between its games is the dice's: the luck meter's sum over a game (``ai.luck.game_luck``,
side 0, in chances) should account for the result less the setup's mean. Printed: how often two games of one setup
have different winners, the share of the results' variance that lies within setups, the share of that within-setup
variance the meter's sum explains (R²: as it stands, 1 - SSE/SST with the result predicted as the setup's mean
plus the luck sum; and fitted, the squared correlation; the target is at least 0.5), and how often the sign of the
luck sum names the winner. No timing is asserted; the meter's CPU seconds a game are printed.
"""

from __future__ import annotations

import argparse
import math
import time
from random import Random

from benchmarks.luck_playouts import players_factory
from carolus.engine.ai.luck import LOOK_SAMPLES, game_luck
from carolus.engine.match import Match
from carolus.engine.record import Record
from carolus.engine.selfplay import game_seed


def play(setup: str, k: int, make, players: int = 2, samples: int = LOOK_SAMPLES) -> tuple[float, float, float]:
    """(side 0's result, the meter's luck sum for side 0 in chances, the meter's CPU seconds) of one game."""
    match = Match(Record.new(players, setup), external_dice=True)
    dice = Random(f"luck-variance/{setup}/{k}")
    ais = [make(p) for p in range(players)]
    while not match.is_over():
        if match.needs_die():
            match.roll(dice.randrange(6))
            continue
        match.apply_action(ais[match.to_act].choose(match.state.clone()))
    st = match.state
    result = 0.5 if st.draw else (1.0 if st.winner == 0 else 0.0)
    t = time.process_time()
    luck = game_luck(match.record, samples=samples)
    return result, luck.sides[0] / 100.0, time.process_time() - t


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--setups", type=int, default=12)
    parser.add_argument("--seeds", type=int, default=12)
    parser.add_argument("--players", default="greedy", help="greedy, or strong@ITERATIONS (a small search)")
    parser.add_argument("--seed", default="lv1")
    parser.add_argument(
        "--samples", type=int, default=LOOK_SAMPLES, help=f"the meter's continuations a face ({LOOK_SAMPLES}, shipped)"
    )
    args = parser.parse_args()
    make = players_factory(args.players)
    started = time.process_time()
    results: list[list[float]] = []
    lucks: list[list[float]] = []
    meter = 0.0
    for n in range(args.setups):
        setup = game_seed(args.seed, n)
        ys, ls = [], []
        for k in range(args.seeds):
            y, luck, t = play(setup, k, make, samples=args.samples)
            ys.append(y)
            ls.append(luck)
            meter += t
        results.append(ys)
        lucks.append(ls)
    games = args.setups * args.seeds
    all_y = [y for ys in results for y in ys]
    grand = math.fsum(all_y) / games
    total_var = math.fsum((y - grand) ** 2 for y in all_y)
    sst = sse = sxy = sxx = 0.0
    differ = pairs = 0
    named = decided = 0.0
    for ys, ls in zip(results, lucks):
        my = math.fsum(ys) / len(ys)
        ml = math.fsum(ls) / len(ls)
        for y, luck in zip(ys, ls):
            dy, dl = y - my, luck - ml
            sst += dy * dy
            sse += (dy - dl) ** 2
            sxy += dy * dl
            sxx += dl * dl
            if y != 0.5:
                decided += 1
                won = 1.0 if y == 1.0 else -1.0
                named += 0.5 if luck == 0 else float(won * luck > 0)
        for i in range(len(ys)):
            for j in range(i + 1, len(ys)):
                pairs += 1
                differ += ys[i] != ys[j]
    r2 = 1.0 - sse / sst if sst else math.nan
    r2_fit = sxy * sxy / (sst * sxx) if sst and sxx else 0.0
    slope = sxy / sxx if sxx else math.nan
    print(
        f"{args.setups} setups x {args.seeds} dice streams, {args.players} against itself ({games} games),"
        f" {args.samples} continuations a face"
    )
    print(f"winner differs in {100 * differ / max(pairs, 1):.0f} % of pairs of one setup")
    print(f"share of the results' variance within setups (the dice's): {100 * sst / total_var:.0f} %")
    print(f"R² of the luck sum, as it stands (result = setup mean + luck): {r2:.3f} (target >= 0.5)")
    print(f"R² of the luck sum, fitted (squared correlation): {r2_fit:.3f}; fitted slope {slope:.2f}")
    print(f"rms of the within-setup result {math.sqrt(sst / games):.3f}, of the luck sum {math.sqrt(sxx / games):.3f}")
    share = 100 * named / max(decided, 1)
    print(f"the luck sum's sign names the winner in {share:.0f} % of {decided:.0f} decided games")
    print(f"meter CPU {meter / games:.3f} s a game; total CPU {time.process_time() - started:.0f} s")
    print(
        "full size: nice -n 10 python3 -m benchmarks.luck_variance --setups 40 --seeds 50"
        f" --players {args.players} --seed {args.seed} --samples {args.samples}"
    )


if __name__ == "__main__":
    main()
