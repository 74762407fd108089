"""Japanese plots are drawn in a font that has the glyphs where one is installed, and still drawn where none is."""

from __future__ import annotations

import io
import warnings

import pytest

from tablekit import plot

from ..lite.test_without_matplotlib import finished_game

matplotlib = pytest.importorskip("matplotlib")


def japanese_figure() -> object:
    return plot.bar_chart(["川", "森"], {"勝者の平均得点": [3, 5]}, lines={"1セット3点": [3, 3]},
                          xlabel="地形", ylabel="得点", title="勝者の得点はどこから来るか")


@pytest.fixture()
def fresh_families():
    plot.families.cache_clear()
    yield
    plot.families.cache_clear()


def test_where_a_japanese_font_is_installed_no_glyph_is_missing(fresh_families: None) -> None:
    if len(plot.families()) == 1:
        pytest.skip("no font with Japanese glyphs on this machine")
    assert plot.families()[1] in plot.JAPANESE_FAMILIES
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # matplotlib warns of every glyph its fonts lack
        for figure in (japanese_figure(), plot.score_progress(finished_game(), lang="ja")):
            figure.savefig(io.BytesIO(), format="png")


def test_without_a_japanese_font_the_figure_is_still_drawn(fresh_families: None, monkeypatch: pytest.MonkeyPatch,
                                                           caplog: pytest.LogCaptureFixture) -> None:
    from matplotlib import font_manager

    fonts = [f for f in font_manager.fontManager.ttflist if f.name not in plot.JAPANESE_FAMILIES]
    monkeypatch.setattr(font_manager.fontManager, "ttflist", fonts)
    assert plot.families() == ["DejaVu Sans"]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the glyphs it lacks: boxes, as expected
        japanese_figure().savefig(io.BytesIO(), format="png")
    assert "findfont" not in caplog.text  # no family is asked for that is not there (matplotlib logs each)

