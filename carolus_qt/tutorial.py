"""The guided first game as data: short steps, each a position, a goal the engine checks, and the way to it.

A step starts from a record (a mid-game start, docs/record-format.md §6, with
the dice it rolls listed so it plays the same every time) in which the person
at seat 0 is to act. Its goal is a fact about the state (``goal_met``) asked of
the engine, never re-derived by the window; its ``path`` is one way to reach
it, which the window marks on the board and the tests click. The words of each
step live in the window (``carolus.ui.tutorial.words``), keyed by ``Step.key``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .actions import Action
from .constants import COLOUR_INDEX, NUM_PROVINCES
from .record import Record
from .state import State

YOU = 0
"""The learner's seat (and side) in every step; seat 1 is the computer, which never needs to act in a step."""

BOARD = (
    "green",
    "red",
    "yellow",
    "blue",
    "pink",
    "red",
    "green",
    "blue",
    "yellow",
    "pink",
    "blue",
    "red",
    "green",
    "pink",
    "yellow",
)
"""One knight per province, as at the start of a game; a step changes the few provinces it is about."""


@dataclass(frozen=True)
class Goal:
    """What the learner must bring about, as one engine fact.

    ``kind``: ``acts-first`` (seat plays first this round), ``controls`` (seat controls ``colour``), ``leads``
    (side leads in the region of ``provinces[0]``), ``castle`` (side owns that region's castles), ``merged``
    (``provinces`` lie in one region the side owns), ``refilled`` (seat's reserve is full again and no die or crown
    of its refill is pending), ``wins`` (the game is over and the side won).
    """

    kind: str
    who: int = YOU
    colour: str = ""
    provinces: tuple[int, ...] = ()


@dataclass(frozen=True)
class Step:
    """One small task on a real board."""

    key: str
    """Names the step's words in the window and its saved progress."""
    record: dict[str, Any]
    goal: Goal
    path: tuple[Action, ...]
    """One way from the start to the goal: what the board marks and the tests click."""
    places: tuple[int, ...] = field(default=())
    """Provinces the step's words name, in order (the window words them in the player's language)."""

    def new_record(self, names: list[str] | None = None) -> Record:
        """A fresh record of the step's start (each try begins from it)."""
        data = dict(self.record)
        if names is not None:
            data["names"] = list(names)
        return Record.from_dict(data)


def goal_met(goal: Goal, state: State) -> bool:
    """Whether ``state`` shows the goal reached (engine queries only)."""
    kind = goal.kind
    if kind == "acts-first":
        return state.phase_name not in ("disc", "crown") and state.round > 0 and state.action_order[0] == goal.who
    if kind == "controls":
        return state.control[COLOUR_INDEX[goal.colour]] == goal.who
    if kind == "leads":
        return state.leader(state.region_of(goal.provinces[0])) == goal.who
    if kind == "castle":
        return state.owner[state.region_of(goal.provinces[0])] == goal.who
    if kind == "merged":
        regions = {state.region_of(p) for p in goal.provinces}
        return len(regions) == 1 and state.owner[regions.pop()] == goal.who
    if kind == "refilled":
        refilling = state.to_act == goal.who and state.in_refill()
        return not refilling and state.reserve_total(goal.who) == state.rules.reserve_size
    if kind == "wins":
        return state.is_terminal() and not state.draw and state.winner == goal.who
    raise ValueError(f"unknown tutorial goal {kind!r}")


PLACING_GOALS = ("controls", "leads")
"""Goals reached by placing knights only: once the learner's placements are over, a miss is a miss (moving the
emperor first would only make them wait for the news)."""


def step_failed(goal: Goal, state: State) -> bool:
    """The learner can no longer reach the goal in this step: it is not met and they are not to act (the
    computer's turn came, or the game ended), or, for a goal of placing, their placements are over."""
    if goal_met(goal, state):
        return False
    if state.is_terminal() or state.to_act != YOU:
        return True
    return goal.kind in PLACING_GOALS and state.phase_name != "place"


def _regions(
    knights: dict[int, dict[str, int]] | None = None,
    castles: dict[int, tuple[int, int]] | None = None,
    runs: tuple[tuple[int, ...], ...] = (),
) -> list[dict[str, Any]]:
    """The ``regions`` setup key: one region per province except the merged ``runs``; a region's knights are the
    board's unless ``knights`` (keyed by its first province) says otherwise; ``castles`` maps a first province to
    (owner, castles)."""
    knights = knights or {}
    castles = castles or {}
    starts = {run[0]: run for run in runs}
    inside = {p for run in runs for p in run[1:]}
    out: list[dict[str, Any]] = []
    for p in range(NUM_PROVINCES):
        if p in inside:
            continue
        run = starts.get(p, (p,))
        held: dict[str, int] = {}
        for q in run:
            held[BOARD[q]] = held.get(BOARD[q], 0) + 1
        owner, count = castles.get(p, (None, 0))
        out.append({"provinces": list(run), "knights": knights.get(p, held), "owner": owner, "castles": count})
    # the record wants the region holding province 0 first
    first = next(i for i, r in enumerate(out) if 0 in r["provinces"])
    return out[first:] + out[:first]


def _record(
    setup: dict[str, Any], actions: list[Action] | None = None, dice: list[str] | None = None
) -> dict[str, Any]:
    return {
        "format": "carolus-record",
        "version": 1,
        "players": 2,
        "names": ["You", "Computer"],
        "variant": [],
        "seed": "7e57",
        "setup": {"start_player": YOU, **setup},
        "dice": dice or list(PLAIN_DICE),
        "actions": [a.to_dict() for a in actions or ()],
    }


PLAIN_DICE = ("yellow", "green", "blue", "pink", "yellow", "green", "blue", "pink")
"""The refill dice of a step that is not about them: no crown, so no question the step did not ask."""
COMPUTER_RESERVE = ["green", "green", "yellow", "yellow", "pink", "red", "red"]

_disc = Action.disc
_place = Action.place
_move = Action.move

STEPS: tuple[Step, ...] = (
    Step(
        "discs",
        _record(
            {
                "provinces": list(BOARD),
                "emperor": 0,
                "start_player": 1,
                "reserves": [["blue", "blue", "red", "green", "yellow", "pink", "pink"], COMPUTER_RESERVE],
            },
            [_disc(1, 3)],
        ),
        Goal("acts-first"),
        (_disc(YOU, 2),),
    ),
    Step(
        "control",
        _record(
            {
                "provinces": list(BOARD),
                "emperor": 0,
                "reserves": [["red", "red", "blue", "green", "yellow", "pink", "blue"], COMPUTER_RESERVE],
                "courts": [{"red": 1}, {"red": 1}],
            },
            [_disc(YOU, 2), _disc(1, 4)],
        ),
        Goal("controls", colour="red"),
        (_place(YOU, "red", "court"),),
    ),
    Step(
        "place",
        _record(
            {
                "regions": _regions({1: {"red": 2}}),
                "emperor": 0,
                "reserves": [["blue", "blue", "blue", "green", "yellow", "pink", "pink"], COMPUTER_RESERVE],
                "courts": [{"blue": 2}, {"blue": 1, "red": 2}],
            },
            [_disc(YOU, 2), _disc(1, 4)],
        ),
        Goal("leads", provinces=(1,)),
        (_place(YOU, "blue", 1), _place(YOU, "blue", 1), _place(YOU, "blue", 1)),
        places=(1,),
    ),
    Step(
        "castle",
        _record(
            {
                "regions": _regions({1: {"yellow": 1}, 2: {"yellow": 1}, 3: {"yellow": 1}}),
                "emperor": 0,
                "reserves": [["blue", "blue", "pink", "green", "yellow", "red", "red"], COMPUTER_RESERVE],
                "courts": [{"blue": 2}, {"red": 2}],
            },
            [_disc(YOU, 3), _disc(1, 4), _place(YOU, "blue", 2), _place(YOU, "blue", 2), _place(YOU, "pink", "court")],
        ),
        Goal("castle", provinces=(2,)),
        (_move(YOU, 2),),
        places=(2,),
    ),
    Step(
        "takeover",
        _record(
            {
                "regions": _regions({2: {"yellow": 1}, 3: {"red": 1, "blue": 2}}, {3: (1, 1)}),
                "emperor": 1,
                "reserves": [["pink", "pink", "blue", "green", "yellow", "red", "green"], COMPUTER_RESERVE],
                "courts": [{"blue": 2}, {"red": 2}],
            },
            [_disc(YOU, 2), _disc(1, 4), _place(YOU, "pink", "court"), _place(YOU, "pink", "court")],
        ),
        Goal("castle", provinces=(3,)),
        (_place(YOU, "blue", 3), _move(YOU, 2)),
        places=(3,),
    ),
    Step(
        "merge",
        _record(
            {
                "regions": _regions({5: {"blue": 1}, 6: {"blue": 2}}, {5: (0, 1)}),
                "emperor": 4,
                "reserves": [["pink", "pink", "pink", "blue", "green", "yellow", "red"], COMPUTER_RESERVE],
                "courts": [{"blue": 2}, {"red": 2}],
            },
            [_disc(YOU, 2), _disc(1, 4)] + [_place(YOU, "pink", "court")] * 3,
        ),
        Goal("merged", provinces=(5, 6)),
        (_move(YOU, 2),),
        places=(6, 5),
    ),
    Step(
        "refill",
        _record(
            {
                "regions": _regions({1: {"yellow": 1}, 2: {"yellow": 1}}),
                "emperor": 0,
                "reserves": [["pink", "pink", "pink", "blue", "green", "yellow", "red"], COMPUTER_RESERVE],
                "courts": [{"blue": 2}, {"red": 2}],
            },
            [_disc(YOU, 2), _disc(1, 4)] + [_place(YOU, "pink", "court")] * 3,
            dice=["blue", "crown", "red"],
        ),
        Goal("refilled"),
        (_move(YOU, 1), Action.crown(YOU, "green")),
    ),
    Step(
        "last-castle",
        _record(
            {
                "regions": _regions(
                    {4: {"blue": 2}},
                    {0: (0, 2), 3: (0, 1), 5: (0, 3), 9: (0, 3), 12: (1, 2)},
                    runs=((0, 1), (5, 6, 7), (9, 10)),
                ),
                "emperor": 2,
                "reserves": [["pink", "pink", "pink", "blue", "green", "yellow", "red"], COMPUTER_RESERVE],
                "courts": [{"blue": 2}, {"red": 2}],
            },
            [_disc(YOU, 2), _disc(1, 4)] + [_place(YOU, "pink", "court")] * 3,
        ),
        Goal("wins"),
        (_move(YOU, 2),),
        places=(4,),
    ),
    Step(
        "few-regions",
        _record(
            {
                "regions": _regions(
                    {4: {"blue": 3, "red": 1}},
                    {0: (0, 3), 8: (1, 2)},
                    runs=((0, 1, 2, 3), (4, 5, 6, 7), (8, 9, 10, 11), (12, 13, 14)),
                ),
                "emperor": 12,
                "reserves": [["pink", "pink", "pink", "blue", "green", "yellow", "red"], COMPUTER_RESERVE],
                "courts": [{"blue": 2}, {"red": 2}],
            },
            [_disc(YOU, 2), _disc(1, 4)] + [_place(YOU, "pink", "court")] * 3,
        ),
        Goal("wins"),
        (_move(YOU, 2),),
        places=(4,),
    ),
)
"""The guided first game, in order: discs, control and ties, placing, the emperor and a castle, a takeover, a
merge, the refill and crowns, and both ways a game ends."""


def step_index(key: str) -> int:
    """The position of the step named ``key`` (saved progress names steps, so a reordering keeps it)."""
    return next(i for i, step in enumerate(STEPS) if step.key == key)
