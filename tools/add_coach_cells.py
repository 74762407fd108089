"""Add (or refresh) the coach cell at the end of each tutorial notebook: "why is this the better move?" on one of
the rulebook's worked examples. Run from the repository root: ``python tools/add_coach_cells.py``."""

from __future__ import annotations

from pathlib import Path

import nbformat

MARK = "coach-cell"  # cell metadata tag: the cells this script owns
EXAMPLES = {  # notebook: (game, scenario, the example in English, in Japanese)
    "01_amanite.ipynb": ("amanite", "sabrina", "the scoring example, where Sabrina (Fox) chooses the last pile",
                         "得点計算の例：サブリナ（キツネ）が最後の山を選ぶ場面"),
    "02_carcassonne_hunters_gatherers.ipynb": ("carcassonne_hg", "forest_completed",
                                               "the forest example, where tile 36 can close Red's one-tile forest",
                                               "森の例：タイル36で赤の1枚の森を完成できる場面"),
    "03_luxor.ipynb": ("luxor", "treasure", "the treasure example, a vase that needs two adventurers",
                       "宝物の例：冒険者2人が必要な壺"),
    "04_mangrovia.ipynb": ("mangrovia", "three_and_four", "the building example at action 11 (start cards 3 and 4)",
                           "建設の例：アクション11でスタートカード3と4を支払う場面"),
    "05_minikin_city.ipynb": ("minikin_city", "round1", "the first round's ranking example",
                              "第1ラウンドの順位決定の例"),
    "06_arigato.ipynb": ("arigato", "day12", "the day-12 example (one villager and four makers)",
                         "12日目の例（村人1枚と職人4枚）"),
}
PROSE = """## Why is this the better move? Ask the coach

The coach (`tablekit.coach`) plays every legal move on in a few worlds dealt from the mover's own view (so it
guesses what that seat cannot see), with the heuristic bot playing every seat after it, and counts how often the
mover wins.
Here it judges {what}.
`WORLDS` is kept small so the cell stays short; the numbers are rough (each is a share of `WORLDS` games), so
read them as "clearly better" or "about the same". A table made with `tablekit.Table(game, coach=True)` shows the
same numbers as badges on the board, worked out in the background.

### なぜこの手が良いのか: コーチに聞く

コーチ（`tablekit.coach`）は、手番の席に見える情報だけから配り直したいくつかの世界で、合法手をそれぞれ打ったあと
ヒューリスティック・ボットに最後まで打たせ、その席が勝った割合を数えます。
ここではルールブックの例（{what_ja}）を評価します。
`WORLDS` はセルが長くならないよう小さくしてあるので、数字はおおまかな目安です。`tablekit.Table(game, coach=True)`
で作った卓では、同じ数字が盤上のバッジとして表示されます。"""
CODE = """from tablekit.coach import advise

WORLDS = 4  # small, to keep the cell short; 20 or more for firmer numbers
example = tablekit.new_game("{game}", scenario="{scenario}", seed=1)
mover = example.to_act[0]
moves = advise(example, mover, worlds=WORLDS, seed=0)
labels = {{a.id: a.label for a in example.legal_actions(mover)}}
ranked = sorted(moves, key=lambda i: (-moves[i]["win"], -moves[i]["score"]))
for action_id in ranked:
    m = moves[action_id]
    print(f"wins {{m['win']:4.0%}}  mean score {{m['score']:5.1f}}  {{labels[action_id]}}")
print("the coach's choice:", labels[ranked[0]])"""


def main() -> None:
    for name, (game, scenario, what, what_ja) in EXAMPLES.items():
        path = Path("notebooks") / name
        nb = nbformat.read(path, as_version=4)
        nb.cells = [c for c in nb.cells if MARK not in c.metadata.get("tags", [])]
        prose = nbformat.v4.new_markdown_cell(PROSE.format(what=what, what_ja=what_ja), metadata={"tags": [MARK]})
        code = nbformat.v4.new_code_cell(CODE.format(game=game, scenario=scenario), metadata={"tags": [MARK]})
        nb.cells += [prose, code]
        nbformat.validate(nb)
        nbformat.write(nb, path)


if __name__ == "__main__":
    main()
