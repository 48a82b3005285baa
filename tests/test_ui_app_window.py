"""Whole games through the real window: clicks on the board, the computer in its worker, undo, files, replay,
and the leave guards every command that would abandon a game asks first."""

from __future__ import annotations

from pathlib import Path
from random import Random

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from carolus.engine.actions import Action
from carolus.engine.match import Match
from carolus.ui.persistence import autosave_path, unfinished_autosave
from carolus.ui.preferences import AppSettings
from carolus.ui.seats import GameSetup
from carolus.ui.startup import open_first_game
from carolus.ui.windows.main_window import MainWindow
from tests.support.clicks import click_action, click_item, click_point, person_action, play_clicks, wait_for_person
from tests.support.window import WindowOptions


@pytest.fixture
def window_options() -> WindowOptions:
    return WindowOptions(size=(1200, 850))


def _two_people_placing(w: MainWindow, qtbot: QtBot, seed: str, rng_seed: int) -> Random:
    """Start a game of two people and click random actions up to the first placement; returns the clicks' rng."""
    w.start_game(GameSetup(2, ("Ann", "Bob"), ("human", "human"), seed))
    rng = Random(rng_seed)
    while w.controller.match.state.phase_name != "place":
        click_action(w, qtbot, person_action(w, rng))
    return rng


def test_person_beats_or_loses_to_random_computer_by_real_clicks(window: MainWindow, qtbot: QtBot) -> None:
    w = window
    w.start_game(GameSetup(2, ("Ann", "Robot"), ("human", "random"), "a11ce"))
    clicks = play_clicks(w, qtbot, Random(1))
    c = w.controller
    assert c.match.is_over() and clicks > 20
    qtbot.waitUntil(lambda: w.result_dialog is not None and w.result_dialog.isVisible())
    total = c.match.rules.castles_per_side
    assert w.result_dialog.scores == [total - left for left in c.match.state.castles_left]
    assert w.result_dialog.chart.points[-1] == tuple(w.result_dialog.scores)
    state = c.match.state
    expected = "A draw" if state.winner < 0 else ("You won!" if state.winner == 0 else "You lost")
    assert w.result_dialog.title == expected, "the result speaks to the person at this screen"
    assert not w.result_dialog.isWindow() and w.result_dialog.parent() is w.board, "the result is on the board"
    assert w.log_list.item(w.log_list.count() - 1).text().startswith("Game over")
    items = [w.log_list.item(i) for i in range(w.log_list.count())]
    assert all(item.font().bold() == item.text().startswith("Round ") for item in items), "rounds open in bold"
    assert unfinished_autosave() is None


def test_hot_seat_view_follows_the_acting_person(window: MainWindow, qtbot: QtBot) -> None:
    w = window
    w.start_game(GameSetup(3, ("Ann", "Bob", "Cat"), ("human", "human", "human"), "5ea7"))
    c = w.controller
    seen = set()
    for _ in range(60):
        wait_for_person(w, qtbot)
        actor = c.match.to_act
        assert c.view().viewer == actor and w.scene.interactive
        assert f" — {c.names[actor]}, your turn at this screen: " in w.status_label.text()
        seen.add(actor)
        click_action(w, qtbot, person_action(w, Random(len(c.record.actions))))
    assert seen == {0, 1, 2}


def test_undo_takes_back_a_placement_but_not_a_move(window: MainWindow, qtbot: QtBot) -> None:
    w = window
    rng = _two_people_placing(w, qtbot, "0dd", 3)
    c = w.controller
    before = c.match.digest()
    click_action(w, qtbot, person_action(w, rng))
    assert c.match.digest() != before and w.undo_action.isEnabled()
    w.undo_action.trigger()
    assert c.match.digest() == before
    assert w.redo_action.isEnabled()
    while c.match.state.phase_name == "place":
        click_action(w, qtbot, person_action(w, rng))
    click_action(w, qtbot, person_action(w, rng))
    assert not w.undo_action.isEnabled()


def test_save_open_and_a_bad_file_that_changes_nothing(window: MainWindow, qtbot: QtBot, tmp_path: Path) -> None:
    w = window
    w.start_game(GameSetup(2, ("Ann", "Bob"), ("human", "greedy"), "5a5e"))
    play_clicks(w, qtbot, Random(4), limit=12)
    digest = w.controller.match.digest()
    for name in ("game.json", "game.msgpack"):
        assert w.save_file(tmp_path / name)
        w.start_game(GameSetup(2, ("X", "Y"), ("human", "human"), "1"))
        assert w.open_file(tmp_path / name)
        assert w.controller.match.digest() == digest
        assert w.controller.seats == ["human", "greedy"]
    (tmp_path / "junk.json").write_text("[1, 2")
    assert not w.open_file(tmp_path / "junk.json")
    assert "junk.json" in w.last_error and "\n" not in w.last_error
    assert w.controller.match.digest() == digest
    assert w.replay_file(tmp_path / "junk.json") is None
    assert not w.save_file(tmp_path)  # a folder, not a file
    assert str(tmp_path) in w.last_error
    viewer = w.replay_file(tmp_path / "game.msgpack")
    assert viewer is not None and viewer.views[-1].digest == digest


def test_resume_from_autosave_after_a_crash(window: MainWindow, qtbot: QtBot, user_dirs: Path) -> None:
    w = window
    w.start_game(GameSetup(2, ("Ann", "Bob"), ("human", "random"), "c4a5"))
    play_clicks(w, qtbot, Random(5), limit=15)
    wait_for_person(w, qtbot)
    digest = w.controller.match.digest()
    assert autosave_path().exists()
    # a second window stands for the next launch after the first one died
    again = MainWindow(w.settings)
    qtbot.addWidget(again)
    asked: list[str] = []
    open_first_game(again, lambda _parent, record, answer: answer(asked.append(record.names[0]) is None))
    assert asked == ["Ann"]
    assert again.controller.match.digest() == digest
    again.controller.shutdown()


@pytest.mark.parametrize("button", ["Yes", "No"])
def test_the_resume_question_leaves_the_event_loop_running(
    window: MainWindow, qtbot: QtBot, user_dirs: Path, button: str
) -> None:
    w = window
    w.start_game(GameSetup(2, ("Ann", "Bob"), ("human", "random"), "c4a6"))
    play_clicks(w, qtbot, Random(6), limit=6)
    wait_for_person(w, qtbot)
    digest = w.controller.match.digest()
    w.controller.shutdown()
    again = MainWindow(w.settings)
    qtbot.addWidget(again)
    again.show()
    open_first_game(again)  # the real question: returns at once, opened with open(), not exec()
    box = again.findChild(QMessageBox, "resume-question")
    assert box is not None and box.isVisible() and again.controller is None
    assert box.textFormat() == Qt.TextFormat.PlainText and "Ann" in box.text()
    waiting = [again.undo_action, again.redo_action, again.hint_action, again.replay_action, again.save_action]
    assert not any(action.isEnabled() for action in waiting), "nothing to undo, hint or replay before an answer"
    assert again.scene.view is not None and again.scene.view.digest == digest, "the saved game is behind the question"
    ticked: list[int] = []
    QTimer.singleShot(0, lambda: ticked.append(1))  # the loop runs while the question waits
    qtbot.waitUntil(lambda: bool(ticked))
    qtbot.mouseClick(box.button(getattr(QMessageBox.StandardButton, button)), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: again.controller is not None)
    if button == "Yes":
        assert again.controller.match.digest() == digest
    else:
        assert not again.controller.record.actions and again.controller.record.names != ("Ann", "Bob")
    again.controller.shutdown()


def test_the_status_line_describes_the_computer_instead_of_giving_it_orders(window: MainWindow, qtbot: QtBot) -> None:
    w = window
    w.settings.ai_pause_ms = 100_000
    w.start_game(GameSetup(2, ("Bea", "Robot"), ("human", "greedy"), "c0ffee"))
    c = w.controller
    rng = Random(1)
    while c.match.to_act != 1:  # the computer waits 100 s before it moves: the person plays up to its turn
        click_action(w, qtbot, person_action(w, rng))
    text = w.status_label.text()
    assert "Robot is " in text and text.endswith("…") and "Robot:" not in text and "take a knight" not in text


def test_first_launch_opens_a_game_against_the_gentlest_computer(window: MainWindow, qtbot: QtBot) -> None:
    open_first_game(window, lambda *_: pytest.fail("nothing to resume on first launch"))
    c = window.controller
    assert c.seats == ["human", "beginner"]
    assert window.status_label.text()
    c.shutdown()


def _greedy_game(seed: str = "7e57") -> Match:
    """A finished game of two greedy computers (for the replay viewer)."""
    from carolus.engine.ai import make_player

    match = Match.new(2, seed, ["Ann", "Bob"])
    ai = make_player("greedy", 2)
    while not match.is_over():
        match.apply_action(ai.choose(match.state.clone()))
    return match


def test_replay_viewer_stepped_to_the_end_reproduces_the_digest(window: MainWindow, qtbot: QtBot) -> None:
    match = _greedy_game()
    viewer = window.show_replay(match.record)
    assert viewer is not None and viewer.position() == 0
    for _ in range(5):
        QTest.mouseClick(viewer.forward, Qt.MouseButton.LeftButton)
    assert viewer.position() == 5
    QTest.mouseClick(viewer.back, Qt.MouseButton.LeftButton)
    assert viewer.position() == 4
    while viewer.position() < viewer.slider.maximum():
        viewer.step_forward()
    assert viewer.current_view().digest == match.digest()
    assert viewer.scene.view is not None and viewer.scene.view.digest == match.digest()
    viewer.slider.setValue(0)
    assert viewer.scene.view.digest == Match.new(2, "7e57", ["Ann", "Bob"]).digest()


def test_a_click_on_the_replay_slider_jumps_where_it_was_clicked(window: MainWindow, qtbot: QtBot) -> None:
    match = _greedy_game()
    viewer = window.show_replay(match.record)
    qtbot.waitExposed(viewer)
    slider = viewer.slider
    QTest.mouseClick(
        slider,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        QPoint(slider.width() * 3 // 4, slider.height() // 2),
    )
    top = slider.maximum()
    assert abs(viewer.position() - top * 3 // 4) <= top // 20, (viewer.position(), top)


def test_computer_waits_for_animations_and_play_goes_on(window: MainWindow, qtbot: QtBot) -> None:
    w = window
    w.settings.animations_on = True
    w.settings.animation_speed = 4.0
    w.apply_settings()
    w.start_game(GameSetup(2, ("Ann", "Robot"), ("human", "greedy"), "a7"))
    play_clicks(w, qtbot, Random(6), limit=14)
    assert len(w.controller.record.actions) >= 14
    qtbot.waitUntil(lambda: not w.scene.animating, timeout=10000)


def test_hint_button_shows_the_suggestion_with_busy_indicator(window: MainWindow, qtbot: QtBot) -> None:
    w = window
    w.start_game(GameSetup(2, ("Ann", "Bob"), ("human", "human"), "41"))
    w.controller.hint_iterations = 300
    board_top = w.board.mapTo(w, w.board.rect().topLeft())
    w.hint_action.trigger()
    assert w.busy.isVisible() and w.hint_label.hint_shown
    qtbot.waitUntil(lambda: w.hint_label.text().startswith("Hint:"), timeout=15000)
    assert not w.busy.isVisible()
    assert w.scene.hint_marks(), "the suggestion is marked on the board too"
    assert w.board.mapTo(w, w.board.rect().topLeft()) == board_top, "the hint appears without moving the board"
    click_action(w, qtbot, person_action(w, Random(0)))
    assert not w.hint_label.hint_shown and w.scene.hint_marks() == []


def _hint_shown(w: MainWindow, qtbot: QtBot) -> list[Action]:
    w.controller.hint_iterations = 300
    w.hint_action.trigger()
    qtbot.waitUntil(lambda: w.hint_label.text().startswith("Hint:"), timeout=15000)
    return list(w.hints.left)


def test_the_hints_marks_stay_while_the_person_follows_it_and_it_speaks_from_their_side(
    window: MainWindow, qtbot: QtBot
) -> None:
    from carolus.ui.words.narration import region_name

    w = window
    _two_people_placing(w, qtbot, "41", 0)
    c = w.controller
    suggested = _hint_shown(w, qtbot)
    assert len(suggested) >= 2 and suggested[-1].type == "move"
    text = w.hint_label.text()
    assert "Your chances: about " in text and " % " in text
    named = {region_name(rv.provinces) for rv in c.view().regions}
    assert any(name in text for name in named) and "region " not in text
    for step, action in enumerate(suggested[:-1], 1):
        click_action(w, qtbot, action)
        assert w.hint_label.hint_shown and w.scene.hint_marks(), f"the hint stays after step {step}"
    click_action(w, qtbot, suggested[-1])
    assert not w.hint_label.hint_shown and w.scene.hint_marks() == []


def test_a_hint_goes_away_when_the_person_does_something_else(window: MainWindow, qtbot: QtBot) -> None:
    w = window
    _two_people_placing(w, qtbot, "41", 0)
    c = w.controller
    suggested = _hint_shown(w, qtbot)
    other = next(a for a in c.view().legal if a != suggested[0])
    click_action(w, qtbot, other)
    assert not w.hint_label.hint_shown and w.scene.hint_marks() == []


def test_new_game_dialog_offers_teams_for_four_and_remembers_choices(window: MainWindow) -> None:
    from carolus.ui.windows.new_game_dialog import NewGameDialog

    dialog = NewGameDialog(window.settings.last_setup(), window)
    dialog.set_players(4)
    assert [label.text() for label in dialog.team_labels] == ["Team A", "Team B", "Team A", "Team B"]
    dialog.name_edits[2].setText("  Cleo   Z ")
    dialog.kind_boxes[3].setCurrentIndex(dialog.kind_boxes[3].findData("beginner"))
    dialog.seed_edit.setText("beef")
    setup = dialog.setup()
    assert setup.players == 4 and setup.names[2] == "Cleo Z" and setup.seats[3] == "beginner" and setup.seed == "beef"
    window.start_game(setup)
    assert window.controller.record.seed == "beef" and len(window.panels) == 4
    again = NewGameDialog(window.settings.last_setup(), window).setup()
    assert again.players == 4 and again.names == setup.names and again.seats == setup.seats
    window.controller.shutdown()


def test_settings_dialog_choices_are_remembered_and_applied(window: MainWindow) -> None:
    from carolus.ui.windows.settings_dialog import SettingsDialog

    dialog = SettingsDialog(window.settings, window)
    dialog.name.setText("Ann")
    dialog.animations.setChecked(True)
    dialog.speed.setValue(8)
    dialog.pause.setValue(250)
    dialog.accept()
    window.apply_settings()
    fresh = AppSettings(QSettings())
    assert (fresh.player_name, fresh.animations_on, fresh.animation_speed, fresh.ai_pause_ms) == ("Ann", True, 2.0, 250)
    assert fresh.effective_animation_speed() == 2.0
    fresh.animations_on = False
    assert AppSettings(QSettings()).effective_animation_speed() == 0.0


def test_the_name_set_in_settings_reaches_the_running_game_and_the_next_new_game(
    window: MainWindow, qtbot: QtBot
) -> None:
    from carolus.ui.windows.new_game_dialog import NewGameDialog
    from carolus.ui.windows.settings_dialog import SettingsDialog

    w = window
    w.start_game(GameSetup(2, ("Ann", "Robot"), ("human", "human"), "a7"))
    click_action(w, qtbot, person_action(w, Random(1)))
    w.show_settings()
    dialog = w.findChild(SettingsDialog)
    assert dialog is not None
    dialog.name.setText("Bea")
    dialog.accept()
    c = w.controller
    assert c.names[0] == "Bea" and c.record.names[0] == "Bea"
    assert "Bea" in w.log_list.item(w.log_list.count() - 1).text() and "Ann" not in "".join(c.log_lines)
    assert w.scene.seat_item(0).name == "Bea" or "Bea" in w.status_label.text()
    assert NewGameDialog(w.settings.last_setup(), w).name_edits[0].text() == "Bea"


def test_a_knight_dragged_from_the_reserve_onto_a_region_is_placed(window: MainWindow, qtbot: QtBot) -> None:
    w = window
    _two_people_placing(w, qtbot, "d4a9", 8)
    c = w.controller
    p = c.match.to_act
    action = next(a for a in c.view().legal if a.type == "place" and a.to != "court")
    start = click_point(w, w.scene.reserve_item(p, str(action.colour)))
    end = click_point(w, w.scene.region_item(int(action.to)))
    viewport = w.board.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for k in range(1, 9):
        QTest.mouseMove(viewport, start + (end - start) * (k / 8))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    assert c.record.actions[-1] == action


def test_the_result_screen_waits_until_the_last_castle_has_gone_up(window: MainWindow, qtbot: QtBot) -> None:
    from carolus.engine.ai import make_player

    match = Match.new(2, "e4d", ["Ann", "Bob"])
    ai = make_player("greedy", 7)
    while not match.is_over():
        match.apply_action(ai.choose(match.state.clone()))
    last = match.record.actions[-1]
    record = match.truncated(len(match.record.actions) - 1).record
    record.extra["seats"] = ["human", "human"]
    w = window
    w.settings.animations_on = True
    w.settings.animation_speed = 4.0
    w.apply_settings()
    w.load_game(record)
    assert w.controller.submit(last) and w.controller.match.is_over()
    assert w.scene.animating and w.result_dialog is None, "the board shows the end first"
    qtbot.waitUntil(lambda: w.result_dialog is not None and w.result_dialog.isVisible(), timeout=10000)
    assert not w.scene.animating
    assert w.result_dialog.how.startswith(("Ann: all", "Bob: all", "Fewer than 4 regions"))


def test_number_keys_choose_a_free_disc_and_only_in_the_disc_phase(window: MainWindow, qtbot: QtBot) -> None:
    w = window
    w.start_game(GameSetup(2, ("Ann", "Bob"), ("human", "human"), "4e75"))
    c = w.controller
    offered = "pink" in {a.colour for a in c.view().legal if a.type == "crown"}
    QTest.keyClick(w, Qt.Key.Key_3)
    assert all(a.type != "disc" for a in c.record.actions), "no disc during the setup crowns"
    assert [(a.type, a.colour) for a in c.record.actions] == ([("crown", "pink")] if offered else [])
    rng = Random(2)
    while c.match.state.phase_name != "disc":
        click_action(w, qtbot, person_action(w, rng))
    count = len(c.record.actions)
    first = c.match.to_act
    QTest.keyClick(w, Qt.Key.Key_3)
    assert c.record.actions[count] == Action.disc(first, 3)
    QTest.keyClick(w, Qt.Key.Key_3)  # taken by the first chooser: the second player must pick another
    assert len(c.record.actions) == count + 1
    QTest.keyClick(w, Qt.Key.Key_5)
    assert c.record.actions[count + 1].value == 5


def dialogs_opened(parent: MainWindow) -> list[str]:
    """Cancel every modal dialog that opens from now on; the list gets each one's name."""
    opened: list[str] = []

    def cancel() -> None:
        box = QApplication.activeModalWidget()
        if box is not None:
            opened.append(box.objectName() or type(box).__name__)
            box.reject()

    timer = QTimer(parent)
    timer.setInterval(20)
    timer.timeout.connect(cancel)
    timer.start()
    return opened


def test_a_declining_leave_guard_keeps_the_game_and_the_window_for_every_way_out(window: MainWindow) -> None:
    window.start_game(GameSetup(2, ("Ann", "Bob"), ("human", "human"), "1eaf"))
    game = window.controller
    asked: list[str] = []
    window.leave_guards.append(lambda go_on: asked.append("first"))  # declines: never goes on
    window.leave_guards.append(lambda go_on: asked.append("second") or go_on())
    left: list[object] = []
    window.game_left.connect(left.append)
    opened = dialogs_opened(window)
    for command in (window.new_action, window.open_action, window.quit_action):
        command.trigger()
        assert window.controller is game and window.isVisible()
    assert not window.close()
    assert asked == ["first"] * 4  # the first refusal decides: later guards are not asked
    assert window.controller is game and window.isVisible() and opened == [] and left == []


def test_agreeing_guards_let_each_command_go_on_and_the_window_says_which_game_it_left(
    window: MainWindow, qtbot: QtBot
) -> None:
    window.start_game(GameSetup(2, ("Ann", "Bob"), ("human", "human"), "1eaf"))
    game = window.controller
    asked: list[str] = []
    window.leave_guards.append(lambda go_on: asked.append("ok") or go_on())
    left: list[object] = []
    window.game_left.connect(left.append)
    opened = dialogs_opened(window)
    window.new_action.trigger()  # dialogs open window-modal and return at once
    qtbot.waitUntil(lambda: opened == ["NewGameDialog"])
    window.open_action.trigger()
    qtbot.waitUntil(lambda: len(opened) == 2)
    assert opened == ["NewGameDialog", "QFileDialog"] and window.controller is game and left == []
    window.start_game(GameSetup(2, ("Cat", "Dan"), ("human", "human"), "2"))
    second = window.controller
    assert left == [game]
    assert window.close()
    assert asked == ["ok"] * 3 and left == [game, second] and not window.isVisible() and window.controller is None


def test_h_pressed_while_the_computer_picks_its_disc_gives_the_hint_when_the_person_is_to_choose(
    window: MainWindow, qtbot: QtBot
) -> None:
    w = window
    w.settings.ai_pause_ms = 400
    w.start_game(GameSetup(2, ("Ann", "Robot"), ("human", "greedy"), "a"))  # the computer chooses its disc first
    c = w.controller
    c.hint_seconds = 0.2
    rng = Random(2)
    while c.match.state.phase_name != "disc":
        wait_for_person(w, qtbot)
        if c.match.state.phase_name != "disc":
            c.submit(person_action(w, rng))
    assert c.match.to_act == 1 and c.is_busy(), "the computer is about to pick its disc"
    QTest.keyClick(w, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: w.hint_label.text().startswith("Hint:"), timeout=15000)
    assert c.match.to_act == 0 and "choose disc" in w.hint_label.text()


def test_the_computers_last_turn_stays_marked_until_the_person_acts(window: MainWindow, qtbot: QtBot) -> None:
    w = window
    w.start_game(GameSetup(2, ("Ann", "Robot"), ("human", "greedy"), "a7"))
    c = w.controller
    rng = Random(3)
    while True:
        wait_for_person(w, qtbot)
        if any(a.player == 1 and a.type == "move" for a in c.record.actions):
            break
        click_action(w, qtbot, person_action(w, rng))
    trace = c.traces[1]
    marks = w.scene.trace_marks()
    assert len(marks) == 1 and marks[0].shape_data.walk is not None
    placed = sum(k for (where, _), k in trace.placed.items() if where is not None)
    assert len(marks[0].shape_data.tags) == len({key for key in trace.placed if key[0] is not None})
    assert placed == 0 or marks[0].shape_data.tags
    tip = w.scene.seat_item(1).toolTip()
    assert tip.startswith("Last turn: Robot ") and "emperor" in tip
    click_action(w, qtbot, person_action(w, rng))
    assert w.scene.trace_marks() == [], "the person acted: the computer's turn is no longer marked"
    assert w.scene.seat_item(1).toolTip() == tip, "its words stay on the seat box"


def test_knights_placed_in_a_court_are_marked_on_that_court(window: MainWindow, qtbot: QtBot) -> None:
    """The last turn's marks showed knights placed in regions only: Bob's knights that went to his court left no
    mark on the board."""
    w = window
    w.start_game(GameSetup(2, ("Ann", "Bob"), ("human", "human"), "a7"))
    c = w.controller
    rng = Random(4)
    for _ in range(200):
        trace = c.traces.get(1)
        if (
            c.match.to_act == 0
            and trace is not None
            and any(where is None for where, _ in trace.placed)
            and w.scene.trace_marks()
        ):
            break
        legal = c.view().legal
        courts = [a for a in legal if a.type == "place" and a.to == "court"]
        if c.match.to_act == 1 and courts:  # Bob keeps his knights at court
            action = courts[rng.randrange(len(courts))]
        else:
            action = person_action(w, rng)
            while action.type == "place" and action.to == "court":
                action = person_action(w, rng)
        click_action(w, qtbot, action)
    else:
        raise AssertionError("Bob never placed a knight in his court")
    marks = w.scene.trace_marks()
    assert len(marks) == 1
    court = getattr(marks[0].shape_data, "court", ())
    in_court = {colour: k for (where, colour), k in trace.placed.items() if where is None}
    assert sorted(text for _, text in court) == sorted(f"+{k}" for k in in_court.values())
    box = w.scene.court_item(1).sceneBoundingRect()
    other = w.scene.court_item(0).sceneBoundingRect()
    for point, _ in court:
        assert box.contains(point) and not other.contains(point), "a court's tag is on Bob's court"
    drawn = [part for part in marks[0].childItems() if box.intersects(part.sceneBoundingRect())]
    assert len(drawn) == len(in_court), "each colour's tag is drawn over the court"
    assert "in court" in w.scene.seat_item(1).toolTip(), "the seat box's words say it too"


def test_no_disc_keeps_a_hover_ring_after_it_was_clicked_and_hidden(window: MainWindow, qtbot: QtBot) -> None:
    w = window
    w.start_game(GameSetup(2, ("Ann", "Bob"), ("human", "human"), "4e75"))
    c = w.controller
    rng = Random(5)
    while c.match.state.phase_name != "disc":
        click_action(w, qtbot, person_action(w, rng))
    for _ in range(2):  # both choose by clicking: the pointer rests on a disc as the discs go away
        value = min(a.value for a in c.view().legal if a.type == "disc")
        click_item(w, qtbot, w.scene.disc_item(value))
    assert c.match.state.phase_name == "place"
    QTest.mouseMove(w.board.viewport(), QPoint(5, 5))
    while c.match.state.phase_name != "disc":
        click_action(w, qtbot, person_action(w, rng))
    shown = [w.scene.disc_item(v) for v in range(1, 6)]
    assert all(item.shown for item in shown)
    assert not any(item.hovered for item in shown), "a disc still wears the ring from the last round"


def test_new_game_and_open_record_ask_before_replacing_an_unfinished_game(window: MainWindow, qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QMessageBox

    w = window
    w.start_game(GameSetup(2, ("Ann", "Robot"), ("human", "human"), "a7"))
    game = w.controller
    click_action(w, qtbot, person_action(w, Random(1)))
    saved = unfinished_autosave()
    assert saved is not None and len(saved.actions) == 1
    for command in (w.new_action, w.open_action):
        command.trigger()
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox) and box.objectName() == "leave-game"
        box.button(QMessageBox.StandardButton.No).click()
        qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
        assert w.controller is game and len(unfinished_autosave().actions) == 1
    opened = dialogs_opened(w)
    w.new_action.trigger()
    box = QApplication.activeModalWidget()
    assert isinstance(box, QMessageBox)
    box.button(QMessageBox.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: opened == ["NewGameDialog"])


def test_a_region_clicked_before_a_knight_says_what_to_do_and_a_picked_knight_lights_its_regions(
    window: MainWindow, qtbot: QtBot
) -> None:
    w = window
    _two_people_placing(w, qtbot, "d4a9", 8)
    c = w.controller
    p = c.match.to_act
    action = next(a for a in c.view().legal if a.type == "place" and a.to != "court")
    region = w.scene.region_item(int(action.to))
    count = len(c.record.actions)
    QTest.keyClick(w.board.viewport(), Qt.Key.Key_Escape)  # put a knight still held from the last click back
    assert w.scene.selected_colour is None
    click_item(w, qtbot, region)
    assert len(c.record.actions) == count and "pick up a knight" in w.statusBar().currentMessage()
    assert "pick up a knight" in w.status_label.text(), "said over the board too, where the eyes are"

    def picture() -> bytes:
        """The region as the window shows it."""
        QApplication.processEvents()
        box = w.board.mapFromScene(region.sceneBoundingRect()).boundingRect()
        image = w.board.viewport().grab(box).toImage()
        return bytes(image.constBits())

    QTest.mouseMove(w.board.viewport(), QPoint(3, 3))
    before = picture()
    click_item(w, qtbot, w.scene.reserve_item(p, str(action.colour)))
    QTest.mouseMove(w.board.viewport(), QPoint(3, 3))  # the pointer is off the region: no hover colour
    assert picture() != before, "the region the picked-up knight may go to is lit"


def test_a_narrow_window_keeps_the_board_and_the_log_gives_way(window: MainWindow, qtbot: QtBot) -> None:
    w = window
    w.resize(1366, 768)
    w.fit_log_dock()
    w.start_game(GameSetup(2, ("Ann", "Bob"), ("human", "human"), "a7"))
    qtbot.waitUntil(lambda: w.board.width() > 800)
    w.resize(760, 700)
    qtbot.waitUntil(lambda: w.width() == 760)
    QApplication.processEvents()
    assert w.log_dock.width() <= 0.2 * 760 + 40
    assert w.board.width() >= 0.65 * 760, (w.board.width(), w.log_dock.width())


def test_seat_boxes_say_castles_left_in_words_and_board_text_is_never_tiny(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtGui import QPainter

    from carolus.ui.board import tokens

    w = window
    w.resize(1366, 768)
    w.start_game(GameSetup(2, ("Ann", "Bob"), ("human", "human"), "a7"))
    sizes: list[float] = []
    real = tokens.set_font

    def measured(painter: QPainter, px: float, bold: bool = False) -> None:
        real(painter, px, bold)
        sizes.append(painter.font().pixelSize() * painter.worldTransform().m11())

    for module in ("seat_item", "centre_item", "info_item"):
        monkeypatch.setattr(f"carolus.ui.board.{module}.set_font", measured)
    qtbot.waitUntil(lambda: w.board.width() > 800)
    for item in w.scene.items():
        item.update()  # cached items repaint in device pixels: the painter's scale is the screen's
    w.board.viewport().repaint()
    assert sizes, "the board's text was painted"
    assert min(sizes) >= 9.0, f"text of {min(sizes):.1f} px at 1366x768"
    left = w.scene.seat_item(0).castles_left
    assert w.scene.seat_item(0).castles_text() == f"{left} left"


def test_a_whole_game_by_clicks_names_in_the_log_and_the_hint_only_regions_the_board_shows(
    window: MainWindow, qtbot: QtBot
) -> None:
    import re

    from carolus.ui.board.provinces import province_names

    w = window
    w.start_game(GameSetup(2, ("Ann", "Robot"), ("human", "random"), "b0a7d"))
    c = w.controller
    shown: set[str] = set()
    c.changed.connect(lambda *_: shown.update(text for text, _ in w.scene.names_item.labels))
    shown.update(text for text, _ in w.scene.names_item.labels)
    names = "|".join(province_names(str))
    mention = re.compile(rf"\b(?:{names})(?: \+\d+)?")
    said: list[str] = []
    rng = Random(4)
    hinted = False
    while not c.match.is_over():
        wait_for_person(w, qtbot)
        if c.match.is_over():
            break
        if not hinted and c.match.state.phase_name == "place" and c.match.state.round >= 3:
            said += mention.findall(" ".join(text for text, _ in w.scene.names_item.labels))  # the board now
            said_hint = _hint_shown(w, qtbot) and w.hint_label.text()
            assert all(m in {t for t, _ in w.scene.names_item.labels} for m in mention.findall(said_hint))
            hinted = True
        click_action(w, qtbot, person_action(w, rng))
    said += [m for line in c.log_lines for m in mention.findall(line)]
    assert hinted and said and not any(re.search(r"region \d", line) for line in c.log_lines)
    assert set(said) <= shown, sorted(set(said) - shown)


def test_the_computers_last_turn_stays_marked_when_the_persons_last_disc_is_chosen_for_them(
    window: MainWindow, qtbot: QtBot
) -> None:
    """Rounds 5, 10, 15: the person's only disc left is chosen for them; that is not the person acting, so the
    computer's turn just played keeps its marks and its words in the card."""
    from carolus.engine.ai import make_player

    w = window
    match = Match.new(2, "f0", ["Ann", "Robot"])
    ai = make_player("greedy", 7)
    while not (match.state.round == 5 and match.state.phase_name == "disc"):
        match.apply_action(ai.choose(match.state.clone()))
    while match.state.to_act != 0:  # the computer's disc first, if it chooses first
        match.apply_action(ai.choose(match.state.clone()))
    record = match.record
    record.extra["seats"] = ["human", "greedy"]
    assert record.actions[-1].player == 1 or record.actions[-2].player == 1
    w.settings.ai_pause_ms = 100_000  # the computer does not move on while we look
    w.load_game(record)
    c = w.controller
    c.ai_pause_ms = 100_000
    count = len(c.record.actions)
    shown = w.scene.trace_marks()
    assert shown, "the computer's last turn is marked"
    qtbot.waitUntil(lambda: len(c.record.actions) > count, timeout=5000)  # the last disc, made for Ann
    assert c.record.actions[count].type == "disc" and c.record.actions[count].player == 0
    assert w.scene.trace_marks(), "the computer's turn is still marked after the forced disc"
    assert c.traces[1].words and c.traces[1].words in w.hint_label.text()
