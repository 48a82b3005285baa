"""The optional rules on a board scene: hints (a joker turn goes on to the move, its words), pile picking, jokers."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from carolus.engine.actions import Action, to_code
from carolus.engine.ai import GreedyPlayer
from carolus.engine.ai.hint import advise
from carolus.engine.ai.plans import describe_plan
from carolus.engine.match import Match
from carolus.engine.record import Record
from carolus.engine.state import State
from carolus.engine.view import game_view
from carolus.ui.board import BoardScene, BoardView
from carolus.ui.board.status import status_text
from carolus.ui.words.hint_words import hint_text


def _first_state(variants: list[str], wanted: object) -> State:
    """The first position of a greedy game under ``variants`` where the greedy hint starts as ``wanted`` says."""
    match = Match(Record.new(2, "c3", ["Ann", "Bob"], variants))
    ai = GreedyPlayer(seed=1)
    while not match.is_over():
        if wanted(match.state):  # type: ignore[operator]
            return match.state
        match.apply_action(ai.choose(match.state))
    raise AssertionError("no such position")


def _starts_with_joker(state: State) -> bool:
    return state.phase_name == "place" and bool(advise(state, "greedy").actions[0].joker)


def test_a_hint_that_starts_with_a_joker_goes_on_to_the_move_and_words_the_joker() -> None:
    state = _first_state(["deferred-jokers"], _starts_with_joker)
    hint = advise(state, "greedy")
    assert hint.actions[-1].type == "move"
    assert len(hint.actions) == state.to_place - state.placed + 1
    assert hint.plan is not None and sum(p.jokers for p in hint.plan.placements) >= 1
    codes = []
    walk = state.clone()
    for action in hint.actions:
        codes.append(to_code(walk, action))
        walk.apply_trusted(codes[-1])
    assert "a joker)" in describe_plan(state, tuple(codes))


def test_the_hint_bar_and_marks_name_the_joker_the_pile_and_the_swap(qtbot: QtBot) -> None:
    scene = BoardScene()
    state = _first_state(["deferred-jokers"], _starts_with_joker)
    view = game_view(state, state.to_act)
    scene.set_view(view, ["Ann", "Bob"], True)
    hint = advise(state, "greedy")
    assert "a joker as " in hint_text(hint, view, ["Ann", "Bob"])
    marks = scene.show_hint(hint.actions)
    assert any(mark.target is scene.variants.chip("joker") for mark in marks)
    assert not any(
        mark.target is scene.reserve_item(state.to_act, str(hint.actions[0].colour))
        for mark in marks
        if hint.actions[0].colour not in {str(a.colour) for a in hint.actions[1:] if not a.joker}
    )
    for variants, phase, words in ((["piles"], "pile", "take "), (["free-colour"], "swap", "knights just taken")):
        state = _first_state(variants, lambda s, phase=phase: s.phase_name == phase)
        view = game_view(state, state.to_act)
        scene.set_view(view, ["Ann", "Bob"], True)
        hint = advise(state, "greedy")
        text = hint_text(hint, view, ["Ann", "Bob"])
        if phase == "swap" and hint.actions[0].source is not None:
            words = "just taken into"
        assert words in text, text
        marks = scene.show_hint(hint.actions)
        assert any(mark.target is scene.variants.hint_item(hint.actions[0]) for mark in marks)


@pytest.mark.parametrize("variants", [["piles"], ["free-colour"], ["early-roll", "deferred-jokers"]])
def test_a_hint_is_a_whole_legal_turn_under_each_rule(variants: list[str]) -> None:
    state = _first_state(variants, lambda s: s.phase_name == "place" and s.placed == 0 and s.round > 1)
    hint = advise(state, "greedy")
    walk = state.clone()
    for action in hint.actions:
        walk.apply_trusted(to_code(walk, action))
    assert hint.actions[-1].type == "move"


def test_picking_knights_of_a_big_pile_toggles_and_the_last_pick_takes_them(qtbot: QtBot) -> None:
    state = _first_state(
        ["piles"], lambda s: s.phase_name == "pile" and any(a.take is not None for a in game_view(s).legal)
    )
    view = game_view(state, state.to_act)
    scene = BoardScene()
    scene.set_view(view, ["Ann", "Bob"], True)
    sent: list[object] = []
    scene.action_requested.connect(sent.append)
    panel = scene.variants
    big = next(a for a in view.legal if a.type == "pile" and a.take is not None)
    assert panel.chip("pile", big.pile).toolTip() == f"Take pile {int(big.pile or 0) + 1} into your reserve"
    panel.chip_clicked(panel.chip("pile", big.pile))
    assert panel.picking == big.pile and not sent
    knights = [c for c in panel.chips if c.kind == "knight"]
    assert len(knights) == sum(view.piles[int(big.pile or 0)]) > len(big.take or ())
    panel.chip_clicked(panel.chip("knight", 0))
    panel.chip_clicked(panel.chip("knight", 0))
    assert panel.picked == [] and not sent, "a second click puts a knight back"
    for i in range(len(big.take or ())):
        panel.chip_clicked(panel.chip("knight", i))
    assert len(sent) == 1 and sent[0] in view.legal and sent[0].take is not None


def test_a_joker_is_placed_then_named_and_picking_up_a_knight_drops_it(qtbot: QtBot) -> None:
    state = _first_state(
        ["deferred-jokers"],
        lambda s: (
            s.phase_name == "place"
            and any(a.joker for a in game_view(s).legal)
            and any(not a.joker and a.type == "place" for a in game_view(s).legal)
        ),
    )
    view = game_view(state, state.to_act)
    scene = BoardScene()
    scene.set_view(view, ["Ann", "Bob"], True)
    sent: list[object] = []
    scene.action_requested.connect(sent.append)
    panel = scene.variants
    panel.chip_clicked(panel.chip("joker"))
    assert panel.joker_selected and scene.selected_colour is None
    scene.court_clicked(scene.court_item(state.to_act))
    named = {c.data for c in panel.chips if c.kind == "joker-colour"}
    assert named == {a.colour for a in view.legal if a.joker and a.to == "court"}
    assert panel.joker_targets() == {"court"}
    colour = sorted(named)[0]
    panel.chip_clicked(panel.chip("joker-colour", colour))
    assert sent == [Action.place_joker(state.to_act, colour, "court")]
    sent.clear()
    panel.chip_clicked(panel.chip("joker"))
    knight = next(a for a in view.legal if a.type == "place" and not a.joker)
    scene.reserve_pressed(scene.reserve_item(state.to_act, str(knight.colour)))
    assert not panel.joker_selected and scene.selected_colour == knight.colour and not sent


def test_free_draw_asks_for_a_colour_without_speaking_of_a_rolled_crown() -> None:
    view = game_view(Match(Record.new(2, "c3", ["Ann", "Bob"], ["free-draw"])).state)
    assert view.phase == "crown"
    name = ["Ann", "Bob"][view.to_act]
    assert status_text(view, ["Ann", "Bob"]) == f"Setup — {name}: choose the colour of a knight to take (free draw)."


def _joker_board(qtbot: QtBot) -> tuple[BoardScene, BoardView, State]:
    state = _first_state(
        ["deferred-jokers"],
        lambda s: s.phase_name == "place" and any(a.joker and a.to != "court" for a in game_view(s).legal),
    )
    scene = BoardScene()
    view_widget = BoardView(scene)
    qtbot.addWidget(view_widget)
    view_widget.resize(1366, 768)
    view_widget.show()
    scene.set_view(game_view(state, state.to_act), ["Ann", "Bob"], True)
    qtbot.waitExposed(view_widget)
    return scene, view_widget, state


def _drag(view_widget: BoardView, start: QPoint, end: QPoint) -> None:
    """A real mouse drag: press, five moves, release."""
    QTest.mousePress(view_widget.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for k in range(1, 6):
        QTest.mouseMove(view_widget.viewport(), start + (end - start) * k / 5)


def test_a_joker_dragged_onto_a_region_asks_for_its_colour_and_a_drop_elsewhere_changes_nothing(qtbot: QtBot) -> None:
    scene, view_widget, state = _joker_board(qtbot)
    view = game_view(state, state.to_act)
    sent: list[object] = []
    scene.action_requested.connect(sent.append)
    panel = scene.variants
    to = next(a.to for a in view.legal if a.joker and a.to != "court")
    region = scene.region_item(int(to))  # type: ignore[arg-type]
    start = view_widget.mapFromScene(panel.chip("joker").sceneBoundingRect().center())
    illegal = next((r for r in view.regions if r.provinces[0] not in panel._joker_legal_targets()), None)
    if illegal is not None:  # a region the joker may not go to: dropped there, nothing changes
        end = view_widget.mapFromScene(scene.region_item(illegal.provinces[0]).centre())
        _drag(view_widget, start, end)
        assert scene._ghost is not None, "a crown follows the pointer"
        QTest.mouseRelease(view_widget.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
        assert scene._ghost is None and panel.joker_to is None and not sent
    end = view_widget.mapFromScene(region.centre())
    _drag(view_widget, start, end)
    assert scene._ghost is not None and region.hovered, "the drop target lights up under the dragged joker"
    QTest.mouseRelease(view_widget.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    assert scene._ghost is None and panel.joker_to == to and not sent
    named = {c.data for c in panel.chips if c.kind == "joker-colour"}
    assert named == {a.colour for a in view.legal if a.joker and a.to == to}
    colour = sorted(named)[0]
    QTest.mouseClick(
        view_widget.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        view_widget.mapFromScene(panel.chip("joker-colour", colour).sceneBoundingRect().center()),
    )
    assert sent == [Action.place_joker(state.to_act, colour, to)]


def test_a_click_on_a_joker_picks_it_up_and_a_second_click_puts_it_down(qtbot: QtBot) -> None:
    scene, view_widget, _state = _joker_board(qtbot)
    panel = scene.variants

    def click_joker() -> None:
        QTest.mouseClick(
            view_widget.viewport(),
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
            view_widget.mapFromScene(panel.chip("joker").sceneBoundingRect().center()),
        )

    click_joker()
    assert panel.joker_selected and panel.joker_targets() and panel.chip("joker").picked
    click_joker()
    assert not panel.joker_selected and not panel.joker_targets()
