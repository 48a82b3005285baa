"""Hosting or joining from the window: the socket opened, the lobby shown, a ``LanSession`` made; from the Game
menu's dialogs or from ``carolus host|join`` without ``--ai`` (``start_from_command``)."""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLabel, QPushButton, QSizePolicy, QVBoxLayout

from carolus.net import places
from carolus.net.hosting import HostedGame, HostSetup, JoinedGame, JoinSetup
from carolus.net.places import JoinState
from carolus.net.secure import fingerprint

from ..windows.main_window import MainWindow
from .dialogs import HostOptions, JoinOptions, LobbyDialog, plain_warning
from .lobby_window import LobbyFeed, LobbyPanel
from .session import LanSession
from .words import LanStartError, os_error_words, router_words, start_error_text, unusable_seats


def host_game(window: MainWindow, options: HostOptions, endpoint: str | None = None) -> LanSession:
    """Listen and show the lobby (the game starts when every seat is taken or the host presses Start),
    or go on at once with an autosaved game (``options.resume``); joiners reconnect by themselves."""
    hosted = HostedGame(options, endpoint=endpoint, folder=places.state_dir())
    try:
        port = hosted.open()
    except OSError as exc:
        raise LanStartError(
            QCoreApplication.translate("LanSession", "Cannot host on port {p}: {why}.").format(
                p=options.port, why=os_error_words(exc)
            )
        ) from None
    if hosted.core.started:
        session = LanSession(window, hosted)
        window.statusBar().showMessage(
            QCoreApplication.translate(
                "LanSession", "Hosting again on port {p}: the others rejoin with the same command"
            ).format(p=port),
            8000,
        )
        if options.internet:
            ask_router(hosted, window, lambda text: window.statusBar().showMessage(text, 20000))
    else:
        lobby = LobbyDialog(
            QCoreApplication.translate("LanSession", "LAN game: waiting for players (port {p})").format(p=port),
            False,  # (Start is the lobby panel's: enabled once every player there is ready)
            window,
        )
        where = (
            QCoreApplication.translate(
                "LanSession", "Others join at {w} (Join LAN game… or carolus join ADDRESS)."
            ).format(w=", ".join(hosted.addresses()))
            + "\n"
            + QCoreApplication.translate("LanSession", "Key fingerprint: {f}").format(f=hosted.fingerprint())
        )
        lobby.where.setText(where)
        lobby.where.show()
        _offer_invite(lobby, hosted, where)
        session = LanSession(window, hosted, lobby)
        _host_panel(lobby, session, hosted, options.start_when_ready)
        lobby.show()
    hosted.announce()
    session.bridge.start()
    if hosted.core.started:
        session.bridge.show_current()
    return session


def _host_panel(lobby: LobbyDialog, session: LanSession, hosted: HostedGame, auto: bool) -> LobbyPanel:
    """The lobby's list for the host's player: Start, "start when every seat is ready", Remove (lobby35)."""
    panel = LobbyPanel(True, 0, lobby)
    _insert(lobby, panel)
    feed = LobbyFeed(hosted.node, panel)

    def maybe_start() -> None:
        if panel.auto.isChecked() and hosted.ready():
            hosted.start()

    feed.listed.connect(panel.show_list)
    feed.listed.connect(lambda _listed: maybe_start())
    panel.start_requested.connect(hosted.start)
    panel.kick_requested.connect(hosted.kick)
    panel.auto.setChecked(auto)
    panel.auto_toggled.connect(hosted.start_when_ready)
    panel.auto_toggled.connect(lambda _on: maybe_start())
    hosted.core.room.auto = auto  # (before the socket thread runs: the first list says it)
    panel.show_list(hosted.core.room.listing())
    return panel


def _join_panel(lobby: LobbyDialog, joined: JoinedGame) -> LobbyPanel:
    """The lobby's list for a joiner: the rules, everyone's key and mark, and its own Ready (lobby35)."""
    panel = LobbyPanel(False, -1, lobby)
    _insert(lobby, panel)
    panel.hide()  # (until the host's list comes)
    feed = LobbyFeed(joined.node, panel)

    def listed(listing: object) -> None:
        panel.me = joined.core.peer
        panel.show_list(listing)  # type: ignore[arg-type]
        panel.show()

    feed.listed.connect(listed)
    panel.ready_toggled.connect(joined.set_ready)
    return panel


def _insert(lobby: LobbyDialog, panel: LobbyPanel) -> None:
    """The panel takes the plain list's place in the lobby dialog."""
    lobby.people.hide()
    box = lobby.layout()
    if isinstance(box, QVBoxLayout):
        box.insertWidget(box.indexOf(lobby.people), panel, 1)
    lobby.resize(max(lobby.width(), 720), max(lobby.height(), 460))


class _RouterNews(QObject):
    """Carries the router's answer from the thread that asked it to the GUI thread."""

    said = Signal(object)


def _offer_invite(lobby: LobbyDialog, hosted: HostedGame, where: str) -> None:
    """A *Copy invite* button in the lobby; with ``internet`` set, the router is asked in a thread (discovery can
    take seconds) and what it said, and the invite with the outside address, are shown once it answers."""
    copy = QPushButton(QCoreApplication.translate("LanSession", "Copy invite"))
    copy.setToolTip(
        QCoreApplication.translate(
            "LanSession", "One line to paste into a chat: the address, the key and the password, if any."
        )
    )
    copy.clicked.connect(lambda: QGuiApplication.clipboard().setText(hosted.invite()))
    box = lobby.layout()
    if isinstance(box, QVBoxLayout):
        box.insertWidget(1, copy)
    if hosted.setup.internet:
        lobby.where.setText(
            where + "\n" + QCoreApplication.translate("LanSession", "Asking your router to open the port…")
        )
        ask_router(hosted, lobby, lambda text: lobby.where.setText(where + "\n" + text))


def ask_router(hosted: HostedGame, parent: QObject, show: Callable[[str], None]) -> None:
    """Ask the home router to forward the ports, in a thread (discovery can take seconds); ``show`` hears what it
    said, in the player's language, on the GUI thread."""
    news = _RouterNews(parent)
    news.said.connect(lambda outcome: show(router_words(outcome)))

    def ask() -> None:
        outcome = hosted.open_router()  # None: the game was closed meanwhile
        if outcome is not None:
            with contextlib.suppress(RuntimeError):  # the lobby (and the news' object) may be gone by now
                news.said.emit(outcome)

    threading.Thread(target=ask, name="carolus-router", daemon=True).start()


def _witness_router(window: MainWindow, lobby: LobbyDialog, joined: JoinedGame) -> None:
    """Where the player ticked Join's router box: the lobby says the router is being asked for our witness port
    (the joiner's node asks it in a thread once the port is open), then what it said; once the lobby is gone, the
    status bar says it (wjoin35)."""
    label = QLabel(QCoreApplication.translate("LanSession", "Asking your router to open the port…"))
    label.setObjectName("witness-router")
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)  # a line or three, never the space
    box = lobby.layout()
    if isinstance(box, QVBoxLayout):
        box.insertWidget(1, label)
    news = _RouterNews(lobby)

    def show(outcome: object) -> None:
        text = QCoreApplication.translate("LanSession", "For the other players' dice checks: {said}").format(
            said=router_words(outcome)
        )
        if lobby.isVisible():
            label.setText(text)
        else:
            window.statusBar().showMessage(text.replace("\n", " "), 20000)

    news.said.connect(show)

    def heard(outcome: object) -> None:
        with contextlib.suppress(RuntimeError):  # the lobby (and the news' object) may be gone by now
            news.said.emit(outcome)

    joined.node.on_router = heard


def join_game(window: MainWindow, options: JoinOptions) -> LanSession:
    """Connect to a host; the seat kept in the user state folder (by the host's key, so any form of its address
    works) lets a restarted window rejoin."""
    state = JoinState.for_name(options.name, places.state_dir())
    if state.kept is not None:
        window.show_error(unusable_seats(state.kept))
    joined = JoinedGame(options, state)
    core = joined.core
    core.want_ready = False  # the player ticks Ready in the lobby (once the host's key is compared, say)
    lobby = LobbyDialog(
        QCoreApplication.translate("LanSession", "LAN game at {a}: waiting for the host").format(a=options.address),
        False,
        window,
    )
    session = LanSession(window, joined, lobby)
    _join_panel(lobby, joined)

    def show_key(_text: str) -> None:
        if lobby.isVisible() and core.host_key:
            lobby.where.setText(
                QCoreApplication.translate("LanSession", "Host key fingerprint: {f}").format(
                    f=fingerprint(core.host_key)
                )
            )
            lobby.where.show()

    session.bridge.notice.connect(show_key)
    if options.internet:
        _witness_router(window, lobby, joined)
    joined.node.open()
    session.bridge.start()
    lobby.show()
    return session


def leave_then_start(
    window: MainWindow, make: Callable[[], LanSession], title: str, failed: Callable[[], None] = lambda: None
) -> None:
    """Leave the shown game (once the window's leave guards agree; if one declines, nothing happens), then host or
    join; a failure is one message, never a traceback, and then ``failed`` runs."""

    def begin() -> None:
        current = window.lan_session
        if current is not None:
            current.stop()
        try:
            window.lan_session = make()
        except (OSError, ValueError, RuntimeError) as exc:  # a taken port (zmq errors are OSErrors), a bad autosave
            plain_warning(window, title, start_error_text(exc))
            failed()

    window.confirm_leave(begin)


Start = Callable[[MainWindow, Callable[[], None]], None]
"""``carolus host|join`` in the window: begins with the window and what to do if it cannot."""


def start_from_command(start: HostSetup | JoinSetup) -> Start:
    """What ``carolus host|join`` without ``--ai`` do once the window is up: host or join at once.

    The returned callable takes the window and what to do if that fails (the window's usual first game)."""

    def begin(window: MainWindow, failed: Callable[[], None]) -> None:
        if isinstance(start, HostSetup):
            leave_then_start(
                window,
                lambda: host_game(window, start),
                QCoreApplication.translate("LanSession", "Host a LAN game"),
                failed,
            )
        else:
            leave_then_start(
                window,
                lambda: join_game(window, start),
                QCoreApplication.translate("LanSession", "Join a LAN game"),
                failed,
            )

    return begin
