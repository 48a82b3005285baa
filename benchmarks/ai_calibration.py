"""How well the winning chances predict who wins: the hand-set and tuned evaluations, the learned model.

Run: ``python3 benchmarks/ai_calibration.py [--games N] [--seed S] [--search ITERATIONS]``

Plays N two-player games of greedy against greedy (the hand-set weights) and,
at every disc choice, notes the winning chance ``evaluate.values`` gives the
first side under each weight set; at the end it compares the chances with the
results. It prints the Brier score and log loss (lower is better) and, per
tenth of the chance scale, the mean chance given against the share of those
positions the side went on to win (a draw counts a half). With ``--search``,
the chance the search gives its preferred disc there (tuned weights, that many
iterations, judging by the model) is judged too: that is what the analysis and the hint show, so this
says how far to trust them (against greedy's way of playing on). The search's chance at the hint's own budget,
against games of many kinds of players, and its calibration: ``benchmarks/search_calibration.py``.
"""

from __future__ import annotations

import argparse
import math

from carolus.engine.ai import make_player
from carolus.engine.ai.base import Budget
from carolus.engine.ai.evaluate import DEFAULT_WEIGHTS, SEARCH_WEIGHTS, Weights, values
from carolus.engine.ai.mcts import StrongPlayer
from carolus.engine.ai.model import shipped
from carolus.engine.constants import DISC
from carolus.engine.match import Match
from carolus.engine.selfplay import game_seed

WEIGHTS: dict[str, Weights] = {"hand-set": DEFAULT_WEIGHTS, "tuned": SEARCH_WEIGHTS}


def observations(games: int, seed: str, search: int = 0) -> list[tuple[tuple[float, ...], float]]:
    """(first side's chance under each weight set, and by the search if ``search``, its result) at every disc
    choice of every game."""
    rows: list[tuple[tuple[float, ...], float]] = []
    model = shipped()
    for g in range(games):
        match = Match.new(2, game_seed(seed, g))
        ais = [make_player("greedy", seed=1000 * g + p) for p in range(2)]
        chances: list[tuple[float, ...]] = []
        while not match.is_over():
            state = match.state
            if state.phase == DISC:
                row = (*(values(state, w)[0] for w in WEIGHTS.values()), model.chances(state)[0])
                if search:
                    found = StrongPlayer(seed=g, budget=Budget(iterations=search)).search(state.clone())
                    row += (
                        found.chances[found.best][0]
                        if found.chances and found.chances[found.best]
                        else values(state, SEARCH_WEIGHTS)[0],
                    )  # one legal disc: the analysis shows this
                chances.append(row)
            match.apply_action(ais[state.to_act].choose(state))
        result = 0.5 if match.state.draw else float(match.state.winner == 0)
        rows += [(c, result) for c in chances]
    return rows


def report(rows: list[tuple[tuple[float, ...], float]], games: int, search: int = 0) -> None:
    names = [*WEIGHTS, "learned model"] + ([f"search, {search} iterations"] if search else [])
    for k, name in enumerate(names):
        brier = sum((c[k] - r) ** 2 for c, r in rows) / len(rows)
        loss = -sum(r * math.log(max(c[k], 1e-6)) + (1 - r) * math.log(max(1 - c[k], 1e-6)) for c, r in rows)
        print(f"{name}: {len(rows)} positions of {games} games, Brier {brier:.4f}, log loss {loss / len(rows):.4f}")
        bins: dict[int, list[tuple[float, float]]] = {}
        for c, r in rows:
            bins.setdefault(min(9, int(c[k] * 10)), []).append((c[k], r))
        for b, items in sorted(bins.items()):
            said = sum(c for c, _ in items) / len(items)
            won = sum(r for _, r in items) / len(items)
            print(f"  {b * 10:3d}-{b * 10 + 10:3d} %: said {said:5.1%}, won {won:5.1%} ({len(items)} positions)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", default="ca1b")
    parser.add_argument("--search", type=int, default=0, help="also judge the search's chances at this many iterations")
    args = parser.parse_args()
    report(observations(args.games, args.seed, args.search), args.games, args.search)


if __name__ == "__main__":
    main()
