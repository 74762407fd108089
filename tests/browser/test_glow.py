"""The glow on lit moves, in JupyterLab: it pulses only by opacity (which the browser composites without painting
the page again), its layer takes no clicks and moves nothing, and it holds still with reduced motion.

One notebook holds a table per game with moves lit for the seat at the screen: HTML elements (buttons, cards) and
SVG shapes (Carcassonne's squares, Mangrovia's sites and buildable spaces). Every animation running in a table must
animate only opacity or transform (the old glow animated box-shadow, stroke-opacity and stroke, and had Chromium
repaint at every frame), but Carcassonne's squares, whose board is drawn anew at every step (REDRAWN_SVG); every lit
HTML element has its glow layer (::before, pointer-events: none) unless its
renderer dropped the pulse. Screenshots of the lit tables at the pulse's start and half way (the halo at its
brightest and dimmest), in JupyterLab Light and Dark, go to
test-artifacts/screenshots/glow_<table>_<theme>_<start|half>.png.
"""

from __future__ import annotations

from typing import Any

import pytest

from .fixtures import ARTIFACTS, set_theme, write_notebook
from .test_amanite_table import SHOTS, open_and_run

pytestmark = pytest.mark.browser

TABLES = {  # a name for the table: the game it plays, seen by seat 0, who may act
    "amanite": 'tablekit.new_game("amanite", players=3, seed=5)',
    "arigato": 'tablekit.new_game("arigato", players=3, seed=2)',
    "carcassonne": 'tablekit.new_game("carcassonne_hg", players=2, seed=1)',
    "luxor": 'tablekit.new_game("luxor", players=3, seed=1)',
    "mangrovia_sites": 'tablekit.new_game("mangrovia", players=3, seed=5, first_player=0)',
    "mangrovia_build": 'tablekit.new_game("mangrovia", scenario="three_and_four", seed=1)',
    "minikin_city": 'tablekit.new_game("minikin_city", players=4, seed=3, first_player=0)',
}
COMPOSITED = {"opacity", "transform", "translate", "scale", "rotate"}
# Carcassonne draws its board anew at every step: an opacity animation on each lit square made a compositor layer of
# each, which cost every click's redraw about 4 ms (17-20 -> 22-23 ms, alternated runs of its table test); its squares
# and markers pulse their stroke's opacity, which repaints the board but makes no layer.
REDRAWN_SVG = {"carcassonne": {"strokeOpacity"}}

GLOW = """(root) => {
  const lit = [...root.querySelectorAll('.tk-legal')];
  const running = document.getAnimations().filter((a) => root.contains(a.effect.target) && a.playState === 'running');
  const meta = ['offset', 'computedOffset', 'easing', 'composite'];
  const props = [...new Set(running.flatMap((a) => a.effect.getKeyframes().flatMap(
    (k) => Object.keys(k).filter((name) => !meta.includes(name)))))];
  const html = lit.filter((el) => !(el instanceof SVGElement)).map((el) => {
    const layer = getComputedStyle(el, '::before');
    const own = running.filter((a) => a.effect.target === el);
    return {
      name: el.className, layer: layer.content !== 'none', pointer: layer.pointerEvents, position: layer.position,
      pulses: own.some((a) => a.effect.pseudoElement === '::before'),
      host: own.filter((a) => !a.effect.pseudoElement).map((a) => a.animationName),
      halo: getComputedStyle(el).boxShadow,
      // the layer is the element's border box: it is placed from the element itself, which is positioned for it
      positioned: getComputedStyle(el).position !== 'static',
      fits: Math.abs(parseFloat(layer.width) - el.offsetWidth) <= 1
        && Math.abs(parseFloat(layer.height) - el.offsetHeight) <= 1,
    };
  });
  const svg = lit.filter((el) => el instanceof SVGElement).map((el) => el.getAttribute('class'));
  return { props, running: running.length, html, svg,
           svgPulses: running.filter((a) => a.effect.target instanceof SVGElement).length };
}"""

# The lit elements' boxes, and their parts', neighbours' and parents', with and without the class tk-legal: the glow
# moves nothing.
STILL_LAYOUT = """(root) => {
  const lit = [...root.querySelectorAll('.tk-legal')].filter((el) => !(el instanceof SVGElement));
  const boxes = () => lit.flatMap((el) => [el, ...el.querySelectorAll('*'), el.nextElementSibling, el.parentElement]
    .filter(Boolean))
    .map((el) => el.getBoundingClientRect()).map((r) => [r.x, r.y, r.width, r.height].map(Math.round).join());
  const before = boxes();
  lit.forEach((el) => el.classList.remove('tk-legal'));
  const after = boxes();
  lit.forEach((el) => el.classList.add('tk-legal'));
  return before.filter((box, i) => box !== after[i]).length;
}"""

PAUSE_AT = "(t) => document.getAnimations().forEach((a) => { a.pause(); a.currentTime = t; })"
DRAWN = "() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))"  # two frames on


def test_glow_pulses_by_opacity_only(page: Any, lab: Any) -> None:
    cells = ["import tablekit"] + [f"tablekit.Table({game}, seat=0)" for game in TABLES.values()]
    open_and_run(page, lab, write_notebook(ARTIFACTS / "lab" / "glow_tables.ipynb", cells))
    tables = page.locator(".tk-root")
    tables.nth(len(TABLES) - 1).locator(".tk-legal").first.wait_for()
    found = {}
    for i, name in enumerate(TABLES):
        table = tables.nth(i)
        table.locator(".tk-legal").first.wait_for()
        glow = table.evaluate(GLOW)
        found[name] = glow
        assert set(glow["props"]) <= COMPOSITED | REDRAWN_SVG.get(name, set()), (name, glow["props"])
        for element in glow["html"]:
            assert not element["host"], (name, element)  # the element itself is not animated
            if element["layer"]:
                assert element["pointer"] == "none" and element["position"] == "absolute", (name, element)
                assert element["positioned"] and element["fits"], (name, element)  # drawn round the move itself
                assert element["pulses"], (name, element)
        assert table.evaluate(STILL_LAYOUT) == 0, name
    # every kind is there: HTML elements with their layer, and SVG shapes that pulse an edge of their own
    assert all(any(e["layer"] for e in found[name]["html"]) for name in ("amanite", "arigato", "luxor", "minikin_city"))
    assert found["carcassonne"]["svg"] and found["carcassonne"]["svgPulses"]
    assert found["mangrovia_build"]["svgPulses"] >= 2 and found["mangrovia_sites"]["svg"]

    SHOTS.mkdir(parents=True, exist_ok=True)
    page.mouse.move(0, 0)
    for theme in ("JupyterLab Light", "JupyterLab Dark"):
        set_theme(page, theme)
        for phase, at in (("start", 0), ("half", 800)):
            page.evaluate(PAUSE_AT, at)
            page.evaluate(DRAWN)  # the paused phase reaches the screen before the shots
            for i, name in enumerate(TABLES):
                tables.nth(i).scroll_into_view_if_needed()
                tables.nth(i).screenshot(path=str(SHOTS / f"glow_{name}_{theme.split()[-1].lower()}_{phase}.png"))
        page.evaluate("() => document.getAnimations().forEach((a) => a.play())")
    set_theme(page, "JupyterLab Light")

    page.emulate_media(reduced_motion="reduce")
    try:
        for i, name in enumerate(TABLES):
            glow = tables.nth(i).evaluate(GLOW)
            assert glow["running"] == 0, (name, glow["props"])
            for element in glow["html"]:  # the halo still shows, at its brightest, unless the renderer has none
                assert not element["layer"] and not element["pulses"], (name, element)
            assert any(e["halo"] != "none" for e in glow["html"]) or not glow["html"], name
    finally:
        page.emulate_media(reduced_motion="no-preference")
