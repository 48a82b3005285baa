"""Files the game window needs at run time: the application icon, the compiled translations, the sound cues.

A package (``carolus.resources``, not a loose folder) so that it installs with
the wheel and the standalone app; read through ``importlib.resources``, so the
paths are right from a source checkout, an installed wheel and a frozen bundle.
"""

from __future__ import annotations

from importlib.resources import files

HERE = files(__name__)
ICON = HERE / "carolus.svg"
"""The application icon: a castle under the crown, inside the ring (the board's colours)."""
TRANSLATIONS = HERE / "translations"
"""``carolus_<lang>.qm`` (built by pyside6-lrelease from the ``.ts`` files beside them)."""
PUZZLES = HERE / "puzzles.json"
"""The shipped puzzles (``tools/puzzles_make.py`` makes them, ``carolus.engine.puzzles`` reads them)."""
MIME_TYPES = HERE / "carolus-record.xml"
"""The game record's MIME type for shared-mime-info (``carolus desktop-entry`` installs it)."""
SOUNDS = HERE / "sounds"
"""``<cue>.wav`` for each of ``carolus.ui.sound.CUES`` (made by tools/make_sounds.py)."""
