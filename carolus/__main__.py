"""``python -m carolus`` is the ``carolus`` command.

Guarded, because a process pool started with "spawn" (the analysis, run from the window) imports the main module
again in every worker: unguarded, each worker would open a window of its own."""

import sys

from .launch import main

if __name__ == "__main__":
    sys.exit(main())
