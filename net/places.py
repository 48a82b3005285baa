"""Where LAN play keeps things and how a typed address is read: shared by ``carolus host|join`` and the window.

File places (the user state folder), the host's key and autosave, a joiner's saved seats and pinned host keys,
typed addresses, state dumps. Nothing here opens a socket; ``carolus.net.hosting`` sets up a host or a joiner.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import socket
import time
from pathlib import Path
from typing import Any

from carolus.engine.errors import CarolusError

from .handshake import DEFAULT_PORT

HOST_AUTOSAVE = "lan-host-autosave.json"
"""The hosted game's autosave, in the user state folder (``carolus host`` and the window share it)."""


def load_host_autosave(path: str | os.PathLike[str], password: str = "") -> Any:  # -> HostCore
    """A host that continues the autosaved game in ``path``; CarolusError says why it cannot."""
    from .host import HostCore

    try:
        snap = read_local_json(Path(path), HOST_AUTOSAVE_MAX)
    except (OSError, ValueError) as exc:
        raise CarolusError(f"cannot resume: {getattr(exc, 'strerror', None) or exc}", "cannot-resume") from None
    try:
        return HostCore.from_snapshot(snap, password, time.monotonic())
    except CarolusError as exc:
        raise CarolusError(f"cannot resume: {exc}", "cannot-resume", inner=exc) from None


def local_addresses() -> list[str]:
    """The addresses others on the LAN may type (best effort, no traffic sent)."""
    found: list[str] = []
    with contextlib.suppress(OSError):
        found += socket.gethostbyname_ex(socket.gethostname())[2]
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("10.255.255.255", 1))
            found.append(s.getsockname()[0])
    except OSError:
        pass
    found = [a for a in found if not a.startswith("127.")]
    if not found:  # no default route (a machine on one subnet only): the interfaces' own addresses
        found = interface_addresses()
    found.append("127.0.0.1")
    return list(dict.fromkeys(found))


def interface_addresses() -> list[str]:
    """The IPv4 addresses of the machine's interfaces, loopback and link-local left out (psutil): what a host
    with no default route can still be reached at by the machines on its own subnets."""
    import ipaddress

    import psutil

    found: list[str] = []
    with contextlib.suppress(OSError):
        for entries in psutil.net_if_addrs().values():
            for entry in entries:
                if entry.family != socket.AF_INET:
                    continue
                address = ipaddress.ip_address(entry.address)
                if not (address.is_loopback or address.is_link_local or address.is_unspecified):
                    found.append(str(address))
    return found


def write_dump(dump_dir: str, who: str, core: Any, reason: str) -> Path | None:
    """The state dump written when peers part: reason, digest, the record so far and the state."""
    game = core.game
    if game is None or game.match is None:
        return None
    return save_dump(dump_dir, who, game.dump(who, reason))


def save_dump(dump_dir: str, who: str, data: dict[str, Any]) -> Path:
    from carolus.engine.record import atomic_write

    path = Path(dump_dir) / f"carolus-desync-{_file_word(who)}-{int(time.time())}.json"
    atomic_write(path, json.dumps(data, indent=1).encode())
    return path


def _file_word(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9_-]", "_", text)[:24] or "peer"


def state_dir() -> Path:
    """The user state folder: the host autosave and the joiners' seat tokens (shared with the window)."""
    from platformdirs import user_state_dir

    return Path(user_state_dir("carolus", appauthor=False))


HOST_KEY = "lan-host-key.json"
"""The host's CURVE key pair, kept from game to game beside the autosave so joiners' pinned keys stay right."""


def host_keys(folder: Path) -> Any:  # -> Keys
    """This host's key pair from ``folder`` (made and kept owner-only the first time)."""
    import zmq

    from carolus.engine.record import atomic_write

    from .secure import Keys

    path = folder / HOST_KEY
    try:
        return Keys.from_secret(read_local_json(path, 4096)["curve_secret"].encode("ascii"))
    except FileNotFoundError:
        pass
    except (OSError, ValueError, KeyError, TypeError, AttributeError, zmq.ZMQError):
        set_aside(path)  # kept, not overwritten: the old key may still be wanted (joiners pinned it)
    keys = Keys.fresh()
    with contextlib.suppress(OSError):
        folder.mkdir(parents=True, exist_ok=True)
        atomic_write(path, json.dumps({"curve_secret": keys.secret.decode("ascii")}).encode())
        os.chmod(path, 0o600)
    return keys


STATE_FILE_MAX = 256 * 1024
"""Bytes a joiner's state file may hold (a few hundred per game joined)."""
STATE_ENTRIES_MAX = 256
"""Pinned addresses, or saved seats, a state file may hold."""
HOST_AUTOSAVE_MAX = 16 * 1024 * 1024
"""Bytes a host autosave may hold (a long 4-player game's record and commitments take well under 1 MiB)."""


def read_local_json(path: Path, most: int) -> Any:
    """The JSON in the local file ``path`` (at most ``most`` bytes); OSError if it cannot be read (FileNotFoundError
    if there is none), ValueError saying what is wrong with it."""
    with open(path, "rb") as f:
        data = f.read(most + 1)
    if len(data) > most:
        raise ValueError(f"larger than {most // 1024} KiB")
    try:
        return json.loads(data.decode("utf-8"))
    except RecursionError:
        raise ValueError("nested too deeply") from None
    except ValueError as exc:
        raise ValueError(f"not JSON ({exc})") from None


def set_aside(path: Path) -> Path:
    """Rename a local file that cannot be used to ``NAME.broken`` (``NAME.broken-2`` ... if taken), so nothing is
    lost and it is not read again; returns where it went (``path`` itself if it could not be moved)."""
    for n in range(1, 100):
        kept = path.with_name(f"{path.name}.broken" + (f"-{n}" if n > 1 else ""))
        if not kept.exists():
            break
    try:
        os.replace(path, kept)
    except OSError:
        return path
    return kept


def _text(value: Any, most: int, what: str) -> str:
    if not isinstance(value, str) or len(value) > most or not value.isprintable():
        raise ValueError(f"{what} is not a short text")
    return value


def _key_text(value: Any, what: str) -> str:
    if not isinstance(value, str) or len(value) != 40 or not value.isascii():
        raise ValueError(f"{what} is not a host key")
    return value


def _state_fields(data: Any) -> tuple[dict[str, str], dict[str, dict[str, str]], dict[str, Any]]:
    """(pins, seats, last) from a state file's JSON; ValueError naming the first field that is wrong."""
    if not isinstance(data, dict):
        raise ValueError("not a JSON object")
    pins, seats, last = data.get("pins") or {}, data.get("seats") or {}, data.get("last") or {}
    for what, value in (("pins", pins), ("seats", seats), ("last", last)):
        if not isinstance(value, dict) or len(value) > STATE_ENTRIES_MAX:
            raise ValueError(f"{what!r} is not a JSON object of at most {STATE_ENTRIES_MAX} entries")
    out_pins = {_text(k, 300, "a pinned address"): _key_text(v, "a pinned key") for k, v in pins.items()}
    out_seats: dict[str, dict[str, str]] = {}
    for key, seat in seats.items():
        if not isinstance(seat, dict):
            raise ValueError("a saved seat is not a JSON object")
        out_seats[_key_text(key, "a saved seat's host key")] = {
            "token": _text(seat.get("token", ""), 64, "a seat token"),
            "game": _text(seat.get("game", ""), 64, "a game id"),
            "secret": _text(seat.get("secret", ""), 128, "a dice secret"),
        }
    out_last: dict[str, Any] = {
        "address": _text(last.get("address", ""), 300, "the last address"),
        "name": _text(last.get("name", ""), 100, "the last name"),
        "game": _text(last.get("game", ""), 64, "the last game id"),
        "over": last.get("over", False),
    }
    if not isinstance(out_last["over"], bool):
        raise ValueError("'over' is not true or false")
    return out_pins, out_seats, out_last if last else {}


class JoinState:
    """A player's saved LAN seats, one file per name (owner-only: a token lets whoever reads it act for the seat).

    ``pins``: the host key first seen at each typed address; another key there is refused. ``seats``: per host
    key, the seat token, game id and dice secret to rejoin with, so typing the host's address in any form
    (name, IP, another interface) finds the seat. ``last``: the game joined last, offered again at start.

    A file that cannot be used (a field of the wrong type, too large, not JSON) is set aside (``set_aside``) and
    the player starts afresh; ``problem`` then says so in one line and ``kept`` is where the file went.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self.problem = ""
        self.kept: Path | None = None
        self.pins: dict[str, str] = {}
        self.seats: dict[str, dict[str, str]] = {}
        self.last: dict[str, Any] = {}
        try:
            self.pins, self.seats, self.last = _state_fields(read_local_json(path, STATE_FILE_MAX))
        except FileNotFoundError:
            pass
        except OSError as exc:
            self.problem = f"cannot read the saved LAN seats in {path}: {exc.strerror or exc}; joining as new"
        except ValueError as exc:
            self.kept = set_aside(path)
            self.problem = f"the saved LAN seats in {path} are unusable ({exc}); kept as {self.kept}, joining as new"

    @staticmethod
    def for_name(name: str, folder: Path | None = None) -> JoinState:
        return JoinState((folder or state_dir()) / f"lan-join-{_file_word(name)}.json")

    def pinned(self, address: str) -> bytes | None:
        key = self.pins.get(address.lower())
        return key.encode("ascii") if key and len(key) == 40 and key.isascii() else None

    def saved_seats(self) -> dict[bytes, tuple[str, str, bytes | None]]:
        """Host key -> (token, game id, dice secret)."""
        out: dict[bytes, tuple[str, str, bytes | None]] = {}
        for key, seat in self.seats.items():
            try:
                secret = bytes.fromhex(str(seat.get("secret", ""))) or None
            except ValueError:
                secret = None
            if len(key) == 40 and key.isascii():
                out[key.encode("ascii")] = (str(seat.get("token", "")), str(seat.get("game", "")), secret)
        return out

    def remember(self, address: str, core: Any, over: bool = False) -> None:
        """Pin the host's key for ``address`` and keep the seat to rejoin with (after a welcome)."""
        if not core.host_key:
            return
        key = core.host_key.decode("ascii")
        self.pins.pop(address.lower(), None)  # the latest last: the oldest go first past STATE_ENTRIES_MAX
        self.pins[address.lower()] = key
        self.seats.pop(key, None)
        self.seats[key] = {"game": core.game_id, "token": core.token, "secret": core.secret.hex()}
        for table in (self.pins, self.seats):
            while len(table) > STATE_ENTRIES_MAX:
                del table[next(iter(table))]
        self.last = {"address": address, "name": core.name, "game": core.game_id, "over": over}
        self.save()

    def save(self) -> None:
        from carolus.engine.record import atomic_write

        data = {"pins": self.pins, "seats": self.seats, "last": self.last}
        atomic_write(self.path, json.dumps(data).encode())
        os.chmod(self.path, 0o600)

    def unfinished(self) -> bool:
        """The game joined last may still be running (offer to rejoin it)."""
        return bool(self.last.get("address")) and not self.last.get("over")


def tcp_endpoint(host: str, port: int) -> str:
    """The ZeroMQ endpoint of ``host:port`` (an IPv6 host in brackets)."""
    return f"tcp://[{host}]:{port}" if ":" in host else f"tcp://{host}:{port}"


def parse_address(text: str) -> tuple[str, int]:
    """HOST or HOST:PORT (an IPv6 host in brackets) -> (host, port); ValueError with a reason."""
    host, port = text, DEFAULT_PORT
    if text.startswith("["):
        end = text.find("]")
        if end < 0:
            raise ValueError(f"bad address {text!r}")
        host, rest = text[1:end], text[end + 1 :]
        if rest:
            if not rest.startswith(":"):
                raise ValueError(f"bad address {text!r}")
            port = int(rest[1:])
    elif text.count(":") == 1:
        host, p = text.split(":")
        port = int(p)
    if not host or not 0 < port < 65536 or not _HOST_CHARS.fullmatch(host):
        raise ValueError(f"bad address {text!r}")
    return host, port


_HOST_CHARS = re.compile(r"[A-Za-z0-9._:%-]+")
"""A host name, an IPv4 address or an IPv6 one (with a zone): nothing ZeroMQ would choke on."""
