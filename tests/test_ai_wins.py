"""Every win in the rest of a turn is found: ``wins.winning_plan`` against an exhaustive enumeration of turns.

The oracle is the engine's enumeration of a turn (``turns.turn_ends``) with
its shortcuts off, which knows nothing of how a game ends: from a position
inside a turn it plays every legal action of the engine, breadth first
(states seen once), until the turn passes to another player, a die must be
rolled or the game is over; a win exists iff some continuation ends the game with the
mover's side the winner, and its depth is the shortest win. ``winning_plan``
must find a win exactly then, its plan must win when played through the
checked door, and it must be no longer.

Positions are late-game ones (6 regions or fewer) from two sources, for 2,
3 and 4 players, standard and with each variant: random games, and random
late boards set up through a record (4 to 6 regions, castles and knights
anywhere, now and then round 100 or a nearly empty supply) played on from
their first disc, which is where the rarer kinds of win (a region handed to
another side, the round's end) are common enough to count.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from random import Random

import pytest

from carolus.engine.ai import Budget, make_player
from carolus.engine.ai.wins import winning_plan
from carolus.engine.constants import CHANCE, COLOURS, NUM_PROVINCES, OVER, SIZES
from carolus.engine.match import Match
from carolus.engine.record import Record, initial_position, load
from carolus.engine.rules import Rules
from carolus.engine.state import State
from carolus.engine.turns import in_turn, turn_ends

RECORDS = Path(__file__).parent / "records"
CONFIGS: tuple[tuple[str, ...], ...] = (
    (),
    ("free-draw",),
    ("piles",),
    ("deferred-jokers",),
    ("free-colour",),
    ("early-roll",),
    ("piles", "deferred-jokers"),
    ("deferred-jokers", "free-colour", "early-roll"),
)
NODE_CAP = 6_000
"""An oracle that would expand more states than this gives up on the position (counted; a quarter at most of the
3-player turn starts of the quick test, whose plans are still played and checked; the slow test allows ten times
more)."""


def shortest_win(state: State, cap: int = NODE_CAP) -> int | None:
    """The fewest actions after which the mover's side has won, over every continuation of the turn; None if
    none wins (or the enumeration passed ``cap`` states: then -1). The engine's enumeration with its shortcuts
    off: every legal action in every order, until the turn passes, a die is due or the game is over."""
    turns = turn_ends(state, cap, every_order=True, cut=False)
    if not turns.complete:
        return -1
    wins = turns.wins()
    return len(wins[0].codes) if wins else None


def _play_on(state: State, rng: Random, take: list[State], chance: float, limit: int) -> None:
    """Random play from ``state``, keeping late positions inside turns with probability ``chance``."""
    while state.phase != OVER and len(take) < limit:
        if state.phase == CHANCE:
            state.apply_action(int(rng.random() * 6))
            continue
        if in_turn(state) and state.num_regions <= 6 and rng.random() < chance:
            take.append(state.clone())
        state.apply_action(state.random_action(rng))


def from_random_games(players: int, variants: tuple[str, ...], count: int, seed: int) -> list[State]:
    rng = Random(seed)
    out: list[State] = []
    game = 0
    while len(out) < count:
        record = Record(players=players, names=[""] * players, seed=f"{seed:x}b{game:x}", variant=list(variants))
        game += 1
        _play_on(State.from_position(Rules(players, variants), initial_position(record)), rng, out, 0.3, count)
    return out


def late_board(players: int, variants: tuple[str, ...], rng: Random, seed: str) -> Record:
    """A random record set up late in a game: 4 to 6 regions, castles, knights, courts and reserves anywhere."""
    castles, reserve_size, _, sides = SIZES[players]
    count = rng.choice((4, 4, 4, 5, 5, 6))
    cuts = sorted(rng.sample(range(NUM_PROVINCES), count))
    owners: list[int | None] = []
    for r in range(count):
        while True:
            o = rng.choice([None, *range(sides)])
            if (r == 0 or o is None or o != owners[-1]) and (r < count - 1 or o is None or o != owners[0]):
                break
        owners.append(o)
    left = [castles - 1] * sides
    ahead = rng.randrange(sides)  # one side well ahead in castles: a merge below 4 regions by anyone may win it
    totals = [0] * 5
    regions = []
    for r in range(count):
        start, end = cuts[r], cuts[(r + 1) % count]
        provinces = [(start + i) % NUM_PROVINCES for i in range((end - start) % NUM_PROVINCES or NUM_PROVINCES)]
        knights = {name: rng.randint(0, 3) for name in COLOURS if rng.random() < 0.6}
        for c, name in enumerate(COLOURS):
            totals[c] += knights.get(name, 0)
        region: dict[str, object] = {"provinces": provinces, "knights": knights}
        o = owners[r]
        if o is not None and left[o] > 0:
            k = rng.randint(1, min(4 if o == ahead else 1, left[o]))
            left[o] -= k
            region.update(owner=o, castles=k)
        elif o is not None:
            owners[r] = None  # no castle left to put there: an empty region (neighbours may now match: fixed below)
        regions.append(region)
    k = next(i for i, region in enumerate(regions) if 0 in region["provinces"])
    regions = regions[k:] + regions[:k]  # the region holding province 0 first
    for r in range(count):  # two neighbours of one side would have merged: the second gets no castle
        o = regions[r].get("owner")
        after = regions[(r + 1) % count]
        if o is not None and after is not regions[r] and after.get("owner") == o:
            left[o] += after.pop("castles")
            after.pop("owner")
    courts = [{name: rng.randint(0, 4) for name in COLOURS if rng.random() < 0.7} for _ in range(players)]
    if rng.random() < 0.4:  # the side ahead controls nothing and cannot take control: it can win only by handing
        for q in range(players):  # a region to another side
            courts[q] = {} if q % sides == ahead else {name: rng.randint(4, 5) for name in COLOURS}
    free_draw = "free-draw" in variants
    crowns_ok = free_draw or "deferred-jokers" in variants
    reserves = []
    for _ in range(players):
        if free_draw:
            reserves.append(["crown"] * reserve_size)
            continue
        size = reserve_size if rng.random() < 0.85 else rng.randint(0, reserve_size)
        faces = [rng.choice((*COLOURS, "crown") if crowns_ok else COLOURS) for _ in range(size)]
        reserves.append(faces)
    setup: dict[str, object] = {
        "regions": regions,
        "courts": courts,
        "reserves": reserves,
        "emperor": rng.randrange(NUM_PROVINCES),
        "start_player": rng.randrange(players),
        "discs_left": [sorted(rng.sample(range(1, 6), rng.randint(1, 5))) for _ in range(players)],
    }
    if not crowns_ok and rng.random() < 0.3:
        setup["round"] = 100
    for row in courts:
        for c, name in enumerate(COLOURS):
            totals[c] += row.get(name, 0)
    for faces in reserves:
        for c, name in enumerate(COLOURS):
            totals[c] += faces.count(name)
    if rng.random() < 0.2 and not crowns_ok and "piles" not in variants:  # a nearly empty supply: stalls
        last = regions[rng.randrange(count)]["knights"]
        for c, name in enumerate(COLOURS):
            last[name] = last.get(name, 0) + 40 - totals[c] - rng.choice((0, 0, 1))
    return Record(players=players, names=[""] * players, seed=seed, variant=list(variants), setup=setup)


def from_late_boards(players: int, variants: tuple[str, ...], count: int, seed: int) -> list[State]:
    rng = Random(seed)
    out: list[State] = []
    game = 0
    while len(out) < count:
        record = late_board(players, variants, rng, f"{seed:x}a{game:x}")
        game += 1
        state = State.from_position(Rules(players, variants), initial_position(record))
        taken: list[State] = []
        _play_on(state, rng, taken, 0.25, 4)  # a few positions from each board, from its first turns
        out.extend(taken)
    return out[:count]


@dataclass
class Tally:
    positions: int = 0
    wins: int = 0
    gave_up: int = 0
    kinds: Counter[str] = field(default_factory=Counter)


def check(state: State, tally: Tally, cap: int = NODE_CAP) -> None:
    """``winning_plan`` against the oracle on one position."""
    tally.positions += 1
    depth = shortest_win(state, cap)
    plan = winning_plan(state)
    if depth == -1:
        tally.gave_up += 1
        depth = None if plan is None else len(plan)  # the plan is still checked below
    else:
        assert (plan is not None) == (depth is not None), (state, depth, plan)
    if plan is None:
        return
    after = state.clone()
    for code in plan:
        after.apply_action(code)
    side = state.side_of[state.to_act]
    assert after.is_terminal() and not after.draw and after.winner == side, (state, plan)
    assert depth is not None and len(plan) <= depth, (state, plan, depth)
    tally.wins += 1
    event = after.last_event
    if after.end_reason in ("stalled", "round-100"):
        tally.kinds["round's end"] += 1
    elif event is not None and event[1] != side:
        tally.kinds["region handed to another side"] += 1
    else:
        tally.kinds[f"{after.end_reason}, own"] += 1


def compare(players: int, from_games: int, from_boards: int, cap: int = NODE_CAP) -> Tally:
    """The comparison over positions of every variant configuration, for one player count."""
    tally = Tally()
    for i, variants in enumerate(CONFIGS):
        for state in from_random_games(players, variants, from_games, 100 * players + i):
            check(state, tally, cap)
        for state in from_late_boards(players, variants, from_boards, 100 * players + i):
            check(state, tally, cap)
    print(players, tally)
    assert tally.positions == (from_games + from_boards) * len(CONFIGS)
    assert tally.gave_up <= tally.positions // 4
    return tally


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_winning_plan_finds_exactly_the_wins_the_enumeration_finds(players: int) -> None:
    """160 positions per player count (27 to 45 of them wins; the test below checks 400, these among them, with
    ten times the oracle's cap): every variant configuration, from random games and late boards. About 20 s each:
    in the slow tier, which CI runs."""
    tally = compare(players, 4, 16)
    assert tally.wins >= 20
    assert tally.kinds["region handed to another side"] >= 1


@pytest.mark.slow
@pytest.mark.timeout(1200)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_winning_plan_against_the_enumeration_on_hundreds_of_positions(players: int) -> None:
    """400 positions per player count (78 to 96 of them wins, 5 to 12 handing a region to another side): 2.5 to 5
    minutes of a core each, so the slow tier fits CI's time (2,000 per player count took about 40 minutes)."""
    tally = compare(players, 12, 38, 10 * NODE_CAP)
    assert tally.gave_up <= tally.positions // 10
    assert tally.wins >= 60
    assert tally.kinds["region handed to another side"] >= 4


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("level", ["greedy", "strong"])
def test_the_ai_takes_a_win_that_hands_the_region_to_another_side(players: int, level: str) -> None:
    """The hand-built records: the searching level takes the win at its root without searching (``won``), and
    both levels' turns end the game with the mover's side the winner."""
    match = Match(load(RECORDS / f"ai_win_handed_{players}p.json"))
    state = match.state
    side = state.side_of[state.to_act]
    ai = make_player(level, budget=Budget(iterations=50))
    if level == "strong":
        result = ai.search(state)
        assert result.won and result.iterations == 0 and result.moves == (winning_plan(state),)
    while not match.is_over() and match.to_act == state.to_act:
        match.apply_action(ai.choose(match.state))
    after = match.state
    assert after.is_terminal() and not after.draw and after.winner == side and after.last_event[1] != side
