"""Random legal games played to the end through the checked, recorded door.

Selfplay is both a smoke test of the whole stack (records, chance, rules)
and a source of fixtures: each game can be written as a record that
``carolus replay`` reproduces exactly.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from pathlib import Path
from random import Random

from .match import Match
from .progress import Progress


def game_seed(seed: str, index: int) -> str:
    """The record seed of game ``index`` of a run seeded with ``seed``."""
    return hashlib.sha256(f"selfplay/{seed}/{index}".encode()).hexdigest()[:16]


def random_game(players: int, seed: str, variant: tuple[str, ...] = ()) -> Match:
    """One game of uniformly random legal actions; dice from the record's seed."""
    match = Match.new(players, seed, variant=list(variant))
    rng = Random(int(seed, 16))
    state = match.state
    while not state.is_terminal():
        match.apply_action(state.random_action(rng))
        state = match.state
    return match


@dataclass
class SelfplaySummary:
    players: int
    games: int = 0
    wins: list[int] = field(default_factory=list)
    """Per side (per seat; per team in four-player games)."""
    draws: int = 0
    rounds: int = 0
    actions: int = 0

    def add(self, match: Match) -> None:
        state = match.state
        self.games += 1
        self.rounds += state.round
        self.actions += len(match.record.actions)
        if state.draw:
            self.draws += 1
        else:
            self.wins[state.winner] += 1

    def lines(self) -> list[str]:
        g = max(self.games, 1)
        label = "team" if self.players == 4 else "seat"
        out = [f"{self.games} random {self.players}-player games"]
        for side, wins in enumerate(self.wins):
            out.append(f"  {label} {side}: {wins} wins ({100 * wins / g:.1f} %)")
        out.append(f"  draws: {self.draws} ({100 * self.draws / g:.1f} %)")
        out.append(f"  mean rounds: {self.rounds / g:.2f}")
        out.append(f"  mean actions: {self.actions / g:.1f}")
        return out


def run_selfplay(
    players: int,
    games: int,
    seed: str,
    out_dir: Path | None = None,
    show_progress: bool = True,
    variant: tuple[str, ...] = (),
) -> SelfplaySummary:
    sides = 2 if players == 4 else players
    summary = SelfplaySummary(players, wins=[0] * sides)
    progress = Progress(games, "selfplay") if show_progress else None
    if out_dir is not None:
        out_dir.mkdir(parents=True, exist_ok=True)
    for i in range(games):
        match = random_game(players, game_seed(seed, i), variant)
        summary.add(match)
        if out_dir is not None:
            match.record.save(out_dir / f"game-{i:05d}.json")
        if progress:
            progress.advance()
    if progress:
        progress.close()
    return summary
