"""The player panel and the status line: the facts of a seat and the task at hand, in pictures and words."""

from __future__ import annotations

from carolus.engine.actions import Action
from carolus.engine.match import Match
from carolus.engine.view import game_view
from carolus.ui.board import PlayerPanel, colour_qcolor, side_qcolor, status_text
from carolus.ui.board.samples import NAMES, midgame, move_phase, opening, play_until


def test_status_text_names_the_actor_and_the_task():
    setup = game_view(Match.new(2, "a1").state)
    assert status_text(setup, NAMES) == "Setup — Anna: take a knight of any colour (crown rolled)."
    view = game_view(opening(3).state)
    assert status_text(view, NAMES) == f"Round 1 — {NAMES[view.to_act]}: choose a disc (1, 2, 3, 4, 5)."
    view = game_view(move_phase(2).state)
    top = view.seats[view.to_act].disc_played
    assert f"move the emperor 1 to {top} regions" in status_text(view, NAMES)
    view = game_view(midgame(2).state)
    left = view.to_place - view.placed
    assert f"place {left} more knight" in status_text(view, NAMES)


def test_status_text_after_the_end_names_the_winning_team():
    match = play_until(4, "a1", lambda s: False, level="random")
    view = game_view(match.state)
    assert view.over
    text = status_text(view, NAMES)
    if view.draw:
        assert "draw" in text
    else:
        team = [NAMES[p] for p in range(4) if p % 2 == view.winner]
        assert " & ".join(team) in text and " won with " in text


def test_disc_choice_lists_only_free_discs():
    match = opening(2)
    match.apply_action(Action.disc(match.to_act, 4))
    assert "choose a disc (1, 2, 3, 5)" in status_text(game_view(match.state), NAMES)


def test_player_panel_shows_the_seat_and_paints(qtbot):
    view = game_view(midgame(3).state)
    seat = view.to_act
    panel = PlayerPanel()
    qtbot.addWidget(panel)
    panel.set_view(view, seat, NAMES[:3])
    player = view.seats[seat]
    summary = panel.summary()
    assert summary.startswith(f"{NAMES[seat]} (")
    assert "to act" in summary
    for c, name in enumerate(("blue", "green", "pink", "red", "yellow")):
        if player.reserve[c]:
            assert f"{name} {player.reserve[c]}" in summary.split("reserve:")[1].split(";")[0]
        if c in player.controls:
            assert f"{name} {player.court[c]} (controls)" in summary
    assert panel.turn_position() == list(view.action_order).index(seat) + 1
    image = panel.grab()
    assert not image.isNull() and image.width() >= 150
    other = (seat + 1) % 3
    panel.set_view(view, other, NAMES[:3])
    assert "to act" not in panel.summary()


def chroma(colour) -> int:
    rgb = (colour.red(), colour.green(), colour.blue())
    return max(rgb) - min(rgb)


def test_palette_keeps_side_colours_apart_from_knight_colours():
    assert all(chroma(colour_qcolor(c)) > 100 for c in range(5)), "knights are vivid"
    for sides in (2, 3):
        assert all(chroma(side_qcolor(s, sides)) < 40 for s in range(sides)), "castles are white, black or grey"
    lightness = sorted(side_qcolor(s, 3).lightness() for s in range(3))
    assert lightness[1] - lightness[0] > 60 and lightness[2] - lightness[1] > 60
