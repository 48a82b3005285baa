"""The LAN witness: a joiner's revealed share, sent to every peer at once, around the host.

Every message of a game passes through the host (a star), so a modified host could keep a connected joiner's
revealed share from the others, make that joiner look gone for the grace period and then roll without its share:
the victim would know, the others could not tell it from a drop. So a joiner that reveals its share of a refill
also multicasts it on the LAN (and again every ``WITNESS_S`` while the roll waits). The other joiners check it
against the commit they hold and note when they saw it: a host that then rolls without a share they saw is refused
and named (``JoinerCore._no_cause``). The host listens too and takes a share that reached it
only this way (as it does when another joiner forwards one), so an honest host whose link to that joiner broke
rolls with it instead of being accused.

No race is allowed for (issue 25): a joiner refuses dice that leave out a share it saw, however shortly before
they came. An earlier rule let a share seen less than 0.5 s before the dice be left out after a long wait (a share
revealed just as the grace ran out, which an honest host may not have heard yet). That gave a look to the one peer
who can drop a share it already holds, the host: every other share reaches it before it rolls, so holding an
action back from a victim until the grace was nearly over, it received the victim's share, knew the roll with it,
and could still leave it out within the 0.5 s. The void rule (``fairdice.void_at``: a roll at which a peer goes out
is decided by the next event's shares, which nobody has seen) keeps it from choosing the dice, but not from vetoing
a roll it has seen and taking fresh dice instead; any window, however short, gives that veto to a host that
decides in less time. Nobody else gains from a dropped share: a joiner never sees the host's share before the dice,
and a peer gone past the grace period revealed nothing anyone could look at. The price is a race an honest host
can lose: a share that reaches a joiner on the LAN between the host's decision to roll without it and the dice
(a LAN's transit time) makes that joiner refuse and name the
host; the host hears the same datagram and other joiners' forwards, so only a share that arrives in that
millisecond is at stake. A cheating joiner could aim at it on purpose: keep its share from the host for the grace
period, then send the datagram just as the grace runs out. Two things keep that aim from paying. A joiner counts
only datagrams sent to the group (the system tells each one's destination: ``WitnessSocket.receive``), so the
cheat cannot send its share to one joiner alone and leave the host to learn of it a loop turn later through that
joiner's forward; and the host reads the witness socket just before its timers decide (``node.Node.run``), so
whatever reached it before it rolls is in the roll. What is left is a datagram that lands at the host just after
its decision and at a joiner before the dice: a LAN transit time and the host's own handling, against an instant
the cheat knows only to within the host's loop turn (``node.TICK_S``, 50 ms), at the price of stalling the game a
whole grace period and going out of the dice at every try. That residue is the lesser harm: the 0.5 s rule handed
a host a look at every roll it could hold a victim back from. (On Windows Python cannot read a datagram's
destination, so there a datagram sent to one joiner alone still counts.)

A datagram is one msgpack map (``seen``): game, event, peer, share, the peer's next commit, and an HMAC under the
game's witness key (handed to every peer in its welcome, over CURVE), so a stranger on the LAN cannot put a forged
next commit in a peer's name. The share itself is no secret once revealed, and without the host's share nobody
outside the game learns a die. Datagrams go to an administratively scoped group with TTL 1 (the LAN only), on the
UDP port with the number of the host's door, on the interface that faces the host. Where no multicast reaches (off
the LAN), the same datagram goes over direct links between the joiners (``carolus.net.witness_direct``).
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import socket
import struct
import sys
from dataclasses import dataclass

from .codec import DecodeError, decode, encode

GROUP = "239.255.71.83"
"""The multicast group (organisation-local scope): nothing leaves the LAN."""
MAX_DATAGRAM = 512
"""A ``seen`` datagram is about 200 bytes; anything bigger is dropped unread."""
WITNESS_S = 2.0
"""A share goes to the LAN when it is revealed and again every ``WITNESS_S`` while its roll waits (UDP may lose one)."""
SILENT_AFTER = 3
"""Refills after which a joiner that has seen none of the others' datagrams says the LAN does not carry them."""
READ_AT_ONCE = 64
"""Datagrams read per wake-up: a stranger's flood costs the socket thread a bounded slice."""
_DESTINATION_OPTIONS = {"linux": (8, 12, 8), "darwin": (7, 4, 0), "freebsd": (7, 4, 0)}
"""Per system: the socket option that hands each datagram's destination address over (Linux ``IP_PKTINFO``, whose
``struct in_pktinfo`` holds it at byte 8; the BSDs' ``IP_RECVDSTADDR``, a bare ``struct in_addr``), the size of
that ancillary data and the address's offset in it. Python names neither option; the numbers are the systems'."""


@dataclass(frozen=True)
class Seen:
    """One peer's revealed share of one refill, as it arrived on the LAN."""

    game: str
    event: int
    peer: int
    share: bytes
    next: bytes
    sig: bytes = b""
    """The author's signature of ``next`` (its commit for the following event): nobody else can make one."""


def _mac(key: bytes, seen: Seen) -> bytes:
    data = b"carolus-net/seen\0" + seen.game.encode("utf-8") + b"\0" + f"{seen.event}\0{seen.peer}\0".encode("ascii")
    return hmac.new(key, data + seen.share + seen.next + seen.sig, hashlib.sha256).digest()


def pack(key: bytes, seen: Seen) -> bytes:
    """The datagram for ``seen``, authenticated with the game's witness key."""
    return encode(
        {
            "t": "seen",
            "game": seen.game,
            "event": seen.event,
            "peer": seen.peer,
            "share": seen.share,
            "next": seen.next,
            "sig": seen.sig,
            "mac": _mac(key, seen),
        }
    )


def unpack(key: bytes, data: bytes) -> Seen | None:
    """The share a datagram carries, or None for anything that is not a well-formed one of this game's peers."""
    if not key or len(data) > MAX_DATAGRAM:
        return None
    try:
        msg = decode(data)
    except DecodeError:
        return None
    if set(msg) != {"t", "game", "event", "peer", "share", "next", "sig", "mac"} or msg["t"] != "seen":
        return None
    game, event, peer, share, nxt, sig, mac = (msg[k] for k in ("game", "event", "peer", "share", "next", "sig", "mac"))
    if not isinstance(game, str) or len(game) > 64:
        return None
    if not all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 100_000 for v in (event, peer)):
        return None
    if not all(isinstance(v, bytes) and len(v) == 32 for v in (share, nxt, mac)):
        return None
    if not isinstance(sig, bytes) or len(sig) != 64:
        return None
    seen = Seen(game, event, peer, share, nxt, sig)
    return seen if hmac.compare_digest(_mac(key, seen), mac) else None


def facing(host: str, port: int) -> str:
    """This machine's IPv4 address on the way to ``host`` (no packet is sent): the interface the LAN game uses."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect((host, port))
        return str(probe.getsockname()[0])


class WitnessSocket:
    """The UDP socket of the witness channel: joined to the group on every interface, sending on one."""

    def __init__(self, port: int, send_from: str | None = None) -> None:
        """Listen on ``port``; send from the interface with address ``send_from`` (None: this peer only listens).
        Raises OSError when this machine cannot take part (no IPv4 multicast)."""
        self.port = port
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        try:
            self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            if hasattr(socket, "SO_REUSEPORT"):  # every peer on this machine listens on the same port
                with contextlib.suppress(OSError):
                    self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
            self.sock.bind(("", port))
            self._join_everywhere()
            self.sock.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_TTL, 1)
            self.sock.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_LOOP, 1)
            if send_from is not None:
                self.sock.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_IF, socket.inet_aton(send_from))
            self.sock.setblocking(False)
        except OSError:
            self.sock.close()
            raise
        self.sends = send_from is not None
        self._destination = self._ask_for_destinations()

    def _ask_for_destinations(self) -> tuple[int, int, int] | None:
        """Have the system tell each datagram's destination, where it can (not on Windows: Python has no
        ``recvmsg`` there); see ``receive``."""
        option = next((v for name, v in _DESTINATION_OPTIONS.items() if sys.platform.startswith(name)), None)
        if option is None or not hasattr(self.sock, "recvmsg"):
            return None
        try:
            self.sock.setsockopt(socket.IPPROTO_IP, option[0], 1)
        except OSError:
            return None
        return option

    @property
    def tells_destination(self) -> bool:
        """Whether datagrams sent to this peer alone, not to the group, are told apart (and dropped)."""
        return self._destination is not None

    def _join_everywhere(self) -> None:
        """Join the group on each interface (the peers' datagrams arrive on whichever faces them); at least one."""
        group = socket.inet_aton(GROUP)
        joined = 0
        try:
            indexes = [index for index, _ in socket.if_nameindex()]
        except OSError:
            indexes = []
        for index in indexes:  # struct ip_mreqn: group, any address, interface index (Linux)
            with contextlib.suppress(OSError):
                mreqn = struct.pack("=4s4si", group, socket.inet_aton("0.0.0.0"), index)
                self.sock.setsockopt(socket.IPPROTO_IP, socket.IP_ADD_MEMBERSHIP, mreqn)
                joined += 1
        if not joined:  # elsewhere: the interface the system picks
            self.sock.setsockopt(socket.IPPROTO_IP, socket.IP_ADD_MEMBERSHIP, group + socket.inet_aton("0.0.0.0"))

    def fileno(self) -> int:
        return self.sock.fileno()

    def send(self, datagram: bytes) -> None:
        """Best effort, as UDP is: a datagram that cannot go now is gone (the next one repeats it)."""
        if self.sends:
            with contextlib.suppress(OSError):
                self.sock.sendto(datagram, (GROUP, self.port))

    def receive(self) -> list[bytes]:
        """The datagrams waiting (at most ``READ_AT_ONCE``) that were sent to the group; an oversized one is cut
        and then dropped by ``unpack``.

        A datagram sent to this peer's own address is dropped where the system tells destinations: a witness
        counts only what every peer, the host included, was sent at the same moment. Otherwise a cheating joiner
        could send its late share to one joiner alone, so that the host learns of it only when that joiner passes
        it on, a whole loop turn later, and the joiner would refuse an honest host's dice (module text)."""
        out: list[bytes] = []
        for _ in range(READ_AT_ONCE):
            try:
                if self._destination is None:
                    out.append(self.sock.recv(MAX_DATAGRAM + 1))
                    continue
                data, ancillary, _flags, _sender = self.sock.recvmsg(MAX_DATAGRAM + 1, socket.CMSG_SPACE(16))
            except (BlockingIOError, InterruptedError):
                break
            except OSError:
                break
            if self._to_group(ancillary):
                out.append(data)
        return out

    def _to_group(self, ancillary: list[tuple[int, int, bytes]]) -> bool:
        assert self._destination is not None
        option, size, at = self._destination
        for level, kind, data in ancillary:
            if level == socket.IPPROTO_IP and kind == option and len(data) >= size:
                return data[at : at + 4] == socket.inet_aton(GROUP)
        return False  # the system said nothing: not a datagram we can vouch for

    def close(self) -> None:
        self.sock.close()
