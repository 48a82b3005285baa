"""Precise error types: each message says what was wrong, in one line."""

from __future__ import annotations


class CarolusError(ValueError):
    """Base of every error the engine reports about its input."""


class IllegalActionError(CarolusError):
    """An action that the rules do not allow in this state; the state is unchanged."""


class RecordError(CarolusError):
    """A file or structure that is not a valid game record."""


class UnsupportedVariantError(RecordError):
    """A record asks for an optional rule this engine does not play."""
