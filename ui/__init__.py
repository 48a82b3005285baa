"""The Qt client (PySide6): the board, panels, dialogs."""

from ._qt_fixes import protect_true

protect_true()
