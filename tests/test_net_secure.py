"""The private, authenticated channel: CURVE for all traffic, SPAKE2 for passwords, the host's key pinned."""

from __future__ import annotations

import contextlib
import socket
import threading
from pathlib import Path

import pytest

from carolus.net.handshake import pake_host, pake_key
from carolus.net.places import JoinState
from carolus.net.secure import DOOR_MAGIC, Keys, door_confirm, door_register, fetch_door, fingerprint
from tests.support.hostile import RawPeer, hello
from tests.support.net_procs import host, join

pytestmark = [pytest.mark.lan, pytest.mark.timeout(90)]


class SniffingRelay:
    """A man in the middle on loopback: relays the host's door (pointing joiners at itself for the game port)
    and the game connection, and keeps every byte that passes."""

    def __init__(self, host_port: int) -> None:
        self.host_port = host_port
        _, self.game_port = fetch_door("127.0.0.1", host_port)
        self.captured = bytearray()
        self.game = socket.create_server(("127.0.0.1", 0))
        self.door = socket.create_server(("127.0.0.1", 0))
        self.port = self.door.getsockname()[1]
        for target in (self._doors, self._games):
            threading.Thread(target=target, daemon=True).start()

    def _doors(self) -> None:
        while True:
            conn, _ = self.door.accept()
            upstream = socket.create_connection(("127.0.0.1", self.host_port))
            first = b""
            while not first.endswith(b"\n"):
                first += upstream.recv(1)
            self.captured += first
            magic, key, _, password, nonce = first.split(b" ")
            conn.sendall(b" ".join([magic, key, str(self.game.getsockname()[1]).encode(), password, nonce]))
            for a, b in ((conn, upstream), (upstream, conn)):
                threading.Thread(target=self._pump, args=(a, b), daemon=True).start()

    def _games(self) -> None:
        while True:
            conn, _ = self.game.accept()
            upstream = socket.create_connection(("127.0.0.1", self.game_port))
            for a, b in ((conn, upstream), (upstream, conn)):
                threading.Thread(target=self._pump, args=(a, b), daemon=True).start()

    def _pump(self, src: socket.socket, dst: socket.socket) -> None:
        try:
            while data := src.recv(65536):
                self.captured += data
                dst.sendall(data)
        except OSError:
            pass
        with contextlib.suppress(OSError):
            dst.shutdown(socket.SHUT_WR)


def test_an_eavesdropper_sees_no_token_no_password_and_no_name(tmp_path: Path) -> None:
    h, port = host(
        tmp_path, "--players", "2", "--ai", "random", "--out", str(tmp_path / "host.json"), password="s3cret-pw"
    )
    relay = SniffingRelay(port)
    j = join(tmp_path, relay.port, "Eavesdropped", "--ai", "random", password="s3cret-pw")
    assert j.wait() == 0, j.output()
    assert h.wait() == 0, h.output()
    (token,) = [seat["token"] for seat in JoinState(tmp_path / "Eavesdropped.state").seats.values()]
    seen = bytes(relay.captured)
    assert len(seen) > 10_000  # the whole game went through the relay
    for secret in (token.encode(), b"s3cret-pw", b"Eavesdropped", b'"place"', b"\xa5place"):
        assert secret not in seen


def test_a_stranger_without_curve_or_without_a_registered_key_gets_no_answer(tmp_path: Path) -> None:
    h, port = host(tmp_path, "--players", "2", "--ai", "random")
    plain = RawPeer(port, curve=False, register=False)
    unregistered = RawPeer(port, register=False)  # the host's key from the door, but its own key never registered
    try:
        plain.try_send(hello("Plain"))
        unregistered.try_send(hello("Unregistered"))
        assert not plain.sock.poll(1500)
        assert not unregistered.sock.poll(500)
        curved = RawPeer(port)
        curved.send(hello("Curved"))
        assert curved.recv()["t"] == "welcome"
        curved.close()
    finally:
        plain.close()
        unregistered.close()
        h.kill()
    assert "Plain" not in h.output() and "Unregistered" not in h.output()


def test_the_door_takes_a_key_that_begins_like_a_seat_proof(tmp_path: Path) -> None:
    """Z85 has '=' in its alphabet: about one key in 7,000 begins 's=' (a seat proof's prefix) and must still get in."""
    h, port = host(tmp_path, "--players", "2", "--ai", "random")
    try:
        assert door_register("127.0.0.1", port, b"s=" + Keys.fresh().public[2:]).registered
    finally:
        h.kill()


def test_the_door_registers_a_key_only_with_the_password(tmp_path: Path) -> None:
    h, port = host(tmp_path, "--players", "2", "--ai", "random", password="s3cret")
    try:
        with pytest.raises(OSError, match="wrong game password"):
            RawPeer(port, password="guess")
        with pytest.raises(OSError, match="needs a password"):
            RawPeer(port)
        assert door_register("127.0.0.1", port, Keys.fresh().public, "s3cret").registered
        peer = RawPeer(port, password="s3cret")
        peer.send(hello("Knows"))
        assert peer.recv()["t"] == "welcome"  # no challenge on the channel: the door checked the password
        peer.close()
    finally:
        h.kill()


def test_a_joiner_refuses_a_host_whose_key_is_not_the_one_it_pinned(tmp_path: Path) -> None:
    h, port = host(tmp_path, "--players", "2", "--ai", "random")
    fp = h.wait_for(r"key fingerprint: ([0-9a-f ]+) \(joiners").group(1)
    other = Keys.fresh()
    pinned = JoinState(tmp_path / "Pinned.state")
    pinned.pins[f"127.0.0.1:{port}"] = other.public.decode()
    pinned.save()
    j = join(tmp_path, port, "Pinned", "--ai", "random")
    assert j.wait(30) == 3
    j.wait_for(rf"cannot join: the host's key {fp} is not the one you joined before \({fingerprint(other.public)}\)")
    fresh = join(tmp_path, port, "Fresh", "--ai", "random")
    assert fresh.wait() == 0, fresh.output()
    fresh_state = JoinState(tmp_path / "Fresh.state")
    assert fresh_state.pinned(f"127.0.0.1:{port}") is not None  # pinned at the first join
    assert fingerprint(fresh_state.pinned(f"127.0.0.1:{port}")) == fp
    assert h.wait() == 0


def test_a_fake_host_learns_nothing_to_test_password_guesses_against(tmp_path: Path) -> None:
    """A fake host (its own key, its own guess in SPAKE2) gets only the joiner's SPAKE2 message: the joiner sends
    its key confirmation only after the host proved the password, so there is nothing to test guesses against
    offline, and the joiner refuses the fake host."""
    keys = Keys.fresh()
    door = socket.create_server(("127.0.0.1", 0))
    got: dict[str, bytes] = {}

    def fake_door() -> None:
        conn, _ = door.accept()
        with conn:
            conn.sendall(f"{DOOR_MAGIC} {keys.public.decode()} 9 1 {'00' * 16}\n".encode())
            line = b""
            while not line.endswith(b"\n"):
                line += conn.recv(1)
            client, pake = line.split()
            side, mine = pake_host("my-guess")
            shared = pake_key(side, bytes.fromhex(pake.decode()))
            assert shared is not None
            proof = door_confirm(shared, b"host", keys.public, client, bytes.fromhex(pake.decode()), mine)
            conn.sendall(mine.hex().encode() + b" " + proof.hex().encode() + b"\n")
            conn.settimeout(20)
            got["after"] = conn.recv(1000)  # what the joiner says next: nothing, it hangs up

    threading.Thread(target=fake_door, daemon=True).start()
    j = join(tmp_path, door.getsockname()[1], "Victim", "--ai", "random", password="s3cret")
    try:
        assert j.wait(30) == 3
        j.wait_for("cannot join: wrong game password \\(or the host does not know it\\)")
        assert got["after"] == b""
    finally:
        j.kill()
        door.close()


def test_once_the_seats_are_taken_only_their_holders_get_in_at_the_door(tmp_path: Path) -> None:
    # (--wait: the host starts with whoever is there, so a newcomer is refused at once; a host waiting for --joiners
    # keeps newcomers waiting while its deal is pending instead, tests/test_net_seats.py)
    h, port = host(tmp_path, "--players", "2", "--ai", "random", "--wait", "60")
    seated = RawPeer(port)
    try:
        seated.send(hello("Seated"))
        token = seated.recv_kind("welcome")["token"]
        seated.recv_kind("start", 20_000)  # the lobby is full: the game starts
        with pytest.raises(OSError, match="the game has already started and its seats are taken"):
            RawPeer(port)
        with pytest.raises(OSError, match="its seats are taken"):
            door_register("127.0.0.1", port, Keys.fresh().public, token_for=lambda key: "not-a-token")
        assert door_register("127.0.0.1", port, Keys.fresh().public, token_for=lambda key: token).registered
    finally:
        seated.close()
        h.kill()
