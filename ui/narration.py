"""The game log in words, derived from consecutive views (no Qt here).

A person following a game wants one line per turn ("Bob placed 2 red in
court and took control of red; moved the emperor 3 steps; took region 7 from
Ann (2 castles)"), not one line per engine action. ``Narrator`` is fed each
applied action with the views before and after it and keeps the lines; the
same lines come out of a live game and of a record replayed from the start,
so undo simply rebuilds them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from carolus_qt.actions import Action
from carolus_qt.constants import COLOURS
from carolus_qt.match import Match
from carolus_qt.record import Record
from carolus_qt.view import GameView, RegionView, game_view


def region_name(provinces: Sequence[int]) -> str:
    """Regions are named by their provinces: ``7``, or ``13–1`` for a merged arc."""
    if len(provinces) == 1:
        return str(provinces[0])
    return f"{provinces[0]}–{provinces[-1]}"


def side_name(side: int, players: int, names: Sequence[str]) -> str:
    """A side is a player, or a team (``Ann & Cat``) in the 4-player game."""
    if players == 4:
        return f"{names[side]} & {names[side + 2]}"
    return names[side]


def _count_colours(counts: Sequence[int]) -> str:
    parts = [f"{k} {COLOURS[c]}" for c, k in enumerate(counts) if k]
    return _join(parts) if parts else "nothing"


def _join(parts: Sequence[str]) -> str:
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]


@dataclass
class _Turn:
    """The parts of one player's turn gathered so far."""

    player: int
    round: int
    places: dict[tuple[str, str], int] = field(default_factory=dict)
    control: list[str] = field(default_factory=list)
    move: str = ""
    crowns: list[str] = field(default_factory=list)

    def text(self, name: str) -> str:
        parts = []
        if self.places:
            by_place: dict[str, list[str]] = {}
            for (colour, where), k in self.places.items():
                by_place.setdefault(where, []).append(f"{k} {colour}")
            placed = _join([f"{_join(knights)} in {where}" for where, knights in by_place.items()])
            if self.control:
                placed += " and took control of " + _join(self.control)
            parts.append(f"placed {placed}")
        if self.move:
            parts.append(self.move)
        if self.crowns:
            parts.append(("named crowns " if len(self.crowns) > 1 else "named the crown ") + _join(self.crowns))
        return f"{name} " + "; ".join(parts) if parts else f"{name} is on turn"


class Narrator:
    """Turns (before, action, after) triples into log lines, one per turn."""

    def __init__(self, players: int, names: Sequence[str]) -> None:
        self.players = players
        self.names = list(names)
        self.lines: list[str] = []
        self._turn: _Turn | None = None
        self._discs_round = -1

    def add(self, before: GameView, action: Action, after: GameView) -> None:
        p = action.player
        name = self.names[p]
        if action.type == "disc":
            self._turn = None
            entry = f"{name} {action.value}"
            if self._discs_round == before.round and self.lines:
                self.lines[-1] += f", {entry}"
            else:
                self._discs_round = before.round
                self.lines.append(f"Round {before.round} discs: {entry}")
        elif action.type == "crown" and before.round == 0:
            self._turn = None
            self.lines.append(f"{name} named a starting crown {action.colour}")
        else:
            turn = self._turn
            if turn is None or turn.player != p or turn.round != before.round or (turn.move and action.type == "place"):
                turn = self._turn = _Turn(p, before.round)
                self.lines.append("")
            if action.type == "place":
                where = "court"
                if action.to != "court":
                    where = f"region {region_name(_region(before, action.to).provinces)}"
                key = (str(action.colour), where)
                turn.places[key] = turn.places.get(key, 0) + 1
                c = COLOURS.index(str(action.colour))
                if before.control[c] != p and after.control[c] == p:
                    turn.control.append(str(action.colour))
            elif action.type == "move":
                turn.move = self._move_text(before, action, after)
            else:
                turn.crowns.append(str(action.colour))
            self.lines[-1] = turn.text(name)
        if after.over:
            self._turn = None
            self.lines.append(result_text(after, self.names))

    def _move_text(self, before: GameView, action: Action, after: GameView) -> str:
        steps = int(action.steps or 0)
        target = before.regions[(before.emperor + steps) % len(before.regions)]
        where = region_name(target.provinces)
        text = f"moved the emperor {steps} step{'s' if steps != 1 else ''} to region {where}"
        out = target.outcome
        own = before.seats[action.player].side == out.side
        who = "" if own else side_name(out.side, self.players, self.names) + " "
        if out.kind == "build":
            text += f"; {who}built a castle"
        elif out.kind == "takeover":
            loser = side_name(out.from_side, self.players, self.names)
            text += f"; {who}took region {where} from {loser} ({out.castles} castle{'s' if out.castles != 1 else ''})"
        else:
            text += " (nothing happened)"
        merged = len(before.regions) - len(after.regions)
        if merged > 0:
            region = after.regions[after.emperor]
            text += f"; merged into region {region_name(region.provinces)}"
        p = action.player
        gained = [max(0, a - b) for a, b in zip(after.seats[p].reserve, before.seats[p].reserve)]
        if any(gained) and not after.over:
            text += f"; drew {_count_colours(gained)}"
        return text


def describe_action(action: Action) -> str:
    """An action as advice to the person to act: ``place red in region 7``."""
    if action.type == "disc":
        return f"choose disc {action.value}"
    if action.type == "place":
        where = "your court" if action.to == "court" else f"region {action.to}"
        return f"place {action.colour} in {where}"
    if action.type == "move":
        return f"move the emperor {action.steps} step{'s' if action.steps != 1 else ''}"
    return f"name the crown {action.colour}"


def _region(view: GameView, province: int | str | None) -> RegionView:
    return view.region_of_province(int(province))  # type: ignore[arg-type]


def result_text(view: GameView, names: Sequence[str]) -> str:
    """The end in one line: who won, with castles in play per side."""
    total = view.castles_per_side
    scores = ", ".join(
        f"{side_name(s, view.players, names)} {total - left}" for s, left in enumerate(view.castles_left)
    )
    if view.draw:
        return f"Game over: a draw (castles in play: {scores})"
    verb = "win" if view.players == 4 else "wins"
    return f"Game over: {side_name(view.winner, view.players, names)} {verb} (castles in play: {scores})"


def narrate_record(record: Record) -> list[str]:
    """The whole log of a record, as a live game would have written it."""
    match = Match(Record.from_dict({**record.to_dict(), "actions": []}))
    narrator = Narrator(record.players, record.names)
    before = game_view(match.state)
    for action in record.actions:
        match.apply(action)
        after = game_view(match.state)
        narrator.add(before, action, after)
        before = after
    return narrator.lines
