"""Plain-words reasons why a Carcassonne: Hunters & Gatherers action id is refused, naming the rule in the
reader's language (the ``carcassonne_hg.refuse.*`` messages).

>>> import tablekit
>>> from tablekit.core.text import render
>>> g = tablekit.new_game("carcassonne_hg", players=2, seed=1)
>>> render(g.state.explain_illegal(0, "tile:0,0,7"), "ja")
'地形タイルの配置: 回転は時計回りに0から3回の90度回転です'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.text import Messages, T
from .board import FIGURE, HUT
from .tiles import TILES

if TYPE_CHECKING:
    from .state import CarcassonneHGState

KIND_STEP = {"tile": "place", "recall": "shaman", FIGURE: "figure", HUT: "figure"}

R = Messages("carcassonne_hg.refuse", {
    "step.place": "tile placement", "step.shaman": "the shaman's recall", "step.figure": "the figure or hut step",
    "step.over": "the end: the game is over",
    "pass": "'pass' is not available during {step}",
    "kind": "{id} is not an action of this game (kinds: tile, recall, figure, hut, pass)",
    "step": "{id} belongs to {wanted}, but the turn is at {now}",
    "tile.shape": "Tile placement: a placement is written tile:x,y,rotation with whole numbers",
    "tile.rotation": "Tile placement: the rotation is 0 to 3 quarter turns clockwise",
    "tile.fit": "Tile placement: tile {tile} cannot go at ({x}, {y}) turned {degrees}°: {why}",
    "fit.taken": "({x}, {y}) already holds tile {held}",
    "fit.alone": "({x}, {y}) touches no placed tile: a tile must share a side with one",
    "fit.side": "its {side} side is {edge} but the neighbour there shows {shows}",
    "side.north": "north", "side.east": "east", "side.south": "south", "side.west": "west",
    "edge.F": "forest", "edge.M": "meadow", "edge.R": "river",
    "recall": "Shaman: only one of your own tribe figures standing on the board can be taken back",
    "zone": "Figure placement: a piece goes on a zone of the tile just placed ({zones}), not {zone}",
    "lake": "Figure placement: tribe figures go on forests, rivers and meadows, not on lakes (huts may)",
    "no_figure": "Figure placement: you have no tribe figure left in your supply",
    "river": "Figure placement: this river already holds a tribe figure (yours or another's) through its connections",
    "feature": "Figure placement: this feature already holds a tribe figure (yours or another's) through its "
               "connections",
    "hut.water": "Hut placement: a hut goes on a river or lake of the tile just placed",
    "no_hut": "Hut placement: you have no hut left in your supply",
    "hut.taken": "Hut placement: this water system (rivers and lakes together) already holds a hut",
}, {
    "step.place": "地形タイルの配置", "step.shaman": "祈祷師によるコマの回収",
    "step.figure": "種族コマか小屋コマの配置",
    "step.over": "ゲーム終了",
    "pass": "「{step}」の間は'pass'を選べません",
    "kind": "{id}はこのゲームの手ではありません(手の種類: tile, recall, figure, hut, pass)",
    "step": "{id}は「{wanted}」の手ですが、今は「{now}」です",
    "tile.shape": "地形タイルの配置: 置き方はtile:x,y,回転の形で、整数で書きます",
    "tile.rotation": "地形タイルの配置: 回転は時計回りに0から3回の90度回転です",
    "tile.fit": "地形タイルの配置: タイル{tile}は({x}, {y})に{degrees}°回して置けません: {why}",
    "fit.taken": "({x}, {y})にはすでにタイル{held}があります",
    "fit.alone": "({x}, {y})は置かれたタイルに接していません。タイルは既に置かれたタイルと辺を接して置きます",
    "fit.side": "{side}の辺は{edge}ですが、隣のタイルのその辺は{shows}です",
    "side.north": "北", "side.east": "東", "side.south": "南", "side.west": "西",
    "edge.F": "森", "edge.M": "草原", "edge.R": "川",
    "recall": "祈祷師: 回収できるのはボード上に立っている自分の種族コマ1つだけです",
    "zone": "種族コマか小屋コマの配置: コマは今置いたタイルの区域({zones})に置きます。{zone}ではありません",
    "lake": "種族コマの配置: 種族コマは森・川・草原に置きます。湖には置けません(小屋コマは置けます)",
    "no_figure": "種族コマの配置: 手元に種族コマが残っていません",
    "river": "種族コマの配置: この川には、繋がった先にすでに種族コマ(自分のものも含む)があります",
    "feature": "種族コマの配置: この地形には、繋がった先にすでに種族コマ(自分のものも含む)があります",
    "hut.water": "小屋コマの配置: 小屋コマは今置いたタイルの川か湖に置きます",
    "no_hut": "小屋コマの配置: 手元に小屋コマが残っていません",
    "hut.taken": "小屋コマの配置: この水系(川と湖)にはすでに小屋コマがあります",
})


def _ints(text: str, n: int) -> list[int] | None:
    parts = text.split(",")
    try:
        values = [int(p) for p in parts[:n]]
    except ValueError:
        return None
    return values if len(parts) >= n else None


def explain(state: CarcassonneHGState, seat: int, action_id: str) -> T:
    """Why ``action_id`` is not legal for ``seat`` in ``state``."""
    kind, _, rest = action_id.partition(":")
    shown = repr(action_id[:60])
    if kind == "pass":
        return R("pass", step=R(f"step.{state.phase}"))
    step = KIND_STEP.get(kind)
    if step is None:
        return R("kind", id=shown)
    if step != state.phase:
        return R("step", id=shown, wanted=R(f"step.{step}"), now=R(f"step.{state.phase}"))
    if kind == "tile":
        values = _ints(rest, 3)
        if values is None or len(rest.split(",")) != 3:
            return R("tile.shape")
        x, y, r = values
        if not 0 <= r <= 3:
            return R("tile.rotation")
        assert state.current is not None
        found = state.board.misfit(TILES[state.current], x, y, r)
        if found is None:  # it fits: the id was written another way than the listed one (e.g. "tile:+1,0,0")
            return R("tile.shape")
        why, held, side, edge, shows = found
        reason = R(f"fit.{why}", x=x, y=y, held=held, side=R(f"side.{side}") if side else "",
                   edge=R(f"edge.{edge}") if edge else "", shows=R(f"edge.{shows}") if shows else "")
        return R("tile.fit", tile=state.current, x=x, y=y, degrees=90 * r, why=reason)
    if kind == "recall":
        return R("recall")
    tile = state.last_tile
    zone = tile.zone(rest)
    if zone is None:
        return R("zone", zones=", ".join(z.id for z in tile.zones), zone=repr(rest[:20]))
    if kind == FIGURE:
        if zone.kind == "L":
            return R("lake")
        if not state.figures_left[seat]:
            return R("no_figure")
        return R("river" if zone.kind == "R" else "feature")
    if zone.kind not in "RL":
        return R("hut.water")
    if not state.huts_left[seat]:
        return R("no_hut")
    return R("hut.taken")
