"""A sixth variant, made up here, plays through the engine: one class and one registration line.

The issue-28 promise: adding a variant touches the engine in one new module
plus one registration line. ``Tithe`` below is such a module's content, and
the fixture registers it the way ``carolus_qt/variants/__init__.py`` lists the
built-in ones.
"""

from __future__ import annotations

from collections.abc import Iterator
from random import Random

import pytest

from carolus.engine import variants
from carolus.engine.constants import CROWN_PHASE
from carolus.engine.errors import RecordError, UnsupportedVariantError
from carolus.engine.match import Match
from carolus.engine.record import Record
from carolus.engine.rules import Rules, combination_problem
from carolus.engine.variants import Turn, Variant


class Tithe(Variant):
    """Made up: a crown rolled at a refill is the church's; the roller gets nothing for it."""

    name = "tithe"
    summary = "A crown rolled at a refill gives nothing."
    companions = frozenset()

    def combination_error(self, others: list[str]) -> UnsupportedVariantError | None:
        refused = self.refused(others)
        if not refused:
            return None
        return UnsupportedVariantError(f"tithe allows no other variant (not {', '.join(refused)})", "tithe-alone")

    def on_crown(self, state: Turn, p: int) -> None:
        state.after_die()


@pytest.fixture
def tithe() -> Iterator[None]:
    variants.register(Tithe())  # the one registration line
    yield
    variants.unregister("tithe")


def crowns_named_in_refills(variant: list[str], seed: str) -> tuple[int, bool]:
    """(crowns named inside a refill, the game ended) over one random game through the checked door."""
    match = Match.new(2, seed, variant=variant)
    rng = Random(seed)
    named = 0
    while not match.is_over():
        state = match.state
        if state.phase == CROWN_PHASE and state.round > 0:
            named += 1
        legal = state.legal_actions()
        match.apply_action(legal[int(rng.random() * len(legal))])
    return named, match.state.is_terminal()


def test_a_made_up_variant_plays_whole_games_and_changes_what_it_says(tithe: None) -> None:
    seeds = [f"7e{i:02x}" for i in range(6)]
    with_tithe = [crowns_named_in_refills(["tithe"], seed) for seed in seeds]
    standard = [crowns_named_in_refills([], seed) for seed in seeds]
    assert all(over for _, over in with_tithe + standard)
    assert sum(named for named, _ in with_tithe) == 0
    assert sum(named for named, _ in standard) > 0  # the standard game names refill crowns: the hook matters


def test_a_made_up_variant_is_checked_numbered_and_recorded_like_a_built_in_one(tithe: None) -> None:
    rules = Rules(3, ("tithe",))
    assert rules.variants == ("tithe",) and not rules.standard and rules.on_crown is variants.PIECES["tithe"]
    assert combination_problem(["tithe", "early-roll"]) == ("tithe allows no other variant (not early-roll)")
    with pytest.raises(UnsupportedVariantError, match="allows no other variant"):
        Rules(2, ("early-roll", "tithe"))
    record = Record.new(2, "7e10", variant=["tithe"])
    assert Record.from_dict(record.to_dict()).variant == ["tithe"]
    state = Match(record).state
    state.playout(Random(3))  # the search's fast path plays it too
    assert state.is_terminal()


def test_without_registration_the_made_up_variant_is_unknown() -> None:
    with pytest.raises(UnsupportedVariantError, match="unknown variant 'tithe'"):
        Rules(2, ("tithe",))


def test_a_refused_variant_is_not_a_record_error_but_a_record_naming_one_is() -> None:
    with pytest.raises(UnsupportedVariantError) as refused:
        Rules(2, ("free-draw", "piles"))
    assert isinstance(refused.value, ValueError) and not isinstance(refused.value, RecordError)
    assert refused.value.code == "free-draw-alone"
    data = Record.new(2, "7e11").to_dict()
    with pytest.raises(RecordError) as bad_record:
        Record.from_dict({**data, "variant": ["free-draw", "piles"]})
    assert bad_record.value.code == "free-draw-alone" and bad_record.value.inner is not None
