"""A sixth variant, made up for the tests, plays through the engine: one class and one registration line.

The issue-28 promise: adding a variant touches the engine in one new module
plus one registration line. ``Tithe`` (``tests/support/tithe.py``) is such a module's content, and
the fixture registers it the way ``carolus_qt/variants/__init__.py`` lists the
built-in ones. The registry is the one list of variants (issue 38): the command
line, the LAN handshake and the puzzles know a registered variant too.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from random import Random

import pytest

from carolus.engine import variants
from carolus.engine.ai import GreedyPlayer, variant_hooks
from carolus.engine.ai.variant_hooks import VariantAI
from carolus.engine.constants import CROWN_PHASE, PLACE
from carolus.engine.errors import RecordError, UnsupportedVariantError
from carolus.engine.match import Match
from carolus.engine.puzzles import Puzzle, dumps, loads
from carolus.engine.record import Record
from carolus.engine.rules import Rules, combination_problem
from carolus.engine.snapshot import replay_json
from carolus.engine.state import State
from carolus.engine.turns import in_turn
from carolus.engine.view import game_view
from carolus.launch import main
from carolus.net.handshake import engine_digest
from carolus.net.harness import ScriptedWire
from carolus.net.host import HostCore
from carolus.net.joiner import JoinerCore
from carolus.net.lan_commands import parse, window_start
from tests.support.tithe import Tithe


@contextmanager
def registered() -> Iterator[None]:
    variants.register(Tithe())  # the one registration line
    try:
        yield
    finally:
        variants.unregister("tithe")


@pytest.fixture
def tithe() -> Iterator[None]:
    with registered():
        yield


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


def test_a_made_up_variant_shows_its_own_fields_in_the_view_and_the_replay_json(tithe: None) -> None:
    match = Match.new(2, "7e12", variant=["tithe"])
    rng = Random(5)
    seen = set()
    while not match.is_over():
        state = match.state
        seen.add(game_view(state).tithe_due)
        assert replay_json(state)["tithe_due"] == sum(state.supply)
        legal = state.legal_actions()
        match.apply_action(legal[int(rng.random() * len(legal))])
    assert len(seen) > 1  # the field follows the game
    standard = Match.new(2, "7e12").state
    assert game_view(standard).tithe_due == 0 and "tithe_due" not in replay_json(standard)
    with pytest.raises(AttributeError):
        _ = game_view(standard).no_such_field


class TitheAI(VariantAI):
    """Made up: the AI's hook for tithe (``ai/variant_play.py`` holds the built-in ones), counting its calls."""

    name = "tithe"

    def __init__(self) -> None:
        self.asked = 0

    def add_coming(self, state: State, reserve: list[int]) -> None:
        self.asked += 1


def test_the_ai_asks_a_made_up_variants_own_hook(tithe: None) -> None:
    hook = TitheAI()
    variant_hooks.register(hook)  # the AI's one registration line
    try:
        match = Match.new(2, "7e13", variant=["tithe"])
        player = GreedyPlayer(seed=1)
        while match.state.round < 2 and not match.is_over():
            match.apply_action(player.choose(match.state))
        assert hook.asked > 0  # the evaluation asked the variant's hook, not a list of names
        asked = hook.asked
        standard = Match.new(2, "7e13")
        standard.apply_action(player.choose(standard.state))
        assert hook.asked == asked  # a game without tithe never asks it
    finally:
        variant_hooks.unregister("tithe")


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


def test_the_command_line_names_and_accepts_a_made_up_variant(tithe: None, capsys: pytest.CaptureFixture[str]) -> None:
    for command in (["host"], ["selfplay"]):
        with pytest.raises(SystemExit) as stop:
            main([*command, "--help"])
        assert stop.value.code == 0
        assert "early-roll, tithe" in " ".join(capsys.readouterr().out.split())  # the help lists it, wrapped or not
    setup = window_start(parse(["host", "--variant", "tithe"]))
    assert setup.variants == ("tithe",)


def test_the_lan_handshake_knows_a_made_up_variant_and_plays_a_game_of_it() -> None:
    without = engine_digest()
    old_hello = JoinerCore("Old").hello(0.0)[0].msg  # an engine that does not know tithe
    with registered():
        assert engine_digest() != without  # the registry's variants are part of the engine's rules
        host = HostCore(2, "Host", [0])
        host.variant = ("tithe",)  # as ``carolus host --variant tithe`` sets it
        refused = host.handle(b"old", old_hello, 0.0)
        assert refused[0].msg["t"] == "reject" and "rules digest" in refused[0].msg["reason"]
        joiner = JoinerCore("J0")
        wire = ScriptedWire(host, [joiner])
        wire.connect()
        assert not joiner.rejected and joiner.variant == ("tithe",)
        wire.run()
        assert host.game.match.is_over()
        record = host.game.record()
        assert record.variant == ["tithe"] and joiner.game.record().to_dict() == record.to_dict()
    assert engine_digest() == without


def test_puzzle_validation_knows_a_made_up_variant(tithe: None) -> None:
    match = Match.new(2, "7e14", variant=["tithe"])
    rng = Random(7)
    codes: list[int] = []
    while not (match.state.round > 0 and in_turn(match.state) and match.state.phase == PLACE):
        legal = match.state.legal_actions()
        codes.append(legal[int(rng.random() * len(legal))])
        match.apply_action(codes[-1])
    first = match.state.legal_actions()[0]
    puzzle = loads(dumps([Puzzle("tithe-1", 2, ("tithe",), "7e14", tuple(codes), 1, ((first,),))]))[0]
    assert puzzle.variant == ("tithe",)
    assert puzzle.match().digest() == match.digest()
