"""A turn that wins the game now, if there is one: the AI takes it before anything else.

A search that judges by estimates may prefer a line that "looks certain to
win later" over the win in hand; this module looks for the win in hand
directly. A turn can win only at the region the emperor stops on, and only
when a build or takeover there puts in the mover's last castles, or merges
the board below 4 regions with the mover's side ahead. Both are cheap to
rule out, so the full look (every split of the reserve between court and
that region) runs only where a win is possible, and the plan found is
checked by playing it on a copy of the state.
"""

from __future__ import annotations

from ..constants import COURT, MIN_REGIONS, MOVE, MOVE_BASE, PLACE
from ..state import State
from .plans import _codes, sub_multisets


def _win_possible(state: State, side: int, r: int) -> bool:
    """Could putting castles in at region r end the game with ``side`` the winner (ignoring who leads)?"""
    owner = state.owner
    o = owner[r]
    if o == side:
        return False
    need = 1 if o < 0 else state.castles[r]
    left = state.castles_left[side]
    if left <= need:
        return True
    count = len(owner)
    merges = (owner[(r - 1) % count] == side) + (owner[(r + 1) % count] == side)
    if count - merges >= MIN_REGIONS:
        return False
    total = state.rules.castles_per_side
    in_play = [total - x for x in state.castles_left]
    in_play[side] += need
    if o >= 0:
        in_play[o] -= need
    return all(in_play[side] > in_play[t] for t in range(len(in_play)) if t != side)


def _leads(state: State, side: int, r: int, control: tuple[int, ...], added: list[int]) -> bool:
    side_of = state.side_of
    st = [0] * state.rules.sides
    b = 5 * r
    kn = state.knights
    for c in range(5):
        q = control[c]
        if q >= 0:
            st[side_of[q]] += kn[b + c] + added[c]
    o = state.owner[r]
    if o >= 0:
        st[o] += state.castles[r]
    mine = st[side]
    return all(mine > st[t] for t in range(len(st)) if t != side)


def winning_plan(state: State) -> tuple[int, ...] | None:
    """Codes for the rest of the acting player's turn that win the game now, or None.

    The fewest emperor steps first; among equal steps, the fewest knights
    sent to court. Only for a turn's place and move phases.
    """
    phase = state.phase
    if phase not in (PLACE, MOVE):
        return None
    p = state.to_act
    side = state.side_of[p]
    count = state.num_regions
    targets = [s for s in range(1, state.chosen[p] + 1) if _win_possible(state, side, (state.emperor + s) % count)]
    if not targets:
        return None
    k = state.to_place - state.placed if phase == PLACE else 0
    reserve = state.reserve[5 * p : 5 * p + 5]
    side_of = state.side_of
    for s in targets:
        r = (state.emperor + s) % count
        dump = state.reg_start[(r + 1) % count]
        for t in range(k + 1):
            for court_part in sub_multisets(reserve, t):
                control = state.control_after(p, court_part)
                # at r, every knight of a colour the side controls adds to its strength and no other knight
                # helps: so send as many of those as the turn allows to r, and the rest elsewhere
                room = k - t
                region_part = [0] * 5
                rest = [reserve[c] - court_part[c] for c in range(5)]
                for c in range(5):
                    if room and control[c] >= 0 and side_of[control[c]] == side:
                        put = min(rest[c], room)
                        region_part[c] = put
                        rest[c] -= put
                        room -= put
                if not _leads(state, side, r, control, region_part) or sum(rest) < room:
                    continue  # (with deferred-jokers, k counts jokers the reserve does not hold: such plans are left)
                dumped = next(sub_multisets(rest, room))
                codes = (
                    *_codes(court_part, COURT),
                    *_codes(region_part, state.reg_start[r]),
                    *_codes(dumped, dump),
                    MOVE_BASE + s - 1,
                )
                if _wins(state, codes, side):
                    return codes
    return None


def _wins(state: State, codes: tuple[int, ...], side: int) -> bool:
    st = state.clone()
    for code in codes:
        st.apply_trusted(code)
    return st.is_over() and not st.draw and st.winner == side
