"""The rest of a turn, every way it can go: an exhaustive enumeration through the engine's legal actions.

This is the prover of the puzzles (``puzzles.py``: the turns it lists as
winning are all the winning ones) and the oracle that ``wins.winning_plan``
is checked against (``tests/test_ai_wins.py``). It knows nothing of how a
game ends: from a position inside a turn it plays every legal action
breadth first, each state seen once, until the turn is over: the game
ended, the turn passed to another player, or a die must be rolled. A turn's
*end* is the state it leaves; two ways of playing that leave the same state
are one turn.

Two shortcuts keep it fast, both optional (``every_order`` and ``cut``
turn them off, for a check that trusts nothing but the legal actions):

- **Placements in one order.** Placing reserve knights commutes (reserve,
  court, regions and control all end the same, whatever the order), so in a
  turn without jokers only placements in ascending code order are tried:
  each multiset of placements once instead of once per order (and each
  placed state, one multiset, is reached by one path only).
- **Judged at the emperor's stop.** After the move the game can end only
  when the round's last turn is over (``State._end_turn``). When this turn
  cannot close the round (``round_may_end``), the state right after the move
  is the turn's end: what the refill brings can win nothing this turn.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from .constants import CROWN_PHASE, MAX_ROUNDS, MOVE, OVER, PILE, PLACE, SWAP
from .state import State


def in_turn(state: State) -> bool:
    """Whether the player to act is inside a turn (placements, the move, the refill's own choices)."""
    phase = state.phase
    return phase in (PLACE, MOVE, PILE, SWAP) or (phase == CROWN_PHASE and state.in_refill())


def round_may_end(state: State) -> bool:
    """Could the engine end the game when this turn is over (``State._end_turn``)? Only after a round's last turn,
    in round 100 or when nothing may be left to play (the other players' reserves do not change in this turn)."""
    if state.turn_idx != state.n - 1 or state.action_order[state.turn_idx] != state.to_act:
        return False
    if state.round >= MAX_ROUNDS:
        return True
    p = state.to_act
    return not any(state.reserve[5 * q + c] for q in range(state.n) if q != p for c in range(5))


@dataclass(frozen=True)
class TurnEnd:
    """One distinct end of the turn and a shortest way to it."""

    state: State
    codes: tuple[int, ...]

    def won_by(self, side: int) -> bool:
        return self.state.phase == OVER and not self.state.draw and self.state.winner == side


@dataclass
class Turns:
    """Every distinct end of the rest of a turn (``complete``) or those found before the cap was passed."""

    side: int
    """The side of the player whose turn it is."""
    ends: list[TurnEnd] = field(default_factory=list)
    complete: bool = True
    states: int = 0
    """States inside the turn that were expanded (the enumeration's work; ends are not counted)."""

    def wins(self) -> list[TurnEnd]:
        """The ends where the mover's side has won, shortest first."""
        return [end for end in self.ends if end.won_by(self.side)]


def turn_ends(state: State, cap: int | None = None, *, every_order: bool = False, cut: bool = True) -> Turns:
    """Every distinct end of the turn under way from ``state`` (a position inside a turn), breadth first.

    ``cap``: give up (``complete`` False) once more states than this were seen. ``every_order`` and ``cut`` off:
    no shortcut (see the module's docstring). Ends come in order of their shortest way there.
    """
    if not in_turn(state):
        raise ValueError(f"not inside a turn (phase {state.phase_name})")
    p = state.to_act
    out = Turns(side=state.side_of[p])
    cut = cut and not round_may_end(state)
    ordered = not every_order and not state.jokers[p]
    seen = {state.key()}
    """States inside the turn, to be expanded once (the cap counts these)."""
    ended: set[tuple[int, ...]] = set()
    frontier: list[tuple[State, tuple[int, ...]]] = [(state, ())]
    while frontier:
        nxt: list[tuple[State, tuple[int, ...]]] = []
        for st, path in frontier:
            for code in _next_codes(st, path, ordered):
                after = st.clone()
                after.apply_trusted(code)  # a code the engine listed as legal
                key = after.key()
                if _is_end(after, p, cut):
                    if key not in ended:
                        ended.add(key)
                        out.ends.append(TurnEnd(after, (*path, code)))
                    continue
                if key in seen:
                    continue
                seen.add(key)
                if cap is not None and len(seen) > cap:
                    out.complete = False
                    out.states = len(seen)
                    return out
                nxt.append((after, (*path, code)))
        frontier = nxt
    out.states = len(seen)
    return out


def _next_codes(state: State, path: tuple[int, ...], ordered: bool) -> Iterable[int]:
    """The legal codes; ``ordered`` (a turn without jokers): placements no lower than the one before."""
    codes = state.legal_actions()
    if not ordered or state.phase != PLACE or not path:
        return codes
    return [c for c in codes if c >= path[-1]]


def _is_end(state: State, p: int, cut: bool) -> bool:
    if state.phase == OVER or state.to_act != p or not in_turn(state):
        return True
    return cut and state.phase not in (PLACE, MOVE)
