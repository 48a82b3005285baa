"""Repaint only what changed: items take new values through ``set_fields``."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QGraphicsItem


def set_fields(item: QGraphicsItem, **values: Any) -> bool:
    """Set attributes on ``item``; schedule a repaint only if one of them changed. Returns whether one did."""
    changed = False
    for name, value in values.items():
        if getattr(item, name, _MISSING) != value:
            setattr(item, name, value)
            changed = True
    if changed:
        item.update()
    return changed


_MISSING = object()
