"""Piles (docs/rules.md §12): open piles of knights replace the refill dice.

Codes: take pile i whole -> start + i; take from pile i the knights counted
per colour by ``take_vectors(k)[j]`` -> start + piles + i * len(take_vectors(k)) + j
(k: knights per turn). The record writes ``{"type": "pile", "pile": i}``,
with ``"take": [colours]`` from a pile holding more than k.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, ClassVar, cast

from ..chance import SeedStream
from ..codes import Code, Face
from ..constants import COLOUR_INDEX, COLOURS, CROWN, NUM_COLOURS, NUM_PROVINCES, PILE, SIZES
from ..errors import IllegalActionError, SetupError, UnsupportedVariantError
from .base import Turn, Variant, any_supply

if TYPE_CHECKING:
    from ..actions import Action
    from ..rules import Rules

_Piles = tuple[tuple[int, ...], ...]
"""The open piles as ``setup_data`` gives them: knights per colour, pile 0 first."""


class Piles(Variant):
    name = "piles"
    summary = "Open piles of knights replace the refill dice: take one pile instead of rolling."
    phase = PILE
    code_kind = PILE
    record_types = ("pile",)
    companions = frozenset({"deferred-jokers"})
    needed_reason = "taking a pile is only part of the piles variant"

    def __init__(self) -> None:
        self._vectors: dict[int, tuple[tuple[int, ...], ...]] = {}
        self._vector_index: dict[int, dict[tuple[int, ...], int]] = {}

    setup_keys = ("piles",)

    def combination_error(self, others: list[str]) -> UnsupportedVariantError | None:
        refused = self.refused(others)
        if not refused:
            return None
        return UnsupportedVariantError(
            f"piles replaces the refill dice and allows only deferred-jokers beside it (not {', '.join(refused)})",
            "piles-alone",
            others=tuple(refused),
        )

    def pile_count(self, players: int) -> int:
        return players + 1

    def setup_piles(
        self, raw: object, seed: str, players: int, supply: list[int], counts: Callable[[object, str], tuple[int, ...]]
    ) -> tuple[tuple[int, ...], ...]:
        piles = _dealt_piles(seed, players, supply) if raw is None else _given_piles(raw, players, counts)
        left = supply[:]
        for pile in piles:
            for c in range(NUM_COLOURS):
                left[c] -= pile[c]
                if left[c] < 0:
                    raise SetupError(f"setup piles use more {COLOURS[c]} knights than the supply holds")
        return piles

    def setup_data(
        self,
        crowns: tuple[int, ...],
        raw: object,
        seed: str,
        players: int,
        supply: list[int],
        counts: Callable[[object, str], tuple[int, ...]],
    ) -> object:
        return self.setup_piles(raw, seed, players, supply, counts) or None

    def begin(self, state: Turn, data: object) -> None:
        """The open piles' knights leave the supply."""
        state.piles[:] = [k for pile in cast(_Piles, data) for k in pile]
        for i, k in enumerate(state.piles):
            state.supply[i % 5] -= k

    def written_setup(self, data: object) -> dict[str, object]:
        return {"piles": [[COLOURS[c] for c in range(5) for _ in range(pile[c])] for pile in cast(_Piles, data)]}

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
        m = len(self.take_vectors(k))
        return start + rules.num_piles + i * m + self._vector_index[k][tuple(vector)]

    def decode(self, state: Turn, code: Code) -> tuple[int, tuple[int, ...] | None]:
        """(pile index, colours taken per colour, or None for the whole pile)."""
        rules = state.rules
        first_take = self.start(rules) + rules.num_piles
        if code < first_take:
            return code - self.start(rules), None
        vectors = self.take_vectors(rules.per_turn)
        i, j = divmod(code - first_take, len(vectors))
        return i, vectors[j]

    def to_code(self, state: Turn, action: Action) -> Code:
        i = action.pile
        if not isinstance(i, int) or not 0 <= i < state.rules.num_piles:
            raise IllegalActionError(f"there is no pile {i!r}", "no-such-pile", pile=str(i))
        if action.take is None:
            return self.code(state.rules, i)
        vector = [0] * NUM_COLOURS
        for name in action.take:
            if name not in COLOUR_INDEX:
                raise IllegalActionError(f"unknown colour {name!r}", "unknown-colour", colour=str(name))
            vector[COLOUR_INDEX[name]] += 1
        k = state.rules.per_turn
        if sum(vector) != k:
            raise IllegalActionError(
                f"take {k} knights from a pile, not {sum(vector)}", "pile-take-count", take=k, got=sum(vector)
            )
        return self.code(state.rules, i, tuple(vector))

    def from_code(self, state: Turn, code: Code) -> dict[str, object]:
        i, vector = self.decode(state, code)
        out: dict[str, object] = {"type": "pile", "player": state.to_act, "pile": i}
        if vector is not None:
            out["take"] = [COLOURS[c] for c in range(5) for _ in range(vector[c])]
        return out

    @staticmethod
    def pile(state: Turn, i: int) -> list[int]:
        return state.piles[5 * i : 5 * i + 5]

    view_empty: ClassVar[dict[str, object]] = {"piles": ()}
    """The open piles, knights per colour."""

    def view_fields(self, state: Turn) -> dict[str, object]:
        return {"piles": tuple(tuple(self.pile(state, i)) for i in range(state.rules.num_piles))}

    def replay_fields(self, state: Turn) -> dict[str, object]:
        return {"piles": [dict(zip(COLOURS, self.pile(state, i))) for i in range(state.rules.num_piles)]}

    def on_refill(self, state: Turn) -> None:
        state.await_player(PILE)

    def legal(self, state: Turn) -> list[Code]:
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

    def check(self, state: Turn, code: Code) -> None:
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

    def apply(self, state: Turn, code: Code) -> None:
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

    def _next(self, state: Turn) -> None:
        if state.pile_queue and any_supply(state):
            state.await_die(self)
        else:  # the whole supply is empty: no die is rolled, the piles stay short
            state.pile_queue = []
            state.refill_done()

    def on_chance(self, state: Turn, face: Face) -> None:
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
    out: list[tuple[int, ...]] = []
    for k in range(min(total, pile[start]), -1, -1):
        out.extend((k, *tail) for tail in _bounded(pile, total - k, start + 1))
    return out


def _given_piles(
    value: object, players: int, counts: Callable[[object, str], tuple[int, ...]]
) -> tuple[tuple[int, ...], ...]:
    """A record's ``setup.piles``: players + 1 lists of k colours."""
    k = SIZES[players][2]
    if not isinstance(value, list) or len(value) != players + 1:
        raise SetupError(f"setup piles must list {players + 1} piles")
    out = []
    for i, pile in enumerate(value):
        if not isinstance(pile, list) or len(pile) != k:
            raise SetupError(f"setup piles {i} must list {k} colours")
        out.append(counts(pile, f"setup piles {i}"))
    return tuple(out)


def _dealt_piles(seed: str, players: int, supply: list[int]) -> tuple[tuple[int, ...], ...]:
    """docs/rules.md §12: n+1 piles of k knights rolled from the seed after the reserves; a crown or an
    empty colour is rolled again."""
    _, reserve_size, k, _ = SIZES[players]
    stream = SeedStream(seed, "setup")
    index = NUM_PROVINCES + 1 + players * reserve_size  # the words after the seeded setup's
    supply = supply[:]
    piles = []
    for _ in range(players + 1):
        pile = [0] * 5
        for _ in range(k):
            if not any(supply):
                break
            while True:
                face = stream.below(index, 6)
                index += 1
                if face != CROWN and supply[face]:
                    break
            supply[face] -= 1
            pile[face] += 1
        piles.append(tuple(pile))
    return tuple(piles)
