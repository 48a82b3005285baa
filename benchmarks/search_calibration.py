"""Whether the search's chance at the root (what the hint and the analysis show) means what it says.

Run::

    python3 -m benchmarks.search_calibration --games 120 --rows rows.jsonl        # play, search, report
    python3 -m benchmarks.search_calibration --rows rows.jsonl --fit-only --write # fit again, ship

The learned model is calibrated position by position (``tools/model_fit.py``), but the hint shows the search's
backed-up mean for its choice, an average over the tree's lines, which need not be: it can be too sure (lines
the search believes it wins) or too timid. This plays games between a mixed pool of players (as the model's
games do, without the slowest searches), and at every few disc choices and turn starts asks the very search the
hint runs (strong, seed 0, ``hint.JUDGE`` iterations, a forced decision estimated too) each side's chance, then
compares with the results. Games of even index fit a temperature per player count (each side's chance raised
to ``1 / T`` and renormalised: one number that makes the chances flatter or sharper, never reorders them); the
games of odd index are held out for the report, by tenths of chance (said against won), with the Brier score
and log loss before and after. ``--write`` ships the temperatures (``carolus_qt/ai/search_calibration.json``,
read by ``ai/calibration.py``), with this command in the file.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from pathlib import Path
from random import Random

from carolus.engine.ai import Budget, make_player
from carolus.engine.ai.calibration import DATA, temper
from carolus.engine.ai.hint import JUDGE
from carolus.engine.ai.mcts import StrongPlayer
from carolus.engine.ai.tournament import wilson
from carolus.engine.constants import DISC, PLACE
from carolus.engine.match import Match
from carolus.engine.selfplay import game_seed

POOL: tuple[tuple[str, int | None], ...] = (
    ("beginner", None),
    ("novice", None),
    ("greedy", None),
    ("planner", None),
    ("strong", 50),
    ("strong", 200),
)
"""Who may sit at a seat (level, search iterations): players of many strengths, so a chance is judged against
games of every kind, as the model's are (the rollout player and the slower searches are left out for time)."""
PLAYERS = (2, 2, 3, 3, 4)

Row = tuple[list[float], list[float]]
"""(each side's chance by the search, each side's result: 1 won, 0 lost, a draw shared)."""


def play(index: int, seed: str, every: int, iterations: int) -> dict:
    """Game ``index``: its player count and, at every ``every``-th decision point, the search's chances."""
    rng = Random(f"{seed}/{index}")
    players = rng.choice(PLAYERS)
    match = Match.new(players, game_seed(seed, index))
    seats = [rng.choice(POOL) for _ in range(players)]
    ais = [
        make_player(level, seed=1000 * index + p, budget=Budget(iterations=iters) if iters else None)
        for p, (level, iters) in enumerate(seats)
    ]
    judge = StrongPlayer(seed=0, budget=Budget(iterations=iterations))
    said, result = judged_game(match, ais, judge, every, rng, raw=True)  # before the shipped temperature
    return {"game": index, "players": players, "said": said, "result": result}


def read_rows(path: str) -> list[dict]:
    """The games' rows a run appended to ``path`` (JSON lines)."""
    return [json.loads(line) for line in Path(path).read_text(encoding="utf-8").splitlines() if line]


def collected(args: argparse.Namespace, play_one: Callable[[int], dict]) -> list[dict]:
    """The games' rows: read from ``--rows`` with ``--fit-only``, else ``--games`` played on ``--jobs`` processes
    (``play_one(index)``, picklable), each appended to ``--rows`` as it ends (a long run cut short keeps what it
    did), the progress on stderr. The strength calibration collects its games the same way."""
    if args.fit_only:
        return read_rows(args.rows)
    games: list[dict] = []
    started = time.perf_counter()
    n = args.games
    with ProcessPoolExecutor(args.jobs) as pool:
        for k, game in enumerate(pool.map(play_one, range(n)), 1):
            games.append(game)
            if args.rows:
                with open(args.rows, "a", encoding="utf-8") as out:
                    out.write(json.dumps(game, separators=(",", ":")) + "\n")
            print(f"{k}/{n} games, {time.perf_counter() - started:.0f} s", file=sys.stderr, flush=True)
    return games


def judged_game(
    match: Match, ais: list, judge: StrongPlayer, every: int, rng: Random, raw: bool
) -> tuple[list[list[float]], list[float]]:
    """``match`` played to its end by ``ais``; at every ``every``-th decision point (disc or turn start, from a
    random first one) the judge's chances for its choice: ``raw`` the search's own, else as the hint shows them.
    (This benchmark and ``strength_calibration`` judge games the same way.) Returns (said, each side's result)."""
    said: list[list[float]] = []
    point = rng.randrange(every)
    while not match.is_over():
        state = match.state
        if state.phase == DISC or (state.phase == PLACE and state.placed == 0):
            point += 1
            if point % every == 0:
                found = judge.search(state.clone(), estimate=True)
                best = found.best
                table = found.raw if raw else found.chances
                chances = table[best] if table and table[best] else ()
                if chances:
                    said.append([round(x, 5) for x in chances])
        match.apply_action(ais[state.to_act].choose(state.clone()))
    end = match.state
    sides = end.rules.sides
    return said, [1.0 / sides] * sides if end.draw else [float(s == end.winner) for s in range(sides)]


def _loss(rows: list[Row], t: float) -> float:
    total = 0.0
    for said, won in rows:
        shown = temper(said, t)
        total -= sum(y * math.log(max(q, 1e-9)) for q, y in zip(shown, won))
    return total / max(len(rows), 1)


def fit_temperature(rows: list[Row]) -> float:
    """The temperature with the least log loss on ``rows`` (golden-section search over log T in [-2, 2])."""
    lo, hi = -2.0, 2.0
    g = (math.sqrt(5) - 1) / 2
    a, b = hi - g * (hi - lo), lo + g * (hi - lo)
    fa, fb = _loss(rows, math.exp(a)), _loss(rows, math.exp(b))
    for _ in range(40):
        if fa < fb:
            hi, b, fb = b, a, fa
            a = hi - g * (hi - lo)
            fa = _loss(rows, math.exp(a))
        else:
            lo, a, fa = a, b, fb
            b = lo + g * (hi - lo)
            fb = _loss(rows, math.exp(b))
    return math.exp((lo + hi) / 2)


def table(name: str, rows: list[Row], t: float = 1.0) -> list[str]:
    """Brier, log loss and said against won by tenths, every side's chance pooled (as the model's report)."""
    pairs = [(q, y) for said, won in rows for q, y in zip(temper(said, t), won)]
    if not pairs:
        return [f"{name}: no positions"]
    brier = sum((q - y) ** 2 for q, y in pairs) / len(pairs)
    out = [f"{name}: {len(rows)} positions, Brier {brier:.4f}, log loss {_loss(rows, t):.4f}"]
    bins: dict[int, list[tuple[float, float]]] = {}
    for q, y in pairs:
        bins.setdefault(min(9, int(q * 10)), []).append((q, y))
    worst = 0.0
    for b, items in sorted(bins.items()):
        said = sum(q for q, _ in items) / len(items)
        won = sum(y for _, y in items) / len(items)
        worst = max(worst, abs(said - won))
        low, high = wilson(won * len(items), len(items))  # as if independent: sides of a position are not
        out.append(
            f"  {b * 10:3d}-{b * 10 + 10:3d} %: said {said:6.1%}, won {won:6.1%} "
            f"({100 * low:.0f}-{100 * high:.0f} %, {len(items)} chances)"
        )
    out.append(f"  largest gap {100 * worst:.1f} points")
    return out


def rows_of(games: list[dict], players: int, held_out: bool) -> list[Row]:
    return [(s, g["result"]) for g in games if g["players"] == players and g["game"] % 2 == held_out for s in g["said"]]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=120)
    parser.add_argument("--seed", default="sc1")
    parser.add_argument("--every", type=int, default=6, help="search at every N-th decision point (default 6)")
    parser.add_argument("--iterations", type=int, default=JUDGE, help=f"the search's budget (default {JUDGE})")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--rows", help="JSON lines of the games' chances: appended to, or read with --fit-only")
    parser.add_argument("--fit-only", action="store_true", help="play nothing: fit and report from --rows")
    parser.add_argument("--write", action="store_true", help=f"ship the fitted temperatures ({DATA.name})")
    parser.add_argument("--pooled", action="store_true", help="with --write: one temperature for every count")
    args = parser.parse_args(argv)
    if args.fit_only and not args.rows:
        parser.error("--fit-only needs --rows")
    games = collected(args, partial(play, seed=args.seed, every=args.every, iterations=args.iterations))
    temperatures: dict[str, float] = {}
    for players in (2, 3, 4):
        fit_rows = rows_of(games, players, False)
        test_rows = rows_of(games, players, True)
        if len(fit_rows) < 20:
            print(f"\n{players} players: too few positions to fit ({len(fit_rows)})")
            continue
        t = fit_temperature(fit_rows)
        temperatures[str(players)] = round(t, 3)
        print(f"\n{players} players: temperature {t:.3f} from {len(fit_rows)} positions of the even games")
        print("\n".join(table("  held out, the search as it was", test_rows)))
        print("\n".join(table(f"  held out, tempered by {t:.3f}", test_rows, t)))
    every_game = [r for p in (2, 3, 4) for odd in (False, True) for r in rows_of(games, p, odd)]
    print(f"\nevery game ({len(games)}), every player count, the search as it was")
    print("\n".join(table("  the search at its budget", every_game)))
    held = [r for p in (2, 3, 4) for r in rows_of(games, p, True)]
    fit_all = [r for p in (2, 3, 4) for r in rows_of(games, p, False)]
    pooled = round(fit_temperature(fit_all), 3) if len(fit_all) >= 20 else 1.0
    print("\nall player counts, held-out games")
    print("\n".join(table("  the search as it was", held)))
    tempered = [
        (temper(said, temperatures.get(str(p), 1.0)), won) for p in (2, 3, 4) for said, won in rows_of(games, p, True)
    ]
    print("\n".join(table("  tempered per player count", tempered)))
    print("\n".join(table(f"  one temperature for every count, {pooled:.3f}", held, pooled)))
    if args.write:
        if args.pooled:
            temperatures = {str(p): pooled for p in (2, 3, 4)}
        if sorted(temperatures) != ["2", "3", "4"]:
            print("not written: every player count needs a temperature (or --pooled)", file=sys.stderr)
            return 1
        note = (
            f"python3 -m benchmarks.search_calibration --games {args.games} --seed {args.seed} --every {args.every} "
            f"--iterations {args.iterations} --rows ROWS, then --rows ROWS --fit-only --write"
            f"{' --pooled' if args.pooled else ''}: {len(games)} games, even ones fit, odd ones held out"
        )
        DATA.write_text(json.dumps({"temperature": temperatures, "about": note}, indent=1) + "\n", encoding="utf-8")
        print(f"wrote {DATA}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
