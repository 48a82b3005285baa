"""The AI interface and the random baseline."""

from __future__ import annotations

from dataclasses import dataclass
from random import Random

from ..state import State


@dataclass(frozen=True)
class Budget:
    """How long a player may think: iterations (reproducible) and/or seconds."""

    iterations: int | None = None
    seconds: float | None = None


class AIPlayer:
    """Given a state where it is to act, return a legal action code."""

    name = "base"

    def __init__(self, seed: int = 0, budget: Budget | None = None) -> None:
        self.rng = Random(seed)
        self.budget = budget or Budget()

    def choose(self, state: State) -> int:
        raise NotImplementedError

    def reason(self, state: State, code: int) -> str:
        """A short why for a hint; empty if the player has none."""
        return ""


class RandomPlayer(AIPlayer):
    """A uniformly random legal action: the baseline, not a product level."""

    name = "random"

    def choose(self, state: State) -> int:
        return state.random_action(self.rng)


LEVELS: dict[str, type[AIPlayer]] = {"random": RandomPlayer}


def make_player(level: str, seed: int = 0, budget: Budget | None = None) -> AIPlayer:
    """An AI of the named level (``random``, ``greedy``, ``strong``)."""
    try:
        cls = LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown AI level {level!r}; choose from {', '.join(LEVELS)}") from None
    return cls(seed=seed, budget=budget)
