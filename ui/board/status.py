"""What the player to act must do next, in words (status bar, centre of the board).

Every phrase goes through ``QCoreApplication.translate`` (context ``Status``),
so a loaded German translation shows here too; pyside6-lupdate finds the
literal calls.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from carolus_qt.view import GameView

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


def task_text(view: GameView) -> str:
    """The task alone, without the player's name: ``choose a disc (1, 2)``, ``place 2 more knights``..."""
    if view.over:
        return QCoreApplication.translate("Status", "game over")
    if view.to_act < 0:
        return QCoreApplication.translate("Status", "rolling dice")
    seat = view.seats[view.to_act]
    if view.phase == "disc":
        values = sorted({a.value for a in view.legal if a.type == "disc"} or seat.discs_left)
        return QCoreApplication.translate("Status", "choose a disc ({0})").format(", ".join(str(v) for v in values))
    if view.phase == "place":
        left = view.to_place - view.placed
        if left == 1:
            return QCoreApplication.translate("Status", "place 1 more knight (in a region or the court)")
        return QCoreApplication.translate("Status", "place {0} more knights (in a region or the court)").format(left)
    if view.phase == "move":
        top = seat.disc_played
        if top == 1:
            return QCoreApplication.translate("Status", "move the emperor 1 region")
        return QCoreApplication.translate("Status", "move the emperor 1 to {0} regions").format(top)
    if view.phase == "crown":
        return QCoreApplication.translate("Status", "take a knight of any colour (crown rolled)")
    return view.phase


def result_caption(view: GameView, names: list[str]) -> str:
    """The end in a few words for the centre of the board: ``Anna won with 10 castles``, ``A draw``.

    Past tense reads right for every name, including the default ``You`` and teams."""
    if view.draw or view.winner < 0:
        return QCoreApplication.translate("Status", "A draw")
    built = view.castles_per_side - view.castles_left[view.winner]
    return QCoreApplication.translate("Status", "{0} won with {1} castles").format(
        side_label(view, names, view.winner), built)


def status_text(view: GameView, names: list[str]) -> str:
    """One line saying who acts and what they must do, or how the game ended."""
    if view.over:
        if view.draw or view.winner < 0:
            return QCoreApplication.translate("Status", "Game over after round {0}: a draw.").format(view.round)
        left = view.castles_left[view.winner]
        built = view.castles_per_side - left
        return QCoreApplication.translate("Status", "Game over: {0} won with {1} castles.").format(
            side_label(view, names, view.winner), built)
    if view.to_act < 0:
        return QCoreApplication.translate("Status", "{0}: the dice are rolled.").format(round_label(view))
    return QCoreApplication.translate("Status", "{0} — {1}: {2}.").format(
        round_label(view), seat_name(names, view.to_act), task_text(view))
