"""What decided a game, from its analysis (``analyse.analyse_record``): the facts the result panel words.

The result panel and the analysis view tell one story: the turning point is
the analysis's costliest decision of a side that lost (its biggest swing
toward the winner), the person's hardest turn is their own costliest
decision, both only where the analysis marks them (``analyse.MISTAKE`` and
``analyse.BLUNDER``, the marks on the chance graph); the dice's share is
what moved the chance between the decisions, the part no decision explains.
Data only: the window words it.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from .analyse import Decision


@dataclass(frozen=True)
class Story:
    """What decided a game, by its analysis."""

    winner: int
    """The winning side (-1: a draw)."""
    turning_point: Decision | None
    """The marked decision of a side other than the winner's that cost its side the most (None: no such mark)."""
    hardest: Decision | None
    """The marked decision of the given seats that cost their side the most (None: no such mark)."""
    dice: tuple[float, ...]
    """Each side's winning chance (0..1) moved by what came between the decisions (the dice, the setup, crowns and
    the estimate's own noise): the game's outcome less the start's even chance less every decision's swing."""


def _costliest(decisions: Sequence[Decision]) -> Decision | None:
    """The marked decision with the greatest loss (the earliest of equals), or None."""
    marked = [d for d in decisions if d.mark]
    return max(marked, key=lambda d: d.loss) if marked else None


def dice_share(decisions: Sequence[Decision], winner: int, sides: int) -> tuple[float, ...]:
    """Per side: the outcome (1 for the winner, 0 for the others; a draw shares it) less the even start
    (``1/sides``), less what the decisions played moved (``after - before`` of each)."""
    outcome = [1.0 if s == winner else 0.0 for s in range(sides)] if winner >= 0 else [1.0 / sides] * sides
    moved = [sum(d.after[s] - d.before[s] for d in decisions) for s in range(sides)]
    return tuple(round(outcome[s] - 1.0 / sides - moved[s], 4) for s in range(sides))


def game_story(decisions: Sequence[Decision], winner: int, sides: int, seats: Collection[int] = ()) -> Story:
    """The story of an analysed game won by side ``winner`` (-1: a draw); ``seats``: the person's seats (their
    hardest turn)."""
    losers = [d for d in decisions if d.side != winner] if winner >= 0 else []
    return Story(
        winner=winner,
        turning_point=_costliest(losers),
        hardest=_costliest([d for d in decisions if d.player in seats]),
        dice=dice_share(decisions, winner, sides),
    )


__all__ = ["Story", "dice_share", "game_story"]
