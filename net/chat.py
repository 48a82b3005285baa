"""Chat between the peers of a LAN game: plain text, bounded, rate-limited, signed by its author, never recorded.

A line travels joiner -> host (``chat``: text, a sequence number, the author's Ed25519 key and signature) and the
host relays it to every other peer (``chat_line``, with the author's peer number). The signature covers the game,
the author's peer number, the sequence number and the text, with the key that signs its dice commits
(``fairdice.signing_key``), so the host relays but cannot put words in another's mouth: once the deal pinned every
peer's key (``SharedGame.keys``, signed by all in the roster) a receiver takes a line only under its author's key;
before the deal (in the lobby) the first key heard under a peer's number and name is pinned (trust on first use:
there the host names the peers, so it could invent a key for someone who has not spoken yet, or rename someone to
a look-alike; it cannot change the key under a name already heard). A sequence number only ever grows per key, so
a relayed line cannot be replayed (to a receiver that kept its table: one that restarted has none).

Bounds: at most ``MAX_CHAT`` characters after ``normalise`` (NFC, control and format characters dropped, trimmed;
what a peer sends must already be so, or it is dropped; invalid UTF-8 never decodes, ``carolus.net.codec``), at
most ``RATE`` lines a second per peer after a ``BURST`` and ``TOTAL_RATE`` from all joiners together, checked by
the host, which tells a peer over its budget (``chat_slow``) and drops its lines; receivers keep their own per-peer
budget too (a host that floods its joiners is cut the same way), at most ``MAX_LINES`` lines are kept, and what is
dropped writes bounded log lines (``LogLimit``). Chat is never part of the game: not in the record, the autosave,
the digests or a catch-up; a rejoiner sees only what is said after it is back.

Spectators (``carolus.net.spectators``) read the chat and never write to it: the host relays every line to them too
(at most ``spectators.CHAT_AHEAD`` lines a spectator has not answered yet; a slow one loses lines), a spectator's
core checks each line as a joiner does (``JoinerChat``: the deal's keys from its catch-up, in the lobby the same
first-key pin), and a ``chat`` from a spectator's route is refused like any other message of a player's.
"""

from __future__ import annotations

import threading
import time
import unicodedata
from collections import OrderedDict, deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

from . import fairdice
from .limits import Bucket, LogLimit
from .protocol_types import Event, Out
from .text import console

if TYPE_CHECKING:
    from .host import HostCore
    from .joiner import JoinerCore

MAX_CHAT = 300
"""Characters in one line, after ``normalise``: a few sentences, never a wall."""
MAX_LINES = 200
"""Lines a core (and the window's dock) keeps: older ones are forgotten."""
RATE, BURST = 1.0, 5.0
"""Lines a second one peer may send, after a burst of this many."""
TOTAL_RATE, TOTAL_BURST = 3.0, 12.0
"""Lines a second from all joiners together (the host relays no more)."""
TELL_RATE = 0.2
"""How often a peer over its budget is told so (one ``chat_slow`` per 5 s at most)."""
MAX_SEQ = 1 << 53


def normalise(text: str) -> str:
    """A typed line made fit to send: NFC, every control or format character dropped (a tab or newline becomes a
    space), runs of spaces kept as typed, trimmed, cut to ``MAX_CHAT``."""
    text = unicodedata.normalize("NFC", text)
    kept = "".join(c if c.isprintable() else " " if c in "\t\n\r" else "" for c in text).strip()
    return kept[:MAX_CHAT].rstrip()


def is_chat(text: object) -> bool:
    """A line a peer may send: non-empty text that ``normalise`` leaves as it is."""
    return isinstance(text, str) and 0 < len(text) <= MAX_CHAT and normalise(text) == text


def _message(game: str, peer: int, seq: int, text: str) -> bytes:
    return b"carolus-net/chat\0" + f"{game}\0{peer}\0{seq}\0".encode("ascii", "replace") + text.encode("utf-8")


def sign(key: fairdice.SigningKey, game: str, peer: int, seq: int, text: str) -> bytes:
    """The author's signature of one line: bound to this game, its peer number and its sequence number."""
    return key.sign(_message(game, peer, seq, text))


def signed(public: bytes, game: str, peer: int, seq: int, text: str, sig: bytes) -> bool:
    """True if ``sig`` is the signature of this line by the key ``public``."""
    if len(public) != fairdice.KEY_BYTES or len(sig) != fairdice.SIGNATURE_BYTES:
        return False
    try:
        Ed25519PublicKey.from_public_bytes(public).verify(sig, _message(game, peer, seq, text))
    except (InvalidSignature, ValueError, TypeError, UnicodeEncodeError):
        return False
    return True


@dataclass(frozen=True)
class Line:
    """One line as a reader keeps it."""

    peer: int
    name: str
    text: str
    mine: bool = False


class _Bounded(OrderedDict):
    """A table of at most ``limit`` entries, the least recently set forgotten first."""

    def __init__(self, limit: int = 64) -> None:
        super().__init__()
        self.limit = limit

    def __setitem__(self, key: Any, value: Any) -> None:
        self.pop(key, None)
        super().__setitem__(key, value)
        while len(self) > self.limit:
            self.popitem(last=False)


class _Reader:
    """What both sides keep: the lines, the keys pinned in the lobby, the last sequence number per key, the log's
    budget for dropped lines, and our own sequence numbers."""

    def __init__(self, core: HostCore | JoinerCore, clock: Callable[[], float] = time.time) -> None:
        self.core = core
        self.lines: deque[Line] = deque(maxlen=MAX_LINES)
        self.pins: _Bounded = _Bounded()
        """(game, who) -> the key first heard from it before the deal's keys were known (a new game, a rematch,
        brings new keys)."""
        self.last_seq: _Bounded = _Bounded()
        """Author's key -> its last sequence number taken (a line must carry a greater one)."""
        self.budgets: _Bounded = _Bounded()
        """Who -> its ``Bucket`` of lines."""
        self.drop_lines = LogLimit()
        self.dropped = 0
        """Lines dropped in all (for the tests)."""
        self._clock = clock
        self._seq = 0

    def next_seq(self) -> int:
        """Milliseconds of the wall clock, always growing: a restarted author goes on where it was."""
        self._seq = min(MAX_SEQ, max(self._seq + 1, int(self._clock() * 1000)))
        return self._seq

    def drop(self, who: object, why: str, now: float) -> None:
        self.dropped += 1
        held = self.drop_lines.allow(who, now)
        if held is not None:
            more = f" ({held} more dropped without a line)" if held else ""
            self.core.events.append(Event("log", f"dropped a chat line {why}{more}"))

    def budget(self, who: object, now: float, rate: float = RATE, burst: float = BURST) -> bool:
        bucket = self.budgets.get(who)
        if bucket is None:
            bucket = Bucket(rate, burst)
        self.budgets[who] = bucket
        return bucket.take(now)

    def take(self, pin: object, expected: bytes, vk: bytes, game: str, peer: int, msg: dict[str, Any]) -> str:
        """Why this line is not its author's ("": it is, and is now the last taken under its key). ``expected``:
        the deal's key for ``peer`` (b"": not known yet, the key pinned under ``pin`` stands in, or is pinned)."""
        seq, text, sig = msg["seq"], msg["text"], msg["sig"]
        if not is_chat(text):
            return "that is not plain text of at most 300 characters"
        expected = expected or self.pins.get(pin, b"")
        if expected and vk != expected:
            return "signed by a key that is not its author's"
        if not signed(vk, game, peer, seq, text, sig):
            return "whose signature does not verify"
        if seq <= self.last_seq.get(vk, -1):
            return "said before (a replay)"
        if not expected:
            self.pins[pin] = vk
        self.last_seq[vk] = seq
        return ""

    def keep(self, line: Line) -> None:
        self.lines.append(line)
        data = {"peer": line.peer, "name": line.name, "text": line.text, "mine": line.mine}
        self.core.events.append(Event("chat", "", data))


def _game_key(game: Any, peer: int) -> bytes:
    if game is None or not 0 <= peer < len(game.keys):
        return b""
    key: bytes = game.keys[peer]
    return key


class HostChat(_Reader):
    """The host's part (``HostCore.chat``): checks each joiner's line, relays it, says the host player's lines."""

    def __init__(self, core: HostCore, clock: Callable[[], float] = time.time) -> None:
        super().__init__(core, clock)
        self.core: HostCore = core
        self.total = Bucket(TOTAL_RATE, TOTAL_BURST)
        self.told: _Bounded = _Bounded()
        """Peer's token -> its ``Bucket`` of being told it is over its budget."""
        self.over: _Bounded = _Bounded()
        """Peer's token -> lines of its dropped since it was last told."""

    def say(self, text: str, now: float) -> list[Out]:
        """The host's player says ``text`` (normalised; nothing when nothing is left)."""
        core = self.core
        text = normalise(text)
        if not text:
            return []
        seq = self.next_seq()
        vk = fairdice.public_key(core.signing)
        sig = sign(core.signing, core.game_id, 0, seq, text)
        self.last_seq[vk] = seq
        self.keep(Line(0, core.peers[0].name, text, True))
        return self._relay(0, {"seq": seq, "text": text, "sig": sig, "vk": vk}, now)

    def _relay(self, author: int, msg: dict[str, Any], now: float) -> list[Out]:
        """The line to every other peer, and to the spectators (who read only: ``Spectators.relay_chat``, bounded
        per spectator, so a slow one loses lines rather than holds them up)."""
        line = {"t": "chat_line", "peer": author, **msg}
        out: list[Out] = []
        for p in range(1, len(self.core.peers)):
            if p != author and not self.core.peers[p].removed:
                out += self.core.send(p, line)
        return out + self.core.spectators.relay_chat(line, now)

    def on_chat(self, peer: int, msg: dict[str, Any], now: float) -> list[Out]:
        """A joiner's line: within its budget and everyone's, its own words; relayed to every other peer."""
        core = self.core
        p = core.peers[peer]
        who = p.token
        if not (self.budget(who, now) and self.total.take(now)):
            self.over[who] = self.over.get(who, 0) + 1
            self.drop(who, f"from {p.name}: over the chat's rate", now)
            told = self.told.get(who) or Bucket(TELL_RATE, 1.0)
            self.told[who] = told
            if told.take(now):
                dropped, self.over[who] = self.over[who], 0
                return core.send(peer, {"t": "chat_slow", "dropped": min(dropped, 1 << 30)})
            return []
        why = self.take((core.game_id, who), _game_key(core.game, peer), msg["vk"], core.game_id, peer, msg)
        if why:
            self.drop(who, f"from {p.name}: {why}", now)
            return []
        self.keep(Line(peer, p.name, msg["text"]))
        return self._relay(peer, {k: msg[k] for k in ("seq", "text", "sig", "vk")}, now)


class JoinerChat(_Reader):
    """A joiner's part (``JoinerCore.chat``): says its player's lines, checks every line the host relays."""

    def __init__(self, core: JoinerCore, clock: Callable[[], float] = time.time) -> None:
        super().__init__(core, clock)
        self.core: JoinerCore = core

    def say(self, text: str, now: float) -> list[Out]:
        """Our player says ``text`` (nothing before the host admitted us, or when nothing is left)."""
        core = self.core
        text = normalise(text)
        if not text or core.peer < 0:
            return []
        seq = self.next_seq()
        key = core._signing()
        vk = fairdice.public_key(key)
        self.keep(Line(core.peer, core.name, text, True))
        return core._out(
            {"t": "chat", "seq": seq, "text": text, "sig": sign(key, core.game_id, core.peer, seq, text), "vk": vk},
            now,
        )

    def on_line(self, msg: dict[str, Any], now: float) -> list[Out]:
        """Another peer's line, relayed by the host: taken only under its author's key, within its budget."""
        core = self.core
        peer = msg["peer"]
        names = core.peer_names
        if peer == core.peer or peer >= len(names):
            self.drop(peer, "from no other peer we know", now)
            return []
        name = names[peer]
        if not self.budget(peer, now, TOTAL_RATE, TOTAL_BURST):
            self.drop(peer, f"from {name}: over the chat's rate", now)
            return []
        why = self.take((core.game_id, peer, name), _game_key(core.game, peer), msg["vk"], core.game_id, peer, msg)
        if why:
            self.drop(peer, f"from {name}: {why}", now)
            return []
        self.keep(Line(peer, name, msg["text"]))
        return []

    def on_slow(self, msg: dict[str, Any], now: float) -> list[Out]:
        """The host dropped our lines: we send too fast."""
        dropped = msg["dropped"]
        self.core.events.append(
            Event(
                "chat",
                f"chat: you are sending too fast; the host dropped {dropped} line(s)",
                {"dropped": dropped},
                code="chat_slow",
            )
        )
        return []


# -- the console of a headless peer (``carolus host|join --ai``) ----------------------------------------------------

MAX_TYPED = 4096
"""Bytes read of one typed line at most (the rest of a longer one is read as further lines, each cut to size)."""


def console_line(event: Event) -> str | None:
    """How a console prints a chat event: ``[chat] NAME: text``, every control character escaped; None for others."""
    if event.kind != "chat" or event.code:
        return None
    return f"[chat] {console(event.data.get('name', '?'))}: {console(event.data.get('text', ''))}"


def read_console(stream: Any, say: Callable[[str], None]) -> threading.Thread:
    """Every line typed on ``stream`` said as chat (``say`` runs in this reader's thread: it must hand the line to
    the socket thread, ``Node.call``), until the stream ends; in a daemon thread, so it never keeps a game open."""

    def read() -> None:
        while True:
            try:
                line = stream.readline(MAX_TYPED)
            except (OSError, ValueError, UnicodeDecodeError):
                return
            if not line:
                return
            if isinstance(line, bytes):
                line = line.decode("utf-8", "replace")
            if normalise(line):
                say(line)

    thread = threading.Thread(target=read, name="carolus-chat-console", daemon=True)
    thread.start()
    return thread
