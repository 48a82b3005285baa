"""The game log's translation plumbing and colour words (no Qt here): ``narration`` and the window's variants
(``carolus.ui.variants``, their log sentences) word their sentences through ``tr``.

Every template goes through ``tr(text, disambiguation, n)`` (English here); the Qt side installs
``QCoreApplication.translate`` with ``set_translator``, so the log is translated without importing Qt.
pyside6-lupdate files the module-level ``tr("...")`` calls under the empty context (``NARRATION_CONTEXT``).
"""

from __future__ import annotations

from collections.abc import Callable

Translator = Callable[[str, "str | None", int], str]


def english(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """The source text with ``%n`` filled in and ``(s)`` resolved: English without a translator."""
    if n >= 0:
        text = text.replace("%n", str(n)).replace("(s)", "" if n == 1 else "s")
    return text


_translator: Translator = english


def set_translator(translate: Translator) -> Translator:
    """Route every template of the log through ``translate(text, disambiguation, n)``
    (e.g. QCoreApplication.translate with the context filled in); returns the one it replaces."""
    global _translator
    previous, _translator = _translator, translate
    return previous


NARRATION_CONTEXT = ""
"""The translation context of the log's phrases (where pyside6-lupdate puts module-level ``tr`` calls)."""


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the reader's language; with ``n`` >= 0 its plural form for ``n``, ``%n`` replaced."""
    return _translator(text, disambiguation, n)


def colour_word(colour: str | None) -> str:
    """A knight colour as an adjective in the reader's language (advice: ``place red in region 7``)."""
    words = {"blue": tr("blue"), "green": tr("green"), "pink": tr("pink"), "red": tr("red"), "yellow": tr("yellow")}
    return words.get(str(colour), str(colour))


def colour_noun(colour: str | None) -> str:
    """A knight colour as a noun (``took control of red``): German capitalises it, French takes an article."""
    words = {
        "blue": tr("blue", "colour as a noun"),
        "green": tr("green", "colour as a noun"),
        "pink": tr("pink", "colour as a noun"),
        "red": tr("red", "colour as a noun"),
        "yellow": tr("yellow", "colour as a noun"),
    }
    return words.get(str(colour), str(colour))
