"""The window, its dialogs and viewers, and the widgets they are built from (charts, bars, the log list)."""
