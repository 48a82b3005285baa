"""Game records (docs/record-format.md): parse, validate, write, in JSON and msgpack.

A record is our PGN: the save file, the replay, the network log and the test
fixture. Reading is strict (every problem is one line naming what is wrong)
and tolerant of keys it does not know, which it keeps and writes back.

The contract's ``setup`` keys (docs/record-format.md §5) are ``provinces``,
``emperor``, ``start_player``, ``reserves`` (as rolled: a ``"crown"`` entry is
named by a round-0 ``crown`` action, or kept as a joker with deferred-jokers)
and, with the piles variant, ``piles``; ``Record.as_rolled`` builds a record
whose setup was decided outside the seed (a network game) and
``explicit_setup`` writes a seeded setup out in that form. Besides them this
project reads a few of its own (docs/record-format.md §6), so that a test or
puzzle can start from a mid-game position:

- ``regions``: instead of ``provinces``, a list of
  ``{"provinces": [...], "knights": {colour: n}, "owner": side|null, "castles": n}``
  clockwise from the region holding province 0;
- ``courts``: per seat, ``{colour: n}``;
- ``control``: ``{colour: seat|null}`` (default: derived from the courts);
- ``discs_left``: per seat, the unused discs;
- ``round``: the round the game starts in.

Over 600 lines (issue 38): the record contract is one reader and one writer, each key's check beside the code that
writes it, so a change to the format (docs/record-format.md) is made and reviewed in one file.
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeGuard

import msgpack

from .actions import Action
from .chance import is_valid_seed, seeded_setup
from .constants import (
    COLOUR_INDEX,
    COLOURS,
    CROWN,
    FACE_INDEX,
    FACES,
    KNIGHTS_PER_COLOUR,
    MIN_REGIONS,
    NUM_PROVINCES,
    SIZES,
)
from .errors import RecordError, SetupError, UnsupportedVariantError
from .position import Position, RegionSpec
from .variants import PIECES, check_names, in_order

FORMAT = "carolus-record"
VERSION = 1
MAX_RECORD_BYTES = 16 * 1024 * 1024
"""No real game comes near this; a larger file is refused unread."""
_STANDARD_KEYS = ("format", "version", "players", "names", "variant", "seed", "setup", "dice", "actions")
_SETUP_KEYS = (
    "provinces",
    "emperor",
    "start_player",
    "reserves",
    "regions",
    "courts",
    "control",
    "discs_left",
    "round",
)
"""The setup keys of every game; a variant adds its own (``Variant.setup_keys``)."""


@dataclass
class Record:
    """A whole game as data: settings, randomness, actions."""

    players: int
    names: list[str]
    seed: str
    variant: list[str] = field(default_factory=list)
    setup: dict[str, Any] = field(default_factory=dict)
    """Only the keys given; the seed decides the rest."""
    dice: list[str] = field(default_factory=list)
    """Refill dice outcomes, consumed in order before the seed's."""
    actions: list[Action] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)
    """Keys this reader does not know, kept so that writing gives them back."""

    # -- building ---------------------------------------------------------------

    @classmethod
    def new(cls, players: int, seed: str, names: list[str] | None = None, variant: list[str] | None = None) -> Record:
        record = cls(
            players=players,
            names=names if names is not None else [f"Player {i + 1}" for i in range(players)],
            seed=seed,
            variant=list(variant or []),
        )
        record.validate()
        return record

    def copy(self) -> Record:
        return Record.from_dict(self.to_dict())

    # -- dict form ----------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION,
            "players": self.players,
            "names": list(self.names),
            "variant": list(in_order(self.variant)),  # the order of docs/rules.md §10
            "seed": self.seed,
        }
        if self.setup:
            d["setup"] = self.setup
        if self.dice:
            d["dice"] = list(self.dice)
        d["actions"] = [a.to_dict() for a in self.actions]
        for key, value in self.extra.items():
            d.setdefault(key, value)
        return d

    @classmethod
    def from_dict(cls, d: object) -> Record:
        """Parse and validate; any problem raises RecordError with a one-line reason."""
        if not isinstance(d, dict):
            raise RecordError("not a game record: the top level is not an object", "not-an-object")
        if d.get("format") != FORMAT:
            raise RecordError(f"not a game record: format is {d.get('format')!r}, expected {FORMAT!r}", "wrong-format")
        version = d.get("version")
        if not _is_int(version) or version != VERSION:
            raise RecordError(
                f"unsupported record version {version!r} (this program reads {VERSION})",
                "wrong-version",
                version=str(version),
                expected=VERSION,
            )
        players = d.get("players")
        if not _is_int(players) or players not in SIZES:
            raise RecordError(f"players must be 2, 3 or 4, not {players!r}", "bad-players", players=str(players))
        names = d.get("names", [f"Player {i + 1}" for i in range(players)])
        if not isinstance(names, list) or len(names) != players or not all(isinstance(x, str) for x in names):
            raise RecordError(f"names must be a list of {players} strings", "bad-names", players=players)
        if not _is_text(names):
            raise RecordError("names must be text (a lone surrogate is not)", "bad-names", players=players)
        variant = d.get("variant", [])
        if not isinstance(variant, list) or not all(isinstance(x, str) for x in variant):
            raise RecordError("variant must be a list of names", "bad-variant-list")
        seed = d.get("seed", "0")
        if not is_valid_seed(seed):
            raise RecordError(f"seed must be a hex string, not {seed!r}", "bad-seed")
        setup = d.get("setup", {})
        if not isinstance(setup, dict):
            raise SetupError("setup must be an object")
        dice = d.get("dice", [])
        if not isinstance(dice, list):
            raise RecordError("dice must be a list", "bad-dice")
        for i, face in enumerate(dice):
            if not isinstance(face, str) or face not in FACE_INDEX:
                raise RecordError(f"dice {i}: unknown face {face!r}", "bad-dice")
        raw_actions = d.get("actions", [])
        if not isinstance(raw_actions, list):
            raise RecordError("actions must be a list", "bad-actions")
        actions = []
        for i, entry in enumerate(raw_actions):
            try:
                actions.append(Action.from_dict(entry))
            except RecordError as exc:
                raise RecordError(f"action {i}: {exc}", "bad-action", index=i, inner=exc) from None
        record = cls(
            players=players,
            names=list(names),
            seed=seed,
            variant=list(variant),
            setup=dict(setup),
            dice=list(dice),
            actions=actions,
            extra={k: v for k, v in d.items() if k not in _STANDARD_KEYS},
        )
        record.validate()
        return record

    def validate(self) -> None:
        """Check settings and setup (actions are checked by replaying them)."""
        try:
            check_names(self.variant)
        except UnsupportedVariantError as exc:
            raise RecordError(str(exc), exc.code, **exc.params, inner=exc) from None
        initial_position(self)

    @classmethod
    def as_rolled(
        cls,
        players: int,
        names: list[str],
        seed: str,
        variant: list[str],
        provinces: list[str],
        emperor: int,
        start_player: int,
        reserves: list[list[str]],
        piles: list[list[str]] | None = None,
    ) -> Record:
        """A record whose setup was decided outside the seed (a network game's rolls): every setup key listed.

        ``reserves`` are the faces each seat rolled, ``"crown"`` included
        (named later by round-0 ``crown`` actions, or kept as jokers with
        deferred-jokers); ``piles`` the starting piles with the piles variant.
        """
        setup: dict[str, Any] = {
            "provinces": list(provinces),
            "emperor": emperor,
            "start_player": start_player,
            "reserves": [list(r) for r in reserves],
        }
        if piles is not None:
            setup["piles"] = [list(pile) for pile in piles]
        record = cls(players=players, names=list(names), seed=seed, variant=list(variant), setup=setup)
        record.validate()
        return record

    def explicit_setup(self) -> dict[str, Any]:
        """This record's setup with every key of docs/record-format.md §5, the seed's draws written out (crowns as
        rolled)."""
        if any(key in self.setup for key in ("regions", "courts", "control", "discs_left", "round")):
            raise RecordError("a mid-game setup cannot be written as rolled")
        pos = initial_position(self)
        seeded = seeded_setup(self.seed, self.players)
        out: dict[str, Any] = {
            "provinces": [COLOURS[spec.knights.index(1)] for spec in pos.regions],
            "emperor": pos.emperor,
            "start_player": pos.start_player,
        }
        dealt = [
            d
            for name in in_order(self.variant)
            if (d := PIECES[name].dealt_reserves(self.players, SIZES[self.players][1]))
        ]
        if "reserves" in self.setup:
            out["reserves"] = self.setup["reserves"]
        elif dealt:
            reserves, crowns = dealt[0]
            out["reserves"] = [
                [COLOURS[c] for c in range(5) for _ in range(row[c])] + ["crown"] * k
                for row, k in zip(reserves, crowns)
            ]
        else:
            out["reserves"] = [[FACES[f] for f in faces] for faces in seeded.reserves]
        for name, data in pos.variant_setup:
            out.update(PIECES[name].written_setup(data))
        return out

    # -- files ----------------------------------------------------------------------

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), indent=1, ensure_ascii=False) + "\n"

    def to_msgpack(self) -> bytes:
        return msgpack.packb(self.to_dict(), use_bin_type=True)

    def save(self, path: str | os.PathLike[str], fmt: str | None = None, sync: bool = True) -> None:
        """Write atomically (a crash mid-write leaves the old file whole); msgpack for *.msgpack. ``sync``: on the
        disk before the rename (see ``atomic_write``)."""
        target = Path(path)
        if fmt is None:
            fmt = "msgpack" if target.suffix in (".msgpack", ".mp") else "json"
        data = self.to_msgpack() if fmt == "msgpack" else self.to_json().encode("utf-8")
        atomic_write(target, data, sync, shared=True)  # a record holds no secret: the umask says who reads it


def atomic_write(target: Path, data: bytes, sync: bool = True, shared: bool = False) -> None:
    """Write to a temporary file beside ``target`` and rename it into place (``sync``: on the disk before the
    rename; without it the file still survives a crash of the process, only not of the machine).

    ``shared``: the file gets the mode any program's new file gets, 0666 less the umask (0644 under the usual
    022), as a user who shares records or sets a stricter umask expects. Without it the file is 0600 whatever
    the umask, from its first byte: a file that holds secrets (the LAN host's keys and autosave, a seat's token)
    must never be readable by others, not even between the rename and a later chmod."""
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = _shared_temp(target) if shared else tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            if sync:
                os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _shared_temp(target: Path) -> tuple[int, str]:
    """A new temporary file beside ``target`` created with mode 0666, which the system lessens by the umask
    (reading the umask itself would mean setting it, for every thread at once)."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0) | getattr(os, "O_NOFOLLOW", 0)
    for _ in range(100):
        tmp = str(target.parent / f".{target.name}.{os.urandom(6).hex()}")
        try:
            return os.open(tmp, flags, 0o666), tmp
        except FileExistsError:
            continue
    raise FileExistsError(f"no free temporary name beside {target}")


def loads(data: bytes) -> Record:
    """Parse a record from JSON or msgpack bytes (told apart by the first byte)."""
    if len(data) > MAX_RECORD_BYTES:
        raise RecordError(f"file too large for a game record ({len(data)} bytes)", "too-large", size=len(data))
    head = data.lstrip()[:1]
    if data.startswith(b"\xef\xbb\xbf"):
        head = data[3:].lstrip()[:1]
        data = data[3:]
    if head in (b"{", b"["):
        try:
            obj = json.loads(data.decode("utf-8"))
        except UnicodeDecodeError:
            raise RecordError("not a game record: the JSON is not UTF-8", "json-not-utf8") from None
        except json.JSONDecodeError as exc:
            where = f"line {exc.lineno} column {exc.colno}"
            raise RecordError(
                f"not a game record: bad JSON at {where}: {exc.msg}", "bad-json", line=exc.lineno, column=exc.colno
            ) from None
        except RecursionError:
            raise RecordError("not a game record: the JSON nests too deeply", "json-too-deep") from None
        except ValueError as exc:  # e.g. an integer of more digits than Python converts
            raise RecordError(f"not a game record: bad JSON: {_first_line(exc)}", "bad-json-value") from None
        if not _is_text(obj):
            raise RecordError(
                "not a game record: the JSON holds a lone surrogate (\\ud800-\\udfff), not text", "json-surrogate"
            )
    elif head and (0x80 <= head[0] <= 0x8F or head[0] in (0xDE, 0xDF)):
        obj = unpack_msgpack(data)
    elif not data.strip():
        raise RecordError("not a game record: the file is empty", "empty-file")
    else:
        raise RecordError("not a game record: neither JSON nor msgpack", "not-a-record")
    return Record.from_dict(obj)


MAX_STR_LEN = 1024 * 1024
"""Longest string (or bytes) value a record may hold; msgpack refuses longer before allocating."""
MAX_ARRAY_LEN = 1_000_000
"""Most entries of one list (a record's actions and dice); no real game comes near it."""
MAX_MAP_LEN = 1_000
"""Most keys of one object."""


def _is_text(obj: object) -> bool:
    """True unless some string in ``obj`` holds a lone surrogate (which JSON's \\u escapes allow)."""
    try:
        json.dumps(obj, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _first_line(exc: BaseException) -> str:
    return (str(exc).splitlines() or [exc.__class__.__name__])[0]


def unpack_msgpack(data: bytes) -> object:
    """Decode msgpack with limits, so a hostile file cannot make the reader allocate much.

    msgpack checks each declared length against these limits before it
    allocates; the whole input is already capped at ``MAX_RECORD_BYTES``.
    Strings come back as str, map keys must be strings, extension types are refused.
    """
    if len(data) > MAX_RECORD_BYTES:
        raise RecordError(f"not a game record: too large ({len(data)} bytes)", "too-large", size=len(data))
    try:
        return msgpack.unpackb(
            data,
            raw=False,
            strict_map_key=True,
            max_str_len=MAX_STR_LEN,
            max_bin_len=MAX_STR_LEN,
            max_array_len=MAX_ARRAY_LEN,
            max_map_len=MAX_MAP_LEN,
            max_ext_len=0,
        )
    except ValueError as exc:  # msgpack's ExtraData, FormatError, StackError and limit errors are all ValueErrors
        raise RecordError(f"not a game record: bad msgpack: {_first_line(exc)}", "bad-msgpack") from None


def load(path: str | os.PathLike[str]) -> Record:
    """Read a record file; every failure is a RecordError with a one-line reason."""
    p = Path(path)
    try:
        size = p.stat().st_size
        if size > MAX_RECORD_BYTES:
            raise RecordError(f"{p}: file too large for a game record ({size} bytes)", "too-large", size=size)
        data = p.read_bytes()
    except IsADirectoryError:
        raise RecordError(f"{p}: is a directory, not a record file", "is-a-directory") from None
    except FileNotFoundError:
        raise RecordError(f"{p}: no such file", "no-such-file") from None
    except PermissionError:
        raise RecordError(f"{p}: permission denied", "permission-denied") from None
    except OSError as exc:
        raise RecordError(f"{p}: cannot read ({exc.strerror or exc})", "cannot-read") from None
    return loads(data)


# -- setup -> starting position ------------------------------------------------------

_ONE_HOT = tuple(tuple(1 if c == k else 0 for c in range(5)) for k in range(5))


def _is_int(value: object) -> TypeGuard[int]:
    """A JSON/msgpack integer: not a bool, not a float that happens to be whole."""
    return isinstance(value, int) and not isinstance(value, bool)


def _colour_of(value: object, where: str) -> int:
    if not isinstance(value, str) or value not in COLOUR_INDEX:
        raise SetupError(f"{where}: unknown colour {value!r}")
    return COLOUR_INDEX[value]


def _int_in(value: object, lo: int, hi: int, where: str) -> int:
    if not _is_int(value) or not lo <= value <= hi:
        raise SetupError(f"{where} must be an integer from {lo} to {hi}, not {value!r}")
    return value


def _counts(value: object, where: str) -> tuple[int, ...]:
    """``{colour: n}`` or a list of colour names -> counts per colour."""
    counts = [0] * 5
    if isinstance(value, dict):
        for key, k in value.items():
            counts[_colour_of(key, where)] = _int_in(k, 0, KNIGHTS_PER_COLOUR, f"{where} {key}")
    elif isinstance(value, list):
        for item in value:
            if item == "crown":
                raise SetupError(f"{where}: crowns in setup must already be named")
            counts[_colour_of(item, where)] += 1
    else:
        raise SetupError(f"{where} must be a list of colours or an object of counts")
    return tuple(counts)


def _per_seat(setup: dict[str, Any], key: str, players: int) -> list[Any]:
    value = setup[key]
    if not isinstance(value, list) or len(value) != players:
        raise SetupError(f"setup {key} must list {players} players")
    return value


def _regions(value: object, players: int) -> tuple[RegionSpec, ...]:
    if not isinstance(value, list) or not value:
        raise SetupError("setup regions must be a non-empty list")
    castles_per_side, _, _, sides = SIZES[players]
    specs = []
    expected = None
    seen: set[int] = set()
    for i, entry in enumerate(value):
        where = f"setup regions {i}"
        if not isinstance(entry, dict):
            raise SetupError(f"{where} must be an object")
        provs = entry.get("provinces")
        if not isinstance(provs, list) or not provs:
            raise SetupError(f"{where}: provinces must be a non-empty list")
        provs = [_int_in(x, 0, NUM_PROVINCES - 1, f"{where} province") for x in provs]
        for a, b in zip(provs, provs[1:]):
            if b != (a + 1) % NUM_PROVINCES:
                raise SetupError(f"{where}: provinces must be a clockwise run, not {provs}")
        if expected is not None and provs[0] != expected:
            raise SetupError(f"{where}: starts at province {provs[0]}, expected {expected}")
        if seen & set(provs):
            raise SetupError(f"{where}: a province appears in two regions")
        seen |= set(provs)
        expected = (provs[-1] + 1) % NUM_PROVINCES
        owner = entry.get("owner")
        owner = -1 if owner is None else _int_in(owner, 0, sides - 1, f"{where} owner")
        castles = _int_in(entry.get("castles", 0), 0, castles_per_side, f"{where} castles")
        if (owner < 0) != (castles == 0):
            raise SetupError(f"{where}: castles need an owner and an owner needs castles")
        knights = _counts(entry.get("knights", {}), f"{where} knights")
        specs.append(RegionSpec(tuple(provs), knights, owner, castles))
    if len(seen) != NUM_PROVINCES:
        raise SetupError("setup regions must cover all 15 provinces")
    if 0 not in specs[0].provinces:
        raise SetupError("setup regions must begin with the region holding province 0")
    if expected != specs[0].provinces[0]:
        raise SetupError("setup regions must close the ring")
    count = len(specs)
    for i, spec in enumerate(specs):
        nxt = specs[(i + 1) % count]
        if count > 1 and spec.owner >= 0 and spec.owner == nxt.owner:
            raise SetupError(
                f"setup regions {i} and {(i + 1) % count}: neighbours with the same owner must be one region"
            )
    for side in range(sides):
        in_play = sum(s.castles for s in specs if s.owner == side)
        if in_play > castles_per_side:
            raise SetupError(f"setup regions: side {side} has more than {castles_per_side} castles")
        if in_play == castles_per_side:
            raise SetupError(f"setup regions: side {side} has all its castles in play, so the game is over")
    if count < MIN_REGIONS:
        raise SetupError(f"setup regions: {count} regions is a finished game (it ends below {MIN_REGIONS})")
    return tuple(specs)


def initial_position(record: Record) -> Position:
    """The record's starting position: the seeded setup, overridden key by key."""
    players = record.players
    setup = record.setup
    variant_keys = {key: piece.name for piece in PIECES.values() for key in piece.setup_keys}
    for key in setup:
        if key not in _SETUP_KEYS and key not in variant_keys:
            raise SetupError(f"unknown setup key {key!r}")
    seeded = seeded_setup(record.seed, players)
    if "regions" in setup and "provinces" in setup:
        raise SetupError("setup gives both provinces and regions")
    if "regions" in setup:
        regions = _regions(setup["regions"], players)
    else:
        colours = seeded.provinces
        if "provinces" in setup:
            raw = setup["provinces"]
            if not isinstance(raw, list) or len(raw) != NUM_PROVINCES:
                raise SetupError("setup provinces must list 15 colours")
            colours = tuple(_colour_of(x, "setup provinces") for x in raw)
        regions = tuple(RegionSpec((i,), _ONE_HOT[colours[i]]) for i in range(NUM_PROVINCES))
    emperor = seeded.emperor
    if "emperor" in setup:
        emperor = _int_in(setup["emperor"], 0, NUM_PROVINCES - 1, "setup emperor")
    start = seeded.start_player
    if "start_player" in setup:
        start = _int_in(setup["start_player"], 0, players - 1, "setup start_player")
    pieces = [PIECES[name] for name in in_order(record.variant)]
    reserve_size = SIZES[players][1]
    dealt = next((d for piece in pieces if (d := piece.dealt_reserves(players, reserve_size))), ())
    order = [(start + i) % players for i in range(players)]
    if "reserves" in setup:
        raw = _per_seat(setup, "reserves", players)
        reserves, crown_counts = zip(*(_reserve(x, f"setup reserves {p}") for p, x in enumerate(raw)))
        for piece in pieces:
            piece.check_reserves(reserves, crown_counts, reserve_size)
    elif dealt:
        reserves, crown_counts = dealt
    else:
        reserves = tuple(tuple(faces.count(c) for c in range(5)) for faces in seeded.reserves)
        crown_counts = tuple(faces.count(CROWN) for faces in seeded.reserves)
    crowns: tuple[int, ...] = ()
    if not any(piece.crowns_kept for piece in pieces):
        crowns = tuple(p for p in order for _ in range(crown_counts[p]))
    courts = None
    if "courts" in setup:
        raw = _per_seat(setup, "courts", players)
        courts = tuple(_counts(x, f"setup courts {p}") for p, x in enumerate(raw))
    control = None
    if "control" in setup:
        raw = setup["control"]
        if not isinstance(raw, dict):
            raise SetupError("setup control must be an object of colour: seat or null")
        ctrl = [-1] * 5
        for key, seat in raw.items():
            c = _colour_of(key, "setup control")
            ctrl[c] = -1 if seat is None else _int_in(seat, 0, players - 1, f"setup control {key}")
        courts_or_empty = courts or tuple((0,) * 5 for _ in range(players))
        for c, seat in enumerate(ctrl):
            if seat >= 0 and any(row[c] > courts_or_empty[seat][c] for row in courts_or_empty):
                raise SetupError(f"setup control: player {seat} cannot control {COLOURS[c]} with fewer in court")
        control = tuple(ctrl)
    discs = None
    if "discs_left" in setup:
        raw = _per_seat(setup, "discs_left", players)
        masks = []
        for p, values in enumerate(raw):
            if not isinstance(values, list):
                raise SetupError(f"setup discs_left {p} must be a list")
            mask = 0
            for v in values:
                mask |= 1 << _int_in(v, 1, 5, f"setup discs_left {p}")
            masks.append(mask)
        discs = tuple(masks)
    round_ = 1
    if "round" in setup:
        if "reserves" not in setup:
            raise SetupError("setup round needs setup reserves (a later round starts with its reserves named)")
        if any(crown_counts):
            raise SetupError("crowns in setup must already be named in a setup that starts at a later round")
        round_ = _int_in(setup["round"], 1, 100, "setup round")
    totals = [0] * 5
    for spec in regions:
        for c in range(5):
            totals[c] += spec.knights[c]
    for rows in (reserves, courts or ()):
        for row in rows:
            for c in range(5):
                totals[c] += row[c]
    for c in range(5):
        if totals[c] > KNIGHTS_PER_COLOUR:
            raise SetupError(f"setup uses {totals[c]} {COLOURS[c]} knights; there are only {KNIGHTS_PER_COLOUR}")
    for key, owner in variant_keys.items():
        if key in setup and owner not in record.variant:
            raise SetupError(f"setup {key} need the {owner} variant")
    supply = [KNIGHTS_PER_COLOUR - t for t in totals]
    variant_setup = []
    for piece in pieces:
        raw = next((setup[key] for key in piece.setup_keys if key in setup), None)
        data = piece.setup_data(tuple(crown_counts), raw, record.seed, players, supply, _counts)
        if data is not None:
            variant_setup.append((piece.name, data))
    return Position(
        players=players,
        regions=regions,
        emperor=emperor,
        start_player=start,
        reserves=reserves,
        pending_crowns=crowns,
        courts=courts,
        control=control,
        discs=discs,
        round=round_,
        variant_setup=tuple(variant_setup),
    )


def _reserve(value: object, where: str) -> tuple[tuple[int, ...], int]:
    """A setup reserve as rolled: (knights per colour, crowns among them)."""
    if isinstance(value, list):
        crowns = sum(1 for item in value if item == "crown")
        return _counts([item for item in value if item != "crown"], where), crowns
    return _counts(value, where), 0
