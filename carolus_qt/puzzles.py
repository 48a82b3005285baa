"""Puzzles: positions where one turn wins the game, with every winning turn proven by exhaustive search.

A puzzle is a game's beginning (a seed, the variants and the actions played
so far, as engine codes: a record prefix, replayed through ``Match`` so the
dice are the record's) that stops where a player's turn starts, and every
distinct way the rest of that turn can win the game for that player's side.
``prove`` finds them with the engine's enumeration of the turn
(``turns.turn_ends``): every legal placement and move, each distinct end
state once; a puzzle lists one shortest way to each winning end and the
number of distinct ends of the turn. The grade says how few of them win.

Only winning puzzles are made. "Save the game" puzzles (the turns after
which no opponent can win next) would need the opponents' next turns
enumerated after every end of this one, with the new round's discs in
between: not cheap enough to prove for every puzzle shipped.

Puzzles are picked from self-play by ``tools/puzzles_make.py`` and shipped
as ``carolus/resources/puzzles.json``; ``loads`` reads such a file strictly
(a broken one is one line naming what is wrong). Only positions where this
turn cannot close the round are puzzles (``turns.round_may_end``): then the
game can end only at the emperor's stop and the refill's dice decide
nothing.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from .actions import Action, from_code
from .chance import is_valid_seed
from .constants import MOVE, OVER, PLACE
from .errors import CarolusError
from .match import Match
from .record import Record
from .rules import Rules, combination_error
from .state import State
from .turns import in_turn, round_may_end, turn_ends
from .variants import PIECES

FORMAT = "carolus-puzzles"
VERSION = 1
MAX_FILE_BYTES = 1_000_000
"""The shipped set is far smaller; a larger file is refused unread."""
MAX_PUZZLES = 1000
MAX_CODES = 5000
"""Actions before a puzzle's position: a whole game is rarely a thousand."""
PROOF_CAP = 200_000
"""States a proof may expand before it gives up (the shipped puzzles need a few thousand at most)."""
EASY, MEDIUM, HARD = range(3)
GRADE_NAMES: tuple[str, ...] = ("easy", "medium", "hard")
SOLVED, MISSED = "solved", "missed"


class PuzzleError(CarolusError):
    """A puzzle file or a puzzle that cannot be used; the message says what, in one line."""

    code = "bad-puzzle"


def grade_of(wins: int, turns: int) -> int:
    """How hard, by how few of the turn's distinct ends win: easy when one in a hundred or more does, hard when
    a single one does or one in a thousand or fewer, medium between."""
    if wins == 1 or wins * 1000 <= turns:
        return HARD
    if wins * 100 >= turns:
        return EASY
    return MEDIUM


@dataclass(frozen=True)
class Proof:
    """What the enumeration of a turn found: its distinct ends and a shortest way to each winning one."""

    turns: int
    wins: tuple[tuple[int, ...], ...]
    states: int


def prove(state: State, cap: int = PROOF_CAP) -> Proof:
    """Every distinct winning end of the turn starting at ``state``; raises PuzzleError if this is no position for
    a puzzle (not a turn's start, the round may end with it) or the enumeration passed ``cap`` states."""
    if not in_turn(state) or state.phase != PLACE or state.placed:
        raise PuzzleError("a puzzle starts where a turn's placements start", "not-turn-start")
    if round_may_end(state):
        raise PuzzleError("this turn may end the round: the dice could decide", "round-may-end")
    turns = turn_ends(state, cap)
    if not turns.complete:
        raise PuzzleError(f"the turn has more than {cap} states", "too-large", cap=cap)
    wins = tuple(end.codes for end in turns.wins())
    return Proof(len(turns.ends), wins, turns.states)


def verdict(start: State, now: State) -> str | None:
    """The attempt from ``start`` (the puzzle's position) at ``now``: SOLVED once the mover's side has won, MISSED
    once the turn can no longer win (it is over, or the emperor has moved and the round cannot end with it: the
    refill's choices win nothing), None while the mover may still win."""
    p = start.to_act
    if now.phase == OVER and not now.draw and now.winner == start.side_of[p]:
        return SOLVED
    if now.phase == OVER or now.to_act != p or not in_turn(now):
        return MISSED
    if now.phase not in (PLACE, MOVE) and not round_may_end(start):
        return MISSED
    return None


@dataclass(frozen=True)
class Puzzle:
    """One puzzle as shipped: where it starts, how many turns there are from there, and the winning ones."""

    id: str
    players: int
    variant: tuple[str, ...]
    seed: str
    codes: tuple[int, ...]
    """The game up to the puzzle's position, as engine codes (dice from the seed)."""
    turns: int
    """Distinct ends of the turn to play (``turns.turn_ends`` with its shortcuts)."""
    wins: tuple[tuple[int, ...], ...]
    """A shortest way (engine codes from the position) to each distinct winning end."""

    @property
    def grade(self) -> int:
        return grade_of(len(self.wins), self.turns)

    def match(self, names: list[str] | None = None) -> Match:
        """The game at the puzzle's position (a PuzzleError if the codes do not replay)."""
        record = Record.new(self.players, self.seed, names or [""] * self.players, list(self.variant))
        match = Match(record)
        for i, code in enumerate(self.codes):
            if not match.state.is_legal(code):
                raise PuzzleError(f"puzzle {self.id}: action {i} does not replay", "bad-replay", puzzle=self.id)
            match.apply_action(code)
        state = match.state
        if not in_turn(state) or state.phase != PLACE or state.placed:
            raise PuzzleError(f"puzzle {self.id}: its position is not a turn's start", "not-turn-start")
        return match

    def mover(self, match: Match) -> int:
        return match.state.to_act

    def solution(self, state: State, index: int = 0) -> list[Action]:
        """Winning turn ``index`` as record actions, for the player to act in ``state`` (the puzzle's position)."""
        st = state.clone()
        out = []
        for code in self.wins[index]:
            out.append(from_code(st, code))
            st.apply_action(code)
        return out

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "players": self.players,
            "variant": list(self.variant),
            "seed": self.seed,
            "codes": list(self.codes),
            "turns": self.turns,
            "wins": [list(w) for w in self.wins],
        }


def dumps(puzzles: list[Puzzle]) -> str:
    """The shipped file's text: one puzzle a line, so a change to the set reads well in a diff."""
    lines = [json.dumps(p.to_dict(), separators=(",", ":")) for p in puzzles]
    return f'{{"format":"{FORMAT}","version":{VERSION},"puzzles":[\n' + ",\n".join(lines) + "\n]}\n"


def loads(data: bytes) -> list[Puzzle]:
    """Read a puzzle file; any problem is a PuzzleError of one line naming the puzzle and what is wrong."""
    if len(data) > MAX_FILE_BYTES:
        raise PuzzleError(f"puzzle file too large ({len(data)} bytes)", "too-large")
    try:
        doc = json.loads(data)
    except (ValueError, UnicodeDecodeError) as exc:
        raise PuzzleError(f"not a puzzle file: {str(exc).splitlines()[0]}", "not-json") from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise PuzzleError("not a puzzle file (no 'format': 'carolus-puzzles')", "not-puzzles")
    if doc.get("version") != VERSION:
        raise PuzzleError(f"puzzle file version {doc.get('version')!r} is not {VERSION}", "version")
    items = doc.get("puzzles")
    if not isinstance(items, list) or not items or len(items) > MAX_PUZZLES:
        raise PuzzleError(f"'puzzles' must be a list of 1 to {MAX_PUZZLES} puzzles", "no-puzzles")
    out: list[Puzzle] = []
    ids: set[str] = set()
    for i, item in enumerate(items):
        puzzle = _puzzle(item, i)
        if puzzle.id in ids:
            raise PuzzleError(f"puzzle {i}: id {puzzle.id!r} appears twice", "duplicate-id")
        ids.add(puzzle.id)
        out.append(puzzle)
    return out


def _puzzle(item: object, i: int) -> Puzzle:
    where = f"puzzle {i}"
    if not isinstance(item, dict):
        raise PuzzleError(f"{where}: not an object", "bad-puzzle")
    pid = item.get("id")
    if not isinstance(pid, str) or not pid or len(pid) > 40:
        raise PuzzleError(f"{where}: 'id' must be a short text", "bad-puzzle")
    where = f"puzzle {pid}"
    players = item.get("players")
    if players not in (2, 3, 4) or isinstance(players, bool):
        raise PuzzleError(f"{where}: 'players' must be 2, 3 or 4", "bad-puzzle")
    variant = item.get("variant")
    if not isinstance(variant, list) or not all(isinstance(v, str) and v in PIECES for v in variant):
        raise PuzzleError(f"{where}: 'variant' must list known variants", "bad-puzzle")
    problem = combination_error(tuple(variant))
    if problem:
        raise PuzzleError(f"{where}: {problem}", "bad-puzzle")
    seed = item.get("seed")
    if not is_valid_seed(seed):
        raise PuzzleError(f"{where}: 'seed' must be hexadecimal", "bad-puzzle")
    codes = _ints(item.get("codes"), f"{where}: 'codes'", MAX_CODES)
    turns = item.get("turns")
    if not isinstance(turns, int) or isinstance(turns, bool) or turns < 1:
        raise PuzzleError(f"{where}: 'turns' must be a positive integer", "bad-puzzle")
    wins = item.get("wins")
    if not isinstance(wins, list) or not wins or len(wins) > turns:
        raise PuzzleError(f"{where}: 'wins' must list 1 to 'turns' winning turns", "bad-puzzle")
    size = Rules(players, tuple(variant)).codes.size
    turns_codes = tuple(tuple(_ints(w, f"{where}: a winning turn", 64)) for w in wins)
    if any(not w or max(w) >= size for w in turns_codes) or max(codes, default=0) >= size:
        raise PuzzleError(f"{where}: an action code out of range", "bad-puzzle")
    return Puzzle(pid, players, tuple(variant), seed, tuple(codes), turns, turns_codes)


def _ints(value: object, where: str, limit: int) -> list[int]:
    if (
        not isinstance(value, list)
        or len(value) > limit
        or not all(isinstance(x, int) and not isinstance(x, bool) and x >= 0 for x in value)
    ):
        raise PuzzleError(f"{where} must be a list of at most {limit} non-negative integers", "bad-puzzle")
    return value
