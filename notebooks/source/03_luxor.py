"""The Luxor tutorial, in English and Japanese (tools/notebook_editions.py writes both editions)."""

CELLS = [
    ("md", """
# Luxor, step by step

Luxor (Queen Games, 2018, Rüdiger Dorn) is a race for 2–4 players through an Egyptian temple. Your adventurers walk
a square spiral from the stairs to the burial chamber in the middle, picking up treasures on the way. The twist is
your hand: five cards in a **fixed order**, of which you may only ever play the leftmost or the rightmost, while new
cards arrive in the middle.

This notebook follows the rulebook in order; each step is a live cell on a prepared position (a *scenario*), and
every table below can be played by clicking it.

**Which values are invented.** The rulebook gives the totals of the box (31 movement cards, 24 Horus cards, 30
treasures, 14 temple tiles, …) but not the board. The path length, where the statues, Horus, Osiris and temple icons
stand, the wall values, the treasure varieties and the Horus card mix are **PROPOSED** design values kept in one
data file, `tablekit/games/luxor/components.json`. If you own the box, copy that file, put in the real values and
pass it as `tablekit.new_game("luxor", components="my_luxor.json")`; the table draws your board.
""", """
# ルクソールをひとつずつ

ルクソール(Queen Games、2018年、リュディガー・ドルン)は、エジプトの神殿を駆け抜ける2〜4人用の競争ゲームです。
冒険者コマは、スタート地点から中央の棺の部屋まで四角いらせん状の通路を進み、途中で財宝を集めます。ひねりは手札に
あります。5枚のカードは**順番が決まっていて**、プレイできるのは左端か右端のカードだけ、新しいカードは真ん中に
入ってきます。

このノートブックはルールブックの順にたどります。各ステップは用意した局面(*シナリオ*)の上で実際に動くセルで、
下の卓はどれもクリックして遊べます。

**作った値について**: ルールブックには箱の中身の合計(移動カード31枚、ホルスカード24枚、財宝タイル30枚、神殿
タイル14枚など)は載っていますが、盤そのものは載っていません。通路の長さ、アヌビス像・ホルス・オシリス・神殿の
アイコンの位置、壁の得点、財宝の種類、ホルスカードの内訳は、**提案値(PROPOSED)** として1つのデータファイル
`tablekit/games/luxor/components.json` にまとめてあります。箱をお持ちなら、このファイルをコピーして本当の値を
入れ、`tablekit.new_game("luxor", components="my_luxor.json")` と渡してください。卓はその盤を描きます。
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
from collections import Counter

import tablekit
from tablekit.bots import RandomBot, bot_for
from tablekit.core.text import render, seat_name
from tablekit.games.luxor.bot import LuxorBot
from tablekit.games.luxor.messages import card_text
from tablekit.games.luxor.scoring import SET_POINTS

LANG = "en"  # this edition's language; the Japanese edition (notebooks/ja/) has "ja"
tablekit.set_language(LANG)  # every table, picture and plot from here on
PARTS = {"treasures": "財宝タイル", "positions": "冒険者コマの位置", "sarcophagi": "サルコファガス", "keys": "鍵",
         "scarabs": "スカラベ", "sets": "セット"}  # the final score's parts in the rulebook's Japanese


def in_lang(english, japanese):
    """The notebook's own words in LANG."""
    return japanese if LANG == "ja" else english


def listed(items):
    """Words or numbers in a row, as the reader's language writes a list."""
    return tablekit.listed(items, LANG)


def log(game, last=6):
    """The last lines of the game's log."""
    for line in [e for h in game.history for e in h.events_in(LANG)][-last:]:
        print("·", line)
'''),
    ("md", """
## Components and setup

Each player has five adventurers: two start on the stairs, and one lies asleep at each of the three Anubis statues.
Everyone gets five cards from one shared movement deck, in the order they are dealt. Horus and Osiris tiles lie on
their spaces, the treasures are shuffled onto the others, and the temple tiles wait face down in three piles.
""", """
## コンポーネントとセットアップ

各プレイヤーは冒険者コマを5つ持ちます。2つはスタート地点から始まり、3つのアヌビス像のそばで1つずつ休憩中です。
全員が共通の移動カードの山札から5枚を配られた順に受け取ります。ホルスタイルとオシリスタイルはそれぞれのマスに
置かれ、ほかのマスには財宝タイルをよく混ぜて置きます。神殿タイルは裏向きで3つの山になって待っています。
"""),
    ("code", """
c = tablekit.new_game("luxor", players=2, seed=7).state.c
movement = Counter(render(card_text(card), LANG) for card in c.cards if not card.level)
horus = Counter((card.level, card.kind) for card in c.cards if card.level)
temple = sum(len(p) for p in c.piles.values())
print(in_lang("movement deck:", "移動カードの山札:"), sum(movement.values()),
      in_lang("· ", "・").join(f"{card} ×{n}" for card, n in movement.items()))
print(in_lang(f"Horus cards: {sum(horus.values())} · {len(c.treasures)} treasures · {temple} temple tiles · "
              f"{c.keys} keys · {len(c.scarabs)} scarabs",
              f"ホルスカード: {sum(horus.values())}枚 · 財宝タイル{len(c.treasures)}枚 · 神殿タイル{temple}枚 · "
              f"鍵{c.keys}個 · スカラベ{len(c.scarabs)}枚"))
print(in_lang("Anubis statues after spaces:", "アヌビス像の位置(マスの後ろ):"), listed(c.statues))
print(in_lang("Horus spaces (the level of the card they give):", "ホルスのマス(もらえるカードの目):"),
      listed(f"{space} ({level})" for space, level in c.horus_spaces.items()))  # {space: level}
print(in_lang("Osiris spaces:", "オシリスのマス:"), listed(c.osiris_spaces))
"""),
    ("md", """
Here is a new game: you are Red, a bot plays Blue. Click an end card, then a glowing adventurer or a glowing space.
""", """
新しいゲームです。あなたは赤、ボットが青です。端のカードをクリックし、次に光っている冒険者コマか光っている
マスをクリックしてください。
"""),
    ("code", """
first = tablekit.new_game("luxor", players=2, seed=7)
tablekit.Table(first, seats=["human", bot_for("luxor", seed=1)])
"""),
    ("md", """
## 1. Play a card: the fixed-order hand

Only the two end cards can be played, and the hand is never reordered; the card drawn at the end of the turn goes
into the **middle**. So a good card in the middle may stay out of reach for several turns. In this hand the Horus
card (1–3) sits in the middle: what can Red play now, and what will be at the ends next turn?
""", """
## 1. カードをプレイする: 順番の決まった手札

プレイできるのは両端の2枚だけで、手札の順番は入れ替えられません。手番の最後に引いたカードは**真ん中**に入ります。
そのため、真ん中の良いカードは何手番も手が届かないことがあります。この手札ではホルスカード(1–3)が真ん中に
あります。赤はいま何をプレイでき、次の手番には何が端に来るでしょうか。
"""),
    ("code", """
hand = tablekit.new_game("luxor", scenario="hand", seed=1)
cards = hand.state.c.cards

def faces(ids):
    return [render(card_text(cards[i]), LANG) for i in ids]

mine = hand.view(0)["seats"][0]["hand"]
print(in_lang("hand:", "手札:"), listed(faces(mine)))
print(in_lang("now:", "いま:"),
      listed(sorted({render(a.text, LANG).split(in_lang(":", "："))[0] for a in hand.legal_actions(0)})))
for side, rest in (("left", mine[1:]), ("right", mine[:-1])):
    ends = faces([rest[0]])[0], faces([rest[-1]])[0]
    print(in_lang(f"after the {side} card, the ends are {ends[0]} and {ends[1]}"
                  " (a new card goes between the second and third)",
                  f"{dict(left='左端', right='右端')[side]}のカードのあと、両端は{ends[0]}と{ends[1]}"
                  "(新しいカードは2枚目と3枚目の間に入る)"))
try:
    hand.play(0, "play:2:0:1")
except tablekit.IllegalAction as err:
    print(in_lang("middle card refused:", "真ん中のカードは拒否:"), err.in_language(LANG))
"""),
    ("md", """
A guided lesson: play from the ends of your hand and see where a new card goes; the marked moves are the lesson's,
Hint shows them.
""", """
ガイド付きレッスン: 手札の端からカードを出し、新しいカードがどこに入るかを確かめましょう。★の付いた手がレッスンの手で、「ヒント」で表示できます。
"""),
    ("code", '''
tablekit.lesson("luxor").table()
'''),
    ("md", """
## Movement: empty spaces and statues

An adventurer moves exactly the card's number. Spaces whose tile is gone are skipped as if they were not there, and
the Anubis statues are not spaces at all. Passing a statue where one of your adventurers sleeps wakes it: it goes to
the stairs and can move from now on. Here spaces 6 and 7 are empty, so a 3 from space 5 reaches space 10.
""", """
## 移動: 空きマスとアヌビス像

冒険者コマはカードの数字ちょうどだけ進みます。タイルのなくなったマスは、ないものとして飛ばします。アヌビス像は
マスではありません。自分の冒険者コマが休憩中のアヌビス像を通り過ぎると、そのコマはアクティブになってスタート
地点に置かれ、次から動かせます。ここでは6番と7番のマスが空いているので、5番のマスから3進むと10番のマスに
着きます。
"""),
    ("code", """
move = tablekit.new_game("luxor", scenario="movement", seed=1)
move.play(0, "play:0:5:3")
log(move, 4)
red = move.view(0)["adventurers"][0]
print(in_lang("Red's adventurers on spaces", "赤の冒険者コマのマス:"), listed(red["positions"]),
      in_lang("· still resting at statues", "· まだ休憩中のアヌビス像:"), listed(k + 1 for k, rests in enumerate(red["asleep"]) if rests))
"""),
    ("md", """
## 2. The tile where you stop

**Osiris** moves the adventurer on by its number, and it acts again where it lands: a turn never ends on Osiris.
**Horus** gives a key (needed for the chamber, 1 point if unused) or a Horus card of its level, put in the middle of
your hand.
""", """
## 2. 止まったマスのタイル

**オシリス**は冒険者コマをその数字だけさらに進め、着いた先でまたアクションを行います。オシリスの上で手番が
終わることはありません。
**ホルス**では、鍵(棺の部屋に入るのに必要で、使わなければ1点)か、そのレベルのホルスカードのどちらかを受け取り
ます。ホルスカードは手札の真ん中に入ります。
"""),
    ("code", """
osiris = tablekit.new_game("luxor", scenario="osiris", seed=1)
osiris.play(0, "play:0:1:1")
log(osiris, 3)
print(*[render(a.text, LANG) for a in osiris.legal_actions(0)], sep="\\n")
osiris.play(0, "take:horus1")
print(in_lang("Red's hand now:", "いまの赤の手札:"), listed(faces(osiris.view(0)["seats"][0]["hand"])))
"""),
    ("md", """
**Treasures** need as many of *your* adventurers on the tile as it shows. Taken, they score their points at once
and count for sets at the end; a temple tile of the space's icon then appears there (it does not act this turn), or
the space is left empty. Here a vase needs two adventurers: one is on it, a second arrives.
""", """
**財宝タイル**を取るには、タイルに示された数だけ*自分の*冒険者コマがそのタイルにいる必要があります。取った財宝は
その場で点数になり、最後にはセットにも数えます。そのあと、マスのアイコンに対応する神殿タイルがそこに現れるか
(この手番には効果を発揮しません)、マスは空きマスになります。ここでは壺に冒険者コマが2つ必要です。1つはすでに
乗っていて、2つ目がやって来ます。
"""),
    ("code", """
vase = tablekit.new_game("luxor", scenario="treasure", seed=1)
vase.play(0, "play:0:8:2")
log(vase, 4)
tablekit.Table(vase, seats=["human", bot_for("luxor", seed=2)])
"""),
    ("md", """
**Temple tiles** stay on the board for everyone: a scarab (drawn face down, points at the end), a wild card
treasure, a choice of the two, a Horus favour, or a tunnel that warps you to the next tunnel (waking sleepers at the
statues you pass).
""", """
**神殿タイル**は盤に残り、誰でも使えます。スカラベ(裏向きで引き、最後に得点)、万能財宝、そのどちらかを選ぶもの、
ホルスの願い、そして次のトンネルへワープするトンネル(通り過ぎたアヌビス像の休憩中のコマも起こします)です。
"""),
    ("code", """
temple = tablekit.new_game("luxor", scenario="temple", seed=1)
print(*[render(a.text, LANG) for a in temple.legal_actions(0)], sep="\\n")
tunnel = temple.copy()
tunnel.play(0, "play:4:0:5")
log(tunnel, 4)
temple.play(0, "play:0:0:3")
print(*[render(a.text, LANG) for a in temple.legal_actions(0)], sep="\\n")
"""),
    ("md", """
## The chamber and its keys

The chamber is one step past the last space. You enter only by the exact count, never by passing it, and each
adventurer entering pays a key. The first adventurer in takes the 5-point sarcophagus, the second the 3.
""", """
## 棺の部屋と鍵

棺の部屋は最後のマスの1歩先にあります。入れるのはちょうどの数字のときだけで、通り過ぎて入ることはできません。
入る冒険者コマはそれぞれ鍵を1つ払います。最初に入った冒険者コマは5点のサルコファガス、2番目は3点の
サルコファガスを取ります。
"""),
    ("code", """
room = tablekit.new_game("luxor", scenario="chamber", seed=1)
print(*[render(a.text, LANG) for a in room.legal_actions(0) if "chamber" in a.label], sep="\\n")
try:
    room.play(0, "play:4:39:3")  # 3 from space 39 would pass the chamber
except tablekit.IllegalAction as err:
    print(in_lang("refused:", "拒否:"), err.in_language(LANG))
position = room.position()  # the same room as a position document, with Red's key back in the supply
position["public"]["seats"][0]["keys"] -= 1
position["public"]["key_supply"] += 1
keyless = tablekit.new_game("luxor", position=position)
try:
    keyless.play(0, "play:0:39:2")
except tablekit.IllegalAction as err:
    print(in_lang("refused:", "拒否:"), err.in_language(LANG))
room.play(0, "play:0:39:2")
log(room, 2)
"""),
    ("md", """
## The five Horus cards

Horus cards are stronger moves: choose a distance 1 to n; roll a die and choose 1 to the roll; move *all* your
active adventurers, then act on one tile; bring your last adventurer to the second-last; or move 1–3 and take a
treasure with one adventurer fewer. Each scenario puts one at the left end of Red's hand.
""", """
## 5種類のホルスカード

ホルスカードは強い移動です。1からnまでの距離を選ぶ。ダイスを振って1から出目までを選ぶ。アクティブな冒険者コマを
*すべて*進めてから、1つのタイルでアクションを行う。最後尾の冒険者コマを最後から2番目のところへ移す。1から3進み、
いつもより1つ少ない冒険者コマで財宝を取る。どのシナリオでも、赤の手札の左端にそのカードが1枚あります。
"""),
    ("code", """
for name in ("horus_choose", "horus_roll", "horus_all", "horus_last", "horus_fewer"):
    g = tablekit.new_game("luxor", scenario=name, seed=3)
    card = faces(g.view(0)["seats"][0]["hand"][:1])[0]
    ways = [a for a in g.legal_actions(0) if a.id.startswith("play:0")]
    chosen = next(a for a in ways if a.id == "play:0:10:2") if name == "horus_fewer" else ways[-1]  # onto a 2-adventurer jewel
    g.play(0, chosen)
    move = render(chosen.text, LANG).split(in_lang(": ", "："), 1)[1]
    print(in_lang(f"{card}: {len(ways)} way(s) to play it; played: {move}",
                  f"{card}: プレイの仕方{len(ways)}通り。プレイ: {move}"))
    if g.to_act == [0] and g.view(0)["phase"] != "play":
        print(in_lang("    then choose:", "    続けて選ぶ:"), "; ".join(render(a.text, LANG) for a in g.legal_actions(0)))
    else:
        print("    " + " ".join(g.history[-1].events_in(LANG)[1:]))
"""),
    ("md", """
## 3. Refill, the end of the round and final scoring

A hand of four draws a card into its middle (a Horus card already made it five). When the deck runs out, the discards
are shuffled into a new one, Horus cards included. Once any two adventurers are in the chamber, the round is played
to its last player, then the game is scored: the wall value under each adventurer (sleepers score nothing),
sarcophagi, 1 per unused key, scarabs, and sets of three different treasures, wild cards standing in (at most two per
set; three alone are no set).
""", """
## 3. 補充、ラウンドの終わり、最終得点計算

手札が4枚なら、カードを1枚引いて真ん中に入れます(ホルスカードですでに5枚になっていれば引きません)。山札が
なくなったら、捨て札をホルスカードも含めてよく混ぜ、新しい山札にします。冒険者コマが2つ棺の部屋に入ったら、その
ラウンドを最後のプレイヤーまで行ってゲームは終わり、得点を計算します。各冒険者コマの下の壁の得点(休憩中のコマは
0点)、サルコファガス、使わなかった鍵1つにつき1点、スカラベ、そして異なる財宝3種類のセットです。セットでは
万能財宝が代わりになれます(1セットに2枚まで。万能財宝3枚だけではセットになりません)。
"""),
    ("code", """
end = tablekit.new_game("luxor", scenario="final", seed=1)
end.play(0, "play:0:40:1")
bots = {1: bot_for("luxor", seed=1), 2: bot_for("luxor", seed=2)}
while not end.is_over:
    seat = end.to_act[0]
    end.play(seat, bots[seat].act(end, seat))
log(end, 3)
for seat, row in enumerate(end.view(None)["final"]["rows"]):
    parts = listed(f"{in_lang(part, PARTS.get(part, part))} {points:g}" for part, points in row["parts"].items())
    print(seat_name(end.info, seat, LANG), row["sets"], in_lang("sets ·", "セット ·"), parts)
print(in_lang("winners:", "勝者:"), listed(seat_name(end.info, s, LANG) for s in end.result().winners))
"""),
    ("code", """
print(in_lang("sets:", "セット数:"), " ".join(f"{n}→{vp}" for n, vp in enumerate(SET_POINTS) if n))
tablekit.plot.bar_chart(range(1, 9), {in_lang("set table", "セットの得点表"): SET_POINTS[1:]}, colors="#c08a1e",
                        lines={in_lang("3 per set", "1セット3点"): [3 * n for n in range(1, 9)]},
                        xlabel=in_lang("sets of three different treasures", "異なる財宝3種類のセット数"),
                        ylabel=in_lang("VP", "得点"),
                        title=in_lang("Luxor: VP per number of sets", "ルクソール: セット数ごとの得点"))
"""),
    ("md", """
## A full game against two bots

Play Red yourself on this table. The cell below it lets a bot play Red in a **copy** of the same game to the end, so
the table stays yours to play; then the score progress of that copy, and where it finished.
""", """
## 2体のボットと1ゲーム通して遊ぶ

この卓で、あなた自身が赤を担当してください。その下のセルは、同じゲームの**コピー**でボットに赤を最後まで
担当させるので、卓はあなたが遊ぶために残ります。続いて、そのコピーの得点の推移と、どこで終わったかを示します。
"""),
    ("code", """
full = tablekit.new_game("luxor", players=3, seed=21)
full_table = tablekit.Table(full, seats=["human", bot_for("luxor", seed=1), bot_for("luxor", seed=2)])
full_table
"""),
    ("code", """
finished = full.copy()
players = [bot_for("luxor", seed=3), bot_for("luxor", seed=1), bot_for("luxor", seed=2)]
while not finished.is_over:
    seat = finished.to_act[0]
    finished.play(seat, players[seat].act(finished, seat))
print(tablekit.result_text(finished))
display(tablekit.plot.score_progress(finished))
tablekit.snapshot(finished)  # the end of that copy, as a spectator sees it
"""),
    ("md", """
## A short experiment: racing or collecting?

Two versions of the heuristic bot meet in two-player games, seats alternating: a *racer*, who values every step
forward highly, and a *collector*, who values treasures, sets and scarabs twice as much. `GAMES` is kept small so the
cell stays short; raise it (say to 300) for a firmer answer.
""", """
## 短い実験: 急ぐか、集めるか

ヒューリスティック・ボットの2つの型が、席を入れ替えながら2人プレイで対戦します。1歩進むことを高く評価する
*急ぎ屋*と、財宝・セット・スカラベを2倍に評価する*収集家*です。セルが長くならないよう `GAMES` は小さくして
あります。はっきりした答えが欲しければ、たとえば300に増やしてください。
"""),
    ("code", """
# small (fewer in JupyterLite); 300 for a firmer answer; the tests' quick run sets TABLEKIT_QUICK
GAMES = 2 if os.environ.get("TABLEKIT_QUICK") else 6 if sys.platform == "emscripten" else 20

racer, collector = LuxorBot(0, tempo=1.0, greed=0.6), LuxorBot(1, tempo=0.2, greed=2.0)
duels = tablekit.arena("luxor", bots=[racer, collector], games=GAMES, seed=0)  # seats swap every game
margins = [row["scores"][row["seating"].index(0)] - row["scores"][row["seating"].index(1)] for row in duels.games]
margin = sum(margins) / GAMES
print(in_lang(f"racer won {duels.wins[0]:g} of {GAMES}; mean margin {margin:+.1f} VP",
              f"急ぎ屋の勝ち {GAMES}ゲーム中{duels.wins[0]:g}。平均の得点差 {margin:+.1f}点"))
"""),
    ("coach",),
    ("md", """
**Next:** [the mechanics lab](07_mechanics_lab.ipynb) measures what this game's rules do over many games (length, choices per turn, seat advantage, skill against luck, lead changes) beside the five other games, and tries a rule variant of each (日本語版: [ja/07_mechanics_lab.ipynb](ja/07_mechanics_lab.ipynb)).
""", """
**次へ:** [メカニクス実験室](07_mechanics_lab.ipynb) では、このゲームのルールがたくさんのゲームを通して何を生み出すか
(長さ、手番ごとの選択肢、席の有利不利、実力と運、首位の交代)をほかの5つのゲームと並べて測り、それぞれのルールの
変種も試します(English: [../03_luxor.ipynb](../03_luxor.ipynb))。
"""),
]
