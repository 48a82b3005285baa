"""Carolus Magnus: rules engine, records, AI and command line (no Qt, no zmq)."""

__version__ = "0.1.0"
