"""Records (docs/record-format.md): reading, writing, validation, and the seeded chance behind them."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import msgpack
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from carolus.engine.chance import DiceStream, SeedStream, seeded_setup
from carolus.engine.errors import RecordError
from carolus.engine.match import Match
from carolus.engine.record import MAX_ARRAY_LEN, Record, atomic_write, initial_position, load, loads
from carolus.engine.selfplay import random_game
from tests.support.rules import disc, place, play, region, ring, scenario

BASE = {"format": "carolus-record", "version": 1, "players": 2, "seed": "1", "actions": []}


def _one_line_error(data: bytes) -> str:
    with pytest.raises(RecordError) as info:
        loads(data)
    message = str(info.value)
    assert message and "\n" not in message
    return message


# -- round trips -----------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_json_and_msgpack_files_replay_to_the_same_state(tmp_path: Path, players: int) -> None:
    match = random_game(players, f"ab{players}")
    for name in ("game.json", "game.msgpack"):
        match.record.save(tmp_path / name)
        again = Match(load(tmp_path / name))
        assert again.digest() == match.digest()
        assert again.record.to_dict() == match.record.to_dict()


def test_msgpack_file_is_msgpack_and_json_file_is_json(tmp_path: Path) -> None:
    record = random_game(2, "cafe").record
    record.save(tmp_path / "g.msgpack")
    record.save(tmp_path / "g.json")
    assert msgpack.unpackb((tmp_path / "g.msgpack").read_bytes())["format"] == "carolus-record"
    assert json.loads((tmp_path / "g.json").read_text(encoding="utf-8"))["format"] == "carolus-record"


@pytest.mark.skipif(sys.platform == "win32", reason="no POSIX file modes")
@pytest.mark.parametrize("umask", [0o022, 0o077, 0o002])
def test_a_record_is_written_with_the_umasks_mode_and_a_secret_never(tmp_path: Path, umask: int) -> None:
    record = Record.new(2, "5eed")
    old = os.umask(umask)
    try:
        record.save(tmp_path / "game.json")
        record.save(tmp_path / "game.msgpack")
        (tmp_path / "over.json").write_text("{}")
        (tmp_path / "over.json").chmod(0o600)
        record.save(tmp_path / "over.json")  # written anew: the mode of a new file, not the old one's
        atomic_write(tmp_path / "secret.json", b"{}")
    finally:
        os.umask(old)
    for name in ("game.json", "game.msgpack", "over.json"):
        assert (tmp_path / name).stat().st_mode & 0o777 == 0o666 & ~umask, name
    assert (tmp_path / "secret.json").stat().st_mode & 0o777 == 0o600
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json", "game.msgpack", "over.json", "secret.json"]


def test_unknown_keys_are_kept_when_written_back() -> None:
    d = {**BASE, "comment": "hello", "ui": {"zoom": 2}}
    record = Record.from_dict(d)
    again = Record.from_dict(json.loads(record.to_json()))
    assert again.extra == {"comment": "hello", "ui": {"zoom": 2}}


def test_a_record_with_setup_and_dice_replays_the_same_whatever_the_seed() -> None:
    played = Match(random_game(3, "d1ce").record, write_dice=True)  # lists every die the seed rolled
    record = played.record.to_dict()
    pos = initial_position(played.record)
    record["setup"] = {
        "provinces": [["blue", "green", "pink", "red", "yellow"][k.index(1)] for k in (r.knights for r in pos.regions)],
        "emperor": pos.emperor,
        "start_player": pos.start_player,
        "reserves": [],
    }
    # the setup crowns become part of the named reserves: replay the setup part to read them
    first = Match(Record.from_dict({**record, "setup": {}, "actions": []}))
    crowns = [a for a in played.record.actions if a.type == "crown"][: len(pos.pending_crowns)]
    for a in crowns:
        first.apply_action(a)
    reserves = [
        [
            name
            for c, name in enumerate(("blue", "green", "pink", "red", "yellow"))
            for _ in range(first.state.reserve[5 * p + c])
        ]
        for p in range(3)
    ]
    record["setup"]["reserves"] = reserves
    record["actions"] = [a.to_dict() for a in played.record.actions[len(crowns) :]]
    digests = set()
    for seed in ("0", "1", "ffff", "123456789abcdef"):
        record["seed"] = seed
        digests.add(Match(Record.from_dict(record)).digest())
    assert digests == {played.digest()}


def test_setup_reserves_as_rolled_with_crowns_replay_like_the_seeded_game() -> None:
    """docs/record-format.md §5: a "crown" in setup.reserves is named by a round-0 crown action, start player first."""
    from carolus.engine.chance import seeded_setup
    from carolus.engine.constants import COLOURS, CROWN

    for seed in ("1", "2", "3", "4", "5", "6", "7", "8"):
        played = Match(random_game(3, seed).record)
        dealt = seeded_setup(seed, 3)
        if not any(CROWN in faces for faces in dealt.reserves):
            continue
        record = played.record.to_dict()
        record["seed"] = "0"
        record["setup"] = {
            "provinces": [COLOURS[c] for c in dealt.provinces],
            "emperor": dealt.emperor,
            "start_player": dealt.start_player,
            "reserves": [["crown" if f == CROWN else COLOURS[f] for f in faces] for faces in dealt.reserves],
        }
        record["dice"] = list(Match(played.record, write_dice=True).record.dice)
        assert Match(Record.from_dict(record)).digest() == played.digest()
        return
    raise AssertionError("no seed dealt a crown")


# -- chance --------------------------------------------------------------------------


def test_seeded_setup_is_pinned_so_every_platform_deals_the_same() -> None:
    """SHA-256 derived, never ``random``: these values must not change between versions or machines."""
    setup = seeded_setup("9f2c41d0a7", 2)
    assert setup == seeded_setup("9F2C41D0A7", 2)  # hex is case-blind
    assert sorted(setup.provinces) == [c for c in range(5) for _ in range(3)]
    assert (setup.provinces, setup.emperor, setup.start_player, setup.reserves) == PINNED_SETUP


PINNED_SETUP = ((0, 3, 1, 2, 1, 3, 0, 4, 4, 1, 2, 0, 3, 4, 2), 12, 1, ((4, 1, 3, 1, 4, 1, 3), (0, 5, 0, 0, 3, 2, 0)))


def test_dice_are_indexed_words_of_sha256() -> None:
    import hashlib

    stream = SeedStream("abc", "dice")
    block = hashlib.sha256(b"carolus/dice/abc/0").digest()
    assert stream.word(1) == int.from_bytes(block[8:16], "big")
    dice = DiceStream("abc")
    assert [dice.face(k) for k in range(12)] == PINNED_DICE
    assert DiceStream("abc").face(11) == PINNED_DICE[11]  # die k depends on k alone, not on what came before


PINNED_DICE = [2, 2, 5, 2, 1, 0, 0, 4, 3, 0, 2, 2]


# -- refusals, one line each ------------------------------------------------------------


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"format": "pgn"}, "format is 'pgn'"),
        ({"version": 2}, "unsupported record version 2"),
        ({"version": True}, "unsupported record version True"),
        ({"players": 5}, "players must be 2, 3 or 4, not 5"),
        ({"players": 2.0}, "players must be 2, 3 or 4, not 2.0"),
        ({"players": [2]}, "players must be 2, 3 or 4"),
        ({"names": ["a"]}, "names must be a list of 2 strings"),
        ({"variant": "piles"}, "variant must be a list of names"),
        ({"variant": ["gravity"]}, "unknown variant 'gravity'"),
        ({"seed": "xyz"}, "seed must be a hex string"),
        ({"seed": 12}, "seed must be a hex string"),
        ({"dice": ["purple"]}, "dice 0: unknown face 'purple'"),
        ({"dice": [["red"]]}, "dice 0: unknown face"),
        ({"dice": "red"}, "dice must be a list"),
        ({"actions": {}}, "actions must be a list"),
        ({"actions": [7]}, "action 0: an action must be an object"),
        ({"actions": [{"type": "jump", "player": 0}]}, "action 0: unknown action type 'jump'"),
        ({"actions": [{"type": "disc", "player": "0", "value": 1}]}, "action 0: disc action needs an integer 'player'"),
        ({"actions": [{"type": "disc", "player": 0, "value": 1.0}]}, "action 0: disc action needs an integer 'value'"),
        ({"actions": [{"type": "place", "player": 0, "colour": "red"}]}, "action 0: place action needs 'to'"),
        ({"actions": [{"type": "place", "player": 0, "colour": ["red"], "to": 1}]}, "needs a colour"),
        ({"actions": [{"type": "place", "player": 0, "colour": "red", "to": "sky"}]}, "'to' must be"),
        ({"setup": []}, "setup must be an object"),
        ({"setup": {"tiles": 1}}, "unknown setup key 'tiles'"),
        ({"setup": {"provinces": ["red"] * 14}}, "setup provinces must list 15 colours"),
        ({"setup": {"provinces": [["red"]] * 15}}, "setup provinces: unknown colour"),
        ({"setup": {"emperor": 15}}, "setup emperor must be an integer from 0 to 14"),
        ({"setup": {"start_player": 2}}, "setup start_player must be an integer from 0 to 1"),
        ({"setup": {"reserves": [["red"]]}}, "setup reserves must list 2 players"),
        ({"setup": {"piles": [["red"]]}}, "setup piles need the piles variant"),
        ({"setup": {"reserves": [["crown"], []], "round": 2}}, "crowns in setup must already be named"),
        ({"setup": {"reserves": [[{"red": 1}], []]}}, "setup reserves 0: unknown colour"),
        ({"setup": {"reserves": [{"red": 41}, {}]}}, "setup reserves 0 red must be an integer from 0 to 40"),
        ({"setup": {"reserves": [{"red": 30}, {"red": 30}]}}, "setup uses 63 red knights; there are only 40"),
        ({"setup": {"round": 3}}, "setup round needs setup reserves"),
        ({"setup": {"discs_left": [[0], []]}}, "setup discs_left 0 must be an integer from 1 to 5"),
        ({"setup": {"control": {"red": 0}, "courts": [{}, {"red": 1}]}}, "player 0 cannot control red"),
        ({"setup": {"provinces": ["red"] * 15, "regions": []}}, "setup gives both provinces and regions"),
    ],
)
def test_bad_records_are_refused_with_one_line_naming_the_problem(change: dict, message: str) -> None:
    error = _one_line_error(json.dumps({**BASE, **change}).encode())
    assert message in error


@pytest.mark.parametrize(
    ("regions", "message"),
    [
        ([region(list(range(15)))], "1 regions is a finished game"),
        (
            [region(list(range(5)), 0, 2), region(list(range(5, 10)), 1, 2), region(list(range(10, 15)))],
            "3 regions is a finished game",
        ),
        (ring(region([0, 1], 0, 10)), "side 0 has all its castles in play"),
        (ring(region([0, 1], 0, 6), region(5, 0, 5)), "side 0 has more than 10 castles"),
        (ring(region(3, 0, 1), region(4, 0, 1)), "neighbours with the same owner must be one region"),
        (ring(region(14, 1, 1), region(0, 1, 1)), "neighbours with the same owner must be one region"),
        (ring(region(3, 0, 0)), "castles need an owner"),
        (ring(region(3, None, 2)), "castles need an owner"),
        (ring(region(3, 2, 1)), "owner must be an integer from 0 to 1"),
        ([region(i) for i in range(14)], "must cover all 15 provinces"),
        ([region(i) for i in (1, 0, *range(2, 15))], "starts at province 0, expected 2"),
        ([region([0, 2]), *[region(i) for i in range(3, 15)]], "must be a clockwise run"),
    ],
)
def test_bad_setup_regions_are_refused(regions: list, message: str) -> None:
    error = _one_line_error(json.dumps(scenario(regions=regions)).encode())
    assert message in error


def test_names_with_a_lone_surrogate_are_refused() -> None:
    with pytest.raises(RecordError, match="names must be text"):
        Record.from_dict({**BASE, "names": ["\ud800", "b"]})


def test_a_refused_combination_of_variants_is_not_a_record() -> None:
    with pytest.raises(RecordError, match="piles replaces the refill dice and allows only deferred-jokers"):
        Record.from_dict({**BASE, "variant": ["piles", "early-roll"]})


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"", "the file is empty"),
        (b"   \n", "the file is empty"),
        (b"hello", "neither JSON nor msgpack"),
        (b"{", "bad JSON at line 1"),
        (b"[1, 2]", "the top level is not an object"),
        (b'{"players": ' + b"1" * 5000 + b"}", "bad JSON"),
        (b"{" * 100_000, "bad JSON"),
        (b'\xef\xbb\xbf{"format": "x"}', "format is 'x'"),
        (b'{"a": "\xff"}', "not UTF-8"),
        (b'{"format": "carolus-record", "names": ["\\ud800", "b"]}', "lone surrogate"),
        (b"\x81\xa1a", "bad msgpack"),
        (b"\x81\xa1a\xc1", "bad msgpack"),
        (b"\x81\x91\x01\x01", "bad msgpack"),
        (b"\x81\xa1a\xd4\x01\x01", "bad msgpack"),
        (b"\x81\xa1a\x01\x02", "bad msgpack"),
    ],
)
def test_files_that_are_not_records_get_one_line(data: bytes, message: str) -> None:
    assert message in _one_line_error(data)


def test_msgpack_declaring_a_huge_array_is_refused_before_allocating() -> None:
    # a map {"actions": array32 of 2**32-1 entries} in 15 bytes: without limits msgpack would allocate for it
    data = b"\x81\xa7actions\xdd\xff\xff\xff\xff"
    assert "exceeds max_array_len" in _one_line_error(data)
    ok = msgpack.packb({**BASE, "dice": ["red"] * 10})
    assert loads(ok).dice == ["red"] * 10
    assert MAX_ARRAY_LEN < 2**32 - 1


def test_msgpack_with_integer_map_keys_is_refused() -> None:
    assert "bad msgpack" in _one_line_error(b"\x81\x01\x01")


JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-3, 20)
    | st.floats(allow_nan=False)
    | st.sampled_from(["red", "crown", "court", "disc", "place", "move", "crown", "blue", "x", ""]),
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(
            st.sampled_from(
                ["type", "player", "value", "colour", "to", "steps", "provinces", "knights", "owner", "castles"]
            ),
            inner,
            max_size=4,
        )
    ),
    max_leaves=12,
)


@settings(max_examples=300, derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    key=st.sampled_from(["players", "names", "variant", "seed", "setup", "dice", "actions", "version"]),
    value=JSON_VALUES,
    setup_key=st.sampled_from(
        ["provinces", "emperor", "start_player", "reserves", "regions", "courts", "control", "discs_left", "round"]
    ),
)
def test_any_garbage_in_any_field_is_a_record_error_never_a_crash(key: str, value: object, setup_key: str) -> None:
    for d in ({**BASE, key: value}, {**BASE, "setup": {setup_key: value}}, {**BASE, "actions": [disc(0, 1), value]}):
        for data in (json.dumps(d).encode(), msgpack.packb(d)):
            try:
                Match(loads(data))
            except RecordError as exc:
                assert "\n" not in str(exc)


def test_a_place_may_name_any_province_of_a_merged_region() -> None:
    base = scenario(regions=ring(region([3, 4, 5], 0, 1, red=1)), reserves=[["red"] * 7, ["red"] * 7])
    via_first = play({**base, "actions": [disc(0, 1), disc(1, 2), place(0, "red", 3)]})
    via_last = play({**base, "actions": [disc(0, 1), disc(1, 2), place(0, "red", 5)]})
    assert via_first.digest() == via_last.digest()
    assert via_last.record.actions[-1].to == 5  # the record keeps what was written


def test_when_the_listed_dice_run_out_the_seed_rolls_die_k_of_the_game() -> None:
    """Die k not in the list is face k of the seed's stream, whatever the list held."""
    actions = [disc(0, 1), disc(1, 2), *[place(0, "blue", "court")] * 3, {"type": "move", "player": 0, "steps": 1}]
    seeded = Match(Record.from_dict(scenario(actions=actions, dice=[])), write_dice=True)
    stream = DiceStream("5eed")
    faces = ["blue", "green", "pink", "red", "yellow", "crown"]
    assert seeded.record.dice == [faces[stream.face(k)] for k in range(len(seeded.record.dice))]
    listed = Match(Record.from_dict(scenario(actions=actions, dice=["yellow"])), write_dice=True)
    assert listed.record.dice[0] == "yellow"
    assert listed.record.dice[1:] == [faces[stream.face(k)] for k in range(1, len(listed.record.dice))]


@pytest.mark.parametrize(
    ("data", "code", "params"),
    [
        (b'{"format": ', "bad-json", {"line": 1, "column": 12}),
        (json.dumps({**BASE, "version": 7}).encode(), "wrong-version", {"version": "7", "expected": 1}),
        (json.dumps({**BASE, "variant": ["free-draw", "piles"]}).encode(), "free-draw-alone", {"others": ("piles",)}),
        (json.dumps({**BASE, "variant": ["gravity"]}).encode(), "unknown-variant", {"variant": "gravity"}),
        (json.dumps({**BASE, "actions": [7]}).encode(), "bad-action", {"index": 0}),
        (json.dumps({**BASE, "setup": {"regions": []}}).encode(), "bad-setup", {}),
        (b"   ", "empty-file", {}),
        (b"hello", "not-a-record", {}),
    ],
)
def test_a_record_error_carries_a_code_and_plain_facts_besides_its_english_line(
    data: bytes, code: str, params: dict[str, object]
) -> None:
    """The window words the code in the player's language; the console keeps the English line."""
    with pytest.raises(RecordError) as info:
        loads(data)
    assert info.value.code == code
    assert {k: v for k, v in info.value.params.items() if k != "inner"} == params


def test_an_illegal_action_of_a_record_names_its_index_and_the_rule_it_breaks(tmp_path: Path) -> None:
    record = {**BASE, "actions": [{"type": "disc", "player": 0, "value": 3}]}
    path = tmp_path / "r.json"
    path.write_text(json.dumps(record))
    with pytest.raises(RecordError) as info:
        Match(load(path))
    assert str(info.value) == "action 0: it is player 1's turn to crown, not player 0's"
    assert (info.value.code, info.value.params["index"]) == ("replay-action", 0)
    inner = info.value.inner
    assert inner is not None and (inner.code, inner.params) == ("not-your-turn", {"player": 0, "to_act": 1})
    big = tmp_path / "big.json"
    big.write_bytes(b" " * (16 * 1024 * 1024 + 1))
    with pytest.raises(RecordError) as info:
        load(big)
    assert (info.value.code, info.value.params) == ("too-large", {"size": 16 * 1024 * 1024 + 1})
