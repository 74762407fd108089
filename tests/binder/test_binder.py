"""Binder, checked the way Binder builds it.

repo2docker copies the repository, installs ``binder/requirements.txt`` into a fresh environment and runs
``binder/postBuild`` in the copy. Here the same happens in a temporary folder with a new virtual environment (pip's
cache keeps it quick); every notebook then runs top to bottom in that environment's kernel, and one table is
opened and played in that environment's JupyterLab in Chromium. Run alone with ``pytest -m binder``.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import venv
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from ..browser.fixtures import running_lab, write_notebook
from ..browser.test_amanite_table import kernel_says, open_and_run
from ..browser.test_tutorial_notebooks import click_legal_moves, first_table, table_step

tomllib = pytest.importorskip("tomllib")

pytestmark = pytest.mark.binder

ROOT = Path(__file__).resolve().parents[2]
BINDER = ROOT / "binder"
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))
INSTALL_TIMEOUT_S = 900


def binder_pins() -> dict[str, str]:
    """``binder/requirements.txt`` as name → exact version (every line must be ``name==version``)."""
    pins: dict[str, str] = {}
    for line in (BINDER / "requirements.txt").read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        req = Requirement(line)
        spec = list(req.specifier)
        assert len(spec) == 1 and spec[0].operator == "==", f"binder pin {line!r} should be name==version"
        pins[canonicalize_name(req.name)] = spec[0].version
    return pins


def supported_ranges() -> list[Requirement]:
    """What tablekit needs to run its notebooks: its dependencies and the ``notebooks`` extra."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return [Requirement(r) for r in project["dependencies"] + project["optional-dependencies"]["notebooks"]]


def test_binder_pins_every_supported_dependency_within_pyprojects_range() -> None:
    pins = binder_pins()
    ranges = supported_ranges()
    for req in ranges:
        name = canonicalize_name(req.name)
        assert name in pins, f"binder/requirements.txt should pin {req.name} (pyproject: {req})"
        assert req.specifier.contains(pins[name], prereleases=True), (
            f"binder pins {req.name}=={pins[name]}, outside pyproject.toml's range {req.specifier}")
    extra = set(pins) - {canonicalize_name(r.name) for r in ranges}
    assert not extra, f"binder/requirements.txt pins {sorted(extra)}, which pyproject.toml does not name"


def _run(args: list[str], cwd: Path, env: dict[str, str], timeout: float = INSTALL_TIMEOUT_S) -> str:
    done = subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)
    output = f"{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    assert done.returncode == 0, f"{' '.join(args)} exited {done.returncode}:\n{output}"
    return done.stdout


def _copy_repository(target: Path) -> None:
    """The files git knows of (tracked, or new and not ignored), as repo2docker would see a clone."""
    listed = subprocess.run(["git", "ls-files", "-co", "--exclude-standard", "-z"], cwd=ROOT, check=True,
                            capture_output=True).stdout.decode().split("\0")
    for name in filter(None, listed):
        source = ROOT / name
        if source.is_file():
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target / name)


class BinderEnv:
    def __init__(self, base: Path) -> None:
        self.repo, self.prefix, self.home = base / "repo", base / "env", base / "home"
        self.python = str(self.prefix / "bin" / "python")
        self.env = {
            **{k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "JUPYTER", "VIRTUAL_ENV"))},
            "PATH": f"{self.prefix / 'bin'}{os.pathsep}{os.environ.get('PATH', '')}",
            "VIRTUAL_ENV": str(self.prefix),
            "JUPYTER_CONFIG_DIR": str(self.home / "config"),
            "JUPYTER_DATA_DIR": str(self.home / "data"),
            "JUPYTER_RUNTIME_DIR": str(self.home / "runtime"),
            "IPYTHONDIR": str(self.home / "ipython"),
            "MPLBACKEND": "Agg",
        }

    def build(self) -> None:
        self.home.mkdir(parents=True)
        _copy_repository(self.repo)
        venv.EnvBuilder(with_pip=True).create(self.prefix)
        _run([self.python, "-m", "pip", "install", "-q", "--disable-pip-version-check", "-r",
              "binder/requirements.txt"], self.repo, self.env)
        _run(["bash", "binder/postBuild"], self.repo, self.env)


@pytest.fixture(scope="module")
def binder(tmp_path_factory: pytest.TempPathFactory) -> Iterator[BinderEnv]:
    env = BinderEnv(tmp_path_factory.mktemp("binder"))
    env.build()
    yield env


def test_postbuild_installs_tablekit_into_the_environment_with_consistent_requirements(binder: BinderEnv) -> None:
    where = _run([binder.python, "-c", "import tablekit, anywidget; print(tablekit.__file__, anywidget.__version__)"],
                 binder.home, binder.env).split()
    assert Path(where[0]).is_relative_to(binder.prefix), f"tablekit imported from {where[0]}, not the environment"
    assert where[1] == binder_pins()["anywidget"]
    _run([binder.python, "-m", "pip", "check"], binder.home, binder.env)  # the pins satisfy tablekit's own ranges


# Appended to each notebook run: the kernel must be the Binder environment's Python, with tablekit installed there.
WHERE_CELL = "import sys, tablekit\nprint('WHERE', sys.prefix, tablekit.__file__)"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.name for p in NOTEBOOKS])
def test_notebook_runs_top_to_bottom_in_the_binder_environment(binder: BinderEnv, path: Path) -> None:
    notebook = json.loads((binder.repo / "notebooks" / path.name).read_text(encoding="utf-8"))
    notebook["cells"].append({"cell_type": "code", "metadata": {}, "source": WHERE_CELL, "outputs": [],
                              "execution_count": None})
    scratch = binder.home / "runs"
    scratch.mkdir(parents=True, exist_ok=True)
    source = scratch / path.name
    source.write_text(json.dumps(notebook), encoding="utf-8")
    _run([str(binder.prefix / "bin" / "jupyter"), "nbconvert", "--to", "notebook", "--execute", "--inplace",
          "--ExecutePreprocessor.timeout=600", "--ExecutePreprocessor.kernel_name=python3", str(source)],
         binder.repo / "notebooks", binder.env)
    ran = json.loads(source.read_text(encoding="utf-8"))
    errors = [o for c in ran["cells"] for o in c.get("outputs", []) if o.get("output_type") == "error"]
    assert not errors, errors
    where = "".join(ran["cells"][-1]["outputs"][0]["text"]).split()
    assert where[0] == "WHERE" and Path(where[1]) == binder.prefix and Path(where[2]).is_relative_to(binder.prefix)


@pytest.mark.browser
def test_a_table_plays_by_clicks_in_the_binder_environments_jupyterlab(binder: BinderEnv, page: Any) -> None:
    lab_home = binder.home / "lab"
    lab_home.mkdir(parents=True, exist_ok=True)
    # The notebooks ran above; here a person opens a table (the Amanite tutorial's first) and plays it.
    path = write_notebook(binder.repo / "notebooks" / "binder_table.ipynb", [
        "import tablekit\n"
        "setup = tablekit.new_game('amanite', players=3, seed=3, sides=['A', 'B', 'A'], first_player=0)\n"
        "tablekit.Table(setup, seats=['human', 'human', 'human'])",
        "import sys\nprint(len(setup.history), 'steps in', sys.prefix)",
    ])
    with running_lab(binder.python, binder.repo, lab_home) as lab:
        open_and_run(page, lab, path)
        table = first_table(page)
        start = table_step(table)
        click_legal_moves(page, table, 2)
        assert table_step(table) == start + 2
        shown = kernel_says(page, f"{start + 2} steps in")
        assert str(binder.prefix) in shown
