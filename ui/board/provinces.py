"""The names of the 15 provinces of the ring: provinces of Charlemagne's empire, clockwise from the top.

Province ``i`` of the engine is ``province_names()[i]``. The names go through
the log's translator (empty context, as ``carolus.ui.words.narration``), so German comes
from carolus_de.ts. French, for the French translation (carolus_fr.ts, same
empty context), in the same order:

    Frise, Saxe, Thuringe, Bavière, Carinthie, Lombardie, Provence, Septimanie,
    Gascogne, Aquitaine, Bretagne, Neustrie, Austrasie, Alémanie, Bourgogne
"""

from __future__ import annotations

from collections.abc import Callable

FRENCH = (
    "Frise",
    "Saxe",
    "Thuringe",
    "Bavière",
    "Carinthie",
    "Lombardie",
    "Provence",
    "Septimanie",
    "Gascogne",
    "Aquitaine",
    "Bretagne",
    "Neustrie",
    "Austrasie",
    "Alémanie",
    "Bourgogne",
)
"""The French names, index = province (for the i18n merge; the window reads carolus_fr.ts)."""


def province_names(tr: Callable[[str], str]) -> list[str]:
    """All 15 names in the reader's language (literal ``tr`` calls, so pyside6-lupdate finds them)."""
    return [
        tr("Frisia"),
        tr("Saxony"),
        tr("Thuringia"),
        tr("Bavaria"),
        tr("Carinthia"),
        tr("Lombardy"),
        tr("Provence"),
        tr("Septimania"),
        tr("Gascony"),
        tr("Aquitaine"),
        tr("Brittany"),
        tr("Neustria"),
        tr("Austrasia"),
        tr("Alemannia"),
        tr("Burgundy"),
    ]
