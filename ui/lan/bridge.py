"""The Qt side of a LAN game: the socket thread's news as Qt signals, local intents to the network.

The ``net`` socket thread (``carolus.net.node.Node``) calls ``_on_event`` in its own
thread; every signal emitted from there reaches slots in the GUI thread as a
queued call (the bridge lives in the GUI thread), so no widget is touched off
it. Confirmed actions are handed out in order together with the refill dice
that followed each one, as the shared game reports them (``SharedGame.news``,
so the window keeps no copy of its own), which is exactly what
``GameController.apply_remote(action, dice)`` takes. News for the player
reaches the window as ``net`` events (a code and plain data) and is worded in
the player's language here, in the GUI thread (``carolus.ui.lan.words``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal, Slot

from carolus.engine.actions import Action
from carolus.engine.record import Record
from carolus.net.joiner import JoinerCore
from carolus.net.node import Node
from carolus.net.protocol_types import Event

from ..seats import HUMAN, REMOTE
from .words import WORDS, words


class LanBridge(QObject):
    """Signals fed by one ``Node``'s socket thread; ``submit`` sends a local intent.

    A record or an action travels typed (a Python class crosses threads as itself); a list stays ``object``, since
    PySide6 would copy a ``list`` signal's argument through QVariantList (and cannot convert a dict with int keys)."""

    started = Signal(Record, object)
    """(Record, seat kinds): the game was dealt (or caught up from scratch); build a controller for it."""
    confirmed = Signal(Action, object)
    """(Action, list[int] dice): the next action everyone applied, with the refill dice after it."""
    restarted = Signal(Record, object)
    """(Record, seat kinds): a catch-up that does not follow on from what was shown; rebuild from it."""
    notice = Signal(str)
    """A line for the status bar or the lobby (joins, refusals, disconnections), in the player's language."""
    peers_changed = Signal(object, object)
    """(names, connected flags)."""
    paused = Signal(str)
    """The peers' states parted: the game stops; the reason (worded) names the players out of step."""
    resynced = Signal(str, object)
    """(reason, dump or None): a peer out of step was caught up from the majority's record; play goes on. The dump
    (this peer's state before its catch-up, or the host's) is for the state folder."""
    handable = Signal(object)
    """(list of (peer, name)), the host's only: seats the computer plays for a player gone past the grace period
    that the host's player may hand over to a newcomer (``HostCore.hand_over``), on every status change."""
    finished = Signal(str)
    """The game ended; the final digest."""
    failed = Signal(str)
    """The host refused us (versions, password, full game), worded."""
    chat_line = Signal(object)
    """(dict: ``name``, ``text``, ``peer``, ``mine``) a chat line someone said (``carolus.net.chat``), as plain data."""
    chat_notice = Signal(str)
    """A line about the chat itself (the host dropped ours), worded."""
    spectators_changed = Signal(object)
    """(list of (route, name)), the host's only: who watches now (``carolus.net.spectators``)."""
    rematch_asked = Signal(object)
    """(list of seats): the host offers to play again at this table, our seats moved on (``carolus.net.rematch``)."""

    _from_socket = Signal(str, tuple)
    """(public signal name, argument tuple): every emit from the socket thread goes through here, queued,
    so the GUI sees them in order and a slot connected in reaction to ``started`` misses no ``confirmed``."""

    def __init__(self, node: Node, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.node = node
        self._from_socket.connect(self._relay, Qt.ConnectionType.QueuedConnection)
        self._net_side = node.on_event
        """What ``net`` listens with already (a joiner keeping its seat): it hears every event first."""
        node.on_event = self._on_event
        self._lineage: object | None = None
        """The game the window shows (``SharedGame.lineage``): a catch-up that follows on keeps it."""
        self._shown = False
        self._stopped = False

    # -- GUI thread ---------------------------------------------------------------------

    def submit(self, action: Action) -> None:
        """The controller's ``action_sink``: hand a local seat's action to the host."""
        if not self._stopped:
            self.node.submit(action)

    def start(self) -> None:
        self.node.start_thread()

    def show_current(self) -> None:
        """Emit ``started`` for a game the core already holds (a host resumed from its autosave)."""

        def deliver() -> list:
            self._deliver()
            return []

        self.node.call(deliver)

    def stop(self, reason: str = "left the game") -> None:
        """Say goodbye to the other side (it shows us gone at once), stop the socket thread, close the socket."""
        if self._stopped:
            return
        self._stopped = True
        thread = self.node.thread
        if thread is not None and thread.is_alive():
            self.node.leave(reason)
            thread.join(3)
            if thread.is_alive():  # busy or starved of CPU: stop without waiting for the goodbye's turn
                self.node.stop()
                thread.join(10)
        if thread is not None and thread.is_alive():
            return  # never close the socket under a loop still using it (it would fail there): the process ends it
        self.node.close()

    @Slot(str, object)
    def _relay(self, name: str, args: tuple) -> None:
        if not self._stopped:  # news queued before we left reaches nothing (the window may be closing)
            getattr(self, name).emit(*(self._say(a) if isinstance(a, Event) else a for a in args))

    @staticmethod
    def _say(event: Event) -> str:
        """An event in the player's language (its console line, as plain text, only for a code nobody words)."""
        said = words(event)
        return said if said is not None else event.text

    # -- socket thread ------------------------------------------------------------------

    def _emit(self, name: str, *args: object) -> None:
        self._from_socket.emit(name, args)

    def _kinds(self) -> list[str]:
        core = self.node.core
        me = core.peer if isinstance(core, JoinerCore) else 0  # the host is seat 0
        owners = core.owners
        ai = self.node.ai
        return [HUMAN if owners[s] == me and s not in ai else REMOTE for s in range(len(owners))]

    def _on_event(self, event: Event) -> None:
        """Worded in the GUI thread (``_relay``): events travel as they are."""
        self._net_side(event)
        if event.kind == "status":
            self._emit("peers_changed", event.data.get("names", []), event.data.get("connected", []))
            if self.node.is_host:
                self._emit("handable", self._handable(event.data))
        elif event.kind == "rejected":
            self._emit("failed", event)
        elif event.kind == "desync" and event.data.get("resync"):
            self._emit("resynced", event, event.data.get("dump"))
        elif event.kind == "desync":
            self._emit("paused", event)
        elif event.kind == "over":
            self._deliver()
            self._emit("finished", event.data.get("digest", ""))
        elif event.kind == "applied":
            self._deliver(caught_up=bool(event.data.get("caught_up")))
        elif event.kind == "chat":  # (chat: issue 35)
            if event.code:
                self._emit("chat_notice", event)
            else:
                self._emit("chat_line", dict(event.data))
        elif event.code in WORDS:
            self._emit("notice", event)
            if event.code == "rematch_asked":  # (watch35) the window asks its player
                self._emit("rematch_asked", list(event.data.get("seats", [])))
            if event.code in ("spectator_joined", "spectator_left") and self.node.is_host:  # (watch35)
                watchers = self.node.core.spectators.watchers  # (read in the socket thread, which owns it)
                self._emit("spectators_changed", [(route, w.name) for route, w in watchers.items()])

    @staticmethod
    def _handable(data: dict) -> list[tuple[int, str]]:
        """From a host's status: the peers the computer plays for, still gone, whose seats are not open yet."""
        names, connected, opened = data.get("names", []), data.get("connected", []), set(data.get("open", []))
        return [
            (p, names[p])
            for p in data.get("standin", [])
            if p < len(names) and p < len(connected) and not connected[p] and p not in opened
        ]

    def _deliver(self, caught_up: bool = False) -> None:
        try:
            self._follow()
        except Exception as exc:  # a bug here must not stop the socket thread: rebuild the window's game
            self._lineage = None
            self._emit(
                "notice",
                QCoreApplication.translate(
                    "LanSession", "The window lost track of the game ({0}); reloading it"
                ).format(exc.__class__.__name__),
            )

    def _follow(self) -> None:
        """Hand the window what the network settled: the game once dealt (or caught up from scratch), then each
        action with the dice rolled after it (``SharedGame.news``). The window keeps no other copy."""
        game = self.node.core.game
        if game is None or game.match is None:
            return
        if game.lineage is not self._lineage:
            if game.match.needs_die():
                return  # (a resumed autosave) shown once the die is decided: a window waits for no lone die
            name = "started" if self._lineage is None and not self._shown else "restarted"
            game.news()  # everything so far is in the record handed over
            self._lineage, self._shown = game.lineage, True
            self._emit(name, game.match.record.copy(), self._kinds())
            return
        for action, faces in game.news():
            self._emit("confirmed", action, faces)
