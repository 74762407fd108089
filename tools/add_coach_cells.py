"""Add (or refresh) the coach cell at the end of each tutorial notebook: "why is this the better move?" on one of
the rulebook's worked examples. A notebook written from a source (``notebooks/source/<name>.py``) places its coach
cells with a ``("coach",)`` cell, which tools/notebook_editions.py fills in each language from :func:`cells`; for the
others, run from the repository root: ``python tools/add_coach_cells.py``."""

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
same numbers as badges on the board, worked out in the background."""
PROSE_JA = """## なぜこの手が良いのか: コーチに聞く

コーチ（`tablekit.coach`）は、手番の席に見える情報だけから配り直したいくつかの世界で、合法手をそれぞれ打ったあと
ヒューリスティック・ボットに最後まで打たせ、その席が勝った割合を数えます。
ここではルールブックの例（{what_ja}）を評価します。
`WORLDS` はセルが長くならないよう小さくしてあるので、数字はおおまかな目安です（どれも `WORLDS` 回のゲームに
占める割合です）。「はっきり良い」か「ほぼ同じ」かを読み取ってください。`tablekit.Table(game, coach=True)`
で作った卓では、同じ数字が盤上のバッジとして表示されます。"""
CODE = """from tablekit.coach import advise
from tablekit.core.text import default_language, render

WORLDS = 4  # small, to keep the cell short; 20 or more for firmer numbers
example = tablekit.new_game("{game}", scenario="{scenario}", seed=1)
mover = example.to_act[0]
moves = advise(example, mover, worlds=WORLDS, seed=0)
lang = default_language()  # the notebook's language (tablekit.set_language)
labels = {{a.id: render(a.text, lang) for a in example.legal_actions(mover)}}
ranked = sorted(moves, key=lambda i: (-moves[i]["win"], -moves[i]["score"]))
wins, mean, choice = {{"en": ("wins", "mean score", "the coach's choice:"),
                      "ja": ("勝率", "平均得点", "コーチの選択:")}}[lang]
for action_id in ranked:
    m = moves[action_id]
    print(f"{{wins}} {{m['win']:4.0%}}  {{mean}} {{m['score']:5.1f}}  {{labels[action_id]}}")
print(choice, labels[ranked[0]])"""


def cells(name: str, lang: str) -> list[nbformat.NotebookNode]:
    """The coach cells of notebook ``name`` in ``lang`` ("en" or "ja"): the prose and the code, tagged as ours."""
    game, scenario, what, what_ja = EXAMPLES[name]
    prose = (PROSE if lang == "en" else PROSE_JA).format(what=what, what_ja=what_ja)
    return [nbformat.v4.new_markdown_cell(prose, metadata={"tags": [MARK]}),
            nbformat.v4.new_code_cell(CODE.format(game=game, scenario=scenario), metadata={"tags": [MARK]})]


def main() -> None:
    """Refreshes the coach cells of the notebooks that have no source (tools/notebook_editions.py writes the rest)."""
    for name in EXAMPLES:
        path = Path("notebooks") / name
        if (Path("notebooks") / "source" / name).with_suffix(".py").exists():
            continue
        nb = nbformat.read(path, as_version=4)
        owned = [i for i, c in enumerate(nb.cells) if MARK in c.metadata.get("tags", [])]
        fresh = cells(name, "en")
        if owned:  # in place, so cells after them (a "Next" link) stay after them
            for i, cell in zip(owned, fresh):
                nb.cells[i].source = cell.source
        else:
            nb.cells += fresh
        nbformat.validate(nb)
        nbformat.write(nb, path)


if __name__ == "__main__":
    main()
