"""A game driven by its record: the state, the record's chance, kept in step.

``Match.apply_action`` is the one door through which a GUI, a replay, a
network peer, an AI and the command line change a game: it checks each
action, applies it, appends it to the record, and rolls the dice a refill needs from the record (its
``dice`` list first, then the seed), so a decision node is always next.
"""

from __future__ import annotations

from collections.abc import Callable

from .actions import Action, from_code, to_code
from .chance import DiceStream
from .codes import Code
from .constants import FACE_INDEX, FACES
from .errors import IllegalActionError, RecordError
from .record import Record, initial_position
from .rules import Rules
from .state import State

DieSource = Callable[[int], int]
"""Die number k of the game (from 0) -> face (0..4 colour, 5 crown)."""


class ReplayError(RecordError):
    """An action of a record that cannot be applied; ``index`` names it."""

    code = "replay-action"

    def __init__(self, index: int, reason: str | IllegalActionError) -> None:
        super().__init__(
            f"action {index}: {reason}", index=index, inner=reason if isinstance(reason, IllegalActionError) else None
        )
        self.index = index
        self.reason = str(reason)


class Match:
    """A record and the state it leads to."""

    def __init__(
        self, record: Record, die_source: DieSource | None = None, write_dice: bool = False, external_dice: bool = False
    ) -> None:
        """Replay ``record``; an illegal action raises ReplayError naming its index.

        ``die_source`` replaces the seed for dice the record does not list.
        With ``write_dice``, every die rolled from the seed or the source is
        appended to ``record.dice``. With ``external_dice`` (a network game's
        commit-reveal), dice the record does not list are not rolled at all:
        the match waits at the chance node until ``roll(face)`` is called.
        """
        self.rules = Rules(record.players, tuple(record.variant))
        self.record = Record(
            players=record.players,
            names=list(record.names),
            seed=record.seed,
            variant=list(record.variant),
            setup=dict(record.setup),
            dice=list(record.dice),
            actions=[],
            extra=dict(record.extra),
        )
        self._seed_dice = DiceStream(record.seed)
        self._die_source = die_source
        self.write_dice = write_dice
        self.external_dice = external_dice
        self.dice_rolled = 0
        self.state = State.from_position(self.rules, initial_position(record))
        self.codes: list[int] = []
        for i, action in enumerate(record.actions):
            try:
                self.apply_action(action)
            except IllegalActionError as exc:
                raise ReplayError(i, exc) from None

    @classmethod
    def new(cls, players: int, seed: str, names: list[str] | None = None, variant: list[str] | None = None) -> Match:
        return cls(Record.new(players, seed, names, variant))

    # -- questions ---------------------------------------------------------------

    @property
    def to_act(self) -> int:
        return self.state.to_act

    def is_over(self) -> bool:
        return self.state.is_terminal()

    def legal_actions(self) -> list[Action]:
        state = self.state
        return [from_code(state, code) for code in state.legal_actions()]

    def digest(self) -> str:
        return self.state.digest()

    # -- changes -----------------------------------------------------------------

    def apply_action(self, action: Action | Code) -> Action:
        """Check and apply a decision, record it, roll any dice it calls for; returns its record form.

        ``action``: as a record writes it (a player, the window, a peer), or an
        engine code (an AI). An illegal one raises IllegalActionError and changes nothing.
        """
        state = self.state
        if isinstance(action, Action):
            code = to_code(state, action)
        else:
            state.check(action)
            code = action
            action = from_code(state, code)
        state.apply_trusted(code)
        self.codes.append(code)
        self.record.actions.append(action)
        self._roll_dice()
        return action

    def _roll_dice(self) -> None:
        state = self.state
        while state.is_chance_node():
            k = self.dice_rolled
            listed = self.record.dice
            if k < len(listed):
                face = FACE_INDEX[listed[k]]
            elif self.external_dice:
                return
            else:
                face = self._die_source(k) if self._die_source else self._seed_dice.face(k)
                if self.write_dice:
                    listed.append(FACES[face])
            self.dice_rolled = k + 1
            state.apply_action(face)  # a die source is outside input: checked

    def needs_die(self) -> bool:
        """True when the game waits for a die that only ``roll`` can give (external dice)."""
        return self.state.is_chance_node()

    def roll(self, face: int) -> None:
        """Resolve the waiting die with ``face`` (0..4 a colour, 5 a crown); it joins ``record.dice``."""
        if not self.state.is_chance_node():
            raise IllegalActionError("no die is waiting to be rolled", "no-die-waiting")
        if not isinstance(face, int) or not 0 <= face <= 5:
            raise IllegalActionError(f"unknown die face {face!r}", "unknown-die-face")
        self.record.dice.append(FACES[face])
        self.dice_rolled += 1
        self.state.apply_trusted(face)
        self._roll_dice()

    def truncated(self, n_actions: int) -> Match:
        """The same game with only its first ``n_actions`` actions (undo, replay viewing)."""
        record = self.record.copy()
        record.actions = record.actions[:n_actions]
        return Match(record, self._die_source, write_dice=self.write_dice, external_dice=self.external_dice)
