"""Binder, checked the way Binder builds it.

repo2docker (a test dependency) is asked what it would build from a copy of the repository: which Python, which
frozen base environment (its conda lock: the Jupyter server, JupyterLab, notebook, ipywidgets...), and which
commands it runs after that (``pip install -r binder/requirements.txt``, then ``binder/postBuild``). The check
environment is a virtual environment made with exactly that Python (major.minor: the test fails, saying so, where
this machine has no such interpreter), holding the Python packages of that base lock at their locked versions; then
repo2docker's own commands run in it (pip's cache kept), ``pip check`` must find no conflict, the environment's
Jupyter server must read postBuild's TCP_NODELAY setting from its config, every notebook runs top to bottom in that
environment's kernel, and one table is played by clicks in its JupyterLab in Chromium (whose kernel socket must
have TCP_NODELAY on the server's end, set by that config alone). Run alone with ``pytest -m binder``.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from tablekit.jupyter_nodelay import CLASS

from ..ahead import WORKERS, Ahead, ahead, selected_params
from ..browser.fixtures import kernel_sockets, running_lab, write_notebook
from ..browser.test_amanite_table import kernel_says, open_and_run
from ..browser.test_tutorial_notebooks import click_legal_moves, first_table, table_step

tomllib = pytest.importorskip("tomllib")

pytestmark = pytest.mark.binder

ROOT = Path(__file__).resolve().parents[2]
BINDER = ROOT / "binder"
# every English notebook, and one Japanese edition: the editions run the same code but for their LANG line
# (tests/notebooks/test_editions.py)
NOTEBOOKS = [*sorted((ROOT / "notebooks").glob("*.ipynb")), ROOT / "notebooks" / "ja" / "03_luxor.ipynb"]
INSTALL_TIMEOUT_S = 900
RUN_TIMEOUT_S = 1800  # a whole notebook, two at a time on a busy machine (each cell has 600 s of its own)
# conda-forge names of Python packages whose PyPI name differs; the interpreter itself comes from the venv
CONDA_TO_PYPI = {"brotli-python": "brotli", "python-fastjsonschema": "fastjsonschema",
                 "jupyterhub-base": "jupyterhub", "nbconvert-core": "nbconvert"}
NOT_FROM_PYPI = {"python"}


@dataclass(frozen=True)
class Repo2DockerPlan:
    """What repo2docker would build from a repository, read from its own build pack (no Docker needed)."""

    buildpack: str
    python: str  # major.minor
    python_from: str  # "runtime.txt", or "repo2docker's default"
    base_lock: Path  # the frozen conda environment it starts from
    steps: list[str]  # shell commands run as the user after the base environment, in order
    post_build: list[str]

    def base_python(self) -> str:
        """The full Python version the base lock holds."""
        return next(v for n, v, _ in conda_packages(self.base_lock) if n == "python")

    def base_packages(self) -> dict[str, str]:
        """The base lock's Python packages, as PyPI name → version."""
        return {CONDA_TO_PYPI.get(name, name): version for name, version, build in conda_packages(self.base_lock)
                if build.startswith("py") and name not in NOT_FROM_PYPI}


def repo2docker_plan(repo: Path) -> Repo2DockerPlan:
    """Ask repo2docker which build pack, Python, base environment and install steps it would use for ``repo``."""
    from repo2docker import buildpacks
    from repo2docker.app import Repo2Docker
    from repo2docker.utils import chdir

    app = Repo2Docker()
    with chdir(str(repo)):
        pack = next((bp for bp in (BP(base_image=app.base_image) for BP in app.buildpacks) if bp.detect()), None)
        assert pack is not None and hasattr(pack, "python_version"), f"repo2docker found no Python set-up: {pack}"
        pack.platform = "linux/amd64"
        python = pack.python_version
        name, version, _ = pack.runtime
        files = pack.get_build_script_files()
        steps = [script for _, script in pack.get_preassemble_scripts() + pack.get_assemble_scripts()]
        post = list(pack.get_post_build_scripts())
    lock = next(src for src, dest in files.items() if dest == "/tmp/env/environment.lock")
    pinned = name == "python" and version is not None and version.count(".") == 1
    return Repo2DockerPlan(type(pack).__name__, python, "runtime.txt" if pinned else "repo2docker's default",
                           Path(buildpacks.__file__).parent / lock, steps, post)


def conda_packages(lock: Path) -> list[tuple[str, str, str]]:
    """(name, version, build) of every package of an explicit conda lock."""
    found = []
    for line in lock.read_text(encoding="utf-8").splitlines():
        if line.startswith("https://"):
            file = line.split("#", 1)[0].rsplit("/", 1)[1]
            stem = re.sub(r"\.(conda|tar\.bz2)$", "", file)
            found.append(tuple(stem.rsplit("-", 2)))
    return found


def interpreter(version: str) -> str | None:
    """A Python ``version`` (major.minor) interpreter on this machine: on PATH, Debian's, or one of pyenv's."""
    pyenv = Path(os.environ.get("PYENV_ROOT", Path.home() / ".pyenv")) / "versions"
    candidates = [shutil.which(f"python{version}"), f"/usr/bin/python{version}", f"/usr/local/bin/python{version}",
                  *sorted(str(p) for p in pyenv.glob(f"{version}.*/bin/python{version}"))]
    for candidate in filter(None, candidates):
        if not Path(candidate).is_file():
            continue
        done = subprocess.run([candidate, "-c", "import sys, venv; print('%d.%d' % sys.version_info[:2])"],
                              capture_output=True, text=True)
        if done.returncode == 0 and done.stdout.strip() == version:
            return candidate
    return None


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
            "KERNEL_PYTHON_PREFIX": str(self.prefix),  # where repo2docker's steps install
            "NB_PYTHON_PREFIX": str(self.prefix),
            "JUPYTER_CONFIG_DIR": str(self.home / "config"),
            "JUPYTER_DATA_DIR": str(self.home / "data"),
            "JUPYTER_RUNTIME_DIR": str(self.home / "runtime"),
            "IPYTHONDIR": str(self.home / "ipython"),
            "MPLBACKEND": "Agg",
            # pip installs without byte-compiling all 5,600 modules of the environment (26 s of CPU here, measured);
            # what the kernels, nbconvert and JupyterLab import is compiled as they import it
            "PIP_NO_COMPILE": "1",
        }

    def build(self) -> Repo2DockerPlan:
        self.home.mkdir(parents=True)
        _copy_repository(self.repo)
        plan = repo2docker_plan(self.repo)
        python = interpreter(plan.python)
        if python is None:
            pytest.fail(f"repo2docker would build with Python {plan.python} (from {plan.python_from}; its base "
                        f"environment holds {plan.base_python()}), and this machine has no Python {plan.python} "
                        f"interpreter (looked for python{plan.python} on PATH, in /usr/bin, /usr/local/bin and "
                        f"pyenv's versions): install one (e.g. `pyenv install {plan.python}` or Debian's "
                        f"python{plan.python}) to check the Binder build")
        _run([python, "-m", "venv", str(self.prefix)], self.home, self.env)
        base = plan.base_packages()
        _run([self.python, "-m", "pip", "install", "-q", "--no-deps", f"pip=={base.pop('pip')}"], self.home, self.env)
        _run([self.python, "-m", "pip", "install", "-q", "--no-deps", *(f"{n}=={v}" for n, v in base.items())],
             self.home, self.env)
        # conda-forge's metadata and PyPI's differ here and there (the 3.10 lock pairs cryptography 46 with cffi
        # 1.17, which PyPI's cryptography refuses): what the base alone breaks is noted, and nothing may be added
        self.base_conflicts = self.conflicts()
        for step in plan.steps:  # as repo2docker writes them; pip's cache kept, only for speed
            _run(["bash", "-c", step.replace(" --no-cache-dir", " -q")], self.repo, self.env)
        for script in plan.post_build:
            _run(["bash", script], self.repo, self.env)
        return plan

    def conflicts(self) -> set[str]:
        """What ``pip check`` finds broken in the environment (one line per problem)."""
        done = subprocess.run([self.python, "-m", "pip", "check"], cwd=self.home, env=self.env, capture_output=True,
                              text=True, timeout=120)
        return set() if done.returncode == 0 else {line for line in done.stdout.splitlines() if line.strip()}


@pytest.fixture(scope="module")
def binder(tmp_path_factory: pytest.TempPathFactory) -> Iterator[BinderEnv]:
    env = BinderEnv(tmp_path_factory.mktemp("binder"))
    env.build()
    yield env


def test_repo2docker_builds_with_the_python_binder_runtime_pins(tmp_path: Path) -> None:
    _copy_repository(tmp_path)
    plan = repo2docker_plan(tmp_path)
    assert plan.python_from == "runtime.txt", (
        f"repo2docker would take its default Python {plan.python}: pin one in binder/runtime.txt (python-X.Y)")
    assert plan.buildpack == "PythonBuildPack" and plan.post_build == ["binder/postBuild"], plan
    assert any("binder/requirements.txt" in step for step in plan.steps), plan.steps
    server = plan.base_packages()["jupyter_server"]  # postBuild sets its kernel_websocket_connection_class, 2.x's
    assert server.split(".")[0] == "2", f"repo2docker's base has jupyter_server {server}"


def test_postbuild_installs_tablekit_into_the_environment_with_consistent_requirements(binder: BinderEnv) -> None:
    where = _run([binder.python, "-c", "import tablekit, anywidget; print(tablekit.__file__, anywidget.__version__)"],
                 binder.home, binder.env).split()
    assert Path(where[0]).is_relative_to(binder.prefix), f"tablekit imported from {where[0]}, not the environment"
    assert where[1] == binder_pins()["anywidget"]
    added = binder.conflicts() - binder.base_conflicts  # the pins fit repo2docker's base and tablekit's ranges
    assert not added, f"binder/requirements.txt breaks what repo2docker's base environment holds: {sorted(added)}"


# What the environment's Jupyter server takes from its config files (the environment's own among them).
SERVER_SETTING = """
from jupyter_server.serverapp import ServerApp
from jupyter_server.services.kernels.connection.channels import ZMQChannelsWebsocketConnection
from traitlets.utils.importstring import import_item
app = ServerApp()
app.load_config_file()
name = app.config.ServerApp.get("kernel_websocket_connection_class", "unset")
print(name, name != "unset" and issubclass(import_item(name), ZMQChannelsWebsocketConnection))
"""


def test_postbuild_gives_binders_jupyter_server_kernel_websockets_with_tcp_nodelay(binder: BinderEnv) -> None:
    # read as the server reads its config, with the Binder user's own config folder empty; the table test below
    # reads the socket itself on a running server
    shown = _run([binder.python, "-c", SERVER_SETTING], binder.home, binder.env).split()
    assert shown == [CLASS, "True"]


# Appended to each notebook run: the kernel must be the Binder environment's Python, with tablekit installed there.
WHERE_CELL = "import sys, tablekit\nprint('WHERE', sys.prefix, tablekit.__file__)"


def run_in_binder(path: Path, binder: BinderEnv) -> Path:
    """Execute the notebook at ``path`` (with WHERE_CELL appended) by the environment's nbconvert; the run's file."""
    where = path.relative_to(ROOT / "notebooks")
    notebook = json.loads((binder.repo / "notebooks" / where).read_text(encoding="utf-8"))
    notebook["cells"].append({"cell_type": "code", "metadata": {}, "source": WHERE_CELL, "outputs": [],
                              "execution_count": None})
    scratch = binder.home / "runs"
    scratch.mkdir(parents=True, exist_ok=True)
    source = scratch / "_".join(where.parts)
    source.write_text(json.dumps(notebook), encoding="utf-8")
    _run([str(binder.prefix / "bin" / "jupyter"), "nbconvert", "--to", "notebook", "--execute", "--inplace",
          "--ExecutePreprocessor.timeout=600", "--ExecutePreprocessor.kernel_name=python3", str(source)],
         binder.repo / "notebooks", binder.env, timeout=RUN_TIMEOUT_S)
    return source


@pytest.fixture(scope="module")
def binder_runs(binder: BinderEnv, request: pytest.FixtureRequest) -> Iterator[Ahead]:
    """The selected notebooks run in the environment ahead of their tests, two at a time (tests/ahead.py)."""
    paths = selected_params(request, "test_notebook_runs_top_to_bottom_in_the_binder_environment", "path")
    with ahead(ThreadPoolExecutor(WORKERS), run_in_binder, paths, binder) as started:
        yield started


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.relative_to(ROOT / "notebooks").as_posix() for p in NOTEBOOKS])
def test_notebook_runs_top_to_bottom_in_the_binder_environment(binder: BinderEnv, binder_runs: Ahead,
                                                               path: Path) -> None:
    source = binder_runs.result(path)
    ran = json.loads(source.read_text(encoding="utf-8"))
    errors = [o for c in ran["cells"] for o in c.get("outputs", []) if o.get("output_type") == "error"]
    assert not errors, errors
    # the kernel may flush one print in parts (seen under load: "WHERE", then the rest), each an output of its own
    where = "".join(t for o in ran["cells"][-1]["outputs"] if o.get("name") == "stdout" for t in o["text"]).split()
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
    # without the test's own TCP_NODELAY flag: the environment's config (postBuild's) must set it
    with running_lab(binder.python, binder.repo, lab_home, nodelay=False) as lab:
        open_and_run(page, lab, path)
        table = first_table(page)
        start = table_step(table)
        click_legal_moves(page, table, 2)
        assert table_step(table) == start + 2
        shown = kernel_says(page, f"{start + 2} steps in")
        assert str(binder.prefix) in shown
        sockets = kernel_sockets(lab.url, lab.token)  # the page's kernel socket, read on the server's end
        assert sockets and all(s["class"] == CLASS and s["nodelay"] for s in sockets), sockets


def test_the_launch_link_comes_from_the_git_remote_and_the_readme_links_nowhere_broken(tmp_path: Path) -> None:
    tool = [sys.executable, str(ROOT / "tools" / "binder_link.py")]
    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    alone = subprocess.run(tool, cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert alone.returncode == 1 and "no remote named 'origin'" in alone.stderr and not alone.stdout
    subprocess.run(["git", "remote", "add", "origin", "git@github.com:someone/tablekit.git"], cwd=tmp_path, check=True)
    made = subprocess.run(tool, cwd=tmp_path, capture_output=True, text=True, timeout=60)
    link = "https://mybinder.org/v2/gh/someone/tablekit/HEAD?labpath=notebooks/00_start_here.ipynb"
    assert made.returncode == 0 and made.stdout.splitlines() == [
        link, f"[![Binder](https://mybinder.org/badge_logo.svg)]({link})"]
    targets = re.findall(r"\]\(([^)\s]+)\)", (ROOT / "README.md").read_text(encoding="utf-8"))
    assert not [t for t in targets if "<" in t or "owner" in t], "the README links to a placeholder address"
