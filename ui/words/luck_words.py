"""The luck meter in words: the engine's figures (``carolus.engine.ai.luck``) worded
for the person at this screen, in their language (no Qt here: the templates go through ``narration.tr``)."""

from __future__ import annotations

from collections.abc import Sequence

from carolus.engine.ai.luck import Luck, LuckEvent
from carolus.engine.constants import COLOURS

from .narration import colour_noun, side_name, tr

MINUS = "\u2212"


def points(value: float) -> str:
    """Winning-chance points with their sign: ``+18``, ``−2.4``, ``0`` (a tenth below 10, whole above)."""
    shown = round(value) if abs(value) >= 9.95 else round(value, 1)
    if shown == 0:
        return "0"
    text = f"{abs(shown):.0f}" if abs(value) >= 9.95 else f"{abs(shown):.1f}".replace(".", tr(".", "decimal point"))
    return ("+" if shown > 0 else MINUS) + text


def percent(chance: float) -> str:
    """A chance in percent, number and sign kept on one line."""
    return tr("{0} %").format(round(100 * chance)).replace(" ", "\u00a0")


def face_word(face: int) -> str:
    """A die face: a colour (as a noun) or the crown."""
    return tr("crown", "die face") if face >= len(COLOURS) else colour_noun(COLOURS[face])


def _side(side: int, players: int, names: Sequence[str]) -> str:
    return side_name(side, players, names)


def luck_sentence(luck: Luck, players: int, names: Sequence[str], mine: int = -1) -> str:
    """One sentence on the dice's share of the game per side, the person here spoken to ("you")."""
    sides = len(luck.sides)
    if sides == 2:
        other = 1 - mine if mine >= 0 else (0 if luck.sides[0] >= luck.sides[1] else 1)
        if mine >= 0:
            return tr("The dice gave {name} {points} points of winning chance over the game, you {yours}.").format(
                name=_side(other, players, names), points=points(luck.sides[other]), yours=points(luck.sides[mine])
            )
        return tr("The dice gave {name} {points} points of winning chance over the game, {other} {theirs}.").format(
            name=_side(other, players, names),
            points=points(luck.sides[other]),
            other=_side(1 - other, players, names),
            theirs=points(luck.sides[1 - other]),
        )
    parts = [
        tr("you {0}").format(points(v)) if s == mine else f"{_side(s, players, names)} {points(v)}"
        for s, v in enumerate(luck.sides)
    ]
    return tr("The dice over the game, in points of winning chance: {0}.").format(", ".join(parts))


def event_gainer(event: LuckEvent) -> int:
    """The side the event helped most (-1 if it helped nobody)."""
    best = max(range(len(event.gain)), key=lambda s: event.gain[s])
    return best if event.gain[best] > 0 else -1


def _seat_name(seat: int, names: Sequence[str], you: int | None) -> str:
    if seat < 0:
        return tr("Piles")
    return tr("you") if seat == you else (names[seat] if seat < len(names) else "?")


def tally_text(luck: Luck, names: Sequence[str], you: int | None = None) -> str:
    """The plain tally in one line: crowns each seat rolled against the expected count (a sixth of its dice)."""
    parts = [
        tr("{name} {crowns} of {dice} ({expected} expected)").format(
            name=_seat_name(t.seat, names, you),
            crowns=t.faces[-1],
            dice=t.dice,
            expected=f"{t.expected:.1f}".replace(".", tr(".", "decimal point")),
        )
        for t in luck.tally
        if t.seat >= 0
    ]
    return tr("Crowns rolled: {0}.").format(", ".join(parts)) if parts else ""


def tally_table(luck: Luck, names: Sequence[str], you: int | None = None) -> str:
    """Every face each seat rolled against the expected count, a line a seat (the tally's tooltip)."""
    lines = []
    for t in luck.tally:
        faces = ", ".join(f"{face_word(f)} {n}" for f, n in enumerate(t.faces))
        expected = f"{t.expected:.1f}".replace(".", tr(".", "decimal point"))
        lines.append(
            tr("{name}: {faces} (of {dice} dice, {expected} of each face expected)").format(
                name=_seat_name(t.seat, names, you), faces=faces, dice=t.dice, expected=expected
            )
        )
    return "\n".join(lines)
