"""The hint in words: one whole template per case of the AI's facts, in English, German and French.

The facts (``PlanFacts``) are built by hand for each situation, so every case is worded whatever the AI
would choose: a region gained, a castle built, a takeover and from whom, a region given away to another
side, a risk, and the winning chance; the steps with knights, jokers and the emperor's move.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from carolus.engine.actions import Action
from carolus.engine.ai import make_player
from carolus.engine.ai.hint import Hint
from carolus.engine.ai.plans import Placement, PlanFacts, Risk
from carolus.engine.constants import COLOURS
from carolus.engine.match import Match
from carolus.engine.view import GameView, game_view
from carolus.ui import i18n
from carolus.ui.board.provinces import province_names
from carolus.ui.words.hint_words import hint_text
from carolus.ui.words.narration import region_name
from tests.support.language import english_left

NAMES = ["Ann", "Bob"]


@pytest.fixture(params=["en", "de", "fr"])
def lang(request: pytest.FixtureRequest, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    monkeypatch.setenv("CAROLUS_LANG", request.param)
    assert i18n.install() == request.param
    yield request.param
    i18n.remove()


def _view() -> GameView:
    """Ann (seat 0) to place, in round 2 of a 2-player game."""
    match = Match.new(2, "5eed", NAMES)
    ai = make_player("greedy", 1)
    while match.state.round < 2 or match.state.phase_name != "place" or match.state.to_act != 0:
        match.apply_action(ai.choose(match.state.clone()))
    return game_view(match.state, 0)


def _hint(view: GameView, chance: float | None = None, **facts: object) -> Hint:
    """Ann's turn: two red knights to her court, one blue to the first region, the emperor 2 steps on."""
    first = view.regions[0].provinces[0]
    actions = (
        Action.place(0, "red", "court"),
        Action.place(0, "red", "court"),
        Action.place(0, "blue", first),
        Action.move(0, 2),
    )
    target = view.regions[(view.emperor + 2) % len(view.regions)].provinces
    control = facts.pop("control_gained", ())
    plan = PlanFacts(
        0, 0, (Placement("red", 2, None), Placement("blue", 1, first)), control, steps=2, target=tuple(target), **facts
    )  # type: ignore[arg-type]
    return Hint(actions, "english reason", plan, chance=chance)


def _words(lang: str) -> dict[str, str]:
    names = province_names(lambda text: text)
    return {
        "en": {
            "step": "Hint: place 2 red knights in your court and 1 blue knight in ",
            "build": "You build a castle in ",
            "takeover": " from Bob (2 castles).",
            "give": "builds a castle for Bob: no better stop is in reach.",
            "lose": "lets Bob take it from you (1 castle)",
            "chance": "Your chances: about 65 %",
            "control": "You take control of red and yellow.",
            "helps": "your blue knight counts for Bob",
            "risk": "Risk: Bob leads in ",
            "province": names[0],
        },
        "de": {
            "step": "Tipp: 2 rote Ritter an deinen Burghof und ",
            "build": "Du baust eine Burg in ",
            "takeover": "Du nimmst Bob ",
            "give": "baut eine Burg für Bob: Kein besserer Halt ist erreichbar.",
            "lose": "lässt Bob sie dir abnehmen (1 Burg)",
            "chance": "Deine Chancen: etwa 65 %",
            "control": "Du übernimmst die Kontrolle über Rot und Gelb.",
            "helps": "zählt dein Ritter in Blau für Bob",
            "risk": "Risiko: Bob führt in ",
            "province": "Friesland",
        },
        "fr": {
            "step": "Conseil\u00a0: placer 2 chevaliers rouges à votre cour et 1 chevalier bleu en ",
            "build": "Vous construisez un bourg en ",
            "takeover": " à Bob (2 bourgs).",
            "give": "construit un bourg pour Bob\u00a0: aucun meilleur arrêt n’est à portée.",
            "lose": "permet à Bob de vous la prendre (1 bourg)",
            "chance": "Vos chances\u00a0: environ 65 %",
            "control": "Vous contrôlerez désormais le rouge et le jaune.",
            "helps": "votre chevalier bleu compte pour Bob",
            "risk": "Risque\u00a0: Bob mène en ",
            "province": "Frise",
        },
    }[lang]


def test_each_case_of_the_facts_is_one_whole_sentence_in_the_language(lang: str) -> None:
    view = _view()
    words = _words(lang)
    first = view.regions[0].provinces[0]
    cases = {
        "build": _hint(view, event="build", event_side=0, castles=1),
        "takeover": _hint(view, event="takeover", event_side=0, from_side=1, castles=2),
        "give": _hint(view, event="build", event_side=1, castles=1),
        "lose": _hint(view, event="takeover", event_side=1, from_side=0, castles=1),
        "chance": _hint(view, chance=0.66),
        "control": _hint(view, control_gained=(("red", -1), ("yellow", -1))),
        "risk": _hint(view, risks=(Risk(1, (first,), 2, 3),)),
    }
    helps = _hint(view)
    helps = Hint(
        helps.actions,
        "",
        PlanFacts(0, 0, (Placement("blue", 1, first, helps_side=1),), (), steps=2, target=helps.plan.target),
        chance=None,
    )  # type: ignore[union-attr]
    cases["helps"] = helps
    texts = {name: hint_text(hint, view, NAMES) for name, hint in cases.items()}
    for name, text in texts.items():
        assert text.startswith(words["step"]), (name, text)
        assert words[name] in text, (name, text)
        assert "english reason" not in text and "{" not in text and "%" not in text.replace(" %", "")
    if lang != "en":
        assert english_left(list(texts.values()), lang) == []
    if lang == "en":
        assert texts["takeover"].endswith("You take " + texts["takeover"].split("You take ")[1])
        assert " then move the emperor 2 steps to " in texts["build"]


def test_a_joker_a_disc_and_a_move_alone_are_worded_whole(lang: str) -> None:
    view = _view()
    first = view.regions[0].provinces[0]
    joker = Hint(
        (Action.place_joker(0, "green", first), Action.move(0, 1)),
        "",
        PlanFacts(0, 0, (), (), steps=1, target=tuple(view.regions[(view.emperor + 1) % len(view.regions)].provinces)),
    )
    disc = Hint((Action.disc(0, 4),), "", None, disc=4)
    texts = [hint_text(joker, view, NAMES), hint_text(disc, view, NAMES)]
    expected = {
        "en": ("place a joker as green in ", "choose disc 4", "go up to 4 steps", "move the emperor 1 step "),
        "de": ("einen Joker als grün in ", "Zahlenscheibe 4 wählen", "bis zu 4 Felder", "den Kaiser 1 Feld "),
        "fr": (
            "placer un joker comme vert en ",
            "choisir le jeton 4",
            "d’au plus 4 cases",
            "avancer Charlemagne de 1 case ",
        ),
    }[lang]
    assert expected[0] in texts[0] and expected[3] in texts[0], texts
    assert expected[1] in texts[1] and expected[2] in texts[1], texts
    if lang != "en":
        assert english_left(texts, lang) == []


def test_the_chance_is_the_computers_look_ahead_not_games_it_played_out(lang: str) -> None:
    """The strong search plays no game out: it judges positions by its evaluation. The words said otherwise."""
    from carolus.ui.words.hint_words import chance_text

    for teams in (False, True):
        text = chance_text(0.55, teams)
        assert "55 %" in text
        played_out = {"en": "played out", "de": "durchgespielt", "fr": "simulées"}[lang]
        look_ahead = {"en": "look-ahead", "de": "Vorausschau", "fr": "calculé à l’avance"}[lang]
        assert played_out not in text and look_ahead in text


def test_a_disc_hint_names_the_region_in_reach_and_who_acts_before_and_after(lang: str) -> None:
    """'A lower disc acts earlier' explained nothing: the hint names the region the disc lets the emperor reach and
    what a stop there does, and the players acting before and after with it this round."""
    from carolus.engine.ai.hint import DiscFacts

    view = _view()
    target = view.regions[2].provinces
    region = region_name(target)
    disc = Hint(
        (Action.disc(0, 3),),
        "",
        None,
        disc=3,
        disc_facts=DiscFacts(3, tuple(target), "build", before=(1,), after=()),
    )
    text = hint_text(disc, view, NAMES)
    assert region in text and "Bob" in text, text
    takeover = Hint(
        (Action.disc(0, 3),), "", None, disc=3, disc_facts=DiscFacts(3, tuple(target), "takeover", 1, after=(1,))
    )
    assert region in hint_text(takeover, view, NAMES) and "Bob" in hint_text(takeover, view, NAMES)
    far = Hint((Action.disc(0, 3),), "", None, disc=3, disc_facts=DiscFacts(3, tuple(target), "none"))
    assert region in hint_text(far, view, NAMES), "nothing goes your way: the farthest region reached is named"
    expected = {"en": "build a castle", "de": "Burg", "fr": "bourg"}[lang]
    assert expected in text, text
    assert "lower disc acts earlier" not in text
    if lang != "en":
        assert english_left([text, hint_text(takeover, view, NAMES)], lang) == []


def test_a_crown_hint_names_the_control_it_wins_and_the_region_it_strengthens(lang: str) -> None:
    from carolus.engine.ai.hint import CrownFacts

    view = _view()
    target = view.regions[1].provinces
    crown = Hint((Action.crown(0, "red"),), "", None, crown="red", crown_facts=CrownFacts("win", 1, tuple(target), -1))
    text = hint_text(crown, view, NAMES)
    assert region_name(target) in text and "Bob" in text, text
    keep = Hint((Action.crown(0, "red"),), "", None, crown="red", crown_facts=CrownFacts("keep", 1, (), 0))
    words = {"en": "control of red", "de": "Rot", "fr": "rouge"}[lang]
    assert words in text and words in hint_text(keep, view, NAMES)
    assert "court fight it helps most" not in text
    if lang != "en":
        assert english_left([text, hint_text(keep, view, NAMES)], lang) == []


def test_the_engine_gives_a_disc_and_a_crown_their_facts() -> None:
    """The facts come from the position: the disc's target is in the emperor's reach and a stop there does what
    the facts say; a crown that wins control names who holds it now."""
    from carolus.engine.ai.hint import advise, explain_choice

    match = Match.new(2, "d15c", NAMES)
    ai = make_player("greedy", 7)
    seen = {"disc": 0, "crown": 0}
    while not match.is_over() and match.state.round < 8:
        state = match.state
        if state.round >= 1 and state.phase_name in seen:
            hint = explain_choice(state, advise(state, "greedy"))
            if state.phase_name == "disc":
                facts = hint.disc_facts
                assert facts is not None and facts.steps == hint.disc
                assert facts.target, "a disc names a region it reaches"
                if facts.target:
                    r = next(i for i in range(state.num_regions) if state.region_provinces(i)[0] == facts.target[0])
                    assert 1 <= (r - state.emperor) % state.num_regions <= hint.disc
                    if facts.event in ("build", "takeover"):
                        assert state.outcome(r).kind == facts.event
                assert all(state.chosen[q] < hint.disc for q in facts.before)
            else:
                crown = hint.crown_facts
                assert crown is not None
                if crown.control == "win":
                    assert state.control[COLOURS.index(hint.crown)] == crown.rival
            seen[state.phase_name] += 1
        match.apply_action(ai.choose(state.clone()))
    assert seen["disc"] and seen["crown"]


def test_the_chance_says_when_a_strength_behind_it_is_assumed(lang: str) -> None:
    """Chances are conditioned on the players' strengths (``ai.strength``); a person the library has no rating
    for is assumed to play like intermediate, and the hint says so, in the player's language."""
    from dataclasses import replace

    view = _view()
    level = {"en": "intermediate", "de": "Mittel", "fr": "intermédiaire"}[lang]
    known = hint_text(_hint(view, chance=0.66), view, NAMES)
    you = hint_text(replace(_hint(view, chance=0.66), assumed=(0,)), view, NAMES)
    others = hint_text(replace(_hint(view, chance=0.66), assumed=(1,)), view, NAMES)
    assert level not in known
    assert level in you and level in others and you != others
    assert you.startswith(known) and others.startswith(known)
    if lang != "en":
        assert english_left([you[len(known) :], others[len(known) :]], lang) == []
