"""Short sound cues: your turn, a castle built or taken, the end of the game (a win, a loss or a draw).

Qt plays sound through QtMultimedia (``QSoundEffect``), which ships in PySide6-Addons, not in the
PySide6-Essentials the game needs: it is the optional extra ``sound`` (``pip install ".[sound]"`` in a checkout).
Without it (or without the system's audio library it loads) the game is silent, and the settings say why
(``Silence``): the missing system library by its name, or the command that installs PySide6-Addons into the very
Python that runs the game, at the version of its PySide6-Essentials (never a package name nobody has published).
The cues are small WAV files in ``carolus.resources`` (made by ``tools/make_sounds.py``). Tests run
silent: ``CAROLUS_SOUND=off`` mutes every cue whatever the volume (tests/conftest.py sets it).
"""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QObject, QUrl

from carolus import resources
from carolus.engine.view import GameView

from .seats import HUMAN

CUES = ("turn", "castle", "win", "loss", "draw")
"""Every cue, each a ``<name>.wav`` in ``carolus.resources.SOUNDS``."""


class CuePlayer(Protocol):
    """Whatever makes the noise: QSoundEffect here, a counter in tests."""

    def play(self, cue: str, volume: float) -> None:
        """Play ``cue`` at ``volume`` (0..1, above 0)."""


class QtCuePlayer:
    """One QSoundEffect per cue, loaded on first use."""

    def __init__(self, parent: QObject | None = None) -> None:
        from PySide6.QtMultimedia import QSoundEffect  # the optional PySide6-Addons: see qt_player()

        self._make = lambda: QSoundEffect(parent)
        self.effects: dict[str, QSoundEffect] = {}

    def effect(self, cue: str):  # -> QSoundEffect
        effect = self.effects.get(cue)
        if effect is None:
            effect = self._make()
            effect.setSource(QUrl.fromLocalFile(str(resources.SOUNDS / f"{cue}.wav")))
            self.effects[cue] = effect
        return effect

    def play(self, cue: str, volume: float) -> None:
        effect = self.effect(cue)
        effect.setVolume(volume)
        effect.play()


def qt_player(parent: QObject | None = None) -> CuePlayer | None:
    """QSoundEffect if QtMultimedia loads here (PySide6-Addons installed, and on Linux the PulseAudio client
    library it links against); None for a silent game."""
    try:
        return QtCuePlayer(parent)
    except ImportError:
        return None


@dataclass(frozen=True)
class Silence:
    """Why QtMultimedia does not load here, worded for the settings by ``SettingsDialog``."""

    command: str
    """What installs PySide6-Addons for this Python: meant when ``library`` and ``detail`` are empty."""
    library: str = ""
    """A system library QtMultimedia needs that is missing (``libpulse.so.0``), as the loader named it."""
    package: str = ""
    """Debian's and Ubuntu's package of ``library`` where it is known."""
    detail: str = ""
    """The loader's first line where it names no library (Windows says only which module failed)."""


DEBIAN_PACKAGES = {"libpulse.so.0": "libpulse0", "libpulse-mainloop-glib.so.0": "libpulse-mainloop-glib0"}
"""The system libraries PySide6's QtMultimedia links against on Linux and their packages (the rest are named alone)."""
_LIBRARY = re.compile(r"(lib[\w.+-]+?\.so(?:\.\d+)*): cannot open shared object file|Library not loaded: (\S+)")


def addons_command() -> str:
    """``python -m pip install PySide6-Addons==V`` with this very Python and its PySide6-Essentials' version, so
    the module matches the Qt already installed (a shell quotes the path if it has spaces)."""
    from importlib import metadata

    try:
        version = metadata.version("PySide6-Essentials")
    except metadata.PackageNotFoundError:
        import PySide6

        version = PySide6.__version__
    python = subprocess.list2cmdline([sys.executable]) if os.name == "nt" else shlex.quote(sys.executable)
    return f"{python} -m pip install PySide6-Addons=={version}"


def silence_from(error: str) -> Silence:
    """What an ImportError of QtMultimedia says: no such module (PySide6-Addons is missing) or a library that the
    module's binary could not load, named by the loader (Linux, macOS)."""
    command = addons_command()
    if "No module named" in error:
        return Silence(command)
    found = _LIBRARY.search(error)
    if found:
        library = found.group(1) or found.group(2)
        return Silence(command, library=library, package=DEBIAN_PACKAGES.get(library, ""))
    return Silence(command, detail=(error.strip().splitlines() or ["?"])[0])


def why_silent() -> Silence | None:
    """Why QtMultimedia does not load here, or None where it does."""
    try:
        import PySide6.QtMultimedia  # noqa: F401 (the import is the question)
    except ImportError as error:
        return silence_from(str(error))
    return None


def muted_by_environment() -> bool:
    return os.environ.get("CAROLUS_SOUND", "").strip().lower() in ("off", "0", "no")


class SoundCues(QObject):
    """Decides which cue a change of the game deserves and plays it at the chosen volume (0 is off)."""

    def __init__(self, volume: int, player: CuePlayer | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.volume = volume
        """0 (off) to 100."""
        self._player = player
        self._player_made = player is not None
        self._last_actor = -1
        """The last seat seen to act: a person's turn starts when the turn comes to them from another seat."""

    @property
    def player(self) -> CuePlayer | None:
        if not self._player_made:  # made on the first cue: a muted game never loads QtMultimedia
            self._player_made = True
            self._player = qt_player(self)
        return self._player

    @property
    def available(self) -> bool:
        """Whether anything can sound here (QtMultimedia loads)."""
        return self.player is not None

    @property
    def silence(self) -> Silence | None:
        """Why nothing can sound here (None when something can): the settings show it."""
        if self.available:
            return None
        return why_silent() or Silence(addons_command())  # it loads now, though the player did not

    def play(self, cue: str) -> bool:
        """Play ``cue`` unless the volume is 0 or tests mute it; True if it was handed to the player."""
        if self.volume <= 0 or muted_by_environment():
            return False
        player = self.player
        if player is None:
            return False
        player.play(cue, min(100, self.volume) / 100)
        return True

    def new_game(self, view: GameView) -> None:
        """A game was (re)loaded: nothing to announce, but whoever acts now has not just been handed the turn."""
        self._last_actor = view.to_act

    def changed(self, old: GameView | None, new: GameView, seats: Sequence[str]) -> str | None:
        """React to one change of the shown game; returns the cue chosen (the end's cues come from ``ended``)."""
        cue = cue_for(old, new, seats, self._last_actor)
        if new.to_act >= 0:
            self._last_actor = new.to_act
        if cue is not None:
            self.play(cue)
        return cue

    def ended(self, view: GameView, seats: Sequence[str]) -> str | None:
        """The result is shown: a win for a person at this screen, a loss, or a draw (nothing without a person)."""
        cue = end_cue(view, seats)
        if cue is not None:
            self.play(cue)
        return cue


def cue_for(old: GameView | None, new: GameView, seats: Sequence[str], last_actor: int) -> str | None:
    """A castle built or taken (the castles left changed), else a person's turn coming from another seat."""
    if old is None or new.over:
        return None
    if tuple(old.castles_left) != tuple(new.castles_left):
        return "castle"
    actor = new.to_act
    if 0 <= actor < len(seats) and seats[actor] == HUMAN and actor != last_actor:
        return "turn"
    return None


def end_cue(view: GameView, seats: Sequence[str]) -> str | None:
    people = [p for p, kind in enumerate(seats) if kind == HUMAN]
    if not view.over or not people:
        return None
    if view.draw or view.winner < 0:
        return "draw"
    won = any(view.seats[p].side == view.winner for p in people)
    return "win" if won else "loss"
