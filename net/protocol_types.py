"""The protocol's shared vocabulary: outgoing messages, the events a user hears of (their declared kinds and codes),
timing."""

from __future__ import annotations

import sys
import time
from dataclasses import dataclass, field
from typing import Any

if sys.version_info >= (3, 11):
    from enum import StrEnum
else:  # Python 3.10 (pyproject's floor) has no StrEnum: the members are their values, as text, alike
    from enum import Enum

    class StrEnum(str, Enum):
        def __str__(self) -> str:
            return str(self.value)


HEARTBEAT_S = 1.0
"""Every peer says something at least this often."""
SILENT_S = 3.0
"""A peer silent this long is shown as disconnected (the issue asks for at most 5 s)."""


GRACE_S = 60.0
"""A seat whose peer is gone this long is played by the host's computer until the peer is back (``--grace``)."""
DEAL_S = 5.0
"""A joiner that has not committed to the deal this long after the start is dropped and the deal begins again."""
REPAIR_S = 1.0
"""A message owed this long is taken as lost: the host sends a catch-up, a joiner repeats its action."""
MAX_RESYNCS = 3
"""Catch-ups a peer whose digest differs from the host's recomputation gets in a game; at the next it is removed."""
MAX_DUMPS = 3
"""State dumps a process hands out in a game (one per catch-up, the first ones: they show what parted)."""


class Kind(StrEnum):
    """What sort of thing an event is (the console, the window's status and the benchmarks sort by it)."""

    LOG = "log"
    JOINED = "joined"
    LOBBY = "lobby"
    STARTED = "started"
    APPLIED = "applied"
    REFUSED = "refused"
    STATUS = "status"
    DESYNC = "desync"
    OVER = "over"
    REJECTED = "rejected"
    LOST = "lost"
    STANDIN = "standin"
    WITHHELD = "withheld"
    # chat (issue 35)
    CHAT = "chat"


class Code(StrEnum):
    """Every event a player reads: the window words each member (``carolus.ui.lan.words.WORDS``, or says it in its
    own way: ``SILENT``); the data each carries is named beside it."""

    # the lobby
    JOINED = "joined"  # name
    BACK = "back"  # name
    LEFT = "left"  # name
    LEFT_LOBBY = "left_lobby"  # name
    TOOK_OVER = "took_over"  # name, old
    REFUSED_PEER = "refused_peer"  # name, reason (a refusal code)
    WELCOME = "welcome"  # seats
    LOBBY = "lobby"  # names
    NOT_DEALT = "not_dealt"  # name
    REDEAL = "redeal"  # name
    REDEALT = "redealt"  # name: the deal starts again after every commit was in (issue 36: once at most)
    REDEALT_YOU = "redealt_you"  # count: the host deals again after we revealed our share of a deal
    REDEAL_REFUSED = "redeal_refused"  # count: ... more often than allowed (or it hid one): we take no part
    STARTED = "started"  # names
    # during the game
    SILENT = "silent"  # name
    WAITING = "waiting"  # name
    WAITING_DICE = "waiting_dice"  # name, event
    STANDIN = "standin"  # name, seconds
    STANDIN_OVER = "standin_over"  # name
    SEAT_OPEN = "seat_open"  # name: the host's player handed the seat of a peer gone past the grace period over
    ROLLED_WITHOUT = "rolled_without"  # name, event
    ROLLED_WITHOUT_YOU = "rolled_without_you"
    ACTION_REFUSED = "action_refused"  # name, reason
    MY_ACTION_REFUSED = "my_action_refused"  # reason
    DICE_BACK = "dice_back"  # name, event
    DICE_BACK_YOU = "dice_back_you"  # event
    DICE_DROPPED = "dice_dropped"  # names, mine
    WITNESS_SILENT = "witness_silent"
    ILLEGAL_ORDER = "illegal_order"
    AI_FAILED = "ai_failed"  # reason
    RESYNCED = "resynced"  # names, mine, dump
    PAUSED = "paused"  # names, mine
    REMOVED = "removed"  # name: its digests kept differing from the host's recomputation; the computer plays for it
    AUTOSAVE_FAILED = "autosave_failed"  # reason
    OVER = "over"  # digest
    # the host, seen from a joiner
    HOST_BACK = "host_back"
    HOST_LEFT = "host_left"
    HOST_LOST = "host_lost"
    # refused by the host
    REFUSED = "refused"  # reason, said
    KEY_CHANGED = "key_changed"  # key, pinned
    NEEDS_PASSWORD = "needs_password"
    BAD_EXCHANGE = "bad_exchange"
    HOST_UNPROVEN = "host_unproven"
    RULES_DIFFER = "rules_differ"
    # the lobby the host starts (issue 35, lobby35)
    READY = "ready"  # name, ready: a joiner set or cleared its ready mark
    LOBBY_LIST = "lobby_list"  # entries (name, key, ready, seats, host), players, variant, auto: everyone in the lobby
    KICKED = "kicked"  # name: the host's player removed them from the lobby
    BACK_IN_GAME = "back_in_game"  # seats: a rejoiner is back in the game under way (never "waiting for the start")
    # chat (issue 35)
    CHAT_SLOW = "chat_slow"  # dropped: the host dropped our lines, sent too fast
    # -- the direct witness (relay35) --
    WITNESS_CUT = "witness_cut"  # name: that joiner's shares reach us by no path around the host (others' do)
    # spectators (watch35)
    SPECTATOR_JOINED = "spectator_joined"  # name
    SPECTATOR_LEFT = "spectator_left"  # name
    SPECTATOR_REFUSED = "spectator_refused"  # name, reason (the sentence)
    SPECTATOR_ACTED = "spectator_acted"  # name, what: a spectator sent a message only players send (refused)
    WATCHING = "watching"  # we watch: no seat, no dice, no actions
    # rematch (watch35)
    REMATCH_OFFERED = "rematch_offered"  # name: the host's player offered everyone to play again
    REMATCH_WANTED = "rematch_wanted"  # name: a joiner would like to play again (before any offer)
    REMATCH_YES = "rematch_yes"  # name
    REMATCH_NO = "rematch_no"  # name
    REMATCH_STARTED = "rematch_started"  # the next game at this table is being dealt
    REMATCH_ASKED = "rematch_asked"  # seats, seconds: the host offers us to play again (seats rotated)


@dataclass
class Out:
    """A message to send: ``dest`` is a ROUTER identity on the host, None on a joiner."""

    dest: bytes | None
    msg: dict[str, Any]


@dataclass
class Event:
    """Something the user (console or window) should hear about.

    ``text`` is the console's English line (printed escaped, ``carolus.net.text.console``). What a player should read
    carries a stable ``code`` too, with plain data (``name``, ``names``, ``seats``, ``reason`` codes...), and the
    window words it in the player's language (``carolus.ui.lan.words``); an event without a code is a diagnostic for the
    console only.
    """

    kind: str
    """A ``Kind`` (checked)."""
    text: str = ""
    data: dict[str, Any] = field(default_factory=dict)
    at: float = field(default_factory=time.perf_counter)
    """When it happened (perf_counter), for the latency benchmark."""
    code: str = ""
    """What happened, for the window: a ``Code`` (checked; the window words every one); "" for diagnostics."""

    def __post_init__(self) -> None:
        """An undeclared kind or code is a programming error, caught where it is made, not in the window."""
        self.kind = Kind(self.kind)
        if self.code:
            self.code = Code(self.code)
