"""No module outside ``state.py`` uses a private name of ``State`` (issue 28).

The state keeps its own rules; the variants, the AI, the window and the LAN
code reach it through its public questions, ``apply_action``/``apply_trusted``
and the turn transitions a variant may call (``variants.base.Turn``). The scan
reads every module's syntax tree: an attribute ``x._name`` whose name is one
of ``State``'s own private methods, on anything but ``self``, fails the test.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STATE = ROOT / "carolus_qt" / "state.py"
SCANNED = ("carolus", "carolus_qt", "net", "ui", "tools", "benchmarks", "tests")


def private_names(path: Path = STATE) -> set[str]:
    """``State``'s private methods and class attributes (``_resolve``, ``_merge_around``...)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    state = next(node for node in tree.body if isinstance(node, ast.ClassDef) and node.name == "State")
    names: set[str] = set()
    for node in state.body:
        if isinstance(node, (ast.FunctionDef, ast.Assign)):
            found = (
                [node.name]
                if isinstance(node, ast.FunctionDef)
                else [t.id for t in node.targets if isinstance(t, ast.Name)]
            )
            names.update(n for n in found if n.startswith("_") and not n.startswith("__"))
    return names


def uses(path: Path, private: set[str]) -> list[str]:
    """``file:line name`` for each use of a private name of the state on something other than ``self``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr in private:
            if isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"):
                continue
            out.append(f"{path.relative_to(ROOT)}:{node.lineno} {node.attr}")
    return out


def scanned_files() -> list[Path]:
    files = []
    for folder in SCANNED:
        files += sorted((ROOT / folder).rglob("*.py"))
    return [f for f in files if f != STATE and ".venv" not in f.parts and f.name != Path(__file__).name]


def test_the_state_has_private_names_to_guard() -> None:
    assert {"_resolve", "_merge_around", "_start_turn", "_choose_disc", "_name_crown"} <= private_names()


def test_no_module_outside_the_state_uses_its_private_names() -> None:
    private = private_names()
    found = [use for path in scanned_files() for use in uses(path, private)]
    assert found == []


def test_the_scan_finds_a_private_use(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text("def f(state, self):\n    state._resolve(0)\n    self._resolve(1)\n", encoding="utf-8")
    tree_uses = [n.attr for n in ast.walk(ast.parse(sample.read_text())) if isinstance(n, ast.Attribute)]
    assert tree_uses.count("_resolve") == 2
    private = private_names()
    found = []
    for node in ast.walk(ast.parse(sample.read_text())):
        if isinstance(node, ast.Attribute) and node.attr in private and getattr(node.value, "id", "") != "self":
            found.append(node.lineno)
    assert found == [2]
