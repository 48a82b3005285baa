"""How long the LAN host waits before it acts: one frozen ``Timers``, today's values by default.

The host's door makes newcomers wait after a flood (``door``), its watch gives a stranger's CURVE handshake and a
seated player's probe their time (``watch``), and the lobby gives the joiners the deal's time to commit
(``host_lobby``). ``HostSetup.timers`` hands them down to ``HostNode`` and ``HostCore``; real-socket tests pass
short ones (``carolus host --timers deal_s=1``, a hidden option) instead of waiting real seconds. The grace period
is the host's player's own choice (``HostSetup.grace``, ``--grace``), not one of these.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace

from .door import NEWCOMER_QUIET_S, NEWCOMER_WAIT_MAX_S, NEWCOMER_WAIT_S
from .limits import Backoff
from .protocol_types import DEAL_S
from .watch import HANDSHAKE_S, PROBE_S, SEATED_SILENT_S


@dataclass(frozen=True)
class Timers:
    """The host's waits, in seconds."""

    deal_s: float = DEAL_S
    """A joiner that has not committed to the deal this long after the start is dropped and the deal begins again."""
    newcomer_wait_s: float = NEWCOMER_WAIT_S
    """Newcomers' first wait at the door after a flood from one of them was cut (doubling while floods come back)."""
    newcomer_wait_max_s: float = NEWCOMER_WAIT_MAX_S
    """The longest wait at the door."""
    newcomer_quiet_s: float = NEWCOMER_QUIET_S
    """After this long without a flood the next wait starts again from ``newcomer_wait_s``."""
    handshake_s: float = HANDSHAKE_S
    """A connection to the game port must finish its CURVE handshake within this (libzmq's and the watch's)."""
    probe_s: float = PROBE_S
    """A seated player the watch suspects of an endless message must answer its probe within this."""
    seated_silent_s: float = SEATED_SILENT_S
    """A seated player silent this long while the host's memory grew is cut (see ``watch``)."""

    def door_wait(self) -> Backoff:
        """The wait at the door after a flood was cut: for newcomers, and for a seat's token whose connection
        flooded (``door.Door``)."""
        return Backoff(self.newcomer_wait_s, self.newcomer_wait_max_s, self.newcomer_quiet_s)

    @classmethod
    def parse(cls, text: str) -> Timers:
        """``deal_s=1,handshake_s=0.5``: today's values but those named. ValueError for a name that is none of
        these or a value that is not a positive number of seconds."""
        names = {f.name for f in fields(cls)}
        given: dict[str, float] = {}
        for item in filter(None, (part.strip() for part in text.split(","))):
            name, _, value = item.partition("=")
            name = name.strip()
            if name not in names:
                raise ValueError(f"no timer {name!r}; choose from {', '.join(sorted(names))}")
            seconds = float(value)
            if not seconds > 0:
                raise ValueError(f"{name} must be a positive number of seconds, not {value.strip()!r}")
            given[name] = seconds
        return replace(cls(), **given)
