"""The Qt client (PySide6): the board, panels, dialogs."""

from ._qt_fixes import protect_true

protect_true()  # before any other Qt use: see _qt_fixes (covers True and None)
