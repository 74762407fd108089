"""In JupyterLite there is no matplotlib: plots are SVG charts of the same data, and nothing else needs it."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

import tablekit
from tablekit import plot

HIDE_MATPLOTLIB = "import sys; sys.modules['matplotlib'] = None\n"  # any import of it now fails
NOTEBOOKS = sorted((Path(__file__).parents[2] / "notebooks").glob("*.ipynb"))


@pytest.fixture()
def no_matplotlib(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(plot, "find_spec", lambda name: None if name == "matplotlib" else object())


def finished_game() -> tablekit.Game:
    g = tablekit.new_game("amanite", players=3, seed=3)
    while not g.is_over:
        seat = g.to_act[0]
        g.play(seat, g.legal_actions(seat)[0])
    return g


def test_score_progress_without_matplotlib_is_an_svg_chart_with_a_line_per_seat(no_matplotlib: None) -> None:
    g = finished_game()
    chart = plot.score_progress(g)
    svg = chart._repr_svg_()
    assert svg.startswith("<svg") and 'xmlns="http://www.w3.org/2000/svg"' in svg
    lines = re.findall(r'<g class="line" data-series="([^"]+)"><title>[^<]*</title><polyline points="([^"]+)" '
                       r'fill="none" stroke="([^"]+)"', svg)
    timeline = g.score_timeline()
    assert [name for name, _, _ in lines] == [g.info.seat_name(s) for s in range(g.players)]
    assert [colour for _, _, colour in lines] == [g.info.seat_color(s) for s in range(g.players)]
    assert all(len(points.split()) == len(timeline[0]) == len(g.history) + 1 for _, points, _ in lines)
    for seat, (name, _, _) in enumerate(lines):
        assert f"<title>{name}: {timeline[seat][-1]:g}</title>" in svg  # each line ends at the seat's final score
    legend = svg[svg.index('<g class="legend">'):]
    assert all(f">{g.info.seat_name(s)}</text>" in legend for s in range(g.players))
    assert "Amanite: score progress" in svg and ">step</text>" in svg and ">score</text>" in svg
    assert svg.count('class="axes"') == 1 and ">0</text>" in svg  # axes with ticks


def test_japanese_labels_come_with_a_font_that_has_the_glyphs(no_matplotlib: None) -> None:
    svg = plot.score_progress(finished_game(), lang="ja").svg
    assert "アマナイト：得点の推移" in svg and ">手数</text>" in svg and ">得点</text>" in svg
    assert "Noto Sans CJK JP" in re.search(r'font-family="([^"]+)"', svg).group(1)


def test_the_notebooks_charts_without_matplotlib(no_matplotlib: None) -> None:
    bars = plot.bar_chart(["a", "b"], {"x": [1, 2], "y": [2, 0.5]}, lines={"even": [1, 1]}, title="T").svg
    assert bars.count('class="bars"') == 2 and bars.count("<polyline") == 1 and 'class="legend"' in bars
    heat = plot.heatmaps({"one": [[0, 1]], "two": [[1, 0.5]]}, rows=["red"], columns=["p", "q"]).svg
    assert heat.count("<rect") == 1 + 4 and ">one</text>" in heat and ">two</text>" in heat


def test_with_matplotlib_plots_are_figures() -> None:
    from matplotlib.figure import Figure

    assert isinstance(plot.score_progress(finished_game()), Figure)
    assert isinstance(plot.bar_chart(["a"], {"x": [1]}), Figure)


def test_games_tables_and_plots_import_without_matplotlib() -> None:
    code = HIDE_MATPLOTLIB + (
        "import tablekit, tablekit.plot\n"
        "g = tablekit.new_game('carcassonne_hg', players=2, seed=1)\n"
        "t = tablekit.Table(g)\n"
        "print(type(tablekit.plot.score_progress(g)).__name__)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "SvgChart"


def code_cells(path: Path) -> list[str]:
    return ["".join(c["source"]) for c in json.loads(path.read_text(encoding="utf-8"))["cells"]
            if c["cell_type"] == "code"]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.name for p in NOTEBOOKS])
def test_every_notebook_figure_is_drawn_by_tablekit_so_it_shows_in_jupyterlite(path: Path) -> None:
    for source in code_cells(path):
        drawn_here = re.sub(r"^\s*%matplotlib inline$", "", source, flags=re.M)
        assert not re.search(r"\bplt\b|matplotlib", drawn_here), source  # tablekit.plot draws in both places


def test_every_notebook_opens_with_the_cell_checked_in_the_lite_site() -> None:
    """Every notebook starts with the same first cell: the one that installs tablekit in the lite site."""
    firsts = set()
    for path in NOTEBOOKS:
        lines = code_cells(path)[0].splitlines()
        firsts.add("\n".join(lines[: lines.index("    %matplotlib inline") + 1]))
    assert len(firsts) == 1, firsts
    assert '    %pip install -q tablekit tqdm' in firsts.pop()
