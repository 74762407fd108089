"""Play Carcassonne: Hunters & Gatherers in JupyterLab by clicking the map, as a person would.

Runs the test notebook: Red (human) against the heuristic bot on a new game (seed 1), then a game that bots have
played down to its last five land tiles, with two human seats. On the first table it turns the tile, has an illegal
placement refused by Python, places tiles on glowing squares, puts a figure on a glowing marker and declines one
with "No figure" while the bot answers; on the second it hovers a feature, pans and zooms an 80-tile map and
finishes the game by clicks. The kernel's games are read back, and click → redraw times are written to test-artifacts.
"""

from __future__ import annotations

import shutil
import statistics
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from .fixtures import Steps, Wire, install_timers, publish_timing, theme_shots
from .test_amanite_table import ARTIFACTS, SHOTS, open_and_run

pytestmark = pytest.mark.browser

# Frame intervals while the pointer drags the map: requestAnimationFrame timestamps until stopped.
START_FRAMES = """() => {
  const f = (window.__frames = { stamps: [], on: true });
  const tick = (now) => { f.stamps.push(now); if (f.on) requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
}"""
STOP_FRAMES = """() => {
  const f = window.__frames;
  f.on = false;
  return f.stamps.slice(1).map((s, i) => s - f.stamps[i]);
}"""


@pytest.fixture()
def carcassonne_notebook(request: pytest.FixtureRequest) -> Iterator[Path]:
    """A fresh copy of this test's notebook under the git-ignored artifacts folder (autosave never touches ours)."""
    folder = ARTIFACTS / "lab"
    folder.mkdir(parents=True, exist_ok=True)
    copy = folder / f"{request.node.name}.ipynb"
    shutil.copyfile(Path(__file__).with_name("carcassonne_table.ipynb"), copy)
    yield copy
    copy.unlink(missing_ok=True)


def shot(locator: Any, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    locator.screenshot(path=str(SHOTS / f"{name}.png"))


def step(table: Any) -> int:
    return int(table.get_attribute("data-step"))


def wait_step(page: Any, table: Any, predicate: str) -> None:
    """Wait until the table's step satisfies a JS predicate on `s`, e.g. 's === 3' or 's >= 4'."""
    page.wait_for_function(f"(el) => {{ const s = Number(el.dataset.step); return {predicate}; }}",
                           arg=table.element_handle())


def hover_until_lit(page: Any, board: Any, tile: Any) -> None:
    """Hold the mouse over ``tile`` until its feature is lit and stays lit. JupyterLab may still shift the notebook
    just after a scroll (its cells' heights settling), taking the map from under a mouse that does not move, so the
    tile is found again and hovered again until the page is still."""
    lit = "el => !el.querySelector('.chg-info').hidden && el.querySelectorAll('.chg-hl').length > 0"
    for _ in range(10):
        box = tile.bounding_box()
        page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        page.wait_for_timeout(300)
        if board.evaluate(lit):
            return
    raise AssertionError("hovering a tile never lit its feature")


def camera(table: Any) -> str:
    return table.locator(".chg-world").get_attribute("style")


def kernel_says(page: Any, expected: str) -> str:
    """Re-run the notebook's last cell, which prints the kernel's two games, and return its output."""
    cell = page.locator(".jp-Notebook .jp-CodeCell").last
    cell.locator(".jp-InputArea-editor").click()
    page.keyboard.press("Control+Enter")
    output = cell.locator(".jp-OutputArea-output").filter(has_text=expected)
    output.wait_for()
    return output.inner_text()


def test_play_carcassonne_by_clicking_the_map(page: Any, lab: Any, carcassonne_notebook: Path, wire: Wire,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    open_and_run(page, lab, carcassonne_notebook)
    install_timers(page)
    table = page.locator(".tk-root").nth(0)
    board = table.locator(".tk-board")
    assert step(table) == 0
    board.locator(".chg-tiles use").first.wait_for()
    shot(table, "chg_01_start")
    small = Steps(wire)

    # The tile to place turns with the rotate buttons; every fitting square for that rotation glows.
    assert "turned 0°" in board.locator(".chg-current + p").inner_text()
    board.locator("[data-key='rotate-right']").click()
    assert "turned 90°" in board.locator(".chg-current + p").inner_text()
    assert board.locator(".chg-spot.tk-legal[data-action='tile:-1,0,1']").count() == 1
    board.locator("[data-key='rotate-left']").click()

    # A square where the tile does not fit: the click still goes to Python, which refuses it; nothing moves.
    board.locator(".chg-spot:not(.tk-legal)[data-action='tile:1,0,0']").click()
    error = table.locator(".tk-error")
    error.wait_for()
    assert "cannot go at (1, 0)" in error.inner_text()
    assert step(table) == 0
    shot(table, "chg_02_illegal_refused")

    # Red places tile 17 west of the start (its river joins the start tile's lake), then a figure on that river.
    small.move(page, table, board.locator(".chg-spot.tk-legal[data-action='tile:-1,0,0']"))
    assert not table.locator(".tk-error").count()
    markers = board.locator(".chg-stage .chg-choice.tk-legal")
    assert markers.count() == 7  # 5 figures and 2 huts, as in the legal actions
    shot(table, "chg_03_figure_step")
    small.move(page, table, board.locator(".chg-stage [data-action='figure:R0']"))
    board.locator(".chg-piece").first.wait_for()

    # The bot (Blue) answers on its own timer; then Red places again and declines a piece with "No figure".
    wait_step(page, table, "s >= 4")
    spot = board.locator(".chg-spot.tk-legal")
    spot.first.wait_for()
    while len(small.ms) < 20:  # more turns against the bot, each move timed beside the counter's round trip
        spot.first.wait_for()
        small.move(page, table, spot.first)
        if board.locator("[data-action='pass']").count():
            small.move(page, table, board.locator("[data-action='pass']"))
    shot(table, "chg_04_after_moves")
    played = step(table)
    assert played >= 5

    # The late game: an 80-tile map, still drawn once per tile, moved and zoomed without a single action.
    late = page.locator(".tk-root").nth(1)
    late.scroll_into_view_if_needed()
    late_board = late.locator(".tk-board")
    assert late_board.locator(".chg-tiles use").count() >= 77
    shot(late, "chg_05_full_map")
    late_step = step(late)

    # Hovering a zone lights up its whole feature and sums up what it holds.
    info = late_board.locator(".chg-info")
    hover_until_lit(page, late_board, late_board.locator(".chg-tiles use").nth(40))
    assert " tile" in info.inner_text() and late_board.locator(".chg-hl").count() >= 1
    fitted = camera(late)
    late_board.locator("[data-key='zoom-in']").click()
    late_board.locator("[data-key='zoom-in']").click()
    zoomed = camera(late)
    assert zoomed != fitted
    box = late_board.locator(".chg-map").bounding_box()
    cx, cy = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.evaluate(START_FRAMES)
    page.mouse.move(cx, cy)
    page.mouse.down()
    for k in range(1, 31):
        page.mouse.move(cx - 6 * k, cy - 4 * k)
    page.mouse.up()
    frames = page.evaluate(STOP_FRAMES)
    assert camera(late) != zoomed
    page.mouse.move(cx, cy)
    page.mouse.wheel(0, 400)
    page.wait_for_timeout(200)
    shot(late, "chg_06_full_map_panned")
    assert step(late) == late_step and not late.locator(".tk-error").count()
    late_board.locator("[data-key='zoom-fit']").click()
    assert camera(late) == fitted

    # The last land tiles, by clicks on the full map: the game ends with the meadows and water systems scored.
    full = Steps(wire)
    for _ in range(24):  # five tiles, their piece steps, and perhaps bonus tiles with their own
        if late.locator(".tk-result").count():
            break
        full.move(page, late, late_board.locator(".chg-spot.tk-legal, [data-action='pass']").first)
    late.locator(".tk-result").wait_for()
    assert late_board.locator(".chg-final-badge").count() >= 1
    shot(late, "chg_07_final_scoring")

    said = kernel_says(page, "over True").split()
    assert int(said[1]) >= played  # the bot may have answered Red's last move since
    assert int(said[3]) == late_step + len(full.ms)

    report = "\n".join([
        *small.report("carcassonne new game"),
        *full.report("carcassonne 80-tile map"),
        f"carcassonne drag frames: median {statistics.median(frames):.0f} ms, max {max(frames):.0f} ms "
        f"over {len(frames)} frames",
    ])
    publish_timing("carcassonne_latency", report, capsys)
    assert statistics.median(small.ms) < 2000 and max(full.ms) < 3000
    theme_shots(page, table, "carcassonne")


# Every tile type's places for pieces, worked out by the table's own geometry code in the browser: the least
# distance between two of them on one tile (a figure and a hut, or two zones' pieces), in tile units (100 a side).
CLOSEST_PIECES = """([code, types]) => {
  const CHG = new Function(`${code}\\nreturn CHG;`)();
  const closest = {};
  for (const [id, tile] of Object.entries(types)) {
    const geo = CHG.geometry(tile);
    const spots = [...new Set([...Object.values(geo.piece), ...Object.values(geo.hutAt)])];
    let least = Infinity;
    spots.forEach((a, i) => spots.slice(i + 1).forEach((b) => {
      least = Math.min(least, Math.hypot(a[0] - b[0], a[1] - b[1]));
    }));
    closest[id] = least;
  }
  return closest;
}"""


def test_markers_and_pieces_on_a_tile_never_cover_each_other(page: Any) -> None:
    """Tile 70 (two spring rivers and three small meadows) put a figure's marker over a hut's; no tile may."""
    import tablekit
    from tablekit.widget.table import front_end

    code = front_end("carcassonne_hg").split("// Frames:")[0]  # the game's files, without the shared runtime
    types = tablekit.new_game("carcassonne_hg", players=2, seed=1).static_data()["tile_types"]
    closest = page.evaluate(CLOSEST_PIECES, [code, types])
    assert len(closest) == len(types)
    crowded = {tile: round(d, 1) for tile, d in closest.items() if d < 2 * 9 + 2}  # two marker rings of radius 9
    assert not crowded, crowded
