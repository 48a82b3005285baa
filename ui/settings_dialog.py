"""Settings: your name, animations (speed or off), the computer's pause and thinking time, the language."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QLineEdit,
    QSlider,
    QSpinBox,
    QWidget,
)

from .i18n import LANGUAGES
from .preferences import AppSettings, default_player_name


class SettingsDialog(QDialog):
    def __init__(self, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
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

    def accept(self) -> None:
        s = self.settings
        s.player_name = " ".join(self.name.text().split()) or default_player_name()
        s.animations_on = self.animations.isChecked()
        s.animation_speed = self.speed.value() / 4
        s.ai_pause_ms = self.pause.value()
        s.ai_seconds = self.seconds.value()
        s.language = str(self.language.currentData())
        super().accept()
