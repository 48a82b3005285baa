"""The shipped puzzles are proven: each has a winning turn and the turns it lists are all the winning ones.

The proof is re-run here: the engine's enumeration of the turn
(``turns.turn_ends``) from the puzzle's position must find exactly the
winning end states that playing the listed turns reaches, and as many
distinct ends as the puzzle says. Every puzzle is proven in the ``slow``
test; the quick run proves the smallest of each player count, and checks
on a few that the enumeration's shortcuts change nothing (the same wins
with every order of every action and the turn played to its very end).
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from carolus import resources
from carolus.engine.constants import OVER
from carolus.engine.puzzle_progress import PuzzleProgress
from carolus.engine.puzzles import (
    EASY,
    HARD,
    MEDIUM,
    MISSED,
    SOLVED,
    Puzzle,
    PuzzleError,
    grade_of,
    loads,
    prove,
    verdict,
)
from carolus.engine.turns import round_may_end, turn_ends

SHIPPED = loads(resources.PUZZLES.read_bytes())


def smallest_per_player_count(count: int) -> list[Puzzle]:
    out = []
    for players in (2, 3, 4):
        mine = sorted((p for p in SHIPPED if p.players == players), key=lambda p: p.turns)
        out += mine[:count]
    return out


def check_proven(puzzle: Puzzle) -> None:
    """Every listed turn wins, they reach distinct ends, and the enumeration finds no other winning end."""
    state = puzzle.match().state
    side = state.side_of[state.to_act]
    assert not round_may_end(state)
    listed = set()
    for codes in puzzle.wins:
        after = state.clone()
        for code in codes:
            after.apply_action(code)  # checked: every listed action is legal
        assert after.phase == OVER and not after.draw and after.winner == side, puzzle.id
        listed.add(after.key())
    assert len(listed) == len(puzzle.wins), f"{puzzle.id}: two listed turns end alike"
    turns = turn_ends(state)
    assert turns.complete
    proven = {end.state.key() for end in turns.wins()}
    assert proven, f"{puzzle.id}: no winning turn"
    assert proven == listed, f"{puzzle.id}: the listed winning turns are not all the winning ones"
    assert len(turns.ends) == puzzle.turns


def test_the_shipped_set_is_spread_over_players_variants_and_grades() -> None:
    assert 30 <= len(SHIPPED) <= 60
    assert len(resources.PUZZLES.read_bytes()) < 600_000
    assert {p.players for p in SHIPPED} == {2, 3, 4}
    assert Counter(p.grade for p in SHIPPED).keys() == {EASY, MEDIUM, HARD}
    variants = {v for p in SHIPPED for v in p.variant}
    assert variants == {"free-draw", "piles", "deferred-jokers", "free-colour", "early-roll"}
    assert any(not p.variant for p in SHIPPED)


def test_every_shipped_puzzle_replays_and_each_listed_turn_wins() -> None:
    """Cheap for the whole set (no enumeration): the codes still mean what they meant when the set was made (a
    change of the engine's code numbering shows here first: make the set again with tools/puzzles_make.py)."""
    for puzzle in SHIPPED:
        state = puzzle.match().state
        side = state.side_of[state.to_act]
        for codes in puzzle.wins:
            after = state.clone()
            for code in codes:
                after.apply_action(code)
            assert after.phase == OVER and after.winner == side and not after.draw, puzzle.id


@pytest.mark.parametrize("puzzle", smallest_per_player_count(2), ids=lambda p: p.id)
def test_a_shipped_puzzle_lists_exactly_its_winning_turns(puzzle: Puzzle) -> None:
    check_proven(puzzle)


@pytest.mark.slow
@pytest.mark.parametrize("puzzle", SHIPPED, ids=lambda p: p.id)
def test_every_shipped_puzzle_lists_exactly_its_winning_turns(puzzle: Puzzle) -> None:
    check_proven(puzzle)


@pytest.mark.parametrize("puzzle", smallest_per_player_count(1), ids=lambda p: p.id)
def test_the_enumerations_shortcuts_find_the_same_wins(puzzle: Puzzle) -> None:
    """Placements in one order and the turn judged at the emperor's stop: the same winning ends as every order
    of every legal action played until the turn is over."""
    state = puzzle.match().state
    quick = {end.state.key() for end in turn_ends(state).wins()}
    plain = turn_ends(state, every_order=True, cut=False)
    assert plain.complete
    assert {end.state.key() for end in plain.wins()} == quick
    assert plain.states >= turn_ends(state).states


def test_prove_refuses_a_position_that_is_no_turn_start() -> None:
    puzzle = min(SHIPPED, key=lambda p: p.turns)
    match = puzzle.match()
    proof = prove(match.state)
    assert proof.turns == puzzle.turns and len(proof.wins) == len(puzzle.wins)
    match.apply_action(puzzle.wins[0][0])
    with pytest.raises(PuzzleError, match="turn's placements start"):
        prove(match.state)


def test_the_verdict_follows_the_turn() -> None:
    puzzle = min(SHIPPED, key=lambda p: p.turns)
    start = puzzle.match().state
    won = start.clone()
    for code in puzzle.wins[0]:
        assert verdict(start, won) is None
        won.apply_action(code)
    assert verdict(start, won) == SOLVED
    losing = next(end for end in turn_ends(start).ends if not end.won_by(start.side_of[start.to_act]))
    assert verdict(start, losing.state) == MISSED


def test_grades_by_how_few_turns_win() -> None:
    assert grade_of(1, 10) == HARD
    assert grade_of(3, 5000) == HARD
    assert grade_of(20, 1000) == EASY
    assert grade_of(5, 1000) == MEDIUM


def _shipped_doc() -> dict:
    return json.loads(resources.PUZZLES.read_bytes())


def _broken(change) -> bytes:
    doc = _shipped_doc()
    change(doc)
    return json.dumps(doc).encode()


@pytest.mark.parametrize(
    ("data", "words"),
    [
        (b"{not json", "not a puzzle file"),
        (b'{"format": "carolus-record"}', "not a puzzle file"),
        (_broken(lambda d: d.update(version=7)), "version"),
        (_broken(lambda d: d.update(puzzles=[])), "list of 1 to"),
        (_broken(lambda d: d["puzzles"][0].update(players=5)), "'players'"),
        (_broken(lambda d: d["puzzles"][0].update(variant=["chess"])), "'variant'"),
        (_broken(lambda d: d["puzzles"][0].update(seed="xyz")), "'seed'"),
        (_broken(lambda d: d["puzzles"][0].update(wins=[])), "'wins'"),
        (_broken(lambda d: d["puzzles"][0].update(codes=[1, "two"])), "'codes'"),
        (_broken(lambda d: d["puzzles"][0].update(wins=[[99999]])), "out of range"),
        (_broken(lambda d: d["puzzles"][1].update(id=d["puzzles"][0]["id"])), "twice"),
        (b" " * 1_000_001, "too large"),
    ],
)
def test_a_broken_puzzle_file_is_refused_in_one_line(data: bytes, words: str) -> None:
    with pytest.raises(PuzzleError) as caught:
        loads(data)
    assert words in str(caught.value)
    assert "\n" not in str(caught.value)


def test_a_puzzle_whose_actions_do_not_replay_says_so() -> None:
    doc = _shipped_doc()
    doc["puzzles"][0]["codes"] = [0, 0, 0, 0, 0]  # the same disc five times
    puzzle = loads(json.dumps(doc).encode())[0]
    with pytest.raises(PuzzleError, match="does not replay"):
        puzzle.match()


def test_progress_keeps_solved_puzzles_and_the_streak(tmp_path: Path) -> None:
    path = tmp_path / "data" / "puzzles.json"
    progress = PuzzleProgress.load(path)
    progress.solve("a")
    progress.solve("b")
    assert (progress.streak, progress.best) == (2, 2)
    progress.solve("a")  # solved before: no streak from it
    assert progress.streak == 2
    again = PuzzleProgress.load(path)
    assert again.solved == {"a", "b"} and (again.streak, again.best) == (2, 2)
    again.miss("c")
    again.solve("c")  # a second try solves it, but the streak had ended
    assert (again.streak, again.best) == (0, 2)
    assert PuzzleProgress.load(path).solved == {"a", "b", "c"}


def test_a_broken_progress_file_is_set_aside_not_overwritten(tmp_path: Path) -> None:
    path = tmp_path / "puzzles.json"
    path.write_text("{broken")
    progress = PuzzleProgress.load(path)
    assert progress.solved == set() and "set aside" in progress.note
    assert (tmp_path / "puzzles.json.broken").read_text() == "{broken"
    progress.solve("x")
    assert PuzzleProgress.load(path).solved == {"x"}


@pytest.mark.slow
def test_the_generator_is_deterministic_by_seed(tmp_path: Path) -> None:
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[1]
    outs = []
    for run in ("a", "b"):
        out = tmp_path / f"{run}.json"
        tool = [sys.executable, str(root / "tools" / "puzzles_make.py")]
        args = ["--seeds", "3", "--games", "1", "--players", "2", "--out", str(out)]
        subprocess.run([*tool, *args], check=True, capture_output=True)
        outs.append(out.read_bytes())
    assert outs[0] == outs[1]
    for puzzle in loads(outs[0]):
        check_proven(puzzle)
