"""AI against AI, seats rotated, in parallel processes: measured strength.

Each entry of the line-up plays one side; game g rotates the line-up by g so
every AI sits in every seat equally often. Win rates come with a 95 % Wilson
interval, which stays honest near 0 % and 100 %.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from ..match import Match
from ..selfplay import game_seed
from .base import LEVELS, AIPlayer, Budget, check_spec, make_player
from .elo import Rating, fit
from .settings import Settings


@dataclass(frozen=True)
class GameResult:
    lineup: tuple[str, ...]
    """AI level per side, as seated in this game."""
    winner: int
    draw: bool
    castles: tuple[int, ...]
    think: tuple[float, ...]
    """Seconds of thinking per side."""
    moves: tuple[int, ...]
    """Decisions asked of each side."""
    rounds: int
    slowest: tuple[float, ...] = ()
    """Per side, the longest single decision in seconds (a time budget's overrun shows here)."""


def play_game(
    players: int, lineup: tuple[str, ...], seed: str, budget: Budget, index: int = 0, variant: tuple[str, ...] = ()
) -> GameResult:
    """One game; seat p is played by the AI of its side (named by level specs)."""
    return play_game_with(players, lineup, seed, budget, index, variant)


Entry = str | tuple[str, Settings]
"""An AI of a line-up: a level spec, or a level name with settings made in code (tuning)."""


def _player(entry: Entry, seed: int, budget: Budget) -> AIPlayer:
    if isinstance(entry, str):
        return make_player(entry, seed=seed, budget=budget)
    name, settings = entry
    return LEVELS[name].kind(seed=seed, budget=budget, settings=settings)


def play_game_with(
    players: int,
    lineup: tuple[Entry, ...],
    seed: str,
    budget: Budget,
    index: int = 0,
    variant: tuple[str, ...] = (),
) -> GameResult:
    """``play_game`` for line-ups that may hold settings objects; the result names each side's level."""
    match = Match.new(players, seed, variant=list(variant))
    rules = match.rules
    ais = [_player(lineup[rules.side_of[p]], 1000 * index + p, budget) for p in range(players)]
    think = [0.0] * rules.sides
    moves = [0] * rules.sides
    slowest = [0.0] * rules.sides
    while not match.is_over():
        p = match.state.to_act
        start = time.perf_counter()
        code = ais[p].choose(match.state)
        took = time.perf_counter() - start
        side = rules.side_of[p]
        think[side] += took
        slowest[side] = max(slowest[side], took)
        moves[side] += 1
        match.apply_action(code)
    state = match.state
    return GameResult(
        tuple(e if isinstance(e, str) else e[0] for e in lineup),
        state.winner,
        state.draw,
        tuple(state.castles_in_play(s) for s in range(rules.sides)),
        tuple(think),
        tuple(moves),
        state.round,
        tuple(slowest),
    )


def _task(args: tuple[int, tuple[str, ...], str, Budget, int, tuple[str, ...]]) -> GameResult:
    return play_game(*args)


def rotated(lineup: list[str] | tuple[str, ...], g: int) -> tuple[str, ...]:
    """The line-up of game ``g``: shifted by ``g`` seats, so every AI sits in every seat equally often (the first
    entry sits at seat ``g % len(lineup)``)."""
    sides = len(lineup)
    return tuple(lineup[(i - g) % sides] for i in range(sides))


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95 % Wilson score interval of a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass
class Standing:
    name: str
    entries: int
    """How many sides of the line-up this AI plays."""
    wins: int = 0
    draws: int = 0
    castles: float = 0.0
    think: float = 0.0
    moves: int = 0
    slowest: float = 0.0


@dataclass
class TournamentReport:
    players: int
    games: int
    standings: dict[str, Standing] = field(default_factory=dict)
    rounds: int = 0

    def lines(self) -> list[str]:
        g = max(self.games, 1)
        sides = 3 if self.players == 3 else 2
        out = [f"{self.games} games, {self.players} players, seats rotated"]
        width = max(8, *(len(name) for name in self.standings))
        for st in self.standings.values():
            lo, hi = wilson(st.wins, g)
            fair = 100 * st.entries / sides
            per_move = 1000 * st.think / max(st.moves, 1)
            out.append(
                f"  {st.name:{width}s} wins {st.wins:4d}/{g} = {100 * st.wins / g:5.1f} % "
                f"(95 % CI {100 * lo:.1f}-{100 * hi:.1f} %, fair share {fair:.0f} %), "
                f"draws {st.draws}, mean castles {st.castles / (g * st.entries):.2f}, "
                f"{per_move:.1f} ms per move (longest {1000 * st.slowest:.0f} ms)"
            )
        out.append(f"  mean rounds {self.rounds / g:.1f}")
        return out


def run_tournament(
    players: int,
    games: int,
    lineup: list[str],
    budget: Budget,
    jobs: int = 1,
    seed: str = "7",
    on_game: Callable[[GameResult], None] | None = None,
    variant: tuple[str, ...] = (),
) -> TournamentReport:
    sides = 3 if players == 3 else 2
    if len(lineup) != sides:
        raise ValueError(f"a {players}-player tournament needs {sides} AIs (one per side), not {len(lineup)}")
    for name in lineup:
        check_spec(name)  # unknown level or setting -> ValueError now, not in a worker
    report = TournamentReport(players, 0)
    for name in lineup:
        report.standings.setdefault(name, Standing(name, 0)).entries += 1
    tasks = [(players, rotated(lineup, g), game_seed(seed, g), budget, g, tuple(variant)) for g in range(games)]

    def record(result: GameResult) -> None:
        report.games += 1
        report.rounds += result.rounds
        for side, name in enumerate(result.lineup):
            st = report.standings[name]
            st.castles += result.castles[side]
            st.think += result.think[side]
            st.moves += result.moves[side]
            st.slowest = max(st.slowest, result.slowest[side])
            if result.draw:
                st.draws += 1
            elif result.winner == side:
                st.wins += 1
        if on_game:
            on_game(result)

    if jobs <= 1:
        for task in tasks:
            record(_task(task))
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            for result in pool.map(_task, tasks):
                record(result)
    return report


@dataclass
class RoundRobin:
    """Every pair of AIs played the same number of seat-rotated games; Elo ratings fitted to all of them."""

    players: int
    names: list[str]
    games_per_pair: int
    results: list[tuple[int, int, float]] = field(default_factory=list)
    """(a, b, score of a) per game."""
    think: dict[str, list[float]] = field(default_factory=dict)
    """Per AI: [seconds thinking, decisions]."""

    def ratings(self) -> list[Rating]:
        return fit(self.names, self.results)

    def lines(self) -> list[str]:
        ratings = self.ratings()
        width = max(8, *(len(name) for name in self.names))
        out = [
            f"round robin, {len(self.results)} games ({self.games_per_pair} per pair), {self.players} players, "
            f"seats rotated; Elo with 95 % interval, {self.names[0]} fixed at {ratings[0].elo:.0f}"
        ]
        for r in sorted(ratings, key=lambda r: -r.elo):
            spent = self.think.get(r.name, [0.0, 0])
            per_move = 1000 * spent[0] / max(spent[1], 1)
            interval = "anchor" if r.name == self.names[0] else f"{r.low:5.0f} .. {r.high:5.0f}"
            out.append(
                f"  {r.name:{width}s} Elo {r.elo:5.0f} ({interval}), score {r.score:g}/{r.games}, "
                f"{per_move:.1f} ms per move"
            )
        return out


def run_round_robin(
    players: int,
    games_per_pair: int,
    names: list[str],
    budget: Budget,
    jobs: int = 1,
    seed: str = "7",
    on_game: Callable[[GameResult], None] | None = None,
) -> RoundRobin:
    """Each pair of ``names`` plays ``games_per_pair`` games (2 sides: 2 or 4 players), seats rotated."""
    if players not in (2, 4):
        raise ValueError("a round robin needs two sides: 2 or 4 players")
    if len(names) < 2 or len(set(names)) != len(names):
        raise ValueError("a round robin needs at least two different AIs")
    for name in names:
        check_spec(name)
    rr = RoundRobin(players, list(names), games_per_pair)
    pair = 0
    for a in range(len(names)):
        for b in range(a + 1, len(names)):

            def record(result: GameResult, a: int = a, b: int = b) -> None:
                first = result.lineup.index(names[a])
                score = 0.5 if result.draw else float(result.winner == first)
                rr.results.append((a, b, score))
                for side, name in enumerate(result.lineup):
                    spent = rr.think.setdefault(name, [0.0, 0])
                    spent[0] += result.think[side]
                    spent[1] += result.moves[side]
                if on_game:
                    on_game(result)

            run_tournament(players, games_per_pair, [names[a], names[b]], budget, jobs, f"{seed}{pair:02x}", record)
            pair += 1
    return rr
