"""The Amanite tutorial, in English and Japanese (tools/notebook_editions.py writes both editions)."""

CELLS = [
    ("md", """
# Amanite, step by step

Amanite (Spiral Éditions, 2025) is a deduction game for 2–4 players. Six colours of mushroom grow in the forest;
each colour secretly carries one *attribute* — points, Poison, Antidote and more — and nobody knows which until the
end. You learn a little from clue cards, and a lot from watching what the others pick up.

This notebook walks through the rulebook in order, each step a live cell. The rules as implemented, with the
rulebook section of each, are in `docs/rules/amanite.md`.
""", """
# アマナイトをひとつずつ

アマナイト(Spiral Éditions、2025年)は2〜4人用の推理ゲームです。森には6色のキノコが生えていて、色ごとに1つの
*属性*(勝利ポイント、毒、解毒剤など)がひそかに割り当てられています。それがわかるのはゲームの最後です。
ヒントカードから少しずつ、そしてほかのプレイヤーが何を持ち帰るかを見ることから多くのことがわかります。

このノートブックはルールブックの順にたどり、各ステップを実際に動くセルで示します。実装したルールとルールブックの
対応する節は `docs/rules/amanite.md` にまとめてあります。
"""),
    ("code", '''
import os
import sys

if sys.platform == "emscripten":  # in JupyterLite: installs tablekit from the site itself, no network needed
    %pip install -q tablekit tqdm
    import tqdm
    tqdm.tqdm.monitor_interval = 0  # no threads in the browser: no progress-bar monitor
else:
    %matplotlib inline
import tablekit
from tablekit.bots import RandomBot, bot_for
from tablekit.core.text import T, render
from tablekit.games.amanite import knowledge
from tablekit.games.amanite.components import ATTRIBUTE_NAMES, START_CARDS, token_name

LANG = "en"  # this edition's language; the Japanese edition (notebooks/ja/) has "ja"
tablekit.set_language(LANG)  # every table, picture and plot from here on


def in_lang(english, japanese):
    """The notebook's own words in LANG."""
    return japanese if LANG == "ja" else english


def word(key):
    """One of Amanite's words in LANG: a seat (seat.0), a colour (colour.blue), an attribute (attribute.poison)."""
    kind, name = key.split(".")
    if kind == "attribute":  # the English edition keeps the attributes' full names ("−1 point")
        return render(T(f"amanite.ui.a.{name}"), LANG) if LANG == "ja" else ATTRIBUTE_NAMES[name]
    return render(T(f"amanite.{key}"), LANG)


def words(keys):
    """Several of Amanite's words, listed in LANG."""
    return tablekit.listed((word(key) for key in keys), LANG)


def tokens(counts):
    """A collection ({"G": 2, "X": 1}) in LANG: each colour (or pig) and how many."""
    return tablekit.listed((f"{render(T('amanite.ui.c.' + token_name(code)), LANG)} {n}"
                            for code, n in counts.items()), LANG)


def clues(seen):
    """A seat's clue cards in LANG: the start card's three colours and attributes, then each notebook clue."""
    start = seen["start"]
    lines = [in_lang("start card: ", "開始カード: ") + words(f"colour.{c}" for c in start["colours"]) + " / "
             + words(f"attribute.{a}" for a in start["attributes"])]
    lines += [in_lang("notebook: ", "ノートブック: ") + word(f"colour.{n['colour']}") + " = "
              + word(f"attribute.{n['attribute']}") for n in seen["notebook"]]
    return "\\n".join(lines)


def eliminated(game):
    """Each eliminated seat of a finished game and why, in LANG (the view holds a reason in no language)."""
    for seat, why in game.view(None)["final"]["eliminated"].items():
        reason = T(f"amanite.ui.reason.{why['reason']}", tokens=why.get("tokens", ""))
        print(word(f"seat.{seat}"), render(T("amanite.ui.eliminated", why=reason), LANG))
'''),
    ("md", """
## Components and setup

For 3 players: four forest tiles (players + 1), the six mushroom cards on their two-space side, 64 tokens in the bag
(ten of each colour and four pigs), and for each player a start card, two meeples and two notebook tokens.

The first game uses the attributes −1, +1, +2, +3, Antidote and Poison. A deck of six clue cards per attribute is
dealt face down onto the six colours at random: that is the secret of the game.
""", """
## コンポーネントとセットアップ

3人プレイでは、森タイルを4枚(プレイヤー数+1)使います。6枚のキノコカードは、ノートブックトークンのスペースが
2つある面を上にします。袋には64枚のトークン(各色10枚のキノコトークンと4枚の豚トークン)が入り、各プレイヤーは
開始カード1枚、ミープル2つ、ノートブックトークン2つを受け取ります。

初回のゲームでは、属性 −1、+1、+2、+3、解毒剤、毒を使います。属性ごとに6枚のヒントカードでデッキを作り、
裏向きのまま6色のキノコカードにランダムに配ります。これがこのゲームの秘密です。
"""),
    ("code", """
setup = tablekit.new_game("amanite", players=3, seed=3, sides=["A", "B", "A"], first_player=0)
tablekit.Table(setup, seats=["human", "human", "human"])
"""),
    ("code", """
for seat, (animal, sides) in enumerate(START_CARDS.items()):
    print(f"{word(f'seat.{seat}'):9}",
          "  ".join(f"{s}: {words(f'colour.{c}' for c in cs)}" for s, cs in sides.items()))
"""),
    ("md", """
## The start card and three shuffled clues

Each player takes one clue card from each of the three colours on their start card, **shuffles them, then looks**.
In the rulebook's example Lana's card shows blue, yellow and red, and she finds Poison, −1 and +3: she knows those
three colours carry those three attributes, but not which is which.
""", """
## 開始カードと、シャッフルした3枚のヒントカード

各プレイヤーは、自分の開始カードに描かれた3色のキノコカードから1枚ずつヒントカードを取り、**シャッフルしてから
見ます**。ルールブックの例では、ラナの開始カードは青・黄・赤で、出てきたのは毒、−1、+3でした。この3色がこの
3つの属性を持つことはわかりますが、どの色がどれなのかはまだわかりません。
"""),
    ("code", """
lana = tablekit.new_game("amanite", scenario="lana", seed=5)
print(clues(lana.view(0)["clues"]))
for colour, chances in knowledge(lana, 0).items():
    print(f"{word(f'colour.{colour}'):7}",
          tablekit.listed((f"{word(f'attribute.{a}')} {p:.0%}" for a, p in chances.items()), LANG))
"""),
    ("md", """
A guided lesson: place your first meeple where your clues prove the tokens are safe; any other tile shows why the
lesson wants this one.
""", """
ガイド付きレッスン: ヒントカードから安全とわかるトークンのある場所に、最初のミープルを置きましょう。ほかのタイルを選ぶと、なぜこの手なのかが表示されます。
"""),
    ("code", '''
tablekit.lesson("amanite").table()
'''),
    ("md", """
## Playing a round on the table

Each round has four phases: new mushrooms grow (4, 5, then 6 tokens per tile), meeples go into the forest, the
mushrooms are collected, and new clue cards are drawn. Here is Lana's game at the start of round 1, with Lana (the
Fox) played by you and the others by bots. The deduction grid on the right shows what Lana can work out.

**Placing meeples.** The first meeple on a tile stands on its "1" space. The second stands on the split space and
at once divides the tokens into two piles. Nobody may put both their meeples on one tile.
""", """
## 卓で1ラウンドを遊ぶ

各ラウンドは4つのフェイズからなります。新しいキノコの出現(森タイルごとに、ラウンドに応じて4枚、5枚、6枚の
トークン)、ミープルが森へと踏み込む、キノコの採取、新しいヒントカードの収集です。下は第1ラウンド開始時の
ラナのゲームで、ラナ(キツネ)はあなた、ほかの2人はボットが担当します。右側の推理表は、ラナが推理できることを
示しています。

**ミープルを置く**: 森タイルに最初に来たミープルは「1」のスペースに立ちます。2人目は分割のスペースに立ち、
その場でタイルのトークンを2つの山に分けます。自分のミープルを2つとも同じタイルに置くことはできません。
"""),
    ("code", """
table = tablekit.Table(lana, seats=["human", bot_for("amanite", seed=1), bot_for("amanite", seed=2)])
table
"""),
    ("code", """
table.act("place:0")   # Lana takes the "1" space of the first tile
table.run_bots()
print(*[e for h in lana.history for e in h.events_in(LANG)][-3:], sep="\\n")
"""),
    ("md", """
**Collecting.** From the leftmost tile: the player on "1" takes a pile of their choice and the splitter takes the
other. A lone meeple takes exactly two tokens and the rest go back to the bag. Keep clicking on the table above, or
let the bots play Lana's turns too:
""", """
**採取**: 左端の森タイルから順に、「1」のスペースのプレイヤーが好きな山を取り、分割したプレイヤーが残りの山を
取ります。ミープルが1つだけのタイルでは、そのプレイヤーがちょうど2枚のトークンを取り、残りは袋に戻ります。
上の卓でクリックを続けても、ラナの手番もボットに任せてもかまいません。
"""),
    ("code", """
lana_bot = bot_for("amanite", seed=9)
while lana.view(None)["phase"] in ("place", "collect", "pig"):
    seat = lana.to_act[0]
    table.act(lana_bot.act(lana, 0).id) if seat == 0 else table.run_bots()
print(word(f"phase.{lana.view(None)['phase']}"))
for seat, seen in enumerate(lana.view(None)["seats"]):
    print(f"  {word(f'seat.{seat}')}: {tokens(seen['tokens'])}")
"""),
    ("md", """
## The pig rule

Pigs are hungry: for each pig you collect, you must at once give back one of your mushroom tokens (from this round or
an earlier one) to the bag. The pig stays with you and is worth 3 points at the end. In this prepared position the
Fox can take the pile with a pig:
""", """
## 豚のルール

豚はお腹を空かせています。豚トークンを1枚集めるたびに、持っているキノコトークン(このラウンドのものでも、前の
ラウンドのものでも)をただちに1枚袋に戻さなければなりません。豚トークンは手元に残り、最後に3勝利ポイントに
なります。この用意した局面では、キツネは豚トークンの入った山を取れます。
"""),
    ("code", """
pig = tablekit.new_game("amanite", scenario="pig", seed=3)
print(*[render(a.text, LANG) for a in pig.legal_actions(0)], sep="\\n")
pig.play(0, "pile:0:0")
print(*[render(a.text, LANG) for a in pig.legal_actions(0)], sep="\\n")
pig_table = tablekit.Table(pig, seats=["human", "human", "human"])
pig_table
"""),
    ("md", """
## New clue cards

After rounds 1 and 2, starting with the last player and going counter-clockwise, each player puts a notebook token on
a free space of a mushroom card and secretly draws a clue of that colour. The first-player token then moves on.
""", """
## 新しいヒントカード

第1ラウンドと第2ラウンドのあと、手番順で最後のプレイヤーから反時計回りに、各プレイヤーはキノコカードの空いて
いるスペースにノートブックトークンを1つ置き、その色のヒントカードを1枚こっそり引きます。そのあと
ファーストプレイヤートークンが次のプレイヤーに移ります。
"""),
    ("code", """
print(*[render(a.text, LANG) for a in lana.legal_actions(lana.to_act[0])][:3], sep="\\n")
table.act(lana_bot.act(lana, 0).id) if lana.to_act == [0] else table.run_bots()
while lana.view(None)["phase"] == "notebook":
    table.act(lana_bot.act(lana, 0).id) if lana.to_act == [0] else table.run_bots()
print(in_lang("Lana's clues:", "ラナのヒントカード:"))
print(clues(lana.view(0)["clues"]))
"""),
    ("md", """
## Final scoring

At the end the decks are turned up. The rulebook's example: Sabrina's blue is Poison, red Antidote, yellow Elixir, and
she holds two blue, one red and one yellow. Each Poison paired with an Antidote or Elixir is worth 5 (10), but the
Antidote–Elixir pair costs 3: **7 points**. In this scenario she is about to take the last pile of the game.
Take it yourself on this table (click one of the two piles on the last forest tile), or read on: the cells below
try both piles on copies of the game.
""", """
## 最終スコアリング

最後にデッキがめくられます。ルールブックの例では、サブリナの青は毒、赤は解毒剤、黄はエリクサーで、彼女は青を2つ、
赤と黄を1つずつ持っています。毒を解毒剤かエリクサーと1つずつ組にすると1組5点で10点、ただし解毒剤とエリクサーの
組で3点を失い、**7勝利ポイント**です。このシナリオでは、彼女はちょうどゲーム最後の山を取るところです。
この卓で自分で取ってみるか(最後の森タイルにある2つの山のどちらかをクリック)、先を読んでください。下のセルは、
ゲームのコピーで両方の山を試します。
"""),
    ("code", """
sabrina = tablekit.new_game("amanite", scenario="sabrina", seed=1)
for a in sabrina.legal_actions(0):
    print(a.id, render(a.text, LANG))
tablekit.Table(sabrina, seats=["human", "human", "human"])
"""),
    ("code", """
good = sabrina.copy()
good.play(0, "pile:3:0")   # the yellow Elixir
print(tablekit.result_text(good, LANG))  # Sabrina plays the Fox: 7 points
eliminated(good)
tablekit.snapshot(good)   # the end of that copy, as everybody sees it once the decks are turned up
"""),
    ("md", """
Had she taken the two white mushrooms instead, her two Poison would outnumber her one Antidote, and she would be
**eliminated**: no points, no win.
""", """
もし白いキノコ2つの山を取っていたら、毒2つに対して解毒剤は1つだけになり、彼女は**脱落**します。得点は
なく、勝つこともできません。
"""),
    ("code", """
bad = sabrina.copy()
bad.play(0, "pile:3:1")
eliminated(bad)
"""),
    ("md", """
## A full game against two bots

Play the Fox yourself on this table. The next cell lets a bot play the Fox in a **copy** of the same game to the end,
so the table stays yours to play.
""", """
## 2体のボットと1ゲーム通して遊ぶ

この卓で、あなた自身がキツネを担当してください。次のセルは同じゲームの**コピー**でボットにキツネを最後まで
担当させるので、この卓はあなたが遊ぶために残ります。
"""),
    ("code", """
full = tablekit.new_game("amanite", players=3, seed=21, sides=["A", "A", "B"])
full_table = tablekit.Table(full, seats=["human", bot_for("amanite", seed=1), bot_for("amanite", seed=2)])
full_table
"""),
    ("code", """
finished = full.copy()
players = [bot_for("amanite", seed=3), bot_for("amanite", seed=1), bot_for("amanite", seed=2)]
while not finished.is_over:
    seat = finished.to_act[0]
    finished.play(seat, players[seat].act(finished, seat))
print(tablekit.result_text(finished))
tablekit.plot.score_progress(finished)
"""),
    ("md", """
## The deduction grid over a game

What the Fox could deduce at the start, after the first notebook phase and after the second: each row a colour, each
column an attribute, the shade the probability.
""", """
## ゲームを通した推理表

キツネが推理できたことを、ゲーム開始時、1回目の新しいヒントカードの収集のあと、2回目のあとで示します。
行は色、列は属性、濃さは確率です。
"""),
    ("code", """
attrs = finished.view(0)["attributes"]
moments = {in_lang("after setup", "セットアップ後"): 0}
for step, h in enumerate(finished.history, start=1):
    if "first-player token passes" in " ".join(h.events):  # the English record marks a new round
        moments[in_lang(f"round {len(moments) + 1} begins", f"第{len(moments) + 1}ラウンド開始")] = step
grids = {title: knowledge(finished.at_step(step), 0) for title, step in moments.items()}
colours = list(next(iter(grids.values())))
tablekit.plot.heatmaps({title: [[grid[c].get(a, 0) for a in attrs] for c in colours] for title, grid in grids.items()},
                       rows=[word(f"colour.{c}") for c in colours], columns=[word(f"attribute.{a}") for a in attrs])
"""),
    ("md", """
## A short experiment: which attribute sets make higher or closer games?

Three heuristic bots play games with random attribute sets (Antidote and Poison always in). For each of the optional
attributes we compare the winning score and the gap between first and second. `GAMES` is small so that the notebook
(and a Voilà page of it) is ready soon: the cell prints how long its games took here; set it to a few hundred for
figures worth comparing.
""", """
## 短い実験: どの属性の組み合わせで、得点が高く、あるいは接戦になるか

3体のヒューリスティック・ボットが、ランダムな属性の組み合わせ(解毒剤と毒は必ず入る)でゲームを行います。選べる
属性のそれぞれについて、勝者の得点と1位・2位の差を比べます。ノートブック(とその Voilà ページ)がすぐに
使えるよう `GAMES` は小さくしてあり、かかった時間もセルが表示します。比べる価値のある数字が欲しければ、
数百に増やしてください。
"""),
    ("code", """
import time
from statistics import mean

# fewer in JupyterLite; 300 or more for the full run; the tests' quick run sets TABLEKIT_QUICK
GAMES = 2 if os.environ.get("TABLEKIT_QUICK") else 4 if sys.platform == "emscripten" else 12

start = time.perf_counter()
result = tablekit.arena("amanite", bots=[bot_for("amanite", s) for s in range(3)], games=GAMES, seed=0,
                        attributes="random")
seconds = time.perf_counter() - start
print(in_lang(f"{GAMES} games in {seconds:.1f} s", f"{GAMES}ゲームに{seconds:.1f}秒"))
rows = []
for number, row in enumerate(result.games):
    scores = sorted(row["scores"], reverse=True)
    attributes = set(result.replay(number).view(None)["attributes"])
    rows.append((attributes, scores[0], scores[0] - scores[1]))

table = [[in_lang("attribute", "属性"), in_lang("games", "ゲーム数"), in_lang("winning score", "勝者の得点"),
          in_lang("gap to second", "2位との差")]]
for attribute in ["minus1", "plus1", "plus2", "plus3", "elixir", "limit", "pair", "majority"]:
    games = [r for r in rows if attribute in r[0]]
    if games:
        table.append([word(f"attribute.{attribute}"), str(len(games)), f"{mean(r[1] for r in games):.1f}",
                      f"{mean(r[2] for r in games):.1f}"])
print(tablekit.lab.table(table))  # aligned columns, Japanese characters counted two wide
"""),
    ("coach",),
    ("md", """
**Next:** [the mechanics lab](07_mechanics_lab.ipynb) measures what this game's rules do over many games (length, choices per turn, seat advantage, skill against luck, lead changes) beside the five other games, and tries a rule variant of each (日本語版: [ja/07_mechanics_lab.ipynb](ja/07_mechanics_lab.ipynb)).
""", """
**次へ:** [メカニクス実験室](07_mechanics_lab.ipynb) では、このゲームのルールがたくさんのゲームを通して何を生み出すか
(長さ、手番ごとの選択肢、席の有利不利、実力と運、首位の交代)をほかの5つのゲームと並べて測り、それぞれのルールの
変種も試します(English: [../01_amanite.ipynb](../01_amanite.ipynb))。
"""),
]
