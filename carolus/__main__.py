"""``python -m carolus`` is the ``carolus`` command."""

import sys

from .launch import main

sys.exit(main())
