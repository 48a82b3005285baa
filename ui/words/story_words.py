"""What decided a game, in words: the engine's story (``carolus.engine.ai.story``, from the analysis the replay
opens) worded for the person at this screen (no Qt here: the templates go through ``narration.tr``)."""

from __future__ import annotations

from collections.abc import Sequence

from carolus.engine.ai.analyse import Decision
from carolus.engine.ai.story import Story

from .luck_words import percent, points
from .narration import side_name, tr


def _turning_point(d: Decision, names: Sequence[str], you: int | None) -> str:
    before, after = percent(d.before[d.side]), percent(d.after[d.side])
    if d.player == you:
        if d.kind == "disc":
            text = tr("Turning point: your choice of disc in round {round}, winning chance {before} → {after}.")
        else:
            text = tr("Turning point: your turn in round {round}, winning chance {before} → {after}.")
    elif d.kind == "disc":
        text = tr("Turning point: {name}'s choice of disc in round {round}, winning chance {before} → {after}.")
    else:
        text = tr("Turning point: {name}'s turn in round {round}, winning chance {before} → {after}.")
    name = names[d.player] if 0 <= d.player < len(names) else "?"
    return text.format(name=name, round=d.round, before=before, after=after)


def _hardest(d: Decision) -> str:
    before, after = percent(d.before[d.side]), percent(d.after[d.side])
    if d.kind == "disc":
        text = tr("Your hardest choice of disc: round {round}, {before} → {after}.")
    else:
        text = tr("Your hardest turn: round {round}, {before} → {after}.")
    return text.format(round=d.round, before=before, after=after)


def story_facts(story: Story, players: int, names: Sequence[str], mine: int, you: int | None) -> list[str]:
    """The turning point, the person's hardest decision (when it is another) and the dice's share, by the analysis;
    ``mine``: the person's side, ``you``: their seat (None: several people)."""
    out: list[str] = []
    if story.turning_point is not None:
        out.append(_turning_point(story.turning_point, names, you))
    else:
        out.append(tr("No decision of the losing side was marked a mistake: small edges and the dice decided."))
    if story.hardest is not None and story.hardest != story.turning_point:
        out.append(_hardest(story.hardest))
    if 0 <= story.winner < len(story.dice) and 0 <= mine < len(story.dice):
        text = tr("Between the decisions (the dice, mostly): {name} {points} points of winning chance, you {yours}.")
        name = side_name(story.winner, players, names)
        out.append(
            text.format(name=name, points=points(100 * story.dice[story.winner]), yours=points(100 * story.dice[mine]))
        )
    return out
