"""The mechanics lab notebook, in English and Japanese (tools/notebook_editions.py writes both editions)."""

CELLS = [
    ("md", """
# The mechanics lab: what a design does

The other notebooks teach each game's rules. This one asks what those rules *do* when many games are played:

- **Length**: how many decisions and turns a game takes (a *turn* is a run of decisions by one seat).
- **Choices**: how many legal moves a player has at each decision (the *branching factor*), and how that changes
  from the start of a game to its end.
- **Seat advantage**: whether the seat you sit in changes your chance to win (seats are rotated fairly).
- **Skill against luck**: how often the game's heuristic bot beats players who choose at random. If luck decided
  everything it would win its fair share (one in two with two players); if skill decided everything, always.
- **Drama**: how often the lead changes hands, how early the final winner took the lead for good, and by how much
  games are won.
- **Chance**: how often a decision whose outcome chance had a hand in (a card drawn, a tile turned over) is followed
  by a new leader within a round, compared with the other decisions.

Every number below is computed in its cell from seeded games, so the notebook reads the same on every run; raise
`GAMES` for firmer numbers. Scores during a game are *full-information* scores: what final scoring would give if the
game ended at that step.
""", """
# メカニクス実験室:ルールが生み出すもの

ほかのノートブックでは各ゲームのルールを学びました。このノートブックでは、たくさんのゲームを遊んだときに、その
ルールが何を生み出すのかを調べます。

- **長さ**:1ゲームに選択が何回あり、手番が何回あるか(*手番*は同じ席が続けて行う選択のまとまりです)。
- **選択肢**:選択のたびに合法手がいくつあるか(*分岐数*)と、それがゲームの始めから終わりまでにどう変わるか。
- **席の有利不利**:座った席によって勝ちやすさが変わるか(席は公平に入れ替えます)。
- **実力と運**:ゲームごとのヒューリスティックなボットが、でたらめに選ぶ相手にどれほど勝つか。運だけで決まるなら
  公平な取り分(2人なら2回に1回)しか勝てず、実力だけで決まるなら必ず勝ちます。
- **展開**:首位が何回入れ替わるか、最終的な勝者がいつから首位を守り続けたか、何点差で勝つか。
- **運の出来事**:結果に運が関わった選択(カードを引く、タイルをめくるなど)のあと1巡以内に首位が替わる割合を、
  ほかの選択のあとと比べます。

下の数字はすべて、シード付きのゲームからそのセルで計算しています。何度実行しても同じ結果になります。より確かな
数字が欲しければ `GAMES` を増やしてください。ゲーム途中の得点は*全情報*の得点、つまりその時点でゲームが終わったら
最終得点計算で何点になるかです。
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
import json
import time
from concurrent.futures import ProcessPoolExecutor
from importlib.resources import files

import tablekit
from tablekit.core.registry import state_class
from tablekit.core.text import game_title
from tablekit.lab import compare, say, table

LANG = "en"
pool = None if sys.platform == "emscripten" else ProcessPoolExecutor(2)  # the browser has no processes
# per analysis (JupyterLite is slower); 300 for firm ones; the tests' quick run sets TABLEKIT_QUICK
GAMES = 2 if os.environ.get("TABLEKIT_QUICK") else 4 if sys.platform == "emscripten" else 12


def in_lang(english, japanese):
    # the notebook's own words in LANG
    return japanese if LANG == "ja" else english


def title(game):
    return game_title(state_class(game).info, LANG)
"""),
    ("md", """
## Six games side by side

Each game is played `GAMES` times by its heuristic bot in both seats of a two-player game, and `GAMES` more times by
that bot against a random player. The cell prints how long it took.
""", """
## 6つのゲームを並べて比べる

各ゲームを2人プレイで、両方の席にヒューリスティックなボットを座らせて `GAMES` 回遊びます。さらに同じボットを
でたらめに選ぶ相手と `GAMES` 回対戦させます。かかった時間もセルが表示します。
"""),
    ("code", """
start = time.perf_counter()
lab = {game: tablekit.analyze(game, players=2, games=GAMES, executor=pool, progress=False, chance_games=4)
       for game in tablekit.games()}
print(say("played", LANG, n=len(lab), games=GAMES, seconds=round(time.perf_counter() - start)))

columns = ["decisions", "turns", "branching_mean", "lead_changes", "settled", "margin"]
rows = [["", *(say(f"col.{c}", LANG) for c in [*columns, "seat0", "skill", "chance"])]]
for game, a in lab.items():
    rows.append([title(game), *(f"{a.mean(c):.2f}" for c in columns), f"{a.seat_advantage[0][0]:.0%}",
                 f"{a.skill_gap[0]:.0%}", f"{a.luck[0]:.0%}"])
print(table(rows))
"""),
    ("md", """
What the table says, computed from it rather than written in advance:
""", """
表から読み取れることを、あらかじめ書くのではなく、表そのものから計算します。
"""),
    ("code", """
def most(key, fewest=False):
    pick = min if fewest else max
    game = pick(lab, key=lambda g: lab[g].mean(key))
    return f"{title(game)} ({lab[game].mean(key):.1f})"


for key, word in (("branching_mean", "branching"), ("decisions", "decisions"), ("lead_changes", "lead_changes")):
    print(say("most", LANG, what=say(word, LANG), best=most(key), worst=most(key, fewest=True)))
decided = [title(g) for g, a in lab.items() if a.skill_gap[1] > 1 / a.players]
print(say("decided", LANG, games=tablekit.listed(decided, LANG) or say("none", LANG)))
"""),
    ("md", """
### One game in detail

The four panels of one analysis: how the number of legal moves changes over a game, the win rate of each seat with
its interval, how many lead changes the games had, and when the final winner took the lead for good.
""", """
### 1つのゲームを詳しく

1つの分析の4つのグラフです。ゲームの進行につれて合法手の数がどう変わるか、席ごとの勝率とその区間、各ゲームの
首位交代の回数、そして最終的な勝者がいつから首位を守り続けたか。
"""),
    ("code", """
lab["carcassonne_hg"].plot(lang=LANG)
"""),
    ("md", """
## One design question per game

### Amanite: do the first-game attributes reward skill more than random ones?

The rulebook suggests a fixed set of six attributes for a first game. Compare it with attributes dealt at random:
""", """
## ゲームごとに1つ、デザインの問い

### アマナイト:初回ゲーム用の属性は、ランダムな属性より実力が出やすいか

ルールブックは最初のゲームに決まった6つの属性を勧めています。ランダムに配った属性と比べてみましょう。
"""),
    ("code", """
first = lab["amanite"]
varied = tablekit.analyze("amanite", players=2, games=GAMES, executor=pool, progress=False, chance_games=0,
                          options={"attributes": "random"})
amanite = compare(first, varied, (in_lang("first-game", "初回用"), in_lang("random", "ランダム")))
print(amanite.summary(lang=LANG))
beyond = sum(row["beyond_noise"] for row in amanite.rows())
print(say("noisy", LANG, k=beyond, n=len(amanite.rows()), games=GAMES))
"""),
    ("md", """
A difference counts as *beyond noise* only when its 95% interval leaves out zero; the last line counts how many are.
With few games the intervals are wide, which is itself a lesson: a rule change must be tested on many games before
anyone can say what it does.

### Carcassonne: Hunters & Gatherers: how early is the winner settled?

The last panel above shows, for each game, the share of the game after which the final winner stayed in front:
""", """
差が*誤差を超える*のは、その95%区間が0を含まないときだけです。最後の行が、そうなった差の数を数えています。
ゲーム数が少ないと区間は広くなります。ルールを変えたときの効果を語るには、たくさんのゲームで確かめる必要がある、
ということ自体が教訓です。

### カルカソンヌ 狩人と採集者:勝者はいつ決まるか

上の最後のグラフは、各ゲームで最終的な勝者が首位を守り続けるようになった時点を、ゲーム全体に対する割合で
示しています。
"""),
    ("code", """
settled = lab["carcassonne_hg"].values("settled")
late = sum(1 for s in settled if s >= 0.9)
print(say("late", LANG, late=late, games=len(settled)))
print(say("mean_settled", LANG, share=f"{sum(settled) / len(settled):.0%}"))
"""),
    ("md", """
### Luxor: what does the Horus card "fewer adventurers" do?

A component file is a rule variant: this one replaces every "fewer adventurers" Horus card with a "1 to L+2" card of
its level L (choose how far to move), so the deck keeps its size.
""", """
### ルクソール:ホルスカード「少ない冒険者」は何をもたらすか

コンポーネントファイルもルールの変種です。ここでは「少ない冒険者」ホルスカードをすべて、同じレベルLの
「1〜L+2」カード(進む歩数を選ぶ)に置き換えます。山札の枚数は変わりません。
"""),
    ("code", """
luxor = json.loads((files("tablekit.games.luxor") / "components.json").read_text(encoding="utf-8"))
for card in luxor["horus_cards"]:
    if card["kind"] == "fewer":
        card["kind"], card["value"] = "choose", 2 + card["level"]
without = tablekit.analyze("luxor", players=2, games=GAMES, executor=pool, progress=False, chance_games=0,
                           options={"components": luxor})
print(compare(lab["luxor"], without, (in_lang("box", "箱のまま"), in_lang("no 'fewer'", "「少ない冒険者」なし"))).summary(lang=LANG))
"""),
    ("md", """
### Mangrovia: what do fewer huts do to the length of a game?

The last round comes when a player builds their last hut. With two players each has ten; give them eight:
""", """
### マングローヴィア:小屋が少ないとゲームの長さはどう変わるか

誰かが最後の小屋を建てると、そのラウンドが最後のラウンドになります。2人プレイでは各自10個です。これを8個に
してみましょう。
"""),
    ("code", """
mangrovia = json.loads((files("tablekit.games.mangrovia") / "components.json").read_text(encoding="utf-8"))
mangrovia["players"]["2"]["huts"] = 8
fewer = tablekit.analyze("mangrovia", players=2, games=GAMES, executor=pool, progress=False, chance_games=0,
                         options={"components": mangrovia})
comparison = compare(lab["mangrovia"], fewer, (in_lang("10 huts", "小屋10軒"), in_lang("8 huts", "小屋8軒")))
print(comparison.summary(lang=LANG))
length = comparison.rows()[0]
print(say("length_beyond" if length["beyond_noise"] else "length_within", LANG, diff=f"{length['difference']:+.1f}"))
"""),
    ("md", """
### Minikin City: do more players mean more choices?

The same analysis with four players:
""", """
### ミニキンシティ:人数が増えると選択肢も増えるか

同じ分析を4人プレイで行います。
"""),
    ("code", """
four = tablekit.analyze("minikin_city", players=4, games=GAMES, executor=pool, progress=False, chance_games=0)
two = lab["minikin_city"]
for a in (two, four):
    print(say("players_line", LANG, label=say("n_players", LANG, n=a.players), moves=f"{a.mean('branching_mean'):.2f}",
              decisions=f"{a.mean('decisions') / a.players:.1f}", rate=f"{a.seat_advantage[0][0]:.0%}"))
"""),
    ("md", """
### Arigato: how much does chance decide?

Every day of Arigato begins with cards drawn from one shared, shuffled deck. The measure of chance compares how often a new
leader follows a decision that chance had a hand in with how often one follows any other decision; the skill gap
shows how far a plan beats random choices:
""", """
### ありがとう:運はどれほど結果を左右するか

ありがとうでは毎日、よく切った共通の山札からカードを引いて始めます。運の指標は、運が関わった選択のあとに首位が替わる割合と、
ほかの選択のあとに替わる割合を比べます。実力差は、計画的な選択がでたらめな選択にどれだけ勝るかを示します。
"""),
    ("code", """
arigato = lab["arigato"]
after_chance, after_other = arigato.luck
rate, lo, hi = arigato.skill_gap
print(say("luck_line", LANG, chance=f"{after_chance:.0%}", other=f"{after_other:.0%}"))
print(say("skill_line", LANG, rate=f"{rate:.0%}", lo=f"{lo:.0%}", hi=f"{hi:.0%}"))
"""),
    ("md", """
## Watch the Luxor game with the most lead changes

Of the Luxor games above, the one whose lead changed hands most often; drag the table's replay slider to watch it:
""", """
## 首位交代がいちばん多かったルクソールのゲームを見る

上のルクソールのゲームのうち、首位がいちばん多く入れ替わったゲームです。テーブルのリプレイスライダーを動かすと、
首位が入れ替わる様子を見られます。
"""),
    ("code", """
luxor_lab = lab["luxor"]
busiest = max(range(len(luxor_lab.games)), key=lambda i: luxor_lab.games[i]["lead_changes"])
print(say("busiest", LANG, n=busiest, k=luxor_lab.games[busiest]["lead_changes"]))
tablekit.Table(luxor_lab.play.replay(busiest), lang=LANG)
"""),
    ("md", """
## Your own question

`tablekit.analyze(game, players=..., games=..., options=...)` takes any option of a game, a component file of your
own included (`options={"components": "my_box.json"}`); `compare(a, b)` says which differences are beyond noise, and
`a.to_records()` gives one row per game for pandas.
""", """
## 自分の問いを立てる

`tablekit.analyze(game, players=..., games=..., options=...)` には、ゲームのどんなオプションも渡せます。自分で
作ったコンポーネントファイルも使えます(`options={"components": "my_box.json"}`)。`compare(a, b)` はどの差が誤差を
超えるかを示し、`a.to_records()` は pandas 用に1ゲーム1行の表を返します。
"""),
]
