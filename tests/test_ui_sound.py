"""The sound cues: made by tools/make_sounds.py, played at the right moments of a real game, silent at volume 0
and in tests, through QSoundEffect where PySide6-Addons is installed."""

from __future__ import annotations

import importlib.util
import io
import shlex
import sys
import wave
from pathlib import Path
from random import Random

import pytest
from pytestqt.qtbot import QtBot

from carolus import resources
from carolus.ui.seats import GameSetup
from carolus.ui.sound import CUES, SoundCues, muted_by_environment
from carolus.ui.windows.main_window import MainWindow
from carolus.ui.windows.settings_dialog import SettingsDialog
from tests.support.window import WindowOptions

ROOT = Path(__file__).resolve().parent.parent


def _make_sounds():
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "tools" / "make_sounds.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class CountingPlayer:
    """Stands in for QSoundEffect: remembers what it was asked to play."""

    def __init__(self) -> None:
        self.played: list[tuple[str, float]] = []

    def play(self, cue: str, volume: float) -> None:
        self.played.append((cue, volume))

    def cues(self) -> list[str]:
        return [cue for cue, _ in self.played]


@pytest.fixture
def window_options() -> WindowOptions:
    return WindowOptions(size=(1200, 850))


def _listen(w: MainWindow, volume: int) -> CountingPlayer:
    player = CountingPlayer()
    w.sounds = SoundCues(volume, player, w)
    return player


def _play_to_the_end(w: MainWindow, qtbot: QtBot, seed: str) -> None:
    w.start_game(GameSetup(2, ("Ann", "Robot"), ("human", "random"), seed))
    c = w.controller
    w.sounds.new_game(c.view())
    rng = Random(seed)
    while True:
        qtbot.waitUntil(lambda: c.is_interactive() or c.match.is_over(), timeout=20000)
        if c.match.is_over():
            break
        assert c.submit(rng.choice(c.view().legal))
    qtbot.waitUntil(lambda: w.result_dialog is not None and w.result_dialog.isVisible(), timeout=20000)


def _expected(w: MainWindow) -> list[str]:
    """The cues the game deserved, read from its record: a castle whenever the castles left change, the person's
    turn whenever it comes to them from another seat, and the result last."""
    record = w.controller.record
    match = w.controller.match.truncated(0)
    cues: list[str] = []
    last = match.to_act
    for action in record.actions:
        before = tuple(match.state.castles_left)
        match.apply_action(action)
        if match.is_over():
            break
        if tuple(match.state.castles_left) != before:
            cues.append("castle")
        elif match.to_act == 0 and last != 0:
            cues.append("turn")
        if match.to_act >= 0:
            last = match.to_act
    state = match.state
    cues.append("draw" if state.winner < 0 else ("win" if state.winner == 0 else "loss"))
    return cues


def test_the_cues_sound_at_the_persons_turns_at_each_castle_and_at_the_end(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("CAROLUS_SOUND", "on")
    player = _listen(window, 40)
    _play_to_the_end(window, qtbot, "50d1")
    cues = player.cues()
    assert cues == _expected(window)
    assert cues.count("turn") >= 5 and cues.count("castle") >= 3 and cues[-1] in ("win", "loss", "draw")
    assert all(volume == 0.4 for _, volume in player.played)


def test_volume_zero_and_the_tests_environment_play_nothing(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert muted_by_environment(), "conftest mutes every test"
    player = _listen(window, 100)
    _play_to_the_end(window, qtbot, "50d2")
    assert player.played == []
    monkeypatch.setenv("CAROLUS_SOUND", "on")
    player = _listen(window, 0)
    _play_to_the_end(window, qtbot, "50d3")
    assert player.played == []


def test_the_volume_is_set_in_the_settings_and_heard_when_the_slider_is_let_go(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("CAROLUS_SOUND", "on")
    player = _listen(window, 50)
    dialog = SettingsDialog(window.settings, window, window.sounds)
    dialog.volume.setValue(20)
    dialog.volume.sliderReleased.emit()
    assert player.played == [("turn", 0.2)]
    assert window.sounds.volume == 50, "only trying it until OK"
    dialog.accept()
    window.apply_settings()
    assert window.settings.sound_volume == 20 and window.sounds.volume == 20
    dialog = SettingsDialog(window.settings, window, window.sounds)
    dialog.volume.setValue(0)
    dialog.accept()
    window.apply_settings()
    assert not window.sounds.play("win") and player.played == [("turn", 0.2)]


def test_the_committed_cues_are_what_the_tool_makes_short_and_soft() -> None:
    make = _make_sounds()
    assert set(make.CUES) == set(CUES)
    for cue in CUES:
        data = (resources.SOUNDS / f"{cue}.wav").read_bytes()
        assert data == make.render(cue), f"{cue}.wav differs from tools/make_sounds.py's: run it again"
        with wave.open(io.BytesIO(data)) as wav:
            seconds = wav.getnframes() / wav.getframerate()
            assert (wav.getframerate(), wav.getnchannels(), wav.getsampwidth()) == (44100, 2, 2)
            frames = wav.readframes(wav.getnframes())
        peak = max(abs(int.from_bytes(frames[i : i + 2], "little", signed=True)) for i in range(0, len(frames), 2))
        assert 0.2 < seconds <= 1.5 and peak / 32767 <= 0.45


def test_qsoundeffect_plays_the_cues_where_pyside6_addons_is_installed(qtbot: QtBot) -> None:
    try:
        from PySide6.QtMultimedia import QSoundEffect
    except ImportError as error:
        pytest.skip(f"QtMultimedia does not load here ({error}): the game is silent")
    sounds = SoundCues(60)
    assert sounds.available
    effect = sounds.player.effect("castle")
    assert isinstance(effect, QSoundEffect)
    assert Path(effect.source().toLocalFile()) == Path(str(resources.SOUNDS / "castle.wav"))
    qtbot.waitUntil(lambda: effect.status() in (QSoundEffect.Status.Ready, QSoundEffect.Status.Error), timeout=5000)


def test_settings_say_why_there_is_no_sound_and_how_to_get_it(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from carolus.ui import sound

    monkeypatch.setattr(sound, "qt_player", lambda parent=None: None)
    window.sounds = SoundCues(50, parent=window)
    dialog = SettingsDialog(window.settings, window, window.sounds)
    text = dialog.no_sound.text()
    assert dialog.no_sound.isVisibleTo(dialog) and "carolus-qt" not in text  # no name that nobody has published
    assert sound.addons_command() in text or "system library" in text
    assert not dialog.volume.isEnabled(), "no volume to set where nothing can sound"
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    dialog = SettingsDialog(window.settings, window, window.sounds)
    assert "standalone app" in dialog.no_sound.text()
    window.sounds = SoundCues(50, CountingPlayer(), window)
    dialog = SettingsDialog(window.settings, window, window.sounds)
    assert not dialog.no_sound.isVisibleTo(window) and dialog.volume.isEnabled()


def test_the_sound_hint_installs_addons_into_this_python_at_the_version_of_its_essentials() -> None:
    from importlib import metadata

    from carolus.ui.sound import addons_command, silence_from

    silence = silence_from("No module named 'PySide6.QtMultimedia'")
    assert silence.library == "" and silence.detail == "" and silence.command == addons_command()
    version = metadata.version("PySide6-Essentials")
    assert shlex.split(silence.command) == [sys.executable, "-m", "pip", "install", f"PySide6-Addons=={version}"]


@pytest.mark.parametrize(
    ("error", "library", "package"),
    [
        ("libpulse.so.0: cannot open shared object file: No such file or directory", "libpulse.so.0", "libpulse0"),
        ("libFoo-2.1.so.3.4: cannot open shared object file: No such file or directory", "libFoo-2.1.so.3.4", ""),
        (
            "dlopen(QtMultimedia.abi3.so): Library not loaded: @rpath/QtMultimedia.framework/QtMultimedia",
            "@rpath/QtMultimedia.framework/QtMultimedia",
            "",
        ),
    ],
)
def test_a_missing_system_library_is_named_not_blamed_on_pip(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, error: str, library: str, package: str
) -> None:
    from carolus.ui import sound

    silence = sound.silence_from(error)
    assert (silence.library, silence.package) == (library, package)
    monkeypatch.setattr(sound, "qt_player", lambda parent=None: None)
    monkeypatch.setattr(sound, "why_silent", lambda: silence)
    window.sounds = SoundCues(50, parent=window)
    text = SettingsDialog(window.settings, window, window.sounds).no_sound.text()
    assert library in text and "pip" not in text
    assert ("apt install " + package in text) == bool(package)


def test_a_module_that_fails_without_naming_a_library_says_what_the_loader_said() -> None:
    from carolus.ui.sound import silence_from

    silence = silence_from("DLL load failed while importing QtMultimedia: The specified module could not be found.")
    assert silence.library == "" and silence.detail.startswith("DLL load failed")
