"""The search's root chances made to mean what they say: one temperature per player count, fitted on games.

The learned model is calibrated position by position, but what the hint and the analysis show is the search's
backed-up mean for its choice: an average over the lines of its tree, which came out too sure of itself
(``benchmarks/search_calibration.py``, which fits the temperatures and writes them to
``search_calibration.json`` beside this module). A temperature raises each side's chance to ``1 / T`` and
renormalises: the chances become flatter (T > 1) or sharper (T < 1), keep their order, still sum to 1, and a
certainty (0 or 1) stays one. It changes what is shown, never what the search chooses.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from functools import cache
from importlib.resources import files
from pathlib import Path

from .sums import ordered_sum

DATA = Path(__file__).with_name("search_calibration.json")
"""Where the benchmark writes the temperatures (the source tree); the program reads them as package data."""


def temper(chances: Sequence[float], t: float) -> tuple[float, ...]:
    """Each side's chance raised to ``1 / t`` and renormalised (``t`` = 1: unchanged)."""
    if t == 1.0:
        return tuple(chances)
    powered = [max(0.0, x) ** (1.0 / t) for x in chances]
    total = ordered_sum(powered)
    if total <= 0.0:
        return tuple(chances)
    return tuple(x / total for x in powered)


def load(text: str) -> dict[int, float]:
    """Temperatures per player count from their JSON; ValueError with the reason for anything else."""
    data = json.loads(text)
    raw = data.get("temperature") if isinstance(data, dict) else None
    if not isinstance(raw, dict) or sorted(raw) != ["2", "3", "4"]:
        raise ValueError("search calibration: need a temperature for 2, 3 and 4 players")
    out = {}
    for key, value in raw.items():
        if not isinstance(value, (int, float)) or not 0.05 <= value <= 20:
            raise ValueError(f"search calibration: bad temperature {value!r} for {key} players")
        out[int(key)] = float(value)
    return out


@cache
def shipped() -> dict[int, float]:
    """The temperatures the program ships."""
    return load(files(__package__).joinpath("search_calibration.json").read_text(encoding="utf-8"))


def shown(chances: Sequence[float], players: int) -> tuple[float, ...]:
    """Each side's root chance as the hint and the analysis show it: tempered for this player count."""
    return temper(chances, shipped()[players])
