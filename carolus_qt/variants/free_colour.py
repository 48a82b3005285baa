"""Free colour (docs/rules.md §14): after a refill without a crown, change one knight just taken.

Codes: change a knight just taken from c1 to c2 -> start + 5 * c1 + c2; keep
them all -> start + 25. The record writes ``{"type": "swap", "from": c1,
"to": c2}``, or ``{"type": "swap"}`` to keep them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..codes import Code, Colour
from ..constants import COLOUR_INDEX, COLOURS, NUM_COLOURS, SWAP
from ..errors import IllegalActionError
from .base import Turn, Variant

if TYPE_CHECKING:
    from ..actions import Action
    from ..rules import Rules


class FreeColour(Variant):
    name = "free-colour"
    summary = "After a refill without a crown, you may change one knight just taken into another colour."
    phase = SWAP
    code_kind = SWAP
    record_types = ("swap",)
    needed_reason = "a swap is only part of the free-colour variant"

    def block_size(self, rules: Rules) -> int:
        return NUM_COLOURS * NUM_COLOURS + 1

    def code(self, rules: Rules, source: Colour, to: Colour) -> Code:
        """Change one knight just taken from ``source`` into ``to``."""
        return self.start(rules) + NUM_COLOURS * source + to

    def keep(self, rules: Rules) -> Code:
        """Keep the knights taken as they are."""
        return self.start(rules) + NUM_COLOURS * NUM_COLOURS

    def parts(self, rules: Rules, code: Code) -> tuple[Colour, Colour] | None:
        """(source, to) of a swap code, None for keeping them."""
        if code == self.keep(rules):
            return None
        return divmod(code - self.start(rules), NUM_COLOURS)

    def to_code(self, state: Turn, action: Action) -> Code:
        if action.source is None and action.to is None:
            return self.keep(state.rules)
        to = action.to if isinstance(action.to, str) else None
        return self.code(state.rules, _colour(action.source), _colour(to))

    def from_code(self, state: Turn, code: Code) -> dict[str, object]:
        parts = self.parts(state.rules, code)
        if parts is None:
            return {"type": "swap", "player": state.to_act}
        return {"type": "swap", "player": state.to_act, "from": COLOURS[parts[0]], "to": COLOURS[parts[1]]}

    def view_fields(self, state: Turn) -> dict[str, object]:
        return {"taken": tuple(state.taken or ())}

    def on_refill_done(self, state: Turn) -> None:
        if state.taken and not state.crown_seen:
            state.await_player(SWAP)
            return
        state.taken = []
        state.crown_seen = False
        state.end_turn()

    def legal(self, state: Turn) -> list[Code]:
        rules = state.rules
        out = [
            self.code(rules, c1, c2)
            for c1 in sorted(set(state.taken or ()))
            for c2 in range(5)
            if c2 != c1 and state.supply[c2]
        ]
        out.append(self.keep(rules))
        return out

    def check(self, state: Turn, code: Code) -> None:
        parts = self.parts(state.rules, code)
        if parts is None:
            return
        c1, c2 = parts
        if c1 not in (state.taken or ()):
            raise IllegalActionError(f"no {COLOURS[c1]} knight was just taken", "swap-not-taken", colour=COLOURS[c1])
        if c1 == c2:
            raise IllegalActionError(
                f"a swap changes {COLOURS[c1]} into another colour", "swap-same", colour=COLOURS[c1]
            )
        if not state.supply[c2]:
            raise IllegalActionError(
                f"no {COLOURS[c2]} knight is left in the supply", "supply-empty", colour=COLOURS[c2]
            )

    def apply(self, state: Turn, code: Code) -> None:
        parts = self.parts(state.rules, code)
        if parts is not None:
            c1, c2 = parts
            b = 5 * state.to_act
            state.reserve[b + c1] -= 1
            state.supply[c1] += 1
            state.supply[c2] -= 1
            state.reserve[b + c2] += 1
        state.taken = []
        state.crown_seen = False
        state.end_turn()


def _colour(name: str | None) -> Colour:
    if name not in COLOUR_INDEX:
        raise IllegalActionError(f"unknown colour {name!r}", "unknown-colour", colour=str(name))
    return COLOUR_INDEX[name]
