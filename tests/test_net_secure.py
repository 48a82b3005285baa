"""The private, authenticated channel: CURVE for all traffic, SPAKE2 for passwords, the host's key pinned."""

from __future__ import annotations

import socket
import threading
from pathlib import Path

import pytest
import zmq
from hostile import RawPeer, hello
from net_procs import host, join

from net.codec import decode, encode
from net.handshake import pake_confirm, pake_host, pake_key
from net.secure import Door, Keys, door_line, fingerprint
from net.setup import JoinState

pytestmark = pytest.mark.timeout(90)


class SniffingRelay:
    """A man in the middle on loopback: relays the host's door (pointing joiners at itself) and the game
    connection, and keeps every byte that passes."""

    def __init__(self, host_port: int) -> None:
        from net.secure import fetch_door

        key, self.game_port = fetch_door("127.0.0.1", host_port)
        self.captured = bytearray()
        self.game = socket.create_server(("127.0.0.1", 0))
        self.door = socket.create_server(("127.0.0.1", 0))
        self.port = self.door.getsockname()[1]
        self.line = door_line(key, self.game.getsockname()[1])
        for target in (self._doors, self._games):
            threading.Thread(target=target, daemon=True).start()

    def _doors(self) -> None:
        while True:
            conn, _ = self.door.accept()
            with conn:
                conn.sendall(self.line)

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


def test_an_eavesdropper_sees_no_token_no_password_and_no_name(tmp_path: Path) -> None:
    h, port = host(tmp_path, "--players", "2", "--ai", "random", "--password", "s3cret-pw",
                   "--out", str(tmp_path / "host.json"))
    relay = SniffingRelay(port)
    j = join(tmp_path, relay.port, "Eavesdropped", "--ai", "random", "--password", "s3cret-pw")
    assert j.wait() == 0, j.output()
    assert h.wait() == 0, h.output()
    (token,) = [seat["token"] for seat in JoinState(tmp_path / "Eavesdropped.state").seats.values()]
    seen = bytes(relay.captured)
    assert len(seen) > 10_000  # the whole game went through the relay
    for secret in (token.encode(), b"s3cret-pw", b"Eavesdropped", b'"place"', b"\xa5place"):
        assert secret not in seen


def test_a_stranger_without_curve_gets_no_answer(tmp_path: Path) -> None:
    h, port = host(tmp_path, "--players", "2", "--ai", "random")
    plain = RawPeer(port, curve=False)
    try:
        plain.send(hello("Plain"))
        assert not plain.sock.poll(1500)
        curved = RawPeer(port)
        curved.send(hello("Curved"))
        assert curved.recv()["t"] == "welcome"
        curved.close()
    finally:
        plain.close()
        h.kill()
    assert "Plain" not in h.output()


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
    """A fake host (its own key, its own guess in SPAKE2) gets the joiner's answer; even the right password does
    not confirm that answer offline, and the joiner refuses the fake host."""
    keys = Keys.fresh()
    ctx = zmq.Context.instance()
    router = ctx.socket(zmq.ROUTER)
    router.curve_server = True
    router.curve_secretkey, router.curve_publickey = keys.secret, keys.public
    router.setsockopt(zmq.LINGER, 0)
    game_port = router.bind_to_random_port("tcp://127.0.0.1")
    door = Door("127.0.0.1", 0)
    door.line = door_line(keys.public, game_port)
    stop = threading.Event()

    def serve_door() -> None:
        while not stop.is_set():
            door.serve()
            stop.wait(0.02)

    threading.Thread(target=serve_door, daemon=True).start()
    j = join(tmp_path, door.port, "Victim", "--ai", "random", "--password", "s3cret")
    try:
        assert router.poll(20_000)
        route, frame = router.recv_multipart()
        assert decode(frame)["t"] == "hello"
        side, mine = pake_host("my-guess")
        router.send_multipart([route, encode({"t": "challenge", "pake": mine})])
        assert router.poll(20_000)
        route, frame = router.recv_multipart()
        auth = decode(frame)
        assert auth["t"] == "auth"
        # the fake host's own guess fails, and so does every offline guess, the right one included
        key = pake_key(side, auth["pake"])
        assert pake_confirm(key, b"joiner", auth["pake"], mine) != auth["mac"]
        for guess in ("s3cret", "my-guess", "password"):
            again, _ = pake_host(guess)
            k = pake_key(again, auth["pake"])
            assert pake_confirm(k, b"joiner", auth["pake"], mine) != auth["mac"]
        router.send_multipart([route, encode({"t": "welcome", "peer": 1, "token": "x", "game": "g", "seats": [1],
                                              "players": 2, "proof": b"\0" * 32, "variant": [], "rules": ""})])
        assert j.wait(30) == 3
        j.wait_for("cannot join: the host did not prove it knows the password")
    finally:
        stop.set()
        j.kill()
        router.close(0)
        door.close()
