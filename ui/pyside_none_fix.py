"""Work around a PySide6 6.12 bug on Python 3.11: void methods return None without a reference.

Every call such as ``painter.save()`` or ``item.setPos(...)`` then lowers
None's reference count by one, and after a few thousand calls Python aborts
with "none_dealloc: deallocating None". Python 3.12 made None immortal, which
hides the bug there. If a probe call shows the leak, None's count is raised
far beyond anything a session can spend (None is static and never freed, so
this costs nothing). Imported first thing by the ``ui`` package.
"""

from __future__ import annotations

import ctypes
import sys

from PySide6.QtCore import QPointF

HEADROOM = 1 << 48


def none_leaks() -> bool:
    """True when a void PySide6 call loses a reference to None."""
    point = QPointF()
    before = sys.getrefcount(None)
    for _ in range(8):
        point.setX(1.0)
    return sys.getrefcount(None) < before


def apply() -> bool:
    """Give None enough references for any session; returns whether it was needed."""
    if sys.version_info >= (3, 12) or not none_leaks():
        return False
    ctypes.c_ssize_t.from_address(id(None)).value += HEADROOM
    return True


APPLIED = apply()
