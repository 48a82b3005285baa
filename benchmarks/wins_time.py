"""Time per call of ``wins.winning_plan``, the win-in-one-turn check the AI makes at the root of every decision.

Run: ``python3 benchmarks/wins_time.py [--positions K] [--repeat R]``

Positions are the decision points inside turns (placements, moves, refill choices) of seeded random games, for
2, 3 and 4 players, standard and with each variant; every position is timed ``--repeat`` times and the mean and
the slowest per call are printed for all positions and for the late-game ones (6 regions or fewer, where wins
are found and the full look runs). Figures are process CPU time, so a shared machine changes them little.
"""

from __future__ import annotations

import argparse
import time
from random import Random

from carolus.engine.ai.wins import winning_plan
from carolus.engine.constants import CHANCE, CROWN_PHASE, MOVE, PILE, PLACE, SWAP
from carolus.engine.record import Record, initial_position
from carolus.engine.rules import Rules
from carolus.engine.state import State

LATE_REGIONS = 6
"""Boards of this many regions or fewer count as late game (sampled more often, reported apart)."""

CONFIGS: tuple[tuple[str, ...], ...] = (
    (),
    ("free-draw",),
    ("piles",),
    ("deferred-jokers",),
    ("free-colour",),
    ("early-roll",),
)


def in_turn(state: State) -> bool:
    """A decision inside a turn (the same question as ``wins.in_turn``, asked here so old versions can be timed)."""
    return state.phase in (PLACE, MOVE, PILE, SWAP) or (state.phase == CROWN_PHASE and state.in_refill())


def sample(players: int, variants: tuple[str, ...], count: int, seed: int) -> list[State]:
    """Decisions inside turns of seeded random games, up to ``count``: one in ten, one in two once the game is late."""
    rng = Random(seed)
    out: list[State] = []
    game = 0
    while len(out) < count:
        record = Record(players=players, names=[""] * players, seed=f"wt{seed}-{game}", variant=list(variants))
        state = State.from_position(Rules(players, variants), initial_position(record))
        game += 1
        while not state.is_terminal() and len(out) < count:
            if state.phase == CHANCE:
                state.apply_action(int(rng.random() * 6))
                continue
            if in_turn(state) and rng.random() < (0.5 if state.num_regions <= LATE_REGIONS else 0.1):
                out.append(state.clone())
            state.apply_trusted(state.random_action(rng))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=300, help="positions per player count and variant")
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    all_times: list[float] = []
    late_times: list[float] = []
    found = 0
    for players in (2, 3, 4):
        for variants in CONFIGS:
            for state in sample(players, variants, args.positions, 7 + players):
                start = time.process_time()
                for _ in range(args.repeat):
                    plan = winning_plan(state)
                per_call = (time.process_time() - start) / args.repeat
                all_times.append(per_call)
                if state.num_regions <= LATE_REGIONS:
                    late_times.append(per_call)
                found += plan is not None
    for name, times in (("all", all_times), (f"late (<= {LATE_REGIONS} regions)", late_times)):
        if times:
            mean = 1000 * sum(times) / len(times)
            slowest = 1000 * max(times)
            print(f"{name:20s} {len(times):5d} positions: mean {mean:.3f} ms a call, slowest {slowest:.2f} ms")
    print(f"wins found: {found}")


if __name__ == "__main__":
    main()
