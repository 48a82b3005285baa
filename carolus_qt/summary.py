"""The state in words, for terminals (``carolus replay`` without ``--json``)."""

from __future__ import annotations

from .constants import COLOURS
from .match import Match


def describe_state(match: Match) -> list[str]:
    state = match.state
    names = match.record.names
    rules = state.rules
    lines = [f"{rules.players} players, round {state.round}, {len(match.record.actions)} actions"]
    if state.is_over():
        if state.draw:
            lines.append("Game over: a draw.")
        else:
            who = " and ".join(names[p] for p in rules.side_players(state.winner))
            lines.append(f"Game over: {who} won.")
    elif state.is_chance_node():
        lines.append("A refill die is waiting to be rolled.")
    else:
        lines.append(f"{names[state.to_act]} to {state.phase_name}.")
    for side in range(rules.sides):
        who = " and ".join(names[p] for p in rules.side_players(side))
        lines.append(f"  {who}: {state.castles_in_play(side)} castles in play, {state.castles_left[side]} left")
    for p in range(state.n):
        held = [COLOURS[c] for c in range(5) if state.control[c] == p]
        lines.append(f"  {names[p]} controls: {', '.join(held) or 'nothing'}")
    lines.append(f"  {state.num_regions} regions; the emperor stands on region {state.emperor}")
    return lines
