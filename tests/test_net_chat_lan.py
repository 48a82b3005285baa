"""Chat over real sockets (issue 35): a headless host and two headless joiners chat from their consoles
(``--chat``: lines typed on standard input), a hostile seated client floods and forges, and a headless spectator
prints what it reads."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from carolus.net import chat, fairdice
from tests.support import net_procs as procs
from tests.support.hostile import RawPeer, hello
from tests.support.net_procs import Proc
from tests.support.typed import typed_host, typed_joiner

pytestmark = [pytest.mark.lan, pytest.mark.timeout(120)]


def count(proc: Proc, text: str) -> int:
    return sum(1 for line in proc.output().splitlines() if text in line)


def test_two_joiners_and_the_host_chat_and_a_flooding_forger_gets_nowhere(tmp_path: Path) -> None:
    h, port = typed_host(tmp_path, "--players", "4", "--ai", "greedy")
    ann = typed_joiner(tmp_path, port, "Ann")
    eve = stranger = None
    joe: Proc | None = None
    try:
        ann.wait_for(r"joined: you play seat")
        h.wait_for(r"Ann joined")
        h.type("hello from the \x1b[31mhost <b>")
        ann.wait_for(r"^\[chat\] Host: hello from the \[31mhost <b>$")
        h.wait_for(r"^\[chat\] Host: hello from the")  # the author sees its own line

        # a stranger that registered its key at the door but was never admitted cannot chat
        stranger = RawPeer(port)
        stranger.send({"t": "chat", "seq": 1, "text": "let me in", "sig": b"s" * 64, "vk": b"k" * 32})
        assert stranger.recv_kind("bye")["reason"].startswith("hello first")

        eve = RawPeer(port)
        eve.send(hello("Eve"))
        assert eve.recv_kind("welcome")["peer"] == 2
        ann.type("hi all, Ann here")
        line = eve.recv_kind("chat_line")  # Ann's line, as Ann signed it
        assert line["peer"] == 1 and line["text"] == "hi all, Ann here"
        h.wait_for(r"^\[chat\] Ann: hi all, Ann here$")

        # Eve passes Ann's signed line off as her own, and puts other words under Ann's key: both dropped
        eve.send({"t": "chat", **{k: line[k] for k in ("seq", "text", "sig", "vk")}})
        eve.send({"t": "chat", **{k: line[k] for k in ("seq", "sig", "vk")}, "text": "Ann: I resign"})
        h.wait_for(r"dropped a chat line from Eve: whose signature does not verify")
        # then floods with lines of its own, signed: a burst goes through, the rest is dropped, and Eve is told
        key = fairdice.signing_key(os.urandom(32))
        vk = fairdice.public_key(key)
        game = h.wait_for(r"game ([0-9a-f]+):").group(1)
        for i in range(400):
            text = f"spam {i}"
            eve.send({"t": "chat", "seq": 10 + i, "text": text, "sig": chat.sign(key, game, 2, 10 + i, text), "vk": vk})
        told = eve.recv_kind("chat_slow")
        assert told["dropped"] >= 1
        eve.send({"t": "bye", "reason": "done"})
        h.wait_for(r"Eve left")

        joe = typed_joiner(tmp_path, port, "Joe")
        joe.wait_for(r"joined: you play seat")
        joe.type("Joe says hello\tto you")
        ann.wait_for(r"^\[chat\] Joe: Joe says hello to you$")
        h.wait_for(r"^\[chat\] Joe: Joe says hello to you$")
        ann.type("and goodbye")
        joe.wait_for(r"^\[chat\] Ann: and goodbye$")
        h.wait_for(r"^\[chat\] Ann: and goodbye$")

        # of Eve's flood only a burst reached anyone, nothing forged did; the host's log of what it dropped is short
        for proc in (h, ann, joe):
            assert count(proc, "[chat] Eve: spam") <= chat.BURST, proc.output()
            assert count(proc, "I resign") == 0 and count(proc, "[chat] Eve: hi all") == 0
        dropped = count(h, "dropped a chat line")
        assert 1 <= dropped <= 6, h.output()
        assert count(ann, "dropped a chat line") == 0
        assert 1 <= count(ann, "[chat] Eve: spam") <= chat.BURST
        assert count(h, "[chat] Ann: hi all") == 1
    finally:
        for peer in (eve, stranger):
            if peer is not None:
                peer.close()
        for proc in (ann, joe, h):
            if proc is not None:
                proc.kill()


def test_a_headless_spectator_prints_the_chat_it_reads(tmp_path: Path) -> None:
    h, port = typed_host(tmp_path, "--players", "3", "--ai", "greedy", "--spectators", "1")  # (a lobby: waits)
    ann = typed_joiner(tmp_path, port, "Ann")
    sue: Proc | None = None
    try:
        ann.wait_for(r"joined: you play seat")
        sue = procs.join(tmp_path, port, "Sue", "--watch", "--console")
        sue.wait_for(r"watching the game")
        h.wait_for(r"Sue watches the game")
        h.type("hello to the \x1b[2Jwatchers")
        sue.wait_for(r"^\[chat\] Host: hello to the \[2Jwatchers$")
        ann.type("Ann here, good luck")
        sue.wait_for(r"^\[chat\] Ann: Ann here, good luck$")
        h.wait_for(r"^\[chat\] Ann: Ann here, good luck$")
        assert count(sue, "dropped a chat line") == 0, sue.output()
    finally:
        for proc in (sue, ann, h):
            if proc is not None:
                proc.kill()
