"""Crash reports (issue 37): an uncaught error in the window goes to the rotating log and shows one dialog with the
log's place and a "Copy details" button; a native crash leaves its stack in the log; everyone is told where to
report a problem."""

from __future__ import annotations

import re
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt, QUrl
from PySide6.QtGui import QDesktopServices, QGuiApplication
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from carolus.engine import ISSUES_URL, crash_log
from carolus.ui import crash
from carolus.ui.app import build_window
from carolus.ui.crash import CrashDialog, CrashReporter
from carolus.ui.preferences import AppSettings
from carolus.ui.windows.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[1]
pytestmark = pytest.mark.timeout(120)


def never_resume(_parent, _record, answer) -> None:
    answer(False)


@pytest.fixture
def installed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """The game's crash log under tmp_path (Python errors only: a native crash is the subprocess test's)."""
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    log = crash_log.install(tmp_path / "logs", native=False)
    yield log
    log.uninstall()


def open_window(qtbot: QtBot) -> MainWindow:
    settings = AppSettings(QSettings())
    settings.animations_on = False
    window = build_window(ask=never_resume, settings=settings)
    qtbot.addWidget(window)
    return window


def crash_dialogs() -> list[CrashDialog]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, CrashDialog) and w.isVisible()]


@pytest.mark.qt_no_exception_capture
def test_a_forced_error_in_the_window_is_logged_and_shown_in_one_dialog(
    qtbot: QtBot, user_dirs: Path, installed: crash_log.CrashLog, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(crash.TEST_RAISE_ENV, "1")
    reporter = CrashReporter(installed.folder)
    reporter.listen(installed)
    open_window(qtbot)
    qtbot.waitUntil(lambda: len(crash_dialogs()) == 1)
    dialog = crash_dialogs()[0]
    assert dialog is reporter.dialog and dialog.objectName() == "crash-dialog"

    logged = installed.path.read_text(encoding="utf-8")
    assert "uncaught exception" in logged and "Traceback" in logged and "ForcedError: CAROLUS_TEST_RAISE" in logged
    words = " ".join(label.text() for label in dialog.findChildren(QLabel))
    assert "Something went wrong: ForcedError" in words and str(installed.folder) in words and ISSUES_URL in words

    QGuiApplication.clipboard().clear()
    qtbot.mouseClick(dialog.copy_button, Qt.MouseButton.LeftButton)
    copied = QGuiApplication.clipboard().text()
    assert "ForcedError" in copied and "Traceback" in copied and str(installed.folder) in copied
    assert re.search(r"carolus \d+\.\d+", copied)  # the version, for the report

    # a second error while it is open goes into the same dialog
    threading.Thread(target=crash.raise_for_test, name="worker").start()
    qtbot.waitUntil(lambda: len(dialog.summaries) == 2)
    assert crash_dialogs() == [dialog] and "Errors since: 1" in dialog.what.text()
    assert "thread worker" in installed.path.read_text(encoding="utf-8")

    copied = len(dialog.details.toPlainText())
    for _ in range(crash.SHOWN_DETAILS + 5):  # an error in every repaint: counted, the text stays bounded
        reporter.failed.emit("ValueError: again", "ValueError: again\n" + "x" * 1000)
    assert crash_dialogs() == [dialog] and len(dialog.summaries) == crash.SHOWN_DETAILS + 7
    assert len(dialog.details.toPlainText()) < copied + crash.SHOWN_DETAILS * 1100

    dialog.reject()
    qtbot.waitUntil(lambda: crash_dialogs() == [])


def test_help_opens_the_log_folder(
    qtbot: QtBot, user_dirs: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("CAROLUS_LOG_DIR", str(tmp_path / "log here"))
    opened: list[QUrl] = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url) or True)
    window = open_window(qtbot)
    actions = window.help_menu.actions()
    assert actions.index(window.log_folder_action) == actions.index(window.about_action) - 1
    window.log_folder_action.trigger()
    assert [Path(url.toLocalFile()) for url in opened] == [tmp_path / "log here"]
    assert (tmp_path / "log here").is_dir()


CRASH_CHILD = """
import ctypes, logging, sys
from pathlib import Path
from carolus.engine import crash_log
crash_log.MAX_BYTES = 4000
crash_log.install(Path(sys.argv[1]))
for i in range(100):
    logging.getLogger("carolus").info("filler %d %s", i, "x" * 100)
ctypes.string_at(0)
"""


def test_a_native_crash_leaves_its_stack_in_a_bounded_log(tmp_path: Path) -> None:
    folder = tmp_path / "logs"
    child = subprocess.run([sys.executable, "-c", CRASH_CHILD, str(folder)], capture_output=True, text=True, timeout=60)
    assert child.returncode != 0
    logged = (folder / crash_log.LOG_NAME).read_text(encoding="utf-8")
    assert "Fatal Python error: Segmentation fault" in logged and "string_at" in logged  # followed the rollover
    files = sorted(p.name for p in folder.iterdir())
    assert files == ["carolus.log", "carolus.log.1", "carolus.log.2"]
    assert all((folder / name).stat().st_size <= 4000 for name in files[1:])


def test_where_to_report_is_one_url_everywhere(qtbot: QtBot, window: MainWindow) -> None:
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")  # [project.urls] (no tomllib on Python 3.10)
    assert re.findall(r'^Issues = "(.*)"$', pyproject, re.M) == [ISSUES_URL]
    metainfo = (ROOT / "packaging" / "linux" / "io.github.carolus_qt.Carolus.metainfo.xml").read_text()
    assert f'<url type="bugtracker">{ISSUES_URL}</url>' in metainfo
    assert ISSUES_URL in (ROOT / "README.md").read_text(encoding="utf-8")
    box = window.show_about()
    assert ISSUES_URL in box.text()
    box.close()
