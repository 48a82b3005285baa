"""Carolus Magnus: rules engine, records, AI and command line (no Qt, no zmq)."""

__version__ = "0.2.0"
"""The program's one version: the wheel's metadata (``pyproject.toml`` reads it), ``carolus --version``, the About box
and the LAN handshake (peers must run the same program) all take it from here."""
