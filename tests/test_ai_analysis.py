"""The analysis agrees with itself and with the hint: the same search, the same question, the same numbers.

Budgets here are small iteration counts (the promises hold at any iteration budget; ``hint.JUDGE`` is the
product's)."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

from carolus.engine.ai import Budget, make_player
from carolus.engine.ai.analyse import Decision, _spare_the_winners, analyse_record
from carolus.engine.ai.hint import JUDGE, advise
from carolus.engine.ai.story import game_story
from carolus.engine.match import Match
from carolus.engine.record import Record

RECORDS = Path(__file__).parent / "records"
ITERATIONS = 150


def _hinted_game(seed: str, actions: int) -> Record:
    """Every decision the hint's own (strong at ``ITERATIONS``, seed 0); greedy crowns and the rest."""
    match = Match.new(2, seed, ["Ann", "Bob"])
    while not match.is_over() and len(match.record.actions) < actions:
        if match.needs_die():
            match.roll(len(match.record.actions) % 6)
            continue
        hint = advise(match.state, "strong", Budget(iterations=ITERATIONS))
        for action in hint.actions:
            match.apply_action(action)
    return match.record


def test_a_decision_the_hint_recommends_is_the_analysis_choice_and_never_marked() -> None:
    record = _hinted_game("a9a1", 40)
    decisions = analyse_record(record, Budget(iterations=ITERATIONS))
    assert len(decisions) >= 8
    assert all(d.played_is_best for d in decisions), [d.index for d in decisions if not d.played_is_best]
    assert all(d.mark == "" and d.loss == 0 for d in decisions)


def test_two_runs_at_the_same_budget_agree_in_one_process_or_two() -> None:
    match = Match.new(2, "5eed", ["Ann", "Bob"])
    ai = make_player("greedy", 4)
    while not match.is_over() and len(match.record.actions) < 60:
        match.apply_action(ai.choose(match.state.clone()))
    one = analyse_record(match.record, Budget(iterations=60))
    assert analyse_record(match.record, Budget(iterations=60)) == one
    assert analyse_record(match.record, Budget(iterations=60), jobs=2) == one


def test_a_forced_disc_is_estimated_by_the_search_and_never_marked() -> None:
    match = Match.new(2, "f0f0", ["Ann", "Bob"])
    ai = make_player("greedy", 1)
    while not match.is_over() and match.state.round < 6:
        match.apply_action(ai.choose(match.state.clone()))
    decisions = analyse_record(match.record, Budget(iterations=60))
    forced = [d for d in decisions if d.forced]
    assert forced, "round 5's last disc is forced"
    for d in forced:
        assert d.mark == "" and d.loss == 0 and d.kind == "disc" and d.iterations == 60
        assert d.before == d.after and 0 < d.before[d.side] < 1  # a searched chance, not the static estimate


def test_no_mark_on_the_winner_s_turns_that_led_to_its_win() -> None:
    """Whatever a search said of them, the winner's turn before the winning one and everything after are proven
    good by the game: their marks go."""
    match = Match.new(2, "e1d0", ["Ann", "Bob"])
    ai = make_player("greedy", 9)
    while not match.is_over():
        match.apply_action(ai.choose(match.state.clone()))
    assert not match.state.draw
    decisions = analyse_record(match.record, Budget(iterations=10))
    winner = match.state.winner
    assert decisions[-1].side == winner
    marked = [replace(d, mark="blunder", loss=0.5) for d in decisions]
    spared = _spare_the_winners(match.record, marked)
    turns = [k for k, d in enumerate(decisions) if d.side == winner and d.kind == "turn"]
    for k, d in enumerate(spared):
        expect_spared = d.side == winner and k >= turns[-2]
        assert (d.mark == "") == expect_spared, (k, d.side, d.kind)


def test_the_command_line_analyses_at_the_hint_s_budget_by_default() -> None:
    path = RECORDS / "ai_analyse_blunder.json"
    runs = [
        subprocess.run(
            [sys.executable, "-m", "carolus", "analyse", str(path), "--json"],
            capture_output=True,
            text=True,
            timeout=300,
            check=True,
        )
        for _ in range(2)
    ]
    first, second = (json.loads(run.stdout) for run in runs)
    assert first == second and first["budget"] == {"seconds": None, "iterations": JUDGE}
    help_text = subprocess.run(
        [sys.executable, "-m", "carolus", "analyse", "--help"], capture_output=True, text=True, check=True
    ).stdout
    assert f"default {JUDGE}" in " ".join(help_text.split())


def test_the_story_of_a_game_is_its_analysis_costliest_marks_and_the_rest_is_the_dice() -> None:
    def decision(index: int, player: int, before: float, after: float, mark: str) -> Decision:
        return Decision(
            index, 1, "turn", index, player, player, (), (before, 1 - before), (after, 1 - after), (), before,
            not mark, before - after if player == 0 else after - before, mark, 1,
        )  # fmt: skip

    decisions = [
        decision(0, 0, 0.5, 0.45, ""),
        decision(1, 1, 0.45, 0.40, ""),
        decision(2, 0, 0.60, 0.42, "mistake"),
        decision(3, 0, 0.50, 0.20, "blunder"),
        decision(4, 1, 0.30, 0.55, "blunder"),  # the winner's own blunder is no turning point of the loser's
    ]
    story = game_story(decisions, winner=1, sides=2, seats={0})
    assert story.turning_point == decisions[3] and story.hardest == decisions[3]
    moved = sum(d.after[1] - d.before[1] for d in decisions)
    assert story.dice == (round(-0.5 + moved, 4), round(0.5 - moved, 4)), "what no decision explains"
    assert game_story(decisions[:2], winner=1, sides=2, seats={0}).turning_point is None, "only marked ones"
