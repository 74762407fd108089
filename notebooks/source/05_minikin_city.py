"""The Minikin City tutorial, in English and Japanese (tools/notebook_editions.py writes both editions)."""

CELLS = [
    ("md", """
# Minikin City, step by step

Minikin City (Cranio Creations, 2025) is a card game for 2–5 players. Over eight rounds each player plays one city
card: its colour and value rank the players for the round's reward card, and the card joins their city, where its
spaces wait to be filled with minikins. At the end only **full** cards score.

**The card set here is designed.** No list of the real cards, reward cards, end tiles or bonus tokens is public, so
tablekit ships a set designed to keep every count of the rulebook and every card its examples name (Green 1, Red 7,
Green 9, Blue 15, Red 4, Green 16, Blue 19, Red 3). If you own the box, pass the real values with
`tablekit.new_game("minikin_city", components="my_box.json")`.

This notebook follows the rulebook in order; each step is a live cell on the rulebook's own example. The rules as
implemented, with the rulebook section of each, are in `docs/rules/minikin_city.md`.
""", """
# ミニキンシティを一歩ずつ

ミニキンシティ(Cranio Creations、2025年)は2〜5人用のカードゲームです。8ラウンドのあいだ、各プレイヤーは
毎ラウンド都市カードを1枚プレイします。カードの色と値でそのラウンドの報酬カードのランキングが決まり、プレイした
カードは自分の都市に加わります。カードのスペースはミニキンで埋めていきます。ゲームの最後に得点するのは、
スペースが**すべて埋まった**カードだけです。

**ここで使うカードは設計したものです。** 実際の都市カード、報酬カード、ゲーム終了タイル、ボーナストークンの一覧は
公開されていないため、tablekit はルールブックの枚数をすべて守り、例に出てくるカード(緑1、赤7、緑9、青15、赤4、
緑16、青19、赤3)もすべて含むように設計したセットを収めています。製品をお持ちなら、本物の値を
`tablekit.new_game("minikin_city", components="my_box.json")` で渡してください。

このノートブックはルールブックの順に進み、各ステップをルールブックの例そのものを使った動くセルで確かめます。
実装したルールと、それぞれに対応するルールブックの節は `docs/rules/minikin_city.md` にまとめてあります。
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
from tablekit.bots import bot_for
from tablekit.core.text import T, render, seat_name
from tablekit.games.minikin_city.messages import card_name, effect_text, minikins_text

LANG = "en"  # this edition's language; the Japanese edition (notebooks/ja/) has "ja"
tablekit.set_language(LANG)  # every table, picture and plot from here on, and the coach cell


def in_lang(english, japanese):  # the notebook's own words in LANG
    return japanese if LANG == "ja" else english


def name(card):
    return render(card_name(card), LANG)


def word(key, **args):  # one of Minikin City's words in LANG: ui.item.book, ui.col.medals...
    return render(T(f"minikin_city.{key}", **args), LANG)


def listed(items):  # words in a row, as the reader's language writes a list
    return tablekit.listed(items, LANG)


def cards(counts):  # {"B19": 4, ...} (or its pairs) in LANG: each card's name and its number
    return listed(f"{name(card)} {n}" for card, n in dict(counts).items())

def say(game, last=6):
    for event in [e for h in game.history for e in h.events_in(LANG)][-last:]:
        print(event)
"""),
    ("md", """
## Components and setup

61 city cards (red, green and blue 1–20 and a colourless 21), 9 reward cards for the player count in a row (the
9th lies under the game-end tile, whose hole shows its colour: the best colour of the final ranking), 10 bonus
tokens face up, 75 minikins. Each player is dealt **6** cards and keeps **4**, all at the same time and in secret;
the other 2 go to the bottom of the deck. The seats carry the names of the rulebook's players.
""", """
## コンポーネントとセットアップ

都市カード61枚(赤・緑・青の1〜20と、色のない21)、人数に合わせた報酬カード9枚を1列に並べます(9枚目は
ゲーム終了タイルの下にあり、タイルの穴からその色、つまり最終ランキングの最適な色が見えます)。ボーナストークン
10枚は表向き、ミニキンポーンは75個です。各プレイヤーには**6**枚配られ、全員が同時に、ほかの人に見せずに
**4**枚を残します。残りの2枚はデッキの一番下へ戻します。席にはルールブックに登場するプレイヤーの名前が付いています。
"""),
    ("code", """
setup = tablekit.new_game("minikin_city", scenario="setup", seed=4)
print(in_lang("to act:", "手番:"), listed(seat_name(setup.info, s, LANG) for s in setup.to_act))   # everyone chooses at once
print(in_lang("Ralph's six:", "ラルフの6枚:"), listed(name(c) for c in setup.view(0)["seats"][0]["hand"]))
sergio = setup.view(0)["seats"][1]  # as Ralph sees it: the hand is None, only its size is shown
print(in_lang("Sergio's hand as Ralph sees it:", "ラルフから見たセルジオの手札:"),
      in_lang(f"{sergio['hand_size']} cards, faces hidden", f"{sergio['hand_size']}枚(中身は見えない)") if sergio["hand"] is None
      else listed(name(c) for c in sergio["hand"]))
tablekit.Table(setup, seats=["human", "human", "human", "human"], lang=LANG)
"""),
    ("code", """
trial = setup.copy()  # try it on a copy: the table above keeps its own game
keep = trial.legal_actions(0)[0]
print(len(trial.legal_actions(0)), in_lang("ways to keep 4 of 6; for example:", "通りの残し方。たとえば:"), render(keep.text, LANG))
trial.play(0, keep.id)
ralph = trial.view(1)["seats"][0]  # as Sergio sees it: kept is True, the four cards (keep) are None
print(in_lang("What Sergio sees of Ralph's choice:", "セルジオに見えるラルフの選択:"),
      word("ui.chosen") if ralph["kept"] else "-", "·",
      in_lang("which four: hidden", "どの4枚かは見えない") if ralph["keep"] is None else listed(name(c) for c in ralph["keep"]))
"""),
    ("md", """
## Round 1: playing cards and the ranking

Each round the display shows players + 1 cards. From the start player, clockwise, everyone plays a card. Then the
ranking: the 21 first, then the cards of the round's best colour (the colour of its reward card) from high to low,
then the other colours from high to low; equal values go to whoever played first.

The rulebook's example: blue is best. Ralph plays Blue 5, Sergio Red 3, Jade Blue 15 and Aurelia Green 11.
""", """
## 第1ラウンド:カードのプレイとランキング

毎ラウンド、オープンディスプレイにはプレイヤー数+1枚のカードが並びます。スタートプレイヤーから時計回りに、
全員が1枚ずつカードをプレイします。次にランキングを決めます。まず21、続いてそのラウンドの最適な色(報酬カードの色)
のカードを値の高い順に、そのあとでほかの色のカードを値の高い順に並べます。値が同じなら先にプレイした人が上です。

ルールブックの例では青が最適な色です。ラルフが青5、セルジオが赤3、ジェイドが青15、アウレリアが緑11をプレイします。
"""),
    ("code", """
round1 = tablekit.new_game("minikin_city", scenario="round1", seed=1, open=True)
print(in_lang("best colour:", "最適な色:"), render(T(f"minikin_city.ui.colour.{round1.view(None)['best']}"), LANG))
for seat, card in enumerate(["B5", "R3", "B15", "G11"]):
    round1.play(seat, f"play:{card}")
print(in_lang("ranking:", "ランキング:"), " → ".join(seat_name(round1.info, s, LANG) for s in round1.state.ranking))
say(round1, 8)
"""),
    ("md", """
A guided lesson: play a card of the best colour and watch it outrank a higher card of another colour.
""", """
ガイド付きレッスン: 最適な色のカードを出し、ほかの色のより高いカードより上の順位になるのを見ましょう。
"""),
    ("code", '''
tablekit.lesson("minikin_city").table()
'''),
    ("md", """
## Rewards and the draft

Markers go on the reward card's rank spaces from the top, and each player takes the reward at once: minikins and
bonus tokens now, VP and medals at the end. Then, in **reverse** ranking order, everyone takes a card from the
display; what is left goes to the bottom of the deck. Sergio ranked last, so he picks first. The round's first
(Jade) starts the next round. The tables from here on are open teaching games (`open=True`): every hand is shown, so no curtain
is needed between the players. Click on the table to make the choices.
""", """
## 報酬と新しいカードの選択

報酬マーカーは報酬カードの順位のスペースに上から置かれ、各プレイヤーはすぐにその報酬を受け取ります。
ミニキンとボーナストークンはその場で、VPと勲章はゲームの最後に計算します。続いてランキングの**逆順**に、
全員がオープンディスプレイから1枚ずつ取ります。残ったカードはデッキの一番下へ戻します。セルジオは最下位なので
最初に選びます。このラウンドの1位(ジェイド)が次のラウンドのスタートプレイヤーです。ここから先の卓は
手札を全員に見せる教習用のゲーム(`open=True`)なので、プレイヤーの交代で幕を下ろす必要はありません。卓を
クリックして選んでください。
"""),
    ("code", """
round1_table = tablekit.Table(round1, seats=["human", "human", "human", "human"], lang=LANG)
round1_table
"""),
    ("code", """
while round1.view(None)["phase"] != "draft":
    seat = round1.to_act[0]
    round1_table.act(round1.legal_actions(seat)[0].id)
print(in_lang("first to draft:", "最初にカードを取る人:"), seat_name(round1.info, round1.to_act[0], LANG))
print(in_lang("markers:", "報酬マーカー:"), listed(seat_name(round1.info, s, LANG) for s in round1.view(None)["rewards"][0]["markers"]))
"""),
    ("md", """
## Minikins: Jade places three on Blue 19

Minikins you gain go at once on free spaces of your played cards, and you choose where. Jade gains 3 from her rank
space; she could use Blue 19 or Red 3, and puts all three on Blue 19 so that it will score.
""", """
## ミニキン:ジェイドが青19に3体置く

獲得したミニキンは、すぐにプレイ済みのカードの空いているスペースに置きます。どこに置くかは自分で選べます。
ジェイドは順位のスペースからミニキンを3体獲得しました。青19にも赤3にも置けますが、3体とも青19に置いて、
このカードがゲームの最後に得点するようにします。
"""),
    ("code", """
jade = tablekit.new_game("minikin_city", scenario="jade_minikins", seed=1, open=True)
pending = jade.view(None)["pending"]
print(seat_name(jade.info, pending["seat"], LANG), render(minikins_text(pending["n"]), LANG))
print(*[render(a.text, LANG) for a in jade.legal_actions(2)], sep="\\n")
for _ in range(3):
    jade.play(2, "minikin:B19")
print(cards(jade.view(None)["seats"][2]["city"]))
tablekit.Table(jade, seats=["human"] * 4, lang=LANG)
"""),
    ("md", """
## Aurelia's overflow

Minikins with nowhere to go wait in front of you, and must fill the next card you play that has spaces. Aurelia
plays Blue 2, whose immediate effect gives a minikin per blue card in her city: 4, and none of her cards has room.
Next round she plays Green 16, which takes 3 of them; the last one keeps waiting.
""", """
## アウレリアのあふれたミニキン

置き場所のないミニキンは自分の前で待機し、次にプレイした、スペースのあるカードを埋めなければなりません。
アウレリアが青2をプレイすると、その即時効果で都市の青カード1枚につきミニキン1体、つまり4体を得ますが、
どのカードにも空きがありません。次のラウンドに緑16をプレイすると、そのうち3体がこのカードに入り、
残りの1体はまだ待ち続けます。
"""),
    ("code", """
aurelia = tablekit.new_game("minikin_city", scenario="aurelia_overflow", seed=1)
aurelia.play(3, "play:B2")
print(in_lang("waiting:", "待機中:"), render(minikins_text(aurelia.view(None)["seats"][3]["waiting"]), LANG))
while not (aurelia.to_act == [3] and aurelia.view(None)["round"] == 5):
    seat = aurelia.to_act[0]
    options = [a.id for a in aurelia.legal_actions(seat)]
    aurelia.play(seat, "play:G6" if "play:G6" in options else options[0])
aurelia.play(3, "play:G16")
print(in_lang("Green 16 holds", "緑16に"), render(minikins_text(dict(aurelia.view(None)["seats"][3]["city"])["G16"]), LANG),
      in_lang("- still waiting:", "/ まだ待機中:"), render(minikins_text(aurelia.view(None)["seats"][3]["waiting"]), LANG))
"""),
    ("md", """
## Immediate and scoring effects

Effects are data in a small vocabulary: a simple gain, a gain *if* the city shows some items, or a gain *per* item.
An immediate effect resolves when the card is played; a scoring effect pays at the end, only when the card is full.
""", """
## 即時効果とスコアリング効果

効果は少数の決まった形のデータで表します。単純な獲得、都市に特定のシンボルが*あれば*得る獲得、シンボル
1つ*につき*得る獲得です。即時効果はカードをプレイしたときに発動し、スコアリング効果はゲームの最後に、
カードのスペースがすべて埋まっているときだけ得点になります。
"""),
    ("code", """
from tablekit.columns import pad, width  # columns that line up, Japanese characters counted two wide
from tablekit.games.minikin_city.components import load

c = load(None)  # the designed set
rows = []
for card_id in ["G1", "R7", "R6", "B2", "R5", "R10", "B15", "R4"]:
    card = c.card(card_id)
    parts = []
    if card.now:
        parts.append(in_lang("now: ", "ただちに: ") + render(effect_text(card.now), LANG))
    if card.score:
        parts.append(in_lang(f"end, when its {card.capacity} spaces are full: ",
                             f"ゲーム終了時({card.capacity}マスが埋まっていれば): ") + render(effect_text(card.score), LANG))
    symbols = listed(word(f"ui.item.{symbol}") for symbol in card.symbols)
    rows.append((name(card_id), symbols, " | ".join(parts)))
name_width, symbols_width = (max(width(row[i]) for row in rows) for i in (0, 1))
for label, symbols, effects in rows:
    print(pad(label, name_width), pad(symbols, symbols_width), effects)
"""),
    ("md", """
## The game-end ranking in red

After round 8 everyone reveals their hand, clockwise from the start player (round 8's first), and sums the cards
of the end tile's colour; ties go to whoever revealed first. The winner may play one more card. The rulebook's
example: red totals 33, 35, 24 and 24 → Sergio, Ralph, Jade, Aurelia (Jade ahead of Aurelia: she revealed first).
In this scenario Ralph has the last pick of round 8's draft.
""", """
## 赤でのゲーム終了タイルのランキング

第8ラウンドのあと、スタートプレイヤー(第8ラウンドの1位)から時計回りに全員が手札を公開し、ゲーム終了タイルの
色のカードの値を合計します。同点なら先に公開した人が上です。このランキングの勝者はもう1枚カードをプレイできます。
ルールブックの例では赤の合計が33、35、24、24で、順位はセルジオ、ラルフ、ジェイド、アウレリアになります(ジェイドが
先に公開したのでアウレリアより上)。このシナリオでは、第8ラウンドの最後のカードをラルフが選ぶところから始めます。
"""),
    ("code", """
final = tablekit.new_game("minikin_city", scenario="final_ranking", seed=1)
final.play(0, "draft:B20")
for seat, total in final.view(None)["reveals"]:  # [seat, total of the end tile's colour], in the order revealed
    print(f"{seat_name(final.info, seat, LANG)} {total}")
print(in_lang("ranking:", "ランキング:"), " → ".join(seat_name(final.info, s, LANG) for s in final.view(None)["end"]["markers"]))
print(*[render(a.text, LANG) for a in final.legal_actions(1)], sep="\\n")
"""),
    ("md", """
## Final scoring: Jade's 49 VP

VP on the rank spaces and bonus tokens, the scoring effects of full cards, and medals from every source paid once
(1/2/3/4/5/6+ medals: 1/3/6/10/15/21 VP). Jade: 13 from her markers, 10 from Green 1 (five books), 5 from Red 7
(two sets of each colour), 0 from Green 9 (not full), and 21 for six medals.
""", """
## 最終スコアリング:ジェイドの49VP

得点になるのは、報酬マーカーの置かれた順位のスペースとボーナストークンのVP、スペースが埋まったカードの
スコアリング効果、そしてあらゆるところから集めた勲章(1回だけ計算:勲章1/2/3/4/5/6つ以上で1/3/6/10/15/21VP)です。
ジェイドはマーカーで13、緑1で10(本が5つ)、赤7で5(各色のセットが2つ)、緑9で0(埋まっていない)、
勲章6つで21を得ます。
"""),
    ("code", """
done = tablekit.new_game("minikin_city", scenario="final_scoring", seed=1, open=True)
jade_score = done.view(None)["final"]["scores"][2]
print(word("ui.col.rewards"), jade_score["rewards"], "·", word("ui.col.cards"), cards(jade_score["cards"]), "·",
      word("ui.col.medals"), jade_score["medals"], f"({cards(jade_score['card_medals'])})",
      word("ui.medals_count", n=jade_score["medals"], vp=jade_score["medal_vp"]), "·", word("ui.col.total"),
      jade_score["total"])
tablekit.Table(done, seats=["human"] * 4, lang=LANG)
"""),
    ("md", """
## A full game against bots

Play Ralph yourself on this table (the others are the heuristic bot). The next cell lets a bot play Ralph in a
**copy** of the same game to the end, so the table stays yours to play; it plots that copy's scores and shows where
it finished.
""", """
## ボットと最後まで対戦

この卓でラルフを担当してください(ほかの席はヒューリスティックなボットです)。次のセルでは同じゲームの
**コピー**をボットにラルフを任せて最後まで進めるので、上の卓はあなたが遊ぶためにそのまま残ります。
セルはそのコピーの得点の推移をグラフにし、終局の様子を表示します。
"""),
    ("code", """
full = tablekit.new_game("minikin_city", players=4, seed=21)
full_table = tablekit.Table(full, seats=["human"] + [bot_for("minikin_city", seed=s) for s in (1, 2, 3)], lang=LANG)
full_table
"""),
    ("code", """
finished = full.copy()
players = [bot_for("minikin_city", seed=s) for s in (7, 1, 2, 3)]
while not finished.is_over:
    seat = finished.to_act[0]  # several seats at once while everyone chooses the cards to keep
    finished.play(seat, players[seat].act(finished, seat))
print(tablekit.result_text(finished))
display(tablekit.plot.score_progress(finished, lang=LANG))
tablekit.snapshot(finished, lang=LANG)  # the end of that copy, as a spectator sees it
"""),
    ("md", """
## A short experiment: a card's value or its effect?

A high card wins rankings (and their rewards); a low card rarely does, but low cards carry the richer effects.
Three heuristic bots play against one player that always plays its **highest** card, then one that always plays
its **lowest**. The default run is kept short; raise `GAMES` for a steadier answer.
""", """
## 小さな実験:カードの値か、効果か

値の高いカードはランキングで勝ち、その報酬を得やすくなります。値の低いカードはめったに勝てませんが、
そのぶん効果が豊かです。3体のヒューリスティックなボットを相手に、いつも**最も高い**カードを出すプレイヤー、
次にいつも**最も低い**カードを出すプレイヤーを対戦させます。既定では短く済ませているので、安定した答えが
欲しければ `GAMES` を増やしてください。
"""),
    ("code", '''
from tablekit.bots import Bot

# per policy (fewer in JupyterLite); try 200; the tests' quick run sets TABLEKIT_QUICK
GAMES = 2 if os.environ.get("TABLEKIT_QUICK") else 4 if sys.platform == "emscripten" else 12

VALUES = {card_id: card["value"] for card_id, card in setup.static_data()["cards"].items()}


class ValuePolicy(Bot):
    """Plays its highest (or lowest) card; everything else as the heuristic bot would."""

    def __init__(self, pick, seed=0):
        self.pick, self.helper = pick, bot_for("minikin_city", seed)
        self.name = f"{pick.__name__} card"

    def choose(self, view, legal):
        if legal[0].id.startswith("play:"):
            return self.pick(legal, key=lambda a: VALUES[a.id[5:]])
        return self.helper.choose(view, legal)


for pick in (max, min):
    lineup = [ValuePolicy(pick), *(bot_for("minikin_city", s) for s in range(1, 4))]
    runs = tablekit.arena("minikin_city", bots=lineup, games=GAMES, seed=0)
    mean_score = sum(runs.scores(0)) / GAMES
    print(in_lang(f"{lineup[0].name:13} mean score {mean_score:5.1f}   wins {runs.wins[0]:g}/{GAMES}",
                  f"{ {'max': '最大のカード', 'min': '最小のカード'}[pick.__name__]}: 平均得点 {mean_score:.1f}、"
                  f"勝ち {runs.wins[0]:g}/{GAMES}"))
'''),
    ("coach",),
    ("md", """
**Next:** [the mechanics lab](07_mechanics_lab.ipynb) measures what this game's rules do over many games (length, choices per turn, seat advantage, skill against luck, lead changes) beside the five other games, and tries a rule variant of each (日本語版: [ja/07_mechanics_lab.ipynb](ja/07_mechanics_lab.ipynb)).
""", """
**次へ:** [メカニクス実験室](07_mechanics_lab.ipynb)では、このゲームのルールが多くのゲームを通して何を生み出すか
(長さ、手番ごとの選択肢、席の有利不利、実力と運、首位交代)をほかの5つのゲームと並べて測り、それぞれのルールの
変種も試します。
"""),
]
