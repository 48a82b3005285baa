"""Every benchmark loads as the docs run it (``python3 -m benchmarks.NAME``): a broken import in one of them
went unseen for a session, since no test ran them and their figures are measured by hand."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

BENCHMARKS = sorted(p.stem for p in (Path(__file__).resolve().parents[1] / "benchmarks").glob("*.py"))


def test_there_are_benchmarks_to_load() -> None:
    assert {"luck_variance", "strength_calibration", "search_calibration"} <= set(BENCHMARKS)


@pytest.mark.parametrize("name", [n for n in BENCHMARKS if n != "__init__"])
def test_a_benchmark_loads_and_has_a_main(name: str) -> None:
    module = importlib.import_module(f"benchmarks.{name}")
    assert callable(getattr(module, "main", None)), f"benchmarks/{name}.py has no main()"
