"""The Qt binding's lost references to True, False and None cannot crash a long session (ui/_qt_fixes.py)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest

pytestmark = pytest.mark.skipif(
    sys.version_info >= (3, 12), reason="True, False and None are immortal from CPython 3.12: nothing to lose"
)

CALLS = 20_000
"""Far more than the few hundred references a fresh interpreter holds to False (631 with the window's modules)."""


def test_a_fresh_interpreter_survives_many_emits_disconnects_and_void_calls() -> None:
    """What a long game does, in the worst order: the window's package first, then nothing but the calls PySide6
    6.12 loses a reference with. Without the spare references the interpreter aborts ("bool_dealloc")."""
    script = textwrap.dedent(
        f"""
        import sys, warnings
        import carolus.ui
        from PySide6.QtCore import QObject, QPointF, Signal

        class Probe(QObject):
            ping = Signal()

        def nothing():
            pass

        probe, point = Probe(), QPointF()
        warnings.simplefilter("ignore", RuntimeWarning)  # "Failed to disconnect": meant
        for _ in range({CALLS}):
            probe.ping.emit()
            probe.ping.connect(nothing)
            probe.ping.disconnect(nothing)
            probe.ping.disconnect(nothing)  # nothing left to disconnect: False
            point.setX(1.0)
        print("survived")
        """
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "survived"


def test_every_constant_the_binding_loses_holds_spare_references() -> None:
    import carolus.ui  # noqa: F401  (applies the fixes)
    from carolus.ui import _qt_fixes

    for constant in _qt_fixes.leaking_constants():
        assert sys.getrefcount(constant) > _qt_fixes.SPARE_REFERENCES // 2, constant
