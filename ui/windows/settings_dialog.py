"""Settings: your name, animations (speed or off), larger text and high contrast on the board, the sound's volume,
the computer's pause and thinking time, the language."""

from __future__ import annotations

import sys

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSlider,
    QSpinBox,
    QWidget,
)

from ..i18n import LANGUAGES
from ..preferences import AppSettings, default_player_name
from ..sound import Silence, SoundCues


class SettingsDialog(QDialog):
    def __init__(self, settings: AppSettings, parent: QWidget | None = None, sounds: SoundCues | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.sounds = sounds
        self.setWindowTitle(self.tr("Settings"))
        form = QFormLayout(self)
        self.name = QLineEdit(settings.player_name)
        self.name.setMaxLength(24)
        form.addRow(self.tr("Your name:"), self.name)
        self.animations = QCheckBox(self.tr("Animate the board"))
        self.animations.setChecked(settings.animations_on)
        form.addRow(self.animations)
        self.speed = QSlider(Qt.Orientation.Horizontal)
        self.speed.setRange(1, 16)  # quarter steps: 0.25x .. 4x
        self.speed.setValue(round(settings.animation_speed * 4))
        self.speed.setToolTip(self.tr("Left: slower, right: faster"))
        form.addRow(self.tr("Animation speed:"), self.speed)
        self.animations.toggled.connect(self.speed.setEnabled)
        self.speed.setEnabled(settings.animations_on)
        self.large_text = QCheckBox(self.tr("Larger text and high contrast on the board"))
        self.large_text.setChecked(settings.large_board_text)
        self.large_text.setToolTip(self.tr("Easier to read: the board's small text larger, its panels darker"))
        form.addRow(self.large_text)
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setRange(0, 100)
        self.volume.setSingleStep(5)
        self.volume.setPageStep(10)
        self.volume.setValue(settings.sound_volume)
        self.volume.setToolTip(self.tr("Cues for your turn, a castle and the end of the game; far left is off"))
        self.volume.sliderReleased.connect(self._try_volume)
        form.addRow(self.tr("Sound volume:"), self.volume)
        silence = sounds.silence if sounds is not None else None
        self.no_sound = QLabel(self.silence_text(silence) if silence is not None else "")
        self.no_sound.setWordWrap(True)
        self.no_sound.setTextFormat(Qt.TextFormat.PlainText)  # a path, never markup
        self.no_sound.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)  # the command to copy
        self.no_sound.setVisible(silence is not None)
        self.volume.setEnabled(silence is None)  # a slider that changes nothing read as a broken one
        form.addRow(self.no_sound)
        self.pause = QSpinBox()
        self.pause.setRange(0, 5000)
        self.pause.setSingleStep(100)
        self.pause.setSuffix(" ms")
        self.pause.setValue(settings.ai_pause_ms)
        form.addRow(self.tr("Pause between computer actions:"), self.pause)
        self.seconds = QDoubleSpinBox()
        self.seconds.setRange(0.1, 30.0)
        self.seconds.setSingleStep(0.5)
        self.seconds.setSuffix(" s")
        self.seconds.setValue(settings.ai_seconds)
        form.addRow(self.tr("Strong computer thinks for:"), self.seconds)
        self.language = QComboBox()
        self.language.addItem(self.tr("System language"), "")
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(settings.language)))
        self.language.setToolTip(self.tr("Takes effect the next time the game starts"))
        form.addRow(self.tr("Language (after a restart):"), self.language)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def silence_text(self, silence: Silence) -> str:
        """Why there is no sound and what helps, from where the player stands: the standalone app has none; a
        missing system library is named (it is the system's to install, pip cannot); else the command that installs
        PySide6-Addons into the Python running the game."""
        if getattr(sys, "frozen", False):
            return self.tr("This standalone app has no sound; the game installed with pip has it, with PySide6-Addons.")
        if silence.library:
            text = self.tr(
                "No sound on this computer: Qt's multimedia module needs the system library {library}, which is "
                "missing. Install it with your system's package manager."
            ).format(library=silence.library)
            if silence.package:
                text += " " + self.tr("On Debian and Ubuntu: sudo apt install {package}").format(
                    package=silence.package
                )
            return text
        if silence.detail:
            return self.tr("No sound on this computer: Qt's multimedia module does not load ({reason}).").format(
                reason=silence.detail
            )
        return self.tr(
            "No sound on this computer: it needs Qt's multimedia module, in the optional package PySide6-Addons. "
            "To install it, run: {command}"
        ).format(command=silence.command)

    def accept(self) -> None:
        s = self.settings
        s.player_name = " ".join(self.name.text().split()) or default_player_name()
        s.animations_on = self.animations.isChecked()
        s.animation_speed = self.speed.value() / 4
        s.large_board_text = self.large_text.isChecked()
        s.sound_volume = self.volume.value()
        s.ai_pause_ms = self.pause.value()
        s.ai_seconds = self.seconds.value()
        s.language = str(self.language.currentData())
        super().accept()

    def _try_volume(self) -> None:
        """Let the person hear the volume they just set."""
        if self.sounds is not None:
            kept = self.sounds.volume
            self.sounds.volume = self.volume.value()
            self.sounds.play("turn")
            self.sounds.volume = kept
