"""The pool-tuning benchmark compares settings on the very same games (common random numbers)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parent.parent / "benchmarks" / "pool_tuning.py"


def _main():
    spec = importlib.util.spec_from_file_location("pool_tuning", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    spec.loader.exec_module(module)
    return module.main


def test_a_setting_equal_to_the_reference_plays_the_same_games(capsys: pytest.CaptureFixture[str]) -> None:
    code = _main()(["strong", "strong:c=0.6", "strong:c=3", "--pool", "greedy", "--games", "4", "--iterations", "30"])
    out = capsys.readouterr().out.splitlines()
    assert code == 0
    same = next(line for line in out if line.startswith("  strong:c=0.6:"))
    other = next(line for line in out if line.startswith("  strong:c=3:"))
    assert "against the reference +0.00 ± 0.00" in same  # c=0.6 is strong's own: the same seeds, the same games
    assert "against the reference +0.00 ± 0.00" not in other


def test_an_unknown_setting_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert _main()(["strong", "strong:nonsense=1", "--games", "1"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("pool_tuning:")
