"""The game log in words, derived from consecutive views (no Qt here).

A person following a game wants one line per turn ("Bob placed 2 red knights
in court and took control of red. Bob moved the emperor 3 steps to region 7.
Region 7 passed from Ann to Bob (2 castles)."), not one line per engine
action. ``Narrator`` is fed each applied action with the views before and
after it and keeps the lines; the same lines come out of a live game and of a
record replayed from the start, so undo simply rebuilds them.

Every sentence is one whole template with named placeholders, so a
translator can order it freely; counts go through Qt's ``%n`` plural forms;
the person at this screen (``you``) has second-person templates of their own
("You placed…"), never a name glued to an English verb. Every template goes
through ``tr(text, disambiguation, n)`` (English here); the Qt side installs
``QCoreApplication.translate`` with ``set_translator``, so the log is
translated without this module importing Qt. The templates are literal
``tr("...")`` calls so that pyside6-lupdate finds them; it files module-level
calls under the empty context, which is the context the controller uses
(``NARRATION_CONTEXT``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from carolus.engine.actions import Action
from carolus.engine.constants import COLOURS
from carolus.engine.match import Match
from carolus.engine.record import Record
from carolus.engine.view import GameView, RegionView, game_view

from ..board.provinces import region_name as provinces_region_name
from ..variants import action_owner
from .log_words import (  # noqa: F401  (the log's words, imported from here by the rest of the window)
    NARRATION_CONTEXT,
    Translator,
    colour_noun,
    colour_word,
    english,
    set_translator,
    tr,
)


def you_seat(kinds: Sequence[str]) -> int | None:
    """The seat spoken to as "you": the only person at this screen, if there is exactly one."""
    people = [seat for seat, kind in enumerate(kinds) if kind == "human"]
    return people[0] if len(people) == 1 else None


def region_name(provinces: Sequence[int]) -> str:
    """A region by the name the board shows (``Bavaria``, a merged one ``Frisia +3``), in the log's words."""
    return provinces_region_name(provinces, tr)


def side_name(side: int, players: int, names: Sequence[str]) -> str:
    """A side is a player, or a team (``Ann & Cat``) in the 4-player game."""
    if players == 4:
        return f"{names[side]} & {names[side + 2]}"
    return names[side]


def partner_if_you(side: int, players: int, names: Sequence[str], you: int | None) -> str | None:
    """Whether ``side`` is the person at this screen's: None if not; "" for their own side; in the team game
    the partner's name, so that a sentence can say "you and Cleo" in the right case."""
    if you is None:
        return None
    if players != 4:
        return "" if side == you else None
    if you % 2 != side:
        return None
    return names[(you + 2) % 4]


def knights_word(colour: str | None, n: int) -> str:
    """``2 red knights``: adjective and noun agree with the count in every language."""
    if colour == "blue":
        return tr("%n blue knight(s)", None, n)
    if colour == "green":
        return tr("%n green knight(s)", None, n)
    if colour == "pink":
        return tr("%n pink knight(s)", None, n)
    if colour == "red":
        return tr("%n red knight(s)", None, n)
    return tr("%n yellow knight(s)", None, n)


def _count_colours(counts: Sequence[int]) -> str:
    return join_words([knights_word(COLOURS[c], k) for c, k in enumerate(counts) if k])


def join_words(parts: Sequence[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``, with the reader's word for "and"."""
    if len(parts) <= 1:
        return "".join(parts)
    return tr("{list} and {last}").format(list=", ".join(parts[:-1]), last=parts[-1])


@dataclass
class _Turn:
    """The parts of one player's turn gathered so far."""

    player: int
    round: int
    you: bool
    places: dict[tuple[str, str], int] = field(default_factory=dict)
    """(colour, province or "court") -> knights placed there."""
    place_names: dict[str, str] = field(default_factory=dict)
    """Province or "court" -> the region's name as it was when the first knight went there."""
    control: list[str] = field(default_factory=list)
    move: list[str] = field(default_factory=list)
    """The sentences of the emperor's move (the move, what happened, the merge, the draw)."""
    crowns: list[str] = field(default_factory=list)
    reserve_at_move: tuple[int, ...] = ()
    """The player's reserve before the emperor's move: the refill is what it gained since."""
    drawn: list[int] = field(default_factory=list)
    """Knights of each colour the refill brought so far: the dice rolled after the move, and those rolled after
    each crown was named (they are not known at the move, so the draw is worded once the refill is over)."""
    jokers: int = 0
    """How many of the knights placed were jokers, named as they went (deferred-jokers)."""
    refill: list[str] = field(default_factory=list)
    """What a variant's refill did (a pile taken, a knight changed)."""

    def text(self, name: str) -> str:
        sentences = []
        if self.places:
            by_place: dict[str, list[str]] = {}
            for (colour, where), k in self.places.items():
                by_place.setdefault(where, []).append(knights_word(colour, k))
            places = []
            for where, knights in by_place.items():
                if where == "court":
                    places.append(tr("{knights} in court").format(knights=join_words(knights)))
                else:
                    places.append(
                        tr("{knights} in region {region}").format(
                            knights=join_words(knights), region=self.place_names[where]
                        )
                    )
            if self.you:
                sentences.append(tr("You placed {knights}.").format(knights=join_words(places)))
            else:
                sentences.append(tr("{name} placed {knights}.").format(name=name, knights=join_words(places)))
            if self.jokers and self.jokers >= sum(self.places.values()):  # "1 knight... One of them" read wrong
                sentences.append(tr("All %n came from joker(s).", None, self.jokers))
            elif self.jokers:
                sentences.append(tr("%n of them came from joker(s).", None, self.jokers))
        if self.control:
            colours = join_words([colour_noun(c) for c in self.control])
            if self.you:
                sentences.append(tr("You took control of {colours}.").format(colours=colours))
            else:
                sentences.append(tr("{name} took control of {colours}.").format(name=name, colours=colours))
        sentences.extend(self.move)
        colours = join_words([colour_word(c) for c in self.crowns])
        if any(self.drawn) and self.crowns:  # one sentence: the crowns' knights are among those drawn
            n, drawn = len(self.crowns), _count_colours(self.drawn)
            if self.you:
                line = tr("You drew {knights}, with %n crown(s) named {colours}.", None, n)
            else:
                line = tr("{name} drew {knights}, with %n crown(s) named {colours}.", None, n)
            sentences.append(line.format(name=name, knights=drawn, colours=colours))
        elif any(self.drawn):
            if self.you:
                sentences.append(tr("You drew {knights}.").format(knights=_count_colours(self.drawn)))
            else:
                sentences.append(tr("{name} drew {knights}.").format(name=name, knights=_count_colours(self.drawn)))
        elif self.crowns:
            if self.you:
                sentences.append(
                    tr("You named %n crown(s) as {colours}.", None, len(self.crowns)).format(colours=colours)
                )
            else:
                sentences.append(
                    tr("{name} named %n crown(s) as {colours}.", None, len(self.crowns)).format(
                        name=name, colours=colours
                    )
                )
        sentences.extend(self.refill)
        return " ".join(sentences)


class Narrator:
    """Turns (before, action, after) triples into log lines, one per turn.

    ``you`` is the seat of the person at this screen (see ``you_seat``): their turns are told in the second
    person ("You placed…"), everyone else's with their name."""

    def __init__(self, players: int, names: Sequence[str], you: int | None = None) -> None:
        self.players = players
        self.names = list(names)
        self.you = you
        self.lines: list[str] = []
        self._turn: _Turn | None = None
        self._discs_round = -1
        self._discs: list[str] = []
        self._setup_crowns: tuple[int, list[str]] | None = None
        """The player naming starting crowns on the last line, and the colours so far (one line per player)."""

    def _is_you(self, seat: int) -> bool:
        return self.you is not None and seat == self.you

    def _partner_if_you(self, side: int) -> str | None:
        """None when ``side`` is not the person at this screen's; else "" (a player's own side) or, in the team
        game, the partner's name ("you and Cleo")."""
        return partner_if_you(side, self.players, self.names, self.you)

    def add(self, before: GameView, action: Action, after: GameView) -> None:
        p = action.player
        name = self.names[p]
        if action.type == "disc":
            self._turn = None
            if self._discs_round != before.round or not self.lines:
                self._discs_round = before.round
                self._discs = []
                self.lines.append("")
            self._discs.append(tr("{name} {disc}").format(name=name, disc=action.value))
            self.lines[-1] = round_heading(before.round, join_words(self._discs))
        elif action.type == "crown" and before.round == 0:
            self._turn = None
            if self._setup_crowns is not None and self._setup_crowns[0] == p and self.lines:
                colours = self._setup_crowns[1]
                colours.append(colour_word(action.colour))
            else:
                colours = [colour_word(action.colour)]
                self._setup_crowns = (p, colours)
                self.lines.append("")
            if self._is_you(p):
                line = tr("You named %n starting crown(s): {colours}.", None, len(colours))
            else:
                line = tr("{name} named %n starting crown(s): {colours}.", None, len(colours))
            self.lines[-1] = line.format(name=name, colours=join_words(colours))
        else:
            turn = self._turn
            if turn is None or turn.player != p or turn.round != before.round or (turn.move and action.type == "place"):
                turn = self._turn = _Turn(p, before.round, self._is_you(p))
                self.lines.append("")
            if action.type == "place":
                where = str(action.to)
                if where != "court" and where not in turn.place_names:
                    turn.place_names[where] = region_name(_region(before, action.to).provinces)
                key = (str(action.colour), where)
                turn.places[key] = turn.places.get(key, 0) + 1
                turn.jokers += 1 if action.joker else 0
                c = COLOURS.index(str(action.colour))
                if before.control[c] != p and after.control[c] == p:
                    turn.control.append(str(action.colour))
            elif action.type == "move":
                turn.move = self._move_text(before, action, after)
                turn.reserve_at_move = before.seats[p].reserve
                turn.drawn = _gained(turn.reserve_at_move, after, p)
            elif (hook := action_owner(action.type)) is not None:
                turn.refill.append(hook.refill_sentence(action, turn.you, name))
            else:
                turn.crowns.append(str(action.colour))
                if turn.reserve_at_move:
                    turn.drawn = _gained(turn.reserve_at_move, after, p)
            self.lines[-1] = turn.text(name)
        if after.over:
            self._turn = None
            self.lines.append(result_text(after, self.names, self.you))

    def _side(self, side: int) -> str:
        return side_name(side, self.players, self.names)

    def _move_text(self, before: GameView, action: Action, after: GameView) -> list[str]:
        steps = int(action.steps or 0)
        target = before.regions[(before.emperor + steps) % len(before.regions)]
        where = region_name(target.provinces)
        p = action.player
        if self._is_you(p):
            moved = tr("You moved the emperor %n step(s) to region {region}.", None, steps)
        else:
            moved = tr("{name} moved the emperor %n step(s) to region {region}.", None, steps)
        text = [moved.format(name=self.names[p], region=where)]
        out = target.outcome
        if out.kind == "build":
            partner = self._partner_if_you(out.side)
            if partner == "":
                text.append(tr("A castle was built there for you."))
            elif partner:
                text.append(tr("A castle was built there for you and {partner}.").format(partner=partner))
            else:
                text.append(tr("A castle was built there for {side}.").format(side=self._side(out.side)))
        elif out.kind == "takeover":
            winner, loser = self._partner_if_you(out.side), self._partner_if_you(out.from_side)
            if winner == "":
                line = tr("Region {region} passed from {loser} to you (%n castle(s)).", None, out.castles)
            elif winner:
                line = tr("Region {region} passed from {loser} to you and {partner} (%n castle(s)).", None, out.castles)
            elif loser == "":
                line = tr("Region {region} passed from you to {winner} (%n castle(s)).", None, out.castles)
            elif loser:
                line = tr(
                    "Region {region} passed from you and {partner} to {winner} (%n castle(s)).", None, out.castles
                )
            else:
                line = tr("Region {region} passed from {loser} to {winner} (%n castle(s)).", None, out.castles)
            text.append(
                line.format(
                    region=where, loser=self._side(out.from_side), winner=self._side(out.side), partner=winner or loser
                )
            )
        else:
            text.append(tr("Nothing happened there."))
        if len(before.regions) - len(after.regions) > 0:
            region = after.regions[after.emperor]
            text.append(
                tr("Neighbouring regions merged into region {region}.").format(region=region_name(region.provinces))
            )
        return text  # what the refill drew is worded by the turn, once the crowns' dice are rolled too


def _gained(reserve: Sequence[int], after: GameView, p: int) -> list[int]:
    """Knights of each colour player ``p`` gained since ``reserve`` (none once the game is over: no refill)."""
    if after.over:
        return [0] * len(reserve)
    return [max(0, a - b) for a, b in zip(after.seats[p].reserve, reserve)]


def round_heading(round_no: int, discs: str) -> str:
    """The line that opens a round: the discs chosen in it."""
    return tr("Round {round} discs: {discs}").format(round=round_no, discs=discs)


def is_round_heading(line: str) -> bool:
    """Whether a log line opens a round (its discs), in the reader's language."""
    return line.startswith(tr("Round {round} discs: {discs}").split("{round}")[0])


def describe_action(action: Action) -> str:
    """An action as advice to the person to act: ``place red in region 7``."""
    if action.type == "disc":
        return tr("choose disc {disc}").format(disc=action.value)
    if action.type == "place":
        if not isinstance(action.to, int):  # the court
            return tr("place {colour} in your court").format(colour=colour_word(action.colour))
        return tr("place {colour} in region {region}").format(
            colour=colour_word(action.colour), region=region_name((action.to,))
        )
    if action.type == "move":
        return tr("move the emperor %n step(s)", None, int(action.steps or 0))
    return tr("name the crown {colour}").format(colour=colour_word(action.colour))


def refusal_text(action: Action) -> str:
    """Why the window did not do what was asked, from the action itself (the engine's reason is English)."""
    if action.type == "disc":
        return tr("Disc {disc} cannot be chosen now.").format(disc=action.value)
    if action.type == "place":
        return tr("A {colour} knight cannot be placed there now.").format(colour=colour_word(action.colour))
    if action.type == "move":
        return tr("The emperor cannot move %n step(s) now.", None, int(action.steps or 0))
    return tr("The crown cannot be named {colour} now.").format(colour=colour_word(action.colour))


def _region(view: GameView, province: int | str | None) -> RegionView:
    return view.region_of_province(int(province))  # type: ignore[arg-type]


def result_text(view: GameView, names: Sequence[str], you: int | None = None) -> str:
    """The end in one line: who won, with castles in play per side."""
    total = view.castles_per_side
    scores = ", ".join(
        tr("{side} {castles}").format(side=side_name(s, view.players, names), castles=total - left)
        for s, left in enumerate(view.castles_left)
    )
    if view.draw:
        text = tr("Game over: a draw (castles in play: {scores}).").format(scores=scores)
    else:
        partner = partner_if_you(view.winner, view.players, names, you)
        if partner == "":
            text = tr("Game over: you won (castles in play: {scores}).").format(scores=scores)
        elif partner:
            text = tr("Game over: you and {partner} won (castles in play: {scores}).").format(
                partner=partner, scores=scores
            )
        else:
            text = tr("Game over: {winner} won (castles in play: {scores}).").format(
                winner=side_name(view.winner, view.players, names), scores=scores
            )
    why = end_text(view.end)
    return f"{text} {why}" if why else text


def end_text(end: str | None) -> str:
    """Why the game ended (the engine's ``end``), in one sentence; empty while it runs."""
    if end == "all-castles":
        return tr("Every castle of the winner is on the board.")
    if end == "regions":
        return tr("Fewer than 4 regions are left.")
    if end == "stalled":
        return tr("No knight can come into play any more.")
    if end == "round-100":
        return tr("Round 100, the last one, is over.")
    return ""


def narrate_record(record: Record, you: int | None = None) -> list[str]:
    """The whole log of a record, as a live game would have written it."""
    match = Match(Record.from_dict({**record.to_dict(), "actions": []}))
    narrator = Narrator(record.players, record.names, you)
    before = game_view(match.state)
    for action in record.actions:
        match.apply_action(action)
        after = game_view(match.state)
        narrator.add(before, action, after)
        before = after
    return narrator.lines
