"""The game state and the rules of docs/rules.md: the one place they are coded.

Shape after OpenSpiel: a decision node has a current player and legal
actions; a chance node (a refill die waiting to be rolled) has outcomes; no
randomness happens inside ``apply``. Actions are small integers (see
``constants``) so that search and playouts build no throw-away objects; the
record's action dicts map onto them through ``actions.py``.

The state is a bag of flat lists so that ``clone`` is a handful of slice
copies. Per-region arrays are indexed by region (clockwise, region 0 holds
province 0); knights are ``knights[5 * region + colour]``, courts and
reserves ``court[5 * player + colour]``.

Over 600 lines (issue 38): this is the engine's one core module, as python-chess keeps its board in
``chess/__init__.py``. The fields and every rule that changes them are one unit, and the hot paths (``apply_trusted``,
``legal_actions``, ``random_action``, the emperor's stop and the merge of regions) are written by hand inside the class
so a search pays no call per rule; the optional rules already live apart (``variants/``), and so do the action codes
(``codes.py``) and the questions the view and the AI ask (``view.py``, ``ai/``).
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from random import Random
from typing import TYPE_CHECKING, Literal, TypeAlias, cast

from .codes import (
    CROWNS,
    KINDS,
    MOVE_BASE,
    MOVES,
    NUM_ACTION_CODES,
    OPERANDS,
    PLACE_CODES,
    PLACES,
    Code,
    Colour,
    Face,
    Phase,
    Province,
    Region,
    Seat,
    Side,
    crown_colour,
    disc,
)
from .constants import (
    ALL_DISCS_MASK,
    CHANCE,
    CHANCE_PLAYER,
    COLOURS,
    COURT,
    CROWN,
    CROWN_PHASE,
    DISC,
    END_ALL_CASTLES,
    END_NAMES,
    END_REGIONS,
    END_ROUND_100,
    END_STALLED,
    KNIGHTS_PER_COLOUR,
    MAX_ROUNDS,
    MIN_REGIONS,
    MOVE,
    NOT_OVER,
    NUM_PROVINCES,
    OVER,
    PHASE_NAMES,
    PILE,
    PLACE,
    SIZES,
    SWAP,
    TERMINAL_PLAYER,
)
from .errors import IllegalActionError
from .outcome import Outcome
from .position import Position
from .rules import Rules
from .variants import Variant, index_of

if TYPE_CHECKING:
    from .variants.deferred_jokers import DeferredJokers

_R5 = range(5)
_TIE = Outcome("nothing", reason="tie")
_UNCONTROLLED = Outcome("nothing", reason="uncontrolled")
_EMPTY = Outcome("nothing", reason="empty")
_HELD = Outcome("nothing", reason="held")


CastleEvent: TypeAlias = (
    tuple[Literal["build"], Side, Region]
    | tuple[Literal["build"], Side, Region, Literal["merged"], int]
    | tuple[Literal["takeover"], Side, Region, Side, int]
    | tuple[Literal["takeover"], Side, Region, Side, int, Literal["merged"], int]
)
"""What the emperor's stop did (``State.last_event``): ``("build", side, region)`` or ``("takeover", side, region,
from_side, castles)``, followed by ``"merged", regions`` when neighbours joined (regions: how many became one)."""


def leader_of(strengths: list[int]) -> Side:
    """docs/rules.md §6: the side strictly stronger than every other, or -1 (a tie at the top, or all 0)."""
    best = max(strengths)
    if best == 0 or strengths.count(best) > 1:
        return -1
    return strengths.index(best)


class State:
    """A position in a game, from setup to the end; mutable, cheap to clone."""

    __slots__ = (
        "action_order",
        "castles",
        "castles_left",
        "chance_piece",
        "choose_idx",
        "choose_order",
        "chosen",
        "control",
        "court",
        "crown_seen",
        "dice_left",
        "discs",
        "draw",
        "emperor",
        "end",
        "jokers",
        "knights",
        "last_event",
        "n",
        "owner",
        "pending_crowns",
        "phase",
        "pile_queue",
        "piles",
        "placed",
        "prov_region",
        "reg_len",
        "reg_start",
        "reserve",
        "rolled",
        "round",
        "rules",
        "side_of",
        "supply",
        "taken",
        "to_act",
        "to_place",
        "turn_idx",
        "winner",
    )

    # Every field, with what it holds (bare annotations: no class attribute, no cost, ``__slots__`` stays).
    # Per-seat lists are indexed by seat, per-side lists by side (``side_of``), per-region ones by region.

    # -- the game's configuration (shared by every clone) --
    rules: Rules
    """Player count and variants: the sizes, the action numbering and the variant hooks."""
    n: int
    """Players at the table (``rules.players``), read on every hot path."""
    side_of: tuple[Side, ...]
    """Seat -> side (``rules.side_of``): the seat itself, or its team with four players."""

    # -- where the game is --
    round: int
    """The round being played, 1..MAX_ROUNDS; 0 while the setup crowns are named."""
    phase: Phase
    """What happens next: DISC, PLACE, MOVE, CROWN_PHASE, CHANCE, OVER or a variant's PILE, SWAP."""
    to_act: Seat
    """The seat that decides next; -1 at a chance node and once the game is over."""
    end: int
    """Why the game ended: an index into ``END_NAMES`` (NOT_OVER while it runs, END_ALL_CASTLES, ...)."""
    winner: Side
    """The winning side once over; -1 while running and on a draw."""
    draw: bool
    """The game ended with the top castle count shared."""

    # -- the board --
    reg_start: list[Province]
    """Per region, the province it starts with (clockwise); a placement names a region by it."""
    reg_len: list[int]
    """Per region, how many provinces it holds."""
    prov_region: list[Region]
    """Per province 0..14, the region holding it (rebuilt when regions merge)."""
    knights: list[int]
    """Knights on the board: ``knights[5 * region + colour]``."""
    owner: list[Side]
    """Per region, the side whose castles stand there, -1 for none."""
    castles: list[int]
    """Per region, the castles standing there (0 where ``owner`` is -1)."""
    emperor: Region
    """The region the emperor stands on."""
    last_event: CastleEvent | None
    """What the emperor's last stop did (a build or a takeover, and any merge), None if nothing; the
    figures and the AI's plan facts read it."""

    # -- knights and castles off the board --
    court: list[int]
    """Knights in the courts: ``court[5 * seat + colour]``."""
    reserve: list[int]
    """Knights in the reserves (jokers apart): ``reserve[5 * seat + colour]``."""
    supply: list[int]
    """Per colour, knights left in the supply (the refill draws from it)."""
    control: list[Seat]
    """Per colour, the seat controlling it (the strictly biggest court), -1 for nobody."""
    castles_left: list[int]
    """Per side, castles not yet on the board; a side whose count reaches 0 wins."""

    # -- the round and the turn --
    discs: list[int]
    """Per seat, a bit mask of its unused discs (bit v set: disc v unused; refilled when all are used)."""
    chosen: list[int]
    """Per seat, the disc value (1..5) chosen this round, 0 until chosen: the emperor's reach and the turn order."""
    choose_order: list[Seat]
    """The order the seats choose their discs in this round (the last round's turn order)."""
    choose_idx: int
    """How many seats have chosen a disc this round (an index into ``choose_order``)."""
    action_order: list[Seat]
    """The round's turn order: seats by the disc value they chose, lowest first."""
    turn_idx: int
    """Whose turn it is, as an index into ``action_order`` (``turn_player``)."""
    to_place: int
    """Knights the turn's player places this turn: what they can place, at most ``rules.per_turn``."""
    placed: int
    """Knights placed so far this turn (the refill rolls as many dice)."""
    dice_left: int
    """Dice still to be rolled (or chosen) in this turn's refill."""
    pending_crowns: list[Seat]
    """Setup crowns still to be named in round 0: the seat naming each, in order."""
    chance_piece: Variant | None
    """The variant whose own die waits at a chance node (piles, early-roll); None for a refill die."""

    # -- the variants' data (never changed in the standard game, so clones share it there) --
    crown_seen: bool
    """free-colour: a crown was rolled in the refill being settled (then there is no swap)."""
    jokers: list[int]
    """deferred-jokers: per seat, jokers kept in reserve; all 0 without the variant."""
    piles: list[int]
    """piles: the open piles' knights, ``piles[5 * pile + colour]``; empty without the variant."""
    pile_queue: list[int]
    """piles: the piles the next pile dice each add a knight to, in order (the pile just taken last, once per
    knight of a turn); empty when no pile die waits."""
    rolled: list[Face]
    """early-roll: faces rolled at the turn's start, not yet settled, in the order rolled; empty otherwise."""
    taken: list[Colour] | None
    """free-colour: colours taken by the refill being settled (the swap may change one); None without a
    variant that reads it (the state then records nothing)."""

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
        knights, court, reserve = s.knights, s.court, s.reserve
        s.supply = [KNIGHTS_PER_COLOUR - sum(knights[c::5]) - sum(court[c::5]) - sum(reserve[c::5]) for c in _R5]
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
        s.end = NOT_OVER
        s.last_event = None
        s.chance_piece = None
        s.crown_seen = False
        s.rolled = []
        s.pile_queue = []
        s.jokers = [0] * n
        s.taken = [] if rules.on_refill_done is not None else None
        s.piles = []
        for piece in rules.pieces:  # each variant lays out what it starts with (jokers, piles)
            data = pos.setup_of(piece.name)
            if data is not None:
                piece.begin(s, data)
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
            end = start + length
            if end <= NUM_PROVINCES:
                prov[start:end] = [r] * length
            else:  # the region holding province 0 wraps around it
                prov[start:] = [r] * (NUM_PROVINCES - start)
                prov[: end - NUM_PROVINCES] = [r] * (end - NUM_PROVINCES)
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
        s.end = self.end
        s.last_event = self.last_event
        s.chance_piece = self.chance_piece
        s.crown_seen = self.crown_seen
        if self.rules.standard:  # never changed in the standard game: shared
            s.jokers = self.jokers
            s.piles = self.piles
            s.pile_queue = self.pile_queue
            s.rolled = self.rolled
            s.taken = self.taken
        else:
            s.jokers = self.jokers[:]
            s.piles = self.piles[:]
            s.pile_queue = self.pile_queue[:]
            s.rolled = self.rolled[:]
            s.taken = None if self.taken is None else self.taken[:]
        return s

    __copy__ = clone

    # -- questions ----------------------------------------------------------

    @property
    def num_regions(self) -> int:
        return len(self.reg_start)

    @property
    def phase_name(self) -> str:
        return PHASE_NAMES[self.phase]

    def is_chance_node(self) -> bool:
        return self.phase == CHANCE

    def is_terminal(self) -> bool:
        """The game is over (OpenSpiel's name)."""
        return self.phase == OVER

    def current_player(self) -> Seat:
        """The seat to act; CHANCE_PLAYER (-1) at a chance node, TERMINAL_PLAYER (-4) once over (OpenSpiel)."""
        if self.phase == OVER:
            return TERMINAL_PLAYER
        return self.to_act if self.phase != CHANCE else CHANCE_PLAYER

    @property
    def end_reason(self) -> str | None:
        """Why the game ended (the replay's ``end``, docs/record-format.md §12), None while it runs."""
        return END_NAMES[self.end]

    def returns(self) -> list[float]:
        """Per seat: 1 for the winning side, 0 for the others, 1/sides each on a draw; 0 while running."""
        n = self.n
        if self.phase != OVER:
            return [0.0] * n
        if self.draw:
            return [1.0 / self.rules.sides] * n
        return [1.0 if self.side_of[p] == self.winner else 0.0 for p in range(n)]

    def region_provinces(self, r: Region) -> list[Province]:
        start = self.reg_start[r]
        return [(start + i) % NUM_PROVINCES for i in range(self.reg_len[r])]

    def region_of(self, province: Province) -> Region:
        """The region holding ``province``."""
        return self.prov_region[province]

    def castles_in_play(self, side: Side) -> int:
        return self.rules.castles_per_side - self.castles_left[side]

    def court_of(self, p: Seat) -> list[int]:
        """Player p's court, knights per colour."""
        return self.court[5 * p : 5 * p + 5]

    def reserve_of(self, p: Seat) -> list[int]:
        """Player p's reserve, knights per colour (jokers not included)."""
        return self.reserve[5 * p : 5 * p + 5]

    def knights_in(self, r: Region) -> list[int]:
        """Region r's knights per colour."""
        return self.knights[5 * r : 5 * r + 5]

    def strengths(self, r: Region, added: Sequence[int] | None = None) -> list[int]:
        """Each side's strength in region r: controlled knights plus own castles.

        ``added``: knights per colour to count as if placed there too (a plan's preview).
        """
        st = [0] * self.rules.sides
        control = self.control
        side_of = self.side_of
        base = 5 * r
        kn = self.knights
        if added:
            for c in _R5:
                q = control[c]
                if q >= 0:
                    st[side_of[q]] += kn[base + c] + added[c]
        else:  # the engine's own question (every stop of the emperor): no addition to look at
            for c in _R5:
                q = control[c]
                if q >= 0:
                    st[side_of[q]] += kn[base + c]
        o = self.owner[r]
        if o >= 0:
            st[o] += self.castles[r]
        return st

    def colour_sides(self) -> list[int]:
        """Per colour, the side its knights count for: its controller's side (a partner's control counts in the
        team game), or -1 while nobody controls it (docs/rules.md §6, *Strength*)."""
        side_of = self.side_of
        return [side_of[q] if q >= 0 else -1 for q in self.control]

    def all_strengths(self) -> list[list[int]]:
        """``strengths(r)`` of every region, in region order: one pass for a caller that judges the whole board
        (the AI's evaluation)."""
        cside = self.colour_sides()
        sides = self.rules.sides
        kn = self.knights
        owner = self.owner
        castles = self.castles
        out = []
        for r in range(len(owner)):
            st = [0] * sides
            b = 5 * r
            for c in _R5:
                s = cside[c]
                if s >= 0:
                    st[s] += kn[b + c]
            o = owner[r]
            if o >= 0:
                st[o] += castles[r]
            out.append(st)
        return out

    def leader(self, r: Region) -> Side:
        """The side strictly stronger than every other in region r, or -1."""
        return leader_of(self.strengths(r))

    def outcome(self, r: Region, strengths: list[int] | None = None) -> Outcome:
        """What resolving region r would do now (docs/rules.md §6; the merge is not shown), with the reason
        when nothing happens.

        ``strengths``: the sides' strengths to judge by instead of the
        region's own (e.g. with a plan's knights added); an ``uncontrolled``
        or ``empty`` reason still looks at the knights the region holds.
        """
        st = strengths if strengths is not None else self.strengths(r)
        leader = leader_of(st)
        owner = self.owner[r]
        if leader < 0:
            if any(st):  # someone has strength, so the top is shared
                return _TIE
            b = 5 * r
            return _UNCONTROLLED if any(self.knights[b : b + 5]) else _EMPTY
        if leader == owner:
            return _HELD
        left = self.castles_left[leader]
        if owner < 0:
            return Outcome("build", leader, 1, -1, left <= 1)
        need = self.castles[r]
        put = need if need <= left else left
        return Outcome("takeover", leader, put, owner, put == left)

    def merging_neighbours(self, r: Region, side: Side) -> tuple[Region, ...]:
        """The neighbours of region r that join it once ``side`` puts castles in r (docs/rules.md §7): those
        holding castles of ``side``; counter-clockwise first."""
        owner = self.owner
        count = len(owner)
        lo = (r - 1) % count
        hi = (r + 1) % count
        if owner[lo] == side:
            return (lo, hi) if owner[hi] == side else (lo,)
        return (hi,) if owner[hi] == side else ()

    def move_targets(self) -> dict[Region, list[int]]:
        """In the move phase: region -> the step counts that stop the emperor there (else empty)."""
        out: dict[int, list[int]] = {}
        if self.phase == MOVE:
            count = len(self.reg_start)
            for steps in range(1, self.chosen[self.to_act] + 1):
                out.setdefault((self.emperor + steps) % count, []).append(steps)
        return out

    def control_after(self, p: Seat, court_part: Sequence[int]) -> tuple[Seat, ...]:
        """Control of each colour once ``court_part`` (knights per colour) joins p's court.

        docs/rules.md §5: strictly more than every other player's court takes control.
        """
        court = self.court
        control = list(self.control)
        n = self.n
        for c in _R5:
            v = court_part[c]
            if v and control[c] != p:
                mine = court[5 * p + c] + v
                if all(court[5 * q + c] < mine for q in range(n) if q != p):
                    control[c] = p
        return tuple(control)

    def control_at_risk(self, reserve: list[int] | None = None) -> list[bool]:
        """Per colour: whether a player of another side than its controller could take control of it with one
        turn's knights of that colour from ``reserve`` (knights per player and colour; the reserves if None).

        docs/rules.md §5: control passes to a court strictly bigger than every other; the controller's court is
        always the biggest (it took control with the most, and a tie leaves control where it is), so beating the
        controller's is enough. The AI's evaluation asks this of every position it judges.
        """
        reserve = self.reserve if reserve is None else reserve
        court = self.court
        control = self.control
        side_of = self.side_of
        per_turn = self.rules.per_turn
        n = self.n
        out = [False] * 5
        for c in _R5:
            q = control[c]
            if q < 0:
                continue
            mine = court[5 * q + c]
            side_q = side_of[q]
            for o in range(n):
                if side_of[o] != side_q:
                    reach = reserve[5 * o + c]
                    if court[5 * o + c] + (reach if reach < per_turn else per_turn) > mine:
                        out[c] = True
                        break
        return out

    def placeable_count(self, p: Seat) -> int:
        """Knights player p could place now: the reserve, and jokers while the supply has a knight."""
        have = self.reserve_total(p)
        piece = self.rules.placeable
        return have if piece is None else piece.placeable(self, p, have)

    def hypothetical_turn(self, p: Seat, reach: int = 5) -> State:
        """A copy as if player p began a turn now with disc ``reach`` (an AI's disc choice looks ahead)."""
        st = self.clone()
        st.to_act = p
        st.action_order = [p, *(q for q in st.action_order if q != p)]
        st.turn_idx = 0
        st.placed = 0
        have = st.placeable_count(p)
        per_turn = st.rules.per_turn
        st.to_place = have if have < per_turn else per_turn
        st.phase = PLACE if st.to_place else MOVE
        st.chance_piece = None
        if not st.rules.standard:  # nothing of another turn's refill carries over
            st.rolled = []
            st.taken = None if st.taken is None else []
            st.pile_queue = []
        st.chosen = st.chosen[:]
        st.chosen[p] = reach
        return st

    def variant_key(self, p: Seat) -> tuple[int, ...]:
        """What a variant adds to player p's options (jokers, colours they can be named); () in the standard game."""
        if not self.jokers[p]:
            return ()
        return (self.jokers[p], *(1 if k else 0 for k in self.supply))

    def in_refill_dice(self) -> bool:
        """A chance node of the standard refill (not a pile's or an early roll's dice)."""
        return self.phase == CHANCE and self.chance_piece is None

    def in_refill(self) -> bool:
        """A crown or swap inside a turn's refill (not a setup crown)."""
        return self.round > 0 and self.phase != OVER and self.action_order[self.turn_idx] == self.to_act

    def reserve_total(self, p: Seat) -> int:
        b = 5 * p
        return sum(self.reserve[b : b + 5])

    # -- legal actions --------------------------------------------------------

    def allowed_discs(self, p: Seat) -> int:
        """Bit mask of the discs player p may choose now."""
        mask = self.discs[p]
        taken = 0
        for v in self.chosen:
            taken |= 1 << v
        allowed = mask & ~taken
        return allowed if allowed else mask

    def legal_actions(self) -> list[Code]:
        """Legal action codes, ascending; empty at chance nodes and at the end."""
        phase = self.phase
        p = self.to_act
        if phase == PLACE:
            dests = sorted(self.reg_start)
            dests.append(COURT)
            out: list[Code] = []
            b = 5 * p
            res = self.reserve
            for c in _R5:
                if res[b + c]:
                    row = PLACE_CODES[c]
                    out.extend(row[d] for d in dests)
            if self.jokers[p]:
                jokers = cast("DeferredJokers", self.rules.owner_of_code(self.rules.codes.joker))  # the joker block's
                out.extend(jokers.legal_jokers(self, dests))
            return out
        if phase == MOVE:
            return list(MOVES[: self.chosen[p]])
        if phase == DISC:
            mask = self.allowed_discs(p)
            return [disc(v) for v in range(1, 6) if mask >> v & 1]
        if phase == CROWN_PHASE:
            return [CROWNS[c] for c in _R5 if self.supply[c]]
        if phase in (PILE, SWAP):
            return self.rules.phase_piece[phase].legal(self)
        return []

    def chance_outcomes(self) -> list[tuple[Face, float]]:
        """Die faces (0..4 colours, 5 crown) and their probabilities at a chance node."""
        if self.phase != CHANCE:
            return []
        return [(f, 1 / 6) for f in range(6)]

    def is_legal(self, code: Code) -> bool:
        try:
            self.check(code)
        except IllegalActionError:
            return False
        return True

    def check(self, code: Code) -> None:
        """Raise IllegalActionError, with the reason, unless ``code`` is legal now."""
        phase = self.phase
        p = self.to_act
        if phase == OVER:
            raise IllegalActionError("the game is over", "game-over")
        if phase == CHANCE:
            raise IllegalActionError("a die must be rolled first", "roll-first")
        if type(code) is not int or code < 0 or (code >= NUM_ACTION_CODES and code >= self.rules.codes.size):
            raise IllegalActionError(f"unknown action code {code!r}", "unknown-action-code")
        kind = KINDS[code] if code < NUM_ACTION_CODES else self.rules.codes.kind(code)
        if kind != phase:
            raise IllegalActionError(
                f"player {p} must {_PHASE_VERB[phase]}, not {_PHASE_VERB[kind]}",
                "wrong-phase",
                player=p,
                must=PHASE_NAMES[phase],
                got=PHASE_NAMES[kind] if kind >= 0 else "",
            )
        if phase == DISC:
            v = OPERANDS[code]
            if not self.discs[p] >> v & 1:
                raise IllegalActionError(f"player {p} has no disc {v} left", "no-disc-left", player=p, disc=v)
            if not self.allowed_discs(p) >> v & 1:
                raise IllegalActionError(f"disc {v} is already chosen this round", "disc-taken", disc=v)
        elif phase == PLACE:
            if code < MOVE_BASE:
                c, d = PLACES[code]
                if not self.reserve[5 * p + c]:
                    raise IllegalActionError(
                        f"player {p} has no {COLOURS[c]} knight in reserve",
                        "no-knight-in-reserve",
                        player=p,
                        colour=COLOURS[c],
                    )
            else:  # a variant's placement (a joker)
                placement = self.rules.codes.placement(code)
                assert placement is not None, "a code of the place phase is a placement"
                c, d, _ = placement
                self.rules.owner_of_code(code).check(self, code)
            if d != COURT and self.reg_start[self.prov_region[d]] != d:
                raise IllegalActionError(
                    f"province {d} is part of a region; name it by province {self.reg_start[self.prov_region[d]]}",
                    "not-region-start",
                    province=d,
                    start=self.reg_start[self.prov_region[d]],
                )
        elif phase == MOVE:
            steps = OPERANDS[code]
            if steps > self.chosen[p]:
                raise IllegalActionError(
                    f"player {p} may move the emperor at most {self.chosen[p]} steps, not {steps}",
                    "emperor-too-far",
                    player=p,
                    most=self.chosen[p],
                    steps=steps,
                )
        elif phase == CROWN_PHASE:
            c = OPERANDS[code]
            if not self.supply[c]:
                raise IllegalActionError(
                    f"no {COLOURS[c]} knight is left in the supply", "supply-empty", colour=COLOURS[c]
                )
        else:
            self.rules.phase_piece[phase].check(self, code)

    def apply_action(self, action: Code | Face) -> None:
        """The one door (OpenSpiel's): a decision code, or at a chance node a die face (0..4 colour, 5 crown).

        Checked: an illegal action raises IllegalActionError with the reason and changes nothing.
        """
        if self.phase == CHANCE:
            if type(action) is not int or not 0 <= action <= CROWN:
                raise IllegalActionError(f"unknown die face {action!r}", "unknown-die-face")
            piece = self.chance_piece  # a variant's own die, or (None) a refill die
            if piece is None:
                self.roll(action)
            else:
                piece.on_chance(self, action)
        else:
            self.check(action)
            self.apply_trusted(action)

    def apply_trusted(self, code: Code | Face) -> None:
        """``apply_action`` without the check: the search's fast path (it feeds only legal codes and faces)."""
        phase = self.phase
        if phase == CHANCE:  # first: the commonest step with PLACE; a variant's own die, or a refill die
            piece = self.chance_piece
            if piece is None:
                self.roll(code)
            else:
                piece.on_chance(self, code)
        elif phase == PLACE:
            if code < MOVE_BASE:
                c, d = PLACES[code]
                self.place(c, d)
            else:  # a variant's placement (a joker)
                self.rules.owner_of_code(code).apply(self, code)
        elif phase == MOVE:
            self.move_emperor(OPERANDS[code])
        elif phase == DISC:
            self._choose_disc(OPERANDS[code])
        elif phase == CROWN_PHASE:
            self._name_crown(OPERANDS[code])
        else:
            self.rules.phase_piece[phase].apply(self, code)

    # -- turn transitions: the vocabulary the variants use too (variants.base.Turn) --

    @property
    def turn_player(self) -> Seat:
        """The seat whose turn it is (not always the one to act: a die waits, a setup crown is named)."""
        return self.action_order[self.turn_idx]

    def await_player(self, phase: Phase) -> None:
        """The turn's player decides next, in ``phase``."""
        self.phase = phase
        self.to_act = self.action_order[self.turn_idx]
        self.chance_piece = None

    def await_die(self, piece: Variant) -> None:
        """A die is rolled next, for ``piece`` (a variant's own dice: ``piece.on_chance`` settles it)."""
        self.phase = CHANCE
        self.chance_piece = piece
        self.to_act = -1

    def expect_dice(self, count: int) -> None:
        """``count`` dice are still to be rolled (or chosen) this turn."""
        self.dice_left = count

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
        rules = self.rules
        if rules.placeable is not None:
            have = rules.placeable.placeable(self, p, have)
        per_turn = rules.per_turn
        self.to_place = have if have < per_turn else per_turn
        if rules.on_turn_start is not None:
            rules.on_turn_start.on_turn_start(self)
            return
        self.phase = PLACE if self.to_place else MOVE

    def place(self, c: Colour, d: Province) -> None:
        """The player to act places a knight of colour c from the reserve on ``d`` (a region start or COURT)."""
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
        elif self.jokers[p]:  # only a joker holder can run short: only jokers left, and the supply is empty
            piece = self.rules.placeable
            assert piece is not None, "jokers come with the variant that counts them"
            if not piece.placeable(self, p, self.reserve_total(p)):
                self.phase = MOVE

    def move_emperor(self, steps: int) -> None:
        """The emperor walks ``steps`` regions: the region he stops on is resolved, then the refill begins."""
        r = (self.emperor + steps) % len(self.reg_start)
        self.emperor = r
        self._resolve(r)
        if self.phase == OVER:
            return
        piece = self.rules.on_refill
        if piece is not None:
            piece.on_refill(self)
            return
        self.dice_left = self.placed
        if self.dice_left:
            self.phase = CHANCE
            self.to_act = -1
        else:
            self.refill_done()

    def _resolve(self, r: Region) -> None:
        """docs/rules.md §6: build, take over or nothing; then merge (§7) and check the end (§9)."""
        # ``leader(r)`` inlined: this runs at every stop of the emperor
        left = self.castles_left
        st = [0] * len(left)
        control = self.control
        side_of = self.side_of
        kn = self.knights
        b = 5 * r
        for c in _R5:
            q = control[c]
            if q >= 0:
                st[side_of[q]] += kn[b + c]
        o = self.owner[r]
        if o >= 0:
            st[o] += self.castles[r]
        self.last_event = None
        best = max(st)
        if best == 0 or st.count(best) > 1:
            return
        leader = st.index(best)
        if o == leader:
            return
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
            self._finish(leader, END_ALL_CASTLES)
        elif len(self.reg_start) < MIN_REGIONS:
            self._finish_by_castles(END_REGIONS)

    def _merge_around(self, r: Region) -> None:
        owner = self.owner
        side = owner[r]
        count = len(owner)
        lo = (r - 1) % count
        hi = (r + 1) % count
        # ``merging_neighbours`` inlined: most builds join nothing, and this runs after every one
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
        reg_start = self.reg_start
        reg_len = self.reg_len
        castles = self.castles
        b = 5 * first
        merged_kn = kn[b : b + 5]
        length = reg_len[first]
        built = castles[first]
        for m in members[1:]:
            b = 5 * m
            merged_kn[0] += kn[b]
            merged_kn[1] += kn[b + 1]
            merged_kn[2] += kn[b + 2]
            merged_kn[3] += kn[b + 3]
            merged_kn[4] += kn[b + 4]
            length += reg_len[m]
            built += castles[m]
        # the members give way to the merged region, the others keep their order (slices, not a rebuild)
        if first <= last:  # the members do not wrap past the last region
            at = first
            after = last + 1
            starts = [*reg_start[:first], reg_start[first], *reg_start[after:]]
            lens = [*reg_len[:first], length, *reg_len[after:]]
            knights = kn[: 5 * first] + merged_kn + kn[5 * after :]
            owners = [*owner[:first], side, *owner[after:]]
            counts = [*castles[:first], built, *castles[after:]]
        else:
            at = 0
            after = last + 1
            starts = [reg_start[first], *reg_start[after:first]]
            lens = [length, *reg_len[after:first]]
            knights = merged_kn + kn[5 * after : 5 * first]
            owners = [side, *owner[after:first]]
            counts = [built, *castles[after:first]]
        # the region holding province 0 comes first
        if starts[0] == 0 or starts[0] + lens[0] > NUM_PROVINCES:
            k = 0
        else:
            k = next(j for j, (st, ln) in enumerate(zip(starts, lens)) if st == 0 or st + ln > NUM_PROVINCES)
            starts = starts[k:] + starts[:k]
            lens = lens[k:] + lens[:k]
            knights = knights[5 * k :] + knights[: 5 * k]
            owners = owners[k:] + owners[:k]
            counts = counts[k:] + counts[:k]
        self.reg_start = starts
        self.reg_len = lens
        self.knights = knights
        self.owner = owners
        self.castles = counts
        self._index_provinces()
        self.emperor = (at - k) % len(starts)
        if self.last_event is not None:
            self.last_event = (*self.last_event, "merged", len(members))

    def _finish(self, winner: Side, reason: int) -> None:
        self.phase = OVER
        self.to_act = -1
        self.winner = winner
        self.draw = False
        self.end = reason

    def _finish_by_castles(self, reason: int) -> None:
        total = self.rules.castles_per_side
        in_play = [total - x for x in self.castles_left]
        best = max(in_play)
        if in_play.count(best) > 1:
            self._finish(-1, reason)
            self.draw = True
        else:
            self._finish(in_play.index(best), reason)

    def roll(self, face: Face) -> None:
        """Settle a refill die showing ``face`` (docs/rules.md §8): a knight, a crown to name, or nothing."""
        p = self.action_order[self.turn_idx]
        self.dice_left -= 1
        supply = self.supply
        if face != CROWN:
            if supply[face]:
                supply[face] -= 1
                self.reserve[5 * p + face] += 1
                if self.taken is not None:
                    self.taken.append(face)
                # ``after_die`` and ``next_die`` inlined: the commonest die of the checked door and the search
                if self.rolled:
                    self.rolled.pop(0)
                if self.dice_left:
                    chooser = self.rules.on_next_die
                    if chooser is not None:
                        chooser.on_next_die(self)
                        return
                    self.phase = CHANCE
                    self.to_act = -1
                else:
                    self.refill_done()
                return
            court = self.court
            n = self.n
            if all(court[5 * q + face] for q in range(n)):
                for q in range(n):
                    court[5 * q + face] -= 1
                supply[face] += n - 1
                self.reserve[5 * p + face] += 1
                if self.taken is not None:
                    self.taken.append(face)
                self.after_die()
                return
        else:
            self.crown_seen = True
        if supply[0] or supply[1] or supply[2] or supply[3] or supply[4]:
            piece = self.rules.on_crown
            if piece is not None:
                piece.on_crown(self, p)
                return
            self.phase = CROWN_PHASE
            self.to_act = p
            return
        self.after_die()

    def after_die(self) -> None:
        """A refill die is settled: the next one, or the end of the refill."""
        if self.rolled:  # early-roll: the face just settled leaves the list
            self.rolled.pop(0)
        self.next_die()

    def next_die(self) -> None:
        """Roll the next die of the refill (the variant that owns a die's choice decides), or end the refill."""
        if self.dice_left:
            piece = self.rules.on_next_die
            if piece is not None:
                piece.on_next_die(self)
                return
            self.phase = CHANCE
            self.to_act = -1
        else:
            self.refill_done()

    def refill_done(self) -> None:
        """The refill is over: the variant that follows it, or the end of the turn."""
        self.chance_piece = None
        piece = self.rules.on_refill_done
        if piece is not None:
            piece.on_refill_done(self)
        else:
            self.end_turn()

    def _name_crown(self, c: Colour) -> None:
        p = self.to_act
        self.supply[c] -= 1
        self.reserve[5 * p + c] += 1
        if self.taken is not None and self.round > 0:
            self.taken.append(c)
        if self.round == 0:
            self.pending_crowns.pop(0)
            if self.pending_crowns:
                self.to_act = self.pending_crowns[0]
            else:
                self._start_round()
            return
        self.after_die()

    def end_turn(self) -> None:
        """The turn is over: the next player's turn, a new round or the end of the game (docs/rules.md §9)."""
        self.turn_idx += 1
        if self.turn_idx < self.n:
            self._start_turn()
            return
        if not any(self.supply) and not any(self.reserve) and not any(self.piles):
            self._finish_by_castles(END_STALLED)
            return
        if self.round >= MAX_ROUNDS:
            self._finish_by_castles(END_ROUND_100)
            return
        self._start_round()

    # -- fast random play -----------------------------------------------------

    def random_action(self, rng: Random) -> Code:
        """A uniformly random legal action code, without listing them all (a variant's: from its list)."""
        phase = self.phase
        p = self.to_act
        rand = rng.random
        if phase == PLACE:
            if self.jokers[p]:  # only with deferred-jokers: from the list, jokers included
                options = self.legal_actions()
                return options[int(rand() * len(options))]
            res = self.reserve
            b = 5 * p
            while True:
                c = int(rand() * 5)
                if res[b + c]:
                    break
            count = len(self.reg_start)
            k = int(rand() * (count + 1))
            d = COURT if k == count else self.reg_start[k]
            return PLACE_CODES[c][d]
        if phase == MOVE:
            return MOVES[int(rand() * self.chosen[p])]
        if phase == DISC:
            mask = self.allowed_discs(p)
            while True:
                v = 1 + int(rand() * 5)
                if mask >> v & 1:
                    return v - 1  # disc(v)
        if phase in (PILE, SWAP):  # a variant's own phase: from its list
            options = self.legal_actions()
            return options[int(rand() * len(options))]
        supply = self.supply
        while True:
            c = int(rand() * 5)
            if supply[c]:
                return CROWNS[c]

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
        if not self.rules.standard:
            return self._playout_variant(rng, trace)
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
                        self.end_turn()  # the standard game: nothing follows the refill
                else:
                    self.roll(face)
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
                    trace.append(PLACE_CODES[c][d])
                self.place(c, d)
            elif phase == MOVE:
                steps = 1 + int(rand() * self.chosen[self.to_act])
                if trace is not None:
                    trace.append(MOVES[steps - 1])
                self.move_emperor(steps)
            elif phase == DISC:
                mask = self.allowed_discs(self.to_act)
                while True:
                    v = 1 + int(rand() * 5)
                    if mask >> v & 1:
                        break
                if trace is not None:
                    trace.append(disc(v))
                self._choose_disc(v)
            elif phase == OVER:
                return actions
            else:
                code = self.random_action(rng)
                if trace is not None:
                    trace.append(code)
                self._name_crown(crown_colour(code))
            actions += 1

    def _playout_variant(self, rng: Random, trace: list[int] | None) -> int:
        """``playout`` for variant games: the checked-free doors, no inlining."""
        actions = 0
        rand = rng.random
        while True:
            phase = self.phase
            if phase == OVER:
                return actions
            if phase == CHANCE:
                face = int(rand() * 6)
                if trace is not None:
                    trace.append(-1 - face)
                self.apply_trusted(face)
                continue
            code = self.random_action(rng)
            if trace is not None:
                trace.append(code)
            self.apply_trusted(code)
            actions += 1

    # -- identity ------------------------------------------------------------

    def digest(self) -> str:
        """SHA-256 of a canonical byte encoding: equal states, equal digests, everywhere."""
        data = ",".join(self.rules.variants).encode() + b"|" + bytes(self._identity())
        return hashlib.sha256(data).hexdigest()

    def key(self) -> tuple[int, ...]:
        """What ``digest`` hashes, as a tuple: equal states, equal keys, within one game's rules. A few times
        cheaper than the digest, for sets of states seen in one search (``turns.py``)."""
        return tuple(self._identity())

    def _identity(self) -> list[int]:
        """Every field that tells two states of one game apart, in a fixed order (small non-negative ints)."""
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
        if not self.rules.standard:
            fields += self.jokers
            fields.append(len(self.piles))
            fields += self.piles
            fields.append(len(self.pile_queue))
            fields += self.pile_queue
            taken = self.taken or []
            fields.append(len(taken))
            fields += taken
            fields.append(len(self.rolled))
            fields += self.rolled
            fields.append(int(self.crown_seen))
            fields.append(index_of(self.chance_piece) + 1 if self.chance_piece is not None else 0)
        return fields

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and self.digest() == other.digest()

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        return (
            f"<State {self.n}p round {self.round} {self.phase_name} to_act={self.to_act} regions={len(self.reg_start)}>"
        )


_PHASE_VERB = (
    "choose a disc",
    "place a knight",
    "move the emperor",
    "name a crown",
    "roll",
    "",
    "take a pile",
    "swap or keep",
)


__all__ = ["SIZES", "State"]
