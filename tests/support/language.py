"""English left in a translated window: the check every language test makes (``english_left``) and what it reads
(``shown_texts``).

A text counts as English where it is (placeholders filled in) an English source string whose translation differs,
or holds one of the game's English words that neither translation uses.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QTextBrowser,
    QWidget,
)

from carolus import resources

ENGLISH_WORDS = (
    "the",
    "and",
    "knight",
    "knights",
    "castle",
    "castles",
    "emperor",
    "placed",
    "moved",
    "drew",
    "court",
    "disc",
    "discs",
    "round",
    "your",
    "turn",
    "nothing",
    "happened",
    "won",
    "game",
    "players",
    "settings",
    "rules",
    "hint",
    "replay",
    "choose",
    "move",
    "seat",
    "seats",
    "new",
    "you",
)
"""Words of the game's English that neither translation uses (not "Region", "Reserve", "Team", "place"...)."""


def english_patterns(lang: str) -> list[re.Pattern[str]]:
    """The English source strings (and English plural forms) that have a different translation in ``lang``,
    as patterns with their placeholders open."""
    sources: set[str] = set()
    for name, keep_same in ((f"carolus_{lang}.ts", False), ("carolus_en.ts", True)):
        for message in ET.parse(resources.TRANSLATIONS / name).getroot().iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            forms = [f.text or "" for f in translation.iter("numerusform")] if translation is not None else []
            if keep_same:  # English plural forms: the words a player would read in English
                sources.update(forms)
            elif forms or (translation is not None and translation.text != source):
                sources.add(source)
    patterns = []
    for source in sources:
        if "<" in source or not re.search(r"[A-Za-z]{3,}", re.sub(r"\{[^}]*\}", "", source)):
            continue  # HTML (the rules, checked by their words) and templates of placeholders only
        regex = re.escape(source.replace("&", ""))
        regex = re.sub(r"\\\{[^}]*\\\}", ".+", regex).replace("%n", r"\d+").replace(r"\(s\)", "s?")
        patterns.append(re.compile(regex))
    return patterns


def english_left(texts: list[str], lang: str) -> list[str]:
    """Texts that are English where a translation exists."""
    patterns = english_patterns(lang)
    words = re.compile(r"\b(" + "|".join(ENGLISH_WORDS) + r")\b", re.IGNORECASE)
    left = []
    for text in texts:
        plain = re.sub(r"<[^>]+>", "", text).replace("&", "").strip()
        if plain and (any(p.fullmatch(plain) for p in patterns) or words.search(plain)):
            left.append(plain)
    return left


def shown_texts(widget: QWidget) -> list[str]:
    """Everything a widget and its children say: titles, labels, buttons, list and combo entries, tooltips,
    placeholders and menu entries."""
    texts = [widget.windowTitle(), widget.toolTip()]
    for child in [widget, *widget.findChildren(QWidget)]:
        texts.append(child.toolTip())
        if isinstance(child, (QLabel, QAbstractButton)):
            texts.append(child.text())
        elif isinstance(child, QGroupBox):
            texts.append(child.title())
        elif isinstance(child, QComboBox):
            texts.extend(child.itemText(i) for i in range(child.count()))
        elif isinstance(child, QListWidget):
            texts.extend(child.item(i).text() for i in range(child.count()))
        elif isinstance(child, QLineEdit):
            texts.append(child.placeholderText())
        elif isinstance(child, QTextBrowser):
            texts.append(child.toPlainText())
        elif isinstance(child, QMenu):
            texts.extend(a.text() for a in child.actions())
    return [t for t in texts if t and t.strip()]
