"""``python -m carolus_qt`` is the ``carolus`` command (scripts and benchmarks call it so).

A program, not a module anything imports: it hands over to ``carolus.launch``,
the one place that knows every layer; the rest of the core imports neither
``net`` nor ``ui``.
"""

import sys

from carolus.launch import main

sys.exit(main())
