"""The controller: the one door for people, computers, undo and the network (real engine, real Qt threads)."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from carolus.engine.actions import Action
from carolus.engine.match import Match
from carolus.engine.record import load
from carolus.ui.controller import GameController
from carolus.ui.persistence import autosave_path, write_autosave
from carolus.ui.seats import GameSetup


def _controller(seats: tuple[str, ...], seed: str = "c0ffee", **kw: object) -> GameController:
    names = tuple(f"P{i}" for i in range(len(seats)))
    record = GameSetup(len(seats), names, seats, seed).record()
    return GameController(Match(record), seats, ai_pause_ms=0, **kw)  # type: ignore[arg-type]


def _first_place(c: GameController) -> Action:
    return next(a for a in c.view().legal if a.type == "place")


def _play_until_place(c: GameController, qtbot: QtBot) -> None:
    while c.match.state.phase_name != "place" or not c.is_interactive():
        qtbot.waitUntil(lambda: c.is_interactive() or c.match.is_over(), timeout=10000)
        if c.match.state.phase_name != "place":
            assert c.submit(c.view().legal[0])


def test_person_against_random_computer_reaches_the_end(qtbot: QtBot, user_dirs: Path) -> None:
    c = _controller(("human", "random"), autosave=write_autosave)
    overs: list[bool] = []
    c.game_over.connect(lambda: overs.append(True))
    c.start()
    while not c.match.is_over():
        qtbot.waitUntil(lambda: c.is_interactive() or c.match.is_over(), timeout=10000)
        if not c.match.is_over():
            assert c.submit(c.view().legal[-1])
    assert overs == [True]
    assert load(autosave_path()).actions == c.record.actions
    assert c.log_lines[-1].startswith("Game over")
    c.shutdown()


def test_illegal_intent_is_refused_with_a_reason_and_changes_nothing(qtbot: QtBot) -> None:
    c = _controller(("human", "human"))
    digest = c.match.digest()
    with qtbot.waitSignal(c.message) as blocker:
        assert not c.submit(Action.move(c.match.to_act, 9))
    assert blocker.args and "\n" not in blocker.args[0]
    assert c.match.digest() == digest
    other = 1 - c.match.to_act
    assert not c.submit(Action.disc(other, 1))
    assert c.match.digest() == digest


def test_placements_undo_and_redo_until_the_emperor_moves(qtbot: QtBot) -> None:
    c = _controller(("human", "human"))
    _play_until_place(c, qtbot)
    start = c.match.digest()
    log_before = list(c.log_lines)
    assert c.submit(_first_place(c))
    after_one = c.match.digest()
    assert c.can_undo()
    c.undo_stack.undo()
    assert c.match.digest() == start
    assert c.log_lines == log_before
    c.undo_stack.redo()
    assert c.match.digest() == after_one
    while c.match.state.phase_name == "place":
        c.submit(_first_place(c))
    assert c.submit(Action.move(c.match.to_act, 1))
    assert not c.can_undo()


def test_computer_seat_never_takes_a_persons_turn(qtbot: QtBot) -> None:
    c = _controller(("human", "greedy", "human"), seed="3")
    c.start()
    for _ in range(40):
        qtbot.waitUntil(lambda: c.is_interactive() or c.match.is_over(), timeout=10000)
        actor = c.match.to_act
        assert c.seats[actor] == "human"
        assert c.view().viewer == actor
        c.submit(c.view().legal[0])
    c.shutdown()


def test_hint_suggests_legal_actions_for_the_person_to_act(qtbot: QtBot) -> None:
    c = _controller(("human", "human"), hint_iterations=300)
    _play_until_place(c, qtbot)
    with qtbot.waitSignal(c.hint_ready, timeout=15000) as blocker:
        assert c.request_hint()
    (hint,) = blocker.args
    actions = hint.actions
    assert actions and actions[0] in c.view().legal
    assert actions[-1].type == "move"
    assert isinstance(hint.reason, str) and hint.plan is not None and hint.plan.steps == actions[-1].steps
    c.shutdown()


def test_action_sink_gets_local_intents_and_apply_remote_applies_them(qtbot: QtBot) -> None:
    sent: list[Action] = []
    c = _controller(("human", "human"), action_sink=sent.append)
    digest = c.match.digest()
    action = c.view().legal[0]
    assert c.submit(action)
    assert sent == [action] and c.match.digest() == digest
    c.apply_remote(action, None)
    assert c.record.actions == [action]
    assert c.match.digest() != digest


def test_apply_remote_rolls_the_dice_the_network_decided(qtbot: QtBot) -> None:
    record = GameSetup(2, ("Ann", "Bob"), ("human", "human"), "ab").record()
    c = GameController(Match(record, external_dice=True), ["human", "human"], action_sink=lambda _a: None)
    lines: list[int] = []
    c.log_changed.connect(lambda: lines.append(len(c.log_lines)))
    while c.match.state.phase_name != "move":
        c.apply_remote(c.view().legal[0])
    placed = c.match.state.placed
    c.apply_remote(Action.move(c.match.to_act, 1), ["red", 3, "blue"][:placed])
    assert not c.match.needs_die()
    assert c.record.dice[:placed] == ["red", "red", "blue"][:placed]
    assert lines and "moved the emperor 1 step" in "".join(c.log_lines)


def test_the_log_after_undo_then_redo_says_what_the_board_shows(qtbot: QtBot) -> None:
    c = _controller(("human", "human"))
    _play_until_place(c, qtbot)
    p = c.match.to_act
    place = next(
        a
        for a in c.view().legal
        if a.type == "place"
        and a.to != "court"
        and c.view().seats[p].reserve[["blue", "green", "pink", "red", "yellow"].index(a.colour)] >= 2
    )
    assert c.submit(place) and c.submit(place)
    two = list(c.log_lines)
    assert c.undo()
    assert c.redo()
    assert c.log_lines == two, "redo must not count the knight twice"
    assert c.submit(place)
    assert "placed 3 " in c.log_lines[-1]


def test_after_a_resume_the_placements_of_the_turn_can_still_be_undone(qtbot: QtBot) -> None:
    c = _controller(("human", "human"))
    _play_until_place(c, qtbot)
    start = c.match.digest()
    assert c.submit(_first_place(c)) and c.submit(_first_place(c))
    resumed = GameController(Match(c.record.copy()), ("human", "human"), ai_pause_ms=0)
    assert resumed.can_undo()
    assert resumed.undo() and resumed.undo()
    assert resumed.match.digest() == start and not resumed.can_undo()
    assert resumed.redo() and resumed.match.digest() != start


def test_a_forced_single_choice_is_made_without_a_click(qtbot: QtBot) -> None:
    c = _controller(("human", "human"), seed="f0")
    c.forced_pause_ms = 0
    while not (c.match.state.phase_name == "disc" and c.match.state.round == 5):
        qtbot.waitUntil(lambda: c.is_interactive(), timeout=5000)
        if c.match.state.phase_name == "disc" and c.match.state.round == 5:
            break
        assert c.submit(c.view().legal[-1])
    count = len(c.record.actions)
    qtbot.waitUntil(lambda: c.match.state.phase_name != "disc", timeout=5000)  # nobody clicks: one disc each left
    assert [a.type for a in c.record.actions[count : count + 2]] == ["disc", "disc"]


def test_the_autosave_is_whole_at_once_and_flushed_to_the_disk_off_the_window_thread(
    qtbot: QtBot, user_dirs: Path, monkeypatch
) -> None:
    import threading

    from carolus.ui import persistence

    flushed: list[tuple[str, Path]] = []
    real = persistence._fsync

    def noted(path: Path) -> None:  # the real flush, noting where it ran
        real(path)
        flushed.append((threading.current_thread().name, path))

    monkeypatch.setattr(persistence, "_fsync", noted)
    c = _controller(("human", "human"))
    for _ in range(5):
        assert c.submit(c.view().legal[0])
        assert write_autosave(c.record) is None
        assert load(autosave_path()).actions == c.record.actions  # complete before the call returns
    qtbot.waitUntil(lambda: bool(flushed) and persistence._flusher._due is None)
    assert {name for name, _ in flushed} == {"carolus-autosave-flush"} and flushed[-1][1] == autosave_path()
    assert len(flushed) <= 5  # writes in a row share flushes
    c.shutdown()


def test_a_forced_emperor_move_waits_while_the_last_knight_can_still_be_taken_back(qtbot: QtBot) -> None:
    c = _controller(("human", "human"), seed="f0")
    c.forced_pause_ms = 0
    while c.match.state.phase_name != "disc":  # the setup's crowns
        assert c.submit(c.view().legal[0])
    first = c.match.to_act
    assert c.choose_disc(1) and c.choose_disc(2)  # disc 1 first: the emperor may go one region only
    assert c.match.to_act == first and c.match.state.phase_name == "place"
    while c.match.state.phase_name == "place":
        assert c.submit(_first_place(c))
    assert c.match.state.phase_name == "move" and len(c.view().legal) == 1
    moved = c.match.digest()
    with qtbot.assertNotEmitted(c.changed, wait=100):  # a forced move (its pause is 0) would come in this time
        pass
    assert c.match.digest() == moved, "the only move waits for the person while Undo can take back a knight"
    assert c.can_undo() and c.undo()
    assert c.match.state.phase_name == "place", "the last knight is back in hand"
    assert c.submit(_first_place(c))
    assert c.submit(c.view().legal[0]) and c.match.state.phase_name != "move"
