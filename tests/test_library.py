"""The game library (carolus.engine.library): keeping games, listing them, and surviving a folder it did not write."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from carolus.engine import library as lib
from carolus.engine.figures import game_figures
from carolus.engine.library import GameEntry, Library, LibraryError, Unreadable, worth_keeping
from carolus.engine.match import Match
from carolus.engine.record import load
from tests.support.library import played

ROOT = Path(__file__).resolve().parent


def test_a_kept_game_is_listed_with_date_players_levels_variants_result_and_length(tmp_path: Path) -> None:
    record = played(3, "5eed01", ["human", "novice", "beginner"], ("deferred-jokers",))
    end = Match(record).state
    report = Library(tmp_path).keep(record, when="2026-03-04T05:06:07Z")
    assert report.written and (tmp_path / report.entry.file).exists()
    [entry] = Library(tmp_path).entries()
    assert isinstance(entry, GameEntry)
    assert entry.date == "2026-03-04T05:06:07Z"
    assert entry.names == ("P0", "P1", "P2") and entry.seats == ("human", "novice", "beginner")
    assert entry.variants == ("deferred-jokers",)
    assert entry.over and entry.winner == end.winner and entry.end == end.end_reason
    assert entry.rounds == end.round and entry.actions == len(record.actions)
    assert entry.your_result == ("won" if end.winner == 0 else "lost")
    assert entry.luck is None  # keeping a game is quick: its luck is measured when asked for
    kept = Library(tmp_path).load(entry.file)
    assert kept.actions == record.actions and kept.extra["library"]["id"] == entry.id


def test_the_same_game_kept_twice_is_one_file(tmp_path: Path) -> None:
    record = played(2, "5eed02", ["human", "beginner"])
    library = Library(tmp_path)
    first = library.keep(record)
    again = library.keep(load(tmp_path / first.entry.file))  # the kept copy, with its library key
    assert not again.written and again.entry.file == first.entry.file
    assert not library.keep(record).written
    assert len(library.entries()) == 1


def test_an_unfinished_game_kept_again_later_replaces_its_own_entry_and_a_branch_never_overwrites(
    tmp_path: Path,
) -> None:
    library = Library(tmp_path)
    whole = played(2, "5eed03", ["human", "beginner"])
    early = whole.copy()
    early.actions = whole.actions[:40]
    report = library.keep(early)
    assert not report.entry.over
    resumed = library.load(report.entry.file)  # resumed from the library and played to the end
    resumed.actions = list(whole.actions)
    finished = library.keep(resumed)
    assert finished.entry.file == report.entry.file and finished.entry.over
    branch = library.load(finished.entry.file)  # played on from an earlier position: another game
    branch.actions = branch.actions[:20]
    other = library.keep(branch)
    assert other.entry.file != finished.entry.file
    assert len(library.load(finished.entry.file).actions) == len(whole.actions)
    assert sorted(e.actions for e in library.games()) == [20, len(whole.actions)]


def test_a_broken_or_foreign_file_is_listed_as_unreadable_and_nothing_is_lost(tmp_path: Path) -> None:
    library = Library(tmp_path)
    good = library.keep(played(2, "5eed04", ["human", "novice"])).entry
    (tmp_path / "broken.json").write_text('{"format": "carolus-record", "version": 1, "players": 2, "actions": [{')
    (tmp_path / "notes.txt").write_text("shopping list: eggs")
    (tmp_path / "huge.json").write_bytes(b" " * (lib.MAX_GAME_BYTES + 1))
    bad_move = played(2, "5eed05", ["human", "novice"], stop=12).to_dict()
    bad_move["actions"][5] = {"type": "disc", "player": 0, "value": 9}
    (tmp_path / "illegal.json").write_text(json.dumps(bad_move))
    (tmp_path / "sub").mkdir()  # a folder is not a game and not listed
    before = sorted(os.listdir(tmp_path))
    entries = {e.file: e for e in library.entries()}
    assert isinstance(entries[good.file], GameEntry)
    unreadable = {name: e for name, e in entries.items() if isinstance(e, Unreadable)}
    assert set(unreadable) == {"broken.json", "notes.txt", "huge.json", "illegal.json"}
    assert unreadable["broken.json"].error is not None and unreadable["broken.json"].error.code == "bad-json"
    assert unreadable["notes.txt"].error.code == "not-a-record"
    assert unreadable["huge.json"].error.code == "too-large"
    assert "action 5" in unreadable["illegal.json"].reason
    assert sorted(os.listdir(tmp_path)) == sorted({*before, lib.INDEX_NAME})  # nothing removed, only the index
    assert len(library.entries()) == 5  # and again, from the index


def test_the_index_is_a_cache_rebuilt_from_the_files(tmp_path: Path) -> None:
    library = Library(tmp_path)
    for i in range(3):
        library.keep(played(2, f"5eed1{i}", ["human", "beginner"], stop=30 + i), when=f"2026-01-0{i + 1}T00:00:00Z")
    listed = library.entries()
    index = tmp_path / lib.INDEX_NAME
    assert len(json.loads(index.read_text())["games"]) == 3
    index.write_text("{ not json")
    assert library.entries() == listed
    index.write_text(json.dumps({"format": lib.INDEX_FORMAT, "version": lib.INDEX_VERSION, "games": {}}))
    assert library.entries() == listed
    stale = json.loads(index.read_text())  # a row that lies about a file whose size or time changed is read again
    name = listed[0].file
    stale["games"][name]["entry"]["actions"] = 999
    index.write_text(json.dumps(stale))
    assert library.entries()[0].actions == 999  # the cache is trusted while the file is unchanged ...
    (tmp_path / name).write_bytes((tmp_path / name).read_bytes() + b"\n")
    assert library.entries() == listed  # ... and read again once it is not
    assert library.rebuild_index() == listed


def test_a_record_larger_than_any_real_game_is_refused_and_nothing_is_written(tmp_path: Path) -> None:
    record = played(2, "5eed06", ["human", "beginner"])
    record.names = ["x" * lib.MAX_GAME_BYTES, "Bot"]
    with pytest.raises(LibraryError) as refused:
        Library(tmp_path).keep(record)
    assert refused.value.code == "too-large"
    assert [p for p in tmp_path.iterdir() if p.name != lib.INDEX_NAME] == []


def test_past_the_limit_the_oldest_unfinished_game_goes_first_and_the_report_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(lib, "MAX_GAMES", 3)
    library = Library(tmp_path)
    finished_old = library.keep(played(2, "5eed20", ["human", "beginner"]), when="2026-01-01T00:00:00Z").entry
    unfinished = library.keep(played(2, "5eed21", ["human", "beginner"], stop=25), when="2026-01-02T00:00:00Z").entry
    assert not library.keep(played(2, "5eed22", ["human", "beginner"]), when="2026-01-03T00:00:00Z").removed
    report = library.keep(played(2, "5eed23", ["human", "beginner"]), when="2026-01-04T00:00:00Z")
    assert [e.file for e in report.removed] == [unfinished.file]
    report = library.keep(played(2, "5eed24", ["human", "beginner"]), when="2026-01-05T00:00:00Z")
    assert [e.file for e in report.removed] == [finished_old.file]
    assert len(library.games()) == 3


def test_resuming_a_kept_unfinished_game_takes_it_out_but_not_a_finished_one_or_a_branch(tmp_path: Path) -> None:
    library = Library(tmp_path)
    early = library.keep(played(2, "5eed30", ["human", "beginner"], stop=30)).entry
    done = library.keep(played(2, "5eed31", ["human", "beginner"])).entry
    branch = library.load(early.file)
    branch.actions = branch.actions[:10]
    assert not library.take_out(branch)
    assert not library.take_out(library.load(done.file))
    assert library.take_out(library.load(early.file))
    assert [e.file for e in library.games()] == [done.file]


def test_worth_keeping_is_a_finished_game_or_one_a_person_here_has_played_in() -> None:
    assert worth_keeping(played(2, "5eed40", ["beginner", "novice"]))
    assert not worth_keeping(played(2, "5eed40", ["beginner", "novice"], stop=30))
    assert worth_keeping(played(2, "5eed40", ["human", "novice"], stop=30))
    untouched = Match.new(2, "5eed41").record
    assert not worth_keeping(untouched)


def test_figures_of_the_rulebook_takeover_come_from_the_engine() -> None:
    """Figures 2-4: white gains green at court from black (and blue, which nobody held), takes black's castle on B,
    and A, B, C merge into one region."""
    figures = game_figures(load(ROOT / "records" / "rules_figure2_takeover.json"))
    assert (figures.sides[0].taken, figures.sides[1].lost, figures.sides[0].built) == (1, 1, 0)
    assert figures.sides[0].merged == 2
    assert (figures.seats[0].to_court, figures.seats[0].to_regions) == (3, 0)
    assert figures.control_changes == 2
    assert (figures.seats[0].control_gained, figures.seats[1].control_lost) == (2, 1)


def test_figures_of_a_castle_shortfall_count_the_castles_taken_not_those_put_in() -> None:
    figures = game_figures(load(ROOT / "records" / "rules_castle_shortfall.json"))
    assert (figures.sides[1].taken, figures.sides[0].lost) == (3, 3)


def test_figures_agree_with_the_record_and_the_replay_snapshot_of_a_whole_game() -> None:
    from carolus.engine.snapshot import replay_json

    record = played(2, "5eed50", ["human", "novice"])
    figures = game_figures(record)
    places = [a for a in record.actions if a.type == "place"]
    for seat in range(2):
        assert figures.seats[seat].to_court == sum(a.player == seat and a.to == "court" for a in places)
        assert figures.seats[seat].to_regions == sum(a.player == seat and a.to != "court" for a in places)
    controls = []
    for n in range(len(record.actions) + 1):
        prefix = record.copy()
        prefix.actions = record.actions[:n]
        controls.append(replay_json(Match(prefix).state)["control"])
    changes = sum(a[c] != b[c] for a, b in zip(controls, controls[1:]) for c in a)
    assert figures.control_changes == changes > 0
    end = Match(record).state
    for side in range(2):  # castles in play at the end: built, plus taken over, less lost (no shortfall here)
        s = figures.sides[side]
        assert end.castles_in_play(side) == s.built + s.taken - s.lost


def test_the_luck_of_a_game_is_measured_once_and_kept_in_the_index(tmp_path: Path) -> None:
    library = Library(tmp_path)
    library.keep(played(2, "5eed31", ["human", "beginner"]), when="2026-03-04T05:06:07Z")
    library.keep(played(2, "5eed32", ["human", "novice"], stop=30), when="2026-03-05T05:06:07Z")
    missing = library.luck_missing(library.entries())
    assert len(missing) == 1 and missing[0].over, "an unfinished game has no luck to measure yet"
    heard: list[GameEntry] = []
    [measured] = library.measure_luck(missing, on_game=heard.append)
    assert heard == [measured] and measured.luck is not None
    assert measured.luck[0] == pytest.approx(-measured.luck[1], abs=0.02)
    again = Library(tmp_path).entries()
    assert Library.luck_missing(again) == [] and [e.luck for e in again if e.over] == [measured.luck]
