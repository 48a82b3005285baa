"""The host's door: the plain TCP port people type, and the allow-list of joiner keys behind it.

A caller hears the host's CURVE key and the game port (``secure.door_line``), and registers its own key (after a
SPAKE2 password check if the game has one, with a seat's proof once the seats are taken); the ZAP handler then
lets that key through the CURVE handshake on the game port (``KeyRing.callback``). The door runs in a thread of its
own and bounds what strangers can make it hold; after a flood newcomers wait (``flood_wait``). The wire format and
the joiner's side are ``carolus.net.secure``'s.
"""

from __future__ import annotations

import contextlib
import errno
import hmac
import math
import os
import selectors
import socket
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field

from .handshake import pake_host, pake_key
from .limits import Backoff, Bucket, GuessGate, RateLimit
from .secure import DOOR_LINE_MAX, door_confirm, door_line, is_key, seat_proof

DOOR_OPEN_MAX = 16
"""Conversations the door holds at once; past it the oldest is hung up on."""
DOOR_OPEN_PER_ADDRESS = 4
"""Conversations the door holds at once with one address; past it that address's oldest is hung up on."""
DOOR_BACKLOG = 1024
"""Callers the kernel queues for the door: room for an honest caller among a stranger's idle connections (the
door takes a queued one in well under a millisecond, so a full queue clears in less than a joiner waits)."""
DOOR_PAUSE_S = 0.05
"""How long the door stops listening when it takes too many callers at once or runs out of descriptors."""
DOOR_DEADLINE_S = 5.0
"""A caller that has not finished by then is hung up on."""
ALLOWED_KEYS_MAX = 64
"""Joiner keys the host remembers (the oldest registration is forgotten first; its joiner registers again)."""
NEWCOMER_WAIT_S = 1.0
"""After the host cut a connection that held no seat for flooding it, newcomers wait this long at the door; if the
flood comes back (from a fresh address) soon after, twice as long each time, up to ``NEWCOMER_WAIT_MAX_S``. An
unseated stranger's flood then costs the host a core only for the moments between waits: without the wait it came
back from the next address at once, and the host decrypted its parts nearly all the time."""
NEWCOMER_WAIT_MAX_S = 8.0
"""The longest wait at the door: an honest joiner who knocks during a flood gets in at most this much later (it
tries again by itself)."""
NEWCOMER_QUIET_S = 30.0
"""After this long without a flood, the next wait starts again from ``NEWCOMER_WAIT_S``."""


def flood_wait() -> Backoff:
    """The wait at the door after a flood was cut: for newcomers, and for a seat's token whose connection flooded."""
    return Backoff(NEWCOMER_WAIT_S, NEWCOMER_WAIT_MAX_S, NEWCOMER_QUIET_S)


class KeyRing:
    """The joiner keys that may pass CURVE authentication on the game port (the ZAP handler's credentials
    provider: ``callback`` runs in pyzmq's authenticator thread, ``add`` in the door's).

    While newcomers are held back (``newcomers``: the watch cut a connection that held no seat for flooding the
    host), only keys *vouched* for pass: registered with a seat's proof, or seen holding a seat (the node says,
    ``vouch``). So a stranger who registered keys from many addresses beforehand cannot use them one after another
    while the door makes newcomers wait."""

    def __init__(self, limit: int = ALLOWED_KEYS_MAX, wait: Callable[[], Backoff] = flood_wait) -> None:
        self.limit = limit
        self._keys: OrderedDict[bytes, None] = OrderedDict()
        self._vouched: set[bytes] = set()
        self._lock = threading.Lock()
        self.denied = 0
        """CURVE handshakes refused (keys that never passed the door, or newcomers' while they are held back)."""
        self.newcomers = wait()
        """How long newcomers wait at the door (and their keys at the handshake) after a flood from one of them."""

    def add(self, key: bytes, vouched: bool = False) -> None:
        with self._lock:
            self._keys.pop(key, None)
            self._keys[key] = None
            if vouched:
                self._vouched.add(key)
            while len(self._keys) > self.limit:
                old, _ = self._keys.popitem(last=False)
                self._vouched.discard(old)

    def vouch(self, keys: set[bytes]) -> None:
        """These registered keys hold seats: they pass even while newcomers are held back."""
        with self._lock:
            self._vouched.update(k for k in keys if k in self._keys)

    def discard(self, key: bytes) -> None:
        """Withdraw one key (its connection was cut: it comes back through the door, where it may have to wait)."""
        with self._lock:
            self._keys.pop(key, None)
            self._vouched.discard(key)

    def keep_only(self, keys: set[bytes]) -> int:
        """Withdraw every key but ``keys`` (the game started: a key that holds no seat passes no more); returns how
        many were withdrawn."""
        with self._lock:
            gone = [k for k in self._keys if k not in keys]
            for k in gone:
                del self._keys[k]
                self._vouched.discard(k)
            return len(gone)

    def callback(self, domain: str, key: bytes) -> bool:
        """pyzmq's CURVE callback: ``key`` is the client's public key in Z85."""
        with self._lock:
            allowed = key in self._keys and (key in self._vouched or not self.newcomers.left(time.monotonic()))
        if not allowed:
            self.denied += 1
        return allowed


@dataclass
class _Caller:
    conn: socket.socket
    addr: str
    deadline: float
    buf: bytearray = field(default_factory=bytearray)
    client: bytes = b""
    confirm: bytes = b""
    """With a password: the joiner's expected key confirmation (set once the host sent its half)."""
    nonce: bytes = b""
    token: str = ""
    """The seat's token it proved it holds ("" for a newcomer)."""


class Door:
    """The host's listening TCP socket: tells every caller the key and the game port and registers the caller's
    CURVE key on the allow-list (after a SPAKE2 password check if the game has a password). Runs in a thread of
    its own, so a slow caller or a password exchange never holds up the game."""

    def __init__(self, bind: str, port: int, wait: Callable[[], Backoff] = flood_wait) -> None:
        """``wait`` makes the wait after a flood (``flood_wait``: 1 s doubling to 8 s; tests pass short ones)."""
        self.wait = wait
        host = "" if bind in ("*", "0.0.0.0") else bind.strip("[]")
        if host == "" and socket.has_dualstack_ipv6():
            self.sock = socket.create_server(
                ("", port), family=socket.AF_INET6, dualstack_ipv6=True, backlog=DOOR_BACKLOG
            )
        else:
            family = socket.AF_INET6 if ":" in host else socket.AF_INET
            self.sock = socket.create_server((host, port), family=family, backlog=DOOR_BACKLOG)
        self.sock.setblocking(False)
        self.port: int = self.sock.getsockname()[1]
        self.public = b""
        self.game_port = 0
        self.password = ""
        self.keys = KeyRing(wait=wait)
        self.calls = RateLimit(rate=2.0, burst=6, total_rate=20.0, total_burst=40)
        """Callers: a joiner asks about once a second while it waits; strangers get no more than that."""
        self.guesses = GuessGate()
        """Password attempts answered: one a second in all, however many addresses ask, taken in turns (a newcomer
        first); from one address three at once, then one every 5 s."""
        self.accepts = Bucket(rate=2000.0, burst=500)
        """Connections taken in all: past that the door stops listening for a moment (a flood of connections
        waits in the kernel's queue instead of costing the host a core)."""
        self._spare: int | None = _spare_descriptor()
        """Kept free for a moment without descriptors: the door takes a queued caller with it and hangs up at once
        (else the waiting caller would wake the door again and again)."""
        self._resume_at = 0.0
        self.closed = ""
        """Set by the host's socket thread: why a newcomer cannot come in ("" while a seat is free in the lobby or up
        for handover, its player gone past the grace period). Then only a caller that proves it holds a seat's
        token gets in."""
        self.hold_until = 0.0
        """Set by the host's socket thread: until when a newcomer is asked to wait (``wait N``) instead of refused
        (``time.monotonic``): a headless host's deal waits for commits, and a seat may come free."""
        self.tokens: tuple[str, ...] = ()
        """The seats' tokens (set by the host's socket thread)."""
        self.watchers_closed = "the host takes no spectators"
        """Set by the host's socket thread: why a spectator (a caller that says ``w=1``) cannot come in ("": it
        may, whether the seats are taken or not; ``carolus.net.spectators``)."""
        self._seat_waits: dict[str, Backoff] = {}
        """Per seat's token: how long its holder waits at the door after the host cut its connection for flooding
        (a seated attacker comes back with the token at once after each cut; an honest player cut by mistake waits
        a second). Bounded: only the seats' current tokens are kept."""
        self.on_log: Callable[[str, str, str], None] = lambda text, who, reason: None
        """(console line, caller's address, ``carolus.net.refusals`` code) for each caller refused (called in the
        door's thread)."""
        self._callers: dict[int, _Caller] = {}
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._selector = selectors.DefaultSelector()

    def fileno(self) -> int:
        return self.sock.fileno()

    def hold_seat(self, token: str, now: float) -> float:
        """The host cut the connection of the seat whose token is ``token`` for flooding it: its holder waits at the
        door before it comes in again (doubling if it keeps coming back); returns the seconds (from any thread)."""
        waits = self._seat_waits
        for old in [t for t in waits if t not in self.tokens]:
            waits.pop(old, None)
        wait = waits.get(token)
        if wait is None:
            wait = waits[token] = self.wait()
        return wait.trouble(now)

    def start(self, public: bytes, game_port: int, password: str = "") -> None:
        """Open the door: from now on callers get ``public`` and ``game_port`` and may register."""
        self.public, self.game_port, self.password = public, game_port, password
        self._selector.register(self.sock, selectors.EVENT_READ)
        self._thread = threading.Thread(target=self._run, name="carolus-door", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while not self._stop.is_set():
            if self._resume_at and time.monotonic() >= self._resume_at:
                self._resume_at = 0.0
                self._selector.register(self.sock, selectors.EVENT_READ)
            try:
                events = self._selector.select(0.05 if self._resume_at else 0.2)
            except (OSError, ValueError):  # closed under us
                return
            for key, _ in events:
                if key.fileobj is self.sock:
                    self._accept()
                else:
                    self._read(self._callers.get(key.fd))
            now = time.monotonic()
            for caller in [c for c in self._callers.values() if now > c.deadline]:
                self._hang_up(caller)

    def _pause(self) -> None:
        """Stop listening for ``DOOR_PAUSE_S`` (callers wait in the kernel's queue meanwhile)."""
        self._selector.unregister(self.sock)
        self._resume_at = time.monotonic() + DOOR_PAUSE_S

    def _accept(self) -> None:
        for _ in range(64):
            if not self.accepts.take(time.monotonic()):
                return self._pause()
            try:
                conn, addr = self.sock.accept()
            except (BlockingIOError, InterruptedError):
                return None
            except OSError as exc:
                if exc.errno in (errno.EMFILE, errno.ENFILE, errno.ENOBUFS, errno.ENOMEM):
                    self._shed()  # out of descriptors: never spin on the waiting caller
                    return self._pause()
                continue  # that caller gave up while queued (ECONNABORTED): the next one
            host = str(addr[0])
            if not self.calls.allow(host, time.monotonic()):
                conn.close()  # too often from there (or from everywhere): not even a line
                continue
            mine = [c for c in self._callers.values() if c.addr == host]
            if len(mine) >= DOOR_OPEN_PER_ADDRESS:  # one address cannot fill the door
                self._hang_up(min(mine, key=lambda c: c.deadline))
            if len(self._callers) >= DOOR_OPEN_MAX:  # the slowest caller makes room (slow callers cannot shut it),
                # of those from the address with the most callers (many addresses at once do not hang up on a lone one)
                held: dict[str, int] = {}
                for c in self._callers.values():
                    held[c.addr] = held.get(c.addr, 0) + 1
                self._hang_up(min(self._callers.values(), key=lambda c: (-held[c.addr], c.deadline)))
            conn.setblocking(False)
            caller = _Caller(conn, host, time.monotonic() + DOOR_DEADLINE_S, nonce=os.urandom(16))
            self._callers[conn.fileno()] = caller
            self._selector.register(conn, selectors.EVENT_READ)
            self._say(caller, door_line(self.public, self.game_port, bool(self.password), caller.nonce))
        return None

    def _shed(self) -> None:
        """Without a descriptor to spare: free the spare one, take the waiting caller with it and hang up."""
        if self._spare is None:
            return
        os.close(self._spare)
        self._spare = None
        with contextlib.suppress(OSError):
            conn, _ = self.sock.accept()
            conn.close()
        self._spare = _spare_descriptor()

    def _say(self, caller: _Caller, line: bytes) -> None:
        with contextlib.suppress(OSError):
            caller.conn.send(line)  # a short line into an empty send buffer

    def _hang_up(self, caller: _Caller, last: bytes = b"") -> None:
        if last:
            self._say(caller, last)
        self._callers.pop(caller.conn.fileno(), None)
        with contextlib.suppress(KeyError, ValueError, OSError):
            self._selector.unregister(caller.conn)
        caller.conn.close()

    def _read(self, caller: _Caller | None) -> None:
        if caller is None:
            return
        try:
            chunk = caller.conn.recv(DOOR_LINE_MAX + 1 - len(caller.buf))
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            chunk = b""
        if not chunk:
            if caller.confirm:
                self.on_log(
                    f"a password exchange from {caller.addr} was not confirmed (a wrong password?)",
                    caller.addr,
                    "unconfirmed",
                )
            return self._hang_up(caller)
        caller.buf += chunk
        if b"\n" not in caller.buf:
            if len(caller.buf) > DOOR_LINE_MAX:
                self._hang_up(caller, b"no line too long\n")
            return None
        line, _, _ = bytes(caller.buf).partition(b"\n")
        caller.buf.clear()
        return self._line(caller, line)

    def _line(self, caller: _Caller, line: bytes) -> None:
        if caller.confirm:  # with a password: the joiner's key confirmation
            try:
                theirs = bytes.fromhex(line.decode("ascii"))
            except (ValueError, UnicodeDecodeError):
                theirs = b""
            if not hmac.compare_digest(theirs, caller.confirm):
                self.on_log(f"refused a join from {caller.addr}: wrong game password", caller.addr, "password")
                return self._hang_up(caller, b"no wrong game password\n")
            return self._register(caller)
        parts = line.split(b" ")
        client = parts[0]
        if not is_key(client):
            return self._hang_up(caller, b"no malformed key\n")
        caller.client = client
        seat = [x for x in parts[1:] if x.startswith(b"s=")]
        watch = b"w=1" in parts[1:]  # a spectator (watch35)
        parts = [client] + [x for x in parts[1:] if not x.startswith((b"s=", b"w="))]  # a Z85 key may begin "s="
        caller.token = self._seat_of(caller, seat[0][2:]) if len(seat) == 1 else ""
        closed = self.closed
        hold = self.hold_until - time.monotonic()
        if watch and not caller.token:  # a spectator comes in whether the seats are taken or not, if allowed
            closed, hold = self.watchers_closed, 0.0
        if hold > 0 and not caller.token:  # kept waiting, not refused: a seat may come free (it knocks again)
            return self._hang_up(caller, b"wait %d the game is being dealt; a seat may come free\n" % math.ceil(hold))
        if closed and not caller.token:
            return self._hang_up(caller, b"no " + closed.encode("ascii", "replace")[:100] + b"\n")
        now = time.monotonic()
        held = self._seat_waits.get(caller.token) if caller.token else self.keys.newcomers
        wait = held.left(now) if held is not None else 0.0
        if wait:  # a flood was cut lately: this caller comes back later (before any password work)
            line = b"wait %d the host is turning away a flood; try again then\n" % math.ceil(wait)
            return self._hang_up(caller, line)
        if not self.password:
            return self._register(caller) if len(parts) == 1 else self._hang_up(caller, b"no malformed key\n")
        if len(parts) != 2:
            return self._hang_up(caller, b"no the game needs a password\n")
        turn = self.guesses.ask(caller.addr, time.monotonic())
        if turn == "no":
            self.on_log(f"refused a password attempt from {caller.addr}: too many attempts", caller.addr, "attempts")
            return self._hang_up(caller, b"no too many password attempts; wait a minute and try again\n")
        if turn == "wait":  # another address's turn, or no guess left this second: it knocks again by itself
            return self._hang_up(caller, b"wait 1 other password attempts go first; try again then\n")
        try:
            joiner_msg = bytes.fromhex(parts[1].decode("ascii"))
        except (ValueError, UnicodeDecodeError):
            return self._hang_up(caller, b"no malformed password exchange\n")
        side, mine = pake_host(self.password)
        shared = pake_key(side, joiner_msg)
        if shared is None:
            return self._hang_up(caller, b"no malformed password exchange\n")
        caller.confirm = door_confirm(shared, b"joiner", self.public, client, joiner_msg, mine)
        proof = door_confirm(shared, b"host", self.public, client, joiner_msg, mine)
        self._say(caller, mine.hex().encode("ascii") + b" " + proof.hex().encode("ascii") + b"\n")
        return None

    def _seat_of(self, caller: _Caller, proof_hex: bytes) -> str:
        """The token of the seat ``proof_hex`` proves the caller holds ("": none)."""
        try:
            proof = bytes.fromhex(proof_hex.decode("ascii"))
        except (ValueError, UnicodeDecodeError):
            return ""
        for token in self.tokens:
            if token and hmac.compare_digest(seat_proof(token, caller.nonce, caller.client), proof):
                return token
        return ""

    def _register(self, caller: _Caller) -> None:
        self.keys.add(caller.client, vouched=bool(caller.token))
        self._hang_up(caller, b"ok\n")

    def close(self) -> None:
        self._stop.set()
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(2.0)
        for caller in list(self._callers.values()):
            self._hang_up(caller)
        self._selector.close()
        self.sock.close()
        if self._spare is not None:
            os.close(self._spare)
            self._spare = None


def _spare_descriptor() -> int | None:
    try:
        return os.open(os.devnull, os.O_RDONLY)
    except OSError:
        return None
