"""Why a host refuses a joiner: one English sentence per reason on the wire, and a stable code for the window.

The ``reject`` message and the door's ``no`` line carry the sentence (a
joiner of any version can print it); a joiner of this version finds the code
back from it (``refusal_code``) so its window can say it in the player's
language. A sentence it does not know (another version's host) gets the code
``other`` and is shown as the plain text it is.
"""

from __future__ import annotations

REFUSALS = {
    "password": "wrong game password",
    "token": "unknown seat token for this game",
    "started": "the game has already started and its seats are taken",
    "full": "the game is full",
    "attempts": "too many password attempts; wait a minute and try again",
    "needs_password": "the game needs a password",
    "malformed": "malformed",
    "removed": "removed from the game: its game kept differing from the host's recomputation",
    "reclaimed": "the seat's own player came back before you played and has it again",
    # the lobby the host starts (lobby35)
    "kicked": "the host's player removed you from this game's lobby",
    # spectators (watch35)
    "no_spectators": "the host takes no spectators",
    "spectators_full": "the game has as many spectators as the host allows",
    "spectator_refused": "the host's player did not let you watch",
    "spectator_seated": "a seated player cannot watch on the same connection",
}
"""Code -> the sentence the host sends (its door may add words after it, e.g. "wrong game password (or ...)")."""

MISMATCHES = {
    "protocol": "protocol version ",
    "app": "application version ",
    "engine": "rules digest ",
}
"""Code -> how ``handshake.mismatch``'s sentence starts (versions or rules engine differ)."""


def refusal_code(reason: str) -> str:
    """The code of a refusal sentence; ``other`` for one this version does not know."""
    for code, text in REFUSALS.items():
        if reason.startswith(text):
            return code
    for code, start in MISMATCHES.items():
        if reason.startswith(start) and "does not match the host's" in reason:
            return code
    return "other"
