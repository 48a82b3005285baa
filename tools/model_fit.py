"""Fit the win-probability model (``carolus.engine.ai.model``) to self-play results, and say how well it predicts.

    python3 tools/model_games.py --games 3000 --seed m1 --jobs 2 --out games.jsonl
    python3 tools/model_fit.py games.jsonl --out resources/model_weights.json

Every position where a player decides (a disc, each knight placed, the emperor's move) is a position; its
target is the game's result (the winner's side 1, the others 0; a draw shares it). The weights are fitted per
player count (maximum likelihood with a little L2) on three games in five, one temperature then scales them to
fit a fourth game in five (a fit is a little too sure of itself on its own games), and the report (Brier score,
log loss, and the chances said against the share won, by tenths) is on the fifth game only, for the model and for
the hand-weighted estimate it replaces (``evaluate.values`` with the search's weights). Needs numpy and scipy
(the ``model`` extra); the game itself does not.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import numpy as np
from scipy.optimize import minimize

from carolus.engine.ai.evaluate import SEARCH_WEIGHTS, values
from carolus.engine.ai.model import NAMES, Model, side_features
from carolus.engine.constants import DISC, MOVE, PLACE
from carolus.engine.match import Match
from carolus.engine.record import Record

HOLD_OUT = 5
"""Game ``i`` is held out (the report) when ``i % HOLD_OUT == HOLD_OUT - 1``, and sets the temperature when
``i % HOLD_OUT == HOLD_OUT - 2``; the weights learn from the rest."""
L2 = 1e-3


def positions(path: Path) -> dict[int, list[tuple[int, list[list[float]], list[float], list[float]]]]:
    """Per player count: (game index, features per side, target per side, old estimate per side)."""
    out: dict[int, list] = {2: [], 3: [], 4: []}
    with open(path, encoding="utf-8") as lines:
        for g, line in enumerate(lines):
            data = json.loads(line)
            data.pop("seats", None)
            record = Record.from_dict(data)
            actions = list(record.actions)
            start = record.copy()
            start.actions = []
            match = Match(start)
            rows = []
            for action in actions:
                st = match.state
                if st.phase in (DISC, PLACE, MOVE):
                    rows.append((side_features(st), values(st, SEARCH_WEIGHTS)))
                match.apply_action(action)
            end = match.state
            sides = end.rules.sides
            if end.draw or not end.is_terminal():
                target = [1.0 / sides] * sides
            else:
                target = [1.0 if s == end.winner else 0.0 for s in range(sides)]
            out[record.players] += [(g, f, target, old) for f, old in rows]
    return out


def fit(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """Conditional logit weights: x (positions, sides, features), y (positions, sides) summing to 1."""

    def loss(w: np.ndarray) -> tuple[float, np.ndarray]:
        s = x @ w
        s = s - s.max(axis=1, keepdims=True)
        logp = s - np.log(np.exp(s).sum(axis=1, keepdims=True))
        p = np.exp(logp)
        value = -(y * logp).sum() / len(x) + L2 * (w @ w)
        grad = -np.einsum("ns,nsf->f", y - p, x) / len(x) + 2 * L2 * w
        return value, grad

    found = minimize(loss, np.zeros(x.shape[2]), jac=True, method="L-BFGS-B", options={"maxiter": 2000})
    return found.x


def temperature(x: np.ndarray, y: np.ndarray, w: np.ndarray) -> float:
    """The scale of the scores that predicts ``y`` best (above 1: the fitted weights were too sure)."""

    def loss(t: np.ndarray) -> float:
        p = np.clip(chances(x, w / t[0]), 1e-12, 1.0)
        return float(-(y * np.log(p)).sum() / len(x))

    return float(minimize(loss, np.array([1.0]), method="L-BFGS-B", bounds=[(0.2, 5.0)]).x[0])


def chances(x: np.ndarray, w: np.ndarray) -> np.ndarray:
    s = x @ w
    s = s - s.max(axis=1, keepdims=True)
    e = np.exp(s)
    return e / e.sum(axis=1, keepdims=True)


def report(name: str, said: np.ndarray, won: np.ndarray) -> list[str]:
    """Brier, log loss and the table by tenths, every side's chance counted."""
    said = said.ravel()
    won = won.ravel()
    brier = float(np.mean((said - won) ** 2))
    clipped = np.clip(said, 1e-6, 1 - 1e-6)
    logloss = float(-np.mean(won * np.log(clipped) + (1 - won) * np.log(1 - clipped)))
    lines = [f"{name}: Brier {brier:.4f}, log loss {logloss:.4f}, {len(said)} chances"]
    worst = 0.0
    for tenth in range(10):
        mask = (said >= tenth / 10) & ((said < (tenth + 1) / 10) if tenth < 9 else (said <= 1))
        if mask.sum() == 0:
            continue
        mean_said, share_won = float(said[mask].mean()), float(won[mask].mean())
        if mask.sum() >= 100:
            worst = max(worst, abs(mean_said - share_won))
        lines.append(
            f"  {tenth * 10:3d}-{tenth * 10 + 10:3d} %: said {100 * mean_said:5.1f} %, won {100 * share_won:5.1f} %"
            f" ({int(mask.sum())})"
        )
    lines.append(f"  largest gap in a tenth with 100 or more chances: {100 * worst:.1f} points")
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", type=Path)
    parser.add_argument("--out", type=Path, help="write the weights here (JSON)")
    args = parser.parse_args()
    data = positions(args.games)
    weights: dict[str, list[float]] = {}
    held_model: list[np.ndarray] = []
    held_old: list[np.ndarray] = []
    held_won: list[np.ndarray] = []
    for players, rows in data.items():
        if not rows:
            print(f"no {players}-player games", file=sys.stderr)
            return 1
        train = [r for r in rows if r[0] % HOLD_OUT < HOLD_OUT - 2]
        tune = [r for r in rows if r[0] % HOLD_OUT == HOLD_OUT - 2]
        test = [r for r in rows if r[0] % HOLD_OUT == HOLD_OUT - 1]
        w = fit(np.array([r[1] for r in train]), np.array([r[2] for r in train]))
        t = temperature(np.array([r[1] for r in tune]), np.array([r[2] for r in tune]), w)
        w = w / t
        weights[str(players)] = [round(float(v), 5) for v in w]
        xt = np.array([r[1] for r in test])
        yt = np.array([r[2] for r in test])
        old = np.array([r[3] for r in test])
        model = chances(xt, w)
        games = len({r[0] for r in rows})
        print(
            f"\n{players} players: {games} games, {len(train)} positions to fit, {len(tune)} for the temperature "
            f"({t:.2f}), {len(test)} held out"
        )
        print("\n".join(report("  model", model, yt)))
        print("\n".join(report("  hand-weighted estimate", old, yt)))
        held_model.append(model.ravel())
        held_old.append(old.ravel())
        held_won.append(yt.ravel())
    print("\nall player counts, held-out games")
    print("\n".join(report("  model", np.concatenate(held_model), np.concatenate(held_won))))
    print("\n".join(report("  hand-weighted estimate", np.concatenate(held_old), np.concatenate(held_won))))
    if args.out:
        total = sum(len(rows) for rows in data.values())
        about = (
            f"fitted by tools/model_fit.py on {total} positions of {args.games.name} "
            f"(three games in {HOLD_OUT} to fit, one for the temperature, one held out), L2 {L2}"
        )
        args.out.write_text(
            json.dumps({"features": list(NAMES), "players": weights, "about": about}, indent=1) + "\n",
            encoding="utf-8",
        )
        Model({int(k): tuple(v) for k, v in weights.items()})  # the shape the game loads
        print(f"\nweights -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
