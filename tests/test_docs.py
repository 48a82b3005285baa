"""The rules and the record format live in ``docs/``, and the code points there; the docs stay true to the code.

Every ``docs/rules.md §N`` or ``docs/record-format.md §N`` the repository cites
must be a numbered section of that page; nothing may cite the old, unshipped
pages again; the example record of ``docs/record-format.md`` must load, replay
(through ``carolus replay`` too) to the output printed beside it; and the seed
derivation that page spells out must give what ``chance.py`` gives. Every dotted
``carolus.*`` name, every repository path and every link in the README and
``docs/*.md`` must resolve (read from the source, so nothing is imported and no
Qt is loaded), so a renamed module or a moved file cannot leave a page behind.
"""

from __future__ import annotations

import ast
import hashlib
import json
import re
from functools import cache
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


# -- every name and path the docs mention resolves -----------------------------------------------------------------

DOTTED = re.compile(r"(?<![\w/.-])carolus(?:\.[A-Za-z_]\w*)+")
"""A dotted ``carolus.*`` name (module, or module attribute); not the tail of a path or of a longer name."""
FILE_SUFFIXES = {"py", "svg", "spec", "json", "md", "ts", "qm", "wav", "msgpack", "png", "txt", "toml", "log", "iss"}
"""``carolus.svg``, ``carolus.spec`` or ``carolus.log`` is a file's name, not a module's."""
LINK = re.compile(r"\]\(([^)\s]+)\)")
CODE_SPAN = re.compile(r"`([^`]+)`")
BARE_MODULE = re.compile(r"^[A-Za-z_]\w*\.py$")


def docs_pages() -> list[Path]:
    """The README and every page of ``docs/``: what a reader follows."""
    return [ROOT / "README.md", *sorted(DOCS.glob("*.md"))]


@cache
def package_dirs() -> dict[str, Path]:
    """``pyproject.toml``'s ``package-dir``: each installed package's folder in the checkout."""
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    table = text.split("[tool.setuptools.package-dir]", 1)[1].split("\n[", 1)[0]
    found = {name: ROOT / folder for name, folder in re.findall(r'^"([\w.]+)"\s*=\s*"([^"]+)"', table, re.MULTILINE)}
    assert found.get("carolus.engine") == ROOT / "carolus_qt", found  # the table was read
    return found


def module_file(module: str) -> Path | None:
    """The source of an importable ``carolus.*`` module (a package's ``__init__.py``), or None."""
    bases = [name for name in package_dirs() if module == name or module.startswith(name + ".")]
    if not bases:
        return None
    base = max(bases, key=len)
    path = package_dirs()[base].joinpath(*module[len(base) :].split(".")[1:])
    for candidate in (path / "__init__.py", path.with_suffix(".py")):
        if candidate.is_file():
            return candidate
    return None


@cache
def module_tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"))


def _absolute(module: str, node: ast.ImportFrom, path: Path) -> str:
    """The absolute name an ``ImportFrom`` in ``module`` (its source at ``path``) imports from."""
    if not node.level:
        return node.module or ""
    package = module.split(".") if path.name == "__init__.py" else module.split(".")[:-1]
    package = package[: len(package) - (node.level - 1)]
    return ".".join(package + ([node.module] if node.module else []))


def _statements(body: list[ast.stmt]) -> list[ast.stmt]:
    """A scope's statements, those under ``if``/``try``/``with`` at its top level included."""
    out: list[ast.stmt] = []
    for node in body:
        out.append(node)
        if isinstance(node, (ast.If, ast.Try, ast.With)):
            for field in ("body", "orelse", "finalbody", "handlers"):
                for child in getattr(node, field, []):
                    out += _statements(child.body) if isinstance(child, ast.ExceptHandler) else _statements([child])
    return out


def _names_bound(node: ast.stmt) -> set[str]:
    targets: list[ast.expr] = []
    if isinstance(node, ast.Assign):
        targets = node.targets
    elif isinstance(node, (ast.AnnAssign, ast.AugAssign)):
        targets = [node.target]
    names: set[str] = set()
    for target in targets:
        names |= {n.id for n in ast.walk(target) if isinstance(n, ast.Name)}
    return names


def _attribute_in_class(cls: ast.ClassDef, name: str) -> bool:
    """A class defines ``name``: in its body, or as ``self.name = ...`` in one of its methods."""
    for node in _statements(cls.body):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and node.name == name:
            return True
        if name in _names_bound(node):
            return True
    return any(
        isinstance(n, ast.Attribute)
        and isinstance(n.ctx, ast.Store)
        and n.attr == name
        and isinstance(n.value, ast.Name)
        and n.value.id == "self"
        for n in ast.walk(cls)
    )


def resolves(name: str, depth: int = 0) -> bool:
    """``name`` is a ``carolus.*`` module, or an attribute its source defines (a function, a class and its members, a
    constant, or a name it imports from another module that defines it)."""
    parts = name.split(".")
    for cut in range(len(parts), 1, -1):
        module = ".".join(parts[:cut])
        path = module_file(module)
        if path is None:
            continue
        rest = parts[cut:]
        if not rest:
            return True
        scope = _statements(module_tree(path).body)
        first, more = rest[0], rest[1:]
        for node in scope:
            if isinstance(node, ast.ClassDef) and node.name == first:
                return not more or (len(more) == 1 and _attribute_in_class(node, more[0]))
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name == first:
                return not more
            if first in _names_bound(node):
                return not more
            if isinstance(node, ast.ImportFrom) and depth < 8:
                for alias in node.names:
                    if (alias.asname or alias.name) == first:
                        source = _absolute(module, node, path)
                        return resolves(".".join([source, alias.name, *more]), depth + 1)
        return False
    return False


def unresolved_names(text: str) -> list[str]:
    """The dotted ``carolus.*`` names in ``text`` that name no module or attribute of the code."""
    out = []
    for name in DOTTED.findall(text):
        if name.rsplit(".", 1)[-1] in FILE_SUFFIXES:
            continue
        if not resolves(name):
            out.append(name)
    return out


@cache
def top_level() -> frozenset[str]:
    """The repository's top-level folders and files a page may name (``net/``, ``pyproject.toml``); not what git
    ignores, such as the ``screenshots/`` a tool writes (a page names its output, which may not be there)."""
    ignore = ROOT / ".gitignore"
    lines = ignore.read_text(encoding="utf-8").splitlines() if ignore.is_file() else []
    ignored = {line.strip("/") for line in lines if line and "*" not in line and not line.startswith("#")}
    names = {p.name for p in ROOT.iterdir() if not p.name.startswith(".") or p.name == ".ci"}
    return frozenset(names - ignored - {".git"})


@cache
def inner_folders() -> dict[str, tuple[Path, ...]]:
    """A package's own folder names (``ai``, ``board``, ``translations``, ``records``) and where they are: a page
    may name ``ai/levels.py`` inside ``carolus_qt/``."""
    out: dict[str, list[Path]] = {}
    for base in [*package_dirs().values(), ROOT / "tests", ROOT / "docs"]:
        for folder in base.rglob("*"):
            if folder.is_dir() and folder.name != "__pycache__" and not folder.name.startswith("."):
                out.setdefault(folder.name, []).append(folder.parent)
    return {name: tuple(parents) for name, parents in out.items()}


def _expand(path: str) -> list[str]:
    """``carolus_{de,fr}.ts`` -> both names."""
    match = re.search(r"\{([^{}]*)\}", path)
    if not match:
        return [path]
    head, tail = path[: match.start()], path[match.end() :]
    return [x for part in match.group(1).split(",") for x in _expand(head + part + tail)]


def _exists(base: Path, path: str) -> bool:
    return all(any(base.glob(p.rstrip("/"))) if "*" in p else (base / p).exists() for p in _expand(path))


PATH = re.compile(r"(?<![\w/.:-])(\.?[\w-]+(?:/(?:[\w.*-]|\{[\w.,*-]*\})*)+)")
"""A slash-separated word (``net/host.py``, ``carolus_qt/ai/``, ``tests/records/rules_*.json``)."""


def unresolved_paths(text: str, page: Path) -> list[str]:
    """The repository paths, bare module file names and links in ``text`` (a page at ``page``) that do not exist."""
    out: list[str] = []
    for found in PATH.findall(text):
        path = found.rstrip(".")
        first = path.split("/", 1)[0]
        if first in top_level():
            if not _exists(ROOT, path):
                out.append(path)
        elif first in inner_folders() and not any(_exists(base, path) for base in inner_folders()[first]):
            out.append(path)
    packages = [*package_dirs().values(), ROOT / "tools", ROOT / "benchmarks", ROOT / "scripts", ROOT / "tests"]
    for span in CODE_SPAN.findall(text):
        if BARE_MODULE.match(span) and not any(next(base.rglob(span), None) for base in packages):
            out.append(span)
    for target in LINK.findall(text):
        if re.match(r"^[a-z]+:", target):
            continue
        file, _, anchor = target.partition("#")
        linked = (page.parent / file).resolve() if file else page
        if not linked.exists() or (anchor and linked.suffix == ".md" and anchor not in anchors(linked)):
            out.append(target)
    return out


README_SECTION = re.compile(r"README(?:'s|,) \*([^*]+)\*")
"""``the README's *Standalone app*``: a section of the README cited by its title."""


def unresolved_readme_sections(text: str) -> list[str]:
    """README sections ``text`` cites by title that the README does not have (the page was split once)."""
    heads = set(re.findall(r"^#+ (.+)$", (ROOT / "README.md").read_text(encoding="utf-8"), re.MULTILINE))
    return [title for title in README_SECTION.findall(text) if title not in heads]


def anchors(page: Path) -> set[str]:
    """The anchors GitHub gives a page's headings."""
    heads = re.findall(r"^#+ (.+)$", page.read_text(encoding="utf-8"), re.MULTILINE)
    return {re.sub(r"[^\w\- ]", "", h.strip().lower()).replace(" ", "-") for h in heads}


@pytest.mark.parametrize("page", docs_pages(), ids=lambda p: p.name)
def test_every_carolus_name_in_the_docs_resolves(page: Path) -> None:
    assert unresolved_names(page.read_text(encoding="utf-8")) == []


@pytest.mark.parametrize("page", docs_pages(), ids=lambda p: p.name)
def test_every_path_and_link_in_the_docs_exists(page: Path) -> None:
    assert unresolved_paths(page.read_text(encoding="utf-8"), page) == []


@pytest.mark.parametrize("page", docs_pages(), ids=lambda p: p.name)
def test_every_readme_section_the_docs_cite_exists(page: Path) -> None:
    assert unresolved_readme_sections(page.read_text(encoding="utf-8")) == []


def test_the_checks_catch_a_made_up_name_and_path() -> None:
    real = (
        "`carolus.engine.state.State`, `carolus.engine.match.Match.apply_action`, `carolus.engine.ai.make_player`, "
        "`carolus.engine.ai.hint.advise`, `carolus.net.fairdice.verify_record`, "
        "carolus.engine, carolus.svg, `net/host.py`, `carolus_qt/ai/`, `tests/records/`, `ai/levels.py`, "
        "`translations/carolus_{de,fr}.ts`, `tests/records/rules_*.json`, `state.py`, [rules](rules.md#1-words)"
    )
    assert unresolved_names(real) == []
    assert unresolved_paths(real, DOCS / "page.md") == []
    made_up = (
        "`carolus.engine.no_such_module`, carolus.engine.state.NoSuchThing, `carolus.engine.match.Match.no_method`, "
        "`carolus.engine.ai.no_player`, `carolus.net.fairdice.verify_record.x`, "
        "`net/no_such_file.py`, `carolus_qt/nowhere/`, `ai/no_level.py`, `translations/carolus_xx.ts`, "
        "`tests/records/none_*.json`, `no_such_module.py`, [gone](gone.md), [rules](rules.md#no-such-heading)"
    )
    assert unresolved_names(made_up) == [
        "carolus.engine.no_such_module",
        "carolus.engine.state.NoSuchThing",
        "carolus.engine.match.Match.no_method",
        "carolus.engine.ai.no_player",
        "carolus.net.fairdice.verify_record.x",
    ]
    assert unresolved_paths(made_up, DOCS / "page.md") == [
        "net/no_such_file.py",
        "carolus_qt/nowhere/",
        "ai/no_level.py",
        "translations/carolus_xx.ts",
        "tests/records/none_*.json",
        "no_such_module.py",
        "gone.md",
        "rules.md#no-such-heading",
    ]
    cites = "the README's *Standalone app* and (README, *Measured strength*)"
    assert unresolved_readme_sections(cites) == ["Measured strength"]


def test_the_readme_is_a_page_for_players() -> None:
    """A few hundred lines at most, a picture of the window, and every page of ``docs/`` one link away."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert len(readme.splitlines()) <= 300
    images = re.findall(r"!\[[^\]]*\]\(([^)]+)\)", readme)
    assert images and all((ROOT / image).is_file() for image in images)
    assert all((ROOT / image).stat().st_size < 300_000 for image in images)
    for page in sorted(DOCS.glob("*.md")):
        assert f"(docs/{page.name})" in readme, page.name
