"""Analysis of a recorded game: winning chances turn by turn, the AI's choice, and marks on costly turns.

Each decision of the record (a disc, or a whole turn: the placements and
the move) is searched from the position before it, with the decision
actually played added to the root's moves, so both are judged by the same
search against the same dice model and the dice that followed do not count
as the player's fault. The result is data (chances, action dicts, mark
names), not sentences: the window words and translates it.

- ``before``: each side's chance with the search's preferred decision (the
  position's worth with good play);
- ``after``: each side's chance after the decision played;
- ``loss``: what the decision cost its mover, ``before - after`` for the
  mover's side (never below 0); ``mistake`` from 0.10, ``blunder`` from 0.20.

Crowns are applied but not analysed (they rarely matter and the AI names
them by rule).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass

from ..actions import Action, from_code, to_code
from ..constants import DISC, MOVE, MOVE_BASE, PLACE
from ..match import Match
from ..record import Record
from ..state import State
from .base import Budget
from .evaluate import values
from .mcts import SearchResult, StrongPlayer
from .settings import SEARCH_SETTINGS, Settings

MISTAKE = 0.10
BLUNDER = 0.20
"""Winning chance (0..1) a decision gave away, from which it is marked a mistake or a blunder."""
FORMAT = "carolus-analysis"
VERSION = 1


@dataclass(frozen=True)
class Decision:
    """One analysed decision of the record."""

    index: int
    """Index in the record's actions of the decision's first action."""
    count: int
    """How many record actions it spans (1 for a disc; the placements and the move for a turn)."""
    kind: str
    """``disc`` or ``turn``."""
    round: int
    player: int
    side: int
    played: tuple[dict, ...]
    """The actions played, as in the record."""
    before: tuple[float, ...]
    """Each side's winning chance before the decision (with the AI's choice)."""
    after: tuple[float, ...]
    """Each side's winning chance after the decision played."""
    best: tuple[dict, ...]
    """The decision the AI prefers, as record actions."""
    best_chance: float
    """The mover's side's chance with the AI's choice."""
    played_is_best: bool
    loss: float
    """Chance the decision played gave away (mover's side, 0..1)."""
    mark: str
    """``""``, ``mistake`` or ``blunder``."""
    iterations: int
    forced: bool = False
    """Only one choice was legal (no search)."""


def mark_for(loss: float) -> str:
    if loss >= BLUNDER:
        return "blunder"
    if loss >= MISTAKE:
        return "mistake"
    return ""


def _turn_length(state: State, actions: list[Action], start: int) -> list[int]:
    """Codes of the decision at ``actions[start]`` (a disc: one; a turn: the placements through the move)."""
    st = state.clone()
    codes: list[int] = []
    for action in actions[start:]:
        code = to_code(st, action)
        st.apply(code)
        codes.append(code)
        if state.phase == DISC or MOVE_BASE <= code < MOVE_BASE + 5:
            break
    return codes


def _as_actions(state: State, codes: tuple[int, ...] | list[int]) -> tuple[dict, ...]:
    st = state.clone()
    out = []
    for code in codes:
        out.append(from_code(st, code).to_dict())
        st.apply_trusted(code)
    return tuple(out)


def _same_outcome(state: State, a: tuple[int, ...], b: tuple[int, ...]) -> bool:
    """Two decisions that leave the same position (a turn's placements in another order, say)."""
    if a == b:
        return True
    sa, sb = state.clone(), state.clone()
    for code in a:
        sa.apply_trusted(code)
    for code in b:
        sb.apply_trusted(code)
    return sa.digest() == sb.digest()


def analyse_decision(state: State, played: tuple[int, ...], player: StrongPlayer) -> tuple[SearchResult, int, int]:
    """Search ``state`` with ``played`` among the root's moves: (result, index of best, index of played)."""
    result = player.search(state.clone(), include=played)
    best = result.best
    index = next(i for i, move in enumerate(result.moves) if _same_outcome(state, move, played))
    return result, best, index


def analyse_record(
    record: Record,
    budget: Budget,
    seed: int = 0,
    settings: Settings = SEARCH_SETTINGS,
    on_decision: Callable[[Decision], None] | None = None,
) -> list[Decision]:
    """Every disc and turn of ``record``, in order; ``budget`` is per decision."""
    actions = list(record.actions)
    start_record = record.copy()
    start_record.actions = []
    match = Match(start_record)
    out: list[Decision] = []
    i = 0
    while i < len(actions):
        state = match.state
        phase = state.phase
        if phase not in (DISC, PLACE, MOVE):
            match.apply(actions[i])
            i += 1
            continue
        codes = tuple(_turn_length(state, actions, i))
        p = state.to_act
        side = state.side_of[p]
        ai = StrongPlayer(seed=seed + i, budget=budget, settings=settings)
        legal_choices = state.legal_actions() if phase == DISC else None
        if legal_choices is not None and len(legal_choices) == 1:
            now = tuple(values(state, settings.weights))
            decision = Decision(
                i, 1, "disc", state.round, p, side, _as_actions(state, codes), now, now,
                _as_actions(state, codes), now[side], True, 0.0, "", 0, forced=True,
            )  # fmt: skip
        else:
            result, best, played_at = analyse_decision(state, codes, ai)
            before = result.chances[best] if result.chances[best] else tuple(values(state, settings.weights))
            after = result.chances[played_at] if result.chances[played_at] else before
            loss = max(0.0, before[side] - after[side])
            if played_at == best:
                loss = 0.0
            decision = Decision(
                i,
                len(codes),
                "disc" if phase == DISC else "turn",
                state.round,
                p,
                side,
                _as_actions(state, codes),
                tuple(round(x, 4) for x in before),
                tuple(round(x, 4) for x in after),
                _as_actions(state, result.moves[best]),
                round(before[side], 4),
                played_at == best,
                round(loss, 4),
                mark_for(loss),
                result.iterations,
            )
        out.append(decision)
        if on_decision:
            on_decision(decision)
        for action in actions[i : i + len(codes)]:
            match.apply(action)
        i += len(codes)
    return out


def analysis_json(record: Record, decisions: list[Decision], budget: Budget) -> dict:
    """The analysis as one JSON-ready object (``format``, ``version``, the budget, the decisions)."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "players": record.players,
        "names": list(record.names),
        "budget": {"seconds": budget.seconds, "iterations": budget.iterations},
        "thresholds": {"mistake": MISTAKE, "blunder": BLUNDER},
        "decisions": [{**asdict(d), "played": list(d.played), "best": list(d.best)} for d in decisions],
    }


__all__ = ["BLUNDER", "MISTAKE", "Decision", "analyse_record", "analysis_json", "mark_for"]
