"""The chance a hint shows is the search's, also where the decision is forced (issue 34: it said 0 % there).

The record ``ai_win_handed_3p.json`` leaves player 0 a single disc at its third action: play needs no search
there, but the hint, the command line and the analysis show the chance the search gives after that disc.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from carolus.engine.ai import Budget, make_player
from carolus.engine.ai.analyse import analyse_record
from carolus.engine.ai.hint import advise
from carolus.engine.ai.mcts import StrongPlayer
from carolus.engine.constants import DISC
from carolus.engine.match import Match
from carolus.engine.record import Record, load
from carolus.engine.state import State

RECORDS = Path(__file__).parent / "records"
RECORD = RECORDS / "ai_win_handed_3p.json"
FORCED_AT = 2
"""The record's actions before player 0's forced disc."""
BUDGET = Budget(iterations=200)


def _forced_record() -> Record:
    record = load(RECORD)
    record.actions = list(record.actions)[:FORCED_AT]
    return record


def _forced_state() -> State:
    state = Match(_forced_record()).state
    assert state.phase == DISC and len(state.legal_actions()) == 1, "the record's disc is no longer forced"
    return state


def _searched(state: State, seed: int) -> float:
    """The mover's chance after the forced disc by a direct search at the hint's budget and seed."""
    result = make_player("strong", seed=seed, budget=BUDGET).search(state.clone(), estimate=True)
    assert result.iterations == BUDGET.iterations and len(result.moves) == 1
    return result.means[0]


def test_a_forced_disc_s_hint_shows_the_search_s_chance_not_zero() -> None:
    state = _forced_state()
    for seed in (0, 5):
        expected = _searched(state, seed)
        hint = advise(state, "strong", BUDGET, seed=seed)
        assert hint.chance is not None and hint.chance > 0.0
        assert hint.chance == expected
        assert f"{100 * expected:.0f} % to win by its estimate" in hint.reason


def test_the_command_line_hint_says_the_search_s_percentage_at_a_forced_disc(tmp_path: Path) -> None:
    path = tmp_path / "forced.json"
    path.write_text(json.dumps(_forced_record().to_dict()), encoding="utf-8")
    run = subprocess.run(
        [sys.executable, "-m", "carolus", "hint", str(path), "--iterations", str(BUDGET.iterations)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert run.returncode == 0, run.stderr
    state = _forced_state()
    disc = state.legal_actions()[0] + 1
    percent = f"{100 * _searched(state, 0):.0f}"
    assert percent != "0"
    assert f"Why: disc {disc}: {percent} % to win by its estimate" in run.stdout.splitlines()


def test_play_skips_the_search_of_a_forced_disc_and_says_none_not_zero() -> None:
    """The game's own play keeps its speed: no search where nothing is to choose, and no chance made up for it."""
    state = _forced_state()
    ai = make_player("strong", seed=0, budget=BUDGET)
    assert isinstance(ai, StrongPlayer) and not ai.estimate
    code = ai.choose(state.clone())
    assert code == state.legal_actions()[0]
    assert ai.last is not None and ai.last.iterations == 0
    assert ai.last.chance(ai.last.best) is None
    assert ai.reason(state, code) == f"disc {code + 1}"


def test_an_estimate_is_searched_even_when_its_time_is_up_before_the_first_iteration() -> None:
    """A budget that plan enumeration uses up still gives the search's chance: not None, and in an analysis not
    a certain win made up for every mover (what a tiny ``--budget`` showed)."""
    state = _forced_state()
    result = make_player("strong", seed=0, budget=Budget(seconds=1e-6)).search(state.clone(), estimate=True)
    assert result.iterations >= 1 and result.chance(result.best) is not None
    decisions = analyse_record(load(RECORDS / "ai_analyse_blunder.json"), Budget(seconds=1e-6))
    assert len(decisions) == 4
    for d in decisions[:-1]:  # the last turn wins at once: a certainty the engine proves, no estimate
        assert 0.0 < d.before[d.side] < 1.0, d
    last = decisions[-1]
    assert last.before[last.side] == 1.0
