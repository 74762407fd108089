"""Every notebook, exported with the stock command, shows a board picture at every table's place offline; and in
JupyterLab, where the tables run, the pictures stay hidden beside them.

Export: ``jupyter nbconvert --to html --execute <notebook>`` exactly (it stores widget state, so each table's own
output is only a widget script tag whose loader comes from a CDN), the notebooks exported a few at a time while the
tests look at the pages already done. Each page is opened in Chromium with every request but the file itself
refused: after each table's output comes its picture, an ``<svg>`` holding the game's board group, in view.
"""

from __future__ import annotations

import resource
import subprocess
import sys
import time
from collections.abc import Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from .fixtures import ARTIFACTS, write_notebook
from .test_amanite_table import open_and_run

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb"))
AT_ONCE = 3  # notebooks exported at the same time (each waits on its kernel much of the time)
EXPORT_TIMEOUT_S = 900
SHOTS = ARTIFACTS / "screenshots"

# For each table of the page (a widget view of a model with a game_name in the stored state): the game, and the
# size of the board group in the output right after the table's own (0 × 0: none there).
TABLES_AND_PICTURES = """() => {
  const state = JSON.parse(document.querySelector("script[type='application/vnd.jupyter.widget-state+json']")
    .textContent).state;
  return [...document.querySelectorAll("script[type='application/vnd.jupyter.widget-view+json']")].map((tag) => {
    const model = state[JSON.parse(tag.textContent).model_id];
    const game = model && model.state.game_name;
    if (!game) return null;
    const next = tag.closest(".jp-OutputArea-child").nextElementSibling;
    const board = next && next.querySelector(`.tablekit-still svg g.tk-board-${game.replace(/_/g, "-")}`);
    const box = board ? board.getBoundingClientRect() : { width: 0, height: 0 };
    return { game, width: box.width, height: box.height };
  }).filter(Boolean);
}"""


def export(notebook: str, folder: Path, took: dict[str, float]) -> Path:
    """The stock export, run in a folder of its own (files the notebook writes land there)."""
    folder.mkdir(parents=True)
    source = folder / notebook
    source.write_bytes((ROOT / "notebooks" / notebook).read_bytes())
    command = [sys.executable, "-m", "jupyter", "nbconvert", "--to", "html", "--execute", notebook]
    start = time.perf_counter()
    subprocess.run(command, check=True, cwd=folder, capture_output=True, timeout=EXPORT_TIMEOUT_S)
    took[notebook] = time.perf_counter() - start
    return source.with_suffix(".html")


@pytest.fixture(scope="module")
def exported(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Future]]:
    """The exports of the notebooks this run tests, started together, ``AT_ONCE`` at a time."""
    calls = [getattr(item, "callspec", None) for item in request.session.items  # doctests have no module
             if getattr(item, "module", None) is request.module]
    wanted = [call.params["notebook"] for call in calls if call is not None and "notebook" in call.params]
    folder = tmp_path_factory.mktemp("exports")
    took: dict[str, float] = {}
    start, cpu = time.perf_counter(), resource.getrusage(resource.RUSAGE_CHILDREN)
    pool = ThreadPoolExecutor(max_workers=AT_ONCE)
    yield {name: pool.submit(export, name, folder / Path(name).stem, took) for name in wanted}
    pool.shutdown(cancel_futures=True)
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    lines = [f"{name}: {seconds:.0f} s" for name, seconds in sorted(took.items())] + [
        f"{len(took)} exports, {AT_ONCE} at a time: {time.perf_counter() - start:.0f} s wall, "
        f"{used.ru_utime + used.ru_stime - cpu.ru_utime - cpu.ru_stime:.0f} s CPU (nbconvert and kernels)"]
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "export.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")


@pytest.mark.parametrize("notebook", NOTEBOOKS)
def test_an_exported_notebook_shows_every_tables_board_offline(browser: Any, exported: dict[str, Future],
                                                               notebook: str) -> None:
    page_file = exported[notebook].result(timeout=EXPORT_TIMEOUT_S)
    context = browser.new_context(offline=True, viewport={"width": 1000, "height": 1000})
    # besides offline mode, refuse anything but the file itself (the page asks for require.js, MathJax, widgets)
    context.route("**/*", lambda route: route.continue_() if route.request.url.startswith("file:") else route.abort())
    try:
        page = context.new_page()
        page.goto(page_file.as_uri())
        tables = page.evaluate(TABLES_AND_PICTURES)
        assert tables, "no table in the page"
        for table in tables:
            assert table["width"] > 300 and table["height"] > 200, table  # the board is there, drawn
        pictures = page.locator(".tablekit-still")
        assert pictures.count() == len(tables)
        SHOTS.mkdir(parents=True, exist_ok=True)
        stem = Path(notebook).stem
        pictures.first.scroll_into_view_if_needed()
        assert pictures.first.is_visible()
        pictures.first.screenshot(path=str(SHOTS / f"export_{stem}.png"))
        page.screenshot(path=str(SHOTS / f"export_{stem}_page.png"))
    finally:
        context.close()


def test_jupyterlab_shows_a_running_table_without_its_picture(lab: Any, page: Any) -> None:
    """The picture output under a table is hidden once the table is drawn; a snapshot of its own still shows."""
    notebook = write_notebook(ARTIFACTS / "lab" / "still_pictures.ipynb", [
        "import tablekit\nfrom tablekit.bots import bot_for",
        'game = tablekit.new_game("mangrovia", players=2, seed=3)\n'
        'tablekit.Table(game, seats=["human", bot_for("mangrovia", seed=1)])',
        "tablekit.snapshot(game, 0)",
    ])
    try:
        open_and_run(page, lab, notebook)
        page.locator(".tk-root").first.wait_for()
        assert page.locator(".tablekit-still").count() == 1 and not page.locator(".tablekit-still").is_visible()
        shown = page.locator(".tablekit-snapshot:not(.tablekit-still)")
        assert shown.count() == 1 and shown.is_visible()
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / "lab_table_without_its_picture.png"), full_page=True)
    finally:
        notebook.unlink(missing_ok=True)
