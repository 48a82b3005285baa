"""A record replayed step by step: the positions a viewer scrubs through and
the castles each side held over time (no Qt here).

Both are recomputed from the record rather than remembered by the live game,
so a saved game, a finished game and a replay file all give the same answers.
"""

from __future__ import annotations

from carolus.engine.match import Match
from carolus.engine.record import Record
from carolus.engine.view import GameView, game_view


def _fresh_match(record: Record) -> Match:
    return Match(Record.from_dict({**record.to_dict(), "actions": []}))


def replay_views(record: Record) -> list[GameView]:
    """The view before any action, then after each action (len = actions + 1)."""
    match = _fresh_match(record)
    views = [game_view(match.state)]
    for action in record.actions:
        match.apply_action(action)
        views.append(game_view(match.state))
    return views


def castles_over_time(record: Record) -> list[tuple[int, ...]]:
    """Castles in play per side at the start and after every emperor move."""
    match = _fresh_match(record)
    total = match.rules.castles_per_side
    points = [tuple(total - left for left in match.state.castles_left)]
    for action in record.actions:
        match.apply_action(action)
        if action.type == "move":
            points.append(tuple(total - left for left in match.state.castles_left))
    return points
