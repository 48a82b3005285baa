"""Wire encoding: one msgpack map per ZeroMQ frame, decoded under hard limits.

Every peer reads input from strangers on the LAN, so decoding never trusts a
length: the socket refuses frames over ``MAX_MESSAGE_BYTES`` (ZMQ_MAXMSGSIZE)
and the msgpack ``Unpacker`` refuses strings, binaries, arrays and maps larger
than a real message can hold. Anything else is a ``DecodeError`` with a
one-line reason; the caller drops the message and logs it.
"""

from __future__ import annotations

from typing import Any

import msgpack

MAX_MESSAGE_BYTES = 4 * 1024 * 1024
"""A whole-game catch-up (the record so far) is far below this."""
MAX_JOINER_MESSAGE_BYTES = 16 * 1024
"""What the host accepts from a joiner: every joiner message (hello, act, ack, a reveal...) is far below this, so a
stranger's big frame is refused by the host's socket before it is ever read."""
MAX_STR = 256 * 1024
MAX_BIN = 4096
MAX_ARRAY = 20_000
MAX_MAP = 64


class DecodeError(ValueError):
    """A frame that is not one well-formed, bounded msgpack map."""


def encode(message: dict[str, Any]) -> bytes:
    return msgpack.packb(message, use_bin_type=True)


def decode(frame: bytes) -> dict[str, Any]:
    """One msgpack map from ``frame``; raises DecodeError for anything else."""
    if not isinstance(frame, (bytes, bytearray, memoryview)):
        raise DecodeError("frame is not bytes")
    if len(frame) > MAX_MESSAGE_BYTES:
        raise DecodeError(f"frame too large ({len(frame)} bytes)")
    unpacker = msgpack.Unpacker(
        raw=False,
        strict_map_key=True,
        max_buffer_size=MAX_MESSAGE_BYTES,
        max_str_len=MAX_STR,
        max_bin_len=MAX_BIN,
        max_array_len=MAX_ARRAY,
        max_map_len=MAX_MAP,
        max_ext_len=0,
        use_list=True,
    )
    try:
        unpacker.feed(frame)
        obj = unpacker.unpack()
    except msgpack.OutOfData:
        raise DecodeError("truncated msgpack") from None
    except (ValueError, TypeError, msgpack.ExtraData, msgpack.FormatError, msgpack.StackError) as exc:
        raise DecodeError(f"bad msgpack ({exc.__class__.__name__})") from None
    except RecursionError:
        raise DecodeError("msgpack nests too deeply") from None
    try:
        unpacker.unpack()
    except msgpack.OutOfData:
        pass
    except Exception:
        raise DecodeError("trailing bytes after the message") from None
    else:
        raise DecodeError("more than one object in a frame")
    if not isinstance(obj, dict):
        raise DecodeError(f"a message must be a map, not {type(obj).__name__}")
    return obj
