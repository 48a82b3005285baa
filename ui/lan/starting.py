"""Hosting or joining from the window: the socket opened, the lobby shown, a ``LanSession`` made; from the Game
menu's dialogs or from ``carolus host|join`` without ``--ai`` (``start_from_command``)."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from carolus.engine.ai import make_player
from carolus.net import places
from carolus.net.places import (
    HOST_AUTOSAVE,
    HostSetup,
    JoinSetup,
    JoinState,
    host_core,
    host_node,
    joiner_core,
    local_addresses,
)
from carolus.net.secure import fingerprint

from ..main_window import MainWindow
from .bridge import LanBridge
from .dialogs import HostOptions, JoinOptions, LobbyDialog, plain_warning
from .session import LanSession
from .words import LanStartError, os_error_words, start_error_text, unusable_seats


def host_game(window: MainWindow, options: HostOptions, endpoint: str | None = None) -> LanSession:
    """Listen and show the lobby (the game starts when every seat is taken or the host presses Start),
    or go on at once with an autosaved game (``options.resume``); joiners reconnect by themselves."""
    autosave = Path(options.autosave) if options.autosave else places.state_dir() / HOST_AUTOSAVE
    core = host_core(
        options.players,
        options.name,
        options.seat,
        options.password,
        autosave,
        options.grace,
        options.resume,
        options.variants,
    )
    mine = core.peers[0].seats[0] if options.resume else options.seat
    node = host_node(
        core,
        endpoint or f"tcp://{options.bind}:{options.port}",
        autosave,
        ai_factory=lambda s: None if s == mine else make_player(options.fill, 1000 + s),
    )
    try:
        node.open()
    except OSError as exc:
        node.close()
        raise LanStartError(
            QCoreApplication.translate("LanSession", "Cannot host on port {p}: {why}.").format(
                p=options.port, why=os_error_words(exc)
            )
        ) from None
    bridge = LanBridge(node)

    def fill() -> None:
        for s in core.peers[0].seats:
            if s != mine:
                node.ai.setdefault(s, make_player(options.fill, 1000 + s))

    if core.started:
        fill()
        session = LanSession(window, bridge)
        window.statusBar().showMessage(
            QCoreApplication.translate(
                "LanSession", "Hosting again on port {p}: the others rejoin with the same command"
            ).format(p=node.bound_port),
            8000,
        )
    else:
        lobby = LobbyDialog(
            QCoreApplication.translate("LanSession", "LAN game: waiting for players (port {p})").format(
                p=node.bound_port
            ),
            True,
            window,
        )
        where = ", ".join(f"{a}:{node.bound_port}" for a in local_addresses())
        lobby.where.setText(
            QCoreApplication.translate(
                "LanSession", "Others join at {w} (Join LAN game… or carolus join ADDRESS)."
            ).format(w=where)
            + "\n"
            + QCoreApplication.translate("LanSession", "Key fingerprint: {f}").format(f=fingerprint(core.keys.public))
        )
        lobby.where.show()
        session = LanSession(window, bridge, lobby)

        def start() -> None:
            def go():
                if core.started:
                    return []
                out = core.start(now=time.monotonic())
                fill()
                return out

            node.call(go)

        lobby.start_requested.connect(start)
        bridge.peers_changed.connect(lambda *_: start() if core.lobby_full() else None)
        lobby.show()
    if options.announce:
        session.announce(node.bound_port or options.port, core.players, options.name)
    bridge.start()
    if core.started:
        bridge.show_current()
    return session


def join_game(window: MainWindow, options: JoinOptions) -> LanSession:
    """Connect to a host; the seat kept in the user state folder (by the host's key, so any form of its address
    works) lets a restarted window rejoin."""
    from carolus.net.node import Node

    state = JoinState.for_name(options.name, places.state_dir())
    if state.kept is not None:
        window.show_error(unusable_seats(state.kept))
    core, endpoint, address = joiner_core(options.name, options.seat, options.password, options.address, state)
    node = Node(core, endpoint)
    lobby = LobbyDialog(
        QCoreApplication.translate("LanSession", "LAN game at {a}: waiting for the host").format(a=options.address),
        False,
        window,
    )
    bridge = LanBridge(node)
    session = LanSession(window, bridge, lobby)

    def keep_token(_text: str) -> None:
        if core.token:
            state.remember(address, core)
            if lobby.isVisible() and core.host_key:
                lobby.where.setText(
                    QCoreApplication.translate("LanSession", "Host key fingerprint: {f}").format(
                        f=fingerprint(core.host_key)
                    )
                )
                lobby.where.show()

    bridge.notice.connect(keep_token)
    bridge.finished.connect(lambda _d: state.remember(address, core, over=True) if core.token else None)
    node.open()
    bridge.start()
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
