"""What a stranger's flood of datagrams on the LAN witness port costs a real host: CPU and memory.

Run: ``python3 benchmarks/witness_flood.py [--seconds S] [--rate N]`` (Linux). A headless ``carolus host``
waits for a joiner (its witness socket listening, ``net/witness.py``); a stranger multicasts junk, oversized and
well-formed but wrongly signed ``seen`` datagrams to the host's door port, in bursts of 66, at up to ``--rate`` a
second (0: as fast as one Python thread can). Prints the host's share of a core and its memory against idle.
"""

from __future__ import annotations

import argparse
import socket
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

import net_procs  # noqa: E402
from net_procs import Sampler, cpu_s, rss_mib  # noqa: E402

from net import witness  # noqa: E402


def flood(port: int, until: float, rate: float) -> int:
    """Send the stranger's datagrams until ``until``; returns how many went."""
    forged = [witness.pack(bytes([k]) * 32, witness.Seen("x" * 16, k % 40, 1 + k % 2, b"s" * 32, b"n" * 32))
              for k in range(64)]
    junk = [b"\xff" * 9000, b"\x81\xa1t\xa4seen", *forged]
    sent = 0
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_IF, socket.inet_aton("127.0.0.1"))
        start = time.monotonic()
        while time.monotonic() < until:
            for data in junk:
                try:
                    s.sendto(data, (witness.GROUP, port))
                    sent += 1
                except OSError:
                    pass
            if rate > 0:
                time.sleep(max(0.0, start + sent / rate - time.monotonic()))
    return sent


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="how long the stranger floods")
    parser.add_argument("--rate", type=float, default=20_000, help="datagrams a second (0: as fast as it can)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        h, port = net_procs.host(Path(tmp), "--players", "2", "--ai", "random", "--joiners", "1")
        try:
            time.sleep(0.5)
            idle, cpu0, t0 = rss_mib(h.p.pid), cpu_s(h.p.pid), time.monotonic()
            sampler = Sampler(h.p.pid)
            sent = flood(port, t0 + args.seconds, args.rate)
            peak, elapsed = sampler.done(), time.monotonic() - t0
            used, after = (cpu_s(h.p.pid) - cpu0) / elapsed, rss_mib(h.p.pid)
        finally:
            h.kill()
    print(f"host: idle {idle:.0f} MiB; {sent} datagrams in {elapsed:.1f} s ({sent / elapsed:.0f} a second): "
          f"{used:.2f} of a core, peak {peak - idle:+.0f} MiB, after {after - idle:+.0f} MiB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
