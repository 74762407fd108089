"""The start-here notebook, in English and Japanese (tools/notebook_editions.py writes both editions)."""

CELLS = [
    ("md", """
# Start here: tablekit

**tablekit** is a set of rules engines for modern board games, each with a table you can play right here in
JupyterLab. Every game follows its rulebook, keeps secrets secret (your browser only ever receives what the
viewing seat may see), and can be replayed exactly from a seed and a list of actions.

This notebook shows the parts every game shares: starting a game, playing at a table, undo and replay, saving
and loading, plotting scores, and running a small bot experiment. Each game then has its own tutorial notebook.

**Two editions.** Every tutorial is written in English and in Japanese from one source, cell for cell: the English
edition is in `notebooks/`, the Japanese one in `notebooks/ja/` (日本語版: [ja/00_start_here.ipynb](ja/00_start_here.ipynb)).
""", """
# はじめに: tablekit

**tablekit** は、現代のボードゲームのルールエンジンを集めたものです。どのゲームにも卓(テーブル)があり、この
JupyterLab の中でそのまま遊べます。どのゲームもルールブックどおりに進み、秘密は秘密のまま守られ(ブラウザーに
届くのは、見ている席が見てよい情報だけです)、シードと手の列から正確に再現できます。

このノートブックでは、すべてのゲームに共通する部分を紹介します。ゲームを始める、卓で遊ぶ、取り消しとリプレイ、
保存と読み込み、得点のグラフ、そしてボットを使った小さな実験です。そのあとは、ゲームごとのチュートリアル
ノートブックがあります。

**2つの版**: どのチュートリアルも、1つのソースから英語版と日本語版をセルごとに対応させて作っています。英語版は
`notebooks/`、日本語版は `notebooks/ja/` にあります(English edition: [../00_start_here.ipynb](../00_start_here.ipynb))。
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
import tablekit
from tablekit.bots import RandomBot, bot_for

tablekit.games()
"""),
    ("code", '''
LANG = "en"  # this edition's language; the Japanese edition (notebooks/ja/) has "ja"
tablekit.set_language(LANG)  # every table, picture and plot from here on (one table only: tablekit.Table(g, lang="ja"))
from tablekit.core.text import game_title, render, seat_name  # a game's title, text and seats in a language


def in_lang(english, japanese):
    """The notebook's own words in LANG."""
    return japanese if LANG == "ja" else english


def seats(game):
    """The seats in ``game.to_act``, each number with its name, as LANG writes a list."""
    return tablekit.listed((f"{seat} {seat_name(game.info, seat, LANG)}" for seat in game.to_act), LANG)
'''),
    ("md", """
## A game is a position plus a list of actions

`new_game` starts a game from a seed. At every moment `to_act` says which seats must act (several at once in a
simultaneous phase), and `legal_actions(seat)` lists what each may do, with a stable `id` and a readable `label`.
""", """
## ゲームは「局面」と「手の列」

`new_game` はシードからゲームを始めます。`to_act` はいつでも、どの席が手を選ぶ番かを示します(同時に選ぶ
フェイズでは複数の席)。`legal_actions(seat)` はその席が選べる手の一覧で、それぞれに変わらない `id` と読みやすい
説明が付いています。
"""),
    ("code", """
g = tablekit.new_game("amanite", players=3, seed=7)
print(game_title(g.info, LANG), in_lang(f"· {g.players} players · step {len(g.history)}",
                                        f"· {g.players}人 · {len(g.history)}手目"))
print(in_lang("to act:", "手番:"), seats(g))
for action in g.legal_actions(0):
    print(f"{action.id:10} {render(action.text, LANG)}")
"""),
    ("md", """
Amanite begins with every player choosing a side of their start card, all at the same time. Let us choose for
everybody, then look at the first placement choices. An illegal action is refused with the rule it breaks, and
the game is left exactly as it was.
""", """
アマナイトは、全員が同時に自分の開始カードの面を選ぶところから始まります。ここでは全員の分を選んでから、最初の
ミープルの置き場所の候補を見てみましょう。ルールに反する手は、破ったルールを示して拒否され、ゲームは元のまま
変わりません。
"""),
    ("code", """
for seat in g.to_act:
    g.play(seat, "side:A")
print(*[render(a.text, LANG) for a in g.legal_actions(g.to_act[0])][:3], sep="\\n")
try:
    g.play(g.to_act[0], "note:blue")
except tablekit.IllegalAction as err:
    print(in_lang("refused:", "拒否:"), err.in_language(LANG))
"""),
    ("md", """
## Play at a table

A `Table` draws the game and lets you act by clicking the board; legal moves are highlighted and also listed as
buttons. Seats are `"human"` or a bot. Bots move by themselves after a short pause. With several humans and hidden
cards, a curtain asks you to pass the screen before each player's turn.

Try it: you are the Fox; the two others are bots.
""", """
## 卓で遊ぶ

`Table` はゲームを描き、盤をクリックして手を選べるようにします。選べる手は光り、ボタンとしても並びます。席は
`"human"`(人)かボットです。ボットは少し間を置いて自分で手を指します。人が複数いて隠れたカードがあるゲームでは、
手番のたびに画面を次のプレイヤーに渡すよう幕が出ます。

やってみましょう。あなたはキツネで、ほかの2人はボットです。
"""),
    ("code", """
game = tablekit.new_game("amanite", players=3, seed=11, sides=["A", "B", "A"])
table = tablekit.Table(game, seats=["human", bot_for("amanite", seed=1), RandomBot(seed=2)])
table
"""),
    ("md", """
The same actions can be sent from Python, exactly as if they were clicked: the table checks them against the legal
list in the same way. `run_bots()` lets the bots catch up (in a live notebook they do so by themselves).
""", """
同じ手は Python からも送れます。クリックしたときとまったく同じで、卓は合法手の一覧と照らし合わせて確かめます。
`run_bots()` はボットの手番を進めます(実際に動かしているノートブックでは、ボットは自分で進みます)。
"""),
    ("code", """
table.act(game.legal_actions(0)[0].id)
table.run_bots()
print(in_lang(f"{len(game.history)} actions so far; to act:", f"ここまで{len(game.history)}手。手番:"), seats(game))
"""),
    ("md", """
## Undo and replay

`undo(n)` takes back actions by replaying the rest from the seed, so the random draws come out the same. The table's
undo button takes back your last action and the bot moves after it; its slider steps through the history
(`show_step`) and back to the live position (`live`).
""", """
## 取り消しとリプレイ

`undo(n)` は手を取り消します。残りの手をシードから指し直すので、ランダムに引いたものも同じ結果になります。卓の
取り消しボタンは、あなたの最後の手とそのあとのボットの手を取り消します。スライダーでは履歴を1手ずつたどり
(`show_step`)、いまの局面に戻れます(`live`)。
"""),
    ("code", """
before = len(game.history)
table.undo()
print(before, "→", len(game.history))
table.show_step(0)
table.live()
"""),
    ("md", """
## Save and load

A saved game is a small JSON record: the game, its options, the seed and the actions. Loading replays it and checks
every action; a record that was edited by hand is refused.
""", """
## 保存と読み込み

保存したゲームは小さな JSON の記録です。ゲームの名前、オプション、シード、手の列が入っています。読み込むときは
手を指し直して1手ずつ確かめるので、手で書き換えた記録は拒否されます。
"""),
    ("code", """
import tempfile
from pathlib import Path

with tempfile.TemporaryDirectory() as folder:  # a scratch folder, so the record stays out of your project
    record = str(Path(folder) / "my_amanite.json")
    game.save(record)
    again = tablekit.load(record)
same = again.view(0) == game.view(0) and again.actions == game.actions
print(in_lang("the loaded game is the saved one: same view, same actions" if same else "the loaded game differs",
              "読み込んだゲームは保存したものと同じ(同じ情報、同じアクション)" if same else "読み込んだゲームが違う"))
"""),
    ("md", """
## Score progress

Once a game is over, `score_timeline()` gives every seat's score after each step, and `tablekit.plot.score_progress`
draws it. (While a game with secrets is in progress its scores are hidden; an open teaching game, `open=True`, shows
everything from the start.) Here the bots finish a **copy** of the game at the table, so the table above stays where
you left it and you can go on playing there.
""", """
## 得点の推移

ゲームが終わると、`score_timeline()` が1手ごとの各席の得点を返し、`tablekit.plot.score_progress` がそれを
グラフにします。(秘密のあるゲームでは、進行中の得点は隠されます。すべてを公開する練習用のゲーム `open=True`
なら、最初から見えます。)ここではボットが卓のゲームの**コピー**を最後まで進めるので、上の卓はあなたが離れた
ところのまま残り、続きを遊べます。
"""),
    ("code", """
finished = game.copy()
bots = [bot_for("amanite", seed=s) for s in range(3)]
while not finished.is_over:
    seat = finished.to_act[0]
    finished.play(seat, bots[seat].act(finished, seat))
print(tablekit.result_text(finished))
tablekit.plot.score_progress(finished)
"""),
    ("md", """
## A picture for handouts

`tablekit.snapshot(game, seat)` draws the position as that seat sees it (`seat=None`: a spectator, who sees no secret
card) as one SVG picture: whose turn it is, the seats and their public scores, the board and the last moves. Every
table carries the same picture of its screen for readers without widgets, so an exported page, nbviewer or a GitHub
preview shows the board too. `.save("position.svg")` writes it to a file.
""", """
## 配布資料用の図

`tablekit.snapshot(game, seat)` は、その席から見た局面を1枚の SVG の図にします(`seat=None` なら観戦者で、秘密の
カードは何も見えません)。誰の手番か、各席と公開されている得点、盤、直前の手が描かれます。どの卓もこの図を
持っているので、ウィジェットが動かない場所(書き出したページ、nbviewer、GitHub のプレビュー)でも盤が見えます。
`.save("position.svg")` でファイルに書き出せます。
"""),
    ("code", """
tablekit.snapshot(finished)
"""),
    ("md", """
## A small experiment

Bots make it cheap to ask questions of a game. How often does Amanite's heuristic bot beat two random players?
`GAMES` is kept small, and the cell prints how long its games took on this machine; raise it (to 500, say) for a
steadier estimate.
""", """
## 小さな実験

ボットがいれば、ゲームについての問いを手軽に確かめられます。アマナイトのヒューリスティック・ボットは、でたらめに
選ぶ2人の相手にどのくらい勝つでしょうか。`GAMES` は小さくしてあり、このマシンでかかった時間もセルが表示します。
より安定した値が欲しければ、たとえば500に増やしてください。
"""),
    ("code", """
import time

# fewer in JupyterLite, where Python runs slower; raise it for a steadier estimate; the tests' quick run sets
# TABLEKIT_QUICK
GAMES = 4 if os.environ.get("TABLEKIT_QUICK") else 10 if sys.platform == "emscripten" else 30

start = time.perf_counter()
result = tablekit.arena("amanite", bots=[bot_for("amanite"), RandomBot(1), RandomBot(2)], games=GAMES, seed=1)
seconds = time.perf_counter() - start
print(in_lang(f"{GAMES} games in {seconds:.1f} s", f"{GAMES}ゲームに{seconds:.1f}秒"))
low, high = result.interval(0)
print(in_lang(f"the heuristic bot won {result.win_rates[0]:.0%} of {GAMES} games (95% interval {low:.0%}–{high:.0%}; "
              "a random player would win about 33%)",
              f"ヒューリスティック・ボットの勝率は{GAMES}ゲーム中{result.win_rates[0]:.0%}"
              f"(95%区間 {low:.0%}–{high:.0%}。でたらめに選ぶプレイヤーならおよそ33%)"))
result
"""),
    ("md", """
`tablekit.arena` plays seeded games between bots, turns the seats every game and gives win rates with a 95%
interval, the win rate of each seat (is there a first-player advantage?), scores, and every game's record to
replay. Pass `executor=concurrent.futures.ProcessPoolExecutor(2)` (or a Dask client's `get_executor()`) to spread
the games over processes or machines: the table comes out the same. `tablekit.bots.ISMCTS` is a search bot that
works for every game through its seat's view alone.

## Reinforcement learning: a PettingZoo environment

Every game is also a [PettingZoo](https://pettingzoo.farama.org) AEC environment (`pip install "tablekit[rl]"`):
each agent observes a fixed-size vector made from its own view, with a mask of its legal actions. Here a random
policy plays one game of Amanite.
""", """
`tablekit.arena` はシード付きのゲームをボット同士で行い、ゲームごとに席を入れ替えます。結果として、95%区間つきの
勝率、席ごとの勝率(スタートプレイヤーは有利か)、得点、そしてリプレイできる各ゲームの記録が得られます。
`executor=concurrent.futures.ProcessPoolExecutor(2)`(または Dask クライアントの `get_executor()`)を渡すと、
ゲームを複数のプロセスやマシンに分けて実行できます。結果の表は同じになります。`tablekit.bots.ISMCTS` は
探索型のボットで、席から見える情報だけを使うので、どのゲームでも動きます。

## 強化学習: PettingZoo の環境

どのゲームも [PettingZoo](https://pettingzoo.farama.org) の AEC 環境として使えます(`pip install "tablekit[rl]"`)。
各エージェントは自分の席の視点から作った固定長のベクトルと、選べる手のマスクを受け取ります。ここでは
でたらめな方策でアマナイトを1ゲーム遊びます。
"""),
    ("code", """
try:
    from tablekit import rl
except ImportError:  # PettingZoo is an optional extra (and JupyterLite has no numpy)
    rl = None
    print(in_lang('PettingZoo is not installed here: pip install "tablekit[rl]"',
                  'ここには PettingZoo がありません: pip install "tablekit[rl]"'))

if rl:
    env = rl.env("amanite", players=3)
    env.reset(seed=7)
    for i, agent in enumerate(env.possible_agents):
        env.action_space(agent).seed(i)
    steps, total = 0, dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter():
        observation, reward, terminated, truncated, info = env.last()
        total[agent] += reward
        mask = observation["action_mask"]
        env.step(None if terminated or truncated else env.action_space(agent).sample(mask))
        steps += 1
    size = observation["observation"].size
    rewards = tablekit.listed((f"{agent} {reward:g}" for agent, reward in total.items()), LANG)
    print(in_lang(f"{steps} steps; an observation of {size} numbers; rewards {rewards}",
                  f"{steps}ステップ。観測は{size}個の数値。報酬 {rewards}"))
"""),
    ("md", """
## Where next

- `01_amanite.ipynb`: Amanite, the rulebook step by step.
- `02_carcassonne_hunters_gatherers.ipynb`: Carcassonne: Hunters & Gatherers, tile by tile, with every bonus power.
- `03_luxor.ipynb`: Luxor, the race along the spiral with a hand in fixed order.
- `04_mangrovia.ipynb`: Mangrovia, bowls on the boat route, exact payments and majorities.
- `05_minikin_city.ipynb`: Minikin City, every worked example of the rulebook.
- `06_arigato.ipynb`: Arigato, secret simultaneous choices, passing to the left, and solo mode.
- The rules as implemented, with the decisions taken where a rulebook is silent: `docs/rules/`.
- Each of them in Japanese: `notebooks/ja/` (日本語版), with the same cells and tables in Japanese.
""", """
## 次に読むもの

- `01_amanite.ipynb`: アマナイト。ルールブックを順にたどります。
- `02_carcassonne_hunters_gatherers.ipynb`: カルカソンヌ：狩人と採集者。タイルを1枚ずつ置き、ボーナスタイルの
  効果もすべて試します。
- `03_luxor.ipynb`: ルクソール。順番を入れ替えられない手札で、らせん状の通路を進む競争です。
- `04_mangrovia.ipynb`: マングロービア。船のルート上のボウル、ちょうどの支払い、過半数の争い。
- `05_minikin_city.ipynb`: ミニキンシティ。ルールブックの例をすべて再現します。
- `06_arigato.ipynb`: アリガト。秘密の同時選択、左隣へのカード渡し、ソロモード。
- ルールブックが触れていないところで何を決めたかを含む、実装したルールの説明: `docs/rules/`。
- どのノートブックも、英語版は1つ上のフォルダー `notebooks/` にあります(English editions)。
"""),
    ("md", """
The six games side by side, measured: how long they last, how many choices each turn offers, whether a seat is favoured, how much skill beats luck, are in [the mechanics lab](07_mechanics_lab.ipynb) (日本語版: [ja/07_mechanics_lab.ipynb](ja/07_mechanics_lab.ipynb)).
""", """
6つのゲームを並べて測った結果(ゲームの長さ、手番ごとの選択肢の数、有利な席があるか、実力が運にどれだけ勝るか)は
[メカニクス実験室](07_mechanics_lab.ipynb) にあります(English: [../07_mechanics_lab.ipynb](../07_mechanics_lab.ipynb))。
"""),
]
