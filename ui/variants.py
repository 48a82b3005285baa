"""What the window does differently for each optional rule: one class per variant, one registry by name.

The engine's variants (``carolus.engine.variants``) and the AI's
(``carolus.engine.ai.variant_hooks``) have hooks of their own; this is the
window's, its only one. A variant's class here holds its words (its title and
one line in the New game dialog, the legend and the rules help; its refusal
beside the others; its wording of a task on the status line), its sentences
in the game log for the actions of its own, and its section of the board's
variant panel (the board is lent this registry: ``carolus.ui.board.hooks``).
The window asks ``window_variant(name)`` (the log ``action_owner(type)``) and
never names a variant itself, so a new rule is one class here plus one
registration line (``register`` from outside: a test's made-up variant).

The words keep their translation context (``VariantChoice``, ``Status``,
``Variants``) so the .ts files keep their translations. The log's sentences
are literal module-level ``tr("...")`` calls through the log's translator
(``words.log_words``), filed by pyside6-lupdate under the empty context.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from carolus.engine import variants as engine_variants
from carolus.engine.actions import Action

from .board.hooks import BoardVariant
from .words.log_words import colour_noun, tr

if TYPE_CHECKING:
    from carolus.engine.view import GameView

    from .board.variant_item import VariantPanel


B, G, P, R, Y = range(5)
"""The knight colours' indices (``COLOURS``), as the help's pictures use them."""


class WindowVariant(BoardVariant):
    """A variant as the window shows it: its part of the board (``BoardVariant``) and the window's own words; the
    defaults show nothing of it but its record name."""

    help_page: ClassVar[str] = ""
    """Its page of the rules help (HTML source, context ``RulesDialog``; ``<p>[name]</p>`` shows a picture)."""
    picture: ClassVar[tuple[tuple[object, ...], ...]] = ()
    """The rules help's picture of it, as ``carolus.ui.windows.rules_pictures`` glyphs (where its page says
    ``[name]``)."""

    action_types: ClassVar[frozenset[str]] = frozenset()
    """The action types of its own (the engine's), whose lines in the game log ``refill_sentence`` words."""

    def refusal(self) -> str:
        """Why a refused combination that includes this rule is refused, or empty to let another rule say it."""
        return ""

    def refill_sentence(self, action: Action, you: bool, name: str) -> str:
        """The log's sentence for ``action`` of the refill, one of its ``action_types`` (``you``: the person at
        this screen acted; ``name``: the actor's)."""
        return ""

    def duty(self) -> str:
        """The refusal's sentence when its phase is due and another action came, with ``{player}`` to fill."""
        return QCoreApplication.translate("", "It is not the moment for that action.")


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


class FreeDrawWindow(WindowVariant):
    name = "free-draw"
    help_page = str(
        QT_TRANSLATE_NOOP(
            "RulesDialog",
            """<p>There are no dice. Every knight you would roll for is a colour you choose, as if every die showed
a crown: at setup your whole starting reserve, at every refill one knight per knight placed. Only colours
still in the supply can be chosen. The game becomes slow and very tactical.</p>
<p>[free-draw]</p>""",
        )
    )
    picture = (("crown",), ("crown",), ("crown",), ("arrow",), ("token", R, 0, False), ("token", R, 0, False))

    def title(self) -> str:
        return QCoreApplication.translate("VariantChoice", "Free draw")

    def line(self) -> str:
        return QCoreApplication.translate(
            "VariantChoice", "No dice: you choose the colour of every knight you would roll for."
        )

    def refusal(self) -> str:
        return QCoreApplication.translate(
            "VariantChoice", "Free draw replaces the refill dice: it goes with no other rule."
        )

    def crown_task(self) -> str | None:
        return QCoreApplication.translate("Status", "choose the colour of a knight to take (free draw)")

    def centre_crown_task(self) -> str | None:
        return QCoreApplication.translate("Status", "Choose a knight’s colour")


class PilesWindow(WindowVariant):
    name = "piles"
    help_page = str(
        QT_TRANSLATE_NOOP(
            "RulesDialog",
            """<p>Instead of rolling, you take one of the <b>open piles</b> into your reserve, whatever you placed.
There is one pile more than there are players, each started with 3 knights (4 with 3 players) by dice (a crown
is rolled again). A pile bigger than that gives you the number you choose from it; the rest goes back to the
supply. Then every other pile grows by one knight and a fresh pile takes the place of yours: piles nobody
takes keep growing.</p>
<p>[piles]</p>
<p>The piles are in the board's panel of optional rules, in a free corner or left of the ring.</p>""",
        )
    )
    picture = (
        ("pile", "1", ((B, 2), (R, 1))),
        ("pile", "2", ((G, 3),)),
        ("pile", "3", ((Y, 1), (P, 2))),
    )
    panel_rank = 1
    phase = "pile"
    action_types = frozenset({"pile"})

    def refill_sentence(self, action: Action, you: bool, name: str) -> str:
        return _pile_text(action, you, name)

    def task(self) -> str:
        return QCoreApplication.translate("Status", "take one of the open piles (left of the board)")

    def activity(self) -> str:
        return QCoreApplication.translate("Status", "{round} — {name} is taking a pile…")

    def duty(self) -> str:
        return QCoreApplication.translate("", "{player} must take a pile now.")

    def title(self) -> str:
        return QCoreApplication.translate("VariantChoice", "Open piles")

    def line(self) -> str:
        return QCoreApplication.translate(
            "VariantChoice", "Open piles of knights replace the refill dice: you take one pile."
        )

    def refusal(self) -> str:
        return QCoreApplication.translate(
            "VariantChoice", "Open piles replace the refill dice: only kept jokers go with them."
        )

    def lay_section(self, panel: VariantPanel, view: GameView, y: float) -> float:
        return panel.lay_piles(view, y) if view.piles else y


class DeferredJokersWindow(WindowVariant):
    name = "deferred-jokers"
    help_page = str(
        QT_TRANSLATE_NOOP(
            "RulesDialog",
            """<p>A crown is not named when rolled: it stays in your reserve as a <b>joker</b>. You name its colour
only when you place it, at court or in a region; a knight of that colour then comes from the supply. A joker
counts among the knights you may place while the supply still holds knights.</p>
<p>[deferred-jokers]</p>
<p>Here: pick up the joker in the board's panel of optional rules, click where it goes (or drag it there), then
click its colour in the panel.</p>""",
        )
    )
    picture = (("crown",), ("arrow",), ("sym", "?"), ("arrow",), ("token", P, 0, False))
    panel_rank = 2

    def title(self) -> str:
        return QCoreApplication.translate("VariantChoice", "Kept jokers")

    def line(self) -> str:
        return QCoreApplication.translate(
            "VariantChoice", "A crown stays a joker in your reserve; you name its colour when you place it."
        )

    def lay_section(self, panel: VariantPanel, view: GameView, y: float) -> float:
        return panel.lay_jokers(view, y)


class FreeColourWindow(WindowVariant):
    name = "free-colour"
    help_page = str(
        QT_TRANSLATE_NOOP(
            "RulesDialog",
            """<p>After a refill in which no die showed a crown, you may change <b>one</b> knight you just took
into another colour still in the supply, or keep them all.</p>
<p>[free-colour]</p>""",
        )
    )
    picture = (("token", R, 0, False), ("arrow",), ("token", B, 0, False))
    panel_rank = 3
    phase = "swap"
    action_types = frozenset({"swap"})

    def refill_sentence(self, action: Action, you: bool, name: str) -> str:
        return _swap_text(action, you, name)

    def task(self) -> str:
        return QCoreApplication.translate("Status", "change a knight or keep all (left of the board)")

    def activity(self) -> str:
        return QCoreApplication.translate("Status", "{round} — {name} is choosing whether to change a knight…")

    def duty(self) -> str:
        return QCoreApplication.translate("", "{player} must change a knight just taken, or keep them, now.")

    def title(self) -> str:
        return QCoreApplication.translate("VariantChoice", "Colour change")

    def line(self) -> str:
        return QCoreApplication.translate(
            "VariantChoice", "After a refill without a crown you may change one knight just taken."
        )

    def lay_section(self, panel: VariantPanel, view: GameView, y: float) -> float:
        return panel.lay_swap(view, y) if view.phase == "swap" else y


class EarlyRollWindow(WindowVariant):
    name = "early-roll"
    help_page = str(
        QT_TRANSLATE_NOOP(
            "RulesDialog",
            """<p>Your refill dice are rolled at the <b>start</b> of your turn, before you place anything, for
everyone to see: you know what you will get while you plan. The knights are still taken only at the end of
the turn (crowns are named then), and not at all if the game ends at your move.</p>
<p>[early-roll]</p>""",
        )
    )
    picture = (("token", G, 0, False), ("token", Y, 0, False), ("crown",), ("arrow",), ("disc", 3))
    panel_rank = 0

    def title(self) -> str:
        return QCoreApplication.translate("VariantChoice", "Early roll")

    def line(self) -> str:
        return QCoreApplication.translate(
            "VariantChoice", "The refill dice are rolled when your turn starts, for all to see."
        )

    def lay_section(self, panel: VariantPanel, view: GameView, y: float) -> float:
        return panel.lay_faces(QCoreApplication.translate("Variants", "Rolled for this turn"), list(view.rolled), y)


_BUILT_IN: tuple[WindowVariant, ...] = (
    FreeDrawWindow(),
    PilesWindow(),
    DeferredJokersWindow(),
    FreeColourWindow(),
    EarlyRollWindow(),
)

WINDOW_VARIANTS: dict[str, WindowVariant] = {hook.name: hook for hook in _BUILT_IN}
"""The window's hook of every variant it can show, by record name."""


class _Unknown(WindowVariant):
    """A name with no window hook (a record's, a puzzle's): shown by its record name, with nothing else."""

    def __init__(self, name: str) -> None:
        self.record_name = name

    def title(self) -> str:
        return self.record_name


def register(hook: WindowVariant) -> None:
    """Add the window's hook of a variant registered in the engine (its name must be new here)."""
    if hook.name in WINDOW_VARIANTS:
        raise ValueError(f"window hook {hook.name!r} is already registered")
    WINDOW_VARIANTS[hook.name] = hook


def unregister(name: str) -> None:
    """Remove a hook added by ``register`` (a test cleans up after itself)."""
    if any(hook.name == name for hook in _BUILT_IN):
        raise ValueError(f"window hook {name!r} is built in")
    WINDOW_VARIANTS.pop(name, None)


def window_variant(name: str) -> WindowVariant:
    """The window's hook of ``name``; an unknown name gets the default (its record name as its title)."""
    return WINDOW_VARIANTS.get(name) or _Unknown(name)


def phase_owner(phase: str) -> WindowVariant | None:
    """The hook of the variant whose own phase ``phase`` is, or None (a standard phase)."""
    return next((hook for hook in WINDOW_VARIANTS.values() if hook.phase and hook.phase == phase), None)


def action_owner(action_type: str) -> WindowVariant | None:
    """The hook of the variant whose own actions are of ``action_type``, or None (a standard action)."""
    return next((hook for hook in WINDOW_VARIANTS.values() if action_type in hook.action_types), None)


def board_ready() -> tuple[str, ...]:
    """The variants a person can choose and play on the board: the engine's, in its order, with a window hook."""
    return tuple(name for name in engine_variants.PIECES if name in WINDOW_VARIANTS)
