"""The named levels, from beginner to expert, and the old names ``greedy``, ``strong`` and ``master``.

Each level is a kind of player and its settings, so a level is as easy to measure as to change (``carolus
tournament --elo``). The two lowest play like people new to the game: sensible whole turns one turn ahead, and now
and then one of the next-best turns. The beginner does not see a rival's reserve threatening its court, does not
defend and does not save a long disc for later; the novice does, but underrates the threats (it counts a court
control a rival's reserve can take at 0.9 of its worth, where intermediate counts half). Of the settings tried,
that one lands between beginner and intermediate; the lack of defence or of disc thrift alone barely moves the
result, nor does slipping more often or further down the list. The searching levels judge positions by the
learned win-probability model (``model.py``) and rank their plans by the tuned evaluation weights
(``evaluate.SEARCH_WEIGHTS``; the greedy ones keep the hand-set weights, so greedy stays the baseline), and differ
by how long they think (``effort`` times the budget they are given, 1 s a move by default).

There is no master any more: three times expert's time (and, before that, wider plan lists) never measured
stronger than expert at the times a player uses (20/40 and 16/40 at 3 s against 1 s a move), and a level
that is not stronger than the one below it is a false promise. ``master`` in older settings and records plays
as expert.
"""

from __future__ import annotations

from dataclasses import replace

from .base import LEVELS, Level
from .evaluate import DEFAULT_WEIGHTS
from .greedy import GreedyPlayer
from .mcts import StrongPlayer
from .planner import PlannerPlayer
from .rollout import RolloutPlayer
from .round_sim import RoundSimPlayer
from .settings import DEFAULT_SETTINGS, SEARCH_SETTINGS
from .specialist import SpecialistPlayer

_SHORT_SIGHTED = replace(
    DEFAULT_SETTINGS, defend=0, disc_cost=0.0, weights=replace(DEFAULT_WEIGHTS, threat_discount=1.0)
)

_GREEDY = Level(GreedyPlayer, DEFAULT_SETTINGS, "the best whole turn one turn ahead")
_STRONG = Level(StrongPlayer, SEARCH_SETTINGS, "tree search over whole turns with the tuned evaluation, 1 s a move")

LADDER_LEVELS: dict[str, Level] = {
    "beginner": Level(
        GreedyPlayer,
        replace(_SHORT_SIGHTED, mistakes=0.5),
        "sensible turns one turn ahead, short-sighted, with a slip in about one turn of two",
    ),
    "novice": Level(
        GreedyPlayer,
        replace(DEFAULT_SETTINGS, weights=replace(DEFAULT_WEIGHTS, threat_discount=0.9), mistakes=0.12),
        "one turn ahead, underrates a rival's threats, slips now and then",
    ),
    "intermediate": _GREEDY,
    "advanced": Level(StrongPlayer, replace(SEARCH_SETTINGS, effort=0.25), "tree search, a quarter of the time"),
    "expert": _STRONG,
}

LADDER: tuple[str, ...] = tuple(LADDER_LEVELS)
"""The levels a person chooses from, weakest first (``carolus tournament --elo`` measures them)."""

_PLANNER = Level(
    PlannerPlayer, DEFAULT_SETTINGS, "whole turns judged after the next opponent's best reply, no tree (sparring)"
)

_ROLLOUT = Level(
    RolloutPlayer, SEARCH_SETTINGS, "whole turns judged by random games played to the end, no evaluation (sparring)"
)

_ROUNDSIM = Level(
    RoundSimPlayer,
    DEFAULT_SETTINGS,
    "discs chosen by playing the round out, turns as the planner plays them, no tree (sparring)",
)

_SPECIALIST = Level(
    SpecialistPlayer,
    DEFAULT_SETTINGS,
    "three players: whole turns judged after every rival's reply, discs by the round played out, no tree (sparring)",
)

LEVELS.update(
    {
        "greedy": _GREEDY,
        "strong": _STRONG,
        "master": _STRONG,
        "planner": _PLANNER,
        "rollout": _ROLLOUT,
        "roundsim": _ROUNDSIM,
        "specialist": _SPECIALIST,
        **LADDER_LEVELS,
    }
)

APPROX_ELO: dict[str, int] = {
    "beginner": 1000,
    "novice": 1050,
    "intermediate": 1100,
    "advanced": 1480,
    "expert": 1630,
}
"""Approximate Elo of each level, beginner anchored at 1000 (the README's *Measured strength*, rounded to tens).

The greedy levels (2026-11-26, after novice became the one-turn player that underrates threats: the old novice,
short-sighted like beginner, measured +10 over it, no level at all): ``carolus tournament --elo beginner novice
intermediate --games 300 --seed 23d7``, then ``--seed 23d8`` (1,800 games): novice 1033 and 1059 (intervals
±33), intermediate 1078 and 1113, so novice 1050 and intermediate 1100, each gap beyond its noise. The
searching levels with the learned model, iteration budgets (load-invariant): ``carolus tournament --elo --games
8 --iterations 1000 --seed 2605`` (80 games) gave advanced and expert every one of their 48 games against the
three greedy levels (1455 each there, held finite by the fit's prior; intervals about ±245) and split their own
8; ``carolus tournament expert advanced --games 12 --iterations 1000 --seed 2606``: expert 10/12, so 14/20 in
all between them (+147). They sit at that run's distance above the greedy levels' mean (+500 over 1050, the
mean then and now), split by their head-to-head: advanced 1480, expert 1630. Only the gaps between the greedy
levels, between the greedy group and the searching group, and expert over advanced (70 %) are measured; the
window shows the figures as approximate."""

LEGACY_NAMES: dict[str, str] = {
    "random": "beginner",
    "greedy": "intermediate",
    "strong": "expert",
    "master": "expert",
}
"""Older saved seat kinds and the ladder level a chooser shows for them (they still play as named)."""


def searches(level: str) -> bool:
    """Whether a level thinks by tree search (and so takes a time budget)."""
    entry = LEVELS.get(level.split(":", 1)[0])
    return entry is not None and issubclass(entry.kind, StrongPlayer)
