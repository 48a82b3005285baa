"""``carolus host`` and ``carolus join``: LAN games, headless with ``--ai``, else in the game window.

Without ``--ai`` the arguments are checked here and handed back as a
``carolus.net.hosting.HostSetup`` / ``JoinSetup`` (``carolus.launch`` opens the window with it: net imports no Qt).
Headless exit status: 0 the game ended normally (with ``--out``, its record was
written), 2 bad input, 3 the other side refused us (versions, rules,
password, full game), 4 the game was paused because the peers' states
parted (a state dump was written), 5 time ran out.
"""

from __future__ import annotations

import argparse
import getpass
import json
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from carolus.engine.errors import CarolusError
from carolus.engine.rules import combination_problem
from carolus.engine.variants import PIECES, in_order

from . import chat
from .handshake import DEFAULT_PORT
from .hosting import HostedGame, HostSetup, JoinedGame, JoinSetup, OnEvent
from .invite import is_invite, reachable
from .invite import parse as parse_invite
from .places import JoinState, load_host_autosave, parse_address, save_dump, write_dump
from .protocol_types import GRACE_S, Event
from .spectators import SPECTATORS_MAX
from .text import clean_name, console
from .timers import Timers

if TYPE_CHECKING:
    from carolus.engine.ai import AIPlayer


def _variants(args: argparse.Namespace) -> tuple[str, ...]:
    """``--variant`` names (docs/rules.md §10); CarolusError with the reason for a combination the rules refuse."""
    names = tuple(getattr(args, "variant", None) or ())
    problem = combination_problem(names)
    if problem:
        raise CarolusError(f"--variant: {problem}")
    return in_order(names)  # the registry's order (docs/rules.md §10)


PASSWORD_ENV = "CAROLUS_PASSWORD"
"""Where a script gives the game password (a prompt asks for it otherwise)."""
EXIT_OK, EXIT_BAD, EXIT_REFUSED, EXIT_DESYNC, EXIT_TIMEOUT = 0, 2, 3, 4, 5
QUIET_KINDS = frozenset({"applied", "status"})
EXIT_MEANINGS = {
    EXIT_OK: "the game ended normally (with --out, its record was written)",
    EXIT_BAD: "bad input, or no connection could be opened (one line on stderr says what)",
    EXIT_REFUSED: "the host refused us: other program or rules versions, a wrong password, a full game",
    EXIT_DESYNC: "the game was paused because the peers' states parted (a state dump was written to --dump-dir)",
    EXIT_TIMEOUT: "time ran out (--timeout) before the game could start or end",
    130: "interrupted (Ctrl+C)",
}


def _exit_help(*codes: int) -> dict[str, Any]:
    """The ``--help`` epilog listing a headless command's exit statuses (scripts and CI branch on them)."""
    lines = "\n".join(f"  {code:<3} {EXIT_MEANINGS[code]}" for code in codes)
    return {
        "epilog": f"exit status (headless, with --ai):\n{lines}",
        "formatter_class": argparse.RawDescriptionHelpFormatter,
    }


def _fail(message: str, code: int = EXIT_BAD) -> int:
    print(f"carolus: {console(message)}", file=sys.stderr)
    return code


def add_host_parser(sub: Any) -> None:
    p = sub.add_parser(
        "host",
        help="host a LAN game (others join with 'carolus join')",
        **_exit_help(EXIT_OK, EXIT_BAD, EXIT_DESYNC, EXIT_TIMEOUT, 130),  # a host is never refused: no 3
    )
    p.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"TCP port to listen on (default {DEFAULT_PORT})")
    p.add_argument("--bind", default="*", help="address to listen on (default: all)")
    p.add_argument("--players", type=int, default=2, help="2, 3 or 4 (default 2)")
    p.add_argument("--seat", type=int, default=0, help="the seat the host plays, from 0 (default 0)")
    p.add_argument("--name", default="Host", help="the host player's name")
    p.add_argument("--ai", metavar="LEVEL", help="play the host's seat with this AI, headless (else: the window)")
    p.add_argument("--fill", metavar="LEVEL", default="greedy", help="AI for seats nobody joined (default greedy)")
    p.add_argument(
        "--joiners",
        type=int,
        default=None,
        help="start once this many have joined (default: all seats; ready marks are shown, not awaited: a "
        "headless joiner is ready at once)",
    )
    p.add_argument("--wait", type=float, default=None, help="start after this many seconds with whoever joined")
    p.add_argument(
        "--password",
        action="store_true",
        help=f"ask for a game password at a prompt (or set {PASSWORD_ENV}); checked by SPAKE2, never sent",
    )
    p.add_argument(
        "--variant", action="append", metavar="NAME", help=f"play an optional rule (repeatable): {', '.join(PIECES)}"
    )
    p.add_argument(
        "--grace",
        type=float,
        default=GRACE_S,
        metavar="S",
        help=f"a seat whose player is gone this long is played by the computer until they are back "
        f"(default {GRACE_S:g})",
    )
    p.add_argument(
        "--hand-over",
        action="store_const",
        const=True,
        default=None,
        help="a seat whose player is gone past the grace period may go to a newcomer who asks for it (recorded); "
        "without this it waits for its own player",
    )
    p.add_argument("--out", help="write the finished game's record here")
    p.add_argument("--autosave", help="autosave file (default: in the user data folder)")
    p.add_argument("--resume", metavar="FILE", help="restart a hosted game from its autosave")
    p.add_argument("--dump-dir", default=".", help="where a state dump goes if peers part (default: here)")
    p.add_argument("--no-announce", action="store_true", help="do not announce the game on the LAN (zeroconf)")
    p.add_argument(
        "--again",
        type=int,
        default=0,
        metavar="N",
        help="headless: after the game, offer the same table N more games (seats move on by one; default 0)",
    )
    p.add_argument(
        "--spectators",
        type=int,
        default=0,
        metavar="N",
        help=f"let up to N people watch (no seat, no dice; 0 to {SPECTATORS_MAX}, default 0: none)",
    )
    p.add_argument(
        "--internet",
        action="store_true",
        help="ask the home router to open the ports (UPnP; needs the miniupnpc package) and print an invite for "
        "players elsewhere",
    )
    p.add_argument(
        "--start-when-ready",
        action="store_true",
        help="in the window: start by itself once every seat is taken and every player is ready (else press Start)",
    )
    p.add_argument("--timeout", type=float, default=None, help="give up after this many seconds")
    p.add_argument(
        "--chat",
        action="store_const",
        const=True,
        default=None,
        help="send every line typed on standard input as chat (others' lines always print as [chat] NAME: text)",
    )
    p.add_argument("--verbose", action="store_true", help="print every action")
    p.add_argument("--debug-timings", default=None, help=argparse.SUPPRESS)
    p.add_argument("--timers", type=Timers.parse, default=Timers(), help=argparse.SUPPRESS)  # tests: short waits
    p.set_defaults(func=cmd_host)


def add_join_parser(sub: Any) -> None:
    p = sub.add_parser(
        "join",
        help="join a LAN game: carolus join HOST[:PORT]",
        **_exit_help(EXIT_OK, EXIT_BAD, EXIT_REFUSED, EXIT_DESYNC, EXIT_TIMEOUT, 130),
    )
    p.add_argument(
        "address",
        help=f"the host's address, HOST or HOST:PORT (default port {DEFAULT_PORT}), or an invite (carolus://join?...)",
    )
    p.add_argument("--name", default="Guest", help="your name")
    p.add_argument("--seat", type=int, default=-1, help="the seat you would like (default: the first free)")
    p.add_argument("--ai", metavar="LEVEL", help="play your seat with this AI, headless (else: the window)")
    p.add_argument(
        "--password",
        action="store_true",
        help=f"ask for the game password at a prompt (or set {PASSWORD_ENV}), if the host set one",
    )
    p.add_argument("--out", help="write the finished game's record here")
    p.add_argument(
        "--internet",
        action="store_true",
        help="ask the home router to open this joiner's dice witness port (UPnP), so other players' shares reach "
        "it around the host",
    )
    p.add_argument("--witness-port", type=int, default=0, metavar="N", help="the dice witness port (default: any)")
    p.add_argument("--state-file", help="where your seat token is kept to rejoin (default: user state folder)")
    p.add_argument("--watch", action="store_true", help="watch the game only (the host must allow spectators)")
    p.add_argument(
        "--again", action="store_true", help="headless: say yes when the host offers to play again (default: no)"
    )
    p.add_argument("--console", action="store_true", help="with --watch: follow the game on the console, no window")
    p.add_argument("--dump-dir", default=".", help="where a state dump goes if peers part (default: here)")
    p.add_argument("--timeout", type=float, default=None, help="give up after this many seconds")
    p.add_argument(
        "--chat",
        action="store_const",
        const=True,
        default=None,
        help="send every line typed on standard input as chat (others' lines always print as [chat] NAME: text)",
    )
    p.add_argument("--verbose", action="store_true", help="print every action")
    p.add_argument("--debug-timings", default=None, help=argparse.SUPPRESS)
    p.set_defaults(func=cmd_join)


def build_parser() -> argparse.ArgumentParser:
    """``carolus host|join`` on their own: ``carolus.launch`` hands these two commands here unparsed."""
    from carolus.engine.command_parser import OneLineParser

    parser = OneLineParser(prog="carolus", description="LAN play: host a game or join one.")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    add_host_parser(sub)
    add_join_parser(sub)
    return parser


def parse(argv: Sequence[str]) -> argparse.Namespace:
    """The parsed ``host``/``join`` command line (a usage error exits 2 with one line), ``password`` the game
    password itself (from the environment or the prompt)."""
    parser = build_parser()
    args = parser.parse_args(list(argv))
    try:
        args.password = game_password(args.password)
    except CarolusError as exc:
        parser.error(str(exc))
    return args


def game_password(ask: bool) -> str:
    """The game password: ``CAROLUS_PASSWORD`` if set, else asked at the terminal with ``--password``, else none.

    Never a command-line value: every user of the machine can read a process's arguments (``ps``)."""
    given = os.environ.get(PASSWORD_ENV, "")
    if given or not ask:
        return given
    if not sys.stdin.isatty():
        raise CarolusError(f"--password asks at a prompt, but there is no terminal here: set {PASSWORD_ENV}")
    try:
        return getpass.getpass("Game password: ")
    except EOFError:
        raise CarolusError("no password given") from None


HEADLESS_ONLY = {"host": ("out", "joiners", "wait", "timeout", "hand_over", "chat"), "join": ("out", "timeout", "chat")}
"""(``chat``: the window has its chat dock.)"""
HEADLESS_FLAGS = {"host": ("again",), "join": ("again",)}
"""Options that only make sense headless and default to something false (0, False)."""


def window_start(args: argparse.Namespace) -> HostSetup | JoinSetup:
    """Check a window-mode command line; CarolusError names the first problem (nothing has started yet)."""
    for option in HEADLESS_ONLY[args.command]:
        if getattr(args, option) is not None:
            raise CarolusError(f"--{option} is for headless play (with --ai LEVEL)")
    for option in HEADLESS_FLAGS[args.command]:
        if getattr(args, option):
            raise CarolusError(f"--{option} is for headless play (with --ai LEVEL); in the window: Play again")
    if args.command == "join":
        if (why := _join_problem(args)) is not None:
            raise CarolusError(why)
        if is_invite(args.address):
            return _invite_setup(args, clean_name(args.name, "Guest"))
        return JoinSetup(
            clean_name(args.name, "Guest"), args.address.strip(), args.password, args.seat, watch=args.watch
        )
    if (why := _host_problem(args)) is not None:
        raise CarolusError(why)
    if args.resume:
        load_host_autosave(args.resume, args.password)
    return _host_setup(args, clean_name(args.name, "Host"))


def _host_problem(args: argparse.Namespace) -> str | None:
    """What is wrong with a ``carolus host`` command line (window or headless), or None."""
    for level in (args.ai, args.fill):
        if (why := _check_level(level)) is not None:
            return why
    if not 0 <= args.port < 65536:
        return f"--port must be from 1 to 65535 (0: any free port), not {args.port}"
    if not args.grace > 0:
        return f"--grace must be a positive number of seconds, not {args.grace}"
    if not args.resume and args.players not in (2, 3, 4):
        return f"--players must be 2, 3 or 4, not {args.players}"
    if not args.resume and not 0 <= args.seat < args.players:
        return f"--seat must be from 0 to {args.players - 1}"
    if not 0 <= args.again <= 100:
        return f"--again must be from 0 to 100, not {args.again}"
    if not 0 <= args.spectators <= SPECTATORS_MAX:
        return f"--spectators must be from 0 to {SPECTATORS_MAX}, not {args.spectators}"
    return None


def _join_problem(args: argparse.Namespace) -> str | None:
    """What is wrong with a ``carolus join`` command line (window or headless), or None."""
    if (why := _check_level(args.ai)) is not None:
        return why
    if not 0 <= args.witness_port <= 65535:
        return f"--witness-port must be 0 to 65535, not {args.witness_port}"
    if args.watch and args.ai is not None:
        return "--watch takes no seat, so no --ai: give --console to follow the game without a window"
    if args.console and not args.watch:
        return "--console is for --watch (a player's seat headless needs --ai LEVEL)"
    if args.watch and args.chat:
        return "--chat is not for --watch: spectators read the chat only (it prints as [chat] NAME: text)"
    if is_invite(args.address):
        try:
            parse_invite(args.address)
        except ValueError as exc:
            return f"bad invite: {exc}"
        return None
    try:
        parse_address(args.address.strip())
    except ValueError:
        return f"bad address {args.address!r}; give HOST or HOST:PORT"
    return None


REMATCH_WAIT_S = 10.0
"""How long ``carolus join --again`` waits after a game for the host's offer to play again."""
INVITE_WAIT_S = 5.0
"""How long ``carolus join INVITE`` waits for any of the invite's addresses to answer (``--timeout``: that long)."""


def _invite_setup(args: argparse.Namespace, name: str) -> JoinSetup:
    """The game an invite names: the first of its addresses that answers (all tried at once, again and again until
    ``--timeout`` or ``INVITE_WAIT_S``), its key pinned, its password unless one was given; CarolusError when none
    answers."""
    invite = parse_invite(args.address)
    wait = INVITE_WAIT_S if args.timeout is None else max(0.1, args.timeout)
    said = False

    def on_retry(left: float) -> None:
        nonlocal said
        if not said:  # once: a joiner started before its host must not fill a log
            said = True
            print(f"[join] no answer yet at {', '.join(invite.addresses)}; knocking again for {left:.0f} s", flush=True)

    address = reachable(invite.addresses, wait, on_retry)
    if address is None:
        raise CarolusError(f"none of the invite's addresses answers ({', '.join(invite.addresses)})")
    password = args.password or invite.password
    return JoinSetup(name, address, password, args.seat, host_key=invite.key, watch=args.watch)


def _chat_from_console(args: argparse.Namespace, node: Any) -> None:
    """With ``--chat``, every line typed on standard input is said as chat. Only when asked: a headless peer is
    often started by a script, a service or a test that shares a terminal, whose keys it must not take (nor be
    stopped by SIGTTIN reading it from the background)."""
    if args.chat:
        core = node.core
        chat.read_console(sys.stdin, lambda line: node.call(lambda: core.chat.say(line, time.monotonic())))


def _printer(who: str, verbose: bool) -> OnEvent:
    def on_event(event: Event) -> None:
        if event.kind in QUIET_KINDS and not verbose:
            return
        said = chat.console_line(event)
        if said is not None:
            print(said, flush=True)
        elif event.text:
            print(f"[{console(who)}] {console(event.text)}", flush=True)

    return on_event


class Timings:
    """Benchmark-only: when this process's AI sent each action and when each action was applied here.

    Times are ``time.perf_counter`` (CLOCK_MONOTONIC on Linux, shared by all processes of a machine).
    """

    def __init__(self, path: str | None) -> None:
        self.path = path
        self.applied: dict[int, float] = {}

    def wrap(self, on_event: OnEvent) -> OnEvent:
        if not self.path:
            return on_event

        def recording(event: Event) -> None:
            if event.kind == "applied" and "index" in event.data:
                self.applied.setdefault(event.data["index"], event.at)
            on_event(event)

        return recording

    def write(self, node: Any) -> None:
        if self.path:
            Path(self.path).write_text(json.dumps({"submitted": node.submitted, "applied": self.applied}))


def _ai(level: str, seed: int) -> AIPlayer:
    from carolus.engine.ai import make_player

    return make_player(level, seed)


def _check_level(level: str | None) -> str | None:
    from carolus.engine.ai import LEVELS

    if level is not None and level not in LEVELS:
        return f"unknown AI level {level!r}; choose from {', '.join(LEVELS)}"
    return None


def _dumping(dump_dir: str, who: str, on_event: OnEvent) -> OnEvent:
    """Write the dump a resynchronisation carries (the state before the catch-up), then pass the event on."""

    def handle(event: Event) -> None:
        if event.kind == "desync" and event.data.get("dump"):
            path = save_dump(dump_dir, who, event.data["dump"])
            on_event(Event("log", f"state dump: {path}"))
        on_event(event)

    return handle


def _write_out(path: str | None, core: Any) -> None:
    if path and core.game is not None and core.game.match is not None:
        core.game.record().save(path)


def _host_setup(args: argparse.Namespace, name: str) -> HostSetup:
    """What ``carolus host`` asks for (window or headless); CarolusError for a combination the rules refuse."""
    return HostSetup(
        name,
        args.players,
        args.seat,
        args.port,
        args.password,
        args.fill,
        args.resume,
        args.autosave,
        not args.no_announce,
        args.bind,
        _variants(args),
        args.grace,
        args.timers,
        args.internet,
        args.start_when_ready,
        args.spectators,
    )


def cmd_host(args: argparse.Namespace) -> int:
    if (why := _host_problem(args)) is not None:
        return _fail(why)
    now = time.monotonic()
    timings = Timings(args.debug_timings)
    printer = _printer("host", args.verbose)

    def on_event(event: Event) -> None:
        printer(event)
        if args.hand_over and event.code == "standin":  # the host's player said so in advance
            peer: int = event.data["peer"]
            hosted.node.call(lambda: hosted.core.hand_over(peer, time.monotonic()))

    try:
        hosted = HostedGame(
            _host_setup(args, args.name),
            own=args.ai,
            on_event=_dumping(args.dump_dir, "host", timings.wrap(on_event)),
        )
    except CarolusError as exc:
        return _fail(str(exc))
    if args.ai is None:
        hosted.close()
        return _fail("headless hosting needs --ai LEVEL; to play in the window: carolus, then Game > Host LAN game")
    core, node = hosted.core, hosted.node
    joiners = args.joiners if args.joiners is not None else args.players - 1
    try:
        port = hosted.open()
    except OSError as exc:
        return _fail(f"cannot listen on port {args.port}: {exc.strerror or exc}")
    addrs = ", ".join(hosted.addresses())
    print(
        f"[host] game {core.game_id}: {core.players} players; join with: carolus join HOST:{port}  ({addrs})",
        flush=True,
    )
    print(f"[host] autosave: {hosted.autosave}", flush=True)
    print(f"[host] key fingerprint: {hosted.fingerprint()} (joiners see the same)", flush=True)
    if args.internet:
        for line in hosted.open_router().lines():
            print(f"[host] {line}", flush=True)
    print(f"[host] invite: {hosted.invite()}", flush=True)
    hosted.announce(lambda text: print(f"[host] {text}", flush=True))
    _chat_from_console(args, node)
    deadline = None if args.timeout is None else now + args.timeout
    started_at = time.monotonic()
    try:
        if not core.started and args.wait is None:
            core.need_joiners = min(joiners, args.players - 1)  # the deal decides who counts (issue 25, point 8)

        def ready() -> bool:
            return hosted.ready(joiners, args.wait, started_at)

        while not core.started:  # (back here when too few joiners committed to the deal)
            left = None if deadline is None else max(0.0, deadline - time.monotonic())
            node.run(until=ready, timeout_s=left)
            if not ready():
                return _fail("timed out waiting for players", EXIT_TIMEOUT)
            hosted.start()
            node.run(until=lambda: core.started, timeout_s=1.0)  # the socket thread deals at its next turn
            left = None if deadline is None else max(0.0, deadline - time.monotonic())
            node.run(until=lambda: core.game is None or core.game.match is not None, timeout_s=left)
        for game in range(args.again + 1):
            if game:  # the same table again (``carolus.net.rematch``): wait until it is dealt
                node.call(lambda: core.rematch.offer_again(time.monotonic()))
                left = None if deadline is None else max(0.0, deadline - time.monotonic())
                dealt = game + 1

                def next_dealt() -> bool:
                    g = core.game
                    return core.rematch.games >= dealt and g is not None and g.match is not None  # noqa: B023

                node.run(until=next_dealt, timeout_s=left)
                print(f"[host] game {core.rematch.games} at this table: {', '.join(core.names_by_seat)}", flush=True)
            left = None if deadline is None else max(0.0, deadline - time.monotonic())
            node.run(until=lambda: core.over_sent or bool(core.paused), timeout_s=left)
            node.run(until=core.spectators.all_told, timeout_s=2.0)  # spectators see the end (at most 2 s)
            if core.paused or not core.over_sent:
                break
            if game < args.again and core.game is not None:
                print(f"[host] game {core.rematch.games} finished; digest {core.game.digest()}", flush=True)
        node.run(timeout_s=0.3)  # let the last messages go out
        if core.paused:
            path = write_dump(args.dump_dir, "host", core, core.paused)
            print(f"[host] game paused: {console(core.paused)}; state dump: {path}", flush=True)
            return EXIT_DESYNC
        if not core.over_sent:
            return _fail("timed out before the game ended", EXIT_TIMEOUT)
        _write_out(args.out, core)
        timings.write(node)
        assert core.game is not None  # (over_sent: dealt and played to the end)
        print(f"[host] finished; digest {core.game.digest()}", flush=True)
        return EXIT_OK
    finally:
        hosted.close()


def cmd_join(args: argparse.Namespace) -> int:
    from .joiner_node import JoinerNode

    if (why := _join_problem(args)) is not None:
        return _fail(why)
    if args.watch:
        return cmd_watch(args)
    if args.ai is None:
        return _fail("headless joining needs --ai LEVEL; to play in the window: carolus, then Game > Join LAN game")
    state = JoinState(Path(args.state_file)) if args.state_file else JoinState.for_name(args.name)
    if state.problem:  # set aside (kept) and started afresh: said in one line, the join goes on
        print(f"carolus: {console(state.problem)}", file=sys.stderr, flush=True)
    timings = Timings(args.debug_timings)
    try:
        setup = _invite_setup(args, args.name) if is_invite(args.address) else None
    except CarolusError as exc:
        return _fail(f"cannot connect: {exc}")
    setup = setup or JoinSetup(args.name, args.address, args.password, args.seat)
    joined = JoinedGame(setup, state, node_type=JoinerNode)
    core, node = joined.core, joined.node
    node.internet, node.witness_port = args.internet, args.witness_port  # the direct witness (relay35)
    joined.on_event = _dumping(args.dump_dir, args.name, timings.wrap(_printer(core.name, args.verbose)))
    seats_ai: dict[int, Any] = node.ai
    over_at: list[float] = []
    core.again_answer = args.again  # the host's offer to play again: yes with --again, else no

    def done() -> bool:
        for s in core.seats:
            if s not in seats_ai:
                seats_ai[s] = _ai(args.ai, 2000 + s)
        game = core.game
        over = game is not None and game.match is not None and game.match.is_over()
        if over and not over_at:
            over_at.append(time.monotonic())
        elif not over and over_at:  # (the same table again: a new game)
            over_at.clear()
            seats_ai.clear()
        late = bool(over_at) and time.monotonic() - over_at[0] > (REMATCH_WAIT_S if args.again else 3.0)
        if args.again and core.over and not core.host_lost:
            return late
        return bool(core.rejected or core.paused or core.over or late)

    try:
        try:
            node.open()
        except OSError as exc:
            return _fail(f"cannot connect to {args.address}: {exc.strerror or exc}")
        _chat_from_console(args, node)
        node.run(until=done, timeout_s=args.timeout)
        node.run(timeout_s=0.2)
    except KeyboardInterrupt:
        return _fail("interrupted", 130)
    finally:
        node.close()
    if core.rejected and not core.again_declined:  # (saying no to playing again ends our part: no refusal)
        return _fail(f"cannot join: {core.rejected}", EXIT_REFUSED)
    if core.paused:
        path = write_dump(args.dump_dir, args.name, core, core.paused)
        print(f"[{console(core.name)}] game paused: {console(core.paused)}; state dump: {path}", flush=True)
        return EXIT_DESYNC
    if not (core.game and core.game.match and core.game.match.is_over()):
        return _fail("timed out before the game ended", EXIT_TIMEOUT)
    _write_out(args.out, core)
    timings.write(node)
    print(f"[{console(core.name)}] finished; digest {core.game.digest()}", flush=True)
    return EXIT_OK


def cmd_watch(args: argparse.Namespace) -> int:
    """``carolus join ADDRESS --watch --console``: follow a game on the console as a spectator (no seat, no dice)."""
    from .joiner_node import JoinerNode

    try:
        setup = _invite_setup(args, args.name) if is_invite(args.address) else None
    except CarolusError as exc:
        return _fail(f"cannot connect: {exc}")
    setup = setup or JoinSetup(args.name, args.address, args.password, watch=True)
    joined = JoinedGame(setup, JoinState.for_name(args.name), node_type=JoinerNode)  # (pins the key; keeps no seat)
    core, node = joined.core, joined.node
    joined.on_event = _printer(core.name, args.verbose)
    try:
        try:
            node.open()
        except OSError as exc:
            return _fail(f"cannot connect to {args.address}: {exc.strerror or exc}")
        node.run(until=lambda: bool(core.rejected or core.paused or core.over), timeout_s=args.timeout)
    except KeyboardInterrupt:
        return _fail("interrupted", 130)
    finally:
        node.close()
    if core.rejected:
        return _fail(f"cannot watch: {core.rejected}", EXIT_REFUSED)
    if not core.over or core.game is None:
        return _fail("timed out before the game ended", EXIT_TIMEOUT)
    _write_out(args.out, core)
    print(f"[{console(core.name)}] watched to the end; digest {core.game.digest()}", flush=True)
    return EXIT_OK
