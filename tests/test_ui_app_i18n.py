"""The window's language, icon and size: German when asked, the icon from resources, the size it was left at."""

from __future__ import annotations

import importlib.util
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QSize
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from carolus import resources
from carolus.ui import i18n
from carolus.ui.preferences import AppSettings
from carolus.ui.seats import GameSetup
from carolus.ui.windows.main_window import SCREEN_SHARE, MainWindow

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def german(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.delenv("CAROLUS_LANG", raising=False)  # conftest pins English for the other tests
    i18n.install("de")
    yield
    i18n.remove()


def _window(qtbot: QtBot) -> MainWindow:
    settings = AppSettings(QSettings())
    settings.animations_on = False
    w = MainWindow(settings)
    qtbot.addWidget(w)
    return w


def test_with_the_german_translation_menus_status_and_board_speak_german(
    qtbot: QtBot, user_dirs: Path, german: None
) -> None:
    assert i18n.installed()
    w = _window(qtbot)
    menus = [a.text() for a in w.menuBar().actions()]
    assert menus[:4] == ["&Spiel", "&Bearbeiten", "&Ansicht", "&Hilfe"]
    w.start_game(GameSetup(2, ("Anna", "Bruno"), ("human", "human"), "de1"))
    text = w.status_label.text()
    assert "Aufbau — " in text and text.endswith(": einen Ritter beliebiger Farbe nehmen (Krone gewürfelt).")
    assert w.scene.centre.round_text == "Aufbau"
    assert w.log_dock.windowTitle() == "Spielverlauf"
    w.controller.submit(w.controller.view().legal[0])
    assert "bestimmte eine Startkrone als" in w.log_list.item(0).text()
    w.controller.shutdown()


def test_english_is_the_source_language_and_carolus_lang_wins_over_the_setting(
    monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    monkeypatch.setenv("CAROLUS_LANG", "en")
    assert i18n.chosen_locale("de").name().startswith("en")
    i18n.install("de")
    assert not i18n.installed()
    monkeypatch.delenv("CAROLUS_LANG")
    assert i18n.chosen_locale("de").name().startswith("de")
    i18n.install("de")
    assert i18n.installed()
    i18n.remove()
    assert not i18n.installed()


def test_the_settings_dialog_remembers_the_language(qtbot: QtBot, user_dirs: Path) -> None:
    from carolus.ui.windows.settings_dialog import SettingsDialog

    w = _window(qtbot)
    dialog = SettingsDialog(w.settings, w)
    dialog.language.setCurrentIndex(dialog.language.findData("de"))
    dialog.accept()
    assert AppSettings(QSettings()).language == "de"


def test_every_source_string_is_translated_and_every_qm_is_built_from_its_ts() -> None:
    """tools/i18n_check.py: lupdate into a copy of each .ts must find the same messages, none unfinished in German
    or French (nor an English plural form), and each .qm must be what lrelease builds from its .ts."""
    check = _i18n_check()
    version = check.lupdate_version()
    if version < check.LUPDATE_FLOOR:
        pytest.skip(
            f"pyside6-lupdate {'.'.join(map(str, version))} misses plural forms in Python sources: set "
            f"{check.TOOLS_ENV} to the tools of PySide6 6.12 or later (.ci/run does)"
        )
    problems = check.problems()
    assert problems == [], "run python3 tools/i18n_check.py --update, translate, then --release:\n" + "\n".join(
        problems
    )


def test_the_check_notices_a_missing_translation_and_a_stale_qm(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    check = _i18n_check()
    copy = tmp_path / "translations"
    shutil.copytree(resources.TRANSLATIONS, copy)
    monkeypatch.setattr(check, "TRANSLATIONS", copy)
    ts = copy / "carolus_fr.ts"
    text = ts.read_text(encoding="utf-8")
    ts.write_text(
        text.replace("<translation>Reprendre la partie</translation>", '<translation type="unfinished"></translation>'),
        encoding="utf-8",
    )
    found = check.problems()
    assert any('carolus_fr.ts: untranslated: [App] "Resume game"' in line for line in found), found
    assert any(line.startswith("carolus_fr.qm: older than") for line in found), found


def _i18n_check():
    spec = importlib.util.spec_from_file_location("i18n_check", ROOT / "tools" / "i18n_check.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_window_has_the_icon_and_takes_most_of_a_fresh_screen(qtbot: QtBot, user_dirs: Path) -> None:
    w = _window(qtbot)
    assert not w.windowIcon().isNull() and resources.ICON.exists()
    free = (w.screen() or QGuiApplication.primaryScreen()).availableGeometry()
    assert w.size() == QSize(int(free.width() * SCREEN_SHARE), int(free.height() * SCREEN_SHARE))
    assert w.panel_dock.isHidden() and not w.log_dock.isHidden()


def test_the_window_reopens_at_the_size_and_docks_it_was_closed_with(qtbot: QtBot, user_dirs: Path) -> None:
    w = _window(qtbot)
    w.show()
    w.resize(700, 520)
    w.panel_dock.show()
    qtbot.waitUntil(lambda: w.size() == QSize(700, 520))
    w.close()
    again = _window(qtbot)
    again.show()
    assert again.size() == QSize(700, 520)
    assert not again.panel_dock.isHidden()


def test_a_damaged_saved_size_falls_back_to_most_of_the_screen(qtbot: QtBot, user_dirs: Path) -> None:
    QSettings().setValue("window/geometry", "not a geometry")
    QSettings().setValue("window/state", 42)
    w = _window(qtbot)
    free = (w.screen() or QGuiApplication.primaryScreen()).availableGeometry()
    assert w.size() == QSize(int(free.width() * SCREEN_SHARE), int(free.height() * SCREEN_SHARE))
    assert w.panel_dock.isHidden()
