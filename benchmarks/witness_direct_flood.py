"""What a flood costs a joiner's direct witness endpoint (``net/witness_direct.py``): CPU, memory, what got in.

Run from the checkout's root, as a module: ``python3 -m benchmarks.witness_direct_flood [--seconds S]``. An
endpoint runs in a process of its own (reading as the socket thread does: ``witness.READ_AT_ONCE`` a turn every
``node.TICK_S``) and lets one peer's key in; then, for ``--seconds`` each: nothing (idle); strangers with fresh keys
connecting from one address (a CURVE handshake and a ZAP answer each, refused; past the guard's bucket the address
is refused and its connections cut as they are accepted, ``net/witness_guard.py``); strangers with fresh keys
connecting from ``--addresses`` loopback addresses in turn (127.0.1.x: the guard's table of addresses, each address
its burst of handshakes); the peer it let in sending 400-byte junk as fast as the link takes it. Prints the
endpoint's CPU time (imports included: see idle), memory, the messages it read, and the addresses the guard refused
and the connections it cut.
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import time

import zmq


def endpoint(seconds: float) -> int:
    from zmq.utils import z85

    from carolus.net import witness_direct
    from carolus.net.node import TICK_S
    from carolus.net.secure import Keys

    direct = witness_direct.DirectWitness(Keys.fresh())
    known = Keys.fresh()
    direct.link(1, z85.decode(known.public), [])
    print(direct.port, known.public.decode(), known.secret.decode(), direct.keys.public.decode(), flush=True)
    read = 0
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        read += len(direct.receive(time.monotonic()))
        time.sleep(TICK_S)
    use = resource.getrusage(resource.RUSAGE_SELF)
    guard = getattr(direct, "guard", None)
    refused, cuts = (guard.refusals, guard.cuts) if guard is not None else (0, 0)
    print(f"{use.ru_utime + use.ru_stime:.2f} {use.ru_maxrss // 1024} {read} {refused} {cuts}", flush=True)
    direct.close()
    return 0


def attack(seconds: float, mode: str, addresses: int = 1) -> str:
    proc = subprocess.Popen(
        [sys.executable, "-m", "benchmarks.witness_direct_flood", "--endpoint", str(seconds + 1)],
        stdout=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout is not None
    port, public, secret, server = proc.stdout.readline().split()
    time.sleep(0.5)
    ctx = zmq.Context()
    sent = 0
    end = time.monotonic() + seconds
    if mode in ("strangers", "spread"):
        while time.monotonic() < end:
            sock = ctx.socket(zmq.DEALER)
            sock.linger = 0
            mine, theirs = zmq.curve_keypair()
            sock.curve_serverkey, sock.curve_publickey, sock.curve_secretkey = server.encode(), mine, theirs
            source = f"127.0.1.{1 + sent % addresses}:0;" if mode == "spread" else ""
            sock.connect(f"tcp://{source}127.0.0.1:{port}")
            time.sleep(0.002)  # (long enough for the handshake to be judged)
            sock.close()
            sent += 1
    elif mode == "peer":
        sock = ctx.socket(zmq.DEALER)
        sock.linger = 0
        sock.curve_serverkey, sock.curve_publickey, sock.curve_secretkey = (
            server.encode(),
            public.encode(),
            secret.encode(),
        )
        sock.connect(f"tcp://127.0.0.1:{port}")
        while time.monotonic() < end:
            try:
                sock.send(os.urandom(400), zmq.NOBLOCK)
                sent += 1
            except zmq.Again:
                time.sleep(0.001)
        sock.close()
    else:
        time.sleep(seconds)
    cpu, mib, read, refused, cuts = proc.stdout.read().split()
    proc.wait(10)
    ctx.term()
    return (
        f"{mode}: {sent} sent in {seconds:g} s; the endpoint used {cpu} s of CPU, {mib} MiB, read {read} messages,"
        f" refused {refused} address(es), cut {cuts} connection(s)"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="how long each flood lasts")
    parser.add_argument("--addresses", type=int, default=200, help="loopback addresses the spread strangers use")
    parser.add_argument("--endpoint", type=float, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.endpoint is not None:
        return endpoint(args.endpoint)
    for mode in ("idle", "strangers", "spread", "peer"):
        print(attack(args.seconds, mode, max(1, min(args.addresses, 254))), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
