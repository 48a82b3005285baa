"""Dependencies point one way: carolus (the launcher) -> carolus.ui -> carolus.net -> carolus.engine, no cycles;
within the window, the board is a leaf.

The scan reads every module's imports (lazy ones inside functions too; only
``if TYPE_CHECKING:`` blocks are left out, they never run) and fails on an
import against the layers or a cycle among modules. A subprocess then imports
every module of the core and finds neither Qt, zmq, ``carolus.net`` nor ``carolus.ui`` loaded.

Modules are named as installed: the repository's folders are the packages of
``pyproject.toml``'s ``package-dir`` (``carolus_qt/`` is ``carolus.engine``).
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDERS = {
    "carolus_qt": "carolus.engine",
    "resources": "carolus.resources",
    "net": "carolus.net",
    "ui": "carolus.ui",
    "carolus": "carolus",
}
"""Each folder of the repository and the package it installs as."""
LAYERS = {"carolus.engine": 0, "carolus.resources": 0, "carolus.net": 1, "carolus.ui": 2, "carolus": 3}
"""A module may import its own layer and those below it."""
OLD_NAMES = {"carolus_qt", "net", "ui", "resources"}
"""The folders' own names: never imported, or a stranger's package of that name would be loaded instead."""
FORBIDDEN = {
    "carolus.engine": {"PySide6", "zmq", "zeroconf", "shiboken6"},
    "carolus.resources": {"PySide6", "zmq", "zeroconf", "shiboken6"},
    "carolus.net": {"PySide6", "shiboken6"},
}
"""Third-party packages a layer must not import."""
LEAVES = {"carolus.ui.board"}
"""Packages that import nothing else of their layer: the board draws a GameView and is lent the rest
(``carolus.ui.board.hooks``), so no window module is ever below it."""
PROGRAMS = {"carolus.__main__"}
"""``python -m carolus`` is a program that runs the launcher; nothing imports it."""


def layer_of(name: str) -> str | None:
    """The layer a module belongs to: the longest package of ``LAYERS`` that holds it."""
    best = None
    for layer in LAYERS:
        if (name == layer or name.startswith(layer + ".")) and (best is None or len(layer) > len(best)):
            best = layer
    return best


def _within(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


def modules(root: Path) -> dict[str, Path]:
    found: dict[str, Path] = {}
    for folder, package in FOLDERS.items():
        for path in sorted((root / folder).rglob("*.py")):
            parts = list(path.relative_to(root / folder).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join([package, *parts])] = path
    return found


def _type_only(tree: ast.AST) -> set[int]:
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            skipped.update(id(sub) for sub in ast.walk(node))
    return skipped


def imports(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The modules ``name`` imports: ours resolved to the module (``from . import x`` is ``pkg.x``), others by their
    top-level name."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped = _type_only(tree)
    base = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    raw: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            raw.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if node.level:
                module = ".".join(base[: len(base) - node.level + 1] + ([module] if module else []))
            subs = [f"{module}.{a.name}" for a in node.names if f"{module}.{a.name}" in known]
            raw.update(subs)
            if len(subs) < len(node.names):
                raw.add(module)
    out: set[str] = set()
    for module in raw:
        ours = module
        while ours and ours not in known:
            ours = ours.rpartition(".")[0]
        if ours:
            if ours != name:
                out.add(ours)
        else:
            out.add(module.split(".")[0])
    return out


def problems(root: Path) -> list[str]:
    """Every import against the layers and every cycle among the modules under ``root``."""
    known = modules(root)
    graph = {name: imports(name, path, known) for name, path in known.items()}
    found: list[str] = []
    for name, deps in sorted(graph.items()):
        if name in PROGRAMS:
            continue
        layer = layer_of(name)
        assert layer is not None, name
        for dep in sorted(deps):
            top = dep.split(".")[0]
            theirs = layer_of(dep)
            if theirs is not None and LAYERS[theirs] > LAYERS[layer]:
                found.append(f"{name} imports {dep} (a higher layer)")
            elif top in FORBIDDEN.get(layer, ()) or top in OLD_NAMES:
                found.append(f"{name} imports {dep}")
            elif any(_within(name, leaf) and _within(dep, layer) and not _within(dep, leaf) for leaf in LEAVES):
                found.append(f"{name} imports {dep} (out of its leaf package)")
    ours = {name: {dep for dep in deps if dep in graph} for name, deps in graph.items()}
    found += [f"cycle: {' -> '.join(cycle)}" for cycle in _cycles(ours)]
    return found


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on.add(start)
        while work:
            v, edges = work[-1]
            for w in edges:
                if w not in index:
                    index[w] = low[w] = len(index)
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(sorted(graph[w]))))
                    break
                if w in on:
                    low[v] = min(low[v], index[w])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[v])
                if low[v] == index[v]:
                    comp: list[str] = []
                    while True:
                        w = stack.pop()
                        on.discard(w)
                        comp.append(w)
                        if w == v:
                            break
                    if len(comp) > 1:
                        out.append(sorted(comp))
    return out


def test_imports_follow_the_layers_without_cycles() -> None:
    assert problems(ROOT) == []


def test_the_scan_finds_a_wrong_way_import_a_forbidden_package_a_leaf_reaching_out_and_a_cycle(tmp_path: Path) -> None:
    files = {
        "carolus_qt/__init__.py": "",
        "carolus_qt/rules.py": "def f():\n    from carolus.net import host  # lazy, still against the layers\n",
        "carolus_qt/view.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from carolus.ui import app\n",
        "carolus_qt/state.py": "from resources import ICON\n",
        "net/__init__.py": "",
        "net/host.py": "from PySide6.QtCore import QObject\nfrom . import node\n",
        "net/node.py": "from .host import x\nfrom carolus.engine import view\n",
        "ui/__init__.py": "",
        "ui/app.py": "from carolus.net.host import y\nfrom carolus.launch import main\n",
        "ui/narration.py": "",
        "ui/board/__init__.py": "from .scene import Scene\n",
        "ui/board/scene.py": "from . import tokens\ndef f():\n    from ..narration import x\n",
        "ui/board/tokens.py": "from carolus.ui import narration\n",
        "carolus/__init__.py": "",
        "carolus/launch.py": "import carolus.ui.app\n",
    }
    for rel, text in files.items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(text)
    assert problems(tmp_path) == [
        "carolus.engine.rules imports carolus.net.host (a higher layer)",
        "carolus.engine.state imports resources",
        "carolus.net.host imports PySide6",
        "carolus.ui.app imports carolus.launch (a higher layer)",
        "carolus.ui.board.scene imports carolus.ui.narration (out of its leaf package)",
        "carolus.ui.board.tokens imports carolus.ui.narration (out of its leaf package)",
        "cycle: carolus.net.host -> carolus.net.node",
        "cycle: carolus.launch -> carolus.ui.app",
    ]


def test_importing_every_core_module_loads_no_qt_zmq_net_or_ui() -> None:
    core = sorted(name for name in modules(ROOT) if layer_of(name) == "carolus.engine")
    probe = (
        "import importlib, json, sys\n"
        f"for name in {core!r}:\n"
        "    importlib.import_module(name)\n"
        "heavy = sorted(m for m in sys.modules if m.split('.')[0] in {'PySide6', 'shiboken6', 'zmq', 'net', 'ui'}"
        " or m.startswith(('carolus.net', 'carolus.ui', 'carolus.launch')))\n"
        "print(json.dumps(heavy))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, timeout=120, check=True, cwd=ROOT
    )
    assert len(core) > 20
    assert json.loads(done.stdout.strip().splitlines()[-1]) == []


def test_headless_lan_commands_load_no_qt() -> None:
    probe = (
        "import contextlib, io, json, sys\n"
        "from carolus.launch import main\n"
        "with contextlib.redirect_stderr(io.StringIO()):\n"
        "    rc = main(['host', '--players', '5', '--ai', 'random'])\n"
        "print(json.dumps([rc, sorted(m for m in sys.modules if m.split('.')[0] == 'PySide6'"
        " or m.startswith('carolus.ui'))]))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, timeout=120, check=True, cwd=ROOT
    )
    assert json.loads(done.stdout.strip().splitlines()[-1]) == [2, []]
