"""Which of the two land tones each region of the ring takes.

Neighbouring regions alternate tones so they read apart (a ring with an odd
number of regions has one pair of neighbours in the same tone). When regions
merge, recolouring every region after the merge would repaint half the
board; instead the tones are chosen to keep as many regions as possible in
the tone they had, with no more same-toned neighbours than the ring needs.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

SAME_TONE = 1000
"""The cost of a pair of same-toned neighbours, against 1 for a region that changes tone."""


def ring_tones(regions: Sequence[tuple[int, ...]], before: Mapping[tuple[int, ...], int]) -> list[int]:
    """A tone (0 or 1) per region, in ring order. ``before`` maps the provinces of regions already drawn to their
    tone; a fresh ring (or ties) alternates from the first region."""
    n = len(regions)
    if n == 0:
        return []

    def cost(i: int, tone: int) -> float:
        old = before.get(regions[i])
        change = 0.0 if old is None or old == tone else 1.0
        return change + (0.0 if tone == i % 2 else 0.001)  # ties: the plain alternation

    best: tuple[float, list[int]] | None = None
    for first in (0, 1):
        # totals[t] = (cost, tones) of the best colouring of regions 0..i ending in tone t, region 0 in ``first``
        totals: list[tuple[float, list[int]] | None] = [None, None]
        totals[first] = (cost(0, first), [first])
        for i in range(1, n):
            step: list[tuple[float, list[int]] | None] = [None, None]
            for tone in (0, 1):
                options = []
                for prev, entry in enumerate(totals):
                    if entry is not None:
                        options.append((entry[0] + (SAME_TONE if prev == tone else 0) + cost(i, tone), entry[1]))
                c, tones = min(options, key=lambda option: option[0])
                step[tone] = (c, [*tones, tone])
            totals = step
        for tone, entry in enumerate(totals):
            if entry is None:
                continue
            c = entry[0] + (SAME_TONE if n > 1 and tone == first else 0)
            if best is None or c < best[0]:
                best = (c, entry[1])
    assert best is not None
    return best[1]
