"""Games for the library's tests: seeded, played to the end (or to a given length) by the engine's computer players."""

from __future__ import annotations

from carolus.engine.ai import make_player
from carolus.engine.match import Match
from carolus.engine.record import Record


def played(players: int, seed: str, seats: list[str], variant: tuple[str, ...] = (), stop: int | None = None) -> Record:
    """A game of computer players (the people's seats played by ``intermediate``), seeded; ``stop``: only that many
    actions."""
    match = Match.new(players, seed, [f"P{i}" for i in range(players)], list(variant))
    match.record.extra["seats"] = list(seats)
    ais = [make_player("intermediate" if kind in ("human", "remote") else kind, i) for i, kind in enumerate(seats)]
    while not match.is_over() and (stop is None or len(match.record.actions) < stop):
        match.apply_action(ais[match.to_act].choose(match.state.clone()))
    return match.record
