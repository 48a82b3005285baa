"""What the game log says of each optional rule's own actions (no Qt here, like ``narration``).

The log words the standard game's actions itself; an action a variant adds
(a pile taken, a knight changed) is worded by that variant's class here,
found by the action's type, so ``narration`` never names a variant. A new
rule with actions of its own is one class here plus one registration line
(``register`` from outside: a test's made-up variant).

The sentences are literal module-level ``tr("...")`` calls, filed by
pyside6-lupdate under the empty context the log uses (``NARRATION_CONTEXT``).
"""

from __future__ import annotations

from typing import ClassVar

from carolus.engine.actions import Action

from .log_words import colour_noun, tr


class VariantNarration:
    """A variant's words in the log for the actions of its own ``action_types``."""

    name: ClassVar[str] = ""
    action_types: ClassVar[frozenset[str]] = frozenset()

    def refill_sentence(self, action: Action, you: bool, name: str) -> str:
        """The turn's sentence for ``action`` of the refill (``you``: the person at this screen acted)."""
        return ""


def _pile_text(action: Action, you: bool, name: str) -> str:
    pile = int(action.pile or 0) + 1
    if you:
        return tr("You took pile {pile}.").format(pile=pile)
    return tr("{name} took pile {pile}.").format(name=name, pile=pile)


def _swap_text(action: Action, you: bool, name: str) -> str:
    """free-colour's choice after a refill: a knight changed, or all kept."""
    if action.source is None:
        return tr("You kept the knights taken.") if you else tr("{name} kept the knights taken.").format(name=name)
    old, new = colour_noun(action.source), colour_noun(str(action.to))
    if you:
        return tr("You changed a knight just taken: {old} became {new}.").format(old=old, new=new)
    return tr("{name} changed a knight just taken: {old} became {new}.").format(name=name, old=old, new=new)


class PilesNarration(VariantNarration):
    name = "piles"
    action_types = frozenset({"pile"})

    def refill_sentence(self, action: Action, you: bool, name: str) -> str:
        return _pile_text(action, you, name)


class FreeColourNarration(VariantNarration):
    name = "free-colour"
    action_types = frozenset({"swap"})

    def refill_sentence(self, action: Action, you: bool, name: str) -> str:
        return _swap_text(action, you, name)


_BUILT_IN: tuple[VariantNarration, ...] = (PilesNarration(), FreeColourNarration())

NARRATIONS: dict[str, VariantNarration] = {hook.name: hook for hook in _BUILT_IN}
"""The log's hook of every variant with actions of its own, by record name."""


def register(hook: VariantNarration) -> None:
    """Add the log's hook of a variant registered in the engine (its name must be new here)."""
    if hook.name in NARRATIONS:
        raise ValueError(f"narration hook {hook.name!r} is already registered")
    NARRATIONS[hook.name] = hook


def unregister(name: str) -> None:
    """Remove a hook added by ``register`` (a test cleans up after itself)."""
    if any(hook.name == name for hook in _BUILT_IN):
        raise ValueError(f"narration hook {name!r} is built in")
    NARRATIONS.pop(name, None)


def narration_of(action_type: str) -> VariantNarration | None:
    """The hook of the variant that owns actions of ``action_type``, or None (a standard action)."""
    return next((hook for hook in NARRATIONS.values() if action_type in hook.action_types), None)
