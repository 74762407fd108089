"""In JupyterLite there is no matplotlib: plots say so and show their numbers, and nothing else needs it."""

from __future__ import annotations

import subprocess
import sys

import pytest

import tablekit
from tablekit import plot

HIDE_MATPLOTLIB = "import sys; sys.modules['matplotlib'] = None\n"  # any import of it now fails


@pytest.fixture()
def no_matplotlib(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(plot, "find_spec", lambda name: None if name == "matplotlib" else object())


def finished_game() -> tablekit.Game:
    g = tablekit.new_game("amanite", players=2, seed=3)
    while not g.is_over:
        seat = g.to_act[0]
        g.play(seat, g.legal_actions(seat)[0])
    return g


def test_score_progress_without_matplotlib_is_a_note_with_the_scores(no_matplotlib: None) -> None:
    g = finished_game()
    shown = plot.score_progress(g)
    assert isinstance(shown, plot.Unplotted)
    text = str(shown)
    assert "no matplotlib" in text and "JupyterLite" in text
    final = g.result().scores
    assert f"scores after {len(g.history)} steps: " in text
    for seat, score in enumerate(final):
        assert f"{g.info.seat_name(seat)} {score:g}" in text
    assert "<pre" in shown._repr_html_()


def test_pyplot_without_matplotlib_prints_why_and_gives_none(no_matplotlib: None,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    assert plot.pyplot() is None
    assert "no matplotlib" in capsys.readouterr().out


def test_with_matplotlib_plots_are_figures() -> None:
    from matplotlib.figure import Figure

    assert isinstance(plot.score_progress(finished_game()), Figure)
    assert plot.pyplot() is not None


def test_games_tables_and_plots_import_without_matplotlib() -> None:
    code = HIDE_MATPLOTLIB + (
        "import tablekit, tablekit.plot\n"
        "g = tablekit.new_game('carcassonne_hg', players=2, seed=1)\n"
        "t = tablekit.Table(g)\n"
        "print(type(tablekit.plot.score_progress(g)).__name__)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "Unplotted"


def test_every_notebook_opens_with_the_cell_checked_in_the_lite_site() -> None:
    """The lite browser test runs two notebooks; the others must start with the same first cell."""
    import json
    from pathlib import Path

    notebooks = sorted((Path(__file__).parents[2] / "notebooks").glob("*.ipynb"))
    firsts = set()
    for path in notebooks:
        code = [c for c in json.loads(path.read_text(encoding="utf-8"))["cells"] if c["cell_type"] == "code"]
        lines = "".join(code[0]["source"]).splitlines()
        firsts.add("\n".join(lines[: lines.index("    %matplotlib inline") + 1]))
    assert len(firsts) == 1, firsts
    assert '    %pip install -q tablekit tqdm' in firsts.pop()
