"""Whether the shown chance, conditioned on the players' strengths, means what it says between unequal players.

Run::

    python3 -m benchmarks.strength_calibration --games 400 --jobs 2 --rows rows.jsonl          # play, fit, report
    python3 -m benchmarks.strength_calibration --rows rows.jsonl --fit-only --write            # fit again, ship
    python3 -m benchmarks.strength_calibration --rows fit.jsonl --held-out other.jsonl --fit-only  # across runs

The search judges a position as if every side played like it, so against weaker players its chance is pulled
toward the middle (issue 34). This plays games between the ladder's levels (beginner to expert, each with its
``levels.APPROX_ELO``), unequal and equal, two and three players (``--counts``; ``--counts 4`` the team game, a
team's strength its two seats' mean), seats drawn at random, the searching levels on
an iteration budget (``--player-iterations``; advanced a quarter of it, as its effort says). At every few disc
choices and turn starts it asks the very search the hint runs (strong, seed 0, ``--iterations``) each side's
chance and records it with each side's Elo and the result. Games of even index fit ``a`` and ``b`` of
``ai/strength.py`` per player count (least log loss, Newton's method; trials the program does not read:
``--form abg`` a gap exponent ``g``, ``--form abc`` a ``c``, ``--labels measured`` the levels' strengths as played,
each tried on games the fit never saw and not shipped; ``--labels fitted`` fits ``a`` with each level's strength
in that count's games, ``b`` held at 1, and ships them with ``--write``); the games of odd
index are held out for the report (``--held-out ROWS``: every game of ``--rows`` fits, and every game of other runs'
rows is held out): by tenths of chance (said, won, count, 95 % interval), unequal and equal games apart, with the
Brier score and log loss before and after (``--shipped``: no fit, every game judged with the shipped coefficients,
for games their fit never saw). ``--write`` ships the coefficients of the counts fitted
(``carolus_qt/ai/strength_calibration.json``, the other counts kept) with the command and the held-out figures in
its ``about``, per count.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from random import Random

from carolus.engine.ai import Budget, make_player
from carolus.engine.ai.elo import ANCHOR
from carolus.engine.ai.elo import fit as elo_fit
from carolus.engine.ai.hint import JUDGE
from carolus.engine.ai.levels import APPROX_ELO, LADDER
from carolus.engine.ai.mcts import StrongPlayer
from carolus.engine.ai.strength import (
    A_RANGE,
    B_RANGE,
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
from carolus.engine.rules import Rules
from carolus.engine.selfplay import game_seed

from .search_calibration import collected, judged_game, read_rows

Row = tuple[list[float], list[float], list[float]]
"""(each side's chance by the search, each side's Elo, each side's result: 1 won, 0 lost, a draw shared)."""

PIVOT_ELO = 1300.0
"""``--form abc``, a trial the program does not read: the players' mean strength (about the ladder's middle) at
which the search's chance is weighted by ``a`` alone; ``a`` grows by ``c`` per 400 Elo above it."""

G_RANGE = (0.25, 4.0)
"""``--form abg``, a trial the program does not read: the gap exponents searched."""


def spread(deviation: float, g: float) -> float:
    """``--form abg``: a side's strength less the sides' mean as the trial weighs it: itself with ``g`` = 1, else
    ``400 * sign * |deviation / 400| ** g`` (one 400-Elo step stays one), so with ``g`` > 1 a small gap shifts the
    chance less and a large one more."""
    if g == 1.0 or deviation == 0.0:
        return deviation
    return math.copysign(400.0 * (abs(deviation) / 400.0) ** g, deviation)


def _live_mean(elo: Sequence[float], chances: Sequence[float]) -> float:
    """The mean strength of the sides the search still gives a chance (every side's where none has one), as
    ``condition`` takes it."""
    live = [e for e, p in zip(elo, chances) if p > 0.0] or list(elo)
    return math.fsum(live) / len(live)


@dataclass(frozen=True)
class Fitted:
    """The program's coefficients and the trials' ``c`` and ``g`` (0 and 1 for the shipped form, ``--form ab``)."""

    coef: Coefficients
    c: float = 0.0
    g: float = 1.0

    def bent(self, elo: Sequence[float], chances: Sequence[float]) -> Sequence[float]:
        """The strengths as ``condition`` should see them for the gap exponent ``g``: each live side at the live
        sides' mean plus its ``spread`` (the softmax ignores a shift common to every side, so this is exact)."""
        if self.g == 1.0:
            return elo
        mean = _live_mean(elo, chances)
        return [mean + spread(e - mean, self.g) for e in elo]

    def at(self, elo: Sequence[float], chances: Sequence[float]) -> Coefficients:
        """The coefficients between sides of these strengths: ``a`` grown by ``c`` with the live sides' mean
        strength, held within the ladder's range (where it was measured)."""
        if self.c == 0.0:
            return self.coef
        low, high = min(APPROX_ELO.values()), max(APPROX_ELO.values())
        mean = min(high, max(low, _live_mean(elo, chances)))
        a = self.coef.a + self.c * (mean - PIVOT_ELO) / 400
        return Coefficients(min(A_RANGE[1], max(A_RANGE[0], a)), self.coef.b)


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


def _chosen(games: list[dict], players: int, equal: bool | None) -> Iterator[tuple[int, dict]]:
    """The games with ``players``, equal or unequal (None: both), with their places in ``games``."""
    for k, g in enumerate(games):
        if g["players"] == players and (equal is None or (len(set(g["elo"])) == 1) == equal):
            yield k, g


def rows_of(games: list[dict], players: int, equal: bool | None = None) -> list[Row]:
    """The chances of the games with ``players``, equal or unequal (None: both)."""
    return [(s, g["elo"], g["result"]) for _, g in _chosen(games, players, equal) for s in g["said"]]


def halves(games: list[dict], held_out: list[dict] | None) -> tuple[list[dict], list[dict]]:
    """(the games to fit, the games held out): those of even and of odd index, or every game of ``games`` and every
    game of ``held_out`` (other runs' games, which the fit never sees)."""
    if held_out is not None:
        return games, held_out
    return [g for g in games if g["game"] % 2 == 0], [g for g in games if g["game"] % 2 == 1]


def measured_elo(games: list[dict]) -> dict[str, float] | None:
    """Each level's Elo as it played in these games, from the two-player games' results (``elo.fit``, the
    weakest level anchored at its ``APPROX_ELO``); a level without such a game keeps its ``APPROX_ELO``. None
    where no two different levels met.

    Why: the levels' ``APPROX_ELO`` were measured at their own budgets (1 s a move), this benchmark plays the
    searching levels on a fifth of that, and there expert beat advanced in 64 % of the positions of 57 games where
    150 Elo and the search said 77 %. Labels true to the games played would let ``b`` and ``c`` carry over to the
    program, which conditions on the levels' strengths at their own budgets. Measured against the 600 games of
    ``st3``, fitted on ``st1`` and ``st2``, they did no better than ``APPROX_ELO`` (docs/computer-players.md): the
    two-player ratings behind them are themselves some 200 Elo uncertain."""
    names = list(LADDER)
    results = [
        (names.index(first), names.index(second), g["result"][0])
        for g in games
        if g["players"] == 2
        for first, second in [g["seats"]]
    ]
    if not any(a != b for a, b, _ in results):
        return None
    played = {i for a, b, _ in results for i in (a, b) if a != b}
    base = APPROX_ELO[names[0]] - ANCHOR
    return {
        r.name: round(base + r.elo, 1) if i in played else float(APPROX_ELO[r.name])
        for i, r in enumerate(elo_fit(names, results))
    }


def relabelled(games: list[dict], elo: dict[str, float]) -> list[dict]:
    """``games`` with each side's strength from ``elo`` (a team's: its two seats' mean)."""
    out = []
    for g in games:
        rules = Rules(g["players"])
        sides = side_elo([elo[s] for s in g["seats"]], rules.side_of, rules.sides)
        out.append({**g, "elo": list(sides)})
    return out


def shown(row: Row, fitted: Fitted) -> tuple[float, ...]:
    return condition(row[0], fitted.bent(row[1], row[0]), fitted.at(row[1], row[0]))


def loss(rows: list[Row], fitted: Fitted) -> float:
    """Mean log loss of the shown chances."""
    total = 0.0
    for row in rows:
        total -= math.fsum(y * math.log(max(q, 1e-9)) for q, y in zip(shown(row, fitted), row[2]))
    return total / max(len(rows), 1)


PRIOR = 1.0
"""Standard deviation of a weak normal prior on ``a`` and ``b`` around 1 (the search's chance and the Elo gap
each taken at face value) and on ``c`` around 0 (the search's chance weighted alike whoever plays). Between levels
far apart the stronger one wins nearly every game, so without it the log loss falls for ever as ``b`` grows
(separation) and a few hundred games would ship a certainty."""


def _solve(h: list[list[float]], g: list[float]) -> list[float] | None:
    """``h`` x = ``g`` by Gaussian elimination with pivoting (a few unknowns); None where ``h`` is singular."""
    n = len(g)
    m = [[*row, g[i]] for i, row in enumerate(h)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        if abs(m[pivot][col]) <= 1e-12:
            return None
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(n):
            if r != col:
                f = m[r][col] / m[col][col]
                m[r] = [x - f * y for x, y in zip(m[r], m[col])]
    return [m[i][n] / m[i][i] for i in range(n)]


def fit(rows: list[Row], with_c: bool = False, gap: float = 1.0) -> Fitted:
    """``a`` and ``b`` (and with ``with_c`` the trial's ``c``) with the least log loss on ``rows`` plus the prior
    (``PRIOR``), for the gap exponent ``gap`` (``g``): Newton's method on the softmax's features (ln p; the Elo's
    spread in natural-log odds; ln p times the sides' mean strength above the pivot, per 400, held within the
    ladder as ``Fitted.at`` holds it), a certainty's row left out (no coefficient moves it)."""
    low, high = min(APPROX_ELO.values()), max(APPROX_ELO.values())
    data: Data = []
    for said, elo, won in rows:
        if max(said) >= 1.0 or min(said) <= 0.0:
            continue
        mean = math.fsum(elo) / len(elo)
        lift = (min(high, max(low, mean)) - PIVOT_ELO) / 400
        logs = [math.log(p) for p in said]
        features = [logs, [LN10_400 * spread(e - mean, gap) for e in elo]]
        if with_c:
            features.append([lift * x for x in logs])
        data.append((features, won))
    theta = _newton(data, [1.0, 0.0] + ([0.0] if with_c else []), [1.0, 1.0] + ([0.0] if with_c else []))
    a, b = theta[0], theta[1]
    c = theta[2] if with_c else 0.0
    coef = Coefficients(round(min(A_RANGE[1], max(A_RANGE[0], a)), 4), round(min(B_RANGE[1], max(B_RANGE[0], b)), 4))
    return Fitted(coef, round(min(5.0, max(-5.0, c)), 4), gap)


Data = list[tuple[list[list[float]], list[float]]]
"""Per position: each feature's value for every side, and each side's result."""


def _newton(data: Data, theta: list[float], centre: list[float]) -> list[float]:
    """The coefficients of a softmax over the sides, linear in ``data``'s features, with the least log loss plus a
    normal prior (``PRIOR``) around ``centre``: Newton's method from ``theta``."""
    n = len(theta)
    for _ in range(50):
        g = [(t - c) / PRIOR**2 for t, c in zip(theta, centre)]
        h = [[(1.0 / PRIOR**2 if i == j else 0.0) for j in range(n)] for i in range(n)]
        for features, won in data:
            z = [math.fsum(t * f[s] for t, f in zip(theta, features)) for s in range(len(won))]
            top = max(z)
            w = [math.exp(v - top) for v in z]
            total = math.fsum(w)
            q = [v / total for v in w]
            means = [math.fsum(qi * x for qi, x in zip(q, f)) for f in features]
            for s, (qi, yi) in enumerate(zip(q, won)):
                for i in range(n):
                    g[i] += (qi - yi) * features[i][s]
                    for j in range(n):
                        h[i][j] += qi * (features[i][s] - means[i]) * (features[j][s] - means[j])
        step = _solve(h, g)
        if step is None:
            break
        theta = [t - d for t, d in zip(theta, step)]
        if math.fsum(abs(d) for d in step) < 1e-10:
            break
    return theta


def fit_levels(games: list[dict], players: int) -> tuple[Fitted, dict[str, float]]:
    """``--labels fitted``: ``a`` and each level's strength in these games of ``players`` at once, ``b`` held at 1
    (the strengths carry the scale): a softmax of ``a`` ln p and each side's strength (its seats' mean) in
    natural-log odds per 400 Elo, which is linear in ``a`` and the strengths. The weakest level is anchored at its
    ``APPROX_ELO``; the prior holds each other level around its own within 400 Elo (``PRIOR`` in steps of 400), so a
    level these games hardly show keeps about its ladder strength."""
    names = sorted(APPROX_ELO, key=APPROX_ELO.__getitem__)
    anchor = names[0]
    free = names[1:]
    rules = Rules(players)
    data: Data = []
    for g in games:
        if g["players"] != players:
            continue
        share = [[0.0] * rules.sides for _ in free]
        for seat, level in enumerate(g["seats"]):
            side = rules.side_of[seat]
            seats_of_side = sum(1 for s in rules.side_of if s == side)
            if level != anchor:
                share[free.index(level)][side] += math.log(10) / seats_of_side
        for said in g["said"]:
            if max(said) >= 1.0 or min(said) <= 0.0:
                continue
            data.append(([[math.log(p) for p in said], *share], g["result"]))
    centre = [1.0, *[(APPROX_ELO[name] - APPROX_ELO[anchor]) / 400 for name in free]]
    theta = _newton(data, list(centre), centre)
    elo = {anchor: float(APPROX_ELO[anchor])}
    elo.update({name: round(APPROX_ELO[anchor] + 400 * t, 1) for name, t in zip(free, theta[1:])})
    a = round(min(A_RANGE[1], max(A_RANGE[0], theta[0])), 4)
    return Fitted(Coefficients(a, 1.0)), {name: elo[name] for name in APPROX_ELO}


def penalised(rows: list[Row], fitted: Fitted) -> float:
    """What the fits minimise: the log loss summed over ``rows`` plus the prior's penalty (``PRIOR``, around 1 for
    ``a``, ``b`` and ``g``, around 0 for ``c``)."""
    coef = fitted.coef
    prior = ((coef.a - 1) ** 2 + (coef.b - 1) ** 2 + (fitted.g - 1) ** 2 + fitted.c**2) / (2 * PRIOR**2)
    return loss(rows, fitted) * len(rows) + prior


def fit_gap(rows: list[Row]) -> Fitted:
    """``a``, ``b`` and the trial's gap exponent ``g`` (``--form abg``): for each ``g`` the best ``a`` and ``b`` by
    ``fit``, ``g`` itself the least ``penalised`` on a grid of quarters within ``G_RANGE`` and then of hundredths
    around the best (the loss is smooth in ``g``; a grid is deterministic and needs no derivative)."""

    def best(grid: list[float]) -> Fitted:
        return min((fit(rows, gap=round(g, 2)) for g in grid), key=lambda f: penalised(rows, f))

    coarse = best([G_RANGE[0] + 0.25 * k for k in range(int((G_RANGE[1] - G_RANGE[0]) / 0.25) + 1)])
    g = coarse.g
    fine = [g + 0.01 * k for k in range(-24, 25) if G_RANGE[0] <= g + 0.01 * k <= G_RANGE[1]]
    return best(fine)


def games_of(games: list[dict], players: int, equal: bool | None = None) -> list[int]:
    """For each row ``rows_of`` gives, the game it comes from (its place in ``games``)."""
    return [k for k, g in _chosen(games, players, equal) for _ in g["said"]]


BOOTSTRAP = 400
"""Resamplings of the games behind a tenth's interval."""


def game_interval(by_game: dict[int, list[float]], rng: Random) -> tuple[float, float]:
    """A 95 % interval of a tenth's won share that counts games, not chances: the chances of one game share its
    result (and a position's sides are one event), so the games are resampled with replacement (``BOOTSTRAP``
    times, percentiles)."""
    parts = list(by_game.values())
    shares = []
    for _ in range(BOOTSTRAP):
        won = count = 0.0
        for _ in parts:
            part = parts[rng.randrange(len(parts))]
            won += math.fsum(part)
            count += len(part)
        shares.append(won / count)
    shares.sort()
    return shares[int(0.025 * BOOTSTRAP)], shares[int(0.975 * BOOTSTRAP) - 1]


def table(name: str, rows: list[Row], fitted: Fitted, game: list[int] | None = None) -> tuple[list[str], dict]:
    """Brier, log loss and said against won by tenths, every side's chance pooled; and the figures as data. With
    ``game`` (each row's game) a tenth's interval also resamples games (``game_interval``) and is the wider of that
    and Wilson's, which alone counts every chance as independent."""
    pairs = [(q, y, i) for i, row in enumerate(rows) for q, y in zip(shown(row, fitted), row[2])]
    if not pairs:
        return [f"{name}: no positions"], {}
    brier = math.fsum((q - y) ** 2 for q, y, _ in pairs) / len(pairs)
    out = [f"{name}: {len(rows)} positions, Brier {brier:.4f}, log loss {loss(rows, fitted):.4f}"]
    bins: dict[int, list[tuple[float, float, int]]] = {}
    for item in pairs:
        bins.setdefault(min(9, int(item[0] * 10)), []).append(item)
    worst = 0.0
    outside = 0
    rng = Random(0)
    for b, items in sorted(bins.items()):
        said = math.fsum(q for q, _, _ in items) / len(items)
        won = math.fsum(y for _, y, _ in items) / len(items)
        worst = max(worst, abs(said - won))
        low, high = wilson(won * len(items), len(items))
        if game is not None:  # the wider of the two: a tenth won always or never has no spread to resample
            by_game: dict[int, list[float]] = {}
            for _, y, i in items:
                by_game.setdefault(game[i], []).append(y)
            g_low, g_high = game_interval(by_game, rng)
            low, high = min(low, g_low), max(high, g_high)
        outside += not low <= said <= high
        out.append(
            f"  {b * 10:3d}-{b * 10 + 10:3d} %: said {said:6.1%}, won {won:6.1%} "
            f"({100 * low:.0f}-{100 * high:.0f} %, {len(items)} chances)"
        )
    kind = "by games" if game is not None else "as if independent"
    out.append(
        f"  largest gap {100 * worst:.1f} points; {outside} of {len(bins)} tenths outside their interval ({kind})"
    )
    return out, {"positions": len(rows), "brier": round(brier, 4), "gap": round(100 * worst, 1), "outside": outside}


def report_shipped(games: list[dict]) -> int:
    """The shipped coefficients on every game, both halves: a test of them on games their own fit never saw."""
    for players, coef in sorted(shipped().items()):
        if not any(g["players"] == players for g in games):
            continue
        scale = {name: coef.on_scale(float(elo)) for name, elo in APPROX_ELO.items()}
        ours = relabelled([g for g in games if g["players"] == players], scale)
        rows, game = rows_of(ours, players), games_of(ours, players)
        levels = ", levels " + ", ".join(f"{n} {v:g}" for n, v in scale.items()) if coef.levels else ""
        print(f"\n{players} players ({len(ours)} games), shipped a {coef.a}, b {coef.b}{levels}")
        for label, coefficients in (("the search as it was", Coefficients()), ("conditioned on strengths", coef)):
            print("\n".join(table(f"  every game, {label}", rows, Fitted(coefficients), game)[0]))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", default="st1")
    parser.add_argument("--every", type=int, default=4, help="search at every N-th decision point (default 4)")
    parser.add_argument("--iterations", type=int, default=JUDGE, help=f"the judging search's budget ({JUDGE})")
    parser.add_argument("--player-iterations", type=int, default=1000, help="the searching levels' (1000)")
    parser.add_argument(
        "--counts",
        default="2,3",
        help="player counts in turn, two games each (2,3; 4: the team game); with --fit-only, the counts fitted",
    )
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--rows", help="JSON lines of the games' chances: appended to, or read with --fit-only")
    parser.add_argument("--fit-only", action="store_true", help="play nothing: fit and report from --rows")
    parser.add_argument(
        "--held-out",
        nargs="+",
        metavar="ROWS",
        help="with --fit-only: fit on every game of --rows, hold out every game of these (other runs' rows)",
    )
    parser.add_argument(
        "--labels",
        choices=("approx", "measured", "fitted"),
        default="approx",
        help="the levels' strengths: levels.APPROX_ELO (default), as played in the fitted games' two-player results "
        "(a trial), or fitted with a on each count's own games (b held at 1; shipped with --write)",
    )
    parser.add_argument(
        "--form",
        choices=("ab", "abg", "abc"),
        default="ab",
        help="fit a and b (default, the form the program reads), or a trial: also g (the shift grows with a power "
        "of the Elo gap) or c (a grows with the players' mean strength); a trial is not written",
    )
    parser.add_argument("--write", action="store_true", help=f"ship the fitted coefficients ({DATA.name})")
    parser.add_argument(
        "--shipped",
        action="store_true",
        help="fit nothing: every game judged with the shipped coefficients (for games their fit never saw)",
    )
    args = parser.parse_args(argv)
    if args.fit_only and not args.rows:
        parser.error("--fit-only needs --rows")
    if args.held_out and not args.fit_only:
        parser.error("--held-out needs --fit-only")
    if args.write and args.form != "ab":
        parser.error(f"--write ships a and b only: --form {args.form} is a trial the program does not read")
    if args.write and args.labels == "measured":
        parser.error("--write: --labels measured is a trial the program does not read (approx or fitted)")
    if args.labels == "fitted" and args.form != "ab":
        parser.error(f"--labels fitted fits a with the levels' strengths: not with --form {args.form}")
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
    held_games = [g for path in args.held_out for g in read_rows(path)] if args.held_out else None
    if args.shipped:
        return report_shipped(games + (held_games or []))
    fit_games, held_out = halves(games, held_games)
    split = "every game of --rows" if held_games is not None else "even"
    labels = measured_elo(fit_games) if args.labels == "measured" else None
    if labels is not None:
        print("strengths as played, from the fitted games' two-player results (levels.APPROX_ELO in brackets):")
        print("  " + ", ".join(f"{name} {value:.0f} ({APPROX_ELO[name]})" for name, value in labels.items()))
        fit_games, held_out = relabelled(fit_games, labels), relabelled(held_out, labels)
    elif args.labels == "measured":
        print("strengths: levels.APPROX_ELO (no two-player games between different levels to measure them on)")
    fitted: dict[str, dict[str, object]] = {}
    figures: dict[str, dict[str, dict]] = {}
    for players in counts:  # with --fit-only, the counts to fit (and, with --write, to ship)
        if not any(g["players"] == players for g in games):
            continue
        fit_rows = rows_of(fit_games, players)
        if len(fit_rows) < 20:
            print(f"\n{players} players: too few positions to fit ({len(fit_rows)})")
            continue
        held_games_of = held_out
        scale: dict[str, float] | None = None
        if args.labels == "fitted":
            found, scale = fit_levels(fit_games, players)
            held_games_of = relabelled([g for g in held_out if g["players"] == players], scale)
            print(f"\n{players} players: the levels' strengths in these games (levels.APPROX_ELO in brackets):")
            print("  " + ", ".join(f"{name} {value:.0f} ({APPROX_ELO[name]})" for name, value in scale.items()))
        elif args.form == "abg":
            found = fit_gap(fit_rows)
        else:
            found = fit(fit_rows, with_c=args.form == "abc")
        coef = found.coef
        fitted[str(players)] = {"a": coef.a, "b": coef.b} | ({"levels": scale} if scale is not None else {})
        games_in = sum(g["players"] == players for g in fit_games)
        held_in = sum(g["players"] == players for g in held_out)
        print(
            f"\n{players} players ({games_in} games fit, {held_in} held out): a {coef.a}, b {coef.b}, c {found.c}, "
            f"g {found.g} "
            f"from {len(fit_rows)} positions ({split})"
        )
        for label, equal in (("all", None), ("unequal", False), ("equal", True)):
            held = rows_of(held_games_of, players, equal)
            game = games_of(held_games_of, players, equal)
            before, fb = table(f"  held out, {label}, the search as it was", held, Fitted(Coefficients()), game)
            after, fa = table(f"  held out, {label}, conditioned on strengths", held, found, game)
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
        if held_games is None:
            command = (
                f"python3 -m benchmarks.strength_calibration --games {args.games} --counts {args.counts} "
                f"--seed {args.seed} --every {args.every} --iterations {args.iterations} "
                f"--player-iterations {args.player_iterations} --rows ROWS, then --rows ROWS --fit-only --write "
                f"--form {args.form} --labels {args.labels}"
            )
        else:
            names = " ".join(Path(p).name for p in args.held_out)
            command = (
                f"python3 -m benchmarks.strength_calibration --rows {Path(args.rows).name} --held-out {names} "
                f"--counts {args.counts} --fit-only --write --form {args.form} --labels {args.labels} (each file "
                f"the rows of a run of the seed it is named for, --every {args.every} --iterations {args.iterations} "
                f"--player-iterations {args.player_iterations})"
            )
        for key, entry in fitted.items():
            coefficients[key] = entry
            games_in = sum(str(g["players"]) == key for g in fit_games)
            held_in = sum(str(g["players"]) == key for g in held_out)
            about[key] = (
                f"{command}: {games_in} games of {key} players fit ({split}), {held_in} held out; strengths "
                + (
                    "as played (" + ", ".join(f"{n} {v:.0f}" for n, v in labels.items()) + ")"
                    if labels is not None
                    else "fitted with a (levels)"
                    if "levels" in entry
                    else "levels.APPROX_ELO"
                )
                + ". Held out (Brier "
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
