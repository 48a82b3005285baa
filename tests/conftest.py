"""Shared test setup: Qt runs headless, and nothing touches a real user's folders."""

from __future__ import annotations

import atexit
import faulthandler
import os
import shutil
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from hypothesis import settings

if TYPE_CHECKING:  # only window tests import Qt
    from pytestqt.qtbot import QtBot

    from carolus.ui.windows.main_window import MainWindow
    from tests.support.window import WindowOptions

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("CAROLUS_LANG", "en")  # tests read English strings whatever the machine's locale
os.environ["CAROLUS_SOUND"] = "off"  # tests play no sound (tests/test_ui_sound.py turns it on with a fake player)

USER_HOME = Path(tempfile.mkdtemp(prefix="carolus-tests-"))
"""Every user folder of this test run (settings, saved games, keys, caches), here and in every process it starts:
the tests never write into the real home folder. Removed when the run ends."""
for _var, _sub in (
    ("XDG_CONFIG_HOME", "config"),
    ("XDG_DATA_HOME", "data"),
    ("XDG_STATE_HOME", "state"),
    ("XDG_CACHE_HOME", "cache"),
    ("HOME", "home"),
):
    os.environ[_var] = str(USER_HOME / _sub)
    (USER_HOME / _sub).mkdir()
os.environ.pop("CAROLUS_DATA_DIR", None)  # the data folder follows XDG_DATA_HOME unless a test points it elsewhere
os.environ.pop("CAROLUS_PASSWORD", None)
atexit.register(shutil.rmtree, USER_HOME, ignore_errors=True)


@pytest.hookimpl(trylast=True)
def pytest_configure(config: pytest.Config) -> None:
    """A crash in native code (Qt, libzmq) prints the crashing thread's Python stack alone: a CI log shows only
    its head and tail, and with every thread printed the crashing one fell in the cut middle."""
    try:
        from _pytest.faulthandler import fault_handler_stderr_fd_key  # where pytest keeps its copy of stderr

        fd = config.stash[fault_handler_stderr_fd_key]
    except (ImportError, KeyError):
        return
    faulthandler.enable(file=fd, all_threads=False)


settings.register_profile("carolus", database=None)  # no example database in the checkout
settings.load_profile("carolus")


@pytest.fixture
def user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point the autosave folder and QSettings at tmp_path; returns the data folder."""
    from PySide6.QtCore import QCoreApplication, QSettings

    data = tmp_path / "data"
    monkeypatch.setenv("CAROLUS_DATA_DIR", str(data))
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    QCoreApplication.setOrganizationName("carolus-qt-tests")
    QCoreApplication.setApplicationName("carolus-tests")
    return data


@pytest.fixture
def board(qtbot):
    """A board scene in a shown view, for the board tests: (scene, view)."""
    from carolus.ui.board import BoardScene, BoardView

    scene = BoardScene()
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.resize(1400, 900)
    view.show()
    qtbot.waitExposed(view)
    return scene, view


@pytest.fixture
def window_options() -> WindowOptions:
    """How the ``window`` fixture opens the window (``tests.support.window.WindowOptions``); a test file overrides this
    fixture to change the size or the computer's pace."""
    from tests.support.window import WindowOptions

    return WindowOptions()


@pytest.fixture
def window(qtbot: QtBot, user_dirs: Path, window_options: WindowOptions) -> MainWindow:
    """The main window, shown, no animations, the computer acting at once; settings and saves under tmp_path."""
    from tests.support.window import new_window

    return new_window(qtbot, window_options)


@pytest.fixture(autouse=True)
def english_plurals(request: pytest.FixtureRequest) -> None:
    """Window tests speak English with its plural forms (``1 knight``, ``2 knights``), as the window installs
    them (other tests never start Qt)."""
    if not request.module.__name__.split(".")[-1].startswith("test_ui"):
        return
    request.getfixturevalue("qapp")
    from carolus.ui import i18n

    i18n.ensure_installed()


@pytest.fixture(autouse=True)
def background_work_stops() -> Iterator[None]:
    """The analyses and luck meters a test's windows started stop with the test: a result panel weighs the
    game's dice (seconds of CPU) and analyses a loss, and nothing closes the panel of a window a test leaves, so
    they ran on into the later tests on this worker's thread pool (two threads), took their CPU and queued
    before the work a later test waits for (one such test waited 100 s). A test that needs the figures waits
    for them itself."""
    yield
    luck = sys.modules.get("carolus.ui.workers.luck_worker")
    if luck is None:  # no window in this process yet
        return
    from PySide6.QtCore import QThreadPool

    from carolus.ui.windows import result_dialog

    for runnable in [*result_dialog._RUNNING, *luck._RUNNING]:
        runnable.cancel()
    QThreadPool.globalInstance().waitForDone()
    luck._RUNNING.clear()  # a cancelled worker says nothing, so nothing takes it out
    result_dialog._RUNNING.clear()  # (its "cancelled" reaches nobody once the test's event loop is gone)


@pytest.fixture(params=["de", "fr"])
def lang(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """The window's language for one test, German then French (a test file may narrow or widen it)."""
    from carolus.ui import i18n

    monkeypatch.setenv("CAROLUS_LANG", request.param)
    assert i18n.install() == request.param
    yield request.param
    i18n.remove()


@pytest.fixture
def state_dir(user_dirs: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The LAN state folder (keys, seats, autosaves) under tmp_path."""
    from carolus.net import places

    monkeypatch.setattr(places, "state_dir", lambda: tmp_path / "state")
    return tmp_path / "state"
