"""The Mangrovia tutorial, in English and Japanese (tools/notebook_editions.py writes both editions)."""

CELLS = [
    ("md", """
# Mangrovia, step by step

Mangrovia (Eilif Svensson, Zoch 2014) is a game for 2–5 players on a tropical island. Each round the players put
bowls on the sites of an archipelago to book actions; then a boat sails past the sites and everyone takes the
actions they booked: cards, amulets, and huts built on the island. A hut costs an **exact** sum of valuable cards
("3 and 4 make 7"), a land card of its terrain, and a bird of paradise sitting on that terrain in the oracle. At the
end, the god paths, the pole place and the stone place are scored by majorities.

This notebook follows the rulebook in order, each rule a live cell. The rules as implemented, with the rulebook's
section for each, are in `docs/rules/mangrovia.md`.

**Designed values.** The box's card and amulet counts are the real ones. The island map (terrains, costs, suns,
paths), the gods' points, the pole tiles, the amulet values and the archipelago's action pairs are not public:
tablekit ships a *designed* set in `tablekit/games/mangrovia/components.json` that keeps every number of the
rulebook. With the box at hand, pass your own file: `tablekit.new_game("mangrovia", components="my_box.json")`.
""", """
# マングロービアを一歩ずつ

マングロービア(Eilif Svensson作、Zoch、2014年)は、南の島を舞台にした2〜5人用のゲームです。毎ラウンド、
プレイヤーは群島のボートスペースに**お皿**を置いてアクションを予約します。続いてボートがボートスペースの前を
通り過ぎ、各自が予約したアクションを行います。カードやアミュレットを手に入れたり、島に小屋を建てたりします。
小屋を建てるには、コストに**ぴったり**一致する価値カードの組み合わせ(「3と4で7」)、そのマスの地形の土地カード、
そしてその地形を示す神託のマスにいる極楽鳥が必要です。ゲームの最後には神々の小道、柱のエリア、ストーンサークルで
小屋の数を競い合って得点します。

このノートブックはルールブックの順に進み、ルールの一つ一つを実際に動くセルで確かめます。実装したルールと、
それぞれに対応するルールブックの節は `docs/rules/mangrovia.md` にまとめてあります。

**設計した値について**: カードとアミュレットの枚数は製品と同じです。一方、島の地図(地形、コスト、太陽、小道)、
神々の点数、柱タイル、アミュレットの値、群島のアクションの組み合わせは公開されていません。そこで tablekit は
ルールブックの数字をすべて守るように*設計した*値を `tablekit/games/mangrovia/components.json` に収めています。
製品をお持ちなら、自分のファイルを渡してください: `tablekit.new_game("mangrovia", components="my_box.json")`。
"""),
    ("code", """
import os
import sys

if sys.platform == "emscripten":  # in JupyterLite: installs tablekit from the site itself, no network needed
    %pip install -q tablekit tqdm
    import tqdm
    tqdm.tqdm.monitor_interval = 0  # no threads in the browser: no progress-bar monitor
else:
    %matplotlib inline
from collections import Counter

from tqdm.auto import tqdm

import tablekit
from tablekit import IllegalAction
from tablekit.bots import RandomBot, bot_for
from tablekit.columns import pad
from tablekit.core.text import render, scenario_text, seat_name
from tablekit.games.mangrovia.actions import STEPS
from tablekit.games.mangrovia.messages import M as WORDS

LANG = "en"  # this edition's language; the Japanese edition (notebooks/ja/) has "ja"
tablekit.set_language(LANG)  # every table, picture and plot from here on, and the coach cell


def in_lang(english, japanese):  # the notebook's own words in LANG
    return japanese if LANG == "ja" else english


def joined(items):  # words or numbers in a row, as the reader's language writes a list
    return tablekit.listed(items, LANG)


def listed(keys, **args):  # several of Mangrovia's words (ui.terrain.reed, step.deck...), listed in LANG
    return joined(render(WORDS(key, **args), LANG) for key in keys)
"""),
    ("md", """
## Setup by player count

Each player has huts (10 with 2 or 3 players, 9 with 4, 8 with 5) and bowls (2 each with 2 or 3 players, 1 with 4
or 5). Unused colours become **dummy huts**: with 3 players on the 3 grey marks, with 2 players on the grey and
white marks (10 in all). They take part in every majority, but never score.
""", """
## 人数ごとの準備

各プレイヤーの小屋は、2人と3人なら10個、4人なら9個、5人なら8個です。お皿は2人と3人なら1人2個、4人と5人なら
1人1個です。使わない色のコマは**ダミープレイヤー**の小屋になります。3人なら灰色のマークのマス3つに、2人なら
灰色と白のマークのマス(合わせて10)に置きます。ダミーの小屋は陣取りの数には必ず入りますが、得点はしません。
"""),
    ("code", """
for players in (2, 3, 4, 5):
    g = tablekit.new_game("mangrovia", players=players, seed=1)
    v = g.view(0)
    dummies = sorted(sid for sid, (owner, _) in v["huts"].items() if owner < 0)
    huts, bowls, on = v["seats"][0]["huts"], len(g.state.queue) // players, joined(dummies) or in_lang("none", "なし")
    print(in_lang(f"{players} players: {huts} huts and {bowls} bowl(s) each; dummy huts on {on}",
                  f"{players}人: 各自 小屋{huts}軒とお皿{bowls}枚。ダミーの小屋: {on}"))
"""),
    ("md", """
The birds start on **mangrove** and **water**; the value-1 amulets are stacked beside the amulet track, all other
amulets go into the bag; the display shows 4 valuable cards and 3 land cards. The start player holds the talisman,
and the start cards are dealt clockwise from them: 3 + 4 for the start player, then 3 + 5, 4 + 5 ...

Here is a three-player table at one screen: each player places a bowl in turn (the curtain hides each hand from
the next player). Click a site of the archipelago.
""", """
極楽鳥は**マングローブ**と**水面**から始まります。「1」のアミュレットはアミュレットトラックの脇に積み、
それ以外のアミュレットはすべて袋に入れます。場には価値カード4枚と土地カード3枚が並びます。スタートプレイヤーが
タリスマンを持ち、初期カードはスタートプレイヤーから時計回りに配られます。スタートプレイヤーが3と4、次が3と5、
その次が4と5……という具合です。

下は1つの画面を3人で囲む卓です。順番にお皿を1つずつ置きます(次のプレイヤーに手札が見えないよう、交代のたびに
幕が下ります)。群島のボートスペースをクリックしてください。
"""),
    ("code", """
setup = tablekit.new_game("mangrovia", players=3, seed=3, first_player=0)
for seat in range(3):
    name, start = seat_name(setup.info, seat, LANG), joined(setup.view(seat)["hand"]["start"])
    print(in_lang(f"{name}'s start cards: {start}", f"{name}の初期カード: {start}"))
tablekit.Table(setup, seats=["human", "human", "human"], lang=LANG)
"""),
    ("md", """
## A round: bowls, then the boat

From the start player clockwise, everyone puts **one bowl at a time** on a free site. A site with a bowl is closed
to everyone for the round, and the start player's **first** bowl may not go on the site of action 12 (the second
may). Each site holds two actions, k and 13 − k: the boat sails from action 1 to 12, so a bowl's owner acts once on
the way out and once on the way back.
""", """
## ラウンドの流れ:まずお皿、それからボート

スタートプレイヤーから時計回りに、空いているボートスペースへ**1つずつ**お皿を置いていきます。お皿のあるスペースは
そのラウンドのあいだ誰も使えません。また、スタートプレイヤーの**1つ目**のお皿はアクション12のスペースには
置けません(2つ目なら置けます)。各スペースには k と 13 − k の2つのアクションがあります。ボートはアクション1から
12まで進むので、お皿の持ち主は行きに1回、帰りに1回行動することになります。
"""),
    ("code", """
round_one = tablekit.new_game("mangrovia", players=3, seed=8, first_player=0)
print(*[render(a.text, LANG) for a in round_one.legal_actions(0)], sep="\\n")  # no site 1: it holds action 12
try:
    round_one.play(0, "bowl:1")
except IllegalAction as err:
    print(in_lang("refused:", "拒否:"), err.in_language(LANG))
for site in (2, 4, 3, 1, 6):
    round_one.play(round_one.to_act[0], f"bowl:{site}")
print(joined(f"{site} → {seat_name(round_one.info, seat, LANG)}" for site, seat in enumerate(round_one.view(None)["bowls"], 1)),
      in_lang("(site → seat; the last bowl went on the last free site by itself)", "(ボートスペース → 席。最後のお皿は、最後に空いていたスペースへ自動で置かれた)"))
"""),
    ("md", """
Now the boat sails. Each bowl's owner takes the action the boat has reached; here bots make the choices for
everyone, and the log shows the order.
""", """
いよいよボートが出発します。ボートが着いたアクションを、そこにお皿を置いたプレイヤーが行います。ここでは全員の
選択をボットに任せ、その順番を記録で確かめます。
"""),
    ("code", """
bots = [bot_for("mangrovia", seed=s) for s in range(3)]
while round_one.view(None)["round"] == 1:
    seat = round_one.to_act[0]
    round_one.play(seat, bots[seat].act(round_one, seat))
for entry in round_one.history[5:]:
    for event in entry.events_in(LANG):
        print(event)
"""),
    ("md", """
## The actions

| Action | |
|---|---|
| 1, 3, 4, 5, 6 | cards: from the display (seen by all) or the top of a deck (valuables or land) |
| 2, 7 | amulets (7: a deck card first) |
| 8 | amulets, or build one hut |
| 9 | build one hut, or two stacked on one space |
| 10 | up to two huts on different spaces, each paid |
| 11 | build one hut, then a deck card (the card also comes without building) |
| 12 | take the talisman and move 0, 1 or 2 birds |

Building is never forced. Each action is a list of steps:
""", """
## アクション一覧

| アクション | |
|---|---|
| 1, 3, 4, 5, 6 | カード:場から(全員に見える)、または山札の一番上から(価値カードか土地カード) |
| 2, 7 | アミュレット(7は先に山札からカード1枚) |
| 8 | アミュレット、または小屋を1軒建てる |
| 9 | 小屋を1軒、または同じマスに2軒重ねて建てる |
| 10 | 別々のマスに小屋を2軒まで、それぞれ支払って建てる |
| 11 | 小屋を1軒建ててから山札のカード1枚(建てなくてもカードはもらえる) |
| 12 | タリスマンを受け取り、極楽鳥を0〜2羽動かす |

建設は義務ではありません。各アクションは次のような手順の並びです。
"""),
    ("code", """
for action, steps in STEPS.items():
    print(f"{action:2}: {listed(f'step.{step}' for step in steps)}")
"""),
    ("md", """
**Amulets** depend on your amulet level, which rises by one for good each time you build on one of the ten amulet
spaces (the orange circles). At level 0 you take a value-1 amulet from the stack. From level 1 you draw from the
bag and keep some: at level 4, draw 4 and keep 2. Unspent amulets score their value at the end.
""", """
手に入る**アミュレット**はアミュレットレベルで決まります。10個あるお守りスペース(オレンジの丸)のどれかに小屋を
建てるたびにレベルが1つ上がり、下がることはありません。レベル0では積んである「1」のアミュレットを1つ取るだけ
です。レベル1からは袋から引いて、その一部を手元に残します。たとえばレベル4なら4個引いて2個残します。
使わずに残ったアミュレットは、ゲームの最後にその値だけ得点になります。
"""),
    ("code", """
levels = tablekit.new_game("mangrovia", scenario="amulet_level", seed=2)
print(in_lang("Red's level:", "赤のアミュレットレベル:"), levels.view(0)["seats"][0]["level"], in_lang("- drawn:", "/ 引いたアミュレット:"), joined(levels.view(0)["drawn"]))
print(*[render(a.text, LANG) for a in levels.legal_actions(0)], sep="\\n")
levels.play(0, levels.legal_actions(0)[-1])
print(in_lang("Red keeps", "赤が残したアミュレット:"), joined(levels.view(0)["hand"]["amulets"]))
"""),
    ("md", """
## Building: "3 and 4 make 7"

To build you announce the space, then pay in the open: the **exact** cost in valuable cards (or in amulets on a
space with the amulet icon), one **land card** of the space's terrain, and a **bird** must sit on that terrain in
the oracle. The rulebook's example: paying 3 and 4 for a space that costs 7. In this position Red is at action 11
with the start cards 3 and 4 and a reed card, and a bird sits on reed. Every way to pay is its own choice:
""", """
## 建設:「3と4で7」

建てるときはまず建てるマスを宣言し、それから全員に見えるように支払います。必要なのは、価値カードで
(アミュレットのマークがあるマスならアミュレットで)コストに**ぴったり**一致する合計、そのマスの地形の
**土地カード**1枚、そして神託のその地形に**極楽鳥**がいることです。ルールブックの例は、コスト7のマスに
3と4を出して支払う場面です。この局面では赤がアクション11にいて、初期カードの3と4、そして葦の土地カードを
持っています。極楽鳥は葦にいます。支払い方の一つ一つが別々の選択肢になります。
"""),
    ("code", """
example = tablekit.new_game("mangrovia", scenario="three_and_four", seed=1)
for action in example.legal_actions(0):
    print(f"{action.id:16} {render(action.text, LANG)}")
"""),
    ("md", """
Click **C4** on the table (the lit spaces are the ones Red can pay for), then the payment "3 + 4 = 7". Clicking a
space that is not lit asks for it anyway, and the table shows why Python refuses.
""", """
卓の **C4** をクリックし(光っているのは赤が支払えるマスです)、続けて支払い「3 + 4 = 7」を選んでください。
光っていないマスをクリックしてもその手は送られ、Python がなぜ断ったのかが卓に表示されます。
"""),
    ("code", """
example_table = tablekit.Table(example, seats=["human", bot_for("mangrovia", seed=1), bot_for("mangrovia", seed=2)],
                               lang=LANG)
example_table
"""),
    ("code", """
try:
    example.copy().play(0, "build:D1:3+4")
except IllegalAction as err:
    print(in_lang("refused:", "拒否:"), err.in_language(LANG))
if example.to_act == [0] and example.view(0)["choice"] == "build":
    example_table.act("build:C4:3+4")
print(example.history[-1].events_in(LANG)[0] if example.history else "")
"""),
    ("md", """
**Two huts on one space** (action 9) pay the exact sum of both costs and two land cards, and are not allowed in
the stone place, the pole place, or on the amulet spaces:
""", """
**同じマスに小屋を2軒**建てる場合(アクション9)は、2軒分のコストの合計をぴったり払い、土地カードも2枚出します。
ストーンサークル、柱のエリア、お守りスペースでは2軒建てはできません。
"""),
    ("code", """
double = tablekit.new_game("mangrovia", scenario="double", seed=1)
print(*[render(a.text, LANG) for a in double.legal_actions(0) if a.id.startswith("double:")], sep="\\n")
for tried in ("double:E1:8", "double:L4:12"):
    try:
        double.copy().play(0, tried)
    except IllegalAction as err:
        print(in_lang("refused:", "拒否:"), err.in_language(LANG))
"""),
    ("md", """
A guided lesson: pay C4's 7 exactly with your 3 and 4; another space shows why the lesson wants this one.
""", """
ガイド付きレッスン: C4のコスト7を、3と4でぴったり払いましょう。別のマスを選ぶと、なぜこのマスなのかが表示されます。
"""),
    ("code", '''
tablekit.lesson("mangrovia").table()
'''),
    ("md", """
## The oracle and the birds

You may only build on a terrain whose square in the oracle holds a bird. Whoever takes action 12 gets the talisman
(start player next round) and may move one or both birds anywhere. If nobody takes the 12, the talisman passes to
the previous player and both birds move one square on around the oracle.
""", """
## 神託と極楽鳥

小屋を建てられるのは、神託でその地形のマスに極楽鳥がいるときだけです。アクション12を取ったプレイヤーは
タリスマンを受け取り(次のラウンドのスタートプレイヤーになります)、極楽鳥を1羽でも2羽でも好きな場所へ
動かせます。誰もアクション12を取らなかったときは、タリスマンが1つ前のプレイヤー(右隣)へ移り、2羽の極楽鳥は
どちらも神託を1マスずつ進みます。
"""),
    ("code", """
oracle = tablekit.new_game("mangrovia", scenario="oracle", seed=1)
v = oracle.view(0)
land = joined(f"{render(WORDS(f'ui.terrain.{t}'), LANG)} {n}" for t, n in v["hand"]["land"].items())
print(in_lang("birds on", "極楽鳥:"), listed(f"ui.terrain.{t}" for t in v["birds"]),
      in_lang("- Red holds", "/ 赤の土地カード:"), land,
      in_lang("so no reed space can be built on now", "なので、いまは葦のマスに建てられない"))
print(*[render(a.text, LANG) for a in oracle.legal_actions(0)], sep="\\n")
oracle.play(0, "birds:mangrove+reed")
print(*oracle.history[-1].events_in(LANG)[:2], sep="\\n")
"""),
    ("md", """
## Scoring

During the game: the **suns** of a space score at once (twice for two stacked huts), and a hut in the **pole place**
takes the top pole tile and scores it (later tiles are worth more). At the end:

- each **god path** (4 rows, 4 columns): most huts 1st, next 2nd; a tie goes to the hut **nearer the god**;
- the **pole place**: most huts 1st, next 2nd; a tie goes to the **lower** pole tile;
- the **stone place**: everybody there scores the total huts there × their own huts;
- unspent **amulets** score their value, and break a tie on the total.

Dummy huts count in every majority. Each scenario below is the last action of a game, so one move scores it.
""", """
## 得点

ゲーム中の得点:小屋を建てたマスの**太陽**はすぐに得点になります(2軒重ねなら2倍)。**柱のエリア**に小屋を
建てると一番上の柱タイルを取ってその点を得ます(後になるほど点が高くなります)。ゲーム終了時の得点:

- **神々の小道**(縦4本、横4本):小屋が最も多い人が1位、次に多い人が2位。同数なら**神様に近い**小屋を持つ人が上です。
- **柱のエリア**:小屋が最も多い人が1位、次が2位。同数なら**小さい**柱タイルを持つ人が上です。
- **ストーンサークル**:そこに小屋を持つ全員が、そこの小屋の総数 × 自分の小屋の数を得点します。
- 使わなかった**アミュレット**はその値が得点になり、合計点が同点のときの決め手にもなります。

ダミーの小屋はどの陣取りにも数えます。下のシナリオはどれもゲームの最後のアクションなので、1手で得点計算まで進みます。
"""),
    ("code", """
for name in ("paths", "pole", "stone", "tie"):
    game = tablekit.new_game("mangrovia", scenario=name, seed=1)
    game.play(0, game.legal_actions(0)[0])
    print(f"{name}: {scenario_text(game.info, name, LANG)}")
    print(tablekit.result_text(game, LANG))
"""),
    ("md", """
## The end

When somebody builds their **last hut**, the round is played to its end, then the game is scored. Here Red has one
hut left and is at action 11:
""", """
## ゲームの終わり

誰かが**最後の小屋**を建てたら、そのラウンドを最後まで行ってから得点計算をします。ここでは赤の小屋が残り1軒で、
アクション11の番です。
"""),
    ("code", """
last = tablekit.new_game("mangrovia", scenario="last_hut", seed=1)
print(last.view(0)["seats"][0]["huts"], in_lang("hut left", "軒の小屋が残っている"))
last.play(0, "build:C4:3+4")
print(*last.history[-1].events_in(LANG)[:2], sep="\\n")
bots = [bot_for("mangrovia", seed=s) for s in range(3)]
while not last.is_over:
    seat = last.to_act[0]
    last.play(seat, bots[seat].act(last, seat))
print(tablekit.result_text(last))
"""),
    ("md", """
The table speaks Japanese too, with the rulebook's own terms (`lang="ja"`, or `tablekit.core.text.set_language("ja")`
for every table). Here is the end of the `paths` scenario, scored:
""", """
卓はルールブックの用語を使った日本語でも、英語でも表示できます(`lang="ja"` / `lang="en"`、すべての卓を
まとめて切り替えるなら `tablekit.core.text.set_language("ja")`)。このノートブックの卓は日本語なので、ここでは
`paths` シナリオの終わりを得点計算まで進めて、英語の卓で見てみましょう。
"""),
    ("code", """
paths_end = tablekit.new_game("mangrovia", scenario="paths", seed=1)
paths_end.play(0, paths_end.legal_actions(0)[0])
tablekit.Table(paths_end, seats=["human", "human", "human"], lang="ja" if LANG == "en" else "en")  # the other one
"""),
    ("md", """
## A full game against two bots

Play Red yourself: place bowls, take cards, click the lit spaces to build. The path majorities can be shown on the
gods with the check box under the island. The next cell lets a bot play Red in a **copy** of the same game to the
end, so the table stays yours to play; it plots that copy's scores and shows where it finished. Each point of the
plot is what a seat would score if the game ended at that step, the end scoring's majorities included, so a line
can fall: when another player's hut takes a path or the pole place from it, or when it spends amulets. The cell
prints the largest fall and the step behind it.
""", """
## 2体のボットと最後まで対戦

赤を自分で担当してください。お皿を置き、カードを取り、光っているマスをクリックして建てます。島の下のチェック
ボックスで、小道ごとの順位を神々の上に表示できます。次のセルでは同じゲームの**コピー**をボットに赤を任せて
最後まで進めるので、上の卓はあなたが遊ぶためにそのまま残ります。セルはそのコピーの得点の推移をグラフにし、
終局の様子を表示します。グラフの各点は、その時点でゲームが終わったら(終了時の陣取りも含めて)何点になるかを
示します。そのため線が下がることもあります。他のプレイヤーの小屋に小道や柱のエリアの順位を奪われたときや、
アミュレットを使ったときです。セルは最も大きく下がった場面と、その原因になった手を表示します。
"""),
    ("code", """
full = tablekit.new_game("mangrovia", players=3, seed=21, first_player=0)
full_table = tablekit.Table(full, seats=["human", bot_for("mangrovia", seed=1), bot_for("mangrovia", seed=2)],
                            lang=LANG)
full_table
"""),
    ("code", """
finished = full.copy()
players = [bot_for("mangrovia", seed=3), bot_for("mangrovia", seed=1), bot_for("mangrovia", seed=2)]
while not finished.is_over:
    seat = finished.to_act[0]
    finished.play(seat, players[seat].act(finished, seat))
print(tablekit.result_text(finished))
display(tablekit.plot.score_progress(finished, lang=LANG))
timeline = finished.score_timeline()
falls = [(after - before, seat, step) for seat, row in enumerate(timeline)
         for step, (before, after) in enumerate(zip(row, row[1:])) if after < before]
if falls:
    fall, seat, step = min(falls)
    entry = finished.history[step]
    who, by = seat_name(finished.info, seat, LANG), seat_name(finished.info, entry.seat, LANG)
    print(in_lang(f"largest fall: {who} {fall:g} at step {step + 1}, when {by} played:",
                  f"いちばん大きな下落: {who} {fall:g}({step + 1}手目、{by}の手):"), " ".join(entry.events_in(LANG)))
else:
    print(in_lang("no seat's score fell during this game", "このゲームでは、どの席の得点も下がらなかった"))
tablekit.snapshot(finished, lang=LANG)  # the end of that copy, as a spectator sees it
"""),
    ("md", """
## A short experiment: which sites do winning bots take?

Three heuristic bots play some games; we count the archipelago sites on which the winner put its bowls, beside
the other players' choices. `GAMES` is kept small (the cell prints how long its games took here); raise it for a clearer answer.
""", """
## 小さな実験:勝ったボットはどのボートスペースを選ぶか

3体のヒューリスティックなボットに何ゲームか遊ばせ、勝者がお皿を置いたボートスペースを数えて、ほかのプレイヤーの
選び方と並べます。`GAMES` は小さくしてあります(かかった時間はセルが表示します)。はっきりした答えが欲しければ
増やしてください。
"""),
    ("code", """
import time

# fewer in JupyterLite, where Python runs slower; the tests' quick run sets TABLEKIT_QUICK
GAMES = 2 if os.environ.get("TABLEKIT_QUICK") else 4 if sys.platform == "emscripten" else 12
start = time.perf_counter()
sites = tablekit.arena("mangrovia", bots=[bot_for("mangrovia", s) for s in range(3)], games=GAMES, seed=0)
seconds = time.perf_counter() - start
print(in_lang(f"{GAMES} games in {seconds:.1f} s", f"{GAMES}ゲームに{seconds:.1f}秒"))
winner_sites, other_sites = Counter(), Counter()
for number, row in enumerate(sites.games):
    for seat, action in sites.replay(number).actions:
        if action.startswith("bowl:"):
            (winner_sites if seat in row["winners"] else other_sites)[int(action[5:])] += 1

game = tablekit.new_game("mangrovia", players=3, seed=0)
names = [f"{a}/{b}" for a, b in game.static_data()["sites"]]
total_w, total_o = sum(winner_sites.values()) or 1, sum(other_sites.values()) or 1
shares = {"winners": [winner_sites[i + 1] / total_w for i in range(6)],
          "others": [other_sites[i + 1] / total_o for i in range(6)]}
for label, row in zip(in_lang(("winners", "others"), ("勝者", "ほか")), shares.values()):
    print(pad(label, 8), "  ".join(f"{n} {v:.0%}" for n, v in zip(names, row)))  # Japanese counted two wide
more = [n for n, w, o in zip(names, shares["winners"], shares["others"]) if w > o]
print(in_lang("the winners chose more often than the others:", "勝者がほかのプレイヤーより多く選んだボートスペース:"),
      joined(more) or in_lang("no site", "なし"))
words = {"en": ("winners", "others", "site (actions)", "share of bowls"),
         "ja": ("勝者", "ほかのプレイヤー", "ボートスペース(アクション)", "お皿の割合")}[LANG]
tablekit.plot.bar_chart(names, dict(zip(words, shares.values())), xlabel=words[2], ylabel=words[3])
"""),
    ("md", """
Sites are chosen in bowl order, so the last bowls go where nothing better is left. The cell above prints the sites
the winners chose more often than the others did; over so few games such differences are mostly chance. Try more
games, other player counts, or random bots.
""", """
ボートスペースはお皿を置く順に選ばれるので、最後のお皿は残り物のスペースに置かれがちです。上のセルは、勝者が
ほかのプレイヤーより多く選んだスペースを表示しています。この程度のゲーム数では、そうした差の多くは偶然です。
ゲーム数を増やしたり、人数を変えたり、ランダムなボットを使ったりして試してみてください。
"""),
    ("coach",),
    ("md", """
**Next:** [the mechanics lab](07_mechanics_lab.ipynb) measures what this game's rules do over many games (length, choices per turn, seat advantage, skill against luck, lead changes) beside the five other games, and tries a rule variant of each (日本語版: [ja/07_mechanics_lab.ipynb](ja/07_mechanics_lab.ipynb)).
""", """
**次へ:** [メカニクス実験室](07_mechanics_lab.ipynb)では、このゲームのルールが多くのゲームを通して何を生み出すか
(長さ、手番ごとの選択肢、席の有利不利、実力と運、首位交代)をほかの5つのゲームと並べて測り、それぞれのルールの
変種も試します。
"""),
]
