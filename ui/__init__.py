"""The Qt client (PySide6): the board, panels, dialogs.

Grouped by what each part holds: the glue here (app, controller, session, preferences, the window's variant
registry), ``board/`` (the Graphics View; a leaf that imports no other window module), ``words/``, ``windows/``,
``workers/``, ``lan/`` and ``tutorial/``. Importing the package lends the window's variants to the board.
"""

from ._qt_fixes import protect_constants

protect_constants()  # before any other Qt use: see _qt_fixes (True, False and None)

from .board import hooks as _board_hooks  # noqa: E402  (after the fix above, like every Qt import)
from .variants import WINDOW_VARIANTS  # noqa: E402

_board_hooks.lend(WINDOW_VARIANTS)
