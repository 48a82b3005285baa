"""Elo ratings with 95 % intervals from a round robin of two-sided games.

The Bradley-Terry model (the logistic Elo curve) fitted by maximum
likelihood with Newton's method; the first player is the anchor (its rating
is fixed, so every interval is relative to it). One virtual draw per pair
that played (a weak prior, as in BayesElo) keeps ratings finite when one
player won every game. Intervals come from the curvature of the likelihood
at its peak (the inverse Fisher information): 1.96 standard errors.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

ELO_PER_NAT = 400 / math.log(10)
ANCHOR = 1000.0
"""Rating of the first player named."""
PRIOR_DRAWS = 1.0


@dataclass(frozen=True)
class Rating:
    name: str
    elo: float
    low: float
    high: float
    games: int
    score: float
    """Points scored (a win 1, a draw one half)."""


def fit(names: list[str], results: list[tuple[int, int, float]]) -> list[Rating]:
    """Ratings of ``names`` from games ``(a, b, score of a)``; ``names[0]`` is the anchor."""
    n = len(names)
    games = [0] * n
    score = [0.0] * n
    pairs: dict[tuple[int, int], list[float]] = {}
    for a, b, s in results:
        if a == b:
            continue
        key = (min(a, b), max(a, b))
        entry = pairs.setdefault(key, [0.0, 0.0])  # games, score of the lower index
        entry[0] += 1
        entry[1] += s if a == key[0] else 1 - s
        games[a] += 1
        games[b] += 1
        score[a] += s
        score[b] += 1 - s
    for entry in pairs.values():
        entry[0] += PRIOR_DRAWS
        entry[1] += PRIOR_DRAWS / 2
    theta = [0.0] * n
    cov = [[0.0] * n for _ in range(n)]
    for _ in range(100):
        grad = [0.0] * n
        hess = [[0.0] * n for _ in range(n)]
        for (i, j), (g, s) in pairs.items():
            p = 1 / (1 + math.exp(theta[j] - theta[i]))
            grad[i] += s - g * p
            grad[j] -= s - g * p
            h = g * p * (1 - p)
            hess[i][i] += h
            hess[j][j] += h
            hess[i][j] -= h
            hess[j][i] -= h
        free = [i for i in range(1, n) if any(i in key for key in pairs)]
        if not free:
            break
        reduced = [[hess[i][j] for j in free] for i in free]
        inv = _inverse(reduced)
        step = [math.fsum(inv[a][b] * grad[free[b]] for b in range(len(free))) for a in range(len(free))]
        for a, i in enumerate(free):
            theta[i] += max(-3.0, min(3.0, step[a]))
        cov = [[0.0] * n for _ in range(n)]
        for a, i in enumerate(free):
            for b, j in enumerate(free):
                cov[i][j] = inv[a][b]
        if max((abs(x) for x in step), default=0.0) < 1e-9:
            break
    out = []
    for i, name in enumerate(names):
        elo = ANCHOR + ELO_PER_NAT * theta[i]
        half = 1.96 * ELO_PER_NAT * math.sqrt(max(cov[i][i], 0.0))
        out.append(Rating(name, elo, elo - half, elo + half, games[i], score[i]))
    return out


def _inverse(m: list[list[float]]) -> list[list[float]]:
    """Gauss-Jordan inverse of a small symmetric positive definite matrix."""
    k = len(m)
    a = [row[:] + [1.0 if i == j else 0.0 for j in range(k)] for i, row in enumerate(m)]
    for col in range(k):
        pivot = max(range(col, k), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        d = a[col][col]
        if abs(d) < 1e-12:
            raise ValueError("the games do not connect every player (no rating can be fitted)")
        a[col] = [x / d for x in a[col]]
        for r in range(k):
            if r != col and a[r][col]:
                f = a[r][col]
                a[r] = [x - f * y for x, y in zip(a[r], a[col])]
    return [row[k:] for row in a]
