"""Chances that know who is playing: the search's chance conditioned on the players' strengths.

The search judges a position as if every side played as it does, so between unequal players its chances are
pulled toward the middle (issue 34: strong said 74.9 % against weaker levels where it won 91.6 %). What the hint
and the analysis show is instead each side's chance in the softmax form

    shown_s  is proportional to  exp(a * ln p_s + b * ln(10) * elo_s / 400)

with ``p_s`` the search's chance and ``elo_s`` the side's strength (its seats' mean Elo). For two sides that is
the logit shift ``logit(p') = a * logit(p) + b * (elo_me - elo_other) / 400 * ln 10``; for three it renormalises,
so the chances still sum to 1. Equal strengths with ``a`` = 1 leave the chances as they were, a stronger side's
chance rises, and a certainty (0 or 1) stays one. ``a`` and ``b`` are fitted per player count on games between
computer levels of known strength (``benchmarks/strength_calibration.py``, which writes
``strength_calibration.json`` beside this module). It changes only what is shown, never what the search chooses.

A player count may also carry the levels' strengths as they play in its games (``Coefficients.levels``): in three
players expert wins about as often as advanced although it is 150 Elo above it in two (the benchmark's games, the
levels at 1,000 iterations a move), so there ``elo_s`` is each seat's strength carried onto that count's scale
(``Coefficients.on_scale``) before the sides' means are taken.

Strengths come from the levels' ratings (``levels.APPROX_ELO``) and, for a person, the rating from the library;
where none is known an assumed one (the default level's) stands in, and the words say so (``Strengths.assumed``).
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from importlib.resources import files
from pathlib import Path

from .levels import APPROX_ELO, LEGACY_NAMES
from .sums import ordered_sum

DATA = Path(__file__).with_name("strength_calibration.json")
"""Where the benchmark writes the coefficients (the source tree); the program reads them as package data."""

ASSUMED_LEVEL = "intermediate"
"""The level a person is assumed to play like when the library holds no rating for them (the default seat's)."""

LN10_400 = math.log(10) / 400
"""Natural-log odds per Elo point (400 points: ten to one)."""

A_RANGE = (0.05, 20.0)
"""The weights of the search's chance ``load`` accepts (and the calibration's fit keeps ``a`` within)."""

B_RANGE = (0.0, 5.0)
"""The weights of the strengths ``load`` accepts: a weaker side never gains, and none is made certain by a gap."""


LEVEL_RANGE = (0.0, 4000.0)
"""The levels' strengths ``load`` accepts for a player count's own scale."""


@dataclass(frozen=True)
class Coefficients:
    """How far to trust the search's chance (``a``) and the strengths (``b``) for one player count, and where that
    count's games rank the levels otherwise than the ladder does, each level's strength in them (``levels``:
    (its ``APPROX_ELO``, its strength here), by the first; empty: the ladder's own)."""

    a: float = 1.0
    b: float = 0.0
    levels: tuple[tuple[float, float], ...] = ()

    def on_scale(self, elo: float) -> float:
        """A strength on the ladder's scale (a level's ``APPROX_ELO``, a person's library rating) on this count's:
        through the levels' points, linear between them and one for one beyond the ends (a rating above expert's
        stays that far above it). Why a person's too: their rating was measured against the levels' ladder."""
        points = self.levels
        if not points:
            return elo
        if elo <= points[0][0]:
            return points[0][1] + elo - points[0][0]
        for (x0, y0), (x1, y1) in zip(points, points[1:]):
            if elo <= x1:
                return y0 + (y1 - y0) * (elo - x0) / (x1 - x0)
        return points[-1][1] + elo - points[-1][0]


@dataclass(frozen=True)
class Strengths:
    """Each seat's Elo, and the seats whose figure is an assumption (a person without a rating, a player kind with
    no measured rating): what the words name."""

    elo: tuple[float, ...]
    assumed: tuple[int, ...] = ()


def level_elo(kind: str) -> float | None:
    """A computer level's approximate Elo (old names as the level they show as); None for a kind with none."""
    name = kind.split(":", 1)[0]
    name = LEGACY_NAMES.get(name, name)
    value = APPROX_ELO.get(name)
    return None if value is None else float(value)


PERSON = "human"
"""The seat kind of a person at this screen (``library.seat_kinds``): the one whose library rating is known."""


def strengths(kinds: Sequence[str], person: float | None = None) -> Strengths:
    """Seat strengths from who sits there: a computer level, ``human`` (the person at this screen: ``person``, their
    library rating, None when unknown) or ``remote`` (a person elsewhere: unknown). An unknown strength is the
    assumed level's, and its seat is listed as assumed."""
    assumed_elo = float(APPROX_ELO[ASSUMED_LEVEL])
    elo: list[float] = []
    assumed: list[int] = []
    for seat, kind in enumerate(kinds):
        value = person if kind == PERSON else level_elo(kind)
        if value is None or not math.isfinite(value):
            value = assumed_elo
            assumed.append(seat)
        elo.append(float(value))
    return Strengths(tuple(elo), tuple(assumed))


def record_strengths(seats: object, players: int, person: float | None = None) -> Strengths:
    """Strengths from a record's seat kinds (its ``seats`` key, docs/record-format.md section 9); a record that does
    not say has people at every seat, as the window reads it."""
    if isinstance(seats, list) and len(seats) == players and all(isinstance(k, str) for k in seats):
        return strengths(seats, person)
    return strengths([PERSON] * players, person)


def side_elo(elo: Sequence[float], side_of: Sequence[int], sides: int) -> tuple[float, ...]:
    """Each side's strength: the mean Elo of its seats (a team's two players, or one player's own)."""
    out = []
    for s in range(sides):
        seats = [elo[p] for p in range(len(side_of)) if side_of[p] == s]
        out.append(math.fsum(seats) / len(seats) if seats else 0.0)
    return tuple(out)


def condition(chances: Sequence[float], elo: Sequence[float], coef: Coefficients) -> tuple[float, ...]:
    """Each side's chance given the sides' strengths ``elo``: ``chances`` reweighted in the softmax form above.

    A side the search gives 0 keeps 0; one it gives 1 keeps 1; the result sums to 1."""
    if len(chances) != len(elo):
        raise ValueError(f"{len(chances)} chances but {len(elo)} strengths")
    if coef.a == 1.0 and coef.b == 0.0:
        return tuple(chances)
    live = [s for s, p in enumerate(chances) if p > 0.0]
    if not live:
        return tuple(chances)
    mean = math.fsum(elo[s] for s in live) / len(live)
    logs = {s: coef.a * math.log(chances[s]) + coef.b * LN10_400 * (elo[s] - mean) for s in live}
    top = max(logs.values())
    weights = [math.exp(logs[s] - top) if s in logs else 0.0 for s in range(len(chances))]
    total = ordered_sum(weights)
    return tuple(w / total for w in weights)


def load(text: str) -> dict[int, Coefficients]:
    """Coefficients per player count from their JSON; ValueError with the reason for anything else."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError(f"strength calibration: not JSON ({exc.msg})") from None
    raw = data.get("coefficients") if isinstance(data, dict) else None
    if not isinstance(raw, dict) or sorted(raw) != ["2", "3", "4"]:
        raise ValueError("strength calibration: need coefficients for 2, 3 and 4 players")
    out = {}
    for key, entry in raw.items():
        if not isinstance(entry, dict) or sorted(entry) not in (["a", "b"], ["a", "b", "levels"]):
            raise ValueError(f"strength calibration: {key} players need exactly 'a' and 'b' (and maybe 'levels')")
        a, b = entry["a"], entry["b"]
        for name, value in (("a", a), ("b", b)):
            if not _finite(value):
                raise ValueError(f"strength calibration: bad {name} {value!r} for {key} players")
        if not A_RANGE[0] <= a <= A_RANGE[1]:
            raise ValueError(
                f"strength calibration: a {a!r} for {key} players is outside {A_RANGE[0]:g} to {A_RANGE[1]:g}"
            )
        if not B_RANGE[0] <= b <= B_RANGE[1]:
            raise ValueError(
                f"strength calibration: b {b!r} for {key} players is outside {B_RANGE[0]:g} to {B_RANGE[1]:g}"
            )
        out[int(key)] = Coefficients(float(a), float(b), _levels(key, entry.get("levels")))
    return out


def _finite(value: object) -> bool:
    """Whether a JSON value is a finite number (a JSON true is not one, though Python counts it an int)."""
    return not isinstance(value, bool) and isinstance(value, (int, float)) and math.isfinite(value)


def _levels(key: str, raw: object) -> tuple[tuple[float, float], ...]:
    """A count's ``levels``: every level of the ladder with its strength in these games, rising as the ladder
    does (else the carrying onto the count's scale would turn a stronger player into a weaker one)."""
    if raw is None:
        return ()
    if not isinstance(raw, dict) or sorted(raw) != sorted(APPROX_ELO):
        raise ValueError(f"strength calibration: {key} players' levels must name exactly {', '.join(APPROX_ELO)}")
    points = []
    for name, value in raw.items():
        if not _finite(value):
            raise ValueError(f"strength calibration: bad strength {value!r} for {name} in {key} players")
        if not LEVEL_RANGE[0] <= value <= LEVEL_RANGE[1]:
            raise ValueError(
                f"strength calibration: {name}'s {value!r} in {key} players is outside "
                f"{LEVEL_RANGE[0]:g} to {LEVEL_RANGE[1]:g}"
            )
        points.append((float(APPROX_ELO[name]), float(value)))
    points.sort()
    if any(x1 <= x0 or y1 <= y0 for (x0, y0), (x1, y1) in zip(points, points[1:])):
        raise ValueError(f"strength calibration: {key} players' levels must rise as the ladder's do")
    return tuple(points)


@cache
def shipped() -> dict[int, Coefficients]:
    """The coefficients the program ships."""
    return load(files(__package__).joinpath("strength_calibration.json").read_text(encoding="utf-8"))


def shown(chances: Sequence[float], seats: Strengths | None, side_of: Sequence[int]) -> tuple[float, ...]:
    """Each side's chance as shown for this game's players (``seats``: their strengths; None: the search's chance
    as it is). An empty ``chances`` (nothing searched) stays empty."""
    if seats is None or not chances:
        return tuple(chances)
    coef = shipped()[len(side_of)]
    elo = [coef.on_scale(e) for e in seats.elo]
    return condition(chances, side_elo(elo, side_of, len(chances)), coef)


def uses_strengths(players: int) -> bool:
    """Whether the shown chance of this player count depends on the strengths at all (b > 0): only then is an
    assumed one worth a word."""
    return shipped()[players].b != 0.0
