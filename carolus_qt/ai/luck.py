"""The luck meter: how much each chance event of a game moved each side's winning chance, beyond the average.

As GNU Backgammon measures the luck of a roll: the luck of a chance event is
the value after the outcome that came minus the probability-weighted mean of
the values after all its outcomes. Summed over a game it is the dice's share
of the swing; what is left is the players' own. Values are the learned
win-probability model's chances (``model.py``, the one the search and the
analysis use), a die's faces after a short continuation (below), in
winning-chance points (1 point = 1 % of winning chance).

**The events** are the engine's chance nodes (``State.chance_outcomes``): every
refill die (kind ``refill``), the dice that fill the piles (``pile``) and the
dice rolled at a turn's start (``early``); and, once, the setup (``setup``:
the dealt provinces, the emperor, the start player and the rolled reserves)
when the record starts from a dealt setup rather than mid-game.

**A face's value** (issue 34) is what the face lets happen, not what the
model reads off the reserve: the model counts reserve knights but sees their
colours only through a threatened control, so it valued dice about ten times
too small and gave 30 % of them exactly 0. Each outcome is now played on by
greedy players (``_Quick``: the greedy rules over the search's shorter plan
lists), the rest of the refill and the later dice drawn from a stream seeded
by the die's number, until the roller has made its next move; the model's
chance there is the value, the mean of ``LOOK_SAMPLES`` such continuations.
Every face gets the same dice (common random numbers), so the faces differ by
what they did: a colour taken, a region built or held. A crown is named as
the continuation's player names it. On ``benchmarks/luck_playouts.py`` (each
face played out to the end, 16 positions, 40 playouts a face) the faces moved
the mover's chance by 6.7 points (rms); the meter said 0.61 before, 4.9 now
(full greedy continuations: 5.9 at three times the cost). Exact zeros remain
where every continuation ends alike (the game decided before the roller moves
again, or nothing the face gives is used): 4 of those 16 dice, 3 of them zero
in the playouts too.

**A turn's swing** (``TurnSwing``) and the setup's value stay the model's
chance once the dice in progress have settled: where more dice of the same
refill follow, their exact expectation (every outcome, memoised by state);
where a crown or the free-colour swap asks the roller to choose, the choice
best for the roller's side. When that continuation has more than
``MAX_STATES`` states (the piles' dice, a free-colour swap after four dice), the value is the mean of
``SAMPLES`` sampled continuations instead (the roller's crowns named at their best by the model, a swap left
out), seeded by the die's number alone (``random.Random``, never the global one), so two runs give the same
figures.

**The setup**: every seat is dealt alike (provinces, emperor and start player
are uniform, every seat's reserve rolls the same dice), and the model is the
same for every side, so the mean over all setups is exactly an even share,
``1 / sides`` (a test samples it); the setup's luck is the dealt position's
value minus that share.

Properties: an event whose outcomes all lead to one state (say, a die rolled
with an empty supply) gives nobody anything; a face the rules roll again
(a pile die on a crown or an empty colour) is no outcome of the event and
gives nothing; every value sums to 1 over the sides, so the sides' luck of
an event sums to zero, and in two sides one gains what the other loses.

Also a plain tally: the faces each seat rolled (setup reserves, refill and
early dice; piles' dice on a row of their own) against the expected sixth.

The early-roll variant's dice are valued like the others: their knights reach
the reserve at the turn's end, so their continuation runs to the roller's
move after that.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from random import Random

from ..chance import DiceStream, seeded_setup
from ..constants import CHANCE, CROWN, CROWN_PHASE, DISC, FACE_INDEX, FACES, MOVE, PLACE, SIZES
from ..match import Match
from ..record import Record
from ..rules import Rules
from ..state import State
from ..variants import PIECES
from .greedy import GreedyPlayer, disc_values
from .model import Model, shipped
from .plans import best_crown, turn_plans
from .settings import SEARCH_SETTINGS
from .variant_hooks import die_kind, phase_hook, refill_choice
from .wins import winning_plan

MAX_STATES = 400
"""States an event's exact expectation may visit before it samples instead."""
SAMPLES = 32
"""Sampled continuations per outcome when an event is too large to enumerate."""
LOOK_SAMPLES = 4
"""Short continuations that value each face of a die (``face_values``): a whole game's luck in about 3.4 s of CPU
with 2 players, 13 s with 3 (``benchmarks/luck_time.py``)."""
LOOK_STEPS = 400
"""Decisions and dice a continuation may take at most (the roller's next move comes well before)."""
MID_GAME_KEYS = ("regions", "courts", "control", "discs_left", "round")
"""Setup keys of a record that starts mid-game: no setup was dealt, so no setup event."""
PILES_ROW = -1
"""The tally's seat for the piles' dice (they fill piles, not a seat's reserve)."""


@dataclass(frozen=True)
class LuckEvent:
    """One chance event and what it gave each side."""

    index: int
    """Record actions played before it: the replay's position where its outcome is first seen."""
    die: int
    """The game's die number (record ``dice`` / seed order); -1 for the setup."""
    kind: str
    """``setup``, ``refill``, ``pile`` or ``early``."""
    round: int
    player: int
    """The seat whose turn rolled it; -1 for the setup."""
    face: int
    """0..4 a colour, 5 a crown; -1 for the setup."""
    gain: tuple[float, ...]
    """Per side, winning-chance points the outcome gave beyond the average outcome."""
    outcomes: int
    """Distinct outcomes the event had (1: it could only go one way, so no luck)."""

    def to_json(self) -> dict:
        return {
            "index": self.index,
            "die": self.die,
            "kind": self.kind,
            "round": self.round,
            "player": self.player,
            "face": FACES[self.face] if self.face >= 0 else None,
            "gain": [round(g, 2) for g in self.gain],
            "outcomes": self.outcomes,
        }


@dataclass(frozen=True)
class DiceTally:
    """The faces one seat rolled (or the piles' dice: ``seat`` = ``PILES_ROW``) against the expected count."""

    seat: int
    faces: tuple[int, ...]
    """Count per face, ``FACES`` order (the five colours, then crowns)."""

    @property
    def dice(self) -> int:
        return sum(self.faces)

    @property
    def expected(self) -> float:
        """Each face's expected count: a sixth of the dice."""
        return self.dice / 6

    def to_json(self) -> dict:
        return {
            "seat": self.seat,
            "dice": self.dice,
            "faces": dict(zip(FACES, self.faces)),
            "expected": round(self.expected, 2),
        }


@dataclass(frozen=True)
class TurnSwing:
    """One turn (the placements and the move) and each side's chance before and after it, the dice that
    follow not yet rolled: the players' share of the swing, where the events hold the dice's."""

    index: int
    """Index in the record's actions of the turn's first action."""
    count: int
    round: int
    player: int
    side: int
    before: tuple[float, ...]
    """Each side's chance (0..1) before the turn."""
    after: tuple[float, ...]
    """Each side's chance after it, its refill's dice at their expectation."""
    final: bool = False
    """The game ended with this turn."""

    def change(self, side: int) -> float:
        """Winning-chance points the turn moved ``side``'s chance."""
        return 100.0 * (self.after[side] - self.before[side])


@dataclass(frozen=True)
class Luck:
    """A game's luck: per side the sum, the events in order, and the tally of faces; with the turns' swings."""

    sides: tuple[float, ...]
    """Per side, winning-chance points the dice gave over the game (sums to zero)."""
    events: tuple[LuckEvent, ...]
    tally: tuple[DiceTally, ...] = field(default=())
    turns: tuple[TurnSwing, ...] = field(default=())

    def luckiest(self, side: int) -> LuckEvent | None:
        """The event that gave ``side`` the most (None if none gave it anything)."""
        best = max(self.events, key=lambda e: e.gain[side], default=None)
        return best if best is not None and best.gain[side] > 0 else None

    def best_turn(self, side: int) -> TurnSwing | None:
        """The turn of ``side``'s players that raised its chance the most while the game went on (the winning
        turn itself is no news); None if none raised it."""
        own = [t for t in self.turns if t.side == side and not t.final]
        best = max(own, key=lambda t: t.change(side), default=None)
        return best if best is not None and best.change(side) > 0 else None

    def worst_turn(self, side: int) -> TurnSwing | None:
        """The turn of ``side``'s players after which its chance fell the most (None if none fell)."""
        own = [t for t in self.turns if t.side == side]
        worst = min(own, key=lambda t: t.change(side), default=None)
        return worst if worst is not None and worst.change(side) < 0 else None


class _TooBig(Exception):
    pass


class _Judge:
    """Values of settled states under one model, memoised by state within a turn."""

    def __init__(self, model: Model) -> None:
        self.model = model
        self.memo: dict[str, tuple[float, ...]] = {}
        self.budget = 0
        self.too_big: set[str] = set()
        """Kinds of event whose dice proved too many to enumerate: their later dice are sampled at once (the
        piles' queue stays as long all game)."""

    def new_turn(self) -> None:
        """A turn's dice are settled: their states never come back."""
        self.memo.clear()

    def value(self, st: State) -> tuple[float, ...]:
        """Each side's chance once the dice and choices in progress have settled (module docstring)."""
        key = st.digest()
        got = self.memo.get(key)
        if got is not None:
            return got
        self.budget -= 1
        if self.budget < 0:
            raise _TooBig
        # decisions inside a refill (a crown, a variant's refill_choice): the value takes the roller's best
        if st.is_terminal() or not (st.phase in (CHANCE, CROWN_PHASE) or refill_choice(st) is not None):
            got = tuple(self.model.chances(st))
        elif st.phase == CHANCE:
            got = _mean([self.value(child) for child in _outcomes(st, key).values()], st.rules.sides)
        else:
            side = st.rules.side_of[st.to_act]
            got = max((self.value(_after(st, code)) for code in st.legal_actions()), key=lambda v: v[side])
        self.memo[key] = got
        return got

    def settled(self, st: State, die: int) -> tuple[float, ...]:
        """``value``, or past ``MAX_STATES`` the sampled mean (seeded by the next die's number)."""
        self.budget = MAX_STATES
        try:
            return self.value(st)
        except _TooBig:
            return self.sampled(st, Random(f"carolus-luck/turn/{die}"))

    def sampled(self, st: State, rng: Random) -> tuple[float, ...]:
        """The mean over ``SAMPLES`` random continuations of the dice and the roller's one-step best choices."""
        sides = st.rules.sides
        total = [0.0] * sides
        for _ in range(SAMPLES):
            s = st.clone()
            for _step in range(200):  # a pile die rolls again on a crown; the supply's knights bound it
                if s.is_terminal():
                    break
                if s.phase == CHANCE:
                    s.apply_trusted(rng.randrange(6))
                elif (hook := refill_choice(s)) is not None:
                    s.apply_trusted(hook.quick(s))
                elif s.phase == CROWN_PHASE:
                    side = s.rules.side_of[s.to_act]
                    s = max((_after(s, c) for c in s.legal_actions()), key=lambda t: self.model.chances(t)[side])
                else:
                    break
            for i, x in enumerate(self.model.chances(s)):
                total[i] += x
        return tuple(x / SAMPLES for x in total)


def _dealt_by_variant(record: Record) -> bool:
    """A variant deals the setup reserves (free-draw's crowns): no seeded reserve dice were rolled."""
    size = SIZES[record.players][1]
    return any(PIECES[name].dealt_reserves(record.players, size) for name in record.variant)


def _after(st: State, code: int) -> State:
    out = st.clone()
    out.apply_trusted(code)
    return out


def _outcomes(st: State, key: str) -> dict[int, State]:
    """The chance node's outcomes that change the state, by face (all equally likely): a face the rules roll
    again leaves the state as it was and is no outcome."""
    out: dict[int, State] = {}
    for face, _p in st.chance_outcomes():
        child = st.clone()
        child.apply_trusted(face)
        if child.digest() != key:
            out[face] = child
    return out


def _mean(values: list[tuple[float, ...]], sides: int) -> tuple[float, ...]:
    if not values:
        return (1.0 / sides,) * sides
    return tuple(math.fsum(v[s] for v in values) / len(values) for s in range(sides))


def face_values(
    judge: _Judge, st: State, die: int, kind: str = "refill", samples: int = LOOK_SAMPLES
) -> dict[int, tuple[float, ...]]:
    """Each outcome's value (per side, 0..1) at the chance node ``st``, by face; empty where the event has one
    outcome or none (the meter's view of every face: ``event_gain`` and ``benchmarks/luck_playouts.py``).

    A face's value is the mean of ``samples`` short continuations (``_look_ahead``), the same dice for
    every face (common random numbers, seeded by the die's number), so what the face lets its roller do next
    turn is counted, not only what the model reads off the reserve."""
    key = st.digest()
    children = _outcomes(st, key)
    if len({c.digest() for c in children.values()}) <= 1:
        return {}
    roller = st.action_order[st.turn_idx]
    sides = st.rules.sides
    out: dict[int, tuple[float, ...]] = {}
    seen: dict[str, tuple[float, ...]] = {}
    for face, child in children.items():
        start = _after(child, best_crown(child)) if child.phase == CROWN_PHASE else child
        key = start.digest()  # a crown named as a colour face that came: the same continuations
        if key not in seen:
            total = [0.0] * sides
            for i in range(samples):
                rng = Random(f"carolus-luck/look/{die}/{i}")
                for s, x in enumerate(_look_ahead(judge.model, start, roller, rng, 2 if kind == "early" else 1)):
                    total[s] += x
            seen[key] = tuple(x / samples for x in total)
        out[face] = seen[key]
    return out


class _Quick(GreedyPlayer):
    """The greedy player's way of playing at a fraction of its cost (the continuations of ``_look_ahead``): its
    disc rule over a shorter list of plans, and a turn from the search's inner plan list. Against full greedy
    continuations the meter's spread on the playout benchmark fell from 5.9 to 4.9 points at a third of the time;
    the search's cheaper disc by reach alone (no court moves) gave 3.8."""

    def choose(self, state: State) -> int:
        phase = state.phase
        s = SEARCH_SETTINGS
        if phase == DISC:
            values = disc_values(state, court_keep=s.inner_courts, defend_keep=s.inner_defend, keep=s.inner_plans)
            return max(values, key=lambda code: (values[code], -code))
        if phase == CROWN_PHASE:
            return best_crown(state)
        hook = phase_hook(state)
        if hook is not None:
            return hook.quick(state)
        code = self.follow_plan(state)
        if code is not None:
            return code
        win = winning_plan(state)
        if win is not None:
            return self.play_plan(state, win)
        return self.play_plan(state, turn_plans(state, s.inner_plans, None, s.inner_courts, s.inner_defend)[0].codes)


def _look_ahead(model: Model, st: State, roller: int, rng: Random, moves: int = 1) -> list[float]:
    """The model's chances once ``st`` (inside a refill, or just after one) is played on by greedy players, the
    dice from ``rng``, until ``roller`` has made ``moves`` moves and the next decision is someone else's: a knight
    the dice gave counts by what the roller's next turn did with it (a colour taken, a region built or held). An
    early-roll die comes before its roller's own move, so its knights wait for the move after (``moves`` 2)."""
    s = st.clone()
    players: dict[int, _Quick] = {}
    moved = 0
    for _step in range(LOOK_STEPS):
        if s.is_terminal():
            break
        if s.phase == CHANCE:
            s.apply_trusted(rng.randrange(6))
            continue
        actor = s.to_act
        if moved >= moves and actor != roller and s.phase in (DISC, PLACE, MOVE):
            break
        if s.phase == MOVE and actor == roller:
            moved += 1
        player = players.get(actor)
        if player is None:
            player = players[actor] = _Quick(actor)
        s.apply_trusted(player.choose(s.clone()))
    return model.chances(s)


def event_gain(
    judge: _Judge, st: State, face: int, die: int, kind: str = "refill", samples: int = LOOK_SAMPLES
) -> tuple[tuple[float, ...], int]:
    """(per side, points the outcome ``face`` gave beyond the mean over the outcomes; the number of distinct
    outcomes) at the chance node ``st``."""
    sides = st.rules.sides
    key = st.digest()
    children = _outcomes(st, key)
    distinct = len({c.digest() for c in children.values()})
    if face not in children or distinct <= 1:
        return (0.0,) * sides, max(distinct, 1)
    values = face_values(judge, st, die, kind, samples)
    mean = _mean(list(values.values()), sides)
    return tuple(_points(values[face][s] - mean[s]) for s in range(sides)), distinct


def _points(chance: float) -> float:
    """Winning-chance points, with float noise (1e-14 from a mean of equal values) cleared to an exact zero."""
    return 0.0 if abs(chance) < 1e-9 else 100.0 * chance


def dealt(record: Record) -> bool:
    """The record starts from a dealt setup (not mid-game), so the setup is a chance event."""
    return not any(key in record.setup for key in MID_GAME_KEYS)


def game_luck(
    record: Record,
    model: Model | None = None,
    on_event: Callable[[LuckEvent], None] | None = None,
    samples: int = LOOK_SAMPLES,
) -> Luck:
    """The luck of every chance event of ``record`` (it must replay: CarolusError otherwise), in order;
    ``on_event`` hears each as it is judged (progress; an exception it raises stops the work)."""
    judge = _Judge(model or shipped())
    bare = record.copy()
    bare.actions = []
    bare.dice = []
    match = Match(bare, external_dice=True)
    sides = match.rules.sides
    seeded = DiceStream(record.seed)
    listed = [FACE_INDEX[f] for f in record.dice]
    events: list[LuckEvent] = []
    faces: dict[int, list[int]] = {}

    def add(event: LuckEvent) -> None:
        events.append(event)
        if on_event is not None:
            on_event(event)

    if dealt(record):
        judge.budget = MAX_STATES * 4
        try:
            value = judge.value(match.state)
        except _TooBig:
            value = tuple(judge.model.chances(match.state))  # the crowns' choices too many to weigh
        add(LuckEvent(0, -1, "setup", 0, -1, -1, tuple(_points(v - 1.0 / sides) for v in value), 2))
        if "reserves" not in record.setup and not _dealt_by_variant(record):
            for seat, rolled in enumerate(seeded_setup(record.seed, record.players).reserves):
                faces.setdefault(seat, []).extend(rolled)
    actions = record.actions
    turns: list[TurnSwing] = []
    turn: tuple[int, tuple[float, ...], int, int] | None = None
    i = 0
    die = 0
    while True:
        while match.needs_die():
            st = match.state
            face = listed[die] if die < len(listed) else seeded.face(die)
            kind = die_kind(st)
            player = st.action_order[st.turn_idx]
            gain, distinct = event_gain(judge, st, face, die, kind, samples)
            add(LuckEvent(i, die, kind, st.round, player, face, gain, distinct))
            faces.setdefault(PILES_ROW if kind == "pile" else player, []).append(face)
            match.roll(face)
            die += 1
        if i >= len(actions):
            break
        st = match.state
        if turn is None and st.phase in (PLACE, MOVE):
            turn = (i, judge.settled(st, die), st.round, st.to_act)
        moved = st.phase == MOVE
        match.apply_action(actions[i])
        i += 1
        if moved and turn is not None:
            start, before, round_, player = turn
            after = judge.settled(match.state, die)
            side = st.rules.side_of[player]
            turns.append(TurnSwing(start, i - start, round_, player, side, before, after, match.state.is_terminal()))
            turn = None
        if not match.state.is_chance_node():
            judge.new_turn()
    totals = tuple(math.fsum(e.gain[s] for e in events) for s in range(sides))
    tally = tuple(
        DiceTally(seat, tuple(rolled.count(f) for f in range(CROWN + 1)))
        for seat, rolled in sorted(faces.items(), key=lambda kv: (kv[0] < 0, kv[0]))
    )
    return Luck(totals, tuple(events), tally, tuple(turns))


def luck_json(luck: Luck) -> dict:
    """The keys ``carolus analyse --json`` adds (docs/record-format.md §14): ``luck`` per side in points,
    ``luck_events`` in order, ``dice`` the tally per seat."""
    return {
        "luck": [round(x, 2) for x in luck.sides],
        "luck_events": [e.to_json() for e in luck.events],
        "dice": [t.to_json() for t in luck.tally],
    }


def side_names(record: Record) -> list[str]:
    """Each side's players' names (the two teams of the 4-player game joined by "&")."""
    rules = Rules(record.players, ())
    return [" & ".join(record.names[p] for p in rules.side_players(s)) for s in range(rules.sides)]


__all__ = [
    "MAX_STATES",
    "SAMPLES",
    "DiceTally",
    "Luck",
    "LuckEvent",
    "TurnSwing",
    "dealt",
    "event_gain",
    "face_values",
    "game_luck",
    "luck_json",
    "side_names",
]
