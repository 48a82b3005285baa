"""Text that came from the network: what a name may hold, and how any peer text is printed.

Nothing a peer sends is ever interpreted: the window shows it in plain-text
widgets, and the console prints it with every control character escaped, so a
name or a reason can neither start a new line nor carry a terminal escape.
"""

from __future__ import annotations

MAX_NAME = 24
"""A player's name: long enough for anyone, short enough for every label."""


def is_name(text: object, allow_empty: bool = True) -> bool:
    """A name a peer may use: printable characters only (no newline, escape, bidi control), at most MAX_NAME."""
    if not isinstance(text, str) or len(text) > MAX_NAME:
        return False
    if not text:
        return allow_empty
    return text.isprintable() and text == text.strip()


def clean_name(text: str, default: str) -> str:
    """A typed name made fit for the protocol: control characters dropped, trimmed, cut to MAX_NAME."""
    kept = "".join(c for c in text if c.isprintable()).strip()[:MAX_NAME].strip()
    return kept or default


def console(text: object) -> str:
    """One line for a terminal: every non-printable character written as its escape (``\\n``, ``\\x1b``)."""
    s = str(text)
    if s.isprintable():
        return s
    return "".join(c if c.isprintable() else c.encode("unicode_escape").decode("ascii") for c in s)
