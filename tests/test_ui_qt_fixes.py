"""The Qt binding's lost references to True, False and None cannot crash a long session (ui/_qt_fixes.py,
pyproject.toml's PySide6 constraint)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from importlib import metadata
from pathlib import Path

import pytest
from packaging.requirements import Requirement

from carolus.ui import _qt_fixes

ROOT = Path(__file__).resolve().parent.parent
CALLS = 20_000
"""Far more than the few hundred references a fresh interpreter holds to False (631 with the window's modules)."""
MORTAL = pytest.mark.skipif(
    sys.version_info >= (3, 12), reason="True, False and None are immortal from CPython 3.12: nothing to lose"
)


def _survives_many_calls(first_import: str) -> subprocess.CompletedProcess[str]:
    """A fresh interpreter that imports ``first_import``, then makes nothing but the calls PySide6 6.12 loses a
    reference with (emit: True; disconnect of nothing: False; a void method: None)."""
    script = textwrap.dedent(
        f"""
        import sys, warnings
        import {first_import}
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
    return subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )


@MORTAL
def test_a_fresh_interpreter_survives_many_emits_disconnects_and_void_calls() -> None:
    """What a long game does, in the worst order: the window's package first, then nothing but the calls PySide6
    6.12 loses a reference with. Without the spare references 6.12 aborts the interpreter ("bool_dealloc")."""
    done = _survives_many_calls("carolus.ui")
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "survived"


def _dependencies() -> list[Requirement]:
    """pyproject.toml's dependencies; on Python 3.10 (no tomllib) the installed metadata's, without the extras."""
    try:
        import tomllib
    except ImportError:
        lines = [line for line in metadata.requires("carolus-qt") or [] if "extra ==" not in line]
    else:
        lines = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["dependencies"]
    return [Requirement(line) for line in lines]


def _allowed_here() -> list[Requirement]:
    """The PySide6-Essentials requirements that apply to this interpreter."""
    requirements = _dependencies()
    return [r for r in requirements if r.name == "PySide6-Essentials" and (r.marker is None or r.marker.evaluate())]


@MORTAL
def test_the_binding_pyproject_allows_here_loses_no_reference_without_the_fixes() -> None:
    """A PySide6 release that pyproject.toml lets pip install on this Python must not need the fixes: the same
    calls with only PySide6 imported (no spare references given). If a new release leaks, narrow the constraint."""
    (requirement,) = _allowed_here()
    installed = metadata.version("PySide6-Essentials")
    if not requirement.specifier.contains(installed):
        pytest.skip(f"PySide6-Essentials {installed} is not what pyproject.toml allows here ({requirement}): reinstall")
    done = _survives_many_calls("PySide6")
    assert done.returncode == 0, f"PySide6 {installed} loses references: {done.stderr[-2000:]}"
    assert done.stdout.strip() == "survived"


def test_pyproject_keeps_the_leaking_releases_off_mortal_constants() -> None:
    allowed = {python: None for python in ("3.10", "3.11", "3.12")}
    for requirement in _dependencies():
        if requirement.name != "PySide6-Essentials":
            continue
        for python in allowed:
            if requirement.marker is None or requirement.marker.evaluate({"python_version": python}):
                assert allowed[python] is None, f"two requirements apply on {python}"
                allowed[python] = requirement.specifier
    assert all(allowed.values()), allowed
    assert "6.11.3" in allowed["3.11"] and "6.12.0" not in allowed["3.11"] and "6.12.0" not in allowed["3.10"]
    assert "6.12.0" in allowed["3.12"]


@pytest.mark.parametrize(
    ("binding", "python", "may_leak"),
    [((6, 12), (3, 11), True), ((6, 13), (3, 10), True), ((6, 11), (3, 11), False), ((6, 12), (3, 12), False)],
)
def test_only_the_leaking_combination_is_probed(
    binding: tuple[int, int], python: tuple[int, int], may_leak: bool
) -> None:
    assert _qt_fixes.may_leak(binding, python) is may_leak


def test_the_constants_hold_spare_references_exactly_where_the_binding_loses_them() -> None:
    import carolus.ui  # noqa: F401  (applies the fixes)

    leaking = _qt_fixes.leaking_constants() if _qt_fixes.may_leak() else []
    for constant in (True, False, None):
        spared = sys.getrefcount(constant) > _qt_fixes.SPARE_REFERENCES // 2
        assert spared is (constant in leaking) or sys.version_info >= (3, 12), constant
