"""Precise error types: each message says what was wrong, in one line.

Besides its English line (the console prints it as it is), every error a
player can meet in the window carries a stable ``code`` and plain ``params``
(numbers, colour and variant names, a nested ``inner`` error), so the window
can word it in the player's language (``ui/error_words.py``). An error raised
without a code has the class's own; the window words an unknown code with a
generic sentence.
"""

from __future__ import annotations


class CarolusError(ValueError):
    """Base of every error the engine reports about its input."""

    code = "error"
    """What went wrong, stable across versions and languages (``no-such-file``, ``disc-taken``...)."""

    def __init__(self, message: str, code: str | None = None, **params: object) -> None:
        super().__init__(message)
        if code is not None:
            self.code = code
        self.params: dict[str, object] = params
        """The plain facts the message was built from (``disc=3``, ``colour="red"``, ``inner=<error>``)."""

    @property
    def inner(self) -> CarolusError | None:
        """The error this one wraps (an action's reason inside a replay error), if any."""
        inner = self.params.get("inner")
        return inner if isinstance(inner, CarolusError) else None


class IllegalActionError(CarolusError):
    """An action that the rules do not allow in this state; the state is unchanged."""

    code = "illegal-action"


class RecordError(CarolusError):
    """A file or structure that is not a valid game record."""

    code = "bad-record"


class SetupError(RecordError):
    """A record's starting position (``setup``) that the rules cannot start from."""

    code = "bad-setup"


class UnsupportedVariantError(CarolusError):
    """A list of optional rules the engine does not know, or a combination docs/rules.md §10 refuses.

    Not a record error: a game's configuration, a command line's ``--variant``
    or a LAN host's offer can name one. A record that names one is a
    RecordError with the same code and facts (this error its ``inner``).
    """

    code = "variant-refused"
