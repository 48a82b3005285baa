"""The AI's side of the variants: how it decides at a decision a variant adds (docs/rules.md §10 to §15).

The engine's variant (``carolus_qt/variants/``) says what is legal; its AI hook
here says which legal choice the AI prefers and why. The greedy player, the
search's root and its playouts ask ``phase_hook`` instead of naming variants,
so a new variant with a phase of its own touches ai/ in one hook class plus
one ``register`` line.
"""

from __future__ import annotations

from typing import ClassVar

from ..actions import from_code
from ..codes import Code
from ..state import State
from .plans import _court_need


class VariantAI:
    """The AI's choices at the phase of the variant named ``name`` (its engine piece's ``phase``)."""

    name: ClassVar[str] = ""

    def ranked(self, state: State) -> list[Code]:
        """The legal choices of the player to act, best first (the search tries the first few at its root)."""
        raise NotImplementedError

    def best(self, state: State) -> Code:
        """The choice the greedy player makes, and the search's playouts."""
        return self.ranked(state)[0]

    def reason(self, state: State, code: Code) -> str:
        """Why ``code``, in one English line (the AI's explanation)."""
        return ""


class PilesAI(VariantAI):
    """Piles (§12): the pile whose knights help the taker's court fights most."""

    name = "piles"

    def ranked(self, state: State) -> list[Code]:
        """Pile choices, best first: the knights gained, each weighted by how much it helps the taker's court fight."""
        piece = state.rules.phase_piece[state.phase]
        scored = []
        for code in state.legal_actions():
            i, vector = piece.decode(state, code)
            gained = vector if vector is not None else piece.pile(state, i)
            scored.append((sum(gained[c] * (1.0 + _court_need(state, c)) for c in range(5)), -code, code))
        scored.sort(reverse=True)
        return [code for _, _, code in scored]

    def reason(self, state: State, code: Code) -> str:
        return f"takes pile {from_code(state, code).pile}: the knights that help its court fights most"


class FreeColourAI(VariantAI):
    """Free colour (§14): change the knight whose colour helps least into the one that helps most, or keep them."""

    name = "free-colour"

    def ranked(self, state: State) -> list[Code]:
        """Swap choices, best first: keeping them all, or changing the colour that helps least into one that helps
        more."""
        piece = state.rules.phase_piece[state.phase]
        keep = piece.keep(state.rules)
        scored = [(0.0, 1, keep)]
        for code in state.legal_actions():
            parts = piece.parts(state.rules, code)
            if parts is not None:
                c1, c2 = parts
                scored.append((_court_need(state, c2) - _court_need(state, c1), 0, code))
        scored.sort(reverse=True)
        return [code for _, _, code in scored]

    def reason(self, state: State, code: Code) -> str:
        action = from_code(state, code)
        if action.source is None:
            return "keeps the knights taken: no other colour would help its court fights more"
        return f"changes a {action.source} knight into {action.to}: the colour its court fights need more"


HOOKS: dict[str, VariantAI] = {}
"""The AI hook of each variant that adds a decision of its own, by variant name."""


def register(hook: VariantAI) -> None:
    """Add a variant's AI hook (one line per variant below; a test's made-up variant calls it too)."""
    HOOKS[hook.name] = hook


def unregister(name: str) -> None:
    """Remove a hook added by ``register`` (a test cleans up after itself)."""
    HOOKS.pop(name, None)


register(PilesAI())
register(FreeColourAI())


def phase_hook(state: State) -> VariantAI | None:
    """The AI hook deciding at ``state``'s phase when a variant added that phase, else None."""
    piece = state.rules.phase_piece.get(state.phase)
    return None if piece is None else HOOKS.get(piece.name)
