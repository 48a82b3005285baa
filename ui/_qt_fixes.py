"""Work-arounds for bugs in the Qt binding, applied once when ``ui`` is imported.

PySide6 6.12 on CPython before 3.12: ``Signal.emit()`` returns ``True``
without taking a new reference, so every emit from Python drops one
reference to ``True``; after some thousands of emits (a long game) the
interpreter aborts with "bool_dealloc: deallocating True or False". CPython
3.12 made ``True`` immortal, which hides the bug. Here, only where the bug
shows, ``True`` is given so many spare references that no session can use
them up.
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


def protect_true() -> None:
    """Give ``True`` spare references if emitting a signal loses them (see the module docstring)."""
    if sys.version_info >= (3, 12) or not _emit_drops_true():
        return
    refcount = ctypes.c_ssize_t.from_address(id(True))
    refcount.value += SPARE_REFERENCES
