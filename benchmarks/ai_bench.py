"""Search speed of the strong AI: iterations per second on one core and on two.

Run: ``python3 benchmarks/ai_bench.py [--iterations N] [--positions K] [--players P ...] [--ai SPEC]``
(``--ai 'strong:team_rivals=0'`` measures a search with other settings).

Positions are turn starts (round 3 and later) and disc choices from games
of greedy against greedy, for 2, 3 and 4 players. Each search runs a fixed
number of iterations; the rate is iterations per second of the process's CPU
time, so it stays meaningful on a machine shared with other work. "Two
cores" runs two searches side by side in two processes and reports the
wall-clock total. The strong AI does no random rollouts (leaves are judged by
the static score), so there is no rollout rate to print.
"""

from __future__ import annotations

import argparse
import platform
import time
from concurrent.futures import ProcessPoolExecutor

from carolus.engine.ai import Budget, StrongPlayer, make_player
from carolus.engine.constants import DISC, PLACE
from carolus.engine.match import Match
from carolus.engine.state import State


def sample_positions(players: int, count: int) -> list[State]:
    """Turn starts and disc choices from round 3 on, alternating, from greedy self-play."""
    out: list[State] = []
    game = 0
    while len(out) < count:
        match = Match.new(players, f"ab{players}{game:x}")
        greedy = make_player("greedy", seed=game)
        game += 1
        want = PLACE
        while not match.is_over() and len(out) < count:
            state = match.state
            if state.round >= 3 and state.phase == want and (want == DISC or state.placed == 0):
                out.append(state.clone())
                want = DISC if want == PLACE else PLACE
            match.apply_action(greedy.choose(state))
    return out


def measure(players: int, iterations: int, positions: int, spec: str = "strong") -> tuple[int, float, float]:
    """(iterations, CPU seconds, wall seconds) of searching every sample position."""
    states = sample_positions(players, positions)
    total = 0
    cpu = wall = 0.0
    for i, state in enumerate(states):
        ai = make_player(spec, seed=i, budget=Budget(iterations=iterations))
        assert isinstance(ai, StrongPlayer), "--ai must name a searching level"
        c0, w0 = time.process_time(), time.perf_counter()
        result = ai.search(state)
        cpu += time.process_time() - c0
        wall += time.perf_counter() - w0
        total += result.iterations
    return total, cpu, wall


def _task(args: tuple[int, int, int, str]) -> tuple[int, float, float]:
    return measure(*args)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--iterations", type=int, default=1000, help="iterations per search (default 1000)")
    parser.add_argument("--positions", type=int, default=6, help="positions per player count (default 6)")
    parser.add_argument("--players", type=int, action="append", choices=(2, 3, 4), help="default: 2, 3 and 4")
    parser.add_argument("--ai", default="strong", help="the searching level, with settings (default strong)")
    args = parser.parse_args()
    print(f"{args.ai} search speed, Python {platform.python_version()}, {args.iterations} iterations per search")
    print("  (MCTS over whole-turn plans with dice as chance nodes; no random rollouts)")
    for players in args.players or (2, 3, 4):
        it, cpu, _ = measure(players, args.iterations, args.positions, args.ai)
        w0 = time.perf_counter()
        with ProcessPoolExecutor(max_workers=2) as pool:
            both = list(pool.map(_task, [(players, args.iterations, args.positions, args.ai)] * 2))
        wall = time.perf_counter() - w0
        both_it = sum(b[0] for b in both)
        print(
            f"  {players} players: one core {it / cpu:7.0f} iterations/CPU-s;"
            f" two cores {both_it / wall:7.0f} iterations/s wall-clock (two searches side by side,"
            f" {sum(b[0] / b[1] for b in both):.0f} per CPU-s)"
        )


if __name__ == "__main__":
    main()
