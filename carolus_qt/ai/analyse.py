"""Analysis of a recorded game: winning chances turn by turn, the AI's choice, and marks on costly turns.

Each decision of the record (a disc, or a whole turn: the placements and
the move) is searched from the position before it by the very search the
hint runs there (same level, seed and iteration budget, ``hint.JUDGE``), so
a decision the hint recommends is the analysis's choice too and is never
marked. When the decision played is not among that search's moves, a
second search with it added to the root judges both against the same dice
model; the dice that followed never count as the player's fault. A forced
decision (one legal choice) is estimated by the same search but never
marked, and neither is a decision after which its side wins with its next
turn. Decisions are independent searches, so they run on every core
(``jobs``); iteration budgets make two runs give the same numbers. The
result is data (chances, action dicts, mark names), not sentences: the
window words and translates it.

- ``before``: each side's chance with the search's preferred decision (the
  position's worth with good play);
- ``after``: each side's chance after the decision played;
- ``loss``: what the decision cost its mover, ``before - after`` for the
  mover's side (never below 0); ``mistake`` and ``blunder`` from the
  thresholds below, which stand above the search's own noise; a decision
  after which another side can win at once, where the AI's choice would not
  have let it, is a ``blunder`` whatever the estimate (the engine proves it).

Crowns are applied but not analysed (they rarely matter and the AI names
them by rule).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, replace
from multiprocessing import get_context

from ..actions import Action, from_code, to_code
from ..codes import is_move
from ..constants import DISC, MOVE, PLACE
from ..match import Match
from ..record import Record
from ..state import State
from .base import Budget
from .mcts import SearchResult, StrongPlayer, same_outcome
from .settings import SEARCH_SETTINGS, Settings
from .strength import Strengths, shown
from .wins import winning_plan

MISTAKE = 0.15
BLUNDER = 0.25
"""Winning chance (0..1) a decision gave away, from which it is marked a mistake or a blunder.

Set above the search's own noise, measured by ``benchmarks/analysis_noise.py`` (six greedy games, 2 and 3
players, 226 unforced decisions analysed at 3,000 iterations with two seeds): the loss moves by 0.024 on average
from one seed to the other, 0.10 at the 95th percentile. Of the thresholds tried, 0.15 / 0.25 gave the fewest
marks that only one of the two runs gave (10 of 74 decisions marked, against 12 of 86 at 0.10 / 0.20)."""
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
        st.apply_action(code)
        codes.append(code)
        if state.phase == DISC or is_move(code):
            break
    return codes


def _as_actions(state: State, codes: tuple[int, ...] | list[int]) -> tuple[dict, ...]:
    st = state.clone()
    out = []
    for code in codes:
        out.append(from_code(st, code).to_dict())
        st.apply_trusted(code)
    return tuple(out)


def analyse_decision(state: State, played: tuple[int, ...], player: StrongPlayer) -> tuple[SearchResult, int, int]:
    """Judge ``played`` at ``state``: (result, index of best, index of played).

    One search: the one the hint runs. ``played`` joins its root moves only when none of them leaves the same
    position, so a decision the hint recommends (in any order of its placements) is judged by the hint's very
    search, and is its best."""
    result = player.search(state.clone(), include=played, estimate=True)
    best = result.best
    if same_outcome(state, result.moves[best], played):
        return result, best, best
    return result, best, next(i for i, move in enumerate(result.moves) if same_outcome(state, move, played))


@dataclass(frozen=True)
class _Task:
    """One decision to judge: everything a worker process needs."""

    index: int
    state: State
    codes: tuple[int, ...]
    forced: bool
    budget: Budget
    seed: int
    settings: Settings


HANDOVER_NODES = 4000
"""Positions the proof that a decision hands another side the win may visit (dice and the mover's own refill
choices branch); past it, no proof and no such mark."""


def _hands_over_a_win(state: State, codes: tuple[int, ...]) -> bool:
    """After ``codes``, whatever the dice and the mover's remaining choices (a refill's crowns, say), another side
    wins the game: at once, or with the rest of its next turn before any other decision of the mover's side."""
    after = state.clone()
    for code in codes:
        after.apply_trusted(code)
    mover = state.side_of[state.to_act]
    seen: dict[str, bool] = {}
    budget = [HANDOVER_NODES]

    def lost(st: State) -> bool:
        key = st.digest()
        if key in seen:
            return seen[key]
        budget[0] -= 1
        if budget[0] < 0:
            raise _TooBig
        if st.is_terminal():
            verdict = not st.draw and st.winner != mover
        elif st.is_chance_node():
            verdict = all(lost(_after_chance(st, face)) for face, _p in st.chance_outcomes())
        elif st.side_of[st.to_act] == mover:
            verdict = st.phase not in (DISC, PLACE, MOVE) and all(lost(_after(st, c)) for c in st.legal_actions())
        else:
            verdict = st.phase in (PLACE, MOVE) and winning_plan(st) is not None
        seen[key] = verdict
        return verdict

    try:
        return lost(after)
    except _TooBig:
        return False


class _TooBig(Exception):
    pass


def _after(state: State, code: int) -> State:
    st = state.clone()
    st.apply_trusted(code)
    return st


def _after_chance(state: State, face: int) -> State:
    st = state.clone()
    st.apply_action(face)
    return st


def _tasks(record: Record, budget: Budget, seed: int, settings: Settings) -> Iterator[_Task]:
    """The record's decisions in order (replaying it is cheap; the searches are the work)."""
    actions = list(record.actions)
    start_record = record.copy()
    start_record.actions = []
    match = Match(start_record)
    i = 0
    while i < len(actions):
        state = match.state
        if state.phase not in (DISC, PLACE, MOVE):
            match.apply_action(actions[i])
            i += 1
            continue
        codes = tuple(_turn_length(state, actions, i))
        forced = state.phase == DISC and len(state.legal_actions()) == 1
        yield _Task(i, state.clone(), codes, forced, budget, seed, settings)
        for action in actions[i : i + len(codes)]:
            match.apply_action(action)
        i += len(codes)


def _judge(task: _Task) -> Decision:
    """One decision, searched as the hint would search it."""
    state = task.state
    p = state.to_act
    side = state.side_of[p]
    ai = StrongPlayer(seed=task.seed, budget=task.budget, settings=task.settings)
    result, best, played_at = analyse_decision(state, task.codes, ai)
    before = result.chances[best]  # searched: an estimate runs at least one iteration, and a win at once has its own
    after = result.chances[played_at] or before  # a played move no iteration reached: judged as good as the best
    loss = 0.0 if played_at == best or task.forced else max(0.0, before[side] - after[side])
    mark = "" if task.forced else mark_for(loss)
    if (
        mark != "blunder"
        and played_at != best
        and not task.forced
        and _hands_over_a_win(state, task.codes)
        and not _hands_over_a_win(state, result.moves[best])
    ):
        mark = "blunder"  # proven by the engine, not estimated: no search noise can make this one up
    return Decision(
        task.index,
        len(task.codes),
        "disc" if state.phase == DISC else "turn",
        state.round,
        p,
        side,
        _as_actions(state, task.codes),
        tuple(round(x, 4) for x in before),
        tuple(round(x, 4) for x in after),
        _as_actions(state, result.moves[best]),
        round(before[side], 4),
        played_at == best,
        round(loss, 4),
        mark,
        result.iterations,
        forced=task.forced,
    )


def analyse_record(
    record: Record,
    budget: Budget,
    seed: int = 0,
    settings: Settings = SEARCH_SETTINGS,
    on_decision: Callable[[Decision], None] | None = None,
    jobs: int = 1,
    seats: Strengths | None = None,
) -> list[Decision]:
    """Every disc and turn of ``record``, in order; ``budget`` is per decision, ``jobs`` processes search
    (0: one per core). ``on_decision`` hears each decision in order as it is ready; an exception it raises
    stops the analysis (the window's cancel). ``seats``: the players' strengths, which the shown chances
    (``before``, ``after``, ``best_chance``) are conditioned on; the losses and marks stay the search's own, which
    their thresholds were measured on (None: every chance the search's as it is)."""
    tasks = list(_tasks(record, budget, seed, settings))
    if seats is not None:
        side_of = Match(record.copy()).state.rules.side_of
        inner = on_decision
        on_decision = None if inner is None else (lambda d: inner(conditioned(d, seats, side_of)))
    workers = min(len(tasks), jobs if jobs > 0 else os.cpu_count() or 1)
    out: list[Decision] = []
    if workers <= 1:
        for task in tasks:
            out.append(_judge(task))
            if on_decision:
                on_decision(out[-1])
    else:
        # spawn, not fork: the window runs the analysis beside Qt's threads, which a forked child must not inherit
        with ProcessPoolExecutor(max_workers=workers, mp_context=get_context("spawn")) as pool:
            futures = [pool.submit(_judge, task) for task in tasks]
            try:
                for future in futures:
                    out.append(future.result())
                    if on_decision:
                        on_decision(out[-1])
            except BaseException:
                for future in futures:
                    future.cancel()
                raise
    out = _spare_the_winners(record, out)
    return out if seats is None else [conditioned(d, seats, side_of) for d in out]


def conditioned(decision: Decision, seats: Strengths, side_of: tuple[int, ...]) -> Decision:
    """``decision`` with its chances as shown for these players (``strength.shown``); loss and mark unchanged."""
    before = tuple(round(x, 4) for x in shown(decision.before, seats, side_of))
    after = tuple(round(x, 4) for x in shown(decision.after, seats, side_of))
    return replace(decision, before=before, after=after, best_chance=before[decision.side])


def _spare_the_winners(record: Record, decisions: list[Decision]) -> list[Decision]:
    """No mark on the winner's decisions from its turn before the winning one on: after them its side won with
    its next turn, whatever the estimate said (a disc forced or not, the turn that set the win up)."""
    state = Match(record.copy()).state
    if not decisions or not state.is_terminal() or state.draw or decisions[-1].side != state.winner:
        return decisions
    turns = [k for k, d in enumerate(decisions) if d.side == state.winner and d.kind == "turn"]
    first = turns[-2] if len(turns) > 1 else 0
    return [
        replace(d, loss=0.0, mark="") if k >= first and d.side == state.winner and d.mark else d
        for k, d in enumerate(decisions)
    ]


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
