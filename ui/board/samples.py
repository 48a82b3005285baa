"""Reproducible positions for screenshots, tests and the redraw benchmark (engine only, no Qt).

Games are played by the greedy AI from fixed seeds, so a mid-game position has
built castles and merged regions the way real play makes them.
"""

from __future__ import annotations

from collections.abc import Callable

from carolus.engine.ai import GreedyPlayer, RandomPlayer
from carolus.engine.match import Match
from carolus.engine.state import State

NAMES = ["Anna", "Bertrand", "Clothilde", "Dagobert"]


def play_until(
    players: int, seed: str, stop: Callable[[State], bool], level: str = "greedy", max_actions: int = 2000
) -> Match:
    """Play a seeded game until ``stop(state)`` holds before an action (or the game ends)."""
    match = Match.new(players, seed, NAMES[:players])
    ai = GreedyPlayer(seed=1) if level == "greedy" else RandomPlayer(seed=1)
    for _ in range(max_actions):
        if match.is_over() or stop(match.state):
            break
        match.apply_action(ai.choose(match.state))
    return match


def opening(players: int, seed: str = "a1") -> Match:
    """The first decision of a game (the start crowns, then the first disc)."""
    return play_until(players, seed, lambda s: s.phase_name == "disc")


def midgame(players: int, seed: str = "a1", regions: int = 11) -> Match:
    """A position with merged regions and castles: fewer than 12 regions, a human about to place."""
    return play_until(players, seed, lambda s: s.num_regions <= regions and s.phase_name == "place")


def move_phase(players: int, seed: str = "a1", regions: int = 13) -> Match:
    """The player to act must move the emperor (reachable regions highlighted)."""
    return play_until(
        players, seed, lambda s: s.num_regions <= regions and s.phase_name == "move" and s.chosen[s.to_act] >= 3
    )


def crowded(players: int = 3, seed: str = "b7") -> Match:
    """15 regions, every colour in every region, castles on every other region: the largest drawing.

    Knights are moved from the supply onto the board directly (a legal game
    rarely keeps 15 regions that full), keeping the 200-knight total.
    """
    match = opening(players, seed)
    match.apply_action(match.state.legal_actions()[0])
    s = match.state
    for r in range(s.num_regions):
        for c in range(5):
            take = min(s.supply[c], 1 + (r + c) % 3)
            s.supply[c] -= take
            s.knights[5 * r + c] += take
    for i, r in enumerate(range(0, s.num_regions - 1, 2)):
        side = i % s.rules.sides
        if s.castles_left[side] > 1:
            s.owner[r] = side
            s.castles[r] = 1
            s.castles_left[side] -= 1
    return match
