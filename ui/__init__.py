"""The Qt client (PySide6): the board, panels, dialogs."""
