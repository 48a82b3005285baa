"""A sixth variant, made up for the tests: what one new engine module holds (``tests/test_variant_sixth.py``
registers it the way ``carolus_qt/variants/__init__.py`` lists the built-in ones; ``tests/test_ui_variant_sixth.py``
adds its window part)."""

from __future__ import annotations

from typing import ClassVar

from carolus.engine.errors import UnsupportedVariantError
from carolus.engine.variants import Turn, Variant


class Tithe(Variant):
    """Made up: a crown rolled at a refill is the church's; the roller gets nothing for it."""

    name = "tithe"
    summary = "A crown rolled at a refill gives nothing."
    companions = frozenset()

    def combination_error(self, others: list[str]) -> UnsupportedVariantError | None:
        refused = self.refused(others)
        if not refused:
            return None
        return UnsupportedVariantError(f"tithe allows no other variant (not {', '.join(refused)})", "tithe-alone")

    view_empty: ClassVar[dict[str, object]] = {"tithe_due": 0}

    def view_fields(self, state: Turn) -> dict[str, object]:
        return {"tithe_due": sum(state.supply)}  # made up: the knights the church counts

    def replay_fields(self, state: Turn) -> dict[str, object]:
        return {"tithe_due": sum(state.supply)}

    def on_crown(self, state: Turn, p: int) -> None:
        state.after_die()
