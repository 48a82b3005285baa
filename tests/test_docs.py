"""The rules and the record format live in ``docs/``, and the code points there.

Every ``docs/rules.md §N`` or ``docs/record-format.md §N`` the repository cites
must be a numbered section of that page; nothing may cite the old, unshipped
pages again; the example record of ``docs/record-format.md`` must load, replay
(through ``carolus replay`` too) to the output printed beside it; and the seed
derivation that page spells out must give what ``chance.py`` gives.
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

import pytest

from carolus.engine import commands
from carolus.engine.chance import DiceStream, seeded_setup
from carolus.engine.match import Match
from carolus.engine.record import Record
from carolus.engine.snapshot import replay_json

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
PAGES = ("rules.md", "record-format.md")
SCANNED = ("README.md", "pyproject.toml", "carolus", "carolus_qt", "net", "ui", "resources", "tests", "tools")
SCANNED += ("benchmarks", "scripts")
TEXT_SUFFIXES = {".py", ".md", ".json", ".toml", ".txt", ".ts", ".yml", ".yaml", ".cfg", ".spec"}
OLD_PAGES = ("RULES" + ".md", "RECORD" + ".md")  # spelt apart so this file does not cite them itself
CITE = re.compile(r"\b(rules|record-format)\.md §(\d+)")
DOC_PATH = re.compile(r"\bdocs/([\w.-]+\.md)")


def sections(page: str) -> set[int]:
    """The section numbers of a page: its ``## N. Title`` headings."""
    text = (DOCS / page).read_text(encoding="utf-8")
    return {int(n) for n in re.findall(r"^## (\d+)\. ", text, re.MULTILINE)}


def repository_texts() -> list[Path]:
    """Every text file of the repository a reader or the package sees (the docs included)."""
    out = sorted(DOCS.glob("*.md"))
    for name in SCANNED:
        path = ROOT / name
        if path.is_file():
            out.append(path)
        elif path.is_dir():
            out += sorted(p for p in path.rglob("*") if p.is_file() and p.suffix in TEXT_SUFFIXES)
    return [p for p in out if "egg-info" not in str(p) and "__pycache__" not in p.parts]


def json_blocks(page: str) -> list[object]:
    text = (DOCS / page).read_text(encoding="utf-8")
    return [json.loads(block) for block in re.findall(r"^```json\n(.*?)^```", text, re.MULTILINE | re.DOTALL)]


def test_sections_are_numbered_one_after_another() -> None:
    for page in PAGES:
        numbers = sections(page)
        assert numbers == set(range(1, len(numbers) + 1)), page
        assert len(numbers) >= 10, page


def test_every_cited_section_exists() -> None:
    known = {page: sections(page) for page in PAGES}
    cites = 0
    for path in repository_texts():
        text = path.read_text(encoding="utf-8", errors="replace")
        for name in DOC_PATH.findall(text):
            assert (DOCS / name).is_file(), f"{path.relative_to(ROOT)} cites docs/{name}, which does not exist"
        for stem, number in CITE.findall(text):
            cites += 1
            assert int(number) in known[f"{stem}.md"], f"{path.relative_to(ROOT)} cites {stem}.md §{number}"
    assert cites >= 40  # the code does cite the pages (a broken pattern would find none and pass)


def test_nothing_cites_the_old_unshipped_pages() -> None:
    offenders = [
        f"{path.relative_to(ROOT)}: {old}"
        for path in repository_texts()
        for old in OLD_PAGES
        if old in path.read_text(encoding="utf-8", errors="replace")
    ]
    assert offenders == []


def test_readme_links_both_pages() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for page in PAGES:
        assert f"(docs/{page})" in readme


def example() -> tuple[dict, dict]:
    blocks = json_blocks("record-format.md")
    records = [b for b in blocks if isinstance(b, dict) and b.get("format") == "carolus-record"]
    outputs = [b for b in blocks if isinstance(b, dict) and "format" not in b and "regions" in b]
    assert len(records) == 1 and len(outputs) == 1
    return records[0], outputs[0]


def test_example_record_loads_and_replays_to_the_output_shown() -> None:
    record_dict, output = example()
    record = Record.from_dict(record_dict)
    assert record.to_dict() == record_dict  # the example is written as the writer writes it
    assert replay_json(Match(record).state) == output


def test_example_record_through_carolus_replay(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record_dict, output = example()
    path = tmp_path / "example.json"
    path.write_text(json.dumps(record_dict), encoding="utf-8")
    assert commands.main(["replay", str(path), "--json"]) == 0
    printed = capsys.readouterr().out
    assert printed.count("\n") == 1
    assert json.loads(printed) == output


def _word(seed: str, purpose: str, i: int) -> int:
    """record-format.md §4, word i of a stream, written out from the page's words."""
    digest = hashlib.sha256(f"carolus/{purpose}/{seed.lower()}/{i // 4}".encode("ascii")).digest()
    return int.from_bytes(digest[8 * (i % 4) : 8 * (i % 4) + 8], "big")


@pytest.mark.parametrize("seed,players", [("c0ffee42", 2), ("ABC", 3), ("5eed", 4)])
def test_the_seed_derivation_as_the_page_spells_it(seed: str, players: int) -> None:
    reserve = {2: 7, 3: 9, 4: 7}[players]
    bag = [c for c in range(5) for _ in range(3)]
    for i in range(14, 0, -1):
        j = _word(seed, "setup", 14 - i) % (i + 1)
        bag[i], bag[j] = bag[j], bag[i]
    start = _word(seed, "setup", 15) % players
    reserves: dict[int, tuple[int, ...]] = {}
    for offset in range(players):
        first = 16 + offset * reserve
        reserves[(start + offset) % players] = tuple(_word(seed, "setup", w) % 6 for w in range(first, first + reserve))
    dealt = seeded_setup(seed, players)
    assert dealt.provinces == tuple(bag)
    assert dealt.emperor == _word(seed, "setup", 14) % 15
    assert dealt.start_player == start
    assert dealt.reserves == tuple(reserves[p] for p in range(players))
    dice = DiceStream(seed)
    assert [dice.face(k) for k in range(40)] == [_word(seed, "dice", k) % 6 for k in range(40)]
