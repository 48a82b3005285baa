"""The same numbers on every Python the program supports, 3.10 to 3.13, to the last digit (issue 34).

Builtin ``sum`` of floats is compensated since Python 3.12: summed with it, one hint said 0.486624 on 3.10 and
3.11 and 0.486228 on 3.12 and 3.13, and seeded games parted ways after a few rounds. Each value below is the one
expected on every version: a hint's chance by ``repr`` and a seeded game's whole record by its digest. The tests
need nothing beyond the engine, so a bare interpreter can run them too (``python -c "import test_ai_same_numbers as
t; t.test_...()"`` with the worktree and tests/ on its path).
"""

from __future__ import annotations

import builtins
import hashlib
from collections.abc import Iterable
from pathlib import Path
from random import Random

from carolus.engine.ai import Budget, make_player
from carolus.engine.ai.elo import fit
from carolus.engine.ai.hint import advise
from carolus.engine.ai.luck import game_luck
from carolus.engine.ai.sums import dot, ordered_sum
from carolus.engine.match import Match
from carolus.engine.record import load
from carolus.engine.state import State
from carolus.engine.stats import fit_rating

RECORDS = Path(__file__).parent / "records"


def _midgame(players: int, seed: str, actions: int) -> State:
    """A position some random actions into a seeded game (the random actions are seeded too)."""
    match = Match.new(players, seed)
    rng = Random(7)
    for _ in range(actions):
        match.apply_action(match.state.random_action(rng))
    return match.state


def test_a_hint_s_chance_is_the_same_to_the_last_digit_on_every_version() -> None:
    two = advise(_midgame(2, "c0ffee", 9), "strong", Budget(iterations=300), seed=3)
    assert repr(two.chance) == "0.4071477971339552"
    three = advise(_midgame(3, "abc123", 12), "strong", Budget(iterations=300), seed=1)
    assert repr(three.chance) == "0.379706995593265"


def test_a_seeded_game_of_the_search_is_the_same_to_the_last_action_on_every_version() -> None:
    match = Match.new(2, "5eed")
    ais = [make_player("strong", seed=p, budget=Budget(iterations=120)) for p in range(2)]
    while not match.is_over():
        match.apply_action(ais[match.state.to_act].choose(match.state))
    digest = hashlib.sha256(match.record.to_json().encode()).hexdigest()
    assert (match.state.winner, match.state.round, digest) == (
        1,
        18,
        "956c1dfae6ad99e8f1822fd2bf32433ae779909b5156e5dfb5dc6d2837564eb4",
    )


def test_the_engine_s_sums_add_left_to_right_as_python_did_before_3_12() -> None:
    """The case that tells the two ways apart: compensated summation gives 1e-16 here, left to right 0."""
    assert ordered_sum([1.0, 1e-16, -1.0]) == 0.0
    assert dot([1.0, 1.0, 1.0], [1.0, 1e-16, -1.0]) == 0.0
    assert ordered_sum([]) == 0.0 and ordered_sum([0.1, 0.2]) == 0.1 + 0.2


def _no_float_sum(values: Iterable[object], start: object = 0) -> object:
    """Builtin ``sum`` that refuses floats: where it would add one, the result depends on the Python version."""
    items = list(values)
    if isinstance(start, float) or any(isinstance(x, float) for x in items):
        raise AssertionError("builtin sum() of floats: compensated since Python 3.12, plain before")
    return REAL_SUM(items, start)  # type: ignore[call-overload]


REAL_SUM = builtins.sum


def test_the_search_luck_and_ratings_add_no_float_with_builtin_sum() -> None:
    """On any version: the hint, a variant game of the search, luck and ratings never hand floats to ``sum``."""
    builtins.sum = _no_float_sum  # type: ignore[assignment]
    try:
        advise(_midgame(3, "abc123", 12), "strong", Budget(iterations=60), seed=1)
        match = Match.new(3, "7a7a", variant=["piles"])
        ais = [make_player("strong", seed=p, budget=Budget(iterations=20)) for p in range(3)]
        for _ in range(40):
            match.apply_action(ais[match.state.to_act].choose(match.state))
        game_luck(load(RECORDS / "rules_variant_piles.json"))
        fit(["a", "b", "c"], [(0, 1, 0.7), (1, 2, 0.55), (2, 0, 0.3)])
        fit_rating([(1200.0, 1.0), (1500.0, 0.0), (1350.0, 0.5)])
    finally:
        builtins.sum = REAL_SUM
