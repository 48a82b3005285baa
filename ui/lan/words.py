"""LAN news in the player's language: every event code ``net`` hands the window, worded as a whole sentence.

``net`` keeps its English lines for the console; the window never shows those.
It reads the event's ``code`` and plain data (names, seats, reason codes) and
builds the sentence here from a translatable template. Names came from the
network: they are only ever put into a template's placeholders and shown in
plain-text widgets, never interpreted. Why hosting or joining could not
begin (``start_error_text``) is worded here too.
"""

from __future__ import annotations

import errno
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from carolus.engine.errors import CarolusError
from carolus.net.protocol_types import Code, Event

from ..words.error_words import error_text, generic_text


def _names(data: Mapping[str, Any]) -> str:
    return ", ".join(str(n) or QCoreApplication.translate("NetWords", "(free seat)") for n in data.get("names", []))


def refusal(code: str, text: str = "") -> str:
    """Why a host refused a joiner (``carolus.net.refusals`` codes); an unknown code shows the host's sentence as
    sent."""
    words = {
        "password": QCoreApplication.translate("NetWords", "wrong game password"),
        "token": QCoreApplication.translate("NetWords", "the saved seat is not one of this game's"),
        "started": QCoreApplication.translate("NetWords", "the game has already started and its seats are taken"),
        "full": QCoreApplication.translate("NetWords", "the game is full"),
        "attempts": QCoreApplication.translate("NetWords", "too many password attempts; wait a minute and try again"),
        "protocol": QCoreApplication.translate(
            "NetWords", "this version of the game cannot talk to the host's (network protocol)"
        ),
        "app": QCoreApplication.translate("NetWords", "this version of the game differs from the host's"),
        "engine": QCoreApplication.translate("NetWords", "this rules engine differs from the host's"),
        "needs_password": QCoreApplication.translate("NetWords", "the game needs a password"),
        "malformed": QCoreApplication.translate("NetWords", "the host could not read what this game sent"),
        "unconfirmed": QCoreApplication.translate(
            "NetWords", "the password exchange was not finished (a wrong password?)"
        ),
        "flood": QCoreApplication.translate("NetWords", "it sent far more than a player ever does and was cut off"),
        "unproved": QCoreApplication.translate(
            "NetWords", "its connections proved no game key in time and were closed"
        ),
        "removed": QCoreApplication.translate(
            "NetWords", "removed from the game: what it computed kept differing from the host's"
        ),
        "reclaimed": QCoreApplication.translate(
            "NetWords", "the seat's own player came back before you played and has it again"
        ),
        # the lobby the host starts (lobby35)
        "kicked": QCoreApplication.translate("NetWords", "the host's player removed you from this game's lobby"),
        # spectators (watch35)
        "no_spectators": QCoreApplication.translate("NetWords", "the host takes no spectators"),
        "spectators_full": QCoreApplication.translate("NetWords", "the game has as many spectators as the host allows"),
        "spectator_refused": QCoreApplication.translate("NetWords", "the host's player did not let you watch"),
        "spectator_seated": QCoreApplication.translate(
            "NetWords", "a seated player cannot watch on the same connection"
        ),
    }
    return words.get(code, text)


def _seats(data: Mapping[str, Any]) -> str:
    return ", ".join(str(int(s) + 1) for s in data.get("seats", []))


def _resynced(d: Mapping[str, Any]) -> str:
    if d.get("mine"):
        return QCoreApplication.translate(
            "NetWords", "Your game was out of step with the others and has been caught up; play goes on"
        )
    return QCoreApplication.translate(
        "NetWords", "Out of step and caught up from the others: {names}; play goes on"
    ).format(names=_names(d))


def _paused(d: Mapping[str, Any]) -> str:
    if d.get("mine"):
        return QCoreApplication.translate("NetWords", "Your game differs from the others': the game is paused")
    return QCoreApplication.translate(
        "NetWords", "The game is paused: these players' games differ from the others': {names}"
    ).format(names=_names(d))


def _dice_dropped(d: Mapping[str, Any]) -> str:
    if d.get("mine"):
        return QCoreApplication.translate(
            "NetWords", "The host left out your share of the dice without cause: the game is paused"
        )
    return QCoreApplication.translate(
        "NetWords", "The host left out {names}'s share of the dice without cause: the game is paused"
    ).format(names=_names(d))


def _standin(d: Mapping[str, Any]) -> str:
    if "seconds" in d:
        return QCoreApplication.translate(
            "NetWords", "{name} has been gone for {seconds} s: the computer plays for them until they are back"
        ).format(name=d.get("name", ""), seconds=f"{float(d['seconds']):g}")
    return QCoreApplication.translate("NetWords", "The computer plays for {name} until they are back").format(
        name=d.get("name", "")
    )


WORDS: dict[Code, Callable[[Mapping[str, Any]], str]] = {
    # the lobby
    Code.JOINED: lambda d: QCoreApplication.translate("NetWords", "{name} joined").format(name=d.get("name", "")),
    Code.BACK: lambda d: QCoreApplication.translate("NetWords", "{name} is back").format(name=d.get("name", "")),
    Code.LEFT: lambda d: QCoreApplication.translate("NetWords", "{name} left").format(name=d.get("name", "")),
    Code.LEFT_LOBBY: lambda d: QCoreApplication.translate(
        "NetWords", "{name} left the lobby; a computer takes their seat"
    ).format(name=d.get("name", "")),
    Code.TOOK_OVER: lambda d: QCoreApplication.translate("NetWords", "{name} takes over {old}'s seat").format(
        name=d.get("name", ""), old=d.get("old", "")
    ),
    Code.REFUSED_PEER: lambda d: QCoreApplication.translate("NetWords", "{name} could not join: {why}").format(
        name=d.get("name", ""), why=refusal(str(d.get("reason", "")))
    ),
    Code.WELCOME: lambda d: QCoreApplication.translate(
        "NetWords", "You joined and play seat {seats}; waiting for the host to start"
    ).format(seats=_seats(d)),
    Code.LOBBY: lambda d: QCoreApplication.translate("NetWords", "Players so far: {names}").format(names=_names(d)),
    Code.NOT_DEALT: lambda d: QCoreApplication.translate(
        "NetWords", "{name} does not answer and is not dealt in"
    ).format(name=d.get("name", "")),
    Code.REDEAL: lambda d: QCoreApplication.translate(
        "NetWords", "{name} did not take part in the deal; dealing again without them"
    ).format(name=d.get("name", "")),
    Code.STARTED: lambda d: QCoreApplication.translate("NetWords", "The game starts: {names}").format(names=_names(d)),
    # during the game
    Code.SILENT: lambda d: QCoreApplication.translate("NetWords", "{name} does not answer (disconnected)").format(
        name=d.get("name", "")
    ),
    Code.WAITING: lambda d: QCoreApplication.translate("NetWords", "Waiting for {name}").format(name=d.get("name", "")),
    Code.WAITING_DICE: lambda d: QCoreApplication.translate(
        "NetWords", "Waiting for {name}'s share of the dice"
    ).format(name=d.get("name", "")),
    Code.STANDIN: _standin,
    Code.STANDIN_OVER: lambda d: QCoreApplication.translate("NetWords", "{name} is back and plays again").format(
        name=d.get("name", "")
    ),
    Code.SEAT_OPEN: lambda d: QCoreApplication.translate(
        "NetWords", "{name}'s seat is open: the next player who asks for it takes it"
    ).format(name=d.get("name", "")),
    Code.ROLLED_WITHOUT: lambda d: QCoreApplication.translate(
        "NetWords", "The dice are rolled without {name} from now on"
    ).format(name=d.get("name", "")),
    Code.ROLLED_WITHOUT_YOU: lambda d: QCoreApplication.translate(
        "NetWords", "The dice are rolled without your share from now on"
    ),
    Code.ACTION_REFUSED: lambda d: QCoreApplication.translate("NetWords", "A move from {name} was refused").format(
        name=d.get("name", "")
    ),
    Code.MY_ACTION_REFUSED: lambda d: QCoreApplication.translate("NetWords", "The host refused your move"),
    Code.DICE_BACK: lambda d: QCoreApplication.translate("NetWords", "{name} takes part in the dice again").format(
        name=d.get("name", "")
    ),
    Code.DICE_BACK_YOU: lambda d: QCoreApplication.translate("NetWords", "Your share counts in the dice again"),
    Code.DICE_DROPPED: _dice_dropped,
    Code.REDEALT: lambda d: QCoreApplication.translate(
        "NetWords", "{name} lost their share of the deal: the host deals again (once at most)"
    ).format(name=d.get("name", "")),
    Code.REDEALT_YOU: lambda d: QCoreApplication.translate(
        "NetWords", "The host deals again after seeing everyone's share of the deal (allowed once)"
    ),
    Code.REDEAL_REFUSED: lambda d: QCoreApplication.translate(
        "NetWords",
        "The host started the deal again more often than allowed or hid it (it may be choosing the deal): "
        "you take no part in this game",
    ),
    Code.WITNESS_SILENT: lambda d: QCoreApplication.translate(
        "NetWords",
        "This network does not pass the other players' dice shares around the host: if the host kept "
        "one back, only that player could tell",
    ),
    Code.ILLEGAL_ORDER: lambda d: QCoreApplication.translate(
        "NetWords", "The host sent a move that the rules do not allow: the game is paused"
    ),
    Code.AI_FAILED: lambda d: QCoreApplication.translate(
        "NetWords", "The computer player stopped because of an error ({reason})"
    ).format(reason=d.get("reason", "")),
    Code.RESYNCED: _resynced,
    Code.PAUSED: _paused,
    Code.REMOVED: lambda d: QCoreApplication.translate(
        "NetWords", "{name} was removed: their game kept differing from the host's; the computer plays for them"
    ).format(name=d.get("name", "")),
    Code.AUTOSAVE_FAILED: lambda d: QCoreApplication.translate(
        "NetWords", "Could not autosave the LAN game ({reason})"
    ).format(reason=d.get("reason", "")),
    # the host, seen from a joiner
    Code.HOST_BACK: lambda d: QCoreApplication.translate("NetWords", "The host is back"),
    Code.HOST_LEFT: lambda d: QCoreApplication.translate("NetWords", "The host left"),
    Code.HOST_LOST: lambda d: QCoreApplication.translate("NetWords", "The host does not answer; trying to reconnect"),
    # refused by the host (shown in a message box)
    Code.REFUSED: lambda d: QCoreApplication.translate("NetWords", "The host refused you: {why}").format(
        why=refusal(str(d.get("reason", "")), str(d.get("said", "")))
    ),
    Code.KEY_CHANGED: lambda d: (
        QCoreApplication.translate(
            "NetWords", "The host shows the key {key}, not the invite's ({pinned}): it may be someone else"
        )
        if d.get("invite")
        else QCoreApplication.translate(
            "NetWords", "The host's key {key} is not the one you joined before ({pinned}): it may be someone else"
        )
    ).format(key=d.get("key", ""), pinned=d.get("pinned", "")),
    Code.NEEDS_PASSWORD: lambda d: QCoreApplication.translate("NetWords", "The game needs a password"),
    Code.BAD_EXCHANGE: lambda d: QCoreApplication.translate("NetWords", "The host's password exchange is malformed"),
    Code.HOST_UNPROVEN: lambda d: QCoreApplication.translate(
        "NetWords", "The host did not prove it knows the password"
    ),
    Code.RULES_DIFFER: lambda d: QCoreApplication.translate(
        "NetWords", "The host plays rules or optional rules that differ from this game's"
    ),
    # the lobby the host starts (lobby35)
    Code.READY: lambda d: (
        QCoreApplication.translate("NetWords", "{name} is ready")
        if d.get("ready", True)
        else QCoreApplication.translate("NetWords", "{name} is not ready")
    ).format(name=d.get("name", "")),
    Code.KICKED: lambda d: QCoreApplication.translate("NetWords", "You removed {name} from the lobby").format(
        name=d.get("name", "")
    ),
    Code.BACK_IN_GAME: lambda d: QCoreApplication.translate(
        "NetWords", "You are back in the game under way: you play seat {seats}"
    ).format(seats=_seats(d)),
    # chat (issue 35)
    Code.CHAT_SLOW: lambda d: QCoreApplication.translate(
        "NetWords", "You sent chat lines too fast: the host dropped {count} of them"
    ).format(count=d.get("dropped", 0)),
    # -- the direct witness (relay35) --
    Code.WITNESS_CUT: lambda d: QCoreApplication.translate(
        "NetWords",
        "{name}'s dice shares reach you by no path around the host: if the host kept one back, only {name} could tell",
    ).format(name=d.get("name", "")),
    # spectators (watch35)
    Code.SPECTATOR_JOINED: lambda d: QCoreApplication.translate("NetWords", "{name} watches the game").format(
        name=d.get("name", "")
    ),
    Code.SPECTATOR_LEFT: lambda d: QCoreApplication.translate("NetWords", "{name} no longer watches").format(
        name=d.get("name", "")
    ),
    Code.SPECTATOR_REFUSED: lambda d: QCoreApplication.translate("NetWords", "{name} may not watch: {why}").format(
        name=d.get("name", ""), why=refusal(str(d.get("reason", "")))
    ),
    Code.SPECTATOR_ACTED: lambda d: QCoreApplication.translate(
        "NetWords", "Refused: {name} watches and cannot act"
    ).format(name=d.get("name", "")),
    Code.WATCHING: lambda d: QCoreApplication.translate(
        "NetWords", "You are watching this game: you hold no seat and cannot act"
    ),
    # rematch (watch35)
    Code.REMATCH_OFFERED: lambda d: QCoreApplication.translate(
        "NetWords", "You offered everyone to play again; waiting for their answers"
    ),
    Code.REMATCH_WANTED: lambda d: QCoreApplication.translate(
        "NetWords", "{name} would like to play again: Play again offers it to everyone"
    ).format(name=d.get("name", "")),
    Code.REMATCH_YES: lambda d: QCoreApplication.translate("NetWords", "{name} plays again").format(
        name=d.get("name", "")
    ),
    Code.REMATCH_NO: lambda d: QCoreApplication.translate(
        "NetWords", "{name} does not play again; the computer takes their seat"
    ).format(name=d.get("name", "")),
    Code.REMATCH_STARTED: lambda d: QCoreApplication.translate(
        "NetWords", "The same table plays again, each seat moved on by one"
    ),
    Code.REMATCH_ASKED: lambda d: QCoreApplication.translate(
        "NetWords", "The host offers to play again: you would play seat {seats}"
    ).format(seats=_seats(d)),
}
"""Event code -> its sentence (``carolus.net.host`` / ``carolus.net.joiner`` / ``carolus.net.node`` give the codes)."""

SILENT = frozenset({Code.OVER, Code.LOBBY_LIST})
"""Codes the window says in its own way (the result screen, the session's 'LAN game over'; the lobby's list,
``lobby_window``)."""


def words(event: Event) -> str | None:
    """The sentence a player reads for ``event``, in their language; None for events the window does not word."""
    say = WORDS.get(Code(event.code)) if event.code else None
    return say(event.data) if say is not None else None


def os_error_words(exc: OSError) -> str:
    """Why the system refused a socket or a file, in the player's language (never the system's English text)."""
    known = {
        errno.EADDRINUSE: QCoreApplication.translate("NetWords", "another program already uses it"),
        errno.EACCES: QCoreApplication.translate("NetWords", "the system does not allow it"),
        errno.EADDRNOTAVAIL: QCoreApplication.translate("NetWords", "this computer has no such address"),
        errno.ECONNREFUSED: QCoreApplication.translate("NetWords", "nobody answers there"),
        errno.EHOSTUNREACH: QCoreApplication.translate("NetWords", "that computer cannot be reached"),
        errno.ENETUNREACH: QCoreApplication.translate("NetWords", "that network cannot be reached"),
        errno.ENOSPC: QCoreApplication.translate("NetWords", "the disk is full"),
    }
    if exc.errno in known:
        return known[exc.errno]
    code = errno.errorcode.get(exc.errno or 0, "")
    return QCoreApplication.translate("NetWords", "the system refused it ({code})").format(code=code or exc.errno)


class LanStartError(OSError):
    """Hosting or joining could not begin; the text is already in the player's language."""


def unusable_seats(kept: Path) -> str:
    """What the window says of a joiner's state file it set aside (``JoinState.kept``)."""
    return QCoreApplication.translate(
        "LanSession", "A file of saved LAN seats could not be read and is kept as {path}."
    ).format(path=kept)


def start_error_text(exc: BaseException) -> str:
    """Why hosting or joining could not begin, in the player's language (never an exception's English)."""
    if isinstance(exc, LanStartError):
        return str(exc)
    if isinstance(exc, CarolusError):  # the host's autosave cannot be resumed
        return error_text(exc)
    if isinstance(exc, ValueError):  # parse_address
        return QCoreApplication.translate("LanSession", "Type the host's address as HOST or HOST:PORT.")
    if isinstance(exc, OSError):
        return QCoreApplication.translate("LanSession", "The LAN game cannot begin: {why}.").format(
            why=os_error_words(exc)
        )
    return generic_text()


def router_words(outcome: Any) -> str:
    """What asking the home router gave (``carolus.net.portmap.Outcome``), in the player's language: the outside
    address, or what to forward by hand; then whether IPv6 reaches this machine directly."""
    ports = QCoreApplication.translate("LanWords", " and ").join(str(p) for p in outcome.ports)
    if outcome.code == "mapped":
        first = QCoreApplication.translate(
            "LanWords",
            "Your router forwards TCP port {ports} to this machine ({protocol}): others reach it at {address}.",
        ).format(ports=ports, protocol=getattr(outcome, "protocol", "") or "UPnP-IGD", address=outcome.external)
    elif outcome.code == "refused":
        first = QCoreApplication.translate(
            "LanWords", "Your router refused ({why}); forward TCP port {ports} to this machine by hand."
        ).format(why=outcome.reason, ports=ports)
    elif outcome.code == "no_router":
        first = QCoreApplication.translate(
            "LanWords",
            "No router answered UPnP-IGD, NAT-PMP or PCP (maybe off); forward TCP port {ports} to this host by hand.",
        ).format(ports=ports)
    else:
        first = QCoreApplication.translate(
            "LanWords",
            "Opening the router needs the miniupnpc package ({how}); or forward TCP port {ports} by hand.",
        ).format(how="pip install 'carolus-qt[internet]'", ports=ports)
    if not outcome.ipv6:
        return first
    return (
        first
        + "\n"
        + QCoreApplication.translate(
            "LanWords", "IPv6 reaches this machine directly at {addresses} (if its firewall lets port {ports} in)."
        ).format(addresses=", ".join(outcome.ipv6), ports=ports)
    )
