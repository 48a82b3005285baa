"""The state as the headless replay prints it (docs/record-format.md §12)."""

from __future__ import annotations

from typing import Any

from .constants import COLOURS, FACES
from .state import State


def _colour_counts(values: list[int]) -> dict[str, int]:
    return {name: values[i] for i, name in enumerate(COLOURS)}


def replay_json(state: State) -> dict[str, Any]:
    """The replay contract's JSON object for ``state``."""
    n = state.n
    regions = []
    for r in range(state.num_regions):
        owner = state.owner[r]
        regions.append(
            {
                "provinces": state.region_provinces(r),
                "knights": _colour_counts(state.knights[5 * r : 5 * r + 5]),
                "owner": owner if owner >= 0 else None,
                "castles": state.castles[r],
            }
        )
    over = state.is_terminal()
    out = {
        "players": n,
        "round": state.round,
        "phase": state.phase_name,
        "to_act": None if over or state.to_act < 0 else state.to_act,
        "emperor": state.emperor,
        "regions": regions,
        "courts": [_colour_counts(state.court[5 * p : 5 * p + 5]) for p in range(n)],
        "reserves": [_colour_counts(state.reserve[5 * p : 5 * p + 5]) for p in range(n)],
        "supply": _colour_counts(state.supply),
        "control": {name: (q if q >= 0 else None) for name, q in zip(COLOURS, state.control)},
        "castles_left": list(state.castles_left),
        "discs_left": [[v for v in range(1, 6) if state.discs[p] >> v & 1] for p in range(n)],
        "over": over,
        "winner": state.winner if over and state.winner >= 0 else None,
        "draw": bool(over and state.draw),
        "end": state.end_reason,
    }
    rules = state.rules
    if rules.has_variant("piles"):
        out["piles"] = [_colour_counts(state.piles[5 * i : 5 * i + 5]) for i in range(rules.num_piles)]
    if rules.has_variant("deferred-jokers"):
        out["jokers"] = list(state.jokers)
    if rules.has_variant("free-colour"):
        out["taken"] = [COLOURS[c] for c in state.taken or ()]
    if rules.has_variant("early-roll"):
        out["rolled"] = [FACES[f] for f in state.rolled]
    return out
