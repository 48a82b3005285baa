"""A slider that jumps to where it is clicked (a replay's time line), instead of paging towards it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QSlider, QStyle, QStyleOptionSlider, QWidget


class JumpSlider(QSlider):
    """A left click on the groove moves the handle there at once (and the drag goes on from there)."""

    def __init__(self, orientation: Qt.Orientation, parent: QWidget | None = None) -> None:
        super().__init__(orientation, parent)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            option = QStyleOptionSlider()
            self.initStyleOption(option)
            handle = self.style().subControlRect(
                QStyle.ComplexControl.CC_Slider, option, QStyle.SubControl.SC_SliderHandle, self
            )
            if not handle.contains(event.position().toPoint()):
                groove = self.style().subControlRect(
                    QStyle.ComplexControl.CC_Slider, option, QStyle.SubControl.SC_SliderGroove, self
                )
                if self.orientation() == Qt.Orientation.Horizontal:
                    span = groove.width() - handle.width()
                    pos = int(event.position().x()) - groove.x() - handle.width() // 2
                else:
                    span = groove.height() - handle.height()
                    pos = int(event.position().y()) - groove.y() - handle.height() // 2
                self.setValue(
                    QStyle.sliderValueFromPosition(self.minimum(), self.maximum(), pos, max(1, span), option.upsideDown)
                )
        super().mousePressEvent(event)
