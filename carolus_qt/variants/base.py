"""What a variant is, and the part of the state it may use.

A variant (docs/rules.md §10) is one class that overrides named hooks of the
engine, as python-chess's variants override a board's methods. It says
which decision points of a turn it changes by defining the matching method;
``Rules`` keeps, per point, the one variant that does (the combinations a
variant allows never give a point two owners):

- ``placeable(state, p, have)``: how many knights p can place (jokers);
- ``on_turn_start(state)``: after the knights to place are counted (early dice);
- ``on_refill(state)``: after the emperor's region is resolved (dice, crowns, piles);
- ``on_next_die(state)``: the next die of a refill (free choice, early faces);
- ``on_crown(state, p)``: a crown was rolled (a joker instead of a name);
- ``on_refill_done(state)``: the refill is over (the swap);
- ``on_chance(state, face)``: a die this variant asked for (pile and early dice);
- ``legal``/``check``/``apply``: the actions of the variant's own ``phase``;
- ``block_size(rules)``, ``code_kind``: the action codes it adds (numbered
  after the standard ones by ``codes.number``) and their phase;
- ``record_types``, ``to_code``/``from_code``: its actions as a record writes them
  (``from_code`` gives the record's dict, so a variant never builds an ``actions.Action``);
- ``view_fields(state)``, ``seat_view_fields(state, p)``: what the window shows of it
  (``view.GameView``, ``view.PlayerView``; ``view_empty``, ``seat_view_empty`` without it);
- ``replay_fields(state)``: what the replay JSON adds for it (``snapshot.replay_json``);
- ``dealt_reserves``, ``check_reserves``, ``crowns_kept``, ``setup_keys``,
  ``setup_piles``: what it changes in a record's setup (docs/record-format.md §5);
- ``setup_data``, ``begin``, ``written_setup``: what a game starts with for it
  (``Position.variant_setup``), laid out on the new state and written back as setup keys;
- ``combination_error(others)``: which other variants it refuses beside it.

A variant reaches the state only through ``Turn`` below: the state's data
lists and the turn transitions the standard game uses too. It never sets
the phase or the player to act itself, so the state keeps its own rules.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, ClassVar, Protocol, TypeAlias

from ..codes import Code, Colour, Face, Phase, Seat
from ..errors import UnsupportedVariantError

if TYPE_CHECKING:
    from ..actions import Action
    from ..rules import Rules


class Turn(Protocol):
    """The state as a variant sees it: data it reads or changes, and the turn transitions it calls."""

    # read only: the turn's machinery moves them through the transitions below
    @property
    def rules(self) -> Rules: ...
    @property
    def to_act(self) -> Seat: ...
    @property
    def to_place(self) -> int: ...
    @property
    def placed(self) -> int: ...
    @property
    def dice_left(self) -> int: ...

    # the variants' own data on the state, and the lists a variant's action changes
    crown_seen: bool
    supply: list[int]
    reserve: list[int]
    jokers: list[int]
    piles: list[int]
    pile_queue: list[int]
    rolled: list[Face]
    taken: list[Colour] | None

    @property
    def turn_player(self) -> Seat: ...
    def await_player(self, phase: Phase) -> None: ...
    def await_die(self, piece: Variant) -> None: ...
    def expect_dice(self, count: int) -> None: ...
    def next_die(self) -> None: ...
    def after_die(self) -> None: ...
    def roll(self, face: Face) -> None: ...
    def refill_done(self) -> None: ...
    def end_turn(self) -> None: ...
    def place(self, c: Colour, d: int) -> None: ...
    def reserve_total(self, p: Seat) -> int: ...


DealtReserves: TypeAlias = tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]
"""(knights per colour, crowns) per seat: the reserves a variant deals instead of the seed's rolls."""


class Placeable(Protocol):
    """The variant that says how many knights a player can place (``Rules.placeable``)."""

    def placeable(self, state: Turn, p: Seat, have: int) -> int: ...


class OnTurnStart(Protocol):
    """The variant that acts once a turn's knights to place are counted (``Rules.on_turn_start``)."""

    def on_turn_start(self, state: Turn) -> None: ...


class OnRefill(Protocol):
    """The variant that runs the refill after the emperor's region is resolved (``Rules.on_refill``)."""

    def on_refill(self, state: Turn) -> None: ...


class OnNextDie(Protocol):
    """The variant that settles the next die of a refill (``Rules.on_next_die``)."""

    def on_next_die(self, state: Turn) -> None: ...


class OnCrown(Protocol):
    """The variant that takes over a rolled crown (``Rules.on_crown``)."""

    def on_crown(self, state: Turn, p: Seat) -> None: ...


class OnRefillDone(Protocol):
    """The variant that follows the end of a refill (``Rules.on_refill_done``)."""

    def on_refill_done(self, state: Turn) -> None: ...


class Variant:
    """One optional rule: its record name, one line on what it changes, and its hooks."""

    name: ClassVar[str] = ""
    summary: ClassVar[str] = ""
    phase: ClassVar[Phase] = -1
    """The phase this variant adds (``PILE``, ``SWAP``), -1 for none."""
    code_kind: ClassVar[Phase] = -1
    """The phase of the action codes this variant adds (its own ``phase``, or ``PLACE`` for jokers)."""
    record_types: ClassVar[tuple[str, ...]] = ()
    """The record's action types (or ``joker``, a place action's key) this variant reads and writes."""
    companions: ClassVar[frozenset[str] | None] = None
    """The only variants allowed beside this one; None: any (``refused`` names the others)."""
    needed_reason: ClassVar[str] = ""
    """One English line for a record action of ``record_types`` in a game without this variant."""
    crowns_kept: ClassVar[bool] = False
    """Setup crowns stay in the reserve as jokers instead of being named in round 0."""
    setup_keys: ClassVar[tuple[str, ...]] = ()
    """Keys of a record's ``setup`` that only this variant reads (``piles``)."""
    # The decision-point hooks: None here; a variant that changes a point defines the method (``Rules`` finds it
    # by the class attribute, and types it by the protocols below).
    placeable: Callable[[Turn, Seat, int], int] | None = None
    on_turn_start: Callable[[Turn], None] | None = None
    on_refill: Callable[[Turn], None] | None = None
    on_next_die: Callable[[Turn], None] | None = None
    on_crown: Callable[[Turn, Seat], None] | None = None
    on_refill_done: Callable[[Turn], None] | None = None

    def block_size(self, rules: Rules) -> int:
        """How many action codes this variant adds to a game of ``rules`` (0: none)."""
        return 0

    def dealt_reserves(self, players: int, reserve_size: int) -> DealtReserves | tuple[()]:
        """(knights per colour, crowns) per seat this variant deals instead of the seed's rolls; () for the seed's."""
        return ()

    def check_reserves(self, reserves: tuple[tuple[int, ...], ...], crowns: tuple[int, ...], reserve_size: int) -> None:
        """Refuse (SetupError) reserves a record's setup gives that this variant does not allow."""

    def setup_piles(
        self, raw: object, seed: str, players: int, supply: list[int], counts: Callable[[object, str], tuple[int, ...]]
    ) -> tuple[tuple[int, ...], ...]:
        """The open piles a game starts with: ``raw`` from the setup (None: dealt from the seed); () for none."""
        return ()

    def setup_data(
        self,
        crowns: tuple[int, ...],
        raw: object,
        seed: str,
        players: int,
        supply: list[int],
        counts: Callable[[object, str], tuple[int, ...]],
    ) -> object:
        """What this variant starts a game with (``Position.variant_setup``), None for nothing: from the setup
        crowns per seat, the record's ``setup_keys`` value ``raw`` and the supply left (``setup_piles``)."""
        return None

    def begin(self, state: Turn, data: object) -> None:
        """Lay out ``setup_data``'s result on a new game's state."""

    def written_setup(self, data: object) -> dict[str, object]:
        """The record setup keys that write ``setup_data``'s result back (``Record.as_rolled``)."""
        return {}

    def pile_count(self, players: int) -> int:
        """Open piles this variant lays out for ``players`` (``Rules.num_piles``)."""
        return 0

    def start(self, rules: Rules) -> Code:
        """The first code of this variant's block in a game of ``rules``."""
        block = rules.codes.block(self.name)
        assert block is not None, f"{self.name} adds no actions"
        return block.start

    def legal(self, state: Turn) -> list[Code]:
        """The legal codes of this variant's own ``phase``, ascending (a variant with a phase defines it)."""
        raise NotImplementedError

    def check(self, state: Turn, code: Code) -> None:
        """Raise IllegalActionError unless ``code``, of this variant's block, is legal now."""
        raise NotImplementedError

    def apply(self, state: Turn, code: Code) -> None:
        """Play ``code``, of this variant's block (checked, or known legal)."""
        raise NotImplementedError

    def on_chance(self, state: Turn, face: Face) -> None:
        """Settle a die this variant asked for (``Turn.await_die``)."""
        raise NotImplementedError

    def to_code(self, state: Turn, action: Action) -> Code:
        """The code of a record action of one of ``record_types`` (raises IllegalActionError)."""
        raise NotImplementedError

    def from_code(self, state: Turn, code: Code) -> dict[str, object]:
        """The record form of a code of this variant's block, as the record's action dict."""
        raise NotImplementedError

    view_empty: ClassVar[dict[str, object]] = {}
    """The ``GameView`` fields ``view_fields`` fills, as they read in a game without this variant."""
    seat_view_empty: ClassVar[dict[str, object]] = {}
    """The ``PlayerView`` fields ``seat_view_fields`` fills, as they read in a game without this variant."""

    def view_fields(self, state: Turn) -> dict[str, object]:
        """The ``GameView`` fields this variant fills (the window shows them)."""
        return {}

    def seat_view_fields(self, state: Turn, p: Seat) -> dict[str, object]:
        """The ``PlayerView`` fields this variant fills for seat ``p``."""
        return {}

    def replay_fields(self, state: Turn) -> dict[str, object]:
        """The keys this variant adds to the replay JSON (docs/record-format.md §12), in the order written."""
        return {}

    def refused(self, others: list[str]) -> list[str]:
        """Those of ``others`` this variant does not allow beside it (``companions``)."""
        return [] if self.companions is None else [n for n in others if n not in self.companions]

    def combination_error(self, others: list[str]) -> UnsupportedVariantError | None:
        """Why this variant refuses ``others`` beside it (docs/rules.md §10), with a code the window words, or None."""
        return None

    def __repr__(self) -> str:
        return f"<variant {self.name}>"


def any_supply(state: Turn) -> bool:
    """The supply holds a knight of some colour."""
    s = state.supply
    return bool(s[0] or s[1] or s[2] or s[3] or s[4])
