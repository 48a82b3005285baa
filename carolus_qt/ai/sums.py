"""Sums of floats that come out the same, to the last digit, on every Python the program supports (3.10 to 3.13).

Builtin ``sum`` of floats is compensated since Python 3.12 (plain left to right before), so one search gave
another chance on 3.12 than on 3.11, and seeded games parted ways after a few rounds. What steers the search
or shows its numbers adds with these: left to right in a plain loop, as ``sum`` did before 3.12, so 3.10 and 3.11
keep every number they gave, 3.12 and 3.13 give the same, and a loop costs no more than ``sum`` over a generator
(the model's ``dot`` runs at every leaf of the search). Figures that report (luck, Elo, statistics) use
``math.fsum``: exact, and the same everywhere too.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence


def ordered_sum(values: Iterable[float]) -> float:
    """``values`` added left to right: the same float on every Python version."""
    total = 0.0
    for x in values:
        total += x
    return total


def dot(a: Sequence[float], b: Sequence[float]) -> float:
    """The sum of ``a[i] * b[i]``, added left to right (the shorter sequence decides the length)."""
    total = 0.0
    for x, y in zip(a, b):
        total += x * y
    return total
