"""A hint in the player's words: the suggested steps, what the player gains, what it gives away or risks,
and the computer's estimate of the player's chances. The AI hands over facts (``carolus.engine.ai.hint.Hint``,
its ``PlanFacts``); the words, from the side of the person asking, are made and translated here.

Each sentence the hint shows is one whole template per case of the facts (a build, a takeover and from
whom, a region given away, a risk...), with named placeholders a translator can order freely and counts
through Qt's ``%n`` plural forms. The person asking is "you"; in the team game their side is "your team".
Only lists (the knights placed and where, colours) are joined, with the reader's list template
(``join_words``). A colour comes as ``{colour}`` (the adjective) with ``{colour_name}`` (the noun) beside it,
for a language that says "a knight in red". The templates are module-level ``tr`` calls, which
pyside6-lupdate files under the empty context, as the log's.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from carolus.engine.actions import Action
from carolus.engine.ai.hint import CrownFacts, DiscFacts, Hint
from carolus.engine.ai.plans import PlanFacts
from carolus.engine.view import GameView

from ..board.status import short_side_label
from .narration import NARRATION_CONTEXT, colour_noun, colour_word, join_words, knights_word, region_name


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate(NARRATION_CONTEXT, text, disambiguation, n)


def _region(view: GameView, province: int | str | None) -> str:
    return region_name(view.region_of_province(int(province)).provinces)  # type: ignore[arg-type]


def _placed(actions: Sequence[Action], view: GameView) -> str:
    """The knights a turn places and where, as one list: ``2 pink knights in your court and 1 red knight
    in Bavaria``, jokers named as they go (``a joker as red in Bavaria``)."""
    counts: dict[tuple[str, str], int] = {}
    jokers: list[str] = []
    for action in actions:
        if action.type != "place":
            continue
        court = action.to == "court"
        colour = str(action.colour)
        if action.joker:
            if court:
                jokers.append(tr("a joker as {colour} in your court").format(colour=colour_word(colour)))
            else:
                jokers.append(
                    tr("a joker as {colour} in {region}").format(
                        colour=colour_word(colour), region=_region(view, action.to)
                    )
                )
            continue
        key = (colour, "court" if court else _region(view, action.to))
        counts[key] = counts.get(key, 0) + 1
    by_place: dict[str, list[str]] = {}
    for (colour, where), k in counts.items():
        by_place.setdefault(where, []).append(knights_word(colour, k))
    items = []
    for where, knights in by_place.items():
        if where == "court":
            items.append(tr("{knights} in your court").format(knights=join_words(knights)))
        else:
            items.append(tr("{knights} in {region}").format(knights=join_words(knights), region=where))
    return join_words(items + jokers)


def _one_step(action: Action, view: GameView) -> str:
    """A single decision as advice: a disc, a crown, a pile, a swap (or a lone placement)."""
    if action.type == "disc":
        return tr("choose disc {disc}").format(disc=action.value)
    if action.type == "crown":
        return tr("name the crown {colour}").format(colour=colour_word(action.colour))
    if action.type == "pile" and action.take is None:
        return tr("take pile {pile}").format(pile=int(action.pile or 0) + 1)
    if action.type == "pile":
        take = action.take or ()
        knights = join_words([knights_word(c, take.count(c)) for c in dict.fromkeys(take)])
        return tr("take {knights} from pile {pile}").format(knights=knights, pile=int(action.pile or 0) + 1)
    if action.type == "swap" and action.source is None:
        return tr("keep the knights just taken")
    if action.type == "swap":
        return tr("change a {old} knight just taken into {new}").format(
            old=colour_word(str(action.source)),
            new=colour_word(str(action.to)),
            old_name=colour_noun(str(action.source)),
            new_name=colour_noun(str(action.to)),
        )
    if action.type == "move":
        return _move(action, view)
    return tr("place {knights}").format(knights=_placed([action], view))


def _move(action: Action, view: GameView) -> str:
    steps = int(action.steps or 0)
    target = view.regions[(view.emperor + steps) % len(view.regions)]
    return tr("move the emperor %n step(s) to {region}", None, steps).format(region=region_name(target.provinces))


def steps_text(actions: Sequence[Action], view: GameView) -> str:
    """The suggested steps as one clause of advice, a whole template per case:
    ``place 1 pink knight in your court and 1 pink knight in Bavaria, then move the emperor 2 steps to Saxony``."""
    places = [a for a in actions if a.type == "place"]
    moves = [a for a in actions if a.type == "move"]
    others = [a for a in actions if a.type not in ("place", "move")]
    if places and moves and not others:
        steps = int(moves[-1].steps or 0)
        target = view.regions[(view.emperor + steps) % len(view.regions)]
        return tr("place {knights}, then move the emperor %n step(s) to {region}", None, steps).format(
            knights=_placed(places, view), region=region_name(target.provinces)
        )
    if places and not moves and not others:
        return tr("place {knights}").format(knights=_placed(places, view))
    return join_words([_one_step(a, view) for a in actions])


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def plan_sentences(plan: PlanFacts, view: GameView, names: list[str]) -> tuple[list[str], list[str]]:
    """(what the player gains, what the turn gives away or risks), one whole sentence each."""
    gains: list[str] = []
    costs: list[str] = []
    mine = plan.side
    team = view.players == 4

    def side(s: int) -> str:
        return short_side_label(view, names, s)

    fresh = [colour for colour, before in plan.control_gained if before < 0 or view.seats[before].side == mine]
    if fresh:
        gains.append(tr("You take control of {colours}.").format(colours=join_words([colour_noun(c) for c in fresh])))
    for colour, before in plan.control_gained:
        if before >= 0 and view.seats[before].side != mine:
            gains.append(
                tr("You take control of {colour} from {side}.").format(
                    colour=colour_noun(colour), side=side(view.seats[before].side)
                )
            )
    where = region_name(plan.target) if plan.target else ""
    if plan.event == "build" and plan.event_side == mine:
        gains.append(
            (tr("Your team builds a castle in {region}.") if team else tr("You build a castle in {region}.")).format(
                region=where
            )
        )
    elif plan.event == "takeover" and plan.event_side == mine:
        text = (
            tr("Your team takes {region} from {side} (%n castle(s)).", None, plan.castles)
            if team
            else tr("You take {region} from {side} (%n castle(s)).", None, plan.castles)
        )
        gains.append(text.format(region=where, side=side(plan.from_side)))
    elif plan.event == "build":
        costs.append(
            tr("The emperor's stop in {region} builds a castle for {side}: no better stop is in reach.").format(
                region=where, side=side(plan.event_side)
            )
        )
    elif plan.event == "takeover" and plan.from_side == mine:
        text = (
            tr(
                "The emperor's stop in {region} lets {side} take it from your team (%n castle(s)): "
                "no better stop is in reach.",
                None,
                plan.castles,
            )
            if team
            else tr(
                "The emperor's stop in {region} lets {side} take it from you (%n castle(s)): "
                "no better stop is in reach.",
                None,
                plan.castles,
            )
        )
        costs.append(text.format(region=where, side=side(plan.event_side)))
    elif plan.event == "takeover":
        costs.append(
            tr(
                "The emperor's stop in {region} lets {winner} take it from {loser} (%n castle(s)): "
                "no better stop is in reach.",
                None,
                plan.castles,
            ).format(region=where, winner=side(plan.event_side), loser=side(plan.from_side))
        )
    elif plan.steps:
        gains.append(tr("Nothing changes hands in {region}; the turn builds up your knights.").format(region=where))
    if plan.merged and plan.event_side == mine:
        gains.append(
            (
                tr("Your team's castles join into one region, {region}, harder to take.")
                if team
                else tr("Your castles join into one region, {region}, harder to take.")
            ).format(region=region_name(plan.merged))
        )
    if plan.winner == mine:
        gains.append(tr("Your team wins at once.") if team else tr("You win at once."))
    for pl in plan.placements:
        if pl.province is not None and pl.helps_side is not None and pl.helps_side != mine:
            costs.append(
                tr(
                    "In {region}, your %n {colour} knight(s) count for {side}, who controls {colour}.", None, pl.count
                ).format(
                    region=_region(view, pl.province),
                    colour=colour_word(pl.colour),
                    colour_name=colour_noun(pl.colour),
                    side=side(pl.helps_side),
                )
            )
    for risk in plan.risks:
        if risk.castles:
            text = tr("Risk: {side} leads in {region} by %n and could take your castles there.", None, risk.lead)
        else:
            text = tr("Risk: {side} leads in {region} by %n and could build there.", None, risk.lead)
        costs.append(text.format(side=side(risk.side), region=region_name(risk.provinces)))
    return gains, costs


def _seat_names(seats: Sequence[int], names: list[str]) -> str:
    return join_words([names[q] if 0 <= q < len(names) else str(q + 1) for q in seats])


def disc_sentences(facts: DiscFacts, view: GameView, names: list[str]) -> list[str]:
    """What the disc lets the player reach (the best region in the emperor's reach) and why its timing matters:
    who acts before and after the player with it this round."""
    out = []
    where = region_name(facts.target) if facts.target else ""
    if facts.event == "takeover":
        out.append(
            tr("With it the emperor can reach {region}, where you would take {side}'s castles.").format(
                region=where, side=short_side_label(view, names, facts.from_side)
            )
        )
    elif facts.event == "build":
        out.append(tr("With it the emperor can reach {region}, where you would build a castle.").format(region=where))
    elif facts.event == "lead":
        out.append(
            tr("With it the emperor can reach {region}, where you lead: place knights there to build.").format(
                region=where
            )
        )
    elif facts.target:
        out.append(
            tr(
                "The emperor may then go up to %n step(s), as far as {region}; no region in reach goes your way yet.",
                None,
                facts.steps,
            ).format(region=where)
        )
    else:
        out.append(
            tr("The emperor may then go up to %n step(s); no region in reach goes your way yet.", None, facts.steps)
        )
    if facts.before and facts.after:
        out.append(
            tr("You act after {before} and before {after} this round: the emperor may have moved when you do.").format(
                before=_seat_names(facts.before, names), after=_seat_names(facts.after, names)
            )
        )
    elif facts.after:
        out.append(
            tr("You act before {after} this round: you move the emperor before they can.").format(
                after=_seat_names(facts.after, names)
            )
        )
    elif facts.before:
        out.append(
            tr("You act after {before} this round: they may move the emperor before you do.").format(
                before=_seat_names(facts.before, names)
            )
        )
    else:
        out.append(tr("A lower disc acts earlier this round; a higher one lets the emperor go further."))
    return out


def crown_sentences(colour: str, facts: CrownFacts, view: GameView, names: list[str]) -> list[str]:
    """What the crown's colour does: the control it wins or keeps, and the region it strengthens."""
    out = []
    noun, adjective = colour_noun(colour), colour_word(colour)
    rival = names[facts.rival] if 0 <= facts.rival < len(names) else ""
    if facts.control == "win" and rival:
        out.append(
            tr("A {colour} knight at court wins you control of {colour_name} from {rival}.").format(
                colour=adjective, colour_name=noun, rival=rival
            )
        )
    elif facts.control == "win":
        out.append(
            tr("A {colour} knight at court wins you control of {colour_name}.").format(
                colour=adjective, colour_name=noun
            )
        )
    elif facts.control == "keep":
        out.append(
            tr("A {colour} knight at court keeps your control of {colour_name} against {rival}.").format(
                colour=adjective, colour_name=noun, rival=rival
            )
        )
    if facts.region:
        where = region_name(facts.region)
        if facts.gap < 0:
            text = tr("{colour} knights count for you in {region}, where you are %n behind.", None, -facts.gap)
        else:
            text = tr("{colour} knights count for you in {region}, where you are level with the lead.")
        out.append(text.format(colour=adjective, colour_name=noun, region=where))
    return out


def chance_text(chance: float, teams: bool) -> str:
    percent = int(round(chance * 100 / 5) * 5)
    if teams:
        return tr("Your team's chances: about {percent} % (the computer's estimate from its look-ahead).").format(
            percent=percent
        )
    return tr("Your chances: about {percent} % (the computer's estimate from its look-ahead).").format(percent=percent)


def assumption_text(assumed: Sequence[int], you: int) -> str:
    """Whose chance it is, where a strength behind it is an assumption (``strength.ASSUMED_LEVEL``): empty when
    every strength is known (a level's rating, the person's library rating)."""
    if you in assumed:
        return tr("It assumes you play like the intermediate level: the library has no rating of yours yet.")
    if assumed:
        return tr("It assumes the other people play like the intermediate level.")
    return ""


def hint_text(hint: Hint, view: GameView, names: list[str]) -> str:
    """The whole hint, for the hint bar: the steps, then one sentence per fact."""
    text = tr("Hint: {steps}.").format(steps=steps_text(hint.actions, view))
    sentences: list[str] = []
    if hint.plan is not None:
        gains, costs = plan_sentences(hint.plan, view, names)
        sentences += gains + costs
    elif hint.disc_facts is not None:
        sentences += disc_sentences(hint.disc_facts, view, names)
    elif hint.disc:
        sentences.append(tr("The emperor may then go up to %n step(s); a lower disc acts earlier.", None, hint.disc))
    elif hint.crown_facts is not None and (hint.crown_facts.control or hint.crown_facts.region):
        sentences += crown_sentences(hint.crown, hint.crown_facts, view, names)
    elif hint.crown:
        sentences.append(tr("It is the colour whose court fight it helps most."))
    if hint.chance is not None:
        sentences.append(chance_text(hint.chance, view.players == 4))
        if assumption := assumption_text(hint.assumed, view.to_act):
            sentences.append(assumption)
    return " ".join([text, *(_cap(s) for s in sentences)])
