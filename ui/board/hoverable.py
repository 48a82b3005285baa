"""The one piece of pointer state board items keep: whether the pointer is over them."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsSceneHoverEvent


class HoverableObject(QGraphicsObject):
    """A board item that redraws itself when the pointer enters or leaves it.

    Subclasses that react further call ``super()`` first; ``hovered`` is view
    state for painting, never game state.
    """

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.hovered = False
        self.setAcceptHoverEvents(True)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = True
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = False
        self.update()
