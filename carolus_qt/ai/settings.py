"""An AI's settings as one frozen value, and the ``name:key=value,...`` spelling of the command line.

Settings are arguments of a player, not module globals, so two configurations
of one search can play each other (``carolus tournament 'strong:c=1.2' strong``)
and a tuning run can hand each game its own weights.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, fields, replace

from .evaluate import DEFAULT_WEIGHTS, SEARCH_WEIGHTS, Weights


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything a level may change; each player kind reads the fields it uses."""

    c: float = 0.6
    """Search: exploration constant of the UCB rule."""
    root_plans: int = 16
    """Search: plans listed at the root."""
    inner_plans: int = 6
    """Search: plans listed at inner nodes."""
    inner_courts: int = 3
    """Search: court parts of each size tried at inner nodes (the best by the control they leave)."""
    inner_defend: int = 1
    """Search: regions an inner node's plans may defend."""
    rival_plans: int = 2
    """Search, 3 sides: an opponent inside the tree is modelled by its best plans only (and one disc, see
    ``rival_disc``); the search then reaches deeper, which matters more than breadth there (measured in
    3-player tournaments at 200 iterations: 40 % wins against two greedy players before, 63 % after)."""
    team_rivals: int = 1
    """Search, 4 players: model the other team's players like the opponents of a 3-player game (1) or search
    their plans like one's own (0). 1 is about 1.7 times as fast (``ai_bench.py --players 4``: 4972 against
    2987 iterations per CPU-s) and won 252 of 300 team games against greedy at 1 s a move, 84.0 % (79.4-87.7 %),
    against 183/228 = 80.3 % (74.6-84.9 %) for 0 (README, *Measured strength*)."""
    rival_disc: int = 1
    """Search, 3 sides: an opponent's disc inside the tree by reach alone (1, cheap) or by the greedy rule on
    a cheap plan list (0, about five times the cost of a whole iteration)."""
    rival_courts: int = 1
    """Search, 3 sides: court parts of each size an opponent's plans (and disc choice) try inside the tree."""
    widening: float = 1.0
    """Search: a node considers 2 + widening * sqrt(visits) of its plans, best first."""
    chance_widening: float = 0.5
    """Search: distinct dice outcomes an edge may hold grow as this times sqrt(visits)."""
    discount: float = 0.995
    """Search: the value of a game end found in the tree is pulled toward a draw by this factor per turn or
    disc of depth, so a win sooner is worth more than the same win later and a loss later less bad than a
    loss sooner (leaves judged by the evaluation are not pulled)."""
    model: int = 0
    """Search: judge leaves by the learned win-probability model (1, ``model.py``) or by the hand-weighted
    estimate (0, ``evaluate.values``)."""
    effort: float = 1.0
    """Multiplies the time or iteration budget the player is given (master thinks longer)."""
    defend: int = 3
    """Plans: regions besides the emperor's target where a turn may drop knights to defend."""
    disc_cost: float = 0.4
    """Greedy: score given up per point of disc value (a long reach is worth keeping)."""
    mistakes: float = 0.0
    """Greedy: chance of playing one of the next-best turns instead of the best (a beginner's slip)."""
    plan_candidates: int = 8
    """Planner: its own best plans (by their own score) judged after the opponent's reply."""
    plan_rolls: int = 2
    """Planner: refill dice rolled per candidate (the reply depends on the next player's reserve)."""
    reply_plans: int = 4
    """Planner: plans the modelled opponent chooses among (one court part of each size)."""
    weights: Weights = DEFAULT_WEIGHTS
    """The evaluation's weights."""


DEFAULT_SETTINGS = Settings()
"""Every field at its default: the hand-set weights (greedy and the levels built on it)."""

SEARCH_SETTINGS = replace(DEFAULT_SETTINGS, weights=SEARCH_WEIGHTS, model=1)
"""What the tree search plays with unless told otherwise: leaves judged by the learned win-probability model
(``model.py``; the tuned evaluation weights still order the plans). At 300 iterations a move it won 74/100
(64.6-81.6 %) against the same search judging by the hand-weighted estimate (2 players, ``carolus tournament
'strong:model=1' strong --games 100 --iterations 300 --jobs 2 --seed 23a1``) and 29/60 = 48 % (36-61 %, fair
share 33 %) against two of them (3 players, ``--seed 23b1``)."""

_SETTING_TYPES = {f.name: f.type for f in fields(Settings) if f.name != "weights"}
_WEIGHT_TYPES = {f.name: f.type for f in fields(Weights)}
KEYS: tuple[str, ...] = (*_SETTING_TYPES, *_WEIGHT_TYPES)
"""Every key a spec may set: the settings' fields, then the evaluation weights' (flat, e.g. ``castle=12``)."""

MAX_SPEC = 400
"""Longest spec accepted (a spec comes from a command line or a settings file)."""


def _number(key: str, text: str, kind: str) -> float | int:
    try:
        value: float | int = int(text) if kind == "int" else float(text)
    except ValueError:
        raise ValueError(f"setting {key} needs {'a whole' if kind == 'int' else 'a'} number, not {text!r}") from None
    if value != value or value in (float("inf"), float("-inf")):
        raise ValueError(f"setting {key} needs a finite number, not {text!r}")
    if value < 0:
        raise ValueError(f"setting {key} must not be negative ({text})")
    return value


def apply_overrides(base: Settings, pairs: dict[str, str]) -> Settings:
    """``base`` with the given ``key -> text`` changes; an unknown key or bad value raises ValueError."""
    plain: dict[str, float | int] = {}
    weights: dict[str, float | int] = {}
    for key, text in pairs.items():
        if key in _SETTING_TYPES:
            plain[key] = _number(key, text, str(_SETTING_TYPES[key]))
        elif key in _WEIGHT_TYPES:
            weights[key] = _number(key, text, str(_WEIGHT_TYPES[key]))
        else:
            raise ValueError(f"unknown setting {key!r}; known: {', '.join(KEYS)}")
    if "mistakes" in plain and plain["mistakes"] > 1:
        raise ValueError("setting mistakes is a chance: 0 to 1")
    if "discount" in plain and not 0 < plain["discount"] <= 1:
        raise ValueError("setting discount must be above 0 and at most 1")
    if weights:
        base = replace(base, weights=replace(base.weights, **weights))
    # each value is the type of the field its key names (``_number`` reads it so); mypy sees only the union
    return replace(base, **plain) if plain else base  # type: ignore[arg-type]


def split_spec(spec: str) -> tuple[str, dict[str, str]]:
    """``'strong:c=1.2,root_plans=20'`` -> ``('strong', {'c': '1.2', 'root_plans': '20'})``."""
    if len(spec) > MAX_SPEC:
        raise ValueError(f"AI spec longer than {MAX_SPEC} characters")
    name, _, rest = spec.partition(":")
    pairs: dict[str, str] = {}
    if rest:
        for item in rest.split(","):
            key, eq, value = item.partition("=")
            key = key.strip()
            if not eq or not key or not value.strip():
                raise ValueError(f"bad setting {item!r} in {spec!r}; write name:key=value,key=value")
            if key in pairs:
                raise ValueError(f"setting {key!r} given twice in {spec!r}")
            pairs[key] = value.strip()
    return name.strip(), pairs


def settings_text(settings: Settings, base: Settings = DEFAULT_SETTINGS) -> str:
    """The ``key=value`` pairs in which ``settings`` differs from ``base`` (for reports and tuning output)."""
    out = []
    for key in _SETTING_TYPES:
        if getattr(settings, key) != getattr(base, key):
            out.append(f"{key}={getattr(settings, key):g}")
    for key in _WEIGHT_TYPES:
        if not math.isclose(getattr(settings.weights, key), getattr(base.weights, key), rel_tol=1e-6):
            out.append(f"{key}={getattr(settings.weights, key):.4g}")
    return ",".join(out)
