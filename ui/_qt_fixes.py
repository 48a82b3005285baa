"""Work-arounds for bugs in the Qt binding, applied once when ``ui`` is imported.

PySide6 6.12 on CPython before 3.12 returns ``True`` or ``False`` from
``Signal.emit()`` and ``Signal.disconnect()``, and ``None`` from void methods
(``painter.save()``, ``item.setPos()``), without taking a new reference, so
every such call from Python drops one reference to ``True``, ``False`` or
``None`` (``False`` from a disconnect that finds nothing to disconnect); after
some thousands of calls (a long game, the test suite) the interpreter aborts
with "bool_dealloc" or "none_dealloc", or crashes later where the freed object
is used. CPython 3.12 made all three immortal, which hides the bug. PySide6 6.11.3
loses none (measured on CPython 3.10.13 and 3.11.7: 20,000 of each call), so
``pyproject.toml`` keeps 6.12 off CPython before 3.12. Where an environment has
the combination anyway (installed by other means), and only where a probe
shows the leak, the three are given so many spare references that no session
can use them up (all three are static objects that are never freed).
"""

from __future__ import annotations

import ctypes
import sys
import warnings
from collections.abc import Callable

SPARE_REFERENCES = 1 << 40
PROBE_CALLS = 8
FIRST_LEAKING = (6, 12)
"""The first PySide6 release seen losing the references; 6.11.3 measured losing none."""


def _drops(constant: object, call: Callable[[], object]) -> bool:
    """Whether ``call`` loses a reference to ``constant`` each time (a few spare for the interpreter's own)."""
    before = sys.getrefcount(constant)
    for _ in range(PROBE_CALLS):
        call()
    return sys.getrefcount(constant) < before - PROBE_CALLS // 2


def leaking_constants() -> list[object]:
    """Which of ``True``, ``False`` and ``None`` the binding loses references to (see the module docstring)."""
    from PySide6.QtCore import QObject, QPointF, Signal

    class _Probe(QObject):
        ping = Signal()

    probe = _Probe()
    point = QPointF()

    def nothing() -> None:
        pass

    def connect_disconnect() -> None:
        probe.ping.connect(nothing)
        probe.ping.disconnect(nothing)

    def disconnect_unconnected() -> None:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)  # "Failed to disconnect": the point of the probe
            probe.ping.disconnect(nothing)

    leaks: list[object] = []
    if _drops(True, probe.ping.emit) or _drops(True, connect_disconnect):
        leaks.append(True)
    if _drops(False, disconnect_unconnected):
        leaks.append(False)
    if _drops(None, lambda: point.setX(1.0)):
        leaks.append(None)
    return leaks


def _add_references(obj: object) -> None:
    refcount = ctypes.c_ssize_t.from_address(id(obj))
    refcount.value += SPARE_REFERENCES


def may_leak(binding: tuple[int, int] | None = None, python: tuple[int, int] | None = None) -> bool:
    """Whether this PySide6 (major, minor) on this CPython may lose references: 6.12 or later before CPython 3.12.
    Elsewhere the probe is not even run (it makes a QObject while the package is imported)."""
    if (python or (sys.version_info.major, sys.version_info.minor)) >= (3, 12):
        return False
    if binding is None:
        import PySide6

        binding = (PySide6.__version_info__[0], PySide6.__version_info__[1])
    return binding >= FIRST_LEAKING


def protect_constants() -> None:
    """Give ``True``, ``False`` and ``None`` spare references if the binding loses them (see the module
    docstring)."""
    if not may_leak():
        return
    for constant in leaking_constants():
        _add_references(constant)
