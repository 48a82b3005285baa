"""The core's commands: replay, selfplay, bench, hint, tournament, analyse, stats, desktop-entry (headless, no Qt).

``carolus.launch`` (the ``carolus`` program) hands every other command line
here: it opens the window and runs the LAN commands itself, lists those in
``--help`` through ``build_parser(extra)`` and checks a networked record for
``replay --verify`` with a ``verifier`` it passes in, so the core imports
neither ``net`` nor ``ui``.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from . import __version__
from .chance import is_valid_seed
from .command_parser import OneLineParser as _Parser
from .errors import CarolusError

if TYPE_CHECKING:
    from .ai import Budget
    from .ai.luck import Luck
    from .ai.strength import Strengths
    from .record import Record

EXIT_BAD_INPUT = 2


class Verdict(NamedTuple):
    """What ``replay --verify`` learned of a networked record."""

    problem: str | None
    """Why its setup or dice do not follow from its commits (or a key is not the one expected), or None."""
    keys: tuple[str, ...] = ()
    """One line per peer: the key that signed for it."""
    unproven: str | None = None
    """Why it does not prove who contributed (unsigned, or a roster nobody signed), or None."""


Verifier = Callable[["Record", "Mapping[int, str]"], Verdict]
"""``replay --verify``: the record and the fingerprints expected per peer (``--expect``) -> its ``Verdict``."""
EXIT_UNPROVEN = 3
"""``replay --verify`` of a record that does not prove who contributed, without ``--accept-unproven``."""


def fail(message: str, code: int = EXIT_BAD_INPUT) -> int:
    """One line on stderr, the exit status back."""
    print(f"carolus: {message}", file=sys.stderr)
    return code


def cmd_replay(args: argparse.Namespace) -> int:
    from .match import Match
    from .record import load
    from .snapshot import replay_json
    from .summary import describe_state

    try:
        record = load(args.file)
        match = Match(record)
    except CarolusError as exc:
        print(str(exc), file=sys.stderr)
        return EXIT_BAD_INPUT
    if args.verify:
        verifier: Verifier | None = getattr(args, "verifier", None)
        if verifier is None:
            return fail("--verify checks LAN records with the net package: run it as carolus replay --verify")
        try:
            expect = _expected_keys(args.expect or [])
        except ValueError as exc:
            return fail(str(exc))
        verdict = verifier(record, expect)
        if verdict.problem is not None:
            print(f"not verified: {verdict.problem}", file=sys.stderr)
            return EXIT_BAD_INPUT
        if verdict.unproven is not None and not args.accept_unproven:
            print(f"not verified: {verdict.unproven}; --accept-unproven replays it anyway", file=sys.stderr)
            return EXIT_UNPROVEN
        said = [*verdict.keys, *([f"warning: {verdict.unproven}"] if verdict.unproven else [])]
        print("\n".join(said), file=sys.stderr if args.json else sys.stdout)  # (--json: stdout is the state alone)
    if args.json:
        json.dump(replay_json(match.state), sys.stdout)
        sys.stdout.write("\n")
    else:
        print("\n".join(describe_state(match)))
    return 0


def _expected_keys(items: Sequence[str]) -> dict[int, str]:
    """``--expect PEER=FINGERPRINT`` options read (ValueError with the reason)."""
    expect = {}
    for item in items:
        peer, sep, key = item.partition("=")
        if not sep or not peer.strip().isdigit() or not key.strip():
            raise ValueError(f"--expect {item!r}: give PEER=FINGERPRINT, e.g. 1='1a2b 3c4d 5e6f 7a8b'")
        expect[int(peer)] = key
    return expect


def _variants(args: argparse.Namespace) -> tuple[str, ...]:
    """The ``--variant`` names, checked against the combinations of docs/rules.md §10 (CarolusError with the reason)."""
    from .rules import combination_problem

    names = tuple(args.variant or ())
    problem = combination_problem(names)
    if problem:
        raise CarolusError(problem)
    return names


def cmd_selfplay(args: argparse.Namespace) -> int:
    from .selfplay import run_selfplay

    if args.players not in (2, 3, 4):
        return fail(f"--players must be 2, 3 or 4, not {args.players}")
    if args.games < 1:
        return fail("--games must be at least 1")
    if not is_valid_seed(args.seed):
        return fail(f"--seed must be a hex string, not {args.seed!r}")
    out = Path(args.out) if args.out else None
    try:
        variant = _variants(args)
    except CarolusError as exc:
        return fail(str(exc))
    try:
        summary = run_selfplay(args.players, args.games, args.seed, out, show_progress=not args.quiet, variant=variant)
    except OSError as exc:
        return fail(f"cannot write records to {out}: {exc.strerror or exc}")
    print("\n".join(summary.lines()))
    if out is not None:
        print(f"  records written to {out}/")
    return 0


def cmd_bench(args: argparse.Namespace) -> int:
    from .bench import run_bench

    if not args.seconds > 0:
        return fail(f"--seconds must be a positive number, not {args.seconds}")
    try:
        variant = _variants(args)
    except CarolusError as exc:
        return fail(str(exc))

    if args.ai:
        from .bench import run_ai_bench

        for line in run_ai_bench(args.seconds):
            print(line, flush=True)
        return 0
    players = tuple(args.players) if args.players else (2, 3)
    for line in run_bench(args.seconds, players, variant):
        print(line, flush=True)
    return 0


def _budget(seconds: float | None, iterations: int | None) -> Budget:
    from .ai import Budget

    if seconds is not None and seconds <= 0:
        raise CarolusError("--budget must be a positive number of seconds")
    if iterations is not None and iterations < 1:
        raise CarolusError("--iterations must be at least 1")
    return Budget(iterations=iterations, seconds=seconds if iterations is None or seconds is not None else None)


def _judge_budget(seconds: float | None, iterations: int | None) -> Budget:
    """A hint's or an analysis's budget: by default the hint's own iterations (``JUDGE``), so both ask the same
    search the same question and every run gives the same answer."""
    from .ai.hint import JUDGE

    return _budget(seconds, JUDGE if seconds is None and iterations is None else iterations)


def _seat_strengths(args: argparse.Namespace, record: Record) -> Strengths:
    """The players' strengths for the chances shown: the record's seat kinds, the person's ``--rating`` or else the
    library's (``stats.library_rating``); an assumed level where neither is known."""
    from .ai.strength import record_strengths
    from .stats import library_rating

    person = args.rating if args.rating is not None else library_rating()
    return record_strengths(record.extra.get("seats"), record.players, person)


def strengths_line(seats: Strengths, names: Sequence[str]) -> str:
    """Whose chances these are: each player's strength, an assumed one named as such."""
    from .ai.strength import ASSUMED_LEVEL

    parts = [
        f"{name} {elo:.0f}" + (f" (assumed: plays like {ASSUMED_LEVEL})" if seat in seats.assumed else "")
        for seat, (name, elo) in enumerate(zip(names, seats.elo))
    ]
    return f"chances for these players' strengths (Elo): {', '.join(parts)}"


def cmd_hint(args: argparse.Namespace) -> int:
    from .ai import check_spec
    from .ai.hint import advise
    from .match import Match
    from .record import load

    try:
        check_spec(args.level)
    except ValueError as exc:
        return fail(str(exc))
    try:
        budget = _judge_budget(args.budget, args.iterations)
        match = Match(load(args.file))
        seats = _seat_strengths(args, match.record)
        hint = advise(match.state, args.level, budget, seats=seats)
    except CarolusError as exc:
        print(str(exc), file=sys.stderr)
        return EXIT_BAD_INPUT
    if args.json:
        json.dump([a.to_dict() for a in hint.actions], sys.stdout)
        sys.stdout.write("\n")
        return 0
    name = match.record.names[match.state.to_act]
    print(f"Suggestion for {name} ({args.level}):")
    for action in hint.actions:
        print(f"  {action}")
    if hint.reason:
        print(f"Why: {hint.reason}")
    if hint.chance is not None:
        print(f"Chance for {name}'s side: {100 * hint.chance:.0f} %, {strengths_line(seats, match.record.names)}")
    return 0


def cmd_tournament(args: argparse.Namespace) -> int:
    from .ai import LADDER, check_spec
    from .ai.tournament import run_round_robin, run_tournament
    from .progress import Progress

    for name in args.ais:
        try:
            check_spec(name)
        except ValueError as exc:
            return fail(str(exc))
    if args.players not in (2, 3, 4):
        return fail("--players must be 2, 3 or 4")
    if args.jobs < 1:
        return fail("--jobs must be at least 1")
    if args.elo:
        names = args.ais or list(LADDER)
        if args.players == 3:
            return fail("--elo needs two sides: --players 2 or 4")
        if len(names) < 2 or len(set(names)) != len(names):
            return fail("--elo needs at least two different AIs")
        if args.games < 1:
            return fail("--games must be at least 1")
        try:
            budget = _budget(args.budget, args.iterations)
        except CarolusError as exc:
            return fail(str(exc))
        pairs = len(names) * (len(names) - 1) // 2
        progress = Progress(args.games * pairs, "round robin")
        rr = run_round_robin(
            args.players, args.games, names, budget, args.jobs, args.seed, on_game=lambda _r: progress.advance()
        )
        progress.finish()
        print("\n".join(rr.lines()))
        return 0
    sides = 3 if args.players == 3 else 2
    if len(args.ais) != sides:
        return fail(f"a {args.players}-player tournament needs {sides} AIs, one per side")
    if args.games < 1:
        return fail("--games must be at least 1")
    try:
        budget = _budget(args.budget, args.iterations)
        variant = _variants(args)
    except CarolusError as exc:
        return fail(str(exc))
    progress = Progress(args.games, "tournament")
    report = run_tournament(
        args.players,
        args.games,
        args.ais,
        budget,
        jobs=args.jobs,
        seed=args.seed,
        on_game=lambda _r: progress.advance(),
        variant=variant,
    )
    progress.finish()
    print("\n".join(report.lines()))
    return 0


def cmd_analyse(args: argparse.Namespace) -> int:
    from .ai.analyse import BLUNDER, MISTAKE, analyse_record, analysis_json
    from .ai.base import LEVELS
    from .ai.luck import luck_json
    from .ai.mcts import StrongPlayer
    from .ai.settings import apply_overrides, split_spec
    from .progress import Progress
    from .record import load

    try:
        budget = _judge_budget(args.budget, args.iterations)
        name, pairs = split_spec(args.ai)
        if name not in LEVELS or not issubclass(LEVELS[name].kind, StrongPlayer):
            raise CarolusError(f"--ai must be a searching level (advanced, expert = strong), not {name!r}")
        settings = apply_overrides(LEVELS[name].settings, pairs)
        record = load(args.file)
        seats = _seat_strengths(args, record)
    except (CarolusError, ValueError) as exc:
        return fail(str(exc))
    progress = Progress(len(record.actions), "analyse")
    try:
        decisions = analyse_record(
            record,
            budget,
            settings=settings,
            on_decision=lambda d: progress.reach(d.index + d.count),
            jobs=args.jobs,
            seats=seats,
        )
    except CarolusError as exc:
        progress.close()
        return fail(str(exc))
    progress.finish()  # actions no decision covers (the last, forced ones) count as done too
    luck = _luck_of(record)
    if args.json:
        json.dump({**analysis_json(record, decisions, budget), **luck_json(luck)}, sys.stdout)
        sys.stdout.write("\n")
        return 0
    names = record.names
    print(
        f"{len(decisions)} decisions; chances are the mover's side's (before -> after); "
        f"marks from losses of {MISTAKE * 100:.0f} / {BLUNDER * 100:.0f} points"
    )
    print(strengths_line(seats, names))
    for d in decisions:
        who = names[d.player] if 0 <= d.player < len(names) else f"player {d.player}"
        played = "; ".join(_short(a) for a in d.played)
        line = (
            f"  round {d.round:2d} {who[:12]:12s} {d.kind:4s} {100 * d.before[d.side]:3.0f} % -> "
            f"{100 * d.after[d.side]:3.0f} %  played {played}"
        )
        if not d.played_is_best:
            line += f"  | AI: {'; '.join(_short(a) for a in d.best)} ({100 * d.best_chance:.0f} %)"
        if d.mark:
            line += f"  [{d.mark}]"
        print(line)
    print(luck_line(luck, record))
    return 0


def _luck_of(record: Record) -> Luck:
    """The luck meter of a record that replays, with its own progress bar (a variant's dice take seconds)."""
    from .ai.luck import game_luck
    from .progress import Progress

    progress = Progress(len(record.actions), "luck")
    luck = game_luck(record, on_event=lambda e: progress.reach(e.index))
    progress.finish()
    return luck


def luck_line(luck: Luck, record: Record) -> str:
    """The luck per side in one English line for a terminal (``--json`` is the contract)."""
    from .ai.luck import side_names

    parts = [f"{name} {value:+.1f}" for name, value in zip(side_names(record), luck.sides)]
    return f"luck (points of winning chance the dice gave beyond their average): {', '.join(parts)}"


def cmd_stats(args: argparse.Namespace) -> int:
    from .library import Library, default_folder
    from .progress import Progress
    from .stats import statistics, statistics_lines

    folder = Path(args.library) if args.library else default_folder()
    if args.library and not folder.is_dir():
        return fail(f"{folder}: no such folder")
    library = Library(folder)
    entries = library.entries()
    missing = library.luck_missing(entries)
    if missing:  # once a game: the index keeps what was measured
        progress = Progress(len(missing), "luck")
        library.measure_luck(missing, on_game=lambda _e: progress.advance())
        progress.finish()
        entries = library.entries()
    stats = statistics(entries)
    if args.json:
        json.dump(stats.to_json(), sys.stdout)
        sys.stdout.write("\n")
    else:
        print("\n".join(statistics_lines(stats)))
    return 0


def cmd_paths(args: argparse.Namespace) -> int:
    """Where the game keeps each kind of user file (docs/playing.md, "Where are my files")."""
    import json
    import os

    from .user_files import places

    found = places()
    if args.json:
        print(json.dumps([{**vars(p), "exists": os.path.exists(p.path)} for p in found], indent=1))
        return 0
    for place in found:
        print(f"{place.key + ':':<10}{place.path}")
        print(f"{'':10}{place.holds}" + (f" (${place.override} overrides it)" if place.override else ""))
    print("What each holds and how to reset it: docs/playing.md, section 'Where are my files'.")
    return 0


def cmd_desktop_entry(args: argparse.Namespace) -> int:
    from .desktop_entry import data_home, install, program, uninstall

    if not sys.platform.startswith("linux") and "bsd" not in sys.platform:
        return fail("desktop-entry is for Linux desktops (freedesktop.org menus)")
    home = data_home()
    try:
        if args.uninstall:
            removed = uninstall(home)
            for path in removed:
                print(f"removed {path}")
            if not removed:
                print(f"no Carolus Magnus menu entry under {home}")
            return 0
        for path in install(home, program()):
            print(f"wrote {path}")
    except OSError as exc:
        return fail(f"cannot write the menu entry under {home}: {exc.strerror or exc}", 1)
    return 0


def _short(action: dict) -> str:
    """A record action in a few characters, for the analysis table: ``d3``, ``red>court``, ``red>4``, ``m2``."""
    kind = action.get("type")
    if kind == "disc":
        return f"d{action['value']}"
    if kind == "move":
        return f"m{action['steps']}"
    if kind == "place":
        return f"{action['colour']}>{action['to']}"
    return str(kind)


def build_parser(extra: Mapping[str, str] | None = None) -> argparse.ArgumentParser:
    """The core's commands; ``extra`` (name -> help) lists commands another layer runs (``carolus.launch``)."""
    parser = _Parser(
        prog="carolus",
        description="Carolus Magnus: with no command, opens the game window.",
    )
    parser.add_argument("-V", "--version", action="version", version=f"carolus {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    p = sub.add_parser("replay", help="apply a record's actions and print the resulting state")
    p.add_argument("file", help="a game record (JSON or msgpack)")
    p.add_argument("--json", action="store_true", help="print the state as one JSON object (docs/record-format.md §12)")
    p.add_argument(
        "--verify",
        action="store_true",
        help="a LAN game's record: re-derive the setup and every die from its commits and contributions "
        "first, and refuse it (exit 2) if anything differs; say which key signed for each peer, and refuse "
        "(exit 3) a record that does not prove who contributed",
    )
    p.add_argument(
        "--accept-unproven",
        action="store_true",
        help="with --verify: replay an unsigned record, or one whose roster of keys nobody signed (older records), "
        "with a warning",
    )
    p.add_argument(
        "--expect",
        action="append",
        metavar="PEER=FINGERPRINT",
        help="with --verify: the key fingerprint you know for that peer (your own record lists them); refused if "
        "it signed with another",
    )
    p.set_defaults(func=cmd_replay)

    p = sub.add_parser("selfplay", help="play random legal games to the end")
    p.add_argument("--players", type=int, default=2, help="players per game: 2, 3 or 4 (default 2)")
    p.add_argument("--games", type=int, default=100, help="games to play (default 100)")
    p.add_argument("--seed", default="1", help="hex seed of the whole run (default 1)")
    p.add_argument("--out", help="write each game's record into this folder")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    _variant_option(p)
    p.set_defaults(func=cmd_selfplay)

    p = sub.add_parser("hint", help="suggest the rest of the turn for the player to act at the end of a record")
    p.add_argument("file", help="a game record (JSON or msgpack)")
    p.add_argument("--level", default="strong", help="AI level, optionally with settings (default strong)")
    p.add_argument("--budget", type=float, default=None, help="seconds to think instead of iterations")
    p.add_argument(
        "--iterations", type=int, default=None, help="search iterations (default 3000, as the analysis: reproducible)"
    )
    p.add_argument("--json", action="store_true", help="print only a JSON list of actions (docs/record-format.md §7)")
    p.add_argument(
        "--rating",
        type=float,
        default=None,
        help="your Elo for the chances shown (default: the library's rating; without one, assumed intermediate)",
    )
    p.set_defaults(func=cmd_hint)

    p = sub.add_parser("tournament", help="AI against AI, seats rotated, with win rates and 95 %% intervals")
    p.add_argument(
        "ais",
        nargs="*",
        metavar="AI",
        help="one AI per side: a level (random, beginner, novice, intermediate = greedy, advanced, expert = strong; "
        "master = expert), optionally with settings: 'strong:c=1.2,castle=12'",
    )
    p.add_argument("--players", type=int, default=2, help="players per game: 2, 3 or 4 (default 2)")
    p.add_argument("--games", type=int, default=100, help="games (with --elo: per pair; default 100)")
    p.add_argument(
        "--elo", action="store_true", help="round robin of the AIs named (default: every level) with Elo ratings"
    )
    p.add_argument(
        "--budget",
        type=float,
        default=None,
        help="seconds per move for searching AIs (default 1; times a level's effort)",
    )
    p.add_argument("--iterations", type=int, default=None, help="search iterations per move instead of seconds")
    p.add_argument("--jobs", type=int, default=1, help="parallel processes (default 1)")
    p.add_argument("--seed", default="7", help="hex seed of the game series")
    _variant_option(p)
    p.set_defaults(func=cmd_tournament)

    p = sub.add_parser(
        "analyse", help="winning chances turn by turn, the AI's choice, and mistakes and blunders of a record"
    )
    p.add_argument("file", help="a game record (JSON or msgpack)")
    p.add_argument("--budget", type=float, default=None, help="seconds of search per decision instead of iterations")
    p.add_argument(
        "--iterations", type=int, default=None, help="search iterations per decision (default 3000, as the hint)"
    )
    p.add_argument("--ai", default="strong", help="the searching level that judges, with settings (default strong)")
    p.add_argument("--jobs", type=int, default=0, help="processes that search (default 0: one per core)")
    p.add_argument("--json", action="store_true", help="print the analysis as one JSON object")
    p.add_argument(
        "--rating",
        type=float,
        default=None,
        help="your Elo for the chances shown (default: the library's rating; without one, assumed intermediate)",
    )
    p.set_defaults(func=cmd_analyse)

    p = sub.add_parser("stats", help="your games, win rates, rating and figures from the game library")
    p.add_argument("--json", action="store_true", help="print the statistics as one JSON object")
    p.add_argument("--library", metavar="DIR", help="the library folder (default: games/ in the user data folder)")
    p.set_defaults(func=cmd_stats)

    p = sub.add_parser("bench", help="print engine throughput on one core")
    p.add_argument("--seconds", type=float, default=3.0, help="time per measurement (default 3)")
    p.add_argument(
        "--players",
        type=int,
        action="append",
        choices=(2, 3, 4),
        help="a table size to measure (repeatable; default 2 and 3)",
    )
    p.add_argument("--ai", action="store_true", help="measure the strong AI's search speed instead")
    _variant_option(p)
    p.set_defaults(func=cmd_bench)

    p = sub.add_parser("paths", help="where the game keeps your settings, games, LAN state and log")
    p.add_argument("--json", action="store_true", help="print the places as a JSON list")
    p.set_defaults(func=cmd_paths)

    p = sub.add_parser(
        "desktop-entry", help="add the game and its icon to the Linux desktop's application menu (for this user)"
    )
    p.add_argument("--uninstall", action="store_true", help="remove them again")
    p.set_defaults(func=cmd_desktop_entry)

    # listed here, parsed elsewhere (the launcher hands these commands over before parsing)
    for name, text in (extra or {}).items():
        p = sub.add_parser(name, help=text, add_help=False)
        p.add_argument("args", nargs=argparse.REMAINDER, help=argparse.SUPPRESS)
    return parser


def _variant_option(p: argparse.ArgumentParser) -> None:
    from .variants import PIECES

    p.add_argument(
        "--variant",
        action="append",
        metavar="NAME",
        help=f"play an optional rule (repeatable): {', '.join(PIECES)}",
    )


def main(
    argv: Sequence[str] | None = None, verifier: Verifier | None = None, parser: argparse.ArgumentParser | None = None
) -> int:
    """Run one of the core's commands; the exit status (2 for bad input, with one line on stderr)."""
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = parser or build_parser()
    try:
        args = parser.parse_args(argv)
        func = getattr(args, "func", None)
        if func is None:
            parser.print_usage(sys.stderr)
            return EXIT_BAD_INPUT
        args.verifier = verifier
        return func(args)
    except KeyboardInterrupt:
        return fail("interrupted", 130)
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
