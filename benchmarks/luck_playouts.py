"""The luck meter against playouts: how much each face of a die really moves the mover's winning rate.

Run: ``python3 -m benchmarks.luck_playouts [--positions N] [--playouts K] [--players greedy|strong@30] [--seed S]``
(from the repository root; a full-size run: ``--positions 40 --playouts 400``).

Positions are real two-player positions just before a refill die, one from each of N seeded games between
computer levels (novice, greedy, planner, the dice from the seed). From each, every face of the die is played out
K times to the end by two fixed deterministic players, with common random numbers: playout ``i`` gives every
face the same later dice, so the faces' differences are not drowned by the dice that follow. Per die it prints the
playouts' spread of the mover's winning rate across the faces (root mean square of each face's rate less the
faces' mean, noise removed: the variance of each face's mean over the playouts is taken off its square) against
the luck meter's spread for the same die (``ai.luck.face_values``, the same root mean square), both in
winning-chance points; then both over all dice (root mean square over dice) and their ratio. A true meter's ratio
is 1 (the target: within a factor 1.5); with other players than the meter assumes it may differ. No timing is
asserted; CPU seconds are printed.
"""

from __future__ import annotations

import argparse
import math
import time
from collections.abc import Callable
from dataclasses import dataclass
from random import Random

from carolus.engine.ai import Budget, make_player
from carolus.engine.ai.base import AIPlayer
from carolus.engine.ai.luck import _Judge, face_values
from carolus.engine.ai.model import shipped
from carolus.engine.ai.variant_hooks import die_kind
from carolus.engine.match import Match
from carolus.engine.record import Record
from carolus.engine.selfplay import game_seed
from carolus.engine.state import State

GAME_LEVELS = ("novice", "greedy", "planner")
"""The levels whose games give the positions (seeded, so the positions are the same every run)."""


@dataclass(frozen=True)
class Spot:
    """A position just before a refill die: the state, the die's number in its game, the game's seed."""

    state: State
    die: int
    game: str


def players_factory(spec: str) -> Callable[[int], AIPlayer]:
    """``greedy`` or ``strong@ITERATIONS``: a fresh deterministic player for a seed."""
    level, _, iters = spec.partition("@")
    budget = Budget(iterations=int(iters)) if iters else None
    return lambda seed: make_player(level, seed=seed, budget=budget)


def play_out(state: State, make: Callable[[int], AIPlayer], dice: Random, seed: int = 0) -> tuple[float, ...]:
    """Each side's result (1 won, 0 lost, a draw shared) of ``state`` played to the end by fresh players."""
    st = state.clone()
    ais = [make(seed * 8 + p) for p in range(st.n)]
    while not st.is_terminal():
        if st.is_chance_node():
            st.apply_trusted(dice.randrange(6))
        else:
            st.apply_trusted(ais[st.to_act].choose(st.clone()))
    sides = st.rules.sides
    if st.draw or st.winner is None or st.winner < 0:
        return (1.0 / sides,) * sides
    return tuple(1.0 if s == st.winner else 0.0 for s in range(sides))


def game_spots(count: int, seed: str, players: int = 2, variant: tuple[str, ...] = ()) -> list[Spot]:
    """One position before a refill die from each of ``count`` seeded games of the computer levels."""
    out: list[Spot] = []
    g = 0
    while len(out) < count:
        name = game_seed(seed, g)
        rng = Random(f"luck-bench/{name}")
        match = Match(Record.new(players, name, variant=list(variant)), external_dice=True)
        ais = [make_player(rng.choice(GAME_LEVELS), seed=p) for p in range(players)]
        found: list[Spot] = []
        die = 0
        while not match.is_over():
            if match.needs_die():
                if die_kind(match.state) == "refill":
                    found.append(Spot(match.state.clone(), die, name))
                match.roll(rng.randrange(6))
                die += 1
                continue
            match.apply_action(ais[match.to_act].choose(match.state.clone()))
        if found:
            out.append(rng.choice(found))
        g += 1
    return out


def roller_side(st: State) -> int:
    return st.rules.side_of[st.action_order[st.turn_idx]]


def outcome_faces(st: State) -> dict[int, State]:
    """The faces that change the state (a face the rules roll again is no outcome), with their states."""
    key = st.digest()
    out = {}
    for face in range(6):
        child = st.clone()
        child.apply_trusted(face)
        if child.digest() != key:
            out[face] = child
    return out


def face_spread(rates: dict[int, list[float]]) -> tuple[float, dict[int, float]]:
    """(the squared spread across faces less noise, each face's mean rate less the faces' mean): ``rates[f][i]``
    is playout ``i`` of face ``f``, with common random numbers (so each playout's mean over faces is removed)."""
    faces = sorted(rates)
    k = len(rates[faces[0]])
    diffs = {f: [0.0] * k for f in faces}
    for i in range(k):
        mean = math.fsum(rates[f][i] for f in faces) / len(faces)
        for f in faces:
            diffs[f][i] = rates[f][i] - mean
    square = 0.0
    means = {}
    for f in faces:
        d = diffs[f]
        m = math.fsum(d) / k
        var = math.fsum((x - m) ** 2 for x in d) / (k - 1) if k > 1 else 0.0
        means[f] = m
        square += m * m - var / k
    return square / len(faces), means


def rms(values: list[float]) -> float:
    return math.sqrt(math.fsum(v * v for v in values) / len(values)) if values else 0.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=8)
    parser.add_argument("--playouts", type=int, default=30)
    parser.add_argument("--players", default="greedy", help="greedy, or strong@ITERATIONS (a small search)")
    parser.add_argument("--seed", default="lp1")
    args = parser.parse_args()
    make = players_factory(args.players)
    started = time.process_time()
    spots = game_spots(args.positions, args.seed)
    levels = ", ".join(GAME_LEVELS)
    print(f"{len(spots)} positions from games of {levels}; {args.playouts} playouts a face, {args.players}")
    head = f"{'playouts':>8} {'meter':>6} {'po max-min':>10} {'meter max-min':>13}"
    print(f"{'die':>3} {'game':<16} {'round':>5} {'faces':>5} {head}")
    po_squares: list[float] = []
    meter_spreads: list[float] = []
    zero = 0
    meter_time = 0.0
    pairs: list[tuple[float, float]] = []
    """(the playouts' deviation of a face from the faces' mean, the meter's), points, every face of every die."""
    for n, spot in enumerate(spots):
        st = spot.state
        side = roller_side(st)
        children = outcome_faces(st)
        rates: dict[int, list[float]] = {f: [] for f in children}
        for i in range(args.playouts):
            for f, child in children.items():
                rates[f].append(play_out(child, make, Random(f"luck-playouts/{spot.game}/{i}"), i)[side])
        square, means = face_spread(rates)
        t = time.process_time()
        values = face_values(_Judge(shipped()), st, spot.die, die_kind(st))
        meter_time += time.process_time() - t
        faces = sorted(children)
        if values:
            mean = math.fsum(values[f][side] for f in faces) / len(faces)
            dev = [100.0 * (values[f][side] - mean) for f in faces]
        else:
            dev = [0.0] * len(faces)
        if all(abs(d) < 1e-9 for d in dev):
            zero += 1
        pairs += [(100.0 * means[f], d) for f, d in zip(faces, dev)]
        po_squares.append(square)
        meter_spreads.append(rms(dev))
        po = 100.0 * math.sqrt(max(square, 0.0))
        span = 100.0 * (max(means.values()) - min(means.values()))
        print(
            f"{n:>3} {spot.game:<16} {st.round:>5} {len(faces):>5} {po:8.1f} {meter_spreads[-1]:6.2f} {span:10.1f}"
            f" {max(dev) - min(dev):13.2f}"
        )
    po_all = 100.0 * math.sqrt(max(math.fsum(po_squares) / len(po_squares), 0.0))
    meter_all = rms(meter_spreads)
    ratio = po_all / meter_all if meter_all else math.inf
    print(f"\nspread over all dice (rms): playouts {po_all:.2f} points, meter {meter_all:.2f} points")
    print(f"ratio playouts / meter: {ratio:.2f} (target: within 1.5 either way)")
    print(f"dice the meter values exactly 0 for every face: {zero} of {len(spots)}")
    sxy = math.fsum(x * y for x, y in pairs)
    sxx = math.fsum(x * x for x, _ in pairs)
    syy = math.fsum(y * y for _, y in pairs)
    if sxx and syy:
        corr = sxy / math.sqrt(sxx * syy)
        print(f"correlation of the faces' deviations, meter against playouts: {corr:.2f} (playout noise included)")
    print(f"meter CPU {meter_time:.2f} s; total CPU {time.process_time() - started:.0f} s")
    print(
        "full size: nice -n 10 python3 -m benchmarks.luck_playouts --positions 40 --playouts 400"
        f" --players {args.players} --seed {args.seed}"
    )


if __name__ == "__main__":
    main()
