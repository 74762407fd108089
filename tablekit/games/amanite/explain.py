"""Plain-words reasons why an Amanite action id is refused, naming the rulebook's rule in the reader's language
(the ``amanite.refuse.*`` messages).

>>> import tablekit
>>> from tablekit.core.text import render
>>> g = tablekit.new_game("amanite", players=2, seed=1)
>>> render(g.state.explain_illegal(0, "side:C"), "ja")
'開始カードにはAとBの2つの面があります(セットアップ4)'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.errors import REFUSE
from ...core.text import Messages, T
from .components import COLOURS, SIDES
from .messages import M as WORDS

if TYPE_CHECKING:
    from .state import AmaniteState

KIND_PHASE = {"side": "sides", "place": "place", "split": "place", "pile": "collect", "take": "collect",
              "feed": "pig", "note": "notebook"}

R = Messages("amanite.refuse", {
    "kind": "{id} is not an Amanite action (kinds: {kinds})",
    "phase.sides": "choosing start-card sides (setup step 4)",
    "phase.place": "meeple placement (phase 2)",
    "phase.collect": "mushroom collection (phase 3)",
    "phase.pig": "feeding the pigs (phase 3)",
    "phase.notebook": "drawing new clue cards (phase 4)",
    "phase.over": "final scoring: the game is over",
    "side": "a start card has two sides, A and B (setup step 4)",
    "no_tile": "there is no forest tile {index}: the tiles are 0 to {last}",
    "second": "Meeple placement: you may never put your second meeple on a forest tile that holds your first",
    "taken": "Meeple placement: a tile that already has a meeple is joined on its split space, with a split",
    "empty": "Meeple placement: the first meeple on a tile takes the \"1\" space; nobody splits an empty tile",
    "full": "Meeple placement: both spaces of this forest tile are taken",
    "few": "Meeple placement: a split needs two non-empty piles, and this tile has fewer than 2 tokens",
    "split": "Meeple placement: a split divides exactly the tile's tokens into two non-empty piles",
    "colour": "there is no {colour} mushroom; colours: {colours}",
    "note": "Phase 4: the {colour} mushroom card has no free notebook space",
    "feed": "Pigs: the pig eats one of the mushroom tokens you hold (not a pig, not one you lack)",
    "take": "Collection: a lone meeple takes exactly 2 of its tile's tokens (all of them when fewer)",
}, {
    "kind": "{id}はアマナイトの手ではありません(手の種類: {kinds})",
    "phase.sides": "開始カードの面の選択(セットアップ4)",
    "phase.place": "ミープルが森へと踏み込む(2)",
    "phase.collect": "キノコの採取(3)",
    "phase.pig": "豚がキノコを食べる(3)",
    "phase.notebook": "新しいヒントカードの収集(4)",
    "phase.over": "最終スコアリング:ゲームは終了しました",
    "side": "開始カードにはAとBの2つの面があります(セットアップ4)",
    "no_tile": "森タイル{index}はありません。森タイルは0から{last}までです",
    "second": "ミープルが森へと踏み込む: 自分の1つ目のミープルがいる森タイルに2つ目を置くことはできません",
    "taken": "ミープルが森へと踏み込む: すでにミープルがいるタイルには、分割して分割スペースに置きます",
    "empty": "ミープルが森へと踏み込む: タイルの最初のミープルは「1」のスペースに置きます。空のタイルは分割しません",
    "full": "ミープルが森へと踏み込む: この森タイルのスペースは両方とも埋まっています",
    "few": "ミープルが森へと踏み込む: 分割には空でない山が2つ必要ですが、このタイルのトークンは2つ未満です",
    "split": "ミープルが森へと踏み込む: 分割ではタイルのトークンをちょうど、空でない2つの山に分けます",
    "colour": "{colour}のキノコはありません。色: {colours}",
    "note": "新しいヒントカードの収集: {colour}のキノコカードに空いたノートのスペースはありません",
    "feed": "豚: 豚は自分が持っているキノコトークンを1つ食べます(豚トークンや持っていないものは食べません)",
    "take": "キノコの採取: 1人だけのミープルはタイルのトークンをちょうど2つ取ります(2つ未満ならすべて)",
})


def explain(state: AmaniteState, seat: int, action_id: str) -> T:
    """Why ``action_id`` is not legal for ``seat`` in ``state``."""
    kind, _, rest = action_id.partition(":")
    shown = repr(action_id[:60])
    phase = KIND_PHASE.get(kind)
    if phase is None:
        return R("kind", id=shown, kinds=", ".join(KIND_PHASE))
    if phase != state.phase:
        return REFUSE("wrong_phase", id=shown, wanted=R(f"phase.{phase}"), now=R(f"phase.{state.phase}"))
    if kind == "side" and rest not in SIDES:
        return R("side")
    if kind in ("place", "split"):
        index = rest.partition(":")[0]
        if not (index.isascii() and index.isdigit()) or int(index) >= len(state.tiles):
            return R("no_tile", index=repr(index[:20]), last=len(state.tiles) - 1)
        tile = state.tiles[int(index)]
        if seat in (tile.one, tile.split):
            return R("second")
        if kind == "place" and tile.one is not None:
            return R("taken")
        if kind == "split" and tile.one is None:
            return R("empty")
        if kind == "split" and tile.split is not None:
            return R("full")
        if kind == "split" and len(tile.tokens) < 2:
            return R("few")
        return R("split")
    if kind == "note":
        if rest not in COLOURS:
            return R("colour", colour=repr(rest[:20]), colours=[WORDS(f"colour.{c}") for c in COLOURS])
        return R("note", colour=WORDS(f"colour.{rest}"))
    if kind == "feed":
        return R("feed")
    if kind == "take":
        return R("take")
    return REFUSE("not_legal", id=shown, seat=seat)
