"""Builders for rule scenarios: records that start mid-game, and their replay.

The rule and engine tests describe every situation as a record (the same
data a save file holds), using the project's extra ``setup`` keys
(``regions``, ``courts``, ``control``, ``discs_left``, ``round``), and
replay it through ``Match``, the checked door every client uses.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from carolus.engine.codes import PLACES
from carolus.engine.constants import COLOURS, COURT
from carolus.engine.match import Match
from carolus.engine.record import Record
from carolus.engine.state import State

RECORDS = Path(__file__).parents[1] / "records"

# Province colours of a standard-looking ring (three of each colour).
RING = ("red", "blue", "pink", "green", "yellow") * 3


def disc(p: int, v: int) -> dict[str, Any]:
    return {"type": "disc", "player": p, "value": v}


def place(p: int, colour: str, to: int | str) -> dict[str, Any]:
    return {"type": "place", "player": p, "colour": colour, "to": to}


def move(p: int, steps: int) -> dict[str, Any]:
    return {"type": "move", "player": p, "steps": steps}


def crown(p: int, colour: str) -> dict[str, Any]:
    return {"type": "crown", "player": p, "colour": colour}


def region(provinces: list[int] | int, owner: int | None = None, castles: int = 0, **knights: int) -> dict[str, Any]:
    """A setup region; ``knights`` by colour name, e.g. ``region(4, 1, 1, green=2, red=1)``."""
    provs = [provinces] if isinstance(provinces, int) else list(provinces)
    return {"provinces": provs, "knights": knights, "owner": owner, "castles": castles}


def ring(*special: dict[str, Any]) -> list[dict[str, Any]]:
    """Fifteen regions: the ``special`` ones as given, every other province alone with one RING knight.

    ``special`` regions may span several provinces (and wrap past 14); the
    result is listed clockwise from the region holding province 0.
    """
    taken: dict[int, dict[str, Any]] = {}
    for spec in special:
        for prov in spec["provinces"]:
            taken[prov] = spec
    out: list[dict[str, Any]] = []
    seen: set[int] = set()
    start = taken[0]["provinces"][0] if 0 in taken else 0
    for i in range(15):
        prov = (start + i) % 15
        if prov in seen:
            continue
        if prov in taken:
            spec = taken[prov]
            out.append(spec)
            seen.update(spec["provinces"])
        else:
            out.append(region(prov, **{RING[prov]: 1}))
            seen.add(prov)
    return out


def scenario(
    players: int = 2,
    regions: list[dict[str, Any]] | None = None,
    reserves: list[Any] | None = None,
    courts: list[dict[str, int]] | None = None,
    emperor: int = 0,
    start_player: int = 0,
    dice: list[str] | None = None,
    actions: list[dict[str, Any]] | None = None,
    **setup: Any,
) -> dict[str, Any]:
    """A record (as a dict) starting from the given position; unspecified reserves are seven blues."""
    size = {2: 7, 3: 9, 4: 7}[players]
    full_setup: dict[str, Any] = {
        "regions": regions if regions is not None else ring(),
        "emperor": emperor,
        "start_player": start_player,
        "reserves": reserves if reserves is not None else [["blue"] * size for _ in range(players)],
    }
    if courts is not None:
        full_setup["courts"] = courts
    full_setup.update(setup)
    return {
        "format": "carolus-record",
        "version": 1,
        "players": players,
        "names": [f"P{i}" for i in range(players)],
        "variant": [],
        "seed": "5eed",
        "setup": full_setup,
        "dice": dice if dice is not None else [],
        "actions": actions if actions is not None else [],
    }


def play(record: dict[str, Any]) -> Match:
    """Replay a record dict through the checked door."""
    return Match(Record.from_dict(record))


def load_fixture(name: str) -> dict[str, Any]:
    return json.loads((RECORDS / name).read_text(encoding="utf-8"))


def region_of(state: State, province: int) -> int:
    """Index of the region holding ``province``."""
    return state.prov_region[province]


def knights_in(state: State, r: int) -> dict[str, int]:
    return {name: state.knights[5 * r + c] for c, name in enumerate(COLOURS)}


def court_of(state: State, p: int) -> dict[str, int]:
    return {name: state.court[5 * p + c] for c, name in enumerate(COLOURS)}


def control_of(state: State) -> dict[str, int | None]:
    return {name: (q if q >= 0 else None) for name, q in zip(COLOURS, state.control)}


def plain_action(state: State) -> int:
    """A fixed simple choice: the lowest disc, a knight of the first colour to court, one step, the first crown."""
    codes = state.legal_actions()
    if state.phase_name == "place":
        return next(c for c in codes if PLACES[c][1] == COURT)
    return codes[0]


def play_until(match: Match, done: Callable[[State], bool], limit: int = 10_000) -> None:
    """Apply ``plain_action`` until ``done(state)`` or the end; fails past ``limit`` actions."""
    for _ in range(limit):
        if match.is_over() or done(match.state):
            return
        match.apply_action(plain_action(match.state))
    raise AssertionError("play_until: limit reached")
