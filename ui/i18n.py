"""Translations: the window speaks the system's language when a translation exists.

Qt's own machinery does the work: a QTranslator loads
``resources/translations/carolus_<lang>.qm`` for the chosen language, and a
second one Qt's own strings (the buttons of standard dialogs) when Qt ships
them. English is the source language; its ``carolus_en.qm`` holds only the
plural forms (``%n knight(s)`` -> ``1 knight`` / ``2 knights``), so it is
loaded too. The language is the system's (LANG/LANGUAGE, with Qt's fallbacks:
de_AT -> de) when the game speaks it, else English; the ``CAROLUS_LANG``
environment variable (tests) or the Settings dialog (QSettings
``ui/language``) can name one. It is chosen when the first window opens: a
change in Settings takes effect at the next start.

To update after changing strings: ``python3 tools/i18n_check.py --update``
(runs pyside6-lupdate for every language, lists what is left to translate);
translate; then ``python3 tools/i18n_check.py --release`` (pyside6-lrelease).
"""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from carolus import resources

from .words.narration import NARRATION_CONTEXT, english, set_translator

LANGUAGES: dict[str, str] = {"en": "English", "de": "Deutsch", "fr": "Français"}
"""The languages the game speaks: code -> name in that language (offered in Settings besides the system's)."""
SOURCE_LANGUAGE = "en"

_installed: list[QTranslator] = []


def _translate(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """The words' templates (log, hints, luck, story) through Qt; English plurals from the source text where
    carolus_en.qm is not loaded."""
    translated = QCoreApplication.translate(NARRATION_CONTEXT, text, disambiguation, n)
    return english(translated, None, n) if translated == text or "(s)" in translated else translated


# here, where a language is installed: every part of the window that words the game speaks the player's language,
# whichever of them was imported first (the words alone, in a test, spoke English)
set_translator(_translate)

_decided = False
_language = SOURCE_LANGUAGE


def chosen_locale(setting: str = "") -> QLocale:
    """CAROLUS_LANG wins, then the setting, then the system's locale."""
    code = os.environ.get("CAROLUS_LANG", "").strip() or setting.strip()
    return QLocale(code) if code else QLocale.system()


def language_of(locale: QLocale) -> str:
    """The game's language for a locale: its first UI language the game speaks, else English."""
    for name in [locale.name(), *locale.uiLanguages()]:
        code = name.replace("-", "_").split("_")[0].lower()
        if code in LANGUAGES:
            return code
    return SOURCE_LANGUAGE


def ensure_installed(setting: str = "") -> None:
    """The first window of the process picks the language; later windows keep it."""
    if not _decided:
        install(setting)


def install(setting: str = "") -> str:
    """Load the game's (and Qt's) translation for the chosen language into the application (replacing any);
    returns the language code in use."""
    global _decided
    _decided = True
    return _load(language_of(chosen_locale(setting)))


def _load(code: str) -> str:
    global _language
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("create the QApplication before installing translations")
    while _installed:
        app.removeTranslator(_installed.pop())
    _language = SOURCE_LANGUAGE
    game = QTranslator(app)
    if not game.load(str(resources.TRANSLATIONS / f"carolus_{code}.qm")):
        return _language  # a broken install: English source strings
    app.installTranslator(game)
    _installed.append(game)
    _language = code
    qt = QTranslator(app)
    if code != SOURCE_LANGUAGE and qt.load(
        QLocale(code), "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    ):
        app.installTranslator(qt)
        _installed.append(qt)
    return code


def language() -> str:
    """The language the window speaks now (``en``, ``de``, ``fr``)."""
    return _language


def installed() -> bool:
    """Whether a translation other than English is in use."""
    return _language != SOURCE_LANGUAGE


def remove() -> None:
    """Back to English (the source strings and their plural forms)."""
    _load(SOURCE_LANGUAGE)
