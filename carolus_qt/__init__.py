"""Carolus Magnus: rules engine, records, AI and command line (no Qt, no zmq)."""

__version__ = "0.2.0"
"""The program's one version: the wheel's metadata (``pyproject.toml`` reads it), ``carolus --version``, the About box
and the LAN handshake (peers must run the same program) all take it from here."""

ISSUES_URL = "https://github.com/carolus-qt/carolus-qt/issues"
"""Where a player reports a problem: the crash dialog, the About box and the README say it; it is the ``Issues`` of
``[project.urls]`` in pyproject.toml and the AppStream metadata's bug tracker (tests/test_crash_log.py checks both)."""
