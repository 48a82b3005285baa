"""What the emperor would do on a region: the engine's answer, as data.

``State.outcome`` gives it for the view (hover preview), the AI and the hint,
so none of them re-derives docs/rules.md §6.
"""

from __future__ import annotations

from typing import Literal, NamedTuple


class Outcome(NamedTuple):
    """What happens if the emperor stops on a region now.

    A named tuple, not a frozen dataclass: the planner asks for one per plan it judges, and a tuple is made
    several times faster."""

    kind: Literal["build", "takeover", "nothing"]
    """What the emperor does there."""
    side: int = -1
    """The side that builds or takes over."""
    castles: int = 0
    """Castles put in (a takeover may be short: the castle shortfall, docs/rules.md §6)."""
    from_side: int = -1
    """The side that loses its castles (takeover)."""
    wins: bool = False
    """The castles put in are the side's last: it wins at once."""
    reason: Literal["", "tie", "uncontrolled", "empty", "held"] = ""
    """Why nothing happens (docs/rules.md §6), for the window to word: ``tie`` (sides share the top),
    ``uncontrolled`` (knights there, but nobody controls their colours), ``empty`` (no knights, no castles),
    ``held`` (the leader already owns the castles there); empty for a build or a takeover."""

    def describe(self) -> str:
        if self.kind == "build":
            return f"side {self.side} builds a castle"
        if self.kind == "takeover":
            return f"side {self.side} takes {self.castles} castle(s) from side {self.from_side}"
        return f"nothing happens ({self.reason})" if self.reason else "nothing happens"
