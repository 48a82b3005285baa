"""Engine throughput figures, printed, never asserted (``carolus bench``).

Rates are per second of this process's CPU time (``time.process_time``):
the engine runs on one thread, so that is "on one core", and the figure
stays meaningful on a machine shared with other work.
"""

from __future__ import annotations

import math
import platform
import time
from random import Random

from .match import Match
from .record import Record, initial_position
from .rules import Rules
from .selfplay import game_seed, random_game
from .state import State


def _fresh_state(players: int, seed: str, variant: tuple[str, ...] = ()) -> State:
    record = Record(players=players, names=[""] * players, seed=seed, variant=list(variant))
    return State.from_position(Rules(players, variant), initial_position(record))


def playout_rate(players: int, seconds: float, seed: int = 1, variant: tuple[str, ...] = ()) -> tuple[int, int, float]:
    """Random games from fresh seeded setups on the fast playout path: (games, actions, elapsed).

    Setup crowns and every decision are uniformly random legal actions; dice
    come from a seeded generator (what a search's rollouts do).
    """
    rng = Random(seed)
    games = actions = 0
    start = time.process_time()
    deadline = start + seconds
    while True:
        state = _fresh_state(players, f"{games:x}", variant)
        actions += state.playout(rng)
        games += 1
        if games % 16 == 0 and time.process_time() >= deadline:
            break
    return games, actions, time.process_time() - start


def recorded_rate(players: int, seconds: float, variant: tuple[str, ...] = ()) -> tuple[int, int, float]:
    """Random games through ``Match``: checked actions, record kept, hashed dice."""
    games = actions = 0
    start = time.process_time()
    deadline = start + seconds
    while time.process_time() < deadline:
        match = random_game(players, game_seed("bench", games), variant)
        actions += len(match.record.actions)
        games += 1
    return games, actions, time.process_time() - start


def perft(state: State, depth: int) -> int:
    """Paths of legal actions (and die faces at chance nodes) to ``depth``: python-chess's perft."""
    if depth == 0 or state.is_terminal():
        return 1
    children = range(6) if state.is_chance_node() else state.legal_actions()
    if depth == 1:
        return len(children)
    total = 0
    for move in children:
        child = state.clone()
        child.apply_trusted(move)
        total += perft(child, depth - 1)
    return total


def perft_rate(depth: int = 5) -> tuple[int, float]:
    """perft(depth) from the first disc phase of a fixed 2-player setup: (paths, CPU seconds)."""
    match = Match.new(2, "9f2c41d0a7")
    while match.state.phase_name == "crown":
        match.apply_action(match.state.legal_actions()[0])
    start = time.process_time()
    nodes = perft(match.state, depth)
    return nodes, time.process_time() - start


def clone_rate(seconds: float) -> float:
    state = _fresh_state(2, "c10e")
    count = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        for _ in range(1000):
            state.clone()
        count += 1000
    return count / (time.process_time() - start)


def run_bench(seconds: float = 3.0, players: tuple[int, ...] = (2, 3), variant: tuple[str, ...] = ()) -> list[str]:
    rules = f", variants: {', '.join(variant)}" if variant else ""
    lines = [
        f"carolus bench: Python {platform.python_version()} ({platform.python_implementation()}), "
        f"one core, per CPU second{rules}"
    ]
    for n in players:
        g, a, dt = playout_rate(n, seconds, variant=variant)
        lines.append(
            f"  {n} players, playout path: {g / dt:8.0f} games/s {a / dt:10.0f} actions/s "
            f"({a / g:.0f} actions/game, {g} games in {dt:.1f} CPU s)"
        )
    for n in players:
        g, a, dt = recorded_rate(n, seconds / 2, variant)
        lines.append(
            f"  {n} players, recorded path: {g / dt:7.0f} games/s {a / dt:10.0f} actions/s "
            "(Match: checked actions, record, hashed dice)"
        )
    nodes, dt = perft_rate()
    lines.append(
        f"  perft(5) from a 2-player start: {nodes} paths in {dt:.2f} CPU s "
        f"({nodes / dt:.0f} paths/s, last ply bulk-counted)"
    )
    lines.append(f"  clone: {clone_rate(seconds / 4):.0f} states/s")
    return lines


def replay_rate(match: Match, repeats: int = 20) -> float:
    """Replays of one record per second (verification cost of a save or network log)."""
    record = match.record
    start = time.perf_counter()
    for _ in range(repeats):
        Match(record)
    return repeats / (time.perf_counter() - start)


def _sample_positions(count: int) -> list[State]:
    """Turn starts from random 2-player games, rounds 3 and later."""
    rng = Random(11)
    out: list[State] = []
    game = 0
    while len(out) < count:
        match = random_game_prefix(f"be{game:x}", rng)
        game += 1
        if match is not None:
            out.append(match)
    return out


def random_game_prefix(seed: str, rng: Random) -> State | None:
    match = Match.new(2, seed)
    while not match.is_over():
        state = match.state
        if state.round >= 3 and state.phase_name == "place" and state.placed == 0:
            return state.clone()
        match.apply_action(state.random_action(rng))
    return None


def search_rate(seconds: float = 1.0, positions: int = 4) -> tuple[int, float]:
    """Strong AI iterations over ``positions`` searches of ``seconds`` each: (iterations, elapsed)."""
    from .ai import Budget, StrongPlayer

    total = 0
    elapsed = 0.0
    for state in _sample_positions(positions):
        ai = StrongPlayer(seed=1, budget=Budget(seconds=seconds))
        result = ai.search(state)
        total += result.iterations
        elapsed += result.seconds
    return total, elapsed


def _search_rate_task(seconds: float) -> tuple[int, float]:
    return search_rate(seconds)


def run_ai_bench(seconds: float = 1.0) -> list[str]:
    from concurrent.futures import ProcessPoolExecutor

    it, dt = search_rate(seconds)
    lines = [
        f"strong AI search (MCTS over whole-turn plans, no random rollouts), Python {platform.python_version()}",
        f"  one core:  {it / dt:8.0f} iterations/s",
    ]
    with ProcessPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(_search_rate_task, [seconds, seconds]))
    total = math.fsum(r[0] / r[1] for r in results)
    lines.append(f"  two cores: {total:8.0f} iterations/s (two searches side by side)")
    return lines
