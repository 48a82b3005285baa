"""Translations: the window speaks the system's language when a translation exists.

Qt's own machinery does the work: a QTranslator loads
``resources/translations/carolus_<lang>.qm`` for the chosen locale (with
Qt's fallbacks, de_AT -> de), and a second one Qt's own strings (the
buttons of standard dialogs) when Qt ships them. The language is the
system's (LANG/LANGUAGE), unless the ``CAROLUS_LANG`` environment variable
or the Settings dialog (QSettings ``ui/language``) names one; ``en`` means
no translation.

To update after changing strings:
``pyside6-lupdate ui/*.py ui/board/*.py -ts resources/translations/carolus_de.ts``,
translate, then ``pyside6-lrelease resources/translations/carolus_de.ts``.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

import resources

LANGUAGES: dict[str, str] = {"en": "English", "de": "Deutsch"}
"""Choices offered in the Settings dialog besides the system's: code -> name in that language."""

_installed: list[QTranslator] = []
_decided = False


def chosen_locale(setting: str = "") -> QLocale:
    """CAROLUS_LANG wins, then the setting, then the system's locale."""
    code = os.environ.get("CAROLUS_LANG", "").strip() or setting.strip()
    return QLocale(code) if code else QLocale.system()


def ensure_installed(setting: str = "") -> None:
    """The first window of the process picks the language; later windows keep it."""
    if not _decided:
        install(setting)


def install(setting: str = "") -> QLocale:
    """Load the game's (and Qt's) translation for the chosen language into the application (replacing any)."""
    global _decided
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("create the QApplication before installing translations")
    remove()
    _decided = True
    locale = chosen_locale(setting)
    if locale.language() in (QLocale.Language.English, QLocale.Language.C):
        return locale
    game = QTranslator(app)
    if game.load(locale, "carolus", "_", str(resources.TRANSLATIONS)):
        app.installTranslator(game)
        _installed.append(game)
        qt = QTranslator(app)
        if qt.load(locale, "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            app.installTranslator(qt)
            _installed.append(qt)
    return locale


def installed() -> bool:
    """Whether a translation of the game is in use."""
    return bool(_installed)


def remove() -> None:
    """Back to the English source strings."""
    app = QCoreApplication.instance()
    while _installed:
        translator = _installed.pop()
        if app is not None:
            app.removeTranslator(translator)
