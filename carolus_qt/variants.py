"""The optional rules (docs/rules.md §10 to §15), each a small piece the state consults.

A piece says which decision points of a turn it changes by defining the
matching method; ``Rules`` keeps, per point, the one piece that does (the
combinations docs/rules.md §10 allows never give a point two owners):

- ``placeable(state, p, have)``: how many knights p can place (jokers);
- ``on_turn_start(state)``: after the knights to place are counted (early dice);
- ``on_refill(state)``: after the emperor's region is resolved (dice, crowns, piles);
- ``on_next_die(state)``: the next die of a refill (free choice, early faces);
- ``on_crown(state, p)``: a crown was rolled (a joker instead of a name);
- ``on_refill_done(state)``: the refill is over (the swap);
- ``on_chance(state, face)``: a die this piece asked for (pile and early dice);
- ``legal``/``check``/``apply``: the actions of the piece's own ``phase``;
- ``block_size(rules)`` and ``code_kind``: the action codes the piece adds
  (numbered after the standard ones by ``codes.number``) and their phase.

The pieces reach into the state's lists: they are part of the engine.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from .codes import PLACE_SHAPE, Code, Colour, Phase
from .constants import CHANCE, COLOURS, CROWN, CROWN_PHASE, MOVE, NUM_COLOURS, PILE, PLACE, SWAP, VARIANTS
from .errors import IllegalActionError

if TYPE_CHECKING:
    from .rules import Rules
    from .state import State


class Variant:
    """One optional rule: its record name, one line on what it changes, and its hooks."""

    name: ClassVar[str] = ""
    summary: ClassVar[str] = ""
    phase: ClassVar[int] = -1
    """The phase this piece adds (``PILE``, ``SWAP``), -1 for none."""
    code_kind: ClassVar[Phase] = -1
    """The phase of the action codes this piece adds (its own ``phase``, or ``PLACE`` for jokers)."""
    placeable = None
    on_turn_start = None
    on_refill = None
    on_next_die = None
    on_crown = None
    on_refill_done = None

    def block_size(self, rules: Rules) -> int:
        """How many action codes this piece adds to a game of ``rules`` (0: none)."""
        return 0

    def start(self, rules: Rules) -> Code:
        """The first code of this piece's block in a game of ``rules``."""
        block = rules.codes.block(self.name)
        assert block is not None, f"{self.name} adds no actions"
        return block.start

    @property
    def index(self) -> int:
        return VARIANTS.index(self.name)

    def __repr__(self) -> str:
        return f"<variant {self.name}>"


def _any_supply(state: State) -> bool:
    s = state.supply
    return bool(s[0] or s[1] or s[2] or s[3] or s[4])


class FreeDraw(Variant):
    name = "free-draw"
    summary = "No dice: every knight you would roll for is a colour you choose."

    def on_refill(self, state: State) -> None:
        state.dice_left = state.placed
        state._after_die()

    def on_next_die(self, state: State) -> None:
        state.dice_left -= 1
        if _any_supply(state):
            state.phase = CROWN_PHASE
            state.to_act = state.action_order[state.turn_idx]
        else:  # an empty supply gives nothing
            state.dice_left = 0
            state._refill_done()


class Piles(Variant):
    """Codes: take pile i whole -> start + i; take from pile i the colours of ``take_vectors(k)[j]``
    -> start + piles + i * len(take_vectors(k)) + j (k: knights per turn)."""

    name = "piles"
    summary = "Open piles of knights replace the refill dice: take one pile instead of rolling."
    phase = PILE
    code_kind = PILE

    def __init__(self) -> None:
        self._vectors: dict[int, tuple[tuple[int, ...], ...]] = {}
        self._vector_index: dict[int, dict[tuple[int, ...], int]] = {}

    def take_vectors(self, k: int) -> tuple[tuple[int, ...], ...]:
        """Every way to take k knights by colour (counts per colour), in a fixed order."""
        if k not in self._vectors:
            self._vectors[k] = vectors = sub_vectors(k, k)
            self._vector_index[k] = {v: j for j, v in enumerate(vectors)}
        return self._vectors[k]

    def block_size(self, rules: Rules) -> int:
        return rules.num_piles * (1 + len(self.take_vectors(rules.per_turn)))

    def code(self, rules: Rules, i: int, vector: tuple[int, ...] | None = None) -> Code:
        """Take pile i whole (``vector`` None), or from it the knights ``vector`` counts per colour."""
        start = self.start(rules)
        if vector is None:
            return start + i
        k = rules.per_turn
        self.take_vectors(k)
        m = len(self._vectors[k])
        return start + rules.num_piles + i * m + self._vector_index[k][tuple(vector)]

    def on_refill(self, state: State) -> None:
        state.phase = PILE
        state.to_act = state.action_order[state.turn_idx]

    @staticmethod
    def pile(state: State, i: int) -> list[int]:
        return state.piles[5 * i : 5 * i + 5]

    def decode(self, state: State, code: Code) -> tuple[int, tuple[int, ...] | None]:
        """(pile index, colours taken per colour, or None for the whole pile)."""
        rules = state.rules
        first_take = self.start(rules) + rules.num_piles
        if code < first_take:
            return code - self.start(rules), None
        vectors = self.take_vectors(rules.per_turn)
        i, j = divmod(code - first_take, len(vectors))
        return i, vectors[j]

    def legal(self, state: State) -> list[Code]:
        rules = state.rules
        k = rules.per_turn
        whole: list[int] = []
        takes: list[int] = []
        for i in range(rules.num_piles):
            pile = self.pile(state, i)
            if sum(pile) <= k:
                whole.append(self.code(rules, i))
            else:
                takes.extend(sorted(self.code(rules, i, v) for v in _bounded(pile, k, 0)))
        return whole + takes

    def check(self, state: State, code: int) -> None:
        i, vector = self.decode(state, code)
        k = state.rules.per_turn
        pile = self.pile(state, i)
        if vector is None:
            if sum(pile) > k:
                raise IllegalActionError(
                    f"pile {i} holds {sum(pile)} knights: take {k} of them",
                    "pile-take-part",
                    pile=i,
                    holds=sum(pile),
                    take=k,
                )
        else:
            if sum(pile) <= k:
                raise IllegalActionError(
                    f"pile {i} holds {sum(pile)} knights: take it whole", "pile-take-whole", pile=i, holds=sum(pile)
                )
            for c in range(5):
                if vector[c] > pile[c]:
                    raise IllegalActionError(
                        f"pile {i} holds {pile[c]} {COLOURS[c]}, not {vector[c]}",
                        "pile-colour-short",
                        pile=i,
                        holds=pile[c],
                        colour=COLOURS[c],
                    )

    def apply(self, state: State, code: int) -> None:
        i, vector = self.decode(state, code)
        p = state.to_act
        b = 5 * i
        piles = state.piles
        for c in range(5):
            have = piles[b + c]
            take = have if vector is None else vector[c]
            state.reserve[5 * p + c] += take
            state.supply[c] += have - take
            piles[b + c] = 0
        k = state.rules.per_turn
        state.pile_queue = [j for j in range(state.rules.num_piles) if j != i] + [i] * k
        self._next(state)

    def _next(self, state: State) -> None:
        if state.pile_queue and _any_supply(state):
            state.phase = CHANCE
            state.chance_piece = self
            state.to_act = -1
        else:  # the whole supply is empty: no die is rolled, the piles stay short
            state.pile_queue = []
            state.chance_piece = None
            state.to_act = state.action_order[state.turn_idx]
            state._refill_done()

    def on_chance(self, state: State, face: int) -> None:
        supply = state.supply
        if face == CROWN or not supply[face]:
            return  # rolled again
        supply[face] -= 1
        state.piles[5 * state.pile_queue.pop(0) + face] += 1
        self._next(state)


def sub_vectors(counts_limit: int, total: int, parts: int = NUM_COLOURS) -> tuple[tuple[int, ...], ...]:
    """Every vector of ``parts`` non-negative ints summing to ``total`` (colour multisets), in a fixed order."""
    if parts == 1:
        return ((total,),) if total <= counts_limit else ()
    out: list[tuple[int, ...]] = []
    for k in range(min(total, counts_limit), -1, -1):
        for tail in sub_vectors(counts_limit, total - k, parts - 1):
            out.append((k, *tail))
    return tuple(out)


def _bounded(pile: list[int], total: int, start: int) -> list[tuple[int, ...]]:
    """Every way to take ``total`` knights from ``pile[start:]`` (counts per colour)."""
    if start == 4:
        return [(total,)] if total <= pile[4] else []
    out = []
    for k in range(min(total, pile[start]), -1, -1):
        out.extend((k, *tail) for tail in _bounded(pile, total - k, start + 1))
    return out


class DeferredJokers(Variant):
    """Codes: place a joker named colour c on d -> a place-shaped block (``codes.place(c, d, start)``)."""

    name = "deferred-jokers"
    summary = "A crown is kept as a joker and named only when placed."
    code_kind = PLACE

    def block_size(self, rules: Rules) -> int:
        return PLACE_SHAPE

    def placeable(self, state: State, p: int, have: int) -> int:
        return have + state.jokers[p] if _any_supply(state) else have

    def on_crown(self, state: State, p: int) -> None:
        state.jokers[p] += 1
        state._after_die()


class FreeColour(Variant):
    """Codes: change a knight just taken from c1 to c2 -> start + 5 * c1 + c2; keep them all -> start + 25."""

    name = "free-colour"
    summary = "After a refill without a crown, you may change one knight just taken into another colour."
    phase = SWAP
    code_kind = SWAP

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

    def on_refill_done(self, state: State) -> None:
        if state.taken and not state.crown_seen:
            state.phase = SWAP
            state.to_act = state.action_order[state.turn_idx]
            return
        state.taken = []
        state.crown_seen = False
        state._end_turn()

    def legal(self, state: State) -> list[Code]:
        rules = state.rules
        out = [
            self.code(rules, c1, c2)
            for c1 in sorted(set(state.taken or ()))
            for c2 in range(5)
            if c2 != c1 and state.supply[c2]
        ]
        out.append(self.keep(rules))
        return out

    def check(self, state: State, code: Code) -> None:
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

    def apply(self, state: State, code: Code) -> None:
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
        state._end_turn()


class EarlyRoll(Variant):
    name = "early-roll"
    summary = "The refill dice are rolled at the start of your turn, for all to see; knights come at its end."

    def on_turn_start(self, state: State) -> None:
        state.rolled = []
        state.dice_left = state.to_place
        if state.dice_left:
            state.phase = CHANCE
            state.chance_piece = self
            state.to_act = -1
        else:
            state.phase = MOVE

    def on_chance(self, state: State, face: int) -> None:
        state.rolled.append(face)
        state.dice_left -= 1
        if not state.dice_left:
            state.chance_piece = None
            state.to_act = state.action_order[state.turn_idx]
            state.phase = PLACE if state.to_place else MOVE

    def on_refill(self, state: State) -> None:
        state.dice_left = len(state.rolled)
        if state.dice_left:
            self.on_next_die(state)
        else:
            state._refill_done()

    def on_next_die(self, state: State) -> None:
        state._roll(state.rolled[0])


PIECES: dict[str, Variant] = {
    piece.name: piece for piece in (FreeDraw(), Piles(), DeferredJokers(), FreeColour(), EarlyRoll())
}
"""Every optional rule by record name, in the order of docs/rules.md §10."""
