"""The LAN peer layer (ZeroMQ + msgpack, no Qt)."""
