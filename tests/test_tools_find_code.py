"""Every tool finds ``carolus.*`` in a source checkout, with the repository's folders kept.

The launcher folder ``carolus/`` holds relative symbolic links ``engine -> ../carolus_qt``, ``net -> ../net``,
``ui -> ../ui`` and ``resources -> ../resources``: from the checkout's root the package ``carolus`` is whole, so
``python -m carolus``, pytest, mypy, pyright and an IDE's go-to-definition resolve the same names the installed
package has. Each test here runs the tool itself from the checkout's root and fails if a name does not resolve.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LINKS = {"engine": "carolus_qt", "net": "net", "ui": "ui", "resources": "resources"}
"""Each sub-package of ``carolus`` and the repository folder it is."""
PROBE = (
    "from carolus.engine.state import State\n"
    "from carolus.net.host import HostCore\n"
    "from carolus.ui.board import BoardScene\n"
    "from carolus.resources import ICON\n"
    "__all__ = ['HostCore', 'BoardScene', 'ICON', 'State']\n"
)
"""One name from each layer, as a newcomer's first file would import them."""


def test_the_launcher_folder_links_each_sub_package_to_its_repository_folder() -> None:
    for name, folder in LINKS.items():
        link = ROOT / "carolus" / name
        assert link.is_symlink(), f"carolus/{name} is not a link (a Windows checkout needs core.symlinks=true)"
        assert os.readlink(link) == f"../{folder}"
        assert link.resolve() == (ROOT / folder).resolve()


def test_python_dash_m_carolus_runs_from_the_checkouts_root() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "carolus", "--version"], capture_output=True, text=True, timeout=120, cwd=ROOT
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("carolus ")


def test_the_checkouts_root_imports_every_layer_from_the_checkout() -> None:
    """The current folder comes first on ``sys.path``: the names must resolve to this checkout's files."""
    probe = PROBE + (
        "import json, sys\n"
        "print(json.dumps({n: sys.modules[n].__file__ for n in"
        " ('carolus.engine.state', 'carolus.net.host', 'carolus.ui.board', 'carolus.resources')}))\n"
    )
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, timeout=120, cwd=ROOT, env=env, check=True
    )
    files = json.loads(done.stdout.strip().splitlines()[-1])
    for name, file in files.items():
        folder = LINKS[name.split(".")[1]]
        assert Path(file).resolve().is_relative_to((ROOT / folder).resolve()), (name, file)


def test_pytest_collects_from_the_checkouts_root() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider", "tests/test_layers.py"],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "test_imports_follow_the_layers_without_cycles" in done.stdout


def test_mypy_resolves_every_layer(tmp_path: Path) -> None:
    api = pytest.importorskip("mypy.api", reason="mypy is in the test extras")
    probe = tmp_path / "probe.py"
    probe.write_text(PROBE + "reveal_type(State.clone)\n")
    cwd = os.getcwd()
    os.chdir(ROOT)  # mypy looks for packages from the current folder, as a developer runs it
    try:
        out, err, _ = api.run(["--no-incremental", "--follow-imports=silent", "--no-error-summary", str(probe)])
    finally:
        os.chdir(cwd)
    assert "import-not-found" not in out and "Cannot find" not in out, out + err
    assert "def (self: carolus.engine.state.State) -> carolus.engine.state.State" in out, out


def test_pyright_resolves_every_layer(tmp_path: Path) -> None:
    here = str(Path(sys.executable).parent)  # the virtual environment's scripts, also when it is not on PATH
    tool = shutil.which("basedpyright", path=here) or shutil.which("basedpyright") or shutil.which("pyright")
    if tool is None:
        pytest.skip("no pyright: pip install basedpyright (the typing extra) to run this check")
    probe = ROOT / f"_probe_{os.getpid()}.py"  # pyright resolves imports from the project's root, like an IDE
    probe.write_text(PROBE)
    try:
        done = subprocess.run(
            [tool, "--outputjson", str(probe)], capture_output=True, text=True, timeout=300, cwd=ROOT, check=False
        )
    finally:
        probe.unlink()
    found = json.loads(done.stdout)
    missing = [d["message"] for d in found["generalDiagnostics"] if d.get("rule") == "reportMissingImports"]
    assert missing == []
    assert found["summary"]["filesAnalyzed"] == 1


def test_go_to_definition_lands_in_the_repository_folder() -> None:
    """What an editor's go-to-definition does (jedi, as in many Python IDEs): the name leads to the real file."""
    jedi = pytest.importorskip("jedi", reason="jedi is in the test extras")
    script = jedi.Script(PROBE, path=ROOT / "probe.py", project=jedi.Project(ROOT))
    lines = PROBE.splitlines()
    for number, (name, folder) in enumerate((("State", "carolus_qt"), ("HostCore", "net"), ("BoardScene", "ui")), 1):
        found = script.goto(number, lines[number - 1].index(name), follow_imports=True)
        assert found, name
        assert Path(found[0].module_path).resolve().is_relative_to((ROOT / folder).resolve()), found[0].module_path
