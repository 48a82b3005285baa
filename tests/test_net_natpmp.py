"""Our NAT-PMP client (``carolus.net.natpmp``) against a small UDP server in the test, and what it shares with the PCP
client (``carolus.net.gateway``): the default gateway from the routing table, bounded questions, answers only from
the gateway's port."""

from __future__ import annotations

import socket
import struct
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from carolus.net import gateway
from carolus.net.natpmp import NatPmp, NoAnswer, Refused, Unsupported

Reply = list[tuple[bytes, bool]]
"""What the server sends back to one request: datagrams, each from its own port (False) or from another (True)."""


class Server:
    """A NAT-PMP gateway on 127.0.0.1 that answers each request with what ``respond`` says, and keeps the requests."""

    def __init__(self, respond: Callable[[bytes], Reply]) -> None:
        self.respond = respond
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self.sock.bind(("127.0.0.1", 0))
        self.other = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self.other.bind(("127.0.0.1", 0))
        self.port = self.sock.getsockname()[1]
        self.requests: list[bytes] = []
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()

    def _serve(self) -> None:
        while True:
            data, peer = self.sock.recvfrom(1100)
            if data == b"end":
                return
            self.requests.append(data)
            for datagram, elsewhere in self.respond(data):
                (self.other if elsewhere else self.sock).sendto(datagram, peer)

    def close(self) -> None:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as ender:
            ender.sendto(b"end", ("127.0.0.1", self.port))
        self.thread.join(2)
        self.sock.close()
        self.other.close()

    def client(self, tries: int = 2, wait_s: float = 0.5) -> NatPmp:
        return NatPmp("127.0.0.1", port=self.port, tries=tries, wait_s=wait_s)


@pytest.fixture
def server() -> Iterator[Callable[[Callable[[bytes], Reply]], Server]]:
    made: list[Server] = []

    def make(respond: Callable[[bytes], Reply]) -> Server:
        made.append(Server(respond))
        return made[-1]

    yield make
    for s in made:
        s.close()


def address_answer(address: str, result: int = 0) -> bytes:
    return struct.pack("!BBHI4s", 0, 128, result, 77, socket.inet_aton(address))


def map_answer(internal: int, external: int, lifetime: int, result: int = 0) -> bytes:
    return struct.pack("!BBHIHHI", 0, 130, result, 77, internal, external, lifetime)


def test_the_outside_address_is_taken_only_from_the_gateways_port_and_a_well_formed_answer(server) -> None:
    def respond(request: bytes) -> Reply:
        return [
            (address_answer("198.51.100.66"), True),  # the right answer from another port: the kernel drops it
            (address_answer("198.51.100.67")[:10], False),  # too short
            (b"\x02\x80\x00\x00" + bytes(56), False),  # a PCP answer
            (b"\x01\x80\x00\x00" + socket.inet_aton("198.51.100.68") * 2, False),  # another version
            (map_answer(1, 1, 1), False),  # an answer to another opcode
            (address_answer("203.0.113.9"), False),
        ]

    s = server(respond)
    assert s.client().external() == "203.0.113.9"
    assert s.requests == [b"\x00\x00"]


def test_tcp_ports_are_mapped_renewed_and_deleted_with_the_lifetime_granted(server) -> None:
    def respond(request: bytes) -> Reply:
        version, opcode, reserved, internal, suggested, lifetime = struct.unpack("!BBHHHI", request)
        assert (version, opcode, reserved, len(request)) == (0, 2, 0, 12)
        offered = internal + 1 if internal == 5000 and lifetime else suggested
        return [
            (map_answer(internal + 7, offered, 120), False),  # about another port
            (map_answer(internal, offered + 9, 120), True),  # from another port
            (map_answer(internal, offered, min(lifetime, 120)), False),
        ]

    s = server(respond)
    client = s.client()
    assert client.add(47315, 3600) == 120 and client.add(47315, 60) == 60
    with pytest.raises(RuntimeError, match="offered outside port 5001 for 5000"):
        client.add(5000, 60)
    client.delete(47315)
    asked = [struct.unpack("!HHI", r[4:12]) for r in s.requests]
    assert asked == [(47315, 47315, 3600), (47315, 47315, 60), (5000, 5000, 60), (5000, 0, 0), (47315, 0, 0)]


def test_another_outside_port_is_refused_even_where_taking_it_back_gets_no_answer(server) -> None:
    def respond(request: bytes) -> Reply:
        internal, suggested, lifetime = struct.unpack("!HHI", request[4:12])
        return [(map_answer(internal, suggested + 1, lifetime), False)] if lifetime else []  # deletes unanswered

    s = server(respond)
    with pytest.raises(RuntimeError, match="offered outside port 5001 for 5000"):
        s.client(tries=1, wait_s=0.05).add(5000, 60)
    assert [struct.unpack("!HHI", r[4:12]) for r in s.requests] == [(5000, 5000, 60), (5000, 0, 0)]


@pytest.mark.parametrize(
    ("answer", "error", "said"),
    [
        (map_answer(47315, 0, 0, result=2), Refused, r"not authorized \(NAT-PMP result 2\)"),
        (map_answer(47315, 0, 0, result=4), Refused, r"out of resources \(NAT-PMP result 4\)"),
        (map_answer(47315, 0, 0, result=3)[:8], Refused, r"network failure \(NAT-PMP result 3\)"),  # cut short
        (struct.pack("!BBHI", 0, 128, 1, 0), Unsupported, "does not speak NAT-PMP"),
    ],
)
def test_a_result_code_is_raised_as_what_it_means(server, answer: bytes, error: type, said: str) -> None:
    s = server(lambda request: [(map_answer(999, 999, 60, result=2), False), (answer, False)])
    with pytest.raises(error, match=said):
        s.client().add(47315, 3600)
    assert len(s.requests) == 1 and issubclass(Unsupported, NoAnswer) and issubclass(Refused, gateway.Refused)


@pytest.mark.parametrize(
    "reply",
    [
        [],  # silent
        [(map_answer(47315, 47315, 60), True), (address_answer("203.0.113.9"), True)],  # only from another port
        [(b"", False), (b"\x00", False), (b"\x00\x82", False), (map_answer(47315, 47315, 60)[:15], False)],  # cut
    ],
    ids=["silent", "wrong-port", "malformed"],
)
def test_no_usable_answer_gives_up_after_the_bounded_tries(server, reply: Reply) -> None:
    s = server(lambda request: reply)
    client = s.client(tries=3, wait_s=0.05)
    started = time.monotonic()
    with pytest.raises(NoAnswer, match=r"no NAT-PMP answer from 127\.0\.0\.1"):
        client.add(47315, 3600)
    assert time.monotonic() - started < 1.5  # 0.05 + 0.1 + 0.15 s of waits
    with pytest.raises(NoAnswer):
        client.external()
    assert len(s.requests) == 6


def test_nothing_listening_is_no_answer_too() -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    with pytest.raises(NoAnswer):  # the ICMP "port unreachable" ends each wait early
        NatPmp("127.0.0.1", port=port, tries=2, wait_s=0.05).external()


def test_the_default_gateway_is_read_from_the_routing_table_or_not_known(tmp_path: Path, monkeypatch) -> None:
    head = "Iface\tDestination\tGateway \tFlags\tRefCnt\tUse\tMetric\tMask\t\tMTU\tWindow\tIRTT\n"
    local = "eth0\t0047A8C0\t00000000\t0001\t0\t0\t0\t00FFFFFF\t0\t0\t0\n"
    default = "eth0\t00000000\t0147A8C0\t0003\t0\t0\t0\t00000000\t0\t0\t0\n"
    routes = tmp_path / "route"
    routes.write_text(head + "garbage\n" + local + default)
    assert gateway.find_gateway(str(routes)) == "192.168.71.1"
    routes.write_text(head + local)
    assert gateway.find_gateway(str(routes)) is None
    assert gateway.find_gateway(str(tmp_path / "absent")) is None  # as on Windows or macOS
    monkeypatch.setattr(gateway, "find_gateway", lambda routes="": None)
    with pytest.raises(NoAnswer, match="no default gateway known"):
        NatPmp().external()
