"""Lay out the sources of tablekit's JupyterLite site, complete for offline use (``tools/lite.sh`` runs this).

Run with the site builder's Python (the one with jupyterlite-pyodide-kernel), as
``python tools/lite_site.py SOURCES CACHE``. It fills SOURCES, the ``--lite-dir`` of ``jupyter lite build``:

- ``static/pyodide/``: Pyodide from the npm registry (the version the kernel was built for), with a lock file
  listing only what the site holds (micropip), so nothing points at a file that is not there;
- ``pypi/``: the wheels ``%pip install`` (piplite) finds in the site: tablekit, the pure-Python wheels it and the
  notebooks need in Pyodide, and the kernel's own (IPython, jedi, comm);
- ``jupyter-lite.json``: no fallback to PyPI, so a missing wheel is an error at once instead of a network call.

Packages come pinned from ``binder/requirements.txt`` where it pins them. Downloads are kept in CACHE.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import sys
import tarfile
import zipfile
from email.parser import Parser
from pathlib import Path

import tomllib
from jupyterlite_pyodide_kernel.constants import PYODIDE_PYTHON_VERSION, PYODIDE_VERSION
from packaging.markers import default_environment
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name, parse_wheel_filename

ROOT = Path(__file__).resolve().parents[1]
# What Python in the browser reports, for the dependency markers of the wheels bundled.
PYODIDE_ENV = {**default_environment(), "sys_platform": "emscripten", "platform_system": "Emscripten",
               "platform_machine": "wasm32", "os_name": "posix", "python_version": PYODIDE_PYTHON_VERSION,
               "python_full_version": f"{PYODIDE_PYTHON_VERSION}.0", "implementation_name": "cpython"}
KERNEL_NEEDS = ["ipython", "jedi", "comm", "micropip"]  # installed by the Pyodide kernel when it starts
NOTEBOOKS_NEED = ["tqdm"]
SUPPLIED_BY_KERNEL = {"widgetsnbextension", "ipykernel", "pyodide-kernel", "piplite"}  # stand-ins it ships
PYODIDE_FILES = ["pyodide.mjs", "pyodide.js", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                 "package.json"]


def run(*args: str | Path) -> None:
    subprocess.run([str(a) for a in args], check=True)


def pyodide(sources: Path, cache: Path) -> dict:
    """Unpack Pyodide's npm package into ``static/pyodide``; return its lock file."""
    tarball = cache / f"pyodide-{PYODIDE_VERSION}.tgz"
    if not tarball.exists():
        run("npm", "pack", "--silent", f"pyodide@{PYODIDE_VERSION}", "--pack-destination", cache)
    target = sources / "static" / "pyodide"
    target.mkdir(parents=True)
    with tarfile.open(tarball) as tar:
        for name in PYODIDE_FILES:
            (target / name).write_bytes(tar.extractfile(f"package/{name}").read())
        return json.load(tar.extractfile("package/pyodide-lock.json"))


def requirements() -> list[str]:
    """tablekit's dependencies as Pyodide sees them, the notebooks' and the kernel's, pinned as Binder pins them."""
    pins = {}
    for line in (ROOT / "binder" / "requirements.txt").read_text(encoding="utf-8").splitlines():
        if line.split("#", 1)[0].strip():
            req = Requirement(line)
            pins[canonicalize_name(req.name)] = str(req.specifier)
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    needed = [Requirement(r) for r in project["dependencies"]]
    names = [r.name for r in needed if not r.marker or r.marker.evaluate(PYODIDE_ENV)]
    return [f"{n}{pins.get(canonicalize_name(n), '')}" for n in names + NOTEBOOKS_NEED + KERNEL_NEEDS]


def pure_wheels(cache: Path, specs: list[str]) -> dict[str, Path]:
    """Download pure-Python wheels for ``specs`` and everything they need; name → wheel."""
    folder = cache / "wheels"
    run(sys.executable, "-m", "pip", "download", "-q", "--disable-pip-version-check", "--only-binary=:all:",
        "--platform", "any", "--implementation", "py", "--abi", "none", "--python-version", PYODIDE_PYTHON_VERSION,
        "-d", folder, *specs)
    wanted = closure(folder, [canonicalize_name(Requirement(s).name) for s in specs])
    return {name: path for name, path in wanted.items() if name not in SUPPLIED_BY_KERNEL}


def wheel_requirements(wheel: Path) -> list[str]:
    with zipfile.ZipFile(wheel) as z:
        meta = next(n for n in z.namelist() if n.endswith(".dist-info/METADATA"))
        headers = Parser().parsestr(z.read(meta).decode("utf-8"))
    reqs = [Requirement(r) for r in headers.get_all("Requires-Dist") or []]
    return [canonicalize_name(r.name) for r in reqs if not r.marker or r.marker.evaluate({**PYODIDE_ENV, "extra": ""})]


def closure(folder: Path, roots: list[str]) -> dict[str, Path]:
    """The wheels in ``folder`` that ``roots`` need under Pyodide's markers (pip resolved for this machine's)."""
    newest: dict[str, Path] = {}
    for wheel in sorted(folder.glob("*.whl"), key=lambda p: parse_wheel_filename(p.name)[1]):
        newest[canonicalize_name(parse_wheel_filename(wheel.name)[0])] = wheel
    found: dict[str, Path] = {}
    todo = list(roots)
    while todo:
        name = todo.pop()
        if name in found:
            continue
        if name not in newest:
            raise SystemExit(f"lite: no pure-Python wheel of {name} (needed in Pyodide) was downloaded")
        found[name] = newest[name]
        todo += wheel_requirements(newest[name])
    return found


def lock_of(original: dict, wheels: dict[str, Path], target: Path) -> dict:
    """A lock file listing only ``wheels`` (copied beside it), keeping Pyodide's own entry data where it has one."""
    packages = {}
    for name, wheel in wheels.items():
        shutil.copy2(wheel, target / wheel.name)
        entry = dict(original["packages"].get(name, {"name": name, "imports": [name.replace("-", "_")]}))
        entry.update(version=str(parse_wheel_filename(wheel.name)[1]), file_name=wheel.name,
                     sha256=hashlib.sha256(wheel.read_bytes()).hexdigest(), install_dir="site",
                     package_type="package", unvendored_tests=False, shared_library=False,
                     depends=wheel_requirements(wheel))
        packages[name] = entry
    return {"info": original["info"], "packages": packages}


def tablekit_wheel(cache: Path) -> Path:
    folder = cache / "tablekit"
    shutil.rmtree(folder, ignore_errors=True)
    run(sys.executable, "-m", "pip", "wheel", "-q", "--disable-pip-version-check", "--no-deps", "-w", folder, ROOT)
    return next(folder.glob("tablekit-*.whl"))


def main(sources: Path, cache: Path) -> None:
    shutil.rmtree(sources, ignore_errors=True)
    sources.mkdir(parents=True)
    cache.mkdir(parents=True, exist_ok=True)
    original = pyodide(sources, cache)
    wheels = pure_wheels(cache, requirements())
    in_lock = {"micropip": wheels.pop("micropip")}  # the kernel loads it by name before piplite exists
    (sources / "static" / "pyodide" / "pyodide-lock.json").write_text(
        json.dumps(lock_of(original, in_lock, sources / "static" / "pyodide")), encoding="utf-8")
    pypi = sources / "pypi"
    pypi.mkdir()
    for wheel in [*wheels.values(), tablekit_wheel(cache)]:
        shutil.copy2(wheel, pypi / wheel.name)
    settings = {"disablePyPIFallback": True}
    config = {"jupyter-lite-schema-version": 0,
              "jupyter-config-data": {"litePluginSettings": {"@jupyterlite/pyodide-kernel-extension:kernel": settings}}}
    (sources / "jupyter-lite.json").write_text(json.dumps(config, indent=2), encoding="utf-8")
    # the table's front-end in the site: the same anywidget and widgets manager as the Python side
    frontends = [wheels[n] for n in ("anywidget", "jupyterlab-widgets")]
    run(sys.executable, "-m", "pip", "install", "-q", "--disable-pip-version-check", "--no-deps", *frontends)


if __name__ == "__main__":
    main(Path(sys.argv[1]).resolve(), Path(sys.argv[2]).resolve())
