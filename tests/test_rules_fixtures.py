"""Rule fixtures that carry their own expected outcome.

A fixture's ``expect`` key (an extra key, which readers ignore) holds part
of the replay JSON that ``carolus replay FILE --json`` must print for it;
the values were worked out by hand from docs/rules.md (see each ``comment``).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from carolus.engine.match import Match
from carolus.engine.record import load
from carolus.engine.snapshot import replay_json
from tests.support.rules import RECORDS

FIXTURES = sorted(p for p in RECORDS.glob("rules_*.json") if "expect" in json.loads(p.read_text(encoding="utf-8")))


def test_there_are_self_checking_fixtures() -> None:
    assert len(FIXTURES) >= 4


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.stem)
def test_fixture_replays_to_its_expected_outcome(path: Path) -> None:
    record = load(path)
    expect = record.extra["expect"]
    snap = replay_json(Match(record).state)
    assert {key: snap[key] for key in expect} == expect
