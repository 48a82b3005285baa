"""What a client draws: an immutable snapshot of a state, with the sums done.

The Qt items draw a ``GameView`` and hold no game state of their own; the
view carries everything they need (every side's strength in every region,
what the emperor would do there, which regions he can reach), so drawing
never calls back into the engine. Carolus Magnus has no hidden information:
``viewer`` only selects whose legal actions are listed.
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Action, from_code
from .constants import PHASE_NAMES
from .outcome import Outcome
from .state import State


def outcome(state: State, r: int) -> Outcome:
    """The result of resolving region ``r`` in ``state`` (the engine's ``State.outcome``)."""
    return state.outcome(r)


@dataclass(frozen=True)
class RegionView:
    index: int
    provinces: tuple[int, ...]
    knights: tuple[int, ...]
    """Per colour, canonical order."""
    owner: int
    """Side owning the castles, -1 for none."""
    castles: int
    strengths: tuple[int, ...]
    """Per side: controlled knights plus own castles."""
    outcome: Outcome
    has_emperor: bool
    steps: tuple[int, ...]
    """Move lengths that stop the emperor here this move (empty unless moving)."""

    @property
    def reachable(self) -> bool:
        return bool(self.steps)


@dataclass(frozen=True)
class PlayerView:
    seat: int
    side: int
    court: tuple[int, ...]
    reserve: tuple[int, ...]
    controls: tuple[int, ...]
    """Colours this player controls."""
    discs_left: tuple[int, ...]
    disc_played: int
    """This round's disc, 0 before it is chosen."""
    jokers: int = 0
    """Jokers in reserve (deferred-jokers)."""


@dataclass(frozen=True)
class GameView:
    viewer: int | None
    players: int
    sides: int
    round: int
    phase: str
    to_act: int
    """-1 when nobody acts (game over)."""
    emperor: int
    regions: tuple[RegionView, ...]
    seats: tuple[PlayerView, ...]
    supply: tuple[int, ...]
    control: tuple[int, ...]
    castles_left: tuple[int, ...]
    castles_per_side: int
    choose_order: tuple[int, ...]
    action_order: tuple[int, ...]
    placed: int
    to_place: int
    over: bool
    winner: int
    draw: bool
    end: str | None
    """Why the game ended (``all-castles``, ``regions``, ``stalled``, ``round-100``), None while it runs."""
    legal: tuple[Action, ...]
    """The viewer's legal actions now (all of the actor's when viewer is None)."""
    digest: str
    variants: tuple[str, ...] = ()
    piles: tuple[tuple[int, ...], ...] = ()
    """The open piles, knights per colour (piles)."""
    taken: tuple[int, ...] = ()
    """Colours taken by the refill being settled (free-colour)."""
    rolled: tuple[int, ...] = ()
    """Faces rolled early for this turn, not yet taken (early-roll)."""

    def region_of_province(self, province: int) -> RegionView:
        for region in self.regions:
            if province in region.provinces:
                return region
        raise KeyError(province)


def game_view(state: State, viewer: int | None = None) -> GameView:
    n = state.n
    rules = state.rules
    count = state.num_regions
    steps_to = state.move_targets()
    regions = tuple(
        RegionView(
            index=r,
            provinces=tuple(state.region_provinces(r)),
            knights=tuple(state.knights_in(r)),
            owner=state.owner[r],
            castles=state.castles[r],
            strengths=tuple(state.strengths(r)),
            outcome=state.outcome(r),
            has_emperor=r == state.emperor,
            steps=tuple(steps_to.get(r, ())),
        )
        for r in range(count)
    )
    seats = tuple(
        PlayerView(
            seat=p,
            side=rules.side_of[p],
            court=tuple(state.court_of(p)),
            reserve=tuple(state.reserve_of(p)),
            controls=tuple(c for c in range(5) if state.control[c] == p),
            discs_left=tuple(v for v in range(1, 6) if state.discs[p] >> v & 1),
            disc_played=state.chosen[p],
            jokers=state.jokers[p],
        )
        for p in range(n)
    )
    acting = state.to_act >= 0 and (viewer is None or viewer == state.to_act)
    legal = tuple(from_code(state, c) for c in state.legal_actions()) if acting else ()
    return GameView(
        viewer=viewer,
        players=n,
        sides=rules.sides,
        round=state.round,
        phase=PHASE_NAMES[state.phase],
        to_act=state.to_act,
        emperor=state.emperor,
        regions=regions,
        seats=seats,
        supply=tuple(state.supply),
        control=tuple(state.control),
        castles_left=tuple(state.castles_left),
        castles_per_side=rules.castles_per_side,
        choose_order=tuple(state.choose_order),
        action_order=tuple(state.action_order),
        placed=state.placed,
        to_place=state.to_place,
        over=state.is_terminal(),
        winner=state.winner,
        draw=state.draw,
        end=state.end_reason,
        legal=legal,
        digest=state.digest(),
        variants=rules.variants,
        **{name: value for piece in rules.pieces for name, value in piece.view_fields(state).items()},
    )
