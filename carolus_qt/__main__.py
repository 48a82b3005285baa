"""``python -m carolus_qt`` is the ``carolus`` command."""

import sys

from .cli import main

sys.exit(main())
