"""What the protocol cores share: outgoing messages, events for the user, timing."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

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
    window words it in the player's language (``carolus.ui.net_words``); an event without a code is a diagnostic for the
    console only.
    """

    kind: str
    """log, joined, lobby, started, applied, refused, status, desync, over, rejected, lost, standin, withheld."""
    text: str = ""
    data: dict[str, Any] = field(default_factory=dict)
    at: float = field(default_factory=time.perf_counter)
    """When it happened (perf_counter), for the latency benchmark."""
    code: str = ""
    """What happened, for the window (``carolus.ui.net_words.CODES`` words every one); "" for diagnostics."""
