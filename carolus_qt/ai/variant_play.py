"""How the AI plays the decisions the built-in variants add (docs/rules.md §12 to §14), one hook class each.

Registered by variant name in ``variant_hooks``; ``ai/__init__.py`` imports
this module so the hooks are in place before any player asks for them.
"""

from __future__ import annotations

from typing import cast

from ..actions import from_code
from ..codes import Code
from ..constants import PLACE
from ..state import State
from ..variants.deferred_jokers import joker_colours, name_joker
from ..variants.free_colour import FreeColour
from ..variants.piles import Piles
from .plans import Plan, _court_need, turn_plans
from .sums import ordered_sum
from .variant_hooks import VariantAI, register


class PilesAI(VariantAI):
    """Piles (§12): the pile whose knights help the taker's court fights most."""

    name = "piles"
    die_kind = "pile"

    def ranked(self, state: State) -> list[Code]:
        """Pile choices, best first: the knights gained, each weighted by how much it helps the taker's court fight."""
        piece = cast(Piles, state.rules.phase_piece[state.phase])  # this hook's variant owns the phase
        scored = []
        for code in state.legal_actions():
            i, vector = piece.decode(state, code)
            gained = vector if vector is not None else piece.pile(state, i)
            scored.append((ordered_sum(gained[c] * (1.0 + _court_need(state, c)) for c in range(5)), -code, code))
        scored.sort(reverse=True)
        return [code for _, _, code in scored]

    def reason(self, state: State, code: Code) -> str:
        return f"takes pile {from_code(state, code).pile}: the knights that help its court fights most"


class DeferredJokersAI(VariantAI):
    """Deferred jokers (§13): each joker is named the colour the court fight needs most, then planned as a
    knight."""

    name = "deferred-jokers"

    def add_coming(self, state: State, reserve: list[int]) -> None:
        """A joker in reserve can be any colour."""
        for p in range(state.n):
            wild = state.jokers[p]
            if wild:
                for c in range(5):
                    reserve[5 * p + c] += wild

    def turn_plans(
        self, state: State, keep: int, deadline: float | None, court_keep: int | None, defend_keep: int
    ) -> list[Plan] | None:
        if state.phase == PLACE and state.jokers[state.to_act]:
            return _joker_plans(state, keep, deadline, court_keep, defend_keep)
        return None


def _joker_plans(
    state: State, keep: int, deadline: float | None, court_keep: int | None, defend_keep: int
) -> list[Plan]:
    """Plans with jokers (deferred-jokers): each joker is first named the colour the court fight needs
    most, the turn is planned as if they were knights, and knights beyond the real reserve are played
    as jokers."""
    p = state.to_act
    virtual = state.clone()
    while virtual.jokers[p] and joker_colours(virtual):
        name_joker(virtual, p, max(joker_colours(virtual), key=lambda c: _court_need(virtual, c)))
    virtual.jokers[p] = 0  # the rest can no longer be named: the supply is empty
    virtual.to_place = min(state.to_place, state.placed + virtual.placeable_count(p))
    numbering = state.rules.codes
    out = []
    for plan in turn_plans(virtual, keep, deadline, court_keep, defend_keep):
        real = state.reserve_of(p)
        codes = []
        for code in plan.codes:
            placement = numbering.placement(code)
            if placement is not None:
                c = placement[0]
                if real[c]:
                    real[c] -= 1
                else:
                    code = numbering.as_joker(code)
            codes.append(code)
        out.append(Plan(tuple(codes), plan.value))
    return out


class FreeColourAI(VariantAI):
    """Free colour (§14): change the knight whose colour helps least into the one that helps most, or keep them."""

    name = "free-colour"
    refill_choice = True

    def quick(self, state: State) -> Code:
        """Keep the knights as they came (a guess, but cheap)."""
        return state.legal_actions()[-1]

    def ranked(self, state: State) -> list[Code]:
        """Swap choices, best first: keeping them all, or changing the colour that helps least into one that helps
        more."""
        piece = cast(FreeColour, state.rules.phase_piece[state.phase])  # this hook's variant owns the phase
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


class EarlyRollAI(VariantAI):
    """Early roll (§15): the knights rolled at the turn's start are as good as in the reserve."""

    name = "early-roll"
    die_kind = "early"

    def add_coming(self, state: State, reserve: list[int]) -> None:
        """The early faces count for the player whose turn it is; a crown among them can be any colour."""
        if state.rolled:
            p = state.action_order[state.turn_idx]
            for face in state.rolled:
                if face < 5:
                    reserve[5 * p + face] += 1
                else:
                    for c in range(5):
                        reserve[5 * p + c] += 1


register(PilesAI())
register(DeferredJokersAI())
register(FreeColourAI())
register(EarlyRollAI())
