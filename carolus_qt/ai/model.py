"""The win-probability model: each side's chance of winning a position, learned from self-play results.

The hand-weighted estimate (``evaluate.values``) ranks positions well but its
numbers are not chances: said 3 % the side still won 22 % of the time, said
97 % it won 85 %. This model keeps the same facts of a position (castles in
play, the colours each side controls and how safe they are, the regions it
could build in or take, the castles it could lose) and turns them into
chances the way the results of thousands of games say they should.

It is a conditional logit: every side gets a score, a weighted sum of its
features (each also scaled by how near the game is to its end, so a castle
ahead counts for more late than early), and the chances are the scores'
softmax. Weights per player count (2, 3, and 4 for the team game) are data
(``model_weights.json``), fitted offline by ``tools/model_fit.py`` from games
made by ``tools/model_games.py``; evaluation is plain Python, fast enough for
the search's leaves.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from functools import cache
from importlib.resources import files

from ..constants import MIN_REGIONS, NUM_PROVINCES
from ..state import State
from .evaluate import region_terms
from .sums import dot, ordered_sum

FEATURES = (
    "castles",
    "colours",
    "colour_knights",
    "threatened",
    "builds",
    "takeovers",
    "finishes",
    "exposed",
    "regions",
    "reserve",
    "court",
    "to_act",
)
"""Per side, in this order; each also appears multiplied by the game's progress (``_late`` names)."""
NAMES = FEATURES + tuple(f"{name}_late" for name in FEATURES)


def side_features(state: State) -> list[list[float]]:
    """Each side's features (``NAMES`` order): what the model weighs. Read from the engine's state; the rules'
    own questions (who leads a region, who controls a colour) come from the engine and ``evaluate``."""
    rules = state.rules
    sides = rules.sides
    side_of = rules.side_of
    n = state.n
    total = rules.castles_per_side
    left = state.castles_left
    knights = state.knights
    on_board = [sum(knights[c::5]) for c in range(5)]
    court = state.court
    reserve = state.reserve
    rows = [[0.0] * len(FEATURES) for _ in range(sides)]
    for s in range(sides):
        rows[s][0] = total - left[s]
    cside = state.colour_sides()
    at_risk = state.control_at_risk()
    for c in range(5):
        s = cside[c]
        if s < 0:
            continue
        rows[s][1] += 1
        rows[s][2] += on_board[c]
        if at_risk[c]:
            rows[s][3] += 1
    owner = state.owner
    castles = state.castles
    for r, (leader, _swing, loser) in enumerate(region_terms(state)):
        if leader < 0:
            continue
        if owner[r] < 0:
            rows[leader][4] += 1
            if left[leader] <= 1:
                rows[leader][6] += 1
        else:
            rows[leader][5] += castles[r]
            if left[leader] <= castles[r]:
                rows[leader][6] += 1
            if loser >= 0:
                rows[loser][7] += castles[r]
    for o in owner:
        if o >= 0:
            rows[o][8] += 1
    for p in range(n):
        s = side_of[p]
        rows[s][9] += sum(reserve[5 * p : 5 * p + 5])
        rows[s][10] += sum(court[5 * p : 5 * p + 5])
    if 0 <= state.to_act < n:
        rows[side_of[state.to_act]][11] = 1.0
    late = progress(state)
    return [row + [x * late for x in row] for row in rows]


def progress(state: State) -> float:
    """How near the game is to its end, 0 to 1: the leader's share of its castles built, or the board's merging
    toward fewer than four regions, whichever is further on."""
    total = state.rules.castles_per_side
    built = 1.0 - min(state.castles_left) / total
    merged = (NUM_PROVINCES - len(state.owner)) / (NUM_PROVINCES - MIN_REGIONS)
    return max(0.0, min(1.0, max(built, merged)))


@dataclass(frozen=True)
class Model:
    """Weights per player count (``NAMES`` order) and where they came from."""

    weights: dict[int, tuple[float, ...]]
    about: str = ""

    def chances(self, state: State) -> list[float]:
        """Each side's chance of winning (they sum to 1): exact at the end (a draw shares it)."""
        sides = state.rules.sides
        if state.is_terminal():
            if state.draw:
                return [1.0 / sides] * sides
            return [1.0 if s == state.winner else 0.0 for s in range(sides)]
        w = self.weights[state.rules.players]
        scores = [dot(w, row) for row in side_features(state)]
        top = max(scores)
        exp = [math.exp(x - top) for x in scores]
        total = ordered_sum(exp)
        return [x / total for x in exp]


def load(text: str) -> Model:
    """A model from its JSON (``{"players": {"2": [...], ...}, "features": [...], "about": ...}``); ValueError
    with the reason for anything else."""
    data = json.loads(text)
    if not isinstance(data, dict) or list(data.get("features", ())) != list(NAMES):
        raise ValueError("model weights: the features do not match this program's")
    weights: dict[int, tuple[float, ...]] = {}
    for key, row in data.get("players", {}).items():
        if key not in ("2", "3", "4") or not isinstance(row, list) or len(row) != len(NAMES):
            raise ValueError(f"model weights: bad row for {key!r} players")
        weights[int(key)] = tuple(float(x) for x in row)
    if sorted(weights) != [2, 3, 4]:
        raise ValueError("model weights: need 2, 3 and 4 players")
    return Model(weights, str(data.get("about", "")))


@cache
def shipped() -> Model:
    """The model the program ships (``model_weights.json`` beside this module)."""
    return load(files(__package__).joinpath("model_weights.json").read_text(encoding="utf-8"))
