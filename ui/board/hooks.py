"""What the board asks of an optional rule, and where the window lends its answers.

The board is a leaf of the window: it imports no other window module, so it
never names a variant and never reaches for the window's registry. A
variant's part of the board (its title and line in the legend, its task in
the ring's centre, its section of the variant panel) is a ``BoardVariant``;
the window's hook of a variant (``carolus.ui.variants.WindowVariant``)
extends it, and ``carolus.ui`` lends the window's registry here with
``lend`` when it is imported. Without a lent registry (or for a name it does
not hold) a variant shows its record name and nothing else.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, ClassVar

if TYPE_CHECKING:
    from carolus.engine.view import GameView

    from .variant_item import VariantPanel


class BoardVariant:
    """A variant as the board shows it; the defaults show nothing of it but its record name."""

    name: ClassVar[str] = ""
    panel_rank: ClassVar[int] = 100
    """Where its section sits in the board's variant panel, top to bottom (lower first)."""
    phase: ClassVar[str] = ""
    """The turn's phase of its own (the engine's ``Variant.phase``), whose task ``task``/``activity`` word."""

    def title(self) -> str:
        """Its name as the New game dialog, the legend and the rules help give it."""
        return self.name

    def line(self) -> str:
        """One line on what the rule changes."""
        return ""

    def crown_task(self) -> str | None:
        """The status line's task while a crown's colour is chosen, or None for the standard words."""
        return None

    def centre_crown_task(self) -> str | None:
        """The same task in the ring's centre, in fewer words, or None for the standard words."""
        return None

    def task(self) -> str:
        """Its phase's task as advice to whoever acts (status line), lower case, an aside in brackets."""
        return self.phase

    def activity(self) -> str:
        """What someone not at this screen does in its phase, with ``{round}`` and ``{name}`` to fill."""
        return "{round} — {name}: " + self.phase

    def lay_section(self, panel: VariantPanel, view: GameView, y: float) -> float:
        """Lay out its section of the variant panel from ``y``; returns the y under it (nothing: ``y``)."""
        return y


class RecordName(BoardVariant):
    """A name with no hook (a record's, a puzzle's): shown by its record name, with nothing else."""

    def __init__(self, name: str) -> None:
        self.record_name = name

    def title(self) -> str:
        return self.record_name


_lent: Mapping[str, BoardVariant] = {}


def lend(variants: Mapping[str, BoardVariant]) -> None:
    """Show the variants of ``variants`` (the window's registry, by record name; read live, so a hook registered
    later shows too)."""
    global _lent
    _lent = variants


def variant_of(name: str) -> BoardVariant:
    """The hook of ``name``; a name with none shows its record name."""
    return _lent.get(name) or RecordName(name)


def phase_owner(phase: str) -> BoardVariant | None:
    """The hook of the variant whose own phase ``phase`` is, or None (a standard phase)."""
    return next((hook for hook in _lent.values() if hook.phase and hook.phase == phase), None)
