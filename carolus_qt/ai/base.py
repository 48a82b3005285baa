"""The AI interface, the random baseline, and the table of named levels."""

from __future__ import annotations

from dataclasses import dataclass
from random import Random

from ..state import State
from .settings import DEFAULT_SETTINGS, Settings, apply_overrides, split_spec


@dataclass(frozen=True)
class Budget:
    """How long a player may think: iterations (reproducible) and/or seconds."""

    iterations: int | None = None
    seconds: float | None = None

    def scaled(self, effort: float) -> Budget:
        """This budget times ``effort`` (a level that thinks longer or shorter than the budget it is given)."""
        if effort == 1.0:
            return self
        iterations = None if self.iterations is None else max(1, round(self.iterations * effort))
        seconds = None if self.seconds is None else self.seconds * effort
        return Budget(iterations, seconds)


class AIPlayer:
    """Given a state where it is to act, return a legal action code.

    A player that plans a whole turn keeps the rest of the plan and feeds it
    action by action (``follow_plan``) while the game stays where the plan
    expects it; any other state (an undo, a different game) makes it plan anew.
    """

    name = "base"
    estimate = False
    """Search a forced decision too, for the chance after it (a hint's player: its chance is what the hint shows).
    Play leaves it off: with one legal choice there is nothing to search for."""

    def __init__(self, seed: int = 0, budget: Budget | None = None, settings: Settings = DEFAULT_SETTINGS) -> None:
        self.rng = Random(seed)
        self.seed = seed
        self.settings = settings
        self.budget = (budget or Budget()).scaled(settings.effort)
        self._plan: list[int] = []
        self._expect = ""

    def choose(self, state: State) -> int:
        raise NotImplementedError

    def reason(self, state: State, code: int) -> str:
        """A short why for a hint; empty if the player has none."""
        return ""

    # -- feeding a planned turn ---------------------------------------------------

    def follow_plan(self, state: State) -> int | None:
        """The next action of the current plan if ``state`` is the one the plan leads to, else None."""
        if self._plan and state.digest() == self._expect:
            return self._next(state)
        return None

    def play_plan(self, state: State, codes: tuple[int, ...] | list[int]) -> int:
        """Adopt ``codes`` as the plan for the rest of the turn and return its first action."""
        self._plan = list(codes)
        return self._next(state)

    def planned_rest(self) -> tuple[int, ...]:
        """What is left of the plan after the action just returned."""
        return tuple(self._plan)

    def _next(self, state: State) -> int:
        code = self._plan.pop(0)
        after = state.clone()
        after.apply_trusted(code)
        self._expect = after.digest()
        return code


class RandomPlayer(AIPlayer):
    """A uniformly random legal action: the baseline, not a product level."""

    name = "random"

    def choose(self, state: State) -> int:
        return state.random_action(self.rng)


@dataclass(frozen=True)
class Level:
    """A named level: a kind of player and its settings."""

    kind: type[AIPlayer]
    settings: Settings = DEFAULT_SETTINGS
    about: str = ""


LEVELS: dict[str, Level] = {"random": Level(RandomPlayer, about="uniformly random legal actions (a baseline)")}
"""Named levels; ``ai/levels.py`` adds the rest."""


def make_player(level: str, seed: int = 0, budget: Budget | None = None) -> AIPlayer:
    """An AI of the named level, optionally with settings changed: ``'strong'``, ``'strong:c=1.2,castle=12'``.

    An unknown level, an unknown setting or a bad value raises ValueError with a one-line reason.
    """
    name, pairs = split_spec(level)
    try:
        entry = LEVELS[name]
    except KeyError:
        raise ValueError(f"unknown AI level {name!r}; choose from {', '.join(LEVELS)}") from None
    settings = apply_overrides(entry.settings, pairs)
    player = entry.kind(seed=seed, budget=budget, settings=settings)
    player.name = level
    return player


def check_spec(level: str) -> None:
    """Raise ValueError (one line) unless ``level`` names a level with valid settings."""
    make_player(level)
