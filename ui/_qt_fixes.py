"""Work-arounds for bugs in the Qt binding, applied once when ``ui`` is imported.

PySide6 6.12 on CPython before 3.12 returns ``True`` from ``Signal.emit()``
and ``None`` from void methods (``painter.save()``, ``item.setPos()``)
without taking a new reference, so every such call from Python drops one
reference to ``True`` or ``None``; after some thousands of calls (a long
game) the interpreter aborts with "bool_dealloc" or "none_dealloc". CPython
3.12 made both immortal, which hides the bug. Here, only where a probe shows
the leak, they are given so many spare references that no session can use
them up (both are static objects that are never freed).
"""

from __future__ import annotations

import ctypes
import sys

SPARE_REFERENCES = 1 << 40


def _emit_drops_true() -> bool:
    from PySide6.QtCore import QObject, Signal

    class _Probe(QObject):
        ping = Signal()

    probe = _Probe()
    before = sys.getrefcount(True)
    for _ in range(8):
        probe.ping.emit()
    return sys.getrefcount(True) < before - 4


def _void_call_drops_none() -> bool:
    from PySide6.QtCore import QPointF

    point = QPointF()
    before = sys.getrefcount(None)
    for _ in range(8):
        point.setX(1.0)
    return sys.getrefcount(None) < before - 4


def _add_references(obj: object) -> None:
    refcount = ctypes.c_ssize_t.from_address(id(obj))
    refcount.value += SPARE_REFERENCES


def protect_true() -> None:
    """Give ``True`` and ``None`` spare references if the binding loses them (see the module docstring)."""
    if sys.version_info >= (3, 12):
        return
    if _emit_drops_true():
        _add_references(True)
    if _void_call_drops_none():
        _add_references(None)
