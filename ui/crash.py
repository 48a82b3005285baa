"""The window's side of crash reports: one dialog for an unexpected error (what happened, where the log is, a
"Copy details" button and where to report it), and Help → Open log folder.

The log itself is ``carolus.engine.crash_log``'s (installed by ``carolus.ui.app.run_gui``). ``CAROLUS_TEST_RAISE``
is for tests only: set to anything, the window raises an error just after it opens, so the dialog and the log can be
seen at work (tests/test_ui_crash_reports.py).
"""

from __future__ import annotations

import contextlib
import html
import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Qt, QUrl, Signal
from PySide6.QtGui import QAction, QDesktopServices, QGuiApplication
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from carolus.engine import ISSUES_URL
from carolus.engine.crash_log import CrashLog
from carolus.engine.user_files import log_dir

from .windows.main_window import MainWindow

TEST_RAISE_ENV = "CAROLUS_TEST_RAISE"
"""For tests only (never needed to play): the window raises ``ForcedError`` just after it opens."""


SHOWN_DETAILS = 20
"""Errors whose details the open dialog shows and copies; later ones are counted (and logged)."""


class ForcedError(RuntimeError):
    """The error ``CAROLUS_TEST_RAISE`` asks for."""


def raise_for_test() -> None:
    raise ForcedError(f"{TEST_RAISE_ENV} is set: an error forced for a test")


def forced_error_wanted() -> bool:
    return bool(os.environ.get(TEST_RAISE_ENV))


def report_link() -> str:
    """Where to report a problem, as a link (rich text)."""
    url = html.escape(ISSUES_URL)
    return f'<a href="{url}">{url}</a>'


class CrashDialog(QDialog):
    """What went wrong, the log's place, the details to copy; further errors while it is open are added to it
    (one dialog, not a pile of them)."""

    def __init__(self, summary: str, details: str, folder: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("crash-dialog")
        self.setWindowTitle(self.tr("Carolus Magnus: an error"))
        self.folder = folder
        self.summaries = [summary]
        self.what = QLabel()
        self.what.setTextFormat(Qt.TextFormat.PlainText)
        self.what.setWordWrap(True)
        where = QLabel(
            html.escape(
                self.tr(
                    "The game goes on, but it may no longer be right: saving the game and starting again is safest. "
                    "The details are in the log, in {folder}."
                ).format(folder=folder)
            )
            + "<br><br>"
            + self.tr("Please report the problem, with its details, at {link}").format(link=report_link())
        )
        where.setTextFormat(Qt.TextFormat.RichText)
        where.setWordWrap(True)
        where.setOpenExternalLinks(True)
        where.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.details = QPlainTextEdit(details)
        self.details.setReadOnly(True)
        self.details.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        if close is not None:
            close.setText(self.tr("Close"))
        self.copy_button = QPushButton(self.tr("Copy details"))
        self.copy_button.setObjectName("crash-copy")
        self.copy_button.clicked.connect(self.copy_details)
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.folder_button = QPushButton(self.tr("Open log folder"))
        self.folder_button.clicked.connect(lambda: open_log_folder(self.folder))
        buttons.addButton(self.folder_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.what)
        layout.addWidget(where)
        layout.addWidget(self.details, 1)
        layout.addWidget(buttons)
        self._say()
        self.resize(640, 420)

    def _say(self) -> None:
        text = self.tr("Something went wrong: {what}").format(what=self.summaries[0])
        if len(self.summaries) > 1:
            text += "\n" + self.tr("Errors since: {count}").format(count=len(self.summaries) - 1)
        self.what.setText(text)

    def add(self, summary: str, details: str) -> None:
        """One more error while the dialog is open: counted, and its details added below the others' (the first
        ``SHOWN_DETAILS`` of them: an error in every repaint would otherwise grow the text without end; the log
        has them all)."""
        self.summaries.append(summary)
        if len(self.summaries) <= SHOWN_DETAILS:
            self.details.setPlainText(self.details.toPlainText() + "\n\n" + details)
        self._say()

    def copy_details(self) -> None:
        """The details onto the clipboard, with the log's place, ready to paste into a report."""
        clipboard = QGuiApplication.clipboard()
        if clipboard is not None:
            clipboard.setText(f"{self.details.toPlainText()}\n\nlog: {self.folder}\n")


class CrashReporter(QObject):
    """Shows ``CrashDialog`` for the log's errors, from whichever thread they come (the signal crosses to the
    window's thread)."""

    failed = Signal(str, str)

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self.dialog: CrashDialog | None = None
        self.failed.connect(self.show_failure)

    def listen(self, log: CrashLog) -> None:
        log.listeners.append(self.failed.emit)

    def show_failure(self, summary: str, details: str) -> CrashDialog:
        open_now = self.dialog
        if open_now is not None and open_now.isVisible():
            open_now.add(summary, details)
            return open_now
        parent = QApplication.activeWindow() or next(
            (w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()), None
        )
        dialog = CrashDialog(summary, details, self.folder, parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.destroyed.connect(lambda _obj=None: setattr(self, "dialog", None))
        self.dialog = dialog
        dialog.open()
        return dialog


def open_log_folder(folder: Path | None = None) -> bool:
    """The log folder in the system's file manager (made first, so there is something to open)."""
    folder = folder or log_dir()
    with contextlib.suppress(OSError):  # the file manager says so itself
        folder.mkdir(parents=True, exist_ok=True)
    return QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))


def install_crash_menu(window: MainWindow, folder: Path | None = None) -> QAction:
    """Help → Open log folder, just before About."""
    action = QAction(QCoreApplication.translate("CrashDialog", "Open &log folder"), window)
    action.triggered.connect(lambda _checked=False: open_log_folder(folder))
    window.help_menu.insertAction(window.about_action, action)
    window.log_folder_action = action
    return action
