"""The game state and the rules of RULES.md: the one place they are coded.

Shape after OpenSpiel: a decision node has a current player and legal
actions; a chance node (a refill die waiting to be rolled) has outcomes; no
randomness happens inside ``apply``. Actions are small integers (see
``constants``) so that search and playouts build no throw-away objects; the
record's action dicts map onto them through ``actions.py``.

The state is a bag of flat lists so that ``clone`` is a handful of slice
copies. Per-region arrays are indexed by region (clockwise, region 0 holds
province 0); knights are ``knights[5 * region + colour]``, courts and
reserves ``court[5 * player + colour]``.
"""

from __future__ import annotations

import hashlib
from random import Random

from .constants import (
    ALL_DISCS_MASK,
    CHANCE,
    COLOURS,
    COURT,
    CROWN,
    CROWN_BASE,
    CROWN_PHASE,
    DISC,
    KNIGHTS_PER_COLOUR,
    MAX_ROUNDS,
    MIN_REGIONS,
    MOVE,
    MOVE_BASE,
    NUM_PROVINCES,
    OVER,
    PHASE_NAMES,
    PLACE,
    PLACE_BASE,
    SIZES,
)
from .errors import IllegalActionError
from .position import Position
from .rules import Rules

_R5 = range(5)


class State:
    """A position in a game, from setup to the end; mutable, cheap to clone."""

    __slots__ = (
        "action_order",
        "castles",
        "castles_left",
        "choose_idx",
        "choose_order",
        "chosen",
        "control",
        "court",
        "dice_left",
        "discs",
        "draw",
        "emperor",
        "knights",
        "last_event",
        "n",
        "owner",
        "pending_crowns",
        "phase",
        "placed",
        "prov_region",
        "reg_len",
        "reg_start",
        "reserve",
        "round",
        "rules",
        "side_of",
        "supply",
        "to_act",
        "to_place",
        "turn_idx",
        "winner",
    )

    # -- construction -----------------------------------------------------

    @classmethod
    def from_position(cls, rules: Rules, pos: Position) -> State:
        """Build the state a game starts in; ``pos`` is trusted (records validate it)."""
        s = cls.__new__(cls)
        n = rules.players
        s.rules = rules
        s.n = n
        s.side_of = rules.side_of
        s.reg_start = [r.provinces[0] for r in pos.regions]
        s.reg_len = [len(r.provinces) for r in pos.regions]
        s.knights = [k for r in pos.regions for k in r.knights]
        s.owner = [r.owner for r in pos.regions]
        s.castles = [r.castles for r in pos.regions]
        s._index_provinces()
        s.emperor = s.prov_region[pos.emperor]
        s.court = [k for row in pos.court_counts() for k in row]
        s.reserve = [k for row in pos.reserves for k in row]
        supply = [KNIGHTS_PER_COLOUR] * 5
        for arr in (s.knights, s.court, s.reserve):
            for i, k in enumerate(arr):
                supply[i % 5] -= k
        s.supply = supply
        if pos.control is not None:
            s.control = list(pos.control)
        else:
            s.control = [-1] * 5
            for c in _R5:
                counts = [s.court[5 * p + c] for p in range(n)]
                best = max(counts)
                if best > 0 and counts.count(best) == 1:
                    s.control[c] = counts.index(best)
        s.castles_left = [rules.castles_per_side] * rules.sides
        for o, k in zip(s.owner, s.castles):
            if o >= 0:
                s.castles_left[o] -= k
        s.discs = list(pos.disc_masks())
        s.chosen = [0] * n
        s.choose_order = [(pos.start_player + i) % n for i in range(n)]
        s.choose_idx = 0
        s.action_order = list(s.choose_order)
        s.turn_idx = 0
        s.placed = 0
        s.to_place = 0
        s.dice_left = 0
        s.pending_crowns = list(pos.pending_crowns)
        s.winner = -1
        s.draw = False
        s.last_event = None
        if s.pending_crowns:
            s.round = 0
            s.phase = CROWN_PHASE
            s.to_act = s.pending_crowns[0]
        else:
            s.round = pos.round - 1
            s._start_round()
        return s

    def _index_provinces(self) -> None:
        prov = [0] * NUM_PROVINCES
        for r, (start, length) in enumerate(zip(self.reg_start, self.reg_len)):
            for i in range(length):
                prov[(start + i) % NUM_PROVINCES] = r
        self.prov_region = prov

    def clone(self) -> State:
        """An independent copy, for search; shares only immutable parts."""
        s = State.__new__(State)
        s.rules = self.rules
        s.n = self.n
        s.side_of = self.side_of
        s.round = self.round
        s.phase = self.phase
        s.to_act = self.to_act
        s.reg_start = self.reg_start[:]
        s.reg_len = self.reg_len[:]
        s.knights = self.knights[:]
        s.owner = self.owner[:]
        s.castles = self.castles[:]
        s.prov_region = self.prov_region[:]
        s.emperor = self.emperor
        s.court = self.court[:]
        s.reserve = self.reserve[:]
        s.supply = self.supply[:]
        s.control = self.control[:]
        s.castles_left = self.castles_left[:]
        s.discs = self.discs[:]
        s.chosen = self.chosen[:]
        s.choose_order = self.choose_order[:]
        s.choose_idx = self.choose_idx
        s.action_order = self.action_order[:]
        s.turn_idx = self.turn_idx
        s.placed = self.placed
        s.to_place = self.to_place
        s.dice_left = self.dice_left
        s.pending_crowns = self.pending_crowns[:]
        s.winner = self.winner
        s.draw = self.draw
        s.last_event = self.last_event
        return s

    __copy__ = clone

    # -- questions ----------------------------------------------------------

    @property
    def num_regions(self) -> int:
        return len(self.reg_start)

    @property
    def phase_name(self) -> str:
        return PHASE_NAMES[self.phase]

    def is_over(self) -> bool:
        return self.phase == OVER

    def is_chance_node(self) -> bool:
        return self.phase == CHANCE

    def current_player(self) -> int:
        """The seat to act, or -1 at a chance node or when the game is over."""
        return self.to_act

    def region_provinces(self, r: int) -> list[int]:
        start = self.reg_start[r]
        return [(start + i) % NUM_PROVINCES for i in range(self.reg_len[r])]

    def castles_in_play(self, side: int) -> int:
        return self.rules.castles_per_side - self.castles_left[side]

    def strengths(self, r: int) -> list[int]:
        """Each side's strength in region r: controlled knights plus own castles."""
        st = [0] * self.rules.sides
        control = self.control
        side_of = self.side_of
        base = 5 * r
        kn = self.knights
        for c in _R5:
            q = control[c]
            if q >= 0:
                st[side_of[q]] += kn[base + c]
        o = self.owner[r]
        if o >= 0:
            st[o] += self.castles[r]
        return st

    def leader(self, r: int) -> int:
        """The side strictly stronger than every other in region r, or -1."""
        st = self.strengths(r)
        best = max(st)
        if best == 0 or st.count(best) > 1:
            return -1
        return st.index(best)

    def reserve_total(self, p: int) -> int:
        b = 5 * p
        return sum(self.reserve[b : b + 5])

    # -- legal actions --------------------------------------------------------

    def allowed_discs(self, p: int) -> int:
        """Bit mask of the discs player p may choose now."""
        mask = self.discs[p]
        taken = 0
        for v in self.chosen:
            taken |= 1 << v
        allowed = mask & ~taken
        return allowed if allowed else mask

    def legal_actions(self) -> list[int]:
        """Legal action codes, ascending; empty at chance nodes and at the end."""
        phase = self.phase
        p = self.to_act
        if phase == PLACE:
            dests = sorted(self.reg_start)
            dests.append(COURT)
            out = []
            b = 5 * p
            res = self.reserve
            for c in _R5:
                if res[b + c]:
                    base = PLACE_BASE + 16 * c
                    out.extend(base + d for d in dests)
            return out
        if phase == MOVE:
            return list(range(MOVE_BASE, MOVE_BASE + self.chosen[p]))
        if phase == DISC:
            mask = self.allowed_discs(p)
            return [v - 1 for v in range(1, 6) if mask >> v & 1]
        if phase == CROWN_PHASE:
            return [CROWN_BASE + c for c in _R5 if self.supply[c]]
        return []

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """Die faces (0..4 colours, 5 crown) and their probabilities at a chance node."""
        if self.phase != CHANCE:
            return []
        return [(f, 1 / 6) for f in range(6)]

    def is_legal(self, code: int) -> bool:
        try:
            self.check(code)
        except IllegalActionError:
            return False
        return True

    def check(self, code: int) -> None:
        """Raise IllegalActionError, with the reason, unless ``code`` is legal now."""
        phase = self.phase
        p = self.to_act
        if phase == OVER:
            raise IllegalActionError("the game is over")
        if phase == CHANCE:
            raise IllegalActionError("a die must be rolled first")
        if not isinstance(code, int) or not 0 <= code < CROWN_BASE + 5:
            raise IllegalActionError(f"unknown action code {code!r}")
        kind = _kind(code)
        if kind != phase:
            raise IllegalActionError(f"player {p} must {_PHASE_VERB[phase]}, not {_PHASE_VERB[kind]}")
        if phase == DISC:
            v = code + 1
            if not self.discs[p] >> v & 1:
                raise IllegalActionError(f"player {p} has no disc {v} left")
            if not self.allowed_discs(p) >> v & 1:
                raise IllegalActionError(f"disc {v} is already chosen this round")
        elif phase == PLACE:
            c, d = divmod(code - PLACE_BASE, 16)
            if not self.reserve[5 * p + c]:
                raise IllegalActionError(f"player {p} has no {COLOURS[c]} knight in reserve")
            if d != COURT and self.reg_start[self.prov_region[d]] != d:
                raise IllegalActionError(
                    f"province {d} is part of a region; name it by province {self.reg_start[self.prov_region[d]]}"
                )
        elif phase == MOVE:
            steps = code - MOVE_BASE + 1
            if steps > self.chosen[p]:
                raise IllegalActionError(f"player {p} may move the emperor at most {self.chosen[p]} steps, not {steps}")
        else:
            c = code - CROWN_BASE
            if not self.supply[c]:
                raise IllegalActionError(f"no {COLOURS[c]} knight is left in the supply")

    def apply(self, code: int) -> None:
        """Apply a legal action code; an illegal one raises and changes nothing."""
        self.check(code)
        self._apply(code)

    def _apply(self, code: int) -> None:
        """Apply without checking (search and playouts only feed legal codes)."""
        phase = self.phase
        if phase == PLACE:
            c, d = divmod(code - PLACE_BASE, 16)
            self._place(c, d)
        elif phase == MOVE:
            self._move(code - MOVE_BASE + 1)
        elif phase == DISC:
            self._choose_disc(code + 1)
        else:
            self._name_crown(code - CROWN_BASE)

    def apply_chance(self, face: int) -> None:
        """Resolve the next die with ``face`` (0..4 a colour, 5 a crown)."""
        if self.phase != CHANCE:
            raise IllegalActionError("no die is waiting to be rolled")
        if not 0 <= face <= CROWN:
            raise IllegalActionError(f"unknown die face {face!r}")
        self._roll(face)

    # -- the rules ------------------------------------------------------------

    def _start_round(self) -> None:
        self.round += 1
        discs = self.discs
        for p in range(self.n):
            if not discs[p]:
                discs[p] = ALL_DISCS_MASK
        if self.round > 1 and self.choose_idx:
            self.choose_order = self.action_order[:]
        self.chosen = [0] * self.n
        self.choose_idx = 0
        self.phase = DISC
        self.to_act = self.choose_order[0]

    def _choose_disc(self, v: int) -> None:
        p = self.to_act
        self.discs[p] &= ~(1 << v)
        self.chosen[p] = v
        self.choose_idx += 1
        if self.choose_idx < self.n:
            self.to_act = self.choose_order[self.choose_idx]
            return
        self.action_order = sorted(self.choose_order, key=self.chosen.__getitem__)
        self.turn_idx = 0
        self._start_turn()

    def _start_turn(self) -> None:
        p = self.action_order[self.turn_idx]
        self.to_act = p
        self.placed = 0
        b = 5 * p
        r = self.reserve
        have = r[b] + r[b + 1] + r[b + 2] + r[b + 3] + r[b + 4]
        per_turn = self.rules.per_turn
        self.to_place = have if have < per_turn else per_turn
        self.phase = PLACE if self.to_place else MOVE

    def _place(self, c: int, d: int) -> None:
        p = self.to_act
        i = 5 * p + c
        self.reserve[i] -= 1
        if d == COURT:
            court = self.court
            k = court[i] + 1
            court[i] = k
            if self.control[c] != p:
                for q in range(self.n):
                    if q != p and court[5 * q + c] >= k:
                        break
                else:
                    self.control[c] = p
        else:
            self.knights[5 * self.prov_region[d] + c] += 1
        self.placed += 1
        if self.placed == self.to_place:
            self.phase = MOVE

    def _move(self, steps: int) -> None:
        r = (self.emperor + steps) % len(self.reg_start)
        self.emperor = r
        self._resolve(r)
        if self.phase == OVER:
            return
        self.dice_left = self.placed
        if self.dice_left:
            self.phase = CHANCE
            self.to_act = -1
        else:
            self._end_turn()

    def _resolve(self, r: int) -> None:
        """RULES.md 2b: build, take over or nothing; then merge and check the end."""
        leader = self.leader(r)
        self.last_event = None
        if leader < 0:
            return
        o = self.owner[r]
        if o == leader:
            return
        left = self.castles_left
        if o < 0:
            need = 1
            self.last_event = ("build", leader, r)
        else:
            need = self.castles[r]
            left[o] += need
            self.last_event = ("takeover", leader, r, o, need)
        put = need if need <= left[leader] else left[leader]
        left[leader] -= put
        self.owner[r] = leader
        self.castles[r] = put
        self._merge_around(r)
        if left[leader] == 0:
            self._finish(leader)
        elif len(self.reg_start) < MIN_REGIONS:
            self._finish_by_castles()

    def _merge_around(self, r: int) -> None:
        owner = self.owner
        side = owner[r]
        count = len(owner)
        lo = (r - 1) % count
        hi = (r + 1) % count
        merge_lo = owner[lo] == side
        merge_hi = owner[hi] == side
        if not (merge_lo or merge_hi):
            return
        first = lo if merge_lo else r
        last = hi if merge_hi else r
        members = [first]
        i = first
        while i != last:
            i = (i + 1) % count
            members.append(i)
        kn = self.knights
        merged_kn = [sum(kn[5 * m + c] for m in members) for c in _R5]
        merged = (
            self.reg_start[first],
            sum(self.reg_len[m] for m in members),
            merged_kn,
            side,
            sum(self.castles[m] for m in members),
        )
        regions = [merged]
        i = last
        for _ in range(count - len(members)):
            i = (i + 1) % count
            regions.append((self.reg_start[i], self.reg_len[i], kn[5 * i : 5 * i + 5], owner[i], self.castles[i]))
        # rotate so that the region holding province 0 comes first
        k = next(i for i, g in enumerate(regions) if g[0] == 0 or g[0] + g[1] > NUM_PROVINCES)
        regions = regions[k:] + regions[:k]
        self.reg_start = [g[0] for g in regions]
        self.reg_len = [g[1] for g in regions]
        self.knights = [x for g in regions for x in g[2]]
        self.owner = [g[3] for g in regions]
        self.castles = [g[4] for g in regions]
        self._index_provinces()
        self.emperor = (len(regions) - k) % len(regions)
        if self.last_event is not None:
            self.last_event = (*self.last_event, "merged", len(members))

    def _finish(self, winner: int) -> None:
        self.phase = OVER
        self.to_act = -1
        self.winner = winner
        self.draw = False

    def _finish_by_castles(self) -> None:
        total = self.rules.castles_per_side
        in_play = [total - x for x in self.castles_left]
        best = max(in_play)
        if in_play.count(best) > 1:
            self.phase = OVER
            self.to_act = -1
            self.winner = -1
            self.draw = True
        else:
            self._finish(in_play.index(best))

    def _roll(self, face: int) -> None:
        p = self.action_order[self.turn_idx]
        self.dice_left -= 1
        supply = self.supply
        if face != CROWN:
            if supply[face]:
                supply[face] -= 1
                self.reserve[5 * p + face] += 1
                self._after_die()
                return
            court = self.court
            n = self.n
            if all(court[5 * q + face] for q in range(n)):
                for q in range(n):
                    court[5 * q + face] -= 1
                supply[face] += n - 1
                self.reserve[5 * p + face] += 1
                self._after_die()
                return
        if supply[0] or supply[1] or supply[2] or supply[3] or supply[4]:
            self.phase = CROWN_PHASE
            self.to_act = p
            return
        self._after_die()

    def _after_die(self) -> None:
        if self.dice_left:
            self.phase = CHANCE
            self.to_act = -1
        else:
            self._end_turn()

    def _name_crown(self, c: int) -> None:
        p = self.to_act
        self.supply[c] -= 1
        self.reserve[5 * p + c] += 1
        if self.round == 0:
            self.pending_crowns.pop(0)
            if self.pending_crowns:
                self.to_act = self.pending_crowns[0]
            else:
                self._start_round()
            return
        self._after_die()

    def _end_turn(self) -> None:
        self.turn_idx += 1
        if self.turn_idx < self.n:
            self._start_turn()
            return
        if self.round >= MAX_ROUNDS or (not any(self.supply) and not any(self.reserve)):
            self._finish_by_castles()
            return
        self._start_round()

    # -- fast random play -----------------------------------------------------

    def random_action(self, rng: Random) -> int:
        """A uniformly random legal action code, without listing them all."""
        phase = self.phase
        p = self.to_act
        rand = rng.random
        if phase == PLACE:
            res = self.reserve
            b = 5 * p
            while True:
                c = int(rand() * 5)
                if res[b + c]:
                    break
            count = len(self.reg_start)
            k = int(rand() * (count + 1))
            d = COURT if k == count else self.reg_start[k]
            return PLACE_BASE + 16 * c + d
        if phase == MOVE:
            return MOVE_BASE + int(rand() * self.chosen[p])
        if phase == DISC:
            mask = self.allowed_discs(p)
            while True:
                v = 1 + int(rand() * 5)
                if mask >> v & 1:
                    return v - 1
        supply = self.supply
        while True:
            c = int(rand() * 5)
            if supply[c]:
                return CROWN_BASE + c

    def playout(self, rng: Random, trace: list[int] | None = None) -> int:
        """Play uniformly random actions and dice to the end; return the actions played.

        The same choices as ``random_action`` with the same draws from ``rng``,
        with the commonest steps (a die whose colour is in supply, a disc, a
        move) inlined. With ``trace``, decision codes are appended as they are
        and die faces as ``-1 - face``, so a test can replay the same game
        through the checked door.
        """
        actions = 0
        rand = rng.random
        supply = self.supply
        res = self.reserve
        while True:
            phase = self.phase
            if phase == CHANCE:
                face = int(rand() * 6)
                if trace is not None:
                    trace.append(-1 - face)
                if face != CROWN and supply[face]:
                    supply[face] -= 1
                    res[5 * self.action_order[self.turn_idx] + face] += 1
                    self.dice_left -= 1
                    if not self.dice_left:
                        self._end_turn()
                else:
                    self._roll(face)
                continue
            if phase == PLACE:
                b = 5 * self.to_act
                while True:
                    c = int(rand() * 5)
                    if res[b + c]:
                        break
                count = len(self.reg_start)
                k = int(rand() * (count + 1))
                d = COURT if k == count else self.reg_start[k]
                if trace is not None:
                    trace.append(PLACE_BASE + 16 * c + d)
                self._place(c, d)
            elif phase == MOVE:
                steps = 1 + int(rand() * self.chosen[self.to_act])
                if trace is not None:
                    trace.append(MOVE_BASE + steps - 1)
                self._move(steps)
            elif phase == DISC:
                mask = self.allowed_discs(self.to_act)
                while True:
                    v = 1 + int(rand() * 5)
                    if mask >> v & 1:
                        break
                if trace is not None:
                    trace.append(v - 1)
                self._choose_disc(v)
            elif phase == OVER:
                return actions
            else:
                code = self.random_action(rng)
                if trace is not None:
                    trace.append(code)
                self._name_crown(code - CROWN_BASE)
            actions += 1

    # -- identity ------------------------------------------------------------

    def digest(self) -> str:
        """SHA-256 of a canonical byte encoding: equal states, equal digests, everywhere."""
        fields: list[int] = [
            1,  # encoding version
            self.n,
            len(self.rules.variants),
            self.round,
            self.phase,
            self.to_act + 1,
            len(self.reg_start),
            self.emperor,
            self.choose_idx,
            self.turn_idx,
            self.placed,
            self.to_place,
            self.dice_left,
            self.winner + 1,
            int(self.draw),
        ]
        fields += self.reg_start
        fields += self.reg_len
        fields += self.knights
        fields += [o + 1 for o in self.owner]
        fields += self.castles
        fields += self.court
        fields += self.reserve
        fields += self.supply
        fields += [q + 1 for q in self.control]
        fields += self.castles_left
        fields += self.discs
        fields += self.chosen
        fields += self.choose_order
        fields += self.action_order
        fields.append(len(self.pending_crowns))
        fields += self.pending_crowns
        data = ",".join(self.rules.variants).encode() + b"|" + bytes(fields)
        return hashlib.sha256(data).hexdigest()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and self.digest() == other.digest()

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        return (
            f"<State {self.n}p round {self.round} {self.phase_name} to_act={self.to_act} regions={len(self.reg_start)}>"
        )


_PHASE_VERB = ("choose a disc", "place a knight", "move the emperor", "name a crown", "roll", "")


def _kind(code: int) -> int:
    if code < PLACE_BASE:
        return DISC
    if code < MOVE_BASE:
        return PLACE
    if code < CROWN_BASE:
        return MOVE
    return CROWN_PHASE


def code_kind(code: int) -> int:
    """The phase an action code belongs to."""
    return _kind(code)


__all__ = ["SIZES", "State", "code_kind"]
