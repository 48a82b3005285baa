"""The widget that shows the board: antialiased, scaled with the window."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPainter, QPixmapCache, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from .scene import BoardScene

CACHE_LAYERS = 8
"""The items' cached pictures (DeviceCoordinateCache, kept in QPixmapCache) cover the board about this many
times over; Qt's default 10 MB holds less than that at 1920x1080, and an evicted picture is painted again on
the next redraw."""


class BoardView(QGraphicsView):
    """Keeps the whole scene in view at any window size (fitInView, aspect kept)."""

    resized = Signal()
    """Panels laid over the board (the result) follow its size."""

    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setBackgroundBrush(scene.backgroundBrush())
        self.setMouseTracking(True)
        self.setMinimumSize(320, 220)

    def fit(self) -> None:
        scene = self.scene()
        if scene is not None:
            self.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        ratio = self.devicePixelRatioF()
        wanted_kb = int(CACHE_LAYERS * 4 * size.width() * size.height() * ratio * ratio / 1024)
        if wanted_kb > QPixmapCache.cacheLimit():
            QPixmapCache.setCacheLimit(wanted_kb)
        self.fit()
        self.resized.emit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit()
