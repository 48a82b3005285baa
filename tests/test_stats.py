"""Statistics of the person at this screen (carolus.engine.stats) and ``carolus stats``."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from carolus.engine.ai import APPROX_ELO
from carolus.engine.ai.elo import fit
from carolus.engine.commands import main
from carolus.engine.library import Library
from carolus.engine.match import Match
from carolus.engine.record import Record
from carolus.engine.stats import BLOCK, fit_rating, statistics
from tests.support.library import played

GAMES: list[tuple[int, str, list[str], tuple[str, ...], str]] = [
    (2, "a1", ["human", "beginner"], (), "2026-01-05T10:00:00Z"),
    (2, "a2", ["beginner", "human"], (), "2026-01-20T10:00:00Z"),
    (2, "a3", ["human", "intermediate"], ("early-roll",), "2026-02-01T10:00:00Z"),
    (3, "a4", ["human", "novice", "beginner"], (), "2026-02-03T10:00:00Z"),
    (4, "a5", ["human", "novice", "human", "novice"], (), "2026-02-09T10:00:00Z"),
    (2, "a6", ["human", "human"], (), "2026-02-10T10:00:00Z"),  # people against each other: not counted
    (2, "a7", ["novice", "beginner"], (), "2026-02-11T10:00:00Z"),  # computers only: not counted
]


@pytest.fixture(scope="module")
def kept(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[Record]]:
    """A library of seeded games played by the engine's computer players (the people's seats by intermediate),
    one unfinished game and one broken file."""
    folder = tmp_path_factory.mktemp("library")
    library = Library(folder)
    records = []
    for players, seed, seats, variants, when in GAMES:
        record = played(players, seed, seats, variants)
        records.append(record)
        library.keep(record, when=when)
    library.keep(played(2, "a8", ["human", "novice"], stop=20), when="2026-02-12T10:00:00Z")
    (folder / "broken.json").write_text("{")
    return folder, records


def _result(record: Record) -> str | None:
    """The people's result, worked out here from the end state and the seat kinds."""
    state = Match(record).state
    seats = record.extra["seats"]
    sides = {(p % 2 if record.players == 4 else p) for p, kind in enumerate(seats) if kind == "human"}
    if len(sides) != 1:
        return None
    if state.draw:
        return "draw"
    return "won" if state.winner in sides else "lost"


def test_counts_and_win_rates_by_level_players_variant_and_month(kept: tuple[Path, list[Record]]) -> None:
    folder, records = kept
    stats = statistics(Library(folder).entries())
    results = [_result(r) for r in records]
    counted = [(g, r) for g, r in zip(GAMES, results) if r is not None]
    assert stats.total.games == 5 and stats.total.won == sum(r == "won" for _, r in counted)
    assert stats.total.lost + stats.total.drawn + stats.total.won == 5
    assert (stats.unfinished, stats.not_counted, stats.unreadable) == (1, 2, 1)
    assert stats.total.win_rate == pytest.approx(stats.total.won / 5)

    def expected(select) -> tuple[int, int]:
        chosen = [r for g, r in counted if select(g)]
        return len(chosen), sum(r == "won" for r in chosen)

    assert (stats.by_level["beginner"].games, stats.by_level["beginner"].won) == expected(lambda g: "beginner" in g[2])
    assert (stats.by_level["novice"].games, stats.by_level["novice"].won) == expected(lambda g: "novice" in g[2])
    assert (stats.by_level["intermediate"].games, stats.by_level["intermediate"].won) == expected(
        lambda g: "intermediate" in g[2]
    )
    assert list(stats.by_players) == [2, 3, 4] and stats.by_players[2].games == 3
    assert stats.by_variant["early-roll"].games == 1 and stats.by_variant["standard"].games == 4
    assert {k: v.games for k, v in stats.by_month.items()} == {"2026-01": 2, "2026-02": 3}
    assert [t.games for t in stats.by_block] == [5] and BLOCK == 10


def test_figures_add_up_the_person_side_and_seats_of_the_counted_games(kept: tuple[Path, list[Record]]) -> None:
    folder, records = kept
    stats = statistics(Library(folder).entries())
    court = regions = 0
    for (_players, _seed, seats, _v, _w), record in zip(GAMES, records):
        if _result(record) is None:
            continue
        mine = {p for p, kind in enumerate(seats) if kind == "human"}
        for a in record.actions:
            if a.type == "place" and a.player in mine:
                court += a.to == "court"
                regions += a.to != "court"
    assert stats.figures.games == 5
    assert (stats.figures.to_court, stats.figures.to_regions) == (court, regions)
    assert stats.figures.per_game()["to_court"] == pytest.approx(court / 5)


def test_the_rating_is_the_maximum_likelihood_elo_against_the_levels(kept: tuple[Path, list[Record]]) -> None:
    folder, records = kept
    stats = statistics(Library(folder).entries())
    expected = []  # a result against every computer of another side; a loss only against the winner's
    for record in records:
        result = _result(record)
        if result is None:
            continue
        state = Match(record).state
        seats = record.extra["seats"]
        side = [p % 2 if record.players == 4 else p for p in range(record.players)]
        me = side[seats.index("human")]
        for p, kind in enumerate(seats):
            if side[p] == me or kind == "human":
                continue
            if result != "lost" or state.winner == side[p]:
                expected.append((float(APPROX_ELO[kind]), {"won": 1.0, "draw": 0.5, "lost": 0.0}[result]))
    assert stats.rating is not None and stats.rating.games == 5 and stats.rating.results == len(expected)
    assert (stats.rating.elo, stats.rating.low, stats.rating.high) == pytest.approx(fit_rating(expected))
    assert stats.rating.low < stats.rating.elo < stats.rating.high


def test_the_elo_fit_against_one_level_is_the_score_curve_with_a_virtual_draw() -> None:
    beginner = float(APPROX_ELO["beginner"])
    elo, low, high = fit_rating([(beginner, 1.0)] * 3 + [(beginner, 0.0)])
    assert elo == pytest.approx(beginner + 400 * math.log10(0.7 / 0.3), abs=1e-6)  # 3.5 of 5 with the draw
    half = 1.96 * 400 / math.log(10) / math.sqrt(5 * 0.7 * 0.3)
    assert (low, high) == pytest.approx((elo - half, elo + half), abs=1e-6)
    # the same model as the round robin's Bradley-Terry fit (ai.elo), anchored at the level
    other = fit(["beginner", "you"], [(1, 0, 1.0)] * 3 + [(1, 0, 0.0)])[1]
    assert elo == pytest.approx(other.elo, abs=0.01) and high == pytest.approx(other.high, abs=0.01)


def test_the_elo_fit_against_several_levels_balances_score_and_expectation() -> None:
    results = [(1000.0, 1.0)] * 6 + [(1000.0, 0.0)] * 2 + [(1430.0, 0.0)] * 5 + [(1430.0, 1.0), (1170.0, 0.5)]
    elo, _, _ = fit_rating(results)
    padded = [*results, (1000.0, 0.5), (1170.0, 0.5), (1430.0, 0.5)]
    expected = sum(1 / (1 + 10 ** ((e - elo) / 400)) for e, _ in padded)
    assert sum(s for _, s in padded) == pytest.approx(expected, abs=1e-6)
    assert 1000 < elo < 1430
    assert fit_rating([]) is None
    every_win = fit_rating([(1430.0, 1.0)] * 20)
    assert every_win is not None and math.isfinite(every_win[0]) and every_win[0] > 1430


@pytest.mark.slow  # the luck meter plays each die's faces out (seconds a game): the slow tier
def test_carolus_stats_json(kept: tuple[Path, list[Record]], capsys: pytest.CaptureFixture[str]) -> None:
    folder, _ = kept
    assert main(["stats", "--json", "--library", str(folder)]) == 0
    out = capsys.readouterr().out
    assert out.endswith("\n") and out.count("\n") == 1
    data = json.loads(out)
    stats = statistics(Library(folder).entries())
    assert data["games"] == {
        "games": 5,
        "won": stats.total.won,
        "drawn": stats.total.drawn,
        "lost": stats.total.lost,
        "win_rate": stats.total.won / 5,
    }
    assert data["rating"]["elo"] == pytest.approx(stats.rating.elo)
    assert set(data["by_players"]) == {"2", "3", "4"} and data["by_variant"]["early-roll"]["games"] == 1
    assert data["figures"]["total"]["to_court"] == stats.figures.to_court
    assert (data["unfinished"], data["not_counted"], data["unreadable"]) == (1, 2, 1)
    # the luck meter: measured once a game by the command, kept in the index, summed for the person's side
    games = [e for e in Library(folder).games() if e.over]
    assert all(e.luck is not None and sum(e.luck) == pytest.approx(0, abs=0.02) for e in games)
    counted = [e for e in games if e.your_result in ("won", "lost", "draw")]
    assert data["luck_games"] == 5 == len(counted)
    assert data["luck"] == pytest.approx(sum(e.luck[e.your_side] for e in counted), abs=0.02)
    assert stats.luck == pytest.approx(data["luck"], abs=0.01) and stats.luck_games == 5
    assert main(["stats", "--library", str(folder)]) == 0
    text = capsys.readouterr().out
    assert text.startswith("Your games:") and "Rating:" in text and "1 unreadable" in text
    assert "Luck: the dice gave you" in text and "over 5 games" in text


def test_carolus_stats_of_an_empty_or_missing_library(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["stats", "--json", "--library", str(tmp_path)]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"]["games"] == 0 and data["rating"] is None and data["games"]["win_rate"] is None
    assert main(["stats", "--library", str(tmp_path / "nowhere")]) == 2
    assert "no such folder" in capsys.readouterr().err
