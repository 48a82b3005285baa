"""``carolus host|join`` open the window straight into LAN play; leaving asks first; peers' state is shown."""

from __future__ import annotations

import contextlib
import json
import socket
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QMessageBox

from carolus.net.hosting import HostSetup, JoinSetup
from carolus.net.joiner import JoinerCore
from carolus.net.node import Node
from carolus.net.places import HOST_AUTOSAVE
from carolus.ui import persistence
from carolus.ui.app import build_window
from carolus.ui.lan import HostDialog, HostOptions, LanSession, host_game, start_from_command
from carolus.ui.preferences import AppSettings
from carolus.ui.seats import HUMAN, REMOTE, GameSetup
from carolus.ui.windows.main_window import MainWindow
from tests.support import net_procs
from tests.support.lan_window import joiner_thread, never_resume, open_window
from tests.support.net_procs import play_human_moves

pytestmark = pytest.mark.timeout(120)
YES, NO = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No


def answer_leave_box(button: QMessageBox.StandardButton, name: str | None = "lan-leave") -> list[str]:
    """Click ``button`` in the next 'Leave the LAN game' box (any message box for ``name=None``); the list gets the
    box's text once answered."""
    seen: list[str] = []

    def click(tries: int = 0) -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and name in (None, box.objectName()):
            seen.append(box.text())
            box.button(button).click()
        elif tries < 200:
            QTimer.singleShot(25, lambda: click(tries + 1))

    QTimer.singleShot(0, click)
    return seen


def networked(window: MainWindow) -> bool:
    return window.controller is not None and window.controller.action_sink is not None


def peers_text(window: MainWindow) -> str:
    session = window.lan_session
    return session.peers_label.text() if session is not None else ""


@pytest.mark.lan
def test_carolus_host_opens_the_window_hosting_and_a_real_joiner_process_plays_in(
    qtbot, state_dir: Path, tmp_path: Path
) -> None:
    window = open_window(
        qtbot, HostSetup("Ann", port=0, fill="random", announce=False, bind="127.0.0.1", start_when_ready=True)
    )
    session = window.lan_session
    assert session is not None and session.lobby is not None and session.lobby.isVisible()
    port = session.bridge.node.bound_port
    assert f"127.0.0.1:{port}" in session.lobby.where.text()  # the addresses to give the others
    joiner = net_procs.join(tmp_path, port, "Bob", "--ai", "random")
    try:
        qtbot.waitUntil(lambda: networked(window), timeout=20000)
        assert window.controller.seats == [HUMAN, REMOTE]
        assert not session.lobby.isVisible()
        qtbot.waitUntil(lambda: "Bob: connected" in peers_text(window), timeout=30000)
        play_human_moves(window, qtbot, 6, seed=1)
        assert (state_dir / HOST_AUTOSAVE).is_file()
        assert persistence.unfinished_autosave() is None  # not offered next time as a game at one screen

        asked = answer_leave_box(NO)
        window.close()  # the question is opened with open(): close() returns before it is answered
        window.close()  # the close button pressed again: still one question
        assert not asked and window.isVisible()
        assert len([w for w in QApplication.topLevelWidgets() if w.objectName() == "lan-leave"]) == 1
        qtbot.waitUntil(lambda: bool(asked))
        assert "Leave the LAN game you host?" in asked[0]
        qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)  # answered: nothing happens
        assert window.isVisible() and window.lan_session is session and session.live

        answer_leave_box(YES)
        window.close()
        qtbot.waitUntil(lambda: not window.isVisible())
        assert not session.live and window.lan_session is None
        joiner.wait_for(r"\[Bob\] the host left: left the game", timeout=10)
    finally:
        joiner.kill()
        if window.lan_session is not None:
            window.lan_session.stop()


@pytest.mark.lan
def test_carolus_join_opens_the_window_joined_and_shows_the_host_drop_within_5_s(
    qtbot, state_dir: Path, tmp_path: Path
) -> None:
    host, port = net_procs.host(tmp_path, "--ai", "random", "--fill", "random")
    window = None
    try:
        window = open_window(qtbot, JoinSetup("Bob", f"127.0.0.1:{port}"))
        qtbot.waitUntil(lambda: networked(window), timeout=20000)
        assert window.controller.seats == [REMOTE, HUMAN]
        qtbot.waitUntil(lambda: peers_text(window) == "LAN: Host: connected, Bob: connected", timeout=30000)
        host.kill()  # no goodbye: only the silence tells
        qtbot.waitUntil(lambda: "Host: disconnected" in peers_text(window), timeout=30000)
        answer_leave_box(YES)
        window.close()
        qtbot.waitUntil(lambda: not window.isVisible())
        assert window.lan_session is None
    finally:
        host.kill()
        if window is not None and window.lan_session is not None:
            window.lan_session.stop()


def dismiss_next_box() -> list[str]:
    """Close the next message box; the list gets its text."""
    texts: list[str] = []

    def dismiss(tries: int = 0) -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            texts.append(box.text())
            box.accept()
        elif tries < 200:
            QTimer.singleShot(25, lambda: dismiss(tries + 1))

    QTimer.singleShot(0, dismiss)
    return texts


def test_bad_join_address_in_the_window_is_one_message_and_a_local_game(qtbot, state_dir: Path) -> None:
    texts = dismiss_next_box()
    window = open_window(qtbot, JoinSetup("Bob", "host:notaport"))
    qtbot.waitUntil(lambda: bool(texts), timeout=10000)  # the warning is opened with open(), not exec()
    assert texts == ["Type the host's address as HOST or HOST:PORT."]  # worded by the window, not ValueError's
    assert window.lan_session is None
    assert window.controller is not None and window.controller.action_sink is None


@pytest.mark.lan
def test_hosting_on_a_taken_port_in_the_window_is_one_message_and_a_local_game(qtbot, state_dir: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        texts = dismiss_next_box()
        window = open_window(qtbot, HostSetup("Ann", port=port, announce=False, bind="127.0.0.1"))
        qtbot.waitUntil(lambda: bool(texts), timeout=10000)  # opened with open(), not exec()
        assert texts == [f"Cannot host on port {port}: another program already uses it."]  # not the OS's English
        assert window.lan_session is None
        assert window.controller is not None and window.controller.action_sink is None


@contextlib.contextmanager
def hosting_with_a_joiner(window: MainWindow) -> Iterator[tuple[LanSession, JoinerCore, Node]]:
    """The window hosts a two-player game on loopback and Bob (random moves, in a thread) joins; all stopped after."""
    session = host_game(
        window,
        HostOptions("Ann", 2, 0, 0, "", "random", announce=False, start_when_ready=True),
        endpoint="tcp://127.0.0.1:0",
    )
    window.lan_session = session
    joiner = JoinerCore("Bob")
    node, t = joiner_thread(session.bridge.node.bound_port, joiner)
    try:
        yield session, joiner, node
    finally:
        session.stop()
        node.stop()
        t.join(10)
        node.close()


@pytest.mark.lan
def test_new_game_during_a_lan_game_asks_and_leaves_cleanly(qtbot, state_dir: Path) -> None:
    window = open_window(qtbot)
    local = window.controller
    with hosting_with_a_joiner(window) as (session, joiner, node):
        codes: list[str] = []
        node.on_event = lambda event: codes.append(event.code)  # what Bob's window would be told, from now on
        qtbot.waitUntil(lambda: networked(window) and window.controller is not local, timeout=20000)
        lan = window.controller
        for command in (window.new_action, window.open_action):
            asked = answer_leave_box(NO)
            command.trigger()
            qtbot.waitUntil(lambda asked=asked: bool(asked) and QApplication.activeModalWidget() is None)
            assert window.controller is lan and session.live

        def accept_new_game(tries: int = 0) -> None:
            box = QApplication.activeModalWidget()
            if isinstance(box, QDialog) and not isinstance(box, QMessageBox):
                box.accept()
            elif tries < 200:
                QTimer.singleShot(25, lambda: accept_new_game(tries + 1))

        answer_leave_box(YES)
        QTimer.singleShot(0, accept_new_game)
        window.new_action.trigger()
        qtbot.waitUntil(lambda: window.controller is not lan, timeout=30000)  # the dialog opens window-modal
        assert window.controller is not lan and window.controller.action_sink is None
        assert not session.live and window.lan_session is None
        qtbot.waitUntil(lambda: window.statusBar().findChild(QLabel, "lan-peers") is None, timeout=30000)
        qtbot.waitUntil(lambda: "host_left" in codes, timeout=10000)
        assert joiner.connected[:1] == [False] and "host_lost" not in codes  # told goodbye, not left to the silence

        opened: list[str] = []

        def note_and_close(tries: int = 0) -> None:
            box = QApplication.activeModalWidget()
            if box is not None:
                opened.append(box.objectName() or type(box).__name__)
                box.reject()
            elif tries < 200:
                QTimer.singleShot(25, lambda: note_and_close(tries + 1))

        QTimer.singleShot(0, note_and_close)
        window.new_action.trigger()  # the window's own command again: straight to its dialog, no question
        qtbot.waitUntil(lambda: opened == ["NewGameDialog"], timeout=30000)


@pytest.mark.lan
def test_host_dialog_offers_to_go_on_with_the_autosaved_hosted_game(qtbot, state_dir: Path) -> None:
    window = open_window(qtbot)
    with hosting_with_a_joiner(window) as (session, joiner, node):
        qtbot.waitUntil(lambda: networked(window), timeout=20000)
        play_human_moves(window, qtbot, 5, seed=2)
        qtbot.waitUntil(
            lambda: (
                json.loads((state_dir / HOST_AUTOSAVE).read_text())["record"] is not None
                and len(json.loads((state_dir / HOST_AUTOSAVE).read_text())["record"]["actions"]) >= 5
            ),
            timeout=30000,
        )
        assert session.peers_label.text() == "LAN: Ann: connected, Bob: connected"
        node.leave("left the game")  # the joiner's window closes (goodbyes count at once: tests/test_net_protocol.py)
        qtbot.waitUntil(lambda: session.peers_label.text() == "LAN: Ann: connected, Bob: disconnected", timeout=30000)
    saved = json.loads((state_dir / HOST_AUTOSAVE).read_text())

    dialog = HostDialog("Ann", window)
    qtbot.addWidget(dialog)
    assert not dialog.resume.isHidden() and "(Ann, Bob, round " in dialog.resume.text()
    assert dialog.options().resume is None
    dialog.resume.setChecked(True)
    assert not dialog.players.isEnabled()
    options = dialog.options()
    assert options.resume == str(state_dir / HOST_AUTOSAVE)

    # what OK does with these options, and what `carolus host --resume FILE` does in the window
    command = HostSetup("Ann", port=0, fill=options.fill, resume=options.resume, announce=False, bind="127.0.0.1")
    start_from_command(command)(window, lambda: pytest.fail("the hosted game resumes"))
    resumed = window.lan_session
    assert resumed is not None and resumed.lobby is None  # straight back into the game, no lobby
    back = JoinerCore("Bob", -1, "", joiner.token, joiner.game_id, joiner.secret)
    node2, t2 = joiner_thread(resumed.bridge.node.bound_port, back)
    try:
        qtbot.waitUntil(
            lambda: networked(window) and window.controller.match.record.seed == saved["record"]["seed"], timeout=10000
        )
        assert window.controller.match.record.actions[:5] == joiner.game.match.record.actions[:5]
        qtbot.waitUntil(lambda: "Bob: connected" in resumed.peers_label.text(), timeout=10000)
        play_human_moves(window, qtbot, len(saved["record"]["actions"]) + 3, seed=3)
        core = resumed.bridge.node.core
        # once the window's person is to act again, nothing moves: all three engines must agree by then
        qtbot.waitUntil(
            lambda: (
                back.game is not None
                and back.applied == core.applied
                and back.game.digest() == core.game.digest() == window.controller.match.digest()
            ),
            timeout=10000,
        )
    finally:
        resumed.stop()
        node2.stop()
        t2.join(10)
        node2.close()


@pytest.mark.lan
def test_carolus_host_and_join_commands_open_windows_that_play_with_headless_processes(tmp_path: Path) -> None:
    port = net_procs.free_port()
    gui_host = net_procs.Proc(
        ["host", "--port", str(port), "--bind", "127.0.0.1", "--no-announce", "--name", "Ann", "--start-when-ready"],
        tmp_path,
        net_procs.window_env(tmp_path / "a"),
    )
    joiner = net_procs.join(tmp_path, port, "Bob", "--ai", "random")
    host, host_port = net_procs.host(tmp_path, "--ai", "random", "--players", "2")
    gui_joiner = net_procs.Proc(
        ["join", f"127.0.0.1:{host_port}", "--name", "Cid"], tmp_path, net_procs.window_env(tmp_path / "b")
    )
    try:
        joiner.wait_for(r"\[Bob\] joined: you play seat 2", timeout=30)
        joiner.wait_for(r"\[Bob\] the game starts", timeout=10)  # the window's lobby was full: it dealt
        host.wait_for(r"\[host\] Cid joined", timeout=30)
        host.wait_for(r"\[host\] the game starts: Host, Cid", timeout=10)
        assert gui_host.p.poll() is None and gui_joiner.p.poll() is None
        assert "Traceback" not in gui_host.output() + gui_joiner.output()
    finally:
        for proc in (gui_host, joiner, host, gui_joiner):
            proc.kill()


@pytest.mark.lan
def test_a_lan_game_leaves_the_unfinished_local_game_to_resume_next_time(qtbot, state_dir: Path) -> None:
    window = open_window(qtbot)
    window.start_game(GameSetup(2, ("Ann", "Cat"), (HUMAN, HUMAN), "10ca1"))
    play_human_moves(window, qtbot, 4, seed=6)
    local = window.controller.match.digest()
    saved = persistence.autosave_path().read_bytes()
    with hosting_with_a_joiner(window) as (session, _joiner, _node):
        qtbot.waitUntil(lambda: networked(window), timeout=20000)
        play_human_moves(window, qtbot, 6, seed=7)
        assert persistence.autosave_path().read_bytes() == saved
        answer_leave_box(YES)
        window.close()
        qtbot.waitUntil(lambda: not window.isVisible())
        assert not session.live and window.lan_session is None
    assert persistence.autosave_path().read_bytes() == saved

    offered: list[str] = []  # plain `carolus` next time
    again = open_window(qtbot, ask=lambda _p, record, answer: answer(offered.append(" vs ".join(record.names)) is None))
    assert offered == ["Ann vs Cat"] and again.controller.match.digest() == local


@pytest.mark.lan
def test_cancelling_the_lobby_of_carolus_host_offers_the_unfinished_local_game(qtbot, state_dir: Path) -> None:
    first = open_window(qtbot)
    first.start_game(GameSetup(2, ("Ann", "Cat"), (HUMAN, HUMAN), "10ca2"))
    play_human_moves(first, qtbot, 3, seed=8)
    local = first.controller.match.digest()
    first.close()
    window = open_window(qtbot, HostSetup("Ann", port=0, announce=False, bind="127.0.0.1", start_when_ready=True))
    session = window.lan_session
    assert session is not None and session.lobby is not None and window.controller is None
    asked = answer_leave_box(YES, name=None)
    session.lobby.reject()
    qtbot.waitUntil(lambda: window.controller is not None)  # the question is opened with open(): answered later
    assert asked and "An unfinished game was saved (Ann and Cat" in asked[0]
    assert not session.live and window.controller.match.digest() == local


def test_a_declining_leave_guard_keeps_host_and_join_from_starting(qtbot, state_dir: Path) -> None:
    window = open_window(qtbot)
    game = window.controller
    window.leave_guards.append(lambda go_on: None)  # declines
    for command in (HostSetup("Ann", port=0, announce=False, bind="127.0.0.1"), JoinSetup("Bob", "127.0.0.1:9")):
        start_from_command(command)(window, lambda: pytest.fail("not a failure: nothing was started"))
        assert window.lan_session is None and window.controller is game and window.isVisible()


@pytest.mark.lan
def test_a_peer_named_like_an_image_tag_is_shown_as_typed_and_crashes_no_window(qtbot, state_dir: Path) -> None:
    evil = "<img src=/dev/zero>"
    window = open_window(qtbot)
    session = host_game(
        window,
        HostOptions("Ann", 2, 0, 0, "", "random", announce=False, start_when_ready=True),
        endpoint="tcp://127.0.0.1:0",
    )
    window.lan_session = session
    joiner = JoinerCore(evil)
    node, t = joiner_thread(session.bridge.node.bound_port, joiner)
    try:
        qtbot.waitUntil(lambda: evil in peers_text(window) and networked(window), timeout=20000)
        labels = [session.peers_label, window.status_label]
        if session.lobby is not None:
            labels += [session.lobby.info, session.lobby.where]
        assert all(label.textFormat() == Qt.TextFormat.PlainText for label in labels)
        window.grab()  # paints every label, panel and tooltip holder: a rich-text name would load /dev/zero here
        assert evil in " ".join(window.controller.names)
    finally:
        session.stop()
        node.stop()
        t.join(10)
        node.close()


@pytest.mark.lan
def test_starting_carolus_offers_the_unfinished_lan_game_and_rejoins_its_seat(
    qtbot, state_dir: Path, tmp_path: Path
) -> None:
    host, port = net_procs.host(tmp_path, "--ai", "random", "--players", "2")
    state_dir.mkdir(parents=True, exist_ok=True)
    crashed = net_procs.Proc(
        [
            "join",
            f"127.0.0.1:{port}",
            "--name",
            "Dora",
            "--timeout",
            "90",
            "--ai",
            "random",
            "--verbose",
            "--state-file",
            str(state_dir / "lan-join-Dora.json"),
        ],
        tmp_path,
    )
    crashed.wait_for(r"action 8:")
    crashed.kill()  # the window crashed (here: a headless joiner with the same saved seat)
    asked = answer_leave_box(YES, name="lan-rejoin")
    window = build_window(None, ask=never_resume, settings=AppSettings(QSettings()), offer_lan=True)
    qtbot.addWidget(window)
    try:
        qtbot.waitUntil(lambda: bool(asked), timeout=10000)  # the question is opened with open(), not exec()
        assert "127.0.0.1" in asked[0] and "Dora" in asked[0]
        qtbot.waitUntil(lambda: networked(window) and len(window.controller.match.record.actions) >= 8, timeout=20000)
        host.wait_for(r"Dora is back", timeout=10)
        play_human_moves(window, qtbot, 10**9, seed=4)
        assert host.wait() == 0, host.output()
    finally:
        host.kill()
        if window.lan_session is not None:
            window.lan_session.stop()


def test_the_window_starts_past_an_unusable_saved_lan_seats_file_and_keeps_it_aside(qtbot, state_dir: Path) -> None:
    """Issue 25, point 9: a joiner's state file with a field of the wrong type kept the window from starting."""
    state_dir.mkdir(parents=True, exist_ok=True)
    bad = state_dir / "lan-join-Dora.json"
    bad.write_text(json.dumps({"pins": 5, "seats": [], "last": {"address": "127.0.0.1:9", "name": "Dora"}}))
    window = build_window(None, ask=never_resume, settings=AppSettings(QSettings()), offer_lan=True)
    qtbot.addWidget(window)
    assert window.controller is not None  # the first game is on the board: nothing to rejoin
    kept = state_dir / "lan-join-Dora.json.broken"
    assert not bad.exists() and kept.exists()
    assert window.last_error == f"A file of saved LAN seats could not be read and is kept as {kept}."


def test_the_host_dialog_keeps_an_unusable_host_autosave_aside(qtbot, state_dir: Path) -> None:
    """Issue 25, point 9: an autosave that cannot be resumed is not offered, and kept (the next game would
    overwrite it)."""
    state_dir.mkdir(parents=True, exist_ok=True)
    bad = state_dir / HOST_AUTOSAVE
    bad.write_text("[" * 100_000)
    dialog = HostDialog("Ann")
    qtbot.addWidget(dialog)
    assert dialog.resume.isHidden()
    assert not bad.exists() and (state_dir / f"{HOST_AUTOSAVE}.broken").read_text() == "[" * 100_000
