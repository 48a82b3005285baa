"""The engine's promises (OpenSpiel's shape, python-chess's manners) and perft counts.

perft counts the paths of legal actions (and die faces at chance nodes) to a
depth; the numbers are pinned, the small ones also worked out by hand, so a
change to the rules or the action encoding shows up here at once.
"""

from __future__ import annotations

import ast
import inspect
from random import Random

import pytest

from carolus.engine.actions import Action, from_code, to_code
from carolus.engine.codes import CROWN_BASE, MOVE_BASE, PLACE_BASE, place
from carolus.engine.errors import IllegalActionError, UnsupportedVariantError
from carolus.engine.match import Match
from carolus.engine.record import Record, initial_position
from carolus.engine.rules import Rules
from carolus.engine.state import State
from tests.support.rules import load_fixture, play


def perft(state: State, depth: int) -> int:
    if depth == 0 or state.is_terminal():
        return 1
    total = 0
    if state.is_chance_node():
        for face, _ in state.chance_outcomes():
            child = state.clone()
            child.apply_action(face)
            total += perft(child, depth - 1)
        return total
    for code in state.legal_actions():
        child = state.clone()
        child.apply_action(code)
        total += perft(child, depth - 1)
    return total


def after_setup(players: int, seed: str = "9f2c41d0a7") -> State:
    match = Match.new(players, seed)
    while match.state.phase_name == "crown":
        match.apply_action(match.state.legal_actions()[0])
    return match.state


@pytest.mark.parametrize(
    ("players", "counts"),
    [(2, [5, 20, 960, 40960]), (3, [5, 20, 60, 4800]), (4, [5, 20, 60, 120, 7200])],
)
def test_perft_from_the_first_disc_phase(players: int, counts: list[int]) -> None:
    state = after_setup(players)
    assert [perft(state, d) for d in range(1, len(counts) + 1)] == counts


def test_perft_small_depths_agree_with_counting_by_hand() -> None:
    state = after_setup(2)
    colours = [sum(1 for c in range(5) if state.reserve[5 * p + c]) for p in range(2)]
    first = state.choose_order[0]
    # the first chooser takes one of 5 discs, the second one of the 4 left; the lower disc places
    # first: one of its colours to one of 15 regions or the court
    by_hand = sum(16 * colours[first if a < b else 1 - first] for a in range(1, 6) for b in range(1, 6) if a != b)
    assert perft(state, 3) == by_hand


def test_perft_of_figure_6_white_to_place() -> None:
    """52 = 4 colours in reserve x (12 regions + court); 2366 = 13 x (52 + 52 + 39 + 39): blue and green run out."""
    record = load_fixture("rules_figure6_counterattack.json")
    record["actions"] = record["actions"][:2]
    state = play(record).state
    assert [perft(state, d) for d in range(1, 4)] == [52, 2366, 94471]


@pytest.mark.parametrize(
    ("players", "decisions", "total", "digest"),
    [(2, 124, 3614, "5fce7c49cfdb4215"), (3, 158, 5073, "6cc8b8a7627b6709"), (4, 130, 3419, "f2bc89e72c2a00b5")],
)
def test_legal_action_counts_along_a_seeded_game_are_pinned(
    players: int, decisions: int, total: int, digest: str
) -> None:
    rng = Random(players)
    match = Match.new(players, f"fe{players}")
    counts = []
    while not match.is_over():
        codes = match.state.legal_actions()
        counts.append(len(codes))
        match.apply_action(codes[int(rng.random() * len(codes))])
    assert (len(counts), sum(counts), match.digest()[:16]) == (decisions, total, digest)


# -- the door ------------------------------------------------------------------------------


def test_an_illegal_code_raises_with_a_reason_and_changes_nothing() -> None:
    state = after_setup(2)
    before = state.digest()
    for code, reason in [
        (PLACE_BASE, "must choose a disc, not place a knight"),
        (MOVE_BASE, "must choose a disc, not move the emperor"),
        (CROWN_BASE, "must choose a disc, not name a crown"),
        (95, "unknown action code 95"),
        (-1, "unknown action code -1"),
    ]:
        with pytest.raises(IllegalActionError, match=reason):
            state.apply_action(code)
        assert state.digest() == before
        assert not state.is_legal(code)


def test_a_chance_node_takes_only_die_faces() -> None:
    record = load_fixture("rules_figure2_takeover.json")
    record["dice"] = []
    match = Match(Record.from_dict(record), external_dice=True)
    state = match.state
    assert state.is_chance_node() and state.current_player() == -1
    assert state.legal_actions() == []
    with pytest.raises(IllegalActionError, match="a die must be rolled first"):
        state.check(0)
    before = state.digest()
    for face in (6, -1, True):
        with pytest.raises(IllegalActionError, match="unknown die face"):
            state.apply_action(face)
    assert state.digest() == before
    match.roll(1)
    assert match.record.dice == ["green"]


def test_placing_on_a_merged_province_by_code_must_name_its_first_province() -> None:
    state = play(load_fixture("rules_figure6_counterattack.json")).state  # black to place; C+B+D = 2..6
    code = place(3, 4)  # red to province 4
    with pytest.raises(IllegalActionError, match="province 4 is part of a region; name it by province 2"):
        state.apply_action(code)


def test_every_legal_code_round_trips_through_its_record_action() -> None:
    rng = Random(5)
    for players in (2, 3, 4):
        match = Match.new(players, f"r7{players}")
        while not match.is_over():
            state = match.state
            for code in state.legal_actions():
                action = from_code(state, code)
                assert Action.from_dict(action.to_dict()) == action
                assert to_code(state, action) == code
            match.apply_action(state.random_action(rng))


def test_to_code_refuses_the_wrong_player_and_a_game_that_is_over() -> None:
    state = after_setup(2)
    other = 1 - state.to_act
    with pytest.raises(IllegalActionError, match=f"it is player {state.to_act}'s turn to disc, not player {other}'s"):
        to_code(state, Action.disc(other, 1))
    with pytest.raises(IllegalActionError, match="there is no player 7"):
        to_code(state, Action.disc(7, 1))
    state.playout(Random(1))
    with pytest.raises(IllegalActionError, match="the game is over"):
        to_code(state, Action.disc(0, 1))


def test_the_digest_is_pinned_so_every_platform_agrees() -> None:
    record = Record(players=2, names=["a", "b"], seed="9f2c41d0a7")
    state = State.from_position(Rules(2), initial_position(record))
    assert state.digest() == PINNED_DIGEST
    assert State.__hash__ is None  # mutable: equal by digest, not hashable


PINNED_DIGEST = "2a11a75105583bd7990af6326988038803a903de00fed8dfc3a24a21611fc858"


def test_match_refuses_an_illegal_action_and_keeps_its_record() -> None:
    match = Match.new(2, "ab")
    length = len(match.record.actions)
    digest = match.digest()
    with pytest.raises(IllegalActionError):
        match.apply_action(Action.move(match.to_act, 1))
    assert (len(match.record.actions), match.digest()) == (length, digest)


def test_truncated_match_is_the_same_game_earlier() -> None:
    rng = Random(3)
    match = Match.new(3, "7a")
    digests = [match.digest()]
    for _ in range(60):
        match.apply_action(match.state.random_action(rng))
        digests.append(match.digest())
    for k in (0, 1, 17, 60):
        assert match.truncated(k).digest() == digests[k]


def test_a_truncated_network_match_still_waits_for_its_dice() -> None:
    record = load_fixture("rules_figure2_takeover.json")
    record["dice"] = []
    match = Match(Record.from_dict(record), external_dice=True)
    assert match.needs_die()
    again = match.truncated(len(match.record.actions))
    assert again.needs_die() and again.record.dice == []


@pytest.mark.parametrize("name", ["free-draw", "piles", "deferred-jokers", "free-colour", "early-roll"])
def test_every_variant_of_the_rules_is_played_only_when_asked_for(name: str) -> None:
    assert Rules(2, (name,)).has_variant(name)
    assert not Rules(2).has_variant(name)
    with pytest.raises(UnsupportedVariantError, match="unknown variant 'gravity'"):
        Rules(2, ("gravity",))


def test_the_bench_perft_with_bulk_counting_agrees_with_the_plain_one() -> None:
    from carolus.engine.bench import perft as bulk_perft

    for players in (2, 3, 4):
        state = after_setup(players)
        assert [bulk_perft(state, d) for d in range(1, 5)] == [perft(state, d) for d in range(1, 5)]
    record = load_fixture("rules_figure6_counterattack.json")
    record["actions"] = record["actions"][:2]
    state = play(record).state
    assert bulk_perft(state, 3) == 94471
    assert bulk_perft(after_setup(2), 5) == 1556480  # checked once against the plain perft (9 s)


def test_every_state_field_is_declared_with_a_type_and_a_docstring() -> None:
    """``State``'s fields are ``__slots__`` filled through ``__new__``: the class-level annotations are the one
    place that says what each holds (and mypy checks them), so a slot must not go without one, nor a line saying
    what it is."""
    assert sorted(State.__annotations__) == sorted(State.__slots__)
    tree = ast.parse(inspect.getsource(State))
    body = next(node for node in tree.body if isinstance(node, ast.ClassDef)).body
    undocumented = [
        stmt.target.id
        for stmt, after in zip(body, [*body[1:], None])
        if isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name)
        if not (isinstance(after, ast.Expr) and isinstance(after.value, ast.Constant) and after.value.value)
    ]
    assert undocumented == []


class _PlainMerge(State):
    """A state whose merge (docs/rules.md §7) is the plain rebuild the engine had before its fast one: every
    region as a tuple, the merged one first, then rotated so that the region holding province 0 leads."""

    __slots__ = ()

    def _merge_around(self, r: int) -> None:
        owner = self.owner
        side = owner[r]
        count = len(owner)
        lo, hi = (r - 1) % count, (r + 1) % count
        merge_lo, merge_hi = owner[lo] == side, owner[hi] == side
        if not (merge_lo or merge_hi):
            return
        first = lo if merge_lo else r
        last = hi if merge_hi else r
        members = [first]
        while members[-1] != last:
            members.append((members[-1] + 1) % count)
        kn = self.knights
        regions = [
            (
                self.reg_start[first],
                sum(self.reg_len[m] for m in members),
                [sum(kn[5 * m + c] for m in members) for c in range(5)],
                side,
                sum(self.castles[m] for m in members),
            )
        ]
        i = last
        for _ in range(count - len(members)):
            i = (i + 1) % count
            regions.append((self.reg_start[i], self.reg_len[i], kn[5 * i : 5 * i + 5], owner[i], self.castles[i]))
        k = next(i for i, g in enumerate(regions) if g[0] == 0 or g[0] + g[1] > 15)
        regions = regions[k:] + regions[:k]
        self.reg_start = [g[0] for g in regions]
        self.reg_len = [g[1] for g in regions]
        self.knights = [x for g in regions for x in g[2]]
        self.owner = [g[3] for g in regions]
        self.castles = [g[4] for g in regions]
        self._index_provinces()
        self.emperor = (len(regions) - k) % len(regions)
        if self.last_event is not None:
            self.last_event = (*self.last_event, "merged", len(members))


def _rotated(state: State, by: int) -> State:
    """The same board with its regions listed from another one (not the one holding province 0)."""
    s = state.clone()
    count = len(s.reg_start)
    s.reg_start = s.reg_start[by:] + s.reg_start[:by]
    s.reg_len = s.reg_len[by:] + s.reg_len[:by]
    s.knights = s.knights[5 * by :] + s.knights[: 5 * by]
    s.owner = s.owner[by:] + s.owner[:by]
    s.castles = s.castles[by:] + s.castles[:by]
    s.prov_region = [(r - by) % count for r in s.prov_region]
    s.emperor = (s.emperor - by) % count
    return s


def _board(state: State) -> tuple[object, ...]:
    return (state.digest(), state.prov_region, state.last_event, state.end)


def test_the_fast_merge_builds_the_regions_the_plain_rebuild_does() -> None:
    """Every move of the emperor in random games of 2 to 4 players, each also from a board listed from another
    region: the engine's merge (slices of the region lists) leaves what the plain rebuild leaves."""
    merges = wrapped = 0
    for game in range(24):
        players = 2 + game % 3
        rng = Random(game)
        state = after_setup(players, f"m{game:x}")
        while not state.is_terminal():
            if state.phase_name == "move":
                for base in (state, _rotated(state, 1 + game % (len(state.reg_start) - 1))):
                    for code in base.legal_actions():
                        fast, plain = base.clone(), base.clone()
                        plain.__class__ = _PlainMerge
                        fast.apply_trusted(code)
                        plain.apply_trusted(code)
                        assert _board(fast) == _board(plain)
                        if len(fast.reg_start) < len(base.reg_start):
                            merges += 1
                            wrapped += fast.reg_start[0] != base.reg_start[0]
            if state.is_chance_node():
                state.apply_trusted(int(rng.random() * 6))
            else:
                state.apply_trusted(state.random_action(rng))
    assert merges > 100 and wrapped > 10  # both ways a merge lays out the regions, and the rotation, were seen
