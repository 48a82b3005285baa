"""The optional rules (docs/rules.md §10 to §15): one module per variant, one registry.

Each variant is a class in a module of its own (``base.Variant`` says which
hooks it may override and ``base.Turn`` what of the state it may use). A new
variant is one new module here plus one line in ``_BUILT_IN``; ``register``
adds one from outside (a test's made-up variant).
"""

from __future__ import annotations

from collections.abc import Iterable

from ..errors import UnsupportedVariantError
from .base import Turn, Variant
from .deferred_jokers import DeferredJokers
from .early_roll import EarlyRoll
from .free_colour import FreeColour
from .free_draw import FreeDraw
from .piles import Piles

_BUILT_IN: tuple[Variant, ...] = (FreeDraw(), Piles(), DeferredJokers(), FreeColour(), EarlyRoll())

PIECES: dict[str, Variant] = {piece.name: piece for piece in _BUILT_IN}
"""Every variant by record name, in the order of docs/rules.md §10 (a game lists its variants in this order)."""


_generation = [0]


def generation() -> int:
    """Changes whenever the registry does (``Rules`` forgets what it worked out for the old one)."""
    return _generation[0]


def register(piece: Variant) -> None:
    """Add a variant after the built-in ones (its name must be new)."""
    if piece.name in PIECES:
        raise ValueError(f"variant {piece.name!r} is already registered")
    PIECES[piece.name] = piece
    _generation[0] += 1


def unregister(name: str) -> None:
    """Remove a variant added by ``register`` (a test cleans up after itself)."""
    if any(piece.name == name for piece in _BUILT_IN):
        raise ValueError(f"variant {name!r} is built in")
    PIECES.pop(name, None)
    _generation[0] += 1


def index_of(piece: Variant) -> int:
    """The variant's place in the registry (the state's digest names a variant by it)."""
    return list(PIECES).index(piece.name)


def in_order(names: Iterable[str]) -> tuple[str, ...]:
    """``names`` in the registry's order (known names only)."""
    wanted = set(names)
    return tuple(name for name in PIECES if name in wanted)


def owner_of(record_type: str) -> Variant | None:
    """The variant whose actions a record writes as ``record_type`` (``pile``, ``swap``, ``joker``), or None."""
    return next((piece for piece in PIECES.values() if record_type in piece.record_types), None)


def combination_error(names: tuple[str, ...] | list[str]) -> UnsupportedVariantError | None:
    """Why docs/rules.md §10 refuses this list of variants (an error with its code and names), or None if allowed."""
    seen: set[str] = set()
    for name in names:
        if name not in PIECES:
            return UnsupportedVariantError(
                f"unknown variant {name!r} (known: {', '.join(PIECES)})", "unknown-variant", variant=name
            )
        if name in seen:
            return UnsupportedVariantError(f"variant {name!r} is named twice", "variant-twice", variant=name)
        seen.add(name)
    for name in in_order(seen):
        error = PIECES[name].combination_error([n for n in in_order(seen) if n != name])
        if error is not None:
            return error
    return None


def combination_problem(names: tuple[str, ...] | list[str]) -> str | None:
    """Why docs/rules.md §10 refuses this list of variants, in one English line, or None if it is allowed."""
    error = combination_error(names)
    return None if error is None else str(error)


def check_names(names: tuple[str, ...] | list[str]) -> None:
    """The one validation of a list of variants (a record's, a game's): raises UnsupportedVariantError."""
    error = combination_error(names)
    if error is not None:
        raise error


__all__ = [
    "PIECES",
    "Turn",
    "Variant",
    "check_names",
    "combination_error",
    "combination_problem",
    "in_order",
    "owner_of",
    "register",
    "unregister",
]
