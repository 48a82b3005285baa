"""Every error code the engine raises has words of its own in the window, in every language."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from carolus.engine import errors
from carolus.engine.errors import CarolusError, IllegalActionError
from carolus.engine.match import ReplayError
from carolus.ui import i18n
from carolus.ui.words.error_words import error_text, generic_text

ROOT = Path(__file__).resolve().parents[1]
RAISED_CODE = re.compile(r'Error\(\s*f?"(?:[^"\\]|\\.)*",\s*"([a-z0-9-]+)"', re.DOTALL)


def engine_codes() -> set[str]:
    """The codes given where the engine (and the LAN resume) raise, and the classes' own."""
    codes = {cls.code for cls in vars(errors).values() if isinstance(cls, type) and issubclass(cls, CarolusError)}
    codes.add(ReplayError.code)
    for path in [*(ROOT / "carolus_qt").rglob("*.py"), ROOT / "net" / "places.py"]:
        codes.update(RAISED_CODE.findall(path.read_text(encoding="utf-8")))
    return codes


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_every_engine_code_is_worded_and_translated(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    monkeypatch.setenv("CAROLUS_LANG", lang)
    i18n.install()
    try:
        codes = engine_codes()
        assert {"too-large", "bad-json", "wrong-version", "disc-taken", "free-draw-alone", "wrong-phase"} <= codes
        generic = generic_text()
        worded = {
            code: error_text(
                CarolusError(
                    "english",
                    code,
                    player=1,
                    disc=3,
                    colour="red",
                    variant="piles",
                    others=("piles",),
                    must="place",
                    most=2,
                    index=4,
                    pile=0,
                )
            )
            for code in sorted(codes)
        }
        assert [code for code, text in worded.items() if text == generic] == ["error"]
        assert not any("english" in text or "{" in text for text in worded.values())
        if lang != "en":
            english = {"There is no such file.", "The game is over.", "Player 2 must place a knight now."}
            assert not english & set(worded.values())
    finally:
        i18n.remove()


def test_a_replay_error_says_which_action_and_which_rule_with_the_players_names() -> None:
    inner = IllegalActionError("player 1 has no disc 4 left", "no-disc-left", player=1, disc=4)
    error = ReplayError(11, inner)
    assert str(error) == "action 11: player 1 has no disc 4 left"
    assert error_text(error, ["Ann", "Bob"]) == "Action 12 of the record cannot be played. Bob has no disc 4 left."
    assert error_text(error) == "Action 12 of the record cannot be played. Player 2 has no disc 4 left."
    assert error_text(ValueError("anything")) == generic_text()
