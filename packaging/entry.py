"""The frozen app's main script: what ``carolus`` (``carolus.launch:main``) does, made safe to freeze.

PyInstaller runs this file as ``__main__`` of the bundle's executables. It only differs from the
installed ``carolus`` script in two ways:

* ``multiprocessing.freeze_support()`` (in ``carolus.launch.main``) lets ``carolus tournament --jobs N``
  start its worker processes from the frozen executable where they spawn (Windows, macOS).
* ``CAROLUS_SELFCHECK=window`` opens the window as ``carolus`` does, waits until it has been drawn, prints
  one line (``window language=fr icon=yes menus=...``) and exits: how ``tools/bundle_smoke.py`` checks,
  from outside, that the frozen app found its translations and can draw its icon. Players never set it.
"""

from __future__ import annotations

import os
import sys

SELFCHECK = "CAROLUS_SELFCHECK"


def selfcheck_window() -> int:
    """Open the window offscreen or on screen, report what it shows once painted, and close it."""
    from PySide6.QtCore import QTimer

    from carolus.ui import i18n
    from carolus.ui.app import build_window, make_application

    app = make_application([])
    window = build_window()

    def report() -> None:
        icon = not window.windowIcon().pixmap(64, 64).isNull()
        menus = ",".join(action.text().replace("&", "") for action in window.menuBar().actions())
        print(f"window language={i18n.language()} icon={'yes' if icon else 'no'} menus={menus}", flush=True)
        app.exit(0 if icon else 1)

    QTimer.singleShot(500, report)  # after the first paint of the board, which the event loop does first
    return app.exec()


def main() -> int:
    if os.environ.get(SELFCHECK) == "window":
        return selfcheck_window()
    from carolus.launch import main as carolus_main

    return carolus_main()


if __name__ == "__main__":
    sys.exit(main())
