"""What the player to act must do next, in words (status bar, centre of the board).

Every phrase goes through ``QCoreApplication.translate`` (context ``Status``),
so a loaded German translation shows here too; pyside6-lupdate finds the
literal calls.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication

from carolus.engine.view import GameView

from .hooks import BoardVariant, phase_owner, variant_of
from .palette import side_name


def seat_name(names: list[str], seat: int) -> str:
    if 0 <= seat < len(names) and names[seat]:
        return names[seat]
    return QCoreApplication.translate("Status", "Player {0}").format(seat + 1)


def side_label(view: GameView, names: list[str], side: int) -> str:
    """A side as a player reads it: the player's name, or the team and its players with four."""
    seats = [p.seat for p in view.seats if p.side == side]
    if view.players == 4:
        return f"{side_name(side, view.sides)} ({' & '.join(seat_name(names, s) for s in seats)})"
    return seat_name(names, seats[0]) if seats else side_name(side, view.sides)


def short_side_label(view: GameView, names: list[str], side: int) -> str:
    """A side in few words: the player's name, or ``Team White`` with four players."""
    if view.players == 4:
        return QCoreApplication.translate("Status", "Team {0}").format(side_name(side, view.sides))
    return side_label(view, names, side)


def round_label(view: GameView) -> str:
    """``Setup`` while the starting crowns are named (round 0), else ``Round n``."""
    if view.round == 0:
        return QCoreApplication.translate("Status", "Setup")
    return QCoreApplication.translate("Status", "Round {0}").format(view.round)


def _variant_words(view: GameView, hook: Callable[[BoardVariant], str | None]) -> str | None:
    """The first words a variant in play gives for a task (its hook ``hook``), or None for the standard ones."""
    return next((text for name in view.variants if (text := hook(variant_of(name)))), None)


def task_text(view: GameView) -> str:
    """The task alone, as advice to whoever acts: ``choose a disc (1, 2)``, ``place 2 more knights``..."""
    if view.over:
        return QCoreApplication.translate("Status", "game over")
    if view.to_act < 0:
        return QCoreApplication.translate("Status", "rolling dice")
    seat = view.seats[view.to_act]
    if view.phase == "disc":
        values = sorted({a.value for a in view.legal if a.type == "disc" and a.value is not None} or seat.discs_left)
        return QCoreApplication.translate("Status", "choose a disc ({0})").format(", ".join(str(v) for v in values))
    if view.phase == "place":
        return QCoreApplication.translate(
            "Status", "place %n more knight(s) (in a region or the court)", None, view.to_place - view.placed
        )
    if view.phase == "move":
        return QCoreApplication.translate("Status", "move the emperor 1 to %n region(s)", None, seat.disc_played)
    if view.phase == "crown":
        return _variant_words(view, lambda hook: hook.crown_task()) or QCoreApplication.translate(
            "Status", "take a knight of any colour (crown rolled)"
        )
    owner = phase_owner(view.phase)
    return owner.task() if owner is not None else view.phase


def centre_task_text(view: GameView) -> str:
    """The task in the ring's centre, capitalised, without the status line's aside in brackets; the crown's task
    in fewer words (the status line's "take a knight of any colour" ran past the centre's edges in French)."""
    if view.phase == "crown" and not view.over and view.to_act >= 0:
        return _variant_words(view, lambda hook: hook.centre_crown_task()) or QCoreApplication.translate(
            "Status", "Take a knight of your choice"
        )
    text = task_text(view).split(" (")[0]
    return text[:1].upper() + text[1:]


def activity_text(view: GameView, name: str) -> str:
    """What someone who is not at this screen (a computer, a peer) is doing now, as a whole sentence."""
    round_text = round_label(view)
    if view.phase == "disc":
        text = QCoreApplication.translate("Status", "{round} — {name} is choosing a disc…")
    elif view.phase == "place":
        text = QCoreApplication.translate(
            "Status", "{round} — {name} is placing knights (%n more)…", None, view.to_place - view.placed
        )
    elif view.phase == "move":
        text = QCoreApplication.translate("Status", "{round} — {name} is moving the emperor…")
    elif (owner := phase_owner(view.phase)) is not None:
        text = owner.activity()
    else:
        text = QCoreApplication.translate("Status", "{round} — {name} is naming the crown’s colour…")
    return text.format(round=round_text, name=name)


def result_caption(view: GameView, names: list[str]) -> str:
    """The end in a few words for the centre of the board: ``Anna won with 10 castles``, ``A draw``.

    Past tense reads right for every name, including the default ``You`` and teams."""
    if view.draw or view.winner < 0:
        return QCoreApplication.translate("Status", "A draw")
    built = view.castles_per_side - view.castles_left[view.winner]
    return QCoreApplication.translate("Status", "{side} won with %n castle(s)", None, built).format(
        side=side_label(view, names, view.winner)
    )


def status_text(view: GameView, names: list[str], kinds: Sequence[str] | None = None) -> str:
    """One line saying who acts and what they must do, or how the game ended.

    ``kinds`` (the seats' kinds: ``human``, a computer level, ``remote``) words it for the people at this
    screen: "your turn" for the only person here, the name and "your turn" in a hot-seat game, and what a
    computer or a distant player is doing as a description rather than an instruction. Without it (a replay)
    every seat is named."""
    if view.over:
        if view.draw or view.winner < 0:
            return QCoreApplication.translate("Status", "Game over after round {0}: a draw.").format(view.round)
        built = view.castles_per_side - view.castles_left[view.winner]
        people = [s for s, kind in enumerate(kinds or ()) if kind == "human"]
        if view.players != 4 and people == [view.winner]:
            return QCoreApplication.translate("Status", "Game over: you won with %n castle(s).", None, built)
        return QCoreApplication.translate("Status", "Game over: {side} won with %n castle(s).", None, built).format(
            side=side_label(view, names, view.winner)
        )
    if view.to_act < 0:
        return QCoreApplication.translate("Status", "{0}: the dice are rolled.").format(round_label(view))
    p = view.to_act
    name, task = seat_name(names, p), task_text(view)
    if kinds is None or not 0 <= p < len(kinds):
        text = QCoreApplication.translate("Status", "{round} — {name}: {task}.")
    elif kinds[p] != "human":
        return activity_text(view, name)
    elif kinds.count("human") == 1:
        text = QCoreApplication.translate("Status", "{round} — your turn: {task}.")
    else:
        text = QCoreApplication.translate("Status", "{round} — {name}, your turn at this screen: {task}.")
    return text.format(round=round_label(view), name=name, task=task)
