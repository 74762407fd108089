"""The teacher's side, in JupyterLab: a cell starts the server and shows its join links (text and QR codes), the
teacher's own table follows the game the pupils play on their devices, who is connected shows, and the saved
notebook holds no token (the links reach the page by message, never through saved output or widget state).
Also without a browser: a notebook run by nbclient (which stores widget state), with the links printed and shown
as text and the server shown twice, holds no token either."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.browser.fixtures import ARTIFACTS, ROOT, write_notebook
from tests.browser.test_amanite_table import ALL_CELLS_RAN, open_and_run, start_session
from tests.browser.test_notebook7 import notebook7  # noqa: F401 (the fixture: Notebook 7 on 127.0.0.1)

SHOTS = ARTIFACTS / "screenshots"


def cells(secrets_file: Path) -> list[str]:
    return [
        "import json, pathlib, tablekit\n"
        "g = tablekit.new_game('arigato', players=2, seed=4)\n"
        "server = tablekit.serve(g)\n"
        "server",
        # for the test only: where it finds the tokens to search the saved notebook for
        f"pathlib.Path({str(secrets_file)!r}).write_text(json.dumps(server.links))",
        "tablekit.Table(g, seats=server.seating, seat='spectator')",
    ]


def tokens_in(secrets_file: Path) -> list[str]:
    return [link.rstrip("/").rsplit("/", 1)[1] for link in json.loads(secrets_file.read_text()).values()]


@pytest.mark.browser
def test_the_teacher_sees_links_and_qr_codes_and_follows_the_class(page: Any, lab: Any, browser: Any,
                                                                      tmp_path: Path) -> None:
    secrets_file = tmp_path / "links.json"
    notebook = write_notebook(ARTIFACTS / "lab" / "classroom_teacher.ipynb", cells(secrets_file))
    pupils = []
    try:
        open_and_run(page, lab, notebook)
        links = page.locator(".tk-links")
        page.wait_for_function("document.querySelectorAll('.tk-links img').length === 3")
        shown = [a.get_attribute("href") for a in links.locator("a.tk-link-url").all()]
        assert shown == list(json.loads(secrets_file.read_text()).values())
        assert "127.0.0.1 only" in links.inner_text()
        for seat in range(2):  # each pupil assigns their five cards and confirms: the dawn ends after both
            context = browser.new_context(viewport={"width": 1100, "height": 900})
            pupils.append(context)
            pupil = context.new_page()
            pupil.goto(shown[seat])
            pupil.wait_for_selector(".tk-actions button")
            clicks = 0
            while "Dawn" in pupil.inner_text(".tk-phase") and pupil.locator(".tk-actions button").count():
                step = pupil.get_attribute(".tk-root", "data-step")
                pupil.locator(".tk-actions button").first.click()
                clicks += 1
                pupil.wait_for_selector(f".tk-root:not([data-step='{step}'])")  # the move list is redrawn by then
            assert 0 < clicks <= 6
            if seat == 0:  # the teacher's table follows, counting a pupil's secret dawn choices as one step
                page.wait_for_selector(".tk-root[data-step='1']")
                assert clicks > 1
        page.wait_for_selector(".tk-root:not([data-step='1'])")  # the other pupil's confirmation ends the dawn
        page.wait_for_function("[...document.querySelectorAll('.tk-link-on')].length === 2")
        links.scroll_into_view_if_needed()
        SHOTS.mkdir(parents=True, exist_ok=True)
        links.screenshot(path=str(SHOTS / "classroom_join_links.png"))
        table = page.locator(".tk-root").first
        table.scroll_into_view_if_needed()
        assert table.locator("[data-key=undo]").is_disabled()  # the teacher's table is a spectator's
        table.screenshot(path=str(SHOTS / "classroom_teacher_table.png"))
        page.keyboard.press("Control+s")
        page.wait_for_timeout(1500)
        saved = notebook.read_text(encoding="utf-8")
        assert "application/vnd.jupyter.widget-view+json" in saved and "classroom server" in saved
        assert not any(token in saved for token in tokens_in(secrets_file))
    finally:
        for context in pupils:
            context.close()
        notebook.unlink(missing_ok=True)


@pytest.mark.browser
def test_notebook7_shows_the_links_and_a_pupil_joins(
        page: Any, notebook7: Any, browser: Any, tmp_path: Path) -> None:  # noqa: F811 (the fixture imported above)
    secrets_file = tmp_path / "links.json"
    notebook = write_notebook(ARTIFACTS / "lab" / "classroom_notebook7.ipynb", cells(secrets_file))
    context = browser.new_context()
    try:
        start_session(notebook7, notebook)
        page.goto(f"{notebook7.url}/notebooks/{notebook.relative_to(ROOT).as_posix()}?token={notebook7.token}")
        page.wait_for_selector(".jp-Notebook-ExecutionIndicator[data-status='idle']")
        page.wait_for_timeout(1000)  # let the kernel that has just started settle
        page.click("#jp-MainMenu .lm-MenuBar-item:has-text('Run')")
        page.click(".lm-Menu-itemLabel:text-is('Run All Cells')")
        page.wait_for_function(ALL_CELLS_RAN, timeout=120_000)
        page.wait_for_function("document.querySelectorAll('.tk-links img').length === 3")
        pupil = context.new_page()
        pupil.goto(page.locator("a.tk-link-url").nth(1).get_attribute("href"))
        pupil.wait_for_selector(".tk-actions button")
        assert "Player 2" in pupil.inner_text(".tk-page-status")
        page.wait_for_function("document.querySelectorAll('.tk-link-on').length === 1")
        assert page.locator(".tk-link").nth(1).locator(".tk-link-on").count() == 1
    finally:
        context.close()
        notebook.unlink(missing_ok=True)


@pytest.mark.notebook
def test_a_notebook_run_and_saved_with_its_widget_state_holds_no_token(tmp_path: Path) -> None:
    nbclient = pytest.importorskip("nbclient")
    nbformat = pytest.importorskip("nbformat")
    secrets_file = tmp_path / "links.json"
    printed = "print(server.links)\nprint(repr(server), server)\nserver.links"  # printed, and shown as text
    path = write_notebook(tmp_path / "classroom.ipynb", [*cells(secrets_file), printed, "server", "server.stop()"])
    notebook = nbformat.read(path, as_version=4)
    client = nbclient.NotebookClient(notebook, timeout=120, kernel_name="python3", store_widget_state=True,
                                     resources={"metadata": {"path": str(Path(__file__).resolve().parents[2])}})
    client.extra_arguments = [f"--IPKernelApp.exec_lines=import sys; sys.path.insert(0, {sys.path[0]!r})"]
    client.execute()
    nbformat.write(notebook, path)
    saved = path.read_text(encoding="utf-8")
    assert "application/vnd.jupyter.widget-state+json" in saved and "Join links for Arigato" in saved
    outputs = [output for cell in notebook.cells if cell.cell_type == "code" for output in cell.outputs]
    texts = [output.get("text", "") + output.get("data", {}).get("text/plain", "") for output in outputs]
    assert sum("tokens hidden here" in words for words in texts) == 2  # the print and the cell's value
    assert sum("<tablekit classroom server for arigato on http://127.0.0.1:" in words for words in texts) >= 3
    assert sum("application/vnd.jupyter.widget-view+json" in output.get("data", {}) for output in outputs) == 3
    assert not any(token in saved for token in tokens_in(secrets_file))
