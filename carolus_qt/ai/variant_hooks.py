"""The AI's side of the variants: what a variant's AI hook may decide, and the hooks by variant name.

The engine's variant (``carolus_qt/variants/``) says what is legal; its AI hook
(``variant_play.py``) says which legal choice the AI prefers, why, and how a
turn is planned when the variant changes that. The greedy player, the
planner and the search ask ``phase_hook``/``variant_plans`` here instead of
naming variants, so a new variant touches ai/ in one hook class plus one
``register`` line. This module imports no planner: ``plans.py`` asks it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from ..codes import Code
from ..state import State

if TYPE_CHECKING:
    from .plans import Plan


class VariantAI:
    """The AI's choices at the phase of the variant named ``name`` (its engine piece's ``phase``)."""

    name: ClassVar[str] = ""
    die_kind: ClassVar[str] = "refill"
    """The kind of a die this variant asks for, as the luck report names it (``luck.LuckEvent.kind``)."""
    refill_choice: ClassVar[bool] = False
    """Its phase is the roller's choice inside a refill: the luck report weighs it at the roller's best."""

    def ranked(self, state: State) -> list[Code]:
        """The legal choices of the player to act, best first (the search tries the first few at its root)."""
        raise NotImplementedError

    def best(self, state: State) -> Code:
        """The choice the greedy player makes, and the search's playouts."""
        return self.ranked(state)[0]

    def quick(self, state: State) -> Code:
        """A cheap guess at the choice (the luck report's sampled continuations); the greedy one by default."""
        return self.best(state)

    def reason(self, state: State, code: Code) -> str:
        """Why ``code``, in one English line (the AI's explanation)."""
        return ""

    def add_coming(self, state: State, reserve: list[int]) -> None:
        """Add to ``reserve`` (5 per seat) what this variant makes as good as in reserve for a court fight."""

    def turn_plans(
        self, state: State, keep: int, deadline: float | None, court_keep: int | None, defend_keep: int
    ) -> list[Plan] | None:
        """The plans for the rest of the turn when this variant changes how it is planned, else None
        (``plans.turn_plans`` plans it as a standard turn)."""
        return None


HOOKS: dict[str, VariantAI] = {}
"""The AI hook of each variant that adds a decision of its own, by variant name."""


def register(hook: VariantAI) -> None:
    """Add a variant's AI hook (one line per variant in ``variant_play.py``; a test's made-up variant too)."""
    HOOKS[hook.name] = hook


def unregister(name: str) -> None:
    """Remove a hook added by ``register`` (a test cleans up after itself)."""
    HOOKS.pop(name, None)


def variant_plans(
    state: State, keep: int, deadline: float | None, court_keep: int | None, defend_keep: int
) -> list[Plan] | None:
    """The plans of the first variant in play whose hook plans this turn its own way, else None."""
    for piece in state.rules.pieces:
        hook = HOOKS.get(piece.name)
        if hook is not None:
            planned = hook.turn_plans(state, keep, deadline, court_keep, defend_keep)
            if planned is not None:
                return planned
    return None


def add_coming(state: State, reserve: list[int]) -> None:
    """Every variant in play adds what it makes as good as in reserve (``evaluate.coming_reserve``)."""
    for piece in state.rules.pieces:
        hook = HOOKS.get(piece.name)
        if hook is not None:
            hook.add_coming(state, reserve)


def refill_choice(state: State) -> VariantAI | None:
    """The hook of a variant whose phase, now, is the roller's choice inside a refill, else None."""
    hook = phase_hook(state)
    return hook if hook is not None and hook.refill_choice else None


def die_kind(state: State) -> str:
    """The luck report's kind of the die ``state`` waits for: ``refill``, or its variant's (``pile``, ``early``)."""
    piece = state.chance_piece
    hook = None if piece is None else HOOKS.get(piece.name)
    return "refill" if hook is None else hook.die_kind


def phase_hook(state: State) -> VariantAI | None:
    """The AI hook deciding at ``state``'s phase when a variant added that phase, else None."""
    piece = state.rules.phase_piece.get(state.phase)
    return None if piece is None else HOOKS.get(piece.name)
