"""A test internet in network namespaces: two homes behind NAT routers running miniupnpd, and a WAN between them.

::

    home A 192.168.71.0/24, 2001:db8:a::/64         WAN 198.51.100.0/24, 2001:db8:ff::/64        home B 192.168.72.0/24
    [hostA .2] -- [routerA .1 | .10 on WAN] --- [wan .1: STUN, a joiner] --- [routerB .20 on WAN | .1] -- [joinerB .2]

The routers masquerade IPv4 (nftables) and route IPv6 without NAT; routerA runs miniupnpd on its LAN side. miniupnpd
forwards nothing while its WAN address is in a documentation range unless it learns an outside address by STUN, so
the WAN namespace runs a small STUN server (``stun_server``). Every name carries this process's id, so parallel runs
do not meet; ``Lab.close`` removes everything (namespaces, daemons) and is safe to call twice. Only addresses inside
these namespaces are ever targets.

``SlowLink`` is a second, smaller network: two namespaces joined only by a link that delays every Ethernet frame and
drops a share of them. The kernel here has no ``netem`` queueing discipline, so the link is made in user space: a
TAP device in each namespace and a forwarding process (this file run as a script: ``_forward``, one epoll loop)
that reads a frame from one TAP and writes it to the other ``delay_ms`` later, unless a seeded random drops it.
"""

from __future__ import annotations

import collections
import contextlib
import json
import os
import random
import select
import shutil
import signal
import socket
import struct
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

WAN_A, WAN_B, WAN_STUN = "198.51.100.10", "198.51.100.20", "198.51.100.1"
HOST_A, JOINER_B = "192.168.71.2", "192.168.72.2"
HOST_A6, JOINER_B6, WAN_6 = "2001:db8:a::2", "2001:db8:b::2", "2001:db8:ff::1"
STUN_PORT = 3478


def why_not() -> str | None:
    """Why this machine cannot build the lab (None: it can)."""
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        return "network namespaces need root"
    for tool in ("ip", "nft", "miniupnpd"):
        if shutil.which(tool) is None and not Path(f"/usr/sbin/{tool}").exists():
            return f"{tool} is not installed (apt-get install iproute2 nftables miniupnpd)"
    probe = f"carolus-probe-{os.getpid()}"
    made = subprocess.run(["ip", "netns", "add", probe], capture_output=True, text=True, timeout=10)
    if made.returncode:
        return f"cannot make a network namespace: {made.stderr.strip() or made.returncode}"
    subprocess.run(["ip", "netns", "del", probe], capture_output=True, timeout=10)
    return None


def why_not_link() -> str | None:
    """Why this machine cannot build a ``SlowLink`` (None: it can): namespaces and a TUN/TAP device."""
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        return "network namespaces need root"
    if shutil.which("ip") is None:
        return "ip is not installed (apt-get install iproute2)"
    if not os.path.exists("/dev/net/tun"):
        return "no /dev/net/tun (TAP devices)"
    probe = f"carolus-probe-{os.getpid()}"
    made = subprocess.run(["ip", "netns", "add", probe], capture_output=True, text=True, timeout=10)
    if made.returncode:
        return f"cannot make a network namespace: {made.stderr.strip() or made.returncode}"
    subprocess.run(["ip", "netns", "del", probe], capture_output=True, timeout=10)
    return None


def socket_in(ns: str, family: int, kind: int, bind: tuple[str, int]) -> socket.socket:
    """A socket bound in network namespace ``ns`` (its full name), usable from this process (a socket keeps its
    namespace): made there by a helper process and passed back over a socket pair."""
    code = (
        "import socket,sys\n"
        f"s=socket.socket({int(family)},{int(kind)})\n"
        f"s.bind(({bind[0]!r},{bind[1]}))\n"
        "c=socket.socket(fileno=int(sys.argv[1]))\n"
        "socket.send_fds(c,[b'x'],[s.fileno()])\n"
    )
    return socket.socket(family, kind, fileno=_fd_from(ns, code))


def in_ns(ns: str) -> list[str]:
    """The argv prefix that runs a command in network namespace ``ns``: nsenter joins its network alone. Not ``ip
    netns exec``, which also makes each command a mount namespace of its own and mounts a /sys in it: on a loaded
    2-core CI machine, with the other worker's namespaces coming and going, such a start was seen blocked in the
    kernel for a minute (a host silent past its --timeout, a joiner silent for 60 s, SIGKILL taking over 5 s)."""
    return ["nsenter", f"--net=/run/netns/{ns}", "--"]


# miniupnpd logs through syslog(3) with LOG_CONS: where no syslog daemon listens (test machines, CI) glibc writes
# every line to /dev/console, on a virtual machine an emulated serial port. Refusing a host, it logs a line for
# every port it tries (~280,000 lines, 20 MB, for one host), and the serial port's interrupts held a CPU for
# 20-200 s (the kernel's "soft lockup" reports: handle_softirqs under serial8250_interrupt). So it runs in a mount
# namespace of its own where /dev/console is /dev/null; with -d it still writes every line to stderr, its log.
_NO_CONSOLE = [
    "unshare",
    "--mount",
    "--propagation",
    "private",
    "--",
    "sh",
    "-c",
    'if [ -e /dev/console ]; then mount --bind /dev/null /dev/console || exit 97; fi; exec "$@"',
    "no-console",
]


def _fd_from(ns: str, code: str) -> int:
    """The descriptor a helper running ``code`` in namespace ``ns`` sends back (``code`` finds its end of the socket
    pair's descriptor number in ``sys.argv[1]``)."""
    ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
    with ours:
        helper = subprocess.run(
            [*in_ns(ns), sys.executable, "-c", code, str(theirs.fileno())],
            pass_fds=(theirs.fileno(),),
            capture_output=True,
            timeout=20,
        )
        theirs.close()
        if helper.returncode:
            raise RuntimeError(f"in {ns}: {helper.stderr.decode(errors='replace').strip()}")
        _msg, fds, _flags, _addr = socket.recv_fds(ours, 16, 1)
    return fds[0]


def _run(*argv: str, ns: str | None = None, check: bool = True, stdin: str | None = None) -> str:
    full = [*in_ns(ns), *argv] if ns else list(argv)
    done = subprocess.run(full, capture_output=True, text=True, timeout=20, input=stdin)
    if check and done.returncode:
        raise RuntimeError(f"{' '.join(full)}: {done.stderr.strip() or done.returncode}")
    return done.stdout


class Lab:
    """The namespaces and daemons of one test network; ``refuse=True`` gives routerA a miniupnpd that denies every
    mapping (``deny`` rule); ``upnp``/``natpmp`` say which protocols routerA's miniupnpd speaks (NAT-PMP includes
    PCP in Debian's build); with neither, routerA runs no miniupnpd at all."""

    def __init__(self, refuse: bool = False, *, upnp: bool = True, natpmp: bool = True) -> None:
        tag = f"{os.getpid() % 100000}"
        self.ns = {k: f"cm{k}{tag}" for k in ("wan", "ra", "ha", "rb", "jb")}
        self.dir = Path(tempfile.mkdtemp(prefix="carolus-netlab-"))
        self.procs: list[subprocess.Popen[bytes]] = []
        self.refuse = refuse
        self.upnp, self.natpmp = upnp, natpmp
        self._stun: threading.Thread | None = None
        self._stun_stop = threading.Event()
        try:
            self._build()
        except BaseException:
            self.close()
            raise

    # -- building -------------------------------------------------------------------------

    def _build(self) -> None:
        ns = self.ns
        for name in ns.values():
            _run("ip", "netns", "add", name)
            _run("ip", "link", "set", "lo", "up", ns=name)
        _run("ip", "link", "add", "br0", "type", "bridge", ns=ns["wan"])
        _run("ip", "link", "set", "br0", "up", ns=ns["wan"])
        _run("ip", "addr", "add", f"{WAN_STUN}/24", "dev", "br0", ns=ns["wan"])
        _run("ip", "-6", "addr", "add", f"{WAN_6}/64", "dev", "br0", "nodad", ns=ns["wan"])
        for router, home, wan4, lan_net, lan6 in (
            ("ra", "ha", WAN_A, "192.168.71", "2001:db8:a"),
            ("rb", "jb", WAN_B, "192.168.72", "2001:db8:b"),
        ):
            r, h = ns[router], ns[home]
            wan6 = f"2001:db8:ff::{10 if router == 'ra' else 20}"
            # the router's WAN leg on the WAN bridge
            _run(
                "ip",
                "link",
                "add",
                "wan0",
                "netns",
                r,
                "type",
                "veth",
                "peer",
                "name",
                f"p{router}",
                "netns",
                ns["wan"],
            )
            _run("ip", "link", "set", f"p{router}", "master", "br0", "up", ns=ns["wan"])
            _run("ip", "addr", "add", f"{wan4}/24", "dev", "wan0", ns=r)
            _run("ip", "-6", "addr", "add", f"{wan6}/64", "dev", "wan0", "nodad", ns=r)
            _run("ip", "link", "set", "wan0", "up", ns=r)
            # the home's LAN
            _run("ip", "link", "add", "lan0", "netns", r, "type", "veth", "peer", "name", "eth0", "netns", h)
            _run("ip", "addr", "add", f"{lan_net}.1/24", "dev", "lan0", ns=r)
            _run("ip", "-6", "addr", "add", f"{lan6}::1/64", "dev", "lan0", "nodad", ns=r)
            _run("ip", "link", "set", "lan0", "up", ns=r)
            _run("ip", "addr", "add", f"{lan_net}.2/24", "dev", "eth0", ns=h)
            _run("ip", "-6", "addr", "add", f"{lan6}::2/64", "dev", "eth0", "nodad", ns=h)
            _run("ip", "link", "set", "eth0", "up", ns=h)
            _run("ip", "route", "add", "default", "via", f"{lan_net}.1", ns=h)
            _run("ip", "-6", "route", "add", "default", "via", f"{lan6}::1", ns=h)
            _run("sysctl", "-q", "-w", "net.ipv4.ip_forward=1", ns=r)
            _run("sysctl", "-q", "-w", "net.ipv6.conf.all.forwarding=1", ns=r)
            _run("ip", "-6", "route", "add", f"{lan6}::/64", "via", wan6, ns=ns["wan"])
            other = "2001:db8:b::/64" if router == "ra" else "2001:db8:a::/64"
            _run("ip", "-6", "route", "add", other, "via", "2001:db8:ff::" + ("20" if router == "ra" else "10"), ns=r)
            # IPv4 masquerade; the chains miniupnpd fills (table inet miniupnpd, as nft_init.sh makes them)
            _run("nft", "-f", "-", ns=r, stdin=self._ruleset())
        self._start_stun()
        if self.upnp or self.natpmp:
            self._start_miniupnpd()

    @staticmethod
    def _ruleset() -> str:
        return """
table ip homenat {
    chain postrouting { type nat hook postrouting priority 100; policy accept; oifname "wan0" masquerade; }
}
table inet miniupnpd {
    chain forward {
        type filter hook forward priority 0; policy drop;
        ct state established,related accept
        iifname "lan0" accept
        meta nfproto ipv6 accept
        jump miniupnpd
    }
    chain miniupnpd { }
    chain prerouting { type nat hook prerouting priority -100; policy accept; jump prerouting_miniupnpd; }
    chain postrouting { type nat hook postrouting priority 100; policy accept; jump postrouting_miniupnpd; }
    chain prerouting_miniupnpd { }
    chain postrouting_miniupnpd { }
}
"""

    def _start_miniupnpd(self) -> None:
        conf = self.dir / "miniupnpd.conf"
        lines = [
            "ext_ifname=wan0",
            "listening_ip=lan0",
            "http_port=0",
            f"enable_natpmp={'yes' if self.natpmp else 'no'}",
            f"enable_upnp={'yes' if self.upnp else 'no'}",
            "secure_mode=yes",
            "system_uptime=yes",
            "ext_perform_stun=yes",
            f"ext_stun_host={WAN_STUN}",
            f"ext_stun_port={STUN_PORT}",
            "upnp_table_name=miniupnpd",
            "upnp_nat_table_name=miniupnpd",
            "upnp_forward_chain=miniupnpd",
            "upnp_nat_chain=prerouting_miniupnpd",
            "upnp_nat_postrouting_chain=postrouting_miniupnpd",
            "uuid=3a4e1c2b-0d6f-4a8b-9c7e-5f1a2b3c4d5e",
            "min_lifetime=10",
            "max_lifetime=86400",
        ]
        lines.append("deny 0-65535 0.0.0.0/0 0-65535" if self.refuse else "allow 1024-65535 192.168.71.0/24 1024-65535")
        if not self.refuse:
            lines.append("deny 0-65535 0.0.0.0/0 0-65535")
        conf.write_text("\n".join(lines) + "\n")
        log = open(self.dir / "miniupnpd.log", "wb")  # noqa: SIM115 - closed with the process
        exe = shutil.which("miniupnpd") or "/usr/sbin/miniupnpd"
        proc = subprocess.Popen(
            [*_NO_CONSOLE, *in_ns(self.ns["ra"]), exe, "-f", str(conf), "-d", "-P", str(self.dir / "m.pid")],
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        log.close()
        self.procs.append(proc)

    def _start_stun(self) -> None:
        """A STUN server (RFC 5389 Binding, XOR-MAPPED-ADDRESS) on the WAN: a thread in this process whose socket
        lives in the WAN namespace (made there by a helper process and passed over a socket pair)."""
        sock = self.socket_in("wan", socket.AF_INET, socket.SOCK_DGRAM, (WAN_STUN, STUN_PORT))
        sock.settimeout(0.2)

        def serve() -> None:
            with sock:
                while not self._stun_stop.is_set():
                    try:
                        data, peer = sock.recvfrom(2048)
                    except TimeoutError:
                        continue
                    except OSError:
                        return
                    if len(data) < 20 or data[:2] != b"\x00\x01":
                        continue
                    cookie = data[4:8]
                    ip = bytes(a ^ b for a, b in zip(socket.inet_aton(peer[0]), cookie))
                    port = peer[1] ^ 0x2112
                    attr = struct.pack("!HHBBH", 0x0020, 8, 0, 1, port) + ip
                    reply = struct.pack("!HH", 0x0101, len(attr)) + data[4:20] + attr
                    with contextlib.suppress(OSError):
                        sock.sendto(reply, peer)

        self._stun = threading.Thread(target=serve, name="netlab-stun", daemon=True)
        self._stun.start()

    def socket_in(self, where: str, family: int, kind: int, bind: tuple[str, int]) -> socket.socket:
        """A socket bound in namespace ``where``, usable from this process (sockets keep their namespace)."""
        return socket_in(self.ns[where], family, kind, bind)

    # -- using it ---------------------------------------------------------------------------

    def prefix(self, where: str) -> list[str]:
        """The argv prefix that runs a command in namespace ``where``."""
        return in_ns(self.ns[where])

    def wait_upnp(self, timeout_s: float = 20.0) -> bool:
        """Whether routerA's miniupnpd answers on its LAN side (its SSDP/HTTP up, or its NAT-PMP/PCP port where it
        speaks no UPnP) within ``timeout_s``; True at once where routerA runs none."""
        if not (self.upnp or self.natpmp):
            return True
        ready = "HTTP listening on port" if self.upnp else "Listening for NAT-PMP/PCP traffic"
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            if self.procs and self.procs[0].poll() is not None:
                return False
            if ready in self.log():
                return True
            time.sleep(0.2)
        return False

    def renumber(self, router: str, old: str, new: str) -> None:
        """Give ``router`` (``ra`` or ``rb``) a new WAN address in place of ``old``, as an ISP renumbering a home
        does: the kernel's masquerade forgets the connections it made from the old address (its conntrack entries
        go with the address), so they break and whatever reconnects comes from ``new``."""
        _run("ip", "addr", "del", f"{old}/24", "dev", "wan0", ns=self.ns[router])
        _run("ip", "addr", "add", f"{new}/24", "dev", "wan0", ns=self.ns[router])

    def move(self, home: str, old: str, new: str) -> None:
        """Give machine ``home`` (``ha`` or ``jb``) a new LAN address in place of ``old``, as a laptop that joins
        another network: its connections from the old address can send nothing any more (and hear nothing)."""
        router = "192.168.71.1" if home == "ha" else "192.168.72.1"
        _run("ip", "addr", "del", f"{old}/24", "dev", "eth0", ns=self.ns[home])
        _run("ip", "addr", "add", f"{new}/24", "dev", "eth0", ns=self.ns[home])
        _run("ip", "route", "replace", "default", "via", router, ns=self.ns[home])

    def log(self) -> str:
        path = self.dir / "miniupnpd.log"
        return path.read_text(errors="replace") if path.exists() else ""

    def nat_rules(self) -> str:
        return _run("nft", "list", "table", "inet", "miniupnpd", ns=self.ns["ra"], check=False)

    def close(self) -> None:
        """Stop the daemons and remove every namespace (each step on its own: one failure stops none of the rest)."""
        self._stun_stop.set()
        for proc in self.procs:
            with contextlib.suppress(OSError):
                os.killpg(proc.pid, signal.SIGTERM)
            try:
                proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                with contextlib.suppress(OSError):
                    os.killpg(proc.pid, signal.SIGKILL)
                proc.wait(timeout=5)
        self.procs = []
        for name in self.ns.values():
            subprocess.run(["ip", "netns", "del", name], capture_output=True, timeout=10)
        if self._stun is not None:
            self._stun.join(timeout=2)
        shutil.rmtree(self.dir, ignore_errors=True)


# -- a slow, lossy link ---------------------------------------------------------------------------------------------

LINK_A, LINK_B = "10.77.0.1", "10.77.0.2"
_TUNSETIFF, _IFF_TAP, _IFF_NO_PI = 0x400454CA, 0x0002, 0x1000


class SlowLink:
    """Namespaces ``a`` (``LINK_A``) and ``b`` (``LINK_B``) joined only by a link that delays every frame by
    ``delay_ms`` each way (75 ms gives a 150 ms round trip) and drops a ``loss`` share of them (0.02: 2 %) with a
    random seeded by ``seed``. ``close`` stops the forwarder, removes the namespaces and returns the forwarder's
    counts (frames ``forwarded`` and ``dropped``); ``counts()`` reads them while it runs."""

    def __init__(self, delay_ms: float, loss: float, seed: int = 1) -> None:
        tag = f"{os.getpid() % 100000}"
        self.ns = {"a": f"cmsa{tag}", "b": f"cmsb{tag}"}
        self.delay_ms, self.loss = delay_ms, loss
        self.dir = Path(tempfile.mkdtemp(prefix="carolus-slowlink-"))
        self.stats = self.dir / "counts.json"
        self.proc: subprocess.Popen[bytes] | None = None
        self._final: dict[str, int] | None = None
        try:
            self._build(seed)
        except BaseException:
            self.close()
            raise

    def _build(self, seed: int) -> None:
        taps: list[int] = []
        try:
            for side, address in (("a", LINK_A), ("b", LINK_B)):
                ns = self.ns[side]
                _run("ip", "netns", "add", ns)
                _run("ip", "link", "set", "lo", "up", ns=ns)
                taps.append(_tap_in(ns, "slow0"))
                _run("ip", "addr", "add", f"{address}/24", "dev", "slow0", ns=ns)
                _run("ip", "link", "set", "slow0", "up", ns=ns)
            argv = [sys.executable, str(Path(__file__).resolve()), "forward", str(taps[0]), str(taps[1])]
            argv += [str(self.delay_ms / 1000), str(self.loss), str(seed), str(self.stats)]
            self.proc = subprocess.Popen(argv, pass_fds=taps, start_new_session=True, stderr=subprocess.PIPE)
        finally:
            for fd in taps:  # the forwarder holds them now; each TAP goes when its last holder closes it
                os.close(fd)

    def prefix(self, where: str) -> list[str]:
        """The argv prefix that runs a command in namespace ``where`` (``a`` or ``b``)."""
        return in_ns(self.ns[where])

    def socket_in(self, where: str, family: int, kind: int, bind: tuple[str, int]) -> socket.socket:
        return socket_in(self.ns[where], family, kind, bind)

    def counts(self) -> dict[str, int]:
        """Frames forwarded and dropped so far (the forwarder writes them every second and when it stops)."""
        if self._final is not None:
            return self._final
        with contextlib.suppress(OSError, ValueError):
            return dict(json.loads(self.stats.read_text()))
        return {"forwarded": 0, "dropped": 0}

    def close(self) -> dict[str, int]:
        if self.proc is not None:
            with contextlib.suppress(OSError):
                self.proc.terminate()
            try:
                self.proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(timeout=5)
            if self.proc.stderr is not None:
                self.proc.stderr.close()
            self.proc = None
            self._final = None
            self._final = self.counts()
        for name in self.ns.values():
            subprocess.run(["ip", "netns", "del", name], capture_output=True, timeout=10)
        shutil.rmtree(self.dir, ignore_errors=True)
        return self._final or {"forwarded": 0, "dropped": 0}


def _tap_in(ns: str, name: str) -> int:
    """A TAP device ``name`` made in namespace ``ns`` (a device lives where it was made); its descriptor."""
    code = (
        "import fcntl,os,socket,struct,sys\n"
        "fd=os.open('/dev/net/tun',os.O_RDWR)\n"
        f"fcntl.ioctl(fd,{_TUNSETIFF},struct.pack('16sH',{name.encode()!r},{_IFF_TAP | _IFF_NO_PI}))\n"
        "c=socket.socket(fileno=int(sys.argv[1]))\n"
        "socket.send_fds(c,[b'x'],[fd])\n"
    )
    return _fd_from(ns, code)


def _forward(a: int, b: int, delay_s: float, loss: float, seed: int, stats: Path) -> None:
    """The link's forwarder: every frame read from one TAP is written to the other ``delay_s`` later, or dropped
    with probability ``loss``. One queue serves both ways (the delay is the same, so it stays in time order); a
    frame the kernel will not take at once (its queue full) counts as dropped."""
    rng = random.Random(seed)
    other = {a: b, b: a}
    for fd in (a, b):
        os.set_blocking(fd, False)
    poll = select.epoll()
    for fd in (a, b):
        poll.register(fd, select.EPOLLIN)
    queue: collections.deque[tuple[float, int, bytes]] = collections.deque()
    counts = {"forwarded": 0, "dropped": 0}
    stop = False

    def on_term(signum: int, frame: object) -> None:
        nonlocal stop
        stop = True

    signal.signal(signal.SIGTERM, on_term)
    written_at = 0.0
    while not stop:
        now = time.monotonic()
        wait = max(0.0, queue[0][0] - now) if queue else 1.0
        try:
            ready = poll.poll(min(wait, 1.0))
        except InterruptedError:
            continue
        now = time.monotonic()
        for fd, _mask in ready:
            for _ in range(256):
                try:
                    frame = os.read(fd, 65536)
                except BlockingIOError:
                    break
                if rng.random() < loss:
                    counts["dropped"] += 1
                else:
                    queue.append((now + delay_s, other[fd], frame))
        now = time.monotonic()
        while queue and queue[0][0] <= now:
            _due, fd, frame = queue.popleft()
            try:
                os.write(fd, frame)
                counts["forwarded"] += 1
            except OSError:
                counts["dropped"] += 1
        if now - written_at >= 1.0:
            written_at = now
            _write_counts(stats, counts)
    _write_counts(stats, counts)


def _write_counts(path: Path, counts: dict[str, int]) -> None:
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(counts))
    os.replace(tmp, path)


if __name__ == "__main__" and len(sys.argv) == 8 and sys.argv[1] == "forward":
    _forward(
        int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4]), float(sys.argv[5]), int(sys.argv[6]), Path(sys.argv[7])
    )
