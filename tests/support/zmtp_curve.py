"""A bare ZMTP 3.0 CURVE client (RFC 23 and RFC 26) over a plain TCP socket, for hostile tests only.

libzmq itself never puts a part of an unfinished message on the wire (its pipe hands on whole messages), so a
stranger using libzmq cannot send an endless message; one speaking the protocol by hand can, and the host's libzmq
holds every part until the last. This client does the CURVE handshake with a registered key and then writes
MESSAGE commands as fast as it likes, the "more" flag set on each.
"""

from __future__ import annotations

import os
import socket
import struct

import zmq
from nacl.bindings import crypto_box, crypto_box_afternm, crypto_box_beforenm, crypto_box_keypair, crypto_box_open

GREETING = b"\xff" + b"\0" * 8 + b"\x7f" + b"\x03\x00" + b"CURVE".ljust(20, b"\0") + b"\0" + b"\0" * 31


def _command(body: bytes) -> bytes:
    return (b"\x04" + bytes([len(body)]) if len(body) < 256 else b"\x06" + struct.pack(">Q", len(body))) + body


def _read_exact(conn: socket.socket, n: int) -> bytes:
    data = b""
    while len(data) < n:
        chunk = conn.recv(n - len(data))
        if not chunk:
            raise ConnectionError("the host closed the connection")
        data += chunk
    return data


def _read_frame(conn: socket.socket) -> bytes:
    flags = _read_exact(conn, 1)[0]
    size = struct.unpack(">Q", _read_exact(conn, 8))[0] if flags & 0x02 else _read_exact(conn, 1)[0]
    return _read_exact(conn, size)


class CurveStream:
    """One CURVE connection, handshake done: ``send_message`` writes a whole message, ``send_parts(n)`` ``n`` empty
    parts of a never-ending one."""

    def __init__(self, address: tuple[str, int], server_key: bytes, public: bytes, secret: bytes, source: str) -> None:
        server = zmq.utils.z85.decode(server_key)
        long_public, long_secret = zmq.utils.z85.decode(public), zmq.utils.z85.decode(secret)
        short_public, short_secret = crypto_box_keypair()
        self.conn = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        if source:
            self.conn.bind((source, 0))
        self.conn.settimeout(5)
        self.conn.connect(address)
        self.conn.sendall(GREETING)
        _read_exact(self.conn, 64)
        self.nonce = 1
        hello_box = crypto_box(b"\0" * 64, b"CurveZMQHELLO---" + self._short(), server, short_secret)
        self.conn.sendall(_command(b"\x05HELLO\x01\x00" + b"\0" * 72 + short_public + self._short(1) + hello_box))
        welcome = _read_frame(self.conn)
        opened = crypto_box_open(welcome[24:], b"WELCOME-" + welcome[8:24], server, short_secret)
        server_short, cookie = opened[:32], opened[32:]
        vouch_nonce = os.urandom(16)
        vouch = crypto_box(short_public + server, b"VOUCH---" + vouch_nonce, server_short, long_secret)
        metadata = b"\x0bSocket-Type" + struct.pack(">I", 6) + b"DEALER"
        self.nonce = 2
        initiate = crypto_box(
            long_public + vouch_nonce + vouch + metadata,
            b"CurveZMQINITIATE" + self._short(),
            server_short,
            short_secret,
        )
        self.conn.sendall(_command(b"\x08INITIATE" + cookie + self._short(1) + initiate))
        if not _read_frame(self.conn).startswith(b"\x05READY"):  # a refused key gets an ERROR
            raise ConnectionError("the host refused the handshake")
        self.key = crypto_box_beforenm(server_short, short_secret)
        self.nonce = 3

    def _short(self, advance: int = 0) -> bytes:
        value = struct.pack(">Q", self.nonce)
        self.nonce += advance
        return value

    def send_parts(self, count: int) -> None:
        """``count`` empty parts, each with "more" set (35 bytes on the wire each)."""
        frames = []
        for _ in range(count):
            short = self._short(1)
            box = crypto_box_afternm(b"\x01", b"CurveZMQMESSAGEC" + short, self.key)
            body = b"\x07MESSAGE" + short + box
            frames.append(b"\x00" + bytes([len(body)]) + body)
        self.conn.sendall(b"".join(frames))

    def send_message(self, payload: bytes) -> None:
        """One whole single-part message (a DEALER's: the host's ROUTER puts our route before it)."""
        short = self._short(1)
        box = crypto_box_afternm(b"\x00" + payload, b"CurveZMQMESSAGEC" + short, self.key)
        body = b"\x07MESSAGE" + short + box
        size = bytes([len(body)]) if len(body) < 256 else struct.pack(">Q", len(body))
        self.conn.sendall((b"\x00" if len(body) < 256 else b"\x02") + size + body)

    def close(self) -> None:
        self.conn.close()
