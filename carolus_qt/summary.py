"""The state in words, for terminals (``carolus replay`` without ``--json``)."""

from __future__ import annotations

from .constants import COLOURS
from .match import Match

_END_WORDS = {
    "all-castles": "every castle of the winner in play",
    "regions": "fewer than 4 regions left",
    "stalled": "no knight can come into play any more",
    "round-100": "round 100 is over",
}
_TASKS = {
    "pile": "take a pile",
    "swap": "change a knight just taken, or keep them",
}


def describe_state(match: Match) -> list[str]:
    state = match.state
    names = match.record.names
    rules = state.rules
    lines = [f"{rules.players} players, round {state.round}, {len(match.record.actions)} actions"]
    if rules.variants:
        lines.append(f"Optional rules: {', '.join(rules.variants)}")
    if state.is_terminal():
        why = _END_WORDS.get(state.end_reason or "", "")
        if state.draw:
            lines.append(f"Game over: a draw ({why}).")
        else:
            who = " and ".join(names[p] for p in rules.side_players(state.winner))
            lines.append(f"Game over: {who} won ({why}).")
    elif state.is_chance_node():
        what = "A refill die" if state.in_refill_dice() else "A die"
        lines.append(f"{what} is waiting to be rolled.")
    else:
        lines.append(f"{names[state.to_act]} to {_TASKS.get(state.phase_name, state.phase_name)}.")
    for side in range(rules.sides):
        who = " and ".join(names[p] for p in rules.side_players(side))
        lines.append(f"  {who}: {state.castles_in_play(side)} castles in play, {state.castles_left[side]} left")
    for p in range(state.n):
        held = [COLOURS[c] for c in range(5) if state.control[c] == p]
        lines.append(f"  {names[p]} controls: {', '.join(held) or 'nothing'}")
    lines.append(f"  {state.num_regions} regions; the emperor stands on region {state.emperor}")
    return lines
