"""The Qt client (PySide6): the board, panels, dialogs."""

from ._qt_fixes import protect_constants

protect_constants()  # before any other Qt use: see _qt_fixes (True, False and None)
