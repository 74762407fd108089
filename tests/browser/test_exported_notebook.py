"""An exported notebook shows every table's board to a reader without widgets.

The notebook is exported the way a handout is made (nbconvert to HTML, executing it, without embedding widget
state: with embedded state nbconvert shows the widget, which needs the widget scripts from the network) and opened
in Chromium with the network cut off: each table's output holds a picture of its board, in view.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from .fixtures import ARTIFACTS

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
CASES = {  # notebook → (pictures: its tables and its tablekit.snapshot cells, a line of every board of the game)
    "00_start_here.ipynb": (1 + 1, "Forest 1"),
    "02_carcassonne_hunters_gatherers.ipynb": (14 + 1, "Stacks: "),
}


def export(notebook: Path, folder: Path) -> Path:
    command = [
        sys.executable, "-m", "jupyter", "nbconvert", "--to", "html", "--execute",
        "--ExecutePreprocessor.store_widget_state=False", "--output-dir", str(folder), str(notebook),
    ]
    subprocess.run(command, check=True, cwd=folder, capture_output=True, timeout=600)
    return folder / notebook.with_suffix(".html").name


@pytest.mark.parametrize("name", CASES)
def test_an_exported_notebook_shows_each_table_offline(browser: Any, tmp_path: Path, name: str) -> None:
    source = tmp_path / name
    source.write_bytes((ROOT / "notebooks" / name).read_bytes())  # files the notebook saves land in tmp_path
    page_file = export(source, tmp_path)
    expected, line = CASES[name]

    context = browser.new_context(offline=True, viewport={"width": 1280, "height": 1000})
    # besides offline mode, refuse anything but the file itself (the page asks for require.js and MathJax)
    context.route("**/*", lambda route: route.continue_() if route.request.url.startswith("file:") else route.abort())
    try:
        page = context.new_page()
        page.goto(page_file.as_uri())
        pictures = page.locator(".jp-OutputArea-output .tablekit-snapshot")
        assert pictures.count() == expected
        for i in range(expected):
            picture = pictures.nth(i)
            picture.scroll_into_view_if_needed()
            assert line in picture.inner_text()
            box = picture.locator("svg").bounding_box()
            assert picture.is_visible() and box["width"] > 400 and box["height"] > 250
        (ARTIFACTS / "screenshots").mkdir(parents=True, exist_ok=True)
        pictures.first.screenshot(path=str(ARTIFACTS / "screenshots" / f"export_{Path(name).stem}.png"))
        page.screenshot(path=str(ARTIFACTS / "screenshots" / f"export_{Path(name).stem}_page.png"))
        assert not page.locator("script[type='application/vnd.jupyter.widget-view+json']").count()
    finally:
        context.close()
