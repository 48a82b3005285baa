"""Make the shipped puzzles: self-play games, their winning turn starts proven by exhaustive search, a spread kept.

    nice -n 15 .venv/bin/python tools/puzzles_make.py --seeds 1 2 --games 6 --work /tmp/puzzles \
        --out resources/puzzles.json

For each seed, player count (2, 3, 4) and variant set (the standard game,
each variant alone, two combinations), ``--games`` games are played by
computer levels drawn per seat (weak and middling levels, so that wins are
sometimes missed and the game goes on). At every turn's start where the
turn cannot close the round and ``wins.winning_plan`` finds a win, the turn
is enumerated completely (``puzzles.prove``); a proven position is a
candidate. From the candidates of each (players, variants) group, over all
seeds, the tool keeps up to two (four of the standard game), grades spread
and at most one per game, then writes the file from easy to hard.
Deterministic by ``--seeds``: the same arguments give the same file.
Progress and counts go to standard error.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from random import Random

from carolus.engine.ai import make_player
from carolus.engine.ai.wins import winning_plan
from carolus.engine.constants import PLACE
from carolus.engine.errors import CarolusError
from carolus.engine.match import Match
from carolus.engine.puzzles import GRADE_NAMES, Puzzle, dumps, grade_of, loads, prove
from carolus.engine.turns import round_may_end

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
LEVELS = ("random", "beginner", "beginner", "novice", "novice", "intermediate")
"""Drawn per seat: weak levels miss wins now and then, so one game gives several positions."""
MAX_WINS = 500
"""A candidate with more winning turns than this, or where a quarter of the turns or more win, is not kept (it
would be too easy to teach anything, and large)."""
CAP = {2: 25_000, 3: 60_000, 4: 25_000}
"""States a proof may expand, per player count (three players place four knights: more turns); a turn with more is
skipped (counted)."""
VERBOSE = False
PER_GROUP = {(): 4}
"""Puzzles kept per (players, variants) group: more of the standard game, two of each variant set."""


@dataclass
class Candidate:
    puzzle: Puzzle
    game: str
    """The game's seed: at most one puzzle of a game is kept."""


def play_game(players: int, variant: tuple[str, ...], seed: str, rng: Random, counts: Counter[str]) -> list[Puzzle]:
    """One self-play game; the proven puzzles met on the way."""
    match = Match.new(players, seed, variant=list(variant))
    seats = [make_player(rng.choice(LEVELS), rng.randrange(2**31)) for _ in range(players)]
    found: list[Puzzle] = []
    while not match.is_over():
        state = match.state
        if state.phase == PLACE and not state.placed and not round_may_end(state):
            counts["turn starts"] += 1
            if winning_plan(state) is not None:
                counts["with a win"] += 1
                try:
                    proof = prove(state, CAP[players])
                except CarolusError as exc:
                    counts[f"skipped: {exc.code}"] += 1
                else:
                    if not proof.wins:  # wins.py and the enumeration disagree: never expected
                        raise SystemExit(f"no win proven where wins.py found one: {seed} at {len(match.codes)}")
                    if len(proof.wins) > MAX_WINS or 4 * len(proof.wins) > proof.turns:
                        counts["skipped: too many wins"] += 1  # nothing to find, or a very large entry
                    else:
                        counts["proven"] += 1
                        if VERBOSE:
                            print(f"  {len(proof.wins)}/{proof.turns} ({proof.states} states)", file=sys.stderr)
                        pid = hashlib.sha256(f"{seed}/{len(match.codes)}".encode()).hexdigest()[:10]
                        found.append(Puzzle(pid, players, variant, seed, tuple(match.codes), proof.turns, proof.wins))
        match.apply_action(seats[state.to_act].choose(state.clone()))
    return found


def pick(candidates: list[Candidate], limit: int, rng: Random) -> list[Puzzle]:
    """Up to ``limit`` puzzles, grades spread (hard first), one per game, varied."""
    rng.shuffle(candidates)
    by_grade: dict[int, list[Candidate]] = {}
    for c in candidates:
        by_grade.setdefault(c.puzzle.grade, []).append(c)
    kept: list[Puzzle] = []
    games: set[str] = set()
    while len(kept) < limit and any(by_grade.values()):
        for grade in (2, 0, 1):
            pool = by_grade.get(grade, [])
            while pool and pool[0].game in games:
                pool.pop(0)
            if pool and len(kept) < limit:
                c = pool.pop(0)
                kept.append(c.puzzle)
                games.add(c.game)
    return kept


def group_candidates(
    seed: int, games: int, players: int, ci: int, work: Path | None, counts: Counter[str]
) -> list[Candidate]:
    """The proven positions of one seed's games of one group (from ``work`` if an earlier run kept them)."""
    variant = CONFIGS[ci]
    cached = work / f"{seed}-{games}-{players}p-{ci}.json" if work else None
    if cached is not None and cached.exists():
        data = cached.read_bytes()
        found = loads(data) if data.strip() != b"[]" else []
        counts["from earlier runs"] += len(found)
        return [Candidate(p, p.seed) for p in found]
    rng = Random(seed * 1000 + players * 100 + ci)
    out: list[Candidate] = []
    for g in range(games):
        game_seed = hashlib.sha256(f"puzzles/{seed}/{players}/{ci}/{g}".encode()).hexdigest()[:16]
        out += [Candidate(p, game_seed) for p in play_game(players, variant, game_seed, rng, counts)]
    if cached is not None:
        cached.parent.mkdir(parents=True, exist_ok=True)
        cached.write_text(dumps([c.puzzle for c in out]) if out else "[]", encoding="utf-8")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, nargs="+", default=[1])
    parser.add_argument("--games", type=int, default=6, help="games per seed, player count and variant set")
    parser.add_argument("--players", type=int, nargs="*", default=[2, 3, 4])
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--verbose", action="store_true", help="one line per proven position: wins/turns")
    parser.add_argument(
        "--work",
        type=Path,
        help="keep each group's proven positions here, and reuse them when run again (a long run that was stopped "
        "goes on where it was)",
    )
    args = parser.parse_args(argv)
    global VERBOSE
    VERBOSE = args.verbose
    shipped: list[Puzzle] = []
    total: Counter[str] = Counter()
    for players in args.players:
        for ci, variant in enumerate(CONFIGS):
            counts: Counter[str] = Counter()
            candidates: list[Candidate] = []
            for seed in args.seeds:
                candidates += group_candidates(seed, args.games, players, ci, args.work, counts)
            limit = PER_GROUP.get(variant, 2)
            kept = pick(candidates, limit, Random(players * 100 + ci))
            shipped.extend(kept)
            total += counts
            grades = Counter(GRADE_NAMES[p.grade] for p in kept)
            print(
                f"{players}p {'+'.join(variant) or 'standard'}: {dict(counts)}, "
                f"{len(candidates)} candidates, kept {len(kept)} {dict(grades)}",
                file=sys.stderr,
                flush=True,
            )
    shipped.sort(key=lambda p: (p.grade, p.players, len(p.variant), p.variant, p.id))  # from easy to hard
    args.out.write_text(dumps(shipped), encoding="utf-8")
    grades = Counter(GRADE_NAMES[grade_of(len(p.wins), p.turns)] for p in shipped)
    print(f"total {dict(total)}; wrote {len(shipped)} puzzles {dict(grades)} to {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
