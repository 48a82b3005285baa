"""Showing text that may hold a player's name: names come from other machines and are never interpreted.

A QLabel, a message box or a tooltip guesses whether its text is rich text;
a peer named ``<img src=/dev/zero>`` would then be loaded as an image. These
helpers fix the format to plain text instead.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import QLabel, QWidget


def plain_label(text: str = "", parent: QWidget | None = None) -> QLabel:
    """A label that shows ``text`` exactly as written."""
    label = QLabel(parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setText(text)
    return label


def plain_tip(text: str) -> str:
    """A tooltip that shows ``text`` exactly as written (tooltips guess rich text from the first tag they see)."""
    return GuiQt.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpaceNormal)
