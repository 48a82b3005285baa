"""LAN news reaches the window as typed events (a code and plain data) and is worded in the player's language.

``net`` keeps its English lines for the console; the window reads only an event's code and data
(``carolus.ui.lan.words``). These tests check that every code ``net`` emits has its sentence, that German and French
windows show those sentences (a real host and a real joiner on loopback), and that a refusal by the host is
said in the language, never as the host's English sentence.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from carolus.net.joiner import JoinerCore
from carolus.net.protocol_types import Code, Event
from carolus.net.refusals import MISMATCHES, REFUSALS, refusal_code
from carolus.ui import i18n
from carolus.ui.lan import HostOptions, host_game
from carolus.ui.lan.words import SILENT, WORDS, refusal, words
from tests.support.lan_window import joiner_thread, open_window

pytestmark = pytest.mark.timeout(120)
NET = Path(__file__).resolve().parent.parent / "net"
SAMPLE = {
    "name": "Bob",
    "old": "Ann",
    "names": ["Ann", "Bob"],
    "seats": [1],
    "reason": "password",
    "seconds": 60,
    "key": "ab12",
    "pinned": "cd34",
    "said": "wrong game password",
    "mine": False,
}


def emitted_codes() -> set[str]:
    """Every event code written in ``net``'s sources: the ``code=`` keyword of any call and the third positional
    argument of a ``_log(text, kind, code, ...)`` call, or the host's ``log`` (a string, or ``a if c else b`` of
    strings)."""

    def strings(node: ast.expr) -> set[str]:
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return {node.value}
        if isinstance(node, ast.IfExp):
            return strings(node.body) | strings(node.orelse)
        return set()

    codes: set[str] = set()
    for path in NET.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            for keyword in node.keywords:
                if keyword.arg == "code":
                    codes |= strings(keyword.value)
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            if name in ("_log", "log") and len(node.args) >= 3:
                codes |= strings(node.args[2])
    return codes - {""}


def english(code: str, data: dict) -> str:
    """The sentence with no translator installed (the source text)."""
    i18n.remove()
    try:
        return words(Event("log", "", dict(data), code=code)) or ""
    finally:
        i18n.install()


def test_every_code_net_emits_has_a_sentence_and_no_sentence_is_orphaned() -> None:
    codes = emitted_codes()
    assert {
        "joined",
        "back",
        "started",
        "standin",
        "rolled_without",
        "resynced",
        "paused",
        "refused",
        "refused_peer",
        "waiting_dice",
        "host_lost",
        "dice_dropped",
        "illegal_order",
    } <= codes
    assert codes - set(WORDS) - SILENT == set()
    assert set(WORDS) | SILENT == set(Code) and not set(WORDS) & SILENT  # the window words every declared event
    unused = set(WORDS) - codes
    assert unused <= {"rolled_without_you"} or unused == set(), unused


def test_every_refusal_the_host_sends_is_known_by_its_code() -> None:
    for code, text in REFUSALS.items():
        assert refusal_code(text) == code
        assert refusal(code) != ""
    assert refusal_code("wrong game password (or the host does not know it)") == "password"
    assert refusal_code("protocol version 2 does not match the host's 3") == "protocol"
    for code in (*MISMATCHES, "unconfirmed", "flood", "unproved"):
        assert refusal(code) != "", code
    assert refusal_code("something a newer host says") == "other"
    assert refusal("other", "something a newer host says") == "something a newer host says"


def test_every_sentence_is_translated_with_the_names_kept(qapp, lang: str) -> None:
    for code in sorted(WORDS):
        said = words(Event("log", "", dict(SAMPLE), code=code))
        assert said, code
        assert said != english(code, SAMPLE), (lang, code, said)
        assert "{" not in said, (lang, code, said)
    assert "Bob" in words(Event("log", "", dict(SAMPLE), code="joined"))
    assert "Ann, Bob" in words(Event("log", "", dict(SAMPLE), code="started"))


def test_an_unworded_event_says_nothing_to_the_window() -> None:
    assert words(Event("log", "dropped a message: garbage")) is None
    assert words(Event("over", "game over; digest 00", code="over")) is None


@pytest.mark.lan
def test_a_host_window_says_who_joined_in_its_language(qtbot, state_dir: Path, lang: str) -> None:
    window = open_window(qtbot)
    session = host_game(
        window,
        HostOptions("Ann", 2, 0, 0, "", "random", announce=False, start_when_ready=True),
        endpoint="tcp://127.0.0.1:0",
    )
    window.lan_session = session
    said: list[str] = []
    session.bridge.notice.connect(said.append)
    node, t = joiner_thread(session.bridge.node.bound_port, JoinerCore("Bob"))
    try:
        joined = words(Event("joined", "", {"name": "Bob"}, code="joined"))
        started = words(Event("started", "", {"names": ["Ann", "Bob"]}, code="started"))
        qtbot.waitUntil(lambda: joined in said and started in said, timeout=20000)
        assert joined != english("joined", {"name": "Bob"})
        assert not any("joined" in s or "game starts" in s for s in said), said
    finally:
        session.stop()
        node.stop()
        t.join(10)
        node.close()


@pytest.mark.lan
def test_a_joiner_refused_by_the_host_reads_why_in_its_language(
    qtbot, state_dir: Path, tmp_path: Path, lang: str
) -> None:
    from PySide6.QtWidgets import QApplication, QMessageBox

    from carolus.ui.lan import JoinOptions, join_game
    from tests.support.net_procs import host

    h, port = host(tmp_path, "--players", "2", "--ai", "random", password="s3cret")
    window = open_window(qtbot)
    try:
        window.lan_session = join_game(window, JoinOptions("Bob", f"127.0.0.1:{port}", "guess"))
        qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), QMessageBox), timeout=20000)
        box = QApplication.activeModalWidget()
        expected = words(Event("rejected", "", {"reason": "password", "said": REFUSALS["password"]}, code="refused"))
        assert box.objectName() == "lan-warning" and box.text() == expected
        assert expected != english("refused", {"reason": "password", "said": REFUSALS["password"]})
        assert REFUSALS["password"] not in box.text() and "password" not in box.text()  # the host's English
        assert box.windowTitle() == {"de": "Teilnahme nicht möglich", "fr": "Impossible de rejoindre"}[lang]
        box.button(QMessageBox.StandardButton.Ok).click()
        qtbot.waitUntil(lambda: window.controller is not None)  # then the window's usual first game
    finally:
        if window.lan_session is not None:
            window.lan_session.stop()
        h.kill()
