"""Choices remembered between sessions, through QSettings.

The organisation and application names set in ``app.py`` decide where Qt
keeps them; tests point QSettings at a temporary folder. Values are read
with a default and a type, so a damaged settings file never stops the game.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QCoreApplication, QSettings

from carolus.engine.rules import combination_problem

from .seats import AI_LEVELS, DEFAULT_OPPONENT, HUMAN, SEAT_KINDS, GameSetup, default_setup
from .variants import board_ready

DEFAULT_AI_PAUSE_MS = 600
DEFAULT_AI_SECONDS = 1.0
DEFAULT_ANIMATION_SPEED = 1.0
DEFAULT_SOUND_VOLUME = 50


DEFAULT_SPELLINGS = {"You": ("You", "Du", "Vous"), "Computer": ("Computer", "Ordinateur")}
"""The default names in every language the game speaks: a name left at a default follows the language."""


def default_player_name() -> str:
    """What the person at this screen is called until they give a name: ``You`` in their language."""
    return QCoreApplication.translate("Seats", "You")


def default_computer_name() -> str:
    return QCoreApplication.translate("Seats", "Computer")


def localised_name(name: str) -> str:
    """A default name (in any of the game's languages) in the current language; any other name as it is."""
    if name in DEFAULT_SPELLINGS["You"]:
        return default_player_name()
    if name in DEFAULT_SPELLINGS["Computer"]:
        return default_computer_name()
    return name


class AppSettings:
    """Typed access to the few things the game remembers."""

    def __init__(self, settings: QSettings | None = None) -> None:
        self.qs = settings if settings is not None else QSettings()

    def _get(self, key: str, default: object, kind: type) -> object:
        value = self.qs.value(key, default)
        try:
            if kind is bool:
                return value in (True, "true", "1", 1)
            return kind(value)
        except (TypeError, ValueError):
            return default

    def _bytes(self, key: str) -> QByteArray | None:
        """A saved Qt blob, or None when absent, empty or of another type (a hand-edited file)."""
        value = self.qs.value(key)
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    @property
    def player_name(self) -> str:
        return localised_name(str(self._get("player/name", "", str)) or "You")

    @player_name.setter
    def player_name(self, value: str) -> None:
        self.qs.setValue("player/name", value)

    @property
    def animations_on(self) -> bool:
        return bool(self._get("board/animations", True, bool))

    @animations_on.setter
    def animations_on(self, value: bool) -> None:
        self.qs.setValue("board/animations", bool(value))

    @property
    def animation_speed(self) -> float:
        speed = float(self._get("board/animation_speed", DEFAULT_ANIMATION_SPEED, float))  # type: ignore[arg-type]
        return min(4.0, max(0.25, speed))

    @animation_speed.setter
    def animation_speed(self, value: float) -> None:
        self.qs.setValue("board/animation_speed", float(value))

    @property
    def large_board_text(self) -> bool:
        """Larger text and higher contrast on the board (``board.looks``)."""
        return bool(self._get("board/large_text", False, bool))

    @large_board_text.setter
    def large_board_text(self, value: bool) -> None:
        self.qs.setValue("board/large_text", bool(value))

    def effective_animation_speed(self) -> float:
        """The factor the scene takes: 0 when animations are off."""
        return self.animation_speed if self.animations_on else 0.0

    @property
    def sound_volume(self) -> int:
        """0 (off) to 100."""
        return min(100, max(0, int(self._get("sound/volume", DEFAULT_SOUND_VOLUME, int))))  # type: ignore[call-overload]

    @sound_volume.setter
    def sound_volume(self, value: int) -> None:
        self.qs.setValue("sound/volume", int(value))

    @property
    def ai_pause_ms(self) -> int:
        return max(0, int(self._get("ai/pause_ms", DEFAULT_AI_PAUSE_MS, int)))  # type: ignore[call-overload]

    @ai_pause_ms.setter
    def ai_pause_ms(self, value: int) -> None:
        self.qs.setValue("ai/pause_ms", int(value))

    @property
    def ai_seconds(self) -> float:
        seconds = float(self._get("ai/seconds", DEFAULT_AI_SECONDS, float))  # type: ignore[arg-type]
        return min(30.0, max(0.1, seconds))

    @ai_seconds.setter
    def ai_seconds(self, value: float) -> None:
        self.qs.setValue("ai/seconds", float(value))

    @property
    def language(self) -> str:
        """``""`` for the system's language, else a code such as ``de`` (read at start)."""
        return str(self._get("ui/language", "", str))

    @language.setter
    def language(self, value: str) -> None:
        self.qs.setValue("ui/language", value)

    @property
    def window_geometry(self) -> QByteArray | None:
        """What QMainWindow.saveGeometry gave when the window last closed."""
        return self._bytes("window/geometry")

    @window_geometry.setter
    def window_geometry(self, value: QByteArray) -> None:
        self.qs.setValue("window/geometry", value)

    @property
    def window_state(self) -> QByteArray | None:
        """Which docks were shown and where (QMainWindow.saveState)."""
        return self._bytes("window/state")

    @window_state.setter
    def window_state(self, value: QByteArray) -> None:
        self.qs.setValue("window/state", value)

    def last_setup(self) -> GameSetup:
        """The new-game dialog's last choices, or the first-launch default."""
        default = default_setup(self.player_name, default_computer_name())
        players = int(self._get("newgame/players", default.players, int))  # type: ignore[call-overload]
        names = self.qs.value("newgame/names", list(default.names))
        seats = self.qs.value("newgame/seats", list(default.seats))
        if (
            players not in (2, 3, 4)
            or not isinstance(names, list)
            or not isinstance(seats, list)
            or len(names) != players
            or len(seats) != players
            or not all(isinstance(k, str) and k in SEAT_KINDS for k in seats)
        ):
            return default
        names = [localised_name(str(n)) for n in names]
        if HUMAN in seats:  # the name set in Settings is the first person's, whatever the last game was called
            names[seats.index(HUMAN)] = self.player_name
        variants = self.qs.value("newgame/variants", [])
        if isinstance(variants, str):  # a list of one comes back as its item from some settings formats
            variants = [variants]
        known = board_ready()
        chosen = tuple(v for v in known if isinstance(variants, list) and v in variants)
        if combination_problem(list(chosen)) is not None:
            chosen = ()
        return GameSetup(players, tuple(names), tuple(seats), variants=chosen)

    def remember_setup(self, setup: GameSetup) -> None:
        self.qs.setValue("newgame/players", setup.players)
        self.qs.setValue("newgame/names", list(setup.names))
        self.qs.setValue("newgame/seats", list(setup.seats))
        self.qs.setValue("newgame/variants", list(setup.variants))  # the dialog remembers the optional rules too
        humans = [n for n, k in zip(setup.names, setup.seats) if k == HUMAN]
        if humans:
            self.player_name = humans[0]


__all__ = ["AI_LEVELS", "DEFAULT_OPPONENT", "AppSettings"]
