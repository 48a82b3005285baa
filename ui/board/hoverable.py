"""The one piece of pointer state board items keep: whether the pointer is over them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsSceneHoverEvent

if TYPE_CHECKING:
    from .scene import BoardScene


def board_scene(item: QGraphicsItem) -> BoardScene | None:
    """The board an item is drawn on, or None before it is added (Qt types ``scene()`` as a plain scene)."""
    return cast("BoardScene | None", item.scene())


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

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: Any) -> Any:
        # Qt sends no hover leave to an item hidden under the pointer (a disc clicked, the discs put away): its
        # ring would come back with it next round
        if change == QGraphicsItem.GraphicsItemChange.ItemVisibleHasChanged and not value:
            self.hovered = False
        return super().itemChange(change, value)
