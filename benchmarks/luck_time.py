"""CPU time of the luck meter (``ai.luck.game_luck``) for whole games, and the size of what it finds.

Run: ``python3 benchmarks/luck_time.py [--games K]``

Games are greedy self-play, seeded, for 2, 3 and 4 players, standard and with piles and free-colour (the rules
whose dice are sampled). Per configuration: the mean and slowest CPU seconds a game, the mean absolute luck of a
side over a game and the largest single event, in winning-chance points. Process CPU time, so a shared machine
changes the figures little.
"""

from __future__ import annotations

import argparse
import time

from carolus.engine.ai import make_player
from carolus.engine.ai.luck import game_luck
from carolus.engine.match import Match

CONFIGS: tuple[tuple[int, tuple[str, ...]], ...] = (
    (2, ()),
    (3, ()),
    (4, ()),
    (2, ("piles",)),
    (3, ("free-colour",)),
)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    args = parser.parse_args()
    print(f"{'players':>7} {'rules':<12} {'mean s':>7} {'max s':>6} {'|side| pts':>10} {'max event':>9}")
    for players, variant in CONFIGS:
        times, sides, events = [], [], []
        for g in range(args.games):
            match = Match.new(players, f"1c{g:x}{players}", variant=list(variant))
            ai = make_player("greedy", g)
            while not match.is_over():
                match.apply_action(ai.choose(match.state.clone()))
            start = time.process_time()
            luck = game_luck(match.record)
            times.append(time.process_time() - start)
            sides += [abs(x) for x in luck.sides]
            events += [max(abs(x) for x in e.gain) for e in luck.events if e.kind != "setup"]
        print(
            f"{players:>7} {','.join(variant) or 'standard':<12} {sum(times) / len(times):7.2f} {max(times):6.2f} "
            f"{sum(sides) / len(sides):10.1f} {max(events, default=0.0):9.1f}"
        )


if __name__ == "__main__":
    main()
