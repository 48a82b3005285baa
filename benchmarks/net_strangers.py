"""What strangers without a seat cost a real host: memory above idle and share of a core, per attack.

Run from the checkout's root, as a module (so ``tests.support`` and ``carolus`` import from the checkout):
``python3 -m benchmarks.net_strangers [--seconds S] [--only NAME] [--addresses 1,8,32]`` (Linux: reads /proc).
The attacks are
``tests/support/hostile.py``'s, the ones ``tests/test_net_limits.py`` makes (the tests check what the host does; these
figures depend on the machine's load, so they are printed here, not asserted): many-part messages before the
handshake, an unregistered key streaming endless messages with plain junk beside it, junk lines and a
connection flood at the door, and a registered key that holds no seat sending one endless message of empty parts to
a host without Linux's byte counter (as on macOS and Windows), a seated player doing the same once the game is under
way (the seat's token on a connection of its own; each time it is cut it comes back with the token and starts again),
and with ``--addresses``, that many loopback addresses (127.0.0.2 and up) each registering a key and growing one
unfinished message at once, with the byte counter and without. The issue's goal: < 64 MiB above idle, < 0.2 of a core.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

from carolus.net.places import JoinState
from tests.support import net_procs
from tests.support.hostile import (
    MIB,
    RawPeer,
    door_flood,
    door_junk,
    endless_empty_parts,
    hello,
    raw_junk,
    seated_endless_parts,
    stream_unregistered,
)
from tests.support.net_procs import attack_cost

Maker = Callable[[int, Path], Callable[[float], int]]
"""(host's port, a temporary folder) -> the attack, ``attack(until)`` returning what it sent."""


def many_parts(port: int, tmp: Path) -> Callable[[float], int]:
    def attack(until: float) -> int:
        sent = 0
        for n, (parts, size) in enumerate(((150, 4 * MIB), (2000, 16_000), (200_000, 0))):
            peer = RawPeer(port, source=f"127.0.0.{n + 2}")
            peer.send_frames([b"\0" * size] * parts)
            peer.send(hello("Eve"))
            peer.sock.poll(20_000)
            peer.close()
            sent += parts
        return sent

    return attack


def unregistered(port: int, tmp: Path) -> Callable[[float], int]:
    def attack(until: float) -> int:
        junk: list[int] = []
        t = threading.Thread(target=lambda: junk.append(raw_junk(port, 256 * MIB)))
        t.start()
        parts = stream_unregistered(port, until)
        t.join(60)
        return parts

    return attack


def at_the_door(port: int, tmp: Path) -> Callable[[float], int]:
    def attack(until: float) -> int:
        stop, refused, held = threading.Event(), threading.Event(), threading.Event()
        answers: list[bytes] = []
        threads = [
            threading.Thread(target=door_junk, args=(port, stop, answers, refused)),
            threading.Thread(target=door_flood, args=(port, stop, held)),
        ]
        for t in threads:
            t.start()
        stop.wait(max(0.0, until - time.monotonic()))
        stop.set()
        for t in threads:
            t.join(30)
        return len(answers)

    return attack


def empty_parts(port: int, tmp: Path) -> Callable[[float], int]:
    def attack(until: float) -> int:
        parts = 0
        for n in range(2, 256):  # cut off and refused, it comes again from the next address
            if time.monotonic() >= until:
                break
            try:
                parts += endless_empty_parts(port, until, source=f"127.0.0.{n}")[0]
            except OSError as exc:  # the door hung up (too often from here, or from everywhere): in a moment
                print(f"  {time.monotonic() - until:+.1f} s: {exc}", file=sys.stderr)
                time.sleep(0.5)
        return parts

    return attack


def seated(port: int, tmp: Path) -> Callable[[float], int]:
    """A joiner plays a few actions; then, its process gone, the seat's token takes the seat on a connection of its
    own and sends an endless message of empty parts, and again each time it is cut."""
    j = net_procs.join(tmp, port, "Seated", "--ai", "random", "--verbose")
    j.wait_for(r"action 3:")
    ((token, game, _secret),) = JoinState(tmp / "Seated.state").saved_seats().values()

    def attack(until: float) -> int:
        parts = 0
        while time.monotonic() < until:
            sent, _ = seated_endless_parts(port, token, game, "Seated", until, connected=j.kill)
            parts += sent
            if not sent:  # refused at the door (too often from here): knock again in a moment
                time.sleep(0.2)
        return parts

    return attack


def addresses(count: int) -> Maker:
    """``count`` loopback addresses at once, each registering a fresh key at the door (no password, seats free) and
    sending one endless message of empty parts, and again after each cut, until the time is up."""

    def make(port: int, tmp: Path) -> Callable[[float], int]:
        def attack(until: float) -> int:
            sent = [0] * count

            def one(n: int) -> None:
                while time.monotonic() < until:
                    try:
                        parts, _ = endless_empty_parts(port, until, source=f"127.0.0.{n + 2}")
                    except OSError:  # the door said no or hung up (too often from here, or from everywhere)
                        parts = 0
                    sent[n] += parts
                    if not parts:
                        time.sleep(0.2)

            threads = [threading.Thread(target=one, args=(n,)) for n in range(count)]
            for t in threads:
                t.start()
            for t in threads:
                t.join(max(0.0, until - time.monotonic()) + 30)
            return sum(sent)

        return attack

    return make


STRANGERS = ("--players", "3", "--ai", "random")
SEATED = ("--players", "2", "--ai", "random", "--joiners", "1")
ATTACKS: dict[str, tuple[Maker, bool, tuple[str, ...]]] = {
    "many-part messages before the handshake": (many_parts, False, STRANGERS),
    "unregistered key streaming + raw junk": (unregistered, False, STRANGERS),
    "junk lines and a connection flood at the door": (at_the_door, False, STRANGERS),
    "unseated key, endless message of empty parts, no byte counter": (empty_parts, True, STRANGERS),
    "seated, endless parts, no byte counter": (seated, True, SEATED),
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=4.0, help="how long each timed attack runs")
    parser.add_argument("--only", default="", help="run only the attacks whose name holds this")
    parser.add_argument(
        "--addresses", default="", help="also: this many addresses at once (a list, as 1,8,32), byte counter or not"
    )
    args = parser.parse_args(argv)
    attacks = dict(ATTACKS)
    for count in [int(n) for n in args.addresses.split(",") if n]:
        for no_bytes in (False, True):
            counter = "no byte counter" if no_bytes else "byte counter"
            attacks[f"{count} addresses, endless parts each, {counter}"] = (addresses(count), no_bytes, STRANGERS)
    for name, (make, no_bytes, host_args) in attacks.items():
        if args.only not in name:
            continue
        with tempfile.TemporaryDirectory() as tmp:
            h, port = net_procs.host(Path(tmp), *host_args, no_bytes=no_bytes)
            try:
                h.wait_for(r"key fingerprint")
                cost = attack_cost(h.p.pid, make(port, Path(tmp)), args.seconds)
                cuts = h.output().count("cut off")
            finally:
                h.kill()
        print(
            f"{name}: host +{cost.peak:.0f} MiB at peak above idle ({cost.idle:.0f} MiB), +{cost.after:.0f} MiB "
            f"after, {cost.cores:.2f} of a core over {cost.seconds:.1f} s (result {cost.result}, {cuts} cut off)",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
