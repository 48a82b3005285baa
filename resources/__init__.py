"""Files the game window needs at run time: the application icon and the compiled translations.

A package (not a loose folder) so that it installs with the wheel; the
paths below work from a source checkout and from an installed package alike.
"""

from __future__ import annotations

from pathlib import Path

HERE = Path(__file__).resolve().parent
ICON = HERE / "carolus.svg"
"""The application icon: a castle under the crown, inside the ring (the board's colours)."""
TRANSLATIONS = HERE / "translations"
"""``carolus_<lang>.qm`` (built by pyside6-lrelease from the ``.ts`` files beside them)."""
