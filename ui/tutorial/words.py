"""What the guided first game says: a title, one short task and a "well done" line per step.

The engine's steps (``carolus.engine.tutorial``) carry no words; they are kept here, keyed by the step's key, so
that every line goes through Qt's translator (context ``Tutorial``). Regions are named as the board labels them,
in the reader's language. Kept short on purpose: the board teaches, the words only point.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from carolus.engine.match import Match
from carolus.engine.tutorial import Step

from ..words.narration import region_name


def _texts(key: str) -> tuple[str, str, str]:
    """(title, task, well-done line) of one step, untranslated placeholders filled later."""
    if key == "discs":
        return (
            QCoreApplication.translate("Tutorial", "Discs and turn order"),
            QCoreApplication.translate(
                "Tutorial",
                "Each round everyone picks a disc; the lowest disc plays first. The computer took 3: take 2.",
            ),
            QCoreApplication.translate(
                "Tutorial",
                "Well done: you play first this round. Each disc is used once; all five come back after five rounds.",
            ),
        )
    if key == "control":
        return (
            QCoreApplication.translate("Tutorial", "Your court and who controls a colour"),
            QCoreApplication.translate(
                "Tutorial",
                "Both courts hold one red knight: a tie, so nobody controls red. "
                "Put a red knight in your court to take red.",
            ),
            QCoreApplication.translate(
                "Tutorial", "Well done: you control red. Red knights anywhere on the board now count for you."
            ),
        )
    if key == "place":
        return (
            QCoreApplication.translate("Tutorial", "Placing knights"),
            QCoreApplication.translate(
                "Tutorial",
                "You control blue, the computer red. Place your three blue knights in {0}: "
                "with more strength there than the computer, you lead.",
            ),
            QCoreApplication.translate(
                "Tutorial", "Well done: you lead in {0}, 3 to 2. Two against two was a tie: then nobody leads."
            ),
        )
    if key == "castle":
        return (
            QCoreApplication.translate("Tutorial", "The emperor and a castle"),
            QCoreApplication.translate(
                "Tutorial",
                "Your disc is 3: the emperor walks 1 to 3 regions clockwise. "
                "Send him to {0}, where you lead: you build a castle there.",
            ),
            QCoreApplication.translate(
                "Tutorial", "Well done: your first castle. It counts like a knight for you in {0}."
            ),
        )
    if key == "takeover":
        return (
            QCoreApplication.translate("Tutorial", "Taking a castle over"),
            QCoreApplication.translate(
                "Tutorial",
                "In {0} the computer has 1 red knight and 1 castle: 2, against your 2 blue. "
                "Add a blue knight there, then send the emperor.",
            ),
            QCoreApplication.translate(
                "Tutorial", "Well done: you lead 3 to 2, so the computer's castle became yours."
            ),
        )
    if key == "merge":
        return (
            QCoreApplication.translate("Tutorial", "Regions merge"),
            QCoreApplication.translate("Tutorial", "Build a castle in {0}, next to your castle in {1}."),
            QCoreApplication.translate(
                "Tutorial", "Well done: neighbouring regions with castles of one player merge into one region."
            ),
        )
    if key == "refill":
        return (
            QCoreApplication.translate("Tutorial", "Dice, crowns and refills"),
            QCoreApplication.translate(
                "Tutorial",
                "Move the emperor one step. Then one die per knight you placed refills your reserve; "
                "a crown is any colour you name.",
            ),
            QCoreApplication.translate(
                "Tutorial",
                "Well done: your reserve is full again. Crowns rolled at the start of a game are named the same way.",
            ),
        )
    if key == "last-castle":
        return (
            QCoreApplication.translate("Tutorial", "The end: all castles"),
            QCoreApplication.translate(
                "Tutorial", "You have 9 of your 10 castles on the board. Build the last one in {0}: that wins at once."
            ),
            QCoreApplication.translate("Tutorial", "You won: all your castles are on the board."),
        )
    if key == "few-regions":
        return (
            QCoreApplication.translate("Tutorial", "The end: three regions"),
            QCoreApplication.translate(
                "Tutorial",
                "When fewer than 4 regions remain, the game ends and the most castles win. "
                "Build in {0} to merge two regions.",
            ),
            QCoreApplication.translate(
                "Tutorial", "You won with the most castles. That is the whole game: have fun with your first one!"
            ),
        )
    raise KeyError(key)


def _places(step: Step) -> list[str]:
    """The regions a step names, as the board labels them at its start (``Carinthia +3`` for a merged one)."""
    state = Match(step.new_record()).state
    return [region_name(state.region_provinces(state.region_of(p))) for p in step.places]


def step_title(step: Step) -> str:
    return _texts(step.key)[0]


def step_task(step: Step) -> str:
    return _texts(step.key)[1].format(*_places(step))


def step_done(step: Step) -> str:
    return _texts(step.key)[2].format(*_places(step))


def step_counter(index: int, total: int) -> str:
    """``Step 3 of 9``."""
    return QCoreApplication.translate("Tutorial", "Step {0} of {1}").format(index + 1, total)


def not_yet() -> str:
    """The step cannot be finished from here any more."""
    return QCoreApplication.translate(
        "Tutorial", "Not this time: the goal was missed. Try the step again; the marks show one way."
    )


def computer_waits(done: bool) -> str:
    """The line over the board once a step is over and the held computer would be next."""
    if done:
        return QCoreApplication.translate("Tutorial", "The computer waits: press Next when you are ready.")
    return QCoreApplication.translate("Tutorial", "The computer waits: press Try again when you are ready.")
