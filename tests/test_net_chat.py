"""Chat between LAN peers (``carolus.net.chat``, issue 35): bounded, rate-limited, signed by its author, relayed by
the host but never forged by it, and never part of the game's record or autosave."""

from __future__ import annotations

import json
import threading
from typing import Any

import pytest

from carolus.launch import main
from carolus.net import chat, fairdice
from carolus.net.codec import decode, encode
from carolus.net.harness import ScriptedWire
from carolus.net.host import HostCore
from carolus.net.joiner import JoinerCore
from carolus.net.schema import FROM_HOST, FROM_JOINER, check


def lines(core: HostCore | JoinerCore) -> list[tuple[str, str]]:
    """(name, text) of every chat line a core heard or said, in order."""
    return [(e.data["name"], e.data["text"]) for e in core.events if e.kind == "chat" and not e.code]


def lobby(players: int = 3) -> tuple[HostCore, list[JoinerCore], ScriptedWire]:
    """A host and two joiners admitted to its lobby (the game not started)."""
    host = HostCore(players, "Hal", [0])
    joiners = [JoinerCore("Ann"), JoinerCore("Joe")]
    wire = ScriptedWire(host, joiners)
    for route, joiner in wire.routes.items():
        wire.to_host(route, joiner.hello(0.0))
    wire.run()
    assert [j.peer for j in joiners] == [1, 2]
    return host, joiners, wire


def say(wire: ScriptedWire, index: int, text: str) -> None:
    joiner = wire.routes[f"j{index}".encode()]
    wire.to_host(f"j{index}".encode(), joiner.chat.say(text, 0.0))
    wire.run()


def test_a_typed_line_is_normalised_and_bounded() -> None:
    assert chat.normalise("  hi\tthere\n ") == "hi there"
    assert chat.normalise("e\u0301") == "\u00e9"  # NFC
    assert chat.normalise("red \x1b[31mALERT\x1b[0m") == "red [31mALERT[0m"  # no escape reaches a terminal
    assert chat.normalise("abc\u202edef\u200b") == "abcdef"  # bidi override and zero-width space dropped
    assert len(chat.normalise("x" * 1000)) == chat.MAX_CHAT
    assert chat.is_chat("hello <b>world</b>")
    for bad in ("", " padded", "two\nlines", "bell\x07", "x" * 301, b"bytes", None, "e\u0301"):
        assert not chat.is_chat(bad), bad


def test_the_schema_bounds_chat_messages() -> None:
    vk, sig = b"k" * 32, b"s" * 64
    assert check({"t": "chat", "seq": 1, "text": "hi", "sig": sig, "vk": vk}, FROM_JOINER) is None
    assert check({"t": "chat", "seq": 1, "text": "x" * 301, "sig": sig, "vk": vk}, FROM_JOINER) is not None
    assert check({"t": "chat", "seq": -1, "text": "hi", "sig": sig, "vk": vk}, FROM_JOINER) is not None
    assert check({"t": "chat", "seq": 1, "text": "hi", "sig": sig, "vk": vk, "peer": 2}, FROM_JOINER) is not None
    line = {"t": "chat_line", "peer": 1, "seq": 1, "text": "hi", "sig": sig, "vk": vk}
    assert check(line, FROM_HOST) is None and check(line, FROM_JOINER) is not None
    assert check({"t": "chat_slow", "dropped": 3}, FROM_HOST) is None
    assert check({"t": "chat", "seq": 1, "text": "hi", "sig": sig, "vk": vk}, FROM_HOST) is not None
    # invalid UTF-8 never becomes text: the frame does not decode
    frame = encode({"t": "chat", "seq": 1, "text": "hi", "sig": sig, "vk": vk}).replace(b"\xa2hi", b"\xa2\xff\xfe")
    with pytest.raises(ValueError):
        decode(frame)


def test_lobby_chat_reaches_everyone_signed_and_plain() -> None:
    host, (ann, joe), wire = lobby()
    say(wire, 0, "hello <b>all</b>")
    wire.to_joiners(host.chat.say("welcome\x1b]0;owned\x07", 0.0))
    wire.run()
    say(wire, 1, "hi")
    expected = [("Ann", "hello <b>all</b>"), ("Hal", "welcome]0;owned"), ("Joe", "hi")]
    assert lines(host) == lines(ann) == lines(joe) == expected
    assert host.chat.dropped == ann.chat.dropped == joe.chat.dropped == 0
    mine = [e.data["mine"] for e in ann.events if e.kind == "chat"]
    assert mine == [True, False, False]


def test_chat_stays_out_of_the_record_and_the_autosave() -> None:
    host, (ann, _joe), wire = lobby()
    say(wire, 0, "secret plans of Ann")
    wire.to_joiners(host.start())
    wire.run(max_actions=4)
    assert host.game is not None and host.game.keys[1]  # the deal pinned every key: chat now checks against it
    say(wire, 1, "secret plans of Joe")
    assert ("Joe", "secret plans of Joe") in lines(ann)
    wire.run()
    assert host.game.match is not None and host.game.match.is_over()
    for text in (host.game.record().to_json(), json.dumps(host.snapshot(), default=str)):
        assert "secret plans" not in text
    assert ann.game is not None and "secret plans" not in ann.game.record().to_json()


def _chat_msg(key: Any, game: str, peer: int, seq: int, text: str) -> dict[str, Any]:
    vk = fairdice.public_key(key)
    return {"t": "chat", "seq": seq, "text": text, "sig": chat.sign(key, game, peer, seq, text), "vk": vk}


def test_a_flooding_joiner_is_told_and_its_lines_dropped_with_bounded_log_lines() -> None:
    host, (ann, _joe), _wire = lobby()
    key = ann._signing()
    relayed = told = 0
    for i in range(2000):
        outs = host.handle(b"j0", _chat_msg(key, host.game_id, 1, i + 1, f"spam {i}"), 0.0)
        relayed += sum(1 for o in outs if o.msg["t"] == "chat_line")
        told += sum(1 for o in outs if o.msg["t"] == "chat_slow")
    assert relayed == chat.BURST  # its burst, relayed to the one other joiner (Joe)
    assert told == 1  # told once, not once a line
    assert host.chat.dropped == 2000 - chat.BURST
    log = [e for e in host.events if e.kind == "log" and "chat" in e.text]
    assert len(log) <= 6
    assert len(host.chat.lines) == chat.BURST
    # a second later a line goes through again; five seconds later the flood is told again, with its count
    outs = host.handle(b"j0", _chat_msg(key, host.game_id, 1, 5000, "calm"), 1.0)
    assert [o.msg["t"] for o in outs] == ["chat_line"]
    slow = []
    for i in range(10):
        slow += [o.msg for o in host.handle(b"j0", _chat_msg(key, host.game_id, 1, 6000 + i, "more"), 6.0)]
    slow = [m for m in slow if m["t"] == "chat_slow"]
    assert len(slow) == 1 and slow[0]["dropped"] > 2000 - chat.BURST - 1


def test_the_joiner_hears_it_is_too_fast() -> None:
    _host, (ann, joe), wire = lobby()
    for i in range(20):
        wire.to_host(b"j0", ann.chat.say(f"line {i}", 0.0))
    wire.run()
    slow = [e for e in ann.events if e.code == "chat_slow"]
    assert len(slow) == 1 and slow[0].data["dropped"] >= 1
    assert len(lines(joe)) == chat.BURST


def test_the_host_cannot_put_words_in_a_joiners_mouth() -> None:
    host, (ann, joe), wire = lobby()
    say(wire, 0, "I am Ann")  # pins Ann's key at Joe
    forger = fairdice.signing_key(b"\x01" * 32)
    msg = _chat_msg(forger, host.game_id, 1, 10**12, "Ann says: give the host everything")
    forged = {**msg, "t": "chat_line", "peer": 1}
    before = len(lines(joe))
    joe.handle(forged, 0.0)
    assert len(lines(joe)) == before and joe.chat.dropped == 1
    # Ann's real key with a signature that is not Ann's
    real_vk = fairdice.public_key(ann._signing())
    joe.handle({**forged, "vk": real_vk}, 0.0)
    assert len(lines(joe)) == before and joe.chat.dropped == 2
    say(wire, 0, "second")
    assert [t for n, t in lines(joe) if n == "Ann"] == ["I am Ann", "second"]
    # after the deal, the deal's keys decide (pinned in the roster every peer signed)
    wire.to_joiners(host.start())
    wire.run(max_actions=2)
    assert joe.game is not None and joe.game.keys[1] == fairdice.public_key(ann._signing())
    joe.handle({**forged, "seq": 10**13}, 0.0)
    assert joe.chat.dropped == 3


def test_a_replayed_line_is_dropped() -> None:
    host, (ann, joe), _wire = lobby()
    out = ann.chat.say("once", 0.0)
    relayed = host.handle(b"j0", out[0].msg, 0.0)
    to_joe = next(o.msg for o in relayed if o.dest == b"j1")
    joe.handle(decode(encode(to_joe)), 0.0)
    joe.handle(decode(encode(to_joe)), 0.0)
    assert lines(joe) == [("Ann", "once")] and joe.chat.dropped == 1
    # the host drops it too, and a joiner that sends another's line as its own gets nowhere
    assert host.handle(b"j0", out[0].msg, 0.0) == [] and host.chat.dropped == 1
    assert host.handle(b"j1", out[0].msg, 0.0) == [] and host.chat.dropped == 2
    assert lines(host) == [("Ann", "once")]


def test_strangers_and_bad_text_get_nowhere() -> None:
    host, (ann, _joe), _wire = lobby()
    msg = _chat_msg(fairdice.signing_key(b"\x02" * 32), host.game_id, 1, 1, "let me in")
    outs = host.handle(b"stranger", msg, 0.0)
    assert [o.msg["t"] for o in outs] == ["bye"] and lines(host) == []
    not_normal = _chat_msg(ann._signing(), host.game_id, 1, 2, "two\nlines")
    assert host.handle(b"j0", not_normal, 0.0) == [] and host.chat.dropped == 1
    # a joiner not yet admitted has nothing to say
    assert JoinerCore("Eve").chat.say("hi", 0.0) == []


def test_the_host_keeps_at_most_max_lines() -> None:
    host, _joiners, _wire = lobby()
    for i in range(chat.MAX_LINES + 50):
        host.chat.say(f"line {i}", float(i))
    assert len(host.chat.lines) == chat.MAX_LINES
    assert host.chat.lines[-1].text == f"line {chat.MAX_LINES + 49}"


def test_a_line_typed_on_the_console_is_normalised_and_printed_escaped() -> None:
    said: list[str] = []
    done = threading.Event()

    class Stream:
        def __init__(self) -> None:
            self.lines = ["hello\n", "   \n", "x" * 5000 + "\n", "tab\there\x1b[2J\n", ""]

        def readline(self, size: int) -> str:
            line = self.lines.pop(0)
            if not self.lines:
                done.set()
            return line[:size]

    chat.read_console(Stream(), said.append).join(5)
    assert done.is_set()
    assert said[0] == "hello\n" and said[1] == "x" * chat.MAX_TYPED and len(said) == 3  # (no blank line)
    assert chat.normalise(said[2]) == "tab here[2J"


@pytest.mark.parametrize("argv", [["host", "--chat"], ["join", "h", "--chat"]])
def test_chat_from_the_console_is_for_headless_peers(argv: list[str], capsys) -> None:
    assert main(argv) == 2
    assert "--chat is for headless play (with --ai LEVEL)" in capsys.readouterr().err


def test_a_new_game_brings_new_keys_to_pin() -> None:
    _host, (_ann, joe), wire = lobby()
    say(wire, 0, "in the first game")
    fresh = fairdice.signing_key(b"\x03" * 32)  # Ann's key in the next game (a fresh secret)
    line = {**_chat_msg(fresh, "next-game", 1, 10**13, "in the next game"), "t": "chat_line", "peer": 1}
    joe.handle(line, 0.0)  # still this game: another key for Ann is refused
    assert joe.chat.dropped == 1
    joe.game_id = "next-game"
    joe.handle(line, 0.0)
    assert lines(joe)[-1] == ("Ann", "in the next game") and joe.chat.dropped == 1
