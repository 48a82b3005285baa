"""What the player to act must do next, in words (status bar, centre of the board)."""

from __future__ import annotations

from carolus_qt.view import GameView

from .palette import side_name


def seat_name(names: list[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) and names[seat] else f"Player {seat + 1}"


def side_label(view: GameView, names: list[str], side: int) -> str:
    """A side as a player reads it: the player's name, or the team and its players with four."""
    seats = [p.seat for p in view.seats if p.side == side]
    if view.players == 4:
        return f"{side_name(side, view.sides)} ({' & '.join(seat_name(names, s) for s in seats)})"
    return seat_name(names, seats[0]) if seats else side_name(side, view.sides)


def short_side_label(view: GameView, names: list[str], side: int) -> str:
    """A side in few words: the player's name, or ``Team White`` with four players."""
    if view.players == 4:
        return f"Team {side_name(side, view.sides)}"
    return side_label(view, names, side)


def task_text(view: GameView) -> str:
    """The task alone, without the player's name: ``choose a disc``, ``place 2 more knights``..."""
    if view.over:
        return "game over"
    if view.to_act < 0:
        return "rolling dice"
    seat = view.seats[view.to_act]
    if view.phase == "disc":
        return "choose a disc (" + ", ".join(str(v) for v in sorted({a.value for a in view.legal if a.type == "disc"}
                                                                      or seat.discs_left)) + ")"
    if view.phase == "place":
        left = view.to_place - view.placed
        return f"place {left} more knight{'s' if left != 1 else ''} (in a region or the court)"
    if view.phase == "move":
        top = seat.disc_played
        reach = "1 region" if top == 1 else f"1 to {top} regions"
        return f"move the emperor {reach}"
    if view.phase == "crown":
        return "name a colour for the crown"
    return view.phase


def status_text(view: GameView, names: list[str]) -> str:
    """One line saying who acts and what they must do, or how the game ended."""
    if view.over:
        if view.draw or view.winner < 0:
            return f"Game over after round {view.round}: a draw."
        left = view.castles_left[view.winner]
        built = view.castles_per_side - left
        return f"Game over: {side_label(view, names, view.winner)} wins with {built} castles."
    if view.to_act < 0:
        return f"Round {view.round}: the dice are rolled."
    return f"Round {view.round} — {seat_name(names, view.to_act)}: {task_text(view)}."
