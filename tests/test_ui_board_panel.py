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


def test_the_castle_race_in_the_band_draws_each_castle_wide_enough_to_count(monkeypatch) -> None:
    """Beside the "2 / 8" count a track's castles were about 7 screen pixels wide at 1366x768 (three players with
    optional rules, the race in the band): now the count sits beside the name and the track has the width."""
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    from carolus.ui.board import team_race

    widths: list[float] = []
    original = team_race.castle_path

    def recording(rect):  # type: ignore[no-untyped-def]
        if rect not in team_race.key_rects(3):  # each side's colour key, not its track
            widths.append(rect.width())
        return original(rect)

    monkeypatch.setattr(team_race, "castle_path", recording)
    race = team_race.TeamRace()
    race.set_race([("You", "You", 2, 8), ("Bruno", "Bruno", 1, 8), ("Cleo", "Cleo", 0, 8)])
    image = QImage(400, 400, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    race.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    assert len(widths) == 24
    assert min(widths) >= 0.1 * team_race.WIDTH, f"castles {min(widths):.0f} wide of {team_race.WIDTH:.0f}"
