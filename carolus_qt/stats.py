"""Statistics of the person at this screen, from the games in the library.

A game counts when it is finished and the people at this screen (its
``human`` seats) all sit on one side: one person against others, or team
mates in the 4-player game. People against each other at one screen, and
games of computers only, are listed in the library but counted nowhere here.

**Rating.** The person's Elo on the scale of the computer levels
(``ai.levels.APPROX_ELO``), by maximum likelihood with the levels' ratings
held fixed: each game gives one result against every rated computer seat of
another side (1 if the person's side won, 1/2 on a draw, 0 against the side
that won; a loss says nothing about two losers' order, so in a 3-player game
a lost game is a 0 against the winner only). With the logistic Elo curve
``p = 1 / (1 + 10^((E - R) / 400))`` the log-likelihood is concave in R;
Newton's method finds its peak. One virtual draw against each level met
(a weak prior, as ``ai.elo`` and BayesElo use) keeps the rating finite after
all wins or all losses. The 95 % interval is R ± 1.96 / sqrt(I), I the
Fisher information ``k² Σ p(1-p)`` with ``k = ln 10 / 400``. People and the
old ``random`` player have no rating and do not count in it.
"""

from __future__ import annotations

import math
import os
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from .ai import APPROX_ELO, LEGACY_NAMES
from .library import GameEntry, Unreadable

RATED: dict[str, int] = {**APPROX_ELO, "greedy": APPROX_ELO["intermediate"], "strong": APPROX_ELO["expert"]}
"""The Elo of each seat kind that plays as a ladder level (``random`` is not one: it plays at random)."""
PRIOR_DRAWS = 1.0
K = math.log(10) / 400
PEOPLE = "people"
"""The opponent "level" of people (at this screen or elsewhere)."""
STANDARD = "standard"
"""The "variant" of a game without optional rules."""
BLOCK = 10
"""Games per point of the trend."""


@dataclass
class Tally:
    games: int = 0
    won: int = 0
    drawn: int = 0
    lost: int = 0

    def add(self, result: str) -> None:
        self.games += 1
        if result == "won":
            self.won += 1
        elif result == "draw":
            self.drawn += 1
        else:
            self.lost += 1

    @property
    def win_rate(self) -> float | None:
        """Won games in games played (a draw is not a win); None with no games."""
        return self.won / self.games if self.games else None

    def to_dict(self) -> dict[str, Any]:
        return {**asdict(self), "win_rate": self.win_rate}


@dataclass(frozen=True)
class Rating:
    elo: float
    low: float
    high: float
    """The 95 % interval."""
    games: int
    """Games with at least one rated computer opponent."""
    results: int
    """Results against computer seats (a 3-player game can give two)."""


@dataclass
class FigureTotals:
    """The person's side (castles) and seats (knights, control) summed over the counted games."""

    games: int = 0
    built: int = 0
    taken: int = 0
    lost: int = 0
    merged: int = 0
    to_court: int = 0
    to_regions: int = 0
    control_gained: int = 0
    control_lost: int = 0
    control_changes: int = 0
    """Changes of hands of any colour, whoever gained or lost it."""

    def per_game(self) -> dict[str, float]:
        g = max(self.games, 1)
        return {k: v / g for k, v in asdict(self).items() if k != "games"}


@dataclass
class Statistics:
    total: Tally = field(default_factory=Tally)
    by_level: dict[str, Tally] = field(default_factory=dict)
    """Opponent level (a game against two levels counts under both; ``people`` for people)."""
    by_players: dict[int, Tally] = field(default_factory=dict)
    by_variant: dict[str, Tally] = field(default_factory=dict)
    """Each optional rule played (a game with two counts under both; ``standard`` for none)."""
    by_month: dict[str, Tally] = field(default_factory=dict)
    """``YYYY-MM`` (UTC), in order."""
    by_block: list[Tally] = field(default_factory=list)
    """The counted games oldest first, ``BLOCK`` at a time (the last block may be shorter)."""
    rating: Rating | None = None
    figures: FigureTotals = field(default_factory=FigureTotals)
    unfinished: int = 0
    not_counted: int = 0
    """Finished games that are not the person's alone to count (people against each other, computers only)."""
    unreadable: int = 0
    luck: float | None = None
    """Winning-chance points the dice gave the person's side beyond their average, summed over the counted
    games whose luck is measured (``ai.luck``); None when none is."""
    luck_games: int = 0
    """Counted games whose luck is measured."""

    def to_json(self) -> dict[str, Any]:
        return {
            "games": self.total.to_dict(),
            "rating": asdict(self.rating) if self.rating is not None else None,
            "by_level": {k: v.to_dict() for k, v in self.by_level.items()},
            "by_players": {str(k): v.to_dict() for k, v in self.by_players.items()},
            "by_variant": {k: v.to_dict() for k, v in self.by_variant.items()},
            "by_month": {k: v.to_dict() for k, v in self.by_month.items()},
            "by_block": [v.to_dict() for v in self.by_block],
            "figures": {
                "games": self.figures.games,
                "total": asdict(self.figures),
                "per_game": self.figures.per_game(),
            },
            "unfinished": self.unfinished,
            "not_counted": self.not_counted,
            "unreadable": self.unreadable,
            "luck": None if self.luck is None else round(self.luck, 2),
            "luck_games": self.luck_games,
        }


def opponent_levels(entry: GameEntry) -> list[str]:
    """The kinds of the seats on other sides than the person's: ladder levels by their offered name, ``people``."""
    side = entry.your_side
    out: list[str] = []
    for seat, kind in enumerate(entry.seats):
        if side is None or entry.side_of(seat) == side:
            continue
        name = PEOPLE if kind in ("human", "remote") else LEGACY_NAMES.get(kind, kind)
        if name not in out:
            out.append(name)
    return out


def rated_results(entry: GameEntry) -> list[tuple[float, float]]:
    """(opponent Elo, the person's score) for each rated computer seat of another side (module docstring)."""
    result, side = entry.your_result, entry.your_side
    if result not in ("won", "lost", "draw") or side is None:
        return []
    out = []
    for seat, kind in enumerate(entry.seats):
        opponent = entry.side_of(seat)
        if opponent == side or kind not in RATED:
            continue
        if result == "won":
            out.append((float(RATED[kind]), 1.0))
        elif result == "draw":
            out.append((float(RATED[kind]), 0.5))
        elif entry.winner == opponent:
            out.append((float(RATED[kind]), 0.0))
    return out


def fit_rating(results: Sequence[tuple[float, float]]) -> tuple[float, float, float] | None:
    """Maximum-likelihood Elo and its 95 % interval against opponents of fixed Elo (module docstring)."""
    if not results:
        return None
    data = [(e, s, 1.0) for e, s in results] + [(e, 0.5, PRIOR_DRAWS) for e in sorted({e for e, _ in results})]
    r = math.fsum(e for e, _, _ in data) / len(data)
    info = 0.0
    for _ in range(100):
        grad = 0.0
        info = 0.0
        for e, s, w in data:
            p = 1 / (1 + 10 ** ((e - r) / 400))
            grad += w * K * (s - p)
            info += w * K * K * p * (1 - p)
        step = grad / info
        r += max(-400.0, min(400.0, step))
        if abs(step) < 1e-9:
            break
    half = 1.96 / math.sqrt(info)
    return r, r - half, r + half


def statistics(entries: Iterable[GameEntry | Unreadable]) -> Statistics:
    stats = Statistics()
    counted: list[GameEntry] = []
    for e in entries:
        if isinstance(e, Unreadable):
            stats.unreadable += 1
        elif not e.over:
            stats.unfinished += 1
        elif e.your_result is None:
            stats.not_counted += 1
        else:
            counted.append(e)
    counted.sort(key=lambda e: (e.date, e.file))
    results: list[tuple[float, float]] = []
    rated_games = 0
    for i, e in enumerate(counted):
        result = e.your_result
        assert result is not None
        stats.total.add(result)
        for level in opponent_levels(e):
            stats.by_level.setdefault(level, Tally()).add(result)
        stats.by_players.setdefault(e.players, Tally()).add(result)
        for variant in e.variants or (STANDARD,):
            stats.by_variant.setdefault(variant, Tally()).add(result)
        stats.by_month.setdefault(e.date[:7], Tally()).add(result)
        if i % BLOCK == 0:
            stats.by_block.append(Tally())
        stats.by_block[-1].add(result)
        game_results = rated_results(e)
        results += game_results
        rated_games += bool(game_results)
        _add_figures(stats.figures, e)
        if e.luck is not None and e.your_side is not None and e.your_side < len(e.luck):
            stats.luck = (stats.luck or 0.0) + e.luck[e.your_side]
            stats.luck_games += 1
    stats.by_players = dict(sorted(stats.by_players.items()))
    stats.by_month = dict(sorted(stats.by_month.items()))
    order = [*RATED, PEOPLE]
    stats.by_level = dict(sorted(stats.by_level.items(), key=lambda kv: order.index(kv[0]) if kv[0] in order else 99))
    fitted = fit_rating(results)
    if fitted is not None:
        stats.rating = Rating(*fitted, games=rated_games, results=len(results))
    return stats


def _add_figures(totals: FigureTotals, e: GameEntry) -> None:
    f = e.figures
    side = e.your_side
    if f is None or side is None:
        return
    totals.games += 1
    s = f.sides[side]
    totals.built += s.built
    totals.taken += s.taken
    totals.lost += s.lost
    totals.merged += s.merged
    for seat in e.you:
        totals.to_court += f.seats[seat].to_court
        totals.to_regions += f.seats[seat].to_regions
        totals.control_gained += f.seats[seat].control_gained
        totals.control_lost += f.seats[seat].control_lost
    totals.control_changes += f.control_changes


def statistics_lines(stats: Statistics) -> list[str]:
    """The statistics in English for a terminal (``carolus stats``); not a contract (``--json`` is)."""

    def rate(t: Tally) -> str:
        return f"{t.games:4d} games, {t.won} won, {t.drawn} drawn, {t.lost} lost" + (
            f", {100 * t.win_rate:.0f} % won" if t.win_rate is not None else ""
        )

    lines = [f"Your games: {rate(stats.total).strip()}"]
    if stats.rating is not None:
        r = stats.rating
        lines.append(
            f"Rating: {r.elo:.0f} Elo (95 %: {r.low:.0f} to {r.high:.0f}), from {r.games} games against the computer"
        )
    else:
        lines.append("Rating: none yet (no finished game against a computer level)")
    for title, table in (
        ("By opponent", stats.by_level),
        ("By players", {f"{k} players": v for k, v in stats.by_players.items()}),
        ("By rules", stats.by_variant),
        ("By month", stats.by_month),
    ):
        if table:
            lines.append(f"{title}:")
            lines += [f"  {k:14s} {rate(v)}" for k, v in table.items()]
    if stats.by_block:
        lines.append(
            f"Won, {BLOCK} games at a time: "
            + ", ".join(f"{100 * t.win_rate:.0f} %" for t in stats.by_block if t.win_rate is not None)
        )
    if stats.figures.games:
        p = stats.figures.per_game()
        lines.append(f"Per game ({stats.figures.games} games):")
        lines.append(f"  castles built {p['built']:.1f}, taken {p['taken']:.1f}, lost {p['lost']:.1f}")
        lines.append(f"  regions merged {p['merged']:.1f}")
        lines.append(f"  knights placed in court {p['to_court']:.1f}, in regions {p['to_regions']:.1f}")
        lines.append(
            f"  colour control gained {p['control_gained']:.1f}, lost {p['control_lost']:.1f}; "
            f"changed hands {p['control_changes']:.1f} times in all"
        )
    if stats.luck is not None:
        lines.append(
            f"Luck: the dice gave you {stats.luck:+.1f} points of winning chance beyond their average over "
            f"{stats.luck_games} games ({stats.luck / stats.luck_games:+.1f} a game)"
        )
    extra = []
    if stats.unfinished:
        extra.append(f"{stats.unfinished} unfinished")
    if stats.not_counted:
        extra.append(f"{stats.not_counted} not yours alone (people against each other, or computers only)")
    if stats.unreadable:
        extra.append(f"{stats.unreadable} unreadable")
    if extra:
        lines.append("Also in the library: " + "; ".join(extra) + ".")
    return lines


def library_rating(folder: str | os.PathLike[str] | None = None) -> float | None:
    """The person's rating from the games in the library (``default_folder()`` unless told), for the chances the
    hint and the analysis show (``ai.strength``); None when it has no rated game or cannot be read."""
    from .library import Library, default_folder

    try:
        rating = statistics(Library(folder if folder is not None else default_folder()).entries()).rating
    except (OSError, ValueError):
        return None
    return None if rating is None else rating.elo
