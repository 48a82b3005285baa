"""Translations: find what is left to translate, refresh the .ts files, fill them, build the .qm files.

Usage (from the repository root):

    python3 tools/i18n_check.py                 # check only: exit 1 and say what is missing or stale
    python3 tools/i18n_check.py --update        # pyside6-lupdate every .ts from the sources, then check
    python3 tools/i18n_check.py --todo fr       # the unfinished strings of one language, as JSON to fill in
    python3 tools/i18n_check.py --fill fr FILE  # put the translations of a filled --todo file into carolus_fr.ts
                                                # (French: a space before : ; ? ! becomes a no-break space)
    python3 tools/i18n_check.py --harvest FILE  # take translations from another copy of a .ts (a merge)
    python3 tools/i18n_check.py --release       # pyside6-lrelease every .ts into its .qm

The .ts files are lupdate's own output with ``-no-obsolete -locations none -sort-messages``: no line numbers,
messages sorted, strings no source uses any more dropped, so a change to the sources or a merge of two
branches touches only the messages that changed. ``carolus_en.ts`` holds only the English plural forms
(``-pluralonly``); German and French hold every string. The check fails when a source string is missing from
a .ts or a .ts holds one no source has (run ``--update``), when a German or French message (or an English
plural) is unfinished, or when a .qm is older than its .ts or differs from what pyside6-lrelease builds.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TRANSLATIONS = ROOT / "resources" / "translations"
SOURCE_DIRS = ("ui",)
"""Where tr() strings live (the engine and the network layer speak no player's language)."""
LANGUAGES = {"de": [], "fr": [], "en": ["-pluralonly"]}
"""Language -> extra lupdate options."""
LUPDATE_OPTIONS = ["-no-obsolete", "-locations", "none", "-sort-messages", "-silent"]

MTIME_SLACK = 2.0
"""Seconds a .qm may seem older than its .ts: a git checkout writes both in the same moment, in either order."""

Key = tuple[str, str, str]
"""(context, source, disambiguation comment)."""


def sources() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for d in SOURCE_DIRS for p in (ROOT / d).rglob("*.py"))


def ts_path(lang: str) -> Path:
    return TRANSLATIONS / f"carolus_{lang}.ts"


def qm_path(lang: str) -> Path:
    return TRANSLATIONS / f"carolus_{lang}.qm"


LUPDATE_FLOOR = (6, 12)
"""The oldest pyside6-lupdate that reads the sources as the .ts files were made: 6.11's misses the plural forms of
``QCoreApplication.translate(context, text, None, n)`` (and ``n=``), so it would call them stale."""

TOOLS_ENV = "CAROLUS_QT_TOOLS"
"""A folder holding pyside6-lupdate and pyside6-lrelease of PySide6 6.12 or later, used first: where the game itself
runs on an older PySide6 (Python 3.10 and 3.11 keep below 6.12), .ci/run installs them apart and names them here."""


def find_tool(name: str) -> str | None:
    """PySide6's ``name`` from ``$CAROLUS_QT_TOOLS``, else beside this Python (a venv's tools are there even when it
    is not on PATH), else on PATH."""
    for folder in (os.environ.get(TOOLS_ENV, ""), str(Path(sys.executable).parent)):
        beside = Path(folder) / name if folder else None
        if beside is not None and beside.is_file() and os.access(beside, os.X_OK):
            return str(beside)
    return shutil.which(name)


def lupdate_version() -> tuple[int, ...]:
    """The version of the pyside6-lupdate the check would run (``lupdate version 6.12.0``)."""
    done = subprocess.run([_tool("pyside6-lupdate"), "-version"], capture_output=True, text=True, check=False)
    found = re.search(r"(\d+)\.(\d+)(?:\.(\d+))?", done.stdout + done.stderr)
    return tuple(int(part) for part in found.groups() if part is not None) if found else ()


def _tool(name: str) -> str:
    found = find_tool(name)
    if found is None:
        raise SystemExit(f"{name} not found (it comes with PySide6: pip install pyside6)")
    return found


def lupdate(lang: str, ts: Path) -> None:
    """Bring ``ts`` in line with the sources (keeping its translations); left untouched when nothing changed,
    so its .qm stays newer."""
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp) / ts.name
        shutil.copy(ts, work)
        subprocess.run(
            [_tool("pyside6-lupdate"), *LUPDATE_OPTIONS, *LANGUAGES[lang], *sources(), "-ts", str(work)],
            cwd=ROOT,
            check=True,
            capture_output=True,
            text=True,
        )
        if work.read_bytes() != ts.read_bytes():
            shutil.copy(work, ts)


def lrelease(ts: Path, qm: Path) -> None:
    subprocess.run(
        [_tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True, capture_output=True, text=True
    )


def messages(ts: Path) -> dict[Key, ET.Element]:
    """Every message of a .ts by its key (obsolete and vanished ones left out)."""
    out: dict[Key, ET.Element] = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None and translation.get("type") in ("obsolete", "vanished"):
                continue
            out[(name, message.findtext("source") or "", message.findtext("comment") or "")] = message
    return out


def unfinished(ts: Path) -> list[Key]:
    """Messages without a finished translation (every plural form filled)."""
    todo = []
    for key, message in messages(ts).items():
        translation = message.find("translation")
        forms = [] if translation is None else [f.text or "" for f in translation.iter("numerusform")]
        empty = translation is None or (not all(forms) if forms else not (translation.text or ""))
        if empty or (translation is not None and translation.get("type") == "unfinished"):
            todo.append(key)
    return todo


def problems() -> list[str]:
    """Everything that is out of step, one line each (empty when all is well)."""
    lines = []
    with tempfile.TemporaryDirectory() as tmp:
        for lang in LANGUAGES:
            ts = ts_path(lang)
            if not ts.exists():
                lines.append(f"{ts.name}: missing (run --update)")
                continue
            fresh = Path(tmp) / ts.name
            shutil.copy(ts, fresh)
            lupdate(lang, fresh)
            have, want = set(messages(ts)), set(messages(fresh))
            for key in sorted(want - have):
                lines.append(f"{ts.name}: not yet in the file (run --update): {_show(key)}")
            for key in sorted(have - want):
                lines.append(f"{ts.name}: no source uses it any more (run --update): {_show(key)}")
            for key in unfinished(fresh):
                lines.append(f"{ts.name}: untranslated: {_show(key)}")
            qm = qm_path(lang)
            built = Path(tmp) / qm.name
            lrelease(ts, built)
            if not qm.exists():
                lines.append(f"{qm.name}: missing (run --release)")
            elif qm.stat().st_mtime < ts.stat().st_mtime - MTIME_SLACK or qm.read_bytes() != built.read_bytes():
                lines.append(f"{qm.name}: older than {ts.name} or not what pyside6-lrelease builds (run --release)")
    return lines


def _show(key: Key) -> str:
    context, source, comment = key
    text = source if len(source) < 90 else source[:87] + "…"
    return f"[{context or '(log)'}] {json.dumps(text, ensure_ascii=False)}" + (f" ({comment})" if comment else "")


def todo(lang: str) -> list[dict[str, object]]:
    """The unfinished messages of a language, ready to be filled in and given back to --fill."""
    ts = ts_path(lang)
    found = messages(ts)
    out = []
    for key in unfinished(ts):
        message = found[key]
        entry: dict[str, object] = {"context": key[0], "source": key[1], "comment": key[2]}
        if message.get("numerus") == "yes":
            entry["numerus"] = ["", ""]  # singular, plural (German, French and English have two forms)
        else:
            entry["translation"] = ""
        out.append(entry)
    return out


def typography(lang: str, text: str) -> str:
    """French puts a no-break space before : ; ? ! (typed as a plain space, written as U+00A0)."""
    return re.sub(r" ([:;?!])", "\u00a0\\1", text) if lang == "fr" else text


def fill(lang: str, entries: list[dict[str, object]]) -> int:
    """Write the given translations into the language's .ts (French spaces before : ; ? ! made no-break);
    returns how many were used."""
    ts = ts_path(lang)
    tree = ET.parse(ts)
    by_key = {(e.get("context", ""), e["source"], e.get("comment", "")): e for e in entries}
    used = 0
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            entry = by_key.get((name, message.findtext("source") or "", message.findtext("comment") or ""))
            if entry is None:
                continue
            translation = message.find("translation")
            if translation is None:
                translation = ET.SubElement(message, "translation")
            if message.get("numerus") == "yes":
                forms = [typography(lang, str(f)) for f in entry.get("numerus", [])]  # type: ignore[union-attr]
                if not forms or not all(forms):
                    continue
                for old in list(translation):
                    translation.remove(old)
                translation.text = None
                for form in forms:
                    ET.SubElement(translation, "numerusform").text = form
            else:
                text = typography(lang, str(entry.get("translation", "")))
                if not text:
                    continue
                translation.text = text
            translation.attrib.pop("type", None)
            used += 1
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    lupdate(lang, ts)  # back to lupdate's own layout
    return used


def harvest(other: Path) -> int:
    """Fill unfinished messages of the same language from another copy of its .ts (e.g. a branch's)."""
    lang = _language_of(other)
    theirs = messages(other)
    entries = []
    for key in unfinished(ts_path(lang)):
        message = theirs.get(key)
        if message is None or key in unfinished(other):
            continue
        translation = message.find("translation")
        assert translation is not None
        forms = [f.text or "" for f in translation.iter("numerusform")]
        entry: dict[str, object] = {"context": key[0], "source": key[1], "comment": key[2]}
        entry["numerus" if forms else "translation"] = forms or (translation.text or "")
        entries.append(entry)
    return fill(lang, entries) if entries else 0


def _language_of(ts: Path) -> str:
    code = (ET.parse(ts).getroot().get("language") or "").split("_")[0]
    if code not in LANGUAGES:
        raise SystemExit(f"{ts}: its language {code!r} is not one of {', '.join(LANGUAGES)}")
    return code


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--update", action="store_true", help="refresh every .ts from the sources first")
    parser.add_argument("--todo", metavar="LANG", help="print the unfinished strings of LANG as JSON")
    parser.add_argument("--fill", nargs=2, metavar=("LANG", "FILE"), help="take translations from a --todo file")
    parser.add_argument("--harvest", metavar="TS", help="take finished translations from another copy of a .ts")
    parser.add_argument("--release", action="store_true", help="build every .qm with pyside6-lrelease")
    args = parser.parse_args(argv)
    if args.update:
        for lang in LANGUAGES:
            lupdate(lang, ts_path(lang))
    if args.todo:
        print(json.dumps(todo(args.todo), ensure_ascii=False, indent=1))
        return 0
    if args.fill:
        lang, path = args.fill
        used = fill(lang, json.loads(Path(path).read_text(encoding="utf-8")))
        print(f"{used} translations written to {ts_path(lang).name}")
    if args.harvest:
        print(f"{harvest(Path(args.harvest))} translations taken from {args.harvest}")
    if args.release:
        for lang in LANGUAGES:
            lrelease(ts_path(lang), qm_path(lang))
    found = problems()
    for line in found:
        print(line)
    counts = ", ".join(f"{lang} {len(messages(ts_path(lang)))}" for lang in LANGUAGES if ts_path(lang).exists())
    print(f"{len(found)} problem(s); messages per file: {counts}")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
