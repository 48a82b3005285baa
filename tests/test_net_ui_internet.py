"""The window's side of internet play: the Host dialog's router box, an invite pasted into Join, the lobby's router
news and its *Copy invite* button."""

from __future__ import annotations

import socket
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QLabel, QMessageBox, QPushButton

from carolus.net import invite as inv
from carolus.net import places
from carolus.net.hosting import HostedGame
from carolus.net.portmap import Outcome
from carolus.net.secure import Keys
from carolus.ui.lan import HostDialog, HostOptions, JoinDialog, JoinOptions, host_game, join_game
from carolus.ui.lan.words import router_words
from carolus.ui.preferences import AppSettings
from carolus.ui.windows.main_window import MainWindow

pytestmark = pytest.mark.timeout(60)


@pytest.fixture
def window(qtbot, user_dirs: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    monkeypatch.setattr(places, "state_dir", lambda: tmp_path / "state")
    w = MainWindow(AppSettings(QSettings()))
    qtbot.addWidget(w)
    w.show()
    return w


def test_the_host_dialogs_router_box_is_in_the_options_and_remembered(window: MainWindow, qtbot) -> None:
    host = HostDialog("Ann")
    qtbot.addWidget(host)
    assert not host.internet.isChecked() and not host.options().internet
    host.internet.setChecked(True)
    host._accept()
    assert host.options().internet
    again = HostDialog("Ann")
    qtbot.addWidget(again)
    assert again.internet.isChecked()


def test_an_invite_pasted_into_join_picks_the_address_that_answers_and_pins_the_key(window: MainWindow, qtbot) -> None:
    key = Keys.fresh().public
    with socket.socket() as live, socket.socket() as dead:
        live.bind(("127.0.0.1", 0))
        live.listen()
        dead.bind(("127.0.0.1", 0))  # never listening: refused
        addresses = (f"127.0.0.1:{dead.getsockname()[1]}", f"127.0.0.1:{live.getsockname()[1]}")
        join = JoinDialog("Bob")
        qtbot.addWidget(join)
        join.address.setText(inv.Invite(addresses, key, "secret").text())
        join._accept()
        qtbot.waitUntil(lambda: join.result() == QDialog.DialogCode.Accepted, timeout=30000)
    options = join.options()
    assert (options.address, options.password, options.host_key) == (addresses[1], "secret", key)
    assert QSettings().value("lan/join_address", "") == ""  # an invite may hold the password: not remembered


def test_a_bad_invite_in_join_is_one_warning(window: MainWindow, qtbot) -> None:
    join = JoinDialog("Bob")
    qtbot.addWidget(join)
    join.address.setText("carolus://join?a=1.2.3.4:5")
    join._accept()
    box = join.findChild(QMessageBox, "lan-warning")
    assert box is not None and "lacks the host's address or key" in box.text()
    assert join.result() != QDialog.DialogCode.Accepted


def test_the_lobby_shows_the_routers_answer_and_copies_an_invite(
    window: MainWindow, qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:
    outcome = Outcome("mapped", (47315, 47316), external="203.0.113.7", ipv6=("2001:db8::2",))
    asked: list[bool] = []

    def fake_router(self: HostedGame) -> Outcome:
        asked.append(True)
        self.portmap = type("Mapped", (), {"outcome": outcome, "close": lambda self: None})()
        return outcome

    monkeypatch.setattr(HostedGame, "open_router", fake_router)
    options = HostOptions("Ann", 2, 0, 0, "pw", "random", announce=False, internet=True, start_when_ready=True)
    session = host_game(window, options, endpoint="tcp://127.0.0.1:0")
    try:
        lobby = session.lobby
        assert lobby is not None
        qtbot.waitUntil(lambda: "others reach it at 203.0.113.7" in lobby.where.text(), timeout=30000)
        assert asked == [True] and "IPv6 reaches this machine directly at 2001:db8::2" in lobby.where.text()
        copy = next(b for b in lobby.findChildren(QPushButton) if b.text() == "Copy invite")
        copy.click()
        pasted = inv.parse(QGuiApplication.clipboard().text())
        hosted = session.net_game
        assert isinstance(hosted, HostedGame)
        assert pasted.addresses[:2] == ("203.0.113.7:47315", "[2001:db8::2]:47315")
        assert (pasted.key, pasted.password) == (hosted.core.keys.public, "pw")
    finally:
        session.stop()


def test_router_words_say_what_to_forward_by_hand() -> None:
    refused = router_words(Outcome("refused", (47315, 47316), reason="ConflictInMappingEntry"))
    assert refused == (
        "Your router refused (ConflictInMappingEntry); forward TCP port 47315 and 47316 to this machine by hand."
    )
    assert "pip install 'carolus-qt[internet]'" in router_words(Outcome("no_library", (47315,)))
    mapped = router_words(Outcome("mapped", (47315,), external="203.0.113.9", protocol="NAT-PMP"))
    assert mapped == "Your router forwards TCP port 47315 to this machine (NAT-PMP): others reach it at 203.0.113.9."
    assert "UPnP-IGD, NAT-PMP or PCP" in router_words(Outcome("no_router", (47315,)))


def test_a_host_showing_another_key_than_the_invites_is_worded_as_such() -> None:
    from carolus.net.protocol_types import Event
    from carolus.ui.lan.words import words

    data = {"key": "aaaa bbbb", "pinned": "cccc dddd"}
    invited = words(Event("rejected", code="key_changed", data={**data, "invite": True}))
    assert invited == "The host shows the key aaaa bbbb, not the invite's (cccc dddd): it may be someone else"
    assert "joined before" in (words(Event("rejected", code="key_changed", data=data)) or "")


# -- the joiner's witness port on the router (wjoin35) --


def test_the_join_dialogs_router_box_is_off_at_first_reaches_the_setup_and_is_remembered(
    window: MainWindow, qtbot
) -> None:
    join = JoinDialog("Bob")
    qtbot.addWidget(join)
    assert not join.internet.isChecked() and "share may not reach you" in join.internet.toolTip()
    join.address.setText("127.0.0.1:47315")
    assert not join.options().internet
    join.internet.setChecked(True)
    join._accept()
    assert join.result() == QDialog.DialogCode.Accepted and join.options().internet
    again = JoinDialog("Bob")
    qtbot.addWidget(again)
    assert again.internet.isChecked()


def test_a_joiner_with_the_box_ticked_maps_its_witness_port_says_so_and_takes_it_back(
    window: MainWindow, qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:
    from carolus.net import portmap

    asked: list[tuple[int, ...]] = []
    closed: list[bool] = []

    class StandIn:
        """The router: maps whatever it is asked for (``portmap.PortMap``'s open and close)."""

        def __init__(self, ports: list[int]) -> None:
            self.ports, self.outcome = tuple(ports), None

        def open(self) -> Outcome:
            asked.append(self.ports)
            self.outcome = Outcome("mapped", self.ports, external="203.0.113.8", protocol="NAT-PMP")
            return self.outcome

        def close(self) -> None:
            closed.append(True)

    monkeypatch.setattr(portmap, "PortMap", StandIn)
    with socket.socket() as nobody:  # a host that never answers: the lobby waits, the witness port opens anyway
        nobody.bind(("127.0.0.1", 0))
        options = JoinOptions("Bob", f"127.0.0.1:{nobody.getsockname()[1]}", internet=True)
        session = join_game(window, options)
        try:
            lobby = session.lobby
            assert lobby is not None
            label = lobby.findChild(QLabel, "witness-router")
            assert label is not None
            qtbot.waitUntil(lambda: "others reach it at 203.0.113.8" in label.text(), timeout=10000)
            node = session.net_game.node
            assert node.direct is not None and asked == [(node.direct.port,)]
            assert label.text().startswith("For the other players' dice checks: Your router forwards TCP port")
            qtbot.waitUntil(lambda: node.core.endpoint is not None and "203.0.113.8" in node.core.endpoint[2])
        finally:
            session.stop()
    qtbot.waitUntil(lambda: closed == [True], timeout=30000)


def test_a_joiner_without_the_box_asks_no_router(window: MainWindow, qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    from carolus.net import portmap

    monkeypatch.setattr(portmap, "PortMap", lambda ports: pytest.fail("the router was asked"))
    with socket.socket() as nobody:
        nobody.bind(("127.0.0.1", 0))
        session = join_game(window, JoinOptions("Bob", f"127.0.0.1:{nobody.getsockname()[1]}"))
        try:
            node = session.net_game.node
            qtbot.waitUntil(lambda: node.direct is not None, timeout=10000)
            lobby = session.lobby
            assert lobby is not None and lobby.findChild(QLabel, "witness-router") is None
            assert node.portmap is None
        finally:
            session.stop()
