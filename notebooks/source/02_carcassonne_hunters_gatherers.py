"""The Carcassonne: Hunters & Gatherers tutorial, in English and Japanese (tools/notebook_editions.py writes both editions)."""

CELLS = [
    ("md", """
# Carcassonne: Hunters & Gatherers, step by step

*Carcassonne: Hunters & Gatherers* (2nd edition, Hans im Glück 2020) is a tile-laying game for 2–5 players set in the
Stone Age. Together the players build a landscape of forests, rivers, lakes and meadows, one square tile at a time,
and send their tribe onto it: forests and rivers score as soon as they are finished, meadows full of game and water
systems full of fish only at the very end.

This notebook follows the rulebook in order, each rule a live cell. The rules as implemented, with the decisions
taken where the rulebook is silent, are in `docs/rules/carcassonne_hg.md`.

**Reading the table.** Each tile is drawn from its data: light green meadows, dark green forests (a grey standing
stone is a *menhir*), blue rivers and lakes with their fish, and the animals of the meadows (mammoth, aurochs, deer
and sabre-toothed tiger). Dotted hedges show where two meadows of one tile do not touch. Drag the map to move it, use
the mouse wheel or the **+ / −** buttons to zoom and **⤢** to fit it again. The tile to place is shown beside the map
with two rotate buttons; the squares where it fits at that rotation glow (hover one to preview the tile there).
""", """
# カルカソンヌ：狩人と採集者をひとつずつ

*カルカソンヌ：狩人と採集者*(第2版、Hans im Glück、2020年)は、石器時代を舞台にした2〜5人用のタイル配置
ゲームです。プレイヤーは正方形のタイルを1枚ずつ置いて、森・川・湖・草原の広がる土地を一緒に作り、そこへ自分の
種族を送り込みます。森と川は完成した時点で得点になり、獲物の多い草原と魚の多い水系はゲームの最後にだけ得点に
なります。

このノートブックはルールブックの順にたどり、ルールを1つずつ実際に動くセルで示します。実装したルールと、
ルールブックが触れていないところで決めたことは `docs/rules/carcassonne_hg.md` にあります。

**卓の見方**: タイルはそのデータから描かれます。明るい緑が草原、濃い緑が森(灰色の立石は*メンヒル*)、青が川と湖で
魚もいます。草原には動物(マンモス、オーロックス、鹿、サーベルタイガー)がいます。点線の生け垣は、同じタイルの
2つの草原がつながっていないところを示します。地図はドラッグで動かし、マウスホイールか **+ / −** ボタンで拡大・
縮小、**⤢** で全体表示に戻せます。置くタイルは地図の横に回転ボタン2つと一緒に表示され、その向きで置けるマスが
光ります(マスにマウスを乗せると、置いたときの様子が見えます)。
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
from collections import defaultdict

from tqdm.auto import tqdm

import tablekit
from tablekit.bots import RandomBot, bot_for
from tablekit.core.text import T, render, scenario_text, seat_name
from tablekit.games.carcassonne_hg.options import INFO

LANG = "en"  # this edition's language; the Japanese edition (notebooks/ja/) has "ja"
tablekit.set_language(LANG)  # every table, picture and plot from here on
PARTS = {"rivers": "川", "forests": "森", "hunting trap": "狩猟罠", "dugout canoe": "丸太舟", "water systems": "水系",
         "meadows": "草原"}  # the score breakdown's parts in the rulebook's Japanese


def in_lang(english, japanese):
    """The notebook's own words in LANG."""
    return japanese if LANG == "ja" else english


def word(key, **args):
    """One of the game's words in LANG (ui.stacks, phase.figure...)."""
    return render(T(f"carcassonne_hg.{key}", **args), LANG)


def part(name):
    """A part of the score breakdown in LANG."""
    return in_lang(name, PARTS.get(name, name))


def listed(items):
    """Words in a row, as LANG writes a list."""
    return tablekit.listed(items, LANG)


def scores(game):
    """Each seat's score, by name."""
    return listed(f"{seat_name(game.info, seat, LANG)} {s['score']:g}" for seat, s in enumerate(game.view(None)["seats"]))


for name in INFO.scenarios:  # each rulebook example, by the name new_game(scenario=...) takes
    print(f"{name:17} {scenario_text(INFO, name, LANG)}")
'''),
    ("md", """
## Components and setup

The box holds 95 tiles: the start tile, 78 land tiles and 16 bonus tiles (the bonus tiles have a golden frame on
the table). Each player has 6 tribe figures and 3 huts in their colour. The start tile goes face up in the middle of
the table at position (0, 0) — in this implementation x grows to the east and y to the south — and the land and
bonus tiles form two shuffled face-down stacks.

Here is a fresh game for two people sharing one screen: just the start tile, and the first land tile waiting
beside the map. Click a glowing square to place it, then a marker (or **No figure**), and pass the mouse on.
""", """
## コンポーネントとセットアップ

箱には95枚のタイルが入っています。スタートタイル1枚、地形タイル78枚、ボーナスタイル16枚です(卓ではボーナス
タイルに金色の枠が付きます)。各プレイヤーは自分の色の種族コマ6つと小屋コマ3つを持ちます。スタートタイルは表向きで
テーブルの中央、位置 (0, 0) に置きます(この実装では x は東へ、y は南へ増えます)。地形タイルとボーナスタイルは
それぞれよく混ぜて、裏向きの2つの山にします。

下は、2人で1つの画面を使う新しいゲームです。あるのはスタートタイルだけで、最初の地形タイルが地図の横で待って
います。光っているマスをクリックしてタイルを置き、次にコマの置き場所(または **置かない**)をクリックしたら、
マウスを相手に渡してください。
"""),
    ("code", """
setup = tablekit.new_game("carcassonne_hg", players=2, seed=3)
tablekit.Table(setup, seats=["human", "human"])
"""),
    ("md", """
For the rules below we follow another game, in which you play Red and a heuristic bot plays Blue. Nobody clicks
while the notebook runs unattended, so the cells drive this table with `table.act(...)` and `table.run_bots()`; when
you run the notebook yourself you can just as well click the board.
""", """
ここからのルールは別のゲームでたどります。あなたは赤、ヒューリスティック・ボットが青です。ノートブックを
自動で実行するときは誰もクリックしないので、セルは `table.act(...)` と `table.run_bots()` でこの卓を動かします。
自分でノートブックを動かすときは、盤をクリックしてもかまいません。
"""),
    ("code", """
g = tablekit.new_game("carcassonne_hg", players=2, seed=1)
table = tablekit.Table(g, seats=["human", bot_for("carcassonne_hg", seed=1)])
table
"""),
    ("md", """
A tile is a set of *zones*. A side of a tile is forest, meadow or river; a river side is split into two meadow
halves around the water. In the view each zone lists the sides it touches (`N E S W`, or half sides such as `nw`,
the western half of the north side) and what lies on it:
""", """
タイルは*ゾーン*の集まりです。タイルの辺は森、草原、川のいずれかで、川の辺は水をはさんで草原の2つの半分に
分かれます。ビューでは、各ゾーンが接する辺(`N E S W`、あるいは北辺の西半分を表す `nw` のような半辺)と、
そこにあるものを示します。
"""),
    ("code", """
def describe(game, tile_id):
    # a tile type in words: its edges, then each zone with the sides it touches and what lies on it
    tile = game.static_data()["tile_types"][str(tile_id)]
    kind = {"F": "forest", "M": "meadow", "R": "river", "L": "lake"}
    side = dict(zip("NESW", in_lang(["N", "E", "S", "W"], ["北", "東", "南", "西"])))
    half = {s: side[s[0].upper()] + in_lang(f"({s})", f"({side[s[1].upper()]}寄り)") for s in
            ("ne", "nw", "en", "es", "se", "sw", "wn", "ws")}
    say = lambda key, **args: render(T(f"carcassonne_hg.ui.{key}", **args), LANG)
    count = lambda thing, n: say(f"count.{thing}" + (".one" if n == 1 else ""), n=n)
    tile_kind = {"start": in_lang("start tile", "開始タイル"), "land": in_lang("land tile", "地形タイル"),
                 "bonus": say("menhir")}[tile["kind"]]
    edges = " ".join(f"{side[d]}={say('kind.' + kind[e])}" for d, e in zip("NESW", tile["edges"]))
    print(in_lang(f"tile {tile_id} ({tile_kind}): edges {edges}", f"タイル{tile_id}({tile_kind}): 辺 {edges}"))
    for zone in tile["zones"]:
        things = [count(a, n) for a, n in zone.get("animals", {}).items()]
        things += [count(k, 1) for k in ("menhir", "mushroom") if zone.get(k)]
        things += [count("fish", zone["fish"])] if zone.get("fish") else []
        things += [say(f"power.{zone['power']}").split(":")[0]] if zone.get("power") else []
        things += [in_lang(f"ends in lake {zone['end']}", f"湖{zone['end']}に注ぐ")] if zone.get("end") else []
        sides = " ".join(side.get(s, half.get(s)) for s in zone["sides"]) or in_lang("(inside)", "(内側)")
        print(f"  {zone['id']:3} {say('kind.' + zone['type'])} {in_lang('sides', '辺')} {sides}",
              "; " + tablekit.listed(things, LANG) if things else "")

view = g.view(0)
print(f"{word('ui.stacks')}: {view['stacks']['land']}{word('ui.land')} · {view['stacks']['bonus']}{word('ui.bonus')}")
describe(g, 56)  # the start tile
describe(g, view["current"]["id"])  # the tile Red has drawn
"""),
    ("md", """
## A turn

On your turn you

1. **place** the land tile you drew (compulsory),
2. may put **one tribe figure or one hut** on that tile,
3. **score** every forest and river the tile has just finished.

The game ends after the turn in which the last land tile is placed.

### 1. Placing a tile

The new tile must touch a tile already on the table along a side, and every side it shares must match: forest
against forest, meadow against meadow, river against river. Every fitting position and rotation is a legal move,
written `tile:x,y,r` with `r` quarter turns clockwise. A tile that fits nowhere is put aside face up and another is
drawn.
""", """
## 手番

自分の手番には次のことを行います。

1. 引いた地形タイルを**配置する**(必須)。
2. そのタイルに**種族コマ1つか小屋コマ1つ**を置いてもよい。
3. そのタイルで完成した森と川をすべて**得点計算する**。

最後の地形タイルが置かれた手番のあとで、ゲームは終わります。

### 1. タイルの配置

新しいタイルは、すでに置かれたタイルと辺で接していなければならず、接する辺はすべて合っていなければなりません。
森は森に、草原は草原に、川は川に。置ける位置と向きの組み合わせがそれぞれ1つの合法手で、`tile:x,y,r`
(`r` は時計回りの90度回転の回数)と書きます。どこにも置けないタイルは表向きにして脇へ置き、もう1枚引きます。
"""),
    ("code", """
moves = [a["id"] for a in table.legal]
print(len(moves), in_lang("ways to place it:", "通りの置き方:"), listed(moves))
table.act("tile:-1,0,0")  # west of the start tile: its river joins the start tile's lake
print(word(f"phase.{g.view(0)['phase']}"))
"""),
    ("md", """
### 2. A tribe figure or a hut

Right after placing, you may put one piece from your supply on the tile you just placed:

* a **tribe figure** on one of its forests, rivers or meadows — standing in forests and rivers, lying down in
  meadows. The whole connected feature must be free of tribe figures, your own included. For figures a lake ends a
  river, so rivers on both sides of a lake are different features.
* or a **hut** on one of its rivers or lakes. A hut belongs to the whole *water system*: every river and lake joined
  together, lakes included. Only one hut per water system.

Figures on rivers and huts never get in each other's way. The table now shows a glowing marker for each legal
choice, and a **No figure** button.
""", """
### 2. 種族コマか小屋コマ

タイルを置いたらすぐに、手元のコマを1つ、いま置いたタイルに置いてもかまいません。

* **種族コマ**なら、そのタイルの森・川・草原のどれかに置きます。森と川では立てて、草原では寝かせて置きます。
  つながった地形全体に、種族コマ(自分のものも含む)が1つもあってはいけません。種族コマにとっては湖が川の端に
  なるので、湖の両側の川は別々の地形です。
* **小屋コマ**なら、そのタイルの川か湖に置きます。小屋コマは*水系*全体、つまりつながった川と湖すべて(湖も
  含む)に属します。1つの水系に小屋コマは1つだけです。

川の種族コマと小屋コマは互いに邪魔をしません。卓には選べる置き場所ごとに光る印と、**置かない** ボタンが
表示されます。
"""),
    ("code", """
for action in table.legal:
    print(f"{action['id']:10} {action['label']}")
"""),
    ("code", """
table.act("figure:R0")  # the river that runs from the start tile's lake to the open north side
table.run_bots()  # Blue's turn
for entry in g.history[-3:]:
    print(entry.seat, entry.action, "|", " ".join(entry.events_in(LANG)))
"""),
    ("md", """
### 3. Scoring finished forests and rivers

Finished features score at once, whoever's turn it is:

* A **river** is finished when both of its ends reach a lake or a spring, or when it closes on itself. It is worth
  1 point per tile plus 1 point per fish in the river and in the lakes at its two ends.
* A **forest** is finished when its edge closes with no gap. It is worth 2 points per tile.

Only the players with the most figures in the feature score it — all of them, in full, if they tie — and every
figure in it goes back to its owner's supply. That is the only way to get figures back, so do not spend them all
early: figures in meadows and huts stay on the board until the end.

A prepared position: Red's figure stands on a river that starts at the start tile's lake, and Red holds the tile
that ends it at a spring.
""", """
### 3. 完成した森と川の得点計算

完成した地形は、誰の手番であってもすぐに得点になります。

* **川**は、両端が湖か水源に届いたとき、または川だけで輪になったときに完成です。タイル1枚につき1点と、その川と
  両端の湖にいる魚1匹につき1点になります。
* **森**は、外周がすき間なく閉じたときに完成です。タイル1枚につき2点になります。

得点するのは、その地形に種族コマをいちばん多く置いているプレイヤーだけです(同数なら全員が満点を得ます)。
その地形の種族コマはすべて持ち主の手元に戻ります。コマを取り戻す方法はこれしかないので、序盤に使い切らない
ように。草原の種族コマと小屋コマは、最後まで盤に残ります。

用意した局面: 赤の種族コマが、スタートタイルの湖から始まる川にいます。赤はその川を水源で終わらせるタイルを
持っています。
"""),
    ("code", """
print(scenario_text(INFO, "river_completed", LANG))
river = tablekit.new_game("carcassonne_hg", scenario="river_completed")
river_table = tablekit.Table(river, seats=["human", "human"])
river_table
"""),
    ("code", """
river_table.act("tile:-2,0,1")
river_table.act("pass")
print(" ".join(river.history[-1].events_in(LANG)))
print(in_lang("scores:", "得点:"), scores(river))
"""),
    ("md", """
The same for a forest: two forest tiles close it, 2 × 2 = 4 points.
""", """
森も同じです。2枚の森タイルで森が閉じ、2 × 2 = 4点です。
"""),
    ("code", """
print(scenario_text(INFO, "forest_completed", LANG))
forest = tablekit.new_game("carcassonne_hg", scenario="forest_completed")
forest_table = tablekit.Table(forest, seats=["human", "human"])
forest_table.act("tile:0,-2,0")
forest_table.act("pass")
print(" ".join(forest.history[-1].events_in(LANG)))
forest_table
"""),
    ("md", """
A guided lesson: close Red's forest with tile 36 and watch it score; try another place to see why it is not
complete.
""", """
ガイド付きレッスン: タイル36で赤の森を閉じて、得点になるのを見ましょう。別の場所に置くと、なぜ完成しないのかが表示されます。
"""),
    ("code", '''
tablekit.lesson("carcassonne_hg").table()
'''),
    ("md", """
### Menhirs bring a bonus tile

When a tile finishes a forest that holds a menhir, the player who placed it draws a **bonus tile** at once and
places it with the usual rules, including a figure or hut and scoring. Several menhirs still give one bonus tile, and a
forest finished by a bonus tile gives none.
""", """
### メンヒルでボーナスタイル

メンヒルのある森を完成させたら、そのタイルを置いたプレイヤーはすぐに**ボーナスタイル**を1枚引き、いつもの
ルールで置きます。コマの配置と得点計算も同じです。メンヒルがいくつあってもボーナスタイルは1枚で、ボーナス
タイルで完成させた森からはもう引けません。
"""),
    ("code", """
print(scenario_text(INFO, "menhir_bonus", LANG))
menhir = tablekit.new_game("carcassonne_hg", scenario="menhir_bonus")
menhir_table = tablekit.Table(menhir, seats=["human", "human"])
menhir_table.act("tile:0,1,0")
menhir_table.act("pass")
print(" ".join(menhir.history[-1].events_in(LANG)))
now = menhir.view(0)["current"]
print(in_lang("now placing:", "いま置くタイル:"), word("ui.tile_title", id=now["id"]), f"({word('ui.' + now['stack']).strip()})")
menhir_table
"""),
    ("code", """
menhir_table.act(menhir_table.legal[0]["id"])  # the bonus tile goes down at once
describe(menhir, 90)
"""),
    ("md", """
## The bonus tiles' powers

Most bonus tiles are simply rich in animals or fish; seven carry a power, shown on the table as a small round
badge (hover it for its text). Each prepared position below shows one.
""", """
## ボーナスタイルの効果

ボーナスタイルの多くは、動物や魚が多いだけのタイルです。7枚には効果があり、卓では小さな丸いバッジで示されます
(マウスを乗せると説明が出ます)。下の用意した局面で、1つずつ見ていきます。
"""),
    ("md", """
**Wildfire.** At the end of the game the tigers of the meadow holding the wildfire are burnt away and eat no deer.
Here the wildfire is the last tile of the game. The cell places it on a **copy** of the game, so that the table still
waits for the last tile: place it there yourself and see the same final scoring.
""", """
**山火事**: ゲーム終了時、山火事のある草原のサーベルタイガーは焼き払われ、鹿を食べません。ここでは山火事が
ゲーム最後のタイルです。セルはゲームの**コピー**にそれを置くので、卓は最後のタイルを待ったままです。自分で
置いて、同じ最終得点計算を確かめてください。
"""),
    ("code", """
game = tablekit.new_game("carcassonne_hg", scenario="wildfire")
print(scenario_text(INFO, game.scenario, LANG))
power_table = tablekit.Table(game, seats=["human", "human"])
ended = game.copy()
ended.play(ended.to_act[0], "tile:3,-1,0")
for entry in ended.history:
    print(" ".join(entry.events_in(LANG)))
print(in_lang("scores:", "得点:"), scores(ended))
power_table
"""),
    ("md", """
**Mushrooms.** A forest holding a mushroom tile is worth 3 more points per mushroom tile when it is finished.
""", """
**キノコ**: キノコタイルを含む森は、完成したときにキノコタイル1枚につき3点多くなります。
"""),
    ("code", """
game = tablekit.new_game("carcassonne_hg", scenario="mushrooms")
print(scenario_text(INFO, game.scenario, LANG))
power_table = tablekit.Table(game, seats=["human", "human"])
power_table.act("tile:0,1,3")
power_table.act("pass")
for entry in game.history:
    print(" ".join(entry.events_in(LANG)))
print(in_lang("scores:", "得点:"), scores(game))
power_table
"""),
    ("md", """
**Shaman.** Whoever places the shaman may take one of their own tribe figures back from the board without scoring
it (or keep them all). The choice comes before the figure step, so the figure may go straight back out.
""", """
**祈祷師**: 祈祷師を置いたプレイヤーは、盤にある自分の種族コマを1つ、得点計算せずに手元に戻せます(戻さなくても
かまいません)。この選択はコマの配置より先なので、戻したコマをすぐにまた置くこともできます。
"""),
    ("code", """
game = tablekit.new_game("carcassonne_hg", scenario="shaman")
print(scenario_text(INFO, game.scenario, LANG))
power_table = tablekit.Table(game, seats=["human", "human"])
power_table.act("tile:-1,0,0")
power_table.act("recall:0,0,F0")
power_table.act("pass")
for entry in game.history:
    print(" ".join(entry.events_in(LANG)))
print(in_lang("scores:", "得点:"), scores(game))
power_table
"""),
    ("md", """
**Hunting trap.** When it is placed, the animals of its meadow on its own tile and the 8 tiles around it score at
once for its placer, as in the final meadow scoring. Those animals are then used up (grey crosses on the table) and
score nothing at the end.
""", """
**狩猟罠**: 置いたとき、そのタイルと周りの8枚のタイルにある、罠と同じ草原の動物が、ゲーム終了時の草原の得点計算と
同じやり方で、置いたプレイヤーの得点になります。その動物は使用済みになり(卓では灰色の×印)、最後には得点に
なりません。
"""),
    ("code", """
game = tablekit.new_game("carcassonne_hg", scenario="hunting_trap")
print(scenario_text(INFO, game.scenario, LANG))
power_table = tablekit.Table(game, seats=["human", "human"])
power_table.act("tile:1,-2,0")
power_table.act("pass")
for entry in game.history:
    print(" ".join(entry.events_in(LANG)))
print(in_lang("scores:", "得点:"), scores(game))
power_table
"""),
    ("md", """
**Pit trap.** Animals on the trap's tile and the 8 tiles around it are worth double. Here it is the last tile, so the
game ends and Red's meadow is scored with the doubling (again on a copy: the table waits for you to place it).
""", """
**落とし穴**: 落とし穴のタイルと周りの8枚のタイルにいる動物は、得点が2倍になります。ここでは落とし穴が最後の
タイルなので、ゲームが終わり、赤の草原が2倍で得点計算されます(これもコピーで行うので、卓はあなたが置くのを
待っています)。
"""),
    ("code", """
game = tablekit.new_game("carcassonne_hg", scenario="pit_trap")
print(scenario_text(INFO, game.scenario, LANG))
power_table = tablekit.Table(game, seats=["human", "human"])
ended = game.copy()
ended.play(ended.to_act[0], "tile:1,-2,0")
ended.play(ended.to_act[0], "pass")
for entry in ended.history:
    print(" ".join(entry.events_in(LANG)))
print(in_lang("scores:", "得点:"), scores(ended))
power_table
"""),
    ("md", """
**Dugout canoe.** When it is placed, its placer scores 2 points per lake of its water system.
""", """
**丸太舟**: 置いたとき、置いたプレイヤーはその水系の湖1つにつき2点を得ます。
"""),
    ("code", """
game = tablekit.new_game("carcassonne_hg", scenario="dugout_canoe")
print(scenario_text(INFO, game.scenario, LANG))
power_table = tablekit.Table(game, seats=["human", "human"])
power_table.act("tile:-1,0,0")
power_table.act("pass")
for entry in game.history:
    print(" ".join(entry.events_in(LANG)))
print(in_lang("scores:", "得点:"), scores(game))
power_table
"""),
    ("md", """
**Raft.** At the end of the game each lake of the raft's water system is worth 1 more point to the hut owners. Its placing ends this game: the cell plays it on a copy,
and the table waits for you to place it.
""", """
**いかだ**: ゲーム終了時、いかだの水系にある湖はそれぞれ、小屋コマの持ち主にとって1点多くなります。これを置くと
このゲームは終わるので、セルはコピーで置き、卓はあなたが置くのを待っています。
"""),
    ("code", """
game = tablekit.new_game("carcassonne_hg", scenario="raft")
print(scenario_text(INFO, game.scenario, LANG))
power_table = tablekit.Table(game, seats=["human", "human"])
ended = game.copy()
ended.play(ended.to_act[0], "tile:-1,0,0")
ended.play(ended.to_act[0], "pass")
for entry in ended.history:
    print(" ".join(entry.events_in(LANG)))
print(in_lang("scores:", "得点:"), scores(ended))
power_table
"""),
    ("md", """
## Final scoring

When the land stack runs out, the game ends after that turn. Unfinished forests and rivers score nothing, and then:

* **Water systems:** in each water system, the players with the most huts score 1 point per fish in all its rivers
  and lakes.
* **Meadows:** in each meadow, the players with the most tribe figures score 3 per mammoth, 2 per aurochs and 1 per
  deer — but each sabre-toothed tiger eats one deer first.

The highest score wins; a tie for first is a shared win.

In this prepared last turn, Red has two figures and Blue one in a meadow with an aurochs, a mammoth, a deer and a
tiger. Red places tile 32 — with a second tiger — and the game ends.
The cell plays that turn on a copy; on the table it is still yours to play.
""", """
## ゲーム終了時の得点計算

地形タイルの山がなくなったら、その手番でゲームは終わります。未完成の森と川は得点になりません。そのあと、

* **水系:** 水系ごとに、小屋コマをいちばん多く置いているプレイヤーが、その川と湖すべての魚1匹につき1点を得ます。
* **草原:** 草原ごとに、種族コマをいちばん多く置いているプレイヤーが、マンモス1頭につき3点、オーロックス1頭
  につき2点、鹿1頭につき1点を得ます。ただし先に、サーベルタイガー1頭が鹿を1頭ずつ食べます。

いちばん得点の高いプレイヤーの勝ちです。1位が同点なら、勝利を分け合います。

この用意した最後の手番では、オーロックス、マンモス、鹿、サーベルタイガーが1頭ずついる草原に、赤の種族コマが2つ、
青が1つあります。赤が2頭目のサーベルタイガーのいるタイル32を置き、ゲームが終わります。
セルはこの手番をコピーで行います。卓では、まだあなたが指せます。
"""),
    ("code", """
final = tablekit.new_game("carcassonne_hg", scenario="final_meadows_with_tigers")
final_table = tablekit.Table(final, seats=["human", "human"])
ended = final.copy()
ended.play(0, "tile:2,-2,0")
ended.play(0, "pass")
for row in ended.view(None)["final"]["meadows"]:
    scorers = listed(seat_name(ended.info, s, LANG) for s in row["scorers"])
    x, y, zone = row["at"]  # the tile's position and the meadow's zone id on it
    print(in_lang(f"meadow {zone} at ({x}, {y}) worth {row['points']} for {scorers}",
                  f"({x}, {y})の草原{zone}: {row['points']}点、得点したのは{scorers}"))
print(tablekit.result_text(ended))
final_table
"""),
    ("md", """
Two tigers, one deer: the deer is eaten and the second tiger goes hungry, so the meadow is worth 3 + 2 = 5 to Red,
who has the most figures there. Blue's lone figure scores nothing.

## A whole game against the bot

The table below is a fresh game for you (Red) against the bot. The cell also lets a second bot play Red in a copy of
the same game to the end, and the next one shows where it finished with `tablekit.snapshot`, the still picture of a
position that exported pages and handouts show. Run them again with another seed.
""", """
サーベルタイガー2頭に鹿1頭: 鹿は食べられ、2頭目のサーベルタイガーは何も食べられません。この草原は、種族コマが
いちばん多い赤にとって 3 + 2 = 5点です。青の1つだけの種族コマは得点しません。

## ボットと1ゲーム通して遊ぶ

下の卓は、あなた(赤)とボットの新しいゲームです。このセルは、同じゲームのコピーで2体目のボットに赤を最後まで
担当させます。次のセルは、書き出したページや配布資料に使われる局面の静止画 `tablekit.snapshot` で、どこで
終わったかを示します。別のシードでもう一度動かしてみてください。
"""),
    ("code", """
g = tablekit.new_game("carcassonne_hg", players=2, seed=7)
table = tablekit.Table(g, seats=["human", bot_for("carcassonne_hg", seed=1)])
finished = g.copy()
players = [bot_for("carcassonne_hg", seed=2), bot_for("carcassonne_hg", seed=1)]
while not finished.is_over:
    seat = finished.to_act[0]
    finished.play(seat, players[seat].act(finished, seat))
result = finished.result()
for seat, (score, parts) in enumerate(zip(result.scores, result.breakdown)):
    print(seat_name(finished.info, seat, LANG), f"{score:g}", "·", listed(f"{part(k)} {v:g}" for k, v in parts.items() if v))
table
"""),
    ("code", """
display(tablekit.plot.score_progress(finished))
tablekit.snapshot(finished)
"""),
    ("md", """
## A small experiment: where do winning scores come from?

Each result breaks the score down by source. Over many games we can see how much forests, rivers, water systems,
meadows and the instant bonus powers add to the winner's total. Random players finish few features, so we compare
them with the heuristic bot playing against a random player.
The game counts are kept small so the notebook stays quick to run; raise them for steadier figures.
""", """
## 小さな実験: 勝者の得点はどこから来るか

結果には得点の内訳があります。たくさんのゲームを通して、森、川、水系、草原、そしてすぐに効くボーナスタイルの
効果が、勝者の合計にどれだけ加わるかを見られます。でたらめに選ぶプレイヤーは地形をあまり完成させないので、
ヒューリスティック・ボットがでたらめなプレイヤーと対戦した場合と比べます。
ノートブックがすぐに動くよう、ゲーム数は小さくしてあります。安定した数字が欲しければ増やしてください。
"""),
    ("code", '''
def winner_shares(result):
    """Where the winners' points came from, per game on average, over a tournament's games."""
    totals = defaultdict(float)
    for number in range(len(result.games)):
        final = result.replay(number).result()
        for part, points in final.breakdown[final.winners[0]].items():
            totals[part] += points / len(result.games)
    return dict(totals)


# small (smaller in JupyterLite, where Python runs slower); the full run: 1000, 100
# (the tests' quick run sets TABLEKIT_QUICK)
RANDOM_GAMES, BOT_GAMES = (
    (6, 2) if os.environ.get("TABLEKIT_QUICK") else (20, 2) if sys.platform == "emscripten" else (100, 8))

random_games = tablekit.arena("carcassonne_hg", bots=[RandomBot(0), RandomBot(1)], games=RANDOM_GAMES, seed=0)
bot_games = tablekit.arena("carcassonne_hg", bots=[bot_for("carcassonne_hg"), RandomBot(1)], games=BOT_GAMES,
                           seed=1000)
shares = {in_lang("random vs random", "ランダム対ランダム"): winner_shares(random_games),
          in_lang("bot vs random", "ボット対ランダム"): winner_shares(bot_games)}
for label, parts in shares.items():
    print(f"{label:17}", "  ".join(f"{part(k)} {v:.1f}" for k, v in parts.items()))
print(in_lang(f"(over {RANDOM_GAMES} and {BOT_GAMES} games)", f"({RANDOM_GAMES}ゲームと{BOT_GAMES}ゲーム)"))
for label, parts in shares.items():
    during = parts.get("forests", 0) + parts.get("rivers", 0)
    end = parts.get("meadows", 0) + parts.get("water systems", 0)
    print(in_lang(f"{label}: forests and rivers {during:.1f}, meadows and water systems {end:.1f}: more from "
                  + ("forests and rivers" if during > end else "meadows and water systems"),
                  f"{label}: 森と川 {during:.1f}、草原と水系 {end:.1f}: 多いのは"
                  + ("森と川" if during > end else "草原と水系")))
'''),
    ("code", """
parts = list(next(iter(shares.values())))
tablekit.plot.bar_chart([part(p) for p in parts],
                        {label: [values.get(p, 0) for p in parts] for label, values in shares.items()},
                        ylabel=in_lang("winner's average points", "勝者の平均得点"),
                        title=in_lang("Where winning scores come from", "勝者の得点はどこから来るか"))
"""),
    ("md", """
Do random winners live on meadows and water systems that happen to hold their pieces, while the bot wins
through finished forests and rivers, whose figures come home to be used again? The last two lines the
experiment printed answer it for these games; with few games (as in JupyterLite) the answer can change
from one seed to the next. Try other seats, more games, or the bot against itself.
""", """
でたらめなプレイヤーは、たまたま自分のコマがある草原や水系で勝ち、ボットは完成させた森や川で勝つのでしょうか
(完成した地形のコマは手元に戻って、また使えます)。実験が最後に表示した2行が、これらのゲームでの答えです。
ゲーム数が少ないと(JupyterLite のように)、答えはシードによって変わることがあります。席を変えたり、ゲーム数を
増やしたり、ボット同士を戦わせたりしてみてください。
"""),
    ("coach",),
    ("md", """
**Next:** [the mechanics lab](07_mechanics_lab.ipynb) measures what this game's rules do over many games (length, choices per turn, seat advantage, skill against luck, lead changes) beside the five other games, and tries a rule variant of each (日本語版: [ja/07_mechanics_lab.ipynb](ja/07_mechanics_lab.ipynb)).
""", """
**次へ:** [メカニクス実験室](07_mechanics_lab.ipynb) では、このゲームのルールがたくさんのゲームを通して何を生み出すか
(長さ、手番ごとの選択肢、席の有利不利、実力と運、首位の交代)をほかの5つのゲームと並べて測り、それぞれのルールの
変種も試します(English: [../02_carcassonne_hunters_gatherers.ipynb](../02_carcassonne_hunters_gatherers.ipynb))。
"""),
]
