"""Whether the shown chance, conditioned on the players' strengths, means what it says between unequal players.

Run::

    python3 -m benchmarks.strength_calibration --games 400 --jobs 2 --rows rows.jsonl          # play, fit, report
    python3 -m benchmarks.strength_calibration --rows rows.jsonl --fit-only --write            # fit again, ship

The search judges a position as if every side played like it, so against weaker players its chance is pulled
toward the middle (issue 34). This plays games between the ladder's levels (beginner to expert, each with its
``levels.APPROX_ELO``), unequal and equal, two and three players (``--counts``; ``--counts 4`` the team game, a
team's strength its two seats' mean), seats drawn at random, the searching levels on
an iteration budget (``--player-iterations``; advanced a quarter of it, as its effort says). At every few disc
choices and turn starts it asks the very search the hint runs (strong, seed 0, ``--iterations``) each side's
chance and records it with each side's Elo and the result. Games of even index fit ``a`` and ``b`` of
``ai/strength.py`` per player count (least log loss, Newton's method); the games of odd index are held out for
the report: by tenths of chance (said, won, count, 95 % interval), unequal and equal games apart, with the Brier
score and log loss before and after (``--shipped``: no fit, every game judged with the shipped coefficients, for
games their fit never saw). ``--write`` ships the coefficients of the counts fitted
(``carolus_qt/ai/strength_calibration.json``, the other counts kept) with the command and the held-out figures in
its ``about``, per count.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from functools import partial
from random import Random

from carolus.engine.ai import Budget, make_player
from carolus.engine.ai.hint import JUDGE
from carolus.engine.ai.levels import LADDER
from carolus.engine.ai.mcts import StrongPlayer
from carolus.engine.ai.strength import (
    DATA,
    LN10_400,
    Coefficients,
    condition,
    level_elo,
    load,
    shipped,
    side_elo,
)
from carolus.engine.ai.tournament import wilson
from carolus.engine.match import Match
from carolus.engine.selfplay import game_seed

from .search_calibration import collected, judged_game

Row = tuple[list[float], list[float], list[float]]
"""(each side's chance by the search, each side's Elo, each side's result: 1 won, 0 lost, a draw shared)."""


def players_of(index: int, counts: tuple[int, ...] = (2, 3)) -> int:
    """The player counts in turn, two games each: with the default two players in games 0, 1, 4, 5, ...; three in
    2, 3, 6, 7, ...: every count in the fit and the held out."""
    return counts[(index // 2) % len(counts)]


def seats_of(rng: Random, players: int) -> list[str]:
    """A quarter of the games between equals (one level at every seat), the rest between levels drawn apart."""
    if rng.random() < 0.25:
        return [rng.choice(LADDER)] * players
    while True:
        seats = [rng.choice(LADDER) for _ in range(players)]
        if len({level_elo(s) for s in seats}) > 1:
            return seats


def play(
    index: int, seed: str, every: int, iterations: int, player_iterations: int, counts: tuple[int, ...] = (2, 3)
) -> dict:
    """Game ``index``: its seats and, at every ``every``-th decision point, the search's chances (per side: the
    team game's two teams)."""
    rng = Random(f"{seed}/{index}")
    players = players_of(index, counts)
    match = Match.new(players, game_seed(seed, index))
    seats = seats_of(rng, players)
    ais = [
        make_player(level, seed=1000 * index + p, budget=Budget(iterations=player_iterations))
        for p, level in enumerate(seats)
    ]
    judge = StrongPlayer(seed=0, budget=Budget(iterations=iterations))
    judge.estimate = True
    said, result = judged_game(match, ais, judge, every, rng, raw=False)  # as the hint shows them
    end = match.state
    elo = side_elo([level_elo(s) or 0.0 for s in seats], end.rules.side_of, end.rules.sides)
    return {"game": index, "players": players, "seats": seats, "elo": list(elo), "said": said, "result": result}


def rows_of(games: list[dict], players: int, held_out: bool, equal: bool | None = None) -> list[Row]:
    """The chances of the games with ``players`` of one half (odd index: held out), equal or unequal (None: both)."""
    return [
        (s, g["elo"], g["result"])
        for g in games
        if g["players"] == players
        and g["game"] % 2 == held_out
        and (equal is None or (len(set(g["elo"])) == 1) == equal)
        for s in g["said"]
    ]


def shown(row: Row, coef: Coefficients) -> tuple[float, ...]:
    return condition(row[0], row[1], coef)


def loss(rows: list[Row], coef: Coefficients) -> float:
    """Mean log loss of the shown chances."""
    total = 0.0
    for row in rows:
        total -= math.fsum(y * math.log(max(q, 1e-9)) for q, y in zip(shown(row, coef), row[2]))
    return total / max(len(rows), 1)


PRIOR = 1.0
"""Standard deviation of a weak normal prior on ``a`` and ``b`` around 1 (the search's chance and the Elo gap
each taken at face value). Between levels far apart the stronger one wins nearly every game, so without it the
log loss falls for ever as ``b`` grows (separation) and a few hundred games would ship a certainty."""


def fit(rows: list[Row]) -> Coefficients:
    """``a`` and ``b`` with the least log loss on ``rows`` plus the prior (``PRIOR``): Newton's method on the
    softmax's two features (ln p, the Elo in natural-log odds), a certainty's row left out (no coefficient
    moves it)."""
    data = []
    for said, elo, won in rows:
        if max(said) >= 1.0 or min(said) <= 0.0:
            continue
        mean = math.fsum(elo) / len(elo)
        data.append(([math.log(p) for p in said], [LN10_400 * (e - mean) for e in elo], won))
    a, b = 1.0, 0.0
    for _ in range(50):
        g = [(a - 1.0) / PRIOR**2, (b - 1.0) / PRIOR**2]
        h = [[1.0 / PRIOR**2, 0.0], [0.0, 1.0 / PRIOR**2]]
        for f1, f2, won in data:
            z = [a * x + b * y for x, y in zip(f1, f2)]
            top = max(z)
            w = [math.exp(v - top) for v in z]
            total = math.fsum(w)
            q = [v / total for v in w]
            m1 = math.fsum(qi * x for qi, x in zip(q, f1))
            m2 = math.fsum(qi * y for qi, y in zip(q, f2))
            for qi, yi, x, y in zip(q, won, f1, f2):
                g[0] += (qi - yi) * x
                g[1] += (qi - yi) * y
                h[0][0] += qi * (x - m1) ** 2
                h[0][1] += qi * (x - m1) * (y - m2)
                h[1][1] += qi * (y - m2) ** 2
        det = h[0][0] * h[1][1] - h[0][1] ** 2
        if det <= 1e-12:
            break
        da = (h[1][1] * g[0] - h[0][1] * g[1]) / det
        db = (h[0][0] * g[1] - h[0][1] * g[0]) / det
        a, b = a - da, b - db
        if abs(da) + abs(db) < 1e-10:
            break
    return Coefficients(round(min(20.0, max(0.05, a)), 4), round(min(5.0, max(0.0, b)), 4))


def table(name: str, rows: list[Row], coef: Coefficients) -> tuple[list[str], dict]:
    """Brier, log loss and said against won by tenths, every side's chance pooled; and the figures as data."""
    pairs = [(q, y) for row in rows for q, y in zip(shown(row, coef), row[2])]
    if not pairs:
        return [f"{name}: no positions"], {}
    brier = math.fsum((q - y) ** 2 for q, y in pairs) / len(pairs)
    out = [f"{name}: {len(rows)} positions, Brier {brier:.4f}, log loss {loss(rows, coef):.4f}"]
    bins: dict[int, list[tuple[float, float]]] = {}
    for q, y in pairs:
        bins.setdefault(min(9, int(q * 10)), []).append((q, y))
    worst = 0.0
    outside = 0
    for b, items in sorted(bins.items()):
        said = math.fsum(q for q, _ in items) / len(items)
        won = math.fsum(y for _, y in items) / len(items)
        worst = max(worst, abs(said - won))
        low, high = wilson(won * len(items), len(items))  # as if independent: sides of a position are not
        outside += not low <= said <= high
        out.append(
            f"  {b * 10:3d}-{b * 10 + 10:3d} %: said {said:6.1%}, won {won:6.1%} "
            f"({100 * low:.0f}-{100 * high:.0f} %, {len(items)} chances)"
        )
    out.append(f"  largest gap {100 * worst:.1f} points; {outside} of {len(bins)} tenths outside their interval")
    return out, {"positions": len(rows), "brier": round(brier, 4), "gap": round(100 * worst, 1), "outside": outside}


def report_shipped(games: list[dict]) -> int:
    """The shipped coefficients on every game, both halves: a test of them on games their own fit never saw."""
    for players, coef in sorted(shipped().items()):
        rows = rows_of(games, players, False) + rows_of(games, players, True)
        if not rows:
            continue
        games_in = sum(g["players"] == players for g in games)
        print(f"\n{players} players ({games_in} games), shipped a {coef.a}, b {coef.b}")
        for label, coefficients in (("the search as it was", Coefficients()), ("conditioned on strengths", coef)):
            print("\n".join(table(f"  every game, {label}", rows, coefficients)[0]))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", default="st1")
    parser.add_argument("--every", type=int, default=4, help="search at every N-th decision point (default 4)")
    parser.add_argument("--iterations", type=int, default=JUDGE, help=f"the judging search's budget ({JUDGE})")
    parser.add_argument("--player-iterations", type=int, default=1000, help="the searching levels' (1000)")
    parser.add_argument("--counts", default="2,3", help="player counts in turn, two games each (2,3; 4: the team game)")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--rows", help="JSON lines of the games' chances: appended to, or read with --fit-only")
    parser.add_argument("--fit-only", action="store_true", help="play nothing: fit and report from --rows")
    parser.add_argument("--write", action="store_true", help=f"ship the fitted coefficients ({DATA.name})")
    parser.add_argument(
        "--shipped",
        action="store_true",
        help="fit nothing: every game judged with the shipped coefficients (for games their fit never saw)",
    )
    args = parser.parse_args(argv)
    if args.fit_only and not args.rows:
        parser.error("--fit-only needs --rows")
    try:
        counts = tuple(int(c) for c in args.counts.split(","))
    except ValueError:
        parser.error(f"--counts: player counts separated by commas, not {args.counts!r}")
    if not counts or any(c not in (2, 3, 4) for c in counts):
        parser.error(f"--counts: 2, 3 or 4 players, not {args.counts!r}")
    play_one = partial(
        play,
        seed=args.seed,
        every=args.every,
        iterations=args.iterations,
        player_iterations=args.player_iterations,
        counts=counts,
    )
    games = collected(args, play_one)
    if args.shipped:
        return report_shipped(games)
    fitted: dict[str, dict[str, float]] = {}
    figures: dict[str, dict[str, dict]] = {}
    for players in (2, 3, 4):
        if not any(g["players"] == players for g in games):
            continue
        fit_rows = rows_of(games, players, False)
        if len(fit_rows) < 20:
            print(f"\n{players} players: too few positions to fit ({len(fit_rows)})")
            continue
        coef = fit(fit_rows)
        fitted[str(players)] = {"a": coef.a, "b": coef.b}
        games_in = sum(g["players"] == players for g in games)
        print(f"\n{players} players ({games_in} games): a {coef.a}, b {coef.b} from {len(fit_rows)} positions (even)")
        for label, equal in (("all", None), ("unequal", False), ("equal", True)):
            held = rows_of(games, players, True, equal)
            before, fb = table(f"  held out, {label}, the search as it was", held, Coefficients())
            after, fa = table(f"  held out, {label}, conditioned on strengths", held, coef)
            print("\n".join(before))
            print("\n".join(after))
            figures.setdefault(str(players), {})[label] = {"before": fb, "after": fa}
    if args.write:
        if not fitted:
            print("not written: no player count had enough positions to fit", file=sys.stderr)
            return 1
        current = json.loads(DATA.read_text(encoding="utf-8"))
        coefficients = current["coefficients"]
        about = current.get("about")
        if not isinstance(about, dict):
            about = {key: about for key in coefficients}
        command = (
            f"python3 -m benchmarks.strength_calibration --games {args.games} --counts {args.counts} "
            f"--seed {args.seed} --every {args.every} --iterations {args.iterations} "
            f"--player-iterations {args.player_iterations} --rows ROWS, then --rows ROWS --fit-only --write"
        )
        for key, coef in fitted.items():
            coefficients[key] = coef
            games_in = sum(str(g["players"]) == key for g in games)
            about[key] = (
                f"{command}: {games_in} games of {key} players, even ones fit, odd ones held out. Held out (Brier "
                "before -> after; largest gap of a tenth in points before -> after): "
                + "; ".join(
                    f"{label}: {v['before'].get('brier')} -> {v['after'].get('brier')}, "
                    f"{v['before'].get('gap')} -> {v['after'].get('gap')}"
                    for label, v in figures[key].items()
                )
            )
        text = json.dumps({"coefficients": coefficients, "about": about}, indent=1) + "\n"
        load(text)  # what the program will read
        DATA.write_text(text, encoding="utf-8")
        print(f"wrote {DATA}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
