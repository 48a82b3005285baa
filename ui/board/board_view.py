"""The widget that shows the board: antialiased, scaled with the window."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFocusEvent, QPainter, QPixmapCache, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from .accessible import FocusNews
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
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(board_name())
        self.setAccessibleDescription(board_description())
        self.news = FocusNews(self, board_description)
        """While the board has the focus, what happens is said as its description (``accessible.announce``)."""
        scene.keys.focused.connect(self.say)

    def say(self, words: str) -> None:
        """The focused board item's words become the view's accessible name: a screen reader reads the focused
        widget's name as it changes (Qt's graphics items are not accessible objects of their own)."""
        name = words or board_name()
        if name != self.accessibleName():
            self.setAccessibleName(name)  # Qt sends the name change to the screen reader

    def focusInEvent(self, event: QFocusEvent) -> None:
        """Reached by Tab (or a shortcut): the keyboard is in use, so the focus ring shows at once."""
        self.news.rest_again()  # the keys' help, not old news, is what a screen reader says with the focused item
        super().focusInEvent(event)
        keyboard = (
            Qt.FocusReason.TabFocusReason,
            Qt.FocusReason.BacktabFocusReason,
            Qt.FocusReason.ShortcutFocusReason,
        )
        scene = self.scene()
        if event.reason() in keyboard and isinstance(scene, BoardScene):
            scene.keys.show_ring()

    def fit(self) -> None:
        scene = self.scene()
        if scene is not None:
            self.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
            if isinstance(scene, BoardScene):
                shown = self.mapToScene(self.viewport().rect()).boundingRect()
                scene.set_screen_scale(self.transform().m11(), shown)

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


def board_name() -> str:
    return QCoreApplication.translate("Keys", "The board")


def board_description() -> str:
    """The board's keys, in short: a screen reader says it after the focused item's words."""
    return QCoreApplication.translate(
        "Keys",
        "Arrow keys move over the board, what you can do now first; Enter or Space chooses; 1 to 5 choose by "
        "number; Escape puts a knight back.",
    )
