"""A hint in the player's words: the suggested steps, what the player gains, what it gives away or risks,
and the computer's estimate of the player's chances. The AI hands over facts (``carolus_qt.ai.hint.Hint``);
the words, from the side of the person asking, are made and translated here (module-level ``tr`` calls, which
pyside6-lupdate files under the empty context, as the log's)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from carolus_qt.actions import Action
from carolus_qt.ai.hint import Hint
from carolus_qt.ai.plans import PlanFacts
from carolus_qt.view import GameView

from .board.status import short_side_label
from .narration import NARRATION_CONTEXT, colour_word, region_name


def tr(text: str) -> str:
    return QCoreApplication.translate(NARRATION_CONTEXT, text)


def _region(view: GameView, province: int | str | None) -> str:
    return region_name(view.region_of_province(int(province)).provinces)  # type: ignore[arg-type]


def steps_text(actions: Sequence[Action], view: GameView) -> str:
    """``place 1 pink in your court and 1 pink in Bavaria, then move the emperor 2 steps to Saxony``."""
    places: dict[str, list[str]] = {}
    counts: dict[tuple[str, str], int] = {}
    parts: list[str] = []
    for action in actions:
        if action.type == "place" and not action.joker:
            where = tr("your court") if action.to == "court" else _region(view, action.to)
            key = (str(action.colour), where)
            counts[key] = counts.get(key, 0) + 1
    for (colour, where), k in counts.items():
        places.setdefault(where, []).append(tr("{0} {1}").format(k, colour_word(colour)))
    if places:
        groups = [tr("{0} in {1}").format(_and(knights), where) for where, knights in places.items()]
        parts.append(tr("place {0}").format(_and(groups)))
    for action in actions:
        if action.type == "place" and action.joker:
            where = tr("your court") if action.to == "court" else _region(view, action.to)
            parts.append(tr("place a joker as {0} in {1}").format(colour_word(str(action.colour)), where))
    for action in actions:
        if action.type == "move":
            steps = int(action.steps or 0)
            target = view.regions[(view.emperor + steps) % len(view.regions)]
            text = tr("move the emperor 1 step to {1}") if steps == 1 else tr("move the emperor {0} steps to {1}")
            parts.append(text.format(steps, region_name(target.provinces)))
        elif action.type == "disc":
            parts.append(tr("choose disc {0}").format(action.value))
        elif action.type == "crown":
            parts.append(tr("name the crown {0}").format(colour_word(action.colour)))
        elif action.type == "pile" and action.take is None:
            parts.append(tr("take pile {0}").format(int(action.pile or 0) + 1))
        elif action.type == "pile":
            parts.append(tr("take {0} from pile {1}").format(
                _and([colour_word(c) for c in action.take or ()]), int(action.pile or 0) + 1))
        elif action.type == "swap" and action.source is None:
            parts.append(tr("keep the knights just taken"))
        elif action.type == "swap":
            parts.append(tr("change a {0} knight just taken into {1}").format(
                colour_word(str(action.source)), colour_word(str(action.to))))
    if len(parts) == 2:
        return tr("{0}, then {1}").format(*parts)
    return "; ".join(parts)


def _and(parts: Sequence[str]) -> str:
    if len(parts) <= 1:
        return "".join(parts)
    return tr("{0} and {1}").format(", ".join(parts[:-1]), parts[-1])


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def plan_sentences(plan: PlanFacts, view: GameView, names: list[str]) -> tuple[list[str], list[str]]:
    """(what the player gains, what the turn gives away or risks), one sentence each."""
    gains: list[str] = []
    costs: list[str] = []
    mine = plan.side

    def side(s: int) -> str:
        return short_side_label(view, names, s)

    for colour, before in plan.control_gained:
        if before >= 0 and view.seats[before].side != mine:
            gains.append(tr("You take control of {0} from {1}.").format(colour_word(colour),
                                                                      side(view.seats[before].side)))
        else:
            gains.append(tr("You take control of {0}.").format(colour_word(colour)))
    where = region_name(plan.target) if plan.target else ""
    if plan.event == "build" and plan.event_side == mine:
        gains.append(tr("You build a castle in {0}.").format(where))
    elif plan.event == "takeover" and plan.event_side == mine:
        text = (tr("You take {0} from {1} (1 castle).") if plan.castles == 1 else
                tr("You take {0} from {1} ({2} castles)."))
        gains.append(text.format(where, side(plan.from_side), plan.castles))
    elif plan.event == "build":
        costs.append(tr("The emperor's stop in {0} builds a castle for {1}: no better stop is in reach.").format(
            where, side(plan.event_side)))
    elif plan.event == "takeover":
        costs.append(tr("The emperor's stop in {0} lets {1} take it from {2}: no better stop is in reach.").format(
            where, side(plan.event_side), side(plan.from_side)))
    elif plan.steps:
        gains.append(tr("Nothing changes hands in {0}; the turn builds up your knights.").format(where))
    if plan.merged and plan.event_side == mine:
        gains.append(tr("Your castles join into one region, {0}, harder to take.").format(region_name(plan.merged)))
    if plan.winner == mine:
        gains.append(tr("You win at once."))
    for pl in plan.placements:
        if pl.province is not None and pl.helps_side is not None and pl.helps_side != mine:
            costs.append(tr("Your {0} in {1} adds to {2}'s strength there ({2} controls {0}).").format(
                colour_word(pl.colour), _region(view, pl.province), side(pl.helps_side)))
    for risk in plan.risks:
        if risk.castles:
            costs.append(tr("Risk: {0} leads in {1} by {2} and could take your castles there.").format(
                side(risk.side), region_name(risk.provinces), risk.lead))
        else:
            costs.append(tr("Risk: {0} leads in {1} by {2} and could build there.").format(
                side(risk.side), region_name(risk.provinces), risk.lead))
    return gains, costs


def chance_text(chance: float, teams: bool) -> str:
    percent = int(round(chance * 100 / 5) * 5)
    if teams:
        return tr("Your team's chances: about {0} % (the computer's estimate from games it played out).").format(
            percent)
    return tr("Your chances: about {0} % (the computer's estimate from games it played out).").format(percent)


def hint_text(hint: Hint, view: GameView, names: list[str]) -> str:
    """The whole hint, for the hint bar."""
    text = tr("Hint: {0}.").format(steps_text(hint.actions, view))
    sentences: list[str] = []
    if hint.plan is not None:
        gains, costs = plan_sentences(hint.plan, view, names)
        sentences += gains + costs
    elif hint.disc:
        sentences.append(tr("The emperor may then go up to {0} regions; a lower disc acts earlier.").format(hint.disc))
    elif hint.crown:
        sentences.append(tr("It is the colour whose court fight it helps most."))
    if hint.chance is not None:
        sentences.append(chance_text(hint.chance, view.players == 4))
    return " ".join([text, *(_cap(s) for s in sentences)])
