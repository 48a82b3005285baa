"""Work off the GUI thread: a computer's decision or hint, a record's analysis, a record's luck meter.

Each runs as a QRunnable on a clone or a record and reports through a QObject's signals (queued to the GUI thread).
"""
