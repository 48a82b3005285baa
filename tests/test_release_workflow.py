"""The Windows and macOS builds (.github/workflows/release.yml, packaging/windows/carolus.iss) cannot run here;
what can be checked on Linux is: the workflow is valid YAML with the jobs and runners meant, every file and command
it names is in the repository, nothing in it needs the links of carolus/ (a Windows checkout has them as plain
files), the executables it runs are where tools/bundle.py puts them, and the installer script takes what the build
makes."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"
ISS = ROOT / "packaging" / "windows" / "carolus.iss"
RUNNERS = {"windows-latest", "windows-2022", "windows-2025", "macos-latest", "macos-14", "macos-15", "macos-15-intel"}
"""GitHub's hosted runner labels for these systems (its documentation; macos-13, Intel, was retired in 2025)."""
sys.path.insert(0, str(ROOT / "tools"))


@pytest.fixture(scope="module")
def workflow() -> dict:
    yaml = pytest.importorskip("yaml")  # PyYAML: in the test extra
    loaded = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    assert isinstance(loaded, dict)
    return loaded


def steps(workflow: dict, job: str) -> list[dict]:
    return workflow["jobs"][job]["steps"]


def scripts(workflow: dict, job: str) -> list[str]:
    return [step["run"] for step in steps(workflow, job) if "run" in step]


def test_the_workflow_builds_on_windows_and_both_macs(workflow: dict) -> None:
    assert set(workflow["jobs"]) == {"windows", "macos"}
    assert workflow["jobs"]["windows"]["runs-on"] in RUNNERS
    macs = workflow["jobs"]["macos"]["strategy"]["matrix"]["runner"]
    assert set(macs) <= RUNNERS and {"macos-15", "macos-15-intel"} <= set(macs)
    on = workflow.get("on", workflow.get(True))  # YAML 1.1 reads a bare "on" as true
    assert on["push"]["tags"] == ["v*"] and "workflow_dispatch" in on
    for job in workflow["jobs"]:
        uses = [step["uses"] for step in steps(workflow, job) if "uses" in step]
        assert uses[:2] == ["actions/checkout@v4", "actions/setup-python@v5"]


def test_every_file_the_workflow_names_is_in_the_repository() -> None:
    text = WORKFLOW.read_text(encoding="utf-8")  # as text: this one needs no YAML parser
    named = set(re.findall(r"\b((?:tools|packaging|tests)[/\\][\w./\\-]+\.(?:py|iss|json))", text))
    assert {"tools/bundle.py", "tools/app_icons.py", "packaging\\windows\\carolus.iss"} <= named
    missing = [name for name in named if not (ROOT / name.replace("\\", "/")).is_file()]
    assert missing == []


def test_nothing_in_the_workflow_needs_the_links_of_carolus(workflow: dict) -> None:
    links = [p.name for p in (ROOT / "carolus").iterdir() if p.is_symlink()]
    assert sorted(links) == ["engine", "net", "resources", "ui"]
    for job in workflow["jobs"]:
        runs = scripts(workflow, job)
        installed = next(i for i, script in enumerate(runs) if 'pip install ".[bundle]"' in script)
        for i, script in enumerate(runs):
            assert "pytest" not in script and "PYTHONPATH" not in script and "-m carolus" not in script
            assert not re.search(r"carolus/(engine|net|ui|resources)\b", script)
            assert all(call == "python -I -c" for call in re.findall(r"python(?: -\w)* -c", script)), script
            if "tools/" in script:
                assert i > installed, "a tool runs before the game is installed"
    for tool in ("bundle.py", "app_icons.py"):  # run as scripts: their own folder is on sys.path, not the root
        source = (ROOT / "tools" / tool).read_text(encoding="utf-8")
        assert not re.search(r"^(from|import) carolus", source, re.M) and "sys.path.insert(0, str(ROOT))" not in source


def test_the_workflow_runs_the_executables_where_the_build_puts_them(
    workflow: dict, monkeypatch: pytest.MonkeyPatch
) -> None:
    import bundle

    for job, platform in (("windows", "win32"), ("macos", "darwin")):
        runs = scripts(workflow, job)
        (out,) = [m for script in runs for m in re.findall(r"tools/bundle\.py --out (\S+)", script)]
        monkeypatch.setattr(sys, "platform", platform)
        exe = bundle.executable(Path(out)).as_posix()
        assert any(f'exe="{exe}"' in script or f"exe={exe}\n" in script for script in runs), (job, exe)


def iss_defines() -> dict[str, str]:
    return dict(re.findall(r'^\s*#define (\w+) "([^"]*)"', ISS.read_text(encoding="utf-8"), re.M))


def iss_path(value: str) -> Path:
    return (ISS.parent / value.replace("\\", "/")).resolve()


def test_the_installer_takes_what_the_build_makes(monkeypatch: pytest.MonkeyPatch) -> None:
    import bundle

    text = ISS.read_text(encoding="utf-8")
    defines = iss_defines()
    runs = WORKFLOW.read_text(encoding="utf-8")  # as text: this one needs no YAML parser
    (out,) = set(re.findall(r"tools/bundle\.py --out (\S+)", runs))
    (icons,) = re.findall(r"tools/app_icons\.py (\S+)", runs)
    assert iss_path(defines["AppDir"]) == (ROOT / out / bundle.NAME).resolve()
    assert iss_path(defines["IconFile"]) == (ROOT / icons / "carolus.ico").resolve()
    assert '"carolus.ico"' in (ROOT / "tools" / "app_icons.py").read_text(encoding="utf-8")
    (licence,) = re.findall(r"^LicenseFile=(.+)$", text, re.M)
    assert iss_path(licence).is_file()

    monkeypatch.setattr(sys, "platform", "win32")
    console = bundle.executable(Path("APP")).name
    spec = (ROOT / "packaging" / "carolus.spec").read_text(encoding="utf-8")
    assert "executable(NAME, console=False" in spec and 'executable(f"{NAME}-cli", console=True' in spec
    assert "contents_directory" not in spec  # PyInstaller's default: the libraries in _internal\
    sources = re.findall(r'^Source: "\{#AppDir\}\\([^"]+)"', text, re.M)
    assert sources == [f"{bundle.NAME}.exe", console, "_internal\\*"]
    started = set(re.findall(r'Filename: "\{app\}\\([^"]+)"', text)) | set(re.findall(r"\{app\}\\(\S+?\.exe)", text))
    assert started == {f"{bundle.NAME}.exe"}  # the windowed one: no console window from the Start menu
    assert re.search(r'"""\{app\}\\carolus\.exe"" ""%1"""', text)  # carolus FILE opens a record
    (name,) = re.findall(r"^OutputBaseFilename=(.+)$", text, re.M)
    assert name.endswith("-setup") and iss_path(defines["OutputDir"]) == (ROOT / "dist" / "release").resolve()
    assert "*.exe" in runs  # the installer goes into the sums


def test_the_disk_image_holds_the_app_and_a_link_to_applications(workflow: dict) -> None:
    runs = "\n".join(scripts(workflow, "macos"))
    assert 'ditto "dist/app/Carolus Magnus.app"' in runs and "ln -s /Applications" in runs
    assert re.search(r"hdiutil create .*-srcfolder \"\$stage\"", runs) and "hdiutil verify" in runs
