"""The names of the 15 provinces of the ring: provinces of Charlemagne's empire, clockwise from the top.

Province ``i`` of the engine is ``province_names()[i]``. The names go through
the log's translator (empty context, as ``carolus.ui.words.narration``), so German comes
from carolus_de.ts. French, for the French translation (carolus_fr.ts, same
empty context), in the same order:

    Frise, Saxe, Thuringe, Bavière, Carinthie, Lombardie, Provence, Septimanie,
    Gascogne, Aquitaine, Bretagne, Neustrie, Austrasie, Alémanie, Bourgogne
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication

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


def region_name(provinces: Sequence[int], tr: Callable[[str], str]) -> str:
    """A region by the name the board shows: its province's (``Bavaria``); a merged region by the province
    with the lowest number and how many more it holds (``Frisia +3``), so the name stays put as it grows."""
    lead = province_names(tr)[min(provinces)]
    if len(provinces) == 1:
        return lead
    return tr("{0} +{1}").format(lead, len(provinces) - 1)


def board_tr(text: str) -> str:
    """The board's translator of these names: Qt's, in the log's empty context (where the .ts files hold them)."""
    return QCoreApplication.translate("", text)
