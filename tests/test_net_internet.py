"""Playing over the internet: the invite (``carolus.net.invite``), the router's port mapping (``carolus.net.portmap``)
and, in network namespaces this test builds (``tests/support/netlab.py``: two homes behind NAT, miniupnpd on home A's
router, a WAN between them), a game played to the end from an invite."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from carolus.net import invite as inv
from carolus.net.pcp import NoAnswer
from carolus.net.portmap import NATPMP_TRIES, Outcome, PortMap
from carolus.net.secure import Keys, fingerprint

KEY = Keys.fresh().public


# -- the invite ---------------------------------------------------------------------------------


def test_an_invite_round_trips_with_addresses_key_and_password() -> None:
    made = inv.Invite(("198.51.100.10:47315", "[2001:db8:a::2]:47315"), KEY, "sésame & co=1")
    text = made.text()
    assert text.startswith("carolus://join?") and " " not in text and len(text) < 200
    assert inv.is_invite(text) and not inv.is_invite("192.168.1.2:47315")
    assert inv.parse(f"  <{text}>\n") == made
    assert inv.parse(text).fingerprint() == fingerprint(KEY)
    assert "pw=" not in inv.Invite(("10.0.0.1:1",), KEY).text()


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("http://join?a=1.2.3.4:5&k=x", "starts with"),
        ("carolus://join?a=1.2.3.4:5", "lacks"),
        ("carolus://join?a=1.2.3.4:5&k=short", "key is malformed"),
        ("carolus://join?a=1.2.3.4:5&k={k}&k={k}", "twice"),
        ("carolus://join?a=1.2.3.4:5&k={k}&x=1", "unknown part"),
        ("carolus://join?a=1.2.3.4&k={k}", "must be HOST:PORT"),
        ("carolus://join?a=2001:db8::1:5&k={k}", "IPv6 host in brackets"),
        ("carolus://join?a=1.2.3.4:99999&k={k}", "bad address"),
        ("carolus://join?a=a b:5&k={k}", "spaces"),
        ("carolus://join?a=" + ",".join(["1.2.3.4:5"] * 9) + "&k={k}", "from 1 to 8"),
        ("carolus://join?a=1.2.3.4:5&k={k}&pw=%0A", "control characters"),
        ("carolus://join?a=1.2.3.4:5&k={k}&pw=%FF", "not valid text"),
        ("carolus://join?a=1.2.3.4:5&k={k}&pw=" + "x" * 2000, "too long"),
    ],
)
def test_a_bad_invite_is_refused_with_one_line(text: str, why: str) -> None:
    key = inv.Invite(("1.2.3.4:5",), KEY).text().split("k=")[1]
    with pytest.raises(ValueError, match=why) as caught:
        inv.parse(text.replace("{k}", key))
    assert "\n" not in str(caught.value)


def test_reachable_picks_the_first_address_that_answers_in_the_invites_order() -> None:
    import socket

    with socket.socket() as a, socket.socket() as b:
        for s in (a, b):
            s.bind(("127.0.0.1", 0))
            s.listen()
        dead = socket.socket()
        dead.bind(("127.0.0.1", 0))  # bound, never listening: refused at once
        try:
            ports = [dead.getsockname()[1], b.getsockname()[1], a.getsockname()[1]]
            found = inv.reachable(tuple(f"127.0.0.1:{p}" for p in ports), 2.0)
            assert found == f"127.0.0.1:{ports[1]}"
            assert inv.reachable((f"127.0.0.1:{ports[0]}",), 1.0) is None
        finally:
            dead.close()


def test_reachable_knocks_again_while_time_is_left_and_finds_a_host_that_began_to_listen() -> None:
    import socket

    with socket.socket() as late:
        late.bind(("127.0.0.1", 0))  # refused at first: the host has not begun to listen
        address = f"127.0.0.1:{late.getsockname()[1]}"
        rounds: list[float] = []

        def on_retry(left: float) -> None:
            rounds.append(left)
            late.listen()  # now it answers: the next round must find it

        assert inv.reachable((address,), 30.0, on_retry) == address
        assert len(rounds) == 1 and 25.0 < rounds[0] <= 30.0


def test_a_link_the_desktop_entry_hands_over_joins_and_a_file_url_opens_a_record(capsys) -> None:
    from carolus.launch import build_parser, main, record_argument

    assert main(["carolus://join?a=192.0.2.1:47315"]) == 2  # refused before any window or connection
    assert capsys.readouterr().err == "carolus: bad invite: the invite lacks the host's address or key\n"
    assert record_argument(["file:///tmp/a%20game.json"], build_parser()) == "/tmp/a game.json"


def test_carolus_join_invite_for_the_window_takes_the_address_that_answers_the_key_and_the_password() -> None:
    import socket

    from carolus.net.lan_commands import parse, window_start

    with socket.socket() as live:
        live.bind(("127.0.0.1", 0))
        live.listen()
        address = f"127.0.0.1:{live.getsockname()[1]}"
        text = inv.Invite(("[::1]:1", address), KEY, "pw").text()
        start = window_start(parse(["join", text, "--name", "Bob"]))
    assert (start.address, start.password, start.host_key) == (address, "pw", KEY)  # type: ignore[union-attr]


# -- the port mapping, against a stand-in for miniupnpc -----------------------------------------


class FakeUPnP:
    """What ``miniupnpc.UPnP`` does, as far as ``PortMap`` uses it."""

    def __init__(self, router: bool = True, refuse: bool = False) -> None:
        self.router, self.refuse = router, refuse
        self.lanaddr = "192.168.1.2"
        self.mappings: dict[int, int] = {}
        self.discoverdelay = 0

    def discover(self) -> int:
        raise Exception("Success")  # what miniupnpc 2.3 does where nothing answers, and sometimes where something does

    def selectigd(self) -> str:
        if not self.router:
            raise Exception("No UPnP device discovered")
        return "http://192.168.1.1/ctl"

    def externalipaddress(self) -> str:
        return "203.0.113.7"

    def addportmapping(self, ext: int, proto: str, host: str, port: int, desc: str, remote: str, lease: int) -> bool:
        if self.refuse:
            raise Exception("ConflictInMappingEntry")
        assert (proto, host, ext) == ("TCP", self.lanaddr, port) and lease > 0
        self.mappings[ext] = lease
        return True

    def deleteportmapping(self, ext: int, proto: str) -> bool:
        del self.mappings[ext]
        return True


class FakeNatPmp:
    """What ``carolus.net.portmap.NatPmp`` does with a NAT-PMP gateway: ``answer=False`` is a router that is silent,
    ``grant`` the lifetime it grants, ``shift`` moves the outside port it offers."""

    def __init__(self, answer: bool = True, refuse: bool = False, grant: int | None = None, shift: int = 0) -> None:
        self.answer, self.refuse, self.grant, self.shift = answer, refuse, grant, shift
        self.mappings: dict[int, int] = {}
        self.asked = 0

    def external(self) -> str:
        self.asked += 1
        if not self.answer:
            raise OSError("The gateway does not support NAT-PMP")
        return "203.0.113.9"

    def add(self, port: int, lease_s: int) -> int:
        if not self.answer:
            raise NoAnswer("no PCP answer")
        if self.refuse:
            raise RuntimeError("The operation was refused")
        if self.shift:
            raise RuntimeError(f"it offered outside port {port + self.shift} for {port}")
        self.mappings[port] = self.grant or lease_s
        return self.mappings[port]

    def delete(self, port: int) -> None:
        del self.mappings[port]


def test_a_mapping_has_a_lease_and_is_removed_on_close() -> None:
    upnp = FakeUPnP()
    pm = PortMap([47315, 47316], lease_s=600, upnp=upnp, natpmp=FakeNatPmp(), pcp=FakeNatPmp())
    outcome = pm.open()
    assert outcome.ok and outcome.external == "203.0.113.7" and upnp.mappings == {47315: 600, 47316: 600}
    assert outcome.addresses()[0] == "203.0.113.7:47315"
    assert "this machine (UPnP-IGD): others reach it at 203.0.113.7" in outcome.lines()[0]
    pm.close()
    assert upnp.mappings == {} and pm.mapped() == []


def test_a_mapping_is_renewed_at_half_its_lease_until_closed() -> None:
    import threading

    class Counting(FakeUPnP):
        def __init__(self) -> None:
            super().__init__()
            self.adds = 0
            self.third = threading.Event()

        def addportmapping(self, *args: object) -> bool:
            self.adds += 1
            if self.adds >= 3:
                self.third.set()
            return super().addportmapping(*args)  # type: ignore[arg-type]

    upnp = Counting()
    pm = PortMap([47315], lease_s=1, upnp=upnp, natpmp=FakeNatPmp(), pcp=FakeNatPmp())  # renewed every 0.5 s
    assert pm.open().ok and upnp.adds == 1
    assert upnp.third.wait(5), "the lease was not renewed"
    pm.close()
    assert upnp.mappings == {} and pm._renewer is not None
    pm._renewer.join(2)
    assert not pm._renewer.is_alive()


def test_where_upnp_finds_no_router_nat_pmp_maps_with_the_granted_lease_renewed_and_removed_on_close() -> None:
    import threading

    class Counting(FakeNatPmp):
        def __init__(self) -> None:
            super().__init__(grant=1)  # the router grants 1 s of the 600 asked: renewed every 0.5 s
            self.adds = 0
            self.fourth = threading.Event()

        def add(self, port: int, lease_s: int) -> int:
            self.adds += 1
            if self.adds >= 4:
                self.fourth.set()
            return super().add(port, lease_s)

    natpmp = Counting()
    pm = PortMap([47315, 47316], lease_s=600, upnp=FakeUPnP(router=False), natpmp=natpmp, pcp=FakeNatPmp())
    outcome = pm.open()
    assert outcome.ok and outcome.protocol == "NAT-PMP" and natpmp.mappings == {47315: 1, 47316: 1}
    assert outcome.lines()[0] == (
        "the router forwards TCP port 47315 and 47316 to this machine (NAT-PMP): others reach it at 203.0.113.9"
    )
    assert natpmp.fourth.wait(5), "the NAT-PMP lease was not renewed at half the granted lifetime"
    pm.close()
    assert natpmp.mappings == {} and pm.mapped() == [] and NATPMP_TRIES <= 4


def test_where_the_default_gateway_is_not_known_only_upnp_is_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    from carolus.net import portmap

    monkeypatch.setattr(portmap, "find_gateway", lambda: None)  # as on Windows or macOS
    none = PortMap([47315], upnp=FakeUPnP(router=False)).open()
    assert none.code == "no_router" and none.protocol == "UPnP-IGD"
    monkeypatch.setattr(portmap, "_library", lambda: None)
    assert PortMap([47315]).open().code == "no_library"


def test_where_neither_upnp_nor_nat_pmp_answers_pcp_maps_and_says_so() -> None:
    pcp = FakeNatPmp()
    pm = PortMap([47315], upnp=FakeUPnP(router=False), natpmp=FakeNatPmp(answer=False), pcp=pcp)
    outcome = pm.open()
    assert outcome.ok and outcome.protocol == "PCP" and pcp.mappings == {47315: 3600}
    assert (
        outcome.lines()[0] == "the router forwards TCP port 47315 to this machine (PCP): others reach it at 203.0.113.9"
    )
    pm.close()
    assert pcp.mappings == {}


def test_the_pcp_client_sends_map_requests_and_reads_only_its_own_answers() -> None:
    import socket
    import struct
    import threading

    from carolus.net.pcp import Pcp, Refused

    server = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    server.bind(("127.0.0.1", 0))
    seen: list[tuple[int, int, int, int]] = []

    def serve() -> None:
        while True:
            data, peer = server.recvfrom(1100)
            if data == b"end":
                return
            version, opcode, _r, lifetime = struct.unpack("!BBHI", data[:8])
            nonce = data[24:36]
            proto, internal, suggested = struct.unpack("!B3xHH", data[36:44])
            seen.append((version, opcode, lifetime, suggested))
            assert proto == 6 and data[8:24] == bytes(10) + b"\xff\xff" + socket.inet_aton("127.0.0.1")
            assigned = internal + 1 if internal == 5000 else internal
            result = 2 if internal == 6000 else 0
            for answer_nonce in (b"x" * 12, nonce):  # an answer to someone else first: ignored
                head = struct.pack("!BBBBII12x", 2, 0x81, 0, result, min(lifetime, 120), 7)
                body = answer_nonce + struct.pack("!B3xHH", 6, internal, assigned)
                body += bytes(10) + b"\xff\xff" + socket.inet_aton("203.0.113.5")
                server.sendto(head + body, peer)

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    client = Pcp("127.0.0.1", port=server.getsockname()[1], tries=2, wait_s=0.5)
    try:
        assert client.add(47315, 3600) == 120 and client.external() == "203.0.113.5"
        with pytest.raises(RuntimeError, match="offered outside port 5001 for 5000"):
            client.add(5000, 60)
        with pytest.raises(Refused, match="not authorized"):
            client.add(6000, 60)
        client.delete(47315)
    finally:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as ender:
            ender.sendto(b"end", server.getsockname())
        thread.join(2)
        server.close()
    assert seen == [(2, 1, 3600, 47315), (2, 1, 60, 5000), (2, 1, 0, 0), (2, 1, 60, 6000), (2, 1, 0, 0)]


def test_a_refusing_router_and_no_router_say_what_to_do_by_hand() -> None:
    upnp, silent = FakeUPnP(refuse=True), FakeNatPmp(answer=False)
    refused = PortMap([47315, 47316], upnp=upnp, natpmp=silent, pcp=FakeNatPmp(answer=False)).open()
    assert refused.code == "refused" and upnp.mappings == {} and silent.asked == 1
    said = "your router refused (ConflictInMappingEntry); forward TCP port 47315 and 47316 to this machine by hand"
    assert refused.lines()[0] == said
    none = PortMap(
        [47315], upnp=FakeUPnP(router=False), natpmp=FakeNatPmp(answer=False), pcp=FakeNatPmp(answer=False)
    ).open()
    assert none.code == "no_router" and none.lines()[0] == (
        "no router answered UPnP-IGD, NAT-PMP or PCP (it may be off in the router's settings); "
        "forward TCP port 47315 to this machine by hand"
    )
    natpmp = FakeNatPmp(refuse=True)
    both = PortMap([47315], upnp=FakeUPnP(router=False), natpmp=natpmp, pcp=FakeNatPmp(answer=False)).open()
    assert both.code == "refused" and both.protocol == "NAT-PMP" and "(The operation was refused)" in both.lines()[0]
    assert "pip install 'carolus-qt[internet]'" in Outcome("no_library", (1,)).lines()[0]
    moved = PortMap(
        [47315], upnp=FakeUPnP(router=False), natpmp=FakeNatPmp(shift=1), pcp=FakeNatPmp(answer=False)
    ).open()
    assert moved.code == "refused" and "offered outside port 47316 for 47315" in moved.reason
    six = Outcome("refused", (5,), reason="x", ipv6=("2001:db8::2",))
    assert six.lines()[1].startswith("IPv6 reaches this machine directly at 2001:db8::2") and six.addresses() == [
        "[2001:db8::2]:5"
    ]


# -- a real router, two homes and a WAN, in network namespaces ----------------------------------

sys.path.insert(0, str(Path(__file__).parent))
from tests.support import netlab  # noqa: E402
from tests.support.net_procs import CAROLUS, Proc  # noqa: E402


def _lab_problem(modules: tuple[str, ...] = ("miniupnpc",)) -> str | None:
    if not sys.platform.startswith("linux"):
        return "network namespaces are Linux only"
    for module in modules:
        if importlib.util.find_spec(module) is None:
            return f"the {module} package is not installed (pip install -e '.[internet]')"
    return netlab.why_not()


@pytest.fixture
def lab(request: pytest.FixtureRequest) -> Iterator[Callable[..., netlab.Lab]]:
    """Builds a test network (``refuse``: a router that denies every mapping; ``upnp``/``natpmp``: which protocols
    its miniupnpd speaks); removed even when the test fails. A test with ``nat_pmp`` or ``_pcp_`` in its name needs
    no miniupnpc (the host then asks by our NAT-PMP or PCP client alone)."""
    name = request.node.name
    why = _lab_problem(() if "_pcp_" in name or "nat_pmp" in name else ("miniupnpc",))
    if why is not None:
        pytest.skip(f"no test internet here: {why}")
    made: list[netlab.Lab] = []

    def make(refuse: bool = False, **protocols: bool) -> netlab.Lab:
        built = netlab.Lab(refuse=refuse, **protocols)
        made.append(built)
        assert built.wait_upnp(), "miniupnpd did not start:\n" + built.log()
        return built

    yield make
    for built in made:
        built.close()


def _host(lab: netlab.Lab, where: str, tmp_path: Path, *extra: str) -> Proc:
    args = ["host", "--ai", "greedy", "--no-announce", "--internet", "--autosave", str(tmp_path / "host.autosave")]
    return Proc([*args, "--out", str(tmp_path / "host.json"), *extra], tmp_path, command=lab.prefix(where) + CAROLUS)


def _join(lab: netlab.Lab, where: str, tmp_path: Path, name: str, invite: str) -> Proc:
    args = ["join", invite, "--ai", "greedy", "--name", name, "--timeout", "120"]
    files = ["--state-file", str(tmp_path / f"{name}.state"), "--out", str(tmp_path / f"{name}.json")]
    return Proc([*args, *files], tmp_path, command=lab.prefix(where) + CAROLUS)


@pytest.mark.lan
def test_joiners_behind_another_nat_and_on_the_wan_play_to_the_end_from_an_invite(lab, tmp_path: Path) -> None:
    net = lab()
    host = _host(net, "ha", tmp_path, "--players", "4", "--timeout", "150")
    host.wait_for(
        r"the router forwards TCP port 47315 and 47316 to this machine \(UPnP-IGD\): "
        r"others reach it at 198\.51\.100\.10"
    )
    host.wait_for(r"IPv6 reaches this machine directly at 2001:db8:a::2")
    text = host.wait_for(r"invite: (carolus://\S+)").group(1)
    invite = inv.parse(text)
    assert invite.addresses[:2] == ("198.51.100.10:47315", "[2001:db8:a::2]:47315")
    assert "dnat ip to 192.168.71.2:47315" in net.nat_rules() and "dnat ip to 192.168.71.2:47316" in net.nat_rules()
    assert "ext port 47315 to 192.168.71.2:47315 protocol TCP for: Carolus Magnus leaseduration=3600" in net.log()
    ipv6_only = inv.Invite(("[2001:db8:a::2]:47315",), invite.key).text()
    joiners = [
        _join(net, "jb", tmp_path, "HomeB", text),  # through its own NAT and home A's forwarded port
        _join(net, "wan", tmp_path, "Wan", text),
        _join(net, "jb", tmp_path, "HomeB6", ipv6_only),  # end to end over IPv6, no mapping
    ]
    for j in joiners:
        assert j.wait(150) == 0, j.output()
    assert host.wait(30) == 0, host.output()
    digest = host.wait_for(r"finished; digest ([0-9a-f]{64})").group(1)
    for j in joiners:
        assert j.wait_for(r"finished; digest ([0-9a-f]{64})").group(1) == digest
    assert "47315" not in net.nat_rules(), "the mapping outlived the game"


@pytest.mark.lan
def test_a_refusing_router_or_none_is_said_plainly_and_a_wrong_key_is_refused(lab, tmp_path: Path) -> None:
    net = lab(refuse=True)
    host = _host(net, "ha", tmp_path, "--players", "2", "--timeout", "60")
    host.wait_for(r"your router refused \(.*\); forward TCP port 47315 and 47316 to this machine by hand", 30)
    # the router's thousands of lines of denials go to its log alone: not to the machine's console, a serial port
    # on a virtual machine, whose interrupts once held a CPU for minutes (netlab._NO_CONSOLE)
    assert "UPnP permission rule" in net.log()
    if os.path.exists("/dev/console"):
        console = os.stat(f"/proc/{net.procs[0].pid}/root/dev/console")
        assert (os.major(console.st_rdev), os.minor(console.st_rdev)) == (1, 3), "miniupnpd writes to the console"
    real = inv.parse(host.wait_for(r"invite: (carolus://\S+)").group(1))
    lan_address = next(a for a in real.addresses if a.startswith("192.168.71.2:"))
    forged = inv.Invite((lan_address,), Keys.fresh().public).text()
    state = ["--state-file", str(tmp_path / "s.state")]
    stranger = subprocess.run(
        [*net.prefix("ha"), *CAROLUS, "join", forged, "--ai", "greedy", "--timeout", "60", *state],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert stranger.returncode == 3, stranger.stdout + stranger.stderr
    line = f"carolus: cannot join: the host shows key {real.fingerprint()}, not the invite's "
    assert stranger.stderr.startswith(line) and stranger.stderr.count("\n") == 1, stranger.stderr
    host.p.terminate()
    host.wait(20)
    # home B's router runs no UPnP at all
    alone = _host(net, "jb", tmp_path, "--players", "2", "--timeout", "1")
    alone.wait_for(
        r"no router answered UPnP-IGD, NAT-PMP or PCP .*; forward TCP port 47315 and 47316 to this machine by hand", 30
    )
    assert alone.wait(120) == 5, alone.output()  # a guard: the kernel may hold it while namespaces go (kill)


@pytest.mark.lan
def test_a_router_with_only_nat_pmp_forwards_the_ports_for_a_game_from_an_invite(lab, tmp_path: Path) -> None:
    net = lab(upnp=False)
    host = _host(net, "ha", tmp_path, "--players", "3", "--timeout", "150")
    host.wait_for(
        r"the router forwards TCP port 47315 and 47316 to this machine \(NAT-PMP\): others reach it at 198\.51\.100\.10"
    )
    text = host.wait_for(r"invite: (carolus://\S+)").group(1)
    assert inv.parse(text).addresses[0] == "198.51.100.10:47315"
    assert "dnat ip to 192.168.71.2:47315" in net.nat_rules() and "dnat ip to 192.168.71.2:47316" in net.nat_rules()
    assert "NAT-PMP port mapping request : 47315->192.168.71.2:47315 tcp lifetime=3600s" in net.log()
    joiners = [_join(net, "jb", tmp_path, "HomeB", text), _join(net, "wan", tmp_path, "Wan", text)]
    for j in joiners:
        assert j.wait(150) == 0, j.output()
    assert host.wait(30) == 0, host.output()
    digest = host.wait_for(r"finished; digest ([0-9a-f]{64})").group(1)
    for j in joiners:
        assert j.wait_for(r"finished; digest ([0-9a-f]{64})").group(1) == digest
    assert "47315" not in net.nat_rules() and "NAT-PMP TCP port 47316 mapping removed" in net.log()


PCP_ONLY = """
import sys
from carolus.net.portmap import PortMap

class NoIGD:  # UPnP-IGD finds no router
    def discover(self): raise Exception("Success")
    def selectigd(self): raise Exception("No UPnP device discovered")

class Silent:  # NAT-PMP hears nothing: as a router that speaks PCP alone
    def external(self): raise OSError("The gateway does not support NAT-PMP")

pm = PortMap([47315, 47316], upnp=NoIGD(), natpmp=Silent())
print(pm.open().lines()[0], flush=True)
sys.stdin.readline()
pm.close()
print("closed", flush=True)
"""


@pytest.mark.lan
def test_our_pcp_client_maps_both_ports_on_miniupnpd_and_removes_them(lab) -> None:
    net = lab(upnp=False)
    asker = subprocess.Popen(
        [*net.prefix("ha"), sys.executable, "-c", PCP_ONLY],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    assert asker.stdout is not None and asker.stdin is not None
    said = asker.stdout.readline().strip()
    assert said == (
        "the router forwards TCP port 47315 and 47316 to this machine (PCP): others reach it at 198.51.100.10"
    ), said + asker.stdout.read()
    rules = net.nat_rules()
    assert "dnat ip to 192.168.71.2:47315" in rules and "dnat ip to 192.168.71.2:47316" in rules, rules
    assert "PCP MAP: added mapping TCP 47315->192.168.71.2:47315" in net.log()
    asker.stdin.write("\n")
    asker.stdin.flush()
    assert asker.stdout.readline().strip() == "closed" and asker.wait(20) == 0
    assert "47315" not in net.nat_rules() and "PCP: TCP port 47316 mapping removed" in net.log()


@pytest.mark.lan
def test_a_joiner_started_before_its_host_knocks_until_the_host_listens(tmp_path: Path) -> None:
    from tests.support.net_procs import free_port

    port = free_port()
    forged = inv.Invite((f"127.0.0.1:{port}",), KEY).text()
    stranger = Proc(
        ["join", forged, "--ai", "greedy", "--timeout", "60", "--state-file", str(tmp_path / "s")], tmp_path
    )
    host = None
    try:
        stranger.wait_for(rf"\[join\] no answer yet at 127\.0\.0\.1:{port}; knocking again for \d+ s")
        files = ["--autosave", str(tmp_path / "h.autosave"), "--out", str(tmp_path / "h.json")]
        host = Proc(
            ["host", "--ai", "greedy", "--no-announce", "--port", str(port), "--timeout", "60", *files],
            tmp_path,
        )
        assert stranger.wait(60) == 3, stranger.output()  # it reached the door: the host shows another key
        assert "cannot join: the host shows key " in stranger.output()
    finally:
        stranger.p.kill()
        if host is not None:
            host.p.kill()
            host.wait(20)
