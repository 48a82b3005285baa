"""The command line's argument parser, shared by ``carolus`` and its LAN commands (``carolus.net.lan_commands``)."""

from __future__ import annotations

import argparse
from typing import NoReturn

EXIT_BAD_INPUT = 2


class OneLineParser(argparse.ArgumentParser):
    """argparse, but a usage error is one line on stderr (exit 2), like every other bad input."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_BAD_INPUT, f"{self.prog}: {message} (see {self.prog} --help)\n")
