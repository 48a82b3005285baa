"""The host's watch over its game connections: strangers who prove no key, bytes in, cut off past a bound.

libzmq takes every TCP connection to the game port and keeps it until the
CURVE handshake ends (``HANDSHAKE_S``): idle connections from strangers would
each hold a descriptor meanwhile, and once the process runs out of them
libzmq's listener spins on its failing ``accept`` (a core gone, the door and
the autosave failing too). So the watch's *gate* counts the connections that
have not proved a registered key (our CURVE ``READY`` went out only after the
ZAP handler let the key in: the kernel's count of bytes the peer acknowledged
tells; without ``TCP_INFO``, a connection is taken as proved once it outlived
the handshake time, as libzmq would have closed it otherwise) and cuts the
oldest past ``UNPROVED_PER_ADDRESS`` from one address or ``UNPROVED_MAX`` in
all (from the address holding most), and any past ``CONNECTIONS_MAX`` in all.
An honest joiner's handshake takes milliseconds and it reconnects if cut.

libzmq hands a many-part message to the program only once its last part has
arrived, and no socket option bounds the parts of one message
(``ZMQ_MAXMSGSIZE`` bounds each part): a peer whose key passed the door (in a
game without a password, anyone while a seat is free) could make the host
hold one endless message. The program never sees such a message, so the watch
looks under it: it follows the game socket's connections through libzmq's
monitor, reads how many bytes each has received from the kernel (Linux
``TCP_INFO``), and shuts down any connection past ``CONNECTION_BYTES_MAX`` (or
the largest, once all of them together pass ``TOTAL_BYTES_MAX``). libzmq then
drops the unfinished message with the connection. An address cut off soon
after connecting is refused at the CURVE handshake from then on (pyzmq's ZAP
``deny``), so it cannot start again at once. An honest joiner sends a few
hundred bytes a second: it would take it about a day to reach the bound.

On systems without ``TCP_INFO`` (``available`` False: macOS, Windows) the
bytes of one connection cannot be told, so the watch's *memory guard* bounds
what an unfinished message can make libzmq hold, reading the host's own memory
(psutil, on every system). What it leans on: ZMTP is ordered per connection,
so a connection in the middle of a message delivers nothing else until that
message ends; whatever its unfinished message holds was taken after the last
message it delivered. The node tells the watch when each connection last
delivered one (``heard``), and the watch keeps, per connection, the lowest the
host's memory was since then: what the memory grew above that is the most
that connection can be holding, and all it can be blamed for.

Connections that hold no seat (the node says which do: ``seated``) are all
cut, their addresses refused, once the memory grew ``SEATLESS_MEMORY_MAX``
above the lowest it was while such connections were open without a break (or
since one of them last delivered a message, if earlier: a seated player's
connection whose seat went keeps its floor): strangers dialling one after
another from many addresses are bounded together, not each from where the
last one left the memory (the floor outlives a cut until its memory went
back). An honest joiner holds no seat only for the milliseconds between its
handshake and its hello.

A seated player's connection (in a game without a password, anyone who took a
free seat) is bounded too, never at the cost of an honest player who keeps
talking. Silence alone cannot tell: an honest joiner says something every
``HEARTBEAT_S``, so an attacker would have to be silent for a second or two
before it stood out, and at a LAN's speed that is a hundred MiB or more.
Growth alone cannot either: the host's memory may grow for any reason (an
unseated stranger's flood, the host's own AI) while an honest joiner's next
heartbeat is still due, and an honest joiner whose last heartbeat came before
an attack began looks as guilty as the attacker by the growth since then. So
once the memory grew ``SEATED_MEMORY_MAX`` since a seated connection last
delivered a message, the host asks that joiner whether it is there (``probe``,
at most once a heartbeat); a joiner answers at once with a ping, which a
connection in the middle of a message cannot deliver. Unanswered after
``PROBE_S``, or silent past ``SEATED_SILENT_S`` with the memory grown as much,
the connection is cut: it is carrying an endless message, or nothing at all,
and cutting it costs an honest player a reconnect at most. Its address is not
refused: the seat belongs to its token, and its holder comes back through the
door with it (the grace period and the computer's stand-in apply as to any
player gone). Each cut hands the freed heap back to the system a moment later.
What a seated attacker can make the host hold is then the bound plus what it
sends while the probe is on its way and unanswered, and never more than
``SEATED_HARD_MAX``: past that the connection is cut without waiting for the
answer (a fast attacker on a fast LAN; an honest joiner would have to stay
silent through 24 MiB of growth after the probe to be cut there).

The guard works on Linux too, beside the byte counts.

Whenever the watch cuts a connection that holds no seat (either way), it says
so (``flooded``): the door then makes newcomers wait before they come in
(``door.NEWCOMER_WAIT_S``), so a stranger with many addresses cannot start
the next flood the moment the last one was cut.
"""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

import psutil
import zmq
from zmq.utils.monitor import recv_monitor_message

from .limits import address_key
from .protocol_types import HEARTBEAT_S
from .tcpinfo import acknowledged, cut, give_back_memory, peer_of, received

MIB = 1024 * 1024
CONNECTION_BYTES_MAX = 16 * MIB
"""Bytes one connection may deliver before it is cut."""
TOTAL_BYTES_MAX = 40 * MIB
"""Bytes all live connections together may have delivered; past it the largest is cut."""
YOUNG_S = 600.0
"""A connection cut before this age is a flood, not a long honest game: its address is refused from then on."""
CHECK_S = 0.01
"""How often the byte counts are read (a flood on loopback moves a few MiB in that time)."""
HANDSHAKE_S = 5.0
"""libzmq's handshake time on the game port (``ZMQ_HANDSHAKE_IVL``): a connection that has not finished the
CURVE handshake by then is closed (an honest one takes milliseconds)."""
UNPROVED_PER_ADDRESS = 8
"""Connections from one address that have not yet proved a registered key; past it the oldest is cut."""
UNPROVED_MAX = 64
"""Connections in all that have not yet proved a key; past it the oldest from the address holding most is cut."""
CONNECTIONS_MAX = 256
"""Game connections in all (a descriptor each, far below a desktop's 1,024); past it the newest is cut."""
PROVED_BYTES = 64 + 170 + 40
"""Bytes of ours a peer has acknowledged once our CURVE ``READY`` went out (greeting 64, ``WELCOME`` 170, then
``READY``, some 50): a stranger whose key the ZAP handler refused never gets past the greeting and ``WELCOME``."""
SEATLESS_MEMORY_MAX = 32 * MIB
"""Growth of the host's memory while connections that hold no seat are open, past which they are all cut (the
issue's goal: < 64 MiB above idle; libzmq keeps about 64 bytes for each empty part)."""
SEATED_MEMORY_MAX = 32 * MIB
"""Growth of the host's memory since a seated player's connection last delivered a message, past which the host
asks that player whether it is there (and cuts it unanswered after ``PROBE_S``). The issue's goal is < 64 MiB above
idle; the cut comes ``PROBE_S`` after this bound at the earliest, and an attacker on loopback makes the host's memory
grow some 30 MiB a second (libzmq keeps about 64 bytes for each empty part of 35 on the wire): 32 + 15 MiB leaves
room under the goal, where 48 would not. Asking costs an honest player one ping."""
SEATED_HARD_MAX = 56 * MIB
"""Growth since a seated player's connection last delivered a message past which it is cut at once, probe or no
probe: the bound that holds whatever the attacker's speed (the probe's half second lets a fast one send more). An
honest joiner speaks every heartbeat and answers a probe at once, so the memory must grow 24 MiB between the probe
and its answer for it to be cut here, and then it costs that player a reconnect."""
PROBE_S = 0.5
"""How long a seated player has to answer the host's probe: a joiner answers within milliseconds on a LAN (its
socket thread wakes for the message); half a second leaves a loaded machine a wide margin."""
SEATED_SILENT_S = 2 * HEARTBEAT_S
"""A seated player's connection silent this long while the memory grew ``SEATED_MEMORY_MAX`` is cut without waiting
for a probe's answer (an honest joiner says something every heartbeat; two leave room for a late one; the host shows
a player silent after ``protocol_types.SILENT_S``)."""
TRIM_AFTER_S = 0.1
"""How long after the guard's cut the freed memory is handed back to the system."""
GATE_REPORT_S = 10.0
"""The host's log says how many connections the gate cut at most this often."""


def available() -> bool:
    """True if this system can tell bytes received per connection (the watch works)."""
    probe = socket.socket()
    try:
        return received(probe.fileno()) is not None
    finally:
        probe.close()


@dataclass
class _Conn:
    since: float
    peer: tuple[str, int] | None = None
    """(address, port) when accepted."""
    proved: bool = False
    """It finished the CURVE handshake: its key is one the door registered."""
    checked_at: float = -1.0
    heard: float = 0.0
    """When it last delivered a whole message, as far as the watch knows (its acceptance until it did)."""
    low: int = 0
    """The lowest the host's memory was since ``heard`` (0: not looked at yet)."""
    asked: float = -1e9
    """When the watch last asked the node to probe it."""

    @property
    def address(self) -> str:
        """Whom the gate's bounds count it against: its address (an IPv6 one by its /64, as the door does)."""
        return address_key(self.peer[0]) if self.peer else ""


class ConnectionWatch:
    """Follows ``sock``'s connections in a thread of its own (the monitor socket is read only there), gates the
    ones that prove no key and cuts the ones past the byte bounds; ``deny(address)`` refuses an address from then
    on, ``report(address, mib, denied)`` tells the host of a cut flood and ``gated(count, address)`` of connections
    the gate cut (at most every ``GATE_REPORT_S``; ``address`` the one most were from), ``swelled(address, mib)``
    of a connection without a seat the memory guard cut, ``silenced(fd, address, mib, seconds)`` of a seated one it
    cut, ``probe(fd)`` asks the node to ask that seated player whether it is there, ``flooded()`` says it cut a
    connection that held no seat for flooding the host (the door then makes newcomers wait); called in the watch's
    thread."""

    def __init__(
        self,
        sock: zmq.Socket,
        deny: Callable[[str], None],
        report: Callable[[str, float, bool], None],
        gated: Callable[[int, str], None] = lambda count, address: None,
        swelled: Callable[[str, float], None] = lambda address, mib: None,
        silenced: Callable[[int, str, float, float], None] = lambda fd, address, mib, seconds: None,
        probe: Callable[[int], None] = lambda fd: None,
        flooded: Callable[[], None] = lambda: None,
        *,
        handshake_s: float = HANDSHAKE_S,
        probe_s: float = PROBE_S,
        seated_silent_s: float = SEATED_SILENT_S,
    ) -> None:
        self.handshake_s, self.probe_s, self.seated_silent_s = handshake_s, probe_s, seated_silent_s
        """``HANDSHAKE_S``, ``PROBE_S`` and ``SEATED_SILENT_S`` for this watch (``timers.Timers``)."""
        self._monitor = sock.get_monitor_socket(
            zmq.EVENT_ACCEPTED | zmq.EVENT_DISCONNECTED | zmq.EVENT_CLOSED | zmq.EVENT_ACCEPT_FAILED
        )
        self._deny, self._report, self._gated, self._swelled = deny, report, gated, swelled
        self._silenced, self._probe, self._flooded = silenced, probe, flooded
        self._process = psutil.Process()
        self._seated: frozenset[int] = frozenset()
        """The connections of seated players (the node says, ``seated``): the memory guard spares them."""
        self._heard: dict[int, float] = {}
        """Descriptor -> when a whole message last came in on it (written by the socket thread, ``heard``; at most
        one entry per descriptor number, so bounded by the process's descriptors)."""
        self._probed: dict[int, float] = {}
        """Descriptor -> when the node last sent a probe on it (``probed``; bounded as ``_heard``)."""
        self._heard_lock = threading.Lock()
        self._floor: int | None = None
        """The lowest the host's memory was since connections that hold no seat have been open without a break
        (strangers dialling one after another do not raise it), or since one of theirs last spoke if earlier."""
        self._floor_kept_until = 0.0
        """After the guard cut, the floor is kept a moment even with none open: those who dial next are measured
        from it, not from the memory the cut ones held until it went back."""
        self.seatless_max = SEATLESS_MEMORY_MAX
        self.seated_max = SEATED_MEMORY_MAX
        self.seated_hard = SEATED_HARD_MAX
        self._trim_at: float | None = None
        """When to give freed memory back after the guard cut (libzmq drops the message a moment after)."""
        self._conns: dict[int, _Conn] = {}
        self._waiting: dict[str, dict[int, None]] = {}
        """Per address, its connections that have not proved a key yet, oldest first."""
        self._unproved = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="carolus-watch", daemon=True)
        self._bytes = False
        """Bytes per connection can be read here (``available``)."""
        self.cuts = 0
        self.gate_cuts = 0
        """Connections the gate cut (they proved no key in time, or were too many)."""
        self._unreported: dict[str, int] = {}
        self._reported_at = 0.0
        self.per_connection, self.total = CONNECTION_BYTES_MAX, TOTAL_BYTES_MAX
        self._keep_only: set[int] | None = None

    def keep_only(self, fds: set[int]) -> None:
        """Cut every game connection but ``fds`` (the seated peers' ones), in the watch's thread at its next turn."""
        self._keep_only = set(fds)

    def seated(self, fds: frozenset[int]) -> None:
        """The descriptors on which a seated player's route last spoke (from the socket thread): a connection there
        counts as seated once a message came in on it (``heard``) since it was accepted, so a newcomer who took a
        closed seated connection's number does not."""
        self._seated = fds

    def heard(self, fd: int, at: float) -> None:
        """A whole message came in on connection ``fd`` at ``at`` (``time.monotonic``; from the socket thread, for
        every message: a dictionary entry under a lock, nothing more)."""
        with self._heard_lock:
            self._heard[fd] = at

    def probed(self, fd: int, at: float) -> None:
        """The node sent a probe on connection ``fd`` at ``at`` (from the socket thread)."""
        with self._heard_lock:
            self._probed[fd] = at

    def start(self) -> None:
        self._bytes = available()
        self._thread.start()

    def stop(self) -> None:
        """Stop watching and close the monitor socket (before the context ends)."""
        self._stop.set()
        if self._thread.is_alive():
            self._thread.join(2.0)
        self._monitor.close(0)

    def _run(self) -> None:
        poller = zmq.Poller()
        poller.register(self._monitor, zmq.POLLIN)
        checked = 0.0
        while not self._stop.is_set():
            try:
                ready = poller.poll(max(1, int((checked + CHECK_S - time.monotonic()) * 1000)))
            except zmq.ZMQError:
                return
            now = time.monotonic()
            if ready:
                self._events(now)
            keep, self._keep_only = self._keep_only, None
            if keep is not None:
                for fd, conn in list(self._conns.items()):
                    if fd not in keep:
                        cut(fd, conn.peer)
            if now - checked < CHECK_S:  # the counts and the memory every CHECK_S, not at each connection's events
                continue  # (a stranger's connections, each an event or two, made it read them far more often)
            checked = now
            if self._conns and self._bytes:
                self._check(now)
            self._guard(now)
            if self._unreported and now - self._reported_at >= GATE_REPORT_S:
                self._reported_at = now
                most = max(self._unreported, key=self._unreported.__getitem__)
                self._gated(sum(self._unreported.values()), most)
                self._unreported.clear()

    def _events(self, now: float) -> None:
        while True:
            try:
                event = recv_monitor_message(self._monitor, zmq.NOBLOCK)
            except zmq.ZMQError:  # zmq.Again: none left
                return
            kind = event["event"]
            if kind == zmq.EVENT_ACCEPT_FAILED:  # out of descriptors (say): make room now, libzmq tries again
                for address in list(self._waiting):
                    self._keep(address, 0, now)
                continue
            fd = int(event["value"])
            gone = self._conns.get(fd)
            if gone is not None and gone.low and self._trim_at is None and self._rss() - gone.low > MIB:
                self._trim_soon(now)  # it left a message unfinished
            self._forget(fd)
            if kind == zmq.EVENT_ACCEPTED:
                conn = self._conns[fd] = _Conn(now, peer_of(fd))
                self._gate(fd, conn, now)

    def _forget(self, fd: int) -> None:
        conn = self._conns.pop(fd, None)
        if conn is None:
            return
        waiting = self._waiting.get(conn.address)
        if waiting is not None and fd in waiting:
            del waiting[fd]
            self._unproved -= 1
            if not waiting:
                del self._waiting[conn.address]

    def _gate(self, fd: int, conn: _Conn, now: float) -> None:
        """A new connection: cut the oldest unproved ones past the bound of its address, the oldest from the
        address holding most past the bound for all, and this one if there are too many connections in all."""
        self._waiting.setdefault(conn.address, {})[fd] = None
        self._unproved += 1
        if len(self._waiting[conn.address]) > UNPROVED_PER_ADDRESS:
            self._keep(conn.address, UNPROVED_PER_ADDRESS, now)
        if self._unproved > UNPROVED_MAX:
            for address in list(self._waiting):
                self._settle(address, now)
            while self._unproved > UNPROVED_MAX:
                address = max(self._waiting, key=lambda a: len(self._waiting[a]))
                self._cut_gated(next(iter(self._waiting[address])))
        if len(self._conns) > CONNECTIONS_MAX and fd in self._conns:
            self._cut_gated(fd)

    def _settle(self, address: str, now: float) -> None:
        """Take the connections from ``address`` that have proved their key off the waiting list (each looked at
        no more often than every ``CHECK_S``, so a flood of connections costs little)."""
        for fd in list(self._waiting.get(address, ())):
            conn = self._conns[fd]
            if now - conn.checked_at < CHECK_S:
                continue
            conn.checked_at = now
            if self._bytes:
                acked = acknowledged(fd)
                if acked is None:  # closed under us (the event is on its way)
                    self._forget(fd)
                    continue
                proved = acked >= PROVED_BYTES
            else:
                proved = now - conn.since > self.handshake_s
            if proved:
                self._forget(fd)
                conn.proved = True
                self._conns[fd] = conn

    def _keep(self, address: str, most: int, now: float) -> None:
        """Cut the oldest unproved connections from ``address`` until at most ``most`` are left."""
        self._settle(address, now)
        while len(self._waiting.get(address, ())) > most:
            self._cut_gated(next(iter(self._waiting[address])))

    def _cut_gated(self, fd: int) -> None:
        conn = self._conns[fd]
        self._forget(fd)
        if conn.peer is not None:
            cut(fd, conn.peer)
        self.gate_cuts += 1
        self._unreported[conn.address] = self._unreported.get(conn.address, 0) + 1

    def _check(self, now: float) -> None:
        counts = {fd: received(fd) for fd in self._conns}
        live = {fd: n for fd, n in counts.items() if n is not None}
        for fd in counts.keys() - live.keys():
            self._forget(fd)  # closed under us (the event is on its way)
        over = [fd for fd, n in live.items() if n > self.per_connection]
        total = sum(live.values())
        for fd in sorted(live, key=live.__getitem__, reverse=True):
            if total <= self.total:
                break
            if fd not in over:
                over.append(fd)
            total -= live[fd]
        if over:
            with self._heard_lock:
                spoke = {fd: self._heard.get(fd, 0.0) for fd in over}
        for fd in over:
            conn = self._conns[fd]
            self._forget(fd)
            address = cut(fd, conn.peer)
            young = now - conn.since < YOUNG_S
            if address and young:
                self._deny(address)
            self.cuts += 1
            self._report(address, live[fd] / MIB, bool(address and young))
            if not (fd in self._seated and spoke[fd] >= conn.since):
                self._flooded()

    def _guard(self, now: float) -> None:
        """The memory guard (see the module's text): per connection, the lowest the host's memory was since it last
        delivered a message; then the bounds for connections without a seat and for seated ones."""
        if self._trim_at is not None and now >= self._trim_at:
            self._trim_at = None
            give_back_memory()
        rss = self._rss() if self._conns else 0
        with self._heard_lock:
            heard = {fd: self._heard.get(fd, 0.0) for fd in self._conns}
            probed = {fd: self._probed.get(fd, 0.0) for fd in self._conns}
        seated: list[int] = []
        for fd, conn in self._conns.items():
            at = max(heard[fd], conn.since)  # a message heard on this number before it was accepted was another's
            if at > conn.heard or not conn.low:
                conn.heard, conn.low = at, rss
            else:
                conn.low = min(conn.low, rss)
            if fd in self._seated and heard[fd] >= conn.since:  # the seat's holder spoke on this very connection
                seated.append(fd)
        seatless = [fd for fd in self._conns if fd not in seated]
        if seatless and rss:  # the lowest since connections without a seat have been open, or since theirs spoke
            self._floor = min(self._floor or rss, rss, *(self._conns[fd].low for fd in seatless))
        elif now >= self._floor_kept_until:
            self._floor = None
        if not rss:
            return
        self._guard_seatless(now, rss, seatless)
        self._guard_seated(now, rss, seated, probed)

    def _guard_seatless(self, now: float, rss: int, seatless: list[int]) -> None:
        """Cut every connection that holds no seat once the memory grew ``seatless_max`` above their floor (judged
        again only once the memory of the last such cut went back)."""
        grown = rss - (self._floor or rss)
        if grown <= self.seatless_max or now < self._floor_kept_until:
            return
        for fd in seatless:
            conn = self._conns[fd]
            self._forget(fd)
            address = cut(fd, conn.peer)
            if address:
                self._deny(address)
            self.cuts += 1
            self._swelled(address, grown / MIB)
        if seatless:
            self._flooded()
        self._trim_soon(now)
        self._floor_kept_until = now + 2 * TRIM_AFTER_S

    def _guard_seated(self, now: float, rss: int, seated: list[int], probed: dict[int, float]) -> None:
        """Past ``seated_max`` above a seated connection's floor, ask its player whether it is there (at most once a
        heartbeat); cut it if it did not answer within ``PROBE_S``, has been silent past ``SEATED_SILENT_S``, or
        the memory grew past ``seated_hard`` since it last spoke."""
        for fd in seated:
            conn = self._conns[fd]
            grown, silent = rss - conn.low, now - conn.heard
            if grown <= min(self.seated_max, self.seated_hard):
                continue
            asking = probed[fd] > conn.heard  # a probe went out since it last spoke: unanswered so far
            hard = grown > self.seated_hard
            if not (hard or silent > self.seated_silent_s or (asking and now - probed[fd] > self.probe_s)):
                if not asking and now - conn.asked >= HEARTBEAT_S:
                    conn.asked = now
                    self._probe(fd)
                continue
            self._forget(fd)
            address = cut(fd, conn.peer)  # not refused: the seat is its token's, and its holder may come back
            self.cuts += 1
            self._silenced(fd, address, grown / MIB, silent)
            self._trim_soon(now)

    def _trim_soon(self, now: float) -> None:
        """Give freed memory back in a moment (libzmq drops a cut connection's message a moment after), unless that
        is already due: a stream of closing connections cannot put it off."""
        if self._trim_at is None:
            self._trim_at = now + TRIM_AFTER_S

    def _rss(self) -> int:
        """The host's memory in use now (bytes; 0 if the system will not say)."""
        try:
            return int(self._process.memory_info().rss)
        except psutil.Error:
            return 0
