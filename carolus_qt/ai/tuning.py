"""Self-play tuning of the evaluation's weights by SPSA.

Simultaneous perturbation stochastic approximation: each step perturbs every
weight at once by a random sign times ``c_k`` (in log space, so a weight
stays positive and a step is a ratio), lets the two perturbed players play a
pair of games with seats swapped on the same dice, and moves the weights
toward the side that scored more. Two games a step is noisy; SPSA's
shrinking gains average the noise out over many steps, which is why a real
run takes thousands of games.

Run (reproducible: the seed fixes the perturbations and the games)::

    python3 -m carolus.engine.ai.tuning --steps 2000 --player greedy --seed 1

It prints the weights every ``--report`` steps and at the end a spec such as
``strong:control_base=1.1,...`` to measure with ``carolus tournament``.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from dataclasses import replace
from random import Random
from typing import TextIO

from ..selfplay import game_seed
from .base import Budget
from .evaluate import DEFAULT_WEIGHTS, Weights
from .settings import Settings
from .tournament import play_game_with

TUNED: tuple[str, ...] = (
    "control_base",
    "control_per_knight",
    "threat_discount",
    "build_potential",
    "takeover_potential",
    "finish_threat",
    "scale",
)
"""Weights tuned; ``castle`` stays the unit the others are measured in (``scale`` only with a searching level)."""
UPPER = {"threat_discount": 1.0}
"""Weights with a ceiling (a discount above 1 would be a bonus)."""


def to_weights(theta: list[float], base: Weights = DEFAULT_WEIGHTS) -> Weights:
    values = {}
    for name, x in zip(TUNED, theta):
        v = math.exp(x)
        values[name] = min(v, UPPER[name]) if name in UPPER else v
    return replace(base, **values)


def from_weights(w: Weights) -> list[float]:
    return [math.log(getattr(w, name)) for name in TUNED]


def spsa(
    steps: int,
    player: str = "greedy",
    budget: Budget | None = None,
    seed: int = 1,
    a: float = 0.15,
    c: float = 0.15,
    players: int = 2,
    start: Weights | None = None,
    report: int = 50,
    out: TextIO = sys.stdout,
) -> tuple[Weights, int]:
    """Tune from ``start`` (the level's own weights unless given) for ``steps`` steps of two games; returns the
    weights and the games played."""
    from .base import LEVELS
    from .mcts import StrongPlayer

    if start is None:
        start = LEVELS[player].settings.weights
    rng = Random(seed)
    theta = from_weights(start)
    # the win-chance scale matters only to a search (greedy compares score margins): tune it only there
    searches = issubclass(LEVELS[player].kind, StrongPlayer)
    active = [searches or name != "scale" for name in TUNED]
    big_a = max(1.0, steps / 10)
    games = 0
    score_plus = 0.0
    started = time.perf_counter()
    for k in range(steps):
        ck = c / (k + 1) ** 0.101
        ak = a / (k + 1 + big_a) ** 0.602
        delta = [(1.0 if rng.random() < 0.5 else -1.0) if on else 0.0 for on in active]
        plus = _settings(player, [t + ck * d for t, d in zip(theta, delta)])
        minus = _settings(player, [t - ck * d for t, d in zip(theta, delta)])
        result = 0.0
        for swap in (False, True):
            lineup = (minus, plus) if swap else (plus, minus)
            g = play_game_with(players, lineup, game_seed(f"{seed:x}", 2 * k), budget or Budget(), 1000 * k)
            games += 1
            plus_side = 1 if swap else 0
            result += 0.5 if g.draw else (1.0 if g.winner == plus_side else 0.0)
        score_plus += result
        # result in 0..2; 1 is even: the gradient estimate's sign says which way the weights should go
        diff = (result - 1.0) / 2
        for i, d in enumerate(delta):
            if not d:
                continue
            theta[i] += ak * diff / (ck * d)
            theta[i] = max(-6.0, min(6.0, theta[i]))
        if report and ((k + 1) % report == 0 or k + 1 == steps):
            w = to_weights(theta, start)
            rate = games / max(time.perf_counter() - started, 1e-9)
            print(
                f"step {k + 1}: {games} games ({rate:.1f}/s), perturbed+ scored {score_plus / games:.3f}; {_text(w)}",
                file=out,
                flush=True,
            )
    return to_weights(theta, start), games


def _settings(player: str, theta: list[float]) -> tuple[str, Settings]:
    from .base import LEVELS

    level = LEVELS[player]
    return player, replace(level.settings, weights=to_weights(theta, level.settings.weights))


def _text(w: Weights) -> str:
    """Every tuned weight, spelled out: levels start from different weights, so a spec must not rely on them."""
    return ",".join(f"{name}={getattr(w, name):.4g}" for name in TUNED)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m carolus.engine.ai.tuning", description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=2000, help="SPSA steps of two games each (default 2000)")
    parser.add_argument("--player", default="greedy", help="level whose evaluation plays (default greedy: fast)")
    parser.add_argument("--iterations", type=int, default=None, help="search iterations per move (searching levels)")
    parser.add_argument("--players", type=int, default=2, choices=(2, 4))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--a", type=float, default=0.15, help="step gain (log space)")
    parser.add_argument("--c", type=float, default=0.15, help="perturbation size (log space)")
    parser.add_argument("--report", type=int, default=50, help="print the weights every N steps")
    args = parser.parse_args(argv)
    from .base import LEVELS

    if args.player not in LEVELS or args.player == "random":
        parser.error(f"--player must be a level that evaluates positions, not {args.player!r}")
    if args.steps < 1:
        parser.error("--steps must be at least 1")
    budget = Budget(iterations=args.iterations) if args.iterations else Budget(iterations=50)
    weights, games = spsa(args.steps, args.player, budget, args.seed, args.a, args.c, args.players, report=args.report)
    spec = _text(weights)
    print(f"tuned after {games} games: {spec}")
    print(f"measure: carolus tournament 'strong:{spec}' strong --games 400 --budget 1")
    return 0


if __name__ == "__main__":
    sys.exit(main())
